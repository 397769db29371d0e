import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { discoverContract } from '../src/commands/observe-server.js';
import { contractText } from '../src/contract/io.js';
import { cli } from './helpers/cli.js';
import { corpus, FIXTURE_SERVER, fixtureArgs, leftoverProcesses, ROOT, startHttpFixture, stdioServer, httpServer, tempDir, writeSide, type RunningServer, type Side } from './helpers/fixture.js';

const base = corpus().find((c) => c.id === 'tool-removed')!.before;
const dir = tempDir('mcg-discovery-');
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

/** A side with many tools over several pages, so walks cross page boundaries. */
function bigSide(tools: number): Side {
  const one = (base.tools as Array<Record<string, unknown>>)[0]!;
  return { ...base, tools: Array.from({ length: tools }, (_, i) => ({ ...one, name: `tool_${String(i).padStart(3, '0')}` })) };
}

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reverseKeys(v)]),
  );
}

describe('snapshot of the fixture server', () => {
  it('walks every list through every cursor, in both eras, over stdio', async () => {
    const side = writeSide(dir, { ...base, pageSize: 1 }, 'paged.json');
    const handshake = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'handshake' }), 'unused'));
    const stateless = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'stateless' }), 'unused'));
    expect(handshake.protocol).toEqual({ era: 'handshake', revision: '2025-06-18' });
    expect(stateless.protocol).toEqual({ era: 'stateless', revision: '2026-07-28' });
    for (const contract of [handshake, stateless]) {
      expect(Object.keys(contract.tools)).toEqual(['create_note', 'list_notes', 'purge']);
      expect(Object.keys(contract.resources)).toEqual(['notes://index', 'notes://trash']);
      expect(Object.keys(contract.resourceTemplates)).toEqual(['notes://note/{id}']);
      expect(Object.keys(contract.prompts)).toEqual(['summarize']);
      expect(contract.serverInfo).toEqual(base.serverInfo);
    }
    // The era is part of the contract; everything discovered is the same.
    expect({ ...handshake, protocol: null }).toEqual({ ...stateless, protocol: null });
  });

  it('gives byte-identical contracts whatever the page size, list order, key order or transport', async () => {
    const side = bigSide(25);
    const variants: Side[] = [{ ...side, pageSize: 1 }, { ...side, pageSize: 7, shuffle: true }, { ...side, pageSize: 100 }, reverseKeys({ ...side, pageSize: 4, shuffle: true }) as Side];
    const texts = new Set<string>();
    for (const [index, variant] of variants.entries()) {
      const file = writeSide(dir, variant, `variant-${index}.json`);
      texts.add(contractText(await discoverContract(stdioServer('fx', fixtureArgs(file, { era: 'handshake' }), 'unused'))));
    }
    const http = await startHttpFixture(writeSide(dir, { ...side, pageSize: 3 }, 'variant-http.json'), { era: 'handshake' });
    running.push(http);
    texts.add(contractText(await discoverContract(httpServer('fx', http.url, 'unused'))));
    expect(texts.size).toBe(1);
    expect(Object.keys(JSON.parse([...texts][0]!).tools)).toHaveLength(25);
  });

  it('speaks both eras over Streamable HTTP, with JSON and with SSE responses', async () => {
    const side = writeSide(dir, { ...base, pageSize: 2 }, 'http.json');
    for (const [era, responses] of [
      ['handshake', 'json'],
      ['stateless', 'sse'],
      ['both', 'json'],
    ] as const) {
      const log = join(dir, `http-${era}-${responses}.log`);
      const server = await startHttpFixture(side, { era, responses, log });
      running.push(server);
      const contract = await discoverContract(httpServer('fx', server.url, 'unused'));
      expect(contract.protocol.era).toBe(era === 'handshake' ? 'handshake' : 'stateless');
      expect(Object.keys(contract.tools)).toHaveLength(3);
      // The fixture answers 400 to any request that breaks the Streamable HTTP header rules.
      expect(readFileSync(log, 'utf8')).not.toContain('"rejected"');
      await server.stop();
    }
  });

  it('records the pinned client capabilities in the contract', async () => {
    const side = writeSide(dir, base, 'caps.json');
    const contract = await discoverContract(stdioServer('fx', fixtureArgs(side), 'unused', { clientCapabilities: { roots: { listChanged: true } } }));
    expect(contract.clientCapabilities).toEqual({ roots: { listChanged: true } });
  });

  it('treats an empty page with a cursor as a page, and "" as a cursor only in the stateless era', async () => {
    const side = writeSide(dir, { ...base, pageSize: 1 }, 'cursors.json');
    const empty = await discoverContract(stdioServer('fx', fixtureArgs(side, { fault: 'empty-page' }), 'unused'));
    expect(Object.keys(empty.tools)).toHaveLength(3);
    const stateless = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'stateless', fault: 'empty-string-cursor' }), 'unused'));
    expect(Object.keys(stateless.tools)).toHaveLength(3);
    const handshake = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'handshake', fault: 'empty-string-cursor' }), 'unused'));
    expect(Object.keys(handshake.tools)).toEqual(['create_note']); // "" ends the walk before 2026-07-28
  });

  it('restarts a walk when list_changed arrives during it', async () => {
    const side = writeSide(dir, { ...base, pageSize: 1 }, 'changed.json');
    const contract = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'handshake', fault: 'list-changed' }), 'unused'));
    expect(Object.keys(contract.tools)).toHaveLength(3);
  });

  it('falls back to initialize on a fresh process when a server dies on server/discover', async () => {
    const side = writeSide(dir, base, 'dies.json');
    const contract = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'handshake', fault: 'exit-on-discover' }), 'unused'));
    expect(contract.protocol.era).toBe('handshake');
  });
});

interface FaultCase {
  fault: string;
  era?: 'handshake' | 'stateless' | 'both';
  method?: string;
  page?: number;
  cause: RegExp;
}

const FAULTS: FaultCase[] = [
  { fault: 'wrong-id', method: 'tools/list', page: 1, cause: /answered with id 9999999, which matches no request in flight/ },
  { fault: 'cursor-loop', method: 'tools/list', page: 2, cause: /cursor "loop" was returned before: a pagination loop/ },
  { fault: 'invalid-cursor', method: 'tools/list', page: 2, cause: /JSON-RPC error -32602: Invalid cursor/ },
  { fault: 'malformed-item', method: 'tools/list', page: 2, cause: /malformed item 0 of "tools" at \/inputSchema: must be object/ },
  { fault: 'non-json-stdout', method: 'tools/list', page: 1, cause: /wrote a line that is not JSON to stdout: "log: serving tools\/list"/ },
  { fault: 'crash-mid-walk', method: 'tools/list', page: 2, cause: /connection closed \(server process ended with exit code 70; stderr: fatal: simulated crash/ },
  { fault: 'no-answer', method: 'tools/list', page: 1, cause: /no answer within 5000 ms/ },
  { fault: 'slow-pages', cause: /the total deadline passed/ },
  { fault: 'list-changed-always', method: 'tools/list', cause: /the list kept changing: notifications\/tools\/list_changed arrived during 4 walks/ },
  { fault: 'unsupported-version', method: 'initialize', cause: /selected protocol version "1999-01-01", which the gate did not offer/ },
  { fault: 'unsupported-version', era: 'stateless', method: 'server/discover', cause: /supports "1999-01-01", none of which the gate speaks/ },
  { fault: 'initialize-error', method: 'initialize', cause: /JSON-RPC error -32603: initialize failed on purpose/ },
  { fault: 'declared-list-errors', method: 'prompts/list', page: 1, cause: /declared this list but answered with JSON-RPC error -32603/ },
  { fault: 'duplicate-identity', method: 'tools/list', page: 2, cause: /two items have name "create_note" \(pages 1 and 2\): a contract defect/ },
];

describe('a misbehaving server', () => {
  it.each(FAULTS)('$fault ($era era): exit 3, one line naming server, method and page, nothing written, nothing left running', async ({ fault, era, method, page, cause }) => {
    const caseDir = tempDir(`mcg-fault-${fault}-`);
    const side = writeSide(caseDir, { ...base, pageSize: 1 });
    const config = join(caseDir, 'mcp-contract.yaml');
    const slow = fault === 'slow-pages';
    // Only the deadline a case is about is short: the silent tools/list waits 5 s (initialize, before it,
    // has many times the start of a process), slow pages cross the total; every other answer has a minute.
    const timeouts = slow ? { requestMs: 60_000, totalMs: 1_500 } : { requestMs: fault === 'no-answer' ? 5_000 : 60_000, totalMs: 120_000 };
    const args = fixtureArgs(side, { fault, era: era ?? 'handshake', ...(slow ? { delayMs: 400 } : {}) });
    writeFileSync(config, stringify({ servers: [{ name: 'fx', command: process.execPath, args, timeouts, contract: 'out.json' }] }));
    const result = await cli(['snapshot', '--config', config], caseDir);
    expect(result.code).toBe(3);
    const line = result.stderr.trimEnd();
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain(`server "fx", ${method ?? ''}`);
    if (page !== undefined) expect(line).toContain(`${method}, page ${page}:`);
    expect(line).toMatch(cause);
    expect(existsSync(join(caseDir, 'out.json'))).toBe(false);
    expect(await leftoverProcesses(caseDir)).toEqual([]);
  });

  it('stops at the page cap, naming it (exit 3)', async () => {
    const caseDir = tempDir('mcg-pagecap-');
    const side = writeSide(caseDir, { ...base, pageSize: 1 });
    writeFileSync(join(caseDir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'fx', command: process.execPath, args: fixtureArgs(side), pageCap: 2, contract: 'out.json' }] }));
    const result = await cli(['snapshot'], caseDir);
    expect(result.code).toBe(3);
    expect(result.stderr).toBe('mcp-contract: server "fx", tools/list, page 3: more than 2 pages (the page cap): the walk never ended\n');
    expect(existsSync(join(caseDir, 'out.json'))).toBe(false);
  });

  it('refuses an item nested deeper than any real schema instead of overflowing the stack (exit 3)', async () => {
    const caseDir = tempDir('mcg-deep-');
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 1_000; i++) schema = { type: 'object', properties: { x: schema } };
    const side = writeSide(caseDir, { ...base, pageSize: 10, tools: [{ name: 'deep', inputSchema: schema }] });
    const result = await cli(['snapshot', '--out', 'c.json', '--', process.execPath, ...fixtureArgs(side)], caseDir);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/tools\/list, page 1: item 0 of "tools" is nested deeper than 256 levels/);
  });

  it('reports a server that cannot be started (exit 3)', async () => {
    const result = await cli(['snapshot', '--out', join(dir, 'never.json'), '--', join(dir, 'no-such-server')], dir);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/^mcp-contract: server "server": could not start ".*no-such-server": spawn .* ENOENT\n$/);
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
  });

  it('ends the whole process group, grandchildren of an npx-style wrapper included', async () => {
    const caseDir = tempDir('mcg-wrapper-');
    const side = writeSide(caseDir, base);
    const wrapper = join(ROOT, 'test/fixtures/wrapper.mjs');
    const result = await cli(['snapshot', '--out', join(caseDir, 'c.json'), '--', process.execPath, wrapper, process.execPath, FIXTURE_SERVER, '--side', side], caseDir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await leftoverProcesses(caseDir)).toEqual([]);
  });

  it('passes only allowlisted environment to the server', async () => {
    const caseDir = tempDir('mcg-env-');
    const log = join(caseDir, 'env.log');
    const probe = join(caseDir, 'probe.mjs');
    writeFileSync(probe, `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(log)}, JSON.stringify(process.env)); await import(${JSON.stringify(FIXTURE_SERVER)});`);
    const config = join(caseDir, 'mcp-contract.json');
    writeFileSync(
      config,
      JSON.stringify({ servers: [{ name: 'fx', command: process.execPath, args: [probe, '--side', writeSide(caseDir, base)], env: { LITERAL: 'yes' }, envPassthrough: ['PASSED_ON'] }] }),
    );
    const result = await cli(['snapshot', '--config', config], caseDir, { ...process.env, PASSED_ON: 'p', GITHUB_TOKEN: 'secret-token' });
    expect(result.code).toBe(0);
    const seen = JSON.parse(readFileSync(log, 'utf8')) as Record<string, string>;
    expect(seen.LITERAL).toBe('yes');
    expect(seen.PASSED_ON).toBe('p');
    expect(seen.GITHUB_TOKEN).toBeUndefined();
    expect(seen.PATH).toBe(process.env.PATH);
  });

  it('sends HTTP headers whose values come from the environment, and refuses a missing one (exit 2)', async () => {
    const caseDir = tempDir('mcg-headers-');
    const log = join(caseDir, 'http.log');
    const server = await startHttpFixture(writeSide(caseDir, base), { era: 'handshake', log });
    running.push(server);
    const config = join(caseDir, 'mcp-contract.yaml');
    writeFileSync(config, stringify({ servers: [{ name: 'fx', url: server.url, headers: { Authorization: 'Bearer ${env:FX_TOKEN}' } }] }));
    const ok = await cli(['snapshot', '--config', config], caseDir, { ...process.env, FX_TOKEN: 'sekret-123' });
    expect(ok.code).toBe(0);
    const requests = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(requests.length).toBeGreaterThan(3);
    expect(requests.every((entry) => entry.headers.authorization === '<present>')).toBe(true);
    expect(readFileSync(join(caseDir, 'contracts/fx.mcp-contract.json'), 'utf8')).not.toContain('sekret-123');
    const missing = await cli(['snapshot', '--config', config], caseDir, { ...process.env, FX_TOKEN: undefined });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('mcp-contract: server "fx": header "Authorization" needs environment variable FX_TOKEN, which is not set\n');
  });
});
