import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverContract } from '../src/commands/observe-server.js';
import { contractText } from '../src/contract/io.js';
import { discover } from '../src/discovery/discover.js';
import { EVERYTHING, httpServer, leftoverProcesses, stdioServer, stopChild } from './helpers/fixture.js';

/**
 * @modelcontextprotocol/server-everything, pinned as a dev dependency, as a real peer:
 * over stdio, Streamable HTTP and legacy HTTP+SSE. Its 2025.12.18 release pages its
 * 100 resources 10 at a time.
 */
const children: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(children.map(stopChild));
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startEverything(mode: 'streamableHttp' | 'sse'): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [EVERYTHING, mode], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => /listening|running/i.test(chunk.toString()) && resolve());
    child.once('exit', (code) => reject(new Error(`server-everything ${mode} exited with ${code}`)));
  });
  return mode === 'sse' ? `http://127.0.0.1:${port}/sse` : `http://127.0.0.1:${port}/mcp`;
}

describe('server-everything', () => {
  const stdio = stdioServer('everything', [EVERYTHING, 'stdio'], 'unused');

  it('over stdio: every page of every list, byte-identical twice, nothing left running', async () => {
    const discovery = await discover(stdio);
    expect(discovery.lists.resources).toHaveLength(100);
    expect(discovery.pages.resources).toBe(10);
    const first = contractText(await discoverContract(stdio));
    const second = contractText(await discoverContract(stdio));
    expect(second).toBe(first);
    const contract = JSON.parse(first);
    expect(contract.protocol).toEqual({ era: 'handshake', revision: '2025-11-25' });
    expect(contract.serverInfo.name).toBe('example-servers/everything');
    expect(Object.keys(contract.tools)).toEqual(expect.arrayContaining(['echo', 'add', 'structuredContent', 'longRunningOperation']));
    expect(Object.keys(contract.resources)).toContain('test://static/resource/100');
    expect(Object.keys(contract.resourceTemplates)).toEqual(['test://static/resource/{id}']);
    expect(Object.keys(contract.prompts)).toEqual(['complex_prompt', 'resource_prompt', 'simple_prompt']);
    expect(contract.tools.structuredContent.definition.outputSchema).toBeDefined();
    expect(await leftoverProcesses(EVERYTHING)).toEqual([]);
  });

  it('lists what it really serves to the client capabilities declared', async () => {
    const bare = await discoverContract(stdio);
    const declared = await discoverContract({ ...stdio, clientCapabilities: { sampling: {}, roots: { listChanged: true }, elicitation: {} } });
    expect(declared.clientCapabilities).toEqual({ elicitation: {}, roots: { listChanged: true }, sampling: {} });
    // The tool list depends on the declared capabilities: the gate records them, so a change of config is a visible change.
    const extra = Object.keys(declared.tools).filter((name) => !(name in bare.tools));
    expect(extra).toEqual(['listRoots', 'startElicitation']);
  });

  it('over Streamable HTTP gives the same contract as over stdio', async () => {
    const url = await startEverything('streamableHttp');
    const overHttp = contractText(await discoverContract(httpServer('everything', url, 'unused')));
    const overHttpAgain = contractText(await discoverContract(httpServer('everything', url, 'unused')));
    const overStdio = contractText(await discoverContract(stdio));
    expect(overHttpAgain).toBe(overHttp);
    expect(overHttp).toBe(overStdio);
  });

  it('over legacy HTTP+SSE gives the same contract as over stdio', async () => {
    const url = await startEverything('sse');
    const sse = httpServer('everything', url, 'unused');
    const overSse = contractText(await discoverContract({ ...sse, transport: { kind: 'sse', url, headers: {} } }));
    expect(overSse).toBe(contractText(await discoverContract(stdio)));
  });
});
