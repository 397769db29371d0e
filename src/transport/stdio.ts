import { spawn, type ChildProcess } from 'node:child_process';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/client';
import { oneLine } from '../errors.js';
import { BoundedText } from './bounded-text.js';
import { running } from './process-registry.js';

export interface StdioLaunch {
  command: string;
  args: string[];
  cwd?: string;
  /** The complete environment of the child: built by the caller from an allowlist. */
  env: Record<string, string>;
  /** Bytes of server stderr kept for the error message when the run fails. */
  stderrLimit?: number;
}

/** Raised through onerror when stdout carries something that is not a JSON-RPC message. */
export class StdoutFramingError extends Error {}

/**
 * An MCP stdio client transport (the SDK's Transport interface, its framing helpers)
 * that runs the server in its own process group. The SDK's StdioClientTransport
 * signals only the direct child, so an `npx`-style wrapper leaves the real server
 * behind; here close() signals the whole group, grandchildren included. It also
 * reports a non-JSON stdout line instead of skipping it: a server that logs to
 * stdout corrupts the protocol for other clients and must be told.
 */
export class ProcessGroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly stderr: BoundedText;
  private child?: ChildProcess;
  private pending = '';
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
      child.stdout!.setEncoding('utf8');
      child.stdout!.on('data', (chunk: string) => this.onStdout(chunk));
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => this.stderr.append(chunk));
      child.stdin!.on('error', (error) => this.onerror?.(error));
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

  private onStdout(chunk: string): void {
    this.pending += chunk;
    let newline: number;
    while ((newline = this.pending.indexOf('\n')) !== -1) {
      const line = this.pending.slice(0, newline).replace(/\r$/, '');
      this.pending = this.pending.slice(newline + 1);
      if (line.trim() === '') continue;
      this.deliver(line);
    }
  }

  private deliver(line: string): void {
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch (error) {
      const what = error instanceof SyntaxError ? 'a line that is not JSON' : 'JSON that is not a JSON-RPC message';
      this.onerror?.(new StdoutFramingError(`server wrote ${what} to stdout: "${oneLine(line, 120)}"`));
      return;
    }
    this.onmessage?.(message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || this.exited) throw new Error('server process is not running');
    await new Promise<void>((resolve, reject) => {
      stdin.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
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
