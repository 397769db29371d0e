import { DiscoveryError, oneLine } from '../errors.js';
import { compileValidator, describeViolation } from '../jsonschema/validate.js';
import type { RpcSession } from '../transport/session.js';
import { CLIENT_INFO, HANDSHAKE_REVISIONS, SERVER_INFO_META_KEY, STATELESS_REVISIONS, statelessEnvelope, type Era } from './protocol.js';

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
const checkInitializeResult = compileValidator({
  type: 'object',
  required: ['protocolVersion', 'capabilities', 'serverInfo'],
  properties: {
    protocolVersion: { type: 'string' },
    capabilities: { type: 'object' },
    serverInfo: implementation,
    instructions: { type: 'string' },
  },
});
const checkDiscoverResult = compileValidator({
  type: 'object',
  required: ['supportedVersions', 'capabilities'],
  properties: {
    supportedVersions: { type: 'array', items: { type: 'string' } },
    capabilities: { type: 'object' },
    instructions: { type: 'string' },
    _meta: { type: 'object', properties: { [SERVER_INFO_META_KEY]: implementation } },
  },
});

/** The handshake era: `initialize`, validate the answer, a ping answered, and only then `notifications/initialized`. */
export async function handshake(session: RpcSession, server: string, proposed: string, clientCapabilities: JsonObject): Promise<Negotiated> {
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
export async function discoverServer(session: RpcSession, server: string, clientCapabilities: JsonObject): Promise<Negotiated> {
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
