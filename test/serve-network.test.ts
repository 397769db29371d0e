// The faults a network makes (HTTP statuses, a dropped stream, an expired session), from a real
// `serve --http` process: per server (--profile) and per request (the Mcp-Contract-Serve-Fault
// header), with the exact statuses and headers, and the gate's own snapshot of each.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { FAULT_IDS } from '../src/serve/profiles.js';
import { cli } from './helpers/cli.js';
import { ROOT, tempDir } from './helpers/fixture.js';
import { httpServer, stopServers } from './helpers/serve.js';

/** Handshake era, nine tools. */
const MEMORY = join(ROOT, 'test/fixtures/real-servers/@modelcontextprotocol__server-memory@2026.1.26.mcp-contract.json');
const NAME = (JSON.parse(readFileSync(MEMORY, 'utf8')) as { server: string }).server;

afterEach(stopServers);

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
const toolsList = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };

/** A POST's status, the headers a fault sets, and its body as text. */
async function post(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { ...HEADERS, ...headers }, body: JSON.stringify(body) });
  const seen = ['content-type', 'retry-after', 'www-authenticate'].map((name) => response.headers.get(name));
  return [response.status, ...seen, await response.text()];
}

describe('serve --http: a fault for one request with the Mcp-Contract-Serve-Fault header', () => {
  it('each HTTP profile answers that request with its status and headers; the next request without the header is served', async () => {
    const url = await httpServer(MEMORY, '--page-size', '2');
    const session = (await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify(initialize) })).headers.get('mcp-session-id')!;
    const ask = (fault?: string, body: object = toolsList) => post(url, body, { 'mcp-session-id': session, ...(fault ? { 'mcp-contract-serve-fault': fault } : {}) });
    const text = 'text/plain';
    expect([await ask('http-401'), await ask('http-403@1'), await ask('http-429'), await ask('http-503'), await ask('sse-drop'), await ask('nope'), (await ask(undefined))[0]]).toEqual([
      [401, text, null, 'Bearer error="invalid_token"', 'unauthorized (fault profile http-401)'],
      [403, text, null, 'Bearer error="insufficient_scope"', 'forbidden (fault profile http-403)'],
      [429, text, '5', null, 'too many requests (fault profile http-429)'],
      [503, text, null, null, 'service unavailable (fault profile http-503)'],
      [200, 'text/event-stream', null, null, ''],
      [400, text, null, null, `bad request: mcp-contract-serve-fault: unknown fault profile "nope" (known: ${FAULT_IDS.join(', ')})`],
      200,
    ]);
  }, 60_000);

  it('session-expired: the page is answered, then the session is gone (404); a protocol profile (wrong-id) applies to its one request too', async () => {
    const url = await httpServer(MEMORY, '--page-size', '2');
    const start = async () => (await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify(initialize) })).headers.get('mcp-session-id')!;
    const expiring = await start();
    const page = await post(url, toolsList, { 'mcp-session-id': expiring, 'mcp-contract-serve-fault': 'session-expired' });
    const after = await post(url, toolsList, { 'mcp-session-id': expiring });
    expect([page[0], after]).toEqual([200, [404, 'text/plain', null, null, 'not found: no such session']]);
    const other = await start();
    const wrong = JSON.parse(String((await post(url, toolsList, { 'mcp-session-id': other, 'mcp-contract-serve-fault': 'wrong-id@1' }))[4])) as { id: unknown };
    const right = JSON.parse(String((await post(url, toolsList, { 'mcp-session-id': other }))[4])) as { id: unknown };
    expect([wrong.id, right.id]).toEqual([2147483647, 2]);
  }, 60_000);
});

describe('serve --http --profile: the gate snapshot of each network fault fails (exit 3) with one line naming it', () => {
  it.each([
    ['http-401', `initialize: HTTP 401: Error POSTing to endpoint: unauthorized (fault profile http-401)`],
    ['http-403', 'initialize: Insufficient scope'],
    ['http-429', 'tools/list, page 1: Error POSTing to endpoint: too many requests (fault profile http-429)'],
    ['http-503', 'tools/list, page 1: Error POSTing to endpoint: service unavailable (fault profile http-503)'],
    ['sse-drop', 'tools/list, page 1: no answer within 3000 ms'],
    ['session-expired', 'tools/list, page 2: Error POSTing to endpoint: not found: no such session'],
  ])(
    '%s',
    async (profile, message) => {
      const url = await httpServer(MEMORY, '--profile', profile, '--page-size', '2');
      const dir = tempDir('mcg-serve-network-');
      writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: NAME, contract: 'out.json', url, era: 'handshake', timeouts: { requestMs: 3000 } }] }));
      expect(await cli(['snapshot'], dir)).toEqual({ code: 3, stdout: '', stderr: `mcp-contract: server "${NAME}", ${message}\n` });
      expect(existsSync(join(dir, 'out.json'))).toBe(false);
    },
    60_000,
  );

  it('an HTTP profile over stdio, or rug-pull without --then, is a usage error (exit 2)', async () => {
    const runs = await Promise.all([cli(['serve', MEMORY, '--profile', 'http-429'], ROOT), cli(['serve', MEMORY, '--profile', 'rug-pull'], ROOT)]);
    expect(runs.map((run) => [run.code, run.stderr])).toEqual([
      [2, 'mcp-contract: serve: fault profile http-429@1 is an HTTP status or stream: it needs --http\n'],
      [2, `mcp-contract: serve: contract ${MEMORY}: fault profile rug-pull and --then NEW.json go together (the tools it pulls the rug to)\n`],
    ]);
  });
});
