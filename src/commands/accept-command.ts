import { dirname, join, relative, resolve } from 'node:path';
import type { ServerConfig } from '../config/types.js';
import { DEFAULT_POLICY_FILE } from '../policy/approvals.js';
import type { AcceptCommands } from '../report/outcome.js';
import { shellQuote } from '../safe-text.js';

/** The gate as a terminal that installed it names it. */
export const CLI_PROGRAM = 'mcp-contract';
/** The gate from npm, for a reader who may not have it installed (the pull request comment). */
export const NPX_PROGRAM = 'npx -p mcp-contract-gate mcp-contract';
/** The reason in a printed `--approve`: a placeholder the reader replaces. */
const REASON_PLACEHOLDER = '"why"';

/** The policy file `update --approve` writes and `review` reads unless told: beside the config, else in the folder they run in. */
export function defaultPolicyFile(configFile: string | undefined, cwd: string): string {
  return join(configFile ? dirname(configFile) : cwd, DEFAULT_POLICY_FILE);
}

/** The approve command where no server's own could be built (a report merged from elsewhere): its shape, for the reader to complete. */
export const GENERIC_APPROVE_COMMAND = `${CLI_PROGRAM} update --approve ${REASON_PLACEHOLDER}`;

/** Where the reader runs the command, and what it must name because a default would not find it. */
export interface AcceptPlace {
  program: string;
  /** Paths in the command are relative to this folder. */
  cwd: string;
  /** A folder to `cd` into first, as the reader names it (the action's working-directory, from the repository root). */
  cd?: string;
  /** The servers come from a config: `file` when it must be named (the default one is found without); `several`: --server names the server. */
  config?: { file?: string; several: boolean };
  /** The golden file, when it is not where the config puts it (check --contract), or the server is not in a config. */
  contract?: string;
  /** The policy file, when it is not the default one beside the config. */
  policyFile?: string;
}

/**
 * The one builder of the accept command, for the terminal and the pull request comment alike:
 * `update`, shell-quoted, naming the config, the server when the config has several, and the
 * golden and policy files only where the defaults would miss them. A server that is not in a
 * config is named again, with its command or URL.
 */
export function acceptCommands(server: ServerConfig, place: AcceptPlace): AcceptCommands {
  const words = [place.program, 'update'];
  const path = (file: string) => shellQuote(relative(place.cwd, file) || '.');
  if (place.config?.file) words.push('--config', path(place.config.file));
  if (place.config?.several) words.push('--server', shellQuote(server.name));
  if (!place.config) words.push('--name', shellQuote(server.name));
  if (place.contract || !place.config) words.push('--out', path(place.contract ?? server.contract));
  if (place.policyFile) words.push('--policy-file', path(place.policyFile));
  const target = place.config ? [] : serverWords(server);
  const cd = place.cd ? `cd ${shellQuote(place.cd)} && ` : '';
  const line = (approve: string[]) => cd + [...words, ...approve, ...target].join(' ');
  return { update: line([]), approve: line(['--approve', REASON_PLACEHOLDER]) };
}

/** What a command line named that its accept command must repeat: the config, the server, the golden and policy files, or the server itself. */
export interface CommandLineFiles {
  config?: string;
  server?: string;
  url?: string;
  contract?: string;
  policyFile?: string;
}

/**
 * The accept commands of the servers a command line ran on, to run where it ran: the config
 * named when it was (--config), the server when there is a choice, the golden and policy files
 * when given, a command-line server as it was given.
 */
export function acceptCommandsHere(servers: ServerConfig[], command: string[], options: CommandLineFiles, cwd: string): Record<string, AcceptCommands> {
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
 * The accept commands of the action's servers: run from the repository root (with a
 * working-directory, they start with `cd` there), the gate from npm, the config named, and the
 * policy file where it is not the default one.
 */
export function acceptCommandsInRepository(
  config: { file?: string; servers: ServerConfig[] },
  { cwd, cd, policyFile }: { cwd: string; cd?: string; policyFile: string },
): Record<string, AcceptCommands> {
  const place: AcceptPlace = {
    program: NPX_PROGRAM,
    cwd,
    ...(cd && cd !== cwd ? { cd } : {}),
    ...(config.file ? { config: { file: config.file, several: config.servers.length > 1 } } : {}),
    ...(policyFile === defaultPolicyFile(config.file, cwd) ? {} : { policyFile }),
  };
  return Object.fromEntries(config.servers.map((server) => [server.name, acceptCommands(server, place)]));
}

/** A server given on the command line, as it was given: `-- COMMAND ARGS...` or `--url URL [--sse]`. */
function serverWords(server: ServerConfig): string[] {
  const transport = server.transport;
  if (transport.kind === 'stdio') return ['--', ...[transport.command, ...transport.args].map(shellQuote)];
  return ['--url', shellQuote(transport.url), ...(transport.kind === 'sse' ? ['--sse'] : [])];
}
