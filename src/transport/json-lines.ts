import { oneLine } from '../errors.js';
import { messageTooLarge, WireViolation } from './violation.js';

const LF = 0x0a;
/** JSON's whitespace: what may stand between two values of newline-delimited JSON. */
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Reading an `application/json` answer: `open` until a first line is a whole value; `first` then
 * (one value and a newline: the body may still end there); `lines` once a second value begins
 * (or the first is no answer), each value then an event; `one` when the first line is not a value.
 */
type State = 'open' | 'first' | 'lines' | 'one';

/**
 * An `application/json` answer as it arrives: one JSON value, kept byte for byte (the SDK parses
 * it as it always did), or JSON values one a line (newline-delimited JSON, as the conformance
 * suite's reference server streams a tools/call or `subscriptions/listen`), each an event of the
 * equivalent event stream the SDK reads as it comes. Each message is bounded by `limit` bytes.
 * Linear in bytes: a line is parsed once, the whole body at most once.
 */
export class JsonAnswer {
  private state: State = 'open';
  /** The whole body while it may be one value. */
  private body: Uint8Array[] = [];
  private line: Uint8Array[] = [];
  private lineNumber = 0;
  /** Bytes of the message being read: since the last value's newline, or the whole body (`open`, `one`). */
  private message = 0;
  private events: string[] = [];

  constructor(
    private readonly limit: number,
    private readonly url: string,
  ) {}

  /** Whether the body is newline-delimited JSON: from now on it is read as an event stream. */
  get streaming(): boolean {
    return this.state === 'lines';
  }

  /** Reads a chunk; throws a WireViolation for a message over the limit or a line that is not JSON. */
  push(chunk: Uint8Array): void {
    if (this.state !== 'lines') this.body.push(chunk);
    let start = 0;
    for (let newline = chunk.indexOf(LF); newline !== -1; start = newline + 1, newline = chunk.indexOf(LF, start)) {
      this.append(chunk.subarray(start, newline));
      this.endLine();
    }
    this.append(chunk.subarray(start));
  }

  /** The events read so far, as event-stream text (`event: message` and one `data:` line each). */
  takeEvents(): string {
    const text = this.events.map((data) => `event: message\ndata: ${data}\n\n`).join('');
    this.events = [];
    return text;
  }

  /** The body ended: newline-delimited JSON reads its last line; one value is returned as it came. */
  end(): Uint8Array | undefined {
    if (this.state === 'lines') return void this.endLine();
    const bytes = Buffer.concat(this.body);
    if (this.state !== 'first') this.parse(bytes.toString('utf8'), 0);
    return bytes;
  }

  private append(part: Uint8Array): void {
    if (part.byteLength === 0) return;
    this.message += part.byteLength;
    if (this.message > this.limit) throw messageTooLarge(this.limit);
    if (this.state === 'one') return;
    if (this.state === 'first' && part.some((byte) => !WHITESPACE.has(byte))) {
      this.toLines();
      this.message = part.byteLength; // the second value's first bytes (the whitespace before them was counted above)
    }
    this.line.push(part);
  }

  private endLine(): void {
    this.lineNumber++;
    // A line is a message; after a first value, the whitespace that follows it counts, line after line, until a second value begins.
    if (this.state === 'lines') this.message = 0;
    const text = this.state === 'open' || this.state === 'lines' ? Buffer.concat(this.line).toString('utf8') : '';
    this.line = [];
    if (text.trim() === '') return;
    if (this.state === 'lines') return void this.events.push(...dataOf(text, this.parse(text, this.lineNumber)));
    try {
      const value: unknown = JSON.parse(text);
      this.state = 'first';
      this.message = 0;
      this.events.push(...dataOf(text, value));
      // A notification or request is no answer: the body cannot be that one value, so it streams.
      if (isMessageWithMethod(value)) this.toLines();
    } catch {
      this.state = 'one'; // not a value alone: only the whole body may be one
    }
  }

  private toLines(): void {
    this.state = 'lines';
    this.body = [];
    this.message = 0;
  }

  /** The value of `text`, or the violation that names the line (0: the whole body) where it is not JSON. */
  private parse(text: string, line: number): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      const at = line || lineOfPosition(text, (error as Error).message);
      const where = at ? `line ${at}: ` : '';
      return this.fail(`the application/json body from ${this.url} is not JSON (nor newline-delimited JSON): ${where}${oneLine((error as Error).message, 200)}`);
    }
  }

  private fail(message: string): never {
    throw new WireViolation(message);
  }
}

/** The `data` of each message on a line: the line itself (a CR, only ever whitespace in JSON, is a space: SSE ends lines at it), a batch's members one each. */
function dataOf(text: string, value: unknown): string[] {
  return Array.isArray(value) ? value.map((member) => JSON.stringify(member)) : [text.replace(/\r/g, ' ')];
}

function isMessageWithMethod(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { method?: unknown }).method === 'string';
}

/** The line of the position a parse error names, if it names one. */
function lineOfPosition(text: string, message: string): number | undefined {
  const position = /at position (\d+)/.exec(message);
  if (!position) return undefined;
  return text.slice(0, Number(position[1])).split('\n').length;
}
