import { declares } from '../negotiate/capabilities.js';
import { limitsOf, type ServerConfig } from '../config/types.js';
import { normaliseItem } from '../contract/normalise.js';
import { describeLocation, DiscoveryError, GateError } from '../errors.js';
import { discoverServer, handshake, type Negotiated } from '../negotiate/negotiate.js';
import { LISTS, type ListName } from '../negotiate/protocol.js';
import { openConnection, sessionOn, type Connection, type ConnectOptions } from '../transport/connect.js';
import { startDeadline } from '../transport/deadline.js';
import { RpcErrorResponse, RpcSession, SendFailure } from '../transport/session.js';
import type { Discovery } from './types.js';
import { walkList } from './walk.js';

type JsonObject = Record<string, unknown>;

/** Extra work on the live session after the walk (probes): gets the session and what was discovered. */
export type AfterWalk<T> = (session: RpcSession, discovery: Discovery) => Promise<T>;

export interface DiscoverOptions<T> {
  afterWalk?: AfterWalk<T>;
  /** Keep message bodies in the transcript. */
  recordBodies?: boolean;
  /** The run's deadline, shared with the protocol matrix; without one, discovery gets timeouts.totalMs of its own. */
  deadline?: AbortSignal;
  /** Says what the run tolerated (a banner on stdout): one line each. */
  warn?: (text: string) => void;
}

interface Live {
  connection: Connection;
  session: RpcSession;
}

/**
 * Connects, negotiates and walks every list the server's capabilities declare.
 * Whatever happens, the connection (and any child process) is closed before this returns.
 */
export async function discover<T = undefined>(server: ServerConfig, env: NodeJS.ProcessEnv = process.env, options: DiscoverOptions<T> = {}): Promise<Discovery & { after?: T }> {
  const own = options.deadline ? undefined : startDeadline(server.totalTimeoutMs);
  const deadline = options.deadline ?? own!.signal;
  const open = async (): Promise<Live> => {
    const connection = await openConnection(server.name, server.transport, env, connectOptions(server, deadline));
    const session = sessionOn(connection, server, deadline, {
      recordBodies: options.recordBodies,
      answerServerRequest: (method) => answerAsClient(method, server.clientCapabilities),
    });
    return { connection, session };
  };
  let live: Live | undefined;
  try {
    live = await open();
    const negotiated = await negotiate(
      server,
      live,
      async () => {
        await close(live);
        live = await open();
        return live;
      },
      deadline,
    );
    const skipped = live.connection.skippedLines(); // final: the first message has come
    if (skipped) options.warn?.(bannerWarning(server.name, skipped));
    const discovery = await walkAll(server, live.session, negotiated);
    if (!options.afterWalk) return discovery;
    return { ...discovery, after: await options.afterWalk(live.session, discovery) };
  } catch (error) {
    if (error instanceof DiscoveryError && live) error.transcript = live.session.transcript;
    throw error;
  } finally {
    own?.dispose();
    await close(live);
  }
}

/** The words for a banner skipped on stdout (stdout: tolerant). */
function bannerWarning(server: string, lines: number): string {
  return `${describeLocation({ server })}: skipped ${lines} line${lines === 1 ? '' : 's'} that ${lines === 1 ? 'is' : 'are'} not JSON on stdout before the first message (a banner or log; an MCP server logs to stderr); stdout: strict in the config fails on them`;
}

/** How to open a connection to `server` within the run's deadline. */
export function connectOptions(server: ServerConfig, deadline: AbortSignal): ConnectOptions {
  return { deadline, startTimeoutMs: server.requestTimeoutMs, messageBytes: limitsOf(server).messageBytes };
}

async function close(live: Live | undefined): Promise<void> {
  if (!live) return;
  live.session.detach();
  await live.connection.close();
}

/**
 * `auto` asks `server/discover` first (the stateless era) and falls back to
 * `initialize` when the server does not know it. A stdio server that dies or stays
 * silent on the unknown method gets a fresh process for the handshake. A server silent
 * to the end is said in words (slowStart): the first answer is where a slow start shows.
 */
async function negotiate(server: ServerConfig, live: Live, reopen: () => Promise<Live>, deadline: AbortSignal): Promise<Negotiated> {
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
      return await runHandshake(fallback === 'same-connection' ? live.session : (await reopen()).session);
    } catch (handshakeError) {
      // "Method not found" is how a handshake-era server answers server/discover: then initialize is the story.
      // Both unanswered: slowStart names the two.
      if (error.kind === 'rpc-error' || !(handshakeError instanceof DiscoveryError) || unanswered.length === 2) throw handshakeError;
      throw new DiscoveryError(error.location, `${error.reason}; the initialize fallback failed too: ${handshakeError.reason}`, error.kind);
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

async function walkAll(server: ServerConfig, session: RpcSession, negotiated: Negotiated): Promise<Discovery> {
  const lists = { tools: [], resources: [], resourceTemplates: [], prompts: [] } as Record<ListName, JsonObject[]>;
  const pages = { tools: 0, resources: 0, resourceTemplates: 0, prompts: 0 } as Record<ListName, number>;
  const unsupported: string[] = [];
  for (const spec of LISTS) {
    if (!declares(negotiated.capabilities, spec.capability)) continue;
    const walked = await walkList(session, spec, {
      server: server.name,
      era: negotiated.era,
      pageCap: server.pageCap,
      listChangedRestarts: server.listChangedRestarts,
      limits: limitsOf(server),
      // Normalised and digested page by page: what the server sent is not kept beside the contract.
      keep: (item) => normaliseItem(spec.list, item),
    });
    if (walked.unsupported) unsupported.push(spec.method);
    lists[spec.list] = walked.items;
    pages[spec.list] = walked.pages;
  }
  const unsupportedLists = unsupported.length ? { unsupportedLists: unsupported.sort() } : {};
  return { server: server.name, negotiated, clientCapabilities: server.clientCapabilities, lists, pages, ...unsupportedLists, transcript: session.transcript };
}

/** The gate answers server-to-client requests only for capabilities it declared, and with empty data. */
function answerAsClient(method: string, clientCapabilities: JsonObject): JsonObject | undefined {
  if (method === 'roots/list' && declares(clientCapabilities, 'roots')) return { roots: [] };
  return undefined;
}
