import { DEFAULTS } from '../config/types.js';
import type { Contract } from '../contract/types.js';
import type { Change } from '../diff/change.js';
import { compareContractsInParallel } from '../diff/parallel.js';
import { consultOracle } from '../diff/oracle.js';

/** The end of a server's whole run (`timeouts.totalMs`, started before its golden file was read): no phase goes past it. */
export interface RunEnd {
  at: number;
  totalMs: number;
}

/**
 * Classifies all changes between two contracts, within a deadline (the classification's, or
 * the run's when that comes first); json-schema-diff is asked about what stayed undecided,
 * within its own deadline and what is left of the run's.
 */
export async function classify(
  before: Contract,
  after: Contract,
  oracleDeadlineMs = DEFAULTS.oracleTimeoutMs,
  classifyDeadlineMs = DEFAULTS.classifyTimeoutMs,
  runEnd?: RunEnd,
): Promise<{ changes: Change[]; notes: string[] }> {
  const ownEnd = Date.now() + classifyDeadlineMs;
  const byRun = runEnd !== undefined && runEnd.at < ownEnd;
  const deadline = byRun ? `the total deadline (timeouts.totalMs: ${runEnd.totalMs} ms)` : `the classification deadline (${classifyDeadlineMs} ms)`;
  const comparison = await compareContractsInParallel(before, after, { deadlineAt: byRun ? runEnd.at : ownEnd });
  const late = lateEntities(comparison.unclassified, comparison.changes);
  const lateNote = late.length
    ? [`${deadline} passed: the schemas of ${late.length} entities were not compared and are reported as undecided: ${late.slice(0, 20).join(', ')}${late.length > 20 ? ', …' : ''}`]
    : [];
  const left = (runEnd?.at ?? Infinity) - Date.now();
  const oracle = await consultOracle(comparison.schemaPairs, Math.min(oracleDeadlineMs, left), left > 0 ? undefined : `${deadline} had passed`);
  return { changes: comparison.changes, notes: [...lateNote, ...oracle.notes] };
}

/** Entities not compared (the deadline had passed before them), then those whose comparison it cut short (./schema/deadline.ts). */
function lateEntities(unclassified: string[], changes: Change[]): string[] {
  const cut = changes.filter((change) => change.item === 'deadline' && change.rule.endsWith('-undecided')).map((change) => change.entity);
  return [...new Set([...unclassified, ...cut])];
}
