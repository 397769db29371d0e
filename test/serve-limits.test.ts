// `serve` safe on localhost: callers that are not the developer's own, oversized and hostile
// messages and contract files, each answered with a clear refusal by a real serve process.
import { request } from 'node:http';
import { createServer } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contractText } from '../src/contract/io.js';
import { REPLAY_META_KEY } from '../src/serve/answers.js';
import { cli } from './helpers/cli.js';
import { contractOf } from './helpers/contracts.js';
import { ROOT, tempDir } from './helpers/fixture.js';
import { httpServer, rawSession, stopServers } from './helpers/serve.js';

afterEach(stopServers);

/** A handshake-era contract with a resource template, a tool ajv cannot compile and a plain one, written to a file. */
function hostileContract(): string {
  const contract = contractOf({
    serverInfo: { name: 'limits', version: '1.0.0' },
    capabilities: { tools: {}, resources: {}, prompts: {} },
    tools: [
      { name: 'plain', description: 'A tool.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
      { name: 'unjudged', description: 'Its schema refers to nothing.', inputSchema: { type: 'object', properties: { q: { $ref: '#/definitions/missing' } } } },
    ],
    resourceTemplates: [{ uriTemplate: 'data://{dir}/{name}.json', name: 'data', mimeType: 'application/json' }],
  });
  const file = join(tempDir('mcg-serve-limits-'), 'limits.json');
  writeFileSync(file, contractText({ ...contract, server: 'limits' }));
  return file;
}

const rpc = (id: number | string, method: string, params: object = {}) => ({ jsonrpc: '2.0', id, method, params });
const errorOf = (answer: Record<string, unknown> | undefined) => answer?.error as { code: number; message: string } | undefined;

/** One POST over real loopback HTTP with the headers given (Host and Origin included, which fetch will not set). */
function post(url: string, body: string | Buffer, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: pathname, method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ping = JSON.stringify(rpc(1, 'tools/list'));

describe("serve --http: only the developer's own callers", () => {
  it('403 for an Origin that is not loopback or a Host that is not the bound address; loopback and --allow-origin pass', async () => {
    const url = await httpServer(hostileContract(), '--allow-origin', 'https://app.example.com');
    const { port } = new URL(url);
    const statuses = {
      noOrigin: (await post(url, ping)).status,
      loopbackOrigin: (await post(url, ping, { origin: 'http://localhost:5173' })).status,
      allowed: (await post(url, ping, { origin: 'https://app.example.com' })).status,
      foreign: (await post(url, ping, { origin: 'https://evil.example' })).status,
      textPlainForeign: (await post(url, ping, { origin: 'https://evil.example', 'content-type': 'text/plain' })).status,
      nullOrigin: (await post(url, ping, { origin: 'null' })).status,
      rebound: (await post(url, ping, { host: `evil.example:${port}` })).status,
      localhostHost: (await post(url, ping, { host: `localhost:${port}` })).status,
    };
    expect(statuses).toEqual({ noOrigin: 200, loopbackOrigin: 200, allowed: 200, foreign: 403, textPlainForeign: 403, nullOrigin: 403, rebound: 403, localhostHost: 200 });
    expect((await post(url, ping, { origin: 'https://evil.example' })).body).toBe('forbidden: Origin "https://evil.example" is not loopback (allow it with --allow-origin)');
  }, 60_000);

  it('--allow-origin with a path is a usage error (exit 2)', async () => {
    const result = await cli(['serve', hostileContract(), '--http', '0', '--allow-origin', 'https://app.example.com/page'], ROOT);
    expect([result.code, result.stderr.trim()]).toEqual([
      2,
      'mcp-contract: serve: --allow-origin takes an origin such as https://app.example.com (scheme, host, port; no path), not "https://app.example.com/page"',
    ]);
  });

  it('a body past 4 MiB is 413, with or without Content-Length, and the server goes on answering', async () => {
    const url = await httpServer(hostileContract());
    const big = Buffer.alloc(5 * 1024 * 1024, 0x20);
    expect((await post(url, big)).status).toBe(413);
    const chunked = await new Promise<number>((resolve, reject) => {
      const { hostname, port, pathname } = new URL(url);
      const req = request({ hostname, port, path: pathname, method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      for (let i = 0; i < 5; i++) req.write(Buffer.alloc(1024 * 1024, 0x20));
      req.end();
    });
    expect(chunked).toBe(413);
    const after = await post(url, ping);
    expect([after.status, (JSON.parse(after.body) as { result: { tools: Array<{ name: string }> } }).result.tools.map((t) => t.name)]).toEqual([200, ['plain', 'unjudged']]);
  }, 60_000);

  it('a port in use is exit 2, "port N is in use"', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const result = await cli(['serve', hostileContract(), '--http', String(port)], ROOT);
      expect([result.code, result.stderr.trim()]).toEqual([2, `mcp-contract: serve: port ${port} is in use`]);
    } finally {
      blocker.close();
    }
  });
});

describe('serve: hostile requests are refused, never a crash or a stall', () => {
  it('a name or cursor that is not a string is -32602, over stdio and HTTP', async () => {
    const requests = [rpc(1, 'tools/call', { name: { toString: 1 } }), rpc(2, 'prompts/get', { name: 7 }), rpc(3, 'tools/list', { cursor: { toString: 1 } }), rpc(4, 'resources/read', { uri: ['x'] })];
    const { answers, code } = await rawSession([hostileContract()], requests);
    const expected = [
      { id: 1, error: { code: -32602, message: 'Invalid params: name must be a string' } },
      { id: 2, error: { code: -32602, message: 'Invalid params: name must be a string' } },
      { id: 3, error: { code: -32602, message: 'Invalid params: cursor must be a string' } },
      { id: 4, error: { code: -32602, message: 'Invalid params: uri must be a string' } },
    ].map((answer) => ({ jsonrpc: '2.0', ...answer }));
    expect([code, answers]).toEqual([0, expected]);
    const url = await httpServer(hostileContract());
    const overHttp = await post(url, JSON.stringify(requests[0]));
    expect([overHttp.status, JSON.parse(overHttp.body)]).toEqual([200, expected[0]]);
  }, 60_000);

  it('an id outside the safe integers, a line past 4 MiB and a message nested past 512 levels are -32600; the session goes on', async () => {
    const deep = `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"plain","arguments":${'['.repeat(600)}${']'.repeat(600)}}}`;
    const lines = [
      '{"jsonrpc":"2.0","id":9007199254740993,"method":"tools/list"}',
      `{"jsonrpc":"2.0","id":6,"method":"tools/list","pad":"${'x'.repeat(5 * 1024 * 1024)}"}`,
      deep,
      rpc(7, 'prompts/list'),
    ];
    const { answers } = await rawSession([hostileContract()], lines);
    const refused = (message: string) => ({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid Request: ${message}` } });
    expect(answers).toEqual([
      refused('a numeric id must be an integer within ±(2^53 - 1)'),
      refused('a message may be at most 4194304 bytes'),
      refused('nested deeper than 512 levels'),
      { jsonrpc: '2.0', id: 7, result: { prompts: [] } },
    ]);
  }, 60_000);

  it('resources/read matches templates in linear time, and refuses a URI past 8192 characters', async () => {
    const adversarial = `data://${'a/'.repeat(4000)}x.jso`; // 8013 characters: a backtracking match took seconds on such a URI
    const requests = [rpc(1, 'resources/read', { uri: 'data://docs/readme.json' }), rpc(2, 'resources/read', { uri: adversarial }), rpc(3, 'resources/read', { uri: `data://${'a'.repeat(120_000)}` })];
    const { answers } = await rawSession([hostileContract()], requests);
    expect(answers.map((a) => [a.id, (a.result as { contents: Array<{ uri: string }> } | undefined)?.contents[0]?.uri ?? errorOf(a)])).toEqual([
      [1, 'data://docs/readme.json'],
      [2, { code: -32002, message: `Resource not found: ${adversarial.slice(0, 200)}` }],
      [3, { code: -32602, message: 'Invalid params: uri longer than 8192 characters' }],
    ]);
  }, 60_000);

  it('arguments ajv cannot judge are answered as not checked (isError), not as valid', async () => {
    const { answers } = await rawSession([hostileContract()], [rpc(1, 'tools/call', { name: 'unjudged', arguments: { q: 1 } })]);
    expect(answers).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        result: {
          content: [{ type: 'text', text: 'Arguments of unjudged not checked: its inputSchema cannot be compiled, so serve cannot tell valid arguments from invalid ones' }],
          isError: true,
          _meta: { [REPLAY_META_KEY]: 'generated' },
        },
      },
    ]);
  });

  it('the virtual clock refuses an advance past 2^53 - 1 ms, and says so', async () => {
    const advance = (ms: number | string) => `{"jsonrpc":"2.0","method":"notifications/mcp-contract-serve/advance-clock","params":{"ms":${ms}}}`;
    const { stderr } = await rawSession([hostileContract(), '--clock', 'virtual'], [advance(Number.MAX_SAFE_INTEGER - 1), advance(2), advance('9007199254740993')]);
    expect(stderr.split('\n').filter(Boolean)).toEqual([
      'mcp-contract serve: virtual clock at 9007199254740990 ms: 0 answers due, 0 waiting',
      'mcp-contract serve: notifications/mcp-contract-serve/advance-clock ignored: the clock at 9007199254740990 ms cannot move 2 ms on (past 2^53 - 1 ms)',
      'mcp-contract serve: notifications/mcp-contract-serve/advance-clock ignored: "ms" must be a non-negative integer',
    ]);
  });
});

describe('serve: a contract file it cannot trust is refused (exit 2)', () => {
  it('a contract nested 100k levels deep names the file and pointer', async () => {
    const file = join(tempDir('mcg-serve-deep-'), 'deep.json');
    writeFileSync(file, `{"format":"mcp-contract","deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    const result = await cli(['serve', file], ROOT);
    expect([result.code, result.stderr.trim()]).toEqual([2, `mcp-contract: contract ${file} at ${`/deep${'/0'.repeat(511)}`.slice(0, 120)}…: nested deeper than 512 levels`]);
  });

  it('a digest that does not match its definition names the file and pointer', async () => {
    const file = hostileContract();
    const contract = JSON.parse(readFileSync(file, 'utf8')) as { tools: Record<string, { definition: { description: string } }> };
    contract.tools.plain!.definition.description = 'Edited by hand.';
    writeFileSync(file, JSON.stringify(contract));
    const result = await cli(['serve', file], ROOT);
    expect([result.code, result.stderr.trim()]).toEqual([
      2,
      `mcp-contract: contract ${file} at /tools/plain/digest: the digest does not match the definition (edited by hand?); regenerate it with the update command of the gate`,
    ]);
  });
});
