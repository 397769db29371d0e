import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { r as readContractText, i as readContract } from './io.js';
import { o as oneLine, I as InputError, G as GateError } from './errors.js';
import { l as loadAcceptances, t as today, a as approvalSettings, i as intendedRemoval, b as intendedChange, r as reviewPolicy } from './review.js';
import { d as distExports } from './load.js';
import { f as fingerprintsOf } from './change.js';
import { g as readFileInside, b as replaceFileAtomic } from './files.js';
import { requireBaseCommit, reviewBase, choosesEveryServer, planBase, baseGolden, movedNote } from './base-contract.js';
import { e as eachServer, a as snapshotServer } from './snapshot-servers.js';

/**
 * Accepts breaking changes in the policy file, in the format the action reads (an `accept`
 * entry per fingerprint, with the reason and the expiry), creating the file when missing. An
 * entry of the same fingerprint (an expired one, or one written under a retired rule id) is renewed
 * under the current fingerprint, not repeated, its reason kept and the new one appended (why it
 * was accepted stays on record); the rest of the file,
 * its comments included, is kept. Written atomically; a broken file is refused before.
 */
async function recordAcceptances(file, root, accepted, terms) {
    await loadAcceptances(file, root); // a file the action would refuse is exit 2 naming it, and is left alone
    const text = existsSync(file) ? await readFileInside(root, file, 'policy') : undefined;
    const entry = (fingerprint) => ({ fingerprint, reason: terms.reason, ...(terms.expires ? { expires: terms.expires } : {}) });
    if (file.endsWith('.json')) {
        const data = (text?.trim() ? JSON.parse(text) : {});
        const entries = (data.accept ??= []);
        for (const { change } of accepted) {
            const names = fingerprintsOf(change);
            const at = entries.findIndex((existing) => names.includes(existing.fingerprint));
            const renewed = at === -1 ? entry(change.fingerprint) : { ...entry(change.fingerprint), reason: renewedReason(entries[at].reason, terms.reason) };
            entries.splice(at === -1 ? entries.length : at, at === -1 ? 0 : 1, renewed);
        }
        return replaceFileAtomic(file, [`${JSON.stringify(data, null, 2)}\n`]);
    }
    const document = text === undefined ? newPolicy() : distExports.parseDocument(text);
    const list = acceptList(document);
    for (const { server, change } of accepted) {
        const names = fingerprintsOf(change);
        const existing = list.items.find((item) => distExports.isMap(item) && names.includes(item.get('fingerprint')));
        if (existing) {
            existing.set('fingerprint', change.fingerprint);
            existing.set('reason', renewedReason(existing.get('reason'), terms.reason));
            if (terms.expires)
                existing.set('expires', terms.expires);
            else
                existing.delete('expires');
            continue;
        }
        const node = document.createNode(entry(change.fingerprint));
        // Who reads the policy file sees what each fingerprint stands for.
        node.commentBefore = ` ${oneLine(`${server}: ${change.rule} (${change.entity})`, 200)}`;
        list.items.push(node);
    }
    return replaceFileAtomic(file, [document.toString()]);
}
/** The old reason with the new one appended; the same reason is not repeated. */
function renewedReason(old, reason) {
    if (typeof old !== 'string' || old.trim() === '')
        return reason;
    if (old === reason || old.endsWith(`; renewed: ${reason}`))
        return old;
    return `${old}; renewed: ${reason}`;
}
function newPolicy() {
    const document = new distExports.Document({});
    document.commentBefore = ' Intended breaking changes of the MCP contract, accepted by fingerprint with a reason (mcp-contract update --approve).';
    return document;
}
/** The document's `accept` list, made when absent; written as a block list whatever it was. */
function acceptList(document) {
    const found = document.get('accept', true);
    const list = distExports.isSeq(found) ? found : document.createNode([]);
    if (list !== found)
        document.set('accept', list);
    list.flow = false;
    return list;
}

/**
 * `update`: each golden contract rewritten from its live server (checked as snapshot checks it),
 * then the breaking changes the pull request's review will find once it is committed: the
 * golden contract at the base (found as the review finds it; outside git, the file before the
 * rewrite) against the new one, classified and approved by the same function as the review.
 * With `accept`, those are accepted in the policy file. The base, the policy file and the terms
 * are checked before any server starts.
 */
async function updateServers(request) {
    const approvals = await approvalSettings({ policyFile: request.policyFile, root: request.root });
    const base = await updateBase(request);
    if (request.removedServer !== undefined && !base)
        throw new InputError(noSuchServer(request, 'there is no base commit to find the servers it removed at (not in git, or no default branch: give --base REF)'));
    const results = await eachServer(request, (server) => updateOne(server, request, base, approvals));
    const removed = [];
    // After the snapshots: the base pairs with the golden files as this update wrote them, as the review will.
    for (const server of base ? await removedSince(request, base) : []) {
        const result = await updateRemoved(server, request, base, approvals);
        request.removedDone?.(result);
        removed.push(result);
    }
    return { ...results, removed, ...(base ? { base } : {}) };
}
/** The servers of the base config the branch removed, that this update tells: every one (all servers updated), the one --server names, or none (a choice of the config's). */
async function removedSince(request, base) {
    const configured = request.configured ?? request.servers;
    if (request.removedServer === undefined && !choosesEveryServer(request.servers, configured))
        return [];
    if (!request.configFile && request.removedServer === undefined)
        return [];
    const heads = configured.map((server) => ({ server, file: server.contract }));
    const plan = await planBase(heads, { commit: base.commit, cwd: request.cwd, ...(request.configFile ? { configFile: request.configFile } : {}) });
    if (request.removedServer === undefined)
        return plan.removed;
    const named = plan.removed.filter((removed) => removed.server.name === request.removedServer);
    if (named.length === 0)
        throw new InputError(noSuchServer(request, `nor does the base config at ${base.ref} (${base.commit.slice(0, 12)}) have a server of that name that this branch removed`));
    return named;
}
/** --server named no server of the config, and no removed one either: what the config has, and why the base did not help. */
function noSuchServer(request, why) {
    const names = (request.configured ?? request.servers).map((server) => JSON.stringify(oneLine(server.name, 80))).join(', ');
    return `no server named ${JSON.stringify(oneLine(request.removedServer ?? '', 80))} in the config (it has ${names || 'none'}); ${why}`;
}
/** A removed server: its removal since the base (every entity of its golden contract there), told or accepted; nothing runs. */
async function updateRemoved(removed, request, base, approvals) {
    const { server, path, text } = removed;
    const told = { name: server.name, path };
    if (text === undefined)
        return { ...told, intended: { base, unapproved: [], note: `its golden contract ${path} does not exist at the base commit: nothing to accept` } };
    try {
        const intended = await intendedRemoval({ server, path, text }, base.commit, approvals);
        const unapproved = intended.changes.filter((change) => intended.unapproved.includes(change.fingerprint));
        return { ...told, intended: await withAcceptances({ base, unapproved }, server.name, request, approvals) };
    }
    catch (error) {
        if (!(error instanceof GateError))
            throw error;
        return { ...told, intended: { base, unapproved: [], problem: error.message } };
    }
}
/** The intended change with its unapproved breaking changes accepted in the policy file, when the request accepts (the acceptances join `approvals`). */
async function withAcceptances(told, name, request, approvals) {
    const terms = request.accept;
    if (told.problem !== undefined || !terms || told.unapproved.length === 0)
        return told;
    const accepted = await recordAcceptances(request.policyFile, request.root, told.unapproved.map((change) => ({ server: name, change })), terms);
    approvals.acceptances.push(...told.unapproved.map((change) => ({ fingerprint: change.fingerprint, ...terms })));
    return { ...told, accepted };
}
/** One server: its snapshot, then its intended change since the base, told or accepted (the acceptances join `approvals`). */
async function updateOne(server, request, base, approvals) {
    const file = request.out ?? server.contract;
    const before = base ? undefined : await fileBefore(file);
    const snapshot = await snapshotServer(server, request);
    if (!snapshot.written)
        return snapshot;
    // Paired as the review pairs it, among every server of the config, with the golden file just written.
    const heads = (request.configured ?? request.servers).map((each) => ({ server: each, file: each.contract }));
    const baseline = before ?? (await baseGolden(server, file, { commit: base.commit, cwd: request.cwd, ...(request.configFile ? { configFile: request.configFile } : {}) }, heads));
    if ('missing' in baseline)
        return snapshot;
    const label = `${relative(request.cwd, file)} at ${base ? base.commit.slice(0, 12) : 'the start of this update'}`;
    const intended = await openChanges(server, file, baseline, label, approvals, request.cwd);
    const note = movedNote(baseline);
    const told = { ...intended, ...(base ? { base } : {}), ...(note ? { note } : {}) };
    return { ...snapshot, intended: await withAcceptances(told, server.name, request, approvals) };
}
/** The base commit: given (it must be in the clone), a ref resolved, or the merge base with the default branch; undefined outside git. */
async function updateBase(request) {
    if (request.base.commit) {
        await requireBaseCommit(request.base.commit, request.cwd);
        return { commit: request.base.commit, ref: 'the pull request base' };
    }
    return reviewBase(request.cwd, request.base.ref);
}
/** Outside git, the review's base is the golden file before this update. */
async function fileBefore(file) {
    return existsSync(file) ? { text: await readContractText(file), path: file, headPath: file } : { missing: 'a new golden contract' };
}
/** The breaking changes of the rewritten `file` since the baseline that nothing approves yet, or why there is no telling. */
async function openChanges(server, file, baseline, label, approvals, cwd) {
    const head = { contract: await readContract(file), file: relative(cwd, file) };
    try {
        const intended = await intendedChange({ text: baseline.text, file: label }, head, approvals, reviewPolicy(baseline.server, server), server.oracleTimeoutMs);
        return { unapproved: intended.changes.filter((change) => intended.unapproved.includes(change.fingerprint)) };
    }
    catch (error) {
        // A broken baseline is what an update may repair: it is told, not thrown.
        if (!(error instanceof GateError))
            throw error;
        return { unapproved: [], problem: error.message };
    }
}
/** The acceptance terms as given (--approve/--expires, or the action's approve-reason/approve-expires), checked as the policy file's schema would; an expiry in the past approves nothing. */
function acceptTerms(given, names) {
    if (given.reason === undefined) {
        if (given.expires !== undefined)
            throw new InputError(`${names.expires} goes with ${names.reason}: it is the last day the acceptance holds`);
        return undefined;
    }
    const reason = given.reason.trim();
    if (reason.length < 3)
        throw new InputError(`${names.reason} needs a reason of at least 3 characters: why the breaking change is fine`);
    if (given.expires === undefined)
        return { reason };
    const expires = given.expires;
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(expires) && !Number.isNaN(Date.parse(expires)) && new Date(expires).toISOString().startsWith(expires);
    if (!valid)
        throw new InputError(`${names.expires} must be a date as YYYY-MM-DD (got ${JSON.stringify(oneLine(expires, 40))})`);
    if (expires < today())
        throw new InputError(`${names.expires} ${expires} is past: the acceptance would approve nothing`);
    return { reason, expires };
}

export { acceptTerms as a, updateServers as u };
