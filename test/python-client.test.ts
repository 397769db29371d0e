// The official Python MCP client (`mcp` 2.3.0 from PyPI) against `serve` of the project's
// real-server fixtures, in both eras, over stdio and Streamable HTTP: its default connection
// (`server/discover` first, `initialize` on -32601) must connect, and lists, calls, reads and gets
// must come back as the contract says. `.ci/run` makes the virtual environment (.venv-python, or
// MCG_PYTHON names an interpreter); without python3 or the package the tests are skipped, and say so.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contract, JsonObject } from '../src/contract/types.js';
import { REPLAY_META_KEY } from '../src/serve/answers.js';
import { ROOT, tempDir } from './helpers/fixture.js';
import { PYTHON_SCRIPT, pythonClient as runPython, pythonUnavailable } from './helpers/python.js';
import { stopServers, track, urlOnceListening } from './helpers/serve.js';

afterEach(stopServers);

const DIST_CLI = join(ROOT, 'dist/cli.js');
const CONFORMANCE = join(ROOT, 'test/fixtures/conformance');

const skip = pythonUnavailable();
if (skip) console.warn(`test/python-client.test.ts: ${skip}`);

const contractOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Contract;

/** The conformance reference server's handshake-era contract without its protocol matrix: a server that serves no stateless revision. */
function handshakeOnly(): string {
  const { protocolMatrix: _matrix, ...contract } = contractOf(join(CONFORMANCE, 'everything-server.2025-11-25.mcp-contract.json'));
  const file = join(tempDir('mcg-python-'), 'handshake-only.mcp-contract.json');
  writeFileSync(file, JSON.stringify(contract));
  return file;
}

const PLAN = {
  calls: [
    { name: 'test_simple_text', arguments: {} },
    { name: 'test_sampling', arguments: { prompt: 'another prompt' } },
    { name: 'test_sampling', arguments: { prompt: 5 } },
    { name: 'nope', arguments: {} },
  ],
  reads: ['test://static-text', 'test://nope'],
  prompts: [
    { name: 'test_prompt_with_arguments', arguments: { arg1: 'first-value', arg2: 'second-value' } },
    { name: 'test_prompt_with_arguments', arguments: { arg1: 'x', arg2: 'y' } },
    { name: 'nope', arguments: {} },
  ],
};

/** Runs the Python client with PLAN against `serve FILE` (stdio, or --http 0) and parses what it printed. */
async function pythonClient(file: string, transport: 'stdio' | 'http', steps: object = PLAN): Promise<JsonObject> {
  return runPython(steps, transport === 'stdio' ? ['stdio', process.execPath, DIST_CLI, 'serve', file] : ['http', await listening(file)]);
}

/** `node dist/cli.js serve FILE --http 0`; its URL once it listens. */
function listening(file: string): Promise<string> {
  return urlOnceListening(track(spawn(process.execPath, [DIST_CLI, 'serve', file, '--http', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })));
}

/** What the Python client must get from `serve` of a conformance contract, answered in `revision`. */
function expected(file: string, revision: string, notFound: JsonObject): JsonObject {
  const contract = contractOf(file);
  const { recorded } = contract;
  return {
    protocolVersion: revision,
    serverName: contract.serverInfo!.name,
    tools: Object.keys(contract.tools),
    resources: Object.keys(contract.resources),
    resourceTemplates: Object.values(contract.resourceTemplates).map((t) => t.definition.uriTemplate),
    prompts: Object.keys(contract.prompts),
    calls: [
      { replay: 'recorded', isError: false },
      { replay: 'closest', isError: false },
      { replay: 'generated', isError: true },
      { replay: null, isError: false, error: { code: -32602, message: 'Unknown tool: nope' } },
    ],
    reads: [{ contents: recorded!.resources!['test://static-text']!.contents }, { error: notFound }],
    gets: [
      { replay: 'recorded', messages: 1 },
      { replay: 'closest', messages: 1 },
      { replay: null, messages: 0, error: { code: -32602, message: 'Unknown prompt: nope' } },
    ],
  };
}

const missing = { code: -32602, message: 'Resource not found: test://nope' };

describe('the official Python client (mcp 2.3.0) connects to serve and gets what the contract says', () => {
  it.skipIf(skip !== undefined)('serve is built (dist/cli.js): npm run build', () => {
    expect(existsSync(DIST_CLI)).toBe(true);
  });

  it.skipIf(skip !== undefined).each(['stdio', 'http'] as const)(
    'a handshake-era contract with no stateless revision: server/discover is -32601, the client falls back to initialize (%s)',
    async (transport) => {
      const file = handshakeOnly();
      expect(await pythonClient(file, transport)).toEqual(expected(file, '2025-11-25', { code: -32002, message: 'Resource not found: test://nope' }));
    },
    60_000,
  );

  it.skipIf(skip !== undefined).each(['stdio', 'http'] as const)(
    'a handshake-era contract whose matrix accepted 2026-07-28: the client adopts the stateless era (%s)',
    async (transport) => {
      const file = join(CONFORMANCE, 'everything-server.2025-11-25.mcp-contract.json');
      expect(await pythonClient(file, transport)).toEqual(expected(file, '2026-07-28', missing));
    },
    60_000,
  );

  it.skipIf(skip !== undefined).each(['stdio', 'http'] as const)(
    'a stateless-era contract (%s)',
    async (transport) => {
      const file = join(CONFORMANCE, 'everything-server.mcp-contract.json');
      expect(await pythonClient(file, transport)).toEqual(expected(file, '2026-07-28', missing));
    },
    60_000,
  );

  it.skipIf(skip !== undefined).each(['stdio', 'http'] as const)(
    'server-everything as published (a handshake-era contract, nothing recorded): lists, a generated call and its isError, a read, a get (%s)',
    async (transport) => {
      const file = join(ROOT, 'test/fixtures/real-servers/@modelcontextprotocol__server-everything@2026.8.31.mcp-contract.json');
      const contract = contractOf(file);
      const uri = 'demo://resource/static/document/architecture.md';
      const steps = {
        calls: [
          { name: 'get-sum', arguments: { a: 10, b: 20 } },
          { name: 'get-sum', arguments: { a: 'ten' } },
        ],
        reads: [uri],
        prompts: [{ name: 'simple-prompt', arguments: {} }],
      };
      expect(await pythonClient(file, transport, steps)).toEqual({
        protocolVersion: '2025-11-25',
        serverName: contract.serverInfo!.name,
        tools: Object.keys(contract.tools),
        resources: Object.keys(contract.resources),
        resourceTemplates: Object.values(contract.resourceTemplates).map((t) => t.definition.uriTemplate),
        prompts: Object.keys(contract.prompts),
        calls: [
          { replay: 'generated', isError: false },
          { replay: 'generated', isError: true },
        ],
        reads: [{ contents: [{ uri, mimeType: 'text/markdown', text: `placeholder content of ${uri} (served from a contract by mcp-contract serve)` }] }],
        gets: [{ replay: 'generated', messages: 1 }],
      });
    },
    60_000,
  );

  it('the replay key is the documented one', () => {
    expect(REPLAY_META_KEY).toBe('io.github.mcp-contract-gate/replay');
    expect(readFileSync(PYTHON_SCRIPT, 'utf8')).toContain(`REPLAY_KEY = "${REPLAY_META_KEY}"`);
  });
});
