// A deterministic MCP server made from a contract file: the contract's serverInfo, capabilities,
// instructions and entities, in the protocol era the contract recorded, lists paged with opaque
// cursors, tools answering with structuredContent generated from their outputSchema (seeded), or
// with the answer the contract recorded for the same arguments, else for the closest valid ones
// (src/contract/closest-call.ts; resources and prompts likewise).
// Transport-free: `handle` takes one JSON-RPC message and sends what the server says (./transports.ts).
import { createHash } from 'node:crypto';
import { closestRecordedCall, withArgumentsOf } from '../contract/closest-call.js';
import { recordedCall } from '../contract/recorded.js';
import type { Contract, ContractEntity, JsonObject, RecordedCall } from '../contract/types.js';
import { validObjectSamples } from '../jsonschema/valid-samples.js';
import { notChecked, validateAgainst } from '../jsonschema/validity.js';
import { declares } from '../negotiate/capabilities.js';
import { DEFAULT_CACHE_SCOPE, eraOf, HANDSHAKE_REVISIONS, LISTS, STATELESS_REVISIONS, type ListSpec } from '../contract/protocol.js';
import { isJsonObject, ownValue } from '../json/own.js';
import { CLIENT_CAPABILITIES_META_KEY, LOG_LEVEL_META_KEY, SERVER_INFO_META_KEY } from '../negotiate/protocol.js';
import { VirtualClock, type Clock } from './clock.js';
import { matchesTemplate, MAX_URI_LENGTH } from './limits.js';
import { profileEraProblem, unmetPrerequisite, type FaultId } from './profiles.js';
import { checkStatelessRequest, INVALID_PARAMS, isStatelessRequest, METHOD_NOT_FOUND, RpcFault, withResultEnvelope, type RequestContext } from './stateless.js';
import { LISTEN, Subscriptions } from './subscriptions.js';
import { isLogLevel, LOG_LEVELS, replayDuring, roundAnswer, type ReplayCaller } from './replay.js';
import { decodeCursor, encodeCursor, errorResult, invalidFor, isTextual, marked, notRecorded, promptSchema, stringParam } from './answers.js';

export interface ServeOptions {
  seed: number;
  pageSize: number;
  faults: ReadonlySet<FaultId>;
  /** The `slow` profile's delay. */
  delayMs: number;
  /** Whose time the delays and the silent list change are measured on: the real clock, or a VirtualClock the client advances. */
  clock: Clock;
  /** The caching hints' ttlMs on cacheable results of the stateless era (the caching page says they MUST be there); default 0. */
  ttlMs: number;
  /** silent-list-change: how long after a list is first asked for it changes. */
  changeAfterMs: number;
  /** rug-pull: the contract whose tools replace the served ones, and after how many tools/call answers. */
  then?: Contract;
  thenAfter: number;
  /** `exact`: only recorded calls and gets are answered, anything else -32602 (--replay); `closest` (the default): the closest recorded, else a generated answer. */
  replay?: 'closest' | 'exact';
  /** A line for whoever runs the server (stderr): what the client under test cannot see on the wire. */
  log?: (line: string) => void;
}

export type Message = JsonObject & { jsonrpc: '2.0' };
/** Who a request is from, as an answer needs it: its session, and the signal its cancellation aborts. */
interface Request {
  session: string | undefined;
  cancelled: AbortSignal;
}
export type Send = (message: Message) => void;
/** A handshake-era session: what the client declared at initialize, the level logging/setLevel set, and how far the connection's messages got. */
interface Session {
  capabilities: JsonObject;
  logLevel?: string;
  /** The client sent notifications/initialized. */
  initialized?: boolean;
  /** HTTP: the session's GET stream, while it is open. */
  stream?: { send: Send; closed: AbortSignal };
  /** The recording's connection messages were said to this session (once). */
  connectionSaid?: boolean;
}

/** JSON-RPC error codes (more in ./stateless.ts). */
const INTERNAL_ERROR = -32603;
/** The handshake era's resource-not-found; the stateless era says -32602 with data.uri. */
const RESOURCE_NOT_FOUND = -32002;
/** The HTTP status of an answer, when not 200 (the stateless era's refusals): for ./transports.ts. */
const STATUS = new WeakMap<Message, number>();
export const httpStatusOf = (message: Message): number => STATUS.get(message) ?? 200;
/** The id the wrong-id profile answers with: no request of a session gets near it. */
const WRONG_ID = 2_147_483_647;
/** How many valid samples of an outputSchema the seed chooses among. */
const SAMPLE_CHOICES = 16;
/** The resultType the unknown-result-type profile puts on list results: no revision defines it. */
const UNKNOWN_RESULT_TYPE = 'mcp-contract-serve/unknown-result-type';
/** Requests whose answers the late-after-cancel profile does not hold back (so the session gets as far as a list). */
const ANSWERED_AT_ONCE = ['initialize', 'server/discover', 'ping'];
/** The client's word to move a virtual clock on: `{ "ms": N }`. */
const ADVANCE_CLOCK = 'notifications/mcp-contract-serve/advance-clock';
/** How long a replayed request of the server's waits for the client's answer before the call goes on (real time: a client that never answers must not hang the server). */
const ASK_TIMEOUT_MS = 10_000;
/** Results that carry caching hints (ttlMs, cacheScope) in the revision that defines them (2026-07-28, the caching page). */
const CACHEABLE = ['server/discover', 'resources/read', ...LISTS.map((l) => l.method)];
/** The server capability each request needs: without it the method is not found (-32601), as a server on the official SDK answers. */
const CAPABILITY_OF_METHOD: ReadonlyMap<string, string> = new Map([
  ...LISTS.map((l): [string, string] => [l.method, l.capability]),
  ['tools/call', 'tools'],
  ['resources/read', 'resources'],
  ['resources/subscribe', 'resources.subscribe'],
  ['resources/unsubscribe', 'resources.subscribe'],
  ['prompts/get', 'prompts'],
  ['logging/setLevel', 'logging'],
  // A recording could show a server answering it undeclared; the gate records no completion answers, so none does.
  ['completion/complete', 'completions'],
]);

export class ContractServer {
  private readonly structured = new Map<string, unknown>();
  /** late-after-cancel: held-back answers, by request id, each woken by its notifications/cancelled. */
  private readonly held = new Map<string | number, () => void>();
  /** undeclared-elicitation: the ids of the server's own requests. */
  private elicitations = 0;
  /** silent-list-change: when each list was first asked for, on the server's clock. */
  private readonly firstAsked = new Map<string, number>();
  /** The open subscriptions/listen streams (stateless era). */
  readonly subscriptions: Subscriptions;

  /** Handshake era, by session. */
  private readonly sessions = new Map<string | undefined, Session>();
  /** The requests being answered, by session and id: a cancellation stops its replay. */
  private readonly replays = new Map<string, AbortController>();
  /** Replayed requests of the server's awaiting the client's answer: by id, with the session that may answer. */
  private readonly asked = new Map<string | number, { session: string | undefined; done: (answered: boolean) => void }>();
  private asks = 0;

  /** rug-pull: tools/call requests answered so far. */
  private calls = 0;
  /** The tools' recorded calls: the contract's, --then's once the rug is pulled. */
  private recordedTools: Record<string, RecordedCall[]> | undefined;

  constructor(
    /** What is served: the contract, its tools replaced by --then's once rug-pull pulls. */
    public contract: Contract,
    readonly options: ServeOptions,
  ) {
    this.subscriptions = new Subscriptions(contract);
    this.recordedTools = contract.recorded?.tools;
  }

  /** One incoming message; whatever the server says goes through `send` (answers after a request's work). */
  async handle(message: JsonObject, send: Send, context: RequestContext = {}): Promise<void> {
    const { id, method } = message as { id?: string | number; method?: unknown };
    if (method === 'notifications/cancelled') this.cancelled((message.params as { requestId?: string | number } | undefined)?.requestId, context.session);
    if (method === ADVANCE_CLOCK) this.advanceClock(message.params);
    if (method === undefined && id !== undefined) this.answered(id, context.session);
    if (method === 'notifications/initialized') this.initialized(send, context);
    if (typeof method !== 'string' || id === undefined) return; // notifications, and answers to requests we send (elicitation/create) or never send
    const params = (message.params ?? {}) as JsonObject;
    const stateless = isStatelessRequest(method, params, context, this.contract.protocol.era);
    if (stateless && method === LISTEN) return this.listen(id, params, send, context);
    // The server's profiles, and those the request named (Mcp-Contract-Serve-Fault, over HTTP).
    const faults = context.faults ?? this.options.faults;
    let answer: Message;
    // A replay takes time: the client may cancel it (notifications/cancelled), and is then told nothing more.
    const replay = new AbortController();
    try {
      if (stateless) checkStatelessRequest(method, params, context, this.statelessRevisions());
      // Awaited only when it is a promise (a replay that says something first): a plain answer is
      // made before the next message is handled, so a virtual clock's timers are set in order.
      const pending = this.answer(method, params, send, stateless, faults, { session: context.session, cancelled: replay.signal });
      const result = pending instanceof Promise ? await this.cancellable(pending, JSON.stringify([context.session ?? null, id]), replay) : pending;
      answer = { jsonrpc: '2.0', id, result: withResultEnvelope(result, stateless, this.cacheScopeOf(method, stateless), this.options.ttlMs) };
    } catch (error) {
      answer = this.refusal(id, method, error, stateless);
    }
    if (replay.signal.aborted && !faults.has('late-after-cancel@1')) return;
    if (faults.has('slow@1')) await new Promise<void>((wake) => this.options.clock.after(this.options.delayMs, wake));
    if (faults.has('late-after-cancel@1') && !ANSWERED_AT_ONCE.includes(method)) await this.holdUntilCancelled(id);
    if (faults.has('wrong-id@1') && !ANSWERED_AT_ONCE.includes(method)) answer = { ...answer, id: WRONG_ID };
    send(answer);
    if (method === 'tools/call' && faults.has('rug-pull@1')) this.rugPull(send, stateless);
    // The update a subscription promises, at once (the resource never changes, so this is the only one).
    if (method === 'resources/subscribe' && 'result' in answer && declares(this.contract.capabilities, 'resources.subscribe') && !faults.has('subscription-breaks@1')) {
      send({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: params.uri ?? '' } });
    }
  }

  /**
   * The client has initialized: what the recorded server said outside any call (a log line, a
   * roots/list right after connecting) is said again, as far as that client may get it. Over stdio
   * at once; over HTTP on the session's GET stream (a POST's stream carries only what concerns its
   * request), once the session has both, in whichever order they came.
   */
  private initialized(send: Send, { session, headers }: RequestContext): void {
    if (headers === undefined) return void this.connected(send, session, new AbortController().signal);
    const opened = this.sessions.get(session);
    if (!opened) return;
    opened.initialized = true;
    this.sayConnection(opened, session);
  }

  /** Whether the recording has anything to say outside a request: only then is there a GET stream to open (./transports.ts). */
  get saysOutsideRequests(): boolean {
    return Boolean(this.contract.recorded?.connection?.length);
  }

  /** A handshake session's GET stream (HTTP), open until `closed`. */
  openStream(session: string, send: Send, closed: AbortSignal): void {
    const opened = this.sessions.get(session);
    if (!opened) return;
    const stream = { send, closed };
    opened.stream = stream;
    const gone = () => {
      if (opened.stream === stream) delete opened.stream;
    };
    closed.addEventListener('abort', gone, { once: true });
    this.sayConnection(opened, session);
  }

  /** The connection's messages on a session's GET stream, once: when it is open and the client has initialized. */
  private sayConnection(opened: Session, session: string | undefined): void {
    if (!opened.initialized || !opened.stream || opened.connectionSaid) return;
    opened.connectionSaid = true;
    void this.connected(opened.stream.send, session, opened.stream.closed);
  }

  private async connected(send: Send, session: string | undefined, cancelled: AbortSignal): Promise<void> {
    const messages = this.contract.recorded?.connection;
    if (!messages?.length) return;
    await replayDuring(messages, this.caller({}, send, false, { session, cancelled }));
  }

  /** A replay, findable by its session and request id while it runs (only then can a cancellation reach it). */
  private async cancellable(pending: Promise<JsonObject>, running: string, replay: AbortController): Promise<JsonObject> {
    this.replays.set(running, replay);
    try {
      return await pending;
    } finally {
      this.replays.delete(running);
    }
  }

  /** rug-pull: at the --then-after'th call the tools become --then's, and who listens is told. */
  private rugPull(send: Send, stateless: boolean): void {
    const { then, thenAfter, log } = this.options;
    if (!then || ++this.calls !== thenAfter) return;
    this.contract = { ...this.contract, tools: then.tools };
    this.recordedTools = then.recorded?.tools;
    log?.(`rug-pull: after ${thenAfter} tools/call, the tools are now --then's (${Object.keys(then.tools).length})`);
    if (stateless) this.subscriptions.listChanged('tools');
    else send({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
  }

  /** A subscriptions/listen stream, to its end: the result when the server ends it, nothing when the client did. */
  private async listen(id: string | number, params: JsonObject, send: Send, context: RequestContext): Promise<void> {
    let ended: JsonObject | undefined;
    try {
      checkStatelessRequest(LISTEN, params, context, this.statelessRevisions());
      ended = await this.subscriptions.listen(id, params, send, context.closed);
    } catch (error) {
      return send(this.refusal(id, LISTEN, error, true));
    }
    if (ended) send({ jsonrpc: '2.0', id, result: ended });
  }

  /** The error answer to a request, with the HTTP status the stateless era gives it. */
  private refusal(id: string | number, method: string, error: unknown, stateless: boolean): Message {
    const answer: Message = { jsonrpc: '2.0', id, error: this.fault(method, error) };
    const status = error instanceof RpcFault ? (stateless && error.code === METHOD_NOT_FOUND ? 404 : error.status) : 200;
    if (status !== 200) STATUS.set(answer, status);
    return answer;
  }

  /** A refusal as its JSON-RPC error; anything else is this server's own failure, said as -32603 and on stderr, never a crash. */
  private fault(method: string, error: unknown): JsonObject {
    if (error instanceof RpcFault) return { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) };
    this.options.log?.(`${method.slice(0, 80)}: internal error: ${String((error as Error)?.message ?? error).slice(0, 200)}`);
    return { code: INTERNAL_ERROR, message: `Internal error while answering ${method.slice(0, 80)}` };
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
  private cancelled(requestId: string | number | undefined, session: string | undefined): void {
    if (this.subscriptions.cancel(requestId)) return;
    this.replays.get(JSON.stringify([session ?? null, requestId ?? null]))?.abort();
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
    if (!clock.canAdvance(ms)) return log?.(`${ADVANCE_CLOCK} ignored: the clock at ${clock.now()} ms cannot move ${ms} ms on (past 2^53 - 1 ms)`);
    const { fired, waiting } = clock.advance(ms);
    log?.(`virtual clock at ${clock.now()} ms: ${fired} answer${fired === 1 ? '' : 's'} due, ${waiting} waiting`);
  }

  /** silent-list-change: the list as it is now, before or after its change (no list_changed says so). */
  private listChanged(method: string): boolean {
    const now = this.options.clock.now();
    const first = this.firstAsked.get(method);
    if (first === undefined) this.firstAsked.set(method, now);
    return first !== undefined && now >= first + this.options.changeAfterMs;
  }

  private answer(method: string, params: JsonObject, send: Send, stateless: boolean, faults: ReadonlySet<FaultId>, request: Request): JsonObject | Promise<JsonObject> {
    const { session } = request;
    const needed = CAPABILITY_OF_METHOD.get(method);
    // A server built on the official SDK has no handler for a capability it did not declare.
    if (needed && !declares(this.contract.capabilities, needed)) throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method} (the server does not declare ${needed})`);
    const caller = () => this.caller(params, send, stateless, request);
    switch (method) {
      case 'initialize':
        this.sessions.set(session, { capabilities: isJsonObject(params.capabilities) ? params.capabilities : {} });
        return this.initialize(params);
      case 'server/discover':
        return this.discover();
      case 'logging/setLevel':
        if (!isLogLevel(params.level)) throw new RpcFault(INVALID_PARAMS, `Invalid params: level must be one of ${LOG_LEVELS.join(', ')}`);
        this.sessions.set(session, { capabilities: {}, ...this.sessions.get(session), logLevel: params.level });
        return {};
      case 'ping':
      case 'resources/subscribe':
      case 'resources/unsubscribe':
        return {};
      case 'tools/call':
        return this.callTool(params, faults, caller());
      case 'resources/read':
        return this.readResource(params, stateless);
      case 'prompts/get':
        return this.getPrompt(params, caller());
      case 'completion/complete':
        return { completion: { values: [], hasMore: false } };
    }
    const spec = LISTS.find((l) => l.method === method);
    // A list the recorded server refused is refused again, so a snapshot of serve records it the same.
    if (!spec || this.contract.unsupportedLists?.includes(method)) throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method.slice(0, 80)}`);
    return this.page(spec, params.cursor, send, faults);
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
    const supported = this.statelessRevisions();
    if (!supported.length) throw new RpcFault(METHOD_NOT_FOUND, 'Method not found: server/discover');
    return {
      supportedVersions: supported,
      capabilities: this.contract.capabilities,
      ...(this.contract.instructions ? { instructions: this.contract.instructions.text } : {}),
      ...(this.contract.serverInfo ? { _meta: { [SERVER_INFO_META_KEY]: this.contract.serverInfo } } : {}),
    };
  }

  /** The stateless revisions served: the recorded one, and those the matrix accepted. */
  /**
   * The scope a cacheable result carries: the one the contract recorded for it, else private (the
   * stateless era, which says it MUST be there); a handshake-era server that said one says it again.
   */
  private cacheScopeOf(method: string, stateless: boolean): string | undefined {
    if (!CACHEABLE.includes(method)) return undefined;
    return ownValue(this.contract.cacheScopes ?? {}, method) ?? (stateless ? DEFAULT_CACHE_SCOPE : undefined);
  }

  private statelessRevisions(): string[] {
    const { protocol, protocolMatrix } = this.contract;
    const supported: string[] = STATELESS_REVISIONS.filter((r) => (protocol.era === 'stateless' && r === protocol.revision) || protocolMatrix?.[r]?.outcome === 'accepted');
    if (protocol.era === 'stateless' && !supported.includes(protocol.revision)) supported.push(protocol.revision);
    return supported;
  }

  private page(spec: ListSpec, cursor: unknown, send: Send, faults: ReadonlySet<FaultId>): JsonObject {
    let entities = Object.values(this.contract[spec.list] as Record<string, ContractEntity>);
    // entry-appears-mid-walk: page one is served from the list before its first entry appeared, later pages from the list with it.
    if (cursor === undefined && faults.has('entry-appears-mid-walk@1')) entities = entities.slice(1);
    // silent-list-change: the first entry appears at the change, whatever page is asked for.
    if (faults.has('silent-list-change@1') && !this.listChanged(spec.method)) entities = entities.slice(1);
    let offset = 0;
    if (cursor !== undefined && typeof cursor !== 'string') throw new RpcFault(INVALID_PARAMS, 'Invalid params: cursor must be a string');
    if (cursor !== undefined) {
      if (faults.has('expired-cursor@1')) throw new RpcFault(INVALID_PARAMS, `Invalid params: cursor expired (fault profile expired-cursor)`);
      const decoded = decodeCursor(cursor, spec.method);
      if (decoded === undefined || decoded > entities.length) throw new RpcFault(INVALID_PARAMS, `Invalid cursor: ${cursor.slice(0, 80)}`);
      offset = decoded;
    }
    if (spec.list === 'tools' && faults.has('list-changed-mid-walk@1')) send({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
    if (faults.has('undeclared-elicitation@1')) {
      const params = { message: 'fault profile undeclared-elicitation: an elicitation the client never declared', requestedSchema: { type: 'object', properties: {} } };
      send({ jsonrpc: '2.0', id: `elicitation-${++this.elicitations}`, method: 'elicitation/create', params });
    }
    const end = offset + this.options.pageSize;
    const result: JsonObject = { [spec.key]: entities.slice(offset, end).map((entity) => entity.definition) };
    if (end < entities.length) result.nextCursor = encodeCursor(spec.method, end);
    if (faults.has('unknown-result-type@1')) result.resultType = UNKNOWN_RESULT_TYPE;
    return result;
  }

  /** Who asked, as a replay needs it: the era, the progress token, the log level and capabilities, and the way back. */
  private caller(params: JsonObject, send: Send, stateless: boolean, { session, cancelled }: Request): ReplayCaller {
    const meta = isJsonObject(params._meta) ? params._meta : {};
    const token = meta.progressToken;
    const level = meta[LOG_LEVEL_META_KEY];
    const capabilities = meta[CLIENT_CAPABILITIES_META_KEY];
    const opened = this.sessions.get(session);
    return {
      stateless,
      progressToken: typeof token === 'string' || typeof token === 'number' ? token : undefined,
      logLevel: stateless ? (level === undefined ? undefined : String(level)) : opened?.logLevel,
      clientCapabilities: stateless ? (isJsonObject(capabilities) ? capabilities : {}) : (opened?.capabilities ?? {}),
      notify: (method, notification) => send({ jsonrpc: '2.0', method, params: notification }),
      ask: (method, request) => this.ask(method, request, send, session, cancelled),
      cancelled,
    };
  }

  /** The client's answer to a request of the server's: taken only from the session it was sent to. */
  private answered(id: string | number, session: string | undefined): void {
    const waiting = this.asked.get(id);
    if (waiting && waiting.session === session) waiting.done(true);
  }

  /** A session ended (DELETE): what it declared is forgotten, and what it was asked is answered by no one. */
  endSession(session: string): void {
    this.sessions.delete(session);
    for (const { session: asked, done } of [...this.asked.values()]) if (asked === session) done(false);
  }

  /** The client is gone (stdin ended): no answer will come to what the server asked. */
  abandonAsks(): void {
    for (const { done } of [...this.asked.values()]) done(false);
  }

  /** A request of the server's to the client; resolves true on the client's answer, false after ASK_TIMEOUT_MS without one. */
  private ask(method: string, params: JsonObject, send: Send, session: string | undefined, cancelled: AbortSignal): Promise<boolean> {
    const id = `mcp-contract-serve-${++this.asks}`;
    return new Promise((resolve) => {
      const done = (answered: boolean) => {
        clearTimeout(timer);
        cancelled.removeEventListener('abort', gone);
        this.asked.delete(id);
        resolve(answered);
      };
      const gone = () => done(false);
      cancelled.addEventListener('abort', gone);
      const timer = setTimeout(gone, ASK_TIMEOUT_MS).unref();
      this.asked.set(id, { session, done });
      send({ jsonrpc: '2.0', id, method, params });
    });
  }

  /** A recorded call played again: what the server sent meanwhile, then the answer (the round the request reached). */
  private replay(call: RecordedCall, params: JsonObject, caller: ReplayCaller): JsonObject | Promise<JsonObject> {
    const answer = roundAnswer(call, params, caller.clientCapabilities);
    if (Object.hasOwn(params, 'inputResponses') || !call.during?.length) return answer;
    return replayDuring(call.during, caller).then(() => answer);
  }

  private callTool(params: JsonObject, faults: ReadonlySet<FaultId>, caller: ReplayCaller): JsonObject | Promise<JsonObject> {
    const name = stringParam(params, 'name');
    const tool = Object.hasOwn(this.contract.tools, name) ? this.contract.tools[name]!.definition : undefined;
    if (!tool) throw new RpcFault(INVALID_PARAMS, `Unknown tool: ${name.slice(0, 200)}`);
    const args = params.arguments ?? {};
    const calls = ownValue(this.recordedTools, name);
    // A call recorded with these very arguments is answered as the server answered it (isError too).
    const recorded = recordedCall(this.recordedTools, name, args);
    if (recorded) return marked(this.replay(recorded, params, caller), 'recorded');
    if (this.options.replay === 'exact') throw notRecorded(`tool ${name}`, calls, args, tool.inputSchema);
    const problems = validateAgainst(tool.inputSchema, args);
    // The contract's schema is the server's: when ajv cannot compile it the arguments are not judged, and the answer says so.
    if (problems === undefined) return marked(errorResult(`Arguments of ${name} not checked: its inputSchema cannot be compiled, so serve cannot tell valid arguments from invalid ones`), 'generated');
    const unchecked = notChecked(problems);
    if (unchecked !== undefined) return marked(errorResult(`Arguments of ${name} not checked: ${unchecked}`), 'generated');
    if (problems.length) return marked(errorResult(`Invalid arguments for ${name}: ${problems.join('; ')}`), 'generated');
    // Valid arguments no call was recorded with: the closest recorded call's answer, more real than a generated one.
    const closest = closestRecordedCall(calls, args, tool.inputSchema);
    if (closest) return marked(this.replay(withArgumentsOf(closest.call, args, tool.outputSchema), params, caller), 'closest');
    if (tool.outputSchema === undefined) return marked({ content: [{ type: 'text', text: `${name}: placeholder result (served from a contract by mcp-contract serve)` }] }, 'generated');
    const structuredContent = faults.has('invalid-structured-content@1') ? invalidFor(tool.outputSchema) : this.validStructured(name, tool.outputSchema);
    return marked({ content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent }, 'generated');
  }

  /** A valid value of the outputSchema, the same for the same seed and tool: one of the generator's first samples, checked with ajv. */
  validStructured(name: string, schema: unknown): unknown {
    if (this.structured.has(name)) return this.structured.get(name);
    const valid: unknown[] = [];
    for (const value of validObjectSamples(schema)) if (valid.push(value) >= SAMPLE_CHOICES) break;
    const digest = createHash('sha256').update(`${this.options.seed}\0${name}`).digest();
    const chosen = valid.length ? valid[digest.readUInt32BE(0) % valid.length] : {};
    this.structured.set(name, chosen);
    return chosen;
  }

  private readResource(params: JsonObject, stateless: boolean): JsonObject {
    const uri = stringParam(params, 'uri');
    if (uri.length > MAX_URI_LENGTH) throw new RpcFault(INVALID_PARAMS, `Invalid params: uri longer than ${MAX_URI_LENGTH} characters`);
    const resource = Object.hasOwn(this.contract.resources, uri) ? this.contract.resources[uri]!.definition : undefined;
    const template = resource ? undefined : Object.values(this.contract.resourceTemplates).find((t) => matchesTemplate(String(t.definition.uriTemplate), uri))?.definition;
    const found = resource ?? template;
    if (!found) {
      const message = `Resource not found: ${uri.slice(0, 200)}`;
      throw stateless ? new RpcFault(INVALID_PARAMS, message, 200, { uri }) : new RpcFault(RESOURCE_NOT_FOUND, message);
    }
    const recorded = ownValue(this.contract.recorded?.resources, uri);
    if (recorded) return recorded;
    const mimeType = typeof found.mimeType === 'string' ? found.mimeType : 'text/plain';
    const text = `placeholder content of ${uri} (served from a contract by mcp-contract serve)`;
    // A binary mime type is served as a blob (base64), as a client of the real server would get it.
    return { contents: [isTextual(mimeType) ? { uri, mimeType, text } : { uri, mimeType, blob: Buffer.from(text).toString('base64') }] };
  }

  private getPrompt(params: JsonObject, caller: ReplayCaller): JsonObject | Promise<JsonObject> {
    const name = stringParam(params, 'name');
    const prompt = Object.hasOwn(this.contract.prompts, name) ? this.contract.prompts[name]!.definition : undefined;
    if (!prompt) throw new RpcFault(INVALID_PARAMS, `Unknown prompt: ${name.slice(0, 200)}`);
    const given = isJsonObject(params.arguments) ? params.arguments : {};
    const missing = ((prompt.arguments ?? []) as JsonObject[]).filter((a) => a.required === true && !Object.hasOwn(given, String(a.name))).map((a) => String(a.name));
    if (missing.length) throw new RpcFault(INVALID_PARAMS, `Missing required arguments: ${missing.join(', ')}`);
    const calls = ownValue(this.contract.recorded?.prompts, name);
    const recorded = recordedCall(this.contract.recorded?.prompts, name, given);
    if (recorded) return marked(this.replay(recorded, params, caller), 'recorded');
    if (this.options.replay === 'exact') throw notRecorded(`prompt ${name}`, calls, given, promptSchema(prompt));
    // Prompt arguments are strings: valid ones get the closest recorded get, as tools/call does.
    const closest = Object.values(given).every((value) => typeof value === 'string') ? closestRecordedCall(calls, given, promptSchema(prompt)) : undefined;
    if (closest) return marked(this.replay(withArgumentsOf(closest.call, given), params, caller), 'closest');
    return marked(
      {
        ...(typeof prompt.description === 'string' ? { description: prompt.description } : {}),
        messages: [{ role: 'user', content: { type: 'text', text: `placeholder for prompt ${name} with arguments ${JSON.stringify(given)}` } }],
      },
      'generated',
    );
  }
}

/** The fault profiles make sense for this contract: a profile whose fault the contract cannot carry is refused, not ignored. */
export function faultsApply(contract: Contract, faults: ReadonlySet<FaultId>, then?: Contract): string | undefined {
  const era = profileEraProblem(faults, contract.protocol.era);
  if (era) return era;
  return unmetPrerequisite(faults, { then: then !== undefined, subscribe: declares(contract.capabilities, 'resources.subscribe') });
}

/** The contract's recorded era and revision make sense to serve. */
export function servable(contract: Contract): string | undefined {
  const era = eraOf(contract.protocol.revision);
  if (era && era !== contract.protocol.era) return `protocol.revision ${contract.protocol.revision} is not a ${contract.protocol.era}-era revision`;
  return undefined;
}
