import { resolve } from 'node:path';
import { b as recordedCall, r as readContractText, p as parseContract, c as verifyAllDigests } from './io.js';
import { I as InputError, E as ExitCode } from './errors.js';
import { p as pointerSegment, v as validateAgainst, S as STATELESS_REVISIONS, e as eraOf, L as LISTS, H as HANDSHAKE_REVISIONS, D as DEFAULT_CACHE_SCOPE, n as notChecked } from './validity.js';
import { p as profileEraProblem, u as unmetPrerequisite, r as resolveProfile, F as FAULT_IDS, H as HTTP_FAULTS } from './profiles.js';
import { createHash, randomUUID } from 'node:crypto';
import { o as ownValue, i as isJsonObject, a as setOwn } from './safe-text.js';
import { c as canonicalJson } from './rfc8785.js';
import { P as PROTOCOL_VERSION_META_KEY, C as CLIENT_CAPABILITIES_META_KEY, d as declares, a as CAPABILITY_OF_REQUEST, S as SERVER_INFO_META_KEY, L as LOG_LEVEL_META_KEY, v as validObjectSamples } from './protocol.js';
import { s as samples, c as canonicalize } from './builder.js';
import { createServer } from 'node:http';
import { i as isJsonRpcMessage } from './jsonrpc.js';
import 'node:fs';
import './files.js';
import 'node:fs/promises';
import './ajv.js';
import './_commonjsHelpers.js';
import './ajv2.js';
import 'node:worker_threads';
import './edit-distance.js';
import './known-keys.js';

// The time of `mcp-contract serve`: the real clock, or (--clock virtual) one that starts at 0 and
// moves only when the client under test says so, so that a host tests its deadlines and caches
// against minutes of server time without waiting for them (docs/serve.md).
const realClock = {
    now: () => Date.now(),
    after(ms, fn) {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
    },
};
/** Starts at 0; never sleeps on the real clock: a timer fires when advance() reaches it. */
class VirtualClock {
    current = 0;
    timers = [];
    now() {
        return this.current;
    }
    after(ms, fn) {
        const timer = { at: Math.min(Number.MAX_SAFE_INTEGER, this.current + Math.max(0, ms)), fn };
        // Due now: fired at once (as a zero real timeout would be), not held for the next advance.
        if (timer.at <= this.current) {
            let live = true;
            queueMicrotask(() => live && fn());
            return () => (live = false);
        }
        this.timers.push(timer);
        return () => {
            const index = this.timers.indexOf(timer);
            if (index !== -1)
                this.timers.splice(index, 1);
        };
    }
    /** Whether the clock can move `ms` on and still count exactly: past 2^53 - 1 ms, times round and timers fire out of order. */
    canAdvance(ms) {
        return Number.isSafeInteger(ms) && ms >= 0 && ms <= Number.MAX_SAFE_INTEGER - this.current;
    }
    /** Moves the clock on by `ms`, firing every timer it reaches (earliest first, ties in the order set). */
    advance(ms) {
        if (!this.canAdvance(ms))
            throw new RangeError(`the virtual clock at ${this.current} ms cannot move ${ms} ms on`);
        this.current += ms;
        const due = this.timers.filter((t) => t.at <= this.current).sort((a, b) => a.at - b.at);
        for (const timer of due)
            this.timers.splice(this.timers.indexOf(timer), 1);
        for (const timer of due)
            timer.fn();
        return { fired: due.length, waiting: this.timers.length };
    }
}

// What `mcp-contract serve` accepts from a client and from a contract file: bounds that keep a
// hostile message or file from crashing or stalling it (docs/serve.md, "Limits").
/** The largest request body (HTTP) or line (stdio), in bytes: far beyond any real request. */
const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
/** How deep a message or a contract may nest: deeper, the recursive work on it (ajv, canonical JSON) would overflow the stack. */
const MAX_DEPTH$1 = 512;
/** The longest URI resources/read matches against the templates. */
const MAX_URI_LENGTH = 8_192;
/** The JSON pointer of the first value nested deeper than `max`, if any; iterative, so depth itself cannot overflow it. */
function tooDeep(value, max = MAX_DEPTH$1) {
    const stack = [{ value, pointer: '', depth: 0 }];
    for (let item = stack.pop(); item; item = stack.pop()) {
        if (item.value === null || typeof item.value !== 'object')
            continue;
        if (item.depth >= max)
            return item.pointer || '/';
        const entries = Array.isArray(item.value) ? item.value.map((child, index) => [String(index), child]) : Object.entries(item.value);
        for (const [key, child] of entries)
            stack.push({ value: child, pointer: `${item.pointer}/${pointerSegment(key)}`, depth: item.depth + 1 });
    }
    return undefined;
}
/**
 * Whether `uri` matches an RFC 6570 template's literal parts in order (each expression matches
 * anything): leftmost occurrence of each part, which decides a `*`-glob exactly, in linear time
 * (a backtracking regular expression took seconds on a long URI).
 */
function matchesTemplate(template, uri) {
    if (uri.length > MAX_URI_LENGTH)
        return false;
    const parts = template.split(/\{[^}]*\}/);
    if (parts.length === 1)
        return template === uri;
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (!uri.startsWith(first) || uri.length < first.length + last.length || !uri.endsWith(last))
        return false;
    let at = first.length;
    const end = uri.length - last.length;
    for (const part of parts.slice(1, -1)) {
        const found = uri.indexOf(part, at);
        if (found === -1 || found + part.length > end)
            return false;
        at = found + part.length;
    }
    return true;
}

// Which recorded call `serve` replays for the arguments a client sent: pure data in and out.
/**
 * The recorded call to answer `args` with, given the tool's (or prompt's) input schema.
 *
 * - `exact`: a call whose arguments are `args` (canonical JSON, RFC 8785).
 * - `closest` otherwise: the call that agrees most with `args` *as the schema sees them*. Only the
 *   properties the schema declares (`properties`, nested objects recursively, local `#/...` refs
 *   followed) count: the server ignores the others. A declared property held by both sides scores
 *   2 when equal (canonical JSON), 1 when of the same JSON type but different, 0 otherwise; when
 *   both hold an object and its schema declares properties, it scores 1 plus those properties'
 *   scores. A declared property held by one side only scores 0 and counts as a lone property.
 *   Ties go to the fewer lone properties, then to the first in the list (recorded calls are
 *   sorted by canonical arguments): the same arguments always pick the same call.
 * - A call scoring 0 is still chosen (any recorded answer beats a generated one); with no calls,
 *   undefined. Arguments that are not an object have no properties. Remote refs are never
 *   followed; schemas nested deeper than {@link MAX_DEPTH} levels count as opaque.
 *
 * The caller decides whether `args` deserve a closest answer (serve: only valid arguments).
 */
function closestRecordedCall(calls, args, inputSchema) {
    if (!calls?.length)
        return undefined;
    const text = canonicalJson(args ?? {});
    const exact = calls.find((call) => canonicalJson(call.arguments) === text);
    if (exact)
        return { call: exact, match: 'exact' };
    const declared = declaredProperties(inputSchema, inputSchema, 0);
    let best;
    for (const call of calls) {
        const agreement = agreementOf(inputSchema, declared, args, call.arguments, 0);
        if (!best || agreement.score > best.score || (agreement.score === best.score && agreement.lone < best.lone))
            best = { ...agreement, call };
    }
    return { call: best.call, match: 'closest' };
}
/** Deeper schemas (or longer `$ref` chains, a cycle included) are not walked: their properties count as opaque. */
const MAX_DEPTH = 32;
/** How two argument objects agree on the `declared` properties (their schemas inside `root`). */
function agreementOf(root, declared, given, recorded, depth) {
    const total = { score: 0, lone: 0 };
    if (!declared || !isJsonObject(given) || !isJsonObject(recorded))
        return total;
    for (const key of Object.keys(declared)) {
        const held = Number(Object.hasOwn(given, key)) + Number(Object.hasOwn(recorded, key));
        if (held === 1)
            total.lone++;
        if (held < 2)
            continue;
        const part = propertyAgreement(root, ownValue(declared, key), given[key], recorded[key], depth + 1);
        total.score += part.score;
        total.lone += part.lone;
    }
    return total;
}
/** One property both sides hold: an object whose schema declares properties is compared inside, anything else as a leaf. */
function propertyAgreement(root, schema, given, recorded, depth) {
    const declared = isJsonObject(given) && isJsonObject(recorded) ? declaredProperties(root, schema, depth) : undefined;
    if (declared) {
        const inner = agreementOf(root, declared, given, recorded, depth);
        return { score: 1 + inner.score, lone: inner.lone };
    }
    if (canonicalJson(given) === canonicalJson(recorded))
        return { score: 2, lone: 0 };
    return { score: jsonType(given) === jsonType(recorded) ? 1 : 0, lone: 0 };
}
/** The `properties` a schema declares (a local `$ref` followed), or undefined: a boolean schema, none declared, too deep. */
function declaredProperties(root, schema, depth) {
    let node = schema;
    for (let hops = depth; hops <= MAX_DEPTH; hops++) {
        if (!isJsonObject(node))
            return undefined;
        const properties = ownValue(node, 'properties');
        if (isJsonObject(properties))
            return properties;
        const ref = ownValue(node, '$ref');
        if (typeof ref !== 'string')
            return undefined;
        node = localTarget(root, ref);
    }
    return undefined;
}
/** The subschema a `#/...` reference points at in the same document (own properties only); anything else is opaque. */
function localTarget(root, ref) {
    if (!ref.startsWith('#/'))
        return undefined;
    let node = root;
    for (const segment of ref.slice(2).split('/')) {
        const key = decodedSegment(segment);
        if (key === undefined || !isJsonObject(node) || !Object.hasOwn(node, key))
            return undefined;
        node = node[key];
    }
    return node;
}
/** An RFC 6901 segment of a URI fragment, decoded; undefined when its percent-encoding is broken. */
function decodedSegment(segment) {
    try {
        return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
    }
    catch {
        return undefined;
    }
}
function jsonType(value) {
    if (value === null)
        return 'null';
    return Array.isArray(value) ? 'array' : typeof value;
}
/** Recorded argument values shorter than this are never substituted: "a" would match inside any word. */
const MIN_SUBSTITUTED_LENGTH = 4;
/** Keys whose string values are protocol words (a content type, a log level, a method), never an echo of an argument. */
const PROTOCOL_KEYS = new Set(['type', 'mimeType', 'level', 'kind', 'method', 'resultType', 'requestState', 'role', 'stopReason', 'action', 'progressToken', 'uri']);
/** How many characters substitution may add to one answer: past it, the recorded answer is replayed as it was. */
const MAX_GROWTH = 1_000_000;
/**
 * A closest call made to answer `args`: where a top-level string argument the call was recorded
 * with appears in its answer's text (the result, the rounds, what was said meanwhile), the
 * caller's value for the same argument stands in its place, as a server echoing its arguments
 * would have said it. Only values of at least {@link MIN_SUBSTITUTED_LENGTH} characters are
 * replaced, all in one pass (a replacement is never replaced again), never in a protocol word
 * ({@link PROTOCOL_KEYS}), and not at all when the answer would grow past {@link MAX_GROWTH}
 * (counted before any string is built). A result whose `structuredContent` (the tool's own
 * data) would then fail `outputSchema` is kept as recorded, its text with it.
 */
function withArgumentsOf(call, args, outputSchema) {
    const replacement = new Map();
    for (const key of Object.keys(call.arguments)) {
        const recorded = ownValue(call.arguments, key);
        const given = isJsonObject(args) ? ownValue(args, key) : undefined;
        if (typeof recorded === 'string' && typeof given === 'string' && recorded !== given && recorded.length >= MIN_SUBSTITUTED_LENGTH && !replacement.has(recorded))
            replacement.set(recorded, given);
    }
    if (!replacement.size)
        return call;
    const longestFirst = [...replacement.keys()].sort((a, b) => b.length - a.length);
    const substitution = {
        pattern: new RegExp(longestFirst.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g'),
        replacement,
        outputSchema,
        growth: 0,
    };
    try {
        const { arguments: recordedArguments, ...answer } = call;
        return { arguments: recordedArguments, ...substituted(substitution, answer) };
    }
    catch (error) {
        if (error instanceof TooLong)
            return call;
        throw error;
    }
}
function substituted(s, value, key) {
    if (typeof value === 'string')
        return key !== undefined && PROTOCOL_KEYS.has(key) ? value : substitutedText(s, value);
    if (Array.isArray(value))
        return value.map((item) => substituted(s, item));
    if (!isJsonObject(value))
        return value;
    const before = s.growth;
    const out = {};
    for (const name of Object.keys(value))
        setOwn(out, name, substituted(s, value[name], name));
    if (!Object.hasOwn(value, 'structuredContent') || s.outputSchema === undefined || !breaksSchema(s.outputSchema, value.structuredContent, out.structuredContent))
        return out;
    s.growth = before;
    return value;
}
/** Did substitution change structuredContent into a value its outputSchema does not hold valid (not checked counts as not valid)? */
function breaksSchema(schema, recorded, now) {
    return canonicalJson(recorded ?? null) !== canonicalJson(now ?? null) && validateAgainst(schema, now)?.length !== 0;
}
/** The text with every recorded value replaced; its growth is summed over the matches first, so an answer past the bound is never built. */
function substitutedText(s, text) {
    let added = 0;
    for (const [found] of text.matchAll(s.pattern)) {
        added += s.replacement.get(found).length - found.length;
        if (s.growth + added > MAX_GROWTH)
            throw new TooLong();
    }
    s.growth += added;
    return text.replace(s.pattern, (found) => s.replacement.get(found));
}
class TooLong extends Error {
}

const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
/** The spec's HeaderMismatch: a protocol header disagrees with the body. */
const HEADER_MISMATCH = -32020;
/** The spec's UnsupportedProtocolVersion, with data { supported, requested }. */
const UNSUPPORTED_VERSION = -32022;
/** Methods the 2026-07-28 revision removed: answered 404 with -32601, as the transports page says of any method not implemented. */
const REMOVED_METHODS = ['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe'];
/** A refusal: its JSON-RPC error, and the HTTP status the Streamable HTTP transport gives it (200 unless the spec says otherwise). */
class RpcFault extends Error {
    code;
    status;
    data;
    constructor(code, message, status = 200, data) {
        super(message);
        this.code = code;
        this.status = status;
        this.data = data;
    }
}
const header = (context, name) => {
    const value = context.headers?.[name];
    return Array.isArray(value) ? value[0] : value;
};
/**
 * Whether a request speaks the stateless era: its `_meta` names a revision, its
 * MCP-Protocol-Version header is a stateless one, or it comes over HTTP outside a handshake session
 * to a stateless-era contract. Anything else is a handshake-era session and answered as before.
 */
function isStatelessRequest(method, params, context, contractEra) {
    const meta = params._meta;
    if (meta !== null && typeof meta === 'object' && Object.hasOwn(meta, PROTOCOL_VERSION_META_KEY))
        return true;
    const version = header(context, 'mcp-protocol-version');
    if (version !== undefined)
        return STATELESS_REVISIONS.includes(version);
    return context.headers !== undefined && contractEra === 'stateless' && method !== 'initialize' && header(context, 'mcp-session-id') === undefined;
}
/** The request's revision once its `_meta` and headers pass the checks, or the refusal the spec prescribes. */
function checkStatelessRequest(method, params, context, supported) {
    // A server that serves no stateless revision is a handshake server: it knows no request versioned in _meta, and a client falls back to initialize.
    if (!supported.length)
        throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method.slice(0, 80)} (this server speaks the handshake era: initialize first)`, 404);
    if (REMOVED_METHODS.includes(method))
        throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method} (removed in the stateless era)`, 404);
    const meta = params._meta;
    if (meta === null || typeof meta !== 'object' || Array.isArray(meta))
        throw new RpcFault(INVALID_PARAMS, 'Invalid params: _meta is required in the stateless era', 400);
    const version = meta[PROTOCOL_VERSION_META_KEY];
    if (typeof version !== 'string')
        throw new RpcFault(INVALID_PARAMS, `Invalid params: _meta["${PROTOCOL_VERSION_META_KEY}"] must be a string`, 400);
    const capabilities = meta[CLIENT_CAPABILITIES_META_KEY];
    if (capabilities === null || typeof capabilities !== 'object' || Array.isArray(capabilities))
        throw new RpcFault(INVALID_PARAMS, `Invalid params: _meta["${CLIENT_CAPABILITIES_META_KEY}"] must be an object`, 400);
    if (context.headers)
        checkHeaders(method, params, version, context);
    if (!supported.includes(version))
        throw new RpcFault(UNSUPPORTED_VERSION, `Unsupported protocol version: ${version.slice(0, 40)}`, 400, { supported: [...supported], requested: version });
    return version;
}
/** The standard headers over HTTP (SEP-2243): each must be there and say what the body says. */
function checkHeaders(method, params, version, context) {
    mismatch(header(context, 'mcp-protocol-version'), version, 'MCP-Protocol-Version', false);
    mismatch(header(context, 'mcp-method'), method, 'Mcp-Method', true);
    const named = NAMED_BY.get(method);
    if (named)
        mismatch(header(context, 'mcp-name'), typeof params[named] === 'string' ? params[named] : '', 'Mcp-Name', true);
}
/** The methods whose target the Mcp-Name header repeats, and the parameter it repeats. */
const NAMED_BY = new Map([
    ['tools/call', 'name'],
    ['prompts/get', 'name'],
    ['resources/read', 'uri'],
]);
function mismatch(sent, body, name, required) {
    if (sent === undefined && required)
        throw new RpcFault(HEADER_MISMATCH, `Header mismatch: the ${name} header is missing`, 400);
    if (sent !== undefined && sent !== body)
        throw new RpcFault(HEADER_MISMATCH, `Header mismatch: ${name} does not match the request body`, 400);
}
/**
 * Every stateless-era result says it is complete (unless it is input_required, or a fault profile
 * said otherwise); a cacheable one carries its caching hints when it has a scope (./server.ts
 * cacheScopeOf: in the stateless era always, in the handshake era where the real server gave one).
 */
function withResultEnvelope(result, stateless, cacheScope, ttlMs) {
    const typed = !stateless || Object.hasOwn(result, 'resultType') ? result : { ...result, resultType: 'complete' };
    return cacheScope === undefined ? typed : { ...typed, ttlMs, cacheScope };
}

const LISTEN = 'subscriptions/listen';
const SUBSCRIPTION_ID_META_KEY = 'io.modelcontextprotocol/subscriptionId';
/** Each list-change field of the filter, the capability that must be declared for it, and the notification it asks for. */
const LIST_CHANGES = [
    { field: 'toolsListChanged', capability: 'tools.listChanged', method: 'notifications/tools/list_changed' },
    { field: 'promptsListChanged', capability: 'prompts.listChanged', method: 'notifications/prompts/list_changed' },
    { field: 'resourcesListChanged', capability: 'resources.listChanged', method: 'notifications/resources/list_changed' },
];
/**
 * The part of the requested filter this contract can honour: a list-change field when its
 * `listChanged` is declared, `resourceSubscriptions` when `resources.subscribe` is. A filter
 * that is not an object of the spec's field types is -32602.
 */
function honouredFilter(requested, capabilities) {
    if (requested === null || typeof requested !== 'object' || Array.isArray(requested))
        throw new RpcFault(INVALID_PARAMS, 'Invalid params: notifications (the subscription filter) must be an object');
    const filter = requested;
    const honoured = {};
    for (const { field, capability } of LIST_CHANGES) {
        if (filter[field] !== undefined && typeof filter[field] !== 'boolean')
            throw new RpcFault(INVALID_PARAMS, `Invalid params: notifications.${field} must be a boolean`);
        if (filter[field] === true && declares(capabilities, capability))
            honoured[field] = true;
    }
    const uris = filter.resourceSubscriptions;
    if (uris !== undefined && (!Array.isArray(uris) || !uris.every((uri) => typeof uri === 'string')))
        throw new RpcFault(INVALID_PARAMS, 'Invalid params: notifications.resourceSubscriptions must be an array of URIs');
    if (uris?.length && declares(capabilities, 'resources.subscribe'))
        honoured.resourceSubscriptions = [...new Set(uris)];
    return honoured;
}
/** The open listen streams of one server, by the id of the request that opened each. */
class Subscriptions {
    contract;
    open = new Map();
    constructor(contract) {
        this.contract = contract;
    }
    /**
     * Opens a stream: the acknowledgement first, then (the contract's resources never change) one
     * `notifications/resources/updated` per subscribed URI, as `resources/subscribe` gets in the
     * handshake era. Resolves with the result to end it with, or undefined when the client ended it.
     */
    listen(id, params, send, closed) {
        const honoured = honouredFilter(params.notifications, this.contract.capabilities);
        const tagged = (method, rest = {}) => send({ jsonrpc: '2.0', method, params: { ...rest, _meta: { [SUBSCRIPTION_ID_META_KEY]: id } } });
        tagged('notifications/subscriptions/acknowledged', { notifications: honoured });
        for (const uri of (honoured.resourceSubscriptions ?? []))
            tagged('notifications/resources/updated', { uri });
        const ended = { resultType: 'complete', _meta: { [SUBSCRIPTION_ID_META_KEY]: id } };
        if (!LIST_CHANGES.some(({ field }) => honoured[field] === true))
            return Promise.resolve(ended);
        return new Promise((resolve) => {
            const end = () => {
                this.open.delete(id);
                resolve(undefined);
            };
            if (closed?.aborted)
                return end();
            closed?.addEventListener('abort', end, { once: true });
            this.open.set(id, { filter: honoured, send: (message) => tagged(String(message.method), message.params), end });
        });
    }
    /** A list changed: every stream that asked for it is told, tagged with its id; no other is. */
    listChanged(list) {
        const change = LIST_CHANGES.find((c) => c.capability.startsWith(`${list}.`));
        for (const stream of this.open.values())
            if (stream.filter[change.field] === true)
                stream.send({ jsonrpc: '2.0', method: change.method });
    }
    /** Whether `requestId` is an open stream's; if so the client cancelled it, and it ends without a result. */
    cancel(requestId) {
        const stream = requestId === undefined ? undefined : this.open.get(requestId);
        stream?.end();
        return stream !== undefined;
    }
    /** The transport ends (stdin closed): every stream with it, nobody left to tell. */
    endAll() {
        for (const stream of [...this.open.values()])
            stream.end();
    }
}

/** The syslog levels of notifications/message, least severe first. */
const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
function isLogLevel(value) {
    return typeof value === 'string' && LOG_LEVELS.includes(value);
}
/**
 * Real time between the last message said during a call and its answer. A client reading both in
 * one chunk may settle the call before it handles the notifications (the official SDK runs its
 * notification handlers a tick later, and drops progress for a call already answered); the real
 * server's messages were apart in time, and so are these.
 */
const PACE_MS = 20;
/** Sends what the server sent during the recorded call, in order, as far as this caller may get it. */
async function replayDuring(messages, caller) {
    // A client that let one request go unanswered is not asked again in this call: one wait, not one per request.
    let answering = true;
    for (const { kind, method, params } of messages) {
        if (caller.cancelled.aborted)
            return;
        if (kind === 'request') {
            const capability = CAPABILITY_OF_REQUEST.get(method);
            if (answering && !caller.stateless && capability && declares(caller.clientCapabilities, capability))
                answering = await caller.ask(method, params);
        }
        else if (method === 'notifications/progress') {
            if (caller.progressToken !== undefined)
                caller.notify(method, { ...params, progressToken: caller.progressToken });
        }
        else if (method !== 'notifications/message' || logged(params.level, caller))
            caller.notify(method, params);
    }
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
}
/** Whether a message at `level` goes to this caller: none below its level, none at a level no one knows. */
function logged(level, { stateless, logLevel }) {
    if (logLevel === undefined)
        return !stateless;
    if (!isLogLevel(logLevel))
        return false;
    return isLogLevel(level) ? LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(logLevel) : true;
}
/**
 * The answer to this request: the recorded result, or, when the request answers an input_required
 * result (`inputResponses`), the next recorded round: the one after the answer whose requestState
 * the client sent back (after the first without one, when it sent none). A requestState this server
 * never issued is refused, as a server refuses state that fails its integrity check; responses
 * missing for some input request get the same input_required answer again.
 */
function roundAnswer(call, params, clientCapabilities) {
    const answers = [call.result, ...(call.rounds ?? [])];
    if (!Object.hasOwn(params, 'inputResponses'))
        return offered(answers[0], clientCapabilities);
    const responses = params.inputResponses;
    if (!isJsonObject(responses))
        throw new RpcFault(INVALID_PARAMS, 'Invalid params: inputResponses must be an object');
    for (const [key, value] of Object.entries(responses)) {
        if (!isJsonObject(value))
            throw new RpcFault(INVALID_PARAMS, `Invalid params: inputResponses[${JSON.stringify(key.slice(0, 80))}] must be an object`);
    }
    const state = params.requestState;
    if (state !== undefined && typeof state !== 'string')
        throw new RpcFault(INVALID_PARAMS, 'Invalid params: requestState must be a string');
    // The answers the client may be answering: input_required, with the state it sent back, a round after them.
    const candidates = answers.flatMap((answer, i) => (i < answers.length - 1 && answer.resultType === 'input_required' && answer.requestState === state ? [i] : []));
    if (!candidates.length) {
        const reason = state === undefined ? 'requestState is missing' : 'requestState is not one this server issued (integrity check failed)';
        throw new RpcFault(INVALID_PARAMS, `Invalid params: ${reason}`);
    }
    // A server may issue one state twice: the latest of them the responses answer in full goes on (no loop back), else the first is asked again.
    const answeredInFull = candidates.filter((i) => Object.keys(requestsOf(offered(answers[i], clientCapabilities))).every((key) => Object.hasOwn(responses, key)));
    return answeredInFull.length ? offered(answers[answeredInFull.at(-1) + 1], clientCapabilities) : offered(answers[candidates[0]], clientCapabilities);
}
function requestsOf(answer) {
    return isJsonObject(answer.inputRequests) ? answer.inputRequests : {};
}
/** An input_required answer asks only for what the client declared it can give (sampling, elicitation, roots). */
function offered(answer, clientCapabilities) {
    if (answer.resultType !== 'input_required' || !isJsonObject(answer.inputRequests))
        return answer;
    const inputRequests = {};
    for (const key of Object.keys(answer.inputRequests)) {
        const request = ownValue(answer.inputRequests, key);
        const capability = isJsonObject(request) && typeof request.method === 'string' ? CAPABILITY_OF_REQUEST.get(request.method) : undefined;
        if (!capability || declares(clientCapabilities, capability))
            setOwn(inputRequests, key, request);
    }
    return { ...answer, inputRequests };
}

// The answers serve builds from a contract: replay marks, error results, cursors, the schemas of
// prompts and values that break a schema. Pure helpers of ./server.ts.
/**
 * What a replayed answer is, in its `_meta` (docs/serve.md): the answer recorded for these
 * arguments, the closest recorded one, or one serve made (generated, or its own isError).
 */
const REPLAY_META_KEY = 'io.github.mcp-contract-gate/replay';
function marked(answer, kind) {
    const mark = (result) => ({ ...result, _meta: { ...(isJsonObject(result._meta) ? result._meta : {}), [REPLAY_META_KEY]: kind } });
    return answer instanceof Promise ? answer.then(mark) : mark(answer);
}
/** --replay exact: arguments no call was recorded with are refused, naming the closest recorded ones (a test fixes its arguments, or records them). */
function notRecorded(subject, calls, args, schema) {
    const closest = closestRecordedCall(calls, args, schema);
    const named = closest ? `; the closest recorded arguments are ${truncated(canonicalJson(closest.call.arguments), 300)}` : `; ${subject} has no recorded calls`;
    return new RpcFault(INVALID_PARAMS, `Invalid params: no recorded call of ${subject.slice(0, 200)} with these arguments (serve --replay exact)${named}`);
}
function truncated(text, max) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}
/** The input schema a prompt's argument list stands for: each named argument a string property. */
function promptSchema(prompt) {
    const properties = {};
    for (const argument of Array.isArray(prompt.arguments) ? prompt.arguments : []) {
        if (isJsonObject(argument) && typeof argument.name === 'string')
            setOwn(properties, argument.name, { type: 'string' });
    }
    return { type: 'object', properties };
}
/** A value that violates the schema, found by breaking a valid one: a required property dropped, a property of the wrong type, an extra property, or not an object. */
function invalidFor(schema) {
    const base = samples(canonicalize(schema).root).next().value;
    const candidates = [];
    if (isJsonObject(base)) {
        for (const key of Object.keys(base)) {
            const { [key]: _dropped, ...rest } = base;
            candidates.push(rest);
        }
        for (const key of Object.keys(base))
            candidates.push({ ...base, [key]: typeof base[key] === 'string' ? 12345 : 'not the declared type' });
        candidates.push({ ...base, '@invalid-structured-content': true });
    }
    candidates.push({}, { '@invalid-structured-content': true }, 'invalid structured content', null);
    return candidates.find((value) => (validateAgainst(schema, value)?.length ?? 0) > 0) ?? 'invalid structured content';
}
/** A parameter that must be a string: anything else (an object whose toString is not a function, say) is -32602. */
function stringParam(params, key) {
    const value = params[key];
    if (typeof value !== 'string')
        throw new RpcFault(INVALID_PARAMS, `Invalid params: ${key} must be a string`);
    return value;
}
/** Whether a mime type's content is text (served as `text`) rather than bytes (`blob`). */
function isTextual(mimeType) {
    const type = mimeType.split(';')[0].trim().toLowerCase();
    return type.startsWith('text/') || /[/+](json|xml|yaml|javascript|x-sh|sql|graphql|csv)$/.test(type) || type === 'application/x-www-form-urlencoded';
}
function errorResult(text) {
    return { content: [{ type: 'text', text }], isError: true };
}
/** Opaque to the client: the list and the offset, base64url. */
function encodeCursor(method, offset) {
    return Buffer.from(JSON.stringify({ m: method, o: offset })).toString('base64url');
}
function decodeCursor(cursor, method) {
    if (typeof cursor !== 'string')
        return undefined;
    try {
        const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
        return value.m === method && Number.isInteger(value.o) && value.o >= 0 ? value.o : undefined;
    }
    catch {
        return undefined;
    }
}

// A deterministic MCP server made from a contract file: the contract's serverInfo, capabilities,
// instructions and entities, in the protocol era the contract recorded, lists paged with opaque
// cursors, tools answering with structuredContent generated from their outputSchema (seeded), or
// with the answer the contract recorded for the same arguments, else for the closest valid ones
// (src/contract/closest-call.ts; resources and prompts likewise).
// Transport-free: `handle` takes one JSON-RPC message and sends what the server says (./transports.ts).
/** JSON-RPC error codes (more in ./stateless.ts). */
const INTERNAL_ERROR = -32603;
/** The handshake era's resource-not-found; the stateless era says -32602 with data.uri. */
const RESOURCE_NOT_FOUND = -32002;
/** The HTTP status of an answer, when not 200 (the stateless era's refusals): for ./transports.ts. */
const STATUS = new WeakMap();
const httpStatusOf = (message) => STATUS.get(message) ?? 200;
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
const CAPABILITY_OF_METHOD = new Map([
    ...LISTS.map((l) => [l.method, l.capability]),
    ['tools/call', 'tools'],
    ['resources/read', 'resources'],
    ['resources/subscribe', 'resources.subscribe'],
    ['resources/unsubscribe', 'resources.subscribe'],
    ['prompts/get', 'prompts'],
    ['logging/setLevel', 'logging'],
    // A recording could show a server answering it undeclared; the gate records no completion answers, so none does.
    ['completion/complete', 'completions'],
]);
class ContractServer {
    contract;
    options;
    structured = new Map();
    /** late-after-cancel: held-back answers, by request id, each woken by its notifications/cancelled. */
    held = new Map();
    /** undeclared-elicitation: the ids of the server's own requests. */
    elicitations = 0;
    /** silent-list-change: when each list was first asked for, on the server's clock. */
    firstAsked = new Map();
    /** The open subscriptions/listen streams (stateless era). */
    subscriptions;
    /** Handshake era, by session. */
    sessions = new Map();
    /** The requests being answered, by session and id: a cancellation stops its replay. */
    replays = new Map();
    /** Replayed requests of the server's awaiting the client's answer: by id, with the session that may answer. */
    asked = new Map();
    asks = 0;
    /** rug-pull: tools/call requests answered so far. */
    calls = 0;
    /** The tools' recorded calls: the contract's, --then's once the rug is pulled. */
    recordedTools;
    constructor(
    /** What is served: the contract, its tools replaced by --then's once rug-pull pulls. */
    contract, options) {
        this.contract = contract;
        this.options = options;
        this.subscriptions = new Subscriptions(contract);
        this.recordedTools = contract.recorded?.tools;
    }
    /** One incoming message; whatever the server says goes through `send` (answers after a request's work). */
    async handle(message, send, context = {}) {
        const { id, method } = message;
        if (method === 'notifications/cancelled')
            this.cancelled(message.params?.requestId, context.session);
        if (method === ADVANCE_CLOCK)
            this.advanceClock(message.params);
        if (method === undefined && id !== undefined)
            this.answered(id, context.session);
        if (method === 'notifications/initialized')
            this.initialized(send, context);
        if (typeof method !== 'string' || id === undefined)
            return; // notifications, and answers to requests we send (elicitation/create) or never send
        const params = (message.params ?? {});
        const stateless = isStatelessRequest(method, params, context, this.contract.protocol.era);
        if (stateless && method === LISTEN)
            return this.listen(id, params, send, context);
        // The server's profiles, and those the request named (Mcp-Contract-Serve-Fault, over HTTP).
        const faults = context.faults ?? this.options.faults;
        let answer;
        // A replay takes time: the client may cancel it (notifications/cancelled), and is then told nothing more.
        const replay = new AbortController();
        try {
            if (stateless)
                checkStatelessRequest(method, params, context, this.statelessRevisions());
            // Awaited only when it is a promise (a replay that says something first): a plain answer is
            // made before the next message is handled, so a virtual clock's timers are set in order.
            const pending = this.answer(method, params, send, stateless, faults, { session: context.session, cancelled: replay.signal });
            const result = pending instanceof Promise ? await this.cancellable(pending, JSON.stringify([context.session ?? null, id]), replay) : pending;
            answer = { jsonrpc: '2.0', id, result: withResultEnvelope(result, stateless, this.cacheScopeOf(method, stateless), this.options.ttlMs) };
        }
        catch (error) {
            answer = this.refusal(id, method, error, stateless);
        }
        if (replay.signal.aborted && !faults.has('late-after-cancel@1'))
            return;
        if (faults.has('slow@1'))
            await new Promise((wake) => this.options.clock.after(this.options.delayMs, wake));
        if (faults.has('late-after-cancel@1') && !ANSWERED_AT_ONCE.includes(method))
            await this.holdUntilCancelled(id);
        if (faults.has('wrong-id@1') && !ANSWERED_AT_ONCE.includes(method))
            answer = { ...answer, id: WRONG_ID };
        send(answer);
        if (method === 'tools/call' && faults.has('rug-pull@1'))
            this.rugPull(send, stateless);
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
    initialized(send, { session, headers }) {
        if (headers === undefined)
            return void this.connected(send, session, new AbortController().signal);
        const opened = this.sessions.get(session);
        if (!opened)
            return;
        opened.initialized = true;
        this.sayConnection(opened, session);
    }
    /** Whether the recording has anything to say outside a request: only then is there a GET stream to open (./transports.ts). */
    get saysOutsideRequests() {
        return Boolean(this.contract.recorded?.connection?.length);
    }
    /** A handshake session's GET stream (HTTP), open until `closed`. */
    openStream(session, send, closed) {
        const opened = this.sessions.get(session);
        if (!opened)
            return;
        const stream = { send, closed };
        opened.stream = stream;
        const gone = () => {
            if (opened.stream === stream)
                delete opened.stream;
        };
        closed.addEventListener('abort', gone, { once: true });
        this.sayConnection(opened, session);
    }
    /** The connection's messages on a session's GET stream, once: when it is open and the client has initialized. */
    sayConnection(opened, session) {
        if (!opened.initialized || !opened.stream || opened.connectionSaid)
            return;
        opened.connectionSaid = true;
        void this.connected(opened.stream.send, session, opened.stream.closed);
    }
    async connected(send, session, cancelled) {
        const messages = this.contract.recorded?.connection;
        if (!messages?.length)
            return;
        await replayDuring(messages, this.caller({}, send, false, { session, cancelled }));
    }
    /** A replay, findable by its session and request id while it runs (only then can a cancellation reach it). */
    async cancellable(pending, running, replay) {
        this.replays.set(running, replay);
        try {
            return await pending;
        }
        finally {
            this.replays.delete(running);
        }
    }
    /** rug-pull: at the --then-after'th call the tools become --then's, and who listens is told. */
    rugPull(send, stateless) {
        const { then, thenAfter, log } = this.options;
        if (!then || ++this.calls !== thenAfter)
            return;
        this.contract = { ...this.contract, tools: then.tools };
        this.recordedTools = then.recorded?.tools;
        log?.(`rug-pull: after ${thenAfter} tools/call, the tools are now --then's (${Object.keys(then.tools).length})`);
        if (stateless)
            this.subscriptions.listChanged('tools');
        else
            send({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
    }
    /** A subscriptions/listen stream, to its end: the result when the server ends it, nothing when the client did. */
    async listen(id, params, send, context) {
        let ended;
        try {
            checkStatelessRequest(LISTEN, params, context, this.statelessRevisions());
            ended = await this.subscriptions.listen(id, params, send, context.closed);
        }
        catch (error) {
            return send(this.refusal(id, LISTEN, error, true));
        }
        if (ended)
            send({ jsonrpc: '2.0', id, result: ended });
    }
    /** The error answer to a request, with the HTTP status the stateless era gives it. */
    refusal(id, method, error, stateless) {
        const answer = { jsonrpc: '2.0', id, error: this.fault(method, error) };
        const status = error instanceof RpcFault ? (stateless && error.code === METHOD_NOT_FOUND ? 404 : error.status) : 200;
        if (status !== 200)
            STATUS.set(answer, status);
        return answer;
    }
    /** A refusal as its JSON-RPC error; anything else is this server's own failure, said as -32603 and on stderr, never a crash. */
    fault(method, error) {
        if (error instanceof RpcFault)
            return { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) };
        this.options.log?.(`${method.slice(0, 80)}: internal error: ${String(error?.message ?? error).slice(0, 200)}`);
        return { code: INTERNAL_ERROR, message: `Internal error while answering ${method.slice(0, 80)}` };
    }
    /** Until the client cancels request `id` (notifications/cancelled) or --delay-ms pass, whichever comes first. */
    holdUntilCancelled(id) {
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
    cancelled(requestId, session) {
        if (this.subscriptions.cancel(requestId))
            return;
        this.replays.get(JSON.stringify([session ?? null, requestId ?? null]))?.abort();
        const release = this.held.get(requestId ?? '');
        if (!release)
            return;
        this.options.log?.(`notifications/cancelled for request ${JSON.stringify(requestId).slice(0, 80)}: its held answer is sent now (late-after-cancel)`);
        release();
    }
    /** The client moves a virtual clock on; the real clock is nobody's to move, so there it is ignored. */
    advanceClock(params) {
        const { clock, log } = this.options;
        if (!(clock instanceof VirtualClock))
            return;
        const ms = params?.ms;
        if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0)
            return log?.(`${ADVANCE_CLOCK} ignored: "ms" must be a non-negative integer`);
        if (!clock.canAdvance(ms))
            return log?.(`${ADVANCE_CLOCK} ignored: the clock at ${clock.now()} ms cannot move ${ms} ms on (past 2^53 - 1 ms)`);
        const { fired, waiting } = clock.advance(ms);
        log?.(`virtual clock at ${clock.now()} ms: ${fired} answer${fired === 1 ? '' : 's'} due, ${waiting} waiting`);
    }
    /** silent-list-change: the list as it is now, before or after its change (no list_changed says so). */
    listChanged(method) {
        const now = this.options.clock.now();
        const first = this.firstAsked.get(method);
        if (first === undefined)
            this.firstAsked.set(method, now);
        return first !== undefined && now >= first + this.options.changeAfterMs;
    }
    answer(method, params, send, stateless, faults, request) {
        const { session } = request;
        const needed = CAPABILITY_OF_METHOD.get(method);
        // A server built on the official SDK has no handler for a capability it did not declare.
        if (needed && !declares(this.contract.capabilities, needed))
            throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method} (the server does not declare ${needed})`);
        const caller = () => this.caller(params, send, stateless, request);
        switch (method) {
            case 'initialize':
                this.sessions.set(session, { capabilities: isJsonObject(params.capabilities) ? params.capabilities : {} });
                return this.initialize(params);
            case 'server/discover':
                return this.discover();
            case 'logging/setLevel':
                if (!isLogLevel(params.level))
                    throw new RpcFault(INVALID_PARAMS, `Invalid params: level must be one of ${LOG_LEVELS.join(', ')}`);
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
        if (!spec || this.contract.unsupportedLists?.includes(method))
            throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method.slice(0, 80)}`);
        return this.page(spec, params.cursor, send, faults);
    }
    /**
     * The handshake era's answer: the recorded revision, or what the contract's protocol matrix
     * says the server answered to the proposed one. A stateless-era contract answers initialize
     * only for revisions its matrix accepted.
     */
    initialize(params) {
        const proposed = typeof params.protocolVersion === 'string' ? params.protocolVersion : '';
        const { protocol, protocolMatrix } = this.contract;
        const cell = proposed === protocol.revision ? undefined : protocolMatrix?.[proposed];
        let selected;
        if (cell?.outcome === 'accepted')
            selected = proposed;
        else if (cell?.outcome === 'selected-other')
            selected = cell.selected ?? protocol.revision;
        else if (cell?.outcome === 'rejected')
            throw new RpcFault(INVALID_PARAMS, `Unsupported protocol version: ${proposed}`);
        else if (cell?.outcome === 'violation')
            selected = 'not-a-revision';
        else if (protocol.era === 'handshake')
            selected = protocol.revision;
        else {
            const handshakeAccepted = HANDSHAKE_REVISIONS.filter((r) => protocolMatrix?.[r]?.outcome === 'accepted');
            if (!handshakeAccepted.length)
                throw new RpcFault(METHOD_NOT_FOUND, `Method not found: initialize (this server speaks ${protocol.revision} only)`);
            selected = handshakeAccepted[handshakeAccepted.length - 1];
        }
        return {
            protocolVersion: selected,
            capabilities: this.contract.capabilities,
            serverInfo: this.contract.serverInfo ?? { name: this.contract.server, version: '0.0.0' },
            ...(this.contract.instructions ? { instructions: this.contract.instructions.text } : {}),
        };
    }
    /** The stateless era's answer, as the fixture server (and the SDK) give it. */
    discover() {
        const supported = this.statelessRevisions();
        if (!supported.length)
            throw new RpcFault(METHOD_NOT_FOUND, 'Method not found: server/discover');
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
    cacheScopeOf(method, stateless) {
        if (!CACHEABLE.includes(method))
            return undefined;
        return ownValue(this.contract.cacheScopes ?? {}, method) ?? (stateless ? DEFAULT_CACHE_SCOPE : undefined);
    }
    statelessRevisions() {
        const { protocol, protocolMatrix } = this.contract;
        const supported = STATELESS_REVISIONS.filter((r) => (protocol.era === 'stateless' && r === protocol.revision) || protocolMatrix?.[r]?.outcome === 'accepted');
        if (protocol.era === 'stateless' && !supported.includes(protocol.revision))
            supported.push(protocol.revision);
        return supported;
    }
    page(spec, cursor, send, faults) {
        let entities = Object.values(this.contract[spec.list]);
        // entry-appears-mid-walk: page one is served from the list before its first entry appeared, later pages from the list with it.
        if (cursor === undefined && faults.has('entry-appears-mid-walk@1'))
            entities = entities.slice(1);
        // silent-list-change: the first entry appears at the change, whatever page is asked for.
        if (faults.has('silent-list-change@1') && !this.listChanged(spec.method))
            entities = entities.slice(1);
        let offset = 0;
        if (cursor !== undefined && typeof cursor !== 'string')
            throw new RpcFault(INVALID_PARAMS, 'Invalid params: cursor must be a string');
        if (cursor !== undefined) {
            if (faults.has('expired-cursor@1'))
                throw new RpcFault(INVALID_PARAMS, `Invalid params: cursor expired (fault profile expired-cursor)`);
            const decoded = decodeCursor(cursor, spec.method);
            if (decoded === undefined || decoded > entities.length)
                throw new RpcFault(INVALID_PARAMS, `Invalid cursor: ${cursor.slice(0, 80)}`);
            offset = decoded;
        }
        if (spec.list === 'tools' && faults.has('list-changed-mid-walk@1'))
            send({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
        if (faults.has('undeclared-elicitation@1')) {
            const params = { message: 'fault profile undeclared-elicitation: an elicitation the client never declared', requestedSchema: { type: 'object', properties: {} } };
            send({ jsonrpc: '2.0', id: `elicitation-${++this.elicitations}`, method: 'elicitation/create', params });
        }
        const end = offset + this.options.pageSize;
        const result = { [spec.key]: entities.slice(offset, end).map((entity) => entity.definition) };
        if (end < entities.length)
            result.nextCursor = encodeCursor(spec.method, end);
        if (faults.has('unknown-result-type@1'))
            result.resultType = UNKNOWN_RESULT_TYPE;
        return result;
    }
    /** Who asked, as a replay needs it: the era, the progress token, the log level and capabilities, and the way back. */
    caller(params, send, stateless, { session, cancelled }) {
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
    answered(id, session) {
        const waiting = this.asked.get(id);
        if (waiting && waiting.session === session)
            waiting.done(true);
    }
    /** A session ended (DELETE): what it declared is forgotten, and what it was asked is answered by no one. */
    endSession(session) {
        this.sessions.delete(session);
        for (const { session: asked, done } of [...this.asked.values()])
            if (asked === session)
                done(false);
    }
    /** The client is gone (stdin ended): no answer will come to what the server asked. */
    abandonAsks() {
        for (const { done } of [...this.asked.values()])
            done(false);
    }
    /** A request of the server's to the client; resolves true on the client's answer, false after ASK_TIMEOUT_MS without one. */
    ask(method, params, send, session, cancelled) {
        const id = `mcp-contract-serve-${++this.asks}`;
        return new Promise((resolve) => {
            const done = (answered) => {
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
    replay(call, params, caller) {
        const answer = roundAnswer(call, params, caller.clientCapabilities);
        if (Object.hasOwn(params, 'inputResponses') || !call.during?.length)
            return answer;
        return replayDuring(call.during, caller).then(() => answer);
    }
    callTool(params, faults, caller) {
        const name = stringParam(params, 'name');
        const tool = Object.hasOwn(this.contract.tools, name) ? this.contract.tools[name].definition : undefined;
        if (!tool)
            throw new RpcFault(INVALID_PARAMS, `Unknown tool: ${name.slice(0, 200)}`);
        const args = params.arguments ?? {};
        const calls = ownValue(this.recordedTools, name);
        // A call recorded with these very arguments is answered as the server answered it (isError too).
        const recorded = recordedCall(this.recordedTools, name, args);
        if (recorded)
            return marked(this.replay(recorded, params, caller), 'recorded');
        if (this.options.replay === 'exact')
            throw notRecorded(`tool ${name}`, calls, args, tool.inputSchema);
        const problems = validateAgainst(tool.inputSchema, args);
        // The contract's schema is the server's: when ajv cannot compile it the arguments are not judged, and the answer says so.
        if (problems === undefined)
            return marked(errorResult(`Arguments of ${name} not checked: its inputSchema cannot be compiled, so serve cannot tell valid arguments from invalid ones`), 'generated');
        const unchecked = notChecked(problems);
        if (unchecked !== undefined)
            return marked(errorResult(`Arguments of ${name} not checked: ${unchecked}`), 'generated');
        if (problems.length)
            return marked(errorResult(`Invalid arguments for ${name}: ${problems.join('; ')}`), 'generated');
        // Valid arguments no call was recorded with: the closest recorded call's answer, more real than a generated one.
        const closest = closestRecordedCall(calls, args, tool.inputSchema);
        if (closest)
            return marked(this.replay(withArgumentsOf(closest.call, args, tool.outputSchema), params, caller), 'closest');
        if (tool.outputSchema === undefined)
            return marked({ content: [{ type: 'text', text: `${name}: placeholder result (served from a contract by mcp-contract serve)` }] }, 'generated');
        const structuredContent = faults.has('invalid-structured-content@1') ? invalidFor(tool.outputSchema) : this.validStructured(name, tool.outputSchema);
        return marked({ content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent }, 'generated');
    }
    /** A valid value of the outputSchema, the same for the same seed and tool: one of the generator's first samples, checked with ajv. */
    validStructured(name, schema) {
        if (this.structured.has(name))
            return this.structured.get(name);
        const valid = [];
        for (const value of validObjectSamples(schema))
            if (valid.push(value) >= SAMPLE_CHOICES)
                break;
        const digest = createHash('sha256').update(`${this.options.seed}\0${name}`).digest();
        const chosen = valid.length ? valid[digest.readUInt32BE(0) % valid.length] : {};
        this.structured.set(name, chosen);
        return chosen;
    }
    readResource(params, stateless) {
        const uri = stringParam(params, 'uri');
        if (uri.length > MAX_URI_LENGTH)
            throw new RpcFault(INVALID_PARAMS, `Invalid params: uri longer than ${MAX_URI_LENGTH} characters`);
        const resource = Object.hasOwn(this.contract.resources, uri) ? this.contract.resources[uri].definition : undefined;
        const template = resource ? undefined : Object.values(this.contract.resourceTemplates).find((t) => matchesTemplate(String(t.definition.uriTemplate), uri))?.definition;
        const found = resource ?? template;
        if (!found) {
            const message = `Resource not found: ${uri.slice(0, 200)}`;
            throw stateless ? new RpcFault(INVALID_PARAMS, message, 200, { uri }) : new RpcFault(RESOURCE_NOT_FOUND, message);
        }
        const recorded = ownValue(this.contract.recorded?.resources, uri);
        if (recorded)
            return recorded;
        const mimeType = typeof found.mimeType === 'string' ? found.mimeType : 'text/plain';
        const text = `placeholder content of ${uri} (served from a contract by mcp-contract serve)`;
        // A binary mime type is served as a blob (base64), as a client of the real server would get it.
        return { contents: [isTextual(mimeType) ? { uri, mimeType, text } : { uri, mimeType, blob: Buffer.from(text).toString('base64') }] };
    }
    getPrompt(params, caller) {
        const name = stringParam(params, 'name');
        const prompt = Object.hasOwn(this.contract.prompts, name) ? this.contract.prompts[name].definition : undefined;
        if (!prompt)
            throw new RpcFault(INVALID_PARAMS, `Unknown prompt: ${name.slice(0, 200)}`);
        const given = isJsonObject(params.arguments) ? params.arguments : {};
        const missing = (prompt.arguments ?? []).filter((a) => a.required === true && !Object.hasOwn(given, String(a.name))).map((a) => String(a.name));
        if (missing.length)
            throw new RpcFault(INVALID_PARAMS, `Missing required arguments: ${missing.join(', ')}`);
        const calls = ownValue(this.contract.recorded?.prompts, name);
        const recorded = recordedCall(this.contract.recorded?.prompts, name, given);
        if (recorded)
            return marked(this.replay(recorded, params, caller), 'recorded');
        if (this.options.replay === 'exact')
            throw notRecorded(`prompt ${name}`, calls, given, promptSchema(prompt));
        // Prompt arguments are strings: valid ones get the closest recorded get, as tools/call does.
        const closest = Object.values(given).every((value) => typeof value === 'string') ? closestRecordedCall(calls, given, promptSchema(prompt)) : undefined;
        if (closest)
            return marked(this.replay(withArgumentsOf(closest.call, given), params, caller), 'closest');
        return marked({
            ...(typeof prompt.description === 'string' ? { description: prompt.description } : {}),
            messages: [{ role: 'user', content: { type: 'text', text: `placeholder for prompt ${name} with arguments ${JSON.stringify(given)}` } }],
        }, 'generated');
    }
}
/** The fault profiles make sense for this contract: a profile whose fault the contract cannot carry is refused, not ignored. */
function faultsApply(contract, faults, then) {
    const era = profileEraProblem(faults, contract.protocol.era);
    if (era)
        return era;
    return unmetPrerequisite(faults, { then: then !== undefined, subscribe: declares(contract.capabilities, 'resources.subscribe') });
}
/** The contract's recorded era and revision make sense to serve. */
function servable(contract) {
    const era = eraOf(contract.protocol.revision);
    if (era && era !== contract.protocol.era)
        return `protocol.revision ${contract.protocol.revision} is not a ${contract.protocol.era}-era revision`;
    return undefined;
}

// The two wires of `mcp-contract serve`: newline-delimited JSON-RPC on stdin/stdout, and
// Streamable HTTP on 127.0.0.1 (one JSON body per answer, an event stream when the server
// says more than the answer, e.g. a list_changed notification). Messages are checked with the
// gate's own JSON-RPC envelope check (src/transport/jsonrpc.ts).
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const refusal = (code, message) => ({ error: { jsonrpc: '2.0', id: null, error: { code, message } } });
/** The error to answer a line or body with, or the message to handle. */
function parse(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return refusal(PARSE_ERROR, 'Parse error');
    }
    if (!isJsonRpcMessage(value))
        return refusal(INVALID_REQUEST, 'Invalid Request: not a JSON-RPC 2.0 message');
    const { id } = value;
    // JSON.parse rounds a larger id: the answer would carry an id the client never sent.
    if (typeof id === 'number' && !Number.isSafeInteger(id))
        return refusal(INVALID_REQUEST, 'Invalid Request: a numeric id must be an integer within ±(2^53 - 1)');
    if (tooDeep(value))
        return refusal(INVALID_REQUEST, `Invalid Request: nested deeper than ${MAX_DEPTH$1} levels`);
    return { message: value };
}
/** Serves on this process's stdin/stdout until stdin ends (and every answer in flight is sent). */
function serveStdio(server, input = process.stdin, output = process.stdout) {
    const send = (message) => void output.write(`${JSON.stringify(message)}\n`);
    const inFlight = new Set();
    let buffer = '';
    /** A line past MAX_MESSAGE_BYTES is refused once and skipped to its end, never held whole. */
    let skipping = false;
    return new Promise((resolve, reject) => {
        input.setEncoding('utf8');
        input.on('data', (chunk) => {
            buffer += chunk;
            for (let newline = buffer.indexOf('\n'); newline !== -1; newline = buffer.indexOf('\n')) {
                const line = buffer.slice(0, newline).replace(/\r$/, '');
                buffer = buffer.slice(newline + 1);
                if (skipping || Buffer.byteLength(line) > MAX_MESSAGE_BYTES) {
                    if (!skipping)
                        send(tooLarge().error);
                    skipping = false;
                    continue;
                }
                if (!line.trim())
                    continue;
                const parsed = parse(line);
                if ('error' in parsed) {
                    send(parsed.error);
                    continue;
                }
                const work = server.handle(parsed.message, send, { session: STDIO_SESSION }).catch(reject);
                inFlight.add(work);
                void work.finally(() => inFlight.delete(work));
            }
            if (!skipping && buffer.length > MAX_MESSAGE_BYTES) {
                send(tooLarge().error);
                skipping = true;
            }
            if (skipping)
                buffer = '';
        });
        // A virtual clock stops with stdin (nobody is left to move it): what it still holds is never due.
        const settled = () => (server.options.clock instanceof VirtualClock ? Promise.resolve([]) : Promise.all(inFlight));
        // Listen streams end with stdin: nobody is left to read them.
        // Nor any answer to the server's own requests: a replay waiting for one goes on without it.
        input.on('end', () => (server.subscriptions.endAll(), server.abandonAsks(), void settled().then(() => resolve(), reject)));
        input.on('error', reject);
    });
}
const tooLarge = () => refusal(INVALID_REQUEST, `Invalid Request: a message may be at most ${MAX_MESSAGE_BYTES} bytes`);
/** Streamable HTTP on 127.0.0.1:port, endpoint /mcp; a port in use is a usage error. */
async function serveHttp(server, options) {
    let hosts = [];
    /** The Mcp-Session-Id values given out and not yet ended by a DELETE, each with its GET stream while one is open. */
    const sessions = new Map();
    const http = createServer((request, response) => {
        const refused = refusedCaller(request, hosts, options.allowOrigins);
        if (refused)
            return plain(response, 403, `forbidden: ${refused}`);
        void answerHttp(server, sessions, request, response).catch((error) => {
            if (!response.headersSent)
                response.writeHead(500, { 'content-type': 'text/plain' });
            response.end(String(error?.message ?? error));
        });
    });
    await new Promise((resolve, reject) => {
        http.once('error', (error) => reject(error.code === 'EADDRINUSE' ? new InputError(`serve: port ${options.port} is in use`) : error));
        http.listen(options.port, '127.0.0.1', () => resolve());
    });
    const closed = new Promise((resolve) => http.once('close', () => resolve()));
    const { port: bound } = http.address();
    hosts = [`127.0.0.1:${bound}`, `localhost:${bound}`];
    return {
        url: `http://127.0.0.1:${bound}/mcp`,
        closed,
        close: () => {
            http.close();
            http.closeAllConnections();
        },
    };
}
/**
 * Why a request may not be answered, if it may not: the Streamable HTTP transport says a server
 * MUST validate Origin, lest any page the developer opens drive it (a text/plain POST needs no
 * preflight); a Host other than the bound address is DNS rebinding, a page reading the answers.
 */
function refusedCaller(request, hosts, allowOrigins) {
    const host = request.headers.host ?? '';
    if (!hosts.includes(host.toLowerCase()))
        return `Host ${JSON.stringify(host.slice(0, 100))} is not the address this server is bound to (${hosts[0]})`;
    const origin = request.headers.origin;
    if (origin === undefined || allowOrigins.includes(origin) || isLoopbackOrigin(origin))
        return undefined;
    return `Origin ${JSON.stringify(origin.slice(0, 100))} is not loopback (allow it with --allow-origin)`;
}
function isLoopbackOrigin(origin) {
    try {
        const { protocol, hostname } = new URL(origin);
        return (protocol === 'http:' || protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
    }
    catch {
        return false;
    }
}
async function answerHttp(server, sessions, request, response) {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path !== '/mcp' && path !== '/')
        return plain(response, 404, 'not found: the endpoint is /mcp');
    const faults = requestFaults(server, request.headers[FAULT_HEADER]);
    if (typeof faults === 'string')
        return plain(response, 400, `bad request: ${FAULT_HEADER}: ${faults}`);
    if (faults.has('http-401@1'))
        return plain(response, 401, 'unauthorized (fault profile http-401)', { 'www-authenticate': 'Bearer error="invalid_token"' });
    if (faults.has('http-403@1'))
        return plain(response, 403, 'forbidden (fault profile http-403)', { 'www-authenticate': 'Bearer error="insufficient_scope"' });
    const session = request.headers['mcp-session-id'];
    // A session this server never gave out, or one a DELETE ended, is gone: 404 tells the client to start again.
    if (typeof session === 'string' && !sessions.has(session))
        return plain(response, 404, 'not found: no such session');
    if (request.method === 'DELETE')
        return typeof session === 'string' ? endSession(server, sessions, session, response) : plain(response, 400, 'bad request: DELETE needs an Mcp-Session-Id');
    if (request.method === 'GET' && server.saysOutsideRequests)
        return getStream(server, sessions, session, request, response);
    // No server-initiated stream: a client's GET is told so, as the Streamable HTTP transport allows.
    if (request.method !== 'POST')
        return plain(response, 405, 'method not allowed', { allow: 'POST, DELETE' });
    const body = await readBody(request);
    if (body === undefined)
        return plain(response, 413, `payload too large: a request body may be at most ${MAX_MESSAGE_BYTES} bytes`);
    const parsed = parse(body);
    if ('error' in parsed)
        return json(response, 400, parsed.error);
    const { message } = parsed;
    if (typeof message.method !== 'string' || message.id === undefined) {
        // A notification (notifications/cancelled releases an answer late-after-cancel holds) or an answer to the server's own request.
        await server.handle(message, () => { }, { headers: request.headers, ...(typeof session === 'string' ? { session } : {}) });
        return plain(response, 202, '');
    }
    if (!OPENING.includes(message.method)) {
        if (faults.has('http-429@1'))
            return plain(response, 429, 'too many requests (fault profile http-429)', { 'retry-after': '5' });
        if (faults.has('http-503@1'))
            return plain(response, 503, 'service unavailable (fault profile http-503)');
        if (faults.has('sse-drop@1'))
            return void (response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }), response.end());
    }
    const stream = new AnswerStream(response);
    // initialize opens a session: its id is made now, so that what the client declares is kept under it.
    const sessionId = typeof session === 'string' ? session : message.method === 'initialize' ? randomUUID() : undefined;
    await server.handle(message, (m) => stream.send(m), { headers: request.headers, closed: stream.closed, faults, ...(sessionId ? { session: sessionId } : {}) });
    // session-expired: the session is gone once its first list page is answered; the next request naming it is 404.
    if (faults.has('session-expired@1') && typeof session === 'string' && message.method.endsWith('/list')) {
        sessions.get(session)?.end();
        sessions.delete(session);
    }
    if (stream.streaming)
        return void response.end();
    const answer = stream.held[0];
    if (!answer)
        return void response.end(); // a listen stream the client closed before it was acknowledged
    const headers = {};
    if (message.method === 'initialize' && 'result' in answer) {
        headers['mcp-session-id'] = sessionId;
        sessions.set(headers['mcp-session-id'], undefined);
    }
    json(response, httpStatusOf(answer), answer, headers);
}
/** DELETE: the session ends, its GET stream with it. */
function endSession(server, sessions, session, response) {
    sessions.get(session)?.end();
    sessions.delete(session);
    server.endSession(session);
    plain(response, 200, '');
}
/**
 * GET, when the recording has something to say outside any request: a handshake session's stream
 * for it (the recording's connection messages, once per session). Without a session there is no
 * stream (the stateless era has none): 405, as the transport says of a GET not served as a stream.
 */
function getStream(server, sessions, session, request, response) {
    if (typeof session !== 'string')
        return plain(response, 405, 'method not allowed: a GET stream needs an established session (Mcp-Session-Id)', { allow: 'GET, POST, DELETE' });
    if (!/\btext\/event-stream\b/.test(request.headers.accept ?? ''))
        return plain(response, 406, 'not acceptable: the GET stream is text/event-stream (Accept)');
    if (sessions.get(session))
        return plain(response, 409, 'conflict: this session has a GET stream open already');
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.flushHeaders();
    sessions.set(session, response);
    const closed = new AbortController();
    response.once('close', () => {
        if (sessions.get(session) === response)
            sessions.set(session, undefined);
        closed.abort();
    });
    server.openStream(session, (message) => writeEvent(response, message), closed.signal);
}
/** The one session of a stdio server: its client. */
const STDIO_SESSION = 'stdio';
/** The request header that applies a fault profile to that one request (as Prism's Prefer header does). */
const FAULT_HEADER = 'mcp-contract-serve-fault';
/** Requests the HTTP profiles let through, so that the session starts before it fails. */
const OPENING = ['initialize', 'server/discover'];
/** The server's profiles, plus the one the request names; an unknown one is the client's error, said in words. */
function requestFaults(server, named) {
    if (named === undefined)
        return server.options.faults;
    const spec = Array.isArray(named) ? named.join(',') : named;
    try {
        return new Set([...server.options.faults, resolveProfile(spec.trim())]);
    }
    catch {
        return `unknown fault profile "${spec.slice(0, 80)}" (known: ${FAULT_IDS.join(', ')})`;
    }
}
/**
 * One POST's answer: a lone answer is held and sent as a JSON body; once the server says anything
 * else (a notification, a request of its own, a listen stream's acknowledgement) the response
 * becomes an event stream and every message goes out as it is said.
 */
class AnswerStream {
    response;
    held = [];
    streaming = false;
    abort = new AbortController();
    closed = this.abort.signal;
    constructor(response) {
        this.response = response;
        response.once('close', () => this.abort.abort());
    }
    send(message) {
        if (!this.streaming && 'method' in message) {
            this.response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
            this.streaming = true;
            for (const m of this.held.splice(0))
                this.write(m);
        }
        if (this.streaming)
            this.write(message);
        else
            this.held.push(message);
    }
    write(message) {
        writeEvent(this.response, message);
    }
}
function writeEvent(response, message) {
    if (!response.writableEnded)
        response.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
}
/**
 * The body as text, or undefined past MAX_MESSAGE_BYTES: the rest is read and dropped, never held,
 * so the client can finish sending and read the 413 (closing at once would cut it off mid-write).
 */
function readBody(request) {
    if (Number(request.headers['content-length'] ?? 0) > MAX_MESSAGE_BYTES)
        return Promise.resolve(void request.resume());
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        request.on('data', (chunk) => {
            size += chunk.length;
            if (size <= MAX_MESSAGE_BYTES)
                return void chunks.push(chunk);
            chunks.length = 0;
            request.removeAllListeners('data');
            request.resume();
            resolve(undefined);
        });
        request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        request.on('error', reject);
    });
}
function plain(response, status, body, headers = {}) {
    response.writeHead(status, { 'content-type': 'text/plain', ...headers });
    response.end(body);
}
function json(response, status, body, headers = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
}

// `mcp-contract serve CONTRACT`: the contract as a live, deterministic MCP server (docs/serve.md).
function integer(value, fallback, option, min, max = Number.MAX_SAFE_INTEGER) {
    if (value === undefined)
        return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
        throw new InputError(`serve: ${option} must be an integer from ${min} to ${max}, not "${value}"`);
    return Number(value);
}
/** The server's settings from the command line: a number out of range or an unknown clock is a usage error. */
function settings(options) {
    if (options.clock !== undefined && options.clock !== 'real' && options.clock !== 'virtual')
        throw new InputError(`serve: --clock is real or virtual, not "${options.clock}"`);
    const clock = options.clock === 'virtual' ? new VirtualClock() : realClock;
    if (options.replay !== undefined && options.replay !== 'closest' && options.replay !== 'exact')
        throw new InputError(`serve: --replay is closest or exact, not "${options.replay}"`);
    return {
        seed: integer(options.seed, 0, '--seed', 0),
        pageSize: integer(options.pageSize, 50, '--page-size', 1),
        delayMs: integer(options.delayMs, 1000, '--delay-ms', 0, 600_000),
        changeAfterMs: integer(options.changeAfterMs, 0, '--change-after-ms', 0),
        clock,
        // 0, "immediately stale", unless told otherwise: a stand-in server promises no freshness.
        ttlMs: integer(options.ttlMs, 0, '--ttl-ms', 0),
        thenAfter: integer(options.thenAfter, 1, '--then-after', 1),
        replay: options.replay ?? 'closest',
    };
}
/** Serves until stdin ends (stdio) or the process is signalled (HTTP); the protocol has stdout to itself in stdio mode. */
async function serveCommand(file, options, io) {
    const set = settings(options);
    const port = options.http === undefined ? undefined : integer(options.http, 0, '--http', 0, 65_535);
    const faults = new Set((options.profile ?? []).map(resolveProfile));
    const path = resolve(io.cwd, file);
    const contract = await servedContract(path);
    const then = options.then === undefined ? undefined : await servedContract(resolve(io.cwd, options.then));
    const problem = servable(contract) ?? faultsApply(contract, faults, then) ?? ttlApplies(contract, options.ttlMs);
    if (problem)
        throw new InputError(`serve: contract ${file}: ${problem}`);
    const log = (line) => io.stderr(`mcp-contract serve: ${line}\n`);
    const server = new ContractServer(contract, { ...set, faults, log, ...(then ? { then } : {}) });
    if (port === undefined) {
        const http = HTTP_FAULTS.find((id) => faults.has(id));
        if (http)
            throw new InputError(`serve: fault profile ${http} is an HTTP status or stream: it needs --http`);
        readStdinBeforeSigterm();
        await serveStdio(server);
        return ExitCode.pass;
    }
    const serving = await serveHttp(server, { port, allowOrigins: allowedOrigins(options.allowOrigin ?? []) });
    for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(signal, () => serving.close());
    io.stdout(`mcp-contract serve: listening on ${serving.url}\n`);
    await serving.closed;
    return ExitCode.pass;
}
/**
 * The contract file, refused with its file and pointer when it nests deeper than serve can walk
 * or when a digest does not match its definition (a hand edit: the served entity would not be the reviewed one).
 */
async function servedContract(path) {
    const text = await readContractText(path);
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return parseContract(text, path); // its error names the file
    }
    const deep = tooDeep(data);
    if (deep)
        throw new InputError(`contract ${path} at ${deep.length > 120 ? `${deep.slice(0, 120)}…` : deep}: nested deeper than ${MAX_DEPTH$1} levels`);
    const contract = parseContract(text, path);
    verifyAllDigests(contract, path);
    return contract;
}
/** --allow-origin values as browsers send them (scheme://host[:port], no path): anything else could never match. */
function allowedOrigins(values) {
    return values.map((value) => {
        let origin;
        try {
            origin = new URL(value).origin;
        }
        catch {
            origin = undefined;
        }
        if (origin === undefined || origin === 'null' || origin !== value)
            throw new InputError(`serve: --allow-origin takes an origin such as https://app.example.com (scheme, host, port; no path), not "${value}"`);
        return origin;
    });
}
/** --ttl-ms names hints only the stateless era defines (2026-07-28): asked of another contract, it is refused, not ignored. */
function ttlApplies(contract, ttlMs) {
    if (ttlMs !== undefined && contract.protocol.era !== 'stateless')
        return '--ttl-ms applies to stateless-era contracts only (caching hints are defined from 2026-07-28)';
    return undefined;
}
/**
 * A client ends a stdio session by closing stdin, then SIGTERM (as the gate does): what it wrote
 * last (a notifications/cancelled) is read and acted on before the server exits, or 1 s passes.
 */
function readStdinBeforeSigterm() {
    // The CLI's own handler (it ends servers the gate started: serve starts none) would exit at once.
    for (const listener of process.listeners('SIGTERM'))
        process.removeListener('SIGTERM', listener);
    process.once('SIGTERM', () => {
        const exit = () => process.exit(143);
        if (process.stdin.readableEnded)
            return exit();
        process.stdin.once('end', () => setImmediate(exit));
        setTimeout(exit, 1_000).unref();
    });
}

export { serveCommand };
