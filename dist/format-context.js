import { a as DEFAULTS, e as evidenceRuleId, b as evidenceCheckById } from './types.js';
import { availableParallelism } from 'node:os';
import { D as Diff, p as planComparison, s as serverTextOf, b as assembleComparison, c as compareWithin, a as compareEntity, e as entityName } from './compare.js';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { c as canonicalJson, i as isSchemaObject, C as COLLECTIONS } from './validity.js';
import { c as collectRefs, i as isLocalRef, r as resolveLocalRef } from './edit-distance.js';
import { R as RULES, r as ruleById, C as CHANGELOG_SECTIONS } from './rules.js';
import { o as oneLine, a as ownValue, J as JOINER, d as showInvisible, s as shellQuote } from './own.js';
import { s as sortKeysDeep, g as stableJson } from './io.js';
import { d as decideGate, h as highestLevel, L as LEVELS, r as rankOf } from './gate.js';
import { relative, join, dirname, resolve } from 'node:path';
import { p as packageJson } from './package.js';
import { f as fingerprintsOf } from './mcp-headers.js';
import { g as getDefaultExportFromCjs } from './_commonjsHelpers.js';
import { f as textWhenAsked } from './files.js';

class LineDiff extends Diff {
    constructor() {
        super(...arguments);
        this.tokenize = tokenize;
    }
    equals(left, right, options) {
        // If we're ignoring whitespace, we need to normalise lines by stripping
        // whitespace before checking equality. (This has an annoying interaction
        // with newlineIsToken that requires special handling: if newlines get their
        // own token, then we DON'T want to trim the *newline* tokens down to empty
        // strings, since this would cause us to treat whitespace-only line content
        // as equal to a separator between lines, which would be weird and
        // inconsistent with the documented behavior of the options.)
        if (options.ignoreWhitespace) {
            if (!options.newlineIsToken || !left.includes('\n')) {
                left = left.trim();
            }
            if (!options.newlineIsToken || !right.includes('\n')) {
                right = right.trim();
            }
        }
        else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
            if (left.endsWith('\n')) {
                left = left.slice(0, -1);
            }
            if (right.endsWith('\n')) {
                right = right.slice(0, -1);
            }
        }
        return super.equals(left, right, options);
    }
}
const lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
    return lineDiff.diff(oldStr, newStr, options);
}
// Exported standalone so it can be used from jsonDiff too.
function tokenize(value, options) {
    if (options.stripTrailingCr) {
        // remove one \r before \n to match GNU diff's --strip-trailing-cr behavior
        value = value.replace(/\r\n/g, '\n');
    }
    const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
    // Ignore the final empty token that occurs if the string ends with a new line
    if (!linesAndNewlines[linesAndNewlines.length - 1]) {
        linesAndNewlines.pop();
    }
    // Merge the content and line separators into single tokens
    for (let i = 0; i < linesAndNewlines.length; i++) {
        const line = linesAndNewlines[i];
        if (i % 2 && !options.newlineIsToken) {
            retLines[retLines.length - 1] += line;
        }
        else {
            retLines.push(line);
        }
    }
    return retLines;
}

/**
 * Returns true if the filename contains characters that require C-style
 * quoting (as used by Git and GNU diffutils in diff output).
 */
function needsQuoting(s) {
    for (let i = 0; i < s.length; i++) {
        if (s[i] < '\x20' || s[i] > '\x7e' || s[i] === '"' || s[i] === '\\') {
            return true;
        }
    }
    return false;
}
/**
 * C-style quotes a filename, encoding special characters as escape sequences
 * and non-ASCII bytes as octal escapes. This is the inverse of
 * `parseQuotedFileName` in parse.ts.
 *
 * Non-ASCII bytes are encoded as UTF-8 before being emitted as octal escapes.
 * This matches the behaviour of both Git and GNU diffutils, which always emit
 * UTF-8 octal escapes regardless of the underlying filesystem encoding (e.g.
 * Git for Windows converts from NTFS's UTF-16 to UTF-8 internally).
 *
 * If the filename doesn't need quoting, returns it as-is.
 */
function quoteFileNameIfNeeded(s) {
    if (!needsQuoting(s)) {
        return s;
    }
    let result = '"';
    const bytes = new TextEncoder().encode(s);
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        // See https://en.wikipedia.org/wiki/Escape_sequences_in_C#Escape_sequences
        if (b === 0x07) {
            result += '\\a';
        }
        else if (b === 0x08) {
            result += '\\b';
        }
        else if (b === 0x09) {
            result += '\\t';
        }
        else if (b === 0x0a) {
            result += '\\n';
        }
        else if (b === 0x0b) {
            result += '\\v';
        }
        else if (b === 0x0c) {
            result += '\\f';
        }
        else if (b === 0x0d) {
            result += '\\r';
        }
        else if (b === 0x22) {
            result += '\\"';
        }
        else if (b === 0x5c) {
            result += '\\\\';
        }
        else if (b >= 0x20 && b <= 0x7e) {
            // Just a printable ASCII character that is neither a double quote nor a
            // backslash; no need to escape it.
            result += String.fromCharCode(b);
        }
        else {
            // Either part of a non-ASCII character or a control character without a
            // special escape sequence; needs escaping as a 3-digit octal escape
            result += '\\' + b.toString(8).padStart(3, '0');
        }
        i++;
    }
    result += '"';
    return result;
}
const INCLUDE_HEADERS = {
    includeIndex: true,
    includeUnderline: true,
    includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    let optionsObj;
    if (!options) {
        optionsObj = {};
    }
    else if (typeof options === 'function') {
        optionsObj = { callback: options };
    }
    else {
        optionsObj = options;
    }
    if (typeof optionsObj.context === 'undefined') {
        optionsObj.context = 4;
    }
    // We copy this into its own variable to placate TypeScript, which thinks
    // optionsObj.context might be undefined in the callbacks below.
    const context = optionsObj.context;
    // @ts-expect-error (runtime check for something that is correctly a static type error)
    if (optionsObj.newlineIsToken) {
        throw new Error('newlineIsToken may not be used with patch-generation functions, only with diffing functions');
    }
    if (!optionsObj.callback) {
        return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
    }
    else {
        const { callback } = optionsObj;
        diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
                const patch = diffLinesResultToPatch(diff);
                // TypeScript is unhappy without the cast because it does not understand that `patch` may
                // be undefined here only if `callback` is StructuredPatchCallbackAbortable:
                callback(patch);
            } }));
    }
    function diffLinesResultToPatch(diff) {
        // STEP 1: Build up the patch with no "\ No newline at end of file" lines and with the arrays
        //         of lines containing trailing newline characters. We'll tidy up later...
        if (!diff) {
            return;
        }
        diff.push({ value: '', lines: [] }); // Append an empty value to make cleanup easier
        function contextLines(lines) {
            return lines.map(function (entry) { return ' ' + entry; });
        }
        const hunks = [];
        let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
        for (let i = 0; i < diff.length; i++) {
            const current = diff[i], lines = current.lines || splitLines(current.value);
            current.lines = lines;
            if (current.added || current.removed) {
                // If we have previous context, start with that
                if (!oldRangeStart) {
                    const prev = diff[i - 1];
                    oldRangeStart = oldLine;
                    newRangeStart = newLine;
                    if (prev) {
                        curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
                        oldRangeStart -= curRange.length;
                        newRangeStart -= curRange.length;
                    }
                }
                // Output our changes
                for (const line of lines) {
                    curRange.push((current.added ? '+' : '-') + line);
                }
                // Track the updated file position
                if (current.added) {
                    newLine += lines.length;
                }
                else {
                    oldLine += lines.length;
                }
            }
            else {
                // Identical context lines. Track line changes
                if (oldRangeStart) {
                    // Close out any changes that have been output (or join overlapping)
                    if (lines.length <= context * 2 && i < diff.length - 2) {
                        // Overlapping
                        for (const line of contextLines(lines)) {
                            curRange.push(line);
                        }
                    }
                    else {
                        // end the range and output
                        const contextSize = Math.min(lines.length, context);
                        for (const line of contextLines(lines.slice(0, contextSize))) {
                            curRange.push(line);
                        }
                        const hunk = {
                            oldStart: oldRangeStart,
                            oldLines: (oldLine - oldRangeStart + contextSize),
                            newStart: newRangeStart,
                            newLines: (newLine - newRangeStart + contextSize),
                            lines: curRange
                        };
                        hunks.push(hunk);
                        oldRangeStart = 0;
                        newRangeStart = 0;
                        curRange = [];
                    }
                }
                oldLine += lines.length;
                newLine += lines.length;
            }
        }
        // Step 2: eliminate the trailing `\n` from each line of each hunk, and, where needed, add
        //         "\ No newline at end of file".
        for (const hunk of hunks) {
            for (let i = 0; i < hunk.lines.length; i++) {
                if (hunk.lines[i].endsWith('\n')) {
                    hunk.lines[i] = hunk.lines[i].slice(0, -1);
                }
                else {
                    hunk.lines.splice(i + 1, 0, '\\ No newline at end of file');
                    i++; // Skip the line we just added, then continue iterating
                }
            }
        }
        return {
            oldFileName: oldFileName, newFileName: newFileName,
            oldHeader: oldHeader, newHeader: newHeader,
            hunks: hunks
        };
    }
}
/**
 * creates a unified diff patch.
 *
 * @param patch either a single structured patch object (as returned by `structuredPatch`) or an
 *   array of them (as returned by `parsePatch`).
 * @param headerOptions behaves the same as the `headerOptions` option of `createTwoFilesPatch`.
 *   Ignored for patches where `isGit` is `true`.
 *
 * When a patch has `isGit: true`, `formatPatch` output is changed to more closely match Git's
 * output: it emits a `diff --git` header, emits Git extended headers as appropriate based on
 * properties like `isRename`, `isCreate`, `newMode`, etc, and will omit `---`/`+++` file
 * headers for patches with no hunks (e.g. renames without content changes).
 */
function formatPatch(patch, headerOptions) {
    var _a, _b, _c, _d, _e, _f;
    if (!headerOptions) {
        headerOptions = INCLUDE_HEADERS;
    }
    if (Array.isArray(patch)) {
        if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every(p => p.isGit)) {
            throw new Error('Cannot omit file headers on a multi-file patch. '
                + '(The result would be unparseable; how would a tool trying to apply '
                + 'the patch know which changes are to which file?)');
        }
        return patch.map(p => formatPatch(p, headerOptions)).join('\n');
    }
    const ret = [];
    // Git patches have a fixed header format (diff --git, extended headers,
    // and ---/+++ when hunks are present), so headerOptions is ignored.
    if (patch.isGit) {
        headerOptions = INCLUDE_HEADERS;
        // Emit Git-style diff --git header and extended headers.
        // Git never puts /dev/null in the "diff --git" line; for file
        // creations/deletions it uses the real filename on both sides.
        if (!patch.oldFileName) {
            throw new Error('oldFileName must be specified for Git patches');
        }
        if (!patch.newFileName) {
            throw new Error('newFileName must be specified for Git patches');
        }
        let gitOldName = patch.oldFileName;
        let gitNewName = patch.newFileName;
        if (patch.isCreate && gitOldName === '/dev/null') {
            gitOldName = gitNewName.replace(/^b\//, 'a/');
        }
        else if (patch.isDelete && gitNewName === '/dev/null') {
            gitNewName = gitOldName.replace(/^a\//, 'b/');
        }
        ret.push('diff --git ' + quoteFileNameIfNeeded(gitOldName) + ' ' + quoteFileNameIfNeeded(gitNewName));
        if (patch.isDelete) {
            ret.push('deleted file mode ' + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : '100644'));
        }
        if (patch.isCreate) {
            ret.push('new file mode ' + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : '100644'));
        }
        if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
            ret.push('old mode ' + patch.oldMode);
            ret.push('new mode ' + patch.newMode);
        }
        if (patch.isRename) {
            ret.push('rename from ' + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : '').replace(/^a\//, '')));
            ret.push('rename to ' + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : '').replace(/^b\//, '')));
        }
        if (patch.isCopy) {
            ret.push('copy from ' + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : '').replace(/^a\//, '')));
            ret.push('copy to ' + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : '').replace(/^b\//, '')));
        }
    }
    else {
        if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== undefined) {
            ret.push('Index: ' + patch.oldFileName);
        }
        if (headerOptions.includeUnderline) {
            ret.push('===================================================================');
        }
    }
    // Emit --- / +++ file headers. For Git patches with no hunks (e.g.
    // pure renames, mode-only changes), Git omits these, so we do too.
    const hasHunks = patch.hunks.length > 0;
    if (headerOptions.includeFileHeaders && patch.oldFileName !== undefined && patch.newFileName !== undefined
        && (!patch.isGit || hasHunks)) {
        ret.push('--- ' + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? '\t' + patch.oldHeader : ''));
        ret.push('+++ ' + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? '\t' + patch.newHeader : ''));
    }
    for (let i = 0; i < patch.hunks.length; i++) {
        const hunk = patch.hunks[i];
        // Unified Diff Format quirk: If the chunk size is 0,
        // the first number is one lower than one would expect.
        // https://www.artima.com/weblogs/viewpost.jsp?thread=164293
        const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
        const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
        ret.push('@@ -' + oldStart + ',' + hunk.oldLines
            + ' +' + newStart + ',' + hunk.newLines
            + ' @@');
        for (const line of hunk.lines) {
            ret.push(line);
        }
    }
    return ret.join('\n') + '\n';
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    if (typeof options === 'function') {
        options = { callback: options };
    }
    if (!(options === null || options === void 0 ? void 0 : options.callback)) {
        const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
        if (!patchObj) {
            return;
        }
        return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
    }
    else {
        const { callback } = options;
        structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: patchObj => {
                if (!patchObj) {
                    callback(undefined);
                }
                else {
                    callback(formatPatch(patchObj, options.headerOptions));
                }
            } }));
    }
}
/**
 * Split `text` into an array of lines, including the trailing newline character (where present)
 */
function splitLines(text) {
    const hasTrailingNl = text.endsWith('\n');
    const result = text.split('\n').map(line => line + '\n');
    if (hasTrailingNl) {
        result.pop();
    }
    else {
        result.push(result.pop().slice(0, -1));
    }
    return result;
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

var re = {exports: {}};

var constants;
var hasRequiredConstants;

function requireConstants () {
	if (hasRequiredConstants) return constants;
	hasRequiredConstants = 1;

	// Note: this is the semver.org version of the spec that it implements
	// Not necessarily the package version of this code.
	const SEMVER_SPEC_VERSION = '2.0.0';

	const MAX_LENGTH = 256;
	const MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER ||
	/* istanbul ignore next */ 9007199254740991;

	// Max safe segment length for coercion.
	const MAX_SAFE_COMPONENT_LENGTH = 16;

	// Max safe length for a build identifier. The max length minus 6 characters for
	// the shortest version with a build 0.0.0+BUILD.
	const MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6;

	// ECMAScript whitespace and line terminators matched by \s.
	const WHITESPACE_CHARACTERS = [
	  '\t',
	  '\n',
	  '\v',
	  '\f',
	  '\r',
	  ' ',
	  '\u00a0',
	  '\u1680',
	  '\u2000',
	  '\u2001',
	  '\u2002',
	  '\u2003',
	  '\u2004',
	  '\u2005',
	  '\u2006',
	  '\u2007',
	  '\u2008',
	  '\u2009',
	  '\u200a',
	  '\u2028',
	  '\u2029',
	  '\u202f',
	  '\u205f',
	  '\u3000',
	  '\ufeff',
	];

	const RELEASE_TYPES = [
	  'major',
	  'premajor',
	  'minor',
	  'preminor',
	  'patch',
	  'prepatch',
	  'prerelease',
	];

	constants = {
	  MAX_LENGTH,
	  MAX_SAFE_COMPONENT_LENGTH,
	  MAX_SAFE_BUILD_LENGTH,
	  MAX_SAFE_INTEGER,
	  WHITESPACE_CHARACTERS,
	  RELEASE_TYPES,
	  SEMVER_SPEC_VERSION,
	  FLAG_INCLUDE_PRERELEASE: 0b001,
	  FLAG_LOOSE: 0b010,
	};
	return constants;
}

var debug_1;
var hasRequiredDebug;

function requireDebug () {
	if (hasRequiredDebug) return debug_1;
	hasRequiredDebug = 1;

	const debug = (
	  typeof process === 'object' &&
	  process.env &&
	  process.env.NODE_DEBUG &&
	  /\bsemver\b/i.test(process.env.NODE_DEBUG)
	) ? (...args) => console.error('SEMVER', ...args)
	  : () => {};

	debug_1 = debug;
	return debug_1;
}

var hasRequiredRe;

function requireRe () {
	if (hasRequiredRe) return re.exports;
	hasRequiredRe = 1;
	(function (module, exports) {

		const {
		  MAX_SAFE_COMPONENT_LENGTH,
		  MAX_SAFE_BUILD_LENGTH,
		  MAX_LENGTH,
		} = requireConstants();
		const debug = requireDebug();
		exports = module.exports = {};

		// The actual regexps go on exports.re
		const re = exports.re = [];
		const safeRe = exports.safeRe = [];
		const src = exports.src = [];
		const safeSrc = exports.safeSrc = [];
		const t = exports.t = {};
		let R = 0;

		const LETTERDASHNUMBER = '[a-zA-Z0-9-]';

		// Replace some greedy regex tokens to prevent regex dos issues. These regex are
		// used internally via the safeRe object since all inputs in this library get
		// normalized first to trim and collapse all extra whitespace. The original
		// regexes are exported for userland consumption and lower level usage. A
		// future breaking change could export the safer regex only with a note that
		// all input should have extra whitespace removed.
		const safeRegexReplacements = [
		  ['\\s', 1],
		  ['\\d', MAX_LENGTH],
		  [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH],
		];

		const makeSafeRegex = (value) => {
		  for (const [token, max] of safeRegexReplacements) {
		    value = value
		      .split(`${token}*`).join(`${token}{0,${max}}`)
		      .split(`${token}+`).join(`${token}{1,${max}}`);
		  }
		  return value
		};

		const createToken = (name, value, isGlobal) => {
		  const safe = makeSafeRegex(value);
		  const index = R++;
		  debug(name, index, value);
		  t[name] = index;
		  src[index] = value;
		  safeSrc[index] = safe;
		  re[index] = new RegExp(value, isGlobal ? 'g' : undefined);
		  safeRe[index] = new RegExp(safe, isGlobal ? 'g' : undefined);
		};

		// The following Regular Expressions can be used for tokenizing,
		// validating, and parsing SemVer version strings.

		// ## Numeric Identifier
		// A single `0`, or a non-zero digit followed by zero or more digits.

		createToken('NUMERICIDENTIFIER', '0|[1-9]\\d*');
		createToken('NUMERICIDENTIFIERLOOSE', '\\d+');

		// ## Non-numeric Identifier
		// Zero or more digits, followed by a letter or hyphen, and then zero or
		// more letters, digits, or hyphens.

		createToken('NONNUMERICIDENTIFIER', `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`);

		// ## Main Version
		// Three dot-separated numeric identifiers.

		createToken('MAINVERSION', `(${src[t.NUMERICIDENTIFIER]})\\.` +
		                   `(${src[t.NUMERICIDENTIFIER]})\\.` +
		                   `(${src[t.NUMERICIDENTIFIER]})`);

		createToken('MAINVERSIONLOOSE', `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.` +
		                        `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.` +
		                        `(${src[t.NUMERICIDENTIFIERLOOSE]})`);

		// ## Pre-release Version Identifier
		// A numeric identifier, or a non-numeric identifier.
		// Non-numeric identifiers include numeric identifiers but can be longer.
		// Therefore non-numeric identifiers must go first.

		createToken('PRERELEASEIDENTIFIER', `(?:${src[t.NONNUMERICIDENTIFIER]
		}|${src[t.NUMERICIDENTIFIER]})`);

		createToken('PRERELEASEIDENTIFIERLOOSE', `(?:${src[t.NONNUMERICIDENTIFIER]
		}|${src[t.NUMERICIDENTIFIERLOOSE]})`);

		// ## Pre-release Version
		// Hyphen, followed by one or more dot-separated pre-release version
		// identifiers.

		createToken('PRERELEASE', `(?:-(${src[t.PRERELEASEIDENTIFIER]
		}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`);

		createToken('PRERELEASELOOSE', `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]
		}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`);

		// ## Build Metadata Identifier
		// Any combination of digits, letters, or hyphens.

		createToken('BUILDIDENTIFIER', `${LETTERDASHNUMBER}+`);

		// ## Build Metadata
		// Plus sign, followed by one or more period-separated build metadata
		// identifiers.

		createToken('BUILD', `(?:\\+(${src[t.BUILDIDENTIFIER]
		}(?:\\.${src[t.BUILDIDENTIFIER]})*))`);

		// ## Full Version String
		// A main version, followed optionally by a pre-release version and
		// build metadata.

		// Note that the only major, minor, patch, and pre-release sections of
		// the version string are capturing groups.  The build metadata is not a
		// capturing group, because it should not ever be used in version
		// comparison.

		createToken('FULLPLAIN', `v?${src[t.MAINVERSION]
		}${src[t.PRERELEASE]}?${
		  src[t.BUILD]}?`);

		createToken('FULL', `^${src[t.FULLPLAIN]}$`);

		// like full, but allows v1.2.3 and =1.2.3, which people do sometimes.
		// also, 1.0.0alpha1 (prerelease without the hyphen) which is pretty
		// common in the npm registry.
		createToken('LOOSEPLAIN', `[v=\\s]*${src[t.MAINVERSIONLOOSE]
		}${src[t.PRERELEASELOOSE]}?${
		  src[t.BUILD]}?`);

		createToken('LOOSE', `^${src[t.LOOSEPLAIN]}$`);

		createToken('GTLT', '((?:<|>)?=?)');

		// Something like "2.*" or "1.2.x".
		// Note that "x.x" is a valid xRange identifier, meaning "any version"
		// Only the first item is strictly required.
		createToken('XRANGEIDENTIFIERLOOSE', `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`);
		createToken('XRANGEIDENTIFIER', `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`);

		createToken('XRANGEPLAIN', `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:\\.(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:\\.(${src[t.XRANGEIDENTIFIER]})` +
		                   `(?:${src[t.PRERELEASE]})?${
		                     src[t.BUILD]}?` +
		                   `)?)?`);

		createToken('XRANGEPLAINLOOSE', `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})` +
		                        `(?:${src[t.PRERELEASELOOSE]})?${
		                          src[t.BUILD]}?` +
		                        `)?)?`);

		createToken('XRANGE', `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`);
		createToken('XRANGELOOSE', `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`);

		// Coercion.
		// Extract anything that could conceivably be a part of a valid semver
		createToken('COERCEPLAIN', `${'(^|[^\\d])' +
		              '(\\d{1,'}${MAX_SAFE_COMPONENT_LENGTH}})` +
		              `(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?` +
		              `(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`);
		createToken('COERCE', `${src[t.COERCEPLAIN]}(?:$|[^\\d])`);
		createToken('COERCEFULL', src[t.COERCEPLAIN] +
		              `(?:${src[t.PRERELEASE]})?` +
		              `(?:${src[t.BUILD]})?` +
		              `(?:$|[^\\d])`);
		createToken('COERCERTL', src[t.COERCE], true);
		createToken('COERCERTLFULL', src[t.COERCEFULL], true);

		// Tilde ranges.
		// Meaning is "reasonably at or greater than"
		createToken('LONETILDE', '(?:~>?)');

		createToken('TILDETRIM', `(\\s*)${src[t.LONETILDE]}\\s+`, true);
		exports.tildeTrimReplace = '$1~';

		createToken('TILDE', `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`);
		createToken('TILDELOOSE', `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`);

		// Caret ranges.
		// Meaning is "at least and backwards compatible with"
		createToken('LONECARET', '(?:\\^)');

		createToken('CARETTRIM', `(\\s*)${src[t.LONECARET]}\\s+`, true);
		exports.caretTrimReplace = '$1^';

		createToken('CARET', `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`);
		createToken('CARETLOOSE', `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`);

		// A simple gt/lt/eq thing, or just "" to indicate "any version"
		createToken('COMPARATORLOOSE', `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`);
		createToken('COMPARATOR', `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`);

		// An expression to strip any whitespace between the gtlt and the thing
		// it modifies, so that `> 1.2.3` ==> `>1.2.3`
		createToken('COMPARATORTRIM', `(\\s*)${src[t.GTLT]
		}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, true);
		exports.comparatorTrimReplace = '$1$2$3';

		// Something like `1.2.3 - 1.2.4`
		// Note that these all use the loose form, because they'll be
		// checked against either the strict or loose comparator form
		// later.
		createToken('HYPHENRANGE', `^\\s*(${src[t.XRANGEPLAIN]})` +
		                   `\\s+-\\s+` +
		                   `(${src[t.XRANGEPLAIN]})` +
		                   `\\s*$`);

		createToken('HYPHENRANGELOOSE', `^\\s*(${src[t.XRANGEPLAINLOOSE]})` +
		                        `\\s+-\\s+` +
		                        `(${src[t.XRANGEPLAINLOOSE]})` +
		                        `\\s*$`);

		// Star ranges basically just allow anything at all.
		createToken('STAR', '(<|>)?=?\\s*\\*');
		// >=0.0.0 is like a star
		createToken('GTE0', '^\\s*>=\\s*0\\.0\\.0\\s*$');
		createToken('GTE0PRE', '^\\s*>=\\s*0\\.0\\.0-0\\s*$'); 
	} (re, re.exports));
	return re.exports;
}

var parseOptions_1;
var hasRequiredParseOptions;

function requireParseOptions () {
	if (hasRequiredParseOptions) return parseOptions_1;
	hasRequiredParseOptions = 1;

	// parse out just the options we care about
	const looseOption = Object.freeze({ loose: true });
	const emptyOpts = Object.freeze({ });
	const parseOptions = options => {
	  if (!options) {
	    return emptyOpts
	  }

	  if (typeof options !== 'object') {
	    return looseOption
	  }

	  return options
	};
	parseOptions_1 = parseOptions;
	return parseOptions_1;
}

var identifiers;
var hasRequiredIdentifiers;

function requireIdentifiers () {
	if (hasRequiredIdentifiers) return identifiers;
	hasRequiredIdentifiers = 1;

	const numeric = /^[0-9]+$/;
	const compareIdentifiers = (a, b) => {
	  if (typeof a === 'number' && typeof b === 'number') {
	    return a === b ? 0 : a < b ? -1 : 1
	  }

	  const anum = numeric.test(a);
	  const bnum = numeric.test(b);

	  if (anum && bnum) {
	    a = +a;
	    b = +b;
	  }

	  return a === b ? 0
	    : (anum && !bnum) ? -1
	    : (bnum && !anum) ? 1
	    : a < b ? -1
	    : 1
	};

	const rcompareIdentifiers = (a, b) => compareIdentifiers(b, a);

	identifiers = {
	  compareIdentifiers,
	  rcompareIdentifiers,
	};
	return identifiers;
}

var semver$2;
var hasRequiredSemver$1;

function requireSemver$1 () {
	if (hasRequiredSemver$1) return semver$2;
	hasRequiredSemver$1 = 1;

	const debug = requireDebug();
	const { MAX_LENGTH, MAX_SAFE_INTEGER } = requireConstants();
	const { safeRe: re, t } = requireRe();

	const parseOptions = requireParseOptions();
	const { compareIdentifiers } = requireIdentifiers();

	const isPrereleaseIdentifier = (prerelease, identifier) => {
	  const identifiers = identifier.split('.');
	  if (identifiers.length > prerelease.length) {
	    return false
	  }

	  for (let i = 0; i < identifiers.length; i++) {
	    if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) {
	      return false
	    }
	  }

	  return true
	};

	class SemVer {
	  constructor (version, options) {
	    options = parseOptions(options);

	    if (version instanceof SemVer) {
	      if (version.loose === !!options.loose &&
	        version.includePrerelease === !!options.includePrerelease) {
	        return version
	      } else {
	        version = version.version;
	      }
	    } else if (typeof version !== 'string') {
	      throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`)
	    }

	    if (version.length > MAX_LENGTH) {
	      throw new TypeError(
	        `version is longer than ${MAX_LENGTH} characters`
	      )
	    }

	    debug('SemVer', version, options);
	    this.options = options;
	    this.loose = !!options.loose;
	    // this isn't actually relevant for versions, but keep it so that we
	    // don't run into trouble passing this.options around.
	    this.includePrerelease = !!options.includePrerelease;

	    const m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL]);

	    if (!m) {
	      throw new TypeError(`Invalid Version: ${version}`)
	    }

	    this.raw = version;

	    // these are actually numbers
	    this.major = +m[1];
	    this.minor = +m[2];
	    this.patch = +m[3];

	    if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
	      throw new TypeError('Invalid major version')
	    }

	    if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
	      throw new TypeError('Invalid minor version')
	    }

	    if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
	      throw new TypeError('Invalid patch version')
	    }

	    // numberify any prerelease numeric ids
	    if (!m[4]) {
	      this.prerelease = [];
	    } else {
	      this.prerelease = m[4].split('.').map((id) => {
	        if (/^[0-9]+$/.test(id)) {
	          const num = +id;
	          if (num >= 0 && num < MAX_SAFE_INTEGER) {
	            return num
	          }
	        }
	        return id
	      });
	    }

	    this.build = m[5] ? m[5].split('.') : [];
	    this.format();
	  }

	  format () {
	    this.version = `${this.major}.${this.minor}.${this.patch}`;
	    if (this.prerelease.length) {
	      this.version += `-${this.prerelease.join('.')}`;
	    }
	    return this.version
	  }

	  toString () {
	    return this.version
	  }

	  compare (other) {
	    debug('SemVer.compare', this.version, this.options, other);
	    if (!(other instanceof SemVer)) {
	      if (typeof other === 'string' && other === this.version) {
	        return 0
	      }
	      other = new SemVer(other, this.options);
	    }

	    if (other.version === this.version) {
	      return 0
	    }

	    return this.compareMain(other) || this.comparePre(other)
	  }

	  compareMain (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    if (this.major < other.major) {
	      return -1
	    }
	    if (this.major > other.major) {
	      return 1
	    }
	    if (this.minor < other.minor) {
	      return -1
	    }
	    if (this.minor > other.minor) {
	      return 1
	    }
	    if (this.patch < other.patch) {
	      return -1
	    }
	    if (this.patch > other.patch) {
	      return 1
	    }
	    return 0
	  }

	  comparePre (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    // NOT having a prerelease is > having one
	    if (this.prerelease.length && !other.prerelease.length) {
	      return -1
	    } else if (!this.prerelease.length && other.prerelease.length) {
	      return 1
	    } else if (!this.prerelease.length && !other.prerelease.length) {
	      return 0
	    }

	    let i = 0;
	    do {
	      const a = this.prerelease[i];
	      const b = other.prerelease[i];
	      debug('prerelease compare', i, a, b);
	      if (a === undefined && b === undefined) {
	        return 0
	      } else if (b === undefined) {
	        return 1
	      } else if (a === undefined) {
	        return -1
	      } else if (a === b) {
	        continue
	      } else {
	        return compareIdentifiers(a, b)
	      }
	    } while (++i)
	  }

	  compareBuild (other) {
	    if (!(other instanceof SemVer)) {
	      other = new SemVer(other, this.options);
	    }

	    let i = 0;
	    do {
	      const a = this.build[i];
	      const b = other.build[i];
	      debug('build compare', i, a, b);
	      if (a === undefined && b === undefined) {
	        return 0
	      } else if (b === undefined) {
	        return 1
	      } else if (a === undefined) {
	        return -1
	      } else if (a === b) {
	        continue
	      } else {
	        return compareIdentifiers(a, b)
	      }
	    } while (++i)
	  }

	  // preminor will bump the version up to the next minor release, and immediately
	  // down to pre-release. premajor and prepatch work the same way.
	  inc (release, identifier, identifierBase) {
	    if (release.startsWith('pre')) {
	      if (!identifier && identifierBase === false) {
	        throw new Error('invalid increment argument: identifier is empty')
	      }
	      // Avoid an invalid semver results
	      if (identifier) {
	        const match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
	        if (!match || match[1] !== identifier) {
	          throw new Error(`invalid identifier: ${identifier}`)
	        }
	      }
	    }

	    switch (release) {
	      case 'premajor':
	        this.prerelease.length = 0;
	        this.patch = 0;
	        this.minor = 0;
	        this.major++;
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'preminor':
	        this.prerelease.length = 0;
	        this.patch = 0;
	        this.minor++;
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'prepatch':
	        // If this is already a prerelease, it will bump to the next version
	        // drop any prereleases that might already exist, since they are not
	        // relevant at this point.
	        this.prerelease.length = 0;
	        this.inc('patch', identifier, identifierBase);
	        this.inc('pre', identifier, identifierBase);
	        break
	      // If the input is a non-prerelease version, this acts the same as
	      // prepatch.
	      case 'prerelease':
	        if (this.prerelease.length === 0) {
	          this.inc('patch', identifier, identifierBase);
	        }
	        this.inc('pre', identifier, identifierBase);
	        break
	      case 'release':
	        if (this.prerelease.length === 0) {
	          throw new Error(`version ${this.raw} is not a prerelease`)
	        }
	        this.prerelease.length = 0;
	        break

	      case 'major':
	        // If this is a pre-major version, bump up to the same major version.
	        // Otherwise increment major.
	        // 1.0.0-5 bumps to 1.0.0
	        // 1.1.0 bumps to 2.0.0
	        if (
	          this.minor !== 0 ||
	          this.patch !== 0 ||
	          this.prerelease.length === 0
	        ) {
	          this.major++;
	        }
	        this.minor = 0;
	        this.patch = 0;
	        this.prerelease = [];
	        break
	      case 'minor':
	        // If this is a pre-minor version, bump up to the same minor version.
	        // Otherwise increment minor.
	        // 1.2.0-5 bumps to 1.2.0
	        // 1.2.1 bumps to 1.3.0
	        if (this.patch !== 0 || this.prerelease.length === 0) {
	          this.minor++;
	        }
	        this.patch = 0;
	        this.prerelease = [];
	        break
	      case 'patch':
	        // If this is not a pre-release version, it will increment the patch.
	        // If it is a pre-release it will bump up to the same patch version.
	        // 1.2.0-5 patches to 1.2.0
	        // 1.2.0 patches to 1.2.1
	        if (this.prerelease.length === 0) {
	          this.patch++;
	        }
	        this.prerelease = [];
	        break
	      // This probably shouldn't be used publicly.
	      // 1.0.0 'pre' would become 1.0.0-0 which is the wrong direction.
	      case 'pre': {
	        const base = Number(identifierBase) ? 1 : 0;

	        if (this.prerelease.length === 0) {
	          this.prerelease = [base];
	        } else {
	          let i = this.prerelease.length;
	          while (--i >= 0) {
	            if (typeof this.prerelease[i] === 'number') {
	              this.prerelease[i]++;
	              i = -2;
	            }
	          }
	          if (i === -1) {
	            // didn't increment anything
	            if (identifier === this.prerelease.join('.') && identifierBase === false) {
	              throw new Error('invalid increment argument: identifier already exists')
	            }
	            this.prerelease.push(base);
	          }
	        }
	        if (identifier) {
	          // 1.2.0-beta.1 bumps to 1.2.0-beta.2,
	          // 1.2.0-beta.fooblz or 1.2.0-beta bumps to 1.2.0-beta.0
	          let prerelease = [identifier, base];
	          if (identifierBase === false) {
	            prerelease = [identifier];
	          }
	          if (isPrereleaseIdentifier(this.prerelease, identifier)) {
	            const prereleaseBase = this.prerelease[identifier.split('.').length];
	            if (isNaN(prereleaseBase)) {
	              this.prerelease = prerelease;
	            }
	          } else {
	            this.prerelease = prerelease;
	          }
	        }
	        break
	      }
	      default:
	        throw new Error(`invalid increment argument: ${release}`)
	    }
	    this.raw = this.format();
	    if (this.build.length) {
	      this.raw += `+${this.build.join('.')}`;
	    }
	    return this
	  }
	}

	semver$2 = SemVer;
	return semver$2;
}

var parse_1;
var hasRequiredParse;

function requireParse () {
	if (hasRequiredParse) return parse_1;
	hasRequiredParse = 1;

	const SemVer = requireSemver$1();
	const parse = (version, options, throwErrors = false) => {
	  if (version instanceof SemVer) {
	    return version
	  }
	  try {
	    return new SemVer(version, options)
	  } catch (er) {
	    if (!throwErrors) {
	      return null
	    }
	    throw er
	  }
	};

	parse_1 = parse;
	return parse_1;
}

var valid_1;
var hasRequiredValid$1;

function requireValid$1 () {
	if (hasRequiredValid$1) return valid_1;
	hasRequiredValid$1 = 1;

	const parse = requireParse();
	const valid = (version, options) => {
	  const v = parse(version, options);
	  return v ? v.version : null
	};
	valid_1 = valid;
	return valid_1;
}

var clean_1;
var hasRequiredClean;

function requireClean () {
	if (hasRequiredClean) return clean_1;
	hasRequiredClean = 1;

	const parse = requireParse();
	const clean = (version, options) => {
	  const s = parse(version.trim().replace(/^[=v]+/, ''), options);
	  return s ? s.version : null
	};
	clean_1 = clean;
	return clean_1;
}

var inc_1;
var hasRequiredInc;

function requireInc () {
	if (hasRequiredInc) return inc_1;
	hasRequiredInc = 1;

	const SemVer = requireSemver$1();

	const inc = (version, release, options, identifier, identifierBase) => {
	  if (typeof (options) === 'string') {
	    identifierBase = identifier;
	    identifier = options;
	    options = undefined;
	  }

	  try {
	    return new SemVer(
	      version instanceof SemVer ? version.version : version,
	      options
	    ).inc(release, identifier, identifierBase).version
	  } catch (er) {
	    return null
	  }
	};
	inc_1 = inc;
	return inc_1;
}

var diff_1;
var hasRequiredDiff;

function requireDiff () {
	if (hasRequiredDiff) return diff_1;
	hasRequiredDiff = 1;

	const parse = requireParse();

	const diff = (version1, version2) => {
	  const v1 = parse(version1, null, true);
	  const v2 = parse(version2, null, true);
	  const comparison = v1.compare(v2);

	  if (comparison === 0) {
	    return null
	  }

	  const v1Higher = comparison > 0;
	  const highVersion = v1Higher ? v1 : v2;
	  const lowVersion = v1Higher ? v2 : v1;
	  const highHasPre = !!highVersion.prerelease.length;
	  const lowHasPre = !!lowVersion.prerelease.length;

	  if (lowHasPre && !highHasPre) {
	    // Going from prerelease -> no prerelease requires some special casing

	    // If the low version has only a major, then it will always be a major
	    // Some examples:
	    // 1.0.0-1 -> 1.0.0
	    // 1.0.0-1 -> 1.1.1
	    // 1.0.0-1 -> 2.0.0
	    if (!lowVersion.patch && !lowVersion.minor) {
	      return 'major'
	    }

	    // If the main part has no difference
	    if (lowVersion.compareMain(highVersion) === 0) {
	      if (lowVersion.minor && !lowVersion.patch) {
	        return 'minor'
	      }
	      return 'patch'
	    }
	  }

	  // add the `pre` prefix if we are going to a prerelease version
	  const prefix = highHasPre ? 'pre' : '';

	  if (v1.major !== v2.major) {
	    return prefix + 'major'
	  }

	  if (v1.minor !== v2.minor) {
	    return prefix + 'minor'
	  }

	  if (v1.patch !== v2.patch) {
	    return prefix + 'patch'
	  }

	  // high and low are prereleases
	  return 'prerelease'
	};

	diff_1 = diff;
	return diff_1;
}

var major_1;
var hasRequiredMajor;

function requireMajor () {
	if (hasRequiredMajor) return major_1;
	hasRequiredMajor = 1;

	const SemVer = requireSemver$1();
	const major = (a, loose) => new SemVer(a, loose).major;
	major_1 = major;
	return major_1;
}

var minor_1;
var hasRequiredMinor;

function requireMinor () {
	if (hasRequiredMinor) return minor_1;
	hasRequiredMinor = 1;

	const SemVer = requireSemver$1();
	const minor = (a, loose) => new SemVer(a, loose).minor;
	minor_1 = minor;
	return minor_1;
}

var patch_1;
var hasRequiredPatch;

function requirePatch () {
	if (hasRequiredPatch) return patch_1;
	hasRequiredPatch = 1;

	const SemVer = requireSemver$1();
	const patch = (a, loose) => new SemVer(a, loose).patch;
	patch_1 = patch;
	return patch_1;
}

var prerelease_1;
var hasRequiredPrerelease;

function requirePrerelease () {
	if (hasRequiredPrerelease) return prerelease_1;
	hasRequiredPrerelease = 1;

	const parse = requireParse();
	const prerelease = (version, options) => {
	  const parsed = parse(version, options);
	  return (parsed && parsed.prerelease.length) ? parsed.prerelease : null
	};
	prerelease_1 = prerelease;
	return prerelease_1;
}

var compare_1;
var hasRequiredCompare;

function requireCompare () {
	if (hasRequiredCompare) return compare_1;
	hasRequiredCompare = 1;

	const SemVer = requireSemver$1();
	const compare = (a, b, loose) =>
	  new SemVer(a, loose).compare(new SemVer(b, loose));

	compare_1 = compare;
	return compare_1;
}

var rcompare_1;
var hasRequiredRcompare;

function requireRcompare () {
	if (hasRequiredRcompare) return rcompare_1;
	hasRequiredRcompare = 1;

	const compare = requireCompare();
	const rcompare = (a, b, loose) => compare(b, a, loose);
	rcompare_1 = rcompare;
	return rcompare_1;
}

var compareLoose_1;
var hasRequiredCompareLoose;

function requireCompareLoose () {
	if (hasRequiredCompareLoose) return compareLoose_1;
	hasRequiredCompareLoose = 1;

	const compare = requireCompare();
	const compareLoose = (a, b) => compare(a, b, true);
	compareLoose_1 = compareLoose;
	return compareLoose_1;
}

var compareBuild_1;
var hasRequiredCompareBuild;

function requireCompareBuild () {
	if (hasRequiredCompareBuild) return compareBuild_1;
	hasRequiredCompareBuild = 1;

	const SemVer = requireSemver$1();
	const compareBuild = (a, b, loose) => {
	  const versionA = new SemVer(a, loose);
	  const versionB = new SemVer(b, loose);
	  return versionA.compare(versionB) || versionA.compareBuild(versionB)
	};
	compareBuild_1 = compareBuild;
	return compareBuild_1;
}

var sort_1;
var hasRequiredSort;

function requireSort () {
	if (hasRequiredSort) return sort_1;
	hasRequiredSort = 1;

	const compareBuild = requireCompareBuild();
	const sort = (list, loose) => list.sort((a, b) => compareBuild(a, b, loose));
	sort_1 = sort;
	return sort_1;
}

var rsort_1;
var hasRequiredRsort;

function requireRsort () {
	if (hasRequiredRsort) return rsort_1;
	hasRequiredRsort = 1;

	const compareBuild = requireCompareBuild();
	const rsort = (list, loose) => list.sort((a, b) => compareBuild(b, a, loose));
	rsort_1 = rsort;
	return rsort_1;
}

var gt_1;
var hasRequiredGt;

function requireGt () {
	if (hasRequiredGt) return gt_1;
	hasRequiredGt = 1;

	const compare = requireCompare();
	const gt = (a, b, loose) => compare(a, b, loose) > 0;
	gt_1 = gt;
	return gt_1;
}

var lt_1;
var hasRequiredLt;

function requireLt () {
	if (hasRequiredLt) return lt_1;
	hasRequiredLt = 1;

	const compare = requireCompare();
	const lt = (a, b, loose) => compare(a, b, loose) < 0;
	lt_1 = lt;
	return lt_1;
}

var eq_1;
var hasRequiredEq;

function requireEq () {
	if (hasRequiredEq) return eq_1;
	hasRequiredEq = 1;

	const compare = requireCompare();
	const eq = (a, b, loose) => compare(a, b, loose) === 0;
	eq_1 = eq;
	return eq_1;
}

var neq_1;
var hasRequiredNeq;

function requireNeq () {
	if (hasRequiredNeq) return neq_1;
	hasRequiredNeq = 1;

	const compare = requireCompare();
	const neq = (a, b, loose) => compare(a, b, loose) !== 0;
	neq_1 = neq;
	return neq_1;
}

var gte_1;
var hasRequiredGte;

function requireGte () {
	if (hasRequiredGte) return gte_1;
	hasRequiredGte = 1;

	const compare = requireCompare();
	const gte = (a, b, loose) => compare(a, b, loose) >= 0;
	gte_1 = gte;
	return gte_1;
}

var lte_1;
var hasRequiredLte;

function requireLte () {
	if (hasRequiredLte) return lte_1;
	hasRequiredLte = 1;

	const compare = requireCompare();
	const lte = (a, b, loose) => compare(a, b, loose) <= 0;
	lte_1 = lte;
	return lte_1;
}

var cmp_1;
var hasRequiredCmp;

function requireCmp () {
	if (hasRequiredCmp) return cmp_1;
	hasRequiredCmp = 1;

	const eq = requireEq();
	const neq = requireNeq();
	const gt = requireGt();
	const gte = requireGte();
	const lt = requireLt();
	const lte = requireLte();

	const cmp = (a, op, b, loose) => {
	  switch (op) {
	    case '===':
	      if (typeof a === 'object') {
	        a = a.version;
	      }
	      if (typeof b === 'object') {
	        b = b.version;
	      }
	      return a === b

	    case '!==':
	      if (typeof a === 'object') {
	        a = a.version;
	      }
	      if (typeof b === 'object') {
	        b = b.version;
	      }
	      return a !== b

	    case '':
	    case '=':
	    case '==':
	      return eq(a, b, loose)

	    case '!=':
	      return neq(a, b, loose)

	    case '>':
	      return gt(a, b, loose)

	    case '>=':
	      return gte(a, b, loose)

	    case '<':
	      return lt(a, b, loose)

	    case '<=':
	      return lte(a, b, loose)

	    default:
	      throw new TypeError(`Invalid operator: ${op}`)
	  }
	};
	cmp_1 = cmp;
	return cmp_1;
}

var coerce_1;
var hasRequiredCoerce;

function requireCoerce () {
	if (hasRequiredCoerce) return coerce_1;
	hasRequiredCoerce = 1;

	const SemVer = requireSemver$1();
	const parse = requireParse();
	const { safeRe: re, t } = requireRe();

	const coerce = (version, options) => {
	  if (version instanceof SemVer) {
	    return version
	  }

	  if (typeof version === 'number') {
	    version = String(version);
	  }

	  if (typeof version !== 'string') {
	    return null
	  }

	  options = options || {};

	  let match = null;
	  if (!options.rtl) {
	    match = version.match(options.includePrerelease ? re[t.COERCEFULL] : re[t.COERCE]);
	  } else {
	    // Find the right-most coercible string that does not share
	    // a terminus with a more left-ward coercible string.
	    // Eg, '1.2.3.4' wants to coerce '2.3.4', not '3.4' or '4'
	    // With includePrerelease option set, '1.2.3.4-rc' wants to coerce '2.3.4-rc', not '2.3.4'
	    //
	    // Walk through the string checking with a /g regexp
	    // Manually set the index so as to pick up overlapping matches.
	    // Stop when we get a match that ends at the string end, since no
	    // coercible string can be more right-ward without the same terminus.
	    const coerceRtlRegex = options.includePrerelease ? re[t.COERCERTLFULL] : re[t.COERCERTL];
	    let next;
	    while ((next = coerceRtlRegex.exec(version)) &&
	        (!match || match.index + match[0].length !== version.length)
	    ) {
	      if (!match ||
	            next.index + next[0].length !== match.index + match[0].length) {
	        match = next;
	      }
	      coerceRtlRegex.lastIndex = next.index + next[1].length + next[2].length;
	    }
	    // leave it in a clean state
	    coerceRtlRegex.lastIndex = -1;
	  }

	  if (match === null) {
	    return null
	  }

	  const major = match[2];
	  const minor = match[3] || '0';
	  const patch = match[4] || '0';
	  const prerelease = options.includePrerelease && match[5] ? `-${match[5]}` : '';
	  const build = options.includePrerelease && match[6] ? `+${match[6]}` : '';

	  return parse(`${major}.${minor}.${patch}${prerelease}${build}`, options)
	};
	coerce_1 = coerce;
	return coerce_1;
}

var truncate_1;
var hasRequiredTruncate;

function requireTruncate () {
	if (hasRequiredTruncate) return truncate_1;
	hasRequiredTruncate = 1;

	const parse = requireParse();
	const constants = requireConstants();
	const SemVer = requireSemver$1();

	const truncate = (version, truncation, options) => {
	  if (!constants.RELEASE_TYPES.includes(truncation)) {
	    return null
	  }

	  const clonedVersion = cloneInputVersion(version, options);
	  return clonedVersion && doTruncation(clonedVersion, truncation)
	};

	const cloneInputVersion = (version, options) => {
	  const versionStringToParse = (
	    version instanceof SemVer ? version.version : version
	  );

	  return parse(versionStringToParse, options)
	};

	const doTruncation = (version, truncation) => {
	  if (isPrerelease(truncation)) {
	    return version.version
	  }

	  version.prerelease = [];

	  switch (truncation) {
	    case 'major':
	      version.minor = 0;
	      version.patch = 0;
	      break
	    case 'minor':
	      version.patch = 0;
	      break
	  }

	  return version.format()
	};

	const isPrerelease = (type) => {
	  return type.startsWith('pre')
	};

	truncate_1 = truncate;
	return truncate_1;
}

var lrucache;
var hasRequiredLrucache;

function requireLrucache () {
	if (hasRequiredLrucache) return lrucache;
	hasRequiredLrucache = 1;

	class LRUCache {
	  constructor () {
	    this.max = 1000;
	    this.map = new Map();
	  }

	  get (key) {
	    const value = this.map.get(key);
	    if (value === undefined) {
	      return undefined
	    } else {
	      // Remove the key from the map and add it to the end
	      this.map.delete(key);
	      this.map.set(key, value);
	      return value
	    }
	  }

	  delete (key) {
	    return this.map.delete(key)
	  }

	  set (key, value) {
	    const deleted = this.delete(key);

	    if (!deleted && value !== undefined) {
	      // If cache is full, delete the least recently used item
	      if (this.map.size >= this.max) {
	        const firstKey = this.map.keys().next().value;
	        this.delete(firstKey);
	      }

	      this.map.set(key, value);
	    }

	    return this
	  }
	}

	lrucache = LRUCache;
	return lrucache;
}

var trimComparatorWhitespace_1;
var hasRequiredTrimComparatorWhitespace;

function requireTrimComparatorWhitespace () {
	if (hasRequiredTrimComparatorWhitespace) return trimComparatorWhitespace_1;
	hasRequiredTrimComparatorWhitespace = 1;

	// Reproduce safeRe[COMPARATORTRIM] replacement boundaries, not version
	// validation. Each end-index finder returns an exclusive end, or its start
	// on no match.
	// Positions count from zero. An end of 3 means characters 0, 1, and 2 were read;
	// range.slice(start, end) gives the matched text, not a converted number.
	const {
	  MAX_LENGTH,
	  MAX_SAFE_BUILD_LENGTH,
	  WHITESPACE_CHARACTERS,
	} = requireConstants();

	/**
	 * Remembers the last two rows of digits so their characters need not be reread.
	 * Positions start at -1 until a row has been found.
	 *
	 * @typedef {object} DigitRunCache
	 * @property {number} start The first character of the most recently found row.
	 * @property {number} end The position after that row's last character.
	 * @property {number} previousStart The first character of the previous row.
	 * @property {number} previousEnd The position after the previous row.
	 */

	// One entry per UTF-16 code unit keeps membership checks constant-time.
	const whitespace = new Uint8Array(0x10000);
	for (const char of WHITESPACE_CHARACTERS) {
	  whitespace[char.charCodeAt(0)] = 1;
	}

	/**
	 * Checks whether a character is whitespace, like a space, tab, or newline.
	 * Looking past the end of the string returns false.
	 *
	 * @param {string|undefined} char One character, or undefined past the string's end.
	 * @returns {boolean} Whether the character is whitespace.
	 * @example isWhitespace(' ') // true
	 * @example isWhitespace('1') // false
	 */
	const isWhitespace = char =>
	  char !== undefined && whitespace[char.charCodeAt(0)] === 1;

	/**
	 * Checks for v, =, or whitespace before the version number.
	 * These are historical version prefixes, not range operators:
	 * < and > are handled separately, as are tilde and caret ranges.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character can belong to a version prefix.
	 * @example isVersionPrefix('=') // true
	 * @example isVersionPrefix('>') // false
	 */
	const isVersionPrefix = char =>
	  char === 'v' ||
	  char === '=' ||
	  isWhitespace(char);

	/**
	 * Checks whether a character is one of the digits 0 through 9.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character is an ASCII digit.
	 * @example isDigit('7') // true
	 * @example isDigit('.') // false
	 */
	const isDigit = char => char !== undefined && char >= '0' && char <= '9';

	/**
	 * Checks whether a character is an English letter, uppercase or lowercase.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character is an ASCII letter.
	 * @example isLetter('b') // true
	 * @example isLetter('7') // false
	 */
	const isLetter = char =>
	  char !== undefined && (
	    (char >= 'a' && char <= 'z') ||
	    (char >= 'A' && char <= 'Z')
	  );

	/**
	 * Checks for a letter, digit, or hyphen: the characters allowed inside
	 * prerelease and build names such as beta-1.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether the character can be part of an identifier.
	 * @example isIdentifierCharacter('-') // true
	 * @example isIdentifierCharacter('.') // false; dots separate identifiers
	 */
	const isIdentifierCharacter = char => isDigit(char) || isLetter(char) || char === '-';

	/**
	 * Checks whether a version component can begin here: with a digit or
	 * a wildcard such as x, X, or *.
	 *
	 * @param {string|undefined} char One character to check.
	 * @returns {boolean} Whether a number or wildcard can start with this character.
	 * @example isVersionStart('x') // true
	 * @example isVersionStart('v') // false; v belongs to the prefix
	 */
	const isVersionStart = char =>
	  isDigit(char) ||
	  char === 'x' ||
	  char === 'X' ||
	  char === '*';

	/**
	 * Finds the end of a row of digits, but returns no more than limit digits.
	 * Remembers the last two rows so looking at them again does not reread them.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of the first character to check.
	 * @param {number} limit The most digit characters the returned match can include.
	 * @param {DigitRunCache} digitRuns Shared cache of digit-run positions, updated in place.
	 * @returns {number} The position after the matched digits, or start if none match.
	 * @example findDigitsEndIndex('123abc', 0, 10, digitRuns) // 3, pointing at a
	 * @example findDigitsEndIndex('123abc', 0, 2, digitRuns) // 2, pointing at the unread 3
	 */
	const findDigitsEndIndex = (range, start, limit, digitRuns) => {
	  if (!isDigit(range[start])) {
	    return start
	  }
	  if (start >= digitRuns.start && start < digitRuns.end) {
	    return Math.min(start + limit, digitRuns.end)
	  }
	  if (start >= digitRuns.previousStart && start < digitRuns.previousEnd) {
	    return Math.min(start + limit, digitRuns.previousEnd)
	  }
	  let end = start + 1;
	  while (isDigit(range[end])) {
	    end++;
	  }
	  // A failed full version can rewind from its second run to its first.
	  digitRuns.previousStart = digitRuns.start;
	  digitRuns.previousEnd = digitRuns.end;
	  digitRuns.start = start;
	  digitRuns.end = end;
	  return Math.min(start + limit, end)
	};

	/**
	 * Reads a number using the old regex's length and leading-zero rules.
	 * Strict mode reads just the first zero in 012; loose mode can read all three.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the number should begin.
	 * @param {boolean} loose Whether to allow leading zeros.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched digits, not their numeric value.
	 * @example findVersionNumberEndIndex('012', 0, false, digitRuns) // 1
	 * @example findVersionNumberEndIndex('012', 0, true, digitRuns) // 3
	 */
	const findVersionNumberEndIndex = (range, start, loose, digitRuns) => {
	  if (!loose && range[start] === '0') {
	    return start + 1
	  }
	  // Strict syntax allows an initial nonzero digit plus MAX_LENGTH digits.
	  return findDigitsEndIndex(range, start, loose ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns)
	};

	/**
	 * Reads one piece of a prerelease name, such as beta or 1 in beta.1.
	 * Tries the letter-or-hyphen form first, then the number-only form.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the identifier should begin.
	 * @param {boolean} loose Whether numeric identifiers may have leading zeros.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the identifier, or start if none matches.
	 * @example findPrereleaseIdentifierEndIndex('beta.1', 0, false, digitRuns) // 4, at the dot
	 * @example findPrereleaseIdentifierEndIndex('001beta', 0, false, digitRuns) // 7
	 */
	const findPrereleaseIdentifierEndIndex = (range, start, loose, digitRuns) => {
	  const digitsEnd = findDigitsEndIndex(range, start, MAX_LENGTH, digitRuns);
	  // The legacy regex tries a nonnumeric identifier before a numeric one.
	  if (isLetter(range[digitsEnd]) || range[digitsEnd] === '-') {
	    let end = digitsEnd + 1;
	    const limit = end + MAX_SAFE_BUILD_LENGTH;
	    while (end < limit && isIdentifierCharacter(range[end])) {
	      end++;
	    }
	    return end
	  }
	  return findVersionNumberEndIndex(range, start, loose, digitRuns)
	};

	/**
	 * Reads a prerelease suffix such as -beta.1, one dot-separated piece at a time.
	 * Loose mode also allows the name without its opening hyphen.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the suffix should begin, including -.
	 * @param {boolean} loose Whether the opening hyphen is optional and zeros allowed.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched suffix, or start if absent.
	 * @example findPrereleaseEndIndex('-beta.1+sha', 0, false, digitRuns) // 7, at the plus
	 * @example findPrereleaseEndIndex('beta', 0, false, digitRuns) // 0; no opening hyphen
	 */
	const findPrereleaseEndIndex = (range, start, loose, digitRuns) => {
	  const hyphen = range[start] === '-';
	  if (!loose && !hyphen) {
	    return start
	  }
	  const identifierStart = start + (hyphen ? 1 : 0);
	  let end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose, digitRuns);
	  if (end === identifierStart) {
	    if (!loose || !hyphen) {
	      return start
	    }
	    // In loose syntax, a lone hyphen can itself be the identifier.
	    end = findPrereleaseIdentifierEndIndex(range, start, loose, digitRuns);
	  }
	  while (range[end] === '.') {
	    const next = findPrereleaseIdentifierEndIndex(range, end + 1, loose, digitRuns);
	    if (next === end + 1) {
	      break
	    }
	    end = next;
	  }
	  return end
	};

	/**
	 * Reads one build-name piece, such as sha or 123 in +sha.123.
	 * Stops at a disallowed character or the old regex's length limit.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the identifier should begin.
	 * @returns {number} The position after the identifier, or start if none matches.
	 * @example findBuildIdentifierEndIndex('sha.123', 0) // 3, at the dot
	 * @example findBuildIdentifierEndIndex('001', 0) // 3; leading zeros are allowed
	 */
	const findBuildIdentifierEndIndex = (range, start) => {
	  let end = start;
	  while (end - start < MAX_SAFE_BUILD_LENGTH && isIdentifierCharacter(range[end])) {
	    end++;
	  }
	  return end
	};

	/**
	 * Reads optional build metadata such as +sha.123.
	 * Leaves the position unchanged if there is no plus sign followed by a name.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the opening + should be.
	 * @returns {number} The position after the matched metadata, or start if absent.
	 * @example findBuildEndIndex('+sha.123 <2', 0) // 8, at the space
	 * @example findBuildEndIndex('+', 0) // 0; a plus sign alone is not a match
	 */
	const findBuildEndIndex = (range, start) => {
	  if (range[start] !== '+') {
	    return start
	  }
	  let end = findBuildIdentifierEndIndex(range, start + 1);
	  if (end === start + 1) {
	    return start
	  }
	  while (range[end] === '.') {
	    const next = findBuildIdentifierEndIndex(range, end + 1);
	    if (next === end + 1) {
	      break
	    }
	    end = next;
	  }
	  return end
	};

	/**
	 * Reads three numbers separated by dots, then any prerelease and build suffixes.
	 * Uses loose rules, so forms such as 01.02.03beta can match here.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of the first number, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the version match, or start if none matches.
	 * @example findLooseFullVersionEndIndex('1.2.3-beta+sha <2', 0, digitRuns) // 14
	 * @example findLooseFullVersionEndIndex('1.2', 0, digitRuns) // 0; needs three numbers
	 */
	const findLooseFullVersionEndIndex = (range, start, digitRuns) => {
	  let end = start;
	  for (let component = 0; component < 3; component++) {
	    const next = findVersionNumberEndIndex(range, end, true, digitRuns);
	    if (next === end) {
	      return start
	    }
	    end = next;
	    if (component < 2) {
	      if (range[end] !== '.') {
	        return start
	      }
	      end++;
	    }
	  }
	  const prereleaseEnd = findPrereleaseEndIndex(range, end, true, digitRuns);
	  return findBuildEndIndex(range, prereleaseEnd)
	};

	/**
	 * Reads one component of a partial or wildcard version, such as 2 or x in 2.x.
	 * Numbers use strict leading-zero rules; wildcards take up one character.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position where the component should begin.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the component, or start if none matches.
	 * @example findPartialVersionComponentEndIndex('2.x', 0, digitRuns) // 1, at the dot
	 * @example findPartialVersionComponentEndIndex('2.x', 2, digitRuns) // 3, after x
	 */
	const findPartialVersionComponentEndIndex = (range, start, digitRuns) => {
	  if (isDigit(range[start])) {
	    return findVersionNumberEndIndex(range, start, false, digitRuns)
	  }
	  return isVersionStart(range[start]) ? start + 1 : start
	};

	/**
	 * Reads up to three components, allowing forms such as 1, 1.2, or 1.x.
	 * After the third component, also reads any strict prerelease and build suffixes.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of a number or wildcard, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position after the matched version text.
	 * @example findPartialVersionEndIndex('1.x <2', 0, digitRuns) // 3, at the space
	 * @example findPartialVersionEndIndex('1.', 0, digitRuns) // 1; the trailing dot is unread
	 */
	const findPartialVersionEndIndex = (range, start, digitRuns) => {
	  let end = findPartialVersionComponentEndIndex(range, start, digitRuns);
	  for (let component = 0; component < 2; component++) {
	    if (range[end] !== '.') {
	      return end
	    }
	    const next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns);
	    if (next === end + 1) {
	      return end
	    }
	    end = next;
	  }
	  const prereleaseEnd = findPrereleaseEndIndex(range, end, false, digitRuns);
	  return findBuildEndIndex(range, prereleaseEnd)
	};

	/**
	 * Finds where a version match ends, without deciding whether the range is valid.
	 * Tries a loose full version first, then a partial or wildcard version, just
	 * like the old regex's LOOSEPLAIN and XRANGEPLAIN alternatives.
	 *
	 * @param {string} range The text to read; it is not changed.
	 * @param {number} start The position of a number or wildcard, after any prefix.
	 * @param {DigitRunCache} digitRuns Shared digit-run cache, updated as needed.
	 * @returns {number} The position where scanning the next candidate can resume.
	 * @example findVersionEndIndex('1.2.3 <2', 0, digitRuns) // 5, at the space
	 * @example findVersionEndIndex('1.x <2', 0, digitRuns) // 3, at the space
	 */
	const findVersionEndIndex = (range, start, digitRuns) => {
	  const fullVersionEnd = findLooseFullVersionEndIndex(range, start, digitRuns);
	  return fullVersionEnd !== start
	    ? fullVersionEnd
	    : findPartialVersionEndIndex(range, start, digitRuns)
	};

	/**
	 * Finds the one whitespace character the old replacement would remove.
	 * Keeps leading whitespace, skips an optional operator, and checks immediately
	 * after it. Returns -1 if there is nothing to remove.
	 *
	 * @param {string} range The text containing a candidate already found by the caller.
	 * @param {number} matchStart The candidate's position, including leading whitespace.
	 * @returns {number} The position of the removable whitespace, or -1 if absent.
	 * @example findRemovableWhitespaceIndex(' > 1', 0) // 2; keep the space at position 0
	 * @example findRemovableWhitespaceIndex('>1', 0) // -1
	 */
	const findRemovableWhitespaceIndex = (range, matchStart) => {
	  let position = matchStart;
	  if (isWhitespace(range[position])) {
	    position++;
	  }
	  if (range[position] === '<' || range[position] === '>') {
	    position++;
	  }
	  if (range[position] === '=') {
	    position++;
	  }
	  return isWhitespace(range[position]) ? position : -1
	};

	/**
	 * Joins an operator to its version, turning > 1.2.3 into >1.2.3.
	 * Copies everything else according to the old regex's matching rules.
	 * Moves forward through prefixes and whole versions to avoid repeatedly
	 * searching the same characters on long inputs.
	 *
	 * @param {string} range The range text to process; the original string is unchanged.
	 * @returns {string} The range with matched operator whitespace removed.
	 * @example trimComparatorWhitespace('> 1.2.3 < 2') // '>1.2.3 <2'
	 * @example trimComparatorWhitespace('> invalid') // '> invalid'
	 */
	const trimComparatorWhitespace = range => {
	  let result = '';
	  let copyFrom = 0;
	  let cursor = 0;
	  const digitRuns = { start: -1, end: -1, previousStart: -1, previousEnd: -1 };

	  while (cursor < range.length) {
	    const matchStart = cursor;
	    if (range[cursor] === '<' || range[cursor] === '>') {
	      cursor++;
	    } else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
	      cursor++;
	      continue
	    }

	    // Consume a v/=/whitespace run once, even when no version follows it.
	    while (cursor < range.length && isVersionPrefix(range[cursor])) {
	      cursor++;
	    }
	    if (!isVersionStart(range[cursor])) {
	      continue
	    }

	    const whitespacePosition = findRemovableWhitespaceIndex(range, matchStart);
	    if (whitespacePosition !== -1) {
	      result += range.slice(copyFrom, whitespacePosition);
	      copyFrom = whitespacePosition + 1;
	    }

	    // Skip the entire match, so a prerelease's trailing v cannot be
	    // reconsidered as the prefix of another version.
	    cursor = findVersionEndIndex(range, cursor, digitRuns);
	  }

	  return result + range.slice(copyFrom)
	};

	trimComparatorWhitespace_1 = trimComparatorWhitespace;
	return trimComparatorWhitespace_1;
}

var range;
var hasRequiredRange;

function requireRange () {
	if (hasRequiredRange) return range;
	hasRequiredRange = 1;

	const SPACE_CHARACTERS = /\s+/g;

	// hoisted class for cyclic dependency
	class Range {
	  constructor (range, options) {
	    options = parseOptions(options);

	    if (range instanceof Range) {
	      if (
	        range.loose === !!options.loose &&
	        range.includePrerelease === !!options.includePrerelease
	      ) {
	        return range
	      } else {
	        return new Range(range.raw, options)
	      }
	    }

	    if (range instanceof Comparator) {
	      // just put it in the set and return
	      this.raw = range.value;
	      this.set = [[range]];
	      this.formatted = undefined;
	      return this
	    }

	    this.options = options;
	    this.loose = !!options.loose;
	    this.includePrerelease = !!options.includePrerelease;

	    // First reduce all whitespace as much as possible so we do not have to rely
	    // on potentially slow regexes like \s*. This is then stored and used for
	    // future error messages as well.
	    this.raw = range.trim().replace(SPACE_CHARACTERS, ' ');

	    // First, split on ||
	    this.set = this.raw
	      .split('||')
	      // map the range to a 2d array of comparators
	      .map(r => this.parseRange(r.trim()))
	      // throw out any comparator lists that are empty
	      // this generally means that it was not a valid range, which is allowed
	      // in loose mode, but will still throw if the WHOLE range is invalid.
	      .filter(c => c.length);

	    if (!this.set.length) {
	      throw new TypeError(`Invalid SemVer Range: ${this.raw}`)
	    }

	    // if we have any that are not the null set, throw out null sets.
	    if (this.set.length > 1) {
	      // keep the first one, in case they're all null sets
	      const first = this.set[0];
	      this.set = this.set.filter(c => !isNullSet(c[0]));
	      if (this.set.length === 0) {
	        this.set = [first];
	      } else if (this.set.length > 1) {
	        // if we have any that are *, then the range is just *
	        for (const c of this.set) {
	          if (c.length === 1 && isAny(c[0])) {
	            this.set = [c];
	            break
	          }
	        }
	      }
	    }

	    this.formatted = undefined;
	  }

	  get range () {
	    if (this.formatted === undefined) {
	      this.formatted = '';
	      for (let i = 0; i < this.set.length; i++) {
	        if (i > 0) {
	          this.formatted += '||';
	        }
	        const comps = this.set[i];
	        for (let k = 0; k < comps.length; k++) {
	          if (k > 0) {
	            this.formatted += ' ';
	          }
	          this.formatted += comps[k].toString().trim();
	        }
	      }
	    }
	    return this.formatted
	  }

	  format () {
	    return this.range
	  }

	  toString () {
	    return this.range
	  }

	  parseRange (range) {
	    // strip build metadata so it can't bleed into the version
	    range = range.replace(BUILDSTRIPRE, '');

	    // memoize range parsing for performance.
	    // this is a very hot path, and fully deterministic.
	    const memoOpts =
	      (this.options.includePrerelease && FLAG_INCLUDE_PRERELEASE) |
	      (this.options.loose && FLAG_LOOSE);
	    const memoKey = memoOpts + ':' + range;
	    const cached = cache.get(memoKey);
	    if (cached) {
	      return cached
	    }

	    const loose = this.options.loose;
	    // `1.2.3 - 1.2.4` => `>=1.2.3 <=1.2.4`
	    const hr = loose ? re[t.HYPHENRANGELOOSE] : re[t.HYPHENRANGE];
	    range = range.replace(hr, hyphenReplace(this.options.includePrerelease));
	    debug('hyphen replace', range);

	    // `> 1.2.3 < 1.2.5` => `>1.2.3 <1.2.5`
	    range = trimComparatorWhitespace(range);
	    debug('comparator trim', range);

	    // `~ 1.2.3` => `~1.2.3`
	    range = range.replace(re[t.TILDETRIM], tildeTrimReplace);
	    debug('tilde trim', range);

	    // `^ 1.2.3` => `^1.2.3`
	    range = range.replace(re[t.CARETTRIM], caretTrimReplace);
	    debug('caret trim', range);

	    // At this point, the range is completely trimmed and
	    // ready to be split into comparators.

	    let rangeList = range
	      .split(' ')
	      .map(comp => parseComparator(comp, this.options))
	      .join(' ')
	      .split(/\s+/)
	      // >=0.0.0 is equivalent to *
	      .map(comp => replaceGTE0(comp, this.options));

	    if (loose) {
	      // in loose mode, throw out any that are not valid comparators
	      rangeList = rangeList.filter(comp => {
	        debug('loose invalid filter', comp, this.options);
	        return !!comp.match(re[t.COMPARATORLOOSE])
	      });
	    }
	    debug('range list', rangeList);

	    // if any comparators are the null set, then replace with JUST null set
	    // if more than one comparator, remove any * comparators
	    // also, don't include the same comparator more than once
	    const rangeMap = new Map();
	    const comparators = rangeList.map(comp => new Comparator(comp, this.options));
	    for (const comp of comparators) {
	      if (isNullSet(comp)) {
	        return [comp]
	      }
	      rangeMap.set(comp.value, comp);
	    }
	    if (rangeMap.size > 1 && rangeMap.has('')) {
	      rangeMap.delete('');
	    }

	    const result = [...rangeMap.values()];
	    cache.set(memoKey, result);
	    return result
	  }

	  intersects (range, options) {
	    if (!(range instanceof Range)) {
	      throw new TypeError('a Range is required')
	    }

	    return this.set.some((thisComparators) => {
	      return (
	        isSatisfiable(thisComparators, options) &&
	        range.set.some((rangeComparators) => {
	          return (
	            isSatisfiable(rangeComparators, options) &&
	            thisComparators.every((thisComparator) => {
	              return rangeComparators.every((rangeComparator) => {
	                return thisComparator.intersects(rangeComparator, options)
	              })
	            })
	          )
	        })
	      )
	    })
	  }

	  // if ANY of the sets match ALL of its comparators, then pass
	  test (version) {
	    if (!version) {
	      return false
	    }

	    if (typeof version === 'string') {
	      try {
	        version = new SemVer(version, this.options);
	      } catch (er) {
	        return false
	      }
	    }

	    for (let i = 0; i < this.set.length; i++) {
	      if (testSet(this.set[i], version, this.options)) {
	        return true
	      }
	    }
	    return false
	  }
	}

	range = Range;

	const LRU = requireLrucache();
	const cache = new LRU();

	const parseOptions = requireParseOptions();
	const Comparator = requireComparator();
	const debug = requireDebug();
	const SemVer = requireSemver$1();
	const trimComparatorWhitespace = requireTrimComparatorWhitespace();
	const {
	  safeRe: re,
	  src,
	  t,
	  tildeTrimReplace,
	  caretTrimReplace,
	} = requireRe();
	const { FLAG_INCLUDE_PRERELEASE, FLAG_LOOSE } = requireConstants();

	// unbounded global build-metadata stripper used by parseRange
	const BUILDSTRIPRE = new RegExp(src[t.BUILD], 'g');

	const isNullSet = c => c.value === '<0.0.0-0';
	const isAny = c => c.value === '';

	// take a set of comparators and determine whether there
	// exists a version which can satisfy it
	const isSatisfiable = (comparators, options) => {
	  let result = true;
	  const remainingComparators = comparators.slice();
	  let testComparator = remainingComparators.pop();

	  while (result && remainingComparators.length) {
	    result = remainingComparators.every((otherComparator) => {
	      return testComparator.intersects(otherComparator, options)
	    });

	    testComparator = remainingComparators.pop();
	  }

	  return result
	};

	// comprised of xranges, tildes, stars, and gtlt's at this point.
	// already replaced the hyphen ranges
	// turn into a set of JUST comparators.
	const parseComparator = (comp, options) => {
	  comp = comp.replace(re[t.BUILD], '');
	  debug('comp', comp, options);
	  comp = replaceCarets(comp, options);
	  debug('caret', comp);
	  comp = replaceTildes(comp, options);
	  debug('tildes', comp);
	  comp = replaceXRanges(comp, options);
	  debug('xrange', comp);
	  comp = replaceStars(comp, options);
	  debug('stars', comp);
	  return comp
	};

	const isX = id => !id || id.toLowerCase() === 'x' || id === '*';

	const invalidXRangeOrder = (M, m, p) => (
	  (isX(M) && !isX(m)) ||
	  (isX(m) && p && !isX(p))
	);

	// ~, ~> --> * (any, kinda silly)
	// ~2, ~2.x, ~2.x.x, ~>2, ~>2.x ~>2.x.x --> >=2.0.0 <3.0.0-0
	// ~2.0, ~2.0.x, ~>2.0, ~>2.0.x --> >=2.0.0 <2.1.0-0
	// ~1.2, ~1.2.x, ~>1.2, ~>1.2.x --> >=1.2.0 <1.3.0-0
	// ~1.2.3, ~>1.2.3 --> >=1.2.3 <1.3.0-0
	// ~1.2.0, ~>1.2.0 --> >=1.2.0 <1.3.0-0
	// ~0.0.1 --> >=0.0.1 <0.1.0-0
	const replaceTildes = (comp, options) => {
	  return comp
	    .trim()
	    .split(/\s+/)
	    .map((c) => replaceTilde(c, options))
	    .join(' ')
	};

	const replaceTilde = (comp, options) => {
	  const r = options.loose ? re[t.TILDELOOSE] : re[t.TILDE];
	  // if we're including prereleases in the match, then the lower bound is
	  // -0, the lowest possible prerelease value, just like x-ranges and carets.
	  // this keeps `~1.2` equivalent to the `1.2.x` x-range it's documented as.
	  const z = options.includePrerelease ? '-0' : '';
	  return comp.replace(r, (_, M, m, p, pr) => {
	    debug('tilde', comp, _, M, m, p, pr);
	    let ret;

	    if (isX(M)) {
	      ret = '';
	    } else if (isX(m)) {
	      ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
	    } else if (isX(p)) {
	      // ~1.2 == >=1.2.0 <1.3.0-0
	      ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
	    } else if (pr) {
	      debug('replaceTilde pr', pr);
	      ret = `>=${M}.${m}.${p}-${pr
	      } <${M}.${+m + 1}.0-0`;
	    } else {
	      // ~1.2.3 == >=1.2.3 <1.3.0-0
	      ret = `>=${M}.${m}.${p
	      } <${M}.${+m + 1}.0-0`;
	    }

	    debug('tilde return', ret);
	    return ret
	  })
	};

	// ^ --> * (any, kinda silly)
	// ^2, ^2.x, ^2.x.x --> >=2.0.0 <3.0.0-0
	// ^2.0, ^2.0.x --> >=2.0.0 <3.0.0-0
	// ^1.2, ^1.2.x --> >=1.2.0 <2.0.0-0
	// ^1.2.3 --> >=1.2.3 <2.0.0-0
	// ^1.2.0 --> >=1.2.0 <2.0.0-0
	// ^0.0.1 --> >=0.0.1 <0.0.2-0
	// ^0.1.0 --> >=0.1.0 <0.2.0-0
	const replaceCarets = (comp, options) => {
	  return comp
	    .trim()
	    .split(/\s+/)
	    .map((c) => replaceCaret(c, options))
	    .join(' ')
	};

	const replaceCaret = (comp, options) => {
	  debug('caret', comp, options);
	  const r = options.loose ? re[t.CARETLOOSE] : re[t.CARET];
	  const z = options.includePrerelease ? '-0' : '';
	  return comp.replace(r, (_, M, m, p, pr) => {
	    debug('caret', comp, _, M, m, p, pr);
	    let ret;

	    if (isX(M)) {
	      ret = '';
	    } else if (isX(m)) {
	      ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
	    } else if (isX(p)) {
	      if (M === '0') {
	        ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
	      } else {
	        ret = `>=${M}.${m}.0${z} <${+M + 1}.0.0-0`;
	      }
	    } else if (pr) {
	      debug('replaceCaret pr', pr);
	      if (M === '0') {
	        if (m === '0') {
	          ret = `>=${M}.${m}.${p}-${pr
	          } <${M}.${m}.${+p + 1}-0`;
	        } else {
	          ret = `>=${M}.${m}.${p}-${pr
	          } <${M}.${+m + 1}.0-0`;
	        }
	      } else {
	        ret = `>=${M}.${m}.${p}-${pr
	        } <${+M + 1}.0.0-0`;
	      }
	    } else {
	      debug('no pr');
	      if (M === '0') {
	        if (m === '0') {
	          ret = `>=${M}.${m}.${p
	          } <${M}.${m}.${+p + 1}-0`;
	        } else {
	          ret = `>=${M}.${m}.${p
	          } <${M}.${+m + 1}.0-0`;
	        }
	      } else {
	        ret = `>=${M}.${m}.${p
	        } <${+M + 1}.0.0-0`;
	      }
	    }

	    debug('caret return', ret);
	    return ret
	  })
	};

	const replaceXRanges = (comp, options) => {
	  debug('replaceXRanges', comp, options);
	  return comp
	    .split(/\s+/)
	    .map((c) => replaceXRange(c, options))
	    .join(' ')
	};

	const replaceXRange = (comp, options) => {
	  comp = comp.trim();
	  const r = options.loose ? re[t.XRANGELOOSE] : re[t.XRANGE];
	  return comp.replace(r, (ret, gtlt, M, m, p, pr) => {
	    debug('xRange', comp, ret, gtlt, M, m, p, pr);
	    if (invalidXRangeOrder(M, m, p)) {
	      return comp
	    }

	    const xM = isX(M);
	    const xm = xM || isX(m);
	    const xp = xm || isX(p);
	    const anyX = xp;

	    if (gtlt === '=' && anyX) {
	      gtlt = '';
	    }

	    // if we're including prereleases in the match, then we need
	    // to fix this to -0, the lowest possible prerelease value
	    pr = options.includePrerelease ? '-0' : '';

	    if (xM) {
	      if (gtlt === '>' || gtlt === '<') {
	        // nothing is allowed
	        ret = '<0.0.0-0';
	      } else {
	        // nothing is forbidden
	        ret = '*';
	      }
	    } else if (gtlt && anyX) {
	      // we know patch is an x, because we have any x at all.
	      // replace X with 0
	      if (xm) {
	        m = 0;
	      }
	      p = 0;

	      if (gtlt === '>') {
	        // >1 => >=2.0.0
	        // >1.2 => >=1.3.0
	        gtlt = '>=';
	        if (xm) {
	          M = +M + 1;
	          m = 0;
	          p = 0;
	        } else {
	          m = +m + 1;
	          p = 0;
	        }
	      } else if (gtlt === '<=') {
	        // <=0.7.x is actually <0.8.0, since any 0.7.x should
	        // pass.  Similarly, <=7.x is actually <8.0.0, etc.
	        gtlt = '<';
	        if (xm) {
	          M = +M + 1;
	        } else {
	          m = +m + 1;
	        }
	      }

	      if (gtlt === '<') {
	        pr = '-0';
	      }

	      ret = `${gtlt + M}.${m}.${p}${pr}`;
	    } else if (xm) {
	      ret = `>=${M}.0.0${pr} <${+M + 1}.0.0-0`;
	    } else if (xp) {
	      ret = `>=${M}.${m}.0${pr
	      } <${M}.${+m + 1}.0-0`;
	    }

	    debug('xRange return', ret);

	    return ret
	  })
	};

	// Because * is AND-ed with everything else in the comparator,
	// and '' means "any version", just remove the *s entirely.
	const replaceStars = (comp, options) => {
	  debug('replaceStars', comp, options);
	  // Looseness is ignored here.  star is always as loose as it gets!
	  return comp
	    .trim()
	    .replace(re[t.STAR], '')
	};

	const replaceGTE0 = (comp, options) => {
	  debug('replaceGTE0', comp, options);
	  return comp
	    .trim()
	    .replace(re[options.includePrerelease ? t.GTE0PRE : t.GTE0], '')
	};

	// This function is passed to string.replace(re[t.HYPHENRANGE])
	// M, m, patch, prerelease, build
	// 1.2 - 3.4.5 => >=1.2.0 <=3.4.5
	// 1.2.3 - 3.4 => >=1.2.0 <3.5.0-0 Any 3.4.x will do
	// 1.2 - 3.4 => >=1.2.0 <3.5.0-0
	// TODO build?
	const hyphenReplace = incPr => ($0,
	  from, fM, fm, fp, fpr, fb,
	  to, tM, tm, tp, tpr) => {
	  if (isX(fM)) {
	    from = '';
	  } else if (isX(fm)) {
	    from = `>=${fM}.0.0${incPr ? '-0' : ''}`;
	  } else if (isX(fp)) {
	    from = `>=${fM}.${fm}.0${incPr ? '-0' : ''}`;
	  } else if (fpr) {
	    from = `>=${from}`;
	  } else {
	    from = `>=${from}${incPr ? '-0' : ''}`;
	  }

	  if (isX(tM)) {
	    to = '';
	  } else if (isX(tm)) {
	    to = `<${+tM + 1}.0.0-0`;
	  } else if (isX(tp)) {
	    to = `<${tM}.${+tm + 1}.0-0`;
	  } else if (tpr) {
	    to = `<=${tM}.${tm}.${tp}-${tpr}`;
	  } else if (incPr) {
	    to = `<${tM}.${tm}.${+tp + 1}-0`;
	  } else {
	    to = `<=${to}`;
	  }

	  return `${from} ${to}`.trim()
	};

	const testSet = (set, version, options) => {
	  for (let i = 0; i < set.length; i++) {
	    if (!set[i].test(version)) {
	      return false
	    }
	  }

	  if (version.prerelease.length && !options.includePrerelease) {
	    // Find the set of versions that are allowed to have prereleases
	    // For example, ^1.2.3-pr.1 desugars to >=1.2.3-pr.1 <2.0.0
	    // That should allow `1.2.3-pr.2` to pass.
	    // However, `1.2.4-alpha.notready` should NOT be allowed,
	    // even though it's within the range set by the comparators.
	    for (let i = 0; i < set.length; i++) {
	      debug(set[i].semver);
	      if (set[i].semver === Comparator.ANY) {
	        continue
	      }

	      if (set[i].semver.prerelease.length > 0) {
	        const allowed = set[i].semver;
	        if (allowed.major === version.major &&
	            allowed.minor === version.minor &&
	            allowed.patch === version.patch) {
	          return true
	        }
	      }
	    }

	    // Version has a -pre, but it's not one of the ones we like.
	    return false
	  }

	  return true
	};
	return range;
}

var comparator;
var hasRequiredComparator;

function requireComparator () {
	if (hasRequiredComparator) return comparator;
	hasRequiredComparator = 1;

	const ANY = Symbol('SemVer ANY');
	// hoisted class for cyclic dependency
	class Comparator {
	  static get ANY () {
	    return ANY
	  }

	  constructor (comp, options) {
	    options = parseOptions(options);

	    if (comp instanceof Comparator) {
	      if (comp.loose === !!options.loose) {
	        return comp
	      } else {
	        comp = comp.value;
	      }
	    }

	    comp = comp.trim().split(/\s+/).join(' ');
	    debug('comparator', comp, options);
	    this.options = options;
	    this.loose = !!options.loose;
	    this.parse(comp);

	    if (this.semver === ANY) {
	      this.value = '';
	    } else {
	      this.value = this.operator + this.semver.version;
	    }

	    debug('comp', this);
	  }

	  parse (comp) {
	    const r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR];
	    const m = comp.match(r);

	    if (!m) {
	      throw new TypeError(`Invalid comparator: ${comp}`)
	    }

	    this.operator = m[1] !== undefined ? m[1] : '';
	    if (this.operator === '=') {
	      this.operator = '';
	    }

	    // if it literally is just '>' or '' then allow anything.
	    if (!m[2]) {
	      this.semver = ANY;
	    } else {
	      this.semver = new SemVer(m[2], this.options.loose);
	    }
	  }

	  toString () {
	    return this.value
	  }

	  test (version) {
	    debug('Comparator.test', version, this.options.loose);

	    if (this.semver === ANY || version === ANY) {
	      return true
	    }

	    if (typeof version === 'string') {
	      try {
	        version = new SemVer(version, this.options);
	      } catch (er) {
	        return false
	      }
	    }

	    return cmp(version, this.operator, this.semver, this.options)
	  }

	  intersects (comp, options) {
	    if (!(comp instanceof Comparator)) {
	      throw new TypeError('a Comparator is required')
	    }

	    if (this.operator === '') {
	      if (this.value === '') {
	        return true
	      }
	      return new Range(comp.value, options).test(this.value)
	    } else if (comp.operator === '') {
	      if (comp.value === '') {
	        return true
	      }
	      return new Range(this.value, options).test(comp.semver)
	    }

	    options = parseOptions(options);

	    // Special cases where nothing can possibly be lower
	    if (options.includePrerelease &&
	      (this.value === '<0.0.0-0' || comp.value === '<0.0.0-0')) {
	      return false
	    }
	    if (!options.includePrerelease &&
	      (this.value.startsWith('<0.0.0') || comp.value.startsWith('<0.0.0'))) {
	      return false
	    }

	    // Same direction increasing (> or >=)
	    if (this.operator.startsWith('>') && comp.operator.startsWith('>')) {
	      return true
	    }
	    // Same direction decreasing (< or <=)
	    if (this.operator.startsWith('<') && comp.operator.startsWith('<')) {
	      return true
	    }
	    // same SemVer and both sides are inclusive (<= or >=)
	    if (
	      (this.semver.version === comp.semver.version) &&
	      this.operator.includes('=') && comp.operator.includes('=')) {
	      return true
	    }
	    // opposite directions less than
	    if (cmp(this.semver, '<', comp.semver, options) &&
	      this.operator.startsWith('>') && comp.operator.startsWith('<')) {
	      return true
	    }
	    // opposite directions greater than
	    if (cmp(this.semver, '>', comp.semver, options) &&
	      this.operator.startsWith('<') && comp.operator.startsWith('>')) {
	      return true
	    }
	    return false
	  }
	}

	comparator = Comparator;

	const parseOptions = requireParseOptions();
	const { safeRe: re, t } = requireRe();
	const cmp = requireCmp();
	const debug = requireDebug();
	const SemVer = requireSemver$1();
	const Range = requireRange();
	return comparator;
}

var satisfies_1;
var hasRequiredSatisfies;

function requireSatisfies () {
	if (hasRequiredSatisfies) return satisfies_1;
	hasRequiredSatisfies = 1;

	const Range = requireRange();
	const satisfies = (version, range, options) => {
	  try {
	    range = new Range(range, options);
	  } catch (er) {
	    return false
	  }
	  return range.test(version)
	};
	satisfies_1 = satisfies;
	return satisfies_1;
}

var toComparators_1;
var hasRequiredToComparators;

function requireToComparators () {
	if (hasRequiredToComparators) return toComparators_1;
	hasRequiredToComparators = 1;

	const Range = requireRange();

	// Mostly just for testing and legacy API reasons
	const toComparators = (range, options) =>
	  new Range(range, options).set
	    .map(comp => comp.map(c => c.value).join(' ').trim().split(' '));

	toComparators_1 = toComparators;
	return toComparators_1;
}

var maxSatisfying_1;
var hasRequiredMaxSatisfying;

function requireMaxSatisfying () {
	if (hasRequiredMaxSatisfying) return maxSatisfying_1;
	hasRequiredMaxSatisfying = 1;

	const SemVer = requireSemver$1();
	const Range = requireRange();

	const maxSatisfying = (versions, range, options) => {
	  let max = null;
	  let maxSV = null;
	  let rangeObj = null;
	  try {
	    rangeObj = new Range(range, options);
	  } catch (er) {
	    return null
	  }
	  versions.forEach((v) => {
	    if (rangeObj.test(v)) {
	      // satisfies(v, range, options)
	      if (!max || maxSV.compare(v) === -1) {
	        // compare(max, v, true)
	        max = v;
	        maxSV = new SemVer(max, options);
	      }
	    }
	  });
	  return max
	};
	maxSatisfying_1 = maxSatisfying;
	return maxSatisfying_1;
}

var minSatisfying_1;
var hasRequiredMinSatisfying;

function requireMinSatisfying () {
	if (hasRequiredMinSatisfying) return minSatisfying_1;
	hasRequiredMinSatisfying = 1;

	const SemVer = requireSemver$1();
	const Range = requireRange();
	const minSatisfying = (versions, range, options) => {
	  let min = null;
	  let minSV = null;
	  let rangeObj = null;
	  try {
	    rangeObj = new Range(range, options);
	  } catch (er) {
	    return null
	  }
	  versions.forEach((v) => {
	    if (rangeObj.test(v)) {
	      // satisfies(v, range, options)
	      if (!min || minSV.compare(v) === 1) {
	        // compare(min, v, true)
	        min = v;
	        minSV = new SemVer(min, options);
	      }
	    }
	  });
	  return min
	};
	minSatisfying_1 = minSatisfying;
	return minSatisfying_1;
}

var minVersion_1;
var hasRequiredMinVersion;

function requireMinVersion () {
	if (hasRequiredMinVersion) return minVersion_1;
	hasRequiredMinVersion = 1;

	const SemVer = requireSemver$1();
	const Range = requireRange();
	const gt = requireGt();

	const minVersion = (range, loose) => {
	  range = new Range(range, loose);

	  let minver = new SemVer('0.0.0');
	  if (range.test(minver)) {
	    return minver
	  }

	  minver = new SemVer('0.0.0-0');
	  if (range.test(minver)) {
	    return minver
	  }

	  minver = null;
	  for (let i = 0; i < range.set.length; ++i) {
	    const comparators = range.set[i];

	    let setMin = null;
	    comparators.forEach((comparator) => {
	      // Clone to avoid manipulating the comparator's semver object.
	      const compver = new SemVer(comparator.semver.version);
	      switch (comparator.operator) {
	        case '>':
	          if (compver.prerelease.length === 0) {
	            compver.patch++;
	          } else {
	            compver.prerelease.push(0);
	          }
	          compver.raw = compver.format();
	          /* fallthrough */
	        case '':
	        case '>=':
	          if (!setMin || gt(compver, setMin)) {
	            setMin = compver;
	          }
	          break
	        case '<':
	        case '<=':
	          /* Ignore maximum versions */
	          break
	        /* istanbul ignore next */
	        default:
	          throw new Error(`Unexpected operation: ${comparator.operator}`)
	      }
	    });
	    if (setMin && (!minver || gt(minver, setMin))) {
	      minver = setMin;
	    }
	  }

	  if (minver && range.test(minver)) {
	    return minver
	  }

	  return null
	};
	minVersion_1 = minVersion;
	return minVersion_1;
}

var valid;
var hasRequiredValid;

function requireValid () {
	if (hasRequiredValid) return valid;
	hasRequiredValid = 1;

	const Range = requireRange();
	const validRange = (range, options) => {
	  try {
	    // Return '*' instead of '' so that truthiness works.
	    // This will throw if it's invalid anyway
	    return new Range(range, options).range || '*'
	  } catch (er) {
	    return null
	  }
	};
	valid = validRange;
	return valid;
}

var outside_1;
var hasRequiredOutside;

function requireOutside () {
	if (hasRequiredOutside) return outside_1;
	hasRequiredOutside = 1;

	const SemVer = requireSemver$1();
	const Comparator = requireComparator();
	const { ANY } = Comparator;
	const Range = requireRange();
	const satisfies = requireSatisfies();
	const gt = requireGt();
	const lt = requireLt();
	const lte = requireLte();
	const gte = requireGte();

	const outside = (version, range, hilo, options) => {
	  version = new SemVer(version, options);
	  range = new Range(range, options);

	  let gtfn, ltefn, ltfn, comp, ecomp;
	  switch (hilo) {
	    case '>':
	      gtfn = gt;
	      ltefn = lte;
	      ltfn = lt;
	      comp = '>';
	      ecomp = '>=';
	      break
	    case '<':
	      gtfn = lt;
	      ltefn = gte;
	      ltfn = gt;
	      comp = '<';
	      ecomp = '<=';
	      break
	    default:
	      throw new TypeError('Must provide a hilo val of "<" or ">"')
	  }

	  // If it satisfies the range it is not outside
	  if (satisfies(version, range, options)) {
	    return false
	  }

	  // From now on, variable terms are as if we're in "gtr" mode.
	  // but note that everything is flipped for the "ltr" function.

	  for (let i = 0; i < range.set.length; ++i) {
	    const comparators = range.set[i];

	    let high = null;
	    let low = null;

	    comparators.forEach((comparator) => {
	      if (comparator.semver === ANY) {
	        comparator = new Comparator('>=0.0.0');
	      }
	      high = high || comparator;
	      low = low || comparator;
	      if (gtfn(comparator.semver, high.semver, options)) {
	        high = comparator;
	      } else if (ltfn(comparator.semver, low.semver, options)) {
	        low = comparator;
	      }
	    });

	    // If the edge version comparator has a operator then our version
	    // isn't outside it
	    if (high.operator === comp || high.operator === ecomp) {
	      return false
	    }

	    // If the lowest version comparator has an operator and our version
	    // is less than it then it isn't higher than the range
	    if ((!low.operator || low.operator === comp) &&
	        ltefn(version, low.semver)) {
	      return false
	    } else if (low.operator === ecomp && ltfn(version, low.semver)) {
	      return false
	    }
	  }
	  return true
	};

	outside_1 = outside;
	return outside_1;
}

var gtr_1;
var hasRequiredGtr;

function requireGtr () {
	if (hasRequiredGtr) return gtr_1;
	hasRequiredGtr = 1;

	// Determine if version is greater than all the versions possible in the range.
	const outside = requireOutside();
	const gtr = (version, range, options) => outside(version, range, '>', options);
	gtr_1 = gtr;
	return gtr_1;
}

var ltr_1;
var hasRequiredLtr;

function requireLtr () {
	if (hasRequiredLtr) return ltr_1;
	hasRequiredLtr = 1;

	const outside = requireOutside();
	// Determine if version is less than all the versions possible in the range
	const ltr = (version, range, options) => outside(version, range, '<', options);
	ltr_1 = ltr;
	return ltr_1;
}

var intersects_1;
var hasRequiredIntersects;

function requireIntersects () {
	if (hasRequiredIntersects) return intersects_1;
	hasRequiredIntersects = 1;

	const Range = requireRange();
	const intersects = (r1, r2, options) => {
	  r1 = new Range(r1, options);
	  r2 = new Range(r2, options);
	  return r1.intersects(r2, options)
	};
	intersects_1 = intersects;
	return intersects_1;
}

var simplify;
var hasRequiredSimplify;

function requireSimplify () {
	if (hasRequiredSimplify) return simplify;
	hasRequiredSimplify = 1;

	// given a set of versions and a range, create a "simplified" range
	// that includes the same versions that the original range does
	// If the original range is shorter than the simplified one, return that.
	const satisfies = requireSatisfies();
	const compare = requireCompare();
	simplify = (versions, range, options) => {
	  const set = [];
	  let first = null;
	  let prev = null;
	  const v = versions.sort((a, b) => compare(a, b, options));
	  for (const version of v) {
	    const included = satisfies(version, range, options);
	    if (included) {
	      prev = version;
	      if (!first) {
	        first = version;
	      }
	    } else {
	      if (prev) {
	        set.push([first, prev]);
	      }
	      prev = null;
	      first = null;
	    }
	  }
	  if (first) {
	    set.push([first, null]);
	  }

	  const ranges = [];
	  for (const [min, max] of set) {
	    if (min === max) {
	      ranges.push(min);
	    } else if (!max && min === v[0]) {
	      ranges.push('*');
	    } else if (!max) {
	      ranges.push(`>=${min}`);
	    } else if (min === v[0]) {
	      ranges.push(`<=${max}`);
	    } else {
	      ranges.push(`${min} - ${max}`);
	    }
	  }
	  const simplified = ranges.join(' || ');
	  const original = typeof range.raw === 'string' ? range.raw : String(range);
	  return simplified.length < original.length ? simplified : range
	};
	return simplify;
}

var subset_1;
var hasRequiredSubset;

function requireSubset () {
	if (hasRequiredSubset) return subset_1;
	hasRequiredSubset = 1;

	const Range = requireRange();
	const Comparator = requireComparator();
	const { ANY } = Comparator;
	const satisfies = requireSatisfies();
	const compare = requireCompare();

	// Complex range `r1 || r2 || ...` is a subset of `R1 || R2 || ...` iff:
	// - Every simple range `r1, r2, ...` is a null set, OR
	// - Every simple range `r1, r2, ...` which is not a null set is a subset of
	//   some `R1, R2, ...`
	//
	// Simple range `c1 c2 ...` is a subset of simple range `C1 C2 ...` iff:
	// - If c is only the ANY comparator
	//   - If C is only the ANY comparator, return true
	//   - Else if in prerelease mode, return false
	//   - else replace c with `[>=0.0.0]`
	// - If C is only the ANY comparator
	//   - if in prerelease mode, return true
	//   - else replace C with `[>=0.0.0]`
	// - Let EQ be the set of = comparators in c
	// - If EQ is more than one, return true (null set)
	// - Let GT be the highest > or >= comparator in c
	// - Let LT be the lowest < or <= comparator in c
	// - If GT and LT, and GT.semver > LT.semver, return true (null set)
	// - If any C is a = range, and GT or LT are set, return false
	// - If EQ
	//   - If GT, and EQ does not satisfy GT, return true (null set)
	//   - If LT, and EQ does not satisfy LT, return true (null set)
	//   - If EQ satisfies every C, return true
	//   - Else return false
	// - If GT
	//   - If GT.semver is lower than any > or >= comp in C, return false
	//   - If GT is >=, and GT.semver does not satisfy every C, return false
	//   - If GT.semver has a prerelease, and not in prerelease mode
	//     - If no C has a prerelease and the GT.semver tuple, return false
	// - If LT
	//   - If LT.semver is greater than any < or <= comp in C, return false
	//   - If LT is <=, and LT.semver does not satisfy every C, return false
	//   - If LT.semver has a prerelease, and not in prerelease mode
	//     - If no C has a prerelease and the LT.semver tuple, return false
	// - Else return true

	const subset = (sub, dom, options = {}) => {
	  if (sub === dom) {
	    return true
	  }

	  sub = new Range(sub, options);
	  dom = new Range(dom, options);
	  let sawNonNull = false;

	  OUTER: for (const simpleSub of sub.set) {
	    for (const simpleDom of dom.set) {
	      const isSub = simpleSubset(simpleSub, simpleDom, options);
	      sawNonNull = sawNonNull || isSub !== null;
	      if (isSub) {
	        continue OUTER
	      }
	    }
	    // the null set is a subset of everything, but null simple ranges in
	    // a complex range should be ignored.  so if we saw a non-null range,
	    // then we know this isn't a subset, but if EVERY simple range was null,
	    // then it is a subset.
	    if (sawNonNull) {
	      return false
	    }
	  }
	  return true
	};

	const minimumVersionWithPreRelease = [new Comparator('>=0.0.0-0')];
	const minimumVersion = [new Comparator('>=0.0.0')];

	const simpleSubset = (sub, dom, options) => {
	  if (sub === dom) {
	    return true
	  }

	  if (sub.length === 1 && sub[0].semver === ANY) {
	    if (dom.length === 1 && dom[0].semver === ANY) {
	      return true
	    } else if (options.includePrerelease) {
	      sub = minimumVersionWithPreRelease;
	    } else {
	      sub = minimumVersion;
	    }
	  }

	  if (dom.length === 1 && dom[0].semver === ANY) {
	    if (options.includePrerelease) {
	      return true
	    } else {
	      dom = minimumVersion;
	    }
	  }

	  const eqSet = new Set();
	  let gt, lt;
	  for (const c of sub) {
	    if (c.operator === '>' || c.operator === '>=') {
	      gt = higherGT(gt, c, options);
	    } else if (c.operator === '<' || c.operator === '<=') {
	      lt = lowerLT(lt, c, options);
	    } else {
	      eqSet.add(c.semver);
	    }
	  }

	  if (eqSet.size > 1) {
	    return null
	  }

	  let gtltComp;
	  if (gt && lt) {
	    gtltComp = compare(gt.semver, lt.semver, options);
	    if (gtltComp > 0) {
	      return null
	    } else if (gtltComp === 0 && (gt.operator !== '>=' || lt.operator !== '<=')) {
	      return null
	    }
	  }

	  // will iterate one or zero times
	  for (const eq of eqSet) {
	    if (gt && !satisfies(eq, String(gt), options)) {
	      return null
	    }

	    if (lt && !satisfies(eq, String(lt), options)) {
	      return null
	    }

	    for (const c of dom) {
	      if (!satisfies(eq, String(c), options)) {
	        return false
	      }
	    }

	    return true
	  }

	  let higher, lower;
	  let hasDomLT, hasDomGT;
	  // if the subset has a prerelease, we need a comparator in the superset
	  // with the same tuple and a prerelease, or it's not a subset
	  let needDomLTPre = lt &&
	    !options.includePrerelease &&
	    lt.semver.prerelease.length ? lt.semver : false;
	  let needDomGTPre = gt &&
	    !options.includePrerelease &&
	    gt.semver.prerelease.length ? gt.semver : false;
	  // exception: <1.2.3-0 is the same as <1.2.3
	  if (needDomLTPre && needDomLTPre.prerelease.length === 1 &&
	      lt.operator === '<' && needDomLTPre.prerelease[0] === 0) {
	    needDomLTPre = false;
	  }

	  for (const c of dom) {
	    hasDomGT = hasDomGT || c.operator === '>' || c.operator === '>=';
	    hasDomLT = hasDomLT || c.operator === '<' || c.operator === '<=';
	    if (gt) {
	      if (needDomGTPre) {
	        if (c.semver.prerelease && c.semver.prerelease.length &&
	            c.semver.major === needDomGTPre.major &&
	            c.semver.minor === needDomGTPre.minor &&
	            c.semver.patch === needDomGTPre.patch) {
	          needDomGTPre = false;
	        }
	      }
	      if (c.operator === '>' || c.operator === '>=') {
	        higher = higherGT(gt, c, options);
	        if (higher === c && higher !== gt) {
	          return false
	        }
	      } else if (gt.operator === '>=' && !c.test(gt.semver)) {
	        return false
	      }
	    }
	    if (lt) {
	      if (needDomLTPre) {
	        if (c.semver.prerelease && c.semver.prerelease.length &&
	            c.semver.major === needDomLTPre.major &&
	            c.semver.minor === needDomLTPre.minor &&
	            c.semver.patch === needDomLTPre.patch) {
	          needDomLTPre = false;
	        }
	      }
	      if (c.operator === '<' || c.operator === '<=') {
	        lower = lowerLT(lt, c, options);
	        if (lower === c && lower !== lt) {
	          return false
	        }
	      } else if (lt.operator === '<=' && !c.test(lt.semver)) {
	        return false
	      }
	    }
	    if (!c.operator && (lt || gt) && gtltComp !== 0) {
	      return false
	    }
	  }

	  // if there was a < or >, and nothing in the dom, then must be false
	  // UNLESS it was limited by another range in the other direction.
	  // Eg, >1.0.0 <1.0.1 is still a subset of <2.0.0
	  if (gt && hasDomLT && !lt && gtltComp !== 0) {
	    return false
	  }

	  if (lt && hasDomGT && !gt && gtltComp !== 0) {
	    return false
	  }

	  // we needed a prerelease range in a specific tuple, but didn't get one
	  // then this isn't a subset.  eg >=1.2.3-pre is not a subset of >=1.0.0,
	  // because it includes prereleases in the 1.2.3 tuple
	  if (needDomGTPre || needDomLTPre) {
	    return false
	  }

	  return true
	};

	// >=1.2.3 is lower than >1.2.3
	const higherGT = (a, b, options) => {
	  if (!a) {
	    return b
	  }
	  const comp = compare(a.semver, b.semver, options);
	  return comp > 0 ? a
	    : comp < 0 ? b
	    : b.operator === '>' && a.operator === '>=' ? b
	    : a
	};

	// <=1.2.3 is higher than <1.2.3
	const lowerLT = (a, b, options) => {
	  if (!a) {
	    return b
	  }
	  const comp = compare(a.semver, b.semver, options);
	  return comp < 0 ? a
	    : comp > 0 ? b
	    : b.operator === '<' && a.operator === '<=' ? b
	    : a
	};

	subset_1 = subset;
	return subset_1;
}

var semver$1;
var hasRequiredSemver;

function requireSemver () {
	if (hasRequiredSemver) return semver$1;
	hasRequiredSemver = 1;

	// just pre-load all the stuff that index.js lazily exports
	const internalRe = requireRe();
	const constants = requireConstants();
	const SemVer = requireSemver$1();
	const identifiers = requireIdentifiers();
	const parse = requireParse();
	const valid = requireValid$1();
	const clean = requireClean();
	const inc = requireInc();
	const diff = requireDiff();
	const major = requireMajor();
	const minor = requireMinor();
	const patch = requirePatch();
	const prerelease = requirePrerelease();
	const compare = requireCompare();
	const rcompare = requireRcompare();
	const compareLoose = requireCompareLoose();
	const compareBuild = requireCompareBuild();
	const sort = requireSort();
	const rsort = requireRsort();
	const gt = requireGt();
	const lt = requireLt();
	const eq = requireEq();
	const neq = requireNeq();
	const gte = requireGte();
	const lte = requireLte();
	const cmp = requireCmp();
	const coerce = requireCoerce();
	const truncate = requireTruncate();
	const Comparator = requireComparator();
	const Range = requireRange();
	const satisfies = requireSatisfies();
	const toComparators = requireToComparators();
	const maxSatisfying = requireMaxSatisfying();
	const minSatisfying = requireMinSatisfying();
	const minVersion = requireMinVersion();
	const validRange = requireValid();
	const outside = requireOutside();
	const gtr = requireGtr();
	const ltr = requireLtr();
	const intersects = requireIntersects();
	const simplifyRange = requireSimplify();
	const subset = requireSubset();
	semver$1 = {
	  parse,
	  valid,
	  clean,
	  inc,
	  diff,
	  major,
	  minor,
	  patch,
	  prerelease,
	  compare,
	  rcompare,
	  compareLoose,
	  compareBuild,
	  sort,
	  rsort,
	  gt,
	  lt,
	  eq,
	  neq,
	  gte,
	  lte,
	  cmp,
	  coerce,
	  truncate,
	  Comparator,
	  Range,
	  satisfies,
	  toComparators,
	  maxSatisfying,
	  minSatisfying,
	  minVersion,
	  validRange,
	  outside,
	  gtr,
	  ltr,
	  intersects,
	  simplifyRange,
	  subset,
	  SemVer,
	  re: internalRe.re,
	  src: internalRe.src,
	  tokens: internalRe.t,
	  SEMVER_SPEC_VERSION: constants.SEMVER_SPEC_VERSION,
	  RELEASE_TYPES: constants.RELEASE_TYPES,
	  compareIdentifiers: identifiers.compareIdentifiers,
	  rcompareIdentifiers: identifiers.rcompareIdentifiers,
	};
	return semver$1;
}

var semverExports = requireSemver();
var semver = /*@__PURE__*/getDefaultExportFromCjs(semverExports);

const SEMVER_MODES = ['off', 'warn', 'enforce'];
const BUMP_RANK = { none: 0, patch: 1, minor: 2, major: 3 };
const BY_LEVEL = { breaking: 'major', 'effect-relevant': 'minor', cosmetic: 'patch' };
/** A loose version of one or two numbers (`1.4`, `v2`): semver.coerce reads it as 1.4.0, 2.0.0. */
const LOOSE = /^v?(0|[1-9]\d*)(\.(0|[1-9]\d*))?$/;
/**
 * The one version reader, for semver advice and approve-on-major-bump alike: semver 2.0.0 with
 * an optional leading `v` (the `semver` package), or a loose one of one or two numbers.
 */
function parseVersion(text) {
    return semver.parse(text) ?? (LOOSE.test(text) ? (semver.coerce(text) ?? undefined) : undefined);
}
/** semver precedence: -1, 0 or 1 (build metadata ignored). */
function compareVersions(a, b) {
    return semver.compare(a, b);
}
/** The bump the changes require, and the change that sets it. */
function requiredBump(changes) {
    let bump = 'none';
    let cause;
    for (const change of changes) {
        if (!ruleById(change.rule).bumps)
            continue; // the version string itself, not a reason to change it
        const needed = BY_LEVEL[change.level];
        if (BUMP_RANK[needed] > BUMP_RANK[bump])
            [bump, cause] = [needed, change];
    }
    return cause ? { bump, cause } : { bump };
}
/** The bump that takes `base` to `head` in the places that count (0.x read as semver reads it); `backwards` when head is lower. */
function actualBump(base, head) {
    const order = compareVersions(head, base);
    if (order < 0)
        return 'backwards';
    if (head.major !== base.major)
        return 'major';
    if (head.minor !== base.minor)
        return base.major === 0 ? 'major' : 'minor';
    if (head.patch !== base.patch)
        return base.major === 0 ? 'minor' : 'patch';
    return 'none'; // same version, or a later pre-release / the release of the same one
}
/**
 * The bump from one `serverInfo.version` to another (anything: a server sends what it likes), 0.x
 * read as semver reads it; undefined when either is not a version. What semver advice checks and
 * what approve-on-major-bump approves by: 0.4.2 → 0.5.0 is major for both, 1.4 → 2.0 too.
 */
function versionBump(base, head) {
    const [b, h] = [typeof base === 'string' ? parseVersion(base) : undefined, typeof head === 'string' ? parseVersion(head) : undefined];
    return b && h ? actualBump(b, h) : undefined;
}
/** The smallest version above `base` that carries `bump` (0.x: minor for major, patch for minor). */
function nextVersion(base, bump) {
    const { major, minor, patch } = base;
    if (bump === 'none')
        return core(base, true);
    if (base.prerelease.length)
        return `${major}.${minor}.${patch}`; // the release a pre-release leads to
    const effective = major === 0 ? { major: 'minor', minor: 'patch', patch: 'patch' }[bump] : bump;
    if (effective === 'major')
        return `${major + 1}.0.0`;
    if (effective === 'minor')
        return `${major}.${minor + 1}.0`;
    return `${major}.${minor}.${patch + 1}`;
}
function core(version, withPrerelease) {
    const text = `${version.major}.${version.minor}.${version.patch}`;
    return withPrerelease && version.prerelease.length ? `${text}-${version.prerelease.join('.')}` : text;
}
/** The advice for one comparison; `base` and `head` are `serverInfo.version` of each side (anything: a server sends what it likes). */
function semverAdvice(changes, base, head, mode) {
    const { bump, cause } = requiredBump(changes);
    const [baseText, headText] = [typeof base === 'string' ? base : null, typeof head === 'string' ? head : null];
    const common = { mode, required: bump, base: baseText, head: headText, ...(cause ? { cause: { rule: cause.rule, entity: cause.entity, fingerprint: cause.fingerprint } } : {}) };
    const why = cause ? `${bump} for ${cause.rule} on ${cause.entity}` : 'no change that needs a new version';
    const [b, h] = [baseText === null ? undefined : parseVersion(baseText), headText === null ? undefined : parseVersion(headText)];
    const describe = (text, parsed) => (text === null ? 'none' : parsed ? text : `${JSON.stringify(text.slice(0, 60))}, not semver`);
    const sides = `base ${describe(baseText, b)}, head ${describe(headText, h)}`;
    if (!b) {
        const missing = baseText === null ? 'the base contract has no serverInfo.version' : 'the base serverInfo.version is not a semver version';
        return { ...common, status: 'unknown', message: `cannot check the version: ${missing} (${sides}); the changes require a ${bump === 'none' ? 'no' : bump} bump` };
    }
    const requiredVersion = nextVersion(b, bump);
    if (!h) {
        const missing = headText === null ? 'the head has no serverInfo.version' : 'the head serverInfo.version is not a semver version';
        return { ...common, status: 'unknown', requiredVersion, message: `requires ${requiredVersion} (${sides}): cannot check, ${missing}` };
    }
    const actual = actualBump(b, h);
    if (actual === 'backwards')
        return { ...common, status: 'too-small', requiredVersion, message: `requires ${requiredVersion} (${sides}): the head version is lower than the base (${why})` };
    const preReleaseSeries = b.prerelease.length > 0 && core(b, false) === core(h, false);
    const enough = preReleaseSeries || BUMP_RANK[actual] >= BUMP_RANK[bump];
    const status = enough ? 'ok' : 'too-small';
    const tail = preReleaseSeries && bump !== 'none' ? `; pre-releases of ${core(b, false)} may carry any change` : '';
    return { ...common, status, requiredVersion, message: `requires ${requiredVersion} (${sides})${enough ? ': ok' : `: too small, ${why}`}${tail}` };
}

const REPORT_FORMAT = 'mcp-contract-report';
const REPORT_FORMAT_VERSION = 1;
/** The level a semver bump stands for: the changes that require it. */
const BUMP_LEVEL = { major: 'breaking', minor: 'effect-relevant', patch: 'cosmetic', none: 'cosmetic' };
function causeItem(cause) {
    const server = cause.server;
    switch (cause.kind) {
        case 'error':
            return { kind: 'error', server, exitCode: cause.exitCode, message: oneLine(cause.message, 1000) };
        case 'change':
        case 'unapproved': {
            // An unapproved fingerprint a report file holds without its change names no rule: empty, not invented.
            const change = cause.change;
            const fingerprint = change?.fingerprint ?? (cause.kind === 'unapproved' ? cause.fingerprint : '');
            return { kind: cause.kind, server, fingerprint, rule: change?.rule ?? '', level: cause.level, entity: change?.entity ?? '', pointer: change?.pointer ?? '' };
        }
        case 'evidence': {
            const { check, subject } = cause.evidence;
            return { kind: 'evidence', server, fingerprint: `evidence:${check}:${subject}`, rule: evidenceRuleId(check), level: cause.level, entity: subject, pointer: '' };
        }
        case 'semver': {
            const { advice } = cause;
            const level = BUMP_LEVEL[advice.required];
            return { kind: 'semver', server, fingerprint: `semver:${advice.required}:${advice.head ?? ''}`, rule: 'semver-bump-too-small', level, entity: 'server', pointer: '/serverInfo/version' };
        }
    }
}
/** Breaking first, then effect-relevant, then cosmetic; in the comparison's order within a level. */
function worstFirst(changes) {
    return [...changes].sort((a, b) => rankOf(b.level) - rankOf(a.level));
}
/** Every format reads a server's changes (and its intended ones) worst first. */
function worstFirstIn(server) {
    return { ...server, changes: worstFirst(server.changes), ...(server.review ? { review: { ...server.review, changes: worstFirst(server.review.changes) } } : {}) };
}
function countLevels(changes) {
    const counts = Object.fromEntries(LEVELS.map((level) => [level, 0]));
    for (const change of changes)
        counts[change.level]++;
    return counts;
}
/** One server's part of the report, its contract path relative to `cwd`. */
function serverReportOf(outcome, cwd) {
    return {
        name: outcome.name,
        contract: relative(cwd, outcome.contractFile).split('\\').join('/') || outcome.contractFile,
        status: outcome.error ? 'error' : 'compared',
        ...(outcome.error ? { error: outcome.error } : {}),
        ...(outcome.current ? { protocol: outcome.current.protocol, capabilities: outcome.current.capabilities } : {}),
        highest: highestLevel(outcome.changes.map((c) => c.level)),
        counts: countLevels(outcome.changes),
        changes: outcome.changes,
        notes: outcome.notes,
        ...(outcome.evidence?.length ? { evidence: outcome.evidence } : {}),
        ...(outcome.review ? { review: reviewReport(outcome.review) } : {}),
    };
}
/** The top level from the servers' parts: counts, highest level, verdict (unapproved breaking intended changes fail). */
function assembleReport(reports, failOn) {
    const servers = reports.map(worstFirstIn);
    const all = servers.flatMap((server) => server.changes);
    const highest = highestLevel(all.map((c) => c.level));
    const decision = decideGate(servers, failOn);
    return {
        format: REPORT_FORMAT,
        formatVersion: REPORT_FORMAT_VERSION,
        verdict: decision.verdict,
        failOn,
        highest,
        counts: countLevels(all),
        servers,
        causes: decision.causes.map(causeItem),
    };
}
function reviewReport(review) {
    return {
        base: review.base,
        highest: highestLevel(review.changes.map((c) => c.level)),
        counts: countLevels(review.changes),
        changes: review.changes,
        approved: review.approved,
        unapproved: review.unapproved,
        ...(review.note ? { note: review.note } : {}),
    };
}
function reportJson(report) {
    // Sorted keys, LF, trailing newline: the same run gives the same bytes.
    return `${JSON.stringify(sortKeysDeep(report), null, 2)}\n`;
}
/** The run's exit code, as the gate decided it: a golden-file or config problem (2) before a discovery failure (3), then 1 on a failure. */
function exitCodeOf(report) {
    return decideGate(report.servers, report.failOn).exitCode;
}

/**
 * The version bump a change needs. On a pull request with a review, the intended change
 * (golden at the base against golden at the head) and the versions those contracts carry;
 * otherwise the drift (golden against live) and theirs.
 */
function adviceOf(outcome, drift, mode, server) {
    const review = outcome.review;
    if (review && !review.note && review.versions)
        return semverAdvice(applyIgnore(review.changes, server?.ignore ?? []).kept, review.versions.base, review.versions.head, mode);
    if (!outcome.golden || !outcome.current)
        return undefined;
    return semverAdvice(drift, outcome.golden.serverInfo?.version, outcome.current.serverInfo?.version, mode);
}
/**
 * The report the gate decides on: each server's levels and ignore entries applied before the
 * gate (the ignored changes listed, not counted), and semver advice where it is asked for (the flag wins
 * over the server's setting, which wins over the config's top level).
 */
function gatedReport(outcomes, configured, failOn, semverFlag, cwd) {
    const servers = outcomes.map((outcome, index) => {
        const server = configured[index];
        const levels = levelSettingsOf(server);
        const { kept, ignored } = applyIgnore(applyLevels(outcome.changes, levels), server?.ignore ?? []);
        const gated = { ...outcome, changes: kept };
        const mode = semverFlag ?? server?.semver ?? 'off';
        const advice = mode === 'off' || outcome.error ? undefined : adviceOf(gated, kept, mode, server);
        return { ...serverReportOf(gated, cwd), ...(advice ? { semver: advice } : {}), ...(ignored.length ? { ignored } : {}) };
    });
    return assembleReport(servers, failOn);
}

/** Unified diffs of every entity whose definition differs between two contracts (the diff library, not hand-rolled), headed by the two sides' names. */
function definitionDiffs(before, after, labels = ['golden', 'live']) {
    if (!before || !after)
        return [];
    const diffs = [];
    for (const { collection, kind } of COLLECTIONS) {
        const keys = [...new Set([...Object.keys(before[collection]), ...Object.keys(after[collection])])].sort();
        for (const key of keys) {
            const [b, a] = [ownValue(before[collection], key), ownValue(after[collection], key)];
            if (b?.digest === a?.digest)
                continue;
            const text = (entity) => (entity ? stableJson(entity.definition) : '');
            const patch = createTwoFilesPatch(labels[0], labels[1], text(b), text(a), undefined, undefined, { context: 3 });
            diffs.push({ entity: entityName(kind, key), patch: patch.split('\n').slice(1).join('\n') }); // drop the '====' banner
        }
    }
    return diffs;
}

/**
 * Server-controlled text in GitHub Markdown. A tool name or description must not break a
 * table, close a block, ping anyone, link or load an image, reference an issue, or carry the
 * gate's own hidden markers: every such character is neutralised. Rendered, the text reads as
 * sent, its invisible characters as escapes (oneLine).
 */
const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~:]/g;
/** Inline text for paragraphs and table cells: one line, HTML escaped, Markdown punctuation escaped, mentions, references and autolinks broken. */
function mdText(text, max = 300) {
    return unlinked(oneLine(text, max))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`);
}
/** Text inside an HTML element (a <summary>): no Markdown is parsed there, so only HTML, markers, mentions and links matter. */
function htmlText(text, max = 200) {
    return withoutMarkers(unlinked(oneLine(text, max)))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
/**
 * What GitHub links in rendered text, escaped or not: autolinks (it resolves escapes first, so
 * the pattern itself is broken), mentions (a team ping), and issue references (`#12`, `GH-7`,
 * `owner/repo#5`: each a cross-reference event on that issue). A word joiner inside each.
 */
function unlinked(text) {
    return text
        .replace(/:\/\//g, `:${JOINER}//`)
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${JOINER}.`)
        .replace(/@/g, `@${JOINER}`)
        .replace(/#(?=[0-9])/g, `#${JOINER}`)
        .replace(/\bGH-(?=[0-9])/gi, (gh) => `${gh}${JOINER}`);
}
/**
 * The gate's hidden markers (`<!-- mcp-contract-gate:cause ...`, `...:comment ...`) out of text
 * that is not escaped as Markdown (code, HTML): a bot that reads the first match reads the gate's.
 */
function withoutMarkers(text) {
    return text.replace(/<!--/g, `<!${JOINER}--`).replace(/mcp-contract-gate:/gi, (marker) => `${marker.slice(0, -1)}${JOINER}:`);
}
/** A fenced code block whose fence is longer than any backtick run inside, so the content cannot close it. */
function codeBlock(text, language = '') {
    const content = withoutMarkers(showInvisible(text));
    let longest = 0; // a loop, not Math.max(...runs): a 100k-change report has more runs than the call stack takes arguments
    for (const run of content.matchAll(/`+/g))
        longest = Math.max(longest, run[0].length);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const body = content.endsWith('\n') ? content : `${content}\n`;
    return `${fence}${language}\n${body}${fence}`;
}
/** An inline code span for server-controlled text: one line, a backtick run longer than any inside. */
function codeSpan(text, max = 200) {
    const short = withoutMarkers(oneLine(text, max));
    const longest = Math.max(0, ...[...short.matchAll(/`+/g)].map((match) => match[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence} ${short} ${fence}`;
}
/** An HTML comment that carries data for bots: base64, so no `-->` can end it early. */
function hiddenData(label, data) {
    return `<!-- ${label} ${Buffer.from(data, 'utf8').toString('base64')} -->`;
}

/** From this many entities on, an identical change is told once. */
const SHARED_FROM = 3;
function clusterChanges(changes) {
    const byKey = new Map();
    for (const change of changes) {
        const key = sharedKey(change);
        const group = byKey.get(key);
        if (group)
            group.push(change);
        else
            byKey.set(key, [change]);
    }
    const shared = new Set();
    const clusters = [];
    for (const group of byKey.values()) {
        const entities = [...new Set(group.map((change) => change.entity))];
        if (entities.length < SHARED_FROM)
            continue;
        group.forEach((change) => shared.add(change));
        clusters.push({ kind: 'shared', change: group[0], changes: group, place: placeInEntity(group[0]), entities });
    }
    const rest = changes.filter((change) => !shared.has(change));
    for (const [entity, group] of groupByEntity(rest))
        clusters.push({ kind: 'entity', entity, changes: group });
    // Worst first, and otherwise as they came (sort is stable).
    const worst = new Map(clusters.map((cluster) => [cluster, worstRank(cluster)]));
    return clusters.sort((a, b) => worst.get(b) - worst.get(a));
}
function worstRank(cluster) {
    if (cluster.kind === 'shared')
        return rankOf(cluster.change.level);
    let rank = 0;
    for (const change of cluster.changes)
        rank = Math.max(rank, rankOf(change.level));
    return rank;
}
/** "80 tools", or "5 entities" where kinds are mixed. */
function entitiesLabel(entities) {
    const kinds = new Set(entities.map((entity) => entity.slice(0, entity.indexOf(':'))));
    const kind = kinds.size === 1 ? [...kinds][0] : 'entitie';
    return `${entities.length} ${kind}s`;
}
/** The pointer below the entity's definition: `/tools/a/definition/inputSchema/x` → `/inputSchema/x`. */
function placeInEntity(change) {
    return change.pointer.replace(/^\/[^/]+\/[^/]+(\/definition)?/, '');
}
/**
 * The message carries the values (`maxLength 100 → 50`): with the rule and the place, it names
 * the change. The same narrowing can have a different witness per entity (another property
 * already bounded), so the witness, canonical, splits clusters too.
 */
function sharedKey(change) {
    const witness = change.witness ? canonicalJson(change.witness) : '';
    return `${change.rule}\u0000${change.level}\u0000${placeInEntity(change)}\u0000${change.message}\u0000${witness}`;
}
/** Changes by entity, in first-seen order; linear however many changes one entity has. */
function groupByEntity(changes) {
    const groups = new Map();
    for (const change of changes) {
        const group = groups.get(change.entity);
        if (group)
            group.push(change);
        else
            groups.set(change.entity, [change]);
    }
    return groups;
}

// The gate's decision as every output prints it: the verdict, and each cause a bot can act on.
/** The decision of a report: the one `decideGate` every format reads (never re-derived from the changes). */
function decisionOf(report) {
    return decideGate(report.servers, report.failOn);
}
function headlineOf(report) {
    const reviews = report.servers.flatMap((server) => (server.review ? [server.review] : []));
    const intended = highestLevel(reviews.flatMap((review) => review.changes.map((change) => change.level)));
    const level = highestLevel([report.highest, intended].filter((l) => l !== 'none'));
    return {
        level,
        drift: report.highest,
        intended,
        approved: reviews.flatMap((review) => review.approved.map((approval) => approval.fingerprint)),
        unapproved: reviews.flatMap((review) => review.unapproved),
    };
}
/**
 * The cause document in at most `maxLength` characters of JSON: causes are dropped from the
 * lowest level up (a breaking one never goes while a lower one stays), and `trimmed` says how
 * many of which level went and where they are.
 */
function causeDocument(report, maxLength) {
    const headline = headlineOf(report);
    const all = decisionOf(report).causes.map(causeItem);
    const head = {
        verdict: report.verdict,
        failOn: report.failOn,
        highest: headline.level,
        driftHighest: headline.drift,
        intendedHighest: headline.intended,
        counts: report.counts,
        servers: report.servers.map((s) => ({ name: s.name, status: s.status, highest: s.highest, approved: s.review?.approved.map((a) => a.fingerprint) ?? [] })),
    };
    // Room for `trimmed` itself, then causes kept worst first (errors lead) while they fit.
    const room = maxLength - JSON.stringify(head).length - 200;
    const kept = keptWorstFirst(all, room);
    if (kept.length === all.length)
        return { ...head, causes: all };
    const left = {};
    for (const item of all.slice(kept.length))
        if (item.kind !== 'error')
            left[item.level] = (left[item.level] ?? 0) + 1;
    return { ...head, causes: kept, trimmed: { listed: kept.length, total: all.length, left, rest: 'the JSON report (the report-path output) lists every change' } };
}
/** The longest prefix of the causes, ordered by level (stable), whose JSON fits in `room`. */
function keptWorstFirst(items, room) {
    const rank = (item) => (item.kind === 'error' ? 4 : rankOf(item.level));
    const ordered = items.map((item, index) => ({ item, index })).sort((a, b) => rank(b.item) - rank(a.item) || a.index - b.index);
    let used = 2;
    let count = 0;
    for (const { item } of ordered) {
        used += JSON.stringify(item).length + 1;
        if (used > room)
            break;
        count++;
    }
    return ordered.slice(0, count).map(({ item }) => item);
}
/** "2 breaking changes, 1 unapproved breaking intended change, 1 failed check": the causes counted by kind, for a headline. */
function causesText(decision) {
    const count = (test) => decision.causes.filter(test).length;
    const levels = ['breaking', 'effect-relevant', 'cosmetic'];
    const parts = [
        [count((c) => c.kind === 'error'), 'server not compared', 'servers not compared'],
        ...levels.map((level) => [count((c) => c.kind === 'change' && c.level === level), `${level} change`, `${level} changes`]),
        [count((c) => c.kind === 'unapproved'), 'unapproved breaking intended change', 'unapproved breaking intended changes'],
        ...levels.map((level) => [count((c) => c.kind === 'evidence' && c.level === level), `${level} failed check`, `${level} failed checks`]),
        [count((c) => c.kind === 'semver'), 'version bump too small (semver: enforce)', 'version bumps too small (semver: enforce)'],
    ];
    return parts
        .filter(([n]) => n > 0)
        .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
        .join(', ');
}

const COLOURS = {
    breaking: '\u001b[31m',
    'effect-relevant': '\u001b[33m',
    cosmetic: '\u001b[36m',
    pass: '\u001b[32m',
    fail: '\u001b[31m',
    error: '\u001b[31m',
    dim: '\u001b[2m',
};
const RESET = '\u001b[0m';
const MARK = { breaking: '✖', 'effect-relevant': '▲', cosmetic: '·' };
/**
 * A readable, grouped diff for a terminal. Server text passes through oneLine(), which
 * removes control characters and shows invisible ones: a tool description cannot move the
 * cursor or forge lines, nor a name read as another. Workflow commands are the writer's
 * business (forLog, where the CLI and the action write).
 */
function renderTerminal(report, title, colour, findingsOnly = false) {
    const paint = painter(colour);
    const verdict = `${paint(report.verdict, report.verdict.toUpperCase())} (highest: ${report.highest}, fail-on: ${report.failOn})`;
    const lines = [`${title}: ${findingsOnly ? `${findings(report)}${worstOf(report)}` : `${verdict}${worstCause(report)}`}`];
    // Appended one by one: spreading 100k lines into push() exceeds the call stack.
    for (const server of report.servers)
        append(lines, [''], renderServer(server, paint));
    return `${lines.join('\n')}\n`;
}
/** What a report that gates nothing found (diff without --fail-on): no verdict, the highest level and the counts. */
function findings({ highest, counts }) {
    return `highest: ${highest}; ${counts.breaking} breaking, ${counts['effect-relevant']} effect-relevant, ${counts.cosmetic} cosmetic`;
}
/** The first line names the worst change (changes come worst first), then how many more. */
function worstOf(report) {
    const all = report.servers.flatMap((server) => server.changes);
    if (all.length === 0)
        return '';
    const [worst] = all;
    return ` — ${worst.level} ${worst.rule} (${oneLine(worst.entity, 120)})${all.length > 1 ? `, and ${all.length - 1} more` : ''}`;
}
/** A gate's first line names its worst cause (decideGate's order), then how many more; a pass, its worst change. */
function worstCause(report) {
    const { causes } = decisionOf(report);
    if (causes.length === 0)
        return worstOf(report);
    const more = causes.length > 1 ? `, and ${causes.length - 1} more cause${causes.length === 2 ? '' : 's'}` : '';
    return ` — ${causeText(causes[0])}${more}`;
}
function causeText(cause) {
    const where = (entity) => (entity === undefined ? '' : ` (${oneLine(entity, 120)})`);
    switch (cause.kind) {
        case 'error':
            return `${JSON.stringify(oneLine(cause.server, 80))} not compared`;
        case 'change':
            return `${cause.level} ${cause.change.rule}${where(cause.change.entity)}`;
        case 'unapproved':
            return `unapproved breaking intended change ${cause.change ? `${cause.change.rule}${where(cause.change.entity)}` : oneLine(cause.fingerprint, 40)}`;
        case 'evidence':
            return `${cause.level} failed check ${cause.evidence.check}${where(cause.evidence.subject)}`;
        case 'semver':
            return `semver: ${oneLine(cause.advice.message, 300)}`;
    }
}
function painter(colour) {
    return (key, text) => (colour ? `${COLOURS[key]}${text}${RESET}` : text);
}
function serverLine(server) {
    // A report file (mode: report) is read, not made: its contract and protocol are text like the server's.
    const protocol = server.protocol ? ` — ${oneLine(server.protocol.revision, 40)} (${oneLine(server.protocol.era, 40)} era)` : '';
    return `server ${JSON.stringify(oneLine(server.name, 80))} — ${oneLine(server.contract, 1000)}${protocol}`;
}
function errorLine(error, paint) {
    return `  ${paint('error', 'error')}: ${oneLine(error.message, 1000)}`;
}
function renderServer(server, paint) {
    const lines = [serverLine(server)];
    if (server.error)
        return [...lines, errorLine(server.error, paint)];
    if (server.changes.length === 0)
        lines.push(server.ignored?.length ? '  in sync: no change but the ignored ones' : '  in sync: no change');
    else
        lines.push(`  ${countsText$1(server.counts)}`);
    append(lines, clusterLines$1(server.changes, paint), renderIgnored(server, paint), renderSemver(server, paint));
    for (const note of server.notes)
        lines.push(`  note: ${oneLine(note, 500)}`);
    return append(lines, renderEvidence(server, paint), reviewLines(server, paint));
}
function countsText$1(counts) {
    return `${counts.breaking} breaking · ${counts['effect-relevant']} effect-relevant · ${counts.cosmetic} cosmetic`;
}
/** Changes grouped by entity, an identical change in several entities told once. */
function clusterLines$1(changes, paint) {
    const lines = [];
    for (const cluster of clusterChanges(changes)) {
        if (cluster.kind === 'shared') {
            lines.push(`  in ${entitiesLabel(cluster.entities)}: ${oneLine(listed(cluster.entities), 600)}`);
            append(lines, changeLines(cluster.change, cluster.place, paint));
            continue;
        }
        lines.push(`  ${oneLine(cluster.entity, 200)}`);
        for (const change of cluster.changes)
            append(lines, changeLines(change, change.pointer, paint));
    }
    return lines;
}
/** Breaking intended changes named one by one (by fingerprint, rule and entity), up to this many. */
const APPROVALS_LISTED = 20;
/** The intended change (golden at the base against golden at the head), and what approved its breaking changes or did not. */
function reviewLines(server, paint) {
    const review = server.review;
    if (!review)
        return [];
    const base = oneLine(review.base.slice(0, 12), 12);
    if (review.note)
        return [`  intended change: no review against the base ${base}: ${oneLine(review.note, 300)}`];
    if (review.changes.length === 0)
        return [`  intended change: none since the base ${base}`];
    const lines = [`  intended change since the base ${base}: ${countsText$1(review.counts)}`];
    append(lines, clusterLines$1(review.changes, paint));
    const named = (fingerprint) => {
        const change = review.changes.find((c) => c.fingerprint === fingerprint);
        return `${oneLine(fingerprint, 40)}${change ? ` ${change.rule} (${oneLine(change.entity, 120)})` : ''}`;
    };
    const decided = [
        ...review.approved.map((approval) => `  approved ${named(approval.fingerprint)} by ${oneLine(approval.by, 200)}`),
        ...review.unapproved.map((fingerprint) => `  ${paint('fail', 'unapproved')} ${named(fingerprint)}`),
    ];
    append(lines, decided.slice(0, APPROVALS_LISTED));
    if (decided.length > APPROVALS_LISTED)
        lines.push(`  and ${decided.length - APPROVALS_LISTED} more (all of them are in the JSON report, review)`);
    return lines;
}
function changeLines(change, pointer, paint) {
    const lines = [`    ${paint(change.level, `${MARK[change.level]} ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(pointer, 200))}`, `      ${oneLine(change.message, 500)}`];
    if (change.levelSetBy)
        lines.push(`      level set by the config (${oneLine(change.levelSetBy.origin, 200)}); the rule says ${change.levelSetBy.ruleLevel}`);
    if (change.witness)
        lines.push(`      ${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}: ${oneLine(JSON.stringify(change.witness.value) ?? 'null', 300)}`);
    return lines;
}
/** The first entities of a cluster by name, then how many more. */
function listed(entities, shown = 8) {
    return entities.slice(0, shown).join(', ') + (entities.length > shown ? `, … (${entities.length - shown} more)` : '');
}
/** Ignored changes are listed, with the reason the config gives: never silent. */
function renderIgnored(server, paint) {
    const ignored = server.ignored ?? [];
    if (ignored.length === 0)
        return [];
    const lines = [`  ignored by the config (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}`];
    for (const { change, reason } of ignored) {
        lines.push(`    ${paint('dim', `○ ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(change.pointer, 200))}`);
        lines.push(`      ${oneLine(change.entity, 200)}: ${oneLine(change.message, 500)}`, `      reason: ${oneLine(reason, 300)}`);
    }
    return lines;
}
function renderSemver(server, paint) {
    const semver = server.semver;
    if (!semver)
        return [];
    const failing = semver.status === 'too-small' && semver.mode === 'enforce';
    const label = semver.status === 'too-small' ? paint(failing ? 'fail' : 'effect-relevant', `semver (${semver.mode})`) : `semver (${semver.mode})`;
    return [`  ${label}: ${oneLine(semver.message, 500)}`];
}
function renderEvidence(server, paint) {
    const evidence = server.evidence ?? [];
    if (evidence.length === 0)
        return [];
    const passedCount = evidence.filter((e) => e.status === 'pass').length;
    const lines = [`  evidence: ${passedCount} passed, ${evidence.filter((e) => e.status === 'fail').length} failed`];
    for (const item of evidence) {
        if (item.status === 'pass')
            continue;
        const mark = item.status === 'fail' && item.level ? paint(item.level, `${MARK[item.level]} ${item.level.padEnd(15)}`) : `  ${'info'.padEnd(15)}`;
        lines.push(`    ${mark} ${item.check}  ${oneLine(item.subject, 120)}`, `      ${oneLine(item.message, 500)}`);
    }
    return lines;
}
/** Appends lists of lines to `lines` without spreading them into arguments (no call-stack limit). */
function append(lines, ...more) {
    for (const list of more)
        for (const line of list)
            lines.push(line);
    return lines;
}

/** Ignored changes listed one by one in Markdown (a comment has a size limit); the JSON report has them all. */
const IGNORED_LISTED = 50;
/** Markdown for the parts of a server's report that the CLI adds: semver advice and ignored changes. Empty when absent. */
function semverAndIgnoredMarkdown(server) {
    const lines = [];
    const semver = server.semver;
    if (semver) {
        const mark = semver.status === 'ok' ? '✅' : semver.status === 'unknown' ? 'ℹ️' : semver.mode === 'enforce' ? '❌' : '⚠️';
        lines.push(`**Semver** (${semver.mode}). ${mark} ${mdText(semver.message, 500)}`, '');
    }
    const ignored = server.ignored ?? [];
    if (ignored.length) {
        lines.push(`**Ignored by the config** (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}.`, '');
        for (const { change, reason } of ignored.slice(0, IGNORED_LISTED)) {
            lines.push(`- ○ ${change.level} · \`${change.rule}\` · ${mdText(change.entity, 120)}: ${mdText(change.message, 400)} · reason: ${mdText(reason, 300)}`);
        }
        if (ignored.length > IGNORED_LISTED)
            lines.push(`- and ${ignored.length - IGNORED_LISTED} more (all of them are in the JSON report, \`ignored\`)`);
        lines.push('');
    }
    return lines;
}

/** The label that approves every breaking intended change of a pull request (action input approve-label). */
const DEFAULT_APPROVE_LABEL = 'mcp-contract:approved-breaking';
/** Where acceptances are committed (action input policy-file; the CLI's --policy-file). */
const DEFAULT_POLICY_FILE = 'mcp-contract.policy.yaml';
/** An acceptance past its `expires` day approves nothing (the day itself still counts). */
function hasLapsed(acceptance, today) {
    return acceptance.expires !== undefined && acceptance.expires < today;
}
/** The entries that name a change: by its fingerprint, or by one a retired id of its rule gave it. */
function acceptancesOf(change, acceptances) {
    const names = fingerprintsOf(change);
    return acceptances.filter((entry) => names.includes(entry.fingerprint));
}
/** Breaking intended changes need an approval: the label, an unexpired acceptance entry, or (if enabled) a major version bump. */
function approveBreaking(changes, settings, versions) {
    const approved = [];
    const unapproved = [];
    const labelled = settings.prLabels.includes(settings.label);
    // The version reader of semver advice: 0.4.2 → 0.5.0 is a major bump here as there, 1.4 → 2.0 too.
    const bumped = settings.majorBumpApproves && versionBump(versions.base, versions.head) === 'major';
    for (const change of changes) {
        if (change.level !== 'breaking')
            continue;
        const acceptance = acceptancesOf(change, settings.acceptances).find((entry) => !hasLapsed(entry, settings.today));
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

/** The hidden first line that finds this workflow's sticky comment again. */
function commentMarker(key) {
    return `<!-- mcp-contract-gate:comment ${htmlText(key, 200)} -->`;
}
const CAUSE_LABEL = 'mcp-contract-gate:cause';
/** GitHub refuses an issue comment over 65,536 characters. */
const COMMENT_LIMIT = 65_536;
/** A job summary may be 1 MiB; keep well inside it. */
const SUMMARY_LIMIT = 1_000_000;
/** The approval ways where the run does not say (a report format of the CLI): the defaults. */
const DEFAULT_APPROVAL = { label: DEFAULT_APPROVE_LABEL, policyFile: DEFAULT_POLICY_FILE, majorBump: false };
const ICON = { breaking: '🔴', 'effect-relevant': '🟠', cosmetic: '⚪' };
const VERDICT = { pass: '✅ MCP contract: pass', fail: '❌ MCP contract: fail', error: '⚠️ MCP contract: error' };
/**
 * The PR comment and job summary. Sections are laid out in full; if the text is over the
 * limit, the definition diffs go first, then changes from the lowest level up, and a pointer
 * to the full report is added. Server text only ever passes through mdText/htmlText or a code
 * fence it cannot close, and only after the hidden cause.
 */
function renderMarkdown(report, options) {
    // A comment (or a file the size of one) shows about COMMENT_CHANGE_LINES lines of changes; the job summary all it can.
    const first = options.limit <= COMMENT_LIMIT ? COMMENT_CHANGE_LINES : Infinity;
    const budgets = [...new Set([first, COMMENT_CHANGE_LINES, SHORT_CHANGE_LINES, 0])].filter((lines) => lines <= first);
    const attempts = [{ diffs: true, lines: first }, ...budgets.map((lines) => ({ diffs: false, lines }))];
    // Each listed change takes at least MIN_CHANGE_LINE characters: when they cannot fit, do not lay them out to find out.
    const listed = report.servers.reduce((sum, server) => sum + server.changes.length + (server.review?.changes.length ?? 0), 0);
    const possible = attempts.filter((include) => Math.min(listed, include.lines) * MIN_CHANGE_LINE <= options.limit);
    const cause = options.comparison && !options.comparison.gate ? '' : causeComment(report, options.limit);
    for (const include of possible) {
        const text = compose(report, options, cause, include, include !== attempts[0]);
        if (text.length <= options.limit)
            return text;
    }
    return compose(report, options, cause, { diffs: false, lines: 0 }, true).slice(0, options.limit);
}
/** The shortest a listed change can be: `- ⚪ **cosmetic** · `x` · ` and its message. */
const MIN_CHANGE_LINE = 20;
function compose(report, options, cause, include, trimmed) {
    const parts = [];
    if (options.marker)
        parts.push(options.marker);
    // The cause before any server text: a bot that reads the first match reads the gate's.
    parts.push(`## ${heading(report, options.comparison)}`, ...(cause ? [cause] : []), '');
    append(parts, headlineText(report, headlineOf(report), options.comparison), ['']);
    append(parts, countsTable(report, options.comparison), ['']);
    if (trimmed)
        parts.push(`> [!NOTE]\n> Trimmed to fit; the full report ${fullReportWhere(options)}.`, '');
    for (const server of report.servers)
        append(parts, serverSection(server, options, include), ['']);
    append(parts, footer(options));
    return `${parts
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd()}\n`;
}
/** Where what a trimmed page left out is. */
function fullReportWhere(options) {
    if (options.fullReportUrl)
        return `is in the [job summary](${options.fullReportUrl}) and the JSON report`;
    return options.marker ? 'is the JSON report (the report-path output)' : 'is the JSON report (`--format json=FILE`)';
}
/** The verdict; a comparison without --fail-on has none, only the two files' names. */
function heading(report, comparison) {
    if (!comparison)
        return VERDICT[report.verdict];
    const files = `${mdText(comparison.before, 200)} → ${mdText(comparison.after, 200)}`;
    return comparison.gate ? `${VERDICT[report.verdict]} · ${files}` : `MCP contract diff: ${files}`;
}
/** The highest level (split into drift and intended change where a review ran), what the gate fails on, and why it failed. */
function headlineText(report, headline, comparison) {
    const reviewed = report.servers.some((server) => server.review);
    const split = reviewed ? ` (live vs golden: ${headline.drift}; intended change: ${headline.intended}${headline.unapproved.length ? `, **${headline.unapproved.length} unapproved**` : ''})` : '';
    const errors = report.servers.filter((server) => server.status === 'error').length;
    const level = `Highest change: **${headline.level}**${split}${errors ? ` · **${errors} server${errors === 1 ? '' : 's'} not compared**` : ''}`;
    if (comparison && !comparison.gate)
        return [`${level} · a comparison, not a gate: no verdict (\`--fail-on\` makes it one).`];
    const failsOn = comparison ? `fails on: **${report.failOn}** and above.` : `fails on: **${report.failOn}** and above, and on unapproved breaking intended changes.`;
    const why = causesText(decisionOf(report));
    return [`${level} · ${failsOn}`, ...(why ? ['', `**Why it ${report.verdict === 'error' ? 'could not decide' : 'fails'}:** ${why}.`] : [])];
}
function footer(options) {
    if (!options.fullReportUrl)
        return [];
    return [`[Workflow run](${options.fullReportUrl}) · the full JSON report is the \`report-path\` output${options.rulesUrl ? ` · [rule catalogue](${options.rulesUrl})` : ''}`, ''];
}
/**
 * The page a gate that could not run at all shows (a config or input error, a broken policy
 * file): the cause, where the job summary and the sticky comment would otherwise be silent.
 */
function renderFailureMarkdown(message, options) {
    const parts = [];
    if (options.marker)
        parts.push(options.marker);
    parts.push(`## ${VERDICT.error}`, hiddenData(CAUSE_LABEL, JSON.stringify({ verdict: 'error', error: message })), '');
    parts.push(`**The gate could not run.** ${mdText(message, 1000)}`, '');
    append(parts, footer(options));
    return `${parts.join('\n').trimEnd()}\n`;
}
/** A row per comparison: live vs golden (or OLD → NEW), and the intended change where a review ran, with its unapproved breaking changes. */
function countsTable(report, comparison) {
    const rows = report.servers.flatMap((server) => {
        const failing = (server.evidence ?? []).filter((e) => e.status === 'fail').length;
        const name = mdText(server.name, 80);
        const changed = server.changes.length === 0 ? 'no change' : `${server.changes.length} change${server.changes.length === 1 ? '' : 's'}`;
        const state = comparison
            ? `${mdText(comparison.before, 100)} → ${mdText(comparison.after, 100)}: ${server.status === 'error' ? 'not compared' : changed}`
            : `live vs golden: ${server.status === 'error' ? 'not compared' : server.changes.length === 0 ? 'in sync' : 'drift'}`;
        const drift = `| ${name} | ${state}${failing ? `; ${failing} check${failing === 1 ? '' : 's'} failed` : ''} | ${countCells(server.counts)} | — |`;
        const review = server.review;
        if (!review)
            return [drift];
        const unapproved = review.unapproved.length ? `**${review.unapproved.length}**` : '0';
        return [drift, `| ${name} | intended change (PR): ${reviewState(review)} | ${countCells(review.counts)} | ${unapproved} |`];
    });
    return ['| server | comparison | breaking | effect-relevant | cosmetic | unapproved |', '| --- | --- | ---: | ---: | ---: | ---: |', ...rows];
}
function countCells(counts) {
    return `${counts.breaking} | ${counts['effect-relevant']} | ${counts.cosmetic}`;
}
function reviewState(review) {
    if (review.note)
        return 'no baseline';
    if (review.changes.length === 0)
        return 'none';
    return `${review.changes.length} change${review.changes.length === 1 ? '' : 's'}`;
}
function ruleRef(rule, options) {
    return options.rulesUrl ? `[\`${rule}\`](${options.rulesUrl}#${encodeURIComponent(rule)})` : `\`${rule}\``;
}
function serverSection(server, options, include) {
    const lines = [`### ${mdText(server.name, 80)}`, ''];
    if (server.error)
        return [...lines, ...notCompared(server.error.message, ownValue(options.acceptCommands, server.name))];
    const comparison = options.comparison;
    if (server.changes.length === 0)
        lines.push(comparison ? `**No change** from ${code$1(comparison.before)} to ${code$1(comparison.after)}.` : `**In sync.** The live server matches ${code$1(server.contract)}.`, '');
    else {
        lines.push(comparison
            ? `**Changes** from ${code$1(comparison.before)} to ${code$1(comparison.after)}:`
            : `**Drift.** The live server differs from ${code$1(server.contract)}: the code changed the contract and the golden file did not follow.`, '');
        append(lines, changeList(server.changes, include.lines, options), ['']);
        const commands = ownValue(options.acceptCommands, server.name);
        const approval = options.approval ?? DEFAULT_APPROVAL;
        if (commands)
            append(lines, options.deployed ? acceptDeployedDrift(server, commands, approval) : acceptDrift(server, commands, approval));
        // After the accept command, and only where something breaks: the diffs are for reading a breaking change.
        const breaking = new Set(server.changes.filter((change) => change.level === 'breaking').map((change) => change.entity));
        if (include.diffs)
            append(lines, diffBlocks((ownValue(options.diffs, server.name) ?? []).filter((diff) => breaking.has(diff.entity))));
    }
    append(lines, semverAndIgnoredMarkdown(server));
    for (const note of server.notes)
        lines.push(`> ${mdText(note, 500)}`, '');
    append(lines, evidenceSection(server));
    if (server.review)
        append(lines, reviewSection(server.review, include.lines, options, ownValue(options.acceptCommands, server.name)));
    return lines;
}
/** Why a server was not compared; the command it quotes (the missing golden file's snapshot) as a block to copy. */
function notCompared(message, commands) {
    const quoted = commands && `\`${commands.update}\``;
    if (!quoted || !message.includes(quoted))
        return [`**Not compared.** ${mdText(message, 1000)}`];
    return [`**Not compared.** ${mdText(message.replace(quoted, 'the command below'), 1000)}`, '', codeBlock(commands.update, 'sh')];
}
/** Failing and informative evidence in full, passing checks named in a folded list; the protocol matrix as a table. */
function evidenceSection(server) {
    const evidence = server.evidence ?? [];
    if (evidence.length === 0)
        return [];
    const passed = evidence.filter((e) => e.status === 'pass');
    const lines = [`**Evidence.** ${passed.length} check${passed.length === 1 ? '' : 's'} passed.`, ''];
    for (const item of evidence) {
        if (item.status === 'pass' || item.check === 'protocol_matrix')
            continue;
        const mark = item.status === 'fail' && item.level ? `${ICON[item.level]} **${item.level}**` : 'ℹ️ info';
        lines.push(`- ${mark} · \`${item.check}\` · ${mdText(item.subject, 120)}: ${mdText(item.message, 500)}`);
    }
    const matrix = evidence.find((e) => e.check === 'protocol_matrix')?.details;
    if (matrix) {
        lines.push('', '| proposed revision | answer | detail |', '| --- | --- | --- |');
        for (const [revision, cell] of Object.entries(matrix))
            lines.push(`| ${mdText(revision, 40)} | ${cell.outcome}${cell.selected ? ` (${mdText(cell.selected, 40)})` : ''} | ${mdText(cell.detail ?? '', 200)} |`);
    }
    if (passed.length)
        append(lines, ['', `<details><summary>passed: ${passed.length} check${passed.length === 1 ? '' : 's'}</summary>`, ''], passedChecks(passed), ['', '</details>']);
    return [...lines, ''];
}
/** Passing checks listed one by one, up to a point: a comment has a size limit, and the JSON report has them all. */
const PASSED_LISTED = 50;
function passedChecks(passed) {
    const lines = passed.slice(0, PASSED_LISTED).map((item) => `- ✅ \`${item.check}\` · ${mdText(item.subject, 120)}: ${mdText(item.message, 300)}`);
    if (passed.length > PASSED_LISTED)
        lines.push(`- and ${passed.length - PASSED_LISTED} more (all of them are in the JSON report, \`evidence\`)`);
    return lines;
}
function reviewSection(review, lines, options, commands) {
    const base = mdText(review.base.slice(0, 12));
    if (review.note)
        return [`**Intended change.** No review against the base (${base}): ${mdText(review.note, 300)}.`, ''];
    if (review.changes.length === 0)
        return [`**Intended change.** The golden contract is unchanged since the base (${base}).`, ''];
    const out = [`**Intended change** (golden contract at the base ${base} → this pull request):`, ''];
    // Each breaking change says, under its entity, what approved it or how to.
    const approvedBy = new Map(review.approved.map((approval) => [approval.fingerprint, approval.by]));
    const unapproved = new Set(review.unapproved);
    const approval = options.approval ?? DEFAULT_APPROVAL;
    const status = (changes) => {
        const open = changes.filter((change) => unapproved.has(change.fingerprint));
        if (open.length > 1)
            return `**${open.length} unapproved** (fingerprints in the JSON report): ${approvalHint(approval, 'them')}`;
        if (open.length === 1)
            return `**unapproved**: ${approvalHint(approval, code$1(open[0].fingerprint))}`;
        const by = changes.flatMap((change) => (approvedBy.has(change.fingerprint) ? [approvedBy.get(change.fingerprint)] : []));
        return by.length ? `approved by ${mdText([...new Set(by)].join('; '), 200)}` : undefined;
    };
    append(out, changeList(review.changes, lines, options, status), ['']);
    if (lines === 0) {
        for (const approval of review.approved)
            out.push(`- approved ${code$1(approval.fingerprint)} by ${mdText(approval.by, 200)}`);
        for (const fingerprint of review.unapproved)
            out.push(`- **unapproved**: ${code$1(fingerprint)}`);
    }
    if (unapproved.size)
        append(out, [''], approveIntended(commands, approval));
    return [...out, ''];
}
/** The label route as a command to copy: GitHub's CLI, on the pull request of the branch checked out. */
function labelCommand(label) {
    return `gh pr edit --add-label ${shellQuote(label)}`;
}
/** How to accept a drift: its update command; for a breaking one, both routes to its approval at once. */
function acceptDrift(server, commands, approval) {
    const golden = code$1(server.contract);
    if (server.counts.breaking === 0)
        return [`If the change is intended, accept it: update the golden contract ${golden} in this pull request.`, '', codeBlock(commands.update, 'sh'), ''];
    return [
        `If the change is intended, accept it in this pull request. Its breaking changes need an approval too: either update ${golden} and accept them with your reason in ${code$1(approval.policyFile)}, in one round,`,
        '',
        codeBlock(commands.approve, 'sh'),
        '',
        `or update ${golden} and add the label ${code$1(approval.label)}:`,
        '',
        codeBlock(`${commands.update}\n${labelCommand(approval.label)}`, 'sh'),
        '',
    ];
}
/** The same for a deployed server (mode: monitor): from a clone, in a new pull request; or the deployment fixed. */
function acceptDeployedDrift(server, commands, approval) {
    const golden = code$1(server.contract);
    const fix = 'If it is not intended, fix or roll back the deployment: this issue is closed on the first run in sync.';
    if (server.counts.breaking === 0)
        return [
            `If the deployed server's change is intended, accept it: from a clone of this repository, update the golden contract ${golden} and open a pull request.`,
            '',
            codeBlock(commands.update, 'sh'),
            '',
            fix,
            '',
        ];
    return [
        `If the deployed server's change is intended, accept it from a clone of this repository, in a pull request. Its breaking changes need an approval too: either update ${golden} and accept them with your reason in ${code$1(approval.policyFile)}, in one round,`,
        '',
        codeBlock(commands.approve, 'sh'),
        '',
        `or update ${golden} and add the label ${code$1(approval.label)} to that pull request:`,
        '',
        codeBlock(commands.update, 'sh'),
        '',
        fix,
        '',
    ];
}
/** Both routes to approving the unapproved intended changes, as commands; in words where the run has none (mode: report). */
function approveIntended(commands, approval) {
    if (!commands)
        return [`To approve: ${approvalHint(approval)}.`, ''];
    return [
        `To approve, either accept with your reason in ${code$1(approval.policyFile)} (the command also updates the golden contract from the server: a no-op where it has not drifted),`,
        '',
        codeBlock(commands.approve, 'sh'),
        '',
        `or add the label ${code$1(approval.label)}${approval.majorBump ? ', or bump the major version of the server' : ''}:`,
        '',
        codeBlock(labelCommand(approval.label), 'sh'),
        '',
    ];
}
/** A code span: plain backticks where codeSpan changes nothing but its padding. */
function code$1(text) {
    const span = codeSpan(text, 200);
    return text !== '' && span === `\` ${text} \`` ? `\`${text}\`` : span;
}
/** How to approve `what` (each fingerprint, or one by name), with this run's label and policy file by name. */
function approvalHint(approval, what = 'each fingerprint') {
    if (!approval)
        return 'add the approval label, an acceptance entry with a reason in the policy file, or (if enabled) a major version bump';
    const ways = [`add the label ${code$1(approval.label)} to the pull request`, `accept ${what} with a reason in ${code$1(approval.policyFile)}`];
    if (approval.majorBump)
        ways.push('bump the major version of the server');
    return `${ways.slice(0, -1).join(', ')}${ways.length > 2 ? ',' : ''} or ${ways.at(-1)}`;
}
/**
 * A list of changes in at most `budget` lines: breaking ones of every entity first, then
 * effect-relevant, then cosmetic, each level clustered (src/report/clusters.ts). The budget cuts
 * from the lowest level up, so no breaking change is left out while a lower one is shown; past
 * FOLD_FROM changes the lower levels fold, each under a label that counts what it holds.
 * `status`, where given, says under a change what approved it or how to (the review's breaking changes).
 */
function changeList(changes, budget, options, status = () => undefined) {
    if (budget <= 0)
        return [`${countsText(changes)} (details trimmed)`];
    const lines = [];
    const cut = [];
    let left = budget;
    for (const level of [...LEVELS].reverse()) {
        const shown = [];
        let held = 0;
        for (const cluster of clusterChanges(changes.filter((change) => change.level === level))) {
            const block = clusterLines(cluster, options, status);
            if (cut.length > 0 || block.length > left) {
                cut.push(...cluster.changes);
                continue;
            }
            append(shown, block);
            left -= block.length;
            held += cluster.changes.length;
        }
        if (held === 0)
            continue;
        if (level === 'breaking' || changes.length <= FOLD_FROM)
            append(lines, shown);
        else
            append(lines, [`<details><summary>${held} ${level} change${held === 1 ? '' : 's'}</summary>`, ''], shown, ['</details>', '']);
    }
    const where = options.marker ? 'the job summary and the JSON report' : 'the JSON report';
    if (cut.length)
        lines.push(`… and more changes: ${countsText(cut)}; see ${where}.`, '');
    return lines;
}
/** One cluster's lines: a change shared by several entities told once, or an entity's changes under its name. */
function clusterLines(cluster, options, status) {
    if (cluster.kind === 'shared')
        return [
            `**in ${entitiesLabel(cluster.entities)}**: ${mdText(listed(cluster.entities), 600)}`,
            '',
            ...withStatus(changeLine(cluster.change, options, cluster.entities.length), status(cluster.changes)),
            '',
        ];
    return [`**${mdText(cluster.entity, 120)}**`, '', ...cluster.changes.flatMap((change) => withStatus(changeLine(change, options), status([change]))), ''];
}
/** A change's line, and under it, nested, what its status says. */
function withStatus(line, status) {
    return status ? [line, `  - ${status}`] : [line];
}
/** More changes than this in one list: the effect-relevant and cosmetic ones fold. */
const FOLD_FROM = 10;
/** The lines of changes a PR comment shows, open and folded together. */
const COMMENT_CHANGE_LINES = 100;
/** When the comment is still too long: the breaking changes, as far as they go. */
const SHORT_CHANGE_LINES = 30;
/** "3 breaking, 2 cosmetic" changes. */
function countsText(changes) {
    return ['breaking', 'effect-relevant', 'cosmetic']
        .map((level) => [level, changes.filter((change) => change.level === level).length])
        .filter(([, count]) => count > 0)
        .map(([level, count]) => `${count} ${level}`)
        .join(', ');
}
function changeLine(change, options, shared = 1) {
    const fingerprint = change.level !== 'breaking' ? '' : shared > 1 ? ` · fingerprints in the JSON report (${shared})` : ` · fingerprint \`${change.fingerprint}\``;
    const set = change.levelSetBy ? ` (level set by the config; the rule says ${change.levelSetBy.ruleLevel})` : '';
    return `- ${ICON[change.level]} **${change.level}**${set} · ${ruleRef(change.rule, options)} · ${mdText(change.message, 400)}${witnessText(change)}${fingerprint}`;
}
/** The proof of a breaking schema change, in words a reviewer can run. */
function witnessText(change) {
    if (!change.witness)
        return '';
    const { value, validBefore } = change.witness;
    const what = change.rule.startsWith('input-')
        ? validBefore
            ? 'this call worked before and is rejected now'
            : 'this call is accepted now and was rejected before'
        : validBefore
            ? 'the old schema allowed this output and the new one does not'
            : 'the server may now return this, which the old schema did not allow';
    return `; ${what}: ${codeSpan(JSON.stringify(value) ?? 'null', 300)}`;
}
function diffBlocks(diffs) {
    return diffs.flatMap((diff) => [`<details><summary>definition diff: ${htmlText(diff.entity, 120)}</summary>`, '', codeBlock(diff.patch, 'diff'), '', '</details>', '']);
}
/**
 * The hidden cause, in at most a quarter of the page: on top, it must leave room for the rest.
 * Base64 makes 4 characters of 3 bytes; what does not fit is trimmed from the lowest level up
 * and says so (src/report/cause.ts); the JSON report holds it all.
 */
function causeComment(report, limit) {
    const room = Math.floor(((limit / 4 - CAUSE_LABEL.length - 12) * 3) / 4);
    return hiddenData(CAUSE_LABEL, JSON.stringify(causeDocument(report, room)));
}

/**
 * The section of a change, one each: every breaking change is under Breaking (so the headline
 * count is what the section lists); otherwise the section its rule row gives. Cosmetic changes
 * are not listed (see renderChangelog).
 */
function changelogSection(change) {
    return change.level === 'breaking' ? 'Breaking' : ruleById(change.rule).section;
}
/**
 * Release notes in Markdown, as `oasdiff changelog` gives them for OpenAPI: per server, one line
 * per fact of a `diff` or `check` (the same fact on many tools is one line naming them), in plain
 * words with names in code spans (no witness, rule id, pointer or word diff), in sections, for a
 * maintainer to paste into a release. Cosmetic changes (wording,
 * titles, version strings) are not listed but counted on the last line; ignored ones are left out.
 */
function renderChangelog(report, context = {}) {
    return `${report.servers.map((server) => serverNotes(server, context, decisionOf(report)).join('\n')).join('\n\n')}\n`;
}
function serverNotes(server, context, decision) {
    const lines = [`## ${mdText(server.name, 100)}${versions(server.name, context)}`, ''];
    if (server.error)
        return [...lines, `Not compared (exit ${server.error.exitCode}): ${mdText(server.error.message, 1000)}`];
    // The gate's decision, as every format prints it: what fails, for this server.
    const causes = decision.causes.filter((cause) => cause.server === server.name);
    if (causes.length)
        lines.push(`Gate: **${decision.verdict}**: ${causesText({ ...decision, causes })}.`, '');
    // In a pull request, the intended change (golden at base → head) is what the release changes.
    const changes = server.review?.changes.length ? server.review.changes : server.changes;
    const listed = changes.filter((change) => change.level !== 'cosmetic');
    const sections = CHANGELOG_SECTIONS.map((section) => [section, factsOf(listed.filter((change) => changelogSection(change) === section))]);
    // The headline counts what Breaking lists: one fact each, however many tools share it.
    const breaking = sections[0][1].length;
    if (breaking)
        lines.push(`**${breaking} breaking change${breaking === 1 ? '' : 's'}**`, '');
    if (server.semver)
        lines.push(`Semver: ${mdText(server.semver.message, 500)}`, '');
    for (const [section, facts] of sections)
        if (facts.length)
            lines.push(`### ${section}`, '', ...facts, '');
    const cosmetic = changes.length - listed.length;
    if (listed.length === 0)
        lines.push('No changes.', '');
    if (cosmetic)
        lines.push(`Not listed: ${cosmetic} cosmetic change${cosmetic === 1 ? '' : 's'}.`, '');
    return lines.slice(0, -1);
}
/** One line per fact: changes that say the same thing of different entities are one line naming them all. */
function factsOf(changes) {
    const groups = new Map();
    for (const change of changes) {
        const fact = factOf(change);
        const key = JSON.stringify([change.rule, fact]);
        const group = groups.get(key) ?? { fact, entities: [] };
        if (!group.entities.includes(change.entity))
            group.entities.push(change.entity);
        groups.set(key, group);
    }
    // "tools `a`, `b` added"; any other fact after a colon.
    return [...groups.values()].map(({ fact, entities }) => `- ${entitiesText(entities)}${fact.length === 1 && /^(added|removed)\b/.test(fact[0]) ? ' ' : ': '}${render(fact)}`);
}
/** `tools \`a\`, \`b\``: names in code spans, under their kind; entities without a name (capabilities, protocol) in words. */
function entitiesText(entities) {
    const kinds = new Set(entities.map((entity) => (entity.includes(':') ? entity.slice(0, entity.indexOf(':')) : entity)));
    if (kinds.size !== 1 || !entities[0].includes(':'))
        return entities.map((entity) => (entity.includes(':') ? code(entity.slice(entity.indexOf(':') + 1)) : mdText(entity, 100))).join(', ');
    const [kind] = kinds;
    const shown = entities.slice(0, 40).map((entity) => code(entity.slice(entity.indexOf(':') + 1)));
    const more = entities.length > 40 ? ` and ${entities.length - 40} more` : '';
    return `${mdText(kind, 40)}${entities.length > 1 ? 's' : ''} ${shown.join(', ')}${more}`;
}
/**
 * The change's message in plain words, as segments (odd ones are names, shown as code): the
 * entity's own name and the JSON pointer are left out (the line names the entity, the schema
 * place is said as a property path), and a word diff is cut (the release note says what, not how).
 */
function factOf(change) {
    const name = change.entity.slice(change.entity.indexOf(':') + 1);
    let text = change.message.replace(new RegExp(`^(tool|resource|resource template|prompt) ${escapeRegExp(JSON.stringify(name))} `), '');
    text = text.replace(/^(input|output)Schema(?: at ([^:]*))?: /, (_all, direction, at) => `${direction}${at && propertyPath(at) ? ` "${propertyPath(at)}"` : ''}: `);
    if (ruleById(change.rule).kind === 'wording')
        text = text.replace(/ (rewritten|reworded): .*$/s, ' $1');
    // A new property's quoted description ("added as required (number: "…")") is the server's prose, not the fact: its type stays.
    text = text.replace(/ \(([^()"]*?): "(?:[^"\\]|\\.)*"\)/g, ' ($1)');
    return text.split(/"((?:[^"\\]|\\.)*)"/);
}
/** `/properties/a/items/properties/b` as `a[].b`; undefined where the place is no property. */
function propertyPath(pointer) {
    const path = pointer
        .replace(/\/properties\/([^/]+)/g, '.$1')
        .replace(/\/items/g, '[]')
        .replace(/^\./, '');
    return path && !path.includes('/') ? path : undefined;
}
/** Names as code spans (no escapes inside; a single backtick where the name has none), the words between escaped with their spaces kept. */
function render(fact) {
    return fact.map((segment, i) => (i % 2 ? code(segment) : spaced(segment))).join('');
}
const code = (name) => codeSpan(name, 200).replace(/^` (.*) `$/s, '`$1`');
const spaced = (text) => `${/^\s/.test(text) ? ' ' : ''}${mdText(text, 500)}${/\s$/.test(text) && text.trim() ? ' ' : ''}`;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** ` 1.4.2 → 2.0.0` from serverInfo.version of the two contracts, or the one that is known. */
function versions(name, context) {
    const server = context.servers ? ownValue(context.servers, name) : undefined;
    const [before, after] = [server?.before?.serverInfo?.version, server?.after?.serverInfo?.version].map((version) => (typeof version === 'string' && version ? mdText(version, 60) : undefined));
    if (before && after && before !== after)
        return ` ${before} → ${after}`;
    const known = after ?? before;
    return known ? ` ${known}` : '';
}

/**
 * XML 1.0 text from server-controlled strings. Markup characters are escaped; characters XML 1.0
 * cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF) become a visible
 * `\u{..}` so nothing is lost and no parser rejects the file. `]]>` cannot survive: `>` is escaped.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function visible(text) {
    return text.replace(NOT_XML, (c) => `\\u{${c.charCodeAt(0).toString(16).padStart(4, '0')}}`);
}
/** Element content. */
function xmlText(text) {
    return visible(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A double-quoted attribute value: new lines and tabs kept as character references (attribute normalisation would eat them). */
function xmlAttribute(text) {
    return xmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

/** Entities every server has, before its tools, resources, templates and prompts. */
const SERVER_ENTITIES = ['server', 'protocol', 'capabilities'];
/**
 * JUnit XML for CI test tabs: a testsuite per server, a testcase per entity (server, protocol,
 * capabilities, then every tool, resource, resource template and prompt of either contract,
 * then anything else a change names). Each cause of the gate's decision (src/report/cause.ts) is
 * one <failure>: a change at or above fail-on in its entity's testcase, lower ones in system-out;
 * a failed check in `evidence:CHECK`, a bump too small in `semver`, an unapproved breaking
 * intended change in `intended:ENTITY`. So `failures` counts causes, as every format does. A
 * server that could not be compared is one testcase with an error. Every server string is XML-escaped.
 */
function renderJunit(report, context = {}) {
    const causes = decisionOf(report).causes;
    const suites = report.servers.map((server) => suite(server, report, causes.filter((cause) => cause.server === server.name), context));
    const sum = (key) => suites.reduce((total, s) => total + s[key], 0);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="mcp-contract-gate" tests="${sum('tests')}" failures="${sum('failures')}" errors="${sum('errors')}">`,
        ...suites.flatMap((s) => s.lines),
        '</testsuites>',
        '',
    ].join('\n');
}
function suite(server, report, causes, context) {
    const name = xmlAttribute(server.name);
    const classname = xmlAttribute(`mcp-contract.${server.name}`);
    const open = (tests, failures, errors) => `  <testsuite name="${name}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="0">`;
    if (server.error) {
        const message = `not compared (exit ${server.error.exitCode}): ${server.error.message}`;
        return {
            tests: 1,
            failures: 0,
            errors: 1,
            lines: [
                open(1, 0, 1),
                `    <testcase classname="${classname}" name="server">`,
                `      <error type="exit-${server.error.exitCode}" message="${xmlAttribute(message)}">${xmlText(message)}</error>`,
                '    </testcase>',
                '  </testsuite>',
            ],
        };
    }
    const failingChanges = new Set(causes.flatMap((cause) => (cause.kind === 'change' ? [cause.change] : [])));
    const byEntity = groupByEntity(server.changes);
    const ignoredBy = new Map();
    for (const { change, reason } of server.ignored ?? [])
        ignoredBy.set(change.entity, [...(ignoredBy.get(change.entity) ?? []), `ignored: ${describe(change)} (reason: ${reason})`]);
    const entities = entityList(server, context, [...byEntity.keys(), ...ignoredBy.keys()]);
    const failOn = report.failOn;
    const cases = [];
    for (const entity of entities) {
        const changes = byEntity.get(entity) ?? [];
        const failures = changes.filter((change) => failingChanges.has(change)).map((change) => failure(change.level, `${change.level} change at or above ${failOn}: ${change.rule}`, describe(change)));
        const out = [...changes.filter((change) => !failingChanges.has(change)).map(describe), ...(ignoredBy.get(entity) ?? [])];
        cases.push(...testcase(classname, entity, failures, out));
    }
    if (server.semver) {
        const advice = server.semver;
        const failed = causes.some((cause) => cause.kind === 'semver');
        cases.push(...testcase(classname, 'semver', failed ? [failure('semver', advice.message, advice.message)] : [], failed ? [] : [`${advice.status}: ${advice.message}`]));
    }
    for (const item of server.evidence ?? []) {
        if (item.status !== 'fail')
            continue;
        const failed = causes.some((cause) => cause.kind === 'evidence' && cause.evidence === item);
        const text = `${item.subject}: ${item.message}`;
        cases.push(...testcase(classname, `evidence:${item.check}`, failed ? [failure(item.level ?? 'evidence', text, text)] : [], failed ? [] : [text]));
    }
    // The review's unapproved breaking intended changes fail the gate: a failure each, under its entity's `intended:ENTITY`.
    const intended = new Map();
    for (const cause of causes) {
        if (cause.kind !== 'unapproved')
            continue;
        const what = cause.change ? describe(cause.change) : `breaking [${cause.fingerprint}]`;
        const message = `breaking intended change not approved: ${cause.change ? `${cause.change.rule} (${cause.change.entity})` : cause.fingerprint}`;
        const name = `intended:${cause.change?.entity ?? cause.fingerprint}`;
        intended.set(name, [...(intended.get(name) ?? []), failure('unapproved', message, what)]);
    }
    for (const [name, failures] of intended)
        cases.push(...testcase(classname, name, failures, []));
    // One <failure> per failing cause: `failures` counts the gate's causes, as every other format does.
    const failures = cases.filter((line) => line.startsWith('      <failure ')).length;
    const tests = cases.filter((line) => line.startsWith('    <testcase')).length;
    return { tests, failures, errors: 0, lines: [open(tests, failures, 0), ...cases, '  </testsuite>'] };
}
/** One failing cause as a JUnit failure element. */
function failure(type, message, text) {
    return `      <failure type="${xmlAttribute(type)}" message="${xmlAttribute(message)}">${xmlText(text)}</failure>`;
}
/** A testcase: its failures (one per cause), then what it reports without failing. */
function testcase(classname, name, failures, out) {
    const head = `    <testcase classname="${classname}" name="${xmlAttribute(name)}"`;
    if (failures.length === 0 && out.length === 0)
        return [`${head}/>`];
    return [`${head}>`, ...failures, ...(out.length ? [`      <system-out>${xmlText(out.join('\n'))}</system-out>`] : []), '    </testcase>'];
}
function describe(change) {
    const witness = change.witness ? `; witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${JSON.stringify(change.witness.value) ?? 'null'}` : '';
    return `${change.level} ${change.rule} at ${change.pointer}: ${change.message}${witness} [${change.fingerprint}]`;
}
/** server, protocol, capabilities; every entity of either contract, by collection and key; then any other entity a change names. */
function entityList(server, context, named) {
    const list = [...SERVER_ENTITIES];
    const sides = ownValue(context.servers ?? {}, server.name);
    for (const { collection, kind } of COLLECTIONS) {
        const keys = new Set([...Object.keys(sides?.before?.[collection] ?? {}), ...Object.keys(sides?.after?.[collection] ?? {})]);
        for (const key of [...keys].sort())
            list.push(entityName(kind, key));
    }
    const seen = new Set(list);
    for (const entity of named) {
        if (seen.has(entity))
            continue;
        seen.add(entity);
        list.push(entity);
    }
    return list;
}

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
/**
 * Creates a JSON scanner on the given text.
 * If ignoreTrivia is set, whitespaces or comments are ignored.
 */
function createScanner(text, ignoreTrivia = false) {
    const len = text.length;
    let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
    function scanHexDigits(count, exact) {
        let digits = 0;
        let value = 0;
        while (digits < count || false) {
            let ch = text.charCodeAt(pos);
            if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                value = value * 16 + ch - 48 /* CharacterCodes._0 */;
            }
            else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
            }
            else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
            }
            else {
                break;
            }
            pos++;
            digits++;
        }
        if (digits < count) {
            value = -1;
        }
        return value;
    }
    function setPosition(newPosition) {
        pos = newPosition;
        value = '';
        tokenOffset = 0;
        token = 16 /* SyntaxKind.Unknown */;
        scanError = 0 /* ScanError.None */;
    }
    function scanNumber() {
        let start = pos;
        if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
            pos++;
        }
        else {
            pos++;
            while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
            }
        }
        if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
            pos++;
            if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            else {
                scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                return text.substring(start, pos);
            }
        }
        let end = pos;
        if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
            pos++;
            if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                pos++;
            }
            if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
                end = pos;
            }
            else {
                scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
            }
        }
        return text.substring(start, end);
    }
    function scanString() {
        let result = '', start = pos;
        while (true) {
            if (pos >= len) {
                result += text.substring(start, pos);
                scanError = 2 /* ScanError.UnexpectedEndOfString */;
                break;
            }
            const ch = text.charCodeAt(pos);
            if (ch === 34 /* CharacterCodes.doubleQuote */) {
                result += text.substring(start, pos);
                pos++;
                break;
            }
            if (ch === 92 /* CharacterCodes.backslash */) {
                result += text.substring(start, pos);
                pos++;
                if (pos >= len) {
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch2 = text.charCodeAt(pos++);
                switch (ch2) {
                    case 34 /* CharacterCodes.doubleQuote */:
                        result += '\"';
                        break;
                    case 92 /* CharacterCodes.backslash */:
                        result += '\\';
                        break;
                    case 47 /* CharacterCodes.slash */:
                        result += '/';
                        break;
                    case 98 /* CharacterCodes.b */:
                        result += '\b';
                        break;
                    case 102 /* CharacterCodes.f */:
                        result += '\f';
                        break;
                    case 110 /* CharacterCodes.n */:
                        result += '\n';
                        break;
                    case 114 /* CharacterCodes.r */:
                        result += '\r';
                        break;
                    case 116 /* CharacterCodes.t */:
                        result += '\t';
                        break;
                    case 117 /* CharacterCodes.u */:
                        const ch3 = scanHexDigits(4);
                        if (ch3 >= 0) {
                            result += String.fromCharCode(ch3);
                        }
                        else {
                            scanError = 4 /* ScanError.InvalidUnicode */;
                        }
                        break;
                    default:
                        scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                }
                start = pos;
                continue;
            }
            if (ch >= 0 && ch <= 0x1f) {
                if (isLineBreak(ch)) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                else {
                    scanError = 6 /* ScanError.InvalidCharacter */;
                    // mark as error but continue with string
                }
            }
            pos++;
        }
        return result;
    }
    function scanNext() {
        value = '';
        scanError = 0 /* ScanError.None */;
        tokenOffset = pos;
        lineStartOffset = lineNumber;
        prevTokenLineStartOffset = tokenLineStartOffset;
        if (pos >= len) {
            // at the end
            tokenOffset = len;
            return token = 17 /* SyntaxKind.EOF */;
        }
        let code = text.charCodeAt(pos);
        // trivia: whitespace
        if (isWhiteSpace(code)) {
            do {
                pos++;
                value += String.fromCharCode(code);
                code = text.charCodeAt(pos);
            } while (isWhiteSpace(code));
            return token = 15 /* SyntaxKind.Trivia */;
        }
        // trivia: newlines
        if (isLineBreak(code)) {
            pos++;
            value += String.fromCharCode(code);
            if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                pos++;
                value += '\n';
            }
            lineNumber++;
            tokenLineStartOffset = pos;
            return token = 14 /* SyntaxKind.LineBreakTrivia */;
        }
        switch (code) {
            // tokens: []{}:,
            case 123 /* CharacterCodes.openBrace */:
                pos++;
                return token = 1 /* SyntaxKind.OpenBraceToken */;
            case 125 /* CharacterCodes.closeBrace */:
                pos++;
                return token = 2 /* SyntaxKind.CloseBraceToken */;
            case 91 /* CharacterCodes.openBracket */:
                pos++;
                return token = 3 /* SyntaxKind.OpenBracketToken */;
            case 93 /* CharacterCodes.closeBracket */:
                pos++;
                return token = 4 /* SyntaxKind.CloseBracketToken */;
            case 58 /* CharacterCodes.colon */:
                pos++;
                return token = 6 /* SyntaxKind.ColonToken */;
            case 44 /* CharacterCodes.comma */:
                pos++;
                return token = 5 /* SyntaxKind.CommaToken */;
            // strings
            case 34 /* CharacterCodes.doubleQuote */:
                pos++;
                value = scanString();
                return token = 10 /* SyntaxKind.StringLiteral */;
            // comments
            case 47 /* CharacterCodes.slash */:
                const start = pos - 1;
                // Single-line comment
                if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                    pos += 2;
                    while (pos < len) {
                        if (isLineBreak(text.charCodeAt(pos))) {
                            break;
                        }
                        pos++;
                    }
                    value = text.substring(start, pos);
                    return token = 12 /* SyntaxKind.LineCommentTrivia */;
                }
                // Multi-line comment
                if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                    pos += 2;
                    const safeLength = len - 1; // For lookahead.
                    let commentClosed = false;
                    while (pos < safeLength) {
                        const ch = text.charCodeAt(pos);
                        if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                            pos += 2;
                            commentClosed = true;
                            break;
                        }
                        pos++;
                        if (isLineBreak(ch)) {
                            if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                pos++;
                            }
                            lineNumber++;
                            tokenLineStartOffset = pos;
                        }
                    }
                    if (!commentClosed) {
                        pos++;
                        scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                    }
                    value = text.substring(start, pos);
                    return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                }
                // just a single slash
                value += String.fromCharCode(code);
                pos++;
                return token = 16 /* SyntaxKind.Unknown */;
            // numbers
            case 45 /* CharacterCodes.minus */:
                value += String.fromCharCode(code);
                pos++;
                if (pos === len || !isDigit(text.charCodeAt(pos))) {
                    return token = 16 /* SyntaxKind.Unknown */;
                }
            // found a minus, followed by a number so
            // we fall through to proceed with scanning
            // numbers
            case 48 /* CharacterCodes._0 */:
            case 49 /* CharacterCodes._1 */:
            case 50 /* CharacterCodes._2 */:
            case 51 /* CharacterCodes._3 */:
            case 52 /* CharacterCodes._4 */:
            case 53 /* CharacterCodes._5 */:
            case 54 /* CharacterCodes._6 */:
            case 55 /* CharacterCodes._7 */:
            case 56 /* CharacterCodes._8 */:
            case 57 /* CharacterCodes._9 */:
                value += scanNumber();
                return token = 11 /* SyntaxKind.NumericLiteral */;
            // literals and unknown symbols
            default:
                // is a literal? Read the full word.
                while (pos < len && isUnknownContentCharacter(code)) {
                    pos++;
                    code = text.charCodeAt(pos);
                }
                if (tokenOffset !== pos) {
                    value = text.substring(tokenOffset, pos);
                    // keywords: true, false, null
                    switch (value) {
                        case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                        case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                        case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                    }
                    return token = 16 /* SyntaxKind.Unknown */;
                }
                // some
                value += String.fromCharCode(code);
                pos++;
                return token = 16 /* SyntaxKind.Unknown */;
        }
    }
    function isUnknownContentCharacter(code) {
        if (isWhiteSpace(code) || isLineBreak(code)) {
            return false;
        }
        switch (code) {
            case 125 /* CharacterCodes.closeBrace */:
            case 93 /* CharacterCodes.closeBracket */:
            case 123 /* CharacterCodes.openBrace */:
            case 91 /* CharacterCodes.openBracket */:
            case 34 /* CharacterCodes.doubleQuote */:
            case 58 /* CharacterCodes.colon */:
            case 44 /* CharacterCodes.comma */:
            case 47 /* CharacterCodes.slash */:
                return false;
        }
        return true;
    }
    function scanNextNonTrivia() {
        let result;
        do {
            result = scanNext();
        } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
        return result;
    }
    return {
        setPosition: setPosition,
        getPosition: () => pos,
        scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
        getToken: () => token,
        getTokenValue: () => value,
        getTokenOffset: () => tokenOffset,
        getTokenLength: () => pos - tokenOffset,
        getTokenStartLine: () => lineStartOffset,
        getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
        getTokenError: () => scanError,
    };
}
function isWhiteSpace(ch) {
    return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
}
function isLineBreak(ch) {
    return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
}
function isDigit(ch) {
    return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
}
var CharacterCodes;
(function (CharacterCodes) {
    CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
    CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
    CharacterCodes[CharacterCodes["space"] = 32] = "space";
    CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
    CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
    CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
    CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
    CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
    CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
    CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
    CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
    CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
    CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
    CharacterCodes[CharacterCodes["a"] = 97] = "a";
    CharacterCodes[CharacterCodes["b"] = 98] = "b";
    CharacterCodes[CharacterCodes["c"] = 99] = "c";
    CharacterCodes[CharacterCodes["d"] = 100] = "d";
    CharacterCodes[CharacterCodes["e"] = 101] = "e";
    CharacterCodes[CharacterCodes["f"] = 102] = "f";
    CharacterCodes[CharacterCodes["g"] = 103] = "g";
    CharacterCodes[CharacterCodes["h"] = 104] = "h";
    CharacterCodes[CharacterCodes["i"] = 105] = "i";
    CharacterCodes[CharacterCodes["j"] = 106] = "j";
    CharacterCodes[CharacterCodes["k"] = 107] = "k";
    CharacterCodes[CharacterCodes["l"] = 108] = "l";
    CharacterCodes[CharacterCodes["m"] = 109] = "m";
    CharacterCodes[CharacterCodes["n"] = 110] = "n";
    CharacterCodes[CharacterCodes["o"] = 111] = "o";
    CharacterCodes[CharacterCodes["p"] = 112] = "p";
    CharacterCodes[CharacterCodes["q"] = 113] = "q";
    CharacterCodes[CharacterCodes["r"] = 114] = "r";
    CharacterCodes[CharacterCodes["s"] = 115] = "s";
    CharacterCodes[CharacterCodes["t"] = 116] = "t";
    CharacterCodes[CharacterCodes["u"] = 117] = "u";
    CharacterCodes[CharacterCodes["v"] = 118] = "v";
    CharacterCodes[CharacterCodes["w"] = 119] = "w";
    CharacterCodes[CharacterCodes["x"] = 120] = "x";
    CharacterCodes[CharacterCodes["y"] = 121] = "y";
    CharacterCodes[CharacterCodes["z"] = 122] = "z";
    CharacterCodes[CharacterCodes["A"] = 65] = "A";
    CharacterCodes[CharacterCodes["B"] = 66] = "B";
    CharacterCodes[CharacterCodes["C"] = 67] = "C";
    CharacterCodes[CharacterCodes["D"] = 68] = "D";
    CharacterCodes[CharacterCodes["E"] = 69] = "E";
    CharacterCodes[CharacterCodes["F"] = 70] = "F";
    CharacterCodes[CharacterCodes["G"] = 71] = "G";
    CharacterCodes[CharacterCodes["H"] = 72] = "H";
    CharacterCodes[CharacterCodes["I"] = 73] = "I";
    CharacterCodes[CharacterCodes["J"] = 74] = "J";
    CharacterCodes[CharacterCodes["K"] = 75] = "K";
    CharacterCodes[CharacterCodes["L"] = 76] = "L";
    CharacterCodes[CharacterCodes["M"] = 77] = "M";
    CharacterCodes[CharacterCodes["N"] = 78] = "N";
    CharacterCodes[CharacterCodes["O"] = 79] = "O";
    CharacterCodes[CharacterCodes["P"] = 80] = "P";
    CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
    CharacterCodes[CharacterCodes["R"] = 82] = "R";
    CharacterCodes[CharacterCodes["S"] = 83] = "S";
    CharacterCodes[CharacterCodes["T"] = 84] = "T";
    CharacterCodes[CharacterCodes["U"] = 85] = "U";
    CharacterCodes[CharacterCodes["V"] = 86] = "V";
    CharacterCodes[CharacterCodes["W"] = 87] = "W";
    CharacterCodes[CharacterCodes["X"] = 88] = "X";
    CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
    CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
    CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
    CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
    CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
    CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
    CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
    CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
    CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
    CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
    CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
    CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
    CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
    CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
    CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
    CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
    CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

new Array(20).fill(0).map((_, index) => {
    return ' '.repeat(index);
});
const maxCachedValues = 200;
({
    ' ': {
        '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\n' + ' '.repeat(index);
        }),
        '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r' + ' '.repeat(index);
        }),
        '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r\n' + ' '.repeat(index);
        }),
    },
    '\t': {
        '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\n' + '\t'.repeat(index);
        }),
        '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r' + '\t'.repeat(index);
        }),
        '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\r\n' + '\t'.repeat(index);
        }),
    }
});

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
var ParseOptions;
(function (ParseOptions) {
    ParseOptions.DEFAULT = {
        allowTrailingComma: false
    };
})(ParseOptions || (ParseOptions = {}));
/**
 * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
 */
function parseTree$1(text, errors = [], options = ParseOptions.DEFAULT) {
    let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
    function ensurePropertyComplete(endOffset) {
        if (currentParent.type === 'property') {
            currentParent.length = endOffset - currentParent.offset;
            currentParent = currentParent.parent;
        }
    }
    function onValue(valueNode) {
        currentParent.children.push(valueNode);
        return valueNode;
    }
    const visitor = {
        onObjectBegin: (offset) => {
            currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
        },
        onObjectProperty: (name, offset, length) => {
            currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
            currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
        },
        onObjectEnd: (offset, length) => {
            ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
            currentParent.length = offset + length - currentParent.offset;
            currentParent = currentParent.parent;
            ensurePropertyComplete(offset + length);
        },
        onArrayBegin: (offset, length) => {
            currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
        },
        onArrayEnd: (offset, length) => {
            currentParent.length = offset + length - currentParent.offset;
            currentParent = currentParent.parent;
            ensurePropertyComplete(offset + length);
        },
        onLiteralValue: (value, offset, length) => {
            onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
            ensurePropertyComplete(offset + length);
        },
        onSeparator: (sep, offset, length) => {
            if (currentParent.type === 'property') {
                if (sep === ':') {
                    currentParent.colonOffset = offset;
                }
                else if (sep === ',') {
                    ensurePropertyComplete(offset);
                }
            }
        },
        onError: (error, offset, length) => {
            errors.push({ error, offset, length });
        }
    };
    visit(text, visitor, options);
    const result = currentParent.children[0];
    if (result) {
        delete result.parent;
    }
    return result;
}
/**
 * Finds the node at the given path in a JSON DOM.
 */
function findNodeAtLocation$1(root, path) {
    if (!root) {
        return undefined;
    }
    let node = root;
    for (let segment of path) {
        if (typeof segment === 'string') {
            if (node.type !== 'object' || !Array.isArray(node.children)) {
                return undefined;
            }
            let found = false;
            for (const propertyNode of node.children) {
                if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                    node = propertyNode.children[1];
                    found = true;
                    break;
                }
            }
            if (!found) {
                return undefined;
            }
        }
        else {
            const index = segment;
            if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                return undefined;
            }
            node = node.children[index];
        }
    }
    return node;
}
/**
 * Parses the given text and invokes the visitor functions for each object, array and literal reached.
 */
function visit(text, visitor, options = ParseOptions.DEFAULT) {
    const _scanner = createScanner(text, false);
    // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
    // to not affect visitor functions which stored a reference to a previous JSONPath
    const _jsonPath = [];
    // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
    // Callbacks are only called when this value is 0.
    let suppressedCallbacks = 0;
    function toNoArgVisit(visitFunction) {
        return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
    }
    function toOneArgVisit(visitFunction) {
        return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
    }
    function toOneArgVisitWithPath(visitFunction) {
        return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
    }
    function toBeginVisit(visitFunction) {
        return visitFunction ?
            () => {
                if (suppressedCallbacks > 0) {
                    suppressedCallbacks++;
                }
                else {
                    let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                    if (cbReturn === false) {
                        suppressedCallbacks = 1;
                    }
                }
            }
            : () => true;
    }
    function toEndVisit(visitFunction) {
        return visitFunction ?
            () => {
                if (suppressedCallbacks > 0) {
                    suppressedCallbacks--;
                }
                if (suppressedCallbacks === 0) {
                    visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                }
            }
            : () => true;
    }
    const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
    const disallowComments = options && options.disallowComments;
    const allowTrailingComma = options && options.allowTrailingComma;
    function scanNext() {
        while (true) {
            const token = _scanner.scan();
            switch (_scanner.getTokenError()) {
                case 4 /* ScanError.InvalidUnicode */:
                    handleError(14 /* ParseErrorCode.InvalidUnicode */);
                    break;
                case 5 /* ScanError.InvalidEscapeCharacter */:
                    handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                    break;
                case 3 /* ScanError.UnexpectedEndOfNumber */:
                    handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                    break;
                case 1 /* ScanError.UnexpectedEndOfComment */:
                    if (!disallowComments) {
                        handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                    }
                    break;
                case 2 /* ScanError.UnexpectedEndOfString */:
                    handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                    break;
                case 6 /* ScanError.InvalidCharacter */:
                    handleError(16 /* ParseErrorCode.InvalidCharacter */);
                    break;
            }
            switch (token) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                    if (disallowComments) {
                        handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                    }
                    else {
                        onComment();
                    }
                    break;
                case 16 /* SyntaxKind.Unknown */:
                    handleError(1 /* ParseErrorCode.InvalidSymbol */);
                    break;
                case 15 /* SyntaxKind.Trivia */:
                case 14 /* SyntaxKind.LineBreakTrivia */:
                    break;
                default:
                    return token;
            }
        }
    }
    function handleError(error, skipUntilAfter = [], skipUntil = []) {
        onError(error);
        if (skipUntilAfter.length + skipUntil.length > 0) {
            let token = _scanner.getToken();
            while (token !== 17 /* SyntaxKind.EOF */) {
                if (skipUntilAfter.indexOf(token) !== -1) {
                    scanNext();
                    break;
                }
                else if (skipUntil.indexOf(token) !== -1) {
                    break;
                }
                token = scanNext();
            }
        }
    }
    function parseString(isValue) {
        const value = _scanner.getTokenValue();
        if (isValue) {
            onLiteralValue(value);
        }
        else {
            onObjectProperty(value);
            // add property name afterwards
            _jsonPath.push(value);
        }
        scanNext();
        return true;
    }
    function parseLiteral() {
        switch (_scanner.getToken()) {
            case 11 /* SyntaxKind.NumericLiteral */:
                const tokenValue = _scanner.getTokenValue();
                let value = Number(tokenValue);
                if (isNaN(value)) {
                    handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                    value = 0;
                }
                onLiteralValue(value);
                break;
            case 7 /* SyntaxKind.NullKeyword */:
                onLiteralValue(null);
                break;
            case 8 /* SyntaxKind.TrueKeyword */:
                onLiteralValue(true);
                break;
            case 9 /* SyntaxKind.FalseKeyword */:
                onLiteralValue(false);
                break;
            default:
                return false;
        }
        scanNext();
        return true;
    }
    function parseProperty() {
        if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
            handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            return false;
        }
        parseString(false);
        if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
            onSeparator(':');
            scanNext(); // consume colon
            if (!parseValue()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
        }
        else {
            handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
        }
        _jsonPath.pop(); // remove processed property name
        return true;
    }
    function parseObject() {
        onObjectBegin();
        scanNext(); // consume open brace
        let needsComma = false;
        while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                if (!needsComma) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                }
                onSeparator(',');
                scanNext(); // consume comma
                if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                    break;
                }
            }
            else if (needsComma) {
                handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
            }
            if (!parseProperty()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            needsComma = true;
        }
        onObjectEnd();
        if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
            handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
        }
        else {
            scanNext(); // consume close brace
        }
        return true;
    }
    function parseArray() {
        onArrayBegin();
        scanNext(); // consume open bracket
        let isFirstElement = true;
        let needsComma = false;
        while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                if (!needsComma) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                }
                onSeparator(',');
                scanNext(); // consume comma
                if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                    break;
                }
            }
            else if (needsComma) {
                handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
            }
            if (isFirstElement) {
                _jsonPath.push(0);
                isFirstElement = false;
            }
            else {
                _jsonPath[_jsonPath.length - 1]++;
            }
            if (!parseValue()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            needsComma = true;
        }
        onArrayEnd();
        if (!isFirstElement) {
            _jsonPath.pop(); // remove array index
        }
        if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
            handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
        }
        else {
            scanNext(); // consume close bracket
        }
        return true;
    }
    function parseValue() {
        switch (_scanner.getToken()) {
            case 3 /* SyntaxKind.OpenBracketToken */:
                return parseArray();
            case 1 /* SyntaxKind.OpenBraceToken */:
                return parseObject();
            case 10 /* SyntaxKind.StringLiteral */:
                return parseString(true);
            default:
                return parseLiteral();
        }
    }
    scanNext();
    if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
        if (options.allowEmptyContent) {
            return true;
        }
        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
        return false;
    }
    if (!parseValue()) {
        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
        return false;
    }
    if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
        handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
    }
    return true;
}
function getNodeType(value) {
    switch (typeof value) {
        case 'boolean': return 'boolean';
        case 'number': return 'number';
        case 'string': return 'string';
        case 'object': {
            if (!value) {
                return 'null';
            }
            else if (Array.isArray(value)) {
                return 'array';
            }
            return 'object';
        }
        default: return 'null';
    }
}

/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/
var ScanError;
(function (ScanError) {
    ScanError[ScanError["None"] = 0] = "None";
    ScanError[ScanError["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
    ScanError[ScanError["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
    ScanError[ScanError["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
    ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
    ScanError[ScanError["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
    ScanError[ScanError["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function (SyntaxKind) {
    SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken";
    SyntaxKind[SyntaxKind["CloseBraceToken"] = 2] = "CloseBraceToken";
    SyntaxKind[SyntaxKind["OpenBracketToken"] = 3] = "OpenBracketToken";
    SyntaxKind[SyntaxKind["CloseBracketToken"] = 4] = "CloseBracketToken";
    SyntaxKind[SyntaxKind["CommaToken"] = 5] = "CommaToken";
    SyntaxKind[SyntaxKind["ColonToken"] = 6] = "ColonToken";
    SyntaxKind[SyntaxKind["NullKeyword"] = 7] = "NullKeyword";
    SyntaxKind[SyntaxKind["TrueKeyword"] = 8] = "TrueKeyword";
    SyntaxKind[SyntaxKind["FalseKeyword"] = 9] = "FalseKeyword";
    SyntaxKind[SyntaxKind["StringLiteral"] = 10] = "StringLiteral";
    SyntaxKind[SyntaxKind["NumericLiteral"] = 11] = "NumericLiteral";
    SyntaxKind[SyntaxKind["LineCommentTrivia"] = 12] = "LineCommentTrivia";
    SyntaxKind[SyntaxKind["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
    SyntaxKind[SyntaxKind["LineBreakTrivia"] = 14] = "LineBreakTrivia";
    SyntaxKind[SyntaxKind["Trivia"] = 15] = "Trivia";
    SyntaxKind[SyntaxKind["Unknown"] = 16] = "Unknown";
    SyntaxKind[SyntaxKind["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
/**
 * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
 */
const parseTree = parseTree$1;
/**
 * Finds the node at the given path in a JSON DOM.
 */
const findNodeAtLocation = findNodeAtLocation$1;
var ParseErrorCode;
(function (ParseErrorCode) {
    ParseErrorCode[ParseErrorCode["InvalidSymbol"] = 1] = "InvalidSymbol";
    ParseErrorCode[ParseErrorCode["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
    ParseErrorCode[ParseErrorCode["PropertyNameExpected"] = 3] = "PropertyNameExpected";
    ParseErrorCode[ParseErrorCode["ValueExpected"] = 4] = "ValueExpected";
    ParseErrorCode[ParseErrorCode["ColonExpected"] = 5] = "ColonExpected";
    ParseErrorCode[ParseErrorCode["CommaExpected"] = 6] = "CommaExpected";
    ParseErrorCode[ParseErrorCode["CloseBraceExpected"] = 7] = "CloseBraceExpected";
    ParseErrorCode[ParseErrorCode["CloseBracketExpected"] = 8] = "CloseBracketExpected";
    ParseErrorCode[ParseErrorCode["EndOfFileExpected"] = 9] = "EndOfFileExpected";
    ParseErrorCode[ParseErrorCode["InvalidCommentToken"] = 10] = "InvalidCommentToken";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
    ParseErrorCode[ParseErrorCode["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
    ParseErrorCode[ParseErrorCode["InvalidUnicode"] = 14] = "InvalidUnicode";
    ParseErrorCode[ParseErrorCode["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
    ParseErrorCode[ParseErrorCode["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));

const KIND = { breaking: 'error', 'effect-relevant': 'warning', cosmetic: 'notice' };
/** GitHub shows at most 10 annotations of each kind per step; the rest would be dropped silently. */
const PER_KIND_LIMIT = 10;
/**
 * Annotations for every change, on the golden file line its pointer leads to (or the nearest
 * ancestor that exists there: an added tool points at the collection). Within GitHub's limits,
 * with one notice that says how many were left out.
 */
function annotationsFor(report, goldenFiles) {
    const kept = [];
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const server of report.servers) {
        const golden = ownValue(goldenFiles, server.name);
        if (!golden)
            continue;
        let tree = null; // parsed on first use: most changes are only counted
        const add = (kind, title, change) => {
            if (counts[kind]++ >= PER_KIND_LIMIT)
                return; // a count, not an annotation: each line lookup reads the file
            if (tree === null)
                tree = parseTree(golden.text);
            kept.push({ kind, title, file: golden.path, line: tree ? lineOf(golden.text, tree, change.pointer) : 1, message: oneLine(change.message, 500) });
        };
        for (const change of server.changes)
            add(KIND[change.level], `${change.level}: ${change.rule} (${oneLine(change.entity, 80)})`, change);
        // Intended changes are the review's business: an error only where a breaking one lacks approval.
        const unapproved = new Set(server.review?.unapproved ?? []);
        for (const change of server.review?.changes ?? []) {
            const blocking = unapproved.has(change.fingerprint);
            add(blocking ? 'error' : 'notice', `intended ${change.level}${blocking ? ', unapproved' : ''}: ${change.rule} (${oneLine(change.entity, 80)})`, change);
        }
    }
    const left = Object.values(counts).reduce((sum, count) => sum + Math.max(0, count - PER_KIND_LIMIT), 0);
    if (left > 0 && counts.notice >= PER_KIND_LIMIT)
        kept.splice(kept.findLastIndex((a) => a.kind === 'notice'), 1);
    if (left > 0) {
        const dropped = left + (counts.notice >= PER_KIND_LIMIT ? 1 : 0);
        kept.push({ kind: 'notice', file: kept[0].file, line: 1, title: 'more changes', message: `${dropped} more change(s) are not annotated (GitHub shows 10 per kind); see the job summary.` });
    }
    return kept;
}
/** The line of `text` (a contract file) that `pointer` leads to, or its nearest ancestor there; 1 when none is. */
function lineOf(text, tree, pointer) {
    const path = pointer
        .split('/')
        .slice(1)
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (let length = path.length; length >= 0; length--) {
        const node = findNodeAtLocation(tree, path.slice(0, length));
        const offset = node?.parent?.type === 'property' ? node.parent.offset : node?.offset;
        if (offset !== undefined)
            return text.slice(0, offset).split('\n').length;
    }
    return 1;
}

/** Where each rule is documented: docs/rules.md of this repository, by rule id. */
const RULES_DOC_URL = 'https://github.com/mcp-contract-gate/mcp-contract-gate/blob/main/docs/rules.md';
/** Where each evidence check is documented: docs/evidence.md, by SARIF rule id. */
const EVIDENCE_DOC_URL = 'https://github.com/mcp-contract-gate/mcp-contract-gate/blob/main/docs/evidence.md';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const TOOL_NAME = 'mcp-contract-gate';
/** The partialFingerprints key: the change fingerprint (hash of rule, entity, pointer, item), stable across commits. */
const FINGERPRINT_KEY = 'mcpContractChange/v1';
const LEVEL = { breaking: 'error', 'effect-relevant': 'warning', cosmetic: 'note' };
/**
 * SARIF 2.1.0: one run; tool.driver mcp-contract-gate with a rule per rule id of the table
 * (and one per failing evidence check); a result per change, on the line of the contract file
 * its JSON pointer leads to (or the nearest ancestor there), with the change fingerprint as
 * partialFingerprint; an unapproved breaking intended change (the gate's decision) is an error
 * result of its own. Servers that could not be compared are tool execution notifications.
 */
function renderSarif(report, context = {}) {
    const rules = RULES.map((rule) => ({
        id: rule.id,
        name: pascal(rule.id),
        shortDescription: { text: rule.reason },
        fullDescription: { text: `${rule.level}: ${rule.reason} (applies to ${rule.applies})` },
        helpUri: `${RULES_DOC_URL}#${rule.id}`,
        defaultConfiguration: { level: LEVEL[rule.level] },
        properties: { level: rule.level, applies: rule.applies, tags: ['mcp', 'contract', rule.level] },
    }));
    const index = new Map(rules.map((rule, i) => [rule.id, i]));
    const results = [];
    const notifications = [];
    for (const server of report.servers) {
        if (server.error) {
            notifications.push({ level: 'error', message: { text: `server ${server.name}: ${oneLine(server.error.message, 1000)}` }, properties: { server: server.name, exitCode: server.error.exitCode } });
            continue;
        }
        const sides = ownValue(context.servers ?? {}, server.name);
        const text = sides?.contractText?.();
        const uri = encodeURI(sides?.artifactUri ?? server.contract);
        const tree = text === undefined ? undefined : parseTree(text);
        const line = (pointer) => (text !== undefined && tree ? lineOf(text, tree, pointer) : 1);
        for (const change of server.changes)
            results.push(changeResult(server, change, index.get(change.rule), uri, line(change.pointer)));
        for (const item of server.evidence ?? []) {
            if (item.status !== 'fail' || !item.level)
                continue;
            const id = evidenceRuleId(item.check);
            if (!index.has(id)) {
                index.set(id, rules.length);
                rules.push(evidenceRule(item.check, item.level));
            }
            results.push({
                ruleId: id,
                ruleIndex: index.get(id),
                level: LEVEL[item.level],
                message: { text: `${oneLine(item.subject, 200)}: ${oneLine(item.message, 1000)}` },
                locations: [location(uri, 1, `${server.name}/${item.subject}`)],
                partialFingerprints: { [FINGERPRINT_KEY]: `evidence:${item.check}:${item.subject}` },
                properties: { server: server.name, check: item.check },
            });
        }
        for (const cause of decisionOf(report).causes) {
            if (cause.kind === 'unapproved' && cause.server === server.name)
                results.push(unapprovedResult(server, cause, index, uri, line));
        }
        if (server.semver?.status === 'too-small') {
            // Not a rule of the table: a finding about the version string, reported at the serverInfo line.
            const id = 'semver-bump-too-small';
            if (!index.has(id)) {
                index.set(id, rules.length);
                rules.push({
                    id,
                    name: 'SemverBumpTooSmall',
                    shortDescription: { text: 'serverInfo.version is not bumped enough for the changes' },
                    fullDescription: { text: 'The changes require a larger version bump (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x minor acts as major).' },
                    helpUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate#semver-advice',
                    defaultConfiguration: { level: 'warning' },
                    properties: { level: 'effect-relevant', tags: ['mcp', 'semver'] },
                });
            }
            results.push({
                ruleId: id,
                ruleIndex: index.get(id),
                level: server.semver.mode === 'enforce' ? 'error' : 'warning',
                message: { text: oneLine(server.semver.message, 1000) },
                locations: [location(uri, line('/serverInfo/version'), `${server.name}/server`)],
                partialFingerprints: { [FINGERPRINT_KEY]: `semver:${server.semver.required}:${server.semver.head ?? ''}` },
                properties: { server: server.name },
            });
        }
    }
    const log = {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: TOOL_NAME, semanticVersion: packageJson.version, version: packageJson.version, informationUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate', rules } },
                invocations: [{ executionSuccessful: report.verdict !== 'error', ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) }],
                results,
                // A comparison without --fail-on (diff) decides nothing: no verdict.
                properties: { ...(context.findingsOnly ? {} : { verdict: report.verdict, causes: causesText(decisionOf(report)) }), failOn: report.failOn, highest: report.highest },
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}
/**
 * The rule of a failing evidence check, from the evidence catalogue (src/evidence/checks.ts) as
 * change rules come from the rule table; a check the catalogue does not know (a report of
 * another version) gets a generic rule at the level the report gives it.
 */
function evidenceRule(check, reported) {
    const id = evidenceRuleId(check);
    const known = evidenceCheckById(check);
    const level = known?.failure?.level ?? reported;
    return {
        id,
        name: pascal(id),
        shortDescription: { text: known?.failure?.reason ?? `evidence check ${check} failed` },
        fullDescription: {
            text: known?.failure ? `${level}: ${known.failure.reason} (checks: ${known.checks})` : `A checked fact about the live server (${check}) failed; it fails the gate like a change of its level.`,
        },
        helpUri: known ? `${EVIDENCE_DOC_URL}#${id}` : 'https://github.com/mcp-contract-gate/mcp-contract-gate#evidence-beyond-discovery',
        defaultConfiguration: { level: LEVEL[level] },
        properties: { level, tags: ['mcp', 'evidence', level] },
    };
}
function changeResult(server, change, ruleIndex, uri, line) {
    const witness = change.witness
        ? ` Witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${oneLine(JSON.stringify(change.witness.value) ?? 'null', 500)}`
        : '';
    return {
        ruleId: change.rule,
        ruleIndex,
        level: LEVEL[change.level],
        message: { text: `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}${witness}` },
        locations: [location(uri, line, `${server.name}/${change.entity}`)],
        partialFingerprints: { [FINGERPRINT_KEY]: change.fingerprint },
        properties: { server: server.name, entity: change.entity, pointer: change.pointer, level: change.level, fingerprint: change.fingerprint },
    };
}
/** An unapproved breaking intended change: an error at its change's rule and line (the review's pointers lead into the golden file). */
function unapprovedResult(server, cause, index, uri, line) {
    const change = cause.change;
    const text = change ? `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}` : `fingerprint ${oneLine(cause.fingerprint, 40)}`;
    return {
        ...(change && index.has(change.rule) ? { ruleId: change.rule, ruleIndex: index.get(change.rule) } : { ruleId: 'intended-change-unapproved' }),
        level: 'error',
        message: { text: `Breaking intended change not approved: ${text}` },
        locations: [location(uri, change ? line(change.pointer) : 1, `${server.name}/${change?.entity ?? 'server'}`)],
        partialFingerprints: { [FINGERPRINT_KEY]: `unapproved:${cause.fingerprint}` },
        properties: { server: server.name, kind: 'unapproved', fingerprint: cause.fingerprint, ...(change ? { entity: change.entity, pointer: change.pointer, level: change.level } : {}) },
    };
}
function location(uri, startLine, logical) {
    return {
        physicalLocation: { artifactLocation: { uri }, region: { startLine } },
        logicalLocations: [{ fullyQualifiedName: oneLine(logical, 300), kind: 'object' }],
    };
}
/** `input-type-narrowed` -> `InputTypeNarrowed`: SARIF's rule name (a readable identifier). */
function pascal(id) {
    return id
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
}

const FORMAT_NAMES = ['terminal', 'json', 'markdown', 'sarif', 'junit', 'changelog'];
const FORMATS = {
    terminal: {
        name: 'terminal',
        extension: '.txt',
        description: 'grouped, readable diff (colour only on a TTY)',
        render: (report, context = {}) => renderTerminal(report, context.title ?? 'mcp-contract', context.colour ?? false, context.findingsOnly),
    },
    json: {
        name: 'json',
        extension: '.json',
        description: 'the JSON report (src/report/report.schema.json)',
        render: (report) => reportJson(report),
    },
    markdown: {
        name: 'markdown',
        extension: '.md',
        description: 'GitHub Markdown, as in the PR comment and job summary',
        render: (report, context = {}) => {
            const comparison = context.comparison && { ...context.comparison, gate: !context.findingsOnly };
            const labels = comparison ? [comparison.before, comparison.after] : undefined;
            return renderMarkdown(report, {
                acceptCommands: context.acceptCommands ?? {},
                diffs: context.markdown?.diffs ?? Object.fromEntries(Object.entries(context.servers ?? {}).map(([name, server]) => [name, definitionDiffs(server.before, server.after, labels)])),
                // A file is pasted or posted as a comment: it keeps to GitHub's limit, and says where the rest is.
                limit: COMMENT_LIMIT,
                ...(comparison ? { comparison } : {}),
                ...context.markdown,
            });
        },
    },
    sarif: {
        name: 'sarif',
        extension: '.sarif',
        description: 'SARIF 2.1.0, for code scanning (github/codeql-action/upload-sarif)',
        render: (report, context = {}) => renderSarif(report, context),
    },
    junit: {
        name: 'junit',
        extension: '.junit.xml',
        description: 'JUnit XML: a testsuite per server, a testcase per entity',
        render: (report, context = {}) => renderJunit(report, context),
    },
    changelog: {
        name: 'changelog',
        extension: '.changelog.md',
        description: 'release notes in Markdown: Breaking, Added, Changed, Deprecated, Removed',
        render: (report, context = {}) => renderChangelog(report, context),
    },
};
function isFormatName(name) {
    return FORMAT_NAMES.includes(name);
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

/** What the formats need besides the report: the two contracts, and the golden file's text (read once, when first asked) for line numbers. */
function formatContextOf(outcomes, root) {
    const servers = Object.create(null);
    for (const outcome of outcomes) {
        const contractText = outcome.error ? () => undefined : textWhenAsked(outcome.contractFile);
        // Code scanning resolves SARIF paths from the repository root, whatever folder the gate ran in.
        const fromRoot = relative(root, outcome.contractFile).split('\\').join('/');
        const artifactUri = fromRoot && !fromRoot.startsWith('..') ? fromRoot : undefined;
        servers[outcome.name] = { before: outcome.golden, after: outcome.current, contractText, ...(artifactUri ? { artifactUri } : {}) };
    }
    return { servers };
}

export { renderMarkdown as A, htmlText as B, COMMENT_LIMIT as C, DEFAULT_APPROVE_LABEL as D, FORMAT_NAMES as F, GENERIC_APPROVE_COMMAND as G, SEMVER_MODES as S, acceptCommandsHere as a, FORMATS as b, classify as c, defaultPolicyFile as d, exitCodeOf as e, formatContextOf as f, gatedReport as g, DEFAULT_POLICY_FILE as h, isFormatName as i, assembleReport as j, renderFailureMarkdown as k, headlineOf as l, annotationsFor as m, causeDocument as n, commentMarker as o, SUMMARY_LIMIT as p, acceptCommandsInRepository as q, renderTerminal as r, definitionDiffs as s, mdText as t, codeBlock as u, levelSettingsOf as v, acceptancesOf as w, hasLapsed as x, applyLevels as y, approveBreaking as z };
