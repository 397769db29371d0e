import { oneLine } from '../errors.js';
import type { Change } from '../diff/change.js';
import type { Level } from '../diff/levels.js';
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
 * removes control characters: a tool description cannot move the cursor or forge lines.
 */
export function renderTerminal(report: Report, title: string, colour: boolean): string {
  const paint = (key: keyof typeof COLOURS, text: string) => (colour ? `${COLOURS[key]}${text}${RESET}` : text);
  const lines = [`${title}: ${paint(report.verdict, report.verdict.toUpperCase())} (highest: ${report.highest}, fail-on: ${report.failOn})`];
  for (const server of report.servers) lines.push('', ...renderServer(server, paint));
  return `${lines.join('\n')}\n`;
}

function renderServer(server: ServerReport, paint: (key: keyof typeof COLOURS, text: string) => string): string[] {
  const protocol = server.protocol ? ` — ${server.protocol.revision} (${server.protocol.era} era)` : '';
  const lines = [`server ${JSON.stringify(oneLine(server.name, 80))} — ${server.contract}${protocol}`];
  if (server.error) return [...lines, `  ${paint('error', 'error')}: ${oneLine(server.error.message, 1000)}`];
  if (server.changes.length === 0) lines.push('  in sync: no change');
  else lines.push(`  ${server.counts.breaking} breaking · ${server.counts['effect-relevant']} effect-relevant · ${server.counts.cosmetic} cosmetic`);
  for (const [entity, changes] of groupByEntity(server.changes)) {
    lines.push(`  ${oneLine(entity, 200)}`);
    for (const change of changes) {
      lines.push(`    ${paint(change.level, `${MARK[change.level]} ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(change.pointer, 200))}`);
      lines.push(`      ${oneLine(change.message, 500)}`);
      if (change.witness) lines.push(`      ${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}: ${oneLine(JSON.stringify(change.witness.value) ?? 'null', 300)}`);
    }
  }
  for (const note of server.notes) lines.push(`  note: ${oneLine(note, 500)}`);
  lines.push(...renderEvidence(server, paint));
  return lines;
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

export function groupByEntity(changes: Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) groups.set(change.entity, [...(groups.get(change.entity) ?? []), change]);
  return groups;
}
