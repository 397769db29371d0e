import { D as Diff, e as entityName } from './compare.js';
import { a as ownValue, c as stableJson, o as oneLine, J as JOINER, d as showInvisible, s as shellQuote } from './canonical.js';
import { C as COLLECTIONS } from './validity.js';
import { c as append, d as clusterChanges, f as entitiesLabel, l as listed, h as groupByEntity, b as reportJson, i as renderTerminal } from './terminal.js';
import { h as highestLevel, r as rankOf, f as failsAt } from './gate.js';
import { b as DEFAULT_POLICY_FILE, D as DEFAULT_APPROVE_LABEL } from './classify.js';
import { S as SCHEMA_FACTS, s as schemaRuleId, R as RULES } from './edit-distance.js';
import { p as packageJson } from './package.js';
import { e as evidenceRuleId, a as evidenceCheckById } from './checks.js';
import { relative } from 'node:path';
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
const ICON = { breaking: '🔴', 'effect-relevant': '🟠', cosmetic: '⚪' };
const VERDICT = { pass: '✅ MCP contract: pass', fail: '❌ MCP contract: fail', error: '⚠️ MCP contract: error' };
/**
 * The PR comment and job summary. Sections are laid out in full; if the text is over the
 * limit, the schema diffs go first, then the cause block, then per-change lines, and a
 * pointer to the full report is added. Server text only ever passes through mdText/htmlText
 * or a code fence it cannot close, and only after the hidden cause.
 */
function renderMarkdown(report, options) {
    const attempts = [
        { diffs: true, changes: true },
        { diffs: false, changes: true },
        { diffs: false, changes: false },
    ];
    // Each listed change takes at least MIN_CHANGE_LINE characters: when they cannot fit, do not lay them out to find out.
    const listed = report.servers.reduce((sum, server) => sum + server.changes.length + (server.review?.changes.length ?? 0), 0);
    const possible = attempts.filter((include) => !include.changes || listed * MIN_CHANGE_LINE <= options.limit);
    const cause = causeComment(report, options.limit);
    for (const include of possible) {
        const text = compose(report, options, cause, include, include !== attempts[0]);
        if (text.length <= options.limit)
            return text;
    }
    return compose(report, options, cause, { diffs: false, changes: false }, true).slice(0, options.limit);
}
/** The shortest a listed change can be: `- ⚪ **cosmetic** · `x` · ` and its message. */
const MIN_CHANGE_LINE = 20;
function compose(report, options, cause, include, trimmed) {
    const parts = [];
    if (options.marker)
        parts.push(options.marker);
    // The cause before any server text: a bot that reads the first match reads the gate's.
    parts.push(`## ${VERDICT[report.verdict]}`, cause, '');
    parts.push(`${headlineText(report, headlineOf(report))} · fails on: **${report.failOn}** and above, and on unapproved breaking intended changes.`, '');
    append(parts, countsTable(report), ['']);
    if (trimmed) {
        const where = options.fullReportUrl ? `is in the [job summary](${options.fullReportUrl}) and the JSON report` : 'is the JSON report (the report-path output)';
        parts.push(`> [!NOTE]\n> Trimmed to fit; the full report ${where}.`, '');
    }
    for (const server of report.servers)
        append(parts, serverSection(server, options, include), ['']);
    append(parts, footer(options));
    return `${parts
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd()}\n`;
}
/** The headline level, split into drift and intended change where a review ran, and the servers not compared. */
function headlineText(report, headline) {
    const reviewed = report.servers.some((server) => server.review);
    const split = reviewed ? ` (live vs golden: ${headline.drift}; intended change: ${headline.intended}${headline.unapproved.length ? `, **${headline.unapproved.length} unapproved**` : ''})` : '';
    const errors = report.servers.filter((server) => server.status === 'error').length;
    return `Highest change: **${headline.level}**${split}${errors ? ` · **${errors} server${errors === 1 ? '' : 's'} not compared**` : ''}`;
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
/** A row per comparison: live vs golden, and the intended change where a review ran, with its unapproved breaking changes. */
function countsTable(report) {
    const rows = report.servers.flatMap((server) => {
        const failing = (server.evidence ?? []).filter((e) => e.status === 'fail').length;
        const state = (server.status === 'error' ? 'not compared' : server.changes.length === 0 ? 'in sync' : 'drift') + (failing ? `; ${failing} check${failing === 1 ? '' : 's'} failed` : '');
        const name = mdText(server.name, 80);
        const drift = `| ${name} | live vs golden: ${state} | ${countCells(server.counts)} | — |`;
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
        return [...lines, `**Not compared.** ${mdText(server.error.message, 1000)}`];
    if (server.changes.length === 0)
        lines.push(`**In sync.** The live server matches ${code(server.contract)}.`, '');
    else {
        lines.push(`**Drift.** The live server differs from ${code(server.contract)}: the code changed the contract and the golden file did not follow.`, '');
        append(lines, changeList(server.changes, include.changes !== false, options), ['']);
        if (include.diffs)
            append(lines, diffBlocks(ownValue(options.diffs, server.name) ?? []));
        const commands = ownValue(options.acceptCommands, server.name);
        if (commands)
            append(lines, acceptDrift(server, commands, options.approval ?? DEFAULT_APPROVAL));
    }
    append(lines, semverAndIgnoredMarkdown(server));
    for (const note of server.notes)
        lines.push(`> ${mdText(note, 500)}`, '');
    append(lines, evidenceSection(server));
    if (server.review)
        append(lines, reviewSection(server.review, include.changes !== false, options, ownValue(options.acceptCommands, server.name)));
    return lines;
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
function reviewSection(review, withChanges, options, commands) {
    const base = mdText(review.base.slice(0, 12));
    if (review.note)
        return [`**Intended change.** No review against the base (${base}): ${mdText(review.note, 300)}.`, ''];
    if (review.changes.length === 0)
        return [`**Intended change.** The golden contract is unchanged since the base (${base}).`, ''];
    const lines = [`**Intended change** (golden contract at the base ${base} → this pull request):`, ''];
    // Each breaking change says, under its entity, what approved it or how to.
    const approvedBy = new Map(review.approved.map((approval) => [approval.fingerprint, approval.by]));
    const unapproved = new Set(review.unapproved);
    const approval = options.approval ?? DEFAULT_APPROVAL;
    const status = (changes) => {
        const open = changes.filter((change) => unapproved.has(change.fingerprint));
        if (open.length > 1)
            return `**${open.length} unapproved** (fingerprints in the JSON report): ${approvalHint(approval, 'them')}`;
        if (open.length === 1)
            return `**unapproved**: ${approvalHint(approval, code(open[0].fingerprint))}`;
        const by = changes.flatMap((change) => (approvedBy.has(change.fingerprint) ? [approvedBy.get(change.fingerprint)] : []));
        return by.length ? `approved by ${mdText([...new Set(by)].join('; '), 200)}` : undefined;
    };
    append(lines, changeList(review.changes, withChanges, options, status), ['']);
    if (!withChanges) {
        for (const approval of review.approved)
            lines.push(`- approved ${code(approval.fingerprint)} by ${mdText(approval.by, 200)}`);
        for (const fingerprint of review.unapproved)
            lines.push(`- **unapproved**: ${code(fingerprint)}`);
    }
    if (unapproved.size)
        append(lines, [''], approveIntended(commands, approval));
    return [...lines, ''];
}
/** The label route as a command to copy: GitHub's CLI, on the pull request of the branch checked out. */
function labelCommand(label) {
    return `gh pr edit --add-label ${shellQuote(label)}`;
}
/** How to accept a drift: its update command; for a breaking one, both routes to its approval at once. */
function acceptDrift(server, commands, approval) {
    const golden = code(server.contract);
    if (server.counts.breaking === 0)
        return [`If the change is intended, accept it: update the golden contract ${golden} in this pull request.`, '', codeBlock(commands.update, 'sh'), ''];
    return [
        `If the change is intended, accept it in this pull request. Its breaking changes need an approval too: either update ${golden} and accept them with your reason in ${code(approval.policyFile)}, in one round,`,
        '',
        codeBlock(commands.approve, 'sh'),
        '',
        `or update ${golden} and add the label ${code(approval.label)}:`,
        '',
        codeBlock(`${commands.update}\n${labelCommand(approval.label)}`, 'sh'),
        '',
    ];
}
/** Both routes to approving the unapproved intended changes, as commands; in words where the run has none (mode: report). */
function approveIntended(commands, approval) {
    if (!commands)
        return [`To approve: ${approvalHint(approval)}.`, ''];
    return [
        `To approve, either accept with your reason in ${code(approval.policyFile)} (the command also updates the golden contract from the server: a no-op where it has not drifted),`,
        '',
        codeBlock(commands.approve, 'sh'),
        '',
        `or add the label ${code(approval.label)}${approval.majorBump ? ', or bump the major version of the server' : ''}:`,
        '',
        codeBlock(labelCommand(approval.label), 'sh'),
        '',
    ];
}
/** A code span: plain backticks where codeSpan changes nothing but its padding. */
function code(text) {
    const span = codeSpan(text, 200);
    return text !== '' && span === `\` ${text} \`` ? `\`${text}\`` : span;
}
/** How to approve `what` (each fingerprint, or one by name), with this run's label and policy file by name. */
function approvalHint(approval, what = 'each fingerprint') {
    if (!approval)
        return 'add the approval label, an acceptance entry with a reason in the policy file, or (if enabled) a major version bump';
    const ways = [`add the label ${code(approval.label)} to the pull request`, `accept ${what} with a reason in ${code(approval.policyFile)}`];
    if (approval.majorBump)
        ways.push('bump the major version of the server');
    return `${ways.slice(0, -1).join(', ')}${ways.length > 2 ? ',' : ''} or ${ways.at(-1)}`;
}
/** `status`, where given, says under a change what approved it or how to (the review's breaking changes). */
function changeList(changes, detailed, options, status = () => undefined) {
    if (!detailed) {
        const counts = {};
        for (const change of changes)
            counts[change.level] = (counts[change.level] ?? 0) + 1;
        return [
            `${Object.entries(counts)
                .map(([level, n]) => `${n} ${level}`)
                .join(', ')} (details trimmed)`,
        ];
    }
    const open = [];
    const folded = [];
    // The PR comment stays short (about 150 lines in all): past its budget, the rest is counted and left to the job summary.
    const budget = options.marker ? COMMENT_CHANGE_LINES : Infinity;
    const left = [];
    for (const cluster of clusterChanges(changes)) {
        const group = cluster.kind === 'shared' ? [cluster.change] : cluster.changes;
        // Past a few changes, only the breaking ones stay open: the rest fold under one line.
        const into = changes.length > FOLD_FROM && group.every((change) => change.level !== 'breaking') ? folded : open;
        const lines = cluster.kind === 'shared'
            ? [
                `**in ${entitiesLabel(cluster.entities)}**: ${mdText(listed(cluster.entities), 600)}`,
                '',
                ...withStatus(changeLine$1(cluster.change, options, cluster.entities.length), status(cluster.changes)),
                '',
            ]
            : [`**${mdText(cluster.entity, 120)}**`, '', ...group.flatMap((change) => withStatus(changeLine$1(change, options), status([change]))), ''];
        if (open.length + folded.length + lines.length > budget)
            left.push(...cluster.changes);
        else
            into.push(...lines);
    }
    if (left.length)
        open.push(`… and more changes: ${countsText(left)}; see the job summary and the JSON report.`, '');
    if (folded.length === 0)
        return open;
    const rest = changes.filter((change) => change.level !== 'breaking');
    const summary = ['effect-relevant', 'cosmetic'].map((level) => `${rest.filter((change) => change.level === level).length} ${level}`).join(', ');
    return [...open, `<details><summary>${summary} changes</summary>`, '', ...folded, '</details>', ''];
}
/** A change's line, and under it, nested, what its status says. */
function withStatus(line, status) {
    return status ? [line, `  - ${status}`] : [line];
}
/** More changes than this in one list: the effect-relevant and cosmetic ones fold. */
const FOLD_FROM = 10;
/** The lines of changes a PR comment shows, open and folded together. */
const COMMENT_CHANGE_LINES = 100;
/** "3 breaking, 2 cosmetic" changes. */
function countsText(changes) {
    return ['breaking', 'effect-relevant', 'cosmetic']
        .map((level) => [level, changes.filter((change) => change.level === level).length])
        .filter(([, count]) => count > 0)
        .map(([level, count]) => `${count} ${level}`)
        .join(', ');
}
function changeLine$1(change, options, shared = 1) {
    const fingerprint = change.level !== 'breaking' ? '' : shared > 1 ? ` · fingerprints in the JSON report (${shared})` : ` · fingerprint \`${change.fingerprint}\``;
    return `- ${ICON[change.level]} **${change.level}** · ${ruleRef(change.rule, options)} · ${mdText(change.message, 400)}${witnessText(change)}${fingerprint}`;
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
 * Too long, it loses the change fingerprints, then the servers, and says `trimmed`; the JSON
 * report holds them all.
 */
function causeComment(report, limit) {
    const { servers, ...cause } = causeOf(report);
    const attempts = [() => ({ ...cause, servers }), () => ({ ...cause, servers: servers.map(({ fingerprints: _left, ...server }) => server), trimmed: true }), () => ({ ...cause, trimmed: true })];
    let text = '';
    for (const attempt of attempts) {
        text = hiddenData(CAUSE_LABEL, JSON.stringify(attempt()));
        if (text.length <= limit / 4)
            break;
    }
    return text;
}
/** The hidden, machine-readable cause for bots; the full report is the JSON report file. */
function causeOf(report) {
    const headline = headlineOf(report);
    return {
        verdict: report.verdict,
        highest: headline.level,
        driftHighest: report.highest,
        intendedHighest: headline.intended,
        counts: report.counts,
        servers: report.servers.map((s) => ({
            name: s.name,
            status: s.status,
            highest: s.highest,
            fingerprints: s.changes.map((c) => c.fingerprint),
            approved: s.review?.approved.map((a) => a.fingerprint) ?? [],
            unapproved: s.review?.unapproved ?? [],
        })),
    };
}

/** The sections of keepachangelog.com that apply to a contract, Breaking first; empty ones are left out. */
const CHANGELOG_SECTIONS = ['Breaking', 'Added', 'Changed', 'Deprecated', 'Removed'];
/** A named thing gone: a tool, resource, template, prompt, argument, output schema, capability, list or schema property. */
const REMOVALS = new Set([
    'tool-removed',
    'resource-removed',
    'resource-template-removed',
    'prompt-removed',
    'prompt-argument-removed',
    'tool-output-schema-removed',
    'capability-removed',
    'capability-notifications-removed',
    'list-now-unsupported',
    'input-property-removed',
    'output-property-removed',
    'input-closed-property-removed',
    'output-closed-property-removed',
]);
/** A named thing new (schema additions and widenings are found by their effect). */
const ADDITIONS = new Set([
    'tool-added',
    'resource-added',
    'resource-template-added',
    'prompt-added',
    'prompt-argument-added',
    'tool-output-schema-added',
    'capability-added',
    'list-now-supported',
]);
const SCHEMA_FACT_OF = new Map(SCHEMA_FACTS.flatMap((fact) => ['input', 'output'].map((direction) => [schemaRuleId(direction, fact.fact), fact])));
/**
 * The section of a change, one each: a removal is Removed (marked breaking), a deprecation
 * Deprecated, any other breaking change Breaking, an addition or a widening that breaks
 * nothing Added, the rest Changed. Cosmetic changes are not listed (see renderChangelog).
 */
function changelogSection(change) {
    const fact = SCHEMA_FACT_OF.get(change.rule);
    if (REMOVALS.has(change.rule))
        return 'Removed';
    if (fact?.fact === 'deprecated-changed')
        return 'Deprecated';
    if (change.level === 'breaking')
        return 'Breaking';
    if (ADDITIONS.has(change.rule) || fact?.effect === 'widens' || fact?.effect === 'extends')
        return 'Added';
    return 'Changed';
}
/**
 * Release notes in Markdown, as `oasdiff changelog` gives them for OpenAPI: per server, the
 * changes of a `diff` or `check` in their own words (entity and message; no witness, rule id or
 * pointer), in sections, for a maintainer to paste into a release. Cosmetic changes (wording,
 * titles, version strings) are not listed but counted on the last line; ignored ones are left out.
 */
function renderChangelog(report, context = {}) {
    return `${report.servers.map((server) => serverNotes(server, context).join('\n')).join('\n\n')}\n`;
}
function serverNotes(server, context) {
    const lines = [`## ${mdText(server.name, 100)}${versions(server.name, context)}`, ''];
    if (server.error)
        return [...lines, `Not compared (exit ${server.error.exitCode}): ${mdText(server.error.message, 1000)}`];
    const listed = server.changes.filter((change) => change.level !== 'cosmetic');
    // Removals are under Removed, so the count says at once how much breaks.
    const breaking = listed.filter((change) => change.level === 'breaking').length;
    if (breaking)
        lines.push(`**${breaking} breaking change${breaking === 1 ? '' : 's'}**`, '');
    if (server.semver)
        lines.push(`Semver: ${mdText(server.semver.message, 500)}`, '');
    for (const section of CHANGELOG_SECTIONS) {
        const changes = listed.filter((change) => changelogSection(change) === section);
        if (changes.length)
            lines.push(`### ${section}`, '', ...changes.map((change) => changeLine(change, section)), '');
    }
    const cosmetic = server.changes.length - listed.length;
    if (listed.length === 0)
        lines.push('No changes.', '');
    if (cosmetic)
        lines.push(`Not listed: ${cosmetic} cosmetic change${cosmetic === 1 ? '' : 's'}.`, '');
    return lines.slice(0, -1);
}
function changeLine(change, section) {
    const mark = change.level === 'breaking' && section !== 'Breaking' ? ' (breaking)' : '';
    return `- **${mdText(change.entity, 200)}**: ${mdText(change.message, 500)}${mark}`;
}
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
 * then anything else a change names). A testcase fails when its entity has a change at or
 * above fail-on; its changes are listed in the failure, lower ones in system-out. A server that
 * could not be compared is one testcase with an error. Every server string is XML-escaped.
 */
function renderJunit(report, context = {}) {
    const suites = report.servers.map((server) => suite(server, report, context));
    const sum = (key) => suites.reduce((total, s) => total + s[key], 0);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="mcp-contract-gate" tests="${sum('tests')}" failures="${sum('failures')}" errors="${sum('errors')}">`,
        ...suites.flatMap((s) => s.lines),
        '</testsuites>',
        '',
    ].join('\n');
}
function suite(server, report, context) {
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
    const byEntity = groupByEntity(server.changes);
    const ignoredBy = new Map();
    for (const { change, reason } of server.ignored ?? [])
        ignoredBy.set(change.entity, [...(ignoredBy.get(change.entity) ?? []), `ignored: ${describe(change)} (reason: ${reason})`]);
    const entities = entityList(server, context, [...byEntity.keys(), ...ignoredBy.keys()]);
    const failOn = report.failOn;
    const failing = (change) => failsAt(change.level, failOn);
    const cases = [];
    let failures = 0;
    for (const entity of entities) {
        const changes = byEntity.get(entity) ?? [];
        const above = changes.filter(failing);
        const below = changes.filter((change) => !failing(change));
        const out = [...below.map(describe), ...(ignoredBy.get(entity) ?? [])];
        const head = `    <testcase classname="${classname}" name="${xmlAttribute(entity)}"`;
        if (above.length === 0 && out.length === 0) {
            cases.push(`${head}/>`);
            continue;
        }
        cases.push(`${head}>`);
        if (above.length) {
            failures++;
            const highest = above.reduce((top, change) => (rankOf(change.level) > rankOf(top) ? change.level : top), above[0].level);
            const message = `${above.length} change${above.length === 1 ? '' : 's'} at or above ${failOn} (highest: ${highest})`;
            cases.push(`      <failure type="${highest}" message="${xmlAttribute(message)}">${xmlText(above.map(describe).join('\n'))}</failure>`);
        }
        if (out.length)
            cases.push(`      <system-out>${xmlText(out.join('\n'))}</system-out>`);
        cases.push('    </testcase>');
    }
    if (server.semver) {
        const failed = server.semver.mode === 'enforce' && server.semver.status === 'too-small';
        const head = `    <testcase classname="${classname}" name="semver"`;
        if (failed) {
            failures++;
            cases.push(`${head}>`, `      <failure type="semver" message="${xmlAttribute(server.semver.message)}">${xmlText(server.semver.message)}</failure>`, '    </testcase>');
        }
        else
            cases.push(`${head}>`, `      <system-out>${xmlText(`${server.semver.status}: ${server.semver.message}`)}</system-out>`, '    </testcase>');
    }
    for (const item of server.evidence ?? []) {
        if (item.status !== 'fail')
            continue;
        const failed = item.level !== undefined && failsAt(item.level, failOn);
        const text = `${item.subject}: ${item.message}`;
        cases.push(`    <testcase classname="${classname}" name="${xmlAttribute(`evidence:${item.check}`)}">`);
        if (failed) {
            failures++;
            cases.push(`      <failure type="${item.level}" message="${xmlAttribute(text)}">${xmlText(text)}</failure>`);
        }
        else
            cases.push(`      <system-out>${xmlText(text)}</system-out>`);
        cases.push('    </testcase>');
    }
    const tests = cases.filter((line) => line.startsWith('    <testcase')).length;
    return { tests, failures, errors: 0, lines: [open(tests, failures, 0), ...cases, '  </testsuite>'] };
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
 * partialFingerprint. Servers that could not be compared are tool execution notifications.
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
                properties: { verdict: report.verdict, failOn: report.failOn, highest: report.highest },
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
        render: (report, context = {}) => renderMarkdown(report, {
            acceptCommands: context.acceptCommands ?? {},
            diffs: context.markdown?.diffs ?? Object.fromEntries(Object.entries(context.servers ?? {}).map(([name, server]) => [name, definitionDiffs(server.before, server.after)])),
            limit: Number.POSITIVE_INFINITY, // a file has no size limit
            ...context.markdown,
        }),
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

export { COMMENT_LIMIT as C, FORMAT_NAMES as F, SUMMARY_LIMIT as S, FORMATS as a, annotationsFor as b, commentMarker as c, codeBlock as d, definitionDiffs as e, formatContextOf as f, renderMarkdown as g, headlineOf as h, isFormatName as i, htmlText as j, mdText as m, renderFailureMarkdown as r };
