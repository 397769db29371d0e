// What the report is made from: the outcomes the use cases hand it. The report owns these
// types, so nothing in report/ reaches up into the use cases.
import type { ContextCost } from '../contract/context-cost.js';
import type { Contract } from '../contract/types.js';
import type { Change } from '../diff/change.js';
import type { Evidence } from '../evidence/types.js';
import type { Approval } from '../policy/approvals.js';
import type { ExpiredAcceptance } from '../policy/gate.js';
import type { TranscriptEntry } from '../transport/session.js';

/** What comparing one server produced: its changes, or why it could not be compared. */
export interface ServerOutcome {
  name: string;
  contractFile: string;
  /** The contract the changes start from (the golden one in a check). */
  golden?: Contract;
  /** The contract the changes lead to (the live one in a check). */
  current?: Contract;
  changes: Change[];
  notes: string[];
  /** Checked facts about the live server: negotiation policy, lifecycle, schemas, probes. */
  evidence?: Evidence[];
  /** The gate's own session with the server. */
  transcript?: TranscriptEntry[];
  error?: { exitCode: number; message: string };
  /** A server of the base config that the pull request removed: never run; its review is every entity removed. */
  removed?: boolean;
  /** The intended change of a pull request: golden at base against golden at head. */
  review?: ReviewOutcome;
  /** What the tool definitions cost a model, before and after (src/contract/context-cost.ts). */
  contextCost?: ContextCost;
  /** The server's MCP Registry entry (server.json): its version, for semver advice. */
  registry?: { label: string; version: string };
}

/** The change a pull request intends: the golden contract at its base against the one at its head. */
export interface ReviewOutcome {
  /** The base commit compared against. */
  base: string;
  changes: Change[];
  approved: Approval[];
  /** Fingerprints of breaking changes nothing approved: they fail the gate. */
  unapproved: string[];
  /** Unapproved fingerprints whose acceptance in the policy file lapsed, with the day it expired on. */
  expired?: ExpiredAcceptance[];
  /** Why there is no review (no base contract), when there is none. */
  note?: string;
  /** serverInfo.version of the golden contract at the base and at the head: what semver advice compares. */
  versions?: { base?: string; head?: string };
}

/** The commands that accept a server's drift: the golden contract rewritten, and (breaking) the acceptances with it. */
export interface AcceptCommands {
  /** `update`: rewrites the golden contract. */
  update: string;
  /** `update --approve "why"`: also accepts its breaking changes in the policy file, in one round. */
  approve: string;
}
