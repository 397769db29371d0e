import { resolve } from 'node:path';
import { acceptCommands, CLI_PROGRAM, type AcceptCommands } from '../commands/accept-command.js';
import type { ServerConfig } from '../config/types.js';
import { ownValue } from '../contract/canonical.js';
import { rankOf } from '../diff/levels.js';
import { oneLine } from '../errors.js';
import { DEFAULT_APPROVE_LABEL } from '../policy/approvals.js';
import type { Report } from '../report/report.js';
import type { Output } from './outputs.js';
import type { CommandIo, ServerSelection } from './io.js';

/** The files a command was told about that its accept command must repeat. */
export interface NamedFiles {
  contract?: string;
  policyFile?: string;
}

/**
 * The accept commands of the servers a CLI command ran on, to run where it ran: the config
 * named when it was (--config), the server when there is a choice, the golden and policy files
 * when given, a command-line server as it was given.
 */
export function cliAcceptCommands(servers: ServerConfig[], command: string[], options: ServerSelection & NamedFiles, cwd: string): Record<string, AcceptCommands> {
  const inline = command.length > 0 || options.url !== undefined;
  const config = { ...(options.config ? { file: resolve(cwd, options.config) } : {}), several: options.server !== undefined || servers.length > 1 };
  const place = {
    program: CLI_PROGRAM,
    cwd,
    ...(inline ? {} : { config }),
    ...(options.contract ? { contract: resolve(cwd, options.contract) } : {}),
    ...(options.policyFile ? { policyFile: resolve(cwd, options.policyFile) } : {}),
  };
  return Object.fromEntries(servers.map((server) => [server.name, acceptCommands(server, place)]));
}

/**
 * After a failing check, one or two lines: for each server whose drift fails the gate, the
 * command that accepts it (with --approve where it is breaking: the pull request's review will
 * need an approval), and the label that approves instead. Empty when no drift fails.
 */
export function nextSteps(report: Report, commands: Record<string, AcceptCommands>): string[] {
  const fails = (level: Parameters<typeof rankOf>[0]) => report.failOn !== 'never' && rankOf(level) >= rankOf(report.failOn);
  const drifted = report.servers.filter((server) => server.changes.some((change) => fails(change.level)) && ownValue(commands, server.name));
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
