import { describe, expect, it } from 'vitest';
import { inspectServer, discoverContract } from '../src/commands/observe-server.js';
import { compareContracts } from '../src/diff/compare.js';
import { scanMcpHeaders } from '../src/diff/mcp-headers.js';
import type { Contract } from '../src/contract/types.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { corpus, fixtureArgs, httpServer, startHttpFixture, stdioServer, tempDir, writeSide } from './helpers/fixture.js';

type Json = Record<string, unknown>;

/** The rule, level, pointer and message of every change between two contracts, in order. */
function changesOf(before: Contract, after: Contract): string[][] {
  return compareContracts(before, after).changes.map((c) => [c.rule, c.level, c.pointer, c.message]);
}

const region = (header?: string): Json => ({ type: 'string', ...(header ? { 'x-mcp-header': header } : {}) });
const toolWith = (properties: Json, required: string[] = []) => contractOf(sideWithTool({ name: 'execute_sql', inputSchema: { type: 'object', properties, required } }));

describe('x-mcp-header (2026-07-28 Streamable HTTP)', () => {
  const base = '/tools/execute_sql/definition/inputSchema';

  it('a header added is effect-relevant; renamed or removed, breaking on a required property and effect-relevant on an optional one', () => {
    const before = toolWith({ region: region('Region'), zone: region('Zone'), query: { type: 'string' } }, ['region', 'query']);
    const after = toolWith({ region: region('Region-Name'), zone: region(), query: region('Query') }, ['region', 'query']);
    expect(changesOf(before, after)).toEqual([
      ['tool-mcp-header-added', 'effect-relevant', `${base}/properties/query/x-mcp-header`, 'property query is sent as header Mcp-Param-Query now'],
      ['tool-mcp-header-required-changed', 'breaking', `${base}/properties/region/x-mcp-header`, 'property region (required): renamed Mcp-Param-Region → Mcp-Param-Region-Name'],
      ['tool-mcp-header-changed', 'effect-relevant', `${base}/properties/zone/x-mcp-header`, 'property zone: Mcp-Param-Zone no longer sent'],
    ]);
  });

  it('a nested property counts as required only when every step of its chain is required', () => {
    const nested = (header: string, required: string[]) => toolWith({ target: { type: 'object', properties: { id: region(header) }, required: ['id'] } }, required);
    expect(changesOf(nested('Target-Id', ['target']), nested('Id', ['target'])).map(([rule]) => rule)).toEqual(['tool-mcp-header-required-changed']);
    expect(changesOf(nested('Target-Id', []), nested('Id', [])).map(([rule]) => rule)).toEqual(['tool-mcp-header-changed']);
  });

  it('an invalid declaration is breaking, said once, and valid again is effect-relevant', () => {
    const valid = toolWith({ region: region('Region'), count: { type: 'number' } });
    const invalid = toolWith({ region: region('Region'), count: { type: 'number', 'x-mcp-header': 'Count' } });
    expect(changesOf(valid, invalid)).toEqual([
      [
        'tool-mcp-header-invalid',
        'breaking',
        base,
        'x-mcp-header invalid: property count: x-mcp-header on a property of type "number", not string, integer or boolean; HTTP clients drop the tool from tools/list',
      ],
    ]);
    expect(changesOf(invalid, valid).map(([rule, level]) => [rule, level])).toEqual([['tool-mcp-header-changed', 'effect-relevant']]);
  });

  it.each([
    ['not a token', { type: 'object', properties: { a: region('Bad Name') } }, 'property a: x-mcp-header "Bad Name" is not an HTTP field-name token'],
    ['empty', { type: 'object', properties: { a: { type: 'string', 'x-mcp-header': '' } } }, 'property a: x-mcp-header "" is not an HTTP field-name token'],
    ['repeated in another case', { type: 'object', properties: { a: region('Region'), b: region('region') } }, 'property b: x-mcp-header "region" repeats "Region" (names are case-insensitive)'],
    ['under items', { type: 'object', properties: { a: { type: 'array', items: region('Item') } } }, 'property a.<items>: x-mcp-header only on a property reached through "properties" alone'],
    ['under anyOf', { type: 'object', anyOf: [{ properties: { a: region('A') } }] }, 'property <anyOf>.a: x-mcp-header only on a property reached through "properties" alone'],
    ['on the root', { type: 'object', 'x-mcp-header': 'Root' }, 'the schema root: x-mcp-header only on a property reached through "properties" alone'],
  ])('rejects a declaration %s, as an HTTP client does', (_what, schema, problem) => {
    expect(scanMcpHeaders(schema)).toEqual({ problem });
  });

  it('leaves a value that merely holds the key (a default, an example) alone', () => {
    expect(scanMcpHeaders({ type: 'object', properties: { a: { type: 'object', default: { 'x-mcp-header': 1 } } } })).toEqual({ declarations: [] });
  });
});

describe('capabilities.extensions', () => {
  const withExtensions = (extensions: Json) => contractOf(sideWithTool({}, { capabilities: { tools: {}, extensions } }));

  it('each extension is its own change: added, removed, settings changed', () => {
    const before = withExtensions({ 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html'] }, 'com.example/old': {} });
    const after = withExtensions({ 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] }, 'io.modelcontextprotocol/tasks': {} });
    expect(changesOf(before, after)).toEqual([
      ['capability-extension-removed', 'breaking', '/capabilities/extensions/com.example~1old', 'extension "com.example/old" removed'],
      ['capability-extension-added', 'effect-relevant', '/capabilities/extensions/io.modelcontextprotocol~1tasks', 'extension "io.modelcontextprotocol/tasks" added'],
      ['capability-extension-changed', 'effect-relevant', '/capabilities/extensions/io.modelcontextprotocol~1ui', 'extension "io.modelcontextprotocol/ui": settings changed'],
    ]);
  });
});

describe('cacheScope', () => {
  const side = corpus().find((c) => c.id === 'tool-removed')!.before;
  const withScopes = (cacheScopes: Record<string, string> | undefined): Contract => ({ ...contractOf(side), ...(cacheScopes ? { cacheScopes } : {}) });

  it('private → public is effect-relevant, public → private cosmetic, a missing one is private', () => {
    const before = withScopes({ 'server/discover': 'private', 'tools/list': 'public', 'prompts/list': 'public' });
    const after = withScopes({ 'server/discover': 'public', 'tools/list': 'private' });
    expect(changesOf(before, after)).toEqual([
      ['cache-scope-narrowed', 'cosmetic', '/cacheScopes/prompts~1list', 'prompts/list: cacheScope "public" → "private"'],
      ['cache-scope-widened', 'effect-relevant', '/cacheScopes/server~1discover', 'server/discover: cacheScope "private" → "public"'],
      ['cache-scope-narrowed', 'cosmetic', '/cacheScopes/tools~1list', 'tools/list: cacheScope "public" → "private"'],
    ]);
  });

  it('absent is private, in a golden written before cacheScope was recorded too', () => {
    expect(changesOf(withScopes(undefined), withScopes({ 'tools/list': 'public' })).map(([rule]) => rule)).toEqual(['cache-scope-widened']);
  });

  it('is recorded per list and for server/discover, whatever the page size', async () => {
    const dir = tempDir('mcg-cache-scope-');
    const scopes = { 'server/discover': 'public', 'tools/list': 'public', 'prompts/list': 'private' };
    const contracts = await Promise.all(
      [1, 10].map(async (pageSize) =>
        discoverContract(stdioServer('fx', fixtureArgs(writeSide(dir, { ...side, pageSize, cacheScopes: scopes }, `side-${pageSize}.json`), { era: 'stateless' }), 'unused')),
      ),
    );
    for (const contract of contracts) expect(contract.cacheScopes).toEqual({ 'server/discover': 'public', 'tools/list': 'public' }); // private is the default, not recorded
    expect(JSON.stringify(contracts[0])).toBe(JSON.stringify(contracts[1]));
  });
});

describe('deprecated features in use (2026-07-28 registry)', () => {
  const side = corpus().find((c) => c.id === 'tool-removed')!.before;

  it('names each one the server uses, as advice (info), with the way to migrate', async () => {
    const dir = tempDir('mcg-deprecated-');
    const file = writeSide(dir, { ...side, capabilities: { ...(side.capabilities as Json), logging: {} } });
    const { evidence } = await inspectServer(stdioServer('fx', fixtureArgs(file, { era: 'handshake', fault: 'sampling-request' }), 'unused'));
    expect(evidence.filter((e) => e.check === 'deprecated_feature')).toEqual([
      {
        check: 'deprecated_feature',
        status: 'info',
        subject: 'server',
        message: 'the server declares the logging capability: logging is deprecated (since 2026-07-28); instead, log to stderr on stdio; use OpenTelemetry for observability',
        details: { feature: 'logging', since: '2026-07-28' },
      },
      {
        check: 'deprecated_feature',
        status: 'info',
        subject: 'server',
        message: 'the server sent sampling/createMessage: sampling is deprecated (since 2026-07-28); instead, integrate with the LLM provider APIs directly',
        details: { feature: 'sampling', since: '2026-07-28' },
      },
    ]);
  });

  it('names the HTTP+SSE transport a server is reached over', async () => {
    const dir = tempDir('mcg-deprecated-sse-');
    const server = await startHttpFixture(writeSide(dir, side), { era: 'handshake' }, 'sse');
    try {
      const config = httpServer('fx', server.url, 'unused', { transport: { kind: 'sse', url: server.url, headers: {} } });
      const { evidence } = await inspectServer(config);
      expect(evidence.filter((e) => e.check === 'deprecated_feature').map((e) => e.message)).toEqual([
        'the server is reached over it: HTTP+SSE transport is deprecated (since 2025-03-26); instead, Streamable HTTP',
      ]);
    } finally {
      await server.stop();
    }
  });

  it('says nothing of a server that uses none', async () => {
    const dir = tempDir('mcg-deprecated-none-');
    const { evidence } = await inspectServer(stdioServer('fx', fixtureArgs(writeSide(dir, side), { era: 'handshake' }), 'unused'));
    expect(evidence.filter((e) => e.check === 'deprecated_feature')).toEqual([]);
  });
});
