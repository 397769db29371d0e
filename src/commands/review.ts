import { levelSettingsOf } from '../policy/levels.js';
import { loadAcceptances } from '../config/policy.js';
import type { Contract } from '../contract/types.js';
import { DEFAULT_APPROVE_LABEL, type ApprovalSettings } from '../policy/approvals.js';
import type { ReviewOutcome } from '../report/outcome.js';
import type { ServerConfig } from '../config/types.js';
import { baseGolden, movedNote, type BaseSource } from './base-contract.js';
import { reviewContract } from './intended-change.js';

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
 * reviews a branch: its golden contract at the base (found through the base commit's config, see
 * baseGolden) against `head`, classified and approved. A moved golden file is a note.
 */
export async function reviewServer(server: ServerConfig, head: ReviewHead, source: BaseSource, approvals: ApprovalSettings): Promise<{ review: ReviewOutcome; notes: string[] }> {
  const base = await baseGolden(server, head.file, source);
  const review = await reviewContract(source.commit, base, { contract: head.contract, file: head.label }, approvals, levelSettingsOf(server), server.oracleTimeoutMs);
  const moved = movedNote(base);
  return { review, notes: moved ? [moved] : [] };
}
