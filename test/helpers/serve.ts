// `mcp-contract serve` as a real child process, from the sources (tsx): no build needed.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './fixture.js';

export const TSX = join(ROOT, 'node_modules/.bin/tsx');
export const CLI = join(ROOT, 'src/cli.ts');

const children: ChildProcess[] = [];

/** Ends the servers this file started (call from afterEach). */
export function stopServers(): void {
  for (const child of children.splice(0)) child.kill('SIGTERM');
}

/** `serve ARGS` over stdio fed `lines` at once (objects, or raw text lines), to its end: the lines it wrote, parsed, and its stderr. */
export function rawSession(args: string[], lines: Array<object | string>): Promise<{ answers: Array<Record<string, unknown>>; stderr: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [CLI, 'serve', ...args], { cwd: ROOT });
    let out = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('exit', (code) =>
      resolve({
        answers: out
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
        stderr,
        code,
      }),
    );
    child.stdin.end(lines.map((line) => `${typeof line === 'string' ? line : JSON.stringify(line)}\n`).join(''));
  });
}

/** `serve --http 0` as a child process; resolves with its URL once it listens. */
export function httpServer(served: string, ...args: string[]): Promise<string> {
  const child = spawn(TSX, [CLI, 'serve', served, '--http', '0', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return urlOnceListening(child);
}

/** The URL a `serve --http` child says it listens on; rejected if it exits first. */
export function urlOnceListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening on (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code} before listening`)));
  });
}

/** A process started by a test file, ended by stopServers. */
export function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}
