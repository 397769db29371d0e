// A deterministic MCP server made from a contract file: the contract's serverInfo, capabilities,
// instructions and entities, in the protocol era the contract recorded, lists paged with opaque
// cursors, tools answering with structuredContent generated from their outputSchema (seeded).
// Transport-free: `handle` takes one JSON-RPC message and sends what the server says (./transports.ts).
import { createHash } from 'node:crypto';
import type { Contract, ContractEntity, JsonObject } from '../contract/types.js';
import { canonicalize } from '../jsonschema/canon/builder.js';
import { samples } from '../jsonschema/instances.js';
import { validateAgainst } from '../jsonschema/validity.js';
import { declares } from '../negotiate/capabilities.js';
import { eraOf, HANDSHAKE_REVISIONS, LISTS, STATELESS_REVISIONS, type ListSpec } from '../contract/protocol.js';
import { PROTOCOL_VERSION_META_KEY, SERVER_INFO_META_KEY } from '../negotiate/protocol.js';
import { VirtualClock, type Clock } from './clock.js';
import type { FaultName } from './profiles.js';

export interface ServeOptions {
  seed: number;
  pageSize: number;
  faults: ReadonlySet<FaultName>;
  /** The `slow` profile's delay. */
  delayMs: number;
  /** Whose time the delays and the silent list change are measured on: the real clock, or a VirtualClock the client advances. */
  clock: Clock;
  /** The caching hints' ttlMs on cacheable results of the stateless era; undefined: no hints (as before they existed here). */
  ttlMs?: number;
  /** silent-list-change: how long after a list is first asked for it changes. */
  changeAfterMs: number;
  /** A line for whoever runs the server (stderr): what the client under test cannot see on the wire. */
  log?: (line: string) => void;
}

export type Message = JsonObject & { jsonrpc: '2.0' };
export type Send = (message: Message) => void;

/** JSON-RPC error codes. */
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const RESOURCE_NOT_FOUND = -32002;
/** The id the wrong-id profile answers with: no request of a session gets near it. */
export const WRONG_ID = 2_147_483_647;
/** How many valid samples of an outputSchema the seed chooses among. */
const SAMPLE_CHOICES = 16;
/** The resultType the unknown-result-type profile puts on list results: no revision defines it. */
export const UNKNOWN_RESULT_TYPE = 'mcp-contract-serve/unknown-result-type';
/** Requests whose answers the late-after-cancel profile does not hold back (so the session gets as far as a list). */
const ANSWERED_AT_ONCE = ['initialize', 'server/discover', 'ping'];
/** The client's word to move a virtual clock on: `{ "ms": N }`. */
export const ADVANCE_CLOCK = 'notifications/mcp-contract-serve/advance-clock';
/** Results that carry caching hints (ttlMs, cacheScope) in the revision that defines them (2026-07-28, the caching page). */
const CACHEABLE = ['server/discover', 'resources/read', ...LISTS.map((l) => l.method)];

class RpcFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export class ContractServer {
  private readonly structured = new Map<string, unknown>();
  /** late-after-cancel: held-back answers, by request id, each woken by its notifications/cancelled. */
  private readonly held = new Map<string | number, () => void>();
  /** undeclared-elicitation: the ids of the server's own requests. */
  private elicitations = 0;
  /** silent-list-change: when each list was first asked for, on the server's clock. */
  private readonly firstAsked = new Map<string, number>();

  constructor(
    readonly contract: Contract,
    readonly options: ServeOptions,
  ) {}

  /** One incoming message; whatever the server says goes through `send` (answers after a request's work). */
  async handle(message: JsonObject, send: Send): Promise<void> {
    const { id, method } = message as { id?: string | number; method?: unknown };
    if (method === 'notifications/cancelled') this.cancelled((message.params as { requestId?: string | number } | undefined)?.requestId);
    if (method === ADVANCE_CLOCK) this.advanceClock(message.params);
    if (typeof method !== 'string' || id === undefined) return; // notifications, and answers to requests we send (elicitation/create) or never send
    const params = (message.params ?? {}) as JsonObject;
    let answer: Message;
    try {
      const result = this.withCacheHints(method, params, this.answer(method, params, send));
      answer = { jsonrpc: '2.0', id, result };
    } catch (error) {
      if (!(error instanceof RpcFault)) throw error;
      answer = { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
    }
    if (this.options.faults.has('slow')) await new Promise<void>((wake) => this.options.clock.after(this.options.delayMs, wake));
    if (this.options.faults.has('late-after-cancel') && !ANSWERED_AT_ONCE.includes(method)) await this.holdUntilCancelled(id);
    if (this.options.faults.has('wrong-id') && !ANSWERED_AT_ONCE.includes(method)) answer = { ...answer, id: WRONG_ID };
    send(answer);
    // The update a subscription promises, at once (the resource never changes, so this is the only one).
    if (method === 'resources/subscribe' && 'result' in answer && declares(this.contract.capabilities, 'resources.subscribe') && !this.options.faults.has('subscription-breaks')) {
      send({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: params.uri ?? '' } });
    }
  }

  /** Until the client cancels request `id` (notifications/cancelled) or --delay-ms pass, whichever comes first. */
  private holdUntilCancelled(id: string | number): Promise<void> {
    return new Promise((wake) => {
      const cancelTimer = this.options.clock.after(this.options.delayMs, release);
      const held = this.held;
      function release() {
        cancelTimer();
        held.delete(id);
        wake();
      }
      held.set(id, release);
    });
  }

  /** A held answer is released by its cancellation, and said on the log (the client that cancelled is no longer reading). */
  private cancelled(requestId: string | number | undefined): void {
    const release = this.held.get(requestId ?? '');
    if (!release) return;
    this.options.log?.(`notifications/cancelled for request ${JSON.stringify(requestId).slice(0, 80)}: its held answer is sent now (late-after-cancel)`);
    release();
  }

  /** The client moves a virtual clock on; the real clock is nobody's to move, so there it is ignored. */
  private advanceClock(params: unknown): void {
    const { clock, log } = this.options;
    if (!(clock instanceof VirtualClock)) return;
    const ms = (params as { ms?: unknown } | undefined)?.ms;
    if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0) return log?.(`${ADVANCE_CLOCK} ignored: "ms" must be a non-negative integer`);
    const { fired, waiting } = clock.advance(ms);
    log?.(`virtual clock at ${clock.now()} ms: ${fired} answer${fired === 1 ? '' : 's'} due, ${waiting} waiting`);
  }

  /** ttlMs and cacheScope on a cacheable result, when hints are on and the request speaks a revision that defines them. */
  private withCacheHints(method: string, params: JsonObject, result: JsonObject): JsonObject {
    if (this.options.ttlMs === undefined || !CACHEABLE.includes(method)) return result;
    const revision = (params._meta as JsonObject | undefined)?.[PROTOCOL_VERSION_META_KEY];
    if (!(STATELESS_REVISIONS as readonly unknown[]).includes(revision)) return result;
    // private: a stand-in server says nothing about who else may share its answers.
    return { ...result, ttlMs: this.options.ttlMs, cacheScope: 'private' };
  }

  /** silent-list-change: the list as it is now, before or after its change (no list_changed says so). */
  private listChanged(method: string): boolean {
    const now = this.options.clock.now();
    const first = this.firstAsked.get(method);
    if (first === undefined) this.firstAsked.set(method, now);
    return first !== undefined && now >= first + this.options.changeAfterMs;
  }

  private answer(method: string, params: JsonObject, send: Send): JsonObject {
    switch (method) {
      case 'initialize':
        return this.initialize(params);
      case 'server/discover':
        return this.discover();
      case 'ping':
      case 'logging/setLevel':
      case 'resources/subscribe':
      case 'resources/unsubscribe':
        return {};
      case 'tools/call':
        return this.callTool(params);
      case 'resources/read':
        return this.readResource(params);
      case 'prompts/get':
        return this.getPrompt(params);
      case 'completion/complete':
        return { completion: { values: [], hasMore: false } };
    }
    const spec = LISTS.find((l) => l.method === method);
    if (!spec) throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method}`);
    return this.page(spec, params.cursor, send);
  }

  /**
   * The handshake era's answer: the recorded revision, or what the contract's protocol matrix
   * says the server answered to the proposed one. A stateless-era contract answers initialize
   * only for revisions its matrix accepted.
   */
  private initialize(params: JsonObject): JsonObject {
    const proposed = typeof params.protocolVersion === 'string' ? params.protocolVersion : '';
    const { protocol, protocolMatrix } = this.contract;
    const cell = proposed === protocol.revision ? undefined : protocolMatrix?.[proposed];
    let selected: string;
    if (cell?.outcome === 'accepted') selected = proposed;
    else if (cell?.outcome === 'selected-other') selected = cell.selected ?? protocol.revision;
    else if (cell?.outcome === 'rejected') throw new RpcFault(INVALID_PARAMS, `Unsupported protocol version: ${proposed}`);
    else if (cell?.outcome === 'violation') selected = 'not-a-revision';
    else if (protocol.era === 'handshake') selected = protocol.revision;
    else {
      const handshakeAccepted = HANDSHAKE_REVISIONS.filter((r) => protocolMatrix?.[r]?.outcome === 'accepted');
      if (!handshakeAccepted.length) throw new RpcFault(METHOD_NOT_FOUND, `Method not found: initialize (this server speaks ${protocol.revision} only)`);
      selected = handshakeAccepted[handshakeAccepted.length - 1]!;
    }
    return {
      protocolVersion: selected,
      capabilities: this.contract.capabilities,
      serverInfo: this.contract.serverInfo ?? { name: this.contract.server, version: '0.0.0' },
      ...(this.contract.instructions ? { instructions: this.contract.instructions.text } : {}),
    };
  }

  /** The stateless era's answer, as the fixture server (and the SDK) give it. */
  private discover(): JsonObject {
    const { protocol, protocolMatrix } = this.contract;
    const supported = STATELESS_REVISIONS.filter((r) => (protocol.era === 'stateless' && r === protocol.revision) || protocolMatrix?.[r]?.outcome === 'accepted');
    if (protocol.era === 'stateless' && !supported.includes(protocol.revision as never)) supported.push(protocol.revision as never);
    if (!supported.length) throw new RpcFault(METHOD_NOT_FOUND, 'Method not found: server/discover');
    return {
      supportedVersions: supported,
      capabilities: this.contract.capabilities,
      ...(this.contract.instructions ? { instructions: this.contract.instructions.text } : {}),
      ...(this.contract.serverInfo ? { _meta: { [SERVER_INFO_META_KEY]: this.contract.serverInfo } } : {}),
    };
  }

  private page(spec: ListSpec, cursor: unknown, send: Send): JsonObject {
    let entities = Object.values(this.contract[spec.list] as Record<string, ContractEntity>);
    // entry-appears-mid-walk: page one is served from the list before its first entry appeared, later pages from the list with it.
    if (cursor === undefined && this.options.faults.has('entry-appears-mid-walk')) entities = entities.slice(1);
    // silent-list-change: the first entry appears at the change, whatever page is asked for.
    if (this.options.faults.has('silent-list-change') && !this.listChanged(spec.method)) entities = entities.slice(1);
    let offset = 0;
    if (cursor !== undefined) {
      if (this.options.faults.has('expired-cursor')) throw new RpcFault(INVALID_PARAMS, `Invalid params: cursor expired (fault profile expired-cursor)`);
      const decoded = decodeCursor(cursor, spec.method);
      if (decoded === undefined || decoded > entities.length) throw new RpcFault(INVALID_PARAMS, `Invalid cursor: ${String(cursor).slice(0, 80)}`);
      offset = decoded;
    }
    if (spec.list === 'tools' && this.options.faults.has('list-changed-mid-walk')) send({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
    if (this.options.faults.has('undeclared-elicitation')) {
      const params = { message: 'fault profile undeclared-elicitation: an elicitation the client never declared', requestedSchema: { type: 'object', properties: {} } };
      send({ jsonrpc: '2.0', id: `elicitation-${++this.elicitations}`, method: 'elicitation/create', params });
    }
    const end = offset + this.options.pageSize;
    const result: JsonObject = { [spec.key]: entities.slice(offset, end).map((entity) => entity.definition) };
    if (end < entities.length) result.nextCursor = encodeCursor(spec.method, end);
    if (this.options.faults.has('unknown-result-type')) result.resultType = UNKNOWN_RESULT_TYPE;
    return result;
  }

  private callTool(params: JsonObject): JsonObject {
    const name = params.name;
    const tool = typeof name === 'string' && Object.hasOwn(this.contract.tools, name) ? this.contract.tools[name]!.definition : undefined;
    if (!tool) throw new RpcFault(INVALID_PARAMS, `Unknown tool: ${String(name)}`);
    const args = params.arguments ?? {};
    const problems = validateAgainst(tool.inputSchema, args);
    if (problems?.length) return { content: [{ type: 'text', text: `Invalid arguments for ${String(name)}: ${problems.join('; ')}` }], isError: true };
    if (tool.outputSchema === undefined) return { content: [{ type: 'text', text: `${String(name)}: placeholder result (served from a contract by mcp-contract serve)` }] };
    const structuredContent = this.options.faults.has('invalid-structured-content') ? invalidFor(tool.outputSchema) : this.validStructured(name as string, tool.outputSchema);
    return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
  }

  /** A valid value of the outputSchema, the same for the same seed and tool: one of the generator's first samples, checked with ajv. */
  validStructured(name: string, schema: unknown): unknown {
    if (this.structured.has(name)) return this.structured.get(name);
    const valid: unknown[] = [];
    for (const value of samples(canonicalize(schema).root)) {
      if (validateAgainst(schema, value)?.length === 0 && isObject(value)) valid.push(value);
      if (valid.length >= SAMPLE_CHOICES) break;
    }
    const digest = createHash('sha256').update(`${this.options.seed}\0${name}`).digest();
    const chosen = valid.length ? valid[digest.readUInt32BE(0) % valid.length] : {};
    this.structured.set(name, chosen);
    return chosen;
  }

  private readResource(params: JsonObject): JsonObject {
    const uri = typeof params.uri === 'string' ? params.uri : '';
    const resource = Object.hasOwn(this.contract.resources, uri) ? this.contract.resources[uri]!.definition : undefined;
    const template = resource ? undefined : Object.values(this.contract.resourceTemplates).find((t) => matchesTemplate(String(t.definition.uriTemplate), uri))?.definition;
    const found = resource ?? template;
    if (!found) throw new RpcFault(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`);
    const mimeType = typeof found.mimeType === 'string' ? found.mimeType : 'text/plain';
    return { contents: [{ uri, mimeType, text: `placeholder content of ${uri} (served from a contract by mcp-contract serve)` }] };
  }

  private getPrompt(params: JsonObject): JsonObject {
    const name = params.name;
    const prompt = typeof name === 'string' && Object.hasOwn(this.contract.prompts, name) ? this.contract.prompts[name]!.definition : undefined;
    if (!prompt) throw new RpcFault(INVALID_PARAMS, `Unknown prompt: ${String(name)}`);
    const given = isObject(params.arguments) ? params.arguments : {};
    const missing = ((prompt.arguments ?? []) as JsonObject[]).filter((a) => a.required === true && !Object.hasOwn(given, String(a.name))).map((a) => String(a.name));
    if (missing.length) throw new RpcFault(INVALID_PARAMS, `Missing required arguments: ${missing.join(', ')}`);
    return {
      ...(typeof prompt.description === 'string' ? { description: prompt.description } : {}),
      messages: [{ role: 'user', content: { type: 'text', text: `placeholder for prompt ${String(name)} with arguments ${JSON.stringify(given)}` } }],
    };
  }
}

/** A value that violates the schema, found by breaking a valid one: a required property dropped, a property of the wrong type, an extra property, or not an object. */
export function invalidFor(schema: unknown): unknown {
  const base = samples(canonicalize(schema).root).next().value;
  const candidates: unknown[] = [];
  if (isObject(base)) {
    for (const key of Object.keys(base)) {
      const { [key]: _dropped, ...rest } = base;
      candidates.push(rest);
    }
    for (const key of Object.keys(base)) candidates.push({ ...base, [key]: typeof base[key] === 'string' ? 12345 : 'not the declared type' });
    candidates.push({ ...base, '@invalid-structured-content': true });
  }
  candidates.push({}, { '@invalid-structured-content': true }, 'invalid structured content', null);
  return candidates.find((value) => (validateAgainst(schema, value)?.length ?? 0) > 0) ?? 'invalid structured content';
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A URI template's literal parts in order (RFC 6570 expressions match anything). */
function matchesTemplate(template: string, uri: string): boolean {
  const pattern = template
    .split(/\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 's').test(uri);
}

/** Opaque to the client: the list and the offset, base64url. */
export function encodeCursor(method: string, offset: number): string {
  return Buffer.from(JSON.stringify({ m: method, o: offset })).toString('base64url');
}

function decodeCursor(cursor: unknown, method: string): number | undefined {
  if (typeof cursor !== 'string') return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { m?: unknown; o?: unknown };
    return value.m === method && Number.isInteger(value.o) && (value.o as number) >= 0 ? (value.o as number) : undefined;
  } catch {
    return undefined;
  }
}

/** The fault profiles make sense for this contract: a profile whose fault the contract cannot carry is refused, not ignored. */
export function faultsApply(contract: Contract, faults: ReadonlySet<FaultName>): string | undefined {
  if (faults.has('unknown-result-type') && contract.protocol.era !== 'stateless')
    return 'fault profile unknown-result-type applies to stateless-era contracts only (handshake-era results have no resultType)';
  if (faults.has('subscription-breaks') && !declares(contract.capabilities, 'resources.subscribe')) return 'fault profile subscription-breaks needs a contract that declares resources.subscribe';
  return undefined;
}

/** The contract's recorded era and revision make sense to serve. */
export function servable(contract: Contract): string | undefined {
  const era = eraOf(contract.protocol.revision);
  if (era && era !== contract.protocol.era) return `protocol.revision ${contract.protocol.revision} is not a ${contract.protocol.era}-era revision`;
  return undefined;
}
