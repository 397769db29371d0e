import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { config as zodConfig } from 'zod';
import type { Era } from '../contract/protocol.js';
import type { Contract } from '../contract/types.js';
import { oneLine } from '../errors.js';
import { clientLabel, JUDGE_CLIENTS, type JudgeClient } from '../jsonschema/judge-clients.js';
import { messageTextOf } from '../transport/jsonrpc.js';
import { startWorker, WorkerCalls, type WorkerReply } from '../workers.js';
import { failed, type Evidence } from './types.js';

type JsonObject = Record<string, unknown>;

/** One answer an official client refused: which client, for which method (and list page), in its own words. */
export interface ClientRejection {
  client: string;
  method: string;
  page?: number;
  message: string;
}

/** Turns judging off: the bench's baseline only (bench/run.ts measures what judging costs against it). */
const JUDGES_OFF_ENV = 'MCG_CLIENT_JUDGES';

/**
 * An official client connected to a transport that answers each of its requests with the answer
 * it is handed: the client parses that answer with its own schemas, for its own era, exactly as
 * it parses a live server's (its own codec: `resultType`, `ttlMs`, `cacheScope` on the wire, each
 * item of a page). Nothing reaches the server; the gate's session saw the answer first.
 */
class Replay implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  answer: unknown;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!('id' in message) || !('method' in message)) return;
    const { id } = message;
    const result = this.answer;
    queueMicrotask(() => this.onmessage?.({ jsonrpc: '2.0', id, result } as JSONRPCMessage));
  }
}

/** What a judging client needs: a request it sends, the answer parsed its way. */
type Ask = (method: string, params: JsonObject, answer: unknown) => Promise<unknown>;

interface Judge {
  client: string;
  replay: Replay;
  ask?: Ask;
  /** It refused the handshake's answer, so it could not be connected (and judges nothing more). */
  refused?: ClientRejection;
  close: () => Promise<unknown>;
}

/**
 * The official clients that speak `era`, connected on the handshake's answer as the server sent
 * it (`initialize` or `server/discover`): the 2.x client for both eras, the 1.x SDK for the
 * handshake era. A refused handshake is a rejection of its own. In the gate's thread, or in a
 * worker thread (./judge-worker.ts) for a large server.
 */
export class JudgeCore {
  readonly rejections: ClientRejection[] = [];

  private constructor(private readonly judges: Judge[]) {
    for (const judge of judges) if (judge.refused) this.rejections.push(judge.refused);
  }

  static async open(era: Era, handshake: JsonObject): Promise<JudgeCore> {
    if (process.env[JUDGES_OFF_ENV] === 'off') return new JudgeCore([]);
    const judges = [await openV2(era, handshake)];
    if (era === 'handshake') judges.push(await openV1(handshake));
    const core = new JudgeCore(judges);
    // Adopted as a prior discovery, the discover result meets only its schema: as an answer, the codec (resultType) too.
    if (era === 'stateless') await core.judge('server/discover', {}, handshake);
    return core;
  }

  /** Each client parses the answer to `method` (a list's `page`, when it is one); a refusal is kept, in the client's words. */
  async judge(method: string, params: JsonObject, answer: unknown, page?: number): Promise<void> {
    for (const judge of this.judges) {
      if (!judge.ask) continue;
      judge.replay.answer = answer;
      try {
        await judge.ask(method, params, answer);
      } catch (error) {
        this.rejections.push({ client: judge.client, method, ...(page === undefined ? {} : { page }), message: clientMessage(error) });
      }
    }
  }

  async close(): Promise<void> {
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
export class ClientJudges {
  readonly rejections: ClientRejection[] = [];
  private queue: Promise<void> = Promise.resolve();
  private local?: JudgeCore;
  private opened?: { era: Era; handshake: JsonObject };
  private items = 0;
  private remote?: RemoteJudges;

  private constructor() {
    // A failure to load is JudgeCore.open's to report.
    this.queue = warmUp().catch(() => undefined);
  }

  /** The judges, loading; undefined when judging is off (the bench's baseline). */
  static start(): ClientJudges | undefined {
    if (process.env[JUDGES_OFF_ENV] === 'off') return undefined;
    // zod compiles each object schema's parser on its first parse (`new Function`), which pays back
    // over many parses only: this thread parses a few hundred items at most (the worker, past them,
    // keeps the compiler). Set before the clients build their schemas; it changes no verdict.
    zodConfig({ jitless: true });
    return new ClientJudges();
  }

  /** The handshake's answer as the server sent it (`initialize`, or `server/discover`): each client connects on it, or refuses it. */
  open(era: Era, handshake: JsonObject): void {
    this.opened = { era, handshake };
    this.queue = this.queue.then(async () => {
      this.local = await JudgeCore.open(era, handshake);
    });
  }

  judge(method: string, params: JsonObject, answer: unknown, page?: number): void {
    if (!this.opened) return;
    this.items += itemsIn(answer);
    if (!this.remote && this.items > IN_THREAD_ITEMS) {
      this.remote = new RemoteJudges();
      this.remote.open(this.opened.era, this.opened.handshake);
    }
    if (this.remote) return this.remote.judge(method, params, answer, page);
    this.queue = this.queue.then(() => new Promise((resume) => setImmediate(resume))).then(() => this.local?.judge(method, params, answer, page));
  }

  /** Every answer handed to `judge` so far, judged: the worker's refusals after the thread's (they judged later pages). */
  async settled(): Promise<void> {
    await this.queue;
    this.rejections.push(...(this.local?.rejections.splice(0) ?? []));
    if (this.remote) this.rejections.push(...(await this.remote.settle()));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.local?.close(), this.remote?.close()]);
  }
}

/** How many list items an answer holds. */
function itemsIn(answer: unknown): number {
  if (typeof answer !== 'object' || answer === null) return 0;
  const result = answer as Record<string, unknown>;
  return ['tools', 'resources', 'resourceTemplates', 'prompts'].reduce((sum, key) => sum + (Array.isArray(result[key]) ? (result[key] as unknown[]).length : 0), 0);
}

/**
 * The messages of ./judge-worker.ts: open once, judge answers in order, settle with the refusals
 * so far. An answer goes as the text of the message it came in, when the transport kept it
 * (`result` of that message), else as the object.
 */
export type JudgeMessage =
  { open: { era: Era; handshake: JsonObject } } | { judge: { method: string; params: JsonObject; page?: number } & ({ answer: unknown } | { messageText: string }) } | { settle: number };
export interface JudgeReply extends WorkerReply {
  rejections?: ClientRejection[];
}

/** The worker's message to judge `answer`: the text of the message it came in, when the transport kept it. */
export function judgeMessage(method: string, params: JsonObject, answer: unknown, page?: number): JudgeMessage {
  const messageText = typeof answer === 'object' && answer !== null ? messageTextOf(answer) : undefined;
  return { judge: { method, params, ...(messageText === undefined ? { answer } : { messageText }), ...(page === undefined ? {} : { page }) } };
}

/** The judges in a worker thread: answers posted to it in order, its refusals collected when settled. */
class RemoteJudges {
  private readonly calls = new WorkerCalls<JudgeReply>(startWorker('judge-worker', import.meta.url), {
    failed: (error) => `the client judges failed: ${error}`,
    workerFailed: (error) => `the client judges' worker failed: ${error}`,
  });

  /** The handshake the gate's thread judged already: the worker connects its clients on it. */
  open(era: Era, handshake: JsonObject): void {
    this.post({ open: { era, handshake } });
  }

  judge(method: string, params: JsonObject, answer: unknown, page?: number): void {
    this.post(judgeMessage(method, params, answer, page));
  }

  async settle(): Promise<ClientRejection[]> {
    return (await this.calls.call((id) => ({ settle: id }) satisfies JudgeMessage)).rejections ?? [];
  }

  async close(): Promise<void> {
    await this.calls.worker.terminate();
  }

  private post(message: JudgeMessage): void {
    this.calls.worker.postMessage(message);
  }
}

/** A server of every list, as small as can be: what warmUp has both clients parse. */
const WARM_UP: { handshake: JsonObject; answers: Array<[string, unknown]> } = {
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
export async function warmUp(): Promise<void> {
  const core = await JudgeCore.open('handshake', WARM_UP.handshake);
  for (const [method, answer] of WARM_UP.answers) await core.judge(method, {}, answer);
  await core.close();
}

const CLIENT_INFO = { name: 'mcp-contract-gate-judge', version: '1' };

async function openV2(era: Era, handshake: JsonObject): Promise<Judge> {
  const { Client } = await import('@modelcontextprotocol/client');
  const client = new Client(CLIENT_INFO);
  const replay = new Replay();
  replay.answer = handshake;
  const judge: Judge = { client: clientLabel('v2'), replay, close: () => client.close() };
  try {
    // The 2026 era adopts the discover result as sent (its own schema parses it); the handshake era answers initialize with it.
    await client.connect(replay, { prior: era === 'stateless' ? { kind: 'modern', discover: handshake as never } : { kind: 'legacy' } });
    judge.ask = (method, params) => client.request({ method: method as 'tools/list', params });
  } catch (error) {
    judge.refused = { client: judge.client, method: era === 'stateless' ? 'server/discover' : 'initialize', message: clientMessage(error) };
  }
  return judge;
}

async function openV1(handshake: JsonObject): Promise<Judge> {
  // Its exported schemas, as its Client uses them (without the Client: most of its load time, and a JSON-RPC envelope parsed again).
  const types = await import('@modelcontextprotocol/sdk/types.js');
  const replay = new Replay();
  const judge: Judge = { client: clientLabel('v1'), replay, close: async () => undefined };
  // The result schema the 1.x client's own method for each request passes to Client.request.
  const schemas = new Map<string, { parse: (value: unknown) => unknown }>([
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
    if (!types.SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)) throw new Error(`Server's protocol version is not supported: ${protocolVersion}`);
    judge.ask = async (method, _params, answer) => schemas.get(method)?.parse(answer);
  } catch (error) {
    judge.refused = { client: judge.client, method: 'initialize', message: clientMessage(error) };
  }
  return judge;
}

/**
 * The client's own message, on one line: a schema failure lists its issues as JSON (zod's), each
 * said as `path: message`, the first few only.
 */
function clientMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const start = text.indexOf('[');
  if (start >= 0) {
    try {
      const issues = JSON.parse(text.slice(start)) as Array<{ path?: unknown[]; message?: string }>;
      const said = issues.slice(0, 3).map((issue) => `${(issue.path ?? []).join('.') || '(result)'}: ${issue.message ?? ''}`);
      const more = issues.length > 3 ? ` (${issues.length} issues in all)` : '';
      return oneLine(`${text.slice(0, start).trim()} ${said.join('; ')}${more}`, 400);
    } catch {
      // Not a list of issues: the message as it is.
    }
  }
  return oneLine(text, 400);
}

/** The evidence of the clients' refusals: one check per refusal, naming the client, the method, the page and its words. */
export function clientRejectionEvidence(rejections: readonly ClientRejection[]): Evidence[] {
  return rejections.map((rejection) => {
    const where = `${rejection.method}${rejection.page === undefined ? '' : ` page ${rejection.page}`}`;
    return failed('client_rejects', 'server', `${rejection.client} rejects ${where}: ${rejection.message}`, { ...rejection });
  });
}

/**
 * Every outputSchema of the contract, as stored, judged by the own validator of each official
 * client of its era (src/jsonschema/client-dialects.ts): once per distinct schema.
 */
export async function judgeDefinitions(contract: Contract): Promise<Evidence[]> {
  const declared = Object.values(contract.tools).some((tool) => typeof (tool.definition.outputSchema as { $schema?: unknown } | undefined)?.$schema === 'string');
  // Only a schema that declares its dialect can be refused for it: the validators load only then.
  if (!declared) return [];
  const { dialectRefusal } = await import('../jsonschema/client-dialects.js');
  const clients = (Object.keys(JUDGE_CLIENTS) as JudgeClient[]).filter((client) => (JUDGE_CLIENTS[client].eras as readonly Era[]).includes(contract.protocol.era));
  const verdicts = new Map<string, Array<[JudgeClient, string]>>();
  const evidence: Evidence[] = [];
  for (const [name, tool] of Object.entries(contract.tools)) {
    const schema = tool.definition.outputSchema;
    if (schema === undefined) continue;
    const digest = tool.schemaDigests?.outputSchema ?? JSON.stringify(schema);
    if (!verdicts.has(digest))
      verdicts.set(
        digest,
        clients.flatMap((client) => refusalOf(dialectRefusal(client, schema), client)),
      );
    for (const [client, message] of verdicts.get(digest)!) {
      evidence.push(
        failed('client_rejects', `tool:${name}`, `${clientLabel(client)} rejects the outputSchema of ${name}: ${message}`, { client: clientLabel(client), method: 'tools/list', tool: name, message }),
      );
    }
  }
  return evidence;
}

function refusalOf(refusal: string | undefined, client: JudgeClient): Array<[JudgeClient, string]> {
  return refusal === undefined ? [] : [[client, refusal]];
}

/** What each official client judges, for docs/evidence.md (src/evidence/checks-doc.ts renders it). */
export const JUDGE_TABLE: ReadonlyArray<{ client: JudgeClient; what: string; how: string }> = [
  {
    client: 'v2',
    what: "the handshake answer (`initialize`; `server/discover`, adopted as its `PriorDiscovery`), every list page, every called example's `tools/call` result",
    how: "`Client.request` on the answer as sent: its era's wire codec (2026-07-28: `resultType` required, `ttlMs` and `cacheScope` required on cacheable results) and zod result schemas",
  },
  {
    client: 'v2',
    what: 'every `outputSchema` that declares `$schema` (and the diff rule `output-dialect-refused`)',
    how: 'its `AjvJsonSchemaValidator`: the dialect check (2020-12, 2019-09, draft-07, draft-06; anything else is "unsupported dialect", and every call of the tool is refused), then compilation',
  },
  {
    client: 'v1',
    what: "`initialize` (the revisions it speaks), every list page, every called example's `tools/call` result",
    how: '`Client.request` with its exported result schemas (`ListToolsResultSchema`, `CallToolResultSchema`, …)',
  },
  {
    client: 'v1',
    what: 'every `outputSchema` that declares `$schema`',
    how: 'its `AjvJsonSchemaValidator` (draft-07 ajv), which compiles every outputSchema when it lists tools: a failure refuses the whole `tools/list`',
  },
];
