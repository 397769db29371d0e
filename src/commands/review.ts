import type { ServerConfig } from '../config/types.js';
import { readContract } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import { GateError } from '../errors.js';
import type { ApprovalSettings } from '../policy/approvals.js';
import { contractAtCommit } from './base-contract.js';
import { reviewContract } from './intended-change.js';
import type { ReviewOutcome, ServerOutcome } from '../report/outcome.js';

/** What a review compares with and approves by: the base commit (git runs in `cwd`), and the approval settings. */
export interface ReviewRequest {
  base: string;
  cwd: string;
  approvals: ApprovalSettings;
}

/** The golden contract at the head of a review, from `file`; `label` names it in errors. */
export interface ReviewHead {
  contract: Contract;
  file: string;
  label: string;
}

/**
 * A server's intended change, as the action reviews a pull request and `mcp-contract review`
 * reviews a branch: its golden contract at the base commit against `head`, classified and approved.
 */
export async function reviewServer(server: ServerConfig, head: ReviewHead, request: ReviewRequest): Promise<ReviewOutcome> {
  const base = await contractAtCommit(head.file, request.base, request.cwd);
  return reviewContract(request.base, base, { contract: head.contract, file: head.label }, request.approvals, server.oracleTimeoutMs);
}

/**
 * The working tree's golden contracts reviewed against the base, with no live server (so no
 * drift). A golden file that is missing or broken is its server's error, as in a check.
 */
export async function reviewGoldens(servers: ServerConfig[], request: ReviewRequest, label: (file: string) => string): Promise<ServerOutcome[]> {
  const outcomes: ServerOutcome[] = [];
  for (const server of servers) {
    const outcome: ServerOutcome = { name: server.name, contractFile: server.contract, changes: [], notes: [] };
    try {
      const golden = await readContract(server.contract);
      const review = await reviewServer(server, { contract: golden, file: server.contract, label: label(server.contract) }, request);
      outcomes.push({ ...outcome, golden, current: golden, review });
    } catch (error) {
      if (!(error instanceof GateError)) throw error;
      outcomes.push({ ...outcome, error: { exitCode: error.exitCode, message: error.message } });
    }
  }
  return outcomes;
}
