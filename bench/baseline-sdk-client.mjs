// The baseline of the snapshot benchmark: a bare official SDK client (1.x, what
// server-everything itself is built on) doing the same initialize and the same four
// lists, every page, and nothing else. Usage: node baseline-sdk-client.mjs COMMAND ARGS...
// With BASELINE_INITIALIZE_ONLY=1 it only spawns and initializes: the floor of any snapshot.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [command, ...args] = process.argv.slice(2);
const client = new Client({ name: 'baseline', version: '1' });
await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
if (process.env.BASELINE_INITIALIZE_ONLY === '1') process.exit(0);

async function all(method, key) {
  const items = [];
  let cursor;
  do {
    const page = await method.call(client, cursor === undefined ? {} : { cursor });
    items.push(...page[key]);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const counts = {
  tools: (await all(client.listTools, 'tools')).length,
  resources: (await all(client.listResources, 'resources')).length,
  resourceTemplates: (await all(client.listResourceTemplates, 'resourceTemplates')).length,
  prompts: (await all(client.listPrompts, 'prompts')).length,
};
process.stdout.write(`${JSON.stringify(counts)}\n`);
// No client.close(): the SDK's close waits for the child to exit; the baseline is the bare minimum.
process.exit(0);
