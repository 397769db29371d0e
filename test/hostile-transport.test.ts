// Hostile servers: nothing hangs, nothing crashes, every budget holds and says its name.
// The CLI runs as a real process (dist/cli.js) where exiting at all is the point (a retrying
// SSE client kept the old gate alive); the rest goes through the engine or the in-process CLI.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { inspectServer, discoverContract } from '../src/commands/observe-server.js';
import { parseConfig } from '../src/config/load.js';
import { DEFAULT_LIMITS, limitsOf } from '../src/config/types.js';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, httpServer, leftoverProcesses, ROOT, startHttpFixture, stdioServer, tempDir, writeSide, type RunningServer, type Side } from './helpers/fixture.js';

const base = corpus().find((c) => c.id === 'tool-removed')!.before as Side;
const BIN = join(ROOT, 'dist/cli.js');
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** dist/cli.js as a process, to its end (vitest's own timeout is the only bound). */
function runBin(args: string[], cwd: string): Promise<Exit> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd, maxBuffer: 1 << 24 }, (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }));
  });
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The fixture serving the legacy HTTP+SSE transport. */
async function startSseFixture(sideFile: string, options: { fault?: string; log?: string } = {}): Promise<RunningServer> {
  const server = await startHttpFixture(sideFile, options, 'sse');
  running.push(server);
  return server;
}

/** A fresh directory holding the side. */
function sideDir(prefix: string): { dir: string; sideFile: string } {
  const dir = tempDir(`mcg-hostile-${prefix}-`);
  return { dir, sideFile: writeSide(dir, base) };
}

/** A directory with a one-server config running the fixture over stdio. */
function stdioProject(prefix: string, fixture: Parameters<typeof fixtureArgs>[1], extra: Record<string, unknown> = {}, side: Side = base) {
  const dir = tempDir(`mcg-hostile-${prefix}-`);
  const sideFile = writeSide(dir, side);
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'fx', contract: 'out.json', command: process.execPath, args: fixtureArgs(sideFile, fixture), ...extra }] }));
  return dir;
}

function readLog(file: string): Array<Record<string, any>> {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
}

async function waitForLog(file: string, direction: string): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (readLog(file).some((entry) => entry.direction === direction)) return true;
    await new Promise((wake) => setTimeout(wake, 50));
  }
  return false;
}

describe('deadlines that hold', () => {
  it('a refused legacy SSE endpoint is exit 3 with the URL and the code, and the gate exits', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/sse`;
    const result = await runBin(['snapshot', '--out', 'c.json', '--url', url, '--sse'], tempDir('mcg-hostile-sse-refused-'));
    expect(result).toEqual({ code: 3, stdout: '', stderr: `mcp-contract: server "server": could not connect to ${url}: ECONNREFUSED\n` });
  });

  it('a refused Streamable HTTP endpoint says the URL and the code, not "fetch failed"', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/mcp`;
    const result = await runBin(['snapshot', '--out', 'c.json', '--url', url], tempDir('mcg-hostile-http-refused-'));
    expect(result).toEqual({ code: 3, stdout: '', stderr: `mcp-contract: server "server", server/discover: could not connect to ${url}: ECONNREFUSED\n` });
  });

  it.each([
    // No endpoint: time enough for the stream to open first, so the message names the right silence.
    ['sse-no-endpoint', 1_500, 'the event stream sent no endpoint event within 1500 ms (timeouts.requestMs)'],
    ['sse-silent-get', 500, 'no answer to the GET within 500 ms (timeouts.requestMs)'],
  ] as const)('%s: a silent legacy SSE endpoint is exit 3 naming the URL and the deadline', async (fault, requestMs, reason) => {
    const { dir, sideFile } = sideDir(fault);
    const sse = await startSseFixture(sideFile, { fault });
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'fx', url: sse.url, transport: 'sse', timeouts: { requestMs } }] }));
    const result = await runBin(['snapshot'], dir);
    expect(result).toEqual({ code: 3, stdout: '', stderr: `mcp-contract: server "fx": could not connect to ${sse.url}: ${reason}\n` });
  });

  it('the total deadline bounds connecting too, when it is the shorter one', async () => {
    const { dir, sideFile } = sideDir('sse-total');
    const sse = await startSseFixture(sideFile, { fault: 'sse-no-endpoint' });
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'fx', url: sse.url, transport: 'sse', timeouts: { requestMs: 60_000, totalMs: 800 } }] }));
    const result = await cli(['snapshot'], dir);
    expect(result).toEqual({ code: 3, stdout: '', stderr: `mcp-contract: server "fx": could not connect to ${sse.url}: the total deadline passed (timeouts.totalMs: 800 ms)\n` });
  });

  it('timeouts.totalMs bounds the whole run, the protocol matrix included', async () => {
    // Discovery is answered (a fraction of a second, 10 s allowed: many times the work on a busy
    // machine); a matrix connection proposing another revision never is, and only the total deadline,
    // far below the request timeout, can end it. No part of it depends on how fast the machine is.
    const dir = stdioProject('matrix', { fault: 'matrix-hangs', era: 'handshake' }, { era: 'handshake', protocolMatrix: true, timeouts: { requestMs: 120_000, totalMs: 10_000 } });
    const result = await runBin(['snapshot'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/^mcp-contract: server "fx", initialize: the total deadline passed \(timeouts\.totalMs: 10000 ms\) during the protocol matrix \(proposing \d{4}-\d\d-\d\d\)\n$/);
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
    expect(await leftoverProcesses(dir)).toEqual([]);
  });
});

describe('budgets', () => {
  it('a stdout line over limits.messageBytes is exit 3 naming the limit, server, method and page', async () => {
    const dir = stdioProject('huge-stdio', { fault: 'huge-line' });
    const result = await runBin(['snapshot'], dir);
    expect(result).toEqual({
      code: 3,
      stdout: '',
      stderr: `mcp-contract: server "fx", tools/list, page 1: the server sent a message of more than ${DEFAULT_LIMITS.messageBytes} bytes (limits.messageBytes)\n`,
    });
    expect(await leftoverProcesses(dir)).toEqual([]);
  });

  it('reads a 12 MB stdout line under the limit (framing linear in bytes)', async () => {
    const dir = tempDir('mcg-hostile-long-line-');
    const server = stdioServer('fx', [...fixtureArgs(writeSide(dir, { ...base, pageSize: 10 }), { fault: 'huge-line' }), '--huge-bytes', '12000000'], join(dir, 'c.json'));
    const contract = await discoverContract(server);
    expect((contract.tools.create_note!.definition.description as string).length).toBe(12_000_000);
  });

  it('an HTTP body over limits.messageBytes is refused the same way, JSON or event stream', async () => {
    const dir = tempDir('mcg-hostile-huge-http-');
    const sideFile = writeSide(dir, base);
    for (const responses of ['json', 'sse'] as const) {
      const http = await startHttpFixture(sideFile, { fault: 'huge-line', era: 'handshake', responses });
      running.push(http);
      const server = httpServer('fx', http.url, 'unused', { era: 'handshake', limits: { messageBytes: 1_000_000 } });
      await expect(discoverContract(server)).rejects.toThrow(/^server "fx", tools\/list, page 1: the server sent a message of more than 1000000 bytes \(limits\.messageBytes\)$/);
      await http.stop();
    }
  });

  it('bounds each event of an event stream, not the stream: many small events pass', async () => {
    const dir = tempDir('mcg-hostile-events-');
    const http = await startHttpFixture(writeSide(dir, base), { fault: 'notification-flood', era: 'handshake', responses: 'sse' });
    running.push(http);
    // 5,000 notifications of about 100 bytes in one response: 500 kB, each event far below the limit.
    const contract = await discoverContract(httpServer('fx', http.url, 'unused', { era: 'handshake', limits: { messageBytes: 10_000 } }));
    expect(Object.keys(contract.tools)).toHaveLength(3);
    await http.stop();
  });

  it('limits.itemsPerList and limits.walkBytes stop the walk at the page that crosses them', async () => {
    const tools = Array.from({ length: 60 }, (_, i) => ({ name: `tool_${String(i).padStart(2, '0')}`, description: 'd'.repeat(1_000), inputSchema: { type: 'object' } }));
    const items = stdioProject('items', { pageSize: 20 }, { limits: { itemsPerList: 50 } }, { ...base, tools });
    expect(await cli(['snapshot'], items)).toEqual({ code: 3, stdout: '', stderr: 'mcp-contract: server "fx", tools/list, page 3: more than 50 items in this list (limits.itemsPerList)\n' });
    // Each page of two tools is a little over 2,000 bytes: the third crosses 5,000.
    const bytes = stdioProject('walk-bytes', { pageSize: 2 }, { limits: { walkBytes: 5_000 } }, { ...base, tools });
    expect(await cli(['snapshot'], bytes)).toEqual({ code: 3, stdout: '', stderr: 'mcp-contract: server "fx", tools/list, page 3: more than 5000 bytes received for this list (limits.walkBytes)\n' });
  });

  it('limits are configurable with defaults, and validated', () => {
    const config = (limits: unknown) => `servers:\n  - name: fx\n    command: node\n    limits: ${JSON.stringify(limits)}\n`;
    expect(limitsOf(parseConfig(config({ itemsPerList: 5 }), 'c.yaml').servers[0]!)).toEqual({ ...DEFAULT_LIMITS, itemsPerList: 5 });
    expect(DEFAULT_LIMITS).toEqual({ messageBytes: 16_777_216, itemsPerList: 100_000, walkBytes: 67_108_864 });
    expect(() => parseConfig(config({ messageBytes: 10 }), 'c.yaml')).toThrow('config c.yaml at /servers/0/limits/messageBytes: must be >= 1024');
  });

  it('keeps the first 100 notifications of a flood in the transcript and counts the rest', async () => {
    const dir = stdioProject('flood', { fault: 'notification-flood' });
    expect((await cli(['snapshot', '--transcript', 'evidence'], dir)).code).toBe(0);
    const messages = JSON.parse(readFileSync(join(dir, 'evidence/fx.transcript.json'), 'utf8')).messages as Array<{ kind: string; method?: string; dropped?: number }>;
    expect(messages.filter((m) => m.method === 'notifications/message')).toHaveLength(100);
    expect(messages.filter((m) => m.dropped !== undefined)).toMatchObject([{ direction: 'in', kind: 'notification', dropped: 4_900 }]);
  });
});

describe('invalid UTF-8', () => {
  it('over stdio is exit 3 naming the method and page, never replaced', async () => {
    const dir = stdioProject('utf8-stdio', { fault: 'invalid-utf8' });
    expect(await runBin(['snapshot'], dir)).toEqual({ code: 3, stdout: '', stderr: 'mcp-contract: server "fx", tools/list, page 1: the server wrote invalid UTF-8 to stdout\n' });
  });

  it('over Streamable HTTP, JSON or event stream, likewise', async () => {
    const dir = tempDir('mcg-hostile-utf8-http-');
    const sideFile = writeSide(dir, base);
    for (const responses of ['json', 'sse'] as const) {
      const http = await startHttpFixture(sideFile, { fault: 'invalid-utf8', era: 'handshake', responses });
      running.push(http);
      await expect(discoverContract(httpServer('fx', http.url, 'unused', { era: 'handshake' }))).rejects.toThrow(
        /^server "fx", tools\/list, page 1: the server sent invalid UTF-8 in an HTTP response$/,
      );
      await http.stop();
    }
  });

  it('over legacy HTTP+SSE, likewise', async () => {
    const sse = await startSseFixture(sideDir('utf8-sse').sideFile, { fault: 'invalid-utf8' });
    const server = { ...httpServer('fx', sse.url, 'unused', { era: 'handshake' }), transport: { kind: 'sse' as const, url: sse.url, headers: {} } };
    await expect(discoverContract(server)).rejects.toThrow(/^server "fx", tools\/list, page 1: the server sent invalid UTF-8 in an HTTP response$/);
  });
});

describe('declared but unimplemented lists', () => {
  it('records a list answered with -32601 as unsupported, says so in the evidence, and gates the rest', async () => {
    const dir = stdioProject('unsupported', { fault: 'templates-unsupported' });
    const snapshot = await cli(['snapshot'], dir);
    expect(snapshot).toEqual({ code: 0, stderr: '', stdout: 'wrote out.json: 2025-06-18 (handshake era), 3 tools, 2 resources, 0 resource templates, 1 prompt\n' });
    const contract = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'));
    expect(contract.unsupportedLists).toEqual(['resources/templates/list']);
    const check = await cli(['check', '--report', 'report.json'], dir);
    expect(check.code).toBe(0);
    const evidence = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).servers[0].evidence;
    expect(evidence.filter((e: { check: string }) => e.check === 'unsupported_list')).toEqual([
      {
        check: 'unsupported_list',
        status: 'info',
        subject: 'server',
        message: 'the server declares resources but answered resources/templates/list with -32601 (method not found): recorded as unsupported (unsupportedLists)',
        details: { method: 'resources/templates/list' },
      },
    ]);
  });

  it('leaves the field out when every declared list answers', async () => {
    const dir = tempDir('mcg-hostile-supported-');
    const contract = await discoverContract(stdioServer('fx', fixtureArgs(writeSide(dir, base)), 'unused'));
    expect('unsupportedLists' in contract).toBe(false);
  });
});

describe('clean sessions', () => {
  it.each(['none', 'delete-405', 'delete-hangs'])('ends a Streamable HTTP session with DELETE and its id (fault: %s)', async (fault) => {
    const dir = tempDir('mcg-hostile-delete-');
    const log = join(dir, 'http.log');
    const http = await startHttpFixture(writeSide(dir, base), { era: 'handshake', log, ...(fault === 'none' ? {} : { fault }) });
    running.push(http);
    // requestMs bounds the DELETE too (at most 2 s): a server that never answers it is left behind. 10 s per
    // request is many times the work on a busy machine.
    const contract = await discoverContract(httpServer('fx', http.url, 'unused', { era: 'handshake', requestTimeoutMs: 10_000 }));
    expect(Object.keys(contract.tools)).toHaveLength(3);
    const entries = readLog(log);
    const sessionIds = new Set(entries.filter((e) => e.message?.method === 'tools/list').map((e) => e.headers['mcp-session-id']));
    expect(sessionIds.size).toBe(1);
    expect(entries.filter((e) => e.direction === 'delete')).toEqual([{ direction: 'delete', message: {}, headers: { 'mcp-protocol-version': '2025-06-18', 'mcp-session-id': [...sessionIds][0] } }]);
    await http.stop();
  });

  it('speaks legacy HTTP+SSE and closes the stream', async () => {
    const dir = tempDir('mcg-hostile-sse-');
    const log = join(dir, 'sse.log');
    const sse = await startSseFixture(writeSide(dir, base), { log });
    const contract = await discoverContract({ ...httpServer('fx', sse.url, 'unused'), transport: { kind: 'sse', url: sse.url, headers: {} } });
    expect(Object.keys(contract.tools)).toEqual(['create_note', 'list_notes', 'purge']);
    expect(await waitForLog(log, 'sse-closed')).toBe(true);
  });
});

describe('lifecycle misuse', () => {
  it('fails lifecycle_order when the server sends a request before notifications/initialized', async () => {
    const dir = tempDir('mcg-hostile-early-');
    const server = stdioServer('fx', fixtureArgs(writeSide(dir, base), { fault: 'request-before-initialized', era: 'handshake' }), 'unused', { era: 'handshake', clientCapabilities: { roots: {} } });
    const { evidence } = await inspectServer(server);
    expect(evidence.find((e) => e.check === 'lifecycle_order')).toEqual({
      check: 'lifecycle_order',
      status: 'fail',
      level: 'breaking',
      subject: 'server',
      message: 'lifecycle out of order: the server sent roots/list before notifications/initialized (only ping and logging may come first)',
    });
    expect(evidence.find((e) => e.check === 'undeclared_capability_use')?.status).toBe('pass');
  });

  it('judges the order by what the server could have known, the same on every run (30 sessions at once)', async () => {
    const sideFile = writeSide(tempDir('mcg-hostile-behind-'), base);
    const server = (fault: string, delayMs = 0) =>
      inspectServer(stdioServer('fx', fixtureArgs(sideFile, { fault, era: 'handshake', delayMs }), 'unused', { era: 'handshake', clientCapabilities: { roots: {} } }));
    const verdicts = async (runs: Array<ReturnType<typeof server>>) => new Set((await Promise.all(runs)).map(({ evidence }) => evidence.find((e) => e.check === 'lifecycle_order')!.message));
    // roots/list right behind the initialize answer: in its read, or (blocked 200 ms first) in a later one, after initialized went out.
    const behind = verdicts(Array.from({ length: 20 }, (_, i) => server('request-after-initialize-answer', i % 2 ? 200 : 0)));
    // roots/list once initialized is read, as a server may.
    const after = verdicts(Array.from({ length: 10 }, () => server('request-on-initialized')));
    expect(await behind).toEqual(new Set(['lifecycle out of order: the server sent roots/list before notifications/initialized (only ping and logging may come first)']));
    expect(await after).toEqual(new Set(['initialize, its validated answer, notifications/initialized, then operation']));
  });

  it('lists a session the negotiation policy refuses, but calls no tool and sends no probe', async () => {
    const dir = tempDir('mcg-hostile-refused-');
    const log = join(dir, 'fixture.log');
    const side = { ...base, capabilities: { ...(base.capabilities as object), resources: { subscribe: true } } };
    const probes = { examples: [{ name: 'list', tool: 'list_notes', arguments: {}, allowSideEffects: false, call: true }], subscribeProbe: { uri: 'notes://index', timeoutMs: 2_000 } };
    const server = (supportedProtocolVersions: string[]) =>
      stdioServer('fx', fixtureArgs(writeSide(dir, side), { era: 'handshake', log }), 'unused', {
        era: 'handshake',
        negotiation: { supportedProtocolVersions, requiredServerCapabilities: [], optionalServerCapabilities: [] },
        ...probes,
      });
    const methods = () => readLog(log).map((entry) => entry.message?.method);

    const refused = await inspectServer(server(['2025-11-25']));
    expect(Object.keys(refused.contract.tools)).toHaveLength(3);
    expect(methods()).not.toContain('tools/call');
    expect(methods()).not.toContain('resources/subscribe');
    expect(refused.evidence.filter((e) => e.status !== 'pass').map((e) => e.check)).toEqual(['unsupported_protocol_version', 'probes_skipped']);
    expect(refused.evidence.find((e) => e.check === 'probes_skipped')?.message).toBe('the negotiation policy refused this session (unsupported_protocol_version): no tool called, no probe sent');
    expect(refused.evidence.find((e) => e.check === 'example_arguments_valid')?.status).toBe('pass');

    writeFileSync(log, '');
    const accepted = await inspectServer(server(['2025-06-18']));
    expect(methods()).toEqual(expect.arrayContaining(['tools/call', 'resources/subscribe']));
    expect(accepted.evidence.find((e) => e.check === 'probes_skipped')).toBeUndefined();
  });
});

describe('afterwards', () => {
  it('leaves no server process behind, whatever the server did', async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    expect(await leftoverProcesses('mcg-hostile-')).toEqual([]);
  });
});
