// Recorded answers: snapshot records the example calls, resource reads and prompt gets the config
// asks for (redacted, digested), serve replays them to the official SDK client, check ignores them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { withRecordedDigest } from '../src/contract/recorded.js';
import { REPLAY_META_KEY, type ReplayKind } from '../src/serve/answers.js';
import type { Contract } from '../src/contract/types.js';
import { digestOf } from '../src/json/rfc8785.js';
import { cli } from './helpers/cli.js';
import { fixtureArgs, ROOT, tempDir, writeSide } from './helpers/fixture.js';
import { CLI, rawSession, stopServers, TSX } from './helpers/serve.js';

afterEach(stopServers);

const SECRET = 'tok-s3cret-9f2a71';
const side = {
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'notes', version: '1.0.0' },
  capabilities: { tools: {}, resources: {}, prompts: {} },
  tools: [
    {
      name: 'get_note',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      outputSchema: { type: 'object', properties: { id: { type: 'string' }, owner: { type: 'string' } }, required: ['id'] },
    },
  ],
  resources: [{ uri: 'notes://n1', name: 'n1', mimeType: 'text/plain' }],
  prompts: [{ name: 'summarise', arguments: [{ name: 'id', required: true }] }],
  // The server puts a volatile _meta on its answer, and the secret it was started with in its data.
  toolResults: { get_note: { structuredContent: { id: 'n1', owner: SECRET }, _meta: { servedAt: '2026-12-03T20:00:00Z' } } },
};

/** The answers the contract must hold: the secret redacted, _meta dropped, keys sorted. */
const EXPECTED = {
  prompts: { summarise: [{ arguments: { id: 'n1' }, result: { messages: [{ content: { text: 'summarise with {"id":"n1"}', type: 'text' }, role: 'user' }] } }] },
  resources: { 'notes://n1': { contents: [{ mimeType: 'text/plain', text: 'version 1', uri: 'notes://n1' }] } },
  tools: { get_note: [{ arguments: { id: 'n1' }, result: { content: [{ text: '{"id":"n1"}', type: 'text' }], structuredContent: { id: 'n1', owner: '***' } } }] },
};

/** A project whose config records one example call, one resource read and one prompt get (or `record`), and its snapshot. */
async function project(record: object = { resources: ['notes://n1'], prompts: [{ name: 'summarise', arguments: { id: 'n1' } }] }, era: 'handshake' | 'stateless' = 'handshake') {
  const dir = tempDir('mcg-recorded-');
  const server = {
    name: 'notes',
    command: process.execPath,
    args: fixtureArgs(writeSide(dir, side), { era }),
    env: { NOTES_TOKEN: SECRET },
    contract: 'golden.json',
    examples: [
      { tool: 'get_note', arguments: { id: 'n1' }, record: true },
      { tool: 'get_note', arguments: { id: 'n2' } },
    ],
    record,
  };
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [server] }));
  return { dir, golden: join(dir, 'golden.json'), result: await cli(['snapshot'], dir) };
}

async function snapshotted(era?: 'handshake' | 'stateless'): Promise<{ dir: string; golden: string }> {
  const { dir, golden, result } = await project(undefined, era);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return { dir, golden };
}

/** A result as serve answers it: saying in `_meta` what it is. */
const as = (kind: ReplayKind, result: object) => ({ ...result, _meta: { [REPLAY_META_KEY]: kind } });
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Contract;

describe('recorded answers', () => {
  it.each(['handshake', 'stateless'] as const)(
    'snapshot records what the config asks for, redacted, without volatile fields, digested, the same bytes again (%s era)',
    async (era) => {
      const { dir, golden } = await snapshotted(era);
      const text = readFileSync(golden, 'utf8');
      const { digest, ...recorded } = read(golden).recorded!;
      expect(recorded).toEqual(EXPECTED);
      expect(digest).toBe(digestOf(EXPECTED));
      expect(text).not.toContain(SECRET);
      expect((await cli(['snapshot'], dir)).code).toBe(0);
      expect(readFileSync(golden, 'utf8')).toBe(text);
    },
    60_000,
  );

  it('a read or get that fails is evidence record_failed: snapshot writes nothing (exit 1)', async () => {
    const { golden, result } = await project({ prompts: [{ name: 'nope' }] });
    expect([result.code, result.stderr]).toEqual([1, 'error: notes: evidence record_failed failed: prompts/get failed: JSON-RPC error -32602: Unknown prompt: nope\n']);
    expect(existsSync(golden)).toBe(false);
  }, 60_000);

  it('serve answers the official SDK client with exactly the recorded results, the closest for other valid arguments', async () => {
    const { golden } = await snapshotted();
    const client = new Client({ name: 'host-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: TSX, args: [CLI, 'serve', golden], cwd: ROOT, stderr: 'pipe' }));
    try {
      expect(await client.callTool({ name: 'get_note', arguments: { id: 'n1' } })).toEqual(as('recorded', EXPECTED.tools.get_note[0]!.result));
      expect(await client.readResource({ uri: 'notes://n1' })).toEqual(EXPECTED.resources['notes://n1']);
      expect(await client.getPrompt({ name: 'summarise', arguments: { id: 'n1' } })).toEqual(as('recorded', EXPECTED.prompts.summarise[0]!.result));
      // Other valid arguments: the closest recorded answer, here the only one, and it says so.
      expect(await client.callTool({ name: 'get_note', arguments: { id: 'n2' } })).toEqual(as('closest', EXPECTED.tools.get_note[0]!.result));
      expect(await client.getPrompt({ name: 'summarise', arguments: { id: 'n2' } })).toEqual(as('closest', EXPECTED.prompts.summarise[0]!.result));
    } finally {
      await client.close();
    }
  }, 60_000);

  it('a snapshot of serve, with the same config, records the same answers: the contract comes back', async () => {
    const { dir, golden } = await snapshotted();
    const config = parse(readFileSync(join(dir, 'mcp-contract.yaml'), 'utf8')) as { servers: Array<Record<string, unknown>> };
    const served = { ...config.servers[0]!, command: TSX, args: [CLI, 'serve', golden], env: {}, contract: 'again.json' };
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [served] }));
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    // Only the mark of a redaction differs: serve says *** where the server said the secret.
    const { redacted, ...rest } = read(golden) as Contract & { redacted?: true };
    expect(redacted).toBe(true);
    expect(read(join(dir, 'again.json'))).toEqual(rest);
  }, 60_000);

  it('check never compares recorded answers: a server that answers otherwise now still passes', async () => {
    const { dir } = await snapshotted();
    writeSide(dir, { ...side, toolResults: { get_note: { structuredContent: { id: 'n1', owner: 'someone else' } } } });
    const result = await cli(['check'], dir);
    expect(result.code).toBe(0);
  }, 60_000);

  it('a recorded answer edited by hand is caught by its digest: serve refuses the file (exit 2)', async () => {
    const { golden } = await snapshotted();
    writeFileSync(golden, readFileSync(golden, 'utf8').replace('"version 1"', '"version 2"'));
    const { code, stderr } = await rawSession([golden], []);
    expect(code).toBe(2);
    expect(stderr).toBe(`mcp-contract: contract ${golden} at /recorded/digest: the digest does not match the definition (edited by hand?); regenerate it with the update command of the gate\n`);
  }, 60_000);

  it('serve replays a recorded isError result as it was; after a rug pull, the calls --then recorded', async () => {
    const { dir, golden } = await snapshotted();
    const contract = read(golden);
    const failure = { content: [{ type: 'text', text: 'note n9 is locked' }], isError: true };
    const recorded = withRecordedDigest({ ...contract.recorded!, tools: { get_note: [{ arguments: { id: 'n9' }, result: failure }] } });
    const locked = join(dir, 'locked.json');
    writeFileSync(locked, JSON.stringify({ ...contract, recorded }));
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const call = (id: number, note: string) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_note', arguments: { id: note } } });
    expect((await rawSession([locked], [initialize, call(2, 'n9')])).answers[1]).toEqual({ jsonrpc: '2.0', id: 2, result: as('recorded', failure) });
    // The rug pulled after the first call: n1 answered as golden.json recorded, then n9 as locked.json did.
    const { answers } = await rawSession([golden, '--profile', 'rug-pull', '--then', locked], [initialize, call(2, 'n1'), call(3, 'n9')]);
    expect(answers.filter((answer) => answer.id !== undefined).map((answer) => answer.result)).toEqual([
      expect.objectContaining({ protocolVersion: '2025-11-25' }),
      as('recorded', EXPECTED.tools.get_note[0]!.result),
      as('recorded', failure),
    ]);
  }, 60_000);

  it('serve answers valid arguments no call was recorded with by the closest recorded call; invalid ones still get isError', async () => {
    const { dir, golden } = await snapshotted();
    const contract = read(golden);
    const note2 = { content: [{ type: 'text', text: '{"id":"n2"}' }], structuredContent: { id: 'n2', owner: 'ann' } };
    const prompt2 = { messages: [{ content: { text: 'summarise n2', type: 'text' }, role: 'user' }] };
    const tools = { get_note: [...EXPECTED.tools.get_note, { arguments: { id: 'n2' }, result: note2 }] };
    const prompts = { summarise: [...EXPECTED.prompts.summarise, { arguments: { id: 'n2' }, result: prompt2 }] };
    const both = join(dir, 'both.json');
    writeFileSync(both, JSON.stringify({ ...contract, recorded: withRecordedDigest({ ...contract.recorded!, tools, prompts }) }));
    const initialize = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const call = (args: object) => ({ method: 'tools/call', params: { name: 'get_note', arguments: args } });
    const get = (args: object) => ({ method: 'prompts/get', params: { name: 'summarise', arguments: args } });
    const requests = [
      call({ id: 'n2', verbose: true }), // the schema declares id only: n2's call agrees on it
      call({ id: 'n7' }), // agrees with neither: the first recorded
      call({ id: 7 }),
      call({}),
      get({ id: 'n2', tone: 'short' }),
      get({ id: 'n2', tone: 5 }), // a prompt argument must be a string: the generated answer
    ];
    const { answers } = await rawSession([both], [initialize, ...requests.map((request, index) => ({ jsonrpc: '2.0', id: index + 1, ...request }))]);
    expect(answers.slice(1).map((answer) => answer.result)).toEqual([
      as('closest', note2),
      as('closest', EXPECTED.tools.get_note[0]!.result),
      as('generated', { content: [{ type: 'text', text: 'Invalid arguments for get_note: /id: must be string' }], isError: true }),
      as('generated', { content: [{ type: 'text', text: "Invalid arguments for get_note: /: must have required property 'id'" }], isError: true }),
      as('closest', prompt2),
      as('generated', { messages: [{ role: 'user', content: { type: 'text', text: 'placeholder for prompt summarise with arguments {"id":"n2","tone":5}' } }] }),
    ]);
  }, 60_000);
});
