// A recording keeps the connection apart from the calls: what server-everything (the pinned dev
// dependency, a real server in its own process) sends right after connecting (a roots/list request,
// then a log line) is recorded at connection level, never under the example that happens to run;
// the same server records the same bytes run after run; `serve` says those messages again once a
// client has initialized, so a snapshot of `serve` with the same config gives the contract back.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { Contract } from '../src/contract/types.js';
import { cli } from './helpers/cli.js';
import { EVERYTHING, ROOT, tempDir } from './helpers/fixture.js';
import { CLI, stopServers, TSX } from './helpers/serve.js';

afterEach(stopServers);

/** A config that records two example calls, a read and a get of server-everything, as a client with roots. */
const entry = {
  name: 'everything',
  contract: 'out.json',
  clientCapabilities: { roots: {} },
  examples: [
    { tool: 'echo', arguments: { message: 'hi' }, record: true, allowSideEffects: true },
    { tool: 'add', arguments: { a: 2, b: 3 }, record: true, allowSideEffects: true },
  ],
  record: { resources: ['test://static/resource/1'], prompts: [{ name: 'simple_prompt' }] },
};

/** `snapshot` of `command args` with the config above; the contract's text. */
async function recorded(command: string, args: string[]): Promise<string> {
  const dir = tempDir('mcg-connection-');
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ ...entry, command, args }] }));
  expect(await cli(['snapshot'], dir)).toMatchObject({ code: 0, stderr: '' });
  return readFileSync(join(dir, 'out.json'), 'utf8');
}

const CONNECTION = [
  { kind: 'request', method: 'roots/list', params: {} },
  { kind: 'notification', method: 'notifications/message', params: { data: 'Initial roots received: 0 root(s) from client', level: 'info', logger: 'everything-server' } },
];

describe('recordings keep the connection apart from the calls', () => {
  let first: string;

  it('server-everything: the messages after connecting are recorded at connection level, the same bytes in two runs', async () => {
    first = await recorded(process.execPath, [EVERYTHING, 'stdio']);
    const again = await recorded(process.execPath, [EVERYTHING, 'stdio']);
    expect(again).toBe(first);
    const { connection, tools, prompts } = (JSON.parse(first) as Contract).recorded!;
    expect(connection).toEqual(CONNECTION);
    // No call holds them: each example and get said nothing of its own.
    expect([...Object.values(tools!), ...Object.values(prompts!)].flat().map((call) => call.during)).toEqual([undefined, undefined, undefined]);
  }, 120_000);

  it('serve says them again once a client has initialized: roots/list to a client with roots, the log to every client', async () => {
    const file = join(tempDir('mcg-connection-'), 'everything.mcp-contract.json');
    writeFileSync(file, first);
    const heard = async (capabilities: object) => {
      const said: string[] = [];
      const client = new Client({ name: 'host-test', version: '1.0.0' }, { capabilities });
      const logged = new Promise<void>((resolve) =>
        client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
          said.push(`log: ${String(n.params.data)}`);
          resolve();
        }),
      );
      if ('roots' in capabilities) client.setRequestHandler(ListRootsRequestSchema, () => (said.push('roots/list'), { roots: [] }));
      await client.connect(new StdioClientTransport({ command: TSX, args: [CLI, 'serve', file], cwd: ROOT, stderr: 'pipe' }));
      await logged;
      await client.close();
      return said;
    };
    expect(await heard({ roots: {} })).toEqual(['roots/list', 'log: Initial roots received: 0 root(s) from client']);
    expect(await heard({})).toEqual(['log: Initial roots received: 0 root(s) from client']);
  }, 60_000);

  it('a snapshot of serve with the same config records the same connection messages: the contract comes back byte for byte', async () => {
    const file = join(tempDir('mcg-connection-'), 'everything.mcp-contract.json');
    writeFileSync(file, first);
    expect(await recorded(TSX, [CLI, 'serve', file])).toBe(first);
  }, 120_000);
});
