import { contextCostTerminal } from './context-cost.js';
import { oneLine } from '../errors.js';
import { witnessShown, type Change } from '../diff/change.js';
import type { Level } from '../diff/levels.js';
import { clusterChanges, entitiesLabel } from './clusters.js';
import { decisionOf } from './cause.js';
import type { GateCause } from '../policy/gate.js';
import type { Counts, Report, ServerReport } from './report.js';
import { removedText } from './removed.js';

const COLOURS: Record<Level | 'pass' | 'fail' | 'error' | 'dim', string> = {
  breaking: '\u001b[31m',
  'effect-relevant': '\u001b[33m',
  cosmetic: '\u001b[36m',
  pass: '\u001b[32m',
  fail: '\u001b[31m',
  error: '\u001b[31m',
  dim: '\u001b[2m',
};
const RESET = '\u001b[0m';
const MARK: Record<Level, string> = { breaking: '✖', 'effect-relevant': '▲', cosmetic: '·' };

/**
 * A readable, grouped diff for a terminal. Server text passes through oneLine(), which
 * removes control characters and shows invisible ones: a tool description cannot move the
 * cursor or forge lines, nor a name read as another. Workflow commands are the writer's
 * business (forLog, where the CLI and the action write).
 */
export function renderTerminal(report: Report, title: string, colour: boolean, findingsOnly = false): string {
  const paint = painter(colour);
  const verdict = `${paint(report.verdict, report.verdict.toUpperCase())} (highest: ${report.highest}, fail-on: ${report.failOn})`;
  const lines = [`${title}: ${findingsOnly ? `${findings(report)}${worstOf(report)}` : `${verdict}${worstCause(report)}`}`];
  // Appended one by one: spreading 100k lines into push() exceeds the call stack.
  for (const server of report.servers) append(lines, [''], renderServer(server, paint));
  return `${lines.join('\n')}\n`;
}

/** What a report that gates nothing found (diff without --fail-on): no verdict, the highest level and the counts. */
function findings({ highest, counts }: Report): string {
  return `highest: ${highest}; ${counts.breaking} breaking, ${counts['effect-relevant']} effect-relevant, ${counts.cosmetic} cosmetic`;
}

/** The first line names the worst change (changes come worst first), then how many more. */
function worstOf(report: Report): string {
  const all = report.servers.flatMap((server) => server.changes);
  if (all.length === 0) return '';
  const [worst] = all;
  return ` — ${worst!.level} ${worst!.rule} (${oneLine(worst!.entity, 120)})${all.length > 1 ? `, and ${all.length - 1} more` : ''}`;
}

/** A gate's first line names its worst cause (decideGate's order), then how many more; a pass, its worst change. */
function worstCause(report: Report): string {
  const { causes } = decisionOf(report);
  if (causes.length === 0) return worstOf(report);
  const more = causes.length > 1 ? `, and ${causes.length - 1} more cause${causes.length === 2 ? '' : 's'}` : '';
  return ` — ${causeText(causes[0]!)}${more}`;
}

function causeText(cause: GateCause): string {
  const where = (entity: string | undefined) => (entity === undefined ? '' : ` (${oneLine(entity, 120)})`);
  switch (cause.kind) {
    case 'error':
      return `${JSON.stringify(oneLine(cause.server, 80))} not compared`;
    case 'change':
      return `${cause.level} ${cause.change.rule}${where(cause.change.entity)}`;
    case 'unapproved':
      return `unapproved ${cause.level} intended change ${cause.change ? `${cause.change.rule}${where(cause.change.entity)}` : oneLine(cause.fingerprint, 40)}`;
    case 'evidence':
      return `${cause.level} failed check ${cause.evidence.check}${where(cause.evidence.subject)}`;
    case 'semver':
      return `semver: ${oneLine(cause.advice.message, 300)}`;
  }
}

type Paint = (key: keyof typeof COLOURS, text: string) => string;

function painter(colour: boolean): Paint {
  return (key, text) => (colour ? `${COLOURS[key]}${text}${RESET}` : text);
}

function serverLine(server: ServerReport): string {
  // A report file (mode: report) is read, not made: its contract and protocol are text like the server's.
  const protocol = server.protocol ? ` — ${oneLine(server.protocol.revision, 40)} (${oneLine(server.protocol.era, 40)} era)` : '';
  return `server ${JSON.stringify(oneLine(server.name, 80))} — ${oneLine(server.contract, 1000)}${protocol}`;
}

function errorLine(error: NonNullable<ServerReport['error']>, paint: Paint): string {
  return `  ${paint('error', 'error')}: ${oneLine(error.message, 1000)}`;
}

function renderServer(server: ServerReport, paint: Paint): string[] {
  const lines = [serverLine(server)];
  if (server.error) return [...lines, errorLine(server.error, paint)];
  if (server.status === 'removed') lines.push(`  ${removedText(server, 'removed')}`);
  else if (server.changes.length === 0) lines.push(server.ignored?.length ? '  in sync: no change but the ignored ones' : '  in sync: no change');
  else lines.push(`  ${countsText(server.counts)}`);
  append(lines, clusterLines(server.changes, paint), contextCostTerminal(server), renderIgnored(server, paint), renderSemver(server, paint));
  for (const note of server.notes) lines.push(`  note: ${oneLine(note, 500)}`);
  return append(lines, renderEvidence(server, paint), reviewLines(server, paint));
}

function countsText(counts: Counts): string {
  return `${counts.breaking} breaking · ${counts['effect-relevant']} effect-relevant · ${counts.cosmetic} cosmetic`;
}

/** Changes grouped by entity, an identical change in several entities told once. */
function clusterLines(changes: Change[], paint: Paint): string[] {
  const lines: string[] = [];
  for (const cluster of clusterChanges(changes)) {
    if (cluster.kind === 'shared') {
      lines.push(`  in ${entitiesLabel(cluster.entities)}: ${oneLine(listed(cluster.entities), 600)}`);
      append(lines, changeLines(cluster.change, cluster.place, paint));
      continue;
    }
    lines.push(`  ${oneLine(cluster.entity, 200)}`);
    for (const change of cluster.changes) append(lines, changeLines(change, change.pointer, paint));
  }
  return lines;
}

/** Breaking intended changes named one by one (by fingerprint, rule and entity), up to this many. */
const APPROVALS_LISTED = 20;

/** The intended change (golden at the base against golden at the head), and what approved its breaking changes or did not. */
function reviewLines(server: ServerReport, paint: Paint): string[] {
  const review = server.review;
  if (!review) return [];
  const base = oneLine(review.base.slice(0, 12), 12);
  if (review.note) return [`  intended change: no review against the base ${base}: ${oneLine(review.note, 300)}`];
  if (review.changes.length === 0) return [`  intended change: none since the base ${base}`];
  const lines = [`  intended change since the base ${base}: ${countsText(review.counts)}`];
  append(lines, clusterLines(review.changes, paint));
  const named = (fingerprint: string) => {
    const change = review.changes.find((c) => c.fingerprint === fingerprint);
    return `${oneLine(fingerprint, 40)}${change ? ` ${change.rule} (${oneLine(change.entity, 120)})` : ''}`;
  };
  const decided = [
    ...review.approved.map((approval) => `  approved ${named(approval.fingerprint)} by ${oneLine(approval.by, 200)}`),
    ...review.unapproved.map((fingerprint) => `  ${paint('fail', 'unapproved')} ${named(fingerprint)}`),
  ];
  append(lines, decided.slice(0, APPROVALS_LISTED));
  if (decided.length > APPROVALS_LISTED) lines.push(`  and ${decided.length - APPROVALS_LISTED} more (all of them are in the JSON report, review)`);
  return lines;
}

function changeLines(change: Change, pointer: string, paint: Paint): string[] {
  const lines = [`    ${paint(change.level, `${MARK[change.level]} ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(pointer, 200))}`, `      ${oneLine(change.message, 500)}`];
  if (change.levelSetBy) lines.push(`      level set by the config (${oneLine(change.levelSetBy.origin, 200)}); the rule says ${change.levelSetBy.ruleLevel}`);
  if (change.witness) lines.push(`      ${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}: ${oneLine(witnessShown(change.witness), 300)}`);
  return lines;
}

/** The first entities of a cluster by name, then how many more. */
function listed(entities: string[], shown = 8): string {
  return entities.slice(0, shown).join(', ') + (entities.length > shown ? `, … (${entities.length - shown} more)` : '');
}

/** Ignored changes are listed, with the reason the config gives: never silent. */
function renderIgnored(server: ServerReport, paint: Paint): string[] {
  const ignored = server.ignored ?? [];
  if (ignored.length === 0) return [];
  const lines = [`  ignored by the config (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}`];
  for (const { change, reason } of ignored) {
    lines.push(`    ${paint('dim', `○ ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(change.pointer, 200))}`);
    lines.push(`      ${oneLine(change.entity, 200)}: ${oneLine(change.message, 500)}`, `      reason: ${oneLine(reason, 300)}`);
  }
  return lines;
}

function renderSemver(server: ServerReport, paint: Paint): string[] {
  const semver = server.semver;
  if (!semver) return [];
  const failing = semver.status === 'too-small' && semver.mode === 'enforce';
  const label = semver.status === 'too-small' ? paint(failing ? 'fail' : 'effect-relevant', `semver (${semver.mode})`) : `semver (${semver.mode})`;
  return [`  ${label}: ${oneLine(semver.message, 500)}`];
}

function renderEvidence(server: ServerReport, paint: Paint): string[] {
  const evidence = server.evidence ?? [];
  if (evidence.length === 0) return [];
  const passedCount = evidence.filter((e) => e.status === 'pass').length;
  const lines = [`  evidence: ${passedCount} passed, ${evidence.filter((e) => e.status === 'fail').length} failed`];
  for (const item of evidence) {
    if (item.status === 'pass') continue;
    const mark = item.status === 'fail' && item.level ? paint(item.level, `${MARK[item.level]} ${item.level.padEnd(15)}`) : `  ${'info'.padEnd(15)}`;
    lines.push(`    ${mark} ${item.check}  ${oneLine(item.subject, 120)}`, `      ${oneLine(item.message, 500)}`);
  }
  return lines;
}

/** Appends lists of lines to `lines` without spreading them into arguments (no call-stack limit). */
export function append(lines: string[], ...more: string[][]): string[] {
  for (const list of more) for (const line of list) lines.push(line);
  return lines;
}
