// The two wires of `mcp-contract serve`: newline-delimited JSON-RPC on stdin/stdout, and
// Streamable HTTP on 127.0.0.1 (one JSON body per answer, an event stream when the server
// says more than the answer, e.g. a list_changed notification). Messages are checked with the
// gate's own JSON-RPC envelope check (src/transport/jsonrpc.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isJsonRpcMessage } from '../transport/jsonrpc.js';
import { VirtualClock } from './clock.js';
import type { ContractServer, Message } from './server.js';

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/** The error to answer a line or body with, or the message to handle. */
function parse(text: string): { message: Record<string, unknown> } | { error: Message } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: { jsonrpc: '2.0', id: null, error: { code: PARSE_ERROR, message: 'Parse error' } } };
  }
  if (!isJsonRpcMessage(value)) return { error: { jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message: 'Invalid Request: not a JSON-RPC 2.0 message' } } };
  return { message: value as Record<string, unknown> };
}

/** Serves on this process's stdin/stdout until stdin ends (and every answer in flight is sent). */
export function serveStdio(server: ContractServer, input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Promise<void> {
  const send = (message: Message) => void output.write(`${JSON.stringify(message)}\n`);
  const inFlight = new Set<Promise<void>>();
  let buffer = '';
  return new Promise((resolve, reject) => {
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      buffer += chunk;
      for (let newline = buffer.indexOf('\n'); newline !== -1; newline = buffer.indexOf('\n')) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (!line.trim()) continue;
        const parsed = parse(line);
        if ('error' in parsed) {
          send(parsed.error);
          continue;
        }
        const work = server.handle(parsed.message, send).catch(reject);
        inFlight.add(work);
        void work.finally(() => inFlight.delete(work));
      }
    });
    // A virtual clock stops with stdin (nobody is left to move it): what it still holds is never due.
    const settled = () => (server.options.clock instanceof VirtualClock ? Promise.resolve([]) : Promise.all(inFlight));
    input.on('end', () => void settled().then(() => resolve(), reject));
    input.on('error', reject);
  });
}

export interface HttpServing {
  url: string;
  /** Resolves when the server has stopped (close() was called). */
  closed: Promise<void>;
  close(): void;
}

/** Streamable HTTP on 127.0.0.1:port (0: any free port), endpoint /mcp. */
export async function serveHttp(server: ContractServer, port: number): Promise<HttpServing> {
  const http = createServer((request, response) => {
    void answerHttp(server, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String((error as Error)?.message ?? error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  const closed = new Promise<void>((resolve) => http.once('close', () => resolve()));
  const { port: bound } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/mcp`,
    closed,
    close: () => {
      http.close();
      http.closeAllConnections();
    },
  };
}

async function answerHttp(server: ContractServer, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  if (path !== '/mcp' && path !== '/') return plain(response, 404, 'not found: the endpoint is /mcp');
  if (request.method === 'DELETE') return plain(response, 200, '');
  // No server-initiated stream: a client's GET is told so, as the Streamable HTTP transport allows.
  if (request.method !== 'POST') return plain(response, 405, 'method not allowed', { allow: 'POST, DELETE' });
  const parsed = parse(await readBody(request));
  if ('error' in parsed) return json(response, 400, parsed.error);
  const { message } = parsed;
  if (typeof message.method !== 'string' || message.id === undefined) {
    // A notification (notifications/cancelled releases an answer late-after-cancel holds) or an answer to the server's own request.
    await server.handle(message, () => {});
    return plain(response, 202, '');
  }
  const outgoing: Message[] = [];
  await server.handle(message, (m) => outgoing.push(m));
  const headers: Record<string, string> = {};
  const answer = outgoing.find((m) => !('method' in m));
  if (message.method === 'initialize' && answer && 'result' in answer) headers['mcp-session-id'] = String(request.headers['mcp-session-id'] ?? randomUUID());
  if (outgoing.length === 1) return json(response, 200, outgoing[0]!, headers);
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...headers });
  for (const m of outgoing) response.write(`event: message\ndata: ${JSON.stringify(m)}\n\n`);
  response.end();
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function plain(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'text/plain', ...headers });
  response.end(body);
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
