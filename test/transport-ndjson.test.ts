// An application/json answer holding newline-delimited JSON (the MCP conformance suite's reference
// server streams a tools/call or subscriptions/listen so): each line a message, in order, over a
// real loopback HTTP server and the gate's real Streamable HTTP connection and session.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverContract } from '../src/commands/observe-server.js';
import { openConnection, sessionOn } from '../src/transport/connect.js';
import type { RpcSession } from '../src/transport/session.js';
import { corpus, httpServer, startHttpFixture, tempDir, writeSide, type RunningServer, type Side } from './helpers/fixture.js';

type Message = { id?: number; method?: string; params?: Record<string, unknown> };
/** How the server answers one request: the body's chunks, each written once the promise before it settles. */
type Answer = (request: Message) => { type?: string; chunks: (string | Promise<unknown>)[] };

const PROGRESS = { progressToken: 'token-abc', total: 100, value: 50 };
const RESULT = { content: [{ type: 'text', text: 'Streaming complete' }] };
const progressLine = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: PROGRESS });
const resultLine = (id: number | undefined, result: unknown = RESULT) => JSON.stringify({ jsonrpc: '2.0', id, result });

let answer: Answer = () => ({ chunks: [] });
let url = '';
const server = createServer((request, response) => void serve(request, response));
const sessions: { close(): Promise<void> }[] = [];
const fixtures: RunningServer[] = [];

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/mcp`;
});

afterAll(async () => {
  await Promise.all([...sessions.map((session) => session.close()), ...fixtures.map((fixture) => fixture.stop())]);
  server.close();
});

/** A minimal stateless server: a notification is accepted (202), a request answered by `answer`. */
async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') return void response.writeHead(405).end();
  let body = '';
  for await (const chunk of request) body += String(chunk);
  const message = JSON.parse(body) as Message;
  if (message.id === undefined) return void response.writeHead(202).end();
  const { type = 'application/json', chunks } = answer(message);
  response.writeHead(200, { 'content-type': type }); // no length: Transfer-Encoding: chunked
  for (const chunk of chunks) {
    if (typeof chunk === 'string') response.write(chunk);
    else await chunk;
  }
  response.end();
}

/** The gate's session on the loopback server, and the notifications it delivered. */
async function open(messageBytes = 1_000_000): Promise<{ session: RpcSession; notifications: [string, unknown][] }> {
  const deadline = new AbortController().signal;
  const connection = await openConnection('nd', { kind: 'streamable-http', url, headers: {} }, {}, { deadline, startTimeoutMs: 5_000, messageBytes });
  const session = sessionOn(connection, { name: 'nd', requestTimeoutMs: 5_000 }, deadline);
  sessions.push({ close: () => (session.detach(), connection.close()) });
  const notifications: [string, unknown][] = [];
  session.onNotification((method, params) => notifications.push([method, params]));
  return { session, notifications };
}

function call(session: RpcSession): Promise<Record<string, unknown>> {
  return session.request('tools/call', { name: 'test_streaming', arguments: {} });
}

describe('newline-delimited JSON in an application/json answer', () => {
  it('delivers a progress notification as it comes, then settles the request with the result', async () => {
    const { session, notifications } = await open();
    let delivered!: () => void;
    const notified = new Promise<void>((resolve) => (delivered = resolve));
    session.onNotification(() => delivered());
    // The result is written only once the gate has delivered the notification: held back, the run would time out.
    answer = (request) => ({ chunks: [`${progressLine}\n`, notified, `${resultLine(request.id)}\n`] });
    expect(await call(session)).toEqual(RESULT);
    expect(notifications).toEqual([['notifications/progress', PROGRESS]]);
  });

  it('reads lines split anywhere, CRLF and blank lines, and a notification after the result', async () => {
    const { session, notifications } = await open();
    const after = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'done' } });
    let delivered!: () => void;
    const both = new Promise<void>((resolve) => (delivered = resolve));
    session.onNotification(() => notifications.length === 2 && delivered());
    answer = (request) => {
      const body = `\r\n${progressLine}\r\n\n${resultLine(request.id)}\r\n${after}`;
      return { chunks: [...body.match(/[^]{1,7}/g)!] };
    };
    expect(await call(session)).toEqual(RESULT);
    await both;
    expect(notifications).toEqual([
      ['notifications/progress', PROGRESS],
      ['notifications/message', { level: 'info', data: 'done' }],
    ]);
  });

  it('bounds each line by limits.messageBytes, not the body', async () => {
    const { session } = await open(200);
    const padded = (n: number) => JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { data: 'x'.repeat(n) } });
    answer = (request) => ({ chunks: [`${padded(100)}\n${padded(100)}\n${resultLine(request.id)}\n`] });
    expect(await call(session)).toEqual(RESULT);
    answer = (request) => ({ chunks: [`${padded(100)}\n${padded(200)}\n${resultLine(request.id)}\n`] });
    await expect(call(session)).rejects.toThrow(/^server "nd", tools\/call: the server sent a message of more than 200 bytes \(limits\.messageBytes\)$/);
  });
});

describe('one JSON value in an application/json answer', () => {
  it('is read as it always was: on one line, with a trailing newline, or over many lines', async () => {
    const { session, notifications } = await open();
    const result = { content: [{ type: 'text', text: 'line one\nline two' }], structuredContent: { n: 1, list: [1, 2] } };
    const bodies = [(id?: number) => resultLine(id, result), (id?: number) => `${resultLine(id, result)}\n\n`, (id?: number) => JSON.stringify(JSON.parse(resultLine(id, result)), null, 2)];
    for (const body of bodies) {
      answer = (request) => ({ chunks: [body(request.id)] });
      expect(await call(session)).toEqual(result);
    }
    expect(notifications).toEqual([]);
  });

  it('whitespace lines after the one value count against the bound: a heartbeat without end is no hang', async () => {
    const { session } = await open(200);
    answer = (request) => ({ chunks: [`${resultLine(request.id, { text: 'ok' })}\n`, ...Array.from({ length: 300 }, () => ' \n')] });
    await expect(call(session)).rejects.toThrow(/^server "nd", tools\/call: the server sent a message of more than 200 bytes \(limits\.messageBytes\)$/);
  });

  it('a one-value body of many lines is bounded as a whole, as before', async () => {
    const { session } = await open(200);
    answer = (request) => ({ chunks: [JSON.stringify(JSON.parse(resultLine(request.id, { text: 'x'.repeat(150) })), null, 2)] });
    await expect(call(session)).rejects.toThrow(/^server "nd", tools\/call: the server sent a message of more than 200 bytes \(limits\.messageBytes\)$/);
  });
});

describe('an application/json answer that is neither', () => {
  it('fails in one line naming the server, method, URL and the line that is not JSON', async () => {
    const { session } = await open();
    answer = () => ({ chunks: [`${progressLine}\nnot json\n`] });
    await expect(call(session)).rejects.toThrow(
      new RegExp(`^server "nd", tools/call: the application/json body from ${url} is not JSON \\(nor newline-delimited JSON\\): line 2: Unexpected token 'o', "not json" is not valid JSON$`),
    );
  });

  it('a body that is no JSON at all says the parse error of the whole body', async () => {
    for (const [body, reason] of [
      ['garbage', `Unexpected token 'g', "garbage" is not valid JSON`],
      ['{"jsonrpc": "2.0",\n"id": 1,\n"result": {} }}', 'line 3: Unexpected non-whitespace character after JSON at position 42'],
    ]) {
      const { session } = await open();
      answer = () => ({ chunks: [body!] });
      const error = await call(session).then(
        () => undefined,
        (e: Error) => e.message,
      );
      expect(error).toBe(`server "nd", tools/call: the application/json body from ${url} is not JSON (nor newline-delimited JSON): ${reason}`);
    }
  });
});

describe('a snapshot over Streamable HTTP answered with newline-delimited JSON', () => {
  it('is the snapshot of the same server answering one JSON value, 5,000 notifications before a page notwithstanding', async () => {
    const side = corpus().find((c) => c.id === 'tool-removed')!.before as Side;
    const sideFile = writeSide(tempDir('mcg-ndjson-'), side);
    const contracts = [];
    for (const options of [{ responses: 'json' as const }, { responses: 'ndjson' as const, fault: 'notification-flood' }]) {
      const fixture = await startHttpFixture(sideFile, { era: 'handshake', ...options });
      fixtures.push(fixture);
      contracts.push(await discoverContract(httpServer('fx', fixture.url, 'unused', { era: 'handshake', limits: { messageBytes: 10_000 } })));
      await fixture.stop();
    }
    expect(Object.keys(contracts[1]!.tools)).toEqual(['create_note', 'list_notes', 'purge']);
    expect(contracts[1]).toEqual(contracts[0]);
  });
});
