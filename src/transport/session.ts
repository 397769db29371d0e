import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { wellFormedShared } from '../json/rfc8785.js';
import { DiscoveryError, oneLine, type DiscoveryErrorKind } from '../errors.js';
import { deadlineReason } from './deadline.js';
import { isErrorResponse, isNotification, isRequest, isResultResponse } from './jsonrpc.js';
import { WireViolation } from './violation.js';

type Id = string | number;
type JsonObject = Record<string, unknown>;

/** A JSON-RPC error response from the server: the request was answered, with an error. */
export class RpcErrorResponse extends Error {
  constructor(
    readonly code: number,
    readonly rpcMessage: string,
    readonly data: unknown,
  ) {
    super(`JSON-RPC error ${code}: ${oneLine(String(rpcMessage), 200)}`);
  }
}

/** The transport could not deliver a request; `status` is set for an HTTP answer that was not 2xx. */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface TranscriptEntry {
  seq: number;
  atMs: number;
  direction: 'out' | 'in';
  kind: 'request' | 'response' | 'error' | 'notification';
  method?: string;
  id?: Id;
  /** params or result, only when bodies are recorded (they may hold data the server should not leak into logs). */
  body?: unknown;
  /** On the one entry that stands for the notifications (or server requests) past the kept ones: how many were dropped. */
  dropped?: number;
}

/** Notifications, and server requests, kept in the transcript each; later ones are counted, not kept (a flood must not exhaust memory). */
const KEPT_UNSOLICITED = 100;

type Unsolicited = 'notification' | 'request';

export interface SessionOptions {
  server: string;
  requestTimeoutMs: number;
  /** Aborted when the whole run's deadline passes. */
  deadline: AbortSignal;
  /** Extra words for a connection that closed, e.g. the exit status and stderr tail of a child. */
  describeClose?: () => string;
  /** Keep message bodies in the transcript (off by default: redacted). */
  recordBodies?: boolean;
  /** Every byte the server sent so far, for the walk's budget. */
  bytesReceived?: () => number;
  /** Answers a server-to-client request; undefined means "method not found". */
  answerServerRequest?: (method: string, params: unknown) => JsonObject | undefined;
}

interface Pending {
  method: string;
  page?: number;
  resolve: (result: JsonObject) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A JSON-RPC session over an SDK transport. The gate keeps its own correlation
 * rather than the SDK Client's so that it sees every message raw (nothing stripped,
 * nothing retried or cached) and can judge the server: a response id that matches
 * no request, a closed pipe or a framing error fails every request in flight with
 * a cause that names the server and the method.
 */
/** How long the handshake waits for its ping before it sends initialized all the same. */
const BARRIER_WAIT_MS = 2_000;

export class RpcSession {
  readonly transcript: TranscriptEntry[] = [];
  /** Request `_meta` merged into every outgoing request (the 2026-07-28 per-request envelope). */
  requestMeta?: JsonObject;
  private nextId = 1;
  private readonly pending = new Map<Id, Pending>();
  /** Requests the gate cancelled: an answer that comes after all is ignored, as the sender of a cancellation SHOULD. */
  private readonly cancelled = new Set<Id>();
  private readonly startedAt = Date.now();
  private failure?: DiscoveryError;
  private readonly notificationListeners = new Set<(method: string, params: unknown) => void>();
  private readonly serverRequestListeners = new Set<(method: string, params: unknown) => void>();
  private readonly kept: Record<Unsolicited, number> = { notification: 0, request: 0 };
  private readonly droppedEntries: Partial<Record<Unsolicited, TranscriptEntry>> = {};
  private readonly onDeadline = () => {
    for (const [id, entry] of this.pending) this.cancel(id, entry.method, deadlineReason(this.options.deadline));
    this.fail('timeout', undefined, deadlineReason(this.options.deadline));
  };

  constructor(
    private readonly transport: Transport,
    private readonly options: SessionOptions,
  ) {
    // Lone surrogates (valid JSON, no Unicode) become text here, before anything reads the message.
    transport.onmessage = (message) => this.receive(wellFormedShared(message));
    // A protocol violation on the wire ends the session; other transport errors (an HTTP send
    // that failed, a GET stream the server does not offer) surface through send() or onclose.
    transport.onerror = (error) => {
      if (error instanceof WireViolation) this.fail('violation', undefined, error.message);
    };
    transport.onclose = () => this.fail('connection', undefined, this.closedReason());
    if (options.deadline.aborted) this.onDeadline();
    else options.deadline.addEventListener('abort', this.onDeadline, { once: true });
  }

  /** Every byte received from the server so far (0 when the transport does not count). */
  get bytesReceived(): number {
    return this.options.bytesReceived?.() ?? 0;
  }

  onNotification(listener: (method: string, params: unknown) => void): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  /** Hears each request the server sends the client (before the gate answers it). */
  onServerRequest(listener: (method: string, params: unknown) => void): () => void {
    this.serverRequestListeners.add(listener);
    return () => this.serverRequestListeners.delete(listener);
  }

  /** What the gate answers a request of the server's (undefined: it does not, -32601): also the answer to a stateless-era input request. */
  answerAsClient(method: string, params: unknown): JsonObject | undefined {
    return method === 'ping' ? {} : this.options.answerServerRequest?.(method, params);
  }

  /** Sends a request and resolves with its raw result object; `headers` go on its HTTP POST (none over stdio). */
  request(method: string, params: JsonObject = {}, page?: number, headers?: Record<string, string>): Promise<JsonObject> {
    if (this.failure) return Promise.reject(this.relocate(this.failure, method, page));
    const id = this.nextId++;
    const withMeta = this.requestMeta ? { ...params, _meta: { ...this.requestMeta, ...(params._meta as object) } } : params;
    return new Promise<JsonObject>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        const reason = `no answer within ${this.options.requestTimeoutMs} ms`;
        this.cancel(id, method, reason); // before the rejection ends the session: the write goes out first
        reject(this.error('timeout', method, page, reason));
      }, this.options.requestTimeoutMs);
      this.pending.set(id, { method, page, resolve, reject, timer });
      this.record('out', 'request', method, id, withMeta);
      this.transport.send({ jsonrpc: '2.0', id, method, params: withMeta }, headers && Object.keys(headers).length ? { headers } : undefined).catch((error: unknown) => {
        if (!this.pending.delete(id)) return;
        clearTimeout(timer);
        reject(rpcErrorInBody(error, id) ?? toSendFailure(error));
      });
    });
  }

  /**
   * Resolves when the server has answered a ping (a result, a JSON-RPC error or an HTTP status):
   * all it wrote before it read the ping has been read by then, however the pipe split its bytes into reads.
   */
  async barrier(): Promise<void> {
    const answered = (error: unknown) => error instanceof RpcErrorResponse || (error instanceof SendFailure && error.status !== undefined);
    // Never rejects: a late answer (or failure) after the wait below is no unhandled rejection.
    const ping = this.request('ping').then(
      () => undefined,
      (error: unknown) => (answered(error) ? undefined : error),
    );
    // A server that ignores a ping before initialized (some SDKs drop it) costs a short wait, not the run.
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), Math.min(BARRIER_WAIT_MS, this.options.requestTimeoutMs))));
    const outcome = await Promise.race([ping, waited]);
    clearTimeout(timer);
    if (outcome !== undefined) throw outcome;
  }

  /** The id the next request gets: the notifications of a stream carry it (`subscriptions/listen`, 2026-07-28). */
  get nextRequestId(): Id {
    return this.nextId;
  }

  /**
   * Ends a request the gate is done with before its answer (a `subscriptions/listen` stream): it
   * resolves with `{}`, the server is sent notifications/cancelled, and a late answer is ignored.
   */
  endRequest(id: Id): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    this.cancel(id, entry.method, 'the client is done with it');
    entry.resolve({});
  }

  async notify(method: string, params?: JsonObject): Promise<void> {
    this.record('out', 'notification', method, undefined, params);
    await this.transport.send({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
  }

  /**
   * Tells the server the gate gave request `id` up, as a client SHOULD on a timeout (the
   * cancellation pattern): it may stop the work. Never `initialize`, which a client MUST NOT cancel.
   */
  private cancel(id: Id, method: string, reason: string): void {
    if (method === 'initialize' || this.failure) return;
    this.cancelled.add(id);
    this.notify('notifications/cancelled', { requestId: id, reason }).catch(() => undefined);
  }

  /** Tells an HTTP transport the negotiated revision: it sends MCP-Protocol-Version on every later request. */
  setProtocolVersion(version: string): void {
    (this.transport as Transport & { setProtocolVersion?: (v: string) => void }).setProtocolVersion?.(version);
  }

  /** Stop listening: later closes of the transport are expected, not failures. */
  detach(): void {
    this.options.deadline.removeEventListener('abort', this.onDeadline);
    this.failure ??= new DiscoveryError({ server: this.options.server }, 'the session was closed', 'connection');
    for (const entry of this.pending.values()) clearTimeout(entry.timer);
    this.pending.clear();
  }

  private receive(message: JSONRPCMessage): void {
    if (isResultResponse(message) || isErrorResponse(message)) return this.settle(message);
    if (isRequest(message)) return void this.answer(message.id, message.method, message.params);
    if (isNotification(message)) {
      this.recordUnsolicited('notification', message.method, undefined, message.params);
      for (const listener of this.notificationListeners) listener(message.method, message.params);
    }
  }

  private settle(message: JSONRPCMessage & { id?: Id }): void {
    const id = message.id as Id;
    const entry = this.pending.get(id);
    if (!entry && this.cancelled.delete(id)) return this.record('in', isErrorResponse(message) ? 'error' : 'response', undefined, id);
    if (!entry) {
      this.record('in', isErrorResponse(message) ? 'error' : 'response', undefined, id);
      const inFlight = [...this.pending.values()].map((p) => p.method);
      const reason = `the server answered with id ${JSON.stringify(id)}, which matches no request in flight`;
      return this.fail('violation', inFlight[0], reason);
    }
    this.pending.delete(id);
    clearTimeout(entry.timer);
    if (isErrorResponse(message)) {
      this.record('in', 'error', entry.method, id, message.error);
      const { code, message: text, data } = message.error;
      entry.reject(new RpcErrorResponse(code, text, data));
      return;
    }
    const result = (message as { result: unknown }).result;
    this.record('in', 'response', entry.method, id, result);
    if (result === null || typeof result !== 'object' || Array.isArray(result)) {
      entry.reject(this.error('violation', entry.method, entry.page, 'the result is not a JSON object'));
      return;
    }
    entry.resolve(result as JsonObject);
  }

  private answer(id: Id, method: string, params: unknown): void {
    const recorded = this.recordUnsolicited('request', method, id, params);
    for (const listener of this.serverRequestListeners) listener(method, params);
    const result = this.answerAsClient(method, params);
    const reply: JSONRPCMessage = result ? { jsonrpc: '2.0', id, result } : { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } };
    if (recorded) this.record('out', result ? 'response' : 'error', method, id);
    this.transport.send(reply).catch(() => undefined);
  }

  /** Fails every request in flight (and every later one) with one cause. */
  private fail(kind: DiscoveryErrorKind, method: string | undefined, reason: string): void {
    if (this.failure) return;
    this.failure = this.error(kind, method, undefined, reason);
    for (const entry of this.pending.values()) {
      clearTimeout(entry.timer);
      entry.reject(this.relocate(this.failure, entry.method, entry.page));
    }
    this.pending.clear();
  }

  private relocate(error: DiscoveryError, method: string, page?: number): DiscoveryError {
    return new DiscoveryError({ server: this.options.server, method: error.location.method ?? method, page }, error.reason, error.kind);
  }

  private error(kind: DiscoveryErrorKind, method: string | undefined, page: number | undefined, reason: string): DiscoveryError {
    return new DiscoveryError({ server: this.options.server, method, page }, reason, kind);
  }

  private closedReason(): string {
    const extra = this.options.describeClose?.();
    return `the connection closed${extra ? ` (${extra})` : ''}`;
  }

  /** The first KEPT_UNSOLICITED of a kind are kept (true); after them one entry counts the rest. */
  private recordUnsolicited(kind: Unsolicited, method: string, id: Id | undefined, params: unknown): boolean {
    if (this.kept[kind] < KEPT_UNSOLICITED) {
      this.kept[kind]++;
      this.record('in', kind, method, id, params);
      return true;
    }
    const counter = this.droppedEntries[kind];
    if (counter) counter.dropped!++;
    else {
      this.record('in', kind);
      this.droppedEntries[kind] = Object.assign(this.transcript[this.transcript.length - 1]!, { dropped: 1 });
    }
    return false;
  }

  private record(direction: 'out' | 'in', kind: TranscriptEntry['kind'], method?: string, id?: Id, body?: unknown): void {
    const entry: TranscriptEntry = { seq: this.transcript.length + 1, atMs: Date.now() - this.startedAt, direction, kind, method, id };
    if (this.options.recordBodies && body !== undefined) entry.body = body;
    this.transcript.push(entry);
  }
}

/**
 * An HTTP 4xx whose body is a JSON-RPC error answering this request (its id, or null): that error,
 * read as it is over stdio. A server that routes an unknown method to a 404 with a -32601 body
 * says "method not found", not "the endpoint is gone".
 */
function rpcErrorInBody(error: unknown, id: Id): RpcErrorResponse | undefined {
  const data = (error as { data?: { status?: unknown; text?: unknown } } | undefined)?.data;
  if (typeof data?.status !== 'number' || data.status < 400 || data.status > 499 || typeof data.text !== 'string') return undefined;
  let body: { jsonrpc?: unknown; id?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } } | null;
  try {
    body = JSON.parse(data.text) as typeof body;
  } catch {
    return undefined;
  }
  if (body?.jsonrpc !== '2.0' || (body.id !== id && body.id !== null) || !Number.isInteger(body.error?.code)) return undefined;
  return new RpcErrorResponse(body.error!.code as number, String(body.error!.message ?? ''), body.error!.data);
}

function toSendFailure(error: unknown): SendFailure {
  const data = (error as { data?: { status?: unknown } } | undefined)?.data;
  const status = typeof data?.status === 'number' ? data.status : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return new SendFailure(oneLine(message, 300), status);
}
