import { existsSync } from 'node:fs';
import { G as GateError, D as DiscoveryError, E as ExitCode } from './own.js';
import { s as staleTemporaryWarnings, d as repositoryPath } from './files.js';
import { c as classify, g as gatedReport, w as acceptancesOf, x as hasLapsed } from './format-context.js';
import { a as inspectServer, w as writeTranscript } from './transcript.js';
import { i as readContract, f as redactContract, v as verifyDigests } from './io.js';
import { R as Redactor } from './redact.js';
import { a as approvalSettings, b as requireBaseCommit, d as reviewServer } from './review.js';
import 'node:fs/promises';
import 'node:path';
import 'node:crypto';
import './types.js';
import 'node:os';
import './compare.js';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './edit-distance.js';
import './mcp-headers.js';
import './rules.js';
import './builder.js';
import 'node:url';
import 'node:worker_threads';
import './gate.js';
import './package.js';
import './load.js';
import 'process';
import 'buffer';
import './known-keys.js';
import 'node:child_process';
import 'node:util';

/**
 * Drift: the live server against its golden contract. The golden file is read, never written.
 * The live contract is redacted as `update` would write it, so a secret the server says compares equal.
 */
async function checkServer(server, options, env) {
    const contractFile = options.contractFile ?? server.contract;
    const outcome = { name: server.name, contractFile, changes: [], notes: [] };
    // timeouts.totalMs bounds the whole run: discovery has it (inspectServer), and classifying ends by it too.
    const runEnd = { at: Date.now() + server.totalTimeoutMs, totalMs: server.totalTimeoutMs };
    try {
        const golden = await readContract(contractFile); // a broken golden file fails before the server is started
        let compared;
        const { evidence, transcript } = await inspectServer(server, env, {
            recordBodies: options.recordBodies,
            warn: options.warn,
            // Classifying starts as soon as the contract is there, beside the evidence (see inspectServer).
            beside: (contract) => {
                const live = redactContract(contract, options.redactor ?? new Redactor());
                verifyDigests({ contract: golden, file: contractFile }, { contract: live });
                const classified = classify(golden, live, server.oracleTimeoutMs, server.classifyTimeoutMs, runEnd);
                classified.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
                compared = { live, classified };
            },
        });
        const { live, classified } = compared;
        return { ...outcome, golden, current: live, ...(await classified), evidence, transcript };
    }
    catch (error) {
        if (!(error instanceof GateError))
            throw error;
        const transcript = error instanceof DiscoveryError ? error.transcript : undefined;
        return { ...outcome, error: { exitCode: error.exitCode, message: error.message }, ...(transcript ? { transcript } : {}) };
    }
}

/** Checks every server against its golden contract (reviewing the intended change when asked) and gates the run. */
async function checkServers(request) {
    const pathsIn = request.pathsIn ?? ((message) => message);
    const goldenFiles = request.servers.map((server) => request.contractFile ?? server.contract);
    for (const warning of staleTemporaryWarnings(goldenFiles, request.cwd))
        request.warn(pathsIn(warning));
    const review = request.review;
    const approvals = review ? await approvalSettings({ ...review, label: review.approveLabel, root: request.root }) : undefined;
    // Without the base commit there is no review, and passing would hide a breaking change: fail before any server starts.
    if (review)
        await requireBaseCommit(review.base, request.cwd);
    const expired = Object.create(null);
    const outcomes = await boundedMap(request.servers, request.concurrency, async (server) => {
        const outcome = await checkOne(server, request, approvals);
        if (outcome.error)
            outcome.error = { ...outcome.error, message: pathsIn(outcome.error.message) };
        if (review && approvals)
            noteExpiredAcceptances(outcome, approvals, repositoryPath(request.root, review.policyFile), expired);
        // Written as each server ends: a later failure loses no transcript.
        if (request.transcriptDir && outcome.transcript)
            await writeTranscript(request.transcriptDir, outcome.name, outcome.transcript, request.redactor);
        return outcome;
    });
    // The outcomes keep the servers' order: each outcome's config is the server at its index.
    const report = gatedReport(outcomes, request.servers, request.failOn, request.semver, request.root);
    return { outcomes, report, expired };
}
/** One server: its drift, and the intended change of the pull request when a review is asked for. */
async function checkOne(server, request, approvals) {
    const contractFile = request.contractFile ?? server.contract;
    if (!existsSync(contractFile))
        return missingGolden(server, contractFile, request);
    const options = { contractFile, recordBodies: request.recordBodies, redactor: request.redactor, warn: request.warn };
    const outcome = await checkServer(server, options, request.env);
    const review = request.review;
    if (!review || !approvals || outcome.error)
        return outcome;
    const head = { contract: outcome.golden, file: outcome.contractFile, label: repositoryPath(request.root, outcome.contractFile) };
    const source = { commit: review.base, cwd: request.cwd, ...(review.configFile ? { configFile: review.configFile } : {}) };
    const reviewed = await reviewServer(server, head, source, approvals);
    return { ...outcome, notes: [...outcome.notes, ...reviewed.notes], review: reviewed.review };
}
/** No golden file yet: not compared, and the message gives the whole command that creates it. */
function missingGolden(server, file, request) {
    const message = `contract ${repositoryPath(request.root, file)}: no such file; create it with \`${request.accept[server.name].update}\` and commit it`;
    return { name: server.name, contractFile: file, changes: [], notes: [], error: { exitCode: ExitCode.usage, message } };
}
/** An unapproved breaking change whose acceptance lapsed says so, with the day: renewing it is the fix. */
function noteExpiredAcceptances(outcome, approvals, policyLabel, expired) {
    const unapproved = new Set(outcome.review?.unapproved ?? []);
    for (const change of outcome.review?.changes ?? []) {
        if (!unapproved.has(change.fingerprint))
            continue;
        const lapsed = acceptancesOf(change, approvals.acceptances).find((entry) => hasLapsed(entry, approvals.today));
        if (!lapsed)
            continue;
        expired[change.fingerprint] = lapsed.expires;
        outcome.notes.push(`The acceptance of ${change.fingerprint} in ${policyLabel} expired on ${lapsed.expires}: it no longer approves this breaking change; renew it (a later expires) or approve otherwise.`);
    }
}
/** Runs `task` over `items` with at most `limit` at once, keeping the input order in the result. */
async function boundedMap(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}

export { checkServers };
