import { spawn, type ChildProcess } from 'node:child_process';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { keepMessageText, parseJsonRpcMessage } from './jsonrpc.js';
import type { StdoutMode } from '../config/types.js';
import { oneLine } from '../errors.js';
import { BoundedText } from './bounded-text.js';
import { running } from './process-registry.js';
import { messageTooLarge, WireViolation } from './violation.js';
import { decodeUtf8 } from './wire.js';

export interface StdioLaunch {
  command: string;
  args: string[];
  cwd?: string;
  /** The complete environment of the child: built by the caller from an allowlist. */
  env: Record<string, string>;
  /** Bytes of server stderr kept for the error message when the run fails. */
  stderrLimit?: number;
  /** The longest stdout line (one message) accepted, in bytes. */
  messageBytes: number;
  /** Lines that are not JSON before the first message: skipped and counted (tolerant, the default) or a violation (strict). */
  stdout?: StdoutMode;
}

const LF = 0x0a;

/** Raised through onerror when stdout carries something that is not a JSON-RPC message. */
class StdoutFramingError extends WireViolation {}

/**
 * An MCP stdio client transport (the SDK's Transport interface, its framing helpers)
 * that runs the server in its own process group. The SDK's StdioClientTransport
 * signals only the direct child, so an `npx`-style wrapper leaves the real server
 * behind; here close() signals the whole group, grandchildren included. Lines
 * that are not JSON before the first message (a banner) are skipped and counted,
 * as the SDK skips them, unless `stdout: strict`; after it, such a line is reported:
 * a server that logs to stdout corrupts the protocol for other clients and must be told.
 */
export class ProcessGroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly stderr: BoundedText;
  /** Every byte the server wrote to stdout: the walk's budget reads it. */
  bytesReceived = 0;
  /** Lines that are not JSON skipped before the first message (stdout: tolerant). */
  skippedLines = 0;
  private delivered = false;
  private child?: ChildProcess;
  /** The line being received, in pieces: joined once, at its newline, so framing stays linear in bytes. */
  private lineParts: Buffer[] = [];
  private lineBytes = 0;
  /** The rest of an oversized line is dropped, not kept. */
  private discarding = false;
  private exited?: { code: number | null; signal: NodeJS.Signals | null };
  private exitWaiters: Array<() => void> = [];

  constructor(private readonly launch: StdioLaunch) {
    this.stderr = new BoundedText(launch.stderrLimit ?? 16_384);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get exitStatus(): string | undefined {
    if (!this.exited) return undefined;
    return this.exited.signal ? `signal ${this.exited.signal}` : `exit code ${this.exited.code}`;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.launch.command, this.launch.args, {
        cwd: this.launch.cwd,
        env: this.launch.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32', // own process group, killed as one
        windowsHide: true,
      });
      this.child = child;
      running.add(this);
      child.once('spawn', () => resolve());
      child.once('error', (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.stdout!.on('data', (chunk: Buffer) => this.onStdout(chunk));
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => this.stderr.append(chunk));
      // EPIPE: the process is ending; its close says how (exit code, stderr), the broken pipe says nothing.
      child.stdin!.on('error', (error) => isBrokenPipe(error) || this.onerror?.(error));
      child.once('exit', (code, signal) => {
        this.exited = { code, signal };
      });
      child.once('close', () => {
        running.delete(this);
        this.exitWaiters.splice(0).forEach((wake) => wake());
        this.onclose?.();
      });
    });
  }

  private onStdout(chunk: Buffer): void {
    this.bytesReceived += chunk.length;
    let start = 0;
    for (let newline = chunk.indexOf(LF); newline !== -1; start = newline + 1, newline = chunk.indexOf(LF, start)) {
      this.take(chunk.subarray(start, newline));
      this.endLine();
    }
    this.take(chunk.subarray(start));
  }

  private take(part: Buffer): void {
    if (this.discarding || part.length === 0) return;
    if (this.lineBytes + part.length > this.launch.messageBytes) {
      this.discarding = true;
      this.lineParts = [];
      this.lineBytes = 0;
      this.onerror?.(messageTooLarge(this.launch.messageBytes));
      return;
    }
    this.lineParts.push(part);
    this.lineBytes += part.length;
  }

  private endLine(): void {
    const bytes = this.lineParts.length === 1 ? this.lineParts[0]! : Buffer.concat(this.lineParts, this.lineBytes);
    const dropped = this.discarding;
    this.lineParts = [];
    this.lineBytes = 0;
    this.discarding = false;
    if (dropped || bytes.length === 0) return;
    const line = decodeUtf8(bytes);
    if (line === undefined) return void this.onerror?.(new StdoutFramingError('the server wrote invalid UTF-8 to stdout'));
    const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (trimmed.trim() !== '') this.deliver(trimmed);
  }

  private deliver(line: string): void {
    let message: JSONRPCMessage;
    try {
      message = parseJsonRpcMessage(line);
    } catch (error) {
      const banner = error instanceof SyntaxError && !this.delivered && this.launch.stdout !== 'strict';
      if (banner) return void this.skippedLines++;
      const what = error instanceof SyntaxError ? 'a line that is not JSON' : 'JSON that is not a JSON-RPC message';
      this.onerror?.(new StdoutFramingError(`server wrote ${what} to stdout: "${oneLine(line, 120)}"`));
      return;
    }
    this.delivered = true;
    keepMessageText(message, line);
    this.onmessage?.(message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || this.exited) throw new Error('server process is not running');
    const written = await new Promise<Error | undefined | null>((resolve) => stdin.write(`${JSON.stringify(message)}\n`, resolve));
    if (!written) return;
    // A write into a process that has just ended: its close (awaited a moment) fails the session with how it ended.
    if (isBrokenPipe(written)) await this.closedWithin(CLOSE_AFTER_BROKEN_PIPE_MS);
    throw written;
  }

  /** Resolves when the process has closed, or after `ms` (a process that closed only its stdin lives on). */
  private closedWithin(ms: number): Promise<void> {
    return new Promise<void>((wake) => {
      if (this.exited && !running.has(this)) return wake();
      const timer = setTimeout(wake, ms);
      this.exitWaiters.push(() => {
        clearTimeout(timer);
        wake();
      });
    });
  }

  /** Ends the server and everything it started; resolves when the process has gone. */
  async close(graceMs = 2_000): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    const gone = this.exited ? Promise.resolve() : new Promise<void>((wake) => this.exitWaiters.push(wake));
    child.stdin?.end();
    this.signalGroup('SIGTERM');
    const timer = setTimeout(() => this.signalGroup('SIGKILL'), graceMs);
    await gone;
    clearTimeout(timer);
    // The direct child is gone; anything it left in its group goes now.
    this.signalGroup('SIGKILL');
    running.delete(this);
  }

  /** SIGKILL to the whole group, now. */
  kill(): void {
    this.signalGroup('SIGKILL');
  }

  private signalGroup(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      if (process.platform === 'win32') {
        spawn('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true });
      } else {
        process.kill(-pid, signal);
      }
    } catch {
      // ESRCH: the group is already empty.
    }
  }
}

/** How long a write that found the pipe broken waits for the process's close. */
const CLOSE_AFTER_BROKEN_PIPE_MS = 1_000;

function isBrokenPipe(error: Error): boolean {
  return (error as NodeJS.ErrnoException).code === 'EPIPE';
}
