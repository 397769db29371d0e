import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { diffContracts } from '../commands/diff-contracts.js';
import { DEFAULT_NEGATIVE_PROBES } from '../config/types.js';
import { InputError } from '../errors.js';
import { repositoryRoot, typedPath } from '../files.js';
import { SEMVER_MODES, type SemverMode } from '../policy/semver.js';
import { parseFailOn } from './fail-on.js';
import type { FormatContext } from '../report/formats/index.js';
import { exitCodeOf, type Report } from '../report/report.js';
import { parseOutputs, writeOutputs, type Output } from './outputs.js';
import { nextSteps, printNextSteps } from './next-steps.js';
import { acceptCommandsHere, reviewCommandHere } from '../commands/accept-command.js';
import type { ServerConfig } from '../config/types.js';
import { formatContextOf } from '../commands/format-context.js';
import type { CommandIo, OutputOptions, ServerSelection, TranscriptOptions } from './io.js';

/** `diff`'s options: --fail-on is optional (without it, nothing is gated). */
export type DiffOptions = Omit<OutputOptions, 'failOn'> & { failOn?: string; config?: string };

/** `check`: live servers against their golden contracts. Reads the golden files, never writes them. */
export async function checkCommand(command: string[], options: ServerSelection & OutputOptions & TranscriptOptions & { contract?: string; negative?: boolean }, io: CommandIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const semver = parseSemver(options.semver);
  // Loaded here, not at the top: `diff` needs no server, the SDK or the config loader.
  const [{ selectServers }, { checkServers }] = await Promise.all([import('./servers.js'), import('../commands/check-servers.js')]);
  const { servers: selected, place } = await selectServers(command, options, io);
  (await import('./build.js')).runBuilds(selected, options.build !== false, io);
  // --negative: the negative probes on every server, over what its config sets (src/probes/negative.ts).
  const servers = options.negative ? selected.map((server) => ({ ...server, probes: { ...DEFAULT_NEGATIVE_PROBES, ...server.probes, negative: true } })) : selected;
  if (options.contract && servers.length > 1) throw new InputError('--contract names one file: choose a server with --server');
  const outputs = parseOutputs(options.format ?? [], options.report, place);
  const accept = acceptCommandsHere(servers, command, options, io.cwd);
  const { outcomes, report } = await checkServers({
    servers,
    env: io.env,
    cwd: io.cwd,
    root: io.cwd,
    ...(options.contract ? { contractFile: resolve(io.cwd, options.contract) } : {}),
    concurrency: 1,
    ...(options.transcript ? { transcriptDir: place(options.transcript, '--transcript') } : {}),
    recordBodies: options.transcriptBodies,
    failOn,
    semver,
    accept,
    redactor: io.redactor,
    warn: io.warn,
  });
  const exitCode = await finish(report, outputs, { title: 'mcp-contract check', acceptCommands: accept, ...formatContextOf(outcomes, repositoryRoot(io.cwd)) }, io);
  const golden = (server: ServerConfig) => (options.contract ? resolve(io.cwd, options.contract) : server.contract);
  const changed = await goldenChangedNote(
    servers.map((server) => ({ server, file: golden(server) })),
    options,
    io.cwd,
  );
  printNextSteps([...nextSteps(report, accept), ...changed], outputs, io);
  return exitCode;
}

/**
 * A golden contract that differs from the merge base (an intended change, most often `update`'s):
 * check compares the server with it and passes, while the pull request's review judges the change
 * itself, and may fail it. Named, with the command that runs that review here.
 */
async function goldenChangedNote(goldens: Array<{ server: ServerConfig; file: string }>, options: { config?: string }, cwd: string): Promise<string[]> {
  const [{ reviewBase, baseGolden }, { findDefaultConfig }] = await Promise.all([import('../commands/base-contract.js'), import('../config/load.js')]);
  const base = await reviewBase(cwd).catch(() => undefined);
  if (!base || goldens.length === 0) return [];
  const configFile = options.config ? resolve(cwd, options.config) : findDefaultConfig(cwd);
  const differing: string[] = [];
  for (const { server, file } of goldens) {
    if (!existsSync(file)) continue;
    const before = await baseGolden(server, file, { commit: base.commit, cwd, ...(configFile ? { configFile } : {}) }).catch(() => undefined);
    if (before && 'text' in before && before.text === readFileSync(file, 'utf8')) continue;
    if (before && 'missing' in before) continue;
    differing.push(relative(cwd, file) || file);
  }
  if (differing.length === 0) return [];
  const since = `${base.ref} (${base.commit.slice(0, 12)})`;
  return [
    `note: ${differing.join(', ')} ${differing.length === 1 ? 'differs' : 'differ'} from ${since}: the pull request's review judges that change, which check does not; run it here: ${reviewCommandHere(options, cwd)}`,
  ];
}

/**
 * `diff`: two contract files, no server. With --config, the ignore entries and semver mode of the
 * server the contracts name. Without --fail-on it reports what it found and gates nothing.
 */
export async function diffCommand(beforeFile: string, afterFile: string, options: DiffOptions, io: CommandIo): Promise<number> {
  const failOn = options.failOn === undefined ? 'never' : parseFailOn(options.failOn);
  const semver = parseSemver(options.semver);
  const root = repositoryRoot(io.cwd);
  const outputs = parseOutputs(options.format ?? [], options.report, (path, option) => typedPath(root, resolve(io.cwd, path), option));
  const config = options.config ? await (await import('../config/load.js')).loadConfig(resolve(io.cwd, options.config), root) : undefined;
  for (const warning of config?.warnings ?? []) io.warn(warning);
  const request = { beforeFile: resolve(io.cwd, beforeFile), afterFile: resolve(io.cwd, afterFile), afterName: afterFile, failOn, semver, root: io.cwd, env: io.env };
  const { outcome, report } = await diffContracts({ ...request, ...(config ? { config } : {}) });
  // A failure (semver enforce) still says FAIL: the exit code is 1.
  const findingsOnly = options.failOn === undefined && report.verdict === 'pass';
  const comparison = { before: beforeFile, after: afterFile };
  return finish(report, outputs, { title: `mcp-contract diff ${beforeFile} → ${afterFile}`, findingsOnly, comparison, ...formatContextOf([outcome], root) }, io);
}

/** Prints and writes the report in every asked format, without the run's secrets. */
async function finish(report: Report, outputs: Output[], context: FormatContext, io: CommandIo): Promise<number> {
  const safe = io.redactor.value(report);
  await writeOutputs(outputs, safe, context, io);
  return exitCodeOf(safe);
}

/** --semver, checked (check, diff, review). */
export function parseSemver(value: string | undefined): SemverMode | undefined {
  if (value === undefined) return undefined;
  if (!(SEMVER_MODES as readonly string[]).includes(value)) throw new InputError(`--semver must be off, warn or enforce (got "${value}")`);
  return value as SemverMode;
}
