import { existsSync } from 'node:fs';
import { resolve, relative } from 'node:path';
import { d as defaultPolicyFile, a as acceptCommandsHere, D as DEFAULT_APPROVE_LABEL } from './classify.js';
import { d as distExports } from './data-file.js';
import { l as loadAcceptances, r as reviewBase, c as contractAtCommit, i as intendedChange } from './policy.js';
import { o as oneLine, I as InputError, G as GateError, a as ownValue } from './canonical.js';
import { g as readFileInside, b as replaceFileAtomic } from './files.js';
import { r as readContractText, b as readContract } from './io.js';
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
import 'process';
import 'buffer';
import 'node:child_process';
import 'node:util';
import 'node:fs/promises';

/**
 * Accepts breaking changes in the policy file, in the format the action reads (an `accept`
 * entry per fingerprint, with the reason and the expiry), creating the file when missing. An
 * entry of the same fingerprint (an expired one) is renewed, not repeated; the rest of the file,
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
            const at = entries.findIndex((existing) => existing.fingerprint === change.fingerprint);
            entries.splice(at === -1 ? entries.length : at, at === -1 ? 0 : 1, entry(change.fingerprint));
        }
        return replaceFileAtomic(file, [`${JSON.stringify(data, null, 2)}\n`]);
    }
    const document = text === undefined ? newPolicy() : distExports.parseDocument(text);
    const list = acceptList(document);
    for (const { server, change } of accepted) {
        const existing = list.items.find((item) => distExports.isMap(item) && item.get('fingerprint') === change.fingerprint);
        if (existing) {
            existing.set('reason', terms.reason);
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
 * The breaking changes a pull request's review will find once the rewritten golden file is
 * committed: the golden contract at the base (by git; outside git, the file before the rewrite)
 * against the new one, classified and approved by the same function as the action's review.
 * With --approve, they are accepted in the policy file; without, `update` says the review will
 * need an approval and how. Checked before any server starts: the options, the policy file, the base.
 */
async function intendedChangeStep(command, options, selection, io) {
    const today = new Date().toISOString().slice(0, 10);
    const terms = approvalTerms(options, today);
    const configFile = options.config ? resolve(io.cwd, options.config) : undefined;
    const policyFile = options.policyFile ? selection.place(options.policyFile, '--policy-file') : defaultPolicyFile(configFile, io.cwd);
    const approvals = { label: DEFAULT_APPROVE_LABEL, prLabels: [], acceptances: await loadAcceptances(policyFile, selection.root), majorBumpApproves: false, today };
    const base = await reviewBase(io.cwd, options.base);
    const since = base ? `${base.ref} (${base.commit.slice(0, 12)})` : 'the golden contract before this update';
    const commands = acceptCommandsHere(selection.servers, command, { ...options, contract: options.out }, io.cwd);
    const policyName = relative(io.cwd, policyFile);
    const whose = (server) => JSON.stringify(oneLine(server.name, 80));
    /** The breaking changes of `file` since the baseline that nothing approves yet; undefined when there is no telling. */
    const unapproved = async (server, file, baseline) => {
        const head = { contract: await readContract(file), file: relative(io.cwd, file) };
        const label = `${head.file} at ${base ? base.commit.slice(0, 12) : 'the start of this update'}`;
        try {
            const intended = await intendedChange({ text: baseline.text, file: label }, head, approvals, server.oracleTimeoutMs);
            return intended.changes.filter((change) => intended.unapproved.includes(change.fingerprint));
        }
        catch (error) {
            // A broken baseline is what an update may repair: only a requested acceptance must say it could not be made.
            if (!(error instanceof GateError))
                throw error;
            if (terms)
                io.warn(`nothing accepted for ${whose(server)}: ${error.message}`);
            return undefined;
        }
    };
    const tell = (server, open) => {
        if (open.length === 0)
            return;
        const next = `next: accept ${open.length === 1 ? 'it' : 'them'} with your reason: ${ownValue(commands, server.name).approve} (writes ${policyName}), or add the label ${DEFAULT_APPROVE_LABEL} to the pull request`;
        io.stdout([`${count(open)} since ${since}: the pull request's review will need an approval`, ...changeLines(open), next].join('\n') + '\n');
    };
    const accept = async (server, open, accepted) => {
        if (open.length === 0)
            return io.stdout(`nothing to accept for ${whose(server)}: no unapproved breaking change since ${since}\n`);
        const written = await recordAcceptances(policyFile, selection.root, open.map((change) => ({ server: server.name, change })), accepted);
        approvals.acceptances.push(...open.map((change) => ({ fingerprint: change.fingerprint, ...accepted })));
        const until = accepted.expires ? `, until ${accepted.expires}` : '';
        io.stdout([`accepted ${count(open)} since ${since} in ${policyName} (${written}${until}): ${oneLine(accepted.reason, 300)}`, ...changeLines(open)].join('\n') + '\n');
    };
    return {
        baseline: async (file) => {
            if (base)
                return contractAtCommit(file, base.commit, io.cwd);
            return existsSync(file) ? { text: await readContractText(file) } : { missing: 'a new golden contract' };
        },
        after: async (server, file, baseline) => {
            if ('missing' in baseline)
                return; // a new contract: nothing to review
            const open = await unapproved(server, file, baseline);
            if (open && terms)
                await accept(server, open, terms);
            else if (open)
                tell(server, open);
        },
    };
}
/** --approve and --expires, checked as the policy file's schema would (and an expiry in the past approves nothing). */
function approvalTerms(options, today) {
    if (options.approve === undefined) {
        if (options.expires !== undefined)
            throw new InputError('--expires goes with --approve: it is the last day the acceptance holds');
        return undefined;
    }
    const reason = options.approve.trim();
    if (reason.length < 3)
        throw new InputError('--approve needs a reason of at least 3 characters: why the breaking change is fine');
    if (options.expires === undefined)
        return { reason };
    const expires = options.expires;
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(expires) && !Number.isNaN(Date.parse(expires)) && new Date(expires).toISOString().startsWith(expires);
    if (!valid)
        throw new InputError(`--expires must be a date as YYYY-MM-DD (got ${JSON.stringify(oneLine(expires, 40))})`);
    if (expires < today)
        throw new InputError(`--expires ${expires} is past: the acceptance would approve nothing`);
    return { reason, expires };
}
function count(changes) {
    return `${changes.length} breaking change${changes.length === 1 ? '' : 's'}`;
}
/** Breaking changes listed by fingerprint, up to this many. */
const LISTED = 20;
function changeLines(changes) {
    const lines = changes.slice(0, LISTED).map((change) => `  ${change.fingerprint} ${change.rule} (${oneLine(change.entity, 120)}): ${oneLine(change.message, 300)}`);
    if (changes.length > LISTED)
        lines.push(`  and ${changes.length - LISTED} more`);
    return lines;
}

export { intendedChangeStep };
