import { stat, readdir, readFile } from 'node:fs/promises';
import { relative, resolve, join } from 'node:path';
import { f as entityName, a as classify, g as assembleReport, h as append, d as reportJson, i as groupByEntity, r as renderTerminal, e as exitCodeOf, b as buildReport, c as checkServer } from './terminal.js';
import { e as compileValidator, g as distExports, C as COLLECTIONS, p as parseContract, b as commandLineConfig, f as findDefaultConfig, l as loadConfig, c as checkPlaces, w as writeTranscript, h as snapshotServer, i as contractText, j as redactContract, a as writeContract } from './load.js';
import { existsSync, readFileSync } from 'node:fs';
import { d as readUserFile, I as InputError, e as ownValue, f as stableJson, o as oneLine, c as repositoryRoot, s as secretValues, b as insideRoot, w as writeFileAtomic, E as ExitCode, a as staleTemporaryWarnings } from './files.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { i as isFailOn } from './gate.js';
import './validity.js';
import './ajv.js';
import './index2.js';
import './_commonjsHelpers.js';
import 'node:crypto';
import 'node:os';
import 'node:worker_threads';
import 'node:url';
import 'process';
import 'buffer';

const $schema$1 = "https://json-schema.org/draft/2020-12/schema";
const $id$1 = "https://mcp-contract-gate.dev/schemas/policy-v1.schema.json";
const title$1 = "mcp-contract-gate policy: accepted breaking changes";
const description$1 = "Intended breaking changes, accepted by fingerprint with a reason. An acceptance never rewrites a golden contract.";
const type$1 = "object";
const additionalProperties$1 = false;
const properties$1 = {
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
	$schema: $schema$1,
	$id: $id$1,
	title: title$1,
	description: description$1,
	type: type$1,
	additionalProperties: additionalProperties$1,
	properties: properties$1
};

const checkPolicy = compileValidator(policySchema);
/** Reads the committed acceptances; a missing file means none. A bad file is exit 2 with file and pointer. */
async function loadAcceptances(file) {
    if (!existsSync(file))
        return [];
    const text = await readUserFile(file, 'policy');
    const document = distExports.parseDocument(text, { prettyErrors: false, uniqueKeys: true });
    const syntax = document.errors[0];
    if (syntax)
        throw new InputError(`policy ${file}: not valid YAML or JSON (${syntax.message.split('\n')[0]})`);
    let data;
    try {
        data = (document.toJS() ?? {});
    }
    catch (error) {
        // yaml refuses an alias bomb here: the file's fault, not the program's.
        throw new InputError(`policy ${file}: cannot be read as data (${error.message.split('\n')[0]})`);
    }
    const problem = checkPolicy(data)[0];
    if (problem)
        throw new InputError(`policy ${file} at ${problem.pointer}: ${problem.message}`);
    return data.accept ?? [];
}

class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

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

/** Unified diffs of every entity whose definition differs between two contracts (the diff library, not hand-rolled). */
function definitionDiffs(before, after) {
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
            const patch = createTwoFilesPatch('golden', 'live', text(b), text(a), undefined, undefined, { context: 3 });
            diffs.push({ entity: entityName(kind, key), patch: patch.split('\n').slice(1).join('\n') }); // drop the '====' banner
        }
    }
    return diffs;
}

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

/** Breaking intended changes need an approval: the label, an unexpired acceptance entry, or (if enabled) a major version bump. */
function approveBreaking(changes, settings, versions) {
    const approved = [];
    const unapproved = [];
    const labelled = settings.prLabels.includes(settings.label);
    const bumped = settings.majorBumpApproves && isMajorBump(versions.base, versions.head);
    for (const change of changes) {
        if (change.level !== 'breaking')
            continue;
        const acceptance = settings.acceptances.find((entry) => entry.fingerprint === change.fingerprint && !(entry.expires && entry.expires < settings.today));
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

async function reviewContract(baseCommit, base, head, settings, oracleTimeoutMs) {
    if ('missing' in base)
        return { base: baseCommit, changes: [], approved: [], unapproved: [], note: base.missing };
    const before = parseContract(base.text, `${baseCommit.slice(0, 12)}:${head.server} golden contract`);
    const { changes } = await classify(before, head, oracleTimeoutMs);
    const versions = { base: stringOrUndefined(before.serverInfo?.version), head: stringOrUndefined(head.serverInfo?.version) };
    const { approved, unapproved } = approveBreaking(changes, settings, versions);
    return { base: baseCommit, changes, approved, unapproved: unapproved.map((change) => change.fingerprint) };
}
function stringOrUndefined(value) {
    return typeof value === 'string' ? value : undefined;
}

/** Reads GITHUB_EVENT_PATH (a pull_request or pull_request_target payload); undefined for other events. */
function pullRequestOf(env) {
    const path = env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    let payload;
    try {
        payload = JSON.parse(readFileSync(path, 'utf8'));
    }
    catch {
        return undefined;
    }
    const pr = payload.pull_request;
    if (!pr || typeof pr.number !== 'number')
        return undefined;
    return {
        number: pr.number,
        baseSha: String(pr.base?.sha ?? ''),
        headSha: String(pr.head?.sha ?? ''),
        labels: Array.isArray(pr.labels) ? pr.labels.map((label) => String(label?.name ?? '')) : [],
        fromFork: Boolean(pr.head?.repo?.fork) || (pr.head?.repo?.full_name !== undefined && pr.head?.repo?.full_name !== pr.base?.repo?.full_name),
    };
}

/** Action inputs -> settings and servers; every bad input is an InputError naming the input. */
function readSettings({ core, env }) {
    const input = (name, fallback) => core.getInput(name) || fallback;
    const mode = input('mode', 'check');
    const failOn = input('fail-on', 'effect-relevant');
    if (!isFailOn(failOn))
        throw new InputError(`input fail-on must be breaking, effect-relevant, cosmetic or never (got "${failOn}")`);
    if (mode !== 'check' && mode !== 'update' && mode !== 'report')
        throw new InputError(`input mode must be check, update or report (got "${mode}")`);
    const concurrency = Number(input('concurrency', '2'));
    if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new InputError(`input concurrency must be a whole number of at least 1 (got "${core.getInput('concurrency')}")`);
    const workspace = ownValue(env, 'GITHUB_WORKSPACE');
    const cwd = resolve(workspace ?? process.cwd(), input('working-directory', '.'));
    // The gate writes inside the workspace only, whatever an input or a config says.
    const root = workspace ?? repositoryRoot(cwd);
    const place = (name, path) => insideRoot(root, resolve(cwd, path), `input ${name}`);
    const transcriptDir = core.getInput('transcript-dir') ? place('transcript-dir', core.getInput('transcript-dir')) : undefined;
    return {
        cwd,
        root,
        mode,
        failOn,
        concurrency,
        comment: input('comment', 'true') !== 'false',
        token: core.getInput('github-token'),
        reportPath: place('report-path', input('report-path', 'mcp-contract-report.json')),
        transcriptDir,
        transcriptBodies: core.getInput('transcript-bodies') === 'true',
    };
}
async function actionConfig({ core }, cwd) {
    const command = core.getInput('command');
    const url = core.getInput('url');
    if (command || url) {
        const args = core.getInput('args').split('\n').map((line) => line.trim()).filter(Boolean);
        const headers = Object.fromEntries(core.getInput('headers').split('\n').map((line) => line.trim()).filter(Boolean).map(headerLine));
        const config = commandLineConfig({ name: core.getInput('server-name') || undefined, command: command ? [command, ...args] : undefined, url: url || undefined, contract: core.getInput('contract') || undefined, cwd });
        for (const server of config.servers)
            if (server.transport.kind !== 'stdio')
                server.transport.headers = headers;
        return config;
    }
    const named = core.getInput('config');
    const file = named ? resolve(cwd, named) : findDefaultConfig(cwd);
    if (!file)
        throw new InputError('no server: set the config input, or command (and args), or url');
    return loadConfig(file);
}
/** Timeout inputs override every server's: the job's budget is the workflow's business. */
function withTimeouts(core, config) {
    const read = (name) => {
        const text = core.getInput(name);
        if (!text)
            return undefined;
        const value = Number(text);
        if (!Number.isInteger(value) || value < 1)
            throw new InputError(`input ${name} must be a whole number of milliseconds (got "${text}")`);
        return value;
    };
    const [requestMs, totalMs, oracleMs] = [read('request-timeout-ms'), read('total-timeout-ms'), read('oracle-timeout-ms')];
    for (const server of config.servers) {
        server.requestTimeoutMs = requestMs ?? server.requestTimeoutMs;
        server.totalTimeoutMs = totalMs ?? server.totalTimeoutMs;
        server.oracleTimeoutMs = oracleMs ?? server.oracleTimeoutMs;
    }
    return config;
}
function headerLine(line) {
    const colon = line.indexOf(':');
    if (colon < 1)
        throw new InputError(`input headers: "${line.slice(0, 40)}" is not "Name: value"`);
    return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
}
/** The run's secrets: masked in the runner's log (setSecret), and redacted from everything the gate writes. */
function registerSecrets({ core, env, redactor }, servers, token) {
    const secrets = secretValues(servers, env, token);
    for (const secret of new Set(secrets))
        if (secret.length > 0 && !redactor.has(secret))
            core.setSecret(secret);
    redactor.add(secrets);
}

const $schema = "https://json-schema.org/draft/2020-12/schema";
const $id = "https://mcp-contract-gate.dev/schemas/report-v1.schema.json";
const title = "mcp-contract-gate report (format version 1)";
const description = "The machine-readable cause of a check or diff: the verdict, counts per level, and per server its negotiated revision, capabilities and classified changes.";
const type = "object";
const required = [
	"format",
	"formatVersion",
	"verdict",
	"failOn",
	"highest",
	"counts",
	"servers"
];
const additionalProperties = false;
const properties = {
	format: {
		"const": "mcp-contract-report"
	},
	formatVersion: {
		"const": 1
	},
	verdict: {
		"enum": [
			"pass",
			"fail",
			"error"
		]
	},
	failOn: {
		"enum": [
			"breaking",
			"effect-relevant",
			"cosmetic",
			"never"
		]
	},
	highest: {
		$ref: "#/$defs/levelOrNone"
	},
	counts: {
		$ref: "#/$defs/counts"
	},
	servers: {
		type: "array",
		items: {
			type: "object",
			required: [
				"name",
				"contract",
				"status",
				"highest",
				"counts",
				"changes",
				"notes"
			],
			additionalProperties: false,
			properties: {
				name: {
					type: "string"
				},
				contract: {
					type: "string"
				},
				status: {
					"enum": [
						"compared",
						"error"
					]
				},
				error: {
					type: "object",
					required: [
						"exitCode",
						"message"
					],
					additionalProperties: false,
					properties: {
						exitCode: {
							type: "integer"
						},
						message: {
							type: "string"
						}
					}
				},
				protocol: {
					type: "object",
					required: [
						"era",
						"revision"
					],
					properties: {
						era: {
							type: "string"
						},
						revision: {
							type: "string"
						}
					}
				},
				capabilities: {
					type: "object"
				},
				highest: {
					$ref: "#/$defs/levelOrNone"
				},
				counts: {
					$ref: "#/$defs/counts"
				},
				changes: {
					type: "array",
					items: {
						$ref: "#/$defs/change"
					}
				},
				notes: {
					type: "array",
					items: {
						type: "string"
					}
				},
				review: {
					description: "The intended change of the pull request: the golden contract at the PR base against the one at its head.",
					type: "object",
					required: [
						"base",
						"highest",
						"counts",
						"changes",
						"approved",
						"unapproved"
					],
					additionalProperties: false,
					properties: {
						base: {
							type: "string"
						},
						highest: {
							$ref: "#/$defs/levelOrNone"
						},
						counts: {
							$ref: "#/$defs/counts"
						},
						changes: {
							type: "array",
							items: {
								$ref: "#/$defs/change"
							}
						},
						approved: {
							type: "array",
							items: {
								type: "object",
								required: [
									"fingerprint",
									"by"
								],
								additionalProperties: false,
								properties: {
									fingerprint: {
										type: "string"
									},
									by: {
										type: "string"
									}
								}
							}
						},
						unapproved: {
							type: "array",
							items: {
								type: "string"
							}
						},
						note: {
							type: "string"
						}
					}
				},
				evidence: {
					description: "Checked facts about the live server (negotiation policy, lifecycle, schemas, canonical examples, subscription probe, protocol matrix). A failing item fails the gate like a change of its level.",
					type: "array",
					items: {
						type: "object",
						required: [
							"check",
							"status",
							"subject",
							"message"
						],
						additionalProperties: false,
						properties: {
							check: {
								type: "string",
								pattern: "^[a-z0-9_]+$"
							},
							status: {
								"enum": [
									"pass",
									"fail",
									"info"
								]
							},
							level: {
								$ref: "#/$defs/level"
							},
							subject: {
								type: "string"
							},
							message: {
								type: "string"
							},
							details: {
							}
						}
					}
				}
			}
		}
	}
};
const $defs = {
	level: {
		"enum": [
			"cosmetic",
			"effect-relevant",
			"breaking"
		]
	},
	levelOrNone: {
		"enum": [
			"none",
			"cosmetic",
			"effect-relevant",
			"breaking"
		]
	},
	counts: {
		type: "object",
		required: [
			"cosmetic",
			"effect-relevant",
			"breaking"
		],
		additionalProperties: false,
		properties: {
			cosmetic: {
				type: "integer",
				minimum: 0
			},
			"effect-relevant": {
				type: "integer",
				minimum: 0
			},
			breaking: {
				type: "integer",
				minimum: 0
			}
		}
	},
	change: {
		type: "object",
		required: [
			"rule",
			"level",
			"entity",
			"pointer",
			"message",
			"fingerprint"
		],
		additionalProperties: false,
		properties: {
			rule: {
				type: "string",
				pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"
			},
			level: {
				$ref: "#/$defs/level"
			},
			entity: {
				type: "string"
			},
			pointer: {
				type: "string",
				pattern: "^(/.*)?$"
			},
			before: {
			},
			after: {
			},
			message: {
				type: "string"
			},
			fingerprint: {
				type: "string",
				pattern: "^[0-9a-f]{16}$"
			},
			item: {
				type: "string",
				description: "The changed item where the pointer alone does not name it: a property, an enum value, a type, a bound."
			},
			witness: {
				type: "object",
				description: "Proof of a breaking schema change: a value ajv accepts under exactly one of the two schemas.",
				required: [
					"value",
					"validBefore",
					"validAfter"
				],
				additionalProperties: false,
				properties: {
					value: {
					},
					validBefore: {
						type: "boolean"
					},
					validAfter: {
						type: "boolean"
					}
				}
			}
		}
	}
};
var reportSchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	required: required,
	additionalProperties: additionalProperties,
	properties: properties,
	$defs: $defs
};

const checkReport = compileValidator(reportSchema);
/** Reads JSON reports named one per line (files, or directories of *.json: downloaded artifacts). */
async function readReports(input, cwd) {
    const names = input.split('\n').map((line) => line.trim()).filter(Boolean);
    if (names.length === 0)
        throw new InputError('mode report needs the reports input: JSON report files or directories, one per line');
    const files = [];
    for (const name of names) {
        const path = resolve(cwd, name);
        const info = await stat(path).catch(() => undefined);
        if (!info)
            throw new InputError(`report ${path}: no such file or directory`);
        const found = info.isDirectory() ? (await readdir(path, { recursive: true })).filter((f) => f.endsWith('.json')).sort().map((f) => join(path, f)) : [path];
        for (const file of found)
            files.push(file);
    }
    return Promise.all(files.map(async (file) => parseReport(await readUserFile(file, 'report'), file)));
}
function parseReport(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new InputError(`report ${file} at /: not JSON (${error.message})`);
    }
    const problem = checkReport(data)[0];
    if (problem)
        throw new InputError(`report ${file} at ${problem.pointer}: ${problem.message}`);
    return data;
}
/** One report from many (matrix jobs, or a report made by another run): one comment, one verdict. */
function mergeReports(reports, failOn) {
    return assembleReport(reports.flatMap((report) => report.servers), failOn);
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
function lineOf(text, tree, pointer) {
    const path = pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (let length = path.length; length >= 0; length--) {
        const node = findNodeAtLocation(tree, path.slice(0, length));
        const offset = node?.parent?.type === 'property' ? node.parent.offset : node?.offset;
        if (offset !== undefined)
            return text.slice(0, offset).split('\n').length;
    }
    return 1;
}

/**
 * Server-controlled text in GitHub Markdown. A tool name or description must not break a
 * table, close a block, ping anyone, link or load an image: every such character is
 * neutralised. Rendered, the text reads as sent.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~:]/g;
/** Inline text for paragraphs and table cells: one line, HTML escaped, Markdown punctuation escaped, mentions and autolinks broken. */
function mdText(text, max = 300) {
    const flat = text.replace(CONTROL, ' ').trim();
    const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    return short
        .replace(/:\/\//g, ':\u2060//') // GFM autolinks text after escapes are resolved: break the pattern itself
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\u2060.`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
        .replace(/@/g, '@\u2060'); // a word joiner after @: no mention, no team ping
}
/** Text inside an HTML element (a <summary>): no Markdown is parsed there, so only HTML and mentions matter. */
function htmlText(text, max = 200) {
    const flat = text.replace(CONTROL, ' ').trim();
    const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    return short
        .replace(/:\/\//g, ':\u2060//')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/@/g, '@\u2060');
}
/** A fenced code block whose fence is longer than any backtick run inside, so the content cannot close it. */
function codeBlock(content, language = '') {
    let longest = 0; // a loop, not Math.max(...runs): a 100k-change report has more runs than the call stack takes arguments
    for (const run of content.matchAll(/`+/g))
        longest = Math.max(longest, run[0].length);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const body = content.endsWith('\n') ? content : `${content}\n`;
    return `${fence}${language}\n${body}${fence}`;
}
/** An inline code span for server-controlled text: one line, a backtick run longer than any inside. */
function codeSpan(text, max = 200) {
    const flat = text.replace(CONTROL, ' ');
    const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    const longest = Math.max(0, ...[...short.matchAll(/`+/g)].map((match) => match[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence} ${short} ${fence}`;
}
/** An HTML comment that carries data for bots: base64, so no `-->` can end it early. */
function hiddenData(label, data) {
    return `<!-- ${label} ${Buffer.from(data, 'utf8').toString('base64')} -->`;
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
const ICON = { breaking: '🔴', 'effect-relevant': '🟠', cosmetic: '⚪' };
const VERDICT = { pass: '✅ MCP contract: pass', fail: '❌ MCP contract: fail', error: '⚠️ MCP contract: error' };
/**
 * The PR comment and job summary. Sections are laid out in full; if the text is over the
 * limit, the schema diffs go first, then the cause block, then per-change lines, and a
 * pointer to the full report is added. Server text only ever passes through mdText/htmlText
 * or a code fence it cannot close.
 */
function renderMarkdown(report, options) {
    const attempts = [
        { diffs: true, cause: 'report', changes: true },
        { diffs: true, cause: 'changes', changes: true },
        { diffs: false, cause: 'changes', changes: true },
        { diffs: false, cause: 'none', changes: true },
        { diffs: false, cause: 'none', changes: false },
    ];
    // Each listed change takes at least MIN_CHANGE_LINE characters: when they cannot fit, do not lay them out to find out.
    const listed = report.servers.reduce((sum, server) => sum + server.changes.length + (server.review?.changes.length ?? 0), 0);
    const possible = attempts.filter((include) => !include.changes || listed * MIN_CHANGE_LINE <= options.limit);
    for (const include of possible) {
        const text = compose(report, options, include, include !== attempts[0]);
        if (text.length <= options.limit)
            return text;
    }
    return compose(report, options, { diffs: false, cause: 'none', changes: false }, true).slice(0, options.limit);
}
/** The shortest a listed change can be: `- ⚪ **cosmetic** · `x` · ` and its message. */
const MIN_CHANGE_LINE = 20;
function compose(report, options, include, trimmed) {
    const parts = [];
    if (options.marker)
        parts.push(options.marker);
    parts.push(`## ${VERDICT[report.verdict]}`, '', `Highest change: **${report.highest}** · fails on: **${report.failOn}** and above, and on unapproved breaking intended changes.`, '');
    append(parts, countsTable(report), ['']);
    if (trimmed) {
        const where = options.fullReportUrl ? `is in the [job summary](${options.fullReportUrl}) and the JSON report` : 'is the JSON report (the report-path output)';
        parts.push(`> [!NOTE]\n> Trimmed to fit; the full report ${where}.`, '');
    }
    for (const server of report.servers)
        append(parts, serverSection(server, options, include), ['']);
    append(parts, causeSection(report, include.cause));
    return `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
function countsTable(report) {
    const rows = report.servers.map((server) => {
        const failing = (server.evidence ?? []).filter((e) => e.status === 'fail').length;
        const state = (server.status === 'error' ? 'not compared' : server.changes.length === 0 ? 'in sync' : 'drift') + (failing ? `; ${failing} check${failing === 1 ? '' : 's'} failed` : '');
        const review = server.review ? reviewCell(server) : '—';
        return `| ${mdText(server.name, 80)} | ${state} | ${server.counts.breaking} | ${server.counts['effect-relevant']} | ${server.counts.cosmetic} | ${review} |`;
    });
    return ['| server | live vs golden | breaking | effect-relevant | cosmetic | intended change (PR) |', '| --- | --- | ---: | ---: | ---: | --- |', ...rows];
}
function reviewCell(server) {
    const review = server.review;
    if (review.note)
        return 'no baseline';
    if (review.changes.length === 0)
        return 'none';
    const parts = [`${review.changes.length} change${review.changes.length === 1 ? '' : 's'}, highest ${review.highest}`];
    if (review.unapproved.length)
        parts.push(`**${review.unapproved.length} breaking unapproved**`);
    else if (review.approved.length)
        parts.push(`${review.approved.length} breaking approved`);
    return parts.join('; ');
}
function serverSection(server, options, include) {
    const lines = [`### ${mdText(server.name, 80)}`, ''];
    if (server.error)
        return [...lines, `**Not compared.** ${mdText(server.error.message, 1000)}`];
    if (server.changes.length === 0)
        lines.push(`**In sync.** The live server matches ${mdText(server.contract)}.`, '');
    else {
        lines.push(`**Drift.** The live server differs from ${mdText(server.contract)}: the code changed the contract and the golden file did not follow.`, '');
        append(lines, changeList(server.changes, include.changes !== false), ['']);
        if (include.diffs)
            append(lines, diffBlocks(ownValue(options.diffs, server.name) ?? []));
        const command = ownValue(options.acceptCommands, server.name);
        if (command)
            lines.push('If the change is intended, accept it by updating the golden contract in this pull request:', '', codeBlock(command, 'sh'), '');
    }
    for (const note of server.notes)
        lines.push(`> ${mdText(note, 500)}`, '');
    append(lines, evidenceSection(server));
    if (server.review)
        append(lines, reviewSection(server.review, include.changes !== false));
    return lines;
}
/** Failing and informative evidence in full, passing checks counted; the protocol matrix as a table. */
function evidenceSection(server) {
    const evidence = server.evidence ?? [];
    if (evidence.length === 0)
        return [];
    const passedCount = evidence.filter((e) => e.status === 'pass').length;
    const lines = [`**Evidence.** ${passedCount} check${passedCount === 1 ? '' : 's'} passed.`, ''];
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
    return [...lines, ''];
}
function reviewSection(review, withChanges) {
    const base = mdText(review.base.slice(0, 12));
    if (review.note)
        return [`**Intended change.** No review against the base (${base}): ${mdText(review.note, 300)}.`, ''];
    if (review.changes.length === 0)
        return [`**Intended change.** The golden contract is unchanged since the base (${base}).`, ''];
    const lines = [`**Intended change** (golden contract at the base ${base} → this pull request):`, ''];
    append(lines, changeList(review.changes, withChanges), ['']);
    for (const approval of review.approved)
        lines.push(`- approved \`${approval.fingerprint}\` by ${mdText(approval.by, 200)}`);
    if (review.unapproved.length) {
        lines.push(`- **unapproved breaking:** ${review.unapproved.map((f) => `\`${f}\``).join(', ')}: add the approval label, an acceptance entry with a reason in the policy file, or (if enabled) a major version bump`);
    }
    return [...lines, ''];
}
function changeList(changes, detailed) {
    if (!detailed) {
        const counts = {};
        for (const change of changes)
            counts[change.level] = (counts[change.level] ?? 0) + 1;
        return [`${Object.entries(counts).map(([level, n]) => `${n} ${level}`).join(', ')} (details trimmed)`];
    }
    const lines = [];
    for (const [entity, group] of groupByEntity(changes)) {
        lines.push(`**${mdText(entity, 120)}**`, '');
        for (const change of group)
            lines.push(`- ${ICON[change.level]} **${change.level}** · \`${change.rule}\` · ${mdText(change.message, 400)}${witnessText(change)}${change.level === 'breaking' ? ` · fingerprint \`${change.fingerprint}\`` : ''}`);
        lines.push('');
    }
    return lines;
}
/** The proof of a breaking schema change, in words a reviewer can run. */
function witnessText(change) {
    if (!change.witness)
        return '';
    const { value, validBefore } = change.witness;
    const what = change.rule.startsWith('input-') ? (validBefore ? 'this call worked before and is rejected now' : 'this call is accepted now and was rejected before') : validBefore ? 'the old schema allowed this output and the new one does not' : 'the server may now return this, which the old schema did not allow';
    return `; ${what}: ${codeSpan(JSON.stringify(value) ?? 'null', 300)}`;
}
function diffBlocks(diffs) {
    return diffs.flatMap((diff) => [`<details><summary>definition diff: ${htmlText(diff.entity, 120)}</summary>`, '', codeBlock(diff.patch, 'diff'), '', '</details>', '']);
}
function causeSection(report, block) {
    const cause = {
        verdict: report.verdict,
        highest: report.highest,
        counts: report.counts,
        servers: report.servers.map((s) => ({ name: s.name, status: s.status, highest: s.highest, fingerprints: s.changes.map((c) => `${c.rule}:${c.fingerprint}`), unapproved: s.review?.unapproved ?? [] })),
    };
    const lines = [];
    if (block === 'report')
        lines.push('<details><summary>Machine-readable cause (JSON report)</summary>', '', codeBlock(reportJson(report), 'json'), '', '</details>', '');
    if (block === 'changes') {
        const changes = report.servers.flatMap((s) => s.changes.map(({ rule, level, entity, pointer, fingerprint }) => ({ server: s.name, rule, level, entity, pointer, fingerprint })));
        lines.push('<details><summary>Machine-readable cause (changes; the full JSON report is the report-path output)</summary>', '', codeBlock(JSON.stringify(changes, null, 1), 'json'), '', '</details>', '');
    }
    lines.push(hiddenData(CAUSE_LABEL, JSON.stringify(cause)));
    return lines;
}

/**
 * One sticky comment per workflow and server set: found again by its hidden marker (through
 * every page of comments) and updated in place. A read-only token (a fork's) gets 403: that is
 * an outcome, not a crash; the summary, annotations, outputs and exit code still carry the verdict.
 */
async function upsertComment(api, issue, marker, body) {
    try {
        const existing = (await api.list(issue)).find((comment) => comment.body?.startsWith(marker));
        if (existing) {
            await api.update(existing.id, body);
            return { posted: 'updated' };
        }
        await api.create(issue, body);
        return { posted: 'created' };
    }
    catch (error) {
        const status = error.status;
        const why = status === 403 || status === 404 ? `the token may not write to this pull request (HTTP ${status}; a fork's pull_request token is read-only)` : `GitHub answered ${status ?? 'with an error'}: ${error.message}`;
        return { posted: false, reason: why };
    }
}

function annotate({ core }, report, goldens) {
    for (const annotation of annotationsFor(report, goldens)) {
        const properties = { title: annotation.title, file: annotation.file, startLine: annotation.line };
        if (annotation.kind === 'error')
            core.error(annotation.message, properties);
        else if (annotation.kind === 'warning')
            core.warning(annotation.message, properties);
        else
            core.notice(annotation.message, properties);
    }
}
/** Summary, report file, outputs, the sticky comment, and the exit code. */
async function publish(deps, settings, given, extras, pullRequest) {
    const { core, env } = deps;
    const report = deps.redactor.value(given); // before rendering: Markdown escaping would change a secret's form
    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
    const markdown = (limit, marker) => renderMarkdown(report, { marker, acceptCommands: extras.accept ?? {}, diffs: extras.diffs ?? {}, fullReportUrl: marker ? runUrl : undefined, limit });
    core.info(renderTerminal(report, 'mcp-contract check', false));
    await writeFileAtomic(settings.reportPath, reportJson(report));
    await core.summary.addRaw(markdown(SUMMARY_LIMIT), true).write();
    setOutputs(core, report, settings.reportPath);
    const issue = pullRequest?.number ?? (Number(core.getInput('pr-number')) || undefined);
    if (settings.comment && issue !== undefined && !settings.token)
        core.warning('no github-token: the pull request comment is skipped');
    if (settings.comment && issue !== undefined && settings.token) {
        const key = core.getInput('comment-key') || `${env.GITHUB_WORKFLOW ?? 'mcp-contract'}:${report.servers.map((s) => s.name).sort().join(',')}`;
        const marker = commentMarker(key);
        const outcome = await upsertComment(deps.comments(settings.token), issue, marker, deps.redactor.text(markdown(COMMENT_LIMIT, marker)));
        if (outcome.posted)
            core.info(`PR comment ${outcome.posted}`);
        else
            core.warning(`could not comment on pull request #${issue}: ${outcome.reason}. The verdict is in the job summary, the annotations and the outputs; for fork pull requests see the two-workflow pattern in the README.`);
    }
    const exitCode = exitCodeOf(report);
    if (exitCode !== ExitCode.pass)
        core.setFailed(`mcp-contract: ${report.verdict} (highest change: ${report.highest}, fail-on: ${report.failOn})`);
    return exitCode;
}
function setOutputs(core, report, reportPath) {
    core.setOutput('verdict', report.verdict);
    core.setOutput('highest', report.highest);
    for (const [level, count] of Object.entries(report.counts))
        core.setOutput(level, count);
    core.setOutput('cause', reportJson(report).trim());
    core.setOutput('report-path', reportPath);
    core.setOutput('contract-changed', 'false');
}

/** Runs the gate from action inputs; returns the exit code. */
async function runAction(deps) {
    const settings = readSettings(deps);
    registerSecrets(deps, [], settings.token); // the token before anything can fail
    if (settings.mode === 'report')
        return publish(deps, settings, mergeReports(await readReports(deps.core.getInput('reports'), settings.cwd), settings.failOn), {}, undefined);
    const config = checkPlaces(withTimeouts(deps.core, await actionConfig(deps, settings.cwd)), settings.root);
    registerSecrets(deps, config.servers, settings.token);
    for (const warning of staleTemporaryWarnings(config.servers.map((server) => server.contract), settings.cwd))
        deps.core.warning(warning);
    if (settings.mode === 'update')
        return update(deps, config);
    const pullRequest = pullRequestOf(deps.env);
    const outcomes = await boundedMap(config.servers, settings.concurrency, (server) => checkAndReview(deps, server, pullRequest, settings));
    if (settings.transcriptDir) {
        for (const outcome of outcomes)
            if (outcome.transcript)
                await writeTranscript(settings.transcriptDir, outcome.name, outcome.transcript, deps.redactor);
        deps.core.setOutput('transcript-dir', settings.transcriptDir);
    }
    const report = buildReport(outcomes, settings.failOn, settings.cwd);
    const accept = Object.fromEntries(config.servers.map((server) => [server.name, acceptCommand(config, server, settings.cwd)]));
    const goldens = Object.fromEntries(await Promise.all(outcomes.map(async (o) => [o.name, { path: relative(settings.cwd, o.contractFile), text: await readFile(o.contractFile, 'utf8').catch(() => '') }])));
    annotate(deps, report, goldens);
    const diffs = deps.redactor.value(Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)])));
    return publish(deps, settings, report, { accept, diffs }, pullRequest);
}
async function checkAndReview(deps, server, pullRequest, settings) {
    const { cwd } = settings;
    const outcome = await checkServer(server, { recordBodies: settings.transcriptBodies, redactor: deps.redactor }, deps.env);
    const base = deps.core.getInput('base') || pullRequest?.baseSha;
    if (!base || outcome.error)
        return outcome;
    const head = outcome.golden;
    const approvals = {
        label: deps.core.getInput('approve-label') || 'mcp-contract:approved-breaking',
        prLabels: pullRequest?.labels ?? [],
        acceptances: await loadAcceptances(resolve(cwd, deps.core.getInput('policy-file') || 'mcp-contract.policy.yaml')),
        majorBumpApproves: deps.core.getInput('approve-on-major-bump') === 'true',
        today: deps.today,
    };
    const review = await reviewContract(base, await contractAtCommit(outcome.contractFile, base, cwd), head, approvals, server.oracleTimeoutMs);
    return { ...outcome, review };
}
/** The one command that accepts a drift: it rewrites the golden contract, to be committed in the same PR. */
function acceptCommand(config, server, cwd) {
    if (config.file)
        return `npx -p mcp-contract-gate mcp-contract update --config ${shellQuote(relative(cwd, config.file))} --server ${shellQuote(server.name)}`;
    const transport = server.transport;
    const target = transport.kind === 'stdio' ? `-- ${[transport.command, ...transport.args].map(shellQuote).join(' ')}` : `--url ${shellQuote(transport.url)}${transport.kind === 'sse' ? ' --sse' : ''}`;
    return `npx -p mcp-contract-gate mcp-contract snapshot --name ${shellQuote(server.name)} --out ${shellQuote(relative(cwd, server.contract))} ${target}`;
}
function shellQuote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** `mode: update`: rewrite the golden contracts from the live servers; never commits or pushes. */
async function update({ core, env, redactor }, config) {
    let changed = false;
    for (const server of config.servers) {
        const contract = await snapshotServer(server, env);
        const previous = await readFile(server.contract, 'utf8').catch(() => undefined);
        const same = previous === contractText(redactContract(contract, redactor));
        if (!same)
            changed = true;
        await writeContract(server.contract, contract, redactor);
        core.info(`${same ? 'unchanged' : 'updated'} ${server.contract}`);
    }
    core.setOutput('contract-changed', String(changed));
    return ExitCode.pass;
}
/** Runs `task` over `items` with at most `limit` at once, keeping the input order in the result. */
async function boundedMap(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

export { runAction };
