import { existsSync } from 'node:fs';
import { r as readRegistryEntry, e as evaluateRegistry } from './registry.js';
import { o as oneLine, G as GateError, D as DiscoveryError, E as ExitCode } from './errors.js';
import { i as info, f as failed } from './types.js';
import { s as staleTemporaryWarnings, d as repositoryPath } from './files.js';
import { k as acceptancesOf, l as hasLapsed } from './accept-command.js';
import { c as classify, b as budgetChanges, e as budgetJudgedOnce } from './ignore.js';
import { i as inspectServer, w as writeTranscript } from './transcript.js';
import { c as contextCostOff, p as prefetchTokenCounter, a as contextCostOf } from './context-cost.js';
import { i as readContract, f as redactContract, v as verifyDigests } from './io.js';
import { R as Redactor } from './redact.js';
import { g as gatedReport } from './format-context.js';
import { requireBaseCommit, planBase, choosesEveryServer } from './base-contract.js';
import { a as approvalSettings, c as reviewRemoved, d as reviewServer } from './review.js';
import './load.js';
import 'node:path';
import 'process';
import 'buffer';
import './known-keys.js';
import './edit-distance.js';
import './rules.js';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './ajv2.js';
import './safe-text.js';
import 'node:worker_threads';
import './types2.js';
import './checks.js';
import 'node:fs/promises';
import 'node:crypto';
import './package.js';
import './change.js';
import 'node:os';
import './compare.js';
import './rfc8785.js';
import './client-dialects.js';
import './ajvProvider-BIwGVY6G.js';
import './judge-clients.js';
import './builder.js';
import './mcp-headers.js';
import './workers.js';
import 'node:url';
import './gate.js';
import 'node:child_process';
import 'node:util';

/**
 * Tool names two or more servers of one config expose: each such server gets an item naming all
 * of them. A collision the golden contracts already had (at the pull request's base, in a review)
 * is info (reviewed before); one the live servers or the pull request create is a failure
 * (effect-relevant). Names are kept in Maps: a tool may be `__proto__`.
 */
function evaluateCollisions(servers) {
    const live = exposers(servers, (entry) => entry.live);
    const golden = exposers(servers, (entry) => entry.golden);
    const base = exposers(servers, (entry) => entry.base ?? entry.golden);
    const evidence = new Map(servers.map((entry) => [entry.server, []]));
    for (const [tool, names] of [...live].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (names.length < 2)
            continue;
        const has = (sides) => names.filter((name) => sides.get(tool)?.includes(name)).length >= 2;
        const [inGolden, known] = [has(golden), has(golden) && has(base)];
        const created = inGolden ? 'this pull request creates it (the golden contracts at its base do not have it)' : 'the live servers create it';
        const list = names.join(' and ');
        const subject = `tool:${tool}`;
        const details = { tool, servers: names };
        for (const name of names) {
            const message = `tool ${JSON.stringify(oneLine(tool, 80))} is exposed by servers ${list}: a host that loads them together prefixes, picks one or refuses`;
            const item = known ? info('tool_name_collision', subject, `${message} (their golden contracts have it too)`, details) : failed('tool_name_collision', subject, `${message}; ${created}`, details);
            evidence.get(name).push(item);
        }
    }
    return evidence;
}
function exposers(servers, tools) {
    const by = new Map();
    for (const entry of servers) {
        for (const tool of tools(entry)) {
            const names = by.get(tool);
            if (names)
                names.push(entry.server);
            else
                by.set(tool, [entry.server]);
        }
    }
    return by;
}

/**
 * Drift: the live server against its golden contract. The golden file is read, never written.
 * The live contract is redacted as `update` would write it, so a secret the server says compares equal.
 */
async function checkServer(server, options, env) {
    const contractFile = options.contractFile ?? server.contract;
    const outcome = { name: server.name, contractFile, changes: [], notes: [] };
    // timeouts.totalMs bounds the whole run: discovery has it (inspectServer), and classifying ends by it too.
    const runEnd = { at: Date.now() + server.totalTimeoutMs, totalMs: server.totalTimeoutMs };
    const costed = !contextCostOff(env);
    try {
        const golden = await readContract(contractFile); // a broken golden file fails before the server is started
        // Every live tool is counted: the tokenizer's ranks load while the server starts.
        if (costed)
            prefetchTokenCounter();
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
                // The golden's counts are trusted for its side; the live server's tools are all counted (the budget's total).
                const costing = costed ? contextCostOf(golden, live, { live: true }) : undefined;
                costing?.catch(() => undefined);
                compared = { live, classified, ...(costing ? { costing } : {}) };
            },
        });
        const { live, classified, costing } = compared;
        const contextCost = await costing;
        const { changes, notes } = await classified;
        const budget = contextCost ? budgetChanges(contextCost, server.contextBudget) : [];
        return { ...outcome, golden, current: live, changes: [...changes, ...budget], notes, ...(contextCost ? { contextCost } : {}), evidence, transcript };
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
    const plan = review ? await planBase(headsOf(request), sourceOf(review, request.cwd)) : undefined;
    // A malformed server.json is exit 2 before any server starts, as a broken config is.
    const registries = await readRegistries(request.servers, request.root);
    const expired = Object.create(null);
    const checked = await boundedMap(request.servers, request.concurrency, async (server, index) => {
        const outcome = withRegistry(await checkOne(server, request, approvals, plan), registries[index]);
        if (outcome.error)
            outcome.error = { ...outcome.error, message: pathsIn(outcome.error.message) };
        if (review && approvals)
            noteExpiredAcceptances(outcome, approvals, repositoryPath(request.root, review.policyFile), expired);
        // Written as each server ends: a later failure loses no transcript.
        if (request.transcriptDir && outcome.transcript)
            await writeTranscript(request.transcriptDir, outcome.name, outcome.transcript, request.redactor);
        return outcome;
    });
    // Collisions among the configured servers (index-aligned with them), before the removed ones join.
    addCollisions(checked, request.servers);
    // Servers the pull request removed from the config come last, with no config of their own at the head.
    const removed = review && approvals && plan && choosesEveryServer(request.servers, request.configured)
        ? await Promise.all(plan.removed.map((server) => reviewRemoved(server, { commit: review.base }, approvals)))
        : [];
    for (const outcome of removed)
        noteExpiredAcceptances(outcome, approvals, repositoryPath(request.root, review.policyFile), expired);
    const outcomes = [...checked, ...removed];
    // The outcomes keep the servers' order: each outcome's config is the server at its index.
    const report = gatedReport(outcomes, request.servers, request.failOn, request.semver, request.root);
    return { outcomes, report, expired };
}
/** The head's servers the base pairs with: every one of the config (those checked as checked, with --contract's golden file). */
function headsOf(request) {
    const chosen = new Map(request.servers.map((server) => [server.name, server]));
    return (request.configured ?? request.servers).map((each) => {
        const server = chosen.get(each.name);
        return server ? { server, file: request.contractFile ?? server.contract } : { server: each, file: each.contract };
    });
}
/** One server: its drift, and the intended change of the pull request when a review is asked for. */
async function checkOne(server, request, approvals, plan) {
    const contractFile = request.contractFile ?? server.contract;
    if (!existsSync(contractFile))
        return missingGolden(server, contractFile, request);
    const options = { contractFile, recordBodies: request.recordBodies, redactor: request.redactor, warn: request.warn };
    const outcome = await checkServer(server, options, request.env);
    const review = request.review;
    if (!review || !approvals || !plan || outcome.error)
        return outcome;
    const head = { contract: outcome.golden, file: outcome.contractFile, label: repositoryPath(request.root, outcome.contractFile) };
    const reviewed = await reviewServer(server, head, { commit: review.base }, plan.heads.get(server.name), approvals);
    const { drift, notes } = budgetJudgedOnce(outcome.changes, reviewed.review.changes);
    return { ...outcome, changes: drift, notes: [...outcome.notes, ...notes, ...reviewed.notes], review: reviewed.review };
}
/** Where the review reads the base: the commit, and the head's config file the base's is looked for through. */
function sourceOf(review, cwd) {
    return { commit: review.base, cwd, ...(review.configFile ? { configFile: review.configFile } : {}) };
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
        outcome.review.expired = [...(outcome.review.expired ?? []), { fingerprint: change.fingerprint, expires: lapsed.expires }];
        outcome.notes.push(`The acceptance of ${change.fingerprint} in ${policyLabel} expired on ${lapsed.expires}: it no longer approves this breaking change; renew it (a later expires) or approve otherwise.`);
    }
}
/** Each server's MCP Registry entry (server.json), read and checked; undefined where it has none. */
async function readRegistries(servers, root) {
    return Promise.all(servers.map((server) => (server.registry ? readRegistryEntry(root, server.registry, repositoryPath(root, server.registry)) : undefined)));
}
/** The registry entry against the live server: evidence, and the version semver advice reads beside serverInfo's. */
function withRegistry(outcome, entry) {
    if (!entry || !outcome.current)
        return outcome;
    const evidence = [...(outcome.evidence ?? []), ...evaluateRegistry(entry, outcome.current.serverInfo)];
    return { ...outcome, evidence, registry: { label: entry.label, version: entry.version } };
}
/** Tool names two servers of the config expose (unless the config says `collisions: ignore`), on each server's evidence. */
function addCollisions(outcomes, servers) {
    const compared = outcomes.filter((outcome, index) => outcome.current && servers[index]?.collisions !== 'ignore');
    if (compared.length < 2)
        return;
    const tools = compared.map((outcome) => {
        const golden = Object.keys(outcome.golden?.tools ?? {});
        const base = baseToolsOf(outcome.review, golden);
        return { server: outcome.name, live: Object.keys(outcome.current.tools), golden, ...(base ? { base } : {}) };
    });
    const found = evaluateCollisions(tools);
    for (const outcome of compared) {
        const evidence = found.get(outcome.name) ?? [];
        if (evidence.length)
            outcome.evidence = [...(outcome.evidence ?? []), ...evidence];
    }
}
/** The golden's tools at the pull request's base: the head's, less those the PR added, plus those it removed; none for a server with no base contract. */
function baseToolsOf(review, golden) {
    if (!review)
        return undefined;
    if (review.note)
        return [];
    const named = (rule) => new Set(review.changes.filter((change) => change.rule === rule).map((change) => change.entity.replace(/^tool:/, '')));
    const [added, removed] = [named('tool-added'), named('tool-removed')];
    return [...golden.filter((tool) => !added.has(tool)), ...removed];
}
/** Runs `task` over `items` with at most `limit` at once, keeping the input order in the result. */
async function boundedMap(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}

export { checkServers };
