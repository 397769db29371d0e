import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverContract } from '../src/commands/observe-server.js';
import { DiscoveryError } from '../src/errors.js';
import { corpus, fixtureArgs, httpServer, startHttpFixture, stdioServer, tempDir, writeSide, type RunningServer } from './helpers/fixture.js';

const base = corpus().find((c) => c.id === 'tool-removed')!.before;
const dir = tempDir('mcg-negotiation-');
const side = writeSide(dir, base);
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

/** The methods the fixture received, in order, with the revision each request's `_meta` proposed. */
function received(log: string): string[] {
  return readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { direction: string; message: { method?: string; params?: { _meta?: Record<string, unknown> } } })
    .filter((entry) => entry.direction === 'in' && entry.message.method !== undefined)
    .map(({ message }) => {
      const proposed = message.params?._meta?.['io.modelcontextprotocol/protocolVersion'];
      return proposed === undefined ? message.method! : `${message.method} ${String(proposed)}`;
    });
}

describe('era negotiation as the 2026-07-28 versioning page says', () => {
  it('retries server/discover with the version -32022 lists (HTTP 400), and does not fall back to initialize', async () => {
    const log = join(dir, 'refuse-once.log');
    const server = await startHttpFixture(side, { era: 'both', fault: 'refuse-version-once', log });
    running.push(server);
    const contract = await discoverContract(httpServer('fx', server.url, 'unused'));
    expect(contract.protocol).toEqual({ era: 'stateless', revision: '2026-07-28' });
    expect(received(log).slice(0, 3)).toEqual(['server/discover 2026-07-28', 'server/discover 2026-07-28', 'tools/list 2026-07-28']);
    expect(received(log)).not.toContain('initialize');
  });

  it('retries over stdio too', async () => {
    const log = join(dir, 'refuse-once-stdio.log');
    const contract = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'both', fault: 'refuse-version-once', log }), 'unused'));
    expect(contract.protocol).toEqual({ era: 'stateless', revision: '2026-07-28' });
    expect(received(log).slice(0, 3)).toEqual(['server/discover 2026-07-28', 'server/discover 2026-07-28', 'tools/list 2026-07-28']);
  });

  it('ends with exit 3, never initialize, when -32022 lists only stateless revisions the gate does not speak', async () => {
    const log = join(dir, 'refuse-modern.log');
    const error = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'both', fault: 'refuse-version-modern', log }), 'unused')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscoveryError);
    expect((error as DiscoveryError).message).toBe('server "fx", server/discover: the server supports "2099-01-01", none of which the gate speaks in the stateless era ("2026-07-28")');
    expect(received(log)).toEqual(['server/discover 2026-07-28']);
  });

  it('falls back to initialize when -32022 lists only handshake revisions', async () => {
    const log = join(dir, 'refuse-legacy.log');
    const contract = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'both', fault: 'refuse-version-legacy', log }), 'unused'));
    expect(contract.protocol).toEqual({ era: 'handshake', revision: '2025-06-18' });
    expect(received(log).slice(0, 3)).toEqual(['server/discover 2026-07-28', 'initialize', 'ping']);
  });

  it('falls back to initialize when server/discover is answered {} (no recognised stateless answer), over stdio and HTTP', async () => {
    const stdio = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'both', fault: 'discover-empty' }), 'unused'));
    expect(stdio.protocol).toEqual({ era: 'handshake', revision: '2025-06-18' });
    const server = await startHttpFixture(side, { era: 'both', fault: 'discover-empty' });
    running.push(server);
    const http = await discoverContract(httpServer('fx', server.url, 'unused'));
    expect(http.protocol).toEqual({ era: 'handshake', revision: '2025-06-18' });
  });

  it('keeps {} an error when the config pins the stateless era (exit 3)', async () => {
    const error = await discoverContract(stdioServer('fx', fixtureArgs(side, { era: 'both', fault: 'discover-empty' }), 'unused', { era: 'stateless' })).catch((e: unknown) => e);
    expect((error as DiscoveryError).message).toBe('server "fx", server/discover: malformed server/discover result at /: must have required property \'supportedVersions\'');
    expect((error as DiscoveryError).exitCode).toBe(3);
  });
});

/**
 * A handshake-era Streamable HTTP server whose GET stream closes after each event: the first
 * stream dispatches `ev-1`, the second none, the third is answered after it was asked for.
 * tools/list waits for the third GET, so the walk sees every reconnection.
 */
async function reconnectingServer(): Promise<{ url: string; lastEventIds: Array<string | null>; close: () => Promise<void> }> {
  const lastEventIds: Array<string | null> = [];
  const waiting: Array<() => void> = [];
  const json = (response: ServerResponse, id: unknown, result: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 'one' });
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
  };
  const post = (response: ServerResponse, body: string) => {
    const message = JSON.parse(body) as { id?: number; method: string };
    if (message.method === 'server/discover') return void response.writeHead(404).end();
    if (message.method === 'initialize') return json(response, message.id, { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'gets', version: '1' } });
    if (message.id === undefined) return void response.writeHead(202).end();
    if (message.method !== 'tools/list' || lastEventIds.length >= 3) return json(response, message.id, message.method === 'tools/list' ? { tools: [] } : {});
    waiting.push(() => json(response, message.id, { tools: [] }));
  };
  const server = createServer((request, response) => {
    if (request.method === 'DELETE') return void response.writeHead(200).end();
    if (request.method === 'GET') {
      lastEventIds.push(request.headers['last-event-id']?.toString() ?? null);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // retry: 20 ms, so that the client reconnects soon; the second stream dispatches an event without an id.
      const event = lastEventIds.length === 1 ? 'id: ev-1\n' : '';
      response.end(`retry: 20\n${event}event: message\ndata: {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"tick"}}\n\n`);
      if (lastEventIds.length === 3) for (const answer of waiting.splice(0)) answer();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => post(response, body));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/mcp`, lastEventIds, close: () => new Promise((closed) => server.close(() => closed())) };
}

describe('the GET stream of the handshake era', () => {
  it('reconnects with Last-Event-ID, the last id seen, also after a stream that brought none', async () => {
    const server = await reconnectingServer();
    try {
      await discoverContract(httpServer('fx', server.url, 'unused'));
      expect(server.lastEventIds.slice(0, 3)).toEqual([null, 'ev-1', 'ev-1']);
    } finally {
      await server.close();
    }
  });
});
