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
  /** Stateless era: the `cacheScope` of the `server/discover` result, when it is a string. */
  cacheScope?: string;
  /** The handshake's answer (`initialize` or `server/discover`) as the server sent it: the official clients are connected on it. */
  answer?: JsonObject;
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
    answer: result,
  };
}

/** JSON-RPC -32022 UnsupportedProtocolVersion: a stateless-era server, naming in `data.supported` the revisions it speaks. */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;

/** The server answered as a stateless-era server and refused every revision the gate speaks: initialize would not be understood either. */
class ModernRefusal extends DiscoveryError {}
/** `server/discover` answered with something that is no DiscoverResult (`{}`): the server is not of the stateless era. */
class NotDiscoverResult extends DiscoveryError {}

/**
 * The stateless era: `server/discover` with the newest revision the gate speaks. A -32022 answer
 * listing a revision both speak is retried with it once, as the spec's versioning page says; one
 * listing only handshake revisions leaves `initialize` to `auto`.
 */
async function discoverServer(session: RpcSession, server: string, clientCapabilities: JsonObject): Promise<Negotiated> {
  const newest = STATELESS_REVISIONS[STATELESS_REVISIONS.length - 1]!;
  const where = { server, method: 'server/discover' };
  const refused = (error: unknown) => (error instanceof RpcErrorResponse && error.code === UNSUPPORTED_PROTOCOL_VERSION ? supportedList(error.data) : undefined);
  try {
    return await discoverAt(session, server, clientCapabilities, newest);
  } catch (error) {
    const supported = refused(error);
    if (!supported) throw error;
    const mutual = [...STATELESS_REVISIONS].reverse().find((revision) => supported.includes(revision));
    if (mutual === undefined) throw unsupported(where, supported, newest);
    try {
      return await discoverAt(session, server, clientCapabilities, mutual);
    } catch (retryError) {
      if (!refused(retryError)) throw retryError;
      throw new ModernRefusal(where, `the server answered -32022 (unsupported protocol version) to "${mutual}" twice, though it lists it as supported`, 'unsupported-protocol-version');
    }
  }
}

/** `data.supported` of a -32022 answer: a non-empty list of strings, or undefined (then the error is not a recognised modern one). */
function supportedList(data: unknown): string[] | undefined {
  const supported = data !== null && typeof data === 'object' ? (data as JsonObject).supported : undefined;
  return Array.isArray(supported) && supported.length > 0 && supported.every((v) => typeof v === 'string') ? supported : undefined;
}

/** No stateless revision in common: `auto` may still try initialize when the server lists a handshake revision, never otherwise. */
function unsupported(where: { server: string; method: string }, supported: string[], proposed: string): DiscoveryError {
  const listed = supported.map((v) => `"${oneLine(v, 40)}"`).join(', ') || 'no revision';
  const reason = `the server supports ${listed}, none of which the gate speaks in the stateless era ("${proposed}")`;
  const handshake = supported.some((v) => (HANDSHAKE_REVISIONS as readonly string[]).includes(v));
  return handshake ? new DiscoveryError(where, reason, 'unsupported-protocol-version') : new ModernRefusal(where, reason, 'unsupported-protocol-version');
}

/** One `server/discover` proposing `revision`; then every request carries the `_meta` envelope. */
async function discoverAt(session: RpcSession, server: string, clientCapabilities: JsonObject, revision: string): Promise<Negotiated> {
  const envelope = statelessEnvelope(revision, clientCapabilities);
  const result = await session.request('server/discover', { _meta: envelope });
  const where = { server, method: 'server/discover' };
  const problem = checkDiscoverResult(result)[0];
  if (problem) throw new NotDiscoverResult(where, `malformed server/discover result ${describeViolation(problem)}`);
  const supported = result.supportedVersions as string[];
  if (!supported.includes(revision)) throw unsupported(where, supported, revision);
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
    ...(typeof result.cacheScope === 'string' ? { cacheScope: result.cacheScope } : {}),
    answer: result,
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
  // A value to try: four times the wait, at least a minute (a cold npm cache); the whole run's bound with it when that is shorter.
  const next = Math.max(60_000, server.requestTimeoutMs * 4);
  const total = next * 2 > server.totalTimeoutMs ? ` and --total-timeout to ${next * 2}` : '';
  return new DiscoveryError(
    { server: server.name },
    `the server did not answer ${unanswered.join(' nor ')} within ${server.requestTimeoutMs} ms${npx}: raise --timeout to ${next}${total} (in the action: timeout; in the config: timeouts.requestMs)`,
    'timeout',
  );
}

/**
 * Whether `auto` tries `initialize` after `server/discover` failed: on any answer that is not a
 * recognised stateless-era one (the spec's backward-compatibility rule), on the same connection
 * where it still stands, on a fresh process where a stdio server died or went silent.
 */
function handshakeFallback(error: DiscoveryError, transport: ServerConfig['transport']['kind']): 'same-connection' | 'new-connection' | 'none' {
  if (error instanceof ModernRefusal) return 'none';
  if (error instanceof NotDiscoverResult) return 'same-connection';
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
