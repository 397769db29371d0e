import { join, dirname, resolve, relative } from 'node:path';
import { s as shellQuote, h as canonicalJson } from './canonical.js';
import { a as DEFAULTS } from './types.js';
import { availableParallelism } from 'node:os';
import { p as planComparison, s as serverTextOf, d as assembleComparison, c as compareWithin, a as compareEntity } from './compare.js';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { e as collectRefs, f as isLocalRef, g as isSchemaObject, r as resolveLocalRef } from './validity.js';

/** The label that approves every breaking intended change of a pull request (action input approve-label). */
const DEFAULT_APPROVE_LABEL = 'mcp-contract:approved-breaking';
/** Where acceptances are committed (action input policy-file; the CLI's --policy-file). */
const DEFAULT_POLICY_FILE = 'mcp-contract.policy.yaml';
/** An acceptance past its `expires` day approves nothing (the day itself still counts). */
function hasLapsed(acceptance, today) {
    return acceptance.expires !== undefined && acceptance.expires < today;
}
/** Breaking intended changes need an approval: the label, an unexpired acceptance entry, or (if enabled) a major version bump. */
function approveBreaking(changes, settings, versions) {
    const approved = [];
    const unapproved = [];
    const labelled = settings.prLabels.includes(settings.label);
    const bumped = settings.majorBumpApproves && isMajorBump(versions.base, versions.head);
    for (const change of changes) {
        if (change.level !== 'breaking')
            continue;
        const acceptance = settings.acceptances.find((entry) => entry.fingerprint === change.fingerprint && !hasLapsed(entry, settings.today));
        if (acceptance)
            approved.push({ fingerprint: change.fingerprint, by: `acceptance: ${acceptance.reason}` });
        else if (labelled)
            approved.push({ fingerprint: change.fingerprint, by: `label ${settings.label}` });
        else if (bumped)
            approved.push({ fingerprint: change.fingerprint, by: `major version bump ${versions.base} → ${versions.head}` });
        else
            unapproved.push(change);
    }
    return { approved, unapproved };
}
/** True when the head version's major number is above the base's (semver-like "1.4.0" → "2.0.0"). */
function isMajorBump(base, head) {
    const major = (version) => {
        const match = /^v?(\d+)\./.exec(version ?? '');
        return match ? Number(match[1]) : undefined;
    };
    const [b, h] = [major(base), major(head)];
    return b !== undefined && h !== undefined && h > b;
}

/** The gate as a terminal that installed it names it. */
const CLI_PROGRAM = 'mcp-contract';
/** The gate from npm, for a reader who may not have it installed (the pull request comment). */
const NPX_PROGRAM = 'npx -p mcp-contract-gate mcp-contract';
/** The reason in a printed `--approve`: a placeholder the reader replaces. */
const REASON_PLACEHOLDER = '"why"';
/** The policy file `update --approve` writes and `review` reads unless told: beside the config, else in the folder they run in. */
function defaultPolicyFile(configFile, cwd) {
    return join(configFile ? dirname(configFile) : cwd, DEFAULT_POLICY_FILE);
}
/** The approve command where no server's own could be built (a report merged from elsewhere): its shape, for the reader to complete. */
const GENERIC_APPROVE_COMMAND = `${CLI_PROGRAM} update --approve ${REASON_PLACEHOLDER}`;
/**
 * The one builder of the accept command, for the terminal and the pull request comment alike:
 * `update`, shell-quoted, naming the config, the server when the config has several, and the
 * golden and policy files only where the defaults would miss them. A server that is not in a
 * config is named again, with its command or URL.
 */
function acceptCommands(server, place) {
    const words = [place.program, 'update'];
    const path = (file) => shellQuote(relative(place.cwd, file) || '.');
    if (place.config?.file)
        words.push('--config', path(place.config.file));
    if (place.config?.several)
        words.push('--server', shellQuote(server.name));
    if (!place.config)
        words.push('--name', shellQuote(server.name));
    if (place.contract || !place.config)
        words.push('--out', path(place.contract ?? server.contract));
    if (place.policyFile)
        words.push('--policy-file', path(place.policyFile));
    const target = place.config ? [] : serverWords(server);
    const cd = place.cd ? `cd ${shellQuote(place.cd)} && ` : '';
    const line = (approve) => cd + [...words, ...approve, ...target].join(' ');
    return { update: line([]), approve: line(['--approve', REASON_PLACEHOLDER]) };
}
/**
 * The accept commands of the servers a command line ran on, to run where it ran: the config
 * named when it was (--config), the server when there is a choice, the golden and policy files
 * when given, a command-line server as it was given.
 */
function acceptCommandsHere(servers, command, options, cwd) {
    const inline = command.length > 0 || options.url !== undefined;
    const config = { ...(options.config ? { file: resolve(cwd, options.config) } : {}), several: options.server !== undefined || servers.length > 1 };
    const place = {
        program: CLI_PROGRAM,
        cwd,
        ...(inline ? {} : { config }),
        ...(options.contract ? { contract: resolve(cwd, options.contract) } : {}),
        ...(options.policyFile ? { policyFile: resolve(cwd, options.policyFile) } : {}),
    };
    return Object.fromEntries(servers.map((server) => [server.name, acceptCommands(server, place)]));
}
/**
 * The accept commands of the action's servers: run from the repository root (with a
 * working-directory, they start with `cd` there), the gate from npm, the config named, and the
 * policy file where it is not the default one.
 */
function acceptCommandsInRepository(config, { cwd, cd, policyFile }) {
    const place = {
        program: NPX_PROGRAM,
        cwd,
        ...(cd && cd !== cwd ? { cd } : {}),
        ...(config.file ? { config: { file: config.file, several: config.servers.length > 1 } } : {}),
        ...(policyFile === defaultPolicyFile(config.file, cwd) ? {} : { policyFile }),
    };
    return Object.fromEntries(config.servers.map((server) => [server.name, acceptCommands(server, place)]));
}
/** A server given on the command line, as it was given: `-- COMMAND ARGS...` or `--url URL [--sse]`. */
function serverWords(server) {
    const transport = server.transport;
    if (transport.kind === 'stdio')
        return ['--', ...[transport.command, ...transport.args].map(shellQuote)];
    return ['--url', shellQuote(transport.url), ...(transport.kind === 'sse' ? ['--sse'] : [])];
}

/** dist/<module>.js beside the bundle; from the TypeScript sources (tests), the .ts file through tsx. */
function startWorker(module) {
    const here = import.meta.url;
    if (!here.endsWith('.ts'))
        return new Worker(fileURLToPath(new URL(`./${module}.js`, here)));
    const source = new URL(`./${module}.ts`, here).href;
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, { eval: true });
}

/** Entities per message: small enough to share the work evenly, large enough to make messages rare. */
const BATCH = 16;
/** Batches each worker holds at once, so it never waits for the main thread to hand it the next. */
const IN_FLIGHT = 2;
/** The longest the main thread compares without yielding: signal handlers (SIGTERM, SIGINT) and helpers' replies wait no longer. */
const SLICE_MS = 20;
/** The longest one entity may hold the main thread: past it, that entity and the rest go to worker threads. */
const ENTITY_MS = 250;
/**
 * compareContracts with the changed entities spread over the main thread and worker threads,
 * a batch at a time. Each entity is compared on its own and the results are put back in task
 * order, so the comparison is the same, byte for byte, however the work was shared.
 *
 * The main thread yields every SLICE_MS, and gives up an entity that takes longer than
 * ENTITY_MS: from there on worker threads compare (that entity again, in full) while the main
 * thread only waits, so that a signal is answered at once however long the comparison takes.
 */
async function compareContractsInParallel(before, after, options = {}) {
    const plan = planComparison(before, after);
    const deadlineAt = options.deadlineAt ?? Infinity;
    const text = serverTextOf(plan);
    const helpers = options.helpers ?? Math.min(3, availableParallelism() - 1);
    const results = new Array(plan.tasks.length);
    const pause = slices();
    /** Compares a batch here; `sliced`, it stops at an entity that outlasts ENTITY_MS and returns what is left. */
    const compareOnMain = async ({ start, tasks }, sliced = false) => {
        for (const [i, task] of tasks.entries()) {
            const until = sliced ? Math.min(deadlineAt, Date.now() + (options.entityMs ?? ENTITY_MS)) : deadlineAt;
            const { value, overdue } = compareWithin(until, () => compareEntity(task, text, deadlineAt));
            if (overdue && until < deadlineAt)
                return { start: start + i, tasks: tasks.slice(i) }; // cut by the slice, not the deadline
            results[start + i] = value;
            await pause();
        }
        return undefined;
    };
    const queue = new BatchQueue(plan.tasks);
    const team = new Helpers(queue, { toolNames: plan.toolNames, ownHosts: plan.ownHosts, deadlineAt }, results, compareOnMain);
    if (plan.tasks.length >= (options.parallelFrom ?? 1_000))
        team.add(helpers);
    try {
        // The main thread takes batches too, until an entity holds it too long: workers take the rest, that one first.
        for (let batch = queue.take(); batch; batch = queue.take()) {
            const rest = await compareOnMain(batch, true);
            if (!rest)
                continue;
            queue.putBack(rest);
            team.add(Math.min(Math.max(1, helpers), queue.left) - team.size);
            break;
        }
        await team.done();
        // Batches no worker took (none could start, or each failed): compared here after all.
        for (let batch = queue.take(); batch; batch = queue.take())
            await compareOnMain(batch);
    }
    finally {
        // Whatever happened, no worker outlives the comparison (a live one would keep the process running).
        team.stop();
    }
    return assembleComparison(plan, results);
}
/** A pause that lets the event loop turn once SLICE_MS have passed since the last turn, and costs nothing before. */
function slices() {
    let since = Date.now();
    return () => {
        if (Date.now() - since < SLICE_MS)
            return undefined;
        return new Promise((resume) => setImmediate(() => {
            since = Date.now();
            resume();
        }));
    };
}
class BatchQueue {
    tasks;
    next = 0;
    returned = [];
    constructor(tasks) {
        this.tasks = tasks;
    }
    take() {
        if (this.returned.length)
            return this.returned.shift();
        if (this.next >= this.tasks.length)
            return undefined;
        const start = this.next;
        this.next = Math.min(this.tasks.length, start + BATCH);
        return { start, tasks: this.tasks.slice(start, this.next) };
    }
    /** How many tasks are still to be taken. */
    get left() {
        return this.returned.reduce((sum, batch) => sum + batch.tasks.length, this.tasks.length - this.next);
    }
    /** A batch the main thread gave up: the next one taken. */
    putBack(batch) {
        this.returned.push(batch);
    }
}
/** The worker threads of one comparison, started when asked. */
class Helpers {
    queue;
    setup;
    results;
    compareOnMain;
    helping = [];
    constructor(queue, setup, results, compareOnMain) {
        this.queue = queue;
        this.setup = setup;
        this.results = results;
        this.compareOnMain = compareOnMain;
    }
    get size() {
        return this.helping.length;
    }
    add(count) {
        for (let i = 0; i < count; i++) {
            const helper = runHelper(this.queue, this.setup, this.results, this.compareOnMain);
            // Settled from the start: a helper that fails while the main thread works is not an unhandled rejection.
            helper.done.catch(() => undefined);
            this.helping.push(helper);
        }
    }
    done() {
        return Promise.all(this.helping.map((helper) => helper.done));
    }
    stop() {
        for (const helper of this.helping)
            helper.stop();
    }
}
/**
 * One worker thread taking batches until none are left. A batch it fails on (a worker that
 * crashes, or an error inside it) is compared on the main thread instead, where an error
 * surfaces exactly as it would without workers.
 */
function runHelper(queue, setup, results, compareOnMain) {
    let worker;
    try {
        worker = startWorker('compare-worker');
    }
    catch {
        return { done: Promise.resolve(), stop: () => undefined }; // no worker: the main thread takes every batch left
    }
    const stop = () => {
        worker.removeAllListeners().on('error', () => undefined);
        void worker.terminate();
    };
    const pending = new Map();
    const failed = [];
    const done = new Promise((resolve, reject) => {
        const finish = () => {
            stop();
            const left = [...failed, ...pending.values()];
            const compareLeft = async () => {
                for (const batch of left)
                    await compareOnMain(batch);
            };
            compareLeft().then(resolve, (error) => reject(error instanceof Error ? error : new Error(String(error))));
        };
        const give = () => {
            const batch = queue.take();
            if (!batch)
                return;
            try {
                worker.postMessage(batch);
                pending.set(batch.start, batch);
            }
            catch {
                failed.push(batch); // cannot be sent: compared on the main thread, where its error surfaces
            }
        };
        worker.on('message', (reply) => {
            const batch = pending.get(reply.start);
            if (!batch)
                return;
            pending.delete(reply.start);
            if (reply.results)
                reply.results.forEach((result, i) => (results[reply.start + i] = result));
            else
                failed.push(batch);
            give();
            if (pending.size === 0)
                finish();
        });
        worker.on('error', finish);
        worker.on('exit', finish);
        worker.postMessage(setup);
        for (let i = 0; i < IN_FLIGHT; i++)
            give();
        if (pending.size === 0)
            finish();
    });
    return { done, stop };
}

/**
 * Asks json-schema-diff, off the main thread and under one deadline, about the schema pairs
 * whose change stayed undecided (no witness was found). Its answer can only add a note: the
 * level is raised by a witness alone, so no verdict depends on the oracle's timing, and its
 * measured false positives (it ignores `const`, it calls an added optional property a
 * removal) cannot raise a level. With `notRunBecause` (the run's deadline has passed), it is not asked at all.
 */
async function consultOracle(pairs, deadlineMs, notRunBecause) {
    const prepared = pairs.map((pair) => ({ pair, ...(notRunBecause === undefined ? prepare(pair) : { skip: notRunBecause }) }));
    // Servers repeat schemas (shared types): each distinct pair is asked once.
    const questions = new Map();
    const keyOf = new Map();
    for (const entry of prepared) {
        if (entry.skip !== undefined)
            continue;
        const key = canonicalJson([entry.before, entry.after]);
        keyOf.set(entry, key);
        if (!questions.has(key))
            questions.set(key, { id: questions.size, before: entry.before, after: entry.after });
    }
    const answers = questions.size ? await askWorkers([...questions.values()], deadlineMs) : new Map();
    const notes = [];
    for (const entry of prepared) {
        const where = `${entry.pair.entity} ${entry.pair.direction}Schema`;
        if (entry.skip !== undefined) {
            notes.push(`json-schema-diff not run on ${where}: ${entry.skip}; the change stays undecided`);
            continue;
        }
        const outcome = answers.get(questions.get(keyOf.get(entry)).id) ?? { kind: 'timeout' };
        if (outcome.kind === 'timeout')
            notes.push(`json-schema-diff timed out after ${deadlineMs} ms on ${where}; the change stays undecided`);
        else if (outcome.kind !== 'answered')
            notes.push(`json-schema-diff failed on ${where} (${'reason' in outcome ? outcome.reason : ''}); the change stays undecided`);
        else {
            const breaking = entry.pair.direction === 'input' ? outcome.removalsFound : outcome.additionsFound;
            const what = entry.pair.direction === 'input' ? 'values that were valid are not' : 'values that were invalid are valid';
            if (breaking)
                notes.push(`json-schema-diff finds ${what} on ${where}; no witness confirms it, so the change stays undecided (effect-relevant)`);
        }
    }
    return { notes };
}
/** json-schema-diff throws on `$schema` 2020-12 and follows any `$ref`: normalise, and refuse what it must not see. */
function prepare(pair) {
    for (const schema of [pair.before, pair.after]) {
        const refs = collectRefs(schema);
        if (refs.some((ref) => !isLocalRef(ref)))
            return { skip: 'a $ref points outside the schema (never fetched)' };
        if (refs.length > 0 && isRecursive(schema))
            return { skip: 'the schema is recursive' };
    }
    return { before: withoutDialect(pair.before), after: withoutDialect(pair.after) };
}
function withoutDialect(schema) {
    if (!isSchemaObject(schema))
        return schema;
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    return rest;
}
/** Does following local `$ref`s from the root ever come back to a pointer already on the path? */
function isRecursive(root) {
    const resolve = (ref) => (isLocalRef(ref) ? resolveLocalRef(root, ref) : undefined);
    const visit = (node, path) => {
        for (const ref of collectRefs(node)) {
            if (path.has(ref))
                return true;
            if (visit(resolve(ref), new Set([...path, ref])))
                return true;
        }
        return false;
    };
    return visit(root, new Set());
}
/** Spreads the questions over a small pool of workers (one per core, at most two); all share one deadline. */
async function askWorkers(requests, deadlineMs) {
    const size = Math.max(1, Math.min(2, availableParallelism(), requests.length));
    const shares = Array.from({ length: size }, (_, index) => requests.filter((_request, i) => i % size === index));
    const deadline = Date.now() + deadlineMs;
    const answers = await Promise.all(shares.map((share) => askWorker(share, deadline)));
    return new Map(answers.flatMap((map) => [...map]));
}
function askWorker(requests, deadline) {
    const answers = new Map();
    const worker = startWorker('oracle-worker');
    return new Promise((resolve) => {
        const finish = () => {
            clearTimeout(timer);
            void worker.terminate();
            resolve(answers);
        };
        const timer = setTimeout(finish, Math.max(0, deadline - Date.now()));
        worker.on('message', (reply) => {
            answers.set(reply.id, reply.error === undefined ? { kind: 'answered', additionsFound: Boolean(reply.additionsFound), removalsFound: Boolean(reply.removalsFound) } : { kind: 'error', reason: reply.error });
            if (answers.size === requests.length)
                finish();
        });
        worker.on('error', (error) => {
            for (const request of requests)
                if (!answers.has(request.id))
                    answers.set(request.id, { kind: 'error', reason: error.message });
            finish();
        });
        for (const request of requests)
            worker.postMessage(request);
    });
}

/**
 * Classifies all changes between two contracts, within a deadline (the classification's, or
 * the run's when that comes first); json-schema-diff is asked about what stayed undecided,
 * within its own deadline and what is left of the run's.
 */
async function classify(before, after, oracleDeadlineMs = DEFAULTS.oracleTimeoutMs, classifyDeadlineMs = DEFAULTS.classifyTimeoutMs, runEnd) {
    const ownEnd = Date.now() + classifyDeadlineMs;
    const byRun = runEnd !== undefined && runEnd.at < ownEnd;
    const deadline = byRun ? `the total deadline (timeouts.totalMs: ${runEnd.totalMs} ms)` : `the classification deadline (${classifyDeadlineMs} ms)`;
    const comparison = await compareContractsInParallel(before, after, { deadlineAt: byRun ? runEnd.at : ownEnd });
    const late = lateEntities(comparison.unclassified, comparison.changes);
    const lateNote = late.length
        ? [`${deadline} passed: the schemas of ${late.length} entities were not compared and are reported as undecided: ${late.slice(0, 20).join(', ')}${late.length > 20 ? ', …' : ''}`]
        : [];
    const left = (runEnd?.at ?? Infinity) - Date.now();
    const oracle = await consultOracle(comparison.schemaPairs, Math.min(oracleDeadlineMs, left), left > 0 ? undefined : `${deadline} had passed`);
    return { changes: comparison.changes, notes: [...lateNote, ...oracle.notes] };
}
/** Entities not compared (the deadline had passed before them), then those whose comparison it cut short (./schema-diff.ts). */
function lateEntities(unclassified, changes) {
    const cut = changes.filter((change) => change.item === 'deadline' && change.rule.endsWith('-undecided')).map((change) => change.entity);
    return [...new Set([...unclassified, ...cut])];
}

export { DEFAULT_APPROVE_LABEL as D, GENERIC_APPROVE_COMMAND as G, acceptCommandsHere as a, DEFAULT_POLICY_FILE as b, classify as c, defaultPolicyFile as d, acceptCommandsInRepository as e, approveBreaking as f, hasLapsed as h };
