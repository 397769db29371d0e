import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve, relative, sep, posix } from 'node:path';
import { promisify } from 'node:util';
import { D as DEFAULT_CONFIG_FILES, p as parseConfig, c as commandLineConfig, d as distExports } from './load.js';
import { I as InputError, o as oneLine } from './errors.js';
import './files.js';
import 'node:fs/promises';
import 'node:crypto';
import './io.js';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './ajv2.js';
import './safe-text.js';
import 'node:worker_threads';
import './edit-distance.js';
import './rfc8785.js';
import 'process';
import 'buffer';
import './known-keys.js';
import './rules.js';
import './types2.js';

const run = promisify(execFile);
/**
 * Whether `chosen` (the servers a command runs) is every server of the config: only then can a
 * base server that pairs with none of them be told removed (with --server, the others were
 * simply not chosen). `configured` undefined: the chosen ones are the config.
 */
function choosesEveryServer(chosen, configured) {
    return !configured || configured.every((server) => chosen.some((each) => each.name === server.name));
}
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
 * The review pairs servers, not names or paths. The base config is found as the base commit had
 * it (see baseConfig); each head server is paired with a base server: by name, else (among base
 * servers whose name the head no longer has) by its golden file (the same path, or git's rename
 * of it), by `serverInfo.name` in the two golden contracts, or by the same command; a base server
 * left unpaired was removed. A base config this gate cannot read (another version's) leaves the
 * lookup by path, with a note. Without a base config: where the base commit holds golden contracts
 * and the head has a config, the review fails naming where it looked (a pull request must not
 * hide the base from it); otherwise (the gate is new, or servers come from the command line) each
 * golden contract is found at its head path or git's rename of it.
 */
async function planBase(heads, source) {
    const clone = await cloneOf(source.cwd);
    const renamed = await renamesSince(source.commit, clone.top);
    // Each base file is read once, however many servers ask for it.
    const read = new Map();
    const at = (path) => read.get(path) ?? read.set(path, showAt(source.commit, path, clone.top)).get(path);
    const headPath = (head) => clone.path(head.file);
    const found = await baseConfig(source, clone, renamed);
    if ('unreadable' in found) {
        // Written for another version of the gate, perhaps: the base is not the pull request's to fix, so the review goes on by path, and says so.
        const byPaths = await Promise.all(heads.map(async (head) => [head.server.name, { ...(await byPath(head, renamed, clone, at)), notes: [found.unreadable] }]));
        return { heads: new Map(byPaths), removed: [] };
    }
    if ('lookedAt' in found) {
        if (source.configFile && (await hasGoldens(source.commit, clone.top))) {
            throw new InputError(`no config at the base commit ${source.commit.slice(0, 12)}, though it holds golden contracts: looked at ${found.lookedAt.join(', ')} (the head's config, git's rename of it, the default names, the config input of the base's workflows); the review pairs each server with the base's`);
        }
        return { heads: new Map(await Promise.all(heads.map(async (head) => [head.server.name, await byPath(head, renamed, clone, at)]))), removed: [] };
    }
    const base = found.config.servers.map((server) => ({ server, path: clone.path(server.contract) }));
    const pairs = await pairServers(heads, base, { golden: (head) => renamed.get(headPath(head)) ?? headPath(head), at });
    const plan = { heads: new Map(), removed: [] };
    for (const head of heads) {
        const pair = pairs.get(head);
        const missing = `a new server: no server of the base config ${found.path} pairs with ${head.server.name} (by name, golden file, serverInfo.name or command), nothing to review`;
        plan.heads.set(head.server.name, pair ? await pairedContract(head.server.name, headPath(head), base[pair.index], pair.by, at) : { missing });
    }
    const paired = new Set([...pairs.values()].map((pair) => pair.index));
    for (const [index, { server, path }] of base.entries()) {
        if (paired.has(index))
            continue;
        const text = await at(path);
        plan.removed.push({ server, path, ...(text === undefined ? {} : { text }) });
    }
    return plan;
}
/** A head server's base golden contract, through the base server it was paired with (`by`). */
async function pairedContract(name, headPath, { server, path }, by, at) {
    const renaming = by === 'name' ? {} : { renamed: { from: server.name, to: name, by } };
    const text = await at(path);
    if (text === undefined)
        return { missing: `${path} (the golden contract of ${server.name} in the base config) does not exist at the base commit: nothing to review`, server, ...renaming };
    return { text, path, headPath, server, ...renaming };
}
/** One server's golden contract at the base, as planBase pairs it among `heads` (default: that server alone). */
async function baseGolden(server, headFile, source, heads = []) {
    const others = heads.filter((head) => head.server.name !== server.name);
    const plan = await planBase([{ server, file: headFile }, ...others], source);
    return plan.heads.get(server.name);
}
/** Without a base config: the golden contract at the head's path, or at git's rename of it. */
async function byPath(head, renamed, clone, at) {
    const headPath = clone.path(head.file);
    const path = renamed.get(headPath) ?? headPath;
    const text = await at(path);
    return text === undefined ? { missing: `${headPath} does not exist at the base commit: a new contract, nothing to review` } : { text, path, headPath };
}
/** Each head server's base server (its index) and what paired them; see planBase for the order. */
async function pairServers(heads, base, read) {
    const pairs = new Map();
    const headNames = new Set(heads.map((head) => head.server.name));
    for (const head of heads) {
        const index = base.findIndex((candidate) => candidate.server.name === head.server.name);
        if (index >= 0)
            pairs.set(head, { index, by: 'name' });
    }
    // The base golden contracts are read for their serverInfo.name only when a name is left to pair.
    const baseInfo = heads.some((head) => !pairs.has(head)) ? await Promise.all(base.map(async ({ path }) => serverInfoName(await read.at(path)))) : [];
    const tests = [
        ['its golden file', (head, index) => read.golden(head) === base[index].path],
        ['serverInfo.name', (head, index) => baseInfo[index] !== undefined && baseInfo[index] === serverInfoName(readOrUndefined(head.file))],
        ['command', (head, index) => commandOf(head.server) === commandOf(base[index].server)],
    ];
    for (const [by, test] of tests) {
        for (const head of heads) {
            if (pairs.has(head))
                continue;
            const taken = new Set([...pairs.values()].map((pair) => pair.index));
            const index = base.findIndex((candidate, i) => !taken.has(i) && !headNames.has(candidate.server.name) && test(head, i));
            if (index >= 0)
                pairs.set(head, { index, by });
        }
    }
    return pairs;
}
/** `serverInfo.name` of a golden contract's text, when it has one. */
function serverInfoName(text) {
    if (text === undefined)
        return undefined;
    try {
        const name = JSON.parse(text).serverInfo?.name;
        return typeof name === 'string' ? name : undefined;
    }
    catch {
        return undefined;
    }
}
function readOrUndefined(file) {
    try {
        return readFileSync(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** What starts or reaches the server: the command line, or the URL. */
function commandOf(server) {
    const transport = server.transport;
    return JSON.stringify(transport.kind === 'stdio' ? [transport.command, ...transport.args] : [transport.kind, transport.url]);
}
/** A note for the reader when the base server had another name, or its golden contract another path. */
function movedNote(base) {
    if ('missing' in base)
        return undefined;
    const moved = base.path !== base.headPath;
    if (base.renamed) {
        const { from, to, by } = base.renamed;
        return `The server was renamed: ${to} is ${from} of the base config (paired by ${by}), reviewed against ${base.path} at the base${moved ? ` (now ${base.headPath})` : ''}.`;
    }
    if (!moved)
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
/**
 * The config as the base commit had it, at the first of: the head's config path, git's rename of
 * it, the default names in the working folder (as the gate finds a config without one named),
 * and the path each `uses: mcp-contract-gate/...` step of the base's workflows gave the action
 * (its `config:` input, else the default names, in its `working-directory`); else the server such
 * a step gave by its `command:` or `url:` inputs. The first file there that this gate cannot read
 * is a note for the reader (see planBase).
 */
async function baseConfig(source, clone, renamed) {
    const head = source.configFile ? clone.path(source.configFile) : undefined;
    const inCwd = DEFAULT_CONFIG_FILES.map((name) => posix.join(clone.path(source.cwd), name));
    const workflows = await workflowSources(source.commit, clone.top);
    const candidates = [...new Set([head, head && renamed.get(head), ...inCwd, ...workflows.paths])].filter((path) => !!path);
    for (const path of candidates) {
        const text = await showAt(source.commit, path, clone.top);
        if (text === undefined)
            continue;
        const file = resolve(clone.top, path);
        try {
            return { path, config: parseConfig(text, file) };
        }
        catch (error) {
            if (!(error instanceof InputError))
                throw error;
            const why = oneLine(error.message.split(file).join(path), 300);
            const unreadable = `The config at the base commit (${path}) cannot be read by this version of the gate (${why}): the base golden contract was found by path, and servers removed or renamed since cannot be told.`;
            return { unreadable };
        }
    }
    const inputs = workflows.inputs.map((step) => inputsConfig(step, clone.top)).find((config) => config !== undefined);
    return inputs ?? { lookedAt: candidates };
}
/** What the base commit's workflows give the action: each `uses: mcp-contract-gate/...` step's config paths (from the repository root), and the steps that name a server by inputs instead. */
async function workflowSources(commit, top) {
    const files = (await git(['ls-tree', '-r', '-z', '--name-only', commit, '--', '.github/workflows'], top)).split('\0').filter((file) => /\.ya?ml$/.test(file));
    const sources = { paths: [], inputs: [] };
    for (const file of files.sort()) {
        for (const step of actionSteps(await showAt(commit, file, top))) {
            if (typeof step.command === 'string' || typeof step.url === 'string')
                sources.inputs.push({ file, with: step });
            const named = typeof step.config === 'string' ? [step.config] : DEFAULT_CONFIG_FILES;
            sources.paths.push(...named.map((name) => inRepository(folderOf(step), name)).filter((path) => path !== undefined));
        }
    }
    return sources;
}
/** The server a workflow step gave the action by its inputs (as the action reads them: src/github/inputs.ts), named after the workflow; undefined when they do not make one. */
function inputsConfig(step, top) {
    const input = (name) => (typeof step.with[name] === 'string' ? step.with[name] : undefined);
    const args = (input('args') ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    const command = input('command');
    try {
        const config = commandLineConfig({
            name: input('server-name'),
            ...(command ? { command: [command, ...args] } : { url: input('url') }),
            contract: input('contract'),
            cwd: resolve(top, folderOf(step.with)),
        });
        return { path: `${step.file} (the action's inputs)`, config };
    }
    catch (error) {
        if (error instanceof InputError)
            return undefined;
        throw error;
    }
}
/** A step's working-directory, from the repository root. */
const folderOf = (step) => (typeof step['working-directory'] === 'string' ? (inRepository(step['working-directory'], '.') ?? '.') : '.');
/** `name` in `folder`, from the repository root; undefined when it leaves the repository. */
function inRepository(folder, name) {
    const path = posix.normalize(posix.join(folder, name));
    return path === '..' || path.startsWith('../') || posix.isAbsolute(path) ? undefined : path;
}
/** The `with:` of every step of a workflow that uses the action (`uses: mcp-contract-gate/...`); none when the file does not parse. */
function actionSteps(text) {
    let workflow;
    try {
        workflow = text === undefined ? undefined : distExports.parse(text);
    }
    catch {
        return [];
    }
    const objects = (value) => (Array.isArray(value) ? value : isObject(value) ? Object.values(value) : []).filter(isObject);
    const jobs = isObject(workflow) ? objects(workflow.jobs) : [];
    return jobs
        .flatMap((job) => objects(job.steps))
        .filter((step) => typeof step.uses === 'string' && /^mcp-contract-gate\//i.test(step.uses))
        .map((step) => (isObject(step.with) ? step.with : {}));
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Whether any file of the commit is a golden contract (its format marker): the gate was in use there. */
async function hasGoldens(commit, top) {
    try {
        await run('git', ['grep', '-q', '-F', '-e', '"format": "mcp-contract"', commit, '--'], { cwd: top, maxBuffer: 1 << 26 });
        return true;
    }
    catch (error) {
        if (error.code === 1)
            return false;
        throw new InputError(`git grep at ${commit.slice(0, 12)} failed in ${top}: ${oneLine(error.stderr || error.message, 200)}`);
    }
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

export { baseGolden, choosesEveryServer, movedNote, planBase, requireBaseCommit, reviewBase };
