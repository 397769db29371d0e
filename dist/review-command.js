import { resolve, relative } from 'node:path';
import { D as DEFAULT_APPROVE_LABEL, d as defaultPolicyFile, a as acceptPlaceHere, c as commandsOf, w as withRemovedCommands } from './accept-command.js';
import { I as InputError, o as oneLine } from './errors.js';
import { reviewBase } from './base-contract.js';
import { checkServers } from './check-servers.js';
import { u as uncommittedFiles, g as gitAddLine } from './uncommitted.js';
import { o as ownValue } from './safe-text.js';
import { r as renderTerminal, e as exitCodeOf } from './format-context.js';
import { p as parseSemver, n as nextSteps } from './check-command.js';
import { p as parseFailOn } from './fail-on.js';
import { selectServers } from './servers.js';
import { runBuilds } from './build.js';
import 'node:fs';
import './package.js';
import './files.js';
import 'node:fs/promises';
import 'node:crypto';
import './change.js';
import './rules.js';
import './_commonjsHelpers.js';
import 'node:child_process';
import 'node:util';
import './load.js';
import './io.js';
import './validity.js';
import './ajv.js';
import './ajv2.js';
import 'node:worker_threads';
import './edit-distance.js';
import './rfc8785.js';
import 'process';
import 'buffer';
import './known-keys.js';
import './types2.js';
import './registry.js';
import './types.js';
import './checks.js';
import './ignore.js';
import './context-cost.js';
import './workers.js';
import 'node:url';
import 'node:os';
import './compare.js';
import './client-dialects.js';
import './ajvProvider-BIwGVY6G.js';
import './judge-clients.js';
import './builder.js';
import './mcp-headers.js';
import './transcript.js';
import './redact.js';
import './review.js';
import './gate.js';
import './timeouts.js';
import './secrets.js';

/**
 * The action's review of a pull request, on the working tree: each live server against its
 * golden contract (the drift) and that golden contract against the base (the intended change),
 * gated as the action gates them. A label is on the pull request: out of this review's sight.
 */
async function reviewWorkingTree(request) {
    const base = await reviewBase(request.cwd, request.baseRef);
    if (!base)
        throw new InputError('no base to review against: not in a git repository, or none of origin/HEAD, main and master to start from; give --base REF');
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

/**
 * `review`: the action's review of a pull request, here (commands/local-review.ts): each live
 * server against the working tree's golden contract (drift), that golden contract against the
 * base (the intended change, approved by the policy file; a label is on the pull request, out
 * of sight), gated as the action gates them, with its exit code.
 */
async function reviewCommand(options, io) {
    const failOn = parseFailOn(options.failOn);
    const semver = parseSemver(options.semver);
    const selection = await selectServers([], options, io);
    const configFile = options.config ? resolve(io.cwd, options.config) : undefined;
    const policyFile = options.policyFile ? selection.place(options.policyFile, '--policy-file') : defaultPolicyFile(configFile, io.cwd);
    const place = acceptPlaceHere(selection.servers, [], options, io.cwd);
    const accept = commandsOf(selection.servers, place);
    runBuilds(selection.servers, options.build !== false, io);
    warnUncommitted([...selection.servers.map((server) => server.contract), policyFile], io);
    const { base, result } = await reviewWorkingTree({
        servers: selection.servers,
        configured: selection.configured,
        env: io.env,
        cwd: io.cwd,
        root: selection.root,
        failOn,
        ...(semver ? { semver } : {}),
        accept,
        redactor: io.redactor,
        warn: io.warn,
        ...(options.base !== undefined ? { baseRef: options.base } : {}),
        ...(selection.configFile ? { configFile: selection.configFile } : {}),
        policyFile,
        majorBumpApproves: options.approveOnMajorBump ?? false,
    });
    const report = io.redactor.value(result.report);
    io.stdout(renderTerminal(report, `mcp-contract review ${base.commit.slice(0, 12)} (${base.ref}) → working tree`, io.isTty));
    // A server the branch removed is accepted by name (update --server NAME), as the review found it.
    const removed = report.servers.filter((server) => server.status === 'removed').map((server) => server.name);
    io.stdout(`\n${reviewSteps(report, withRemovedCommands(accept, removed, place), relative(io.cwd, policyFile)).join('\n')}\n`);
    return exitCodeOf(report);
}
/** A golden or policy file this review reads from the working tree that the pull request would not carry: the action reviews the commit. */
function warnUncommitted(files, io) {
    for (const { path, state } of uncommittedFiles(files, io.cwd)) {
        const what = state === 'untracked' ? 'untracked' : 'modified and not committed';
        io.warn(`${path} is ${what}: this review reads it, the action will not see it; commit it (${gitAddLine([path])} && git commit)`);
    }
}
/** "breaking changes", or "changes" where one is a context budget exceeded (not breaking). */
function openChanges(server) {
    const open = new Set(server.review.unapproved);
    return server.review.changes.every((change) => !open.has(change.fingerprint) || change.level === 'breaking') ? 'breaking changes' : 'changes';
}
/** What to do next: the drift's accept command (as check says it), the one of unapproved breaking intended changes; and that a label is out of this review's sight. */
function reviewSteps(report, accept, policyFile) {
    const open = report.servers.filter((server) => (server.review?.unapproved.length ?? 0) > 0);
    const whose = (name) => (report.servers.length > 1 ? ` of ${JSON.stringify(oneLine(name, 80))}` : '');
    return [
        ...nextSteps(report, accept),
        ...open.map((server) => {
            const command = ownValue(accept, server.name)?.approve;
            const how = command ? `: ${command} (writes ${policyFile})` : ` in ${policyFile} (an accept entry per fingerprint)`;
            return `next: accept the ${openChanges(server)}${whose(server.name)} with your reason${how}`;
        }),
        open.length
            ? `  or: add the label ${DEFAULT_APPROVE_LABEL} to the pull request; labels are on GitHub, and this local review cannot see them`
            : `note: labels are on GitHub, and this local review cannot see them (${DEFAULT_APPROVE_LABEL} approves breaking changes there)`,
    ];
}

export { reviewCommand };
