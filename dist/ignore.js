import { d as largestTools, g as growthPercent, b as largestGrowers } from './context-cost.js';
import { c as changeOf } from './change.js';
import { o as oneLine } from './errors.js';
import { a as DEFAULTS } from './types2.js';
import { availableParallelism } from 'node:os';
import { p as planComparison, s as serverTextOf, b as assembleComparison, c as compareWithin, a as compareEntity } from './compare.js';
import { s as startWorker } from './workers.js';
import { c as canonicalJson } from './rfc8785.js';
import { c as collectRefs, a as isLocalRef, r as resolveLocalRef } from './edit-distance.js';
import { f as isSchemaObject } from './validity.js';
import { R as RULES } from './rules.js';

/** How many tools a budget change names as the largest contributors. */
const CONTRIBUTORS = 3;
/**
 * `contextBudget` against the tool definitions' cost: a total above `tokens`, or a growth above
 * `growthPercent`, is a change `context-budget-exceeded` (one per limit: its fingerprint is the
 * rule, `server`, `/tools` and the limit, the same on every run whatever the numbers).
 */
function budgetChanges(cost, budget) {
    if (!budget)
        return [];
    const changes = [];
    const total = `tool definitions cost ${tokens(cost.after)} tokens (${cost.tokenizer})`;
    if (budget.tokens !== undefined && cost.after > budget.tokens) {
        const largest = contributors(largestTools(cost, CONTRIBUTORS).map((entry) => [entry.tool, tokens(entry.after)]));
        const message = `${total}, above the budget of ${tokens(budget.tokens)} (contextBudget.tokens); largest: ${largest}`;
        changes.push(changeOf('context-budget-exceeded', 'server', '/tools', message, { item: 'tokens', before: budget.tokens, after: cost.after }));
    }
    const growth = growthPercent(cost);
    if (budget.growthPercent !== undefined && growth !== undefined && growth > budget.growthPercent) {
        const grown = largestGrowers(cost, CONTRIBUTORS).map(({ tool, before, after }) => [tool, `+${tokens(after - before)}`]);
        const message = `${total}, ${tokens(cost.before)} before: +${growth} %, above the budget of +${budget.growthPercent} % (contextBudget.growthPercent); largest growth: ${contributors(grown)}`;
        changes.push(changeOf('context-budget-exceeded', 'server', '/tools', message, { item: 'growthPercent', before: cost.before, after: cost.after }));
    }
    return changes;
}
/** 12431 -> "12,431": the same on every machine, whatever its locale. */
function tokens(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function contributors(entries) {
    return entries.length ? entries.map(([tool, figure]) => `${oneLine(tool, 60)} (${figure})`).join(', ') : 'none';
}
/**
 * A budget judged once per limit on a pull request: where the intended change exceeds a limit the
 * drift exceeds too, the drift's change is left out (with a note keeping its figures). The intended
 * change is the one a person approves, by the same fingerprint; the drift's could never be
 * approved, so a total over `tokens` would fail every run of an approved pull request.
 */
function budgetJudgedOnce(drift, intended) {
    const reviewed = new Set(intended.filter((change) => change.rule === 'context-budget-exceeded').map((change) => change.fingerprint));
    const left = drift.filter((change) => change.rule === 'context-budget-exceeded' && reviewed.has(change.fingerprint));
    if (!left.length)
        return { drift, notes: [] };
    return {
        drift: drift.filter((change) => !left.includes(change)),
        notes: left.map((change) => `Live vs golden, judged by the intended change's context-budget-exceeded (${change.item}) instead, the one to approve: ${change.message}`),
    };
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
    const team = new Helpers(queue, { toolNames: plan.toolNames, ownHosts: plan.ownHosts, vendor: plan.vendor, era: plan.era, deadlineAt }, results, compareOnMain);
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
        worker = startWorker('compare-worker', import.meta.url);
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
    const worker = startWorker('oracle-worker', import.meta.url);
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
/** Entities not compared (the deadline had passed before them), then those whose comparison it cut short (./schema/deadline.ts). */
function lateEntities(unclassified, changes) {
    const cut = changes.filter((change) => change.item === 'deadline' && change.rule.endsWith('-undecided')).map((change) => change.entity);
    return [...new Set([...unclassified, ...cut])];
}

/**
 * The levels a team sets (config `levels:`), applied before the gate: a change of a listed rule
 * is gated at the configured level and says so (`levelSetBy`), its rule and fingerprint unchanged.
 * `descriptions:` is shorthand for the levels of the `wording` rules: `cosmetic` or
 * `effect-relevant` judge every rewording alike, `auto` leaves the table's verdicts. Poisoning
 * is a rule of its own, so it is flagged whatever the choice. An explicit `levels:` entry wins.
 */
function levelSettingsOf(server) {
    const explicit = server?.levels ?? [];
    const mode = server?.descriptions;
    if (!mode || mode === 'auto')
        return explicit;
    const wording = RULES.filter((rule) => rule.kind === 'wording' && !explicit.some((setting) => setting.rule === rule.id));
    return [...explicit, ...wording.map((rule) => ({ rule: rule.id, level: mode, origin: `descriptions: ${mode}` }))];
}
/** The changes at the levels the settings give their rules; a setting equal to the rule's own level changes nothing. */
function applyLevels(changes, settings) {
    if (settings.length === 0)
        return changes;
    const byRule = new Map(settings.map((setting) => [setting.rule, setting]));
    return changes.map((change) => {
        const setting = byRule.get(change.rule);
        if (!setting || setting.level === change.level)
            return change;
        return { ...change, level: setting.level, levelSetBy: { origin: setting.origin, ruleLevel: change.level } };
    });
}

/**
 * The config's ignore entries, applied before the gate: a change that an entry matches (every
 * field the entry gives matches) leaves the gated list and is reported as ignored with the
 * entry's reason. The first matching entry is the one reported.
 */
function applyIgnore(changes, entries) {
    if (entries.length === 0)
        return { kept: changes, ignored: [] };
    const matchers = entries.map((entry) => ({
        entry,
        pointer: entry.pointer === undefined ? undefined : pointerPattern(entry.pointer),
        entity: entry.entity === undefined ? undefined : wildcard(entry.entity),
    }));
    const kept = [];
    const ignored = [];
    for (const change of changes) {
        const hit = matchers.find(({ entry, pointer, entity }) => (entry.rule === undefined || entry.rule === change.rule) && (!pointer || pointer.test(change.pointer)) && (!entity || entity.test(change.entity)));
        if (!hit)
            kept.push(change);
        else {
            const { rule, entity, pointer, reason } = hit.entry;
            ignored.push({ change, reason, matched: { ...(rule === undefined ? {} : { rule }), ...(entity === undefined ? {} : { entity }), ...(pointer === undefined ? {} : { pointer }) } });
        }
    }
    return { kept, ignored };
}
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A JSON pointer pattern: `*` is one whole segment (or part of one), a final `/**` any number of segments (none too). */
function pointerPattern(pattern) {
    const deep = pattern.endsWith('/**');
    const segments = (deep ? pattern.slice(0, -3) : pattern).split('/').slice(1);
    const body = segments.map((segment) => `/${segment.split('*').map(escape).join('[^/]*')}`).join('');
    return new RegExp(`^${body}${deep ? '(?:/.*)?' : ''}$`);
}
/** An entity pattern: `*` is any run of characters (`tool:*`). */
function wildcard(pattern) {
    return new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`, 's');
}

export { applyIgnore as a, budgetChanges as b, classify as c, applyLevels as d, budgetJudgedOnce as e, levelSettingsOf as l, tokens as t };
