import type { Era } from './protocol.js';

export type JsonObject = Record<string, unknown>;

/** The contract format this build writes; a file with a higher version is refused, not misread. */
export const CONTRACT_FORMAT = 'mcp-contract';
export const CONTRACT_FORMAT_VERSION = 1;

export type EntityKind = 'tool' | 'resource' | 'resourceTemplate' | 'prompt';
export type EntityCollection = 'tools' | 'resources' | 'resourceTemplates' | 'prompts';

/** The four collections, their entity kind, and the field that names an entity (its key in the collection). */
export const COLLECTIONS: ReadonlyArray<{ collection: EntityCollection; kind: EntityKind; identity: string }> = [
  { collection: 'tools', kind: 'tool', identity: 'name' },
  { collection: 'resources', kind: 'resource', identity: 'uri' },
  { collection: 'resourceTemplates', kind: 'resourceTemplate', identity: 'uriTemplate' },
  { collection: 'prompts', kind: 'prompt', identity: 'name' },
];

/** One tool, resource, template or prompt: its normalised definition and digests. */
export interface ContractEntity {
  /** SHA-256 over the RFC 8785 form of `definition`. */
  digest: string;
  /** Tools only: a digest per schema (`inputSchema`, `outputSchema`). */
  schemaDigests?: Record<string, string>;
  definition: JsonObject;
  /** Tools only: what `definition` costs a model in tokens, counted by the contract's `tokenizer` when it was written (./context-cost.ts). */
  tokens?: number;
}

/** The reviewed release artifact: what one MCP server offers, normalised and digested. */
export interface Contract {
  format: typeof CONTRACT_FORMAT;
  formatVersion: number;
  /** The server's entry name in the gate's config. */
  server: string;
  protocol: { era: Era; revision: string };
  /** List methods the server declared (by capability) but answered with -32601 "method not found", sorted; absent when none. */
  unsupportedLists?: string[];
  /**
   * `cacheScope` of each cacheable result the gate read (list methods, `server/discover`), by
   * method, as the server sent it (2026-07-28 defines it): `private` where pages disagree. Only
   * values other than `private` are recorded: absent (a method, or the whole field) means private.
   */
  cacheScopes?: Record<string, string>;
  /** How the server answers each proposed revision (only when the config asks for the matrix). */
  protocolMatrix?: Record<string, MatrixCell>;
  /** What the server says it is (`serverInfo`), as sent. */
  serverInfo: JsonObject | null;
  /** The client capabilities the gate declared: servers vary their lists by them. */
  clientCapabilities: JsonObject;
  capabilities: JsonObject;
  instructions: { digest: string; text: string } | null;
  /** What counted the tools' `tokens` (`gpt-tokenizer o200k_base`); absent in contracts written before counts were kept. */
  tokenizer?: string;
  tools: Record<string, ContractEntity>;
  resources: Record<string, ContractEntity>;
  resourceTemplates: Record<string, ContractEntity>;
  prompts: Record<string, ContractEntity>;
  /** Answers the config asked to record (snapshot/update), for `serve` to replay; `check` never compares them. */
  recorded?: RecordedAnswers;
}

/** One recorded call: the arguments sent and the result, volatile fields dropped. */
export interface RecordedCall {
  arguments: JsonObject;
  /** The answer: the result, or in the stateless era the first `input_required` result of a multi-round call. */
  result: JsonObject;
  /** What the server sent while the call ran, in order: log and progress notifications, its own requests to the client. */
  during?: RecordedMessage[];
  /** Stateless era: the answers to the retries that carried the client's input responses, in order (the last one complete). */
  rounds?: JsonObject[];
}

/** A message the server sent while a recorded call ran, or outside any (`connection`) (a progress notification without its progressToken: the caller's goes in on replay). */
export interface RecordedMessage {
  kind: 'notification' | 'request';
  method: string;
  params: JsonObject;
}

/** The contract's `recorded` section (./recorded.ts): per tool and prompt its calls sorted by arguments, per resource URI its read. */
export interface RecordedAnswers {
  /** SHA-256 over the RFC 8785 form of the other fields: a hand-edit is caught. */
  digest: string;
  tools?: Record<string, RecordedCall[]>;
  resources?: Record<string, JsonObject>;
  prompts?: Record<string, RecordedCall[]>;
  /** What the server sent outside any recorded call (at connect, between calls), in order: serve says it again at connect. */
  connection?: RecordedMessage[];
}

/** How the server answered one proposed protocol revision: a cell of the contract's protocol matrix. */
type MatrixOutcome = 'accepted' | 'selected-other' | 'rejected' | 'violation';

export interface MatrixCell {
  outcome: MatrixOutcome;
  /** selected-other: the revision the server chose instead. */
  selected?: string;
  /** rejected / violation: the server's words or what was wrong. */
  detail?: string;
}
