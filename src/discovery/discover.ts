import { answerAsClient, declares } from '../negotiate/capabilities.js';
import { limitsOf, type ServerConfig } from '../config/types.js';
import { normaliseItem } from './normalise.js';
import { compareCodeUnits } from '../json/rfc8785.js';
import { describeLocation, DiscoveryError } from '../errors.js';
import { negotiateLive, type Negotiated } from '../negotiate/negotiate.js';
import { LISTS, type ListName } from '../contract/protocol.js';
import { startDeadline } from '../transport/deadline.js';
import { LiveConnection } from '../transport/live.js';
import type { RpcSession } from '../transport/session.js';
import type { Discovery } from './types.js';
import { walkList } from './walk.js';
import { ClientJudges } from '../evidence/client-judges.js';

type JsonObject = Record<string, unknown>;

/** Extra work on the live session after the walk (probes): gets the session, what was discovered, and the official clients to judge answers with. */
type AfterWalk<T> = (session: RpcSession, discovery: Discovery, judges: ClientJudges | undefined) => Promise<T>;

export interface DiscoverOptions<T> {
  afterWalk?: AfterWalk<T>;
  /** Hears of the session as soon as it is open, before initialize (a recording's connection log). */
  onOpen?: (session: RpcSession) => void;
  /** Keep message bodies in the transcript. */
  recordBodies?: boolean;
  /** The run's deadline, shared with the protocol matrix; without one, discovery gets timeouts.totalMs of its own. */
  deadline?: AbortSignal;
  /** Says what the run tolerated (a banner on stdout): one line each. */
  warn?: (text: string) => void;
}

/**
 * Connects, negotiates and walks every list the server's capabilities declare.
 * Whatever happens, the connection (and any child process) is closed before this returns.
 */
export async function discover<T = undefined>(server: ServerConfig, env: NodeJS.ProcessEnv = process.env, options: DiscoverOptions<T> = {}): Promise<Discovery & { after?: T }> {
  const own = options.deadline ? undefined : startDeadline(server.totalTimeoutMs);
  const deadline = options.deadline ?? own!.signal;
  let live: LiveConnection | undefined;
  // The clients' code loads while the server starts: most of what judging costs.
  const judges = ClientJudges.start();
  try {
    live = await LiveConnection.open(server, env, deadline, {
      recordBodies: options.recordBodies,
      answerServerRequest: (method, params) => answerAsClient(method, params, server.clientCapabilities),
    });
    options.onOpen?.(live.session);
    const negotiated = await negotiateLive(server, live, deadline);
    const skipped = live.skippedLines(); // final: the first message has come
    if (skipped) options.warn?.(bannerWarning(server.name, skipped));
    judges?.open(negotiated.era, negotiated.answer ?? {});
    // The rejections fill in as the walk and the probes go: the array is the judges' own.
    const discovery = { ...(await walkAll(server, live.session, negotiated, judges)), clientRejections: judges?.rejections ?? [] };
    const after = options.afterWalk ? { after: await options.afterWalk(live.session, discovery, judges) } : {};
    await judges?.settled();
    return { ...discovery, ...after };
  } catch (error) {
    if (error instanceof DiscoveryError && live) error.transcript = live.session.transcript;
    throw error;
  } finally {
    own?.dispose();
    await judges?.close();
    await live?.close();
  }
}

/** The words for a banner skipped on stdout (stdout: tolerant). */
function bannerWarning(server: string, lines: number): string {
  return `${describeLocation({ server })}: skipped ${lines} line${lines === 1 ? '' : 's'} that ${lines === 1 ? 'is' : 'are'} not JSON on stdout before the first message (a banner or log; an MCP server logs to stderr); stdout: strict in the config fails on them`;
}

async function walkAll(server: ServerConfig, session: RpcSession, negotiated: Negotiated, judges: ClientJudges | undefined): Promise<Discovery> {
  const lists = { tools: [], resources: [], resourceTemplates: [], prompts: [] } as Record<ListName, JsonObject[]>;
  const pages = { tools: 0, resources: 0, resourceTemplates: 0, prompts: 0 } as Record<ListName, number>;
  const unsupported: string[] = [];
  const readOnly = new WeakSet<JsonObject>();
  const cacheScopes: Record<string, string> = negotiated.cacheScope === undefined ? {} : { 'server/discover': negotiated.cacheScope };
  for (const spec of LISTS) {
    if (!declares(negotiated.capabilities, spec.capability)) continue;
    const walked = await walkList(session, spec, {
      server: server.name,
      era: negotiated.era,
      pageCap: server.pageCap,
      listChangedRestarts: server.listChangedRestarts,
      limits: limitsOf(server),
      judges,
      // Normalised and digested page by page: what the server sent is not kept beside the contract.
      keep: (item) => {
        const kept = normaliseItem(spec.list, item);
        if (spec.list === 'tools' && plainlyReadOnly(item)) readOnly.add(kept);
        return kept;
      },
    });
    if (walked.unsupported) unsupported.push(spec.method);
    if (walked.cacheScope !== undefined) cacheScopes[spec.method] = walked.cacheScope;
    lists[spec.list] = walked.items;
    pages[spec.list] = walked.pages;
  }
  const unsupportedLists = unsupported.length ? { unsupportedLists: unsupported.sort() } : {};
  const readOnlyTools = lists.tools.filter((tool) => readOnly.has(tool)).map((tool) => tool.name as string);
  const scopes = Object.keys(cacheScopes).length ? { cacheScopes } : {};
  const { clientCapabilities } = server;
  return {
    server: server.name,
    negotiated,
    clientCapabilities,
    lists,
    pages,
    readOnlyTools: readOnlyTools.sort(compareCodeUnits),
    ...unsupportedLists,
    ...scopes,
    transcript: session.transcript,
  };
}

/** Read-only by the server's word, and not destructive by it either (see Discovery.readOnlyTools). */
function plainlyReadOnly(tool: JsonObject): boolean {
  const hints = tool.annotations as JsonObject | undefined;
  return hints?.readOnlyHint === true && hints.destructiveHint !== true;
}
