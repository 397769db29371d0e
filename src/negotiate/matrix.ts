import type { MatrixCell } from '../contract/types.js';
import type { ServerConfig } from '../config/types.js';
import { DiscoveryError, oneLine } from '../errors.js';
import { LiveConnection } from '../transport/live.js';
import { deadlineReason, startDeadline } from '../transport/deadline.js';
import { RpcErrorResponse, RpcSession, SendFailure } from '../transport/session.js';
import { eraOf } from '../contract/protocol.js';
import { CLIENT_INFO, statelessEnvelope } from './protocol.js';

/** How the server answered one proposed revision. */
const REVISION_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The protocol-version matrix: each revision proposed on a fresh connection. Accepted as
 * proposed; another released revision selected; cleanly rejected (a JSON-RPC or HTTP error);
 * or a violation (malformed version text, a revision nobody released or offered, no answer).
 * Stateless-era revisions are probed with server/discover and its supportedVersions.
 * Every connection is inside the run's deadline: a matrix that outlasts it fails the run
 * (exit 3) rather than recording cells that depend on timing.
 */
export async function probeMatrix(server: ServerConfig, revisions: string[], env: NodeJS.ProcessEnv, deadline?: AbortSignal): Promise<Record<string, MatrixCell>> {
  const own = deadline ? undefined : startDeadline(server.totalTimeoutMs);
  const signal = deadline ?? own!.signal;
  try {
    const cells: Record<string, MatrixCell> = {};
    for (const revision of revisions) cells[revision] = await probeRevision(server, revision, env, signal);
    return cells;
  } finally {
    own?.dispose();
  }
}

async function probeRevision(server: ServerConfig, revision: string, env: NodeJS.ProcessEnv, deadline: AbortSignal): Promise<MatrixCell> {
  const method = eraOf(revision) === 'stateless' ? 'server/discover' : 'initialize';
  const pastDeadline = () => new DiscoveryError({ server: server.name, method }, `${deadlineReason(deadline)} during the protocol matrix (proposing ${revision})`, 'timeout');
  if (deadline.aborted) throw pastDeadline();
  let live: LiveConnection;
  try {
    live = await LiveConnection.open(server, env, deadline);
  } catch (error) {
    if (deadline.aborted) throw pastDeadline();
    return { outcome: 'violation', detail: oneLine((error as Error).message, 200) };
  }
  try {
    return method === 'server/discover' ? await proposeStateless(live.session, revision, server) : await proposeHandshake(live.session, revision, server);
  } catch (error) {
    if (deadline.aborted) throw pastDeadline();
    if (error instanceof RpcErrorResponse) return { outcome: 'rejected', detail: oneLine(error.message, 200) };
    if (error instanceof SendFailure && error.status !== undefined && error.status < 500) return { outcome: 'rejected', detail: `HTTP ${error.status}` };
    return { outcome: 'violation', detail: oneLine((error as Error).message, 200) };
  } finally {
    await live.close();
  }
}

async function proposeHandshake(session: RpcSession, revision: string, server: ServerConfig): Promise<MatrixCell> {
  const result = await session.request('initialize', { protocolVersion: revision, capabilities: server.clientCapabilities, clientInfo: CLIENT_INFO });
  const selected = result.protocolVersion;
  if (typeof selected !== 'string' || !REVISION_FORMAT.test(selected)) return { outcome: 'violation', detail: `malformed protocolVersion ${oneLine(JSON.stringify(selected) ?? 'undefined', 60)}` };
  if (selected === revision) {
    session.setProtocolVersion(selected);
    await session.notify('notifications/initialized');
    return { outcome: 'accepted' };
  }
  if (eraOf(selected) !== 'handshake') return { outcome: 'violation', detail: `selected ${selected}, a revision the gate never offered and no released handshake revision` };
  return { outcome: 'selected-other', selected };
}

async function proposeStateless(session: RpcSession, revision: string, server: ServerConfig): Promise<MatrixCell> {
  const result = await session.request('server/discover', { _meta: statelessEnvelope(revision, server.clientCapabilities) });
  const supported = result.supportedVersions;
  if (!Array.isArray(supported) || !supported.every((v) => typeof v === 'string')) return { outcome: 'violation', detail: 'server/discover has no list of supportedVersions' };
  if (supported.includes(revision)) return { outcome: 'accepted' };
  return { outcome: 'rejected', detail: `supportedVersions: ${supported.map((v) => oneLine(v, 20)).join(', ') || 'none'}` };
}
