import { execFile } from 'node:child_process';
import { relative } from 'node:path';
import { promisify } from 'node:util';
import { I as InputError, o as oneLine } from './canonical.js';
import { c as classify, f as approveBreaking } from './classify.js';
import { p as parseContract, v as verifyDigests, c as compileValidator } from './io.js';
import { existsSync } from 'node:fs';
import { g as readFileInside } from './files.js';
import { p as parseDataFile } from './data-file.js';

const run = promisify(execFile);
async function contractAtCommit(file, commit, cwd) {
    const path = `./${relative(cwd, file).split('\\').join('/')}`;
    try {
        await run('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd });
    }
    catch {
        return { missing: `the base commit ${commit.slice(0, 12)} is not in the clone (check out with fetch-depth: 0)` };
    }
    try {
        const { stdout } = await run('git', ['show', `${commit}:${path}`], { cwd, maxBuffer: 1 << 28 });
        return { text: stdout };
    }
    catch (error) {
        const stderr = error.stderr ?? '';
        if (/does not exist|exists on disk, but not in/.test(stderr))
            return { missing: `${path.slice(2)} does not exist at the base commit: a new contract, nothing to review` };
        return { missing: `git show ${commit.slice(0, 12)}:${path.slice(2)} failed: ${oneLine(stderr, 200)}` };
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

/** The intended change of a pull request: the golden contract at its base commit against the one at its head. */
async function reviewContract(baseCommit, base, head, settings, oracleTimeoutMs) {
    if ('missing' in base)
        return { base: baseCommit, changes: [], approved: [], unapproved: [], note: base.missing };
    const file = `${baseCommit.slice(0, 12)}:${head.contract.server} golden contract`;
    return { base: baseCommit, ...(await intendedChange({ text: base.text, file }, head, settings, oracleTimeoutMs)) };
}
/**
 * The intended change between two golden contracts, classified and approved: what the review
 * computes, and what `update --approve` accepts (the same fingerprints, by the same function).
 */
async function intendedChange(base, head, settings, oracleTimeoutMs) {
    const before = parseContract(base.text, base.file);
    // Both are files: the head's digests were relied on only where they equal the live server's.
    verifyDigests({ contract: before, file: base.file }, head);
    const after = head.contract;
    const { changes } = await classify(before, after, oracleTimeoutMs);
    const versions = { base: stringOrUndefined(before.serverInfo?.version), head: stringOrUndefined(after.serverInfo?.version) };
    const { approved, unapproved } = approveBreaking(changes, settings, versions);
    return { changes, approved, unapproved: unapproved.map((change) => change.fingerprint), versions };
}
function stringOrUndefined(value) {
    return typeof value === 'string' ? value : undefined;
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
    const problem = checkPolicy(data)[0];
    if (problem)
        throw parsed.violation(problem);
    return data.accept ?? [];
}

export { reviewContract as a, contractAtCommit as c, intendedChange as i, loadAcceptances as l, reviewBase as r };
