import { resolve } from 'node:path';
import { b as readContract } from './io.js';
import { I as InputError, E as ExitCode } from './canonical.js';
import { createHash, randomUUID } from 'node:crypto';
import { s as samples, c as canonicalize } from './instances.js';
import { v as validateAgainst } from './validity.js';
import { d as declares, P as PROTOCOL_VERSION_META_KEY, S as SERVER_INFO_META_KEY, i as isJsonRpcMessage } from './jsonrpc.js';
import { e as eraOf, S as STATELESS_REVISIONS, L as LISTS, H as HANDSHAKE_REVISIONS } from './protocol.js';
import { createServer } from 'node:http';
import 'node:fs';
import './files.js';
import 'node:fs/promises';
import './_commonjsHelpers.js';
import './ajv.js';

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
        const timer = { at: this.current + Math.max(0, ms), fn };
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
    /** Moves the clock on by `ms`, firing every timer it reaches (earliest first, ties in the order set). */
    advance(ms) {
        this.current += ms;
        const due = this.timers.filter((t) => t.at <= this.current).sort((a, b) => a.at - b.at);
        for (const timer of due)
            this.timers.splice(this.timers.indexOf(timer), 1);
        for (const timer of due)
            timer.fn();
        return { fired: due.length, waiting: this.timers.length };
    }
}

// The fault profiles of `mcp-contract serve`: each a named, versioned misbehaviour, documented
// in docs/serve.md like a test vector. A profile's behaviour never changes under its version:
// a different behaviour is a new version (name@2), so a test that names name@1 keeps its meaning.
const FAULT_PROFILES = [
    { name: 'wrong-id', version: 1, summary: 'every answer except to initialize, server/discover and ping carries a JSON-RPC id no request had' },
    { name: 'expired-cursor', version: 1, summary: 'a list request that carries a cursor (page two on) is refused with -32602 "cursor expired"' },
    { name: 'list-changed-mid-walk', version: 1, summary: 'notifications/tools/list_changed is sent before every tools/list answer: the list never settles' },
    { name: 'invalid-structured-content', version: 1, summary: "tools/call answers with structuredContent that violates the tool's outputSchema" },
    { name: 'slow', version: 1, summary: 'every answer is sent --delay-ms milliseconds (default 1000) after its request arrived' },
    { name: 'unknown-result-type', version: 1, summary: 'stateless era only: every list result carries a resultType the protocol does not define' },
    { name: 'entry-appears-mid-walk', version: 1, summary: "a list's first entry is missing from page one and present from page two on: the last item of page one comes again" },
    { name: 'undeclared-elicitation', version: 1, summary: 'an elicitation/create request is sent before every list answer, whatever the client declared' },
    { name: 'late-after-cancel', version: 1, summary: 'answers (but to initialize, server/discover, ping) wait for notifications/cancelled or --delay-ms, then are sent anyway' },
    { name: 'subscription-breaks', version: 1, summary: 'resources/subscribe is accepted, but notifications/resources/updated never follows' },
    { name: 'silent-list-change', version: 1, summary: "a list's first entry is missing until --change-after-ms after the list was first asked for, then present: no list_changed is sent" },
];
/** `NAME` or `NAME@VERSION` to the profile; a name or version this build does not know is a usage error. */
function resolveProfile(spec) {
    const [name, version] = spec.split('@', 2);
    const known = FAULT_PROFILES.filter((p) => p.name === name);
    if (!known.length)
        throw new InputError(`serve: unknown fault profile "${spec}" (known: ${FAULT_PROFILES.map((p) => `${p.name}@${p.version}`).join(', ')})`);
    if (version === undefined)
        return known.reduce((a, b) => (b.version > a.version ? b : a));
    const exact = known.find((p) => String(p.version) === version);
    if (!exact)
        throw new InputError(`serve: fault profile "${name}" has no version ${version} (known: ${known.map((p) => p.version).join(', ')})`);
    return exact;
}

// A deterministic MCP server made from a contract file: the contract's serverInfo, capabilities,
// instructions and entities, in the protocol era the contract recorded, lists paged with opaque
// cursors, tools answering with structuredContent generated from their outputSchema (seeded).
// Transport-free: `handle` takes one JSON-RPC message and sends what the server says (./transports.ts).
/** JSON-RPC error codes. */
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const RESOURCE_NOT_FOUND = -32002;
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
/** Results that carry caching hints (ttlMs, cacheScope) in the revision that defines them (2026-07-28, the caching page). */
const CACHEABLE = ['server/discover', 'resources/read', ...LISTS.map((l) => l.method)];
class RpcFault extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
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
    constructor(contract, options) {
        this.contract = contract;
        this.options = options;
    }
    /** One incoming message; whatever the server says goes through `send` (answers after a request's work). */
    async handle(message, send) {
        const { id, method } = message;
        if (method === 'notifications/cancelled')
            this.cancelled(message.params?.requestId);
        if (method === ADVANCE_CLOCK)
            this.advanceClock(message.params);
        if (typeof method !== 'string' || id === undefined)
            return; // notifications, and answers to requests we send (elicitation/create) or never send
        const params = (message.params ?? {});
        let answer;
        try {
            const result = this.withCacheHints(method, params, this.answer(method, params, send));
            answer = { jsonrpc: '2.0', id, result };
        }
        catch (error) {
            if (!(error instanceof RpcFault))
                throw error;
            answer = { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
        }
        if (this.options.faults.has('slow'))
            await new Promise((wake) => this.options.clock.after(this.options.delayMs, wake));
        if (this.options.faults.has('late-after-cancel') && !ANSWERED_AT_ONCE.includes(method))
            await this.holdUntilCancelled(id);
        if (this.options.faults.has('wrong-id') && !ANSWERED_AT_ONCE.includes(method))
            answer = { ...answer, id: WRONG_ID };
        send(answer);
        // The update a subscription promises, at once (the resource never changes, so this is the only one).
        if (method === 'resources/subscribe' && 'result' in answer && declares(this.contract.capabilities, 'resources.subscribe') && !this.options.faults.has('subscription-breaks')) {
            send({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: params.uri ?? '' } });
        }
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
    cancelled(requestId) {
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
        const { fired, waiting } = clock.advance(ms);
        log?.(`virtual clock at ${clock.now()} ms: ${fired} answer${fired === 1 ? '' : 's'} due, ${waiting} waiting`);
    }
    /** ttlMs and cacheScope on a cacheable result, when hints are on and the request speaks a revision that defines them. */
    withCacheHints(method, params, result) {
        if (this.options.ttlMs === undefined || !CACHEABLE.includes(method))
            return result;
        const revision = params._meta?.[PROTOCOL_VERSION_META_KEY];
        if (!STATELESS_REVISIONS.includes(revision))
            return result;
        // private: a stand-in server says nothing about who else may share its answers.
        return { ...result, ttlMs: this.options.ttlMs, cacheScope: 'private' };
    }
    /** silent-list-change: the list as it is now, before or after its change (no list_changed says so). */
    listChanged(method) {
        const now = this.options.clock.now();
        const first = this.firstAsked.get(method);
        if (first === undefined)
            this.firstAsked.set(method, now);
        return first !== undefined && now >= first + this.options.changeAfterMs;
    }
    answer(method, params, send) {
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
        if (!spec)
            throw new RpcFault(METHOD_NOT_FOUND, `Method not found: ${method}`);
        return this.page(spec, params.cursor, send);
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
        const { protocol, protocolMatrix } = this.contract;
        const supported = STATELESS_REVISIONS.filter((r) => (protocol.era === 'stateless' && r === protocol.revision) || protocolMatrix?.[r]?.outcome === 'accepted');
        if (protocol.era === 'stateless' && !supported.includes(protocol.revision))
            supported.push(protocol.revision);
        if (!supported.length)
            throw new RpcFault(METHOD_NOT_FOUND, 'Method not found: server/discover');
        return {
            supportedVersions: supported,
            capabilities: this.contract.capabilities,
            ...(this.contract.instructions ? { instructions: this.contract.instructions.text } : {}),
            ...(this.contract.serverInfo ? { _meta: { [SERVER_INFO_META_KEY]: this.contract.serverInfo } } : {}),
        };
    }
    page(spec, cursor, send) {
        let entities = Object.values(this.contract[spec.list]);
        // entry-appears-mid-walk: page one is served from the list before its first entry appeared, later pages from the list with it.
        if (cursor === undefined && this.options.faults.has('entry-appears-mid-walk'))
            entities = entities.slice(1);
        // silent-list-change: the first entry appears at the change, whatever page is asked for.
        if (this.options.faults.has('silent-list-change') && !this.listChanged(spec.method))
            entities = entities.slice(1);
        let offset = 0;
        if (cursor !== undefined) {
            if (this.options.faults.has('expired-cursor'))
                throw new RpcFault(INVALID_PARAMS, `Invalid params: cursor expired (fault profile expired-cursor)`);
            const decoded = decodeCursor(cursor, spec.method);
            if (decoded === undefined || decoded > entities.length)
                throw new RpcFault(INVALID_PARAMS, `Invalid cursor: ${String(cursor).slice(0, 80)}`);
            offset = decoded;
        }
        if (spec.list === 'tools' && this.options.faults.has('list-changed-mid-walk'))
            send({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
        if (this.options.faults.has('undeclared-elicitation')) {
            const params = { message: 'fault profile undeclared-elicitation: an elicitation the client never declared', requestedSchema: { type: 'object', properties: {} } };
            send({ jsonrpc: '2.0', id: `elicitation-${++this.elicitations}`, method: 'elicitation/create', params });
        }
        const end = offset + this.options.pageSize;
        const result = { [spec.key]: entities.slice(offset, end).map((entity) => entity.definition) };
        if (end < entities.length)
            result.nextCursor = encodeCursor(spec.method, end);
        if (this.options.faults.has('unknown-result-type'))
            result.resultType = UNKNOWN_RESULT_TYPE;
        return result;
    }
    callTool(params) {
        const name = params.name;
        const tool = typeof name === 'string' && Object.hasOwn(this.contract.tools, name) ? this.contract.tools[name].definition : undefined;
        if (!tool)
            throw new RpcFault(INVALID_PARAMS, `Unknown tool: ${String(name)}`);
        const args = params.arguments ?? {};
        const problems = validateAgainst(tool.inputSchema, args);
        if (problems?.length)
            return { content: [{ type: 'text', text: `Invalid arguments for ${String(name)}: ${problems.join('; ')}` }], isError: true };
        if (tool.outputSchema === undefined)
            return { content: [{ type: 'text', text: `${String(name)}: placeholder result (served from a contract by mcp-contract serve)` }] };
        const structuredContent = this.options.faults.has('invalid-structured-content') ? invalidFor(tool.outputSchema) : this.validStructured(name, tool.outputSchema);
        return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
    }
    /** A valid value of the outputSchema, the same for the same seed and tool: one of the generator's first samples, checked with ajv. */
    validStructured(name, schema) {
        if (this.structured.has(name))
            return this.structured.get(name);
        const valid = [];
        for (const value of samples(canonicalize(schema).root)) {
            if (validateAgainst(schema, value)?.length === 0 && isObject(value))
                valid.push(value);
            if (valid.length >= SAMPLE_CHOICES)
                break;
        }
        const digest = createHash('sha256').update(`${this.options.seed}\0${name}`).digest();
        const chosen = valid.length ? valid[digest.readUInt32BE(0) % valid.length] : {};
        this.structured.set(name, chosen);
        return chosen;
    }
    readResource(params) {
        const uri = typeof params.uri === 'string' ? params.uri : '';
        const resource = Object.hasOwn(this.contract.resources, uri) ? this.contract.resources[uri].definition : undefined;
        const template = resource ? undefined : Object.values(this.contract.resourceTemplates).find((t) => matchesTemplate(String(t.definition.uriTemplate), uri))?.definition;
        const found = resource ?? template;
        if (!found)
            throw new RpcFault(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`);
        const mimeType = typeof found.mimeType === 'string' ? found.mimeType : 'text/plain';
        return { contents: [{ uri, mimeType, text: `placeholder content of ${uri} (served from a contract by mcp-contract serve)` }] };
    }
    getPrompt(params) {
        const name = params.name;
        const prompt = typeof name === 'string' && Object.hasOwn(this.contract.prompts, name) ? this.contract.prompts[name].definition : undefined;
        if (!prompt)
            throw new RpcFault(INVALID_PARAMS, `Unknown prompt: ${String(name)}`);
        const given = isObject(params.arguments) ? params.arguments : {};
        const missing = (prompt.arguments ?? []).filter((a) => a.required === true && !Object.hasOwn(given, String(a.name))).map((a) => String(a.name));
        if (missing.length)
            throw new RpcFault(INVALID_PARAMS, `Missing required arguments: ${missing.join(', ')}`);
        return {
            ...(typeof prompt.description === 'string' ? { description: prompt.description } : {}),
            messages: [{ role: 'user', content: { type: 'text', text: `placeholder for prompt ${String(name)} with arguments ${JSON.stringify(given)}` } }],
        };
    }
}
/** A value that violates the schema, found by breaking a valid one: a required property dropped, a property of the wrong type, an extra property, or not an object. */
function invalidFor(schema) {
    const base = samples(canonicalize(schema).root).next().value;
    const candidates = [];
    if (isObject(base)) {
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
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** A URI template's literal parts in order (RFC 6570 expressions match anything). */
function matchesTemplate(template, uri) {
    const pattern = template
        .split(/\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
    return new RegExp(`^${pattern}$`, 's').test(uri);
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
/** The fault profiles make sense for this contract: a profile whose fault the contract cannot carry is refused, not ignored. */
function faultsApply(contract, faults) {
    if (faults.has('unknown-result-type') && contract.protocol.era !== 'stateless')
        return 'fault profile unknown-result-type applies to stateless-era contracts only (handshake-era results have no resultType)';
    if (faults.has('subscription-breaks') && !declares(contract.capabilities, 'resources.subscribe'))
        return 'fault profile subscription-breaks needs a contract that declares resources.subscribe';
    return undefined;
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
/** The error to answer a line or body with, or the message to handle. */
function parse(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { error: { jsonrpc: '2.0', id: null, error: { code: PARSE_ERROR, message: 'Parse error' } } };
    }
    if (!isJsonRpcMessage(value))
        return { error: { jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message: 'Invalid Request: not a JSON-RPC 2.0 message' } } };
    return { message: value };
}
/** Serves on this process's stdin/stdout until stdin ends (and every answer in flight is sent). */
function serveStdio(server, input = process.stdin, output = process.stdout) {
    const send = (message) => void output.write(`${JSON.stringify(message)}\n`);
    const inFlight = new Set();
    let buffer = '';
    return new Promise((resolve, reject) => {
        input.setEncoding('utf8');
        input.on('data', (chunk) => {
            buffer += chunk;
            for (let newline = buffer.indexOf('\n'); newline !== -1; newline = buffer.indexOf('\n')) {
                const line = buffer.slice(0, newline).replace(/\r$/, '');
                buffer = buffer.slice(newline + 1);
                if (!line.trim())
                    continue;
                const parsed = parse(line);
                if ('error' in parsed) {
                    send(parsed.error);
                    continue;
                }
                const work = server.handle(parsed.message, send).catch(reject);
                inFlight.add(work);
                void work.finally(() => inFlight.delete(work));
            }
        });
        // A virtual clock stops with stdin (nobody is left to move it): what it still holds is never due.
        const settled = () => (server.options.clock instanceof VirtualClock ? Promise.resolve([]) : Promise.all(inFlight));
        input.on('end', () => void settled().then(() => resolve(), reject));
        input.on('error', reject);
    });
}
/** Streamable HTTP on 127.0.0.1:port (0: any free port), endpoint /mcp. */
async function serveHttp(server, port) {
    const http = createServer((request, response) => {
        void answerHttp(server, request, response).catch((error) => {
            if (!response.headersSent)
                response.writeHead(500, { 'content-type': 'text/plain' });
            response.end(String(error?.message ?? error));
        });
    });
    await new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, '127.0.0.1', () => resolve());
    });
    const closed = new Promise((resolve) => http.once('close', () => resolve()));
    const { port: bound } = http.address();
    return {
        url: `http://127.0.0.1:${bound}/mcp`,
        closed,
        close: () => {
            http.close();
            http.closeAllConnections();
        },
    };
}
async function answerHttp(server, request, response) {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path !== '/mcp' && path !== '/')
        return plain(response, 404, 'not found: the endpoint is /mcp');
    if (request.method === 'DELETE')
        return plain(response, 200, '');
    // No server-initiated stream: a client's GET is told so, as the Streamable HTTP transport allows.
    if (request.method !== 'POST')
        return plain(response, 405, 'method not allowed', { allow: 'POST, DELETE' });
    const parsed = parse(await readBody(request));
    if ('error' in parsed)
        return json(response, 400, parsed.error);
    const { message } = parsed;
    if (typeof message.method !== 'string' || message.id === undefined) {
        // A notification (notifications/cancelled releases an answer late-after-cancel holds) or an answer to the server's own request.
        await server.handle(message, () => { });
        return plain(response, 202, '');
    }
    const outgoing = [];
    await server.handle(message, (m) => outgoing.push(m));
    const headers = {};
    const answer = outgoing.find((m) => !('method' in m));
    if (message.method === 'initialize' && answer && 'result' in answer)
        headers['mcp-session-id'] = String(request.headers['mcp-session-id'] ?? randomUUID());
    if (outgoing.length === 1)
        return json(response, 200, outgoing[0], headers);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...headers });
    for (const m of outgoing)
        response.write(`event: message\ndata: ${JSON.stringify(m)}\n\n`);
    response.end();
}
function readBody(request) {
    return new Promise((resolve, reject) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => resolve(body));
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
    return {
        seed: integer(options.seed, 0, '--seed', 0),
        pageSize: integer(options.pageSize, 50, '--page-size', 1),
        delayMs: integer(options.delayMs, 1000, '--delay-ms', 0, 600_000),
        changeAfterMs: integer(options.changeAfterMs, 0, '--change-after-ms', 0),
        clock,
        // A virtual clock is for testing caches and deadlines: its cacheable results say ttlMs 0 unless told otherwise.
        ttlMs: options.ttlMs === undefined && clock === realClock ? undefined : integer(options.ttlMs, 0, '--ttl-ms', 0),
    };
}
/** Serves until stdin ends (stdio) or the process is signalled (HTTP); the protocol has stdout to itself in stdio mode. */
async function serveCommand(file, options, io) {
    const set = settings(options);
    const port = options.http === undefined ? undefined : integer(options.http, 0, '--http', 0, 65_535);
    const faults = new Set((options.profile ?? []).map((spec) => resolveProfile(spec).name));
    const path = resolve(io.cwd, file);
    const contract = await readContract(path);
    const problem = servable(contract) ?? faultsApply(contract, faults) ?? ttlApplies(contract, options.ttlMs);
    if (problem)
        throw new InputError(`serve: contract ${file}: ${problem}`);
    const log = (line) => io.stderr(`mcp-contract serve: ${line}\n`);
    const server = new ContractServer(contract, { ...set, faults, log });
    if (port === undefined) {
        readStdinBeforeSigterm();
        await serveStdio(server);
        return ExitCode.pass;
    }
    const serving = await serveHttp(server, port);
    for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(signal, () => serving.close());
    io.stdout(`mcp-contract serve: listening on ${serving.url}\n`);
    await serving.closed;
    return ExitCode.pass;
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
