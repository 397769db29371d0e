// The two wires of `mcp-contract serve`: newline-delimited JSON-RPC on stdin/stdout, and
// Streamable HTTP on 127.0.0.1 (one JSON body per answer, an event stream when the server
// says more than the answer, e.g. a list_changed notification). Messages are checked with the
// gate's own JSON-RPC envelope check (src/transport/jsonrpc.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InputError } from '../errors.js';
import { isJsonRpcMessage } from '../transport/jsonrpc.js';
import { VirtualClock } from './clock.js';
import { MAX_DEPTH, MAX_MESSAGE_BYTES, tooDeep } from './limits.js';
import { FAULT_IDS, resolveProfile, type FaultId } from './profiles.js';
import { httpStatusOf, type ContractServer, type Message } from './server.js';

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

const refusal = (code: number, message: string): { error: Message } => ({ error: { jsonrpc: '2.0', id: null, error: { code, message } } });

/** The error to answer a line or body with, or the message to handle. */
function parse(text: string): { message: Record<string, unknown> } | { error: Message } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refusal(PARSE_ERROR, 'Parse error');
  }
  if (!isJsonRpcMessage(value)) return refusal(INVALID_REQUEST, 'Invalid Request: not a JSON-RPC 2.0 message');
  const { id } = value as { id?: unknown };
  // JSON.parse rounds a larger id: the answer would carry an id the client never sent.
  if (typeof id === 'number' && !Number.isSafeInteger(id)) return refusal(INVALID_REQUEST, 'Invalid Request: a numeric id must be an integer within ±(2^53 - 1)');
  if (tooDeep(value)) return refusal(INVALID_REQUEST, `Invalid Request: nested deeper than ${MAX_DEPTH} levels`);
  return { message: value as Record<string, unknown> };
}

/** Serves on this process's stdin/stdout until stdin ends (and every answer in flight is sent). */
export function serveStdio(server: ContractServer, input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Promise<void> {
  const send = (message: Message) => void output.write(`${JSON.stringify(message)}\n`);
  const inFlight = new Set<Promise<void>>();
  let buffer = '';
  /** A line past MAX_MESSAGE_BYTES is refused once and skipped to its end, never held whole. */
  let skipping = false;
  return new Promise((resolve, reject) => {
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      buffer += chunk;
      for (let newline = buffer.indexOf('\n'); newline !== -1; newline = buffer.indexOf('\n')) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (skipping || Buffer.byteLength(line) > MAX_MESSAGE_BYTES) {
          if (!skipping) send(tooLarge().error);
          skipping = false;
          continue;
        }
        if (!line.trim()) continue;
        const parsed = parse(line);
        if ('error' in parsed) {
          send(parsed.error);
          continue;
        }
        const work = server.handle(parsed.message, send, { session: STDIO_SESSION }).catch(reject);
        inFlight.add(work);
        void work.finally(() => inFlight.delete(work));
      }
      if (!skipping && buffer.length > MAX_MESSAGE_BYTES) {
        send(tooLarge().error);
        skipping = true;
      }
      if (skipping) buffer = '';
    });
    // A virtual clock stops with stdin (nobody is left to move it): what it still holds is never due.
    const settled = () => (server.options.clock instanceof VirtualClock ? Promise.resolve([]) : Promise.all(inFlight));
    // Listen streams end with stdin: nobody is left to read them.
    // Nor any answer to the server's own requests: a replay waiting for one goes on without it.
    input.on('end', () => (server.subscriptions.endAll(), server.abandonAsks(), void settled().then(() => resolve(), reject)));
    input.on('error', reject);
  });
}

const tooLarge = () => refusal(INVALID_REQUEST, `Invalid Request: a message may be at most ${MAX_MESSAGE_BYTES} bytes`);

export interface HttpServing {
  url: string;
  /** Resolves when the server has stopped (close() was called). */
  closed: Promise<void>;
  close(): void;
}

export interface HttpOptions {
  /** 0: any free port. */
  port: number;
  /** Origins a browser page may call from besides loopback ones (--allow-origin), e.g. "http://localhost:5173" is loopback already. */
  allowOrigins: readonly string[];
}

/** Streamable HTTP on 127.0.0.1:port, endpoint /mcp; a port in use is a usage error. */
export async function serveHttp(server: ContractServer, options: HttpOptions): Promise<HttpServing> {
  let hosts: readonly string[] = [];
  /** The Mcp-Session-Id values given out and not yet ended by a DELETE, each with its GET stream while one is open. */
  const sessions: Sessions = new Map();
  const http = createServer((request, response) => {
    const refused = refusedCaller(request, hosts, options.allowOrigins);
    if (refused) return plain(response, 403, `forbidden: ${refused}`);
    void answerHttp(server, sessions, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String((error as Error)?.message ?? error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new InputError(`serve: port ${options.port} is in use`) : error));
    http.listen(options.port, '127.0.0.1', () => resolve());
  });
  const closed = new Promise<void>((resolve) => http.once('close', () => resolve()));
  const { port: bound } = http.address() as AddressInfo;
  hosts = [`127.0.0.1:${bound}`, `localhost:${bound}`];
  return {
    url: `http://127.0.0.1:${bound}/mcp`,
    closed,
    close: () => {
      http.close();
      http.closeAllConnections();
    },
  };
}

/**
 * Why a request may not be answered, if it may not: the Streamable HTTP transport says a server
 * MUST validate Origin, lest any page the developer opens drive it (a text/plain POST needs no
 * preflight); a Host other than the bound address is DNS rebinding, a page reading the answers.
 */
function refusedCaller(request: IncomingMessage, hosts: readonly string[], allowOrigins: readonly string[]): string | undefined {
  const host = request.headers.host ?? '';
  if (!hosts.includes(host.toLowerCase())) return `Host ${JSON.stringify(host.slice(0, 100))} is not the address this server is bound to (${hosts[0]})`;
  const origin = request.headers.origin;
  if (origin === undefined || allowOrigins.includes(origin) || isLoopbackOrigin(origin)) return undefined;
  return `Origin ${JSON.stringify(origin.slice(0, 100))} is not loopback (allow it with --allow-origin)`;
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

/** The sessions of an HTTP server: each id given out, with the response of its open GET stream, if any. */
type Sessions = Map<string, ServerResponse | undefined>;

async function answerHttp(server: ContractServer, sessions: Sessions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  if (path !== '/mcp' && path !== '/') return plain(response, 404, 'not found: the endpoint is /mcp');
  const faults = requestFaults(server, request.headers[FAULT_HEADER]);
  if (typeof faults === 'string') return plain(response, 400, `bad request: ${FAULT_HEADER}: ${faults}`);
  if (faults.has('http-401@1')) return plain(response, 401, 'unauthorized (fault profile http-401)', { 'www-authenticate': 'Bearer error="invalid_token"' });
  if (faults.has('http-403@1')) return plain(response, 403, 'forbidden (fault profile http-403)', { 'www-authenticate': 'Bearer error="insufficient_scope"' });
  const session = request.headers['mcp-session-id'];
  // A session this server never gave out, or one a DELETE ended, is gone: 404 tells the client to start again.
  if (typeof session === 'string' && !sessions.has(session)) return plain(response, 404, 'not found: no such session');
  if (request.method === 'DELETE') return typeof session === 'string' ? endSession(server, sessions, session, response) : plain(response, 400, 'bad request: DELETE needs an Mcp-Session-Id');
  if (request.method === 'GET' && server.saysOutsideRequests) return getStream(server, sessions, session, request, response);
  // No server-initiated stream: a client's GET is told so, as the Streamable HTTP transport allows.
  if (request.method !== 'POST') return plain(response, 405, 'method not allowed', { allow: 'POST, DELETE' });
  const body = await readBody(request);
  if (body === undefined) return plain(response, 413, `payload too large: a request body may be at most ${MAX_MESSAGE_BYTES} bytes`);
  const parsed = parse(body);
  if ('error' in parsed) return json(response, 400, parsed.error);
  const { message } = parsed;
  if (typeof message.method !== 'string' || message.id === undefined) {
    // A notification (notifications/cancelled releases an answer late-after-cancel holds) or an answer to the server's own request.
    await server.handle(message, () => {}, { headers: request.headers, ...(typeof session === 'string' ? { session } : {}) });
    return plain(response, 202, '');
  }
  if (!OPENING.includes(message.method)) {
    if (faults.has('http-429@1')) return plain(response, 429, 'too many requests (fault profile http-429)', { 'retry-after': '5' });
    if (faults.has('http-503@1')) return plain(response, 503, 'service unavailable (fault profile http-503)');
    if (faults.has('sse-drop@1')) return void (response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }), response.end());
  }
  const stream = new AnswerStream(response);
  // initialize opens a session: its id is made now, so that what the client declares is kept under it.
  const sessionId = typeof session === 'string' ? session : message.method === 'initialize' ? randomUUID() : undefined;
  await server.handle(message, (m) => stream.send(m), { headers: request.headers, closed: stream.closed, faults, ...(sessionId ? { session: sessionId } : {}) });
  // session-expired: the session is gone once its first list page is answered; the next request naming it is 404.
  if (faults.has('session-expired@1') && typeof session === 'string' && message.method.endsWith('/list')) {
    sessions.get(session)?.end();
    sessions.delete(session);
  }
  if (stream.streaming) return void response.end();
  const answer = stream.held[0];
  if (!answer) return void response.end(); // a listen stream the client closed before it was acknowledged
  const headers: Record<string, string> = {};
  if (message.method === 'initialize' && 'result' in answer) {
    headers['mcp-session-id'] = sessionId!;
    sessions.set(headers['mcp-session-id'], undefined);
  }
  json(response, httpStatusOf(answer), answer, headers);
}

/** DELETE: the session ends, its GET stream with it. */
function endSession(server: ContractServer, sessions: Sessions, session: string, response: ServerResponse): void {
  sessions.get(session)?.end();
  sessions.delete(session);
  server.endSession(session);
  plain(response, 200, '');
}

/**
 * GET, when the recording has something to say outside any request: a handshake session's stream
 * for it (the recording's connection messages, once per session). Without a session there is no
 * stream (the stateless era has none): 405, as the transport says of a GET not served as a stream.
 */
function getStream(server: ContractServer, sessions: Sessions, session: string | string[] | undefined, request: IncomingMessage, response: ServerResponse): void {
  if (typeof session !== 'string') return plain(response, 405, 'method not allowed: a GET stream needs an established session (Mcp-Session-Id)', { allow: 'GET, POST, DELETE' });
  if (!/\btext\/event-stream\b/.test(request.headers.accept ?? '')) return plain(response, 406, 'not acceptable: the GET stream is text/event-stream (Accept)');
  if (sessions.get(session)) return plain(response, 409, 'conflict: this session has a GET stream open already');
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
  sessions.set(session, response);
  const closed = new AbortController();
  response.once('close', () => {
    if (sessions.get(session) === response) sessions.set(session, undefined);
    closed.abort();
  });
  server.openStream(session, (message) => writeEvent(response, message), closed.signal);
}

/** The one session of a stdio server: its client. */
const STDIO_SESSION = 'stdio';

/** The request header that applies a fault profile to that one request (as Prism's Prefer header does). */
const FAULT_HEADER = 'mcp-contract-serve-fault';
/** Requests the HTTP profiles let through, so that the session starts before it fails. */
const OPENING = ['initialize', 'server/discover'];

/** The server's profiles, plus the one the request names; an unknown one is the client's error, said in words. */
function requestFaults(server: ContractServer, named: string | string[] | undefined): ReadonlySet<FaultId> | string {
  if (named === undefined) return server.options.faults;
  const spec = Array.isArray(named) ? named.join(',') : named;
  try {
    return new Set([...server.options.faults, resolveProfile(spec.trim())]);
  } catch {
    return `unknown fault profile "${spec.slice(0, 80)}" (known: ${FAULT_IDS.join(', ')})`;
  }
}

/**
 * One POST's answer: a lone answer is held and sent as a JSON body; once the server says anything
 * else (a notification, a request of its own, a listen stream's acknowledgement) the response
 * becomes an event stream and every message goes out as it is said.
 */
class AnswerStream {
  readonly held: Message[] = [];
  streaming = false;
  private readonly abort = new AbortController();
  readonly closed = this.abort.signal;

  constructor(private readonly response: ServerResponse) {
    response.once('close', () => this.abort.abort());
  }

  send(message: Message): void {
    if (!this.streaming && 'method' in message) {
      this.response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      this.streaming = true;
      for (const m of this.held.splice(0)) this.write(m);
    }
    if (this.streaming) this.write(message);
    else this.held.push(message);
  }

  private write(message: Message): void {
    writeEvent(this.response, message);
  }
}

function writeEvent(response: ServerResponse, message: Message): void {
  if (!response.writableEnded) response.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
}

/**
 * The body as text, or undefined past MAX_MESSAGE_BYTES: the rest is read and dropped, never held,
 * so the client can finish sending and read the 413 (closing at once would cut it off mid-write).
 */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_MESSAGE_BYTES) return Promise.resolve(void request.resume());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_MESSAGE_BYTES) return void chunks.push(chunk);
      chunks.length = 0;
      request.removeAllListeners('data');
      request.resume();
      resolve(undefined);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
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
