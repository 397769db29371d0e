import { a as setOwn } from './safe-text.js';
import { s as startWorker, W as WorkerCalls } from './workers.js';
import { c as canonicalJson } from './rfc8785.js';

/**
 * What a server's tool list costs a model: every tool definition is sent on every turn. Counted
 * with gpt-tokenizer's o200k_base (the GPT-4o / GPT-5 encoding); other models' tokenizers count
 * differently, so the figures are a yardstick for growth, not a bill.
 */
const TOKENIZER = 'gpt-tokenizer o200k_base';
/** The fields of a tool a host puts in the model's context (docs/context-cost.md). */
const SENT_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'];
/** Special tokens (`<|endoftext|>`) in a description are text a server wrote: counted as text, never refused. */
const AS_TEXT = { disallowedSpecial: new Set() };
/** o200k_base in this thread: its ranks are 2.4 MB of JavaScript, ~150 ms to load. */
async function tokenizerHere() {
    const { countTokens } = await import('./o200k_base.js');
    return (text) => countTokens(text, AS_TEXT);
}
/**
 * A counter started early (prefetchTokenCounter: snapshot, check, update, init, the action) runs
 * in a worker thread from the bundle (./count-worker.ts): the ranks load on the other core beside
 * the command's own code and the server's start. One needed at once (a `diff` with a changed
 * tool) loads in this thread: a worker's own start would only add to the wait. From the
 * TypeScript sources (tests) always in this thread: a worker would compile TypeScript first.
 * The same counts either way.
 */
const WORKER_AVAILABLE = !import.meta.url.endsWith('.ts');
let loading;
/** The tokenizer, loaded once. */
function loadTokenCounter() {
    loading ??= tokenizerHere().then((count) => async (texts) => texts.map(count));
    return loading;
}
/** The tokenizer, starting to load now for a command that will count (in a worker thread, from the bundle); a failed load is thrown where it is awaited. */
function prefetchTokenCounter() {
    loading ??= WORKER_AVAILABLE ? Promise.resolve(countingWorker()) : loadTokenCounter();
    loading.catch(() => undefined);
}
/** A counter in a worker thread: referenced only while a count is awaited, so it never keeps a finished run alive. */
function countingWorker() {
    // A small young generation: counting makes short-lived strings, and a large server's would grow the heap (docs/performance.md).
    const worker = startWorker('count-worker', import.meta.url, { resourceLimits: { maxYoungGenerationSizeMb: 8 } });
    const calls = new WorkerCalls(worker, {
        failed: (error) => `the tokenizer failed: ${error}`,
        workerFailed: (error) => `the tokenizer's worker failed: ${error}`,
        unrefWhenIdle: true,
    });
    return async (texts) => (await calls.call((id) => ({ id, texts }))).counts ?? [];
}
/** Context cost left out (MCG_CONTEXT_COST=off): a baseline for the bench only, never for a gate. */
function contextCostOff(env) {
    return env.MCG_CONTEXT_COST === 'off';
}
/** The text a tool costs: its sent fields as canonical JSON (the same tool gives the same count whatever its key order). */
function toolText(definition) {
    const sent = {};
    for (const field of SENT_FIELDS)
        if (definition[field] !== undefined)
            sent[field] = definition[field];
    return canonicalJson(sent);
}
/** Tools a request of the counter holds: the texts of a large server are built and sent a slice at a time, never all held at once. */
const COUNT_BATCH = 500;
/** Each tool's tokens, in order. */
async function countEach(count, entities) {
    const counts = [];
    for (let start = 0; start < entities.length; start += COUNT_BATCH) {
        counts.push(...(await count(entities.slice(start, start + COUNT_BATCH).map((entity) => toolText(entity.definition)))));
    }
    return counts;
}
/**
 * The contract as `snapshot` and `update` write it: each tool's count beside its digest, and the
 * tokenizer that counted them. A later comparison takes the counts of an unchanged tool from
 * here instead of loading the tokenizer (contextCostOf).
 */
async function withTokenCounts(contract, count) {
    const entries = Object.entries(contract.tools);
    const counts = await countEach(count, entries.map(([, entity]) => entity));
    const tools = {};
    entries.forEach(([name, entity], index) => setOwn(tools, name, { ...entity, tokens: counts[index] }));
    return { ...contract, tokenizer: TOKENIZER, tools };
}
/**
 * Each tool's tokens on both sides and the totals. The digest does not cover a count, so one is
 * trusted only from `before` (the golden contract, the first file; never the live server or the
 * second file) and only when that names our tokenizer; a tool of `after` whose digest equals its
 * `before` counterpart's takes that count, unless `after` is a live server (`live`): then every
 * tool of it is counted, so that the total a budget judges is never a file's word (a pull request
 * writes its golden file). Everything else is counted, the tokenizer loaded only if anything is.
 */
async function contextCostOf(before, after, options = {}) {
    const load = options.load ?? loadTokenCounter;
    const names = [...new Set([...Object.keys(before.tools), ...Object.keys(after.tools)])].sort();
    const trusted = before.tokenizer === TOKENIZER;
    const stored = (entity) => (trusted && entity.tokens !== undefined ? entity.tokens : undefined);
    const pairs = names.map((name) => ({ name, was: ownEntity(before.tools, name), is: ownEntity(after.tools, name) }));
    const same = (was, is) => !options.live && was !== undefined && is !== undefined && was.digest === is.digest;
    // The tools to count, each once: a before side without our counts, and every after tool that is not the same.
    const uncounted = new Set();
    for (const { was, is } of pairs) {
        if (was && stored(was) === undefined)
            uncounted.add(was);
        if (is && !same(was, is))
            uncounted.add(is);
    }
    const counted = new Map();
    if (uncounted.size) {
        const counts = await countEach(await load(), [...uncounted]);
        [...uncounted].forEach((entity, index) => counted.set(entity, counts[index]));
    }
    const entries = pairs.map(({ name, was, is }) => {
        const cost = was ? (stored(was) ?? counted.get(was)) : 0;
        return [name, { before: cost, after: same(was, is) ? cost : is ? counted.get(is) : 0 }];
    });
    const sum = (side) => entries.reduce((total, [, cost]) => total + cost[side], 0);
    return { tokenizer: TOKENIZER, before: sum('before'), after: sum('after'), tools: Object.fromEntries(entries) };
}
function ownEntity(tools, name) {
    return Object.hasOwn(tools, name) ? tools[name] : undefined;
}
/** Growth in percent from `before` to `after`, one decimal; undefined from nothing. */
function growthPercent(cost) {
    return cost.before === 0 ? undefined : Math.round(((cost.after - cost.before) / cost.before) * 1000) / 10;
}
/** The tools that grew most (then the largest), at most `limit`: the contributors a budget message and the fold name. */
function largestGrowers(cost, limit) {
    return Object.entries(cost.tools)
        .map(([tool, tokens]) => ({ tool, ...tokens }))
        .filter((entry) => entry.after > entry.before)
        .sort((a, b) => b.after - b.before - (a.after - a.before) || b.after - a.after || (a.tool < b.tool ? -1 : 1))
        .slice(0, limit);
}
/** The largest tools now, at most `limit`: the contributors to a total over budget. */
function largestTools(cost, limit) {
    return Object.entries(cost.tools)
        .map(([tool, tokens]) => ({ tool, ...tokens }))
        .filter((entry) => entry.after > 0)
        .sort((a, b) => b.after - a.after || (a.tool < b.tool ? -1 : 1))
        .slice(0, limit);
}

export { contextCostOf as a, largestGrowers as b, contextCostOff as c, largestTools as d, growthPercent as g, loadTokenCounter as l, prefetchTokenCounter as p, tokenizerHere as t, withTokenCounts as w };
