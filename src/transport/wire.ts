import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { JsonAnswer } from './json-lines.js';
import { messageTooLarge, WireViolation } from './violation.js';

/** One complete message's bytes as text, or undefined when they are not UTF-8 (never replaced: two bad names must not collapse into one). */
export function decodeUtf8(bytes: Buffer): string | undefined {
  return isUtf8(bytes) ? bytes.toString('utf8') : undefined;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The `fetch` the SDK's HTTP transports use, with the gate's guards on every response body:
 * bytes counted (the walk's budget), each message bounded (a JSON body, one line of
 * newline-delimited JSON, or one event of an event stream), UTF-8 checked strictly. A breach is reported at once (`report`), then errors
 * the body. A connection that fails says the URL and the system's code, not "fetch failed";
 * a DELETE (ending a session) gets a short timeout of its own.
 */
export class HttpWire {
  bytesReceived = 0;
  /** Whether any HTTP response arrived: explains a connection that never started. */
  responded = false;
  report?: (violation: WireViolation) => void;
  /** How the last connection attempt failed, in words naming the URL and the code. */
  failure?: string;
  /** The id of the last event the server's GET stream dispatched: every later GET resumes from it. */
  private lastEventId?: string;

  constructor(
    private readonly displayUrl: string,
    private readonly messageBytes: number,
    private readonly deleteTimeoutMs: number,
  ) {}

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const get = (init?.method ?? 'GET') === 'GET';
    const response = await this.send(input, get ? this.resuming(init) : init);
    this.responded = true;
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
    if (!get && response.ok && response.status !== 202 && isJson(response) && carriesRequest(init)) return this.jsonAnswer(response);
    const eventStream = /text\/event-stream/i.test(response.headers.get('content-type') ?? '');
    const ids = get && eventStream ? new EventIds((id) => (this.lastEventId = id)) : undefined;
    const size = eventStream ? new EventSize(this.messageBytes) : new BodySize(this.messageBytes);
    const body = response.body.pipeThrough(this.guard(size, ids));
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };

  /**
   * An `application/json` answer to a request: one JSON value is returned as it came, once whole
   * (the SDK reads it whole anyway); newline-delimited JSON as the equivalent event stream, from
   * the moment a second value begins (or the first is no answer), so the SDK delivers each
   * message as it comes.
   */
  private async jsonAnswer(response: Response): Promise<Response> {
    const answer = new JsonAnswer(this.messageBytes, this.displayUrl);
    const reader = response.body!.pipeThrough(this.guard()).getReader();
    const init = { status: response.status, statusText: response.statusText, headers: response.headers };
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      this.judged(reader, () => answer.push(read.value));
      if (answer.streaming) return new Response(this.events(answer, reader), { ...init, headers: eventStreamHeaders(response.headers) });
    }
    const body = this.judged(reader, () => answer.end());
    return new Response(body, init);
  }

  /** The rest of a newline-delimited body as events, each out as soon as its line ends. */
  private events(answer: JsonAnswer, reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    return new ReadableStream({
      start: (controller) => controller.enqueue(encoder.encode(answer.takeEvents())),
      // Reads until an event is out (or the end): a pull that enqueues nothing is not called again.
      pull: async (controller) => {
        for (;;) {
          const read = await reader.read();
          if (read.done) this.judged(reader, () => answer.end());
          else this.judged(reader, () => answer.push(read.value));
          const text = answer.takeEvents();
          if (text) controller.enqueue(encoder.encode(text));
          if (read.done) return controller.close();
          if (text) return;
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
  }

  /** Runs a step of reading a JSON answer; a violation it finds is reported at once and ends the body. */
  private judged<T>(reader: ReadableStreamDefaultReader<Uint8Array>, step: () => T): T {
    try {
      return step();
    } catch (error) {
      if (error instanceof WireViolation) this.report?.(error);
      reader.cancel(error).catch(() => undefined);
      throw error;
    }
  }

  private async send(input: string | URL | Request, init: RequestInit | undefined): Promise<Response> {
    const signal = init?.method === 'DELETE' ? withTimeout(init.signal ?? undefined, this.deleteTimeoutMs) : init?.signal;
    try {
      return await fetch(input, { ...init, signal });
    } catch (error) {
      if ((error as Error | undefined)?.name === 'AbortError') throw error;
      this.failure = `could not connect to ${this.displayUrl}: ${networkCode(error)}`;
      throw new Error(this.failure, { cause: error });
    }
  }

  /**
   * A GET that reopens the server's stream carries `Last-Event-ID`, the last id any earlier GET
   * stream dispatched (the SSE rule: the id outlives a reconnection that brought no new one;
   * the SDK remembers only the stream just closed).
   */
  private resuming(init: RequestInit | undefined): RequestInit | undefined {
    if (this.lastEventId === undefined) return init;
    const headers = new Headers(init?.headers);
    if (!headers.has('last-event-id')) headers.set('last-event-id', this.lastEventId);
    return { ...init, headers };
  }

  /** Counts and checks a body's bytes; without `size`, the reader bounds each message (JsonAnswer). */
  private guard(size?: BodySize | EventSize, ids?: EventIds): TransformStream<Uint8Array, Uint8Array> {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const violate = (controller: TransformStreamDefaultController<Uint8Array>, violation: WireViolation) => {
      this.report?.(violation);
      controller.error(violation);
    };
    return new TransformStream({
      transform: (chunk, controller) => {
        this.bytesReceived += chunk.byteLength;
        if (size?.exceeds(chunk)) return violate(controller, messageTooLarge(this.messageBytes));
        if (!validUtf8(decoder, chunk)) return violate(controller, invalidHttpUtf8());
        ids?.read(chunk);
        controller.enqueue(chunk);
      },
      flush: (controller) => {
        if (!validUtf8(decoder)) violate(controller, invalidHttpUtf8());
      },
    });
  }
}

function isJson(response: Response): boolean {
  return /^application\/json\s*(?:;|$)/i.test(response.headers.get('content-type') ?? '');
}

/** Whether a POST carries a request, whose answer the SDK reads (the answer to a notification it discards unread). */
function carriesRequest(init: RequestInit | undefined): boolean {
  if (typeof init?.body !== 'string') return false;
  try {
    const messages = [JSON.parse(init.body) as unknown].flat() as ({ id?: unknown; method?: unknown } | null)[];
    return messages.some((message) => message?.id !== undefined && typeof message.method === 'string');
  } catch {
    return false;
  }
}

function eventStreamHeaders(headers: Headers): Headers {
  const rewritten = new Headers(headers);
  rewritten.set('content-type', 'text/event-stream');
  rewritten.delete('content-length');
  return rewritten;
}

function invalidHttpUtf8(): WireViolation {
  return new WireViolation('the server sent invalid UTF-8 in an HTTP response');
}

/** Streaming strict UTF-8 check (a character may span chunks); no chunk: the end of the body. */
function validUtf8(decoder: TextDecoder, chunk?: Uint8Array): boolean {
  try {
    decoder.decode(chunk, { stream: chunk !== undefined });
    return true;
  } catch {
    return false;
  }
}

/** A whole body is one message (application/json). */
class BodySize {
  private total = 0;
  constructor(private readonly limit: number) {}
  exceeds(chunk: Uint8Array): boolean {
    this.total += chunk.byteLength;
    return this.total > this.limit;
  }
}

const LF = 0x0a;
const CR = 0x0d;

/** An event stream: each event (lines up to a blank line) is one message; linear in bytes. */
class EventSize {
  private event = 0;
  private line = 0;
  private lastByte = -1;
  constructor(private readonly limit: number) {}

  exceeds(chunk: Uint8Array): boolean {
    let start = 0;
    for (let newline = chunk.indexOf(LF); newline !== -1; start = newline + 1, newline = chunk.indexOf(LF, start)) {
      const lineBytes = this.line + newline - start;
      const before = newline > 0 ? chunk[newline - 1] : this.lastByte;
      const blank = lineBytes === 0 || (lineBytes === 1 && before === CR);
      this.event = blank ? 0 : this.event + lineBytes + 1;
      this.line = 0;
      if (this.event > this.limit) return true;
    }
    this.line += chunk.byteLength - start;
    if (chunk.byteLength > 0) this.lastByte = chunk[chunk.byteLength - 1]!;
    return this.event + this.line > this.limit;
  }
}

/** An `id` line longer than this is not read: ids are short, and a line may be as long as a message. */
const ID_LINE_BYTES = 1_024;

/**
 * The last event id of a stream as an EventSource keeps it: an `id` field sets the buffer (never
 * reset by later events), each dispatch (a blank line) makes it the last event id; "" clears it.
 */
class EventIds {
  private line: number[] = [];
  private length = 0;
  private buffer?: string;
  private readonly decoder = new TextDecoder();
  constructor(private readonly dispatched: (id: string | undefined) => void) {}

  read(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === CR) continue;
      if (byte !== LF) {
        if (this.length++ < ID_LINE_BYTES) this.line.push(byte);
        continue;
      }
      if (this.length === 0 && this.buffer !== undefined) this.dispatched(this.buffer || undefined);
      else if (this.length <= ID_LINE_BYTES) this.field(this.decoder.decode(Uint8Array.from(this.line)));
      this.line = [];
      this.length = 0;
    }
  }

  /** `id: value` (one space after the colon is not part of the value); an id holding NUL is ignored, as the SSE rules say. */
  private field(line: string): void {
    const match = /^id(?:: ?(.*))?$/s.exec(line);
    if (match && !match[1]?.includes('\0')) this.buffer = match[1] ?? '';
  }
}

function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** The system's code of a failed connection (ECONNREFUSED, ENOTFOUND, ...), found in the error's causes. */
function networkCode(error: unknown): string {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth++) {
    const { code, errors } = cause as { code?: unknown; errors?: unknown[] };
    if (typeof code === 'string') return code;
    const nested = errors?.find((e) => typeof (e as { code?: unknown }).code === 'string') as { code: string } | undefined;
    if (nested) return nested.code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
}
