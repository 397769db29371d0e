import { oneLine } from '../errors.js';
import type { Change } from '../diff/change.js';
import type { Level } from '../diff/levels.js';
import { clusterChanges, entitiesLabel } from './clusters.js';
import type { Report, ServerReport } from './report.js';

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
export function renderTerminal(report: Report, title: string, colour: boolean): string {
  const paint = (key: keyof typeof COLOURS, text: string) => (colour ? `${COLOURS[key]}${text}${RESET}` : text);
  const lines = [`${title}: ${paint(report.verdict, report.verdict.toUpperCase())} (highest: ${report.highest}, fail-on: ${report.failOn})${worstOf(report)}`];
  // Appended one by one: spreading 100k lines into push() exceeds the call stack.
  for (const server of report.servers) append(lines, [''], renderServer(server, paint));
  return `${lines.join('\n')}\n`;
}

/** The first line names the worst change (changes come worst first), then how many more. */
function worstOf(report: Report): string {
  const all = report.servers.flatMap((server) => server.changes);
  if (all.length === 0) return '';
  const [worst] = all;
  return ` — ${worst!.level} ${worst!.rule} (${oneLine(worst!.entity, 120)})${all.length > 1 ? `, and ${all.length - 1} more` : ''}`;
}

function renderServer(server: ServerReport, paint: (key: keyof typeof COLOURS, text: string) => string): string[] {
  // A report file (mode: report) is read, not made: its contract and protocol are text like the server's.
  const protocol = server.protocol ? ` — ${oneLine(server.protocol.revision, 40)} (${oneLine(server.protocol.era, 40)} era)` : '';
  const lines = [`server ${JSON.stringify(oneLine(server.name, 80))} — ${oneLine(server.contract, 1000)}${protocol}`];
  if (server.error) return [...lines, `  ${paint('error', 'error')}: ${oneLine(server.error.message, 1000)}`];
  if (server.changes.length === 0) lines.push(server.ignored?.length ? '  in sync: no change but the ignored ones' : '  in sync: no change');
  else lines.push(`  ${server.counts.breaking} breaking · ${server.counts['effect-relevant']} effect-relevant · ${server.counts.cosmetic} cosmetic`);
  for (const cluster of clusterChanges(server.changes)) {
    if (cluster.kind === 'shared') {
      lines.push(`  in ${entitiesLabel(cluster.entities)}: ${oneLine(listed(cluster.entities), 600)}`);
      append(lines, changeLines(cluster.change, cluster.place, paint));
      continue;
    }
    lines.push(`  ${oneLine(cluster.entity, 200)}`);
    for (const change of cluster.changes) append(lines, changeLines(change, change.pointer, paint));
  }
  append(lines, renderIgnored(server, paint), renderSemver(server, paint));
  for (const note of server.notes) lines.push(`  note: ${oneLine(note, 500)}`);
  return append(lines, renderEvidence(server, paint));
}

function changeLines(change: Change, pointer: string, paint: (key: keyof typeof COLOURS, text: string) => string): string[] {
  const lines = [`    ${paint(change.level, `${MARK[change.level]} ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(pointer, 200))}`, `      ${oneLine(change.message, 500)}`];
  if (change.witness) lines.push(`      ${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}: ${oneLine(JSON.stringify(change.witness.value) ?? 'null', 300)}`);
  return lines;
}

/** The first entities of a cluster by name, then how many more. */
export function listed(entities: string[], shown = 8): string {
  return entities.slice(0, shown).join(', ') + (entities.length > shown ? `, … (${entities.length - shown} more)` : '');
}

/** Ignored changes are listed, with the reason the config gives: never silent. */
function renderIgnored(server: ServerReport, paint: (key: keyof typeof COLOURS, text: string) => string): string[] {
  const ignored = server.ignored ?? [];
  if (ignored.length === 0) return [];
  const lines = [`  ignored by the config (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}`];
  for (const { change, reason } of ignored) {
    lines.push(`    ${paint('dim', `○ ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(change.pointer, 200))}`);
    lines.push(`      ${oneLine(change.entity, 200)}: ${oneLine(change.message, 500)}`, `      reason: ${oneLine(reason, 300)}`);
  }
  return lines;
}

function renderSemver(server: ServerReport, paint: (key: keyof typeof COLOURS, text: string) => string): string[] {
  const semver = server.semver;
  if (!semver) return [];
  const failing = semver.status === 'too-small' && semver.mode === 'enforce';
  const label = semver.status === 'too-small' ? paint(failing ? 'fail' : 'effect-relevant', `semver (${semver.mode})`) : `semver (${semver.mode})`;
  return [`  ${label}: ${oneLine(semver.message, 500)}`];
}

function renderEvidence(server: ServerReport, paint: (key: keyof typeof COLOURS, text: string) => string): string[] {
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
