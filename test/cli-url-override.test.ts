// `--config F --server NAME --url URL`: a config entry run at another URL (a preview deployment),
// with its examples and settings; its headers only where they were meant to go.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { selectServers } from '../src/cli/servers.js';
import { Redactor } from '../src/redact.js';
import { cli } from './helpers/cli.js';
import { tempDir } from './helpers/fixture.js';

function project(): string {
  const dir = tempDir('mcg-url-override-');
  const servers = [
    { name: 'prod', url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${env:PROD_TOKEN}' }, contract: 'prod.json', examples: [{ tool: 't', arguments: {} }] },
    { name: 'other', url: 'https://other.example.com/mcp', contract: 'other.json' },
  ];
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers }));
  return dir;
}

async function selected(dir: string, url: string) {
  const io = { stdout: () => {}, stderr: () => {}, warn: () => {}, cwd: dir, env: { PROD_TOKEN: 'tok-1' }, isTty: false, redactor: new Redactor() };
  const { servers } = await selectServers([], { config: 'mcp-contract.yaml', server: 'prod', url }, io);
  return servers.map((server) => ({ name: server.name, transport: server.transport, examples: server.examples.map((e) => e.tool) }));
}

describe('--config --server --url', () => {
  it("runs the entry at the URL; its headers go along only at the entry's own origin", async () => {
    const dir = project();
    expect(await selected(dir, 'https://preview-42.example.dev/mcp')).toEqual([
      { name: 'prod', transport: { kind: 'streamable-http', url: 'https://preview-42.example.dev/mcp', headers: {} }, examples: ['t'] },
    ]);
    expect(await selected(dir, 'https://mcp.example.com/v2/mcp')).toEqual([
      { name: 'prod', transport: { kind: 'streamable-http', url: 'https://mcp.example.com/v2/mcp', headers: { Authorization: 'Bearer ${env:PROD_TOKEN}' } }, examples: ['t'] },
    ]);
  });

  it('without --server is exit 2, naming what is missing', async () => {
    expect(await cli(['snapshot', '--config', 'mcp-contract.yaml', '--url', 'http://127.0.0.1:9/mcp'], project())).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mcp-contract: --url with --config needs --server NAME: the config entry to run at that URL\n',
    });
  });
});
