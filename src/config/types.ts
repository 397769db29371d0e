import type { Level } from '../diff/levels.js';
import type { RuleId } from '../diff/rules.js';

/** How the gate reaches a server. */
export type TransportConfig =
  | {
      kind: 'stdio';
      command: string;
      args: string[];
      cwd?: string;
      /** Literal environment values for the child. */
      env: Record<string, string>;
      /** Names of variables passed through from the gate's own environment. */
      envPassthrough: string[];
      /** Lines that are not JSON before the first message: skipped with a warning (tolerant, unset) or a failure (strict). */
      stdout?: StdoutMode;
    }
  | {
      kind: 'streamable-http' | 'sse';
      url: string;
      /** Header values; `${env:NAME}` is replaced from the environment (and masked). */
      headers: Record<string, string>;
    };

export type StdoutMode = 'tolerant' | 'strict';

/** Which protocol era the gate speaks: `auto` probes `server/discover` and falls back to `initialize`. */
export type EraPreference = 'auto' | 'handshake' | 'stateless';

export interface ServerConfig {
  name: string;
  transport: TransportConfig;
  era: EraPreference;
  /** The revision the gate proposes in `initialize` (handshake era). */
  protocolVersion: string;
  /** Pinned client capabilities: servers vary their lists by them, so they are part of the contract. */
  clientCapabilities: Record<string, unknown>;
  /** The config's build command (the server's own, else the top-level one) and the folder it runs in: the CLI runs it before it starts the server. */
  build?: { command: string; cwd: string };
  /** Path of the golden contract file (resolved). */
  contract: string;
  requestTimeoutMs: number;
  totalTimeoutMs: number;
  /** Deadline of the json-schema-diff oracle during check. */
  oracleTimeoutMs: number;
  /** Deadline for classifying one server's changes; past it schemas are not compared, and the report says which. */
  classifyTimeoutMs?: number;
  /** The most pages one list may have before the walk is called a loop. */
  pageCap: number;
  /** How many times a `list_changed` notification may restart a walk. */
  listChangedRestarts: number;
  /** The negotiation policy a host applies to this server. */
  negotiation: NegotiationPolicy;
  /** Revisions to propose one by one (the protocol-version matrix); empty: no matrix. */
  protocolMatrix: string[];
  examples: CanonicalExample[];
  /** Resources read and prompts got only to record their answers (snapshot/update), for serve to replay. */
  record?: RecordRequests;
  subscribeProbe?: { uri: string; timeoutMs: number };
  /** Negative probes (src/probes/negative.ts): calls with arguments the inputSchema rejects; unset: not sent. */
  probes?: NegativeProbes;
  /** Budgets (unset ones: DEFAULT_LIMITS); read through limitsOf. */
  limits?: Partial<Limits>;
  /** Semver advice (the server's setting, else the top-level one); unset: off. */
  semver?: 'off' | 'warn' | 'enforce';
  /** How rewordings are judged (the server's setting, else the top-level one; src/policy/descriptions.ts); unset: auto. */
  descriptions?: DescriptionsMode;
  /** Levels the team sets for rules (`levels:`; the server's entry over the top-level one); `descriptions` adds to them at the gate. */
  levels?: LevelSetting[];
  /** Changes left out of the gate, each with a reason (the server's entries, then the top-level ones). */
  ignore?: IgnoreEntry[];
  /** What the tool definitions may cost a model (the server's budget, else the top-level one); unset: no budget. */
  contextBudget?: ContextBudget;
  /** The server's MCP Registry entry (`server.json`, resolved): `registry:`, or the one next to a one-server config. */
  registry?: string;
  /** The config's `collisions: ignore`: its servers are never loaded together, so no tool_name_collision. */
  collisions?: 'ignore';
}

/** `contextBudget`: a total in tokens, a growth in percent of the golden contract's total, or both. */
export interface ContextBudget {
  tokens?: number;
  growthPercent?: number;
}

/** A rule's level as the config sets it, and where in the config: `/servers/0/levels/tool-added`. */
export interface LevelSetting {
  rule: RuleId;
  level: Level;
  origin: string;
}

/** How a reworded description is judged: by the words it changes (auto), or every rewording alike. */
export type DescriptionsMode = 'auto' | 'cosmetic' | 'effect-relevant';

/** A change the gate leaves out, by rule id and/or JSON pointer pattern (and entity), with a reason; reported as ignored. */
export interface IgnoreEntry {
  rule?: string;
  entity?: string;
  /** `*` matches one segment, a final `**` any number. */
  pointer?: string;
  reason: string;
  /** Where it was written: `config FILE at /servers/0/ignore/1`. */
  origin: string;
}

/** What one server can make the gate hold: past a budget, discovery stops with exit 3 naming it. */
export interface Limits {
  /** The largest single message (a stdout line, an HTTP body, one event of an event stream). */
  messageBytes: number;
  /** The most items one list may have, all pages together. */
  itemsPerList: number;
  /** The most bytes received while walking one list, all pages together. */
  walkBytes: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = {
  messageBytes: 16 * 1024 * 1024,
  itemsPerList: 100_000,
  walkBytes: 64 * 1024 * 1024,
};

export function limitsOf(server: Pick<ServerConfig, 'limits'>): Limits {
  return { ...DEFAULT_LIMITS, ...server.limits };
}

/** Which revisions and capabilities a host accepts: data, evaluated after negotiation. */
export interface NegotiationPolicy {
  /** Undefined: any revision the gate itself speaks. */
  supportedProtocolVersions?: string[];
  requiredServerCapabilities: string[];
  optionalServerCapabilities: string[];
}

/** The `probes` setting: negative probes (invalid arguments a conforming server refuses). */
export interface NegativeProbes {
  negative: boolean;
  /** Call tools not annotated readOnlyHint too. */
  allowSideEffects: boolean;
  /** The most calls sent to one tool. */
  maxCallsPerTool: number;
  /** No call is started past this many milliseconds from the first. */
  timeoutMs: number;
}

export const DEFAULT_NEGATIVE_PROBES: Readonly<NegativeProbes> = { negative: false, allowSideEffects: false, maxCallsPerTool: 4, timeoutMs: 10_000 };

/** A tool call whose arguments and result are part of the contract. */
export interface CanonicalExample {
  name: string;
  tool: string;
  arguments: Record<string, unknown>;
  expect?: Record<string, unknown>;
  allowSideEffects: boolean;
  call: boolean;
  /** snapshot/update record the result in the contract (`recorded.tools`). */
  record?: boolean;
  /** The tool is expected to answer `isError: true` (an error result, recorded like any other). */
  isError?: boolean;
}

/** The `record` setting: answers recorded beside the example calls. */
export interface RecordRequests {
  resources: string[];
  prompts: Array<{ name: string; arguments: Record<string, string> }>;
}

/** What one run checks: its servers, the file they came from and the folder it may write in. */
export interface RunConfig {
  /** The file it came from, or undefined for a command-line server. */
  file?: string;
  /** The folder the gate may write in: the config's repository (checked by checkPlaces). */
  root?: string;
  servers: ServerConfig[];
  /** What the file says that still works but should change: a retired rule id, read as its successor. */
  warnings?: string[];
}

export const DEFAULTS = {
  era: 'auto' as EraPreference,
  protocolVersion: '2025-11-25',
  requestTimeoutMs: 15_000,
  totalTimeoutMs: 120_000,
  oracleTimeoutMs: 10_000,
  classifyTimeoutMs: 60_000,
  pageCap: 10_000,
  listChangedRestarts: 3,
  contractDir: 'contracts',
};

export function defaultContractPath(serverName: string): string {
  return `${DEFAULTS.contractDir}/${serverName}.mcp-contract.json`;
}
