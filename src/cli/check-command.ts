import { relative, resolve } from 'node:path';
import type { ServerOutcome } from '../commands/check.js';
import { classify } from '../commands/classify.js';
import { verifyDigests } from '../contract/digests.js';
import { parseContract, parseContractBeside, readContractText } from '../contract/io.js';
import { InputError } from '../errors.js';
import { insideRoot, repositoryRoot, staleTemporaryWarnings, textWhenAsked } from '../files.js';
import { isFailOn, type FailOn } from '../policy/gate.js';
import { SEMVER_MODES, type SemverMode } from '../policy/semver.js';
import type { FormatContext, ServerContext } from '../report/formats/index.js';
import { exitCodeOf, type Report } from '../report/report.js';
import { gatedReport } from '../commands/gate.js';
import { writeTranscript } from '../report/transcript.js';
import { parseOutputs, writeOutputs, type Output } from './outputs.js';
import type { CommandIo, OutputOptions, ServerSelection, TranscriptOptions } from './program.js';

/** `check`: live servers against their golden contracts. Reads the golden files, never writes them. */
export async function checkCommand(command: string[], options: ServerSelection & OutputOptions & TranscriptOptions & { contract?: string }, io: CommandIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const semver = parseSemver(options.semver);
  // Loaded here, not at the top: `diff` needs no server, the SDK or the config loader.
  const [{ selectServers }, { checkServer }] = await Promise.all([import('./servers.js'), import('../commands/check.js')]);
  const { servers, place } = await selectServers(command, options, io);
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
    const outcome = await checkServer(server, { contractFile, recordBodies: options.transcriptBodies, redactor: io.redactor }, io.env);
    if (transcriptDir && outcome.transcript) await writeTranscript(transcriptDir, server.name, outcome.transcript, io.redactor);
    outcomes.push(outcome);
  }
  const inline = command.length > 0 || options.url !== undefined;
  const acceptCommands = inline
    ? {}
    : Object.fromEntries(servers.map((server) => [server.name, `npx mcp-contract update --server ${server.name}${options.config ? ` --config ${options.config}` : ''}`]));
  const report = gatedReport(outcomes, servers, failOn, semver, io.cwd);
  return finish(report, outputs, { title: 'mcp-contract check', acceptCommands, servers: serverContexts(outcomes, io.cwd) }, io);
}

/** `diff`: two contract files, no server. With --config, the ignore entries and semver mode of the server the contracts name. */
export async function diffCommand(beforeFile: string, afterFile: string, options: OutputOptions & { config?: string }, io: CommandIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const semver = parseSemver(options.semver);
  const root = repositoryRoot(io.cwd);
  const outputs = parseOutputs(options.format ?? [], options.report, (path, option) => insideRoot(root, resolve(io.cwd, path), option));
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
  return finish(report, outputs, { title: `mcp-contract diff ${beforeFile} → ${afterFile}`, servers: serverContexts([outcome], io.cwd) }, io);
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
