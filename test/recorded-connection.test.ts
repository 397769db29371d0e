// A recording keeps the connection apart from the calls: what server-everything (the pinned dev
// dependency, a real server in its own process) sends right after connecting (a roots/list request,
// then a log line) is recorded at connection level, never under the example that happens to run;
// the same server records the same bytes run after run; `serve` says those messages again once a
// client has initialized (over Streamable HTTP on the session's GET stream), so a snapshot of
// `serve` with the same config gives the contract back.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ListRootsRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { Contract } from '../src/contract/types.js';
import { cli } from './helpers/cli.js';
import { EVERYTHING, ROOT, tempDir } from './helpers/fixture.js';
import { pythonClient, pythonUnavailable } from './helpers/python.js';
import { CLI, httpServer, stopServers, TSX } from './helpers/serve.js';

afterEach(stopServers);

const noPython = pythonUnavailable();
if (noPython) console.warn(`test/recorded-connection.test.ts: the Python client ${noPython}`);

/** A config that records two example calls, a read and a get of server-everything, as a client with roots. */
const entry = {
  name: 'everything',
  contract: 'out.json',
  clientCapabilities: { roots: {} },
  examples: [
    { tool: 'echo', arguments: { message: 'hi' }, record: true, allowSideEffects: true },
    { tool: 'add', arguments: { a: 2, b: 3 }, record: true, allowSideEffects: true },
  ],
  record: { resources: ['test://static/resource/1'], prompts: [{ name: 'simple_prompt' }] },
};

/** `snapshot` of `command args` (or of the server at a URL) with the config above; the contract's text. */
async function recorded(command: string, args: string[] = []): Promise<string> {
  const dir = tempDir('mcg-connection-');
  const server = command.startsWith('http://') ? { url: command } : { command, args };
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ ...entry, ...server }] }));
  expect(await cli(['snapshot'], dir)).toMatchObject({ code: 0, stderr: '' });
  return readFileSync(join(dir, 'out.json'), 'utf8');
}

const CONNECTION = [
  { kind: 'request', method: 'roots/list', params: {} },
  { kind: 'notification', method: 'notifications/message', params: { data: 'Initial roots received: 0 root(s) from client', level: 'info', logger: 'everything-server' } },
];
/** The log line of CONNECTION as it goes on the wire. */
const LOG_LINE = { jsonrpc: '2.0', method: 'notifications/message', params: CONNECTION[1]!.params };

/** What an official SDK client with `capabilities` is told after connecting over `transport`, in order, until the log line. */
async function heard(capabilities: object, transport: Transport): Promise<string[]> {
  const said: string[] = [];
  const client = new Client({ name: 'host-test', version: '1.0.0' }, { capabilities });
  const logged = new Promise<void>((resolve) =>
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      said.push(`log: ${String(n.params.data)}`);
      resolve();
    }),
  );
  if ('roots' in capabilities) client.setRequestHandler(ListRootsRequestSchema, () => (said.push('roots/list'), { roots: [] }));
  await client.connect(transport);
  await logged;
  await client.close();
  return said;
}

/** The recorded contract in a file of its own. */
function contractFile(text: string): string {
  const file = join(tempDir('mcg-connection-'), 'everything.mcp-contract.json');
  writeFileSync(file, text);
  return file;
}

describe('recordings keep the connection apart from the calls', () => {
  let first: string;

  it('server-everything: the messages after connecting are recorded at connection level, the same bytes in two runs', async () => {
    first = await recorded(process.execPath, [EVERYTHING, 'stdio']);
    const again = await recorded(process.execPath, [EVERYTHING, 'stdio']);
    expect(again).toBe(first);
    const { connection, tools, prompts } = (JSON.parse(first) as Contract).recorded!;
    expect(connection).toEqual(CONNECTION);
    // No call holds them: each example and get said nothing of its own.
    expect([...Object.values(tools!), ...Object.values(prompts!)].flat().map((call) => call.during)).toEqual([undefined, undefined, undefined]);
  }, 120_000);

  it('serve says them again once a client has initialized: roots/list to a client with roots, the log to every client', async () => {
    const file = contractFile(first);
    const stdio = () => new StdioClientTransport({ command: TSX, args: [CLI, 'serve', file], cwd: ROOT, stderr: 'pipe' });
    expect(await heard({ roots: {} }, stdio())).toEqual(['roots/list', 'log: Initial roots received: 0 root(s) from client']);
    expect(await heard({}, stdio())).toEqual(['log: Initial roots received: 0 root(s) from client']);
  }, 60_000);

  it('over Streamable HTTP, on the GET stream the SDK client opens after initialize: the same messages, once per session', async () => {
    const url = new URL(await httpServer(contractFile(first)));
    expect(await heard({ roots: {} }, new StreamableHTTPClientTransport(url))).toEqual(['roots/list', 'log: Initial roots received: 0 root(s) from client']);
    expect(await heard({}, new StreamableHTTPClientTransport(url))).toEqual(['log: Initial roots received: 0 root(s) from client']);
  }, 60_000);

  it.skipIf(noPython !== undefined).each(['stdio', 'http'] as const)(
    'the official Python client (mcp 2.3.0) hears them too, over %s (over HTTP on the GET stream it opens after initialize)',
    async (transport) => {
      const file = contractFile(first);
      const target = transport === 'stdio' ? ['stdio', TSX, CLI, 'serve', file] : ['http', await httpServer(file)];
      const heardBy = async (roots: boolean, expect: number) => (await pythonClient({ connection: { roots, expect } }, target)).connection;
      expect(await heardBy(true, 2)).toEqual(['roots/list', 'log: Initial roots received: 0 root(s) from client']);
      expect(await heardBy(false, 1)).toEqual(['log: Initial roots received: 0 root(s) from client']);
    },
    60_000,
  );

  it('over HTTP, the messages wait for the GET stream and for notifications/initialized, whichever comes last; roots/list is answered by POST', async () => {
    const wire = new Wire(await httpServer(contractFile(first)));
    // The stream opened after a call: nothing was lost meanwhile.
    const late = await wire.initialize({ roots: {} });
    await wire.post(late, { jsonrpc: '2.0', method: 'notifications/initialized' });
    expect((await wire.post(late, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { message: 'hi' } } })).status).toBe(200);
    const stream = await wire.get(late);
    const ask = { jsonrpc: '2.0', id: 'mcp-contract-serve-1', method: 'roots/list', params: {} };
    expect(await stream.next()).toEqual(ask);
    // The log line follows only once the client answered (or 10 s passed): the answer comes by POST, 202.
    expect((await wire.post(late, { jsonrpc: '2.0', id: ask.id, result: { roots: [] } })).status).toBe(202);
    expect(await stream.next()).toEqual(LOG_LINE);
    // A second stream of the same session is refused while the first is open.
    expect(await wire.refusal(late)).toEqual([409, null, 'conflict: this session has a GET stream open already']);
    stream.close();
    // The stream opened before notifications/initialized: the messages come once it does.
    const early = await wire.initialize({});
    const waiting = await wire.get(early);
    await wire.post(early, { jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(await waiting.next()).toEqual(LOG_LINE);
    waiting.close();
  }, 60_000);

  it('over HTTP, a GET outside a session is 405, one that does not accept an event stream 406; a contract with nothing to say keeps 405', async () => {
    const wire = new Wire(await httpServer(contractFile(first)));
    expect(await wire.refusal(undefined)).toEqual([405, 'GET, POST, DELETE', 'method not allowed: a GET stream needs an established session (Mcp-Session-Id)']);
    expect(await wire.refusal(await wire.initialize({}), 'application/json')).toEqual([406, null, 'not acceptable: the GET stream is text/event-stream (Accept)']);
    const { recorded: _recorded, ...silent } = JSON.parse(first) as Contract;
    const quiet = new Wire(await httpServer(contractFile(JSON.stringify(silent))));
    expect(await quiet.refusal(await quiet.initialize({}))).toEqual([405, 'POST, DELETE', 'method not allowed']);
  }, 60_000);

  it('a snapshot of serve (stdio or HTTP) with the same config records the same connection messages: the contract comes back byte for byte', async () => {
    const file = join(tempDir('mcg-connection-'), 'everything.mcp-contract.json');
    writeFileSync(file, first);
    expect(await recorded(TSX, [CLI, 'serve', file])).toBe(first);
    // Over HTTP the gate hears them on its GET stream, and records them the same.
    expect(await recorded(await httpServer(file))).toBe(first);
  }, 120_000);
});

/** Raw Streamable HTTP against one `serve --http`: sessions, POSTs and GET streams, for what an SDK client does not show. */
class Wire {
  constructor(private readonly url: string) {}

  /** A new session of a client with `capabilities`: its Mcp-Session-Id. */
  async initialize(capabilities: object): Promise<string> {
    const params = { protocolVersion: '2025-11-25', capabilities, clientInfo: { name: 't', version: '1' } };
    const response = await this.post(undefined, { jsonrpc: '2.0', id: 0, method: 'initialize', params });
    await response.text();
    return response.headers.get('mcp-session-id')!;
  }

  post(session: string | undefined, message: object): Promise<Response> {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(session ? { 'mcp-session-id': session } : {}) };
    return fetch(this.url, { method: 'POST', headers, body: JSON.stringify(message) });
  }

  /** A GET stream of `session`, read message by message; or, with read false, the bare response. */
  async get(session: string | undefined, accept?: string, read?: true): Promise<EventStream>;
  async get(session: string | undefined, accept: string, read: false): Promise<Response>;
  async get(session: string | undefined, accept = 'text/event-stream', read = true): Promise<EventStream | Response> {
    const controller = new AbortController();
    const headers = { accept, ...(session ? { 'mcp-session-id': session } : {}) };
    const response = await fetch(this.url, { method: 'GET', headers, signal: controller.signal });
    if (!read) return response;
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/event-stream']);
    return new EventStream(response, controller);
  }

  /** A refused GET: its status, Allow header and body. */
  async refusal(session: string | undefined, accept?: string): Promise<[number, string | null, string]> {
    const response = await this.get(session, accept ?? 'text/event-stream', false);
    return [response.status, response.headers.get('allow'), await response.text()];
  }
}

/** The JSON-RPC messages of an event stream, one at a time. */
class EventStream {
  private readonly reader: ReadableStreamDefaultReader<string>;
  private buffer = '';

  constructor(
    response: Response,
    private readonly controller: AbortController,
  ) {
    this.reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  }

  async next(): Promise<unknown> {
    for (let end = this.buffer.indexOf('\n\n'); ; end = this.buffer.indexOf('\n\n')) {
      if (end !== -1) {
        const event = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (data) return JSON.parse(data.slice('data: '.length));
        continue;
      }
      const { value, done } = await this.reader.read();
      if (done) throw new Error(`the stream ended; unread: ${this.buffer}`);
      this.buffer += value;
    }
  }

  close(): void {
    this.controller.abort();
  }
}
