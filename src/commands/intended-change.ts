import { classify } from './classify.js';
import { contextCostOf } from '../contract/context-cost.js';
import type { ServerConfig } from '../config/types.js';
import { verifyDigests } from '../contract/digests.js';
import { parseContract } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import { approveBreaking, type ApprovalSettings } from '../policy/approvals.js';
import { budgetChanges } from '../policy/context-budget.js';
import { applyIgnore, type IgnoredChange } from '../policy/ignore.js';
import { applyLevels } from '../policy/levels.js';
import { reviewPolicy, type ReviewPolicy } from '../policy/relaxations.js';
import type { ReviewOutcome } from '../report/outcome.js';
import type { BaseContract } from './base-contract.js';

/** An intended change, and what the base config's ignore entries left out of it. */
export type IntendedChange = Omit<ReviewOutcome, 'base' | 'note'> & { ignored: IgnoredChange[] };

/** The intended change of a pull request: the golden contract at its base commit against the one at its head. */
export async function reviewContract(
  baseCommit: string,
  base: BaseContract,
  head: { contract: Contract; file: string },
  settings: ApprovalSettings,
  policy: ReviewPolicy,
  oracleTimeoutMs: number,
): Promise<{ review: ReviewOutcome; ignored: IgnoredChange[] }> {
  if ('missing' in base) return { review: { base: baseCommit, changes: [], approved: [], unapproved: [], note: base.missing }, ignored: [] };
  const file = `${baseCommit.slice(0, 12)}:${base.path} golden contract`;
  const { ignored, ...intended } = await intendedChange({ text: base.text, file }, head, settings, policy, oracleTimeoutMs);
  return { review: { base: baseCommit, ...intended }, ignored };
}

/**
 * The intended change between two golden contracts, classified and its context budget judged
 * at the policy's levels, less what its ignore entries match, with its relaxations of the config
 * beside them, and approved: what
 * the review computes, and what `update --approve` accepts (the same fingerprints, by the same
 * function). A breaking change the policy lowered needs no approval.
 */
export async function intendedChange(
  base: { text: string; file: string },
  head: { contract: Contract; file: string },
  settings: ApprovalSettings,
  policy: ReviewPolicy,
  oracleTimeoutMs: number,
): Promise<IntendedChange> {
  const before = parseContract(base.text, base.file);
  // Both are files: the head's digests were relied on only where they equal the live server's.
  verifyDigests({ contract: before, file: base.file }, head);
  const after = head.contract;
  // As `diff` counts: the base's counts are trusted (when its tokenizer is ours), the head's never (the pull request wrote them);
  // a head tool with the base tool's digest takes its count, every other is counted. Counted only under a budget.
  const costing = policy.contextBudget ? contextCostOf(before, after) : undefined;
  costing?.catch(() => undefined); // awaited below; not an unhandled rejection when classifying fails first
  const classified = (await classify(before, after, oracleTimeoutMs)).changes;
  const budget = costing ? budgetChanges(await costing, policy.contextBudget) : [];
  const { kept, ignored } = applyIgnore(applyLevels([...classified, ...budget], policy.levels), policy.ignore);
  const changes = [...kept, ...policy.relaxations];
  const versions = { base: stringOrUndefined(before.serverInfo?.version), head: stringOrUndefined(after.serverInfo?.version) };
  const { approved, unapproved } = approveBreaking(changes, settings, versions);
  return { changes, approved, unapproved: unapproved.map((change) => change.fingerprint), versions, ignored };
}

/**
 * The intended change of a server the pull request removed from the config: its golden contract
 * at the base against the same contract with nothing in it, so that every tool, resource,
 * template and prompt is removed (breaking, approved like any intended change), judged by the
 * base server's own policy. What the review gates and what `update --approve` accepts for it.
 */
export async function intendedRemoval(removed: { server: ServerConfig; path: string; text: string }, baseCommit: string, settings: ApprovalSettings): Promise<IntendedChange> {
  const { server, path, text } = removed;
  const file = `${baseCommit.slice(0, 12)}:${path} golden contract`;
  const empty: Contract = { ...parseContract(text, file), tools: {}, resources: {}, resourceTemplates: {}, prompts: {} };
  const head = { contract: empty, file: `${server.name} removed from the config` };
  return intendedChange({ text, file }, head, settings, reviewPolicy(server, server), server.oracleTimeoutMs);
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
