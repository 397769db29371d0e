import type { AcceptCommands } from '../report/outcome.js';
import { ownValue } from '../json/own.js';
import { decideGate } from '../policy/gate.js';
import { oneLine } from '../errors.js';
import { DEFAULT_APPROVE_LABEL } from '../policy/approvals.js';
import type { Report } from '../report/report.js';
import type { Output } from './outputs.js';
import type { CommandIo } from './io.js';

/**
 * After a failing check, one or two lines: for each server whose drift fails the gate, the
 * command that accepts it (with --approve where it is breaking: the pull request's review will
 * need an approval), and the label that approves instead. Empty when no drift fails.
 */
export function nextSteps(report: Report, commands: Record<string, AcceptCommands>): string[] {
  const failing = new Set(decideGate(report.servers, report.failOn).causes.flatMap((cause) => (cause.kind === 'change' ? [cause.server] : [])));
  const drifted = report.servers.filter((server) => failing.has(server.name) && ownValue(commands, server.name));
  const lines = drifted.map((server) => {
    const accept = ownValue(commands, server.name)!;
    const whose = report.servers.length > 1 ? ` to ${JSON.stringify(oneLine(server.name, 80))}` : '';
    return `next: if the change${whose} is intended, accept it: ${server.counts.breaking ? accept.approve : accept.update}`;
  });
  if (drifted.some((server) => server.counts.breaking > 0)) lines.push(`  or: the same without --approve, and the label ${DEFAULT_APPROVE_LABEL} on the pull request`);
  return lines;
}

/** Next steps follow the terminal report where it is printed (stdout), else they go to stderr. */
export function printNextSteps(lines: string[], outputs: readonly Output[], io: CommandIo): void {
  if (lines.length === 0) return;
  const terminal = outputs.some((output) => !output.file && output.format.name === 'terminal');
  (terminal ? io.stdout : io.stderr)(`\n${lines.join('\n')}\n`);
}
