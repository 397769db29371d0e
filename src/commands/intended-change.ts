import { classify } from './classify.js';
import { verifyDigests } from '../contract/digests.js';
import { parseContract } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import { approveBreaking, type ApprovalSettings } from '../policy/approvals.js';
import type { LevelSetting } from '../config/types.js';
import { applyLevels } from '../policy/levels.js';
import type { ReviewOutcome } from '../report/outcome.js';
import type { BaseContract } from './base-contract.js';

/** The intended change of a pull request: the golden contract at its base commit against the one at its head. */
export async function reviewContract(
  baseCommit: string,
  base: BaseContract,
  head: { contract: Contract; file: string },
  settings: ApprovalSettings,
  levels: readonly LevelSetting[],
  oracleTimeoutMs: number,
): Promise<ReviewOutcome> {
  if ('missing' in base) return { base: baseCommit, changes: [], approved: [], unapproved: [], note: base.missing };
  const file = `${baseCommit.slice(0, 12)}:${head.contract.server} golden contract`;
  return { base: baseCommit, ...(await intendedChange({ text: base.text, file }, head, settings, levels, oracleTimeoutMs)) };
}

/**
 * The intended change between two golden contracts, classified at the configured levels and
 * approved: what the review computes, and what `update --approve` accepts (the same
 * fingerprints, by the same function). A breaking change the config lowered needs no approval.
 */
export async function intendedChange(
  base: { text: string; file: string },
  head: { contract: Contract; file: string },
  settings: ApprovalSettings,
  levels: readonly LevelSetting[],
  oracleTimeoutMs: number,
): Promise<Omit<ReviewOutcome, 'base' | 'note'>> {
  const before = parseContract(base.text, base.file);
  // Both are files: the head's digests were relied on only where they equal the live server's.
  verifyDigests({ contract: before, file: base.file }, head);
  const after = head.contract;
  const changes = applyLevels((await classify(before, after, oracleTimeoutMs)).changes, levels);
  const versions = { base: stringOrUndefined(before.serverInfo?.version), head: stringOrUndefined(after.serverInfo?.version) };
  const { approved, unapproved } = approveBreaking(changes, settings, versions);
  return { changes, approved, unapproved: unapproved.map((change) => change.fingerprint), versions };
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
