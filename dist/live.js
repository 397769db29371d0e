import { S as SERVER_INFO_META_KEY, s as statelessEnvelope, b as CLIENT_INFO, c as answerAsClient, d as declares, a as CAPABILITY_OF_REQUEST, L as LOG_LEVEL_META_KEY } from './protocol.js';
import { l as limitsOf } from './types2.js';
import { n as normaliseItem } from './transcript.js';
import { w as wellFormedShared, a as compareCodeUnits, c as canonicalJson } from './rfc8785.js';
import { o as oneLine, D as DiscoveryError, G as GateError, I as InputError, d as describeLocation } from './errors.js';
import { h as describeViolation, d as compileValidator } from './io.js';
import { a as isResultResponse, b as isErrorResponse, c as isRequest, d as isNotification, p as parseJsonRpcMessage, k as keepMessageText } from './jsonrpc.js';
import { S as STATELESS_REVISIONS, H as HANDSHAKE_REVISIONS, D as DEFAULT_CACHE_SCOPE, L as LISTS, e as eraOf, v as validateAgainst } from './validity.js';
import { spawn } from 'node:child_process';
import { r as running } from './process-registry.js';
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { a3 as ClientJudges } from './client-judges.js';
export { a4 as clientRejectionEvidence, a5 as judgeDefinitions } from './client-judges.js';
import { i as info, f as failed, p as passed } from './types.js';
export { e as evaluateSchemas } from './schemas.js';
import { s as scanMcpHeaders } from './mcp-headers.js';
import { o as ownValue, i as isJsonObject, a as setOwn } from './safe-text.js';
import { c as canonicalize, o as objectWith, a as accepts, w as withProperty, f as freshName } from './builder.js';
import 'node:path';
import './files.js';
import 'node:fs';
import 'node:fs/promises';
import 'node:crypto';
import './ajv.js';
import './_commonjsHelpers.js';
import './ajv2.js';
import 'node:worker_threads';
import './edit-distance.js';
import './judge-clients.js';
import './workers.js';
import 'node:url';
import './checks.js';
import './change.js';
import './rules.js';

function startDeadline(totalMs) {
    const controller = new AbortController();
    const reason = `the total deadline passed (timeouts.totalMs: ${totalMs} ms)`;
    const timer = setTimeout(() => controller.abort(new Error(reason)), totalMs);
    return { signal: controller.signal, reason, dispose: () => clearTimeout(timer) };
}
/** The words of an aborted deadline signal. */
function deadlineReason(signal) {
    return signal.reason instanceof Error ? signal.reason.message : 'the total deadline passed';
}
/**
 * Settles with `promise`, or rejects with `onExpiry()` when the signal aborts or `ms` pass,
 * whichever comes first. The promise is not cancelled: the caller closes what it belongs to.
 */
function raceDeadline(promise, signal, ms, onExpiry) {
    if (signal.aborted)
        return Promise.reject(onExpiry('deadline'));
    return new Promise((resolve, reject) => {
        const finish = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', onAbort);
        };
        const onAbort = () => {
            finish();
            reject(onExpiry('deadline'));
        };
        const timer = setTimeout(() => {
            finish();
            reject(onExpiry('timeout'));
        }, ms);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then((value) => {
            finish();
            resolve(value);
        }, (error) => {
            finish();
            reject(error);
        });
    });
}

/** What the server put on the wire breaks the protocol or a budget: the session fails with it (exit 3). */
class WireViolation extends Error {
}
function messageTooLarge(limit) {
    return new WireViolation(`the server sent a message of more than ${limit} bytes (limits.messageBytes)`);
}

/** A JSON-RPC error response from the server: the request was answered, with an error. */
class RpcErrorResponse extends Error {
    code;
    rpcMessage;
    data;
    constructor(code, rpcMessage, data) {
        super(`JSON-RPC error ${code}: ${oneLine(String(rpcMessage), 200)}`);
        this.code = code;
        this.rpcMessage = rpcMessage;
        this.data = data;
    }
}
/** The transport could not deliver a request; `status` is set for an HTTP answer that was not 2xx. */
class SendFailure extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/** Notifications, and server requests, kept in the transcript each; later ones are counted, not kept (a flood must not exhaust memory). */
const KEPT_UNSOLICITED = 100;
/**
 * A JSON-RPC session over an SDK transport. The gate keeps its own correlation
 * rather than the SDK Client's so that it sees every message raw (nothing stripped,
 * nothing retried or cached) and can judge the server: a response id that matches
 * no request, a closed pipe or a framing error fails every request in flight with
 * a cause that names the server and the method.
 */
/** How long the handshake waits for its ping before it sends initialized all the same. */
const BARRIER_WAIT_MS = 2_000;
class RpcSession {
    transport;
    options;
    transcript = [];
    /** Request `_meta` merged into every outgoing request (the 2026-07-28 per-request envelope). */
    requestMeta;
    nextId = 1;
    pending = new Map();
    /** Requests the gate cancelled: an answer that comes after all is ignored, as the sender of a cancellation SHOULD. */
    cancelled = new Set();
    startedAt = Date.now();
    failure;
    notificationListeners = new Set();
    serverRequestListeners = new Set();
    kept = { notification: 0, request: 0 };
    droppedEntries = {};
    onDeadline = () => {
        for (const [id, entry] of this.pending)
            this.cancel(id, entry.method, deadlineReason(this.options.deadline));
        this.fail('timeout', undefined, deadlineReason(this.options.deadline));
    };
    constructor(transport, options) {
        this.transport = transport;
        this.options = options;
        // Lone surrogates (valid JSON, no Unicode) become text here, before anything reads the message.
        transport.onmessage = (message) => this.receive(wellFormedShared(message));
        // A protocol violation on the wire ends the session; other transport errors (an HTTP send
        // that failed, a GET stream the server does not offer) surface through send() or onclose.
        transport.onerror = (error) => {
            if (error instanceof WireViolation)
                this.fail('violation', undefined, error.message);
        };
        transport.onclose = () => this.fail('connection', undefined, this.closedReason());
        if (options.deadline.aborted)
            this.onDeadline();
        else
            options.deadline.addEventListener('abort', this.onDeadline, { once: true });
    }
    /** Every byte received from the server so far (0 when the transport does not count). */
    get bytesReceived() {
        return this.options.bytesReceived?.() ?? 0;
    }
    onNotification(listener) {
        this.notificationListeners.add(listener);
        return () => this.notificationListeners.delete(listener);
    }
    /** Hears each request the server sends the client (before the gate answers it). */
    onServerRequest(listener) {
        this.serverRequestListeners.add(listener);
        return () => this.serverRequestListeners.delete(listener);
    }
    /** What the gate answers a request of the server's (undefined: it does not, -32601): also the answer to a stateless-era input request. */
    answerAsClient(method, params) {
        return method === 'ping' ? {} : this.options.answerServerRequest?.(method, params);
    }
    /** Sends a request and resolves with its raw result object; `headers` go on its HTTP POST (none over stdio). */
    request(method, params = {}, page, headers) {
        if (this.failure)
            return Promise.reject(this.relocate(this.failure, method, page));
        const id = this.nextId++;
        const withMeta = this.requestMeta ? { ...params, _meta: { ...this.requestMeta, ...params._meta } } : params;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                this.pending.delete(id);
                const reason = `no answer within ${this.options.requestTimeoutMs} ms`;
                this.cancel(id, method, reason); // before the rejection ends the session: the write goes out first
                reject(this.error('timeout', method, page, reason));
            }, this.options.requestTimeoutMs);
            this.pending.set(id, { method, page, resolve, reject, timer });
            this.record('out', 'request', method, id, withMeta);
            this.transport.send({ jsonrpc: '2.0', id, method, params: withMeta }, headers && Object.keys(headers).length ? { headers } : undefined).catch((error) => {
                if (!this.pending.delete(id))
                    return;
                clearTimeout(timer);
                reject(rpcErrorInBody(error, id) ?? toSendFailure(error));
            });
        });
    }
    /**
     * Resolves when the server has answered a ping (a result, a JSON-RPC error or an HTTP status):
     * all it wrote before it read the ping has been read by then, however the pipe split its bytes into reads.
     */
    async barrier() {
        const answered = (error) => error instanceof RpcErrorResponse || (error instanceof SendFailure && error.status !== undefined);
        // Never rejects: a late answer (or failure) after the wait below is no unhandled rejection.
        const ping = this.request('ping').then(() => undefined, (error) => (answered(error) ? undefined : error));
        // A server that ignores a ping before initialized (some SDKs drop it) costs a short wait, not the run.
        let timer;
        const waited = new Promise((resolve) => (timer = setTimeout(() => resolve(undefined), Math.min(BARRIER_WAIT_MS, this.options.requestTimeoutMs))));
        const outcome = await Promise.race([ping, waited]);
        clearTimeout(timer);
        if (outcome !== undefined)
            throw outcome;
    }
    /** The id the next request gets: the notifications of a stream carry it (`subscriptions/listen`, 2026-07-28). */
    get nextRequestId() {
        return this.nextId;
    }
    /**
     * Ends a request the gate is done with before its answer (a `subscriptions/listen` stream): it
     * resolves with `{}`, the server is sent notifications/cancelled, and a late answer is ignored.
     */
    endRequest(id) {
        const entry = this.pending.get(id);
        if (!entry)
            return;
        this.pending.delete(id);
        clearTimeout(entry.timer);
        this.cancel(id, entry.method, 'the client is done with it');
        entry.resolve({});
    }
    async notify(method, params) {
        this.record('out', 'notification', method, undefined, params);
        await this.transport.send({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
    }
    /**
     * Tells the server the gate gave request `id` up, as a client SHOULD on a timeout (the
     * cancellation pattern): it may stop the work. Never `initialize`, which a client MUST NOT cancel.
     */
    cancel(id, method, reason) {
        if (method === 'initialize' || this.failure)
            return;
        this.cancelled.add(id);
        this.notify('notifications/cancelled', { requestId: id, reason }).catch(() => undefined);
    }
    /** Tells an HTTP transport the negotiated revision: it sends MCP-Protocol-Version on every later request. */
    setProtocolVersion(version) {
        this.transport.setProtocolVersion?.(version);
    }
    /** Stop listening: later closes of the transport are expected, not failures. */
    detach() {
        this.options.deadline.removeEventListener('abort', this.onDeadline);
        this.failure ??= new DiscoveryError({ server: this.options.server }, 'the session was closed', 'connection');
        for (const entry of this.pending.values())
            clearTimeout(entry.timer);
        this.pending.clear();
    }
    receive(message) {
        if (isResultResponse(message) || isErrorResponse(message))
            return this.settle(message);
        if (isRequest(message))
            return void this.answer(message.id, message.method, message.params);
        if (isNotification(message)) {
            this.recordUnsolicited('notification', message.method, undefined, message.params);
            for (const listener of this.notificationListeners)
                listener(message.method, message.params);
        }
    }
    settle(message) {
        const id = message.id;
        const entry = this.pending.get(id);
        if (!entry && this.cancelled.delete(id))
            return this.record('in', isErrorResponse(message) ? 'error' : 'response', undefined, id);
        if (!entry) {
            this.record('in', isErrorResponse(message) ? 'error' : 'response', undefined, id);
            const inFlight = [...this.pending.values()].map((p) => p.method);
            const reason = `the server answered with id ${JSON.stringify(id)}, which matches no request in flight`;
            return this.fail('violation', inFlight[0], reason);
        }
        this.pending.delete(id);
        clearTimeout(entry.timer);
        if (isErrorResponse(message)) {
            this.record('in', 'error', entry.method, id, message.error);
            const { code, message: text, data } = message.error;
            entry.reject(new RpcErrorResponse(code, text, data));
            return;
        }
        const result = message.result;
        this.record('in', 'response', entry.method, id, result);
        if (result === null || typeof result !== 'object' || Array.isArray(result)) {
            entry.reject(this.error('violation', entry.method, entry.page, 'the result is not a JSON object'));
            return;
        }
        entry.resolve(result);
    }
    answer(id, method, params) {
        const recorded = this.recordUnsolicited('request', method, id, params);
        for (const listener of this.serverRequestListeners)
            listener(method, params);
        const result = this.answerAsClient(method, params);
        const reply = result ? { jsonrpc: '2.0', id, result } : { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } };
        if (recorded)
            this.record('out', result ? 'response' : 'error', method, id);
        this.transport.send(reply).catch(() => undefined);
    }
    /** Fails every request in flight (and every later one) with one cause. */
    fail(kind, method, reason) {
        if (this.failure)
            return;
        this.failure = this.error(kind, method, undefined, reason);
        for (const entry of this.pending.values()) {
            clearTimeout(entry.timer);
            entry.reject(this.relocate(this.failure, entry.method, entry.page));
        }
        this.pending.clear();
    }
    relocate(error, method, page) {
        return new DiscoveryError({ server: this.options.server, method: error.location.method ?? method, page }, error.reason, error.kind);
    }
    error(kind, method, page, reason) {
        return new DiscoveryError({ server: this.options.server, method, page }, reason, kind);
    }
    closedReason() {
        const extra = this.options.describeClose?.();
        return `the connection closed${extra ? ` (${extra})` : ''}`;
    }
    /** The first KEPT_UNSOLICITED of a kind are kept (true); after them one entry counts the rest. */
    recordUnsolicited(kind, method, id, params) {
        if (this.kept[kind] < KEPT_UNSOLICITED) {
            this.kept[kind]++;
            this.record('in', kind, method, id, params);
            return true;
        }
        const counter = this.droppedEntries[kind];
        if (counter)
            counter.dropped++;
        else {
            this.record('in', kind);
            this.droppedEntries[kind] = Object.assign(this.transcript[this.transcript.length - 1], { dropped: 1 });
        }
        return false;
    }
    record(direction, kind, method, id, body) {
        const entry = { seq: this.transcript.length + 1, atMs: Date.now() - this.startedAt, direction, kind, method, id };
        if (this.options.recordBodies && body !== undefined)
            entry.body = body;
        this.transcript.push(entry);
    }
}
/**
 * An HTTP 4xx whose body is a JSON-RPC error answering this request (its id, or null): that error,
 * read as it is over stdio. A server that routes an unknown method to a 404 with a -32601 body
 * says "method not found", not "the endpoint is gone".
 */
function rpcErrorInBody(error, id) {
    const data = error?.data;
    if (typeof data?.status !== 'number' || data.status < 400 || data.status > 499 || typeof data.text !== 'string')
        return undefined;
    let body;
    try {
        body = JSON.parse(data.text);
    }
    catch {
        return undefined;
    }
    if (body?.jsonrpc !== '2.0' || (body.id !== id && body.id !== null) || !Number.isInteger(body.error?.code))
        return undefined;
    return new RpcErrorResponse(body.error.code, String(body.error.message ?? ''), body.error.data);
}
function toSendFailure(error) {
    const data = error?.data;
    const status = typeof data?.status === 'number' ? data.status : undefined;
    const message = error instanceof Error ? error.message : String(error);
    return new SendFailure(oneLine(message, 300), status);
}

const implementation = {
    type: 'object',
    required: ['name', 'version'],
    properties: { name: { type: 'string' }, version: { type: 'string' }, title: { type: 'string' } },
};
/** Exported for the build's precompiled validators (scripts/precompiled-source.ts). */
const INITIALIZE_RESULT_SCHEMA = {
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
const DISCOVER_RESULT_SCHEMA = {
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
async function handshake(session, server, proposed, clientCapabilities) {
    const result = await session.request('initialize', {
        protocolVersion: proposed,
        capabilities: clientCapabilities,
        clientInfo: CLIENT_INFO,
    });
    const where = { server, method: 'initialize' };
    const problem = checkInitializeResult(result)[0];
    if (problem)
        throw new DiscoveryError(where, `malformed initialize result ${describeViolation(problem)}`);
    const version = result.protocolVersion;
    if (!HANDSHAKE_REVISIONS.includes(version)) {
        throw new DiscoveryError(where, `the server selected protocol version "${oneLine(version, 40)}", which the gate did not offer and does not support (offered "${proposed}")`, 'unsupported-protocol-version');
    }
    session.setProtocolVersion(version); // before anything else goes out: the ping and initialized carry the header too
    // What the server sent before it could have read initialized is read before initialized goes out (src/evidence/lifecycle.ts).
    await session.barrier();
    await session.notify('notifications/initialized');
    return {
        era: 'handshake',
        protocolVersion: version,
        serverInfo: result.serverInfo,
        capabilities: result.capabilities,
        instructions: result.instructions,
        answer: result,
    };
}
/** JSON-RPC -32022 UnsupportedProtocolVersion: a stateless-era server, naming in `data.supported` the revisions it speaks. */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;
/** The server answered as a stateless-era server and refused every revision the gate speaks: initialize would not be understood either. */
class ModernRefusal extends DiscoveryError {
}
/** `server/discover` answered with something that is no DiscoverResult (`{}`): the server is not of the stateless era. */
class NotDiscoverResult extends DiscoveryError {
}
/**
 * The stateless era: `server/discover` with the newest revision the gate speaks. A -32022 answer
 * listing a revision both speak is retried with it once, as the spec's versioning page says; one
 * listing only handshake revisions leaves `initialize` to `auto`.
 */
async function discoverServer(session, server, clientCapabilities) {
    const newest = STATELESS_REVISIONS[STATELESS_REVISIONS.length - 1];
    const where = { server, method: 'server/discover' };
    const refused = (error) => (error instanceof RpcErrorResponse && error.code === UNSUPPORTED_PROTOCOL_VERSION ? supportedList(error.data) : undefined);
    try {
        return await discoverAt(session, server, clientCapabilities, newest);
    }
    catch (error) {
        const supported = refused(error);
        if (!supported)
            throw error;
        const mutual = [...STATELESS_REVISIONS].reverse().find((revision) => supported.includes(revision));
        if (mutual === undefined)
            throw unsupported(where, supported, newest);
        try {
            return await discoverAt(session, server, clientCapabilities, mutual);
        }
        catch (retryError) {
            if (!refused(retryError))
                throw retryError;
            throw new ModernRefusal(where, `the server answered -32022 (unsupported protocol version) to "${mutual}" twice, though it lists it as supported`, 'unsupported-protocol-version');
        }
    }
}
/** `data.supported` of a -32022 answer: a non-empty list of strings, or undefined (then the error is not a recognised modern one). */
function supportedList(data) {
    const supported = data !== null && typeof data === 'object' ? data.supported : undefined;
    return Array.isArray(supported) && supported.length > 0 && supported.every((v) => typeof v === 'string') ? supported : undefined;
}
/** No stateless revision in common: `auto` may still try initialize when the server lists a handshake revision, never otherwise. */
function unsupported(where, supported, proposed) {
    const listed = supported.map((v) => `"${oneLine(v, 40)}"`).join(', ') || 'no revision';
    const reason = `the server supports ${listed}, none of which the gate speaks in the stateless era ("${proposed}")`;
    const handshake = supported.some((v) => HANDSHAKE_REVISIONS.includes(v));
    return handshake ? new DiscoveryError(where, reason, 'unsupported-protocol-version') : new ModernRefusal(where, reason, 'unsupported-protocol-version');
}
/** One `server/discover` proposing `revision`; then every request carries the `_meta` envelope. */
async function discoverAt(session, server, clientCapabilities, revision) {
    const envelope = statelessEnvelope(revision, clientCapabilities);
    const result = await session.request('server/discover', { _meta: envelope });
    const where = { server, method: 'server/discover' };
    const problem = checkDiscoverResult(result)[0];
    if (problem)
        throw new NotDiscoverResult(where, `malformed server/discover result ${describeViolation(problem)}`);
    const supported = result.supportedVersions;
    if (!supported.includes(revision))
        throw unsupported(where, supported, revision);
    session.requestMeta = envelope;
    session.setProtocolVersion(revision);
    const meta = result._meta;
    return {
        era: 'stateless',
        protocolVersion: revision,
        serverInfo: meta?.[SERVER_INFO_META_KEY],
        capabilities: result.capabilities,
        instructions: result.instructions,
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
async function negotiateLive(server, live, deadline) {
    const unanswered = [];
    const step = async (method, session, run) => {
        try {
            return await guard(server.name, method, run);
        }
        catch (error) {
            const timedOut = error instanceof DiscoveryError && error.kind === 'timeout' && error.location.method === method && !deadline.aborted;
            if (timedOut)
                unanswered.push(method);
            throw timedOut ? slowStart(server, unanswered, session.bytesReceived === 0) : error;
        }
    };
    const runHandshake = (session) => step('initialize', session, () => handshake(session, server.name, server.protocolVersion, server.clientCapabilities));
    if (server.era === 'handshake')
        return runHandshake(live.session);
    try {
        return await step('server/discover', live.session, () => discoverServer(live.session, server.name, server.clientCapabilities));
    }
    catch (error) {
        if (server.era === 'stateless' || !(error instanceof DiscoveryError))
            throw error;
        const fallback = handshakeFallback(error, server.transport.kind);
        if (fallback === 'none')
            throw error;
        try {
            return await runHandshake(fallback === 'same-connection' ? live.session : await live.reopen());
        }
        catch (handshakeError) {
            // "Method not found" is how a handshake-era server answers server/discover: then initialize is the story.
            // Both unanswered: slowStart names the two.
            if (error.kind === 'rpc-error' || !(handshakeError instanceof DiscoveryError) || unanswered.length === 2)
                throw handshakeError;
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
function slowStart(server, unanswered, silent) {
    const npx = silent && server.transport.kind === 'stdio' ? '; a server started with npx -y may still be downloading on its first run' : '';
    // A value to try: four times the wait, at least a minute (a cold npm cache); the whole run's bound with it when that is shorter.
    const next = Math.max(60_000, server.requestTimeoutMs * 4);
    const total = next * 2 > server.totalTimeoutMs ? ` and --total-timeout to ${next * 2}` : '';
    return new DiscoveryError({ server: server.name }, `the server did not answer ${unanswered.join(' nor ')} within ${server.requestTimeoutMs} ms${npx}: raise --timeout to ${next}${total} (in the action: timeout; in the config: timeouts.requestMs)`, 'timeout');
}
/**
 * Whether `auto` tries `initialize` after `server/discover` failed: on any answer that is not a
 * recognised stateless-era one (the spec's backward-compatibility rule), on the same connection
 * where it still stands, on a fresh process where a stdio server died or went silent.
 */
function handshakeFallback(error, transport) {
    if (error instanceof ModernRefusal)
        return 'none';
    if (error instanceof NotDiscoverResult)
        return 'same-connection';
    if (error.kind === 'rpc-error' || error.kind === 'unsupported-protocol-version')
        return 'same-connection';
    if (error.kind === 'connection' && /HTTP 4\d\d/.test(error.reason))
        return 'same-connection';
    if (transport === 'stdio' && (error.kind === 'connection' || error.kind === 'timeout'))
        return 'new-connection';
    return 'none';
}
/** Turns the session's raw failures into discovery errors that name server and method. */
async function guard(server, method, action) {
    try {
        return await action();
    }
    catch (error) {
        if (error instanceof GateError)
            throw error;
        if (error instanceof RpcErrorResponse)
            throw new DiscoveryError({ server, method }, `the server answered with ${error.message}`, 'rpc-error');
        if (error instanceof SendFailure) {
            const status = error.status === undefined ? '' : `HTTP ${error.status}: `;
            throw new DiscoveryError({ server, method }, `${status}${error.message}`, 'connection');
        }
        throw error;
    }
}

const HEAD = 4096;
/** A line as Node prints an uncaught error: the error's name at the start of the line, then its message. */
const ERROR_LINE = /^(?:Uncaught )?[A-Z]?[A-Za-z]*(?:Error|Exception)\b.*$/m;
/** Keeps the last `limit` characters of a stream of text (server stderr), so a chatty server cannot exhaust memory. */
class BoundedText {
    limit;
    text = '';
    dropped = false;
    /** The first characters, kept whatever follows: a crash's `Error: …` line comes before its stack. */
    head = '';
    constructor(limit) {
        this.limit = limit;
    }
    append(chunk) {
        if (this.head.length < HEAD)
            this.head += chunk.slice(0, HEAD - this.head.length);
        this.text += chunk;
        if (this.text.length > this.limit) {
            this.text = this.text.slice(this.text.length - this.limit);
            this.dropped = true;
        }
    }
    /** The kept text, its last lines first trimmed of blank ends; marked when the head was dropped. */
    tail(lines = 10) {
        const kept = this.text.trimEnd().split('\n').slice(-lines).join('\n');
        return this.dropped || kept.length < this.text.trimEnd().length ? `…${kept}` : kept;
    }
    /** The first line that names a thrown error (`Error: No active cluster!`, `TypeError [ERR_X]: …`): a crash's cause, where the tail is its stack. */
    errorLine() {
        return ERROR_LINE.exec(this.head)?.[0] ?? ERROR_LINE.exec(this.text)?.[0];
    }
    get isEmpty() {
        return this.text.trim() === '';
    }
}

const LF$2 = 0x0a;
/** JSON's whitespace: what may stand between two values of newline-delimited JSON. */
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
/**
 * An `application/json` answer as it arrives: one JSON value, kept byte for byte (the SDK parses
 * it as it always did), or JSON values one a line (newline-delimited JSON, as the conformance
 * suite's reference server streams a tools/call or `subscriptions/listen`), each an event of the
 * equivalent event stream the SDK reads as it comes. Each message is bounded by `limit` bytes.
 * Linear in bytes: a line is parsed once, the whole body at most once.
 */
class JsonAnswer {
    limit;
    url;
    state = 'open';
    /** The whole body while it may be one value. */
    body = [];
    line = [];
    lineNumber = 0;
    /** Bytes of the message being read: since the last value's newline, or the whole body (`open`, `one`). */
    message = 0;
    events = [];
    constructor(limit, url) {
        this.limit = limit;
        this.url = url;
    }
    /** Whether the body is newline-delimited JSON: from now on it is read as an event stream. */
    get streaming() {
        return this.state === 'lines';
    }
    /** Reads a chunk; throws a WireViolation for a message over the limit or a line that is not JSON. */
    push(chunk) {
        if (this.state !== 'lines')
            this.body.push(chunk);
        let start = 0;
        for (let newline = chunk.indexOf(LF$2); newline !== -1; start = newline + 1, newline = chunk.indexOf(LF$2, start)) {
            this.append(chunk.subarray(start, newline));
            this.endLine();
        }
        this.append(chunk.subarray(start));
    }
    /** The events read so far, as event-stream text (`event: message` and one `data:` line each). */
    takeEvents() {
        const text = this.events.map((data) => `event: message\ndata: ${data}\n\n`).join('');
        this.events = [];
        return text;
    }
    /** The body ended: newline-delimited JSON reads its last line; one value is returned as it came. */
    end() {
        if (this.state === 'lines')
            return void this.endLine();
        const bytes = Buffer.concat(this.body);
        if (this.state !== 'first')
            this.parse(bytes.toString('utf8'), 0);
        return bytes;
    }
    append(part) {
        if (part.byteLength === 0)
            return;
        this.message += part.byteLength;
        if (this.message > this.limit)
            throw messageTooLarge(this.limit);
        if (this.state === 'one')
            return;
        if (this.state === 'first' && part.some((byte) => !WHITESPACE.has(byte))) {
            this.toLines();
            this.message = part.byteLength; // the second value's first bytes (the whitespace before them was counted above)
        }
        this.line.push(part);
    }
    endLine() {
        this.lineNumber++;
        // A line is a message; after a first value, the whitespace that follows it counts, line after line, until a second value begins.
        if (this.state === 'lines')
            this.message = 0;
        const text = this.state === 'open' || this.state === 'lines' ? Buffer.concat(this.line).toString('utf8') : '';
        this.line = [];
        if (text.trim() === '')
            return;
        if (this.state === 'lines')
            return void this.events.push(...dataOf(text, this.parse(text, this.lineNumber)));
        try {
            const value = JSON.parse(text);
            this.state = 'first';
            this.message = 0;
            this.events.push(...dataOf(text, value));
            // A notification or request is no answer: the body cannot be that one value, so it streams.
            if (isMessageWithMethod(value))
                this.toLines();
        }
        catch {
            this.state = 'one'; // not a value alone: only the whole body may be one
        }
    }
    toLines() {
        this.state = 'lines';
        this.body = [];
        this.message = 0;
    }
    /** The value of `text`, or the violation that names the line (0: the whole body) where it is not JSON. */
    parse(text, line) {
        try {
            return JSON.parse(text);
        }
        catch (error) {
            const at = line || lineOfPosition(text, error.message);
            const where = at ? `line ${at}: ` : '';
            return this.fail(`the application/json body from ${this.url} is not JSON (nor newline-delimited JSON): ${where}${oneLine(error.message, 200)}`);
        }
    }
    fail(message) {
        throw new WireViolation(message);
    }
}
/** The `data` of each message on a line: the line itself (a CR, only ever whitespace in JSON, is a space: SSE ends lines at it), a batch's members one each. */
function dataOf(text, value) {
    return Array.isArray(value) ? value.map((member) => JSON.stringify(member)) : [text.replace(/\r/g, ' ')];
}
function isMessageWithMethod(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.method === 'string';
}
/** The line of the position a parse error names, if it names one. */
function lineOfPosition(text, message) {
    const position = /at position (\d+)/.exec(message);
    if (!position)
        return undefined;
    return text.slice(0, Number(position[1])).split('\n').length;
}

/** One complete message's bytes as text, or undefined when they are not UTF-8 (never replaced: two bad names must not collapse into one). */
function decodeUtf8(bytes) {
    return isUtf8(bytes) ? bytes.toString('utf8') : undefined;
}
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
/**
 * The `fetch` the SDK's HTTP transports use, with the gate's guards on every response body:
 * bytes counted (the walk's budget), each message bounded (a JSON body, one line of
 * newline-delimited JSON, or one event of an event stream), UTF-8 checked strictly. A breach is reported at once (`report`), then errors
 * the body. A connection that fails says the URL and the system's code, not "fetch failed";
 * a DELETE (ending a session) gets a short timeout of its own.
 */
class HttpWire {
    displayUrl;
    messageBytes;
    deleteTimeoutMs;
    bytesReceived = 0;
    /** Whether any HTTP response arrived: explains a connection that never started. */
    responded = false;
    report;
    /** How the last connection attempt failed, in words naming the URL and the code. */
    failure;
    /** The id of the last event the server's GET stream dispatched: every later GET resumes from it. */
    lastEventId;
    constructor(displayUrl, messageBytes, deleteTimeoutMs) {
        this.displayUrl = displayUrl;
        this.messageBytes = messageBytes;
        this.deleteTimeoutMs = deleteTimeoutMs;
    }
    fetch = async (input, init) => {
        const get = (init?.method ?? 'GET') === 'GET';
        const response = await this.send(input, get ? this.resuming(init) : init);
        this.responded = true;
        if (!response.body || NULL_BODY_STATUSES.has(response.status))
            return response;
        if (!get && response.ok && response.status !== 202 && isJson(response) && carriesRequest(init))
            return this.jsonAnswer(response);
        const eventStream = /text\/event-stream/i.test(response.headers.get('content-type') ?? '');
        const ids = get && eventStream ? new EventIds((id) => (this.lastEventId = id)) : undefined;
        const size = eventStream ? new EventSize(this.messageBytes) : new BodySize(this.messageBytes);
        const body = response.body.pipeThrough(this.guard(size, ids));
        return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
    /**
     * An `application/json` answer to a request: one JSON value is returned as it came, once whole
     * (the SDK reads it whole anyway); newline-delimited JSON as the equivalent event stream, from
     * the moment a second value begins (or the first is no answer), so the SDK delivers each
     * message as it comes.
     */
    async jsonAnswer(response) {
        const answer = new JsonAnswer(this.messageBytes, this.displayUrl);
        const reader = response.body.pipeThrough(this.guard()).getReader();
        const init = { status: response.status, statusText: response.statusText, headers: response.headers };
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
            this.judged(reader, () => answer.push(read.value));
            if (answer.streaming)
                return new Response(this.events(answer, reader), { ...init, headers: eventStreamHeaders(response.headers) });
        }
        const body = this.judged(reader, () => answer.end());
        return new Response(body, init);
    }
    /** The rest of a newline-delimited body as events, each out as soon as its line ends. */
    events(answer, reader) {
        const encoder = new TextEncoder();
        return new ReadableStream({
            start: (controller) => controller.enqueue(encoder.encode(answer.takeEvents())),
            // Reads until an event is out (or the end): a pull that enqueues nothing is not called again.
            pull: async (controller) => {
                for (;;) {
                    const read = await reader.read();
                    if (read.done)
                        this.judged(reader, () => answer.end());
                    else
                        this.judged(reader, () => answer.push(read.value));
                    const text = answer.takeEvents();
                    if (text)
                        controller.enqueue(encoder.encode(text));
                    if (read.done)
                        return controller.close();
                    if (text)
                        return;
                }
            },
            cancel: (reason) => reader.cancel(reason),
        });
    }
    /** Runs a step of reading a JSON answer; a violation it finds is reported at once and ends the body. */
    judged(reader, step) {
        try {
            return step();
        }
        catch (error) {
            if (error instanceof WireViolation)
                this.report?.(error);
            reader.cancel(error).catch(() => undefined);
            throw error;
        }
    }
    async send(input, init) {
        const signal = init?.method === 'DELETE' ? withTimeout(init.signal ?? undefined, this.deleteTimeoutMs) : init?.signal;
        try {
            return await fetch(input, { ...init, signal });
        }
        catch (error) {
            if (error?.name === 'AbortError')
                throw error;
            this.failure = `could not connect to ${this.displayUrl}: ${networkCode(error)}`;
            throw new Error(this.failure, { cause: error });
        }
    }
    /**
     * A GET that reopens the server's stream carries `Last-Event-ID`, the last id any earlier GET
     * stream dispatched (the SSE rule: the id outlives a reconnection that brought no new one;
     * the SDK remembers only the stream just closed).
     */
    resuming(init) {
        if (this.lastEventId === undefined)
            return init;
        const headers = new Headers(init?.headers);
        if (!headers.has('last-event-id'))
            headers.set('last-event-id', this.lastEventId);
        return { ...init, headers };
    }
    /** Counts and checks a body's bytes; without `size`, the reader bounds each message (JsonAnswer). */
    guard(size, ids) {
        const decoder = new TextDecoder('utf-8', { fatal: true });
        const violate = (controller, violation) => {
            this.report?.(violation);
            controller.error(violation);
        };
        return new TransformStream({
            transform: (chunk, controller) => {
                this.bytesReceived += chunk.byteLength;
                if (size?.exceeds(chunk))
                    return violate(controller, messageTooLarge(this.messageBytes));
                if (!validUtf8(decoder, chunk))
                    return violate(controller, invalidHttpUtf8());
                ids?.read(chunk);
                controller.enqueue(chunk);
            },
            flush: (controller) => {
                if (!validUtf8(decoder))
                    violate(controller, invalidHttpUtf8());
            },
        });
    }
}
function isJson(response) {
    return /^application\/json\s*(?:;|$)/i.test(response.headers.get('content-type') ?? '');
}
/** Whether a POST carries a request, whose answer the SDK reads (the answer to a notification it discards unread). */
function carriesRequest(init) {
    if (typeof init?.body !== 'string')
        return false;
    try {
        const messages = [JSON.parse(init.body)].flat();
        return messages.some((message) => message?.id !== undefined && typeof message.method === 'string');
    }
    catch {
        return false;
    }
}
function eventStreamHeaders(headers) {
    const rewritten = new Headers(headers);
    rewritten.set('content-type', 'text/event-stream');
    rewritten.delete('content-length');
    return rewritten;
}
function invalidHttpUtf8() {
    return new WireViolation('the server sent invalid UTF-8 in an HTTP response');
}
/** Streaming strict UTF-8 check (a character may span chunks); no chunk: the end of the body. */
function validUtf8(decoder, chunk) {
    try {
        decoder.decode(chunk, { stream: chunk !== undefined });
        return true;
    }
    catch {
        return false;
    }
}
/** A whole body is one message (application/json). */
class BodySize {
    limit;
    total = 0;
    constructor(limit) {
        this.limit = limit;
    }
    exceeds(chunk) {
        this.total += chunk.byteLength;
        return this.total > this.limit;
    }
}
const LF$1 = 0x0a;
const CR = 0x0d;
/** An event stream: each event (lines up to a blank line) is one message; linear in bytes. */
class EventSize {
    limit;
    event = 0;
    line = 0;
    lastByte = -1;
    constructor(limit) {
        this.limit = limit;
    }
    exceeds(chunk) {
        let start = 0;
        for (let newline = chunk.indexOf(LF$1); newline !== -1; start = newline + 1, newline = chunk.indexOf(LF$1, start)) {
            const lineBytes = this.line + newline - start;
            const before = newline > 0 ? chunk[newline - 1] : this.lastByte;
            const blank = lineBytes === 0 || (lineBytes === 1 && before === CR);
            this.event = blank ? 0 : this.event + lineBytes + 1;
            this.line = 0;
            if (this.event > this.limit)
                return true;
        }
        this.line += chunk.byteLength - start;
        if (chunk.byteLength > 0)
            this.lastByte = chunk[chunk.byteLength - 1];
        return this.event + this.line > this.limit;
    }
}
/** An `id` line longer than this is not read: ids are short, and a line may be as long as a message. */
const ID_LINE_BYTES = 1_024;
/**
 * The last event id of a stream as an EventSource keeps it: an `id` field sets the buffer (never
 * reset by later events), each dispatch (a blank line) makes it the last event id; "" clears it.
 */
class EventIds {
    dispatched;
    line = [];
    length = 0;
    buffer;
    decoder = new TextDecoder();
    constructor(dispatched) {
        this.dispatched = dispatched;
    }
    read(chunk) {
        for (const byte of chunk) {
            if (byte === CR)
                continue;
            if (byte !== LF$1) {
                if (this.length++ < ID_LINE_BYTES)
                    this.line.push(byte);
                continue;
            }
            if (this.length === 0 && this.buffer !== undefined)
                this.dispatched(this.buffer || undefined);
            else if (this.length <= ID_LINE_BYTES)
                this.field(this.decoder.decode(Uint8Array.from(this.line)));
            this.line = [];
            this.length = 0;
        }
    }
    /** `id: value` (one space after the colon is not part of the value); an id holding NUL is ignored, as the SSE rules say. */
    field(line) {
        const match = /^id(?:: ?(.*))?$/s.exec(line);
        if (match && !match[1]?.includes('\0'))
            this.buffer = match[1] ?? '';
    }
}
function withTimeout(signal, ms) {
    const timeout = AbortSignal.timeout(ms);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
/** The system's code of a failed connection (ECONNREFUSED, ENOTFOUND, ...), found in the error's causes. */
function networkCode(error) {
    for (let cause = error, depth = 0; cause && depth < 5; depth++) {
        const { code, errors } = cause;
        if (typeof code === 'string')
            return code;
        const nested = errors?.find((e) => typeof e.code === 'string');
        if (nested)
            return nested.code;
        cause = cause.cause;
    }
    return error instanceof Error ? error.message : String(error);
}

const LF = 0x0a;
/** Raised through onerror when stdout carries something that is not a JSON-RPC message. */
class StdoutFramingError extends WireViolation {
}
/**
 * An MCP stdio client transport (the SDK's Transport interface, its framing helpers)
 * that runs the server in its own process group. The SDK's StdioClientTransport
 * signals only the direct child, so an `npx`-style wrapper leaves the real server
 * behind; here close() signals the whole group, grandchildren included. Lines
 * that are not JSON before the first message (a banner) are skipped and counted,
 * as the SDK skips them, unless `stdout: strict`; after it, such a line is reported:
 * a server that logs to stdout corrupts the protocol for other clients and must be told.
 */
class ProcessGroupStdioTransport {
    launch;
    onclose;
    onerror;
    onmessage;
    stderr;
    /** Every byte the server wrote to stdout: the walk's budget reads it. */
    bytesReceived = 0;
    /** Lines that are not JSON skipped before the first message (stdout: tolerant). */
    skippedLines = 0;
    delivered = false;
    child;
    /** The line being received, in pieces: joined once, at its newline, so framing stays linear in bytes. */
    lineParts = [];
    lineBytes = 0;
    /** The rest of an oversized line is dropped, not kept. */
    discarding = false;
    exited;
    exitWaiters = [];
    constructor(launch) {
        this.launch = launch;
        this.stderr = new BoundedText(launch.stderrLimit ?? 16_384);
    }
    get pid() {
        return this.child?.pid;
    }
    get exitStatus() {
        if (!this.exited)
            return undefined;
        return this.exited.signal ? `signal ${this.exited.signal}` : `exit code ${this.exited.code}`;
    }
    start() {
        return new Promise((resolve, reject) => {
            const child = spawn(this.launch.command, this.launch.args, {
                cwd: this.launch.cwd,
                env: this.launch.env,
                stdio: ['pipe', 'pipe', 'pipe'],
                detached: process.platform !== 'win32', // own process group, killed as one
                windowsHide: true,
            });
            this.child = child;
            running.add(this);
            child.once('spawn', () => resolve());
            child.once('error', (error) => {
                reject(error);
                this.onerror?.(error);
            });
            child.stdout.on('data', (chunk) => this.onStdout(chunk));
            child.stderr.setEncoding('utf8');
            child.stderr.on('data', (chunk) => this.stderr.append(chunk));
            // EPIPE: the process is ending; its close says how (exit code, stderr), the broken pipe says nothing.
            child.stdin.on('error', (error) => isBrokenPipe(error) || this.onerror?.(error));
            child.once('exit', (code, signal) => {
                this.exited = { code, signal };
            });
            child.once('close', () => {
                running.delete(this);
                this.exitWaiters.splice(0).forEach((wake) => wake());
                this.onclose?.();
            });
        });
    }
    onStdout(chunk) {
        this.bytesReceived += chunk.length;
        let start = 0;
        for (let newline = chunk.indexOf(LF); newline !== -1; start = newline + 1, newline = chunk.indexOf(LF, start)) {
            this.take(chunk.subarray(start, newline));
            this.endLine();
        }
        this.take(chunk.subarray(start));
    }
    take(part) {
        if (this.discarding || part.length === 0)
            return;
        if (this.lineBytes + part.length > this.launch.messageBytes) {
            this.discarding = true;
            this.lineParts = [];
            this.lineBytes = 0;
            this.onerror?.(messageTooLarge(this.launch.messageBytes));
            return;
        }
        this.lineParts.push(part);
        this.lineBytes += part.length;
    }
    endLine() {
        const bytes = this.lineParts.length === 1 ? this.lineParts[0] : Buffer.concat(this.lineParts, this.lineBytes);
        const dropped = this.discarding;
        this.lineParts = [];
        this.lineBytes = 0;
        this.discarding = false;
        if (dropped || bytes.length === 0)
            return;
        const line = decodeUtf8(bytes);
        if (line === undefined)
            return void this.onerror?.(new StdoutFramingError('the server wrote invalid UTF-8 to stdout'));
        const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
        if (trimmed.trim() !== '')
            this.deliver(trimmed);
    }
    deliver(line) {
        let message;
        try {
            message = parseJsonRpcMessage(line);
        }
        catch (error) {
            const banner = error instanceof SyntaxError && !this.delivered && this.launch.stdout !== 'strict';
            if (banner)
                return void this.skippedLines++;
            const what = error instanceof SyntaxError ? 'a line that is not JSON' : 'JSON that is not a JSON-RPC message';
            this.onerror?.(new StdoutFramingError(`server wrote ${what} to stdout: "${oneLine(line, 120)}"`));
            return;
        }
        this.delivered = true;
        keepMessageText(message, line);
        this.onmessage?.(message);
    }
    async send(message) {
        const stdin = this.child?.stdin;
        if (!stdin || stdin.destroyed || this.exited)
            throw new Error('server process is not running');
        const written = await new Promise((resolve) => stdin.write(`${JSON.stringify(message)}\n`, resolve));
        if (!written)
            return;
        // A write into a process that has just ended: its close (awaited a moment) fails the session with how it ended.
        if (isBrokenPipe(written))
            await this.closedWithin(CLOSE_AFTER_BROKEN_PIPE_MS);
        throw written;
    }
    /** Resolves when the process has closed, or after `ms` (a process that closed only its stdin lives on). */
    closedWithin(ms) {
        return new Promise((wake) => {
            if (this.exited && !running.has(this))
                return wake();
            const timer = setTimeout(wake, ms);
            this.exitWaiters.push(() => {
                clearTimeout(timer);
                wake();
            });
        });
    }
    /** Ends the server and everything it started; resolves when the process has gone. */
    async close(graceMs = 2_000) {
        const child = this.child;
        if (!child || child.pid === undefined)
            return;
        const gone = this.exited ? Promise.resolve() : new Promise((wake) => this.exitWaiters.push(wake));
        child.stdin?.end();
        this.signalGroup('SIGTERM');
        const timer = setTimeout(() => this.signalGroup('SIGKILL'), graceMs);
        await gone;
        clearTimeout(timer);
        // The direct child is gone; anything it left in its group goes now.
        this.signalGroup('SIGKILL');
        running.delete(this);
    }
    /** SIGKILL to the whole group, now. */
    kill() {
        this.signalGroup('SIGKILL');
    }
    signalGroup(signal) {
        const pid = this.child?.pid;
        if (pid === undefined)
            return;
        try {
            if (process.platform === 'win32') {
                spawn('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true });
            }
            else {
                process.kill(-pid, signal);
            }
        }
        catch {
            // ESRCH: the group is already empty.
        }
    }
}
/** How long a write that found the pipe broken waits for the process's close. */
const CLOSE_AFTER_BROKEN_PIPE_MS = 1_000;
function isBrokenPipe(error) {
    return error.code === 'EPIPE';
}

/** Ending an HTTP session is a courtesy: a server that does not answer the DELETE soon is left. */
const SESSION_END_TIMEOUT_MS = 2_000;
/** A JSON-RPC session on an open connection: the server's name and request timeout, the run's deadline, the connection's close words and byte count. */
function sessionOn(connection, server, deadline, extra = {}) {
    return new RpcSession(connection.transport, {
        server: server.name,
        requestTimeoutMs: server.requestTimeoutMs,
        deadline,
        describeClose: () => connection.describeClose(),
        bytesReceived: () => connection.bytesReceived(),
        ...extra,
    });
}
/** Opens a transport for one server. Spawn and connection failures are discovery errors (exit 3). */
async function openConnection(server, config, env, options) {
    if (config.kind === 'stdio')
        return openStdio(server, config, env, options);
    const url = new URL(config.url);
    const shown = redactUrl(url);
    const wire = new HttpWire(shown, options.messageBytes, Math.min(options.startTimeoutMs, SESSION_END_TIMEOUT_MS));
    const transportOptions = { requestInit: { headers: resolveHeaders(server, config.headers, env).headers }, fetch: wire.fetch };
    // The SDK's HTTP transports, loaded only for an HTTP server: a stdio run loads no SDK code.
    const { SSEClientTransport, StreamableHTTPClientTransport } = await import('./dist.js');
    const transport = config.kind === 'sse' ? new SSEClientTransport(url, transportOptions) : new StreamableHTTPClientTransport(url, transportOptions);
    wire.report = (violation) => transport.onerror?.(violation);
    const close = async () => {
        if (transport instanceof StreamableHTTPClientTransport)
            await transport.terminateSession().catch(() => undefined);
        await transport.close().catch(() => undefined);
    };
    try {
        await raceDeadline(transport.start(), options.deadline, options.startTimeoutMs, (cause) => {
            const silence = wire.responded ? 'the event stream sent no endpoint event' : 'no answer to the GET';
            const reason = cause === 'deadline' ? deadlineReason(options.deadline) : `${silence} within ${options.startTimeoutMs} ms (timeouts.requestMs)`;
            return new DiscoveryError({ server }, `could not connect to ${shown}: ${reason}`, 'timeout');
        });
    }
    catch (error) {
        await close(); // a failed EventSource otherwise retries for ever, and keeps the gate alive
        if (error instanceof DiscoveryError)
            throw error;
        throw new DiscoveryError({ server }, wire.failure ?? `could not connect to ${shown}: ${messageOf(error)}`, 'connection');
    }
    return { transport, describeClose: () => '', bytesReceived: () => wire.bytesReceived, skippedLines: () => 0, close };
}
async function openStdio(server, config, env, options) {
    const transport = new ProcessGroupStdioTransport({
        command: config.command,
        args: config.args,
        cwd: config.cwd,
        env: childEnvironment(config, env),
        messageBytes: options.messageBytes,
        stdout: config.stdout,
    });
    try {
        await transport.start();
    }
    catch (error) {
        await transport.close();
        throw new DiscoveryError({ server }, `could not start "${config.command}": ${messageOf(error)}`, 'spawn');
    }
    return {
        transport,
        describeClose: () => {
            const status = transport.exitStatus ? `server process ended with ${transport.exitStatus}` : '';
            // A crash's `Error: …` line says why; its stack's tail says only where.
            const stderr = transport.stderr.isEmpty ? '' : `stderr: ${oneLine(transport.stderr.errorLine() ?? transport.stderr.tail(5), 400)}`;
            return [status, stderr].filter(Boolean).join('; ');
        },
        bytesReceived: () => transport.bytesReceived,
        skippedLines: () => transport.skippedLines,
        close: () => transport.close(),
    };
}
/**
 * The child's environment: the SDK's minimal inherited set (PATH, HOME, ...), the
 * variables the config names for pass-through, then the config's literal values.
 * Nothing else of the gate's environment (tokens, secrets) reaches the server.
 */
function childEnvironment(config, env) {
    const passed = {};
    for (const name of config.envPassthrough) {
        const value = env[name];
        if (value !== undefined)
            passed[name] = value;
    }
    return { ...inheritedDefaults(env), ...passed, ...config.env };
}
/** The SDK's list of variables every child inherits (its DEFAULT_INHERITED_ENV_VARS; test/jsonrpc.test.ts holds them equal). */
const DEFAULT_INHERITED_ENV_VARS = process.platform === 'win32'
    ? [
        'APPDATA',
        'COMSPEC',
        'HOMEDRIVE',
        'HOMEPATH',
        'LOCALAPPDATA',
        'PATH',
        'PATHEXT',
        'PROCESSOR_ARCHITECTURE',
        'PROGRAMDATA',
        'PROGRAMFILES',
        'PROGRAMFILES(X86)',
        'PROGRAMW6432',
        'SYSTEMDRIVE',
        'SYSTEMROOT',
        'TEMP',
        'USERNAME',
        'USERPROFILE',
        'WINDIR',
    ]
    : ['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER'];
/** The inherited variables (PATH, HOME, ...), read from `env`; shell function exports skipped as the SDK does. */
function inheritedDefaults(env) {
    return Object.fromEntries(DEFAULT_INHERITED_ENV_VARS.flatMap((name) => {
        const value = env[name];
        return value === undefined || value.startsWith('()') ? [] : [[name, value]];
    }));
}
const ENV_REFERENCE = /\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** Replaces `${env:NAME}` in header values; the substituted values are secrets to mask. */
function resolveHeaders(server, headers, env) {
    const secrets = [];
    const resolved = {};
    for (const [name, template] of Object.entries(headers)) {
        resolved[name] = template.replace(ENV_REFERENCE, (_match, variable) => {
            const value = env[variable];
            if (value === undefined)
                throw new InputError(`server "${server}": header "${name}" needs environment variable ${variable}, which is not set`);
            secrets.push(value);
            return value;
        });
    }
    return { headers: resolved, secrets };
}
/** A URL for messages: without credentials or query (which may hold tokens). */
function redactUrl(url) {
    return `${url.protocol}//${url.host}${url.pathname}`;
}
function messageOf(error) {
    return oneLine(error instanceof Error ? error.message : String(error), 200);
}
/** How a configured server's connection is opened: its run's deadline, its start wait and message limit. */
function connectOptions(server, deadline) {
    return { deadline, startTimeoutMs: server.requestTimeoutMs, messageBytes: limitsOf(server).messageBytes };
}

/**
 * The one owner of a live connection to a configured server: it opens the transport and its
 * JSON-RPC session within the run's deadline, opens them anew when negotiation needs a fresh
 * process, and closes each connection (and any child process) once. Discovery, negotiation and the
 * protocol matrix hold one of these; none of them opens a connection of its own.
 */
class LiveConnection {
    server;
    env;
    deadline;
    options;
    current;
    constructor(server, env, deadline, options, current) {
        this.server = server;
        this.env = env;
        this.deadline = deadline;
        this.options = options;
        this.current = current;
    }
    static async open(server, env, deadline, options = {}) {
        return new LiveConnection(server, env, deadline, options, await LiveConnection.connect(server, env, deadline, options));
    }
    static async connect(server, env, deadline, options) {
        const connection = await openConnection(server.name, server.transport, env, connectOptions(server, deadline));
        return { connection, session: sessionOn(connection, server, deadline, options) };
    }
    get session() {
        return this.current.session;
    }
    /** Lines that are not JSON the server printed before its first message (stdout: tolerant). */
    skippedLines() {
        return this.current.connection.skippedLines();
    }
    /** A fresh process (or HTTP session) for the same server: the old one is closed first. */
    async reopen() {
        await this.close();
        this.current = await LiveConnection.connect(this.server, this.env, this.deadline, this.options);
        this.closed = false;
        return this.current.session;
    }
    closed = false;
    /** Ends the session and the connection; a second call does nothing. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.current.session.detach();
        await this.current.connection.close();
    }
}

/** JSON-RPC "method not found". */
const METHOD_NOT_FOUND = -32601;
const text = { type: 'string' };
const object = { type: 'object' };
/** The minimum each item must have to be keyed and normalised; anything else it carries is kept as sent. */
const ITEM_SCHEMAS = {
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
const itemValidators = Object.fromEntries(Object.entries(ITEM_SCHEMAS).map(([list, schema]) => [list, compileValidator(schema)]));
/**
 * Walks every page of one list. Guards: a cursor seen twice is a loop, the page cap
 * bounds a server that never converges, the limits bound items and bytes, an empty page
 * with a cursor is legal, and a `list_changed` notification during the walk restarts it
 * (a bounded number of times). A first page answered with "method not found" makes the
 * list unsupported (real servers declare `resources` without templates), not an error.
 */
async function walkList(session, spec, options) {
    let changed = false;
    const stopListening = session.onNotification((method) => {
        if (method === spec.changed)
            changed = true;
    });
    try {
        for (let restarts = 0;; restarts++) {
            changed = false;
            const walked = await walkOnce(session, spec, options);
            if (!changed || walked.unsupported)
                return { ...walked, restarts };
            if (restarts >= options.listChangedRestarts) {
                throw new DiscoveryError({ server: options.server, method: spec.method }, `the list kept changing: ${spec.changed} arrived during ${restarts + 1} walks in a row`);
            }
        }
    }
    finally {
        stopListening();
    }
}
async function walkOnce(session, spec, options) {
    const items = [];
    const seenOnPage = new Map();
    const seenCursors = new Set();
    const { limits } = options;
    const bytesBefore = session.bytesReceived;
    let cursor;
    const scopes = new Set();
    for (let page = 1;; page++) {
        const where = { server: options.server, method: spec.method, page };
        if (page > options.pageCap)
            throw new DiscoveryError(where, `more than ${options.pageCap} pages (the page cap): the walk never ended`);
        const params = cursor === undefined ? {} : { cursor };
        const result = await requestPage(session, spec, params, where);
        if (result === 'method-not-found')
            return { items: [], pages: 1, unsupported: true };
        options.judges?.judge(spec.method, params, result, page);
        if (session.bytesReceived - bytesBefore > limits.walkBytes)
            throw new DiscoveryError(where, `more than ${limits.walkBytes} bytes received for this list (limits.walkBytes)`);
        // 2026-07-28: a list answers "complete"; any other resultType (input_required, one nobody defined) is no list page.
        if (result.resultType !== undefined && result.resultType !== 'complete')
            throw new DiscoveryError(where, `resultType ${oneLine(JSON.stringify(result.resultType) ?? '', 80)} is not "complete": a list result must be complete`);
        const pageItems = result[spec.key];
        if (!Array.isArray(pageItems))
            throw new DiscoveryError(where, `the result has no "${spec.key}" array`);
        if (items.length + pageItems.length > limits.itemsPerList)
            throw new DiscoveryError(where, `more than ${limits.itemsPerList} items in this list (limits.itemsPerList)`);
        // The cursor first: a looping server repeats its items too, and the loop is the cause.
        const next = nextCursorOf(result, options.era, where);
        if (next !== undefined && seenCursors.has(next))
            throw new DiscoveryError(where, `cursor "${oneLine(next, 60)}" was returned before: a pagination loop`);
        pageItems.forEach((item, index) => {
            const problem = itemValidators[spec.list](item)[0];
            if (problem)
                throw new DiscoveryError(where, `malformed item ${index} of "${spec.key}" ${describeViolation(problem)}`);
            if (depthOf(item) > MAX_DEPTH)
                throw new DiscoveryError(where, `item ${index} of "${spec.key}" is nested deeper than ${MAX_DEPTH} levels: refused, not walked`);
            const identity = item[spec.identity];
            const earlier = seenOnPage.get(identity);
            if (earlier !== undefined) {
                throw new DiscoveryError(where, `two items have ${spec.identity} "${oneLine(identity, 80)}" (pages ${earlier} and ${page}): a contract defect`);
            }
            seenOnPage.set(identity, page);
            items.push(options.keep ? options.keep(item) : item);
        });
        scopes.add(result.cacheScope);
        if (next === undefined)
            return { items, pages: page, ...cacheScopeOf(scopes) };
        seenCursors.add(next);
        cursor = next;
    }
}
async function requestPage(session, spec, params, where) {
    try {
        return await session.request(spec.method, params, where.page);
    }
    catch (error) {
        if (error instanceof GateError)
            throw error;
        if (error instanceof RpcErrorResponse && error.code === METHOD_NOT_FOUND && where.page === 1)
            return 'method-not-found';
        if (error instanceof RpcErrorResponse) {
            throw new DiscoveryError(where, `the server declared this list but answered with ${error.message}`, 'rpc-error');
        }
        if (error instanceof SendFailure)
            throw new DiscoveryError(where, error.message, 'connection');
        throw error;
    }
}
/** One list's cacheScope from its pages' values: none when no page sent one. */
function cacheScopeOf(scopes) {
    const [only, ...others] = [...scopes];
    if (others.length === 0 && only === undefined)
        return {};
    return { cacheScope: others.length === 0 && typeof only === 'string' ? only : DEFAULT_CACHE_SCOPE };
}
/** Deeper than any real schema; a deeper item would exhaust the stack of every recursive step after discovery. */
const MAX_DEPTH = 256;
/** Nesting depth of a JSON value, without recursion. */
function depthOf(value) {
    let deepest = 0;
    const stack = [[value, 1]];
    while (stack.length) {
        const [node, depth] = stack.pop();
        if (node === null || typeof node !== 'object')
            continue;
        if (depth > deepest)
            deepest = depth;
        if (deepest > MAX_DEPTH)
            return deepest;
        for (const child of Object.values(node))
            stack.push([child, depth + 1]);
    }
    return deepest;
}
/** The cursor to continue with, or undefined at the end. In the stateless era "" is a cursor, not the end. */
function nextCursorOf(result, era, where) {
    const next = result.nextCursor;
    if (next === undefined || next === null)
        return undefined;
    if (typeof next !== 'string')
        throw new DiscoveryError(where, `nextCursor is ${typeof next}, not a string`);
    if (next === '' && era === 'handshake')
        return undefined;
    return next;
}

/**
 * Connects, negotiates and walks every list the server's capabilities declare.
 * Whatever happens, the connection (and any child process) is closed before this returns.
 */
async function discover(server, env = process.env, options = {}) {
    const own = options.deadline ? undefined : startDeadline(server.totalTimeoutMs);
    const deadline = options.deadline ?? own.signal;
    let live;
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
        if (skipped)
            options.warn?.(bannerWarning(server.name, skipped));
        judges?.open(negotiated.era, negotiated.answer ?? {});
        // The rejections fill in as the walk and the probes go: the array is the judges' own.
        const discovery = { ...(await walkAll(server, live.session, negotiated, judges)), clientRejections: judges?.rejections ?? [] };
        const after = options.afterWalk ? { after: await options.afterWalk(live.session, discovery, judges) } : {};
        await judges?.settled();
        return { ...discovery, ...after };
    }
    catch (error) {
        if (error instanceof DiscoveryError && live)
            error.transcript = live.session.transcript;
        throw error;
    }
    finally {
        own?.dispose();
        await judges?.close();
        await live?.close();
    }
}
/** The words for a banner skipped on stdout (stdout: tolerant). */
function bannerWarning(server, lines) {
    return `${describeLocation({ server })}: skipped ${lines} line${lines === 1 ? '' : 's'} that ${lines === 1 ? 'is' : 'are'} not JSON on stdout before the first message (a banner or log; an MCP server logs to stderr); stdout: strict in the config fails on them`;
}
async function walkAll(server, session, negotiated, judges) {
    const lists = { tools: [], resources: [], resourceTemplates: [], prompts: [] };
    const pages = { tools: 0, resources: 0, resourceTemplates: 0, prompts: 0 };
    const unsupported = [];
    const readOnly = new WeakSet();
    const cacheScopes = negotiated.cacheScope === undefined ? {} : { 'server/discover': negotiated.cacheScope };
    for (const spec of LISTS) {
        if (!declares(negotiated.capabilities, spec.capability))
            continue;
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
                if (spec.list === 'tools' && plainlyReadOnly(item))
                    readOnly.add(kept);
                return kept;
            },
        });
        if (walked.unsupported)
            unsupported.push(spec.method);
        if (walked.cacheScope !== undefined)
            cacheScopes[spec.method] = walked.cacheScope;
        lists[spec.list] = walked.items;
        pages[spec.list] = walked.pages;
    }
    const unsupportedLists = unsupported.length ? { unsupportedLists: unsupported.sort() } : {};
    const readOnlyTools = lists.tools.filter((tool) => readOnly.has(tool)).map((tool) => tool.name);
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
function plainlyReadOnly(tool) {
    const hints = tool.annotations;
    return hints?.readOnlyHint === true && hints.destructiveHint !== true;
}

/**
 * Features the 2026-07-28 registry of deprecated features lists, each with what shows the server
 * uses it and where to go instead. Deprecated features still work: this is advice, never a failure.
 */
const DEPRECATED = [
    { feature: 'logging', since: '2026-07-28', instead: 'log to stderr on stdio; use OpenTelemetry for observability' },
    { feature: 'sampling', since: '2026-07-28', instead: 'integrate with the LLM provider APIs directly' },
    { feature: 'roots', since: '2026-07-28', instead: 'pass directories or files as tool parameters, resource URIs or server configuration' },
    { feature: 'HTTP+SSE transport', since: '2025-03-26', instead: 'Streamable HTTP' },
];
/** Server requests that use a deprecated client feature. */
const REQUESTS = { 'sampling/createMessage': 'sampling', 'roots/list': 'roots' };
/** Each deprecated feature the server was seen to use: declared, requested, or spoken over. */
function evaluateDeprecatedFeatures(transport, negotiated, transcript) {
    const used = new Map();
    if (transport === 'sse')
        used.set('HTTP+SSE transport', 'the server is reached over it');
    if (declares(negotiated.capabilities, 'logging'))
        used.set('logging', 'the server declares the logging capability');
    for (const entry of transcript) {
        const feature = entry.direction === 'in' && entry.kind === 'request' && entry.method !== undefined ? REQUESTS[entry.method] : undefined;
        if (feature && !used.has(feature))
            used.set(feature, `the server sent ${entry.method}`);
    }
    return DEPRECATED.filter(({ feature }) => used.has(feature)).map(({ feature, since, instead }) => info('deprecated_feature', 'server', `${used.get(feature)}: ${feature} is deprecated (since ${since}); instead, ${instead}`, { feature, since }));
}

/** Server notifications, and the server capability that promises each (a Map: the method is the server's word). */
const NOTIFICATION_NEEDS = new Map([
    ['notifications/tools/list_changed', 'tools.listChanged'],
    ['notifications/prompts/list_changed', 'prompts.listChanged'],
    ['notifications/resources/list_changed', 'resources.listChanged'],
    ['notifications/resources/updated', 'resources.subscribe'],
]);
/**
 * Lifecycle evidence from the gate's own session: in the handshake era `initialize` is the
 * first request (after the era probe, if any), `notifications/initialized` follows its validated
 * answer and precedes every other request, the server's too (ping excepted; logging is a
 * notification); and the server uses nothing it was not given: no request needing a client
 * capability the gate did not declare, no notification of a capability the server did not declare.
 * The order is what the server could have known: the gate sends `initialized` only once the server
 * has answered a ping, so all it sent before it could have read `initialized` (in the answer's
 * read or a later one) comes before it in the transcript, on every run.
 */
function evaluateLifecycle(transcript, negotiated, clientCapabilities) {
    const evidence = [];
    if (negotiated.era === 'handshake')
        evidence.push(handshakeOrder(transcript));
    const misuse = [];
    for (const entry of transcript) {
        if (entry.direction !== 'in' || !entry.method)
            continue;
        const clientNeed = entry.kind === 'request' ? CAPABILITY_OF_REQUEST.get(entry.method) : undefined;
        if (clientNeed && !declares(clientCapabilities, clientNeed))
            misuse.push(`${entry.method} (the gate did not declare ${clientNeed})`);
        const serverNeed = entry.kind === 'notification' ? NOTIFICATION_NEEDS.get(entry.method) : undefined;
        if (serverNeed && !declares(negotiated.capabilities, serverNeed))
            misuse.push(`${entry.method} (the server did not declare ${serverNeed})`);
    }
    const unique = [...new Set(misuse)];
    evidence.push(unique.length
        ? failed('undeclared_capability_use', 'server', `the server used what was not negotiated: ${unique.join('; ')}`, { uses: unique })
        : passed('undeclared_capability_use', 'server', 'the server used only negotiated capabilities'));
    return evidence;
}
/** Methods of server requests before `initialized` other than ping (logging is a notification, allowed). */
function serverRequestsBefore(transcript, initializedSeq) {
    const early = transcript.filter((e) => e.direction === 'in' && e.kind === 'request' && e.method !== undefined && e.method !== 'ping' && e.seq < initializedSeq);
    return [...new Set(early.map((e) => oneLine(e.method, 80)))];
}
function handshakeOrder(transcript) {
    const out = transcript.filter((entry) => entry.direction === 'out');
    const initialize = transcript.findIndex((e) => e.direction === 'out' && e.method === 'initialize' && e.kind === 'request');
    const answered = transcript.findIndex((e) => e.direction === 'in' && e.method === 'initialize' && e.kind === 'response');
    const initialized = transcript.findIndex((e) => e.direction === 'out' && e.method === 'notifications/initialized');
    const problems = [];
    const before = out.filter((e) => e.kind === 'request' && e.seq < (transcript[initialize]?.seq ?? 0) && e.method !== 'server/discover' && e.method !== 'ping');
    if (before.length)
        problems.push(`requests before initialize: ${before.map((e) => e.method).join(', ')}`);
    if (initialized === -1)
        problems.push('notifications/initialized was never sent');
    else if (answered === -1 || initialized < answered)
        problems.push('notifications/initialized went out before the initialize answer');
    const early = out.filter((e) => e.kind === 'request' && e.method !== 'ping' && e.seq > (transcript[initialize]?.seq ?? 0) && (initialized === -1 || e.seq < transcript[initialized].seq));
    if (early.length)
        problems.push(`requests between initialize and initialized: ${early.map((e) => e.method).join(', ')}`);
    const serverEarly = serverRequestsBefore(transcript, initialized === -1 ? Infinity : transcript[initialized].seq);
    if (serverEarly.length)
        problems.push(`the server sent ${serverEarly.join(', ')} before notifications/initialized (only ping and logging may come first)`);
    return problems.length
        ? failed('lifecycle_order', 'server', `lifecycle out of order: ${problems.join('; ')}`)
        : passed('lifecycle_order', 'server', 'initialize, its validated answer, notifications/initialized, then operation');
}

/**
 * The host's negotiation policy, applied to what the server negotiated. Revisions are an
 * explicit set of strings (never compared as dates); a capability holds when its dot path
 * exists and is neither false nor absent (`resources: {}` does not grant `resources.subscribe`);
 * unknown extension keys are carried, not errors.
 */
function evaluateNegotiationPolicy(policy, negotiated) {
    const evidence = [];
    const supported = policy.supportedProtocolVersions;
    if (supported && !supported.includes(negotiated.protocolVersion)) {
        evidence.push(failed('unsupported_protocol_version', 'server', `the server negotiated ${JSON.stringify(negotiated.protocolVersion)}, which the policy does not support (${supported.join(', ')})`, {
            negotiated: negotiated.protocolVersion,
            supported,
        }));
    }
    else if (supported) {
        evidence.push(passed('supported_protocol_version', 'server', `negotiated ${negotiated.protocolVersion}, which the policy supports`));
    }
    const missing = policy.requiredServerCapabilities.filter((path) => !declares(negotiated.capabilities, path));
    if (missing.length)
        evidence.push(failed('missing_required_capabilities', 'server', `required capabilities missing: ${missing.join(', ')}`, { missing }));
    else if (policy.requiredServerCapabilities.length)
        evidence.push(passed('required_capabilities', 'server', `required capabilities present: ${policy.requiredServerCapabilities.join(', ')}`));
    if (policy.optionalServerCapabilities.length) {
        const enabled = policy.optionalServerCapabilities.filter((path) => declares(negotiated.capabilities, path));
        evidence.push(info('optional_capabilities', 'server', `optional capabilities enabled: ${enabled.join(', ') || 'none'}`, {
            enabled,
            disabled: policy.optionalServerCapabilities.filter((p) => !enabled.includes(p)),
        }));
    }
    return evidence;
}

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
async function probeMatrix(server, revisions, env, deadline) {
    const own = deadline ? undefined : startDeadline(server.totalTimeoutMs);
    const signal = deadline ?? own.signal;
    try {
        const cells = {};
        for (const revision of revisions)
            cells[revision] = await probeRevision(server, revision, env, signal);
        return cells;
    }
    finally {
        own?.dispose();
    }
}
async function probeRevision(server, revision, env, deadline) {
    const method = eraOf(revision) === 'stateless' ? 'server/discover' : 'initialize';
    const pastDeadline = () => new DiscoveryError({ server: server.name, method }, `${deadlineReason(deadline)} during the protocol matrix (proposing ${revision})`, 'timeout');
    if (deadline.aborted)
        throw pastDeadline();
    let live;
    try {
        live = await LiveConnection.open(server, env, deadline);
    }
    catch (error) {
        if (deadline.aborted)
            throw pastDeadline();
        return { outcome: 'violation', detail: oneLine(error.message, 200) };
    }
    try {
        return method === 'server/discover' ? await proposeStateless(live.session, revision, server) : await proposeHandshake(live.session, revision, server);
    }
    catch (error) {
        if (deadline.aborted)
            throw pastDeadline();
        if (error instanceof RpcErrorResponse)
            return { outcome: 'rejected', detail: oneLine(error.message, 200) };
        if (error instanceof SendFailure && error.status !== undefined && error.status < 500)
            return { outcome: 'rejected', detail: `HTTP ${error.status}` };
        return { outcome: 'violation', detail: oneLine(error.message, 200) };
    }
    finally {
        await live.close();
    }
}
async function proposeHandshake(session, revision, server) {
    const result = await session.request('initialize', { protocolVersion: revision, capabilities: server.clientCapabilities, clientInfo: CLIENT_INFO });
    const selected = result.protocolVersion;
    if (typeof selected !== 'string' || !REVISION_FORMAT.test(selected))
        return { outcome: 'violation', detail: `malformed protocolVersion ${oneLine(JSON.stringify(selected) ?? 'undefined', 60)}` };
    if (selected === revision) {
        session.setProtocolVersion(selected);
        await session.notify('notifications/initialized');
        return { outcome: 'accepted' };
    }
    if (eraOf(selected) !== 'handshake')
        return { outcome: 'violation', detail: `selected ${selected}, a revision the gate never offered and no released handshake revision` };
    return { outcome: 'selected-other', selected };
}
async function proposeStateless(session, revision, server) {
    const result = await session.request('server/discover', { _meta: statelessEnvelope(revision, server.clientCapabilities) });
    const supported = result.supportedVersions;
    if (!Array.isArray(supported) || !supported.every((v) => typeof v === 'string'))
        return { outcome: 'violation', detail: 'server/discover has no list of supportedVersions' };
    if (supported.includes(revision))
        return { outcome: 'accepted' };
    return { outcome: 'rejected', detail: `supportedVersions: ${supported.map((v) => oneLine(v, 20)).join(', ') || 'none'}` };
}

// The `Mcp-Param-{Name}` headers of a tools/call (2026-07-28, Streamable HTTP, SEP-2243): every
// input property the tool declares `x-mcp-header` on is mirrored into a header, so that gateways
// can route on it and the server can check it against the body. A conforming server refuses a
// call whose headers are missing or disagree, so the gate, calling tools, sends them as a host would.
const BASE64_PREFIX = '=?base64?';
const BASE64_SUFFIX = '?=';
/** The headers for a call of a tool with `inputSchema` and `args`; none for a schema whose declarations break the rules (clients drop that tool). */
function mcpParamHeaders(inputSchema, args) {
    const scan = scanMcpHeaders(inputSchema);
    const headers = {};
    if (scan.problem !== undefined)
        return headers;
    for (const { path, name } of scan.declarations) {
        const text = headerText(valueAt(args, path));
        // An absent or null value, or one of no header type, sends no header (the spec's "omit").
        if (text !== undefined)
            headers[`Mcp-Param-${name}`] = encoded(text);
    }
    return headers;
}
function valueAt(args, path) {
    let node = args;
    for (const key of path)
        node = node !== null && typeof node === 'object' && !Array.isArray(node) ? ownValue(node, key) : undefined;
    return node;
}
/** A primitive as the spec writes it: strings as they are, booleans lower case, safe numbers in decimal. */
function headerText(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)))
        return String(value);
    return undefined;
}
/**
 * A plain field value when it is one (visible ASCII, space and tab, no whitespace at either end,
 * not empty, not looking like the sentinel), else `=?base64?{UTF-8 in Base64}?=`.
 */
function encoded(text) {
    const plain = text.length > 0 && text === text.trim() && /^[\t\x20-\x7e]*$/.test(text) && !(text.startsWith(BASE64_PREFIX) && text.endsWith(BASE64_SUFFIX));
    return plain ? text : `${BASE64_PREFIX}${Buffer.from(text, 'utf8').toString('base64')}${BASE64_SUFFIX}`;
}

/** Notifications that belong to the call in flight (a recording has one in flight at a time). */
const CALL_NOTIFICATIONS = new Set(['notifications/message', 'notifications/progress']);
/** The progress token a recorded call carries, so the server reports progress. */
const PROGRESS_TOKEN = 'mcp-contract-gate/record';
/** The stateless era sends no log without a level in the request: a recording asks for every level. */
const RECORD_META = { progressToken: PROGRESS_TOKEN, [LOG_LEVEL_META_KEY]: 'debug' };
/** How many retries with input responses one recorded call makes at most. */
const MAX_ROUNDS = 8;
/** How many messages said during one call are kept, and how many bytes of them: a server that logs without end fills no contract. */
const MAX_DURING = 1_000;
const MAX_DURING_BYTES = 1_000_000;
/** How many input requests of one round the gate answers: each may cost a schema's generator. */
const MAX_INPUT_REQUESTS = 32;
/** The connection log of each session that has one (a recording): a recorded call marks its span there. */
const CONNECTION_LOGS = new WeakMap();
/**
 * What the server sends outside any recorded call's span, from before `initialize` until `stop`:
 * log notifications and its own requests to the client (a `roots/list` and a log line right after
 * connecting, say). They belong to the connection, not to whichever call happens to run, and
 * `serve` says them again at connect. Progress outside a call is nobody's: not kept.
 */
class ConnectionLog {
    messages = [];
    calls = 0;
    bytes = 0;
    stops = [];
    constructor(session) {
        CONNECTION_LOGS.set(session, this);
        const keep = (kind) => (heard, body) => {
            if (this.calls > 0 || !(kind === 'request' ? CAPABILITY_OF_REQUEST.has(heard) : heard === 'notifications/message'))
                return;
            const params = isJsonObject(body) ? body : {};
            this.bytes += JSON.stringify(params).length;
            if (this.messages.length < MAX_DURING && this.bytes <= MAX_DURING_BYTES)
                this.messages.push({ kind, method: heard, params });
        };
        this.stops.push(session.onNotification(keep('notification')), session.onServerRequest(keep('request')));
    }
    /** A recorded call runs until the returned function is called: what arrives meanwhile is the call's. */
    enterCall() {
        this.calls++;
        return () => void this.calls--;
    }
    /** Recording ends: later messages (of the probes that follow) are nobody's. */
    stop() {
        for (const stop of this.stops.splice(0))
            stop();
    }
}
/** Sends `method` with `params` (and HTTP `headers`), and what the server said meanwhile and in later rounds; errors reject as `session.request` does. */
async function recordRequest(session, method, params, headers) {
    const during = [];
    let bytes = 0;
    // Requests to the client that a host answers (a ping is the connection's, not the call's), log and progress notifications.
    const keep = (kind) => (heard, body) => {
        if (!(kind === 'request' ? CAPABILITY_OF_REQUEST.has(heard) : CALL_NOTIFICATIONS.has(heard)))
            return;
        const params = isJsonObject(body) ? body : {};
        bytes += JSON.stringify(params).length;
        if (during.length < MAX_DURING && bytes <= MAX_DURING_BYTES)
            during.push({ kind, method: heard, params });
    };
    const stopNotifications = session.onNotification(keep('notification'));
    const stopRequests = session.onServerRequest(keep('request'));
    const leaveCall = CONNECTION_LOGS.get(session)?.enterCall();
    try {
        const sent = { ...params, _meta: { ...(isJsonObject(params._meta) ? params._meta : {}), ...RECORD_META } };
        const result = await session.request(method, sent, undefined, headers);
        const rounds = await laterRounds(session, method, sent, result, headers);
        return { result, ...(during.length ? { during } : {}), ...(rounds.length ? { rounds } : {}) };
    }
    finally {
        leaveCall?.();
        stopNotifications();
        stopRequests();
    }
}
/** While the answer is `input_required`: the input requests answered, the request sent again with them and the requestState. */
async function laterRounds(session, method, params, first, headers) {
    const rounds = [];
    let answer = first;
    while (answer.resultType === 'input_required' && rounds.length < MAX_ROUNDS) {
        const inputResponses = {};
        const requests = Object.entries(isJsonObject(answer.inputRequests) ? answer.inputRequests : {});
        if (requests.length > MAX_INPUT_REQUESTS)
            throw new Error(`the server asked for ${requests.length} inputs in one round; the gate answers at most ${MAX_INPUT_REQUESTS}`);
        for (const [key, request] of requests) {
            const { method: asked, params: askedParams } = isJsonObject(request) ? request : {};
            const response = typeof asked === 'string' ? session.answerAsClient(asked, askedParams) : undefined;
            if (response)
                setOwn(inputResponses, key, response);
        }
        const state = typeof answer.requestState === 'string' ? { requestState: answer.requestState } : {};
        answer = await session.request(method, { ...params, inputResponses, ...state }, undefined, headers);
        rounds.push(answer);
    }
    return rounds;
}

/**
 * Canonical examples: each one's arguments must still validate against the tool's current
 * inputSchema (an example that no longer does is breaking evidence). Plainly read-only tools (`readOnly`: Discovery.readOnlyTools) are then
 * called (others only when the example allows side effects), and their structuredContent is
 * validated against the outputSchema, each violation with its path. With `recordings`, the result
 * of an example marked `record` is kept there (isError included), for the contract.
 */
async function runExamples(session, contract, examples, readOnly, recordings, judges) {
    const evidence = [];
    for (const example of examples)
        evidence.push(...(await runExample(session, contract, example, readOnly, recordings, judges)));
    return evidence;
}
async function runExample(session, contract, example, readOnly, recordings, judges) {
    const subject = `example:${example.name}`;
    const tool = contract.tools[example.tool]?.definition;
    if (!tool)
        return [failed('example_tool_missing', subject, `tool ${JSON.stringify(example.tool)} is not offered any more`)];
    const argumentProblems = validateAgainst(tool.inputSchema, example.arguments);
    if (argumentProblems === undefined)
        return [failed('schema_not_compilable', subject, `the inputSchema of ${example.tool} does not compile`)];
    if (argumentProblems.length)
        return [failed('example_arguments_invalid', subject, `the example's arguments no longer match the inputSchema: ${argumentProblems.join('; ')}`, { violations: argumentProblems })];
    const results = [passed('example_arguments_valid', subject, `arguments match the inputSchema of ${example.tool}`)];
    if (!example.call)
        return results;
    if (!readOnly.has(example.tool) && !example.allowSideEffects) {
        return [...results, info('example_not_called', subject, `${example.tool} is not plainly read-only (readOnlyHint: true, not destructiveHint: true): not called (set allowSideEffects to call it)`)];
    }
    let result;
    try {
        // Made as a recording is, recorded or not: an input_required answer is carried on to the final one.
        const headers = contract.protocol.era === 'stateless' ? mcpParamHeaders(tool.inputSchema, example.arguments) : undefined;
        const answer = await recordRequest(session, 'tools/call', { name: example.tool, arguments: example.arguments }, headers);
        if (example.record)
            recordings?.tools.push({ name: example.tool, arguments: example.arguments, ...answer });
        result = answer.rounds?.at(-1) ?? answer.result;
    }
    catch (error) {
        return [...results, callFailure(subject, example.tool, error)];
    }
    if (result.resultType !== 'input_required')
        judges?.judge('tools/call', { name: example.tool, arguments: example.arguments }, result);
    if (result.resultType === 'input_required')
        return [...results, failed('tool_call_failed', subject, 'the tool still asks for input (input_required) after the rounds the gate answers')];
    const isError = result.isError === true;
    if (isError !== (example.isError ?? false)) {
        return [...results, failed('tool_call_failed', subject, isError ? 'the tool answered with isError: true' : 'the tool answered without isError: true, which the example expects')];
    }
    return isError ? results : [...results, ...checkOutput(subject, tool, result, example.expect)];
}
/** JSON-RPC -32021 (2026-07-28): the request needs a client capability the client did not declare. */
const MISSING_CLIENT_CAPABILITY = -32021;
/** A call that failed; a -32021 answer is its own cause, naming the capabilities the tool now requires. */
function callFailure(subject, tool, error) {
    if (error instanceof RpcErrorResponse && error.code === MISSING_CLIENT_CAPABILITY) {
        const data = error.data;
        const required = data && typeof data.requiredCapabilities === 'object' && data.requiredCapabilities !== null ? Object.keys(data.requiredCapabilities).sort() : [];
        const named = required.length ? required.map((name) => JSON.stringify(name)).join(', ') : 'a capability it did not name';
        return failed('client_capability_required', subject, `${tool} answered -32021 (missing required client capability): it requires the client capability ${oneLine(named, 200)}, which the gate did not declare (clientCapabilities)`, {
            tool,
            requiredCapabilities: required,
        });
    }
    return failed('tool_call_failed', subject, `tools/call failed: ${oneLine(error.message, 300)}`);
}
function checkOutput(subject, tool, result, expect) {
    const evidence = [];
    const structured = result.structuredContent;
    if (tool.outputSchema !== undefined) {
        if (structured === undefined)
            evidence.push(failed('output_schema_violation', subject, 'the tool declares an outputSchema but returned no structuredContent'));
        else {
            const violations = validateAgainst(tool.outputSchema, structured) ?? ['/: the outputSchema does not compile'];
            evidence.push(violations.length
                ? failed('output_schema_violation', subject, `structuredContent does not match the outputSchema: ${violations.join('; ')}`, { violations })
                : passed('output_schema_conformance', subject, 'structuredContent matches the outputSchema'));
        }
    }
    for (const [key, expected] of Object.entries(expect ?? {})) {
        const actual = structured?.[key];
        if (actual === undefined || canonicalJson(actual) !== canonicalJson(expected)) {
            evidence.push(failed('example_expectation_failed', subject, `structuredContent.${key} is ${JSON.stringify(actual) ?? 'absent'}, expected ${JSON.stringify(expected)}`));
        }
    }
    return evidence;
}

/** The JSON-RPC code for invalid params: with `isError: true`, how a conforming server refuses a call. */
const INVALID_PARAMS = -32602;
/**
 * Negative probes: each plainly read-only tool (`readOnly`: Discovery.readOnlyTools; every tool with allowSideEffects) is called with
 * arguments its inputSchema rejects (a missing required property, a wrong type, an extra
 * property on a closed object, a value outside a bound or enum), each confirmed invalid by ajv
 * before it is sent. A conforming server refuses every one (`isError: true`, or a JSON-RPC
 * -32602); one it accepts is `negative_probe_accepted`. At most `maxCallsPerTool` calls per
 * tool; no call is started past `timeoutMs` from the start.
 */
async function runNegativeProbes(session, contract, probes, readOnly, now = Date.now) {
    const evidence = [];
    const skipped = [];
    const ungenerated = [];
    const notReached = [];
    const deadline = now() + probes.timeoutMs;
    let sessionLost;
    for (const name of Object.keys(contract.tools).sort()) {
        const tool = contract.tools[name].definition;
        if (!readOnly.has(name) && !probes.allowSideEffects) {
            skipped.push(name);
            continue;
        }
        const cases = negativeCases(tool.inputSchema, probes.maxCallsPerTool);
        if (!cases.length) {
            ungenerated.push(name);
            continue;
        }
        if (sessionLost !== undefined || now() >= deadline) {
            notReached.push(name);
            continue;
        }
        const subject = `tool:${name}`;
        const refused = [];
        for (const probe of cases) {
            const remaining = deadline - now();
            if (remaining <= 0) {
                notReached.push(name);
                break;
            }
            const outcome = await callOnce(session, name, probe.arguments, remaining, contract.protocol.era === 'stateless' ? mcpParamHeaders(tool.inputSchema, probe.arguments) : undefined);
            if (outcome.kind === 'accepted') {
                evidence.push(failed('negative_probe_accepted', subject, `${name} accepted arguments that violate its inputSchema (${probe.keyword} at ${probe.property}): ${oneLine(canonicalJson(probe.arguments), 200)}`, { keyword: probe.keyword, property: probe.property, arguments: probe.arguments, violations: probe.violations }));
            }
            else if (outcome.kind === 'refused') {
                refused.push({ keyword: probe.keyword, by: outcome.by });
            }
            else if (outcome.kind === 'other-error') {
                evidence.push(info('negative_probe_unexpected_error', subject, `${name} answered invalid arguments (${probe.keyword}) with JSON-RPC error ${outcome.code}, not ${INVALID_PARAMS} (invalid params) or isError: true`, {
                    keyword: probe.keyword,
                    arguments: probe.arguments,
                    code: outcome.code,
                }));
            }
            else {
                // No answer, or the session is gone: nothing more is sent to this tool (or, session gone, to any).
                evidence.push(info('negative_probe_unanswered', subject, `${name}: ${outcome.reason}`, { keyword: probe.keyword, arguments: probe.arguments }));
                if (outcome.kind === 'lost')
                    sessionLost = outcome.reason;
                break;
            }
        }
        if (refused.length) {
            evidence.push(passed('negative_probe_refused', subject, `${name} refused ${refused.length} call${refused.length === 1 ? '' : 's'} with invalid arguments (${refused.map((r) => r.keyword).join(', ')})`, {
                refused,
            }));
        }
    }
    if (skipped.length)
        evidence.push(info('negative_probe_skipped', 'server', `not annotated read-only (or annotated destructive), not called (set probes.allowSideEffects to call them): ${skipped.join(', ')}`, { tools: skipped }));
    if (ungenerated.length)
        evidence.push(info('negative_probe_not_generated', 'server', `no argument object that violates the inputSchema could be built for: ${ungenerated.join(', ')}`, { tools: ungenerated }));
    if (notReached.length) {
        const why = sessionLost !== undefined ? `the session ended (${sessionLost})` : `the probe deadline (${probes.timeoutMs} ms) passed`;
        evidence.push(info('negative_probe_incomplete', 'server', `${why} before every negative probe was sent: ${[...new Set(notReached)].join(', ')}`, { tools: [...new Set(notReached)] }));
    }
    return evidence;
}
/** One call with invalid arguments; its Mcp-Param headers mirror them, so a refusal is about the arguments, not a header. */
async function callOnce(session, name, args, remainingMs, headers) {
    let timer;
    const call = session.request('tools/call', { name, arguments: args }, undefined, headers).then((result) => (result.isError === true ? { kind: 'refused', by: 'isError' } : { kind: 'accepted' }), (error) => {
        if (error instanceof RpcErrorResponse)
            return error.code === INVALID_PARAMS ? { kind: 'refused', by: String(INVALID_PARAMS) } : { kind: 'other-error', code: error.code };
        const message = oneLine(error.message, 200);
        return /timeout|no answer/i.test(message) ? { kind: 'unanswered', reason: message } : { kind: 'lost', reason: message };
    });
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve({ kind: 'unanswered', reason: `no answer before the probe deadline` }), remainingMs);
    });
    try {
        return await Promise.race([call, late]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * Argument objects that violate an inputSchema, one kind of violation after the other
 * (required, type, additionalProperties, a bound or enum, then again), at most `max`, each
 * confirmed invalid by ajv. Built on the canonical form from a valid object (instances.ts).
 */
function negativeCases(inputSchema, max) {
    if (inputSchema === null || typeof inputSchema !== 'object' || Array.isArray(inputSchema))
        return [];
    let facet;
    try {
        facet = canonicalize(inputSchema).root.types.object?.[0];
    }
    catch {
        return [];
    }
    if (!facet)
        return [];
    const raw = inputSchema;
    const kinds = [missingRequired(facet), wrongTypes(facet), extraProperty(facet), outOfBounds(facet, raw)];
    const out = [];
    const seen = new Set();
    for (let round = 0; out.length < max && kinds.some((kind) => round < kind.length); round++) {
        for (const kind of kinds) {
            const candidate = kind[round];
            if (!candidate || out.length >= max)
                continue;
            const key = canonicalJson(candidate.arguments);
            if (seen.has(key))
                continue;
            const violations = (validateAgainst(inputSchema, candidate.arguments) ?? []).filter((v) => !v.startsWith('/: not checked'));
            if (!violations.length)
                continue; // ajv has the last word: not invalid after all, not sent
            seen.add(key);
            out.push({ ...candidate, violations });
        }
    }
    return out;
}
function defined(candidate) {
    return Boolean(candidate);
}
/** Properties in the order worth probing: required ones first, then the rest as declared. */
function propertyOrder(facet) {
    return [...new Set([...facet.required, ...facet.properties.keys()])].filter((name) => facet.properties.has(name));
}
function missingRequired(facet) {
    return facet.required
        .map((name) => {
        const object = objectWith(facet, facet.required.filter((n) => n !== name), 0);
        return object && !Object.hasOwn(object, name) && { keyword: 'required', property: name, arguments: object };
    })
        .filter(defined);
}
/** A value of each JSON type, to send where the schema takes none of that type. */
const OF_TYPE = [
    ['number', 12345],
    ['string', 'not-a-number'],
    ['boolean', true],
    ['array', []],
    ['object', {}],
    ['null', null],
];
function wrongTypes(facet) {
    return propertyOrder(facet)
        .map((name) => {
        const schema = facet.properties.get(name);
        const wrong = OF_TYPE.find(([type, value]) => !schema.types[type]?.length && !accepts(schema, value));
        const object = wrong && withProperty(facet, name, wrong[1]);
        return object && { keyword: 'type', property: name, arguments: object };
    })
        .filter(defined);
}
function extraProperty(facet) {
    const name = freshName(facet);
    if (name === undefined || accepts(facet.additional, 'unexpected') || facet.additional.opaque.length)
        return [];
    const object = withProperty(facet, name, 'unexpected');
    return object ? [{ keyword: 'additionalProperties', property: name, arguments: object }] : [];
}
function outOfBounds(facet, raw) {
    const out = [];
    for (const name of propertyOrder(facet)) {
        const schema = facet.properties.get(name);
        for (const [keyword, value] of boundBreakers(schema, rawProperty(raw, name))) {
            if (accepts(schema, value))
                continue;
            const object = withProperty(facet, name, value);
            if (object) {
                out.push({ keyword, property: name, arguments: object });
                break; // one per property: the next property's turn
            }
        }
    }
    return out;
}
function rawProperty(raw, name) {
    const properties = raw.properties;
    const schema = properties && Object.hasOwn(properties, name) ? properties[name] : undefined;
    return schema !== null && typeof schema === 'object' && !Array.isArray(schema) ? schema : undefined;
}
/** Values just past each bound, or outside each enum, of a property's facets, with the keyword they break. */
function boundBreakers(schema, raw) {
    const out = [];
    const listKeyword = raw && 'const' in raw && !('enum' in raw) ? 'const' : 'enum';
    for (const facet of (schema.types.string ?? [])) {
        if (facet.values)
            out.push([listKeyword, notListed(facet.values.map(String))]);
        if (facet.maxLength !== undefined && facet.maxLength < 10_000)
            out.push(['maxLength', 'a'.repeat(facet.maxLength + 1)]);
        if (facet.minLength > 0)
            out.push(['minLength', 'a'.repeat(facet.minLength - 1)]);
    }
    for (const facet of (schema.types.number ?? [])) {
        if (facet.values)
            out.push([listKeyword, Math.max(...facet.values) + 1]);
        if (facet.max)
            out.push([boundKeyword(facet.max, 'maximum'), facet.max.exclusive ? facet.max.value : facet.max.value + 1]);
        if (facet.min)
            out.push([boundKeyword(facet.min, 'minimum'), facet.min.exclusive ? facet.min.value : facet.min.value - 1]);
    }
    return out;
}
function boundKeyword(bound, inclusive) {
    // As written (`exclusiveMinimum 0`, draft-04's `minimum 0 (exclusive)`), else as the canon holds it.
    const written = bound.written?.match(/^(\w+) /)?.[1];
    if (written && !bound.written.endsWith('(exclusive)'))
        return written;
    if (written)
        return `exclusive${written[0].toUpperCase()}${written.slice(1)}`;
    return bound.exclusive ? `exclusive${inclusive[0].toUpperCase()}${inclusive.slice(1)}` : inclusive;
}
function notListed(values) {
    let text = 'not-an-allowed-value';
    while (values.includes(text))
        text += '-';
    return text;
}

/** Tags each message of a `subscriptions/listen` stream with the id of the request that opened it (2026-07-28). */
const SUBSCRIPTION_ID_META_KEY = 'io.modelcontextprotocol/subscriptionId';
/**
 * The resource-subscription probe, as a client of the server's era subscribes: read, subscribe
 * (handshake era: `resources/subscribe`; 2026-07-28: a `subscriptions/listen` stream), wait for
 * notifications/resources/updated within a deadline, read again, unsubscribe (or end the stream);
 * every step reported. Only when the server declares resources.subscribe (resources: {} does not grant it).
 */
async function probeSubscription(session, capabilities, probe, era = 'handshake') {
    const subject = `resource:${probe.uri}`;
    if (!declares(capabilities, 'resources.subscribe'))
        return info('subscription_probe', subject, 'resources.subscribe is not declared: not probed');
    const steps = [];
    const step = async (name, action) => {
        try {
            await action();
            steps.push({ step: name, ok: true });
            return true;
        }
        catch (error) {
            steps.push({ step: name, ok: false, detail: oneLine(error.message, 200) });
            return false;
        }
    };
    const ok = era === 'stateless' ? await listenProbe(session, probe, step) : await subscribeProbe(session, probe, step);
    const summary = steps.map((s) => `${s.step} ${s.ok ? 'ok' : `failed${s.detail ? ` (${s.detail})` : ''}`}`).join(', ');
    return ok ? passed('subscription_probe', subject, summary, { steps }) : failed('subscription_probe', subject, `resources.subscribe is declared, but ${summary}`, { steps });
}
async function subscribeProbe(session, probe, step) {
    const updated = notified(session, 'notifications/resources/updated', (params) => params?.uri === probe.uri);
    const ok = (await step('resources/read', () => session.request('resources/read', { uri: probe.uri }))) &&
        (await step('resources/subscribe', () => session.request('resources/subscribe', { uri: probe.uri }))) &&
        (await step('notifications/resources/updated', () => withDeadline(updated.heard, probe.timeoutMs))) &&
        (await step('resources/read again', () => session.request('resources/read', { uri: probe.uri })));
    updated.stop();
    if (ok)
        await step('resources/unsubscribe', () => session.request('resources/unsubscribe', { uri: probe.uri }));
    return ok;
}
/**
 * 2026-07-28: `subscriptions/listen` asking for the URI, the acknowledgement and the update on that
 * stream (tagged with the listen request's id, as the revision requires), then the stream ended
 * with notifications/cancelled unless the server ended it with its result.
 */
async function listenProbe(session, probe, step) {
    let id;
    const ours = (params) => isJsonObject(params?._meta) && params._meta[SUBSCRIPTION_ID_META_KEY] === id;
    const acknowledged = notified(session, 'notifications/subscriptions/acknowledged', ours);
    const updated = notified(session, 'notifications/resources/updated', (params) => ours(params) && params?.uri === probe.uri);
    let listening;
    let ended = false;
    const listen = async () => {
        id = session.nextRequestId;
        listening = session.request('subscriptions/listen', { notifications: { resourceSubscriptions: [probe.uri] } });
        void listening.then(() => (ended = true), () => undefined);
        // The stream fails or ends before it acknowledges: that is the step's outcome.
        const refused = listening.then(() => Promise.reject(new Error('the stream ended without notifications/subscriptions/acknowledged')));
        const filter = (await withDeadline(Promise.race([acknowledged.heard, refused]), probe.timeoutMs, 'acknowledgement'))?.notifications;
        const uris = isJsonObject(filter) && Array.isArray(filter.resourceSubscriptions) ? filter.resourceSubscriptions : [];
        if (!uris.includes(probe.uri))
            throw new Error(`the server acknowledged a filter without ${oneLine(probe.uri, 100)}`);
    };
    const ok = (await step('resources/read', () => session.request('resources/read', { uri: probe.uri }))) &&
        (await step('subscriptions/listen', listen)) &&
        (await step('notifications/resources/updated', () => withDeadline(updated.heard, probe.timeoutMs))) &&
        (await step('resources/read again', () => session.request('resources/read', { uri: probe.uri })));
    acknowledged.stop();
    updated.stop();
    if (id === undefined || ended)
        return ok;
    const opened = id;
    if (ok)
        await step('notifications/cancelled', async () => session.endRequest(opened));
    else
        session.endRequest(opened);
    return ok;
}
/** The first notification `method` whose params pass `match`, as a promise; `stop` stops listening. */
function notified(session, method, match) {
    let stop = () => { };
    const heard = new Promise((resolve) => {
        stop = session.onNotification((name, params) => {
            const body = isJsonObject(params) ? params : undefined;
            if (name === method && match(body))
                resolve(body);
        });
    });
    return { heard, stop: () => stop() };
}
function withDeadline(promise, ms, what = 'update') {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
        promise.then((value) => {
            clearTimeout(timer);
            resolve(value);
        }, (error) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
}

/**
 * Reads the resources and gets the prompts the config asks to record, on the live session, and
 * keeps each answer in `recordings`; a JSON-RPC error is failing evidence (`record_failed`). The
 * official clients judge each final answer as it came (`judges`).
 */
async function recordAnswers(session, requests, recordings, judges) {
    const evidence = [];
    const ask = async (subject, method, params, keep) => {
        try {
            const answer = await recordRequest(session, method, params);
            const final = answer.rounds?.at(-1) ?? answer.result;
            if (final.resultType !== 'input_required')
                judges?.judge(method, params, final);
            keep(answer);
        }
        catch (error) {
            evidence.push(failed('record_failed', subject, `${method} failed: ${oneLine(error.message, 300)}`));
        }
    };
    for (const uri of requests.resources)
        await ask(`resource:${uri}`, 'resources/read', { uri }, ({ result }) => recordings.resources.push({ uri, result }));
    for (const { name, arguments: args } of requests.prompts) {
        await ask(`prompt:${name}`, 'prompts/get', { name, arguments: args }, (answer) => recordings.prompts.push({ name, arguments: args, ...answer }));
    }
    return evidence;
}

export { ConnectionLog, discover, evaluateDeprecatedFeatures, evaluateLifecycle, evaluateNegotiationPolicy, probeMatrix, probeSubscription, recordAnswers, runExamples, runNegativeProbes, startDeadline };
