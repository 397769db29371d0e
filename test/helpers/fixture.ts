import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import type { ServerConfig } from '../../src/config/types.js';
import { DEFAULTS } from '../../src/config/types.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURE_SERVER = join(ROOT, 'test/fixtures/fixture-server.mjs');
export const EVERYTHING = join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
/**
 * The team's corpus, a copy of ../shared/corpus/drift-cases.json (npm run corpus refreshes it,
 * so a clone alone passes its tests), and the cases this repository adds, in a file of their own
 * that the refresh never touches.
 */
const CORPUS_FILES = ['drift-cases.json', 'local-cases.json'].map((name) => join(ROOT, 'test/fixtures/corpus', name));

export type Side = Record<string, unknown>;
export interface CorpusCase {
  id: string;
  allowed: string[];
  note?: string;
  before: Side;
  after: Side;
}

/** Every case of both files; an id in both (a local case the team's corpus took up) is an error naming it. */
export function corpus(): CorpusCase[] {
  const cases = CORPUS_FILES.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { cases: CorpusCase[] }).cases);
  const ids = new Set<string>();
  for (const { id } of cases) {
    if (ids.has(id)) throw new Error(`corpus case "${id}" is in both ${CORPUS_FILES.join(' and ')}: remove it from local-cases.json`);
    ids.add(id);
  }
  return cases;
}

export function tempDir(prefix = 'mcg-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Writes a side to a file in `dir` and returns its path. */
export function writeSide(dir: string, side: Side, name = 'side.json'): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(side));
  return file;
}

export interface FixtureOptions {
  era?: 'both' | 'handshake' | 'stateless';
  fault?: string;
  pageSize?: number;
  delayMs?: number;
  responses?: 'json' | 'sse' | 'ndjson';
  log?: string;
  /** stdio: nothing read for this long (a server `npx -y` is still downloading). */
  startupDelayMs?: number;
  /** stdio: lines that are not JSON on stdout before anything else. */
  banner?: number;
}

export function fixtureArgs(sideFile: string, options: FixtureOptions = {}): string[] {
  const args = [FIXTURE_SERVER, '--side', sideFile];
  if (options.era) args.push('--era', options.era);
  if (options.fault) args.push('--fault', options.fault);
  if (options.pageSize) args.push('--page-size', String(options.pageSize));
  if (options.delayMs) args.push('--delay-ms', String(options.delayMs));
  if (options.responses) args.push('--responses', options.responses);
  if (options.log) args.push('--log', options.log);
  if (options.startupDelayMs) args.push('--startup-delay-ms', String(options.startupDelayMs));
  if (options.banner) args.push('--banner', String(options.banner));
  return args;
}

/** A ServerConfig for the fixture over stdio, as the config loader would build it. */
export function stdioServer(name: string, args: string[], contract: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    name,
    transport: { kind: 'stdio', command: process.execPath, args, cwd: ROOT, env: {}, envPassthrough: [] },
    era: DEFAULTS.era,
    protocolVersion: DEFAULTS.protocolVersion,
    clientCapabilities: {},
    contract,
    // Bounds many times the work, so that a busy machine never turns a passing run into a timeout;
    // a test about a deadline sets its own.
    requestTimeoutMs: 60_000,
    totalTimeoutMs: 120_000,
    oracleTimeoutMs: DEFAULTS.oracleTimeoutMs,
    pageCap: DEFAULTS.pageCap,
    listChangedRestarts: DEFAULTS.listChangedRestarts,
    negotiation: { requiredServerCapabilities: [], optionalServerCapabilities: [] },
    protocolMatrix: [],
    examples: [],
    ...overrides,
  };
}

export function httpServer(name: string, url: string, contract: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...stdioServer(name, [], contract, overrides), transport: { kind: 'streamable-http', url, headers: {} }, ...overrides };
}

/** A real HTTP server process: the fixture (`--http 0`) or anything that prints its port. */
export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startHttpFixture(sideFile: string, options: FixtureOptions = {}, transport: 'http' | 'sse' = 'http'): Promise<RunningServer> {
  const child = spawn(process.execPath, [...fixtureArgs(sideFile, options), `--${transport}`, '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise<number>((resolvePort, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /FIXTURE_LISTENING (\d+)/.exec(out);
      if (match) resolvePort(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/${transport === 'sse' ? 'sse' : 'mcp'}`, port, child, stop: () => stopChild(child) };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Processes whose command line contains `marker` (other than this test process). */
export function processesMatching(marker: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes(marker) && !line.includes('ps -eo'))
    .filter((line) => Number(line.trim().split(/\s+/)[0]) !== process.pid);
}

/** Waits until no process matches `marker` (process exit is asynchronous), or returns what remains. */
export async function leftoverProcesses(marker: string, waitMs = 3_000): Promise<string[]> {
  const until = Date.now() + waitMs;
  for (;;) {
    const left = processesMatching(marker);
    if (left.length === 0 || Date.now() > until) return left;
    await new Promise((wake) => setTimeout(wake, 50));
  }
}
