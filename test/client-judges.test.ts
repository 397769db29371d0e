import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectServer, snapshotWithTranscript } from '../src/commands/observe-server.js';
import { JUDGE_CLIENTS } from '../src/jsonschema/judge-clients.js';
import { judgeMessage } from '../src/evidence/client-judges.js';
import { keepMessageText, parseJsonRpcMessage } from '../src/transport/jsonrpc.js';
import { compareContracts } from '../src/diff/compare.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { contractText } from '../src/contract/io.js';
import { CLI, TSX, httpServer as serveHttp, stopServers } from './helpers/serve.js';
import { ROOT, fixtureArgs, httpServer, startHttpFixture, stdioServer, tempDir, writeSide, type FixtureOptions, type RunningServer, type Side } from './helpers/fixture.js';

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

const readOnly = { readOnlyHint: true };
const getNote = { name: 'get_note', annotations: readOnly, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };
const side: Side = {
  protocolVersion: '2025-06-18',
  serverInfo: { name: 'notes', version: '1.0.0' },
  capabilities: { tools: {}, prompts: {} },
  tools: [getNote],
  prompts: [{ name: 'summarise' }],
};

async function inspect(options: FixtureOptions, over: Side = side, examples: Array<Record<string, unknown>> = []) {
  const dir = tempDir('mcg-judges-');
  const config = { examples: examples.map((e) => ({ allowSideEffects: false, call: true, name: 'read', tool: 'get_note', arguments: { id: 'n1' }, ...e })) } as never;
  return inspectServer(stdioServer('notes', fixtureArgs(writeSide(dir, over), options), join(dir, 'c.json'), config));
}
const rejections = (evidence: Array<{ check: string; message: string; subject: string }>) => evidence.filter((e) => e.check === 'client_rejects').map((e) => [e.subject, e.message]);

describe('the official clients as judges', () => {
  it('names the versions the gate depends on', () => {
    for (const client of Object.values(JUDGE_CLIENTS)) {
      const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', client.name, 'package.json'), 'utf8')) as { version: string };
      expect(installed.version).toBe(client.version);
    }
  });

  it('accepts a conformant server in both eras: no refusal', async () => {
    for (const era of ['handshake', 'stateless'] as const) {
      const { evidence } = await inspect({ era }, side, [{}]);
      expect(rejections(evidence)).toEqual([]);
    }
  });

  it('rejects a 2026-07-28 list page without ttlMs and cacheScope, checked on the wire (the contract never holds them)', async () => {
    const { evidence, contract } = await inspect({ era: 'stateless', fault: 'no-cache-hints' });
    expect(rejections(evidence)).toEqual([
      [
        'server',
        '@modelcontextprotocol/client 2.4.0 rejects tools/list page 1: Invalid result for tools/list: ttlMs: Invalid input: expected number, received undefined; cacheScope: Invalid option: expected one of "public"|"private"',
      ],
    ]);
    expect(evidence.find((e) => e.check === 'client_rejects')).toMatchObject({ status: 'fail', level: 'breaking' });
    expect(Object.keys(contract.tools)).toEqual(['get_note']);
  });

  it('rejects a 2026-07-28 result without resultType, the discover result too', async () => {
    const { evidence } = await inspect({ era: 'stateless', fault: 'no-result-type' });
    expect(rejections(evidence)).toEqual([
      [
        'server',
        '@modelcontextprotocol/client 2.4.0 rejects server/discover: Invalid result for server/discover: missing required resultType — servers implementing protocol revision 2026-07-28 MUST include it (the absent-means-complete bridge applies only to earlier-revision servers)',
      ],
      [
        'server',
        '@modelcontextprotocol/client 2.4.0 rejects tools/list page 1: Invalid result for tools/list: missing required resultType — servers implementing protocol revision 2026-07-28 MUST include it (the absent-means-complete bridge applies only to earlier-revision servers)',
      ],
    ]);
  });

  it('judges a handshake-era page with both clients, each in its own words', async () => {
    const bad = { ...side, tools: [{ name: 'get_note', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: 'yes' } }] };
    const { evidence } = await inspect({ era: 'handshake' }, bad);
    expect(rejections(evidence)).toEqual([
      ['server', '@modelcontextprotocol/client 2.4.0 rejects tools/list page 1: Invalid result for tools/list: tools.0.annotations.readOnlyHint: Invalid input: expected boolean, received string'],
      ['server', '@modelcontextprotocol/sdk 1.32.2 rejects tools/list page 1: tools.0.annotations.readOnlyHint: Invalid input: expected boolean, received string'],
    ]);
  });

  it('judges the result of a called example', async () => {
    const { evidence } = await inspect({ era: 'handshake' }, { ...side, toolResults: { get_note: { content: [{ type: 'text' }] } } }, [{}]);
    expect(rejections(evidence)).toEqual([
      ['server', '@modelcontextprotocol/client 2.4.0 rejects tools/call: Invalid result for tools/call: content.0: Invalid input'],
      ['server', '@modelcontextprotocol/sdk 1.32.2 rejects tools/call: content.0: Invalid input'],
    ]);
  });

  it('rejects an outputSchema whose dialect the 2.x client refuses, naming the tool; the 1.x SDK compiles it with draft-07 ajv', async () => {
    const outputSchema = { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { id: { type: 'string' } } };
    const { evidence } = await inspect({ era: 'handshake' }, { ...side, tools: [{ ...getNote, outputSchema }] });
    expect(rejections(evidence)).toEqual([
      [
        'tool:get_note',
        '@modelcontextprotocol/client 2.4.0 rejects the outputSchema of get_note: JSON Schema declares an unsupported dialect ("$schema": "http://json-schema.org/draft-04/schema#"). The default validator supports JSON Schema 2020-12, 2019-09, draft-07, and draft-06; pass a pre-configured Ajv instance to AjvJsonSchemaValidator(ajv) to validate other dialects.',
      ],
    ]);
  });
});

describe('an era-true client', () => {
  it('says which client capability a tool answering -32021 requires', async () => {
    const { evidence } = await inspect({ era: 'stateless', fault: 'capability-required' }, side, [{}]);
    expect(evidence.filter((e) => e.subject === 'example:read').map((e) => [e.check, e.status, e.level, e.message])).toEqual([
      ['example_arguments_valid', 'pass', undefined, 'arguments match the inputSchema of get_note'],
      [
        'client_capability_required',
        'fail',
        'breaking',
        'get_note answered -32021 (missing required client capability): it requires the client capability "elicitation", which the gate did not declare (clientCapabilities)',
      ],
    ]);
  });

  it('reads a list refused with HTTP 404 and a -32601 body as unsupported, as over stdio', async () => {
    const dir = tempDir('mcg-404-');
    const http = await startHttpFixture(writeSide(dir, side), { era: 'stateless', fault: 'list-404' });
    running.push(http);
    const { contract, evidence } = await inspectServer(httpServer('notes', http.url, join(dir, 'c.json')));
    expect(contract.unsupportedLists).toEqual(['prompts/list']);
    expect(evidence.filter((e) => e.check === 'unsupported_list').map((e) => e.message)).toEqual([
      'the server declares prompts but answered prompts/list with -32601 (method not found): recorded as unsupported (unsupportedLists)',
    ]);
  });
});

describe('a change a client refuses', () => {
  const withDialect = ($schema: string | undefined) =>
    contractOf(sideWithTool({ name: 'status', inputSchema: { type: 'object' }, outputSchema: { ...($schema ? { $schema } : {}), type: 'object', properties: { ok: { type: 'boolean' } } } }));
  const changes = (from: string | undefined, to: string | undefined) => compareContracts(withDialect(from), withDialect(to)).changes.map((c) => [c.rule, c.level, c.pointer, c.message]);

  it('is breaking when the 2.x client refuses the new outputSchema dialect and took the old, naming the client', () => {
    expect(changes('https://json-schema.org/draft/2020-12/schema', 'http://json-schema.org/draft-04/schema#')).toEqual([
      [
        'tool-output-schema-dialect-refused',
        'breaking',
        '/tools/status/definition/outputSchema/$schema',
        'outputSchema: @modelcontextprotocol/client 2.4.0 refuses it now (it took the old one), and with it every call of the tool: JSON Schema declares an unsupported dialect ("$schema": "http://json-schema.org/draft-04/schema#"). The default validator supports JSON Schema 2020-12, 2019-09, draft-07, and draft-06; pass a pre-configured Ajv instance to AjvJsonSchemaValidator(ajv) to validate other dialects.',
      ],
    ]);
  });

  it('is no refusal between dialects the client takes, nor from one it refused', () => {
    expect(changes(undefined, 'http://json-schema.org/draft-07/schema#').map(([rule]) => rule)).not.toContain('tool-output-schema-dialect-refused');
    expect(changes('http://json-schema.org/draft-04/schema#', 'https://example.com/own-dialect').map(([rule]) => rule)).not.toContain('tool-output-schema-dialect-refused');
  });
});

describe('the subscription probe, as a client of the era subscribes', () => {
  const subscribable: Side = { ...side, capabilities: { resources: { subscribe: true } }, resources: [{ uri: 'note://n1', name: 'n1' }], tools: [], prompts: [] };
  const probe = { uri: 'note://n1', timeoutMs: 2_000 };
  const stepsOf = (evidence: Array<{ check: string; status: string; details?: unknown }>) => {
    const result = evidence.find((e) => e.check === 'subscription_probe')!;
    return [result.status, (result.details as { steps: Array<{ step: string; ok: boolean }> }).steps.map((s) => `${s.step} ${s.ok ? 'ok' : 'failed'}`)];
  };

  it('listens with subscriptions/listen in 2026-07-28, and ends the stream it opened', async () => {
    const dir = tempDir('mcg-listen-');
    const { evidence } = await inspectServer(stdioServer('notes', fixtureArgs(writeSide(dir, subscribable), { era: 'stateless' }), join(dir, 'c.json'), { subscribeProbe: probe }));
    expect(stepsOf(evidence)).toEqual(['pass', ['resources/read ok', 'subscriptions/listen ok', 'notifications/resources/updated ok', 'resources/read again ok', 'notifications/cancelled ok']]);
  });

  it('passes against serve, over stdio and Streamable HTTP, which ends a resource-only stream with its result', async () => {
    const dir = tempDir('mcg-listen-serve-');
    const served = join(dir, 'served.json');
    writeFileSync(served, contractText({ ...contractOf(subscribable, 'stateless'), protocol: { era: 'stateless', revision: '2026-07-28' } }));
    const url = await serveHttp(served);
    for (const server of [stdioServer('notes', [CLI, 'serve', served], join(dir, 'c.json'), { subscribeProbe: probe }), httpServer('notes', url, join(dir, 'c.json'), { subscribeProbe: probe })]) {
      const command = server.transport.kind === 'stdio' ? { ...server, transport: { ...server.transport, command: TSX } } : server;
      const { evidence } = await inspectServer(command);
      expect(stepsOf(evidence)).toEqual(['pass', ['resources/read ok', 'subscriptions/listen ok', 'notifications/resources/updated ok', 'resources/read again ok']]);
      expect(rejections(evidence)).toEqual([]);
    }
    stopServers();
  });

  it('fails when no update comes on the stream', async () => {
    const dir = tempDir('mcg-listen-silent-');
    const { evidence } = await inspectServer(stdioServer('notes', fixtureArgs(writeSide(dir, subscribable), { era: 'stateless', fault: 'no-update' }), join(dir, 'c.json'), { subscribeProbe: probe }));
    expect(evidence.find((e) => e.check === 'subscription_probe')).toMatchObject({
      status: 'fail',
      level: 'breaking',
      message: 'resources.subscribe is declared, but resources/read ok, subscriptions/listen ok, notifications/resources/updated failed (no update within 2000 ms)',
    });
  });
});

describe('output-root-not-object, by era', () => {
  const contract = (outputSchema: Record<string, unknown>, era: 'handshake' | 'stateless') => {
    const c = contractOf(sideWithTool({ name: 'count', inputSchema: { type: 'object' }, outputSchema }), era);
    return era === 'stateless' ? { ...c, protocol: { era, revision: '2026-07-28' } } : c;
  };
  const rules = (era: 'handshake' | 'stateless') =>
    compareContracts(contract({ type: 'object', properties: { n: { type: 'integer' } } }, era), contract({ type: 'integer' }, era)).changes.map((c) => [c.rule, c.level]);

  it('is breaking in the handshake era, where the official clients reject the whole tools/list', () => {
    expect(rules('handshake')).toEqual([
      ['output-root-not-object', 'breaking'],
      ['output-type-narrowed', 'effect-relevant'],
      ['output-type-widened', 'breaking'],
    ]);
  });

  it('is not raised in 2026-07-28, where any output root is allowed: the comparison of values judges the change', () => {
    expect(rules('stateless')).toEqual([
      ['output-type-narrowed', 'effect-relevant'],
      ['output-type-widened', 'breaking'],
    ]);
  });
});

describe('a large server', () => {
  const tools = Array.from({ length: 1_200 }, (_, i) => ({ name: `tool_${i}`, inputSchema: { type: 'object' }, ...(i === 1_150 ? { annotations: { readOnlyHint: 'yes' } } : {}) }));
  const large: Side = { ...side, capabilities: { tools: {} }, tools, prompts: [] };
  const refusal = [
    ['server', '@modelcontextprotocol/client 2.4.0 rejects tools/list page 12: Invalid result for tools/list: tools.50.annotations.readOnlyHint: Invalid input: expected boolean, received string'],
  ];

  it('is judged in a worker thread past the first 250 items, with the same words and the page named (stdio: each page posted as the line it came in)', async () => {
    const { evidence } = await inspect({ era: 'stateless', pageSize: 100 }, large);
    expect(rejections(evidence)).toEqual(refusal);
  });

  it('posts a page as the line it came in when the transport kept it, else as the object', () => {
    const line = '{"jsonrpc":"2.0","id":3,"result":{"tools":[]}}';
    const kept = parseJsonRpcMessage(line) as { result: Record<string, unknown> };
    keepMessageText(kept as never, line);
    expect([judgeMessage('tools/list', { cursor: 'c' }, kept.result, 2), judgeMessage('tools/list', {}, { tools: [] })]).toEqual([
      { judge: { method: 'tools/list', params: { cursor: 'c' }, messageText: line, page: 2 } },
      { judge: { method: 'tools/list', params: {}, answer: { tools: [] } } },
    ]);
  });

  it('is judged alike over Streamable HTTP, each page posted as the parsed object', async () => {
    const dir = tempDir('mcg-judges-http-');
    const http = await startHttpFixture(writeSide(dir, large), { era: 'stateless', pageSize: 100 });
    running.push(http);
    const { evidence } = await inspectServer(httpServer('notes', http.url, join(dir, 'c.json')));
    expect(rejections(evidence)).toEqual(refusal);
  });
});

describe('recorded answers', () => {
  it('are judged as the server sent them', async () => {
    const dir = tempDir('mcg-judge-record-');
    const readable: Side = { ...side, capabilities: { resources: {} }, resources: [{ uri: 'note://n1', name: 'n1' }], tools: [], prompts: [] };
    const server = stdioServer('notes', fixtureArgs(writeSide(dir, readable), { fault: 'bad-read' }), join(dir, 'c.json'), { record: { resources: ['note://n1'], prompts: [] } });
    const { evidence } = await snapshotWithTranscript(server, process.env, {});
    expect(rejections(evidence)).toEqual([
      ['server', '@modelcontextprotocol/client 2.4.0 rejects resources/read: Invalid result for resources/read: contents.0: Invalid input'],
      ['server', '@modelcontextprotocol/sdk 1.32.2 rejects resources/read: contents.0: Invalid input'],
    ]);
  });
});
