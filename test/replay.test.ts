// Recorded calls played again by `serve`: what the real server said while a call ran (log and
// progress notifications, its own requests to the client) reaches a client that may get it, in
// order; a stateless multi-round call (input_required) answers round by round. The contracts are
// the gate's snapshots of the conformance suite's reference server (test/fixtures/conformance/).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { contractText } from '../src/contract/io.js';
import { withRecordedDigest } from '../src/contract/recorded.js';
import type { Contract } from '../src/contract/types.js';
import { answerAsClient } from '../src/negotiate/capabilities.js';
import { roundAnswer } from '../src/serve/replay.js';
import { REPLAY_META_KEY, type ReplayKind } from '../src/serve/answers.js';
import { cli } from './helpers/cli.js';
import { contractOf } from './helpers/contracts.js';
import { fixtureArgs, ROOT, tempDir, writeSide } from './helpers/fixture.js';
import { CLI, httpServer, rawSession, stopServers, track, TSX } from './helpers/serve.js';

afterEach(stopServers);

/** A result as serve answers it: saying in `_meta` what it is. */
const as = (kind: ReplayKind, result: object) => ({ ...result, _meta: { [REPLAY_META_KEY]: kind } });
const FIXTURES = join(ROOT, 'test/fixtures/conformance');
const HANDSHAKE = join(FIXTURES, 'everything-server.2025-11-25.mcp-contract.json');
const STATELESS = join(FIXTURES, 'everything-server.mcp-contract.json');
const recorded = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as Contract).recorded!;

/** The official SDK client on `serve FILE` over stdio, declaring `capabilities`. */
async function connect(file: string, capabilities: Record<string, object>) {
  const client = new Client({ name: 'host-test', version: '1.0.0' }, { capabilities });
  await client.connect(new StdioClientTransport({ command: TSX, args: [CLI, 'serve', file], cwd: ROOT, stderr: 'ignore' }));
  return client;
}

describe('handshake era: what the server said during a call is said again', () => {
  it('log notifications at or above the level the client set, progress with its own token, then the recorded result', async () => {
    const client = await connect(HANDSHAKE, {});
    const logs: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => void logs.push(notification.params));
    const progress: unknown[] = [];
    const result = await client.callTool({ name: 'test_tool_with_progress', arguments: {} }, undefined, { onprogress: (p) => void progress.push(p) });
    const logged = await client.callTool({ name: 'test_tool_with_logging', arguments: {} });
    await client.setLoggingLevel('warning');
    await client.callTool({ name: 'test_tool_with_logging', arguments: {} });
    await client.close();
    const { tools } = recorded(HANDSHAKE);
    expect(result).toEqual(as('recorded', tools!.test_tool_with_progress![0]!.result));
    expect(logged).toEqual(as('recorded', tools!.test_tool_with_logging![0]!.result));
    expect(progress).toEqual([
      { message: 'Completed step 0 of 100', progress: 0, total: 100 },
      { message: 'Completed step 50 of 100', progress: 50, total: 100 },
      { message: 'Completed step 100 of 100', progress: 100, total: 100 },
    ]);
    // Three at info before setLevel; none after it asked for warning and above.
    expect(logs).toEqual([
      { data: 'Tool execution started', level: 'info' },
      { data: 'Tool processing data', level: 'info' },
      { data: 'Tool execution completed', level: 'info' },
    ]);
  });

  it("the server's own request reaches a client that declared the capability, and waits for its answer", async () => {
    const client = await connect(HANDSHAKE, { elicitation: {} });
    const asked: unknown[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params);
      return { action: 'accept', content: { response: 'Jane' } };
    });
    const result = await client.callTool({ name: 'test_elicitation', arguments: { message: 'Please provide your information' } });
    // Other arguments: the closest recorded call, the caller's message where the recorded one was.
    await client.callTool({ name: 'test_elicitation', arguments: { message: 'Your name, please' } });
    await client.close();
    const call = recorded(HANDSHAKE).tools!.test_elicitation![0]!;
    const requestedSchema = { properties: { response: { description: "User's response", type: 'string' } }, required: ['response'], type: 'object' };
    expect(asked[0]).toEqual(call.during![0]!.params);
    expect(asked).toEqual([
      { message: 'Please provide your information', requestedSchema },
      { message: 'Your name, please', requestedSchema },
    ]);
    expect(result).toEqual(as('recorded', call.result));
  });

  it('a client without the capability is never asked; closest arguments replay the same call', async () => {
    const initialize = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'test_sampling', arguments: { prompt: 'another prompt' } } };
    const { answers } = await rawSession([HANDSHAKE], [initialize, { jsonrpc: '2.0', method: 'notifications/initialized' }, call]);
    expect(answers.map((answer) => answer.id ?? answer.method)).toEqual([0, 1]);
    expect(answers[1]!.result).toEqual(as('closest', recorded(HANDSHAKE).tools!.test_sampling![0]!.result));
  });

  it('a client that leaves a request of the server unanswered is asked once per call, and gets the answer', async () => {
    const contract = JSON.parse(readFileSync(HANDSHAKE, 'utf8')) as Contract;
    const call = contract.recorded!.tools!.test_elicitation![0]!;
    call.during = [call.during![0]!, call.during![0]!, { kind: 'notification', method: 'notifications/message', params: { level: 'info', data: 'after' } }];
    contract.recorded = withRecordedDigest(contract.recorded!);
    const file = join(tempDir('mcg-replay-'), 'contract.json');
    writeFileSync(file, JSON.stringify(contract));
    const initialize = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: { elicitation: {} }, clientInfo: { name: 't', version: '1' } } };
    const ask = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'test_elicitation', arguments: call.arguments } };
    // stdin stays open (its end would end the server): the answers, until the call's.
    const child = track(spawn(TSX, [CLI, 'serve', file], { cwd: ROOT }));
    child.stdin!.write([initialize, { jsonrpc: '2.0', method: 'notifications/initialized' }, ask].map((line) => `${JSON.stringify(line)}\n`).join(''));
    const answers: Array<Record<string, unknown>> = [];
    for await (const line of createInterface({ input: child.stdout! })) {
      answers.push(JSON.parse(line) as Record<string, unknown>);
      if (answers.at(-1)!.id === 1) break;
    }
    expect(answers.map((answer) => [answer.id, answer.method])).toEqual([
      [0, undefined],
      ['mcp-contract-serve-1', 'elicitation/create'],
      [undefined, 'notifications/message'],
      [1, undefined],
    ]);
    expect(answers[3]!.result).toEqual(as('recorded', call.result));
  }, 30_000);
});

describe('what one client said is its own', () => {
  const initialize = (id: number, capabilities: object) => ({
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities, clientInfo: { name: 't', version: '1' } },
  });
  const elicit = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'test_elicitation', arguments: { message: 'Please provide your information' } } });

  it('over HTTP, a session that did not declare elicitation is never asked, though another session did', async () => {
    const url = await httpServer(HANDSHAKE);
    const post = (body: object, session?: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25', ...(session ? { 'mcp-session-id': session } : {}) },
        body: JSON.stringify(body),
      });
    const quiet = (await post(initialize(1, {}))).headers.get('mcp-session-id')!;
    await post(initialize(1, { elicitation: {} }));
    const answer = await post(elicit(2), quiet);
    expect([answer.headers.get('content-type'), await answer.json()]).toEqual([
      'application/json',
      { jsonrpc: '2.0', id: 2, result: as('recorded', recorded(HANDSHAKE).tools!.test_elicitation![0]!.result) },
    ]);
  });

  it('over stdio, stdin that ends while the client is asked ends the server cleanly, the call answered', async () => {
    const { answers, code } = await rawSession([HANDSHAKE], [initialize(0, { elicitation: {} }), { jsonrpc: '2.0', method: 'notifications/initialized' }, elicit(1)]);
    expect([code, answers.map((answer) => answer.id)]).toEqual([0, [0, 'mcp-contract-serve-1', 1]]);
  });

  it('a call the client cancels while it is asked says nothing more, and the server goes on', async () => {
    const child = track(spawn(TSX, [CLI, 'serve', HANDSHAKE], { cwd: ROOT }));
    const write = (...lines: object[]) => child.stdin!.write(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    const cancel = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1, reason: 'user' } };
    write(initialize(0, { elicitation: {} }), { jsonrpc: '2.0', method: 'notifications/initialized' }, elicit(1));
    const seen: unknown[] = [];
    for await (const line of createInterface({ input: child.stdout! })) {
      const { id } = JSON.parse(line) as { id?: unknown };
      seen.push(id);
      if (id === 'mcp-contract-serve-1') {
        // Cancelled, then answered after all: an uncancelled replay would answer 1 at once (20 ms later).
        write(cancel, { jsonrpc: '2.0', id: 'mcp-contract-serve-1', result: { action: 'decline' } });
        setTimeout(() => write({ jsonrpc: '2.0', id: 2, method: 'ping' }), 300);
      }
      if (id === 2) break;
    }
    expect(seen).toEqual([0, 'mcp-contract-serve-1', 2]);
  });

  it('logging/setLevel with a level no one knows is -32602', async () => {
    const { answers } = await rawSession([HANDSHAKE], [initialize(0, {}), { jsonrpc: '2.0', id: 1, method: 'logging/setLevel', params: { level: 'verbose' } }]);
    expect(answers[1]).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'Invalid params: level must be one of debug, info, notice, warning, error, critical, alert, emergency' },
    });
  });
});

describe('closest arguments', () => {
  it("a prompt got with other arguments says the caller's values where the recorded ones were", async () => {
    const client = await connect(HANDSHAKE, {});
    const got = await client.getPrompt({ name: 'test_prompt_with_arguments', arguments: { arg1: 'x', arg2: 'yes-two' } });
    await client.close();
    expect(recorded(HANDSHAKE).prompts!.test_prompt_with_arguments![0]!.arguments).toEqual({ arg1: 'first-value', arg2: 'second-value' });
    expect(got.messages).toEqual([{ role: 'user', content: { type: 'text', text: "Prompt with arguments: arg1='x', arg2='yes-two'" } }]);
  });
});

describe('closest arguments stay true to the tool', () => {
  it("the SDK's callTool takes a closest answer whose structuredContent would leave the outputSchema's enum as recorded", async () => {
    const outputSchema = { type: 'object', properties: { city: { enum: ['Paris', 'Lyon'] } }, required: ['city'] };
    const tools = [{ name: 'weather', description: 'Weather.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } }, outputSchema }];
    const contract: Contract = { ...contractOf({ serverInfo: { name: 'w', version: '1.0.0' }, capabilities: { tools: {} }, tools }), server: 'w' };
    const answer = (city: string) => ({ content: [{ type: 'text', text: JSON.stringify({ city }) }], structuredContent: { city } });
    contract.recorded = withRecordedDigest({ tools: { weather: [{ arguments: { q: 'Paris' }, result: answer('Paris') }] } });
    const file = join(tempDir('mcg-replay-closest-'), 'w.json');
    writeFileSync(file, contractText(contract));
    const client = await connect(file, {});
    await client.listTools();
    const berlin = await client.callTool({ name: 'weather', arguments: { q: 'Berlin' } });
    const lyon = await client.callTool({ name: 'weather', arguments: { q: 'Lyon' } });
    await client.close();
    expect([berlin, lyon]).toEqual([as('closest', answer('Paris')), as('closest', answer('Lyon'))]);
  });

  it('a 3 MB argument where the recorded one is echoed 400 times is refused before the answer is built: the recorded answer, not -32603', async () => {
    const tools = [{ name: 'echo', description: 'Echoes.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }];
    const contract: Contract = { ...contractOf({ serverInfo: { name: 'e', version: '1.0.0' }, capabilities: { tools: {} }, tools }), server: 'e' };
    const result = { content: Array.from({ length: 400 }, () => ({ type: 'text', text: 'Paris' })) };
    contract.recorded = withRecordedDigest({ tools: { echo: [{ arguments: { q: 'Paris' }, result }] } });
    const file = join(tempDir('mcg-replay-growth-'), 'e.json');
    writeFileSync(file, contractText(contract));
    const { answers } = await rawSession([file], [{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { q: 'x'.repeat(3_000_000) } } }]);
    expect(answers).toEqual([{ jsonrpc: '2.0', id: 1, result: as('closest', result) }]);
  });
});

describe('stateless era: a multi-round call answers round by round', () => {
  const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': { elicitation: {}, sampling: {} } };
  const call = (id: number, params: object, meta: object = META) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'test_input_required_result_multi_round', arguments: {}, ...params, _meta: meta },
  });

  it('requestState picks the round; a state never issued, a missing one and a response that is no object are -32602; a response missing asks again', async () => {
    const rounds = recorded(STATELESS).tools!.test_input_required_result_multi_round![0]!;
    const first = rounds.result as { requestState: string; inputRequests: object };
    const second = rounds.rounds![0] as { requestState: string };
    const accept = { action: 'accept', content: { name: 'Ann' } };
    const { answers } = await rawSession(
      [STATELESS],
      [
        call(1, {}),
        call(2, { inputResponses: { step1: accept }, requestState: first.requestState }),
        call(3, { inputResponses: { step2: { action: 'accept', content: { color: 'red' } } }, requestState: second.requestState }),
        call(4, { inputResponses: { step1: accept }, requestState: `${first.requestState}-TAMPERED` }),
        call(5, { inputResponses: { step1: accept } }),
        call(6, { inputResponses: { step1: 12345 }, requestState: first.requestState }),
        call(7, { inputResponses: { other: accept }, requestState: first.requestState }),
      ],
    );
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    expect(byId.get(1)!.result).toEqual(as('recorded', { ...first, resultType: 'input_required' }));
    expect(byId.get(2)!.result).toEqual(as('recorded', { ...second, resultType: 'input_required' }));
    expect(byId.get(3)!.result).toEqual(as('recorded', { ...rounds.rounds![1], resultType: 'complete' }));
    expect([4, 5, 6].map((id) => byId.get(id)!.error)).toEqual([
      { code: -32602, message: 'Invalid params: requestState is not one this server issued (integrity check failed)' },
      { code: -32602, message: 'Invalid params: requestState is missing' },
      { code: -32602, message: 'Invalid params: inputResponses["step1"] must be an object' },
    ]);
    expect(byId.get(7)!.result).toEqual(as('recorded', { ...first, resultType: 'input_required' }));
  });

  it('a state issued twice: the round the responses answer in full goes on, so the call ends', () => {
    const ask = (key: string) => ({ resultType: 'input_required', requestState: 'S', inputRequests: { [key]: { method: 'elicitation/create', params: {} } } });
    const call = { arguments: {}, result: ask('q1'), rounds: [ask('q2'), { content: [] }] };
    const caps = { elicitation: {} };
    const accept = { action: 'accept', content: {} };
    expect([
      roundAnswer(call, { requestState: 'S', inputResponses: { q1: accept } }, caps),
      roundAnswer(call, { requestState: 'S', inputResponses: { q2: accept } }, caps),
      roundAnswer(call, { requestState: 'S', inputResponses: { q3: accept } }, caps),
    ]).toEqual([ask('q2'), { content: [] }, ask('q1')]);
  });

  it('an input request is made only for a capability the request declares', async () => {
    const both = recorded(STATELESS).tools!.test_input_required_result_capabilities![0]!.result as { inputRequests: Record<string, { method: string }> };
    const { answers } = await rawSession(
      [STATELESS],
      [
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'test_input_required_result_capabilities', arguments: {}, _meta: { ...META, 'io.modelcontextprotocol/clientCapabilities': { sampling: {} } } },
        },
      ],
    );
    const asked = (answers[0]!.result as { inputRequests: Record<string, { method: string }> }).inputRequests;
    expect(Object.values(both.inputRequests).map((r) => r.method)).toEqual(['elicitation/create', 'sampling/createMessage']);
    expect(Object.values(asked).map((r) => r.method)).toEqual(['sampling/createMessage']);
  });
});

describe('the gate as a recording client', () => {
  it('answers a request of the server only for a capability the config declares, with fixed data', () => {
    const requestedSchema = { type: 'object', properties: { name: { type: 'string', minLength: 3 }, ok: { type: 'boolean' } }, required: ['name', 'ok'] };
    const all = { sampling: {}, elicitation: {}, roots: {} };
    expect([
      answerAsClient('elicitation/create', { message: 'Who?', requestedSchema }, all),
      answerAsClient('elicitation/create', { message: 'Who?', requestedSchema: { type: 'object', properties: { n: { type: 'string', not: {} } }, required: ['n'] } }, all),
      answerAsClient('sampling/createMessage', { messages: [] }, all),
      answerAsClient('roots/list', {}, all),
      answerAsClient('elicitation/create', { message: 'Who?', requestedSchema }, { sampling: {} }),
      answerAsClient('tools/call', {}, all),
    ]).toEqual([
      { action: 'accept', content: { name: 'aaa', ok: true } },
      { action: 'decline' },
      { role: 'assistant', content: { type: 'text', text: 'mcp-contract-gate: no model here; a fixed answer' }, model: 'mcp-contract-gate', stopReason: 'endTurn' },
      { roots: [] },
      undefined,
      undefined,
    ]);
  });

  it.each([
    [1, 'the tool still asks for input (input_required) after the rounds the gate answers'],
    [33, 'tools/call failed: the server asked for 33 inputs in one round; the gate answers at most 32'],
  ])('a server that asks for %i inputs in every round fails the example, and writes nothing', async (inputs, reason) => {
    const dir = tempDir('mcg-replay-');
    const inputRequests = Object.fromEntries(
      Array.from({ length: inputs }, (_, i) => [`q${i}`, { method: 'elicitation/create', params: { message: 'again?', requestedSchema: { type: 'object', properties: {} } } }]),
    );
    const side = {
      serverInfo: { name: 'asker', version: '1.0.0' },
      capabilities: { tools: {} },
      tools: [{ name: 'ask', annotations: { readOnlyHint: true }, inputSchema: { type: 'object' } }],
      toolResults: { ask: { resultType: 'input_required', inputRequests, requestState: 'same' } },
    };
    const server = { name: 'asker', command: process.execPath, args: fixtureArgs(writeSide(dir, side), { era: 'stateless' }), contract: 'out.json', clientCapabilities: { elicitation: {} } };
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ ...server, examples: [{ tool: 'ask', arguments: {}, record: true }] }] }));
    expect(await cli(['snapshot'], dir)).toEqual({ code: 1, stdout: '', stderr: `error: asker: evidence tool_call_failed failed: ${reason}\n` });
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  });

  it('an example that expects isError fails the snapshot when the tool answers without it, and writes nothing', async () => {
    const dir = tempDir('mcg-replay-');
    const examples = [{ tool: 'test_simple_text', arguments: {}, record: true, allowSideEffects: true, isError: true }];
    writeFileSync(
      join(dir, 'mcp-contract.yaml'),
      stringify({ servers: [{ name: 'conformance-everything-handshake', url: await httpServer(HANDSHAKE), era: 'handshake', contract: 'out.json', examples }] }),
    );
    expect(await cli(['snapshot'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: conformance-everything-handshake: evidence tool_call_failed failed: the tool answered without isError: true, which the example expects\n',
    });
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  });
});
