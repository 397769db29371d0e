import { existsSync } from 'node:fs';
import { g as readFileInside } from './files.js';
import { d as compileValidator, p as parseContract, v as verifyDigests } from './io.js';
import { b as parseDataFile } from './load.js';
import { m as approveBreaking, D as DEFAULT_APPROVE_LABEL } from './accept-command.js';
import { c as changeOf } from './change.js';
import { r as rankOf } from './gate.js';
import { r as ruleById } from './rules.js';
import { l as levelSettingsOf, t as tokens, c as classify, b as budgetChanges, a as applyIgnore, d as applyLevels } from './ignore.js';
import { movedNote } from './base-contract.js';
import { a as contextCostOf } from './context-cost.js';

const $schema = "https://json-schema.org/draft/2020-12/schema";
const $id = "https://mcp-contract-gate.dev/schemas/policy-v1.schema.json";
const title = "mcp-contract-gate policy: accepted breaking changes";
const description = "Intended breaking changes, accepted by fingerprint with a reason. An acceptance never rewrites a golden contract.";
const type = "object";
const additionalProperties = false;
const properties = {
	$schema: {
		type: "string"
	},
	accept: {
		type: "array",
		items: {
			type: "object",
			required: [
				"fingerprint",
				"reason"
			],
			additionalProperties: false,
			properties: {
				fingerprint: {
					type: "string",
					pattern: "^[0-9a-f]{16}$"
				},
				reason: {
					type: "string",
					minLength: 3
				},
				expires: {
					type: "string",
					pattern: "^\\d{4}-\\d{2}-\\d{2}$"
				}
			}
		}
	}
};
var policySchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	additionalProperties: additionalProperties,
	properties: properties
};

const checkPolicy = compileValidator(policySchema);
/**
 * Reads the committed acceptances, from a file inside `root` (the workspace); a missing file
 * means none. A bad file is exit 2 naming the file, a place and a rule.
 */
async function loadAcceptances(file, root) {
    if (!existsSync(file))
        return [];
    const parsed = parseDataFile(await readFileInside(root, file, 'policy'), `policy ${file}`, policySchema);
    const data = parsed.data ?? {};
    const problem = checkPolicy(data)[0] ?? notADay(data.accept ?? []);
    if (problem)
        throw parsed.violation(problem);
    return data.accept ?? [];
}
/** The first `expires` the schema's YYYY-MM-DD lets through that is no day of the calendar (2027-02-30): it would never lapse as meant. */
function notADay(accept) {
    const index = accept.findIndex(({ expires }) => expires !== undefined && !isCalendarDay(expires));
    return index < 0 ? undefined : { pointer: `/accept/${index}/expires`, message: 'must be a day of the calendar (YYYY-MM-DD)' };
}
function isCalendarDay(text) {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * The policy a review applies: the base commit's (`levels:`, `ignore:`, `descriptions:`,
 * `contextBudget:`), so that a pull request cannot lower the bar for its own change, and each relaxation the head makes of
 * it as a change to approve. Without a base config (a server new to it, or none found where none
 * is required) the head's levels apply as they always did, and there is nothing to compare.
 */
function reviewPolicy(base, head) {
    if (!base)
        return { levels: levelSettingsOf(head), ignore: [], relaxations: [], ...budgetOf(head) };
    return { levels: levelSettingsOf(base), ignore: base.ignore ?? [], relaxations: policyRelaxations(base, head), ...budgetOf(base) };
}
function budgetOf(policy) {
    return policy.contextBudget ? { contextBudget: policy.contextBudget } : {};
}
/** Each level, descriptions mode, ignore entry and budget limit the head relaxes against the base, as a breaking change of the config (entity `config`). */
function policyRelaxations(base, head) {
    return [
        ...levelsLowered(base.levels ?? [], head.levels ?? []),
        ...descriptionsLowered(base.descriptions, head.descriptions),
        ...ignoresAdded(base.ignore ?? [], head.ignore ?? []),
        ...budgetRaised(base.contextBudget, head.contextBudget),
    ];
}
/** A `contextBudget` limit the base sets and the head raises or leaves out (a new or lower limit is no relaxation). */
function budgetRaised(base, head) {
    const figure = { tokens: (limit) => tokens(limit), growthPercent: (limit) => `+${limit} %` };
    return ['tokens', 'growthPercent'].flatMap((limit) => {
        const [before, after] = [base?.[limit], head?.[limit]];
        if (before === undefined || (after !== undefined && after <= before))
            return [];
        const to = after === undefined ? 'no limit' : figure[limit](after);
        const message = `this pull request raises contextBudget.${limit}: ${figure[limit](before)} → ${to} (the review judges by the base's ${figure[limit](before)})`;
        return [changeOf('config-budget-raised', 'config', `/contextBudget/${limit}`, message, { before, ...(after === undefined ? {} : { after }), item: limit })];
    });
}
/** A rule whose level at the head (its `levels:` entry, else the table's) is below the base's. */
function levelsLowered(base, head) {
    const levelIn = (settings, rule) => settings.find((setting) => setting.rule === rule)?.level ?? ruleById(rule).level;
    const rules = [...new Set([...head, ...base].map((setting) => setting.rule))].sort();
    return rules.flatMap((rule) => {
        const [before, after] = [levelIn(base, rule), levelIn(head, rule)];
        if (rankOf(after) >= rankOf(before))
            return [];
        const origin = head.find((setting) => setting.rule === rule)?.origin;
        const where = origin ? ` (${origin})` : ` (the base's entry ${base.find((setting) => setting.rule === rule).origin} was removed)`;
        return [changeOf('config-level-lowered', 'config', `/levels/${rule}`, `this pull request lowers ${rule}: ${before} → ${after}${where}`, { before, after, item: after })];
    });
}
/** Rewordings judged more leniently: effect-relevant > auto (the table's verdicts) > cosmetic. */
const DESCRIPTIONS_RANK = { cosmetic: 0, auto: 1, 'effect-relevant': 2 };
function descriptionsLowered(base, head) {
    const [before, after] = [base ?? 'auto', head ?? 'auto'];
    if (DESCRIPTIONS_RANK[after] >= DESCRIPTIONS_RANK[before])
        return [];
    return [changeOf('config-descriptions-lowered', 'config', '/descriptions', `this pull request lowers descriptions: ${before} → ${after}`, { before, after, item: after })];
}
/** An ignore entry the base has none like (the same rule, entity and pointer; the reason may differ). */
function ignoresAdded(base, head) {
    const known = new Set(base.map(matcherOf));
    const added = new Map();
    for (const entry of head)
        if (!known.has(matcherOf(entry)) && !added.has(matcherOf(entry)))
            added.set(matcherOf(entry), entry);
    return [...added].map(([item, entry]) => {
        const matches = ['rule', 'entity', 'pointer'].flatMap((field) => (entry[field] === undefined ? [] : [`${field} ${entry[field]}`])).join(', ');
        return changeOf('config-ignore-added', 'config', '/ignore', `this pull request adds an ignore entry (${matches}): ${entry.reason}`, { after: { ...matcher(entry), reason: entry.reason }, item });
    });
}
const matcher = (entry) => ({
    ...(entry.rule === undefined ? {} : { rule: entry.rule }),
    ...(entry.entity === undefined ? {} : { entity: entry.entity }),
    ...(entry.pointer === undefined ? {} : { pointer: entry.pointer }),
});
const matcherOf = (entry) => JSON.stringify(matcher(entry));

/** The intended change of a pull request: the golden contract at its base commit against the one at its head. */
async function reviewContract(baseCommit, base, head, settings, policy, oracleTimeoutMs) {
    if ('missing' in base)
        return { review: { base: baseCommit, changes: [], approved: [], unapproved: [], note: base.missing }, ignored: [] };
    const file = `${baseCommit.slice(0, 12)}:${base.path} golden contract`;
    const { ignored, ...intended } = await intendedChange({ text: base.text, file }, head, settings, policy, oracleTimeoutMs);
    return { review: { base: baseCommit, ...intended }, ignored };
}
/**
 * The intended change between two golden contracts, classified and its context budget judged
 * at the policy's levels, less what its ignore entries match, with its relaxations of the config
 * beside them, and approved: what
 * the review computes, and what `update --approve` accepts (the same fingerprints, by the same
 * function). A breaking change the policy lowered needs no approval.
 */
async function intendedChange(base, head, settings, policy, oracleTimeoutMs) {
    const before = parseContract(base.text, base.file);
    // Both are files: the head's digests were relied on only where they equal the live server's.
    verifyDigests({ contract: before, file: base.file }, head);
    const after = head.contract;
    // As `diff` counts: the base's counts are trusted (when its tokenizer is ours), the head's never (the pull request wrote them);
    // a head tool with the base tool's digest takes its count, every other is counted. Counted only under a budget.
    const costing = policy.contextBudget ? contextCostOf(before, after) : undefined;
    costing?.catch(() => undefined); // awaited below; not an unhandled rejection when classifying fails first
    const classified = (await classify(before, after, oracleTimeoutMs)).changes;
    const budget = costing ? budgetChanges(await costing, policy.contextBudget) : [];
    const { kept, ignored } = applyIgnore(applyLevels([...classified, ...budget], policy.levels), policy.ignore);
    const changes = [...kept, ...policy.relaxations];
    const versions = { base: stringOrUndefined(before.serverInfo?.version), head: stringOrUndefined(after.serverInfo?.version) };
    const { approved, unapproved } = approveBreaking(changes, settings, versions);
    return { changes, approved, unapproved: unapproved.map((change) => change.fingerprint), versions, ignored };
}
/**
 * The intended change of a server the pull request removed from the config: its golden contract
 * at the base against the same contract with nothing in it, so that every tool, resource,
 * template and prompt is removed (breaking, approved like any intended change), judged by the
 * base server's own policy. What the review gates and what `update --approve` accepts for it.
 */
async function intendedRemoval(removed, baseCommit, settings) {
    const { server, path, text } = removed;
    const file = `${baseCommit.slice(0, 12)}:${path} golden contract`;
    const empty = { ...parseContract(text, file), tools: {}, resources: {}, resourceTemplates: {}, prompts: {} };
    const head = { contract: empty, file: `${server.name} removed from the config` };
    return intendedChange({ text, file }, head, settings, reviewPolicy(server, server), server.oracleTimeoutMs);
}
function stringOrUndefined(value) {
    return typeof value === 'string' ? value : undefined;
}

/** Today, as YYYY-MM-DD in UTC: the one clock acceptances expire by. */
function today() {
    return new Date().toISOString().slice(0, 10);
}
/** The approval settings, built here only: the policy file's acceptances loaded (a broken file is exit 2 naming it), today's date taken. */
async function approvalSettings(inputs) {
    return {
        label: inputs.label ?? DEFAULT_APPROVE_LABEL,
        prLabels: inputs.prLabels ?? [],
        acceptances: await loadAcceptances(inputs.policyFile, inputs.root),
        majorBumpApproves: inputs.majorBumpApproves ?? false,
        today: today(),
    };
}
/**
 * A server's intended change, as the action reviews a pull request and `mcp-contract review`
 * reviews a branch: its golden contract at the base (as planBase pairs it) against `head`,
 * judged by the base config's policy and with the head's relaxations of it to approve
 * (reviewPolicy), classified and approved. A renamed server or a moved golden file is a note,
 * and so is each change the base config's ignore entries leave out.
 */
async function reviewServer(server, head, source, base, approvals) {
    const policy = reviewPolicy(base.server, server);
    const { review, ignored } = await reviewContract(source.commit, base, { contract: head.contract, file: head.label }, approvals, policy, server.oracleTimeoutMs);
    const moved = movedNote(base);
    return { review, notes: [...(base.notes ?? []), ...(moved ? [moved] : []), ...ignored.map(ignoredNote)] };
}
/**
 * A server the base config has and the head's lacks (no head server pairs with it): never run,
 * its review is every entity of its golden contract at the base removed (intendedRemoval).
 */
async function reviewRemoved(removed, source, approvals) {
    const { server, path, text } = removed;
    const outcome = { name: server.name, contractFile: server.contract, changes: [], removed: true };
    const gone = `Removed: the base config has the server ${server.name} and no server of the head's pairs with it (by name, golden file, serverInfo.name or command)`;
    if (text === undefined)
        return { ...outcome, notes: [`${gone}; its golden contract ${path} does not exist at the base commit, so there is nothing to review.`] };
    const { ignored, ...intended } = await intendedRemoval({ server, path, text }, source.commit, approvals);
    return {
        ...outcome,
        notes: [`${gone}: its golden contract ${path} at the base is reviewed as if every entity were removed.`, ...ignored.map(ignoredNote)],
        review: { base: source.commit, ...intended },
    };
}
/** An intended change the base config's ignore entry leaves out of the review. */
function ignoredNote({ change, reason, matched }) {
    const by = Object.entries(matched)
        .map(([field, value]) => `${field} ${value}`)
        .join(', ');
    return `Left out of the review by the base config's ignore entry (${by}): ${change.fingerprint} ${change.rule} (${change.entity}): ${reason}`;
}

export { approvalSettings as a, intendedChange as b, reviewRemoved as c, reviewServer as d, intendedRemoval as i, loadAcceptances as l, reviewPolicy as r, today as t };
