// The stateless era (2026-07-28) as `serve` speaks it: every request carries its revision and
// the client's capabilities in `_meta`, checked with the spec's codes and HTTP statuses; the
// revision removed the handshake-era methods; every result says its resultType and caching hints.
import type { JsonObject } from '../contract/types.js';
import { STATELESS_REVISIONS } from '../contract/protocol.js';
import type { FaultId } from './profiles.js';
import { CLIENT_CAPABILITIES_META_KEY, PROTOCOL_VERSION_META_KEY } from '../negotiate/protocol.js';

export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
/** The spec's HeaderMismatch: a protocol header disagrees with the body. */
const HEADER_MISMATCH = -32020;
/** The spec's UnsupportedProtocolVersion, with data { supported, requested }. */
const UNSUPPORTED_VERSION = -32022;
/** Methods the 2026-07-28 revision removed: answered 404 with -32601, as the transports page says of any method not implemented. */
const REMOVED_METHODS = ['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe'];

/** A refusal: its JSON-RPC error, and the HTTP status the Streamable HTTP transport gives it (200 unless the spec says otherwise). */
export class RpcFault extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
    readonly data?: JsonObject,
  ) {
    super(message);
  }
}

/** What the transport knows of a request beyond its message: HTTP headers, lower-case (none over stdio). */
export interface RequestContext {
  headers?: Readonly<Record<string, string | string[] | undefined>>;
  /** Aborted when the client goes away (HTTP: the response's connection closed): a listen stream ends with it. */
  closed?: AbortSignal;
  /** The profiles this request is served under, when it named one of its own (else the server's). */
  faults?: ReadonlySet<FaultId>;
  /** The handshake-era session the request belongs to (HTTP: its Mcp-Session-Id; stdio: the one client): what it said at initialize is its own. */
  session?: string;
}

const header = (context: RequestContext, name: string) => {
  const value = context.headers?.[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether a request speaks the stateless era: its `_meta` names a revision, its
 * MCP-Protocol-Version header is a stateless one, or it comes over HTTP outside a handshake session
 * to a stateless-era contract. Anything else is a handshake-era session and answered as before.
 */
export function isStatelessRequest(method: string, params: JsonObject, context: RequestContext, contractEra: string): boolean {
  const meta = params._meta;
  if (meta !== null && typeof meta === 'object' && Object.hasOwn(meta, PROTOCOL_VERSION_META_KEY)) return true;
  const version = header(context, 'mcp-protocol-version');
  if (version !== undefined) return (STATELESS_REVISIONS as readonly string[]).includes(version);
  return context.headers !== undefined && contractEra === 'stateless' && method !== 'initialize' && header(context, 'mcp-session-id') === undefined;
}

/** The request's revision once its `_meta` and headers pass the checks, or the refusal the spec prescribes. */
export function checkStatelessRequest(method: string, params: JsonObject, context: RequestContext, supported: readonly string[]): string {
  // A server that serves no stateless revision is a handshake server: it knows no request versioned in _meta, and a client falls back to initialize.
  if (!supported.length) throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method.slice(0, 80)} (this server speaks the handshake era: initialize first)`, 404);
  if (REMOVED_METHODS.includes(method)) throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method} (removed in the stateless era)`, 404);
  const meta = params._meta;
  if (meta === null || typeof meta !== 'object' || Array.isArray(meta)) throw new RpcFault(INVALID_PARAMS, 'Invalid params: _meta is required in the stateless era', 400);
  const version = (meta as JsonObject)[PROTOCOL_VERSION_META_KEY];
  if (typeof version !== 'string') throw new RpcFault(INVALID_PARAMS, `Invalid params: _meta["${PROTOCOL_VERSION_META_KEY}"] must be a string`, 400);
  const capabilities = (meta as JsonObject)[CLIENT_CAPABILITIES_META_KEY];
  if (capabilities === null || typeof capabilities !== 'object' || Array.isArray(capabilities))
    throw new RpcFault(INVALID_PARAMS, `Invalid params: _meta["${CLIENT_CAPABILITIES_META_KEY}"] must be an object`, 400);
  if (context.headers) checkHeaders(method, params, version, context);
  if (!supported.includes(version)) throw new RpcFault(UNSUPPORTED_VERSION, `Unsupported protocol version: ${version.slice(0, 40)}`, 400, { supported: [...supported], requested: version });
  return version;
}

/** The standard headers over HTTP (SEP-2243): each must be there and say what the body says. */
function checkHeaders(method: string, params: JsonObject, version: string, context: RequestContext): void {
  mismatch(header(context, 'mcp-protocol-version'), version, 'MCP-Protocol-Version', false);
  mismatch(header(context, 'mcp-method'), method, 'Mcp-Method', true);
  const named = NAMED_BY.get(method);
  if (named) mismatch(header(context, 'mcp-name'), typeof params[named] === 'string' ? params[named] : '', 'Mcp-Name', true);
}

/** The methods whose target the Mcp-Name header repeats, and the parameter it repeats. */
const NAMED_BY = new Map([
  ['tools/call', 'name'],
  ['prompts/get', 'name'],
  ['resources/read', 'uri'],
]);

function mismatch(sent: string | undefined, body: string, name: string, required: boolean): void {
  if (sent === undefined && required) throw new RpcFault(HEADER_MISMATCH, `Header mismatch: the ${name} header is missing`, 400);
  if (sent !== undefined && sent !== body) throw new RpcFault(HEADER_MISMATCH, `Header mismatch: ${name} does not match the request body`, 400);
}

/**
 * Every stateless-era result says it is complete (unless it is input_required, or a fault profile
 * said otherwise); a cacheable one carries its caching hints when it has a scope (./server.ts
 * cacheScopeOf: in the stateless era always, in the handshake era where the real server gave one).
 */
export function withResultEnvelope(result: JsonObject, stateless: boolean, cacheScope: string | undefined, ttlMs: number): JsonObject {
  const typed = !stateless || Object.hasOwn(result, 'resultType') ? result : { ...result, resultType: 'complete' };
  return cacheScope === undefined ? typed : { ...typed, ttlMs, cacheScope };
}
