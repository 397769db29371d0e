import { y as applyLevels, c as classify, z as approveBreaking, D as DEFAULT_APPROVE_LABEL, v as levelSettingsOf } from './format-context.js';
import { existsSync } from 'node:fs';
import { g as readFileInside } from './files.js';
import { d as compileValidator, p as parseContract, v as verifyDigests } from './io.js';
import { p as parseConfig, b as parseDataFile } from './load.js';
import { execFile } from 'node:child_process';
import { resolve, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { I as InputError, o as oneLine } from './own.js';

const run = promisify(execFile);
/** The base commit must be in the clone: without it there is no review, and passing would hide a breaking change. */
async function requireBaseCommit(commit, cwd) {
    try {
        await run('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd });
    }
    catch {
        throw new InputError(`the base commit ${commit.slice(0, 12)} is not in the clone, so the golden contracts at the base cannot be reviewed: check out with fetch-depth: 0 (actions/checkout)`);
    }
}
/**
 * A server's golden contract at the base, found as the base commit had it: through the base
 * commit's config (the same server, by name, and the contract path it had there), else through
 * git's rename detection of the head's golden file, else at the head's path. Never merely what
 * lies at the head's path when the config says otherwise: a PR that moves a golden file is
 * reviewed against the old one. A git failure other than "no such path" (a new server) is an
 * input error naming the command.
 */
async function baseGolden(server, headFile, source) {
    const clone = await cloneOf(source.cwd);
    const renamed = await renamesSince(source.commit, clone.top);
    const headPath = clone.path(headFile);
    const fromConfig = source.configFile ? await contractInBaseConfig(server.name, source.configFile, source.commit, clone, renamed) : undefined;
    const path = fromConfig ?? renamed.get(headPath) ?? headPath;
    const text = await showAt(source.commit, path, clone.top);
    if (text === undefined)
        return { missing: `${headPath} does not exist at the base commit: a new contract, nothing to review` };
    return { text, path, headPath };
}
/** A note for the reader when the base golden is not at the head's path. */
function movedNote(base) {
    if ('missing' in base || base.path === base.headPath)
        return undefined;
    return `The golden contract moved: reviewed against ${base.path} at the base (now ${base.headPath}).`;
}
async function cloneOf(cwd) {
    const up = (await git(['rev-parse', '--show-cdup'], cwd)).trim();
    const top = resolve(cwd, up);
    return { top, path: (file) => relative(top, file).split(sep).join('/') };
}
/** Paths at the head (the working tree, which is the head in CI) that git detects as renamed since `commit`, to their path at the base. */
async function renamesSince(commit, top) {
    const fields = (await git(['diff', '--name-status', '-z', '-M', commit, '--'], top)).split('\0');
    const renamed = new Map();
    for (let at = 0; at < fields.length;) {
        const status = fields[at];
        if (status.startsWith('R'))
            renamed.set(fields[at + 2], fields[at + 1]);
        at += status.startsWith('R') || status.startsWith('C') ? 3 : 2;
    }
    return renamed;
}
/** The contract path of the server named `name` in the config as the base commit had it; undefined when the config or the server is not there (or the base config does not parse). */
async function contractInBaseConfig(name, configFile, commit, clone, renamed) {
    const headPath = clone.path(configFile);
    const basePath = renamed.get(headPath) ?? headPath;
    const text = await showAt(commit, basePath, clone.top);
    if (text === undefined)
        return undefined;
    let config;
    try {
        config = parseConfig(text, resolve(clone.top, basePath));
    }
    catch (error) {
        if (error instanceof InputError)
            return undefined; // a base config this gate cannot read: the golden is found by path, as without one
        throw error;
    }
    const server = config.servers.find((candidate) => candidate.name === name);
    return server ? clone.path(server.contract) : undefined;
}
/** A file's text at a commit; undefined when the path does not exist there. Any other failure is exit 2 naming the command. */
async function showAt(commit, path, top) {
    try {
        return (await run('git', ['show', `${commit}:${path}`], { cwd: top, maxBuffer: 1 << 28 })).stdout;
    }
    catch (error) {
        const stderr = error.stderr ?? '';
        if (/does not exist|exists on disk, but not in/.test(stderr))
            return undefined;
        throw new InputError(`git show ${commit.slice(0, 12)}:${path} failed: ${oneLine(stderr || error.message, 200)}`);
    }
}
/** git's output; a failure is exit 2 naming the command. */
async function git(args, cwd) {
    try {
        return (await run('git', args, { cwd, maxBuffer: 1 << 26 })).stdout;
    }
    catch (error) {
        const stderr = error.stderr ?? '';
        throw new InputError(`git ${args.slice(0, 2).join(' ')} failed in ${cwd}: ${oneLine(stderr || error.message, 200)}`);
    }
}
/** The default branch, as a clone names it, in the order tried: where a local review's branch left it. */
const DEFAULT_BRANCHES = ['origin/HEAD', 'main', 'master'];
/**
 * The base of a local review: `ref` as given, else the merge base of HEAD with the default
 * branch, as a pull request's review would have it. Undefined outside git or without such a
 * branch; a `ref` that names no commit is an input error.
 */
async function reviewBase(cwd, ref) {
    if (ref !== undefined) {
        const commit = await gitLine(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], cwd);
        if (!commit)
            throw new InputError(`--base ${oneLine(ref, 100)}: no such commit in this repository`);
        return { commit, ref };
    }
    for (const branch of DEFAULT_BRANCHES) {
        const commit = await gitLine(['merge-base', 'HEAD', branch], cwd);
        if (commit)
            return { commit, ref: `the merge base with ${branch}` };
    }
    return undefined;
}
/** git's first line of output, or undefined when git fails (no repository, no such ref). */
async function gitLine(args, cwd) {
    try {
        const { stdout } = await run('git', args, { cwd });
        return stdout.trim().split('\n')[0] || undefined;
    }
    catch {
        return undefined;
    }
}

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

/** The intended change of a pull request: the golden contract at its base commit against the one at its head. */
async function reviewContract(baseCommit, base, head, settings, levels, oracleTimeoutMs) {
    if ('missing' in base)
        return { base: baseCommit, changes: [], approved: [], unapproved: [], note: base.missing };
    const file = `${baseCommit.slice(0, 12)}:${head.contract.server} golden contract`;
    return { base: baseCommit, ...(await intendedChange({ text: base.text, file }, head, settings, levels, oracleTimeoutMs)) };
}
/**
 * The intended change between two golden contracts, classified at the configured levels and
 * approved: what the review computes, and what `update --approve` accepts (the same
 * fingerprints, by the same function). A breaking change the config lowered needs no approval.
 */
async function intendedChange(base, head, settings, levels, oracleTimeoutMs) {
    const before = parseContract(base.text, base.file);
    // Both are files: the head's digests were relied on only where they equal the live server's.
    verifyDigests({ contract: before, file: base.file }, head);
    const after = head.contract;
    const changes = applyLevels((await classify(before, after, oracleTimeoutMs)).changes, levels);
    const versions = { base: stringOrUndefined(before.serverInfo?.version), head: stringOrUndefined(after.serverInfo?.version) };
    const { approved, unapproved } = approveBreaking(changes, settings, versions);
    return { changes, approved, unapproved: unapproved.map((change) => change.fingerprint), versions };
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
 * reviews a branch: its golden contract at the base (found through the base commit's config, see
 * baseGolden) against `head`, classified and approved. A moved golden file is a note.
 */
async function reviewServer(server, head, source, approvals) {
    const base = await baseGolden(server, head.file, source);
    const review = await reviewContract(source.commit, base, { contract: head.contract, file: head.label }, approvals, levelSettingsOf(server), server.oracleTimeoutMs);
    const moved = movedNote(base);
    return { review, notes: moved ? [moved] : [] };
}

export { approvalSettings as a, requireBaseCommit as b, baseGolden as c, reviewServer as d, intendedChange as i, loadAcceptances as l, movedNote as m, reviewBase as r, today as t };
