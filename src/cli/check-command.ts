import { relative, resolve } from 'node:path';
import type { ServerOutcome } from '../commands/check.js';
import { classify } from '../commands/classify.js';
import { verifyDigests } from '../contract/digests.js';
import { parseContract, parseContractBeside, readContractText } from '../contract/io.js';
import { DEFAULT_NEGATIVE_PROBES } from '../config/types.js';
import { InputError } from '../errors.js';
import { repositoryRoot, staleTemporaryWarnings, textWhenAsked, typedPath } from '../files.js';
import { isFailOn, type FailOn } from '../policy/gate.js';
import { SEMVER_MODES, type SemverMode } from '../policy/semver.js';
import type { FormatContext, ServerContext } from '../report/formats/index.js';
import { exitCodeOf, type Report } from '../report/report.js';
import { gatedReport } from '../commands/gate.js';
import { writeTranscript } from '../report/transcript.js';
import { parseOutputs, writeOutputs, type Output } from './outputs.js';
import { cliAcceptCommands, nextSteps, printNextSteps } from './next-steps.js';
import type { CommandIo, OutputOptions, ServerSelection, TranscriptOptions } from './io.js';

/** `diff`'s options: --fail-on is optional (without it, nothing is gated). */
export type DiffOptions = Omit<OutputOptions, 'failOn'> & { failOn?: string; config?: string };

/** `check`: live servers against their golden contracts. Reads the golden files, never writes them. */
export async function checkCommand(command: string[], options: ServerSelection & OutputOptions & TranscriptOptions & { contract?: string; negative?: boolean }, io: CommandIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const semver = parseSemver(options.semver);
  // Loaded here, not at the top: `diff` needs no server, the SDK or the config loader.
  const [{ selectServers }, { checkServer }] = await Promise.all([import('./servers.js'), import('../commands/check.js')]);
  const { servers: selected, place } = await selectServers(command, options, io);
  // --negative: the negative probes on every server, over what its config sets (src/probes/negative.ts).
  const servers = options.negative ? selected.map((server) => ({ ...server, probes: { ...DEFAULT_NEGATIVE_PROBES, ...server.probes, negative: true } })) : selected;
  if (options.contract && servers.length > 1) throw new InputError('--contract names one file: choose a server with --server');
  const contractFile = options.contract ? resolve(io.cwd, options.contract) : undefined;
  const outputs = parseOutputs(options.format ?? [], options.report, place);
  const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
  for (const warning of staleTemporaryWarnings(
    servers.map((server) => contractFile ?? server.contract),
    io.cwd,
  ))
    io.warn(warning);
  const outcomes: ServerOutcome[] = [];
  for (const server of servers) {
    const outcome = await checkServer(server, { contractFile, recordBodies: options.transcriptBodies, redactor: io.redactor, warn: io.warn }, io.env);
    if (transcriptDir && outcome.transcript) await writeTranscript(transcriptDir, server.name, outcome.transcript, io.redactor);
    outcomes.push(outcome);
  }
  const acceptCommands = cliAcceptCommands(servers, command, options, io.cwd);
  const report = gatedReport(outcomes, servers, failOn, semver, io.cwd);
  const exitCode = await finish(report, outputs, { title: 'mcp-contract check', acceptCommands, servers: serverContexts(outcomes, io.cwd) }, io);
  printNextSteps(nextSteps(report, acceptCommands), outputs, io);
  return exitCode;
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
  const [beforePath, afterPath] = [resolve(io.cwd, beforeFile), resolve(io.cwd, afterFile)];
  const beforeText = await readContractText(beforePath);
  const before = parseContract(beforeText, beforePath);
  // What the two files share, byte for byte, is parsed once (src/contract/spans.ts).
  const after = parseContractBeside(await readContractText(afterPath), afterPath, { text: beforeText, contract: before });
  verifyDigests({ contract: before, file: beforePath }, { contract: after, file: afterPath });
  const server = config?.servers.find((candidate) => candidate.name === after.server);
  if (config && !server) throw new InputError(`config ${config.file}: no server named "${after.server}" (the server of ${afterFile}), so there is nothing to apply`);
  const classified = await classify(before, after);
  const outcome: ServerOutcome = { name: after.server, contractFile: resolve(io.cwd, afterFile), golden: before, current: after, ...classified };
  const report = gatedReport([outcome], [server], failOn, semver, io.cwd);
  // A failure (semver enforce) still says FAIL: the exit code is 1.
  const findingsOnly = options.failOn === undefined && report.verdict === 'pass';
  return finish(report, outputs, { title: `mcp-contract diff ${beforeFile} → ${afterFile}`, findingsOnly, servers: serverContexts([outcome], io.cwd) }, io);
}

/** What the formats need besides the report: the two contracts and the text of the file the pointers lead into. */
function serverContexts(outcomes: ServerOutcome[], cwd: string): Record<string, ServerContext> {
  const contexts: Record<string, ServerContext> = Object.create(null) as Record<string, ServerContext>;
  const root = repositoryRoot(cwd);
  for (const outcome of outcomes) {
    const contractText = outcome.error ? () => undefined : textWhenAsked(outcome.contractFile); // for SARIF's line numbers
    // Code scanning resolves SARIF paths from the repository root, whatever folder the gate ran in.
    const fromRoot = relative(root, outcome.contractFile).split('\\').join('/');
    const artifactUri = fromRoot && !fromRoot.startsWith('..') ? fromRoot : undefined;
    contexts[outcome.name] = { before: outcome.golden, after: outcome.current, contractText, ...(artifactUri ? { artifactUri } : {}) };
  }
  return contexts;
}

/** Prints and writes the report in every asked format, without the run's secrets. */
async function finish(report: Report, outputs: Output[], context: FormatContext, io: CommandIo): Promise<number> {
  const safe = io.redactor.value(report);
  await writeOutputs(outputs, safe, context, io);
  return exitCodeOf(safe);
}

function parseFailOn(value: string): FailOn {
  if (!isFailOn(value)) throw new InputError(`--fail-on must be breaking, effect-relevant, cosmetic or never (got "${value}")`);
  return value;
}

function parseSemver(value: string | undefined): SemverMode | undefined {
  if (value === undefined) return undefined;
  if (!(SEMVER_MODES as readonly string[]).includes(value)) throw new InputError(`--semver must be off, warn or enforce (got "${value}")`);
  return value as SemverMode;
}
