import { InputError } from '../errors.js';
import { DEFAULT_APPROVE_LABEL } from '../policy/approvals.js';
import { reviewBase, type ReviewBase } from './base-contract.js';
import { checkServers, type CheckRequest, type CheckResult } from './check-servers.js';

/** `review`: the servers, the base (a ref, or the merge base with the default branch), and the gate's settings. */
export interface LocalReviewRequest extends Omit<CheckRequest, 'review' | 'contractFile' | 'concurrency'> {
  baseRef?: string;
  configFile?: string;
  policyFile: string;
  majorBumpApproves: boolean;
}

/**
 * The action's review of a pull request, on the working tree: each live server against its
 * golden contract (the drift) and that golden contract against the base (the intended change),
 * gated as the action gates them. A label is on the pull request: out of this review's sight.
 */
export async function reviewWorkingTree(request: LocalReviewRequest): Promise<{ base: ReviewBase; result: CheckResult }> {
  const base = await reviewBase(request.cwd, request.baseRef);
  if (!base) throw new InputError('no base to review against: not in a git repository, or none of origin/HEAD, main and master to start from; give --base REF');
  const review = {
    base: base.commit,
    approveLabel: DEFAULT_APPROVE_LABEL,
    prLabels: [],
    majorBumpApproves: request.majorBumpApproves,
    policyFile: request.policyFile,
    ...(request.configFile ? { configFile: request.configFile } : {}),
  };
  return { base, result: await checkServers({ ...request, concurrency: 1, review }) };
}
