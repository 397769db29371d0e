import { DEFAULTS, type ServerConfig } from '../config/types.js';
import { readContract, redactContract } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import { compareContracts } from '../diff/compare.js';
import type { Change } from '../diff/change.js';
import { consultOracle } from '../diff/oracle.js';
import { DiscoveryError, GateError } from '../errors.js';
import type { ReviewOutcome } from '../review/review.js';
import { Redactor } from '../report/redact.js';
import type { Evidence } from '../evidence/types.js';
import type { TranscriptEntry } from '../transport/session.js';
import { inspectServer } from './snapshot.js';


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
  /** The intended change of a pull request: golden at base against golden at head. */
  review?: ReviewOutcome;
}

/** Classifies all changes between two contracts, within a deadline; json-schema-diff is asked about what stayed undecided. */
export async function classify(before: Contract, after: Contract, oracleDeadlineMs = DEFAULTS.oracleTimeoutMs, classifyDeadlineMs = DEFAULTS.classifyTimeoutMs): Promise<{ changes: Change[]; notes: string[] }> {
  const comparison = compareContracts(before, after, { deadlineAt: Date.now() + classifyDeadlineMs });
  const late = comparison.unclassified.length
    ? [`the classification deadline (${classifyDeadlineMs} ms) passed: the schemas of ${comparison.unclassified.length} entities were not compared and are reported as undecided: ${comparison.unclassified.slice(0, 20).join(', ')}${comparison.unclassified.length > 20 ? ', …' : ''}`]
    : [];
  const oracle = await consultOracle(comparison.schemaPairs, oracleDeadlineMs);
  return { changes: comparison.changes, notes: [...late, ...oracle.notes] };
}

/**
 * Drift: the live server against its golden contract. The golden file is read, never written.
 * The live contract is redacted as `update` would write it, so a secret the server says compares equal.
 */
export async function checkServer(server: ServerConfig, options: { contractFile?: string; recordBodies?: boolean; redactor?: Redactor }, env: NodeJS.ProcessEnv): Promise<ServerOutcome> {
  const contractFile = options.contractFile ?? server.contract;
  const outcome: ServerOutcome = { name: server.name, contractFile, changes: [], notes: [] };
  try {
    const golden = await readContract(contractFile); // a broken golden file fails before the server is started
    const inspection = await inspectServer(server, env, { recordBodies: options.recordBodies });
    const { evidence, transcript } = inspection;
    const live = redactContract(inspection.contract, options.redactor ?? new Redactor());
    const classified = await classify(golden, live, server.oracleTimeoutMs, server.classifyTimeoutMs);
    return { ...outcome, golden, current: live, ...classified, evidence, transcript };
  } catch (error) {
    if (!(error instanceof GateError)) throw error;
    const transcript = error instanceof DiscoveryError ? (error.transcript as TranscriptEntry[] | undefined) : undefined;
    return { ...outcome, error: { exitCode: error.exitCode, message: error.message }, ...(transcript ? { transcript } : {}) };
  }
}
