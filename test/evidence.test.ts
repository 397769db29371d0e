import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { inspectServer } from '../src/commands/observe-server.js';
import { evaluateNegotiationPolicy } from '../src/evidence/negotiation-policy.js';
import { probeMatrix } from '../src/negotiate/matrix.js';
import type { Negotiated } from '../src/negotiate/negotiate.js';
import { cli } from './helpers/cli.js';
import { corpus, EVERYTHING, FIXTURE_SERVER, fixtureArgs, httpServer, startHttpFixture, stdioServer, tempDir, writeSide, type RunningServer, type Side } from './helpers/fixture.js';

const base = corpus().find((c) => c.id === 'tool-removed')!.before as Record<string, any>;
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

function negotiated(capabilities: Record<string, unknown>, protocolVersion = '2025-06-18'): Negotiated {
  return { era: 'handshake', protocolVersion, capabilities };
}

describe('negotiation policy as data', () => {
  const policy = {
    supportedProtocolVersions: ['2025-11-25', '2025-06-18'],
    requiredServerCapabilities: ['tools'],
    optionalServerCapabilities: ['resources', 'resources.subscribe', 'tools.listChanged'],
  };

  it.each([
    ['a supported revision and the required capability', { tools: {} }, '2025-06-18', []],
    ['a revision outside the set (never compared as dates)', { tools: {} }, '2026-07-28', ['unsupported_protocol_version']],
    ['a missing required capability', { resources: {} }, '2025-06-18', ['missing_required_capabilities']],
    ['a required capability set to false', { tools: false }, '2025-06-18', ['missing_required_capabilities']],
  ])('%s', (_what, capabilities, version, failures) => {
    const evidence = evaluateNegotiationPolicy(policy, negotiated(capabilities, version));
    expect(evidence.filter((e) => e.status === 'fail').map((e) => e.check)).toEqual(failures);
  });

  it('does not let resources: {} grant resources.subscribe, and carries unknown extension keys', () => {
    const evidence = evaluateNegotiationPolicy(
      { ...policy, requiredServerCapabilities: ['resources.subscribe', 'x-vendor.feature'] },
      negotiated({ tools: { listChanged: true }, resources: {}, 'x-vendor': { feature: { depth: 2 } } }),
    );
    const missing = evidence.find((e) => e.check === 'missing_required_capabilities')!;
    expect(missing.details).toEqual({ missing: ['resources.subscribe'] });
    expect(evidence.find((e) => e.check === 'optional_capabilities')!.details).toEqual({ enabled: ['resources', 'tools.listChanged'], disabled: ['resources.subscribe'] });
  });

  it('fails check with the machine-readable cause, over stdio and Streamable HTTP, in both eras', async () => {
    const dir = tempDir('mcg-policy-');
    const sideFile = writeSide(dir, base);
    const http = await startHttpFixture(sideFile, { era: 'both' });
    running.push(http);
    for (const [transport, extra] of [
      ['stdio', { command: process.execPath, args: fixtureArgs(sideFile, { era: 'handshake' }) }],
      ['stdio', { command: process.execPath, args: fixtureArgs(sideFile, { era: 'stateless' }) }],
      ['http', { url: http.url }],
    ] as const) {
      const server = { name: 'notes', ...extra, contract: 'golden.json' };
      writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [server] }));
      expect((await cli(['snapshot'], dir)).code).toBe(0);
      writeFileSync(
        join(dir, 'mcp-contract.yaml'),
        stringify({ servers: [{ ...server, requiredServerCapabilities: ['tools', 'resources.subscribe'], optionalServerCapabilities: ['prompts.listChanged', 'logging'] }] }),
      );
      const result = await cli(['check', '--report', 'report.json'], dir);
      expect(result.code, transport).toBe(1);
      const evidence = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).servers[0].evidence;
      expect(evidence.find((e: { check: string }) => e.check === 'missing_required_capabilities')).toMatchObject({ status: 'fail', level: 'breaking', details: { missing: ['resources.subscribe'] } });
      expect(evidence.find((e: { check: string }) => e.check === 'optional_capabilities').details).toEqual({ enabled: ['prompts.listChanged'], disabled: ['logging'] });
      expect(result.stdout).toContain('missing_required_capabilities');
    }
  });
});

describe('the protocol-version matrix', () => {
  const matrixOf = async (side: Side, fault?: string, era: 'handshake' | 'both' = 'handshake') => {
    const dir = tempDir('mcg-matrix-');
    const server = stdioServer('notes', fixtureArgs(writeSide(dir, side), { era, fault }), join(dir, 'c.json'), {
      protocolMatrix: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'],
    });
    return (await inspectServer(server)).contract.protocolMatrix;
  };

  it('records accepted, another revision selected, cleanly rejected, and stateless-era cells', async () => {
    const side = { ...base, supportedVersions: ['2025-03-26', '2025-06-18'] };
    expect(await matrixOf(side)).toEqual({
      '2024-11-05': { outcome: 'selected-other', selected: '2025-06-18' },
      '2025-03-26': { outcome: 'accepted' },
      '2025-06-18': { outcome: 'accepted' },
      '2025-11-25': { outcome: 'selected-other', selected: '2025-06-18' },
      '2026-07-28': { outcome: 'rejected' },
    });
    expect(await matrixOf(side, 'reject-unsupported', 'both')).toEqual({
      '2024-11-05': { outcome: 'rejected' },
      '2025-03-26': { outcome: 'accepted' },
      '2025-06-18': { outcome: 'accepted' },
      '2025-11-25': { outcome: 'rejected' },
      '2026-07-28': { outcome: 'accepted' },
    });
  });

  it('calls malformed version text and a revision nobody offered violations', async () => {
    const dir = tempDir('mcg-matrix-bad-');
    const cells = async (fault: string) => probeMatrix(stdioServer('notes', fixtureArgs(writeSide(dir, base), { fault }), join(dir, 'c.json')), ['2025-03-26', '2025-06-18'], process.env);
    expect(await cells('malformed-version')).toEqual({
      '2025-03-26': { outcome: 'violation', detail: 'malformed protocolVersion "v2025.06"' },
      '2025-06-18': { outcome: 'violation', detail: 'malformed protocolVersion "v2025.06"' },
    });
    expect((await cells('unsupported-version'))['2025-06-18']).toEqual({ outcome: 'violation', detail: 'selected 1999-01-01, a revision the gate never offered and no released handshake revision' });
  });

  it('is part of the contract: a cell that goes from accepted to rejected is breaking, and the report shows the matrix', async () => {
    const dir = tempDir('mcg-matrix-check-');
    const sideFile = writeSide(dir, { ...base, supportedVersions: ['2025-03-26', '2025-06-18'] });
    // The gate proposes a revision the server keeps supporting: a server that rejects the proposal cannot be discovered at all.
    const config = (fault?: string) =>
      writeFileSync(
        join(dir, 'mcp-contract.yaml'),
        stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(sideFile, { fault }), protocolMatrix: true, protocolVersion: '2025-06-18' }] }),
      );
    config();
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    writeSide(dir, { ...base, supportedVersions: ['2025-06-18'] });
    config('reject-unsupported');
    const result = await cli(['check', '--report', 'report.json'], dir);
    expect(result.code).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    const dropped = report.servers[0].changes.filter((c: { rule: string }) => c.rule === 'protocol-revision-dropped');
    expect(dropped.map((c: { pointer: string; message: string }) => [c.pointer, c.message])).toEqual([['/protocolMatrix/2025-03-26', 'revision 2025-03-26: accepted → rejected']]);
    const matrix = report.servers[0].evidence.find((e: { check: string }) => e.check === 'protocol_matrix');
    expect(matrix.details['2025-03-26']).toMatchObject({ outcome: 'rejected', detail: expect.stringContaining('Unsupported protocol version') });
  });

  it('probes a Streamable HTTP server with a fresh session per revision, and no session id leaks between them', async () => {
    const dir = tempDir('mcg-matrix-http-');
    const log = join(dir, 'http.log');
    const server = await startHttpFixture(writeSide(dir, { ...base, supportedVersions: ['2025-03-26', '2025-06-18'] }), { era: 'both', log });
    running.push(server);
    const inspection = await inspectServer(httpServer('notes', server.url, join(dir, 'c.json'), { protocolMatrix: ['2025-03-26', '2025-06-18', '2026-07-28'] }));
    expect(inspection.contract.protocolMatrix).toEqual({ '2025-03-26': { outcome: 'accepted' }, '2025-06-18': { outcome: 'accepted' }, '2026-07-28': { outcome: 'accepted' } });
    const entries = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries.filter((e) => e.direction === 'rejected')).toEqual([]);
    // Each initialize opens a session; a later request never carries a session issued before it.
    const initializes = entries.filter((e) => e.message.method === 'initialize').length;
    expect(initializes).toBe(2);
    const sessionsInOrder = entries.map((e) => e.headers['mcp-session-id']).filter(Boolean);
    const firstSeen = [...new Set(sessionsInOrder)];
    expect(sessionsInOrder).toEqual([...sessionsInOrder].sort((a, b) => firstSeen.indexOf(a) - firstSeen.indexOf(b)));
  });
});

describe('Streamable HTTP rules the fixture enforces (a client that breaks them is caught)', () => {
  it('answers 400 to MCP-Protocol-Version on initialize, and to a missing or stale one afterwards', async () => {
    const dir = tempDir('mcg-http-rules-');
    const server = await startHttpFixture(writeSide(dir, base), { era: 'handshake' });
    running.push(server);
    const post = (body: object, headers: Record<string, string> = {}) =>
      fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    expect((await post(init, { 'mcp-protocol-version': '2025-06-18' })).status).toBe(400);
    const ok = await post(init);
    expect(ok.status).toBe(200);
    const session = ok.headers.get('mcp-session-id')!;
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };
    expect((await post(list, { 'mcp-session-id': session })).status).toBe(400);
    expect((await post(list, { 'mcp-session-id': session, 'mcp-protocol-version': '2025-03-26' })).status).toBe(400);
    expect((await post(list, { 'mcp-session-id': 'another-session', 'mcp-protocol-version': '2025-06-18' })).status).toBe(400);
    expect((await post(list, { 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' })).status).toBe(200);
  });
});

describe('lifecycle evidence', () => {
  it('records the session as a transcript, redacted unless asked, and checks its order', async () => {
    const dir = tempDir('mcg-transcript-');
    const args = ['snapshot', '--out', 'c.json', '--transcript', 'evidence', '--', process.execPath, ...fixtureArgs(writeSide(dir, base), { era: 'handshake' })];
    expect((await cli(args, dir)).code).toBe(0);
    const transcript = JSON.parse(readFileSync(join(dir, 'evidence/server.transcript.json'), 'utf8'));
    const order = transcript.messages.map((m: { direction: string; kind: string; method: string }) => `${m.direction} ${m.kind} ${m.method}`);
    expect(order.slice(0, 8)).toEqual([
      'out request server/discover',
      'in error server/discover',
      'out request initialize',
      'in response initialize',
      'out request ping',
      'in response ping',
      'out notification notifications/initialized',
      'out request tools/list',
    ]);
    expect(transcript.messages.every((m: { body?: unknown }) => m.body === undefined)).toBe(true);
    expect((await cli([...args.slice(0, 5), '--transcript-bodies', ...args.slice(5)], dir)).code).toBe(0);
    const withBodies = JSON.parse(readFileSync(join(dir, 'evidence/server.transcript.json'), 'utf8'));
    expect(withBodies.messages[3].body).toMatchObject({ protocolVersion: '2025-06-18', serverInfo: base.serverInfo });
  });

  it('keeps the transcript of a failed discovery', async () => {
    const dir = tempDir('mcg-transcript-fail-');
    const result = await cli(['snapshot', '--out', 'c.json', '--transcript', 'evidence', '--', process.execPath, ...fixtureArgs(writeSide(dir, base), { fault: 'wrong-id' })], dir);
    expect(result.code).toBe(3);
    const transcript = JSON.parse(readFileSync(join(dir, 'evidence/server.transcript.json'), 'utf8'));
    expect(transcript.messages.slice(-2)).toMatchObject([
      { direction: 'out', kind: 'request', method: 'tools/list' },
      { direction: 'in', kind: 'response', id: 9_999_999 },
    ]);
  });

  it.each([
    ['sampling-request', 'sampling/createMessage (the gate did not declare sampling)'],
    ['undeclared-list-changed', 'notifications/tools/list_changed (the server did not declare tools.listChanged)'],
  ])('flags %s: the server used what was not negotiated (stdio, and Streamable HTTP with SSE answers)', async (fault, use) => {
    const dir = tempDir('mcg-lifecycle-');
    const sideFile = writeSide(dir, base);
    const http = await startHttpFixture(sideFile, { fault, responses: 'sse', era: 'handshake' });
    running.push(http);
    for (const server of [stdioServer('notes', fixtureArgs(sideFile, { fault }), join(dir, 'c.json')), httpServer('notes', http.url, join(dir, 'c.json'))]) {
      const inspection = await inspectServer(server);
      expect(inspection.evidence.find((e) => e.check === 'undeclared_capability_use')).toMatchObject({ status: 'fail', level: 'breaking', details: { uses: [use] } });
      expect(inspection.evidence.find((e) => e.check === 'lifecycle_order')).toMatchObject({ status: 'pass' });
    }
  });
});

describe('output contract and canonical examples', () => {
  const tools = [
    {
      name: 'get_note',
      description: 'Read one note.',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { id: { type: 'string', pattern: '^n[0-9]+$' } }, required: ['id'] },
      outputSchema: { type: 'object', properties: { id: { type: 'string' }, words: { type: 'integer' } }, required: ['id', 'words'] },
    },
    { name: 'delete_note', description: 'Delete one note.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
    { name: 'purge_note', annotations: { readOnlyHint: true, destructiveHint: true }, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
  ];
  const examples = [
    { name: 'read-n1', tool: 'get_note', arguments: { id: 'n1' }, expect: { id: 'n1' } },
    { name: 'delete-n1', tool: 'delete_note', arguments: { id: 'n1' } },
    { name: 'purge-n1', tool: 'purge_note', arguments: { id: 'n1' } },
  ];

  async function inspect(side: Side, overrides: Partial<Parameters<typeof stdioServer>[3]> = {}) {
    const dir = tempDir('mcg-examples-');
    return inspectServer(
      stdioServer('notes', fixtureArgs(writeSide(dir, side)), join(dir, 'c.json'), { examples: examples.map((e) => ({ allowSideEffects: false, call: true, ...e })), ...overrides }),
    );
  }
  const byCheck = (evidence: Awaited<ReturnType<typeof inspect>>['evidence'], subject: string) => evidence.filter((e) => e.subject === subject).map((e) => [e.check, e.status]);

  it('calls read-only tools only, and validates structuredContent against the outputSchema', async () => {
    const { evidence } = await inspect({ ...base, tools, toolResults: { get_note: { structuredContent: { id: 'n1', words: 12 } } } });
    expect(byCheck(evidence, 'example:read-n1')).toEqual([
      ['example_arguments_valid', 'pass'],
      ['output_schema_conformance', 'pass'],
    ]);
    expect(byCheck(evidence, 'example:delete-n1')).toEqual([
      ['example_arguments_valid', 'pass'],
      ['example_not_called', 'info'],
    ]);
    // Read-only and destructive at once: the harmful word wins.
    expect(byCheck(evidence, 'example:purge-n1')).toEqual([
      ['example_arguments_valid', 'pass'],
      ['example_not_called', 'info'],
    ]);
  });

  it('reports each violation of a non-conforming structuredContent with its path, and a failed expectation (exit 1 in check)', async () => {
    const { evidence } = await inspect({ ...base, tools, toolResults: { get_note: { structuredContent: { id: 'n2', words: 'many' } } } });
    const violation = evidence.find((e) => e.check === 'output_schema_violation')!;
    expect(violation).toMatchObject({ status: 'fail', level: 'breaking', details: { violations: ['/words: must be integer'] } });
    expect(evidence.find((e) => e.check === 'example_expectation_failed')!.message).toBe('structuredContent.id is "n2", expected "n1"');
  });

  it('validates structuredContent over Streamable HTTP in the stateless era too', async () => {
    const dir = tempDir('mcg-examples-http-');
    const http = await startHttpFixture(writeSide(dir, { ...base, tools, toolResults: { get_note: { structuredContent: { id: 'n1', words: 1.5 } } } }), { era: 'stateless' });
    running.push(http);
    const { contract, evidence } = await inspectServer(
      httpServer('notes', http.url, join(dir, 'c.json'), { examples: [{ name: 'read-n1', tool: 'get_note', arguments: { id: 'n1' }, allowSideEffects: false, call: true }] }),
    );
    expect(contract.protocol.era).toBe('stateless');
    expect(evidence.find((e) => e.check === 'output_schema_violation')).toMatchObject({ details: { violations: ['/words: must be integer'] } });
  });

  it('calls an inputSchema without type object at its root a contract defect, naming the tools, and snapshot fails on it', async () => {
    const bare = { $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { q: { type: 'string' } } };
    const { evidence } = await inspect(
      {
        ...base,
        tools: [
          { name: 'a', inputSchema: bare },
          { name: 'b', inputSchema: bare },
          { name: 'c', inputSchema: { type: 'object' } },
        ],
      },
      { examples: [] },
    );
    expect(evidence.find((e) => e.check === 'input_schema_not_object')).toMatchObject({
      status: 'fail',
      level: 'breaking',
      subject: 'server',
      message: 'inputSchema without type "object" at its root (official SDK clients reject the whole tools/list): tool:a, tool:b',
    });
    const dir = tempDir('mcg-bare-root-');
    mkdirSync(join(dir, '.git'));
    const side = writeSide(dir, { ...base, tools: [{ name: 'a', inputSchema: bare }] });
    const snapshot = await cli(['snapshot', '--name', 'bare', '--out', 'bare.json', '--', process.execPath, FIXTURE_SERVER, '--side', side], dir);
    // The official clients refuse the page the gate read it from: each says so in its own words (the CLI names a check's first failure).
    expect([snapshot.code, snapshot.stderr]).toEqual([
      1,
      'error: bare: evidence client_rejects failed: @modelcontextprotocol/client 2.4.0 rejects tools/list page 1: Invalid result for tools/list: tools.0.inputSchema.type: Invalid input: expected "object"\n' +
        'error: bare: evidence input_schema_not_object failed: inputSchema without type "object" at its root (official SDK clients reject the whole tools/list): tool:a\n',
    ]);
    expect(existsSync(join(dir, 'bare.json'))).toBe(true);
  });

  it('calls a schema ajv cannot compile a contract defect', async () => {
    const { evidence } = await inspect({ ...base, tools: [{ name: 'odd', inputSchema: { type: 'object', properties: { a: { type: 'strin' } } } }] }, { examples: [] });
    expect(evidence.find((e) => e.check === 'schema_not_compilable')).toMatchObject({
      status: 'fail',
      level: 'breaking',
      subject: 'tool:odd',
      message: expect.stringContaining('inputSchema is not a valid JSON Schema'),
    });
  });

  it('calls a tool with side effects only when the example allows it', async () => {
    const { evidence } = await inspect({ ...base, tools }, { examples: [{ name: 'delete-n1', tool: 'delete_note', arguments: { id: 'n1' }, allowSideEffects: true, call: true }] });
    expect(byCheck(evidence, 'example:delete-n1')).toEqual([['example_arguments_valid', 'pass']]);
  });

  it('calls an example whose arguments no longer match the current inputSchema breaking evidence', async () => {
    const narrowed = tools.map((t) => (t.name === 'get_note' ? { ...t, inputSchema: { ...t.inputSchema, properties: { id: { type: 'string', pattern: '^note-[0-9]+$' } } } } : t));
    const { evidence } = await inspect({ ...base, tools: narrowed });
    expect(evidence.find((e) => e.subject === 'example:read-n1')).toMatchObject({
      check: 'example_arguments_invalid',
      status: 'fail',
      level: 'breaking',
      details: { violations: ['/id: must match pattern "^note-[0-9]+$"'] },
    });
  });

  it('with server-everything as a real peer: its structuredContent tool keeps its outputSchema promise', async () => {
    const server = stdioServer('everything', [EVERYTHING, 'stdio'], 'unused', {
      examples: [{ name: 'weather', tool: 'structuredContent', arguments: { location: 'Berlin' }, allowSideEffects: true, call: true }],
    });
    const { evidence } = await inspectServer(server);
    expect(byCheck(evidence, 'example:weather')).toEqual([
      ['example_arguments_valid', 'pass'],
      ['output_schema_conformance', 'pass'],
    ]);
  });
});

describe('the resource subscription probe', () => {
  const subscribable = { ...base, capabilities: { ...base.capabilities, resources: { subscribe: true, listChanged: true } } };
  const probe = { uri: 'notes://index', timeoutMs: 1_000 };

  it('reads, subscribes, waits for the update, reads again: every step reported (stdio and HTTP)', async () => {
    const dir = tempDir('mcg-subscribe-');
    const sideFile = writeSide(dir, subscribable);
    const overStdio = await inspectServer(stdioServer('notes', fixtureArgs(sideFile), join(dir, 'c.json'), { subscribeProbe: probe }));
    const http = await startHttpFixture(sideFile, { responses: 'sse' });
    running.push(http);
    const overHttp = await inspectServer(httpServer('notes', http.url, join(dir, 'c.json'), { subscribeProbe: probe }));
    for (const { evidence } of [overStdio, overHttp]) {
      const result = evidence.find((e) => e.check === 'subscription_probe')!;
      expect(result.status).toBe('pass');
      expect((result.details as { steps: Array<{ step: string }> }).steps.map((s) => s.step)).toEqual([
        'resources/read',
        'resources/subscribe',
        'notifications/resources/updated',
        'resources/read again',
        'resources/unsubscribe',
      ]);
    }
  });

  it('fails when no update arrives within the deadline, and does not probe without resources.subscribe', async () => {
    const dir = tempDir('mcg-subscribe-');
    const silent = await inspectServer(stdioServer('notes', fixtureArgs(writeSide(dir, subscribable), { fault: 'no-update' }), join(dir, 'c.json'), { subscribeProbe: probe }));
    expect(silent.evidence.find((e) => e.check === 'subscription_probe')).toMatchObject({
      status: 'fail',
      level: 'breaking',
      message: expect.stringContaining('notifications/resources/updated failed (no update within 1000 ms)'),
    });
    const plain = await inspectServer(stdioServer('notes', fixtureArgs(writeSide(dir, base, 'plain.json')), join(dir, 'c.json'), { subscribeProbe: probe }));
    expect(plain.evidence.find((e) => e.check === 'subscription_probe')).toMatchObject({ status: 'info', message: 'resources.subscribe is not declared: not probed' });
  });
});

describe('determinism with evidence', () => {
  it('gives byte-identical reports run after run, with the matrix, examples and the subscription probe', async () => {
    const dir = tempDir('mcg-evidence-bytes-');
    const tool = { name: 'get_note', annotations: { readOnlyHint: true }, inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { words: { type: 'integer' } } } };
    const side = writeSide(dir, {
      ...base,
      tools: [tool],
      toolResults: { get_note: { structuredContent: { words: 2 } } },
      capabilities: { ...base.capabilities, resources: { subscribe: true } },
      supportedVersions: ['2025-03-26', '2025-06-18'],
    });
    writeFileSync(
      join(dir, 'mcp-contract.yaml'),
      stringify({
        servers: [
          {
            name: 'notes',
            command: process.execPath,
            args: fixtureArgs(side),
            protocolMatrix: true,
            examples: [{ tool: 'get_note', arguments: {} }],
            subscribeProbe: { uri: 'notes://index' },
            requiredServerCapabilities: ['tools'],
          },
        ],
      }),
    );
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    await cli(['check', '--report', 'a.json'], dir);
    await cli(['check', '--report', 'b.json'], dir);
    const a = readFileSync(join(dir, 'a.json'), 'utf8');
    expect(readFileSync(join(dir, 'b.json'), 'utf8')).toBe(a);
    expect(JSON.parse(a).servers[0].evidence.map((e: { check: string; status: string }) => `${e.check}:${e.status}`)).toEqual([
      'protocol_matrix:info',
      'required_capabilities:pass',
      'lifecycle_order:pass',
      'undeclared_capability_use:pass',
      'input_schema_not_object:pass',
      'schema_not_compilable:pass',
      'example_arguments_valid:pass',
      'output_schema_conformance:pass',
      'subscription_probe:pass',
    ]);
  });
});

describe('bad input from a server: a specific cause and exit code', () => {
  it.each([
    ['initialize-error', 3, /initialize: the server answered with JSON-RPC error -32603: initialize failed on purpose/],
    ['malformed-version', 3, /initialize: the server selected protocol version "v2025\.06", which the gate did not offer/],
    ['no-answer', 3, /tools\/list, page 1: no answer within 5000 ms/],
  ])('%s: exit %i', async (fault, code, cause) => {
    const dir = tempDir('mcg-bad-');
    writeFileSync(
      join(dir, 'mcp-contract.yaml'),
      // 5 s for the silent tools/list (initialize, before it, has many times the start of a process); a minute for the rest.
      stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(writeSide(dir, base), { fault }), timeouts: { requestMs: fault === 'no-answer' ? 5_000 : 60_000 } }] }),
    );
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(cause);
  });

  it('a non-conforming structuredContent: exit 1 from check, with output_schema_violation as the cause', async () => {
    const dir = tempDir('mcg-bad-output-');
    const tool = {
      name: 'get_note',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object' },
      outputSchema: { type: 'object', properties: { words: { type: 'integer' } }, required: ['words'] },
    };
    const side = (words: unknown) => ({ ...base, tools: [tool], toolResults: { get_note: { structuredContent: { words } } } });
    writeSide(dir, side(3), 'server.json');
    writeFileSync(
      join(dir, 'mcp-contract.yaml'),
      stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(join(dir, 'server.json')), examples: [{ tool: 'get_note', arguments: {} }] }] }),
    );
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    expect((await cli(['check'], dir)).code).toBe(0);
    writeSide(dir, side('three'), 'server.json');
    const result = await cli(['check', '--report', 'r.json'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('output_schema_violation');
    expect(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')).servers[0].changes).toEqual([]);
  });
});
