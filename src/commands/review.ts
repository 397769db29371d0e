import { loadAcceptances } from '../config/policy.js';
import type { ServerConfig } from '../config/types.js';
import type { Contract } from '../contract/types.js';
import { DEFAULT_APPROVE_LABEL, type ApprovalSettings } from '../policy/approvals.js';
import type { IgnoredChange } from '../policy/ignore.js';
import { reviewPolicy } from '../policy/relaxations.js';
import type { ReviewOutcome, ServerOutcome } from '../report/outcome.js';
import { movedNote, type BaseContract, type RemovedServer } from './base-contract.js';
import { intendedRemoval, reviewContract } from './intended-change.js';

/** Today, as YYYY-MM-DD in UTC: the one clock acceptances expire by. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What approves a breaking intended change, as an adapter knows it; the rest has defaults. */
export interface ApprovalInputs {
  /** The policy file (absolute), read inside `root`. */
  policyFile: string;
  root: string;
  /** The approving label, and the labels on the pull request (none where no pull request is in sight). */
  label?: string;
  prLabels?: string[];
  majorBumpApproves?: boolean;
}

/** The approval settings, built here only: the policy file's acceptances loaded (a broken file is exit 2 naming it), today's date taken. */
export async function approvalSettings(inputs: ApprovalInputs): Promise<ApprovalSettings> {
  return {
    label: inputs.label ?? DEFAULT_APPROVE_LABEL,
    prLabels: inputs.prLabels ?? [],
    acceptances: await loadAcceptances(inputs.policyFile, inputs.root),
    majorBumpApproves: inputs.majorBumpApproves ?? false,
    today: today(),
  };
}

/** The golden contract at the head of a review, from `file`; `label` names it in errors. */
export interface ReviewHead {
  contract: Contract;
  file: string;
  label: string;
}

/**
 * A server's intended change, as the action reviews a pull request and `mcp-contract review`
 * reviews a branch: its golden contract at the base (as planBase pairs it) against `head`,
 * judged by the base config's policy and with the head's relaxations of it to approve
 * (reviewPolicy), classified and approved. A renamed server or a moved golden file is a note,
 * and so is each change the base config's ignore entries leave out.
 */
export async function reviewServer(
  server: ServerConfig,
  head: ReviewHead,
  source: { commit: string },
  base: BaseContract,
  approvals: ApprovalSettings,
): Promise<{ review: ReviewOutcome; notes: string[] }> {
  const policy = reviewPolicy(base.server, server);
  const { review, ignored } = await reviewContract(source.commit, base, { contract: head.contract, file: head.label }, approvals, policy, server.oracleTimeoutMs);
  const moved = movedNote(base);
  return { review, notes: [...(base.notes ?? []), ...(moved ? [moved] : []), ...ignored.map(ignoredNote)] };
}

/**
 * A server the base config has and the head's lacks (no head server pairs with it): never run,
 * its review is every entity of its golden contract at the base removed (intendedRemoval).
 */
export async function reviewRemoved(removed: RemovedServer, source: { commit: string }, approvals: ApprovalSettings): Promise<ServerOutcome> {
  const { server, path, text } = removed;
  const outcome = { name: server.name, contractFile: server.contract, changes: [], removed: true };
  const gone = `Removed: the base config has the server ${server.name} and no server of the head's pairs with it (by name, golden file, serverInfo.name or command)`;
  if (text === undefined) return { ...outcome, notes: [`${gone}; its golden contract ${path} does not exist at the base commit, so there is nothing to review.`] };
  const { ignored, ...intended } = await intendedRemoval({ server, path, text }, source.commit, approvals);
  return {
    ...outcome,
    notes: [`${gone}: its golden contract ${path} at the base is reviewed as if every entity were removed.`, ...ignored.map(ignoredNote)],
    review: { base: source.commit, ...intended },
  };
}

/** An intended change the base config's ignore entry leaves out of the review. */
function ignoredNote({ change, reason, matched }: IgnoredChange): string {
  const by = Object.entries(matched)
    .map(([field, value]) => `${field} ${value}`)
    .join(', ');
  return `Left out of the review by the base config's ignore entry (${by}): ${change.fingerprint} ${change.rule} (${change.entity}): ${reason}`;
}
