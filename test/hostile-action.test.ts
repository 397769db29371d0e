import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, leftoverProcesses, startHttpFixture, tempDir, writeSide, type RunningServer } from './helpers/fixture.js';
import { runActionProcess } from './helpers/run-action.js';

/**
 * Hostile servers through the action as GitHub runs it (dist/index.js): each ends with the
 * right exit code and a cause naming what and where, and leaves no process behind.
 */
const base = corpus().find((c) => c.id === 'tool-removed')!.before;
const running: RunningServer[] = [];
afterAll(() => Promise.all(running.map((server) => server.stop())));

/** A project whose golden contract was written from the well-behaved server, now configured with `server`. */
async function project(server: Record<string, unknown>, dir = tempDir('mcg-action-hostile-'), clean = stdio('none')): Promise<string> {
  writeSide(dir, base, 'side.json');
  const config = (entry: Record<string, unknown>) => writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'fx', contract: 'contracts/fx.json', ...entry }] }));
  config(clean);
  expect((await cli(['snapshot'], dir)).code).toBe(0);
  config(server);
  return dir;
}

const stdio = (fault: string, extra: string[] = []): Record<string, unknown> => ({ command: process.execPath, args: [...fixtureArgs('side.json', { fault }), ...extra] });
const causeOf = (outputs: Record<string, string>) => JSON.parse(outputs.cause!) as { causes: Array<{ kind: string; message?: string }> };

describe('hostile servers through the action', () => {
  it.each([
    ['invalid UTF-8 on stdout', stdio('invalid-utf8'), {}, 'server "fx", tools/list, page 1: the server wrote invalid UTF-8 to stdout'],
    [
      'a message over limits.messageBytes',
      stdio('huge-line', ['--huge-bytes', '100000']),
      { limits: { messageBytes: 50_000 } },
      'server "fx", tools/list, page 1: the server sent a message of more than 50000 bytes (limits.messageBytes)',
    ],
  ])('%s: exit 3, the cause names the server, method and page', async (_name, server, extra, message) => {
    const dir = await project({ ...server, ...extra });
    const run = await runActionProcess(dir, { comment: 'never', 'fail-on': 'breaking' });
    expect(run.code).toBe(3);
    expect(causeOf(run.outputs).causes.map((c) => c.message)).toEqual([message]);
    expect(await leftoverProcesses(dir)).toEqual([]);
  });

  it('a legacy SSE endpoint that never sends its endpoint event: exit 3 with the URL, within the request deadline', async () => {
    const dir = tempDir('mcg-action-hostile-sse-');
    const sse = await startHttpFixture(writeSide(dir, base, 'side.json'), { fault: 'sse-no-endpoint' }, 'sse');
    running.push(sse);
    await project({ url: sse.url, transport: 'sse', timeouts: { requestMs: 1_000 } }, dir);
    const run = await runActionProcess(dir, { comment: 'never' });
    expect(run.code).toBe(3);
    expect(causeOf(run.outputs).causes.map((c) => c.message)).toEqual([`server "fx": could not connect to ${sse.url}: the event stream sent no endpoint event within 1000 ms (timeouts.requestMs)`]);
  });

  it('a server that declares resource templates but answers -32601 is still gated, and passes against its own contract', async () => {
    const dir = await project(stdio('templates-unsupported'));
    expect((await cli(['update'], dir)).code).toBe(0);
    const run = await runActionProcess(dir, { comment: 'never' });
    expect([run.code, run.outputs.verdict, run.outputs.breaking]).toEqual([0, 'pass', '0']);
  });

  it('a server request before notifications/initialized fails the lifecycle evidence', async () => {
    const dir = await project(stdio('request-before-initialized', ['--era', 'handshake']), undefined, stdio('none', ['--era', 'handshake']));
    const run = await runActionProcess(dir, { comment: 'never' });
    // The lists are in sync: the lifecycle evidence alone fails the gate.
    expect([run.code, run.outputs.highest]).toEqual([1, 'none']);
    expect(run.summary.split('\n').filter((line) => line.includes('`lifecycle_order`'))).toEqual([
      '- 🔴 **breaking** · `lifecycle_order` · server: lifecycle out of order\\: the server sent roots/list before notifications/initialized \\(only ping and logging may come first\\)',
    ]);
  });
});
