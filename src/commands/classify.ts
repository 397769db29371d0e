import { DEFAULTS } from '../config/types.js';
import type { Contract } from '../contract/types.js';
import type { Change } from '../diff/change.js';
import { compareContractsInParallel } from '../diff/parallel.js';
import { consultOracle } from '../diff/oracle.js';

/** Classifies all changes between two contracts, within a deadline; json-schema-diff is asked about what stayed undecided. */
export async function classify(
  before: Contract,
  after: Contract,
  oracleDeadlineMs = DEFAULTS.oracleTimeoutMs,
  classifyDeadlineMs = DEFAULTS.classifyTimeoutMs,
): Promise<{ changes: Change[]; notes: string[] }> {
  const comparison = await compareContractsInParallel(before, after, { deadlineAt: Date.now() + classifyDeadlineMs });
  const late = comparison.unclassified.length
    ? [
        `the classification deadline (${classifyDeadlineMs} ms) passed: the schemas of ${comparison.unclassified.length} entities were not compared and are reported as undecided: ${comparison.unclassified.slice(0, 20).join(', ')}${comparison.unclassified.length > 20 ? ', …' : ''}`,
      ]
    : [];
  const oracle = await consultOracle(comparison.schemaPairs, oracleDeadlineMs);
  return { changes: comparison.changes, notes: [...late, ...oracle.notes] };
}
