import { relative, resolve } from 'node:path';
import { defaultPolicyFile } from '../commands/accept-command.js';
import { ownValue } from '../json/own.js';
import { gatedReport } from '../commands/gated-report.js';
import { reviewGoldens } from '../commands/review.js';
import { loadAcceptances } from '../config/policy.js';
import { InputError, oneLine } from '../errors.js';
import { DEFAULT_APPROVE_LABEL } from '../policy/approvals.js';
import { exitCodeOf, type Report } from '../report/report.js';
import { renderReview } from '../report/terminal.js';
import { reviewBase } from '../commands/base-contract.js';
import { acceptCommandsHere } from '../commands/accept-command.js';
import type { CommandIo } from './io.js';
import { selectServers } from './servers.js';

export interface ReviewOptions {
  config?: string;
  server?: string;
  /** The commit to review against (default: the merge base of HEAD with the default branch). */
  base?: string;
  policyFile?: string;
  /** As the action's approve-on-major-bump input. */
  approveOnMajorBump?: boolean;
}

/**
 * `review`: the action's review of a pull request, here: each golden contract at the base
 * against the working tree's, classified, approved by the policy file's acceptances (a label is
 * on the pull request, out of sight) and gated as the action gates it. Exit 1 where the action
 * would fail on an unapproved breaking intended change.
 */
export async function reviewCommand(options: ReviewOptions, io: CommandIo): Promise<number> {
  const selection = await selectServers([], options, io);
  const base = await reviewBase(io.cwd, options.base);
  if (!base) throw new InputError('no base to review against: not in a git repository, or none of origin/HEAD, main and master to start from; give --base REF');
  const configFile = options.config ? resolve(io.cwd, options.config) : undefined;
  const policyFile = options.policyFile ? selection.place(options.policyFile, '--policy-file') : defaultPolicyFile(configFile, io.cwd);
  const approvals = {
    label: DEFAULT_APPROVE_LABEL,
    prLabels: [], // a label is on the pull request: this review cannot see it, and says so
    acceptances: await loadAcceptances(policyFile, selection.root),
    majorBumpApproves: options.approveOnMajorBump ?? false,
    today: new Date().toISOString().slice(0, 10),
  };
  const outcomes = await reviewGoldens(selection.servers, { base: base.commit, cwd: io.cwd, approvals }, (file) => relative(io.cwd, file));
  // No live server: the drift is empty, so fail-on decides nothing; unapproved breaking changes and semver: enforce do.
  const report = io.redactor.value(gatedReport(outcomes, selection.servers, 'effect-relevant', undefined, io.cwd));
  io.stdout(renderReview(report, `mcp-contract review ${base.commit.slice(0, 12)} (${base.ref}) → working tree`, io.isTty));
  const accept = acceptCommandsHere(selection.servers, [], options, io.cwd);
  const steps = approvalSteps(report, accept, relative(io.cwd, policyFile));
  if (steps.length) io.stdout(`\n${steps.join('\n')}\n`);
  return exitCodeOf(report);
}

/** For the servers with unapproved breaking intended changes: the command that accepts them, the label that approves instead, and that a label is out of this review's sight. */
function approvalSteps(report: Report, accept: ReturnType<typeof acceptCommandsHere>, policyFile: string): string[] {
  const open = report.servers.filter((server) => (server.review?.unapproved.length ?? 0) > 0);
  const lines = open.map((server) => {
    const whose = report.servers.length > 1 ? ` of ${JSON.stringify(oneLine(server.name, 80))}` : '';
    return `next: accept the breaking changes${whose} with your reason: ${ownValue(accept, server.name)!.approve} (writes ${policyFile})`;
  });
  if (lines.length) lines.push(`  or: add the label ${DEFAULT_APPROVE_LABEL} to the pull request; labels are on GitHub, and this local review cannot see them`);
  return lines;
}
