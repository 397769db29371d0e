// What `serve` answers says what it is: a handshake server knows no request versioned in `_meta`
// (-32601, so every official client falls back to initialize), a method of a capability the
// contract does not declare is not found (-32601), each replayed tools/call and prompts/get says in
// `_meta` whether it is recorded, closest or generated, `--replay exact` refuses the rest, and a
// fault profile the contract's era cannot carry is refused.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPLAY_META_KEY } from '../src/serve/answers.js';
import { cli } from './helpers/cli.js';
import { ROOT, tempDir } from './helpers/fixture.js';
import { httpServer, rawSession, stopServers } from './helpers/serve.js';

afterEach(stopServers);

const MEMORY = join(ROOT, 'test/fixtures/real-servers/@modelcontextprotocol__server-memory@2026.1.26.mcp-contract.json');
const HANDSHAKE = join(ROOT, 'test/fixtures/conformance/everything-server.2025-11-25.mcp-contract.json');
const STATELESS = join(ROOT, 'test/fixtures/conformance/everything-server.mcp-contract.json');
const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
const initialize = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
const request = (id: number, method: string, params: object = {}) => ({ jsonrpc: '2.0', id, method, params });
const COMPLETE = { ref: { type: 'ref/prompt', name: 'x' }, argument: { name: 'a', value: '' } };

describe('serve: a handshake server knows no stateless request', () => {
  const handshakeServer = (method: string) => ({ code: -32601, message: `Method not found: ${method} (this server speaks the handshake era: initialize first)` });

  it('server/discover and any request versioned in _meta are -32601 over stdio; initialize then answers', async () => {
    const { answers } = await rawSession(
      [MEMORY],
      [request(1, 'server/discover', { _meta: META }), request(2, 'tools/list', { _meta: META }), request(3, 'server/discover'), { ...initialize, id: 4 }],
    );
    expect(answers.map((answer) => answer.error ?? (answer.result as { protocolVersion: string }).protocolVersion)).toEqual([
      handshakeServer('server/discover'),
      handshakeServer('tools/list'),
      { code: -32601, message: 'Method not found: server/discover' },
      '2025-11-25',
    ]);
  }, 30_000);

  it('over HTTP: 404 with -32601, the MCP-Protocol-Version header or the _meta alone', async () => {
    const url = await httpServer(MEMORY);
    const post = async (headers: Record<string, string>, body: object) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
      return [response.status, ((await response.json()) as { error: unknown }).error];
    };
    const stateless = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'server/discover' };
    expect(await post(stateless, request(1, 'server/discover', { _meta: META }))).toEqual([404, handshakeServer('server/discover')]);
    expect(await post({}, request(2, 'server/discover', { _meta: META }))).toEqual([404, handshakeServer('server/discover')]);
  }, 30_000);

  it('a stateless contract answers server/discover with its own revisions', async () => {
    const { answers } = await rawSession([STATELESS], [request(1, 'server/discover', { _meta: META })]);
    expect((answers[0]!.result as { supportedVersions: string[] }).supportedVersions).toEqual(['2026-07-28']);
  }, 30_000);
});

describe('serve: methods of capabilities the contract does not declare are not found', () => {
  it('a tools-only contract: every resources, prompts, logging and completion method is -32601; tools and ping answer', async () => {
    // Each method, its params, and the capability it needs.
    const methods: Array<[string, object, string]> = [
      ['prompts/list', {}, 'prompts'],
      ['prompts/get', { name: 'x' }, 'prompts'],
      ['resources/list', {}, 'resources'],
      ['resources/templates/list', {}, 'resources'],
      ['resources/read', { uri: 'memory://x' }, 'resources'],
      ['resources/subscribe', { uri: 'memory://x' }, 'resources.subscribe'],
      ['resources/unsubscribe', { uri: 'memory://x' }, 'resources.subscribe'],
      ['logging/setLevel', { level: 'info' }, 'logging'],
      ['completion/complete', COMPLETE, 'completions'],
    ];
    const { answers } = await rawSession([MEMORY], [initialize, ...methods.map(([method, params], i) => request(i + 1, method, params)), request(20, 'tools/list'), request(21, 'ping')]);
    expect(answers.slice(1, -2).map((answer) => answer.error)).toEqual(
      methods.map(([method, , need]) => ({ code: -32601, message: `Method not found: ${method} (the server does not declare ${need})` })),
    );
    expect(answers.slice(-2).map((answer) => Object.keys(answer.result as object))).toEqual([['tools'], []]);
  }, 30_000);

  it('completion/complete answers a contract that declares completions (it records no completion answers: an empty completion)', async () => {
    const { answers } = await rawSession([HANDSHAKE], [initialize, request(1, 'completion/complete', COMPLETE)]);
    expect(answers[1]!.result).toEqual({ completion: { values: [], hasMore: false } });
  }, 30_000);

  it('resources declared without subscribe: resources/subscribe is -32601, resources/read answers', async () => {
    const file = join(tempDir('mcg-answers-'), 'no-subscribe.json');
    const contract = JSON.parse(readFileSync(HANDSHAKE, 'utf8')) as { capabilities: { resources: object } };
    writeFileSync(file, JSON.stringify({ ...contract, capabilities: { ...contract.capabilities, resources: { listChanged: true } } }));
    const { answers } = await rawSession([file], [initialize, request(1, 'resources/subscribe', { uri: 'test://static-text' }), request(2, 'resources/read', { uri: 'test://static-text' })]);
    expect(answers[1]!.error).toEqual({ code: -32601, message: 'Method not found: resources/subscribe (the server does not declare resources.subscribe)' });
    expect(answers[2]!.result).toHaveProperty('contents');
  }, 30_000);
});

describe('serve: each replayed answer says what it is', () => {
  // A replay that says something first answers later: by id, in order.
  const byId = (answers: Array<Record<string, unknown>>) => answers.filter((answer) => typeof answer.id === 'number').sort((a, b) => (a.id as number) - (b.id as number));
  const replayOf = (answer: Record<string, unknown>) => ((answer.result as { _meta?: Record<string, unknown> } | undefined)?._meta ?? {})[REPLAY_META_KEY];

  it('recorded, closest or generated, in _meta, for tools/call and prompts/get', async () => {
    const { answers } = await rawSession(
      [HANDSHAKE],
      [
        initialize,
        request(1, 'tools/call', { name: 'test_simple_text', arguments: {} }),
        request(2, 'tools/call', { name: 'test_sampling', arguments: { prompt: 'another prompt' } }),
        request(3, 'tools/call', { name: 'test_sampling', arguments: { prompt: 5 } }),
        request(4, 'tools/call', { name: 'test_reconnection', arguments: {} }),
        request(5, 'prompts/get', { name: 'test_simple_prompt', arguments: {} }),
        request(6, 'prompts/get', { name: 'test_prompt_with_arguments', arguments: { arg1: 'a', arg2: 'b' } }),
        request(7, 'resources/read', { uri: 'test://static-text' }),
      ],
    );
    expect(byId(answers).slice(1).map(replayOf)).toEqual(['recorded', 'closest', 'generated', 'generated', 'recorded', 'closest', undefined]);
  }, 30_000);

  it('--replay exact answers recorded calls only; the rest is -32602 naming the closest recorded arguments', async () => {
    const { answers } = await rawSession(
      [HANDSHAKE, '--replay', 'exact'],
      [
        initialize,
        request(1, 'tools/call', { name: 'test_sampling', arguments: { prompt: 'Test prompt for sampling' } }),
        request(2, 'tools/call', { name: 'test_sampling', arguments: { prompt: 'another prompt' } }),
        request(3, 'tools/call', { name: 'test_reconnection', arguments: {} }),
        request(4, 'prompts/get', { name: 'test_prompt_with_arguments', arguments: { arg1: 'a', arg2: 'b' } }),
      ],
    );
    expect(replayOf(byId(answers)[1]!)).toBe('recorded');
    expect(
      byId(answers)
        .slice(2)
        .map((answer) => answer.error),
    ).toEqual([
      {
        code: -32602,
        message: 'Invalid params: no recorded call of tool test_sampling with these arguments (serve --replay exact); the closest recorded arguments are {"prompt":"Test prompt for sampling"}',
      },
      { code: -32602, message: 'Invalid params: no recorded call of tool test_reconnection with these arguments (serve --replay exact); tool test_reconnection has no recorded calls' },
      {
        code: -32602,
        message:
          'Invalid params: no recorded call of prompt test_prompt_with_arguments with these arguments (serve --replay exact); the closest recorded arguments are {"arg1":"first-value","arg2":"second-value"}',
      },
    ]);
  }, 30_000);

  it('--replay takes closest or exact (exit 2 otherwise)', async () => {
    const { code, stderr } = await cli(['serve', HANDSHAKE, '--replay', 'nearest'], ROOT);
    expect([code, stderr]).toEqual([2, 'mcp-contract: serve: --replay is closest or exact, not "nearest"\n']);
  }, 30_000);
});

describe('serve: a fault profile the contract era cannot carry is refused', () => {
  it.each([
    [STATELESS, 'session-expired', 'fault profile session-expired applies to handshake-era contracts only (the stateless era has no sessions)'],
    [STATELESS, 'subscription-breaks', 'fault profile subscription-breaks applies to handshake-era contracts only (the stateless era has no resources/subscribe)'],
    [HANDSHAKE, 'unknown-result-type', 'fault profile unknown-result-type applies to stateless-era contracts only (handshake-era results have no resultType)'],
  ])(
    '%s with --profile %s: exit 2, one line',
    async (file, profile, reason) => {
      const { code, stderr } = await cli(['serve', file, '--profile', profile, '--http', '0'], ROOT);
      expect([code, stderr]).toEqual([2, `mcp-contract: serve: contract ${file}: ${reason}\n`]);
    },
    30_000,
  );
});

describe("docs/serve.md's conformance figures are the baselines", () => {
  it('the table lists, per revision, exactly the checks expected-failures-REVISION.yaml holds', () => {
    const doc = readFileSync(join(ROOT, 'docs/serve.md'), 'utf8');
    const table = doc.slice(doc.indexOf('<!-- conformance-baselines -->'), doc.indexOf('<!-- /conformance-baselines -->'));
    for (const revision of ['2025-11-25', '2026-07-28']) {
      const baseline = parse(readFileSync(join(ROOT, `test/fixtures/conformance/expected-failures-${revision}.yaml`), 'utf8')) as { server?: string[] };
      const row = table.split('\n').find((line) => line.startsWith(`| ${revision} |`))!;
      expect([...row.matchAll(/`([^`]+)`/g)].map((m) => m[1])).toEqual(baseline.server ?? []);
    }
  });
});
