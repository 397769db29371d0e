import type { ServerConfig } from '../config/types.js';
import { DiscoveryError, GateError, oneLine } from '../errors.js';
import { compileValidator, describeViolation } from '../jsonschema/validate.js';
import type { LiveConnection } from '../transport/live.js';
import { RpcErrorResponse, SendFailure, type RpcSession } from '../transport/session.js';
import { HANDSHAKE_REVISIONS, STATELESS_REVISIONS, type Era } from '../contract/protocol.js';
import { CLIENT_INFO, SERVER_INFO_META_KEY, statelessEnvelope } from './protocol.js';

type JsonObject = Record<string, unknown>;

/** What negotiation settled: the era, the revision, and what the server said about itself. */
export interface Negotiated {
  era: Era;
  protocolVersion: string;
  serverInfo?: JsonObject;
  capabilities: JsonObject;
  instructions?: string;
  /** Stateless era: the revisions `server/discover` listed. */
  supportedVersions?: string[];
}

const implementation = {
  type: 'object',
  required: ['name', 'version'],
  properties: { name: { type: 'string' }, version: { type: 'string' }, title: { type: 'string' } },
};
/** Exported for the build's precompiled validators (scripts/precompiled-source.ts). */
export const INITIALIZE_RESULT_SCHEMA = {
  type: 'object',
  required: ['protocolVersion', 'capabilities', 'serverInfo'],
  properties: {
    protocolVersion: { type: 'string' },
    capabilities: { type: 'object' },
    serverInfo: implementation,
    instructions: { type: 'string' },
  },
};
const checkInitializeResult = compileValidator(INITIALIZE_RESULT_SCHEMA);
export const DISCOVER_RESULT_SCHEMA = {
  type: 'object',
  required: ['supportedVersions', 'capabilities'],
  properties: {
    supportedVersions: { type: 'array', items: { type: 'string' } },
    capabilities: { type: 'object' },
    instructions: { type: 'string' },
    _meta: { type: 'object', properties: { [SERVER_INFO_META_KEY]: implementation } },
  },
};
const checkDiscoverResult = compileValidator(DISCOVER_RESULT_SCHEMA);

/** The handshake era: `initialize`, validate the answer, a ping answered, and only then `notifications/initialized`. */
async function handshake(session: RpcSession, server: string, proposed: string, clientCapabilities: JsonObject): Promise<Negotiated> {
  const result = await session.request('initialize', {
    protocolVersion: proposed,
    capabilities: clientCapabilities,
    clientInfo: CLIENT_INFO,
  });
  const where = { server, method: 'initialize' };
  const problem = checkInitializeResult(result)[0];
  if (problem) throw new DiscoveryError(where, `malformed initialize result ${describeViolation(problem)}`);
  const version = result.protocolVersion as string;
  if (!(HANDSHAKE_REVISIONS as readonly string[]).includes(version)) {
    throw new DiscoveryError(
      where,
      `the server selected protocol version "${oneLine(version, 40)}", which the gate did not offer and does not support (offered "${proposed}")`,
      'unsupported-protocol-version',
    );
  }
  session.setProtocolVersion(version); // before anything else goes out: the ping and initialized carry the header too
  // What the server sent before it could have read initialized is read before initialized goes out (src/evidence/lifecycle.ts).
  await session.barrier();
  await session.notify('notifications/initialized');
  return {
    era: 'handshake',
    protocolVersion: version,
    serverInfo: result.serverInfo as JsonObject,
    capabilities: result.capabilities as JsonObject,
    instructions: result.instructions as string | undefined,
  };
}

/** The stateless era: `server/discover`, then every request carries the `_meta` envelope. */
async function discoverServer(session: RpcSession, server: string, clientCapabilities: JsonObject): Promise<Negotiated> {
  const revision = STATELESS_REVISIONS[STATELESS_REVISIONS.length - 1]!;
  const envelope = statelessEnvelope(revision, clientCapabilities);
  const result = await session.request('server/discover', { _meta: envelope });
  const where = { server, method: 'server/discover' };
  const problem = checkDiscoverResult(result)[0];
  if (problem) throw new DiscoveryError(where, `malformed server/discover result ${describeViolation(problem)}`);
  const supported = result.supportedVersions as string[];
  if (!supported.includes(revision)) {
    throw new DiscoveryError(
      where,
      `the server supports ${supported.map((v) => `"${oneLine(v, 40)}"`).join(', ') || 'no revision'}, none of which the gate speaks in the stateless era ("${revision}")`,
      'unsupported-protocol-version',
    );
  }
  session.requestMeta = envelope;
  session.setProtocolVersion(revision);
  const meta = result._meta as JsonObject | undefined;
  return {
    era: 'stateless',
    protocolVersion: revision,
    serverInfo: meta?.[SERVER_INFO_META_KEY] as JsonObject | undefined,
    capabilities: result.capabilities as JsonObject,
    instructions: result.instructions as string | undefined,
    supportedVersions: [...supported],
  };
}

/**
 * `auto` asks `server/discover` first (the stateless era) and falls back to
 * `initialize` when the server does not know it. A stdio server that dies or stays
 * silent on the unknown method gets a fresh process for the handshake. A server silent
 * to the end is said in words (slowStart): the first answer is where a slow start shows.
 */
export async function negotiateLive(server: ServerConfig, live: LiveConnection, deadline: AbortSignal): Promise<Negotiated> {
  const unanswered: string[] = [];
  const step = async (method: string, session: RpcSession, run: () => Promise<Negotiated>) => {
    try {
      return await guard(server.name, method, run);
    } catch (error) {
      const timedOut = error instanceof DiscoveryError && error.kind === 'timeout' && error.location.method === method && !deadline.aborted;
      if (timedOut) unanswered.push(method);
      throw timedOut ? slowStart(server, unanswered, session.bytesReceived === 0) : error;
    }
  };
  const runHandshake = (session: RpcSession) => step('initialize', session, () => handshake(session, server.name, server.protocolVersion, server.clientCapabilities));
  if (server.era === 'handshake') return runHandshake(live.session);
  try {
    return await step('server/discover', live.session, () => discoverServer(live.session, server.name, server.clientCapabilities));
  } catch (error) {
    if (server.era === 'stateless' || !(error instanceof DiscoveryError)) throw error;
    const fallback = handshakeFallback(error, server.transport.kind);
    if (fallback === 'none') throw error;
    try {
      return await runHandshake(fallback === 'same-connection' ? live.session : await live.reopen());
    } catch (handshakeError) {
      // "Method not found" is how a handshake-era server answers server/discover: then initialize is the story.
      // Both unanswered: slowStart names the two.
      if (error.kind === 'rpc-error' || !(handshakeError instanceof DiscoveryError) || unanswered.length === 2) throw handshakeError;
      // A server that crashes at start crashes again: its words once.
      const again = handshakeError.reason === error.reason ? 'the same way' : `too: ${handshakeError.reason}`;
      throw new DiscoveryError(error.location, `${error.reason}; the initialize fallback failed ${again}`, error.kind);
    }
  }
}

/**
 * Negotiation that timed out, in words: which step waited how long, and what to raise. A stdio
 * server that sent nothing at all is most often one still starting (`npx -y` downloading).
 */
function slowStart(server: ServerConfig, unanswered: string[], silent: boolean): DiscoveryError {
  const npx = silent && server.transport.kind === 'stdio' ? '; a server started with npx -y may still be downloading on its first run' : '';
  return new DiscoveryError(
    { server: server.name },
    `the server did not answer ${unanswered.join(' nor ')} within ${server.requestTimeoutMs} ms${npx}: raise --timeout (in the action: timeout; in the config: timeouts.requestMs)`,
    'timeout',
  );
}

function handshakeFallback(error: DiscoveryError, transport: ServerConfig['transport']['kind']): 'same-connection' | 'new-connection' | 'none' {
  if (error.kind === 'rpc-error' || error.kind === 'unsupported-protocol-version') return 'same-connection';
  if (error.kind === 'connection' && /HTTP 4\d\d/.test(error.reason)) return 'same-connection';
  if (transport === 'stdio' && (error.kind === 'connection' || error.kind === 'timeout')) return 'new-connection';
  return 'none';
}

/** Turns the session's raw failures into discovery errors that name server and method. */
async function guard<T>(server: string, method: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof GateError) throw error;
    if (error instanceof RpcErrorResponse) throw new DiscoveryError({ server, method }, `the server answered with ${error.message}`, 'rpc-error');
    if (error instanceof SendFailure) {
      const status = error.status === undefined ? '' : `HTTP ${error.status}: `;
      throw new DiscoveryError({ server, method }, `${status}${error.message}`, 'connection');
    }
    throw error;
  }
}
