// `mcp-contract serve CONTRACT`: the contract as a live, deterministic MCP server (docs/serve.md).
import { resolve } from 'node:path';
import type { CommandIo } from '../cli/io.js';
import { readContract } from '../contract/io.js';
import { ExitCode, InputError } from '../errors.js';
import { resolveProfile, type FaultName } from './profiles.js';
import { ContractServer, faultsApply, servable } from './server.js';
import { serveHttp, serveStdio } from './transports.js';

export interface ServeCommandOptions {
  seed?: string;
  http?: string;
  profile?: string[];
  pageSize?: string;
  delayMs?: string;
}

function integer(value: string | undefined, fallback: number, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new InputError(`serve: ${option} must be an integer from ${min} to ${max}, not "${value}"`);
  return Number(value);
}

/** Serves until stdin ends (stdio) or the process is signalled (HTTP); the protocol has stdout to itself in stdio mode. */
export async function serveCommand(file: string, options: ServeCommandOptions, io: CommandIo): Promise<number> {
  const seed = integer(options.seed, 0, '--seed', 0);
  const pageSize = integer(options.pageSize, 50, '--page-size', 1);
  const delayMs = integer(options.delayMs, 1000, '--delay-ms', 0, 600_000);
  const port = options.http === undefined ? undefined : integer(options.http, 0, '--http', 0, 65_535);
  const faults = new Set<FaultName>((options.profile ?? []).map((spec) => resolveProfile(spec).name));
  const path = resolve(io.cwd, file);
  const contract = await readContract(path);
  const problem = servable(contract) ?? faultsApply(contract, faults);
  if (problem) throw new InputError(`serve: contract ${file}: ${problem}`);
  const server = new ContractServer(contract, { seed, pageSize, faults, delayMs });
  if (port === undefined) {
    await serveStdio(server);
    return ExitCode.pass;
  }
  const serving = await serveHttp(server, port);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => serving.close());
  io.stdout(`mcp-contract serve: listening on ${serving.url}\n`);
  await serving.closed;
  return ExitCode.pass;
}
