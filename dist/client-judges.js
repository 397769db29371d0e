import { o as oneLine } from './errors.js';
import { J as JUDGE_CLIENTS, c as clientLabel } from './judge-clients.js';
import { m as messageTextOf } from './jsonrpc.js';
import { W as WorkerCalls, s as startWorker } from './workers.js';
import { f as failed } from './types.js';

/** Turns judging off: the bench's baseline only (bench/run.ts measures what judging costs against it). */
const JUDGES_OFF_ENV = 'MCG_CLIENT_JUDGES';
/**
 * An official client connected to a transport that answers each of its requests with the answer
 * it is handed: the client parses that answer with its own schemas, for its own era, exactly as
 * it parses a live server's (its own codec: `resultType`, `ttlMs`, `cacheScope` on the wire, each
 * item of a page). Nothing reaches the server; the gate's session saw the answer first.
 */
class Replay {
    onmessage;
    onclose;
    onerror;
    answer;
    async start() { }
    async close() {
        this.onclose?.();
    }
    async send(message) {
        if (!('id' in message) || !('method' in message))
            return;
        const { id } = message;
        const result = this.answer;
        queueMicrotask(() => this.onmessage?.({ jsonrpc: '2.0', id, result }));
    }
}
/**
 * The official clients that speak `era`, connected on the handshake's answer as the server sent
 * it (`initialize` or `server/discover`): the 2.x client for both eras, the 1.x SDK for the
 * handshake era. A refused handshake is a rejection of its own. In the gate's thread, or in a
 * worker thread (./judge-worker.ts) for a large server.
 */
class JudgeCore {
    judges;
    rejections = [];
    constructor(judges) {
        this.judges = judges;
        for (const judge of judges)
            if (judge.refused)
                this.rejections.push(judge.refused);
    }
    static async open(era, handshake) {
        if (process.env[JUDGES_OFF_ENV] === 'off')
            return new JudgeCore([]);
        const judges = [await openV2(era, handshake)];
        if (era === 'handshake')
            judges.push(await openV1(handshake));
        const core = new JudgeCore(judges);
        // Adopted as a prior discovery, the discover result meets only its schema: as an answer, the codec (resultType) too.
        if (era === 'stateless')
            await core.judge('server/discover', {}, handshake);
        return core;
    }
    /** Each client parses the answer to `method` (a list's `page`, when it is one); a refusal is kept, in the client's words. */
    async judge(method, params, answer, page) {
        for (const judge of this.judges) {
            if (!judge.ask)
                continue;
            judge.replay.answer = answer;
            try {
                await judge.ask(method, params, answer);
            }
            catch (error) {
                this.rejections.push({ client: judge.client, method, ...(page === undefined ? {} : { page }), message: clientMessage(error) });
            }
        }
    }
    async close() {
        await Promise.allSettled(this.judges.map((judge) => judge.close()));
    }
}
/**
 * Items judged in the gate's thread; past them a worker thread judges (a zod parse of every item
 * is most of a large snapshot's garbage). A server of a few hundred items (server-everything has
 * ~120) is judged faster here than a worker starts.
 */
const IN_THREAD_ITEMS = 250;
/**
 * What discovery and the probes hand answers to. Started before the server answers (`start`): the
 * clients' code loads and warms up while the server starts, most of what judging costs, hidden
 * in the wait. Opened on the handshake's answer (`open`); `settled` awaits every answer handed to
 * `judge`. Judging is deferred to when the gate waits on the server (its next page is on the way
 * by then), and moves to a worker thread once the server has sent more than IN_THREAD_ITEMS list
 * items (a worker's own start costs more than a small server's judging).
 */
class ClientJudges {
    rejections = [];
    queue = Promise.resolve();
    local;
    opened;
    items = 0;
    remote;
    constructor() {
        // A failure to load is JudgeCore.open's to report.
        this.queue = warmUp().catch(() => undefined);
    }
    /** The judges, loading; undefined when judging is off (the bench's baseline). */
    static start() {
        if (process.env[JUDGES_OFF_ENV] === 'off')
            return undefined;
        return new ClientJudges();
    }
    /** The handshake's answer as the server sent it (`initialize`, or `server/discover`): each client connects on it, or refuses it. */
    open(era, handshake) {
        this.opened = { era, handshake };
        this.queue = this.queue.then(async () => {
            this.local = await JudgeCore.open(era, handshake);
        });
    }
    judge(method, params, answer, page) {
        if (!this.opened)
            return;
        this.items += itemsIn(answer);
        if (!this.remote && this.items > IN_THREAD_ITEMS) {
            this.remote = new RemoteJudges();
            this.remote.open(this.opened.era, this.opened.handshake);
        }
        if (this.remote)
            return this.remote.judge(method, params, answer, page);
        this.queue = this.queue.then(() => new Promise((resume) => setImmediate(resume))).then(() => this.local?.judge(method, params, answer, page));
    }
    /** Every answer handed to `judge` so far, judged: the worker's refusals after the thread's (they judged later pages). */
    async settled() {
        await this.queue;
        this.rejections.push(...(this.local?.rejections.splice(0) ?? []));
        if (this.remote)
            this.rejections.push(...(await this.remote.settle()));
    }
    async close() {
        await Promise.allSettled([this.local?.close(), this.remote?.close()]);
    }
}
/** How many list items an answer holds. */
function itemsIn(answer) {
    if (typeof answer !== 'object' || answer === null)
        return 0;
    const result = answer;
    return ['tools', 'resources', 'resourceTemplates', 'prompts'].reduce((sum, key) => sum + (Array.isArray(result[key]) ? result[key].length : 0), 0);
}
/** The worker's message to judge `answer`: the text of the message it came in, when the transport kept it. */
function judgeMessage(method, params, answer, page) {
    const messageText = typeof answer === 'object' && answer !== null ? messageTextOf(answer) : undefined;
    return { judge: { method, params, ...(messageText === undefined ? { answer } : { messageText }), ...(page === undefined ? {} : { page }) } };
}
/** The judges in a worker thread: answers posted to it in order, its refusals collected when settled. */
class RemoteJudges {
    calls = new WorkerCalls(startWorker('judge-worker', import.meta.url), {
        failed: (error) => `the client judges failed: ${error}`,
        workerFailed: (error) => `the client judges' worker failed: ${error}`,
    });
    /** The handshake the gate's thread judged already: the worker connects its clients on it. */
    open(era, handshake) {
        this.post({ open: { era, handshake } });
    }
    judge(method, params, answer, page) {
        this.post(judgeMessage(method, params, answer, page));
    }
    async settle() {
        return (await this.calls.call((id) => ({ settle: id }))).rejections ?? [];
    }
    async close() {
        await this.calls.worker.terminate();
    }
    post(message) {
        this.calls.worker.postMessage(message);
    }
}
/** A server of every list, as small as can be: what warmUp has both clients parse. */
const WARM_UP = {
    handshake: { protocolVersion: '2025-06-18', capabilities: { tools: {}, resources: {}, prompts: {} }, serverInfo: { name: 'warm-up', version: '0' } },
    answers: [
        ['tools/list', { tools: [{ name: 't', inputSchema: { type: 'object' } }] }],
        ['resources/list', { resources: [{ uri: 'file:///r', name: 'r' }] }],
        ['resources/templates/list', { resourceTemplates: [{ uriTemplate: 'file:///{r}', name: 'r' }] }],
        ['prompts/list', { prompts: [{ name: 'p' }] }],
        ['tools/call', { content: [{ type: 'text', text: 't' }] }],
    ],
};
/**
 * Both clients' code loaded, and their schemas run once (zod builds each schema's parser on its
 * first parse): a worker does it while the server starts, so the server's answers meet warm parsers.
 */
async function warmUp() {
    const core = await JudgeCore.open('handshake', WARM_UP.handshake);
    for (const [method, answer] of WARM_UP.answers)
        await core.judge(method, {}, answer);
    await core.close();
}
const CLIENT_INFO = { name: 'mcp-contract-gate-judge', version: '1' };
async function openV2(era, handshake) {
    const { Client } = await import('./dist.js');
    const client = new Client(CLIENT_INFO);
    const replay = new Replay();
    replay.answer = handshake;
    const judge = { client: clientLabel('v2'), replay, close: () => client.close() };
    try {
        // The 2026 era adopts the discover result as sent (its own schema parses it); the handshake era answers initialize with it.
        await client.connect(replay, { prior: era === 'stateless' ? { kind: 'modern', discover: handshake } : { kind: 'legacy' } });
        judge.ask = (method, params) => client.request({ method: method, params });
    }
    catch (error) {
        judge.refused = { client: judge.client, method: era === 'stateless' ? 'server/discover' : 'initialize', message: clientMessage(error) };
    }
    return judge;
}
async function openV1(handshake) {
    // Its exported schemas, as its Client uses them (without the Client: most of its load time, and a JSON-RPC envelope parsed again).
    const types = await import('./types3.js');
    const replay = new Replay();
    const judge = { client: clientLabel('v1'), replay, close: async () => undefined };
    // The result schema the 1.x client's own method for each request passes to Client.request.
    const schemas = new Map([
        ['tools/list', types.ListToolsResultSchema],
        ['resources/list', types.ListResourcesResultSchema],
        ['resources/templates/list', types.ListResourceTemplatesResultSchema],
        ['prompts/list', types.ListPromptsResultSchema],
        ['tools/call', types.CallToolResultSchema],
        ['resources/read', types.ReadResourceResultSchema],
        ['prompts/get', types.GetPromptResultSchema],
    ]);
    try {
        // Client.connect: InitializeResultSchema, then the revision among its SUPPORTED_PROTOCOL_VERSIONS (in its words).
        const { protocolVersion } = types.InitializeResultSchema.parse(handshake);
        if (!types.SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion))
            throw new Error(`Server's protocol version is not supported: ${protocolVersion}`);
        judge.ask = async (method, _params, answer) => schemas.get(method)?.parse(answer);
    }
    catch (error) {
        judge.refused = { client: judge.client, method: 'initialize', message: clientMessage(error) };
    }
    return judge;
}
/**
 * The client's own message, on one line: a schema failure lists its issues as JSON (zod's), each
 * said as `path: message`, the first few only.
 */
function clientMessage(error) {
    const text = error instanceof Error ? error.message : String(error);
    const start = text.indexOf('[');
    if (start >= 0) {
        try {
            const issues = JSON.parse(text.slice(start));
            const said = issues.slice(0, 3).map((issue) => `${(issue.path ?? []).join('.') || '(result)'}: ${issue.message ?? ''}`);
            const more = issues.length > 3 ? ` (${issues.length} issues in all)` : '';
            return oneLine(`${text.slice(0, start).trim()} ${said.join('; ')}${more}`, 400);
        }
        catch {
            // Not a list of issues: the message as it is.
        }
    }
    return oneLine(text, 400);
}
/** The evidence of the clients' refusals: one check per refusal, naming the client, the method, the page and its words. */
function clientRejectionEvidence(rejections) {
    return rejections.map((rejection) => {
        const where = `${rejection.method}${rejection.page === undefined ? '' : ` page ${rejection.page}`}`;
        return failed('client_rejects', 'server', `${rejection.client} rejects ${where}: ${rejection.message}`, { ...rejection });
    });
}
/**
 * Every outputSchema of the contract, as stored, judged by the own validator of each official
 * client of its era (src/jsonschema/client-dialects.ts): once per distinct schema.
 */
async function judgeDefinitions(contract) {
    const declared = Object.values(contract.tools).some((tool) => typeof tool.definition.outputSchema?.$schema === 'string');
    // Only a schema that declares its dialect can be refused for it: the validators load only then.
    if (!declared)
        return [];
    const { dialectRefusal } = await import('./client-dialects.js');
    const clients = Object.keys(JUDGE_CLIENTS).filter((client) => JUDGE_CLIENTS[client].eras.includes(contract.protocol.era));
    const verdicts = new Map();
    const evidence = [];
    for (const [name, tool] of Object.entries(contract.tools)) {
        const schema = tool.definition.outputSchema;
        if (schema === undefined)
            continue;
        const digest = tool.schemaDigests?.outputSchema ?? JSON.stringify(schema);
        if (!verdicts.has(digest))
            verdicts.set(digest, clients.flatMap((client) => refusalOf(dialectRefusal(client, schema), client)));
        for (const [client, message] of verdicts.get(digest)) {
            evidence.push(failed('client_rejects', `tool:${name}`, `${clientLabel(client)} rejects the outputSchema of ${name}: ${message}`, { client: clientLabel(client), method: 'tools/list', tool: name, message }));
        }
    }
    return evidence;
}
function refusalOf(refusal, client) {
    return refusal === undefined ? [] : [[client, refusal]];
}

export { ClientJudges as C, JudgeCore as J, clientRejectionEvidence as c, judgeDefinitions as j, warmUp as w };
