import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import type { Era } from '../contract/protocol.js';
import type { Contract } from '../contract/types.js';
import { oneLine } from '../errors.js';
import { clientLabel, dialectRefusal, JUDGE_CLIENTS, type JudgeClient } from '../jsonschema/client-dialects.js';
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
export const JUDGES_OFF_ENV = 'MCG_CLIENT_JUDGES';

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
type Ask = (method: string, params: JsonObject) => Promise<unknown>;

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
 * handshake era. A refused handshake is a rejection of its own.
 */
export class ClientJudges {
  readonly rejections: ClientRejection[] = [];

  private constructor(private readonly judges: Judge[]) {
    for (const judge of judges) if (judge.refused) this.rejections.push(judge.refused);
  }

  static async open(era: Era, handshake: JsonObject): Promise<ClientJudges> {
    if (process.env[JUDGES_OFF_ENV] === 'off') return new ClientJudges([]);
    const judges = [await openV2(era, handshake)];
    if (era === 'handshake') judges.push(await openV1(handshake));
    return new ClientJudges(judges);
  }

  /** Each client parses the answer to `method` (a list's `page`, when it is one); a refusal is kept, in the client's words. */
  async judge(method: string, params: JsonObject, answer: unknown, page?: number): Promise<void> {
    for (const judge of this.judges) {
      if (!judge.ask) continue;
      judge.replay.answer = answer;
      try {
        await judge.ask(method, params);
      } catch (error) {
        this.rejections.push({ client: judge.client, method, ...(page === undefined ? {} : { page }), message: clientMessage(error) });
      }
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.judges.map((judge) => judge.close()));
  }
}

let preloading: Promise<unknown> | undefined;

/** Starts loading both clients' code (once), for ClientJudges.open to find loaded. */
export function preloadJudges(): void {
  if (process.env[JUDGES_OFF_ENV] === 'off') return;
  preloading ??= Promise.all([import('@modelcontextprotocol/client'), import('@modelcontextprotocol/sdk/client/index.js'), import('@modelcontextprotocol/sdk/types.js')]).catch(() => undefined);
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
  const [{ Client }, types] = await Promise.all([import('@modelcontextprotocol/sdk/client/index.js'), import('@modelcontextprotocol/sdk/types.js')]);
  const client = new Client(CLIENT_INFO);
  const replay = new Replay();
  replay.answer = handshake;
  const judge: Judge = { client: clientLabel('v1'), replay, close: () => client.close() };
  // The 1.x client takes the result schema per request: the one its own method for it passes.
  const schemas: Record<string, unknown> = {
    'tools/list': types.ListToolsResultSchema,
    'resources/list': types.ListResourcesResultSchema,
    'resources/templates/list': types.ListResourceTemplatesResultSchema,
    'prompts/list': types.ListPromptsResultSchema,
    'tools/call': types.CallToolResultSchema,
    'resources/read': types.ReadResourceResultSchema,
    'prompts/get': types.GetPromptResultSchema,
  };
  try {
    await client.connect(replay as never);
    judge.ask = async (method, params) => {
      const schema = schemas[method];
      if (schema) await client.request({ method, params } as never, schema as never);
    };
  } catch (error) {
    judge.refused = { client: judge.client, method: 'initialize', message: clientMessage(error) };
  }
  return judge;
}

/**
 * The client's own message, on one line: a schema failure lists its issues as JSON (zod's), each
 * said as `path: message`, the first few only.
 */
export function clientMessage(error: unknown): string {
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
export function judgeDefinitions(contract: Contract): Evidence[] {
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
        clients.flatMap((client) => refusalOf(client, schema)),
      );
    for (const [client, message] of verdicts.get(digest)!) {
      evidence.push(
        failed('client_rejects', `tool:${name}`, `${clientLabel(client)} rejects the outputSchema of ${name}: ${message}`, { client: clientLabel(client), method: 'tools/list', tool: name, message }),
      );
    }
  }
  return evidence;
}

function refusalOf(client: JudgeClient, schema: unknown): Array<[JudgeClient, string]> {
  const refusal = dialectRefusal(client, schema);
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
