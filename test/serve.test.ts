import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contractText } from '../src/contract/io.js';
import type { Contract } from '../src/contract/types.js';
import { validateAgainst } from '../src/jsonschema/validity.js';
import { FAULT_IDS, resolveProfile, withProfilesTable } from '../src/serve/profiles.js';
import { cli } from './helpers/cli.js';
import { ROOT, tempDir } from './helpers/fixture.js';
import { CLI, httpServer, rawSession, stopServers, track, TSX } from './helpers/serve.js';

/** Stateless era, with a protocol matrix (answers initialize for the handshake revisions it accepted). */
const WEATHER = join(ROOT, 'contracts/weather.mcp-contract.json');
/** Handshake era, nine tools. */
const MEMORY = join(ROOT, 'test/fixtures/real-servers/@modelcontextprotocol__server-memory@2026.1.26.mcp-contract.json');
/** Handshake era, declares resources.subscribe, one resource (memory://knowledge-graph). */
const SUBSCRIBING = join(ROOT, 'test/fixtures/real-servers/@modelcontextprotocol__server-memory@2026.8.31.mcp-contract.json');

/** The official conformance suite's reference server, snapshotted (stateless era, protocol matrix, a binary resource). */
const CONFORMANCE = join(ROOT, 'test/fixtures/conformance/everything-server.mcp-contract.json');

/** The settings test/fixtures/conformance/mcp-contract.yaml records a server with (examples, record, clientCapabilities). */
function recordingSettings(name: string): Record<string, unknown> {
  const { servers } = parse(readFileSync(join(ROOT, 'test/fixtures/conformance/mcp-contract.yaml'), 'utf8')) as { servers: Array<Record<string, unknown>> };
  const { examples, record, clientCapabilities } = servers.find((server) => server.name === name)!;
  return { examples, record, clientCapabilities };
}

const contractOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { server: string; protocolMatrix?: unknown; tools: Record<string, { definition: { outputSchema?: unknown } }> };

/** A project whose config snapshots `serve FILE ARGS...` (or a URL) into out.json. */
function project(served: string, server: Record<string, unknown>): string {
  const dir = tempDir('mcg-serve-');
  const contract = contractOf(served);
  const entry = { name: contract.server, contract: 'out.json', ...(contract.protocolMatrix ? { protocolMatrix: true } : {}), ...server };
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [entry] }));
  return dir;
}

const stdioServer = (served: string, ...args: string[]) => ({ command: TSX, args: [CLI, 'serve', served, ...args] });

afterEach(stopServers);

type Answer = Record<string, unknown> & { id?: unknown; result?: Record<string, unknown> };

/** `serve ARGS` over stdio, a line at a time: what it answered so far, and waits on its answers and its stderr. */
function liveSession(args: string[]) {
  const child = spawn(TSX, [CLI, 'serve', ...args], { cwd: ROOT });
  track(child);
  const answers: Answer[] = [];
  let out = '';
  let err = '';
  const waiting: Array<() => void> = [];
  const wake = () => waiting.splice(0).forEach((resume) => resume());
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (let newline = out.indexOf('\n'); newline !== -1; newline = out.indexOf('\n')) {
      answers.push(JSON.parse(out.slice(0, newline)) as Answer);
      out = out.slice(newline + 1);
    }
    wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void ((err += chunk), wake()));
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resume) => waiting.push(resume));
  };
  return {
    answers,
    send: (message: object) => void child.stdin.write(`${JSON.stringify(message)}\n`),
    answerTo: async (id: number) => (await until(() => answers.some((a) => a.id === id)), answers.find((a) => a.id === id)!),
    logged: (line: string) => until(() => err.includes(`mcp-contract serve: ${line}\n`)),
  };
}

const ADVANCE = 'notifications/mcp-contract-serve/advance-clock';
const advance = (ms: number) => ({ jsonrpc: '2.0', method: ADVANCE, params: { ms } });
/** A stateless-era request: the revision in its _meta, as the gate and the SDK send it. */
const stateless = (id: number, method: string, params: object = {}) => ({
  jsonrpc: '2.0',
  id,
  method,
  params: { ...params, _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
});

describe('serve --clock virtual: deadlines and caches without waiting', () => {
  it('a 60,000 ms slow answer comes only once the client has moved the clock past it (stdio)', async () => {
    const session = liveSession([WEATHER, '--clock', 'virtual', '--profile', 'slow@1', '--delay-ms', '60000']);
    session.send(stateless(1, 'tools/list'));
    session.send(advance(59_999));
    // The server has read the advance (it says so on stderr) and holds the answer: none is written before it is due.
    await session.logged('virtual clock at 59999 ms: 0 answers due, 1 waiting');
    expect(session.answers).toEqual([]);
    session.send(advance(1));
    expect(await session.answerTo(1)).toMatchObject({ result: { tools: expect.any(Array), ttlMs: 0, cacheScope: 'private' } });
    await session.logged('virtual clock at 60000 ms: 1 answer due, 0 waiting');
  }, 60_000);

  it('the same over Streamable HTTP: the answer to a POST waits for the advance POSTed after it', async () => {
    const url = await httpServer(WEATHER, '--clock', 'virtual', '--profile', 'slow', '--delay-ms', '60000', '--ttl-ms', '30000');
    const post = (body: { method: string; [key: string]: unknown }) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-method': body.method }, body: JSON.stringify(body) });
    let answered = false;
    const answer = post(stateless(4, 'tools/list')).then((response) => ((answered = true), response.json()));
    // A notification is answered 202 once handled: the server's clock is at 59,999 ms after the first one.
    expect((await post(advance(59_999))).status).toBe(202);
    expect(answered).toBe(false);
    expect((await post(advance(1))).status).toBe(202);
    expect(await answer).toMatchObject({ id: 4, result: { ttlMs: 30000, cacheScope: 'private' } });
  }, 60_000);

  it('late-after-cancel holds an answer until cancelled or --delay-ms of virtual time', async () => {
    const session = liveSession([MEMORY, '--clock', 'virtual', '--profile', 'late-after-cancel', '--delay-ms', '600000']);
    session.send({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    session.send({ jsonrpc: '2.0', id: 2, method: 'prompts/list', params: {} });
    session.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 2 } });
    expect(await session.answerTo(2)).toMatchObject({ id: 2 });
    session.send(advance(600_000));
    expect(await session.answerTo(1)).toMatchObject({ result: { tools: expect.any(Array) } });
    expect(session.answers.map((a) => a.id)).toEqual([2, 1]);
  }, 60_000);

  it('silent-list-change: the list changes at --change-after-ms of virtual time, within its ttlMs, and no list_changed says so', async () => {
    const tools = Object.keys(contractOf(WEATHER).tools);
    const session = liveSession([WEATHER, '--clock', 'virtual', '--ttl-ms', '60000', '--profile', 'silent-list-change', '--change-after-ms', '30000']);
    const names = async (id: number) => ((await session.answerTo(id)).result!.tools as Array<{ name: string }>).map((t) => t.name);
    session.send(stateless(1, 'tools/list'));
    expect(await names(1)).toEqual(tools.slice(1));
    session.send(advance(29_999));
    session.send(stateless(2, 'tools/list'));
    expect(await names(2)).toEqual(tools.slice(1));
    session.send(advance(1));
    session.send(stateless(3, 'tools/list'));
    expect(await names(3)).toEqual(tools);
    expect(session.answers.every((a) => a.method === undefined && a.result?.ttlMs === 60000)).toBe(true);
  }, 60_000);

  it('ttlMs and cacheScope are on the cacheable results of the 2026-07-28 revision only; --ttl-ms of a handshake-era contract is refused', async () => {
    const { answers } = await rawSession(
      [WEATHER, '--ttl-ms', '45000'],
      [
        stateless(1, 'server/discover'),
        stateless(2, 'tools/list'),
        stateless(3, 'resources/read', { uri: 'weather://stations' }),
        stateless(4, 'tools/call', { name: 'get_forecast', arguments: { station: 'EGLL' } }),
        { jsonrpc: '2.0', id: 5, method: 'tools/list', params: {} },
      ],
    );
    const hints = answers.map((a) => [a.id, (a.result as Record<string, unknown> | undefined)?.ttlMs, (a.result as Record<string, unknown> | undefined)?.cacheScope]);
    expect(hints).toEqual([
      [1, 45000, 'private'],
      [2, 45000, 'private'],
      [3, 45000, 'private'],
      [4, undefined, undefined],
      [5, undefined, undefined],
    ]);
    const refused = await cli(['serve', MEMORY, '--ttl-ms', '1000'], ROOT);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--ttl-ms applies to stateless-era contracts only');
  }, 60_000);

  it('a snapshot of a virtual-clock server with hints gives back the served contract byte for byte', async () => {
    const dir = project(WEATHER, stdioServer(WEATHER, '--clock', 'virtual', '--ttl-ms', '60000', '--page-size', '2'));
    expect(await cli(['snapshot'], dir)).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(readFileSync(WEATHER, 'utf8'));
  }, 60_000);
});

describe('serve: subscriptions/listen (2026-07-28)', () => {
  const SUB = 'io.modelcontextprotocol/subscriptionId';
  const ack = (id: number, notifications: object) => ({ jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: { notifications, _meta: { [SUB]: id } } });

  it('acknowledges the filter narrowed to what the contract declares, tagged with the request id; an empty one ends at once; a bad one is -32602', async () => {
    const session = liveSession([WEATHER]);
    // weather declares tools/prompts/resources listChanged, not resources.subscribe.
    session.send(stateless(1, 'subscriptions/listen', { notifications: { toolsListChanged: true, promptsListChanged: false, resourceSubscriptions: ['weather://stations'] } }));
    session.send(stateless(2, 'subscriptions/listen', { notifications: { resourceSubscriptions: ['weather://stations'] } }));
    await session.answerTo(2);
    session.send(stateless(3, 'subscriptions/listen', { notifications: 'everything' }));
    await session.answerTo(3);
    expect(session.answers).toEqual([
      ack(1, { toolsListChanged: true }),
      ack(2, {}),
      { jsonrpc: '2.0', id: 2, result: { resultType: 'complete', _meta: { [SUB]: 2 } } },
      { jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'Invalid params: notifications (the subscription filter) must be an object' } },
    ]);
  }, 60_000);

  it('resources.subscribe declared: one update per subscribed URI after the acknowledgement; a handshake-era session has no subscriptions/listen', async () => {
    const subscribable = join(tempDir('mcg-serve-listen-'), 'weather.json');
    const weather = JSON.parse(readFileSync(WEATHER, 'utf8')) as Contract;
    writeFileSync(subscribable, contractText({ ...weather, capabilities: { ...weather.capabilities, resources: { listChanged: true, subscribe: true } } }));
    const { answers } = await rawSession([subscribable], [stateless(1, 'subscriptions/listen', { notifications: { resourceSubscriptions: ['weather://stations'] } })]);
    expect(answers).toEqual([
      ack(1, { resourceSubscriptions: ['weather://stations'] }),
      { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'weather://stations', _meta: { [SUB]: 1 } } },
      { jsonrpc: '2.0', id: 1, result: { resultType: 'complete', _meta: { [SUB]: 1 } } },
    ]);
    const handshake = await rawSession([SUBSCRIBING], [{ jsonrpc: '2.0', id: 2, method: 'subscriptions/listen', params: { notifications: {} } }]);
    expect(handshake.answers).toEqual([{ jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found: subscriptions/listen' } }]);
  }, 60_000);

  it('over Streamable HTTP the acknowledgement comes at once on an event stream that stays open until the client closes it', async () => {
    const url = await httpServer(WEATHER);
    const closing = new AbortController();
    const body = stateless(5, 'subscriptions/listen', { notifications: { promptsListChanged: true } });
    const response = await fetch(url, {
      method: 'POST',
      signal: closing.signal,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-method': body.method },
      body: JSON.stringify(body),
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect([response.status, response.headers.get('content-type'), first]).toEqual([200, 'text/event-stream', `event: message\ndata: ${JSON.stringify(ack(5, { promptsListChanged: true }))}\n\n`]);
    closing.abort();
    // The server is still there for the next request once the stream is gone.
    const list = stateless(6, 'tools/list');
    const next = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'mcp-method': list.method }, body: JSON.stringify(list) });
    expect(next.status).toBe(200);
  }, 60_000);
});

describe('serve --profile rug-pull --then NEW.json: the tools change mid-session', () => {
  const SUB = 'io.modelcontextprotocol/subscriptionId';
  const names = (answer: Answer) => (answer.result!.tools as Array<{ name: string }>).map((t) => t.name);

  it("stateless era: after --then-after calls the tools are NEW.json's, and only the listen stream that asked for toolsListChanged is told", async () => {
    const session = liveSession([WEATHER, '--profile', 'rug-pull', '--then', MEMORY, '--then-after', '2']);
    session.send(stateless(1, 'subscriptions/listen', { notifications: { toolsListChanged: true } }));
    session.send(stateless(2, 'subscriptions/listen', { notifications: { promptsListChanged: true } }));
    const call = (id: number) => stateless(id, 'tools/call', { name: 'list_alerts', arguments: {} });
    session.send(call(3));
    await session.answerTo(3);
    session.send(stateless(4, 'tools/list'));
    expect(names(await session.answerTo(4))).toEqual(Object.keys(contractOf(WEATHER).tools));
    session.send(call(5));
    await session.answerTo(5);
    session.send(stateless(6, 'tools/list'));
    expect(names(await session.answerTo(6))).toEqual(Object.keys(contractOf(MEMORY).tools));
    expect(session.answers.filter((a) => a.method !== undefined).map((a) => [a.method, (a.params as { _meta: Record<string, unknown> })._meta[SUB]])).toEqual([
      ['notifications/subscriptions/acknowledged', 1],
      ['notifications/subscriptions/acknowledged', 2],
      ['notifications/tools/list_changed', 1],
    ]);
    // The change comes after the answer to the call that made it.
    expect(session.answers.findIndex((a) => a.method === 'notifications/tools/list_changed')).toBeGreaterThan(session.answers.findIndex((a) => a.id === 5));
  }, 60_000);

  it('a listen stream the client cancelled (notifications/cancelled, stdio) is told nothing more, and gets no result', async () => {
    const session = liveSession([WEATHER, '--profile', 'rug-pull', '--then', MEMORY]);
    session.send(stateless(1, 'subscriptions/listen', { notifications: { toolsListChanged: true } }));
    session.send(stateless(2, 'subscriptions/listen', { notifications: { toolsListChanged: true } }));
    session.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } });
    session.send(stateless(3, 'tools/call', { name: 'list_alerts', arguments: {} }));
    await session.answerTo(3);
    session.send(stateless(4, 'tools/list'));
    await session.answerTo(4);
    expect(session.answers.map((a) => a.id ?? [a.method, (a.params as { _meta: Record<string, unknown> })._meta[SUB]])).toEqual([
      ['notifications/subscriptions/acknowledged', 1],
      ['notifications/subscriptions/acknowledged', 2],
      3,
      ['notifications/tools/list_changed', 2],
      4,
    ]);
  }, 60_000);

  it('handshake era over Streamable HTTP: the call that pulls the rug is answered on an event stream, its answer then list_changed', async () => {
    const url = await httpServer(MEMORY, '--profile', 'rug-pull@1', '--then', WEATHER);
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const session = (await fetch(url, { method: 'POST', headers, body: JSON.stringify(initialize) })).headers.get('mcp-session-id')!;
    const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'read_graph', arguments: {} } };
    const response = await fetch(url, { method: 'POST', headers: { ...headers, 'mcp-session-id': session }, body: JSON.stringify(call) });
    const events = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as Answer);
    expect([response.headers.get('content-type'), events.map((e) => e.id ?? e.method)]).toEqual(['text/event-stream', [2, 'notifications/tools/list_changed']]);
    const list = await fetch(url, { method: 'POST', headers: { ...headers, 'mcp-session-id': session }, body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }) });
    expect(names((await list.json()) as Answer)).toEqual(Object.keys(contractOf(WEATHER).tools));
  }, 60_000);
});

describe('serve: the stateless era and sessions over Streamable HTTP, as the spec says', () => {
  const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  async function call(url: string, method: string, params: Record<string, unknown>, headers: Record<string, string> = {}) {
    const body = { jsonrpc: '2.0', id: 1, method, params };
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-method': method, ...headers },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { result?: Record<string, unknown>; error?: Record<string, unknown> };
    return [response.status, answer.error ?? answer.result];
  }

  it('per-request _meta and protocol headers are checked with the spec codes and statuses; every result says resultType and its caching hints', async () => {
    const url = await httpServer(WEATHER);
    const results = [
      await call(url, 'tools/list', {}),
      await call(url, 'tools/list', { _meta: { ...META, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } }),
      await call(url, 'tools/list', { _meta: META }, { 'mcp-protocol-version': '2025-11-25' }),
      await call(url, 'resources/read', { uri: 'weather://nowhere', _meta: META }, { 'mcp-name': 'weather://nowhere' }),
      await call(url, 'ping', { _meta: META }),
      await call(url, 'no/such/method', { _meta: META }),
      await call(url, 'tools/call', { name: 'get_forecast', _meta: META }),
    ];
    expect(results).toEqual([
      [400, { code: -32602, message: 'Invalid params: _meta is required in the stateless era' }],
      [400, { code: -32022, message: 'Unsupported protocol version: 2099-01-01', data: { supported: ['2026-07-28'], requested: '2099-01-01' } }],
      [400, { code: -32020, message: 'Header mismatch: MCP-Protocol-Version does not match the request body' }],
      [200, { code: -32602, message: 'Resource not found: weather://nowhere', data: { uri: 'weather://nowhere' } }],
      [404, { code: -32601, message: 'Method not found: ping (removed in the stateless era)' }],
      [404, { code: -32601, message: 'Method not found: no/such/method' }],
      [400, { code: -32020, message: 'Header mismatch: the Mcp-Name header is missing' }],
    ]);
    const [status, list] = await call(url, 'tools/list', { _meta: META });
    expect([status, (list as Record<string, unknown>).resultType, (list as Record<string, unknown>).ttlMs, (list as Record<string, unknown>).cacheScope]).toEqual([200, 'complete', 0, 'private']);
  }, 60_000);

  it('DELETE ends a handshake session: the next request naming it is 404', async () => {
    const url = await httpServer(MEMORY);
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const session = (await fetch(url, { method: 'POST', headers, body: JSON.stringify(initialize) })).headers.get('mcp-session-id')!;
    const list = () => fetch(url, { method: 'POST', headers: { ...headers, 'mcp-session-id': session }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }) });
    const statuses = [(await list()).status, (await fetch(url, { method: 'DELETE', headers: { 'mcp-session-id': session } })).status, (await list()).status];
    expect(statuses).toEqual([200, 200, 404]);
  }, 60_000);
});

describe('serve: round trip through the gate', () => {
  it.each([
    ['stateless era, protocol matrix', WEATHER],
    ['handshake era', MEMORY],
  ])(
    'snapshot of serve over stdio gives back the served contract byte for byte (%s)',
    async (_, served) => {
      const dir = project(served, stdioServer(served, '--page-size', '2'));
      const result = await cli(['snapshot'], dir);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(readFileSync(served, 'utf8'));
    },
    60_000,
  );

  it('a list the contract records as refused (unsupportedLists) is refused again (-32601), so the snapshot keeps the field', async () => {
    const refusing = { ...contractOf(MEMORY), capabilities: { tools: { listChanged: true }, prompts: {} }, unsupportedLists: ['prompts/list'] };
    const served = join(tempDir('mcg-serve-refusing-'), 'refusing.json');
    writeFileSync(served, contractText(refusing as unknown as Contract));
    const { answers } = await rawSession([served], [{ jsonrpc: '2.0', id: 1, method: 'prompts/list', params: {} }]);
    expect(answers).toEqual([{ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found: prompts/list' } }]);
    const dir = project(served, stdioServer(served));
    expect(await cli(['snapshot'], dir)).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(readFileSync(served, 'utf8'));
  }, 60_000);

  it.each([
    ['stateless era', WEATHER, {}],
    ['handshake era', MEMORY, {}],
    // With the settings the fixture was recorded with (its recorded answers come back too).
    ['stateless era, protocol matrix, a binary resource, recorded answers: the conformance fixture', CONFORMANCE, recordingSettings('conformance-everything')],
  ])(
    'snapshot of serve over Streamable HTTP gives back the served contract byte for byte (%s)',
    async (_, served, settings) => {
      const url = await httpServer(served, '--page-size', '3');
      const dir = project(served, { ...settings, url });
      const result = await cli(['snapshot'], dir);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(readFileSync(served, 'utf8'));
    },
    60_000,
  );
});

describe('serve: other clients', () => {
  it.each([
    ['handshake era', MEMORY],
    ['stateless era (initialize as its matrix accepted)', WEATHER],
  ])(
    'the official SDK client lists the tool names the contract holds (%s)',
    async (_, served) => {
      const client = new Client({ name: 'serve-test', version: '1.0.0' });
      await client.connect(new StdioClientTransport({ command: TSX, args: [CLI, 'serve', served], cwd: ROOT, stderr: 'pipe' }));
      try {
        const { tools } = await client.listTools();
        expect(tools.map((t) => t.name)).toEqual(Object.keys(contractOf(served).tools));
        const call = await client.callTool({ name: 'get_forecast', arguments: { station: 'EGLL' } }).catch(() => undefined);
        if (served === WEATHER) expect(validateAgainst(contractOf(served).tools.get_forecast!.definition.outputSchema, call!.structuredContent)).toEqual([]);
      } finally {
        await client.close();
      }
    },
    60_000,
  );

  it('tools/call: structuredContent valid against the outputSchema, the same bytes for the same seed', async () => {
    const request = [
      '{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{}}',
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_forecast","arguments":{"station":"EGLL"}}}',
      '',
    ].join('\n');
    const run = (seed: string) =>
      new Promise<string>((resolve) => {
        const child = spawn(TSX, [CLI, 'serve', WEATHER, '--seed', seed], { cwd: ROOT });
        let out = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
        child.once('exit', () => resolve(out.split('\n')[1]!));
        child.stdin.end(request);
      });
    const [first, again, other] = await Promise.all([run('7'), run('7'), run('8')]);
    expect(first).toBe(again);
    const answer = JSON.parse(first) as { result: { structuredContent: unknown; content: Array<{ type: string; text: string }> } };
    expect(validateAgainst(contractOf(WEATHER).tools.get_forecast!.definition.outputSchema, answer.result.structuredContent)).toEqual([]);
    expect(answer.result.content[0]).toEqual({ type: 'text', text: JSON.stringify(answer.result.structuredContent) });
    expect(JSON.parse(other).result.structuredContent).toBeDefined();
  }, 60_000);
});

describe('serve: fault profiles make the gate fail, naming the fault', () => {
  it.each([
    ['wrong-id', [], 'which matches no request in flight'],
    ['expired-cursor', ['--page-size', '1'], 'cursor expired'],
    ['list-changed-mid-walk@1', [], 'the list kept changing: notifications/tools/list_changed arrived during'],
    // Page one lacks the first tool, page two starts where page one ended in the list with it: page one's last tool comes again.
    ['entry-appears-mid-walk@1', ['--page-size', '2'], 'tools/list, page 2: two items have name "create_relations" (pages 1 and 2): a contract defect'],
  ])(
    'snapshot fails with exit 3 under %s',
    async (profile, extra, phrase) => {
      const dir = project(MEMORY, stdioServer(MEMORY, '--profile', profile, ...extra));
      const result = await cli(['snapshot'], dir);
      expect(result.code).toBe(3);
      expect(result.stderr).toContain(phrase);
    },
    60_000,
  );

  it('snapshot fails with exit 3 under slow (answers after --delay-ms, beyond timeouts.requestMs)', async () => {
    const dir = project(MEMORY, { ...stdioServer(MEMORY, '--profile', 'slow', '--delay-ms', '8000'), era: 'handshake', timeouts: { requestMs: 3000 } });
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(3);
    // The wording of the timeout is the transport's; the delay it names is the config's.
    expect(result.stderr).toMatch(/(no answer|did not answer \S+) within 3000 ms/);
  }, 60_000);

  it('slow under --clock virtual: the gate, which never advances the clock, gets no answer (exit 3)', async () => {
    const dir = project(MEMORY, { ...stdioServer(MEMORY, '--clock', 'virtual', '--profile', 'slow', '--delay-ms', '60000'), era: 'handshake', timeouts: { requestMs: 2000 } });
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/(no answer|did not answer \S+) within 2000 ms/);
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  }, 60_000);

  it("silent-list-change: page two comes from the list after its change, page one's last item again (exit 3)", async () => {
    const dir = project(MEMORY, stdioServer(MEMORY, '--clock', 'virtual', '--profile', 'silent-list-change@1', '--page-size', '2'));
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('tools/list, page 2: two items have name "create_relations" (pages 1 and 2): a contract defect');
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  }, 60_000);

  it('the faults work over Streamable HTTP too (wrong-id)', async () => {
    const url = await httpServer(MEMORY, '--profile', 'wrong-id');
    const result = await cli(['snapshot'], project(MEMORY, { url }));
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('which matches no request in flight');
  }, 60_000);

  it('invalid-structured-content: snapshot calls the canonical example, fails on output_schema_violation (exit 1) and writes nothing', async () => {
    const example = { name: 'forecast', tool: 'get_forecast', arguments: { station: 'EGLL' } };
    const valid = project(WEATHER, { ...stdioServer(WEATHER), examples: [example] });
    expect(await cli(['snapshot'], valid)).toMatchObject({ code: 0, stderr: '' });
    const dir = project(WEATHER, { ...stdioServer(WEATHER, '--profile', 'invalid-structured-content'), examples: [example] });
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: weather: evidence output_schema_violation failed: structuredContent does not match the outputSchema: .+\n$/);
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  }, 150_000);

  it('entry-appears-mid-walk: page one lacks the first entry, page two is cut from the list with it', async () => {
    const tools = Object.keys(contractOf(MEMORY).tools);
    const first = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
    const { answers } = await rawSession([MEMORY, '--profile', 'entry-appears-mid-walk', '--page-size', '2'], [first]);
    const page1 = answers[0]!.result as { tools: Array<{ name: string }>; nextCursor: string };
    expect(page1.tools.map((t) => t.name)).toEqual(tools.slice(1, 3));
    const { answers: second } = await rawSession([MEMORY, '--profile', 'entry-appears-mid-walk', '--page-size', '2'], [{ ...first, params: { cursor: page1.nextCursor } }]);
    expect((second[0]!.result as { tools: Array<{ name: string }> }).tools.map((t) => t.name)).toEqual(tools.slice(2, 4));
  }, 60_000);

  it('unknown-result-type: list results carry an undefined resultType, and snapshot refuses the page (exit 3)', async () => {
    const { answers } = await rawSession(
      [WEATHER, '--profile', 'unknown-result-type@1'],
      [
        { jsonrpc: '2.0', id: 1, method: 'server/discover', params: {} },
        { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
      ],
    );
    expect(answers[1]!.result).toMatchObject({ resultType: 'mcp-contract-serve/unknown-result-type' });
    // A list answers "complete" (src/discovery/walk.ts): another resultType is no list page.
    const dir = project(WEATHER, stdioServer(WEATHER, '--profile', 'unknown-result-type', '--page-size', '1'));
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('resultType "mcp-contract-serve/unknown-result-type" is not "complete": a list result must be complete');
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  }, 60_000);

  it('unknown-result-type is refused for a handshake-era contract, subscription-breaks without resources.subscribe (exit 2)', async () => {
    const handshake = await cli(['serve', MEMORY, '--profile', 'unknown-result-type'], ROOT);
    expect(handshake.code).toBe(2);
    expect(handshake.stderr).toContain('fault profile unknown-result-type applies to stateless-era contracts only');
    const unsubscribable = await cli(['serve', MEMORY, '--profile', 'subscription-breaks'], ROOT);
    expect(unsubscribable.code).toBe(2);
    expect(unsubscribable.stderr).toContain('fault profile subscription-breaks needs a contract that declares resources.subscribe');
  });

  it('undeclared-elicitation: snapshot fails on undeclared_capability_use (exit 1) and writes nothing', async () => {
    const dir = project(MEMORY, stdioServer(MEMORY, '--profile', 'undeclared-elicitation@1'));
    expect(await cli(['snapshot'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: ${contractOf(MEMORY).server}: evidence undeclared_capability_use failed: the server used what was not negotiated: elicitation/create (the gate did not declare elicitation)\n`,
    });
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  }, 60_000);

  it('late-after-cancel: the gate times out (exit 3) and cancels the request it gave up on; serve releases the held answer, no other failure', async () => {
    const dir = tempDir('mcg-serve-cancel-');
    const log = join(dir, 'serve.log');
    // serve's stderr into a file the test reads (the gate keeps a stdio server's stderr to itself).
    const wrapped = { command: 'sh', args: ['-c', `exec "$@" 2>'${log}'`, 'serve', TSX, CLI, 'serve', MEMORY, '--profile', 'late-after-cancel@1', '--delay-ms', '600000'] };
    // requestMs leaves a loaded machine time to start serve (tsx): it is tools/list that must time out.
    const entry = { name: contractOf(MEMORY).server, contract: 'out.json', era: 'handshake', timeouts: { requestMs: 10000 }, ...wrapped };
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [entry] }));
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('tools/list, page 1: no answer within 10000 ms');
    expect(result.stderr).not.toContain('matches no request in flight');
    // Held for 600 s unless released: the line is the cancellation, read before the gate ended the server.
    expect(readFileSync(log, 'utf8')).toMatch(/^mcp-contract serve: notifications\/cancelled for request \d+: its held answer is sent now \(late-after-cancel\)$/m);
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  }, 60_000);

  it('late-after-cancel: notifications/cancelled releases the held answer, which is sent anyway', async () => {
    // Held for 600 s unless released: an answer within the test's timeout is the release.
    const { answers } = await rawSession(
      [MEMORY, '--profile', 'late-after-cancel', '--delay-ms', '600000'],
      [
        { jsonrpc: '2.0', id: 7, method: 'tools/list', params: {} },
        { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7, reason: 'timed out' } },
      ],
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ id: 7, result: { tools: expect.any(Array) } });
  }, 60_000);

  it('late-after-cancel over Streamable HTTP: a notifications/cancelled POST releases the held answer', async () => {
    const url = await httpServer(MEMORY, '--profile', 'late-after-cancel', '--delay-ms', '600000');
    const post = (body: { method: string; [key: string]: unknown }) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-method': body.method }, body: JSON.stringify(body) });
    // Held for 600 s unless released: an answer within the test's timeout is the release.
    const answer = post({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} });
    await new Promise((wake) => setTimeout(wake, 500));
    expect((await post({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 3 } })).status).toBe(202);
    expect(await (await answer).json()).toMatchObject({ id: 3, result: { tools: expect.any(Array) } });
  }, 60_000);

  it('subscription-breaks: snapshot with a subscribeProbe passes without it, fails with it (exit 1) and writes nothing', async () => {
    const probed = (...args: string[]) => project(SUBSCRIBING, { ...stdioServer(SUBSCRIBING, ...args), subscribeProbe: { uri: 'memory://knowledge-graph', timeoutMs: 2000 } });
    expect(await cli(['snapshot'], probed())).toMatchObject({ code: 0, stderr: '' });
    const dir = probed('--profile', 'subscription-breaks@1');
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: ${contractOf(SUBSCRIBING).server}: evidence subscription_probe failed: resources.subscribe is declared, but resources/read ok, resources/subscribe ok, notifications/resources/updated failed (no update within 2000 ms)\n`,
    );
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  }, 60_000);

  it('an unknown profile or version is a one-line usage error (exit 2), with a did-you-mean', async () => {
    const known = FAULT_IDS.join(', ');
    const runs = await Promise.all(['nope', 'wrong-idd', 'slow@9'].map((profile) => cli(['serve', WEATHER, '--profile', profile], ROOT)));
    expect(runs.map((run) => [run.code, run.stderr])).toEqual([
      [2, `mcp-contract: serve: unknown fault profile "nope" (known: ${known})\n`],
      [2, `mcp-contract: serve: unknown fault profile "wrong-idd"; did you mean "wrong-id"? (known: ${known})\n`],
      [2, 'mcp-contract: serve: fault profile "slow" has no version 9 (known: slow@1)\n'],
    ]);
    expect((await cli(['serve', WEATHER, '--clock', 'sundial'], ROOT)).stderr).toContain('--clock is real or virtual, not "sundial"');
  });

  it('the profile table is the one source: ids keep their version, the help and docs/serve.md list every row', async () => {
    expect(['slow', 'slow@1', 'wrong-id@1'].map(resolveProfile)).toEqual(['slow@1', 'slow@1', 'wrong-id@1']);
    const help = (await cli(['serve', '--help'], ROOT)).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(FAULT_IDS.join(', '));
    const doc = readFileSync(join(ROOT, 'docs/serve.md'), 'utf8');
    expect(withProfilesTable(doc)).toBe(doc); // npm run docs writes it
    expect(FAULT_IDS.filter((id) => !doc.includes(`| \`${id}\` |`))).toEqual([]);
  });
});
