import type { Limits } from '../config/types.js';
import { DiscoveryError, GateError, oneLine } from '../errors.js';
import { compileValidator, describeViolation, type Validate } from '../jsonschema/validate.js';
import { DEFAULT_CACHE_SCOPE, type Era, type ListName, type ListSpec } from '../contract/protocol.js';
import { RpcErrorResponse, SendFailure, type RpcSession } from '../transport/session.js';
import type { ClientJudges } from '../evidence/client-judges.js';

type JsonObject = Record<string, unknown>;

export interface WalkOptions {
  server: string;
  era: Era;
  pageCap: number;
  listChangedRestarts: number;
  limits: Limits;
  /** What to keep of each item once it passed the checks (by default the item as sent). */
  keep?: (item: JsonObject) => JsonObject;
  /** The official clients, judging each page as sent (before normalisation drops `resultType`, `ttlMs`, `cacheScope`). */
  judges?: ClientJudges;
}

export interface WalkResult {
  items: JsonObject[];
  pages: number;
  restarts: number;
  /** The server declared the list's capability but answered -32601 (method not found): recorded, not walked. */
  unsupported?: boolean;
  /** The pages' `cacheScope` (2026-07-28): their one value, or `private` (the default) where they differ or one has none. */
  cacheScope?: string;
}

/** JSON-RPC "method not found". */
const METHOD_NOT_FOUND = -32601;

const text = { type: 'string' };
const object = { type: 'object' };
/** The minimum each item must have to be keyed and normalised; anything else it carries is kept as sent. */
export const ITEM_SCHEMAS: Record<ListName, object> = {
  tools: {
    type: 'object',
    required: ['name', 'inputSchema'],
    properties: { name: text, title: text, description: text, inputSchema: object, outputSchema: object, annotations: object, execution: object, icons: { type: 'array' } },
  },
  resources: {
    type: 'object',
    required: ['uri', 'name'],
    properties: { uri: text, name: text, title: text, description: text, mimeType: text, size: { type: 'number' }, annotations: object },
  },
  resourceTemplates: {
    type: 'object',
    required: ['uriTemplate', 'name'],
    properties: { uriTemplate: text, name: text, title: text, description: text, mimeType: text, annotations: object },
  },
  prompts: {
    type: 'object',
    required: ['name'],
    properties: {
      name: text,
      title: text,
      description: text,
      arguments: {
        type: 'array',
        items: { type: 'object', required: ['name'], properties: { name: text, description: text, required: { type: 'boolean' } } },
      },
    },
  },
};
const itemValidators = Object.fromEntries(Object.entries(ITEM_SCHEMAS).map(([list, schema]) => [list, compileValidator(schema)])) as Record<ListName, Validate>;

/**
 * Walks every page of one list. Guards: a cursor seen twice is a loop, the page cap
 * bounds a server that never converges, the limits bound items and bytes, an empty page
 * with a cursor is legal, and a `list_changed` notification during the walk restarts it
 * (a bounded number of times). A first page answered with "method not found" makes the
 * list unsupported (real servers declare `resources` without templates), not an error.
 */
export async function walkList(session: RpcSession, spec: ListSpec, options: WalkOptions): Promise<WalkResult> {
  let changed = false;
  const stopListening = session.onNotification((method) => {
    if (method === spec.changed) changed = true;
  });
  try {
    for (let restarts = 0; ; restarts++) {
      changed = false;
      const walked = await walkOnce(session, spec, options);
      if (!changed || walked.unsupported) return { ...walked, restarts };
      if (restarts >= options.listChangedRestarts) {
        throw new DiscoveryError({ server: options.server, method: spec.method }, `the list kept changing: ${spec.changed} arrived during ${restarts + 1} walks in a row`);
      }
    }
  } finally {
    stopListening();
  }
}

async function walkOnce(session: RpcSession, spec: ListSpec, options: WalkOptions): Promise<Omit<WalkResult, 'restarts'>> {
  const items: JsonObject[] = [];
  const seenOnPage = new Map<string, number>();
  const seenCursors = new Set<string>();
  const { limits } = options;
  const bytesBefore = session.bytesReceived;
  let cursor: string | undefined;
  const scopes = new Set<unknown>();
  for (let page = 1; ; page++) {
    const where = { server: options.server, method: spec.method, page };
    if (page > options.pageCap) throw new DiscoveryError(where, `more than ${options.pageCap} pages (the page cap): the walk never ended`);
    const params = cursor === undefined ? {} : { cursor };
    const result = await requestPage(session, spec, params, where);
    if (result === 'method-not-found') return { items: [], pages: 1, unsupported: true };
    options.judges?.judge(spec.method, params, result, page);
    if (session.bytesReceived - bytesBefore > limits.walkBytes) throw new DiscoveryError(where, `more than ${limits.walkBytes} bytes received for this list (limits.walkBytes)`);
    // 2026-07-28: a list answers "complete"; any other resultType (input_required, one nobody defined) is no list page.
    if (result.resultType !== undefined && result.resultType !== 'complete')
      throw new DiscoveryError(where, `resultType ${oneLine(JSON.stringify(result.resultType) ?? '', 80)} is not "complete": a list result must be complete`);
    const pageItems = result[spec.key];
    if (!Array.isArray(pageItems)) throw new DiscoveryError(where, `the result has no "${spec.key}" array`);
    if (items.length + pageItems.length > limits.itemsPerList) throw new DiscoveryError(where, `more than ${limits.itemsPerList} items in this list (limits.itemsPerList)`);
    // The cursor first: a looping server repeats its items too, and the loop is the cause.
    const next = nextCursorOf(result, options.era, where);
    if (next !== undefined && seenCursors.has(next)) throw new DiscoveryError(where, `cursor "${oneLine(next, 60)}" was returned before: a pagination loop`);
    pageItems.forEach((item, index) => {
      const problem = itemValidators[spec.list](item)[0];
      if (problem) throw new DiscoveryError(where, `malformed item ${index} of "${spec.key}" ${describeViolation(problem)}`);
      if (depthOf(item) > MAX_DEPTH) throw new DiscoveryError(where, `item ${index} of "${spec.key}" is nested deeper than ${MAX_DEPTH} levels: refused, not walked`);
      const identity = (item as JsonObject)[spec.identity] as string;
      const earlier = seenOnPage.get(identity);
      if (earlier !== undefined) {
        throw new DiscoveryError(where, `two items have ${spec.identity} "${oneLine(identity, 80)}" (pages ${earlier} and ${page}): a contract defect`);
      }
      seenOnPage.set(identity, page);
      items.push(options.keep ? options.keep(item as JsonObject) : (item as JsonObject));
    });
    scopes.add(result.cacheScope);
    if (next === undefined) return { items, pages: page, ...cacheScopeOf(scopes) };
    seenCursors.add(next);
    cursor = next;
  }
}

async function requestPage(session: RpcSession, spec: ListSpec, params: JsonObject, where: { server: string; method: string; page: number }): Promise<JsonObject | 'method-not-found'> {
  try {
    return await session.request(spec.method, params, where.page);
  } catch (error) {
    if (error instanceof GateError) throw error;
    if (error instanceof RpcErrorResponse && error.code === METHOD_NOT_FOUND && where.page === 1) return 'method-not-found';
    if (error instanceof RpcErrorResponse) {
      throw new DiscoveryError(where, `the server declared this list but answered with ${error.message}`, 'rpc-error');
    }
    if (error instanceof SendFailure) throw new DiscoveryError(where, error.message, 'connection');
    throw error;
  }
}

/** One list's cacheScope from its pages' values: none when no page sent one. */
function cacheScopeOf(scopes: Set<unknown>): { cacheScope?: string } {
  const [only, ...others] = [...scopes];
  if (others.length === 0 && only === undefined) return {};
  return { cacheScope: others.length === 0 && typeof only === 'string' ? only : DEFAULT_CACHE_SCOPE };
}

/** Deeper than any real schema; a deeper item would exhaust the stack of every recursive step after discovery. */
const MAX_DEPTH = 256;

/** Nesting depth of a JSON value, without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > deepest) deepest = depth;
    if (deepest > MAX_DEPTH) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The cursor to continue with, or undefined at the end. In the stateless era "" is a cursor, not the end. */
function nextCursorOf(result: JsonObject, era: Era, where: { server: string; method: string; page: number }): string | undefined {
  const next = result.nextCursor;
  if (next === undefined || next === null) return undefined;
  if (typeof next !== 'string') throw new DiscoveryError(where, `nextCursor is ${typeof next}, not a string`);
  if (next === '' && era === 'handshake') return undefined;
  return next;
}
