import type { ServerConfig } from '../config/types.js';
import { loadTokenCounter, prefetchTokenCounter, withTokenCounts } from '../contract/context-cost.js';
import { contractPieces, redactContract } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import { DiscoveryError, ExitCode, oneLine } from '../errors.js';
import { evaluateSchemas } from '../evidence/schemas.js';
import { REFUSING_CHECKS } from '../evidence/checks.js';
import type { Evidence } from '../evidence/types.js';
import { replaceFileAtomic, staleTemporaryWarnings, type FileWrite } from '../files.js';
import { failsAt, type FailOn } from '../policy/gate.js';
import type { Redactor } from '../redact.js';
import { writeTranscript } from '../report/transcript.js';
import type { TranscriptEntry } from '../transport/session.js';
import { snapshotWithTranscript } from './observe-server.js';

/** `snapshot`/`update` of every server: what the CLI and the action's `mode: update` ask for. */
export interface SnapshotRequest<Result extends ServerSnapshot = ServerSnapshot> {
  servers: ServerConfig[];
  env: NodeJS.ProcessEnv;
  /** Where relative paths start (stale temporaries are named from here). */
  cwd: string;
  /** --out: the one server's file, elsewhere than its config says. */
  out?: string;
  transcriptDir?: string;
  recordBodies?: boolean;
  /** The lowest level of failing evidence that fails the run (and, for a refusing check, keeps the baseline unwritten): the configured fail-on. */
  failOn: FailOn;
  redactor: Redactor;
  warn(text: string): void;
  /** Each server as it is done, in order: the CLI prints it then. */
  done?(result: Result): void;
}

export interface ServerSnapshot {
  name: string;
  file: string;
  contract: Contract;
  /** How the golden file changed; absent when it was not written (`refusals`). */
  written?: FileWrite;
  /** Failing evidence that kept the contract from being written: the server misbehaved in a probe or used what was not negotiated. */
  refusals: Evidence[];
  /** Failing evidence about the contract as written (a schema a client rejects, an example the contract no longer fits): the run fails all the same. */
  defects: Evidence[];
}

/**
 * Discovers each server and writes its golden contract (atomically), checked when it is made:
 * a server that fails a probe its config enables, or uses what was not negotiated, gets no
 * contract; a spec-invalid schema is written (the file is what the server serves) and named.
 * A failed discovery keeps its transcript, then throws.
 */
export async function snapshotServers(request: SnapshotRequest): Promise<{ results: ServerSnapshot[]; exitCode: number }> {
  return eachServer(request, (server) => snapshotServer(server, request));
}

/** Each server in order through `one` (stale temporaries named first); the run fails on any failing evidence. */
export async function eachServer<Result extends ServerSnapshot>(request: SnapshotRequest<Result>, one: (server: ServerConfig) => Promise<Result>): Promise<{ results: Result[]; exitCode: number }> {
  const files = request.servers.map((server) => request.out ?? server.contract);
  for (const warning of staleTemporaryWarnings(files, request.cwd)) request.warn(warning);
  prefetchTokenCounter(); // every golden is written with its tools' counts: the ranks load while the first server starts
  const results: Result[] = [];
  for (const server of request.servers) {
    const result = await one(server);
    request.done?.(result);
    results.push(result);
  }
  const failing = results.some((result) => result.refusals.length || result.defects.length);
  return { results, exitCode: failing ? ExitCode.gateFailed : ExitCode.pass };
}

/** One line for each failing check of a snapshot, for the terminal and the action's log alike. */
export function failureLines({ name, refusals, defects }: ServerSnapshot): string[] {
  return [...refusals, ...defects].map((item) => `${oneLine(name, 80)}: evidence ${item.check} failed: ${oneLine(item.message, 1000)}`);
}

/** One server discovered and its golden contract written (at --out when given), unless it misbehaved. */
export async function snapshotServer(server: ServerConfig, request: Omit<SnapshotRequest, 'done'>): Promise<ServerSnapshot> {
  const file = request.out ?? server.contract;
  const { contract, transcript, evidence } = await snapshotWithTranscript(server, request.env, { recordBodies: request.recordBodies, warn: request.warn }).catch(async (error: unknown) => {
    // A failed discovery is when the transcript matters most: keep it, then fail as before.
    const partial = error instanceof DiscoveryError ? (error.transcript as TranscriptEntry[] | undefined) : undefined;
    if (request.transcriptDir && partial) await writeTranscript(request.transcriptDir, server.name, partial, request.redactor);
    throw error;
  });
  // Counted while the baseline is checked (the counting runs in a worker thread from the bundle).
  const golden = countedGolden(contract, request.redactor);
  golden.catch(() => undefined); // awaited below; not an unhandled rejection when the baseline fails first
  const { refusals, defects } = await baselineFindings(contract, evidence, request.failOn);
  const written = refusals.length ? undefined : await writeGolden(file, await golden);
  if (request.transcriptDir) await writeTranscript(request.transcriptDir, server.name, transcript, request.redactor);
  return { name: server.name, file, contract, ...(written ? { written } : {}), refusals, defects };
}

/**
 * A baseline checked when it is made: the server's misbehaviour (`refusals`, the catalogue's
 * `refusesBaseline` rows: the contract is not written) apart from the contract's own defects (the config's examples against it, then its
 * schemas; each named once).
 */
export async function baselineFindings(contract: Contract, evidence: Evidence[], failOn: FailOn): Promise<{ refusals: Evidence[]; defects: Evidence[] }> {
  const fails = (item: Evidence) => item.status === 'fail' && item.level !== undefined && failsAt(item.level, failOn);
  const failures = evidence.filter(fails);
  const found = [...failures.filter((item) => !REFUSING_CHECKS.has(item.check)), ...(await evaluateSchemas(contract)).filter(fails)];
  return {
    refusals: failures.filter((item) => REFUSING_CHECKS.has(item.check)),
    defects: found.filter((item, index) => found.findIndex((other) => other.check === item.check && other.subject === item.subject) === index),
  };
}

/**
 * A golden contract as `update` writes it, for the CLI and the action alike: without the run's
 * secrets (see redactContract), each tool counted afresh (over what remains).
 */
export async function countedGolden(contract: Contract, redactor: Redactor): Promise<Contract> {
  return withTokenCounts(redactContract(contract, redactor), await loadTokenCounter());
}

/** Writes a counted golden contract atomically, an entity at a time, and says whether the committed file changes. */
export function writeGolden(file: string, counted: Contract): Promise<FileWrite> {
  return replaceFileAtomic(file, contractPieces(counted));
}
