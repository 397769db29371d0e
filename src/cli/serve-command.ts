// `mcp-contract serve CONTRACT`: the contract as a live, deterministic MCP server (docs/serve.md).
import { resolve } from 'node:path';
import type { CommandIo } from './io.js';
import { verifyAllDigests } from '../contract/digests.js';
import { parseContract, readContractText } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import { ExitCode, InputError } from '../errors.js';
import { realClock, VirtualClock } from '../serve/clock.js';
import { MAX_DEPTH, tooDeep } from '../serve/limits.js';
import { HTTP_FAULTS, resolveProfile, type FaultId } from '../serve/profiles.js';
import { ContractServer, faultsApply, servable, type ServeOptions } from '../serve/server.js';
import { serveHttp, serveStdio } from '../serve/transports.js';

export interface ServeCommandOptions {
  seed?: string;
  http?: string;
  profile?: string[];
  pageSize?: string;
  delayMs?: string;
  clock?: string;
  ttlMs?: string;
  changeAfterMs?: string;
  allowOrigin?: string[];
  then?: string;
  thenAfter?: string;
  replay?: string;
}

function integer(value: string | undefined, fallback: number, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new InputError(`serve: ${option} must be an integer from ${min} to ${max}, not "${value}"`);
  return Number(value);
}

/** The server's settings from the command line: a number out of range or an unknown clock is a usage error. */
function settings(options: ServeCommandOptions): Omit<ServeOptions, 'faults' | 'log' | 'then'> {
  if (options.clock !== undefined && options.clock !== 'real' && options.clock !== 'virtual') throw new InputError(`serve: --clock is real or virtual, not "${options.clock}"`);
  const clock = options.clock === 'virtual' ? new VirtualClock() : realClock;
  if (options.replay !== undefined && options.replay !== 'closest' && options.replay !== 'exact') throw new InputError(`serve: --replay is closest or exact, not "${options.replay}"`);
  return {
    seed: integer(options.seed, 0, '--seed', 0),
    pageSize: integer(options.pageSize, 50, '--page-size', 1),
    delayMs: integer(options.delayMs, 1000, '--delay-ms', 0, 600_000),
    changeAfterMs: integer(options.changeAfterMs, 0, '--change-after-ms', 0),
    clock,
    // 0, "immediately stale", unless told otherwise: a stand-in server promises no freshness.
    ttlMs: integer(options.ttlMs, 0, '--ttl-ms', 0),
    thenAfter: integer(options.thenAfter, 1, '--then-after', 1),
    replay: options.replay ?? 'closest',
  };
}

/** Serves until stdin ends (stdio) or the process is signalled (HTTP); the protocol has stdout to itself in stdio mode. */
export async function serveCommand(file: string, options: ServeCommandOptions, io: CommandIo): Promise<number> {
  const set = settings(options);
  const port = options.http === undefined ? undefined : integer(options.http, 0, '--http', 0, 65_535);
  const faults = new Set<FaultId>((options.profile ?? []).map(resolveProfile));
  const path = resolve(io.cwd, file);
  const contract = await servedContract(path);
  const then = options.then === undefined ? undefined : await servedContract(resolve(io.cwd, options.then));
  const problem = servable(contract) ?? faultsApply(contract, faults, then) ?? ttlApplies(contract, options.ttlMs);
  if (problem) throw new InputError(`serve: contract ${file}: ${problem}`);
  const log = (line: string) => io.stderr(`mcp-contract serve: ${line}\n`);
  const server = new ContractServer(contract, { ...set, faults, log, ...(then ? { then } : {}) });
  if (port === undefined) {
    const http = HTTP_FAULTS.find((id) => faults.has(id));
    if (http) throw new InputError(`serve: fault profile ${http} is an HTTP status or stream: it needs --http`);
    readStdinBeforeSigterm();
    await serveStdio(server);
    return ExitCode.pass;
  }
  const serving = await serveHttp(server, { port, allowOrigins: allowedOrigins(options.allowOrigin ?? []) });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => serving.close());
  io.stdout(`mcp-contract serve: listening on ${serving.url}\n`);
  await serving.closed;
  return ExitCode.pass;
}

/**
 * The contract file, refused with its file and pointer when it nests deeper than serve can walk
 * or when a digest does not match its definition (a hand edit: the served entity would not be the reviewed one).
 */
async function servedContract(path: string): Promise<Contract> {
  const text = await readContractText(path);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return parseContract(text, path); // its error names the file
  }
  const deep = tooDeep(data);
  if (deep) throw new InputError(`contract ${path} at ${deep.length > 120 ? `${deep.slice(0, 120)}…` : deep}: nested deeper than ${MAX_DEPTH} levels`);
  const contract = parseContract(text, path);
  verifyAllDigests(contract, path);
  return contract;
}

/** --allow-origin values as browsers send them (scheme://host[:port], no path): anything else could never match. */
function allowedOrigins(values: string[]): string[] {
  return values.map((value) => {
    let origin: string | undefined;
    try {
      origin = new URL(value).origin;
    } catch {
      origin = undefined;
    }
    if (origin === undefined || origin === 'null' || origin !== value)
      throw new InputError(`serve: --allow-origin takes an origin such as https://app.example.com (scheme, host, port; no path), not "${value}"`);
    return origin;
  });
}

/** --ttl-ms names hints only the stateless era defines (2026-07-28): asked of another contract, it is refused, not ignored. */
function ttlApplies(contract: Contract, ttlMs: string | undefined): string | undefined {
  if (ttlMs !== undefined && contract.protocol.era !== 'stateless') return '--ttl-ms applies to stateless-era contracts only (caching hints are defined from 2026-07-28)';
  return undefined;
}

/**
 * A client ends a stdio session by closing stdin, then SIGTERM (as the gate does): what it wrote
 * last (a notifications/cancelled) is read and acted on before the server exits, or 1 s passes.
 */
function readStdinBeforeSigterm(): void {
  // The CLI's own handler (it ends servers the gate started: serve starts none) would exit at once.
  for (const listener of process.listeners('SIGTERM')) process.removeListener('SIGTERM', listener);
  process.once('SIGTERM', () => {
    const exit = () => process.exit(143);
    if (process.stdin.readableEnded) return exit();
    process.stdin.once('end', () => setImmediate(exit));
    setTimeout(exit, 1_000).unref();
  });
}
