import { resolve, relative } from 'node:path';
import { d as defaultPolicyFile, a as acceptCommandsHere, D as DEFAULT_APPROVE_LABEL } from './classify.js';
import { I as InputError, o as oneLine, a as ownValue } from './canonical.js';
import { g as gatedReport, r as renderReview, e as exitCodeOf } from './terminal.js';
import { r as reviewGoldens } from './review.js';
import { r as reviewBase, l as loadAcceptances } from './policy.js';
import { selectServers } from './servers.js';
import './types.js';
import 'node:os';
import './compare.js';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import 'node:crypto';
import './edit-distance.js';
import './instances.js';
import 'node:url';
import 'node:worker_threads';
import './gate.js';
import './io.js';
import 'node:fs';
import './files.js';
import 'node:fs/promises';
import 'node:child_process';
import 'node:util';
import './data-file.js';
import 'process';
import 'buffer';
import './load.js';
import './protocol.js';
import './timeouts.js';
import './secrets.js';
import './redact.js';

/**
 * `review`: the action's review of a pull request, here: each golden contract at the base
 * against the working tree's, classified, approved by the policy file's acceptances (a label is
 * on the pull request, out of sight) and gated as the action gates it. Exit 1 where the action
 * would fail on an unapproved breaking intended change.
 */
async function reviewCommand(options, io) {
    const selection = await selectServers([], options, io);
    const base = await reviewBase(io.cwd, options.base);
    if (!base)
        throw new InputError('no base to review against: not in a git repository, or none of origin/HEAD, main and master to start from; give --base REF');
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
    if (steps.length)
        io.stdout(`\n${steps.join('\n')}\n`);
    return exitCodeOf(report);
}
/** For the servers with unapproved breaking intended changes: the command that accepts them, the label that approves instead, and that a label is out of this review's sight. */
function approvalSteps(report, accept, policyFile) {
    const open = report.servers.filter((server) => (server.review?.unapproved.length ?? 0) > 0);
    const lines = open.map((server) => {
        const whose = report.servers.length > 1 ? ` of ${JSON.stringify(oneLine(server.name, 80))}` : '';
        return `next: accept the breaking changes${whose} with your reason: ${ownValue(accept, server.name).approve} (writes ${policyFile})`;
    });
    if (lines.length)
        lines.push(`  or: add the label ${DEFAULT_APPROVE_LABEL} to the pull request; labels are on GitHub, and this local review cannot see them`);
    return lines;
}

export { reviewCommand };
