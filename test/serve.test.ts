import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { validateAgainst } from '../src/jsonschema/validity.js';
import { cli } from './helpers/cli.js';
import { ROOT, tempDir } from './helpers/fixture.js';

/** `mcp-contract serve` runs as a real child process, from the sources (tsx): no build needed. */
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'src/cli.ts');
/** Stateless era, with a protocol matrix (answers initialize for the handshake revisions it accepted). */
const WEATHER = join(ROOT, 'contracts/weather.mcp-contract.json');
/** Handshake era, nine tools. */
const MEMORY = join(ROOT, 'test/fixtures/real-servers/@modelcontextprotocol__server-memory@2026.1.26.mcp-contract.json');

const contractOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { server: string; protocolMatrix?: unknown; tools: Record<string, { definition: { outputSchema?: unknown } }> };

/** A project whose config snapshots `serve FILE ARGS...` (or a URL) into out.json. */
function project(served: string, server: Record<string, unknown>): string {
  const dir = tempDir('mcg-serve-');
  const contract = contractOf(served);
  const entry = { name: contract.server, contract: 'out.json', ...(contract.protocolMatrix ? { protocolMatrix: true } : {}), ...server };
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [entry] }));
  return dir;
}

const stdioServer = (served: string, ...args: string[]) => ({ command: TSX, args: [CLI, 'serve', served, ...args] });

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
});

/** `serve --http 0` as a child process; resolves with its URL once it listens. */
function httpServer(served: string, ...args: string[]): Promise<string> {
  const child = spawn(TSX, [CLI, 'serve', served, '--http', '0', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
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

describe('serve: round trip through the gate', () => {
  it.each([
    ['stateless era, protocol matrix', WEATHER],
    ['handshake era', MEMORY],
  ])(
    'snapshot of serve over stdio gives back the served contract byte for byte (%s)',
    async (_, served) => {
      const dir = project(served, stdioServer(served, '--page-size', '2'));
      const result = await cli(['snapshot'], dir);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(readFileSync(served, 'utf8'));
    },
    60_000,
  );

  it.each([
    ['stateless era', WEATHER],
    ['handshake era', MEMORY],
  ])(
    'snapshot of serve over Streamable HTTP gives back the served contract byte for byte (%s)',
    async (_, served) => {
      const url = await httpServer(served, '--page-size', '3');
      const dir = project(served, { url });
      const result = await cli(['snapshot'], dir);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(readFileSync(served, 'utf8'));
    },
    60_000,
  );
});

describe('serve: other clients', () => {
  it.each([
    ['handshake era', MEMORY],
    ['stateless era (initialize as its matrix accepted)', WEATHER],
  ])(
    'the official SDK client lists the tool names the contract holds (%s)',
    async (_, served) => {
      const client = new Client({ name: 'serve-test', version: '1.0.0' });
      await client.connect(new StdioClientTransport({ command: TSX, args: [CLI, 'serve', served], cwd: ROOT, stderr: 'pipe' }));
      try {
        const { tools } = await client.listTools();
        expect(tools.map((t) => t.name)).toEqual(Object.keys(contractOf(served).tools));
        const call = await client.callTool({ name: 'get_forecast', arguments: { station: 'EGLL' } }).catch(() => undefined);
        if (served === WEATHER) expect(validateAgainst(contractOf(served).tools.get_forecast!.definition.outputSchema, call!.structuredContent)).toEqual([]);
      } finally {
        await client.close();
      }
    },
    60_000,
  );

  it('tools/call: structuredContent valid against the outputSchema, the same bytes for the same seed', async () => {
    const request = [
      '{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{}}',
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_forecast","arguments":{"station":"EGLL"}}}',
      '',
    ].join('\n');
    const run = (seed: string) =>
      new Promise<string>((resolve) => {
        const child = spawn(TSX, [CLI, 'serve', WEATHER, '--seed', seed], { cwd: ROOT });
        let out = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
        child.once('exit', () => resolve(out.split('\n')[1]!));
        child.stdin.end(request);
      });
    const [first, again, other] = await Promise.all([run('7'), run('7'), run('8')]);
    expect(first).toBe(again);
    const answer = JSON.parse(first) as { result: { structuredContent: unknown; content: Array<{ type: string; text: string }> } };
    expect(validateAgainst(contractOf(WEATHER).tools.get_forecast!.definition.outputSchema, answer.result.structuredContent)).toEqual([]);
    expect(answer.result.content[0]).toEqual({ type: 'text', text: JSON.stringify(answer.result.structuredContent) });
    expect(JSON.parse(other).result.structuredContent).toBeDefined();
  }, 60_000);
});

describe('serve: fault profiles make the gate fail, naming the fault', () => {
  it.each([
    ['wrong-id', [], 'which matches no request in flight'],
    ['expired-cursor', ['--page-size', '1'], 'cursor expired'],
    ['list-changed-mid-walk@1', [], 'the list kept changing: notifications/tools/list_changed arrived during'],
  ])(
    'snapshot fails with exit 3 under %s',
    async (profile, extra, phrase) => {
      const dir = project(MEMORY, stdioServer(MEMORY, '--profile', profile, ...extra));
      const result = await cli(['snapshot'], dir);
      expect(result.code).toBe(3);
      expect(result.stderr).toContain(phrase);
    },
    60_000,
  );

  it('snapshot fails with exit 3 under slow (answers after --delay-ms, beyond timeouts.requestMs)', async () => {
    const dir = project(MEMORY, { ...stdioServer(MEMORY, '--profile', 'slow', '--delay-ms', '8000'), era: 'handshake', timeouts: { requestMs: 3000 } });
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(3);
    // The wording of the timeout is the transport's; the delay it names is the config's.
    expect(result.stderr).toMatch(/(no answer|did not answer \S+) within 3000 ms/);
  }, 60_000);

  it('the faults work over Streamable HTTP too (wrong-id)', async () => {
    const url = await httpServer(MEMORY, '--profile', 'wrong-id');
    const result = await cli(['snapshot'], project(MEMORY, { url }));
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('which matches no request in flight');
  }, 60_000);

  it('invalid-structured-content: check calls the example and reports output_schema_violation (exit 1)', async () => {
    const example = { name: 'forecast', tool: 'get_forecast', arguments: { station: 'EGLL' } };
    const golden = (dir: string) => (copyFileSync(WEATHER, join(dir, 'golden.json')), dir);
    const valid = golden(project(WEATHER, { ...stdioServer(WEATHER), contract: 'golden.json', examples: [example] }));
    expect(await cli(['check'], valid)).toMatchObject({ code: 0 });
    const dir = golden(project(WEATHER, { ...stdioServer(WEATHER, '--profile', 'invalid-structured-content'), contract: 'golden.json', examples: [example] }));
    const result = await cli(['check', '--format', 'json'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('output_schema_violation');
    expect(result.stdout).toContain('structuredContent does not match the outputSchema');
  }, 150_000);

  it('an unknown profile or version is a usage error (exit 2)', async () => {
    const unknown = await cli(['serve', WEATHER, '--profile', 'nope'], ROOT);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown fault profile "nope"');
    const version = await cli(['serve', WEATHER, '--profile', 'slow@9'], ROOT);
    expect(version.code).toBe(2);
    expect(version.stderr).toContain('has no version 9');
  });
});
