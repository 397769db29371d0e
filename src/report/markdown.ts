import type { Change } from '../diff/change.js';
import type { Level } from '../diff/levels.js';
import type { DefinitionDiff } from './definition-diffs.js';
import { codeSpan, codeBlock, hiddenData, htmlText, mdText } from './markdown-escape.js';
import type { Counts, Report, ReviewReport, ServerReport } from './report.js';
import { clusterChanges, entitiesLabel } from './clusters.js';
import { append, listed } from './terminal.js';
import { ownValue } from '../json/canonical.js';
import { highestLevel, type LevelOrNone } from '../diff/levels.js';
import { semverAndIgnoredMarkdown } from './formats/markdown-sections.js';
import type { AcceptCommands } from './outcome.js';
import { DEFAULT_APPROVE_LABEL, DEFAULT_POLICY_FILE } from '../policy/approvals.js';
import { shellQuote } from '../safe-text.js';

/** The hidden first line that finds this workflow's sticky comment again. */
export function commentMarker(key: string): string {
  return `<!-- mcp-contract-gate:comment ${htmlText(key, 200)} -->`;
}

export const CAUSE_LABEL = 'mcp-contract-gate:cause';
/** GitHub refuses an issue comment over 65,536 characters. */
export const COMMENT_LIMIT = 65_536;
/** A job summary may be 1 MiB; keep well inside it. */
export const SUMMARY_LIMIT = 1_000_000;

export interface MarkdownOptions {
  /** Prepended hidden marker (comments only). */
  marker?: string;
  /** Per server: the commands that accept its drift (rewrite the golden file; and accept its breaking changes in one round). */
  acceptCommands: Record<string, AcceptCommands>;
  /** Per server: unified diffs of changed definitions. */
  diffs: Record<string, DefinitionDiff[]>;
  /** The workflow run (GITHUB_SERVER_URL/GITHUB_REPOSITORY/actions/runs/GITHUB_RUN_ID): linked at the foot, and named when the text had to be trimmed. */
  fullReportUrl?: string;
  /** docs/rules.md of the gate (a URL): each rule id links to its anchor there. */
  rulesUrl?: string;
  /** How a breaking intended change is approved here: named in the hint. */
  approval?: ApprovalHint;
  limit: number;
}

/** The approval ways of this run, named where a breaking intended change lacks one. */
export interface ApprovalHint {
  label: string;
  /** The policy file, relative to the repository root. */
  policyFile: string;
  majorBump: boolean;
}

/** The approval ways where the run does not say (a report format of the CLI): the defaults. */
const DEFAULT_APPROVAL: ApprovalHint = { label: DEFAULT_APPROVE_LABEL, policyFile: DEFAULT_POLICY_FILE, majorBump: false };

/** One level for the headline: the highest of the drift (live vs golden) and the intended change (base vs head golden). */
export interface Headline {
  level: LevelOrNone;
  drift: LevelOrNone;
  intended: LevelOrNone;
  approved: string[];
  unapproved: string[];
}

export function headlineOf(report: Report): Headline {
  const reviews = report.servers.flatMap((server) => (server.review ? [server.review] : []));
  const intended = highestLevel(reviews.flatMap((review) => review.changes.map((change) => change.level)));
  const level = highestLevel([report.highest, intended].filter((l): l is Exclude<LevelOrNone, 'none'> => l !== 'none'));
  return {
    level,
    drift: report.highest,
    intended,
    approved: reviews.flatMap((review) => review.approved.map((approval) => approval.fingerprint)),
    unapproved: reviews.flatMap((review) => review.unapproved),
  };
}

const ICON: Record<Level, string> = { breaking: '🔴', 'effect-relevant': '🟠', cosmetic: '⚪' };
const VERDICT: Record<Report['verdict'], string> = { pass: '✅ MCP contract: pass', fail: '❌ MCP contract: fail', error: '⚠️ MCP contract: error' };

/**
 * The PR comment and job summary. Sections are laid out in full; if the text is over the
 * limit, the schema diffs go first, then the cause block, then per-change lines, and a
 * pointer to the full report is added. Server text only ever passes through mdText/htmlText
 * or a code fence it cannot close, and only after the hidden cause.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions): string {
  const attempts: Include[] = [
    { diffs: true, changes: true },
    { diffs: false, changes: true },
    { diffs: false, changes: false },
  ];
  // Each listed change takes at least MIN_CHANGE_LINE characters: when they cannot fit, do not lay them out to find out.
  const listed = report.servers.reduce((sum, server) => sum + server.changes.length + (server.review?.changes.length ?? 0), 0);
  const possible = attempts.filter((include) => !include.changes || listed * MIN_CHANGE_LINE <= options.limit);
  const cause = causeComment(report, options.limit);
  for (const include of possible) {
    const text = compose(report, options, cause, include, include !== attempts[0]);
    if (text.length <= options.limit) return text;
  }
  return compose(report, options, cause, { diffs: false, changes: false }, true).slice(0, options.limit);
}

/** The shortest a listed change can be: `- ⚪ **cosmetic** · `x` · ` and its message. */
const MIN_CHANGE_LINE = 20;

/** What a rendering holds: when long, the schema diffs go first, then the per-change lines. */
interface Include {
  diffs: boolean;
  changes: boolean;
}

function compose(report: Report, options: MarkdownOptions, cause: string, include: Include, trimmed: boolean): string {
  const parts: string[] = [];
  if (options.marker) parts.push(options.marker);
  // The cause before any server text: a bot that reads the first match reads the gate's.
  parts.push(`## ${VERDICT[report.verdict]}`, cause, '');
  parts.push(`${headlineText(report, headlineOf(report))} · fails on: **${report.failOn}** and above, and on unapproved breaking intended changes.`, '');
  append(parts, countsTable(report), ['']);
  if (trimmed) {
    const where = options.fullReportUrl ? `is in the [job summary](${options.fullReportUrl}) and the JSON report` : 'is the JSON report (the report-path output)';
    parts.push(`> [!NOTE]\n> Trimmed to fit; the full report ${where}.`, '');
  }
  for (const server of report.servers) append(parts, serverSection(server, options, include), ['']);
  append(parts, footer(options));
  return `${parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** The headline level, split into drift and intended change where a review ran, and the servers not compared. */
function headlineText(report: Report, headline: Headline): string {
  const reviewed = report.servers.some((server) => server.review);
  const split = reviewed ? ` (live vs golden: ${headline.drift}; intended change: ${headline.intended}${headline.unapproved.length ? `, **${headline.unapproved.length} unapproved**` : ''})` : '';
  const errors = report.servers.filter((server) => server.status === 'error').length;
  return `Highest change: **${headline.level}**${split}${errors ? ` · **${errors} server${errors === 1 ? '' : 's'} not compared**` : ''}`;
}

function footer(options: Pick<MarkdownOptions, 'fullReportUrl' | 'rulesUrl'>): string[] {
  if (!options.fullReportUrl) return [];
  return [`[Workflow run](${options.fullReportUrl}) · the full JSON report is the \`report-path\` output${options.rulesUrl ? ` · [rule catalogue](${options.rulesUrl})` : ''}`, ''];
}

/**
 * The page a gate that could not run at all shows (a config or input error, a broken policy
 * file): the cause, where the job summary and the sticky comment would otherwise be silent.
 */
export function renderFailureMarkdown(message: string, options: Pick<MarkdownOptions, 'marker' | 'fullReportUrl' | 'rulesUrl'>): string {
  const parts: string[] = [];
  if (options.marker) parts.push(options.marker);
  parts.push(`## ${VERDICT.error}`, hiddenData(CAUSE_LABEL, JSON.stringify({ verdict: 'error', error: message })), '');
  parts.push(`**The gate could not run.** ${mdText(message, 1000)}`, '');
  append(parts, footer(options));
  return `${parts.join('\n').trimEnd()}\n`;
}

/** A row per comparison: live vs golden, and the intended change where a review ran, with its unapproved breaking changes. */
function countsTable(report: Report): string[] {
  const rows = report.servers.flatMap((server) => {
    const failing = (server.evidence ?? []).filter((e) => e.status === 'fail').length;
    const state = (server.status === 'error' ? 'not compared' : server.changes.length === 0 ? 'in sync' : 'drift') + (failing ? `; ${failing} check${failing === 1 ? '' : 's'} failed` : '');
    const name = mdText(server.name, 80);
    const drift = `| ${name} | live vs golden: ${state} | ${countCells(server.counts)} | — |`;
    const review = server.review;
    if (!review) return [drift];
    const unapproved = review.unapproved.length ? `**${review.unapproved.length}**` : '0';
    return [drift, `| ${name} | intended change (PR): ${reviewState(review)} | ${countCells(review.counts)} | ${unapproved} |`];
  });
  return ['| server | comparison | breaking | effect-relevant | cosmetic | unapproved |', '| --- | --- | ---: | ---: | ---: | ---: |', ...rows];
}

function countCells(counts: Counts): string {
  return `${counts.breaking} | ${counts['effect-relevant']} | ${counts.cosmetic}`;
}

function reviewState(review: ReviewReport): string {
  if (review.note) return 'no baseline';
  if (review.changes.length === 0) return 'none';
  return `${review.changes.length} change${review.changes.length === 1 ? '' : 's'}`;
}

function ruleRef(rule: string, options: MarkdownOptions): string {
  return options.rulesUrl ? `[\`${rule}\`](${options.rulesUrl}#${encodeURIComponent(rule)})` : `\`${rule}\``;
}

function serverSection(server: ServerReport, options: MarkdownOptions, include: Include): string[] {
  const lines = [`### ${mdText(server.name, 80)}`, ''];
  if (server.error) return [...lines, `**Not compared.** ${mdText(server.error.message, 1000)}`];
  if (server.changes.length === 0) lines.push(`**In sync.** The live server matches ${code(server.contract)}.`, '');
  else {
    lines.push(`**Drift.** The live server differs from ${code(server.contract)}: the code changed the contract and the golden file did not follow.`, '');
    append(lines, changeList(server.changes, include.changes !== false, options), ['']);
    if (include.diffs) append(lines, diffBlocks(ownValue(options.diffs, server.name) ?? []));
    const commands = ownValue(options.acceptCommands, server.name);
    if (commands) append(lines, acceptDrift(server, commands, options.approval ?? DEFAULT_APPROVAL));
  }
  append(lines, semverAndIgnoredMarkdown(server));
  for (const note of server.notes) lines.push(`> ${mdText(note, 500)}`, '');
  append(lines, evidenceSection(server));
  if (server.review) append(lines, reviewSection(server.review, include.changes !== false, options, ownValue(options.acceptCommands, server.name)));
  return lines;
}

/** Failing and informative evidence in full, passing checks named in a folded list; the protocol matrix as a table. */
function evidenceSection(server: ServerReport): string[] {
  const evidence = server.evidence ?? [];
  if (evidence.length === 0) return [];
  const passed = evidence.filter((e) => e.status === 'pass');
  const lines = [`**Evidence.** ${passed.length} check${passed.length === 1 ? '' : 's'} passed.`, ''];
  for (const item of evidence) {
    if (item.status === 'pass' || item.check === 'protocol_matrix') continue;
    const mark = item.status === 'fail' && item.level ? `${ICON[item.level]} **${item.level}**` : 'ℹ️ info';
    lines.push(`- ${mark} · \`${item.check}\` · ${mdText(item.subject, 120)}: ${mdText(item.message, 500)}`);
  }
  const matrix = evidence.find((e) => e.check === 'protocol_matrix')?.details as Record<string, { outcome: string; selected?: string; detail?: string }> | undefined;
  if (matrix) {
    lines.push('', '| proposed revision | answer | detail |', '| --- | --- | --- |');
    for (const [revision, cell] of Object.entries(matrix))
      lines.push(`| ${mdText(revision, 40)} | ${cell.outcome}${cell.selected ? ` (${mdText(cell.selected, 40)})` : ''} | ${mdText(cell.detail ?? '', 200)} |`);
  }
  if (passed.length) append(lines, ['', `<details><summary>passed: ${passed.length} check${passed.length === 1 ? '' : 's'}</summary>`, ''], passedChecks(passed), ['', '</details>']);
  return [...lines, ''];
}

/** Passing checks listed one by one, up to a point: a comment has a size limit, and the JSON report has them all. */
const PASSED_LISTED = 50;

function passedChecks(passed: NonNullable<ServerReport['evidence']>): string[] {
  const lines = passed.slice(0, PASSED_LISTED).map((item) => `- ✅ \`${item.check}\` · ${mdText(item.subject, 120)}: ${mdText(item.message, 300)}`);
  if (passed.length > PASSED_LISTED) lines.push(`- and ${passed.length - PASSED_LISTED} more (all of them are in the JSON report, \`evidence\`)`);
  return lines;
}

function reviewSection(review: NonNullable<ServerReport['review']>, withChanges: boolean, options: MarkdownOptions, commands: AcceptCommands | undefined): string[] {
  const base = mdText(review.base.slice(0, 12));
  if (review.note) return [`**Intended change.** No review against the base (${base}): ${mdText(review.note, 300)}.`, ''];
  if (review.changes.length === 0) return [`**Intended change.** The golden contract is unchanged since the base (${base}).`, ''];
  const lines = [`**Intended change** (golden contract at the base ${base} → this pull request):`, ''];
  // Each breaking change says, under its entity, what approved it or how to.
  const approvedBy = new Map(review.approved.map((approval) => [approval.fingerprint, approval.by]));
  const unapproved = new Set(review.unapproved);
  const approval = options.approval ?? DEFAULT_APPROVAL;
  const status = (changes: Change[]): string | undefined => {
    const open = changes.filter((change) => unapproved.has(change.fingerprint));
    if (open.length > 1) return `**${open.length} unapproved** (fingerprints in the JSON report): ${approvalHint(approval, 'them')}`;
    if (open.length === 1) return `**unapproved**: ${approvalHint(approval, code(open[0]!.fingerprint))}`;
    const by = changes.flatMap((change) => (approvedBy.has(change.fingerprint) ? [approvedBy.get(change.fingerprint)!] : []));
    return by.length ? `approved by ${mdText([...new Set(by)].join('; '), 200)}` : undefined;
  };
  append(lines, changeList(review.changes, withChanges, options, status), ['']);
  if (!withChanges) {
    for (const approval of review.approved) lines.push(`- approved ${code(approval.fingerprint)} by ${mdText(approval.by, 200)}`);
    for (const fingerprint of review.unapproved) lines.push(`- **unapproved**: ${code(fingerprint)}`);
  }
  if (unapproved.size) append(lines, [''], approveIntended(commands, approval));
  return [...lines, ''];
}

/** The label route as a command to copy: GitHub's CLI, on the pull request of the branch checked out. */
function labelCommand(label: string): string {
  return `gh pr edit --add-label ${shellQuote(label)}`;
}

/** How to accept a drift: its update command; for a breaking one, both routes to its approval at once. */
function acceptDrift(server: ServerReport, commands: AcceptCommands, approval: ApprovalHint): string[] {
  const golden = code(server.contract);
  if (server.counts.breaking === 0) return [`If the change is intended, accept it: update the golden contract ${golden} in this pull request.`, '', codeBlock(commands.update, 'sh'), ''];
  return [
    `If the change is intended, accept it in this pull request. Its breaking changes need an approval too: either update ${golden} and accept them with your reason in ${code(approval.policyFile)}, in one round,`,
    '',
    codeBlock(commands.approve, 'sh'),
    '',
    `or update ${golden} and add the label ${code(approval.label)}:`,
    '',
    codeBlock(`${commands.update}\n${labelCommand(approval.label)}`, 'sh'),
    '',
  ];
}

/** Both routes to approving the unapproved intended changes, as commands; in words where the run has none (mode: report). */
function approveIntended(commands: AcceptCommands | undefined, approval: ApprovalHint): string[] {
  if (!commands) return [`To approve: ${approvalHint(approval)}.`, ''];
  return [
    `To approve, either accept with your reason in ${code(approval.policyFile)} (the command also updates the golden contract from the server: a no-op where it has not drifted),`,
    '',
    codeBlock(commands.approve, 'sh'),
    '',
    `or add the label ${code(approval.label)}${approval.majorBump ? ', or bump the major version of the server' : ''}:`,
    '',
    codeBlock(labelCommand(approval.label), 'sh'),
    '',
  ];
}

/** A code span: plain backticks where codeSpan changes nothing but its padding. */
function code(text: string): string {
  const span = codeSpan(text, 200);
  return text !== '' && span === `\` ${text} \`` ? `\`${text}\`` : span;
}

/** How to approve `what` (each fingerprint, or one by name), with this run's label and policy file by name. */
export function approvalHint(approval: ApprovalHint | undefined, what = 'each fingerprint'): string {
  if (!approval) return 'add the approval label, an acceptance entry with a reason in the policy file, or (if enabled) a major version bump';
  const ways = [`add the label ${code(approval.label)} to the pull request`, `accept ${what} with a reason in ${code(approval.policyFile)}`];
  if (approval.majorBump) ways.push('bump the major version of the server');
  return `${ways.slice(0, -1).join(', ')}${ways.length > 2 ? ',' : ''} or ${ways.at(-1)}`;
}

/** `status`, where given, says under a change what approved it or how to (the review's breaking changes). */
function changeList(changes: Change[], detailed: boolean, options: MarkdownOptions, status: (changes: Change[]) => string | undefined = () => undefined): string[] {
  if (!detailed) {
    const counts: Record<string, number> = {};
    for (const change of changes) counts[change.level] = (counts[change.level] ?? 0) + 1;
    return [
      `${Object.entries(counts)
        .map(([level, n]) => `${n} ${level}`)
        .join(', ')} (details trimmed)`,
    ];
  }
  const open: string[] = [];
  const folded: string[] = [];
  // The PR comment stays short (about 150 lines in all): past its budget, the rest is counted and left to the job summary.
  const budget = options.marker ? COMMENT_CHANGE_LINES : Infinity;
  const left: Change[] = [];
  for (const cluster of clusterChanges(changes)) {
    const group = cluster.kind === 'shared' ? [cluster.change] : cluster.changes;
    // Past a few changes, only the breaking ones stay open: the rest fold under one line.
    const into = changes.length > FOLD_FROM && group.every((change) => change.level !== 'breaking') ? folded : open;
    const lines =
      cluster.kind === 'shared'
        ? [
            `**in ${entitiesLabel(cluster.entities)}**: ${mdText(listed(cluster.entities), 600)}`,
            '',
            ...withStatus(changeLine(cluster.change, options, cluster.entities.length), status(cluster.changes)),
            '',
          ]
        : [`**${mdText(cluster.entity, 120)}**`, '', ...group.flatMap((change) => withStatus(changeLine(change, options), status([change]))), ''];
    if (open.length + folded.length + lines.length > budget) left.push(...cluster.changes);
    else into.push(...lines);
  }
  if (left.length) open.push(`… and more changes: ${countsText(left)}; see the job summary and the JSON report.`, '');
  if (folded.length === 0) return open;
  const rest = changes.filter((change) => change.level !== 'breaking');
  const summary = (['effect-relevant', 'cosmetic'] as const).map((level) => `${rest.filter((change) => change.level === level).length} ${level}`).join(', ');
  return [...open, `<details><summary>${summary} changes</summary>`, '', ...folded, '</details>', ''];
}

/** A change's line, and under it, nested, what its status says. */
function withStatus(line: string, status: string | undefined): string[] {
  return status ? [line, `  - ${status}`] : [line];
}

/** More changes than this in one list: the effect-relevant and cosmetic ones fold. */
const FOLD_FROM = 10;
/** The lines of changes a PR comment shows, open and folded together. */
const COMMENT_CHANGE_LINES = 100;

/** "3 breaking, 2 cosmetic" changes. */
function countsText(changes: Change[]): string {
  return (['breaking', 'effect-relevant', 'cosmetic'] as const)
    .map((level) => [level, changes.filter((change) => change.level === level).length] as const)
    .filter(([, count]) => count > 0)
    .map(([level, count]) => `${count} ${level}`)
    .join(', ');
}

function changeLine(change: Change, options: MarkdownOptions, shared = 1): string {
  const fingerprint = change.level !== 'breaking' ? '' : shared > 1 ? ` · fingerprints in the JSON report (${shared})` : ` · fingerprint \`${change.fingerprint}\``;
  const set = change.levelSetBy ? ` (level set by the config; the rule says ${change.levelSetBy.ruleLevel})` : '';
  return `- ${ICON[change.level]} **${change.level}**${set} · ${ruleRef(change.rule, options)} · ${mdText(change.message, 400)}${witnessText(change)}${fingerprint}`;
}

/** The proof of a breaking schema change, in words a reviewer can run. */
export function witnessText(change: Change): string {
  if (!change.witness) return '';
  const { value, validBefore } = change.witness;
  const what = change.rule.startsWith('input-')
    ? validBefore
      ? 'this call worked before and is rejected now'
      : 'this call is accepted now and was rejected before'
    : validBefore
      ? 'the old schema allowed this output and the new one does not'
      : 'the server may now return this, which the old schema did not allow';
  return `; ${what}: ${codeSpan(JSON.stringify(value) ?? 'null', 300)}`;
}

function diffBlocks(diffs: DefinitionDiff[]): string[] {
  return diffs.flatMap((diff) => [`<details><summary>definition diff: ${htmlText(diff.entity, 120)}</summary>`, '', codeBlock(diff.patch, 'diff'), '', '</details>', '']);
}

/**
 * The hidden cause, in at most a quarter of the page: on top, it must leave room for the rest.
 * Too long, it loses the change fingerprints, then the servers, and says `trimmed`; the JSON
 * report holds them all.
 */
function causeComment(report: Report, limit: number): string {
  const { servers, ...cause } = causeOf(report);
  const attempts = [() => ({ ...cause, servers }), () => ({ ...cause, servers: servers.map(({ fingerprints: _left, ...server }) => server), trimmed: true }), () => ({ ...cause, trimmed: true })];
  let text = '';
  for (const attempt of attempts) {
    text = hiddenData(CAUSE_LABEL, JSON.stringify(attempt()));
    if (text.length <= limit / 4) break;
  }
  return text;
}

/** The hidden, machine-readable cause for bots; the full report is the JSON report file. */
function causeOf(report: Report) {
  const headline = headlineOf(report);
  return {
    verdict: report.verdict,
    highest: headline.level,
    driftHighest: report.highest,
    intendedHighest: headline.intended,
    counts: report.counts,
    servers: report.servers.map((s) => ({
      name: s.name,
      status: s.status,
      highest: s.highest,
      fingerprints: s.changes.map((c) => c.fingerprint),
      approved: s.review?.approved.map((a) => a.fingerprint) ?? [],
      unapproved: s.review?.unapproved ?? [],
    })),
  };
}
