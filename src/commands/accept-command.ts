import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { repositoryRoot } from '../files.js';
import type { ServerConfig } from '../config/types.js';
import { DEFAULT_POLICY_FILE } from '../policy/approvals.js';
import type { AcceptCommands } from '../report/outcome.js';
import { shellQuote } from '../safe-text.js';

/**
 * The gate, as every command it prints names it (terminal, comment, summary, `::error::`): one
 * form, that runs with what the repository has. `npx mcp-contract` where the project of `cwd`
 * (its nearest package.json, up to the repository root) depends on the package: npx runs the
 * installed bin, the version the lock file holds. Else the package pinned to the exact version
 * that printed the command: a published version never changes, where a bare name would run
 * whatever the registry serves under it on the day it is copied.
 */
export function gateProgram(cwd: string): string {
  return dependsOnGate(cwd) ? 'npx mcp-contract' : `npx -p ${packageJson.name}@${packageJson.version} mcp-contract`;
}

/** Whether the nearest package.json from `cwd` up to its repository root lists the gate in dependencies or devDependencies. */
function dependsOnGate(cwd: string): boolean {
  const top = repositoryRoot(cwd);
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const manifest = readManifest(join(dir, 'package.json'));
    if (manifest) return ['dependencies', 'devDependencies'].some((field) => Object.hasOwn(objectAt(manifest, field), packageJson.name));
    if (dir === top || dirname(dir) === dir) return false;
  }
}

function readManifest(file: string): object | undefined {
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof data === 'object' && data !== null ? data : {};
  } catch (error) {
    // A package.json that does not parse is still the project's: npx would not find the gate through it.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : {};
  }
}

function objectAt(data: object, field: string): object {
  const value: unknown = Object.hasOwn(data, field) ? (data as Record<string, unknown>)[field] : undefined;
  return typeof value === 'object' && value !== null ? value : {};
}
/** The reason in a printed `--approve`: a placeholder the reader replaces. */
const REASON_PLACEHOLDER = '"why"';

/** The policy file `update --approve` writes and `review` reads unless told: beside the config, else in the folder they run in. */
export function defaultPolicyFile(configFile: string | undefined, cwd: string): string {
  return join(configFile ? dirname(configFile) : cwd, DEFAULT_POLICY_FILE);
}

/** The approve command where no server's own could be built (a report merged from elsewhere): its shape, for the reader to complete. */
export function genericApproveCommand(cwd: string): string {
  return `${gateProgram(cwd)} update --approve ${REASON_PLACEHOLDER}`;
}

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
  const path = (file: string) => shellQuote(relative(place.cwd, file) || '.');
  const named: string[] = [];
  if (place.config?.several) named.push('--server', shellQuote(server.name));
  if (!place.config) named.push('--name', shellQuote(server.name));
  if (place.contract || !place.config) named.push('--out', path(place.contract ?? server.contract));
  return commandLines(place, named, place.config ? [] : serverWords(server));
}

/**
 * The accept commands of a server the pull request removed from the config: `update --server
 * NAME`, which runs no server and accepts the removal against the base (commands/update.ts);
 * none where the servers do not come from a config (`--server` names a config's entry).
 */
export function removedAcceptCommands(name: string, place: AcceptPlace): AcceptCommands | undefined {
  return place.config ? commandLines(place, ['--server', shellQuote(name)], []) : undefined;
}

/** `update` where the place says, with the config and policy file it must name, `named` (the server), and `target` (a server on the command line) last. */
function commandLines(place: AcceptPlace, named: string[], target: string[]): AcceptCommands {
  const path = (file: string) => shellQuote(relative(place.cwd, file) || '.');
  const words = [place.program, 'update'];
  if (place.config?.file) words.push('--config', path(place.config.file));
  words.push(...named);
  if (place.policyFile) words.push('--policy-file', path(place.policyFile));
  const cd = place.cd ? `cd ${shellQuote(place.cd)} && ` : '';
  const line = (approve: string[]) => cd + [...words, ...approve, ...target].join(' ');
  return { update: line([]), approve: line(['--approve', REASON_PLACEHOLDER]) };
}

/** The accept commands of the configured servers, and of those the report says the pull request removed (which only the report names). */
export function withRemovedCommands(commands: Record<string, AcceptCommands>, removed: readonly string[], place: AcceptPlace): Record<string, AcceptCommands> {
  const more = removed.flatMap((name) => {
    const built = removedAcceptCommands(name, place);
    return built ? [[name, built] as const] : [];
  });
  return { ...commands, ...Object.fromEntries(more) };
}

/** The `review` command to run where a command line ran: the config named when it was. */
export function reviewCommandHere(options: { config?: string }, cwd: string): string {
  const config = options.config ? ` --config ${shellQuote(relative(cwd, resolve(cwd, options.config)) || '.')}` : '';
  return `${gateProgram(cwd)} review${config}`;
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
 * Where the accept commands of the servers a command line ran on run: where it ran, the config
 * named when it was (--config), the server when there is a choice, the golden and policy files
 * when given, a command-line server as it was given.
 */
export function acceptPlaceHere(servers: ServerConfig[], command: string[], options: CommandLineFiles, cwd: string): AcceptPlace {
  const inline = command.length > 0 || options.url !== undefined;
  const config = { ...(options.config ? { file: resolve(cwd, options.config) } : {}), several: options.server !== undefined || servers.length > 1 };
  return {
    program: gateProgram(cwd),
    cwd,
    ...(inline ? {} : { config }),
    ...(options.contract ? { contract: resolve(cwd, options.contract) } : {}),
    ...(options.policyFile ? { policyFile: resolve(cwd, options.policyFile) } : {}),
  };
}

/** The accept commands of the servers a command line ran on (acceptPlaceHere), to run where it ran. */
export function acceptCommandsHere(servers: ServerConfig[], command: string[], options: CommandLineFiles, cwd: string): Record<string, AcceptCommands> {
  return commandsOf(servers, acceptPlaceHere(servers, command, options, cwd));
}

/**
 * Where the accept commands of the action's servers run: from the repository root (with a
 * working-directory, they start with `cd` there), the gate as gateProgram names it, the config
 * named, and the policy file where it is not the default one.
 */
export function acceptPlaceInRepository(config: { file?: string; servers: ServerConfig[] }, { cwd, cd, policyFile }: { cwd: string; cd?: string; policyFile: string }): AcceptPlace {
  return {
    program: gateProgram(cwd),
    cwd,
    ...(cd && cd !== cwd ? { cd } : {}),
    ...(config.file ? { config: { file: config.file, several: config.servers.length > 1 } } : {}),
    ...(policyFile === defaultPolicyFile(config.file, cwd) ? {} : { policyFile }),
  };
}

/** Each server's accept commands at `place`, by name. */
export function commandsOf(servers: ServerConfig[], place: AcceptPlace): Record<string, AcceptCommands> {
  return Object.fromEntries(servers.map((server) => [server.name, acceptCommands(server, place)]));
}

/** A server given on the command line, as it was given: `-- COMMAND ARGS...` or `--url URL [--sse]`. */
function serverWords(server: ServerConfig): string[] {
  const transport = server.transport;
  if (transport.kind === 'stdio') return ['--', ...[transport.command, ...transport.args].map(shellQuote)];
  return ['--url', shellQuote(transport.url), ...(transport.kind === 'sse' ? ['--sse'] : [])];
}
