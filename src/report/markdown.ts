import { witnessShown, type Change } from '../diff/change.js';
import type { Level } from '../diff/levels.js';
import type { DefinitionDiff } from './definition-diffs.js';
import { codeSpan, codeBlock, hiddenData, htmlText, mdText } from './markdown-escape.js';
import type { Counts, Report, ReviewReport, ServerReport } from './report.js';
import { clusterChanges, entitiesLabel, type ChangeCluster } from './clusters.js';
import { append } from './terminal.js';
import { canonicalJson } from '../json/rfc8785.js';
import { ownValue } from '../json/own.js';
import { LEVELS } from '../diff/levels.js';
import { causeDocument, causesText, decisionOf, headlineOf, type Headline } from './cause.js';
import { semverAndIgnoredMarkdown } from './markdown-sections.js';
import { contextCostMarkdown } from './context-cost.js';
import type { AcceptCommands } from './outcome.js';
import { DEFAULT_APPROVE_LABEL, DEFAULT_POLICY_FILE } from '../policy/approvals.js';
import { shellQuote } from '../safe-text.js';
import { removedText } from './removed.js';

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
  /** The drift issue of mode: monitor: the live server is a deployment, and no pull request is at hand. */
  deployed?: boolean;
  /** `diff`: two files compared, named OLD → NEW; `gate` with --fail-on (else no verdict is printed). */
  comparison?: FileComparison;
  limit: number;
}

/** Two contract files compared (`diff`): their names, and whether the run gates (--fail-on). */
interface FileComparison {
  before: string;
  after: string;
  gate: boolean;
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

const ICON: Record<Level, string> = { breaking: '🔴', 'effect-relevant': '🟠', cosmetic: '⚪' };
const VERDICT: Record<Report['verdict'], string> = { pass: '✅ MCP contract: pass', fail: '❌ MCP contract: fail', error: '⚠️ MCP contract: error' };

/**
 * The PR comment and job summary. Sections are laid out in full; if the text is over the
 * limit, the definition diffs go first, then changes from the lowest level up, and a pointer
 * to the full report is added. Server text only ever passes through mdText/htmlText or a code
 * fence it cannot close, and only after the hidden cause.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions): string {
  // A comment shows about COMMENT_CHANGE_LINES lines of lower-level changes and every breaking one; the job summary and a file all of them.
  const first = options.limit <= COMMENT_LIMIT ? COMMENT_CHANGE_LINES : Infinity;
  const budgets = [...new Set([first, COMMENT_CHANGE_LINES, SHORT_CHANGE_LINES, 0])].filter((lines) => lines <= first);
  // Breaking changes go last, and only where GitHub's size leaves no room for them all: the banner on top counts them.
  const attempts: Include[] = [
    { diffs: true, lines: first, breaking: Infinity },
    ...budgets.map((lines) => ({ diffs: false, lines, breaking: Infinity })),
    ...BREAKING_BUDGETS.map((breaking) => ({ diffs: false, lines: 0, breaking })),
  ];
  // Each listed change takes at least MIN_CHANGE_LINE characters: when they cannot fit, do not lay them out to find out.
  const all = report.servers.flatMap((server) => [...server.changes, ...(server.review?.changes ?? [])]);
  const breaking = all.filter((change) => change.level === 'breaking').length;
  const possible = attempts.filter((include) => (Math.min(all.length - breaking, include.lines) + Math.min(breaking, include.breaking)) * MIN_CHANGE_LINE <= options.limit);
  const cause = options.comparison && !options.comparison.gate ? '' : causeComment(report, options.limit);
  for (const include of possible) {
    const text = compose(report, options, cause, include, include !== attempts[0]);
    if (text.length <= options.limit) return text;
  }
  return compose(report, options, cause, { diffs: false, lines: 0, breaking: 0 }, true).slice(0, options.limit);
}

/** When every breaking change does not fit a comment: the lines of breaking changes tried, most first. */
const BREAKING_BUDGETS = [300, 100, 30, 0];

/** The shortest a listed change can be: `- ⚪ **cosmetic** · `x` · ` and its message. */
const MIN_CHANGE_LINE = 20;

/** What a rendering holds: when long, the definition diffs go first, then lines of changes from the lowest level up. */
interface Include {
  diffs: boolean;
  /** Lines of effect-relevant and cosmetic changes per list. */
  lines: number;
  /** Lines of breaking changes per list (Infinity: all of them); with `lines`, 0: counts only. */
  breaking: number;
}

function compose(report: Report, options: MarkdownOptions, cause: string, include: Include, trimmed: boolean): string {
  const parts: string[] = [];
  if (options.marker) parts.push(options.marker);
  // The cause before any server text: a bot that reads the first match reads the gate's.
  parts.push(`## ${heading(report, options.comparison)}`, ...(cause ? [cause] : []), '');
  append(parts, headlineText(report, headlineOf(report), options.comparison), ['']);
  // Laid out first, so the banner on top can count what the lists left out.
  const cut: Change[] = [];
  const sections = report.servers.flatMap((server) => append(serverSection(server, options, include, cut), ['']));
  append(parts, notShownBanner(cut, trimmed, options));
  append(parts, countsTable(report, options.comparison), ['']);
  append(parts, acceptInOneLine(report, options));
  append(parts, sections);
  append(parts, footer(options));
  return `${parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/**
 * On top, where a page leaves a breaking change out or had to be trimmed to fit: how many changes
 * of each level it leaves out (a breaking one is a warning) and where every one of them is.
 */
function notShownBanner(cut: Change[], trimmed: boolean, options: MarkdownOptions): string[] {
  const breaking = cut.filter((change) => change.level === 'breaking').length;
  // Lower levels past the comment's line budget are counted where their list ends; a page trimmed to fit says so on top.
  if (breaking === 0 && !trimmed) return [];
  if (cut.length === 0) return [`> [!NOTE]`, `> Trimmed to fit (the definition diffs are left out); the full report ${fullReportWhere(options)}.`, ''];
  const what = breaking ? `**${breaking} breaking change${breaking === 1 ? ' is' : 's are'} not shown here**` : 'Not every change is shown here';
  return [`> [!${breaking ? 'WARNING' : 'NOTE'}]`, `> ${what} (${countsText(cut)} left out of this comment); the full report ${fullReportWhere(options)}.`, ''];
}

/**
 * Right under the summary table: the one command that accepts each server's drift or its
 * unapproved intended changes (both ways to approve, in full, end the server's section).
 */
function acceptInOneLine(report: Report, options: MarkdownOptions): string[] {
  const lines = report.servers.flatMap((server) => {
    const commands = ownValue(options.acceptCommands, server.name);
    if (!commands || server.status === 'error') return [];
    const unapproved = server.review?.unapproved.length ?? 0;
    if (server.changes.length === 0 && unapproved === 0) return [];
    const command = server.counts.breaking > 0 || unapproved > 0 ? commands.approve : commands.update;
    const whose = report.servers.length > 1 ? ` ${code(server.name)}` : '';
    return [`**To accept${whose}** as intended: ${code(command)} (every way to accept it is at the end of ${report.servers.length > 1 ? 'its' : 'the'} section).`];
  });
  return lines.length ? [...lines, ''] : [];
}

/** Where what a trimmed page left out is. */
function fullReportWhere(options: MarkdownOptions): string {
  if (options.fullReportUrl) return `is in the [job summary](${options.fullReportUrl}) and the JSON report`;
  return options.marker ? 'is the JSON report (the report-path output)' : 'is the JSON report (`--format json=FILE`)';
}

/** The verdict; a comparison without --fail-on has none, only the two files' names. */
function heading(report: Report, comparison: FileComparison | undefined): string {
  if (!comparison) return VERDICT[report.verdict];
  const files = `${mdText(comparison.before, 200)} → ${mdText(comparison.after, 200)}`;
  return comparison.gate ? `${VERDICT[report.verdict]} · ${files}` : `MCP contract diff: ${files}`;
}

/** The highest level (split into drift and intended change where a review ran), what the gate fails on, and why it failed. */
function headlineText(report: Report, headline: Headline, comparison: FileComparison | undefined): string[] {
  const reviewed = report.servers.some((server) => server.review);
  const split = reviewed ? ` (live vs golden: ${headline.drift}; intended change: ${headline.intended}${headline.unapproved.length ? `, **${headline.unapproved.length} unapproved**` : ''})` : '';
  const errors = report.servers.filter((server) => server.status === 'error').length;
  const level = `Highest change: **${headline.level}**${split}${errors ? ` · **${errors} server${errors === 1 ? '' : 's'} not compared**` : ''}`;
  if (comparison && !comparison.gate) return [`${level} · a comparison, not a gate: no verdict (\`--fail-on\` makes it one).`];
  const failsOn = comparison ? `fails on: **${report.failOn}** and above.` : `fails on: **${report.failOn}** and above, and on unapproved breaking intended changes.`;
  const why = causesText(decisionOf(report));
  return [`${level} · ${failsOn}`, ...(why ? ['', `**Why it ${report.verdict === 'error' ? 'could not decide' : 'fails'}:** ${why}.`] : [])];
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

/** A row per comparison: live vs golden (or OLD → NEW), and the intended change where a review ran, with its unapproved breaking changes. */
function countsTable(report: Report, comparison: FileComparison | undefined): string[] {
  const rows = report.servers.flatMap((server) => {
    const failing = (server.evidence ?? []).filter((e) => e.status === 'fail').length;
    const name = mdText(server.name, 80);
    const changed = server.changes.length === 0 ? 'no change' : `${server.changes.length} change${server.changes.length === 1 ? '' : 's'}`;
    const state = comparison
      ? `${mdText(comparison.before, 100)} → ${mdText(comparison.after, 100)}: ${server.status === 'error' ? 'not compared' : changed}`
      : `live vs golden: ${server.status === 'error' ? 'not compared' : server.status === 'removed' ? 'removed by this pull request, not run' : server.changes.length === 0 ? 'in sync' : 'drift'}`;
    const drift = `| ${name} | ${state}${failing ? `; ${failing} check${failing === 1 ? '' : 's'} failed` : ''} | ${countCells(server.counts)} | — |`;
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

function serverSection(server: ServerReport, options: MarkdownOptions, include: Include, cut: Change[]): string[] {
  const lines = [`### ${mdText(server.name, 80)}`, ''];
  if (server.error) return [...lines, ...notCompared(server.error.message, ownValue(options.acceptCommands, server.name))];
  const comparison = options.comparison;
  if (server.status === 'removed') lines.push(removedText(server, '**Removed**'), '');
  else if (server.changes.length === 0)
    lines.push(comparison ? `**No change** from ${code(comparison.before)} to ${code(comparison.after)}.` : `**In sync.** The live server matches ${code(server.contract)}.`, '');
  else {
    lines.push(
      comparison
        ? `**Changes** from ${code(comparison.before)} to ${code(comparison.after)}:`
        : `**Drift.** The live server differs from ${code(server.contract)}: the code changed the contract and the golden file did not follow.`,
      '',
    );
    append(lines, changeList(server.changes, include, options, cut), ['']);
    // Only where something breaks: the diffs are for reading a breaking change.
    const breaking = new Set(server.changes.filter((change) => change.level === 'breaking').map((change) => change.entity));
    if (include.diffs) append(lines, diffBlocks((ownValue(options.diffs, server.name) ?? []).filter((diff) => breaking.has(diff.entity))));
  }
  const listAll = options.limit === Infinity;
  append(lines, semverAndIgnoredMarkdown(server, listAll), contextCostMarkdown(server));
  for (const note of server.notes) lines.push(`> ${mdText(note, 500)}`, '');
  append(lines, evidenceSection(server, listAll));
  if (server.review) append(lines, reviewSection(server, include, options, ownValue(options.acceptCommands, server.name), cut));
  // The full accept block ends the section: the one-line form is under the summary table.
  const commands = ownValue(options.acceptCommands, server.name);
  const approval = options.approval ?? DEFAULT_APPROVAL;
  if (commands && server.changes.length > 0) append(lines, options.deployed ? acceptDeployedDrift(server, commands, approval) : acceptDrift(server, commands, approval));
  return lines;
}

/** Why a server was not compared; the command it quotes (the missing golden file's snapshot) as a block to copy. */
function notCompared(message: string, commands: AcceptCommands | undefined): string[] {
  const quoted = commands && `\`${commands.update}\``;
  if (!quoted || !message.includes(quoted)) return [`**Not compared.** ${mdText(message, 1000)}`];
  return [`**Not compared.** ${mdText(message.replace(quoted, 'the command below'), 1000)}`, '', codeBlock(commands.update, 'sh')];
}

/** Failing and informative evidence in full, passing checks named in a folded list; the protocol matrix as a table. */
function evidenceSection(server: ServerReport, listAll: boolean): string[] {
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
  if (passed.length) append(lines, ['', `<details><summary>passed: ${passed.length} check${passed.length === 1 ? '' : 's'}</summary>`, ''], passedChecks(passed, listAll), ['', '</details>']);
  return [...lines, ''];
}

/** Passing checks listed one by one, up to a point: a comment has a size limit, and the JSON report has them all. */
const PASSED_LISTED = 50;

function passedChecks(passed: NonNullable<ServerReport['evidence']>, listAll: boolean): string[] {
  const shown = listAll ? passed.length : PASSED_LISTED;
  const lines = passed.slice(0, shown).map((item) => `- ✅ \`${item.check}\` · ${mdText(item.subject, 120)}: ${mdText(item.message, 300)}`);
  if (passed.length > shown) lines.push(`- and ${passed.length - shown} more (all of them are in the JSON report, \`evidence\`)`);
  return lines;
}

function reviewSection(server: ServerReport, include: Include, options: MarkdownOptions, commands: AcceptCommands | undefined, cut: Change[]): string[] {
  const review = server.review!;
  const removed = server.status === 'removed';
  const base = mdText(review.base.slice(0, 12));
  if (review.note) return [`**Intended change.** No review against the base (${base}): ${mdText(review.note, 300)}.`, ''];
  if (review.changes.length === 0) return [`**Intended change.** The golden contract is unchanged since the base (${base}).`, ''];
  const out = [`**Intended change** (golden contract at the base ${base} → ${removed ? 'removed by this pull request' : 'this pull request'}):`, ''];
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
  append(out, changeList(review.changes, include, options, cut, status), ['']);
  if (include.lines === 0 && include.breaking === 0) {
    for (const approval of review.approved) out.push(`- approved ${code(approval.fingerprint)} by ${mdText(approval.by, 200)}`);
    for (const fingerprint of review.unapproved) out.push(`- **unapproved**: ${code(fingerprint)}`);
  }
  if (unapproved.size) append(out, [''], approveIntended(commands, approval, removed));
  return [...out, ''];
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

/** The same for a deployed server (mode: monitor): from a clone, in a new pull request; or the deployment fixed. */
function acceptDeployedDrift(server: ServerReport, commands: AcceptCommands, approval: ApprovalHint): string[] {
  const golden = code(server.contract);
  const fix = 'If it is not intended, fix or roll back the deployment: this issue is closed on the first run in sync.';
  if (server.counts.breaking === 0)
    return [
      `If the deployed server's change is intended, accept it: from a clone of this repository, update the golden contract ${golden} and open a pull request.`,
      '',
      codeBlock(commands.update, 'sh'),
      '',
      fix,
      '',
    ];
  return [
    `If the deployed server's change is intended, accept it from a clone of this repository, in a pull request. Its breaking changes need an approval too: either update ${golden} and accept them with your reason in ${code(approval.policyFile)}, in one round,`,
    '',
    codeBlock(commands.approve, 'sh'),
    '',
    `or update ${golden} and add the label ${code(approval.label)} to that pull request:`,
    '',
    codeBlock(commands.update, 'sh'),
    '',
    fix,
    '',
  ];
}

/** Both routes to approving the unapproved intended changes, as commands; in words where the run has none (mode: report). */
function approveIntended(commands: AcceptCommands | undefined, approval: ApprovalHint, removed: boolean): string[] {
  if (!commands) return [`To approve: ${approvalHint(approval)}.`, ''];
  // A removed server is not run: its command only writes the acceptances.
  const also = removed ? 'the command runs no server: it writes the acceptances only' : 'the command also updates the golden contract from the server: a no-op where it has not drifted';
  return [
    `To approve, either accept with your reason in ${code(approval.policyFile)} (${also}),`,
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
function approvalHint(approval: ApprovalHint | undefined, what = 'each fingerprint'): string {
  if (!approval) return 'add the approval label, an acceptance entry with a reason in the policy file, or (if enabled) a major version bump';
  const ways = [`add the label ${code(approval.label)} to the pull request`, `accept ${what} with a reason in ${code(approval.policyFile)}`];
  if (approval.majorBump) ways.push('bump the major version of the server');
  return `${ways.slice(0, -1).join(', ')}${ways.length > 2 ? ',' : ''} or ${ways.at(-1)}`;
}

/**
 * A list of changes: breaking ones of every entity first (all of them, unless GitHub's size
 * leaves no room: `include.breaking` lines), then effect-relevant, then cosmetic within
 * `include.lines`, each level clustered (src/report/clusters.ts: one item per distinct change,
 * naming every entity). The budget cuts from the lowest level up, so no breaking change is
 * left out while a lower one is shown; what it cuts goes to `cut` (the banner on top counts
 * it). Past FOLD_FROM changes the lower levels fold, each under a label that counts what it
 * holds. `status`, where given, says under a change what approved it or how to.
 */
function changeList(changes: Change[], include: Include, options: MarkdownOptions, cut: Change[], status: (changes: Change[]) => string | undefined = () => undefined): string[] {
  if (include.lines <= 0 && include.breaking <= 0) {
    cut.push(...changes);
    return [`${countsText(changes)} (details trimmed)`];
  }
  const lines: string[] = [];
  const left = { breaking: include.breaking, lower: include.lines };
  const dropped: Change[] = [];
  for (const level of [...LEVELS].reverse()) {
    const shown: string[] = [];
    let held = 0;
    const budget = level === 'breaking' ? 'breaking' : 'lower';
    for (const cluster of clusterChanges(
      changes.filter((change) => change.level === level),
      { byWitness: false, sharedFrom: 2 },
    )) {
      const block = clusterLines(cluster, options, status);
      if (dropped.length > 0 || block.length > left[budget]) {
        dropped.push(...cluster.changes);
        continue;
      }
      append(shown, block);
      left[budget] -= block.length;
      held += cluster.changes.length;
    }
    if (held === 0) continue;
    if (level === 'breaking' || changes.length <= FOLD_FROM) append(lines, shown);
    else append(lines, [`<details><summary>${held} ${level} change${held === 1 ? '' : 's'}</summary>`, ''], shown, ['</details>', '']);
  }
  const where = options.marker ? 'the job summary and the JSON report' : 'the JSON report';
  if (dropped.length) lines.push(`… and more changes: ${countsText(dropped)}; see ${where}.`, '');
  cut.push(...dropped);
  return lines;
}

/**
 * One cluster's lines: a change shared by several entities told once, naming every one (the
 * witness once where it is the same for all, else each entity's in a fold), or an entity's
 * changes under its name.
 */
function clusterLines(cluster: ChangeCluster, options: MarkdownOptions, status: (changes: Change[]) => string | undefined): string[] {
  if (cluster.kind === 'entity') return [`**${mdText(cluster.entity, 120)}**`, '', ...cluster.changes.flatMap((change) => withStatus(changeLine(change, options), status([change]))), ''];
  const names = cluster.entities.map((entity) => code(entity)).join(', ');
  const witnesses = new Set(cluster.changes.map((change) => (change.witness ? canonicalJson(change.witness) : '')));
  const one = witnesses.size === 1;
  const line = changeLine(cluster.change, options, cluster.entities.length, one);
  return [`**in ${entitiesLabel(cluster.entities)}**: ${names}`, '', ...withStatus(line, status(cluster.changes)), ...(one ? [] : witnessFold(cluster.changes)), ''];
}

/** Each entity's witness of a shared change, in a fold under its line. */
function witnessFold(changes: Change[]): string[] {
  const witnessed = changes.filter((change) => change.witness);
  const what = witnessed[0] ? witnessWhat(witnessed[0]) : '';
  return [
    `  <details><summary>${what}, for each (${witnessed.length})</summary>`,
    '',
    ...witnessed.map((change) => `  - ${code(change.entity)}: ${codeSpan(witnessShown(change.witness!), 300)}`),
    '',
    '  </details>',
  ];
}

/** A change's line, and under it, nested, what its status says. */
function withStatus(line: string, status: string | undefined): string[] {
  return status ? [line, `  - ${status}`] : [line];
}

/** More changes than this in one list: the effect-relevant and cosmetic ones fold. */
const FOLD_FROM = 10;
/** The lines of changes a PR comment shows, open and folded together. */
const COMMENT_CHANGE_LINES = 100;
/** When the comment is still too long: the breaking changes, as far as they go. */
const SHORT_CHANGE_LINES = 30;

/** "3 breaking, 2 cosmetic" changes. */
function countsText(changes: Change[]): string {
  return (['breaking', 'effect-relevant', 'cosmetic'] as const)
    .map((level) => [level, changes.filter((change) => change.level === level).length] as const)
    .filter(([, count]) => count > 0)
    .map(([level, count]) => `${count} ${level}`)
    .join(', ');
}

function changeLine(change: Change, options: MarkdownOptions, shared = 1, witness = true): string {
  const fingerprint = change.level !== 'breaking' ? '' : shared > 1 ? ` · fingerprints in the JSON report (${shared})` : ` · fingerprint \`${change.fingerprint}\``;
  const set = change.levelSetBy ? ` (level set by the config; the rule says ${change.levelSetBy.ruleLevel})` : '';
  const proof = !change.witness ? '' : witness ? witnessText(change) : `; ${witnessWhat(change)}: one for each, below`;
  return `- ${ICON[change.level]} **${change.level}**${set} · ${ruleRef(change.rule, options)} · ${mdText(change.message, 400)}${proof}${fingerprint}`;
}

/** The proof of a breaking schema change, in words a reviewer can run. */
function witnessText(change: Change): string {
  if (!change.witness) return '';
  return `; ${witnessWhat(change)}: ${codeSpan(witnessShown(change.witness), 300)}`;
}

/** What a change's witness shows, in words. */
function witnessWhat(change: Change): string {
  const validBefore = change.witness?.validBefore;
  if (change.rule.startsWith('input-')) return validBefore ? 'this call worked before and is rejected now' : 'this call is accepted now and was rejected before';
  return validBefore ? 'the old schema allowed this output and the new one does not' : 'the server may now return this, which the old schema did not allow';
}

function diffBlocks(diffs: DefinitionDiff[]): string[] {
  return diffs.flatMap((diff) => [`<details><summary>definition diff: ${htmlText(diff.entity, 120)}</summary>`, '', codeBlock(diff.patch, 'diff'), '', '</details>', '']);
}

/**
 * The hidden cause, in at most a quarter of the page: on top, it must leave room for the rest.
 * Base64 makes 4 characters of 3 bytes; what does not fit is trimmed from the lowest level up
 * and says so (src/report/cause.ts); the JSON report holds it all.
 */
function causeComment(report: Report, limit: number): string {
  const room = Math.floor(((limit / 4 - CAUSE_LABEL.length - 12) * 3) / 4);
  return hiddenData(CAUSE_LABEL, JSON.stringify(causeDocument(report, room)));
}
