import { l as levelSettingsOf, a as applyIgnore, d as applyLevels, t as tokens } from './ignore.js';
import { i as withRegistryVersion, s as semverAdvice, e as DEFAULT_POLICY_FILE, D as DEFAULT_APPROVE_LABEL } from './accept-command.js';
import { D as Diff, e as entityName } from './compare.js';
import { J as JOINER, b as showInvisible, o as ownValue, s as shellQuote } from './safe-text.js';
import { s as sortKeysDeep, g as stableJson } from './io.js';
import { C as COLLECTIONS } from './validity.js';
import { w as witnessShown } from './change.js';
import { o as oneLine } from './errors.js';
import { d as decideGate, h as highestLevel, L as LEVELS, r as rankOf } from './gate.js';
import { c as canonicalJson } from './rfc8785.js';
import { b as largestGrowers } from './context-cost.js';
import { relative } from 'node:path';
import { e as evidenceRuleId, a as evidenceCheckById } from './checks.js';
import { r as ruleById, R as RULES } from './rules.js';
import { p as packageJson } from './package.js';
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
            const item = { server, fingerprint, rule: change?.rule ?? '', level: cause.level, entity: change?.entity ?? '', pointer: change?.pointer ?? '' };
            // An acceptance that lapsed is its own kind, with its day: a bot asks for a renewal, not an approval.
            if (cause.kind === 'unapproved' && cause.expired)
                return { kind: 'expired', ...item, expired: cause.expired };
            return { kind: cause.kind, ...item };
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
        status: outcome.error ? 'error' : outcome.removed ? 'removed' : 'compared',
        ...(outcome.error ? { error: outcome.error } : {}),
        ...(outcome.current ? { protocol: outcome.current.protocol, capabilities: outcome.current.capabilities } : {}),
        highest: highestLevel([...outcome.changes, ...(outcome.review?.changes ?? [])].map((c) => c.level)),
        counts: countLevels(outcome.changes),
        changes: outcome.changes,
        notes: outcome.notes,
        ...(outcome.evidence?.length ? { evidence: outcome.evidence } : {}),
        ...(outcome.review ? { review: reviewReport(outcome.review) } : {}),
        ...(outcome.contextCost ? { contextCost: outcome.contextCost } : {}),
    };
}
/** The top level from the servers' parts: counts, highest level, verdict (unapproved breaking intended changes fail). */
function assembleReport(reports, failOn) {
    const servers = reports.map(worstFirstIn);
    const all = servers.flatMap((server) => server.changes);
    const driftHighest = highestLevel(all.map((c) => c.level));
    const intendedHighest = highestLevel(servers.flatMap((server) => server.review?.changes ?? []).map((c) => c.level));
    const decision = decideGate(servers, failOn);
    return {
        format: REPORT_FORMAT,
        formatVersion: REPORT_FORMAT_VERSION,
        verdict: decision.verdict,
        failOn,
        highest: highestLevel([driftHighest, intendedHighest].filter((level) => level !== 'none')),
        driftHighest,
        intendedHighest,
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
        ...(review.expired?.length ? { expired: review.expired } : {}),
        ...(review.note ? { note: review.note } : {}),
    };
}
/** The JSON report; a run that gates nothing (`diff` without --fail-on) writes no verdict and no causes. */
function reportJson(report, findingsOnly = false) {
    const { verdict, causes, ...findings } = report;
    const written = findingsOnly ? findings : { ...findings, verdict, ...(causes ? { causes } : {}) };
    // Sorted keys, LF, trailing newline: the same run gives the same bytes.
    return `${JSON.stringify(sortKeysDeep(written), null, 2)}\n`;
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
    if (review && !review.note && review.versions) {
        const intended = applyIgnore(review.changes, server?.ignore ?? []).kept;
        return withRegistryVersion(semverAdvice(intended, review.versions.base, review.versions.head, mode), intended, review.versions.base, outcome.registry);
    }
    if (!outcome.golden || !outcome.current)
        return undefined;
    const base = outcome.golden.serverInfo?.version;
    return withRegistryVersion(semverAdvice(drift, base, outcome.current.serverInfo?.version, mode), drift, base, outcome.registry);
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
/**
 * Words inside a line that already began (never at its start, so no list, heading or quote
 * marker can form): only what formats inline is escaped (code, emphasis, links, tables, HTML),
 * so `1.0.1` and `a-b: c` read as written; mentions, references and autolinks broken as mdText does.
 */
function mdWords(text, max = 300) {
    return unlinked(oneLine(text, max))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`);
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

/** Growers listed in the comment's fold and in the terminal. */
const GROWERS_IN_FOLD = 10;
const GROWERS_IN_TERMINAL = 3;
/** "tool definitions: 12,431 → 15,902 tokens, +28 % (gpt-tokenizer o200k_base)": what the tool list costs a model, before and after. */
function contextCostLine(cost) {
    const growth = cost.before === 0 ? '' : `, ${signed(Math.round(((cost.after - cost.before) / cost.before) * 100))} %`;
    return `tool definitions: ${tokens(cost.before)} → ${tokens(cost.after)} tokens${growth} (${cost.tokenizer})`;
}
/** The cost when it changed: in sync, the JSON report has it and the views stay as they were. */
function changedCost(server) {
    const cost = server.contextCost;
    return cost && Object.values(cost.tools).some((tool) => tool.before !== tool.after) ? cost : undefined;
}
/** The line, and the tools that grew most in a fold (tool names are the server's text: escaped). */
function contextCostMarkdown(server) {
    const cost = changedCost(server);
    if (!cost)
        return [];
    // The line holds numbers and the tokenizer's name only: nothing of the server's to escape.
    const lines = [`**Context cost.** ${contextCostLine(cost)}`, ''];
    const growers = largestGrowers(cost, GROWERS_IN_FOLD);
    if (growers.length === 0)
        return lines;
    lines.push(`<details><summary>Largest growers (${growers.length} of ${Object.keys(cost.tools).length} tools)</summary>`, '');
    lines.push('| tool | before | after | growth |', '|---|---:|---:|---:|');
    for (const { tool, before, after } of growers)
        lines.push(`| ${mdText(tool, 80)} | ${tokens(before)} | ${tokens(after)} | +${tokens(after - before)} |`);
    lines.push('', '</details>', '');
    return lines;
}
/** The line, and the three tools that grew most. */
function contextCostTerminal(server) {
    const cost = changedCost(server);
    if (!cost)
        return [];
    const growers = largestGrowers(cost, GROWERS_IN_TERMINAL).map(({ tool, before, after }) => `    ${oneLine(tool, 80)}: ${tokens(before)} → ${tokens(after)} (+${tokens(after - before)})`);
    return [`  ${contextCostLine(cost)}`, ...(growers.length ? ['  largest growers:', ...growers] : [])];
}
function signed(value) {
    return value < 0 ? String(value) : `+${value}`;
}

/** From this many entities on, an identical change is told once. */
const SHARED_FROM = 3;
function clusterChanges(changes, options = {}) {
    const { byWitness = true, sharedFrom = SHARED_FROM } = options;
    const byKey = new Map();
    for (const change of changes) {
        const key = sharedKey(change, byWitness);
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
        if (entities.length < sharedFrom)
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
function sharedKey(change, byWitness) {
    const witness = byWitness && change.witness ? canonicalJson(change.witness) : '';
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
    return {
        level: report.highest,
        drift: report.driftHighest,
        intended: report.intendedHighest,
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
        // Breaking ones, then a context budget exceeded (at the level `levels:` gives it).
        ...levels.map((level) => [
            count((c) => c.kind === 'unapproved' && !c.expired && c.level === level),
            `unapproved ${level} intended change`,
            `unapproved ${level} intended changes`,
        ]),
        ...levels.map((level) => [
            count((c) => c.kind === 'unapproved' && c.expired !== undefined && c.level === level),
            `${level} intended change whose acceptance expired`,
            `${level} intended changes whose acceptance expired`,
        ]),
        ...levels.map((level) => [count((c) => c.kind === 'evidence' && c.level === level), `${level} failed check`, `${level} failed checks`]),
        [count((c) => c.kind === 'semver'), 'version bump too small (semver: enforce)', 'version bumps too small (semver: enforce)'],
    ];
    return parts
        .filter(([n]) => n > 0)
        .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
        .join(', ');
}

/** The rules a removed server's review finds, one per kind of entity its clients lose. */
const LOST = [
    ['tool-removed', 'tool', 'tools'],
    ['resource-removed', 'resource', 'resources'],
    ['resource-template-removed', 'resource template', 'resource templates'],
    ['prompt-removed', 'prompt', 'prompts'],
];
/**
 * What a server the pull request removed from the config did, in one sentence for every view
 * (terminal, Markdown): it was not run (no "in sync"), what its clients lose (the intended
 * change), and whether that still needs an approval. Plain words and counts: no server text;
 * `first` is the first word as the view writes it.
 */
function removedText(server, first = 'Removed') {
    const head = `${first} from the config by this pull request, so not run`;
    const review = server.review;
    if (!review || review.note)
        return `${head}: it has no golden contract at the base, so nothing to review.`;
    const { text, total } = lostEntities(review.changes);
    if (total === 0)
        return `${head}: its golden contract at the base leaves nothing to review.`;
    const breaking = review.changes.some((change) => change.level === 'breaking');
    const state = review.unapproved.length ? 'breaking unless approved' : breaking ? 'breaking, approved' : 'not breaking';
    return `${head}: its ${text} ${total === 1 ? 'is' : 'are'} removed for its clients (the intended change, ${state}).`;
}
/** "2 tools and 1 prompt": the entities the removal takes away, by kind. */
function lostEntities(changes) {
    const counted = LOST.map(([rule, one, many]) => {
        const count = changes.filter((change) => change.rule === rule).length;
        return { count, text: `${count} ${count === 1 ? one : many}` };
    }).filter(({ count }) => count > 0);
    const texts = counted.map(({ text }) => text);
    const text = texts.length > 1 ? `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}` : (texts[0] ?? '');
    return { text, total: counted.reduce((sum, { count }) => sum + count, 0) };
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
            return `unapproved ${cause.level} intended change ${cause.change ? `${cause.change.rule}${where(cause.change.entity)}` : oneLine(cause.fingerprint, 40)}`;
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
    if (server.status === 'removed')
        lines.push(`  ${removedText(server, 'removed')}`);
    else if (server.changes.length === 0)
        lines.push(server.ignored?.length ? '  in sync: no change but the ignored ones' : '  in sync: no change');
    else
        lines.push(`  ${countsText$1(server.counts)}`);
    append(lines, clusterLines$1(server.changes, paint), contextCostTerminal(server), renderIgnored(server, paint), renderSemver(server, paint));
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
        lines.push(`      ${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}: ${oneLine(witnessShown(change.witness), 300)}`);
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

/** Ignored changes listed one by one in Markdown (a comment has a size limit); the JSON report has them all. */
const IGNORED_LISTED = 50;
/** Markdown for the parts of a server's report that the CLI adds: semver advice and ignored changes. Empty when absent. */
function semverAndIgnoredMarkdown(server, listAll = false) {
    const lines = [];
    const semver = server.semver;
    if (semver) {
        const mark = semver.status === 'ok' ? '✅' : semver.status === 'unknown' ? 'ℹ️' : semver.mode === 'enforce' ? '❌' : '⚠️';
        lines.push(`**Semver** (${semver.mode}). ${mark} ${mdText(semver.message, 500)}`, '');
    }
    const ignored = server.ignored ?? [];
    if (ignored.length) {
        lines.push(`**Ignored by the config** (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}.`, '');
        const shown = listAll ? ignored.length : IGNORED_LISTED;
        for (const { change, reason } of ignored.slice(0, shown)) {
            lines.push(`- ○ ${change.level} · \`${change.rule}\` · ${mdText(change.entity, 120)}: ${mdText(change.message, 400)} · reason: ${mdText(reason, 300)}`);
        }
        if (ignored.length > shown)
            lines.push(`- and ${ignored.length - shown} more (all of them are in the JSON report, \`ignored\`)`);
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
const ICON = { breaking: '🔴', 'effect-relevant': '🟠', cosmetic: '⚪' };
const VERDICT = { pass: '✅ MCP contract: pass', fail: '❌ MCP contract: fail', error: '⚠️ MCP contract: error' };
/**
 * The PR comment and job summary. Sections are laid out in full; if the text is over the
 * limit, the definition diffs go first, then changes from the lowest level up, and a pointer
 * to the full report is added. Server text only ever passes through mdText/htmlText or a code
 * fence it cannot close, and only after the hidden cause.
 */
function renderMarkdown(report, options) {
    // A comment shows about COMMENT_CHANGE_LINES lines of lower-level changes and every breaking one; the job summary and a file all of them.
    const first = options.limit <= COMMENT_LIMIT ? COMMENT_CHANGE_LINES : Infinity;
    const budgets = [...new Set([first, COMMENT_CHANGE_LINES, SHORT_CHANGE_LINES, 0])].filter((lines) => lines <= first);
    // Breaking changes go last, and only where GitHub's size leaves no room for them all: the banner on top counts them.
    const attempts = [
        { diffs: true, lines: first, breaking: Infinity },
        ...budgets.map((lines) => ({ diffs: false, lines, breaking: Infinity })),
        ...BREAKING_BUDGETS.map((breaking) => ({ diffs: false, lines: 0, breaking })),
    ];
    // Each listed change takes at least MIN_CHANGE_LINE characters: when they cannot fit, do not lay them out to find out.
    const all = report.servers.flatMap((server) => [...server.changes, ...(server.review?.changes ?? [])]);
    const breaking = all.filter((change) => change.level === 'breaking').length;
    const possible = attempts.filter((include) => (Math.min(all.length - breaking, include.lines) + Math.min(breaking, include.breaking)) * MIN_CHANGE_LINE <= options.limit);
    const cause = options.comparison && !options.comparison.gate ? '' : causeComment(report, options.limit);
    for (const include of possible) {
        const text = compose(report, options, cause, include, include !== attempts[0]);
        if (text.length <= options.limit)
            return text;
    }
    return compose(report, options, cause, { diffs: false, lines: 0, breaking: 0 }, true).slice(0, options.limit);
}
/** When every breaking change does not fit a comment: the lines of breaking changes tried, most first. */
const BREAKING_BUDGETS = [300, 100, 30, 0];
/** The shortest a listed change can be: `- ⚪ **cosmetic** · `x` · ` and its message. */
const MIN_CHANGE_LINE = 20;
function compose(report, options, cause, include, trimmed) {
    const parts = [];
    if (options.marker)
        parts.push(options.marker);
    // The cause before any server text: a bot that reads the first match reads the gate's.
    parts.push(`## ${heading(report, options.comparison)}`, ...(cause ? [cause] : []), '');
    append(parts, headlineText(report, headlineOf(report), options.comparison), ['']);
    // Laid out first, so the banner on top can count what the lists left out.
    const cut = [];
    const sections = report.servers.flatMap((server) => append(serverSection(server, options, include, cut), ['']));
    append(parts, notShownBanner(cut, trimmed, options));
    append(parts, countsTable(report, options.comparison), ['']);
    append(parts, acceptInOneLine(report, options));
    append(parts, sections);
    append(parts, footer(options));
    return `${parts
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd()}\n`;
}
/**
 * On top, where a page leaves a breaking change out or had to be trimmed to fit: how many changes
 * of each level it leaves out (a breaking one is a warning) and where every one of them is.
 */
function notShownBanner(cut, trimmed, options) {
    const breaking = cut.filter((change) => change.level === 'breaking').length;
    // Lower levels past the comment's line budget are counted where their list ends; a page trimmed to fit says so on top.
    if (breaking === 0 && !trimmed)
        return [];
    if (cut.length === 0)
        return [`> [!NOTE]`, `> Trimmed to fit (the definition diffs are left out); the full report ${fullReportWhere(options)}.`, ''];
    const what = breaking ? `**${breaking} breaking change${breaking === 1 ? ' is' : 's are'} not shown here**` : 'Not every change is shown here';
    return [`> [!${breaking ? 'WARNING' : 'NOTE'}]`, `> ${what} (${countsText(cut)} left out of this comment); the full report ${fullReportWhere(options)}.`, ''];
}
/**
 * Right under the summary table: the one command that accepts each server's drift or its
 * unapproved intended changes (both ways to approve, in full, end the server's section).
 */
function acceptInOneLine(report, options) {
    const lines = report.servers.flatMap((server) => {
        const commands = ownValue(options.acceptCommands, server.name);
        if (!commands || server.status === 'error')
            return [];
        const unapproved = server.review?.unapproved.length ?? 0;
        if (server.changes.length === 0 && unapproved === 0)
            return [];
        const command = server.counts.breaking > 0 || unapproved > 0 ? commands.approve : commands.update;
        const whose = report.servers.length > 1 ? ` ${code$1(server.name)}` : '';
        return [`**To accept${whose}** as intended: ${code$1(command)} (every way to accept it is at the end of ${report.servers.length > 1 ? 'its' : 'the'} section).`];
    });
    return lines.length ? [...lines, ''] : [];
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
            : `live vs golden: ${server.status === 'error' ? 'not compared' : server.status === 'removed' ? 'removed by this pull request, not run' : server.changes.length === 0 ? 'in sync' : 'drift'}`;
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
function serverSection(server, options, include, cut) {
    const lines = [`### ${mdText(server.name, 80)}`, ''];
    if (server.error)
        return [...lines, ...notCompared(server.error.message, ownValue(options.acceptCommands, server.name))];
    const comparison = options.comparison;
    if (server.status === 'removed')
        lines.push(removedText(server, '**Removed**'), '');
    else if (server.changes.length === 0)
        lines.push(comparison ? `**No change** from ${code$1(comparison.before)} to ${code$1(comparison.after)}.` : `**In sync.** The live server matches ${code$1(server.contract)}.`, '');
    else {
        lines.push(comparison
            ? `**Changes** from ${code$1(comparison.before)} to ${code$1(comparison.after)}:`
            : `**Drift.** The live server differs from ${code$1(server.contract)}: the code changed the contract and the golden file did not follow.`, '');
        append(lines, changeList(server.changes, include, options, cut), ['']);
        // Only where something breaks: the diffs are for reading a breaking change.
        const breaking = new Set(server.changes.filter((change) => change.level === 'breaking').map((change) => change.entity));
        if (include.diffs)
            append(lines, diffBlocks((ownValue(options.diffs, server.name) ?? []).filter((diff) => breaking.has(diff.entity))));
    }
    const listAll = options.limit === Infinity;
    append(lines, semverAndIgnoredMarkdown(server, listAll), contextCostMarkdown(server));
    for (const note of server.notes)
        lines.push(`> ${mdText(note, 500)}`, '');
    append(lines, evidenceSection(server, listAll));
    if (server.review)
        append(lines, reviewSection(server, include, options, ownValue(options.acceptCommands, server.name), cut));
    // The full accept block ends the section: the one-line form is under the summary table.
    const commands = ownValue(options.acceptCommands, server.name);
    const approval = options.approval ?? DEFAULT_APPROVAL;
    if (commands && server.changes.length > 0)
        append(lines, options.deployed ? acceptDeployedDrift(server, commands, approval) : acceptDrift(server, commands, approval));
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
function evidenceSection(server, listAll) {
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
        append(lines, ['', `<details><summary>passed: ${passed.length} check${passed.length === 1 ? '' : 's'}</summary>`, ''], passedChecks(passed, listAll), ['', '</details>']);
    return [...lines, ''];
}
/** Passing checks listed one by one, up to a point: a comment has a size limit, and the JSON report has them all. */
const PASSED_LISTED = 50;
function passedChecks(passed, listAll) {
    const shown = listAll ? passed.length : PASSED_LISTED;
    const lines = passed.slice(0, shown).map((item) => `- ✅ \`${item.check}\` · ${mdText(item.subject, 120)}: ${mdText(item.message, 300)}`);
    if (passed.length > shown)
        lines.push(`- and ${passed.length - shown} more (all of them are in the JSON report, \`evidence\`)`);
    return lines;
}
function reviewSection(server, include, options, commands, cut) {
    const review = server.review;
    const removed = server.status === 'removed';
    const base = mdText(review.base.slice(0, 12));
    if (review.note)
        return [`**Intended change.** No review against the base (${base}): ${mdText(review.note, 300)}.`, ''];
    if (review.changes.length === 0)
        return [`**Intended change.** The golden contract is unchanged since the base (${base}).`, ''];
    const out = [`**Intended change** (golden contract at the base ${base} → ${removed ? 'removed by this pull request' : 'this pull request'}):`, ''];
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
    append(out, changeList(review.changes, include, options, cut, status), ['']);
    if (include.lines === 0 && include.breaking === 0) {
        for (const approval of review.approved)
            out.push(`- approved ${code$1(approval.fingerprint)} by ${mdText(approval.by, 200)}`);
        for (const fingerprint of review.unapproved)
            out.push(`- **unapproved**: ${code$1(fingerprint)}`);
    }
    if (unapproved.size)
        append(out, [''], approveIntended(commands, approval, removed));
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
function approveIntended(commands, approval, removed) {
    if (!commands)
        return [`To approve: ${approvalHint(approval)}.`, ''];
    // A removed server is not run: its command only writes the acceptances.
    const also = removed ? 'the command runs no server: it writes the acceptances only' : 'the command also updates the golden contract from the server: a no-op where it has not drifted';
    return [
        `To approve, either accept with your reason in ${code$1(approval.policyFile)} (${also}),`,
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
 * A list of changes: breaking ones of every entity first (all of them, unless GitHub's size
 * leaves no room: `include.breaking` lines), then effect-relevant, then cosmetic within
 * `include.lines`, each level clustered (src/report/clusters.ts: one item per distinct change,
 * naming every entity). The budget cuts from the lowest level up, so no breaking change is
 * left out while a lower one is shown; what it cuts goes to `cut` (the banner on top counts
 * it). Past FOLD_FROM changes the lower levels fold, each under a label that counts what it
 * holds. `status`, where given, says under a change what approved it or how to.
 */
function changeList(changes, include, options, cut, status = () => undefined) {
    if (include.lines <= 0 && include.breaking <= 0) {
        cut.push(...changes);
        return [`${countsText(changes)} (details trimmed)`];
    }
    const lines = [];
    const left = { breaking: include.breaking, lower: include.lines };
    const dropped = [];
    for (const level of [...LEVELS].reverse()) {
        const shown = [];
        let held = 0;
        const budget = level === 'breaking' ? 'breaking' : 'lower';
        for (const cluster of clusterChanges(changes.filter((change) => change.level === level), { byWitness: false, sharedFrom: 2 })) {
            const block = clusterLines(cluster, options, status);
            if (dropped.length > 0 || block.length > left[budget]) {
                dropped.push(...cluster.changes);
                continue;
            }
            append(shown, block);
            left[budget] -= block.length;
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
    if (dropped.length)
        lines.push(`… and more changes: ${countsText(dropped)}; see ${where}.`, '');
    cut.push(...dropped);
    return lines;
}
/**
 * One cluster's lines: a change shared by several entities told once, naming every one (the
 * witness once where it is the same for all, else each entity's in a fold), or an entity's
 * changes under its name.
 */
function clusterLines(cluster, options, status) {
    if (cluster.kind === 'entity')
        return [`**${mdText(cluster.entity, 120)}**`, '', ...cluster.changes.flatMap((change) => withStatus(changeLine(change, options), status([change]))), ''];
    const names = cluster.entities.map((entity) => code$1(entity)).join(', ');
    const witnesses = new Set(cluster.changes.map((change) => (change.witness ? canonicalJson(change.witness) : '')));
    const one = witnesses.size === 1;
    const line = changeLine(cluster.change, options, cluster.entities.length, one);
    return [`**in ${entitiesLabel(cluster.entities)}**: ${names}`, '', ...withStatus(line, status(cluster.changes)), ...(one ? [] : witnessFold(cluster.changes)), ''];
}
/** Each entity's witness of a shared change, in a fold under its line. */
function witnessFold(changes) {
    const witnessed = changes.filter((change) => change.witness);
    const what = witnessed[0] ? witnessWhat(witnessed[0]) : '';
    return [
        `  <details><summary>${what}, for each (${witnessed.length})</summary>`,
        '',
        ...witnessed.map((change) => `  - ${code$1(change.entity)}: ${codeSpan(witnessShown(change.witness), 300)}`),
        '',
        '  </details>',
    ];
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
function changeLine(change, options, shared = 1, witness = true) {
    const fingerprint = change.level !== 'breaking' ? '' : shared > 1 ? ` · fingerprints in the JSON report (${shared})` : ` · fingerprint \`${change.fingerprint}\``;
    const set = change.levelSetBy ? ` (level set by the config; the rule says ${change.levelSetBy.ruleLevel})` : '';
    const proof = !change.witness ? '' : witness ? witnessText(change) : `; ${witnessWhat(change)}: one for each, below`;
    return `- ${ICON[change.level]} **${change.level}**${set} · ${ruleRef(change.rule, options)} · ${mdText(change.message, 400)}${proof}${fingerprint}`;
}
/** The proof of a breaking schema change, in words a reviewer can run. */
function witnessText(change) {
    if (!change.witness)
        return '';
    return `; ${witnessWhat(change)}: ${codeSpan(witnessShown(change.witness), 300)}`;
}
/** What a change's witness shows, in words. */
function witnessWhat(change) {
    const validBefore = change.witness?.validBefore;
    if (change.rule.startsWith('input-'))
        return validBefore ? 'this call worked before and is rejected now' : 'this call is accepted now and was rejected before';
    return validBefore ? 'the old schema allowed this output and the new one does not' : 'the server may now return this, which the old schema did not allow';
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

/** Sections of keepachangelog.com a change can go to, in the order printed; Breaking holds every breaking change, whatever its rule (./rules.ts names each rule's other section). */
const CHANGELOG_SECTIONS = ['Breaking', 'Added', 'Changed', 'Deprecated', 'Removed'];

/**
 * The section of a change, one each: every breaking change is under Breaking, a removal that
 * breaks a caller included (so the headline count is what the section lists); otherwise the
 * section its rule row gives. Cosmetic changes are not listed (see renderChangelog).
 */
function changelogSection(change) {
    return change.level === 'breaking' ? 'Breaking' : ruleById(change.rule).section;
}
/** More names than this on one line fold under it, every one listed. */
const FOLD_NAMES_FROM = 11;
/**
 * Release notes in Markdown, as `oasdiff changelog` gives them for OpenAPI: per server, one line
 * per fact of a `diff` or `check` (the same fact on many entities is one line naming every one),
 * in plain words with names and versions in code spans (no witness, rule id, pointer, word diff
 * or review heuristic), in sections, for a maintainer to paste into a release. The headline
 * counts breaking changes as every other view does. Cosmetic changes (wording, titles, version
 * strings) are not listed but counted on the last line; ignored ones are left out.
 */
function renderChangelog(report, context = {}) {
    return `${report.servers.map((server) => serverNotes(server, context, decisionOf(report)).join('\n')).join('\n\n')}\n`;
}
function serverNotes(server, context, decision) {
    const lines = [`## ${code(server.name)}${versions(server.name, context)}`, ''];
    if (server.error)
        return [...lines, `Not compared (exit ${server.error.exitCode}): ${mdText(server.error.message, 1000)}`];
    // The gate's decision, as every format prints it: what fails, for this server.
    const causes = decision.causes.filter((cause) => cause.server === server.name);
    if (causes.length)
        lines.push(`Gate: **${decision.verdict}**: ${causesText({ ...decision, causes })}.`, '');
    if (server.status === 'removed')
        lines.push(removedText(server), '');
    // In a pull request, the intended change (golden at base → head) is what the release changes.
    const changes = server.review?.changes.length ? server.review.changes : server.changes;
    const listed = changes.filter((change) => change.level !== 'cosmetic');
    const sections = CHANGELOG_SECTIONS.map((section) => [section, factsOf(listed.filter((change) => changelogSection(change) === section))]);
    // The headline counts breaking changes as the comment, the cause and the JSON report do; the lines group them.
    const breaking = listed.filter((change) => change.level === 'breaking').length;
    const grouped = sections[0][1].length;
    if (breaking)
        lines.push(`**${plural(breaking, 'breaking change')}**${grouped < breaking ? `, in ${plural(grouped, 'line')}` : ''}`, '');
    if (server.semver)
        lines.push(`Semver: ${semverLine(server.semver)}`, '');
    for (const [section, facts] of sections)
        if (facts.length)
            lines.push(`### ${section}`, '', ...facts.flat(), '');
    const cosmetic = changes.length - listed.length;
    if (listed.length === 0)
        lines.push('No changes.', '');
    if (cosmetic)
        lines.push(`Not listed: ${plural(cosmetic, 'cosmetic change')}.`, '');
    return lines.slice(0, -1);
}
const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;
/** One item per fact: changes that say the same thing of different entities are one item naming them all. */
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
    return [...groups.values()].map(({ fact, entities }) => factLines(fact, entities));
}
/** "tools `a`, `b` removed" (a rename hint after it); any other fact after a colon. Past FOLD_NAMES_FROM names, the count on the line and every name in a fold under it. */
function factLines(fact, entities) {
    const joint = /^(added|removed)\b/.test(fact[0]) ? ' ' : ': ';
    const names = entities.map((entity) => (entity.includes(':') ? code(entity.slice(entity.indexOf(':') + 1)) : mdText(entity, 100)));
    const kind = kindOf(entities);
    if (entities.length < FOLD_NAMES_FROM)
        return [`- ${kind ? `${kind}${entities.length > 1 ? 's' : ''} ` : ''}${names.join(', ')}${joint}${render(fact)}`];
    const counted = `${entities.length} ${kind ? `${kind}s` : 'entities'}`;
    return [`- ${counted}${joint}${render(fact)}`, `  <details><summary>the ${counted}</summary>`, '', `  ${names.join(', ')}`, '', '  </details>'];
}
/** The one kind of named entities (`tool`, `resource-template`), or undefined where they are mixed or unnamed (capabilities, protocol). */
function kindOf(entities) {
    const kinds = new Set(entities.map((entity) => (entity.includes(':') ? entity.slice(0, entity.indexOf(':')) : '')));
    const [kind] = kinds;
    return kinds.size === 1 && kind ? mdWords(kind, 40) : undefined;
}
/**
 * The change's message in plain words, as segments (odd ones are names, shown as code): the
 * entity's own name is left out (the line names the entity), a schema place is said as a
 * property path, a word diff is cut (the release note says what, not how), and what the review
 * heuristics found in the text (poisoning signals) stays in the review.
 */
function factOf(change) {
    const name = change.entity.slice(change.entity.indexOf(':') + 1);
    let text = change.message.replace(new RegExp(`^(tool|resource|resource template|prompt) ${escapeRegExp(JSON.stringify(name))} `), '');
    const place = /^(?:input|output)Schema at ([^:]*): /.exec(text)?.[1];
    const path = place === undefined ? undefined : propertyPath(place);
    text = text.replace(/^(input|output)Schema(?: at [^:]*)?: /, (_all, direction) => `${direction}${path ? ` ${JSON.stringify(path)}` : ''}: `);
    if (ruleById(change.rule).kind === 'wording')
        text = text.replace(/ (rewritten|reworded): .*$/s, ' $1');
    text = withoutHeuristics(text);
    // A new property's quoted description ("added as required (number: "…")") is the server's prose, not the fact: its type stays.
    text = text.replace(/ \(([^()"]*?): "(?:[^"\\]|\\.)*"\)/g, ' ($1)');
    const segments = text.split(/"((?:[^"\\]|\\.)*)"/).flatMap((segment, i) => (i % 2 ? [unquote(segment)] : placesIn(segment, place)));
    const set = change.levelSetBy;
    return set ? [...segments.slice(0, -1), `${segments.at(-1)} (level set by the config: `, set.origin, `; the rule says ${set.ruleLevel})`] : segments;
}
/**
 * Words with a schema place inside ("a new alternative at /properties/a/anyOf/1 is valid") as
 * segments, words and names alternating: the place as its property path, left out where it is
 * the place the line already names.
 */
function placesIn(words, named) {
    const parts = words.split(/ at (\/[^\s:]*)/);
    const segments = [parts[0]];
    for (let i = 1; i < parts.length; i += 2) {
        const path = propertyPath(parts[i]);
        if (path && path !== (named && propertyPath(named))) {
            segments[segments.length - 1] += ' in ';
            segments.push(path, parts[i + 1]);
        }
        else
            segments[segments.length - 1] += parts[i + 1];
    }
    return segments;
}
/** The review's text heuristics (a description that gained a directive, a new tool whose text has a secret's name) are not release notes. */
function withoutHeuristics(text) {
    return text
        .replace(/; its text has .*$/s, '')
        .replace(/ and gained .*$/s, '')
        .replace(/ gained (?:hidden|model|override|reference|invisible|directive|exfiltration).*$/s, ' changed');
}
/** A quoted name as the server wrote it (the message JSON-quotes it). */
function unquote(segment) {
    try {
        return JSON.parse(`"${segment}"`);
    }
    catch {
        return segment;
    }
}
/**
 * A schema place as a property path: `/properties/a/items/properties/b` as `a[].b`, through
 * unions (`anyOf`/`oneOf`/`allOf` alternatives are the same property), `additionalProperties`
 * and `patternProperties` (any key: `*`) and `$defs` (`$defs.name`); the keyword a change is
 * about (`type`, `enum`, `required`) is left out. Undefined at the root.
 */
function propertyPath(pointer) {
    const tokens = pointer
        .split('/')
        .slice(1)
        .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
    const parts = [];
    const onLast = (suffix) => (parts.length ? (parts[parts.length - 1] += suffix) : parts.push(suffix));
    for (let i = 0; i < tokens.length; i++) {
        const [token, next] = [tokens[i], tokens[i + 1]];
        const last = i === tokens.length - 1;
        if (token === 'properties' && next !== undefined)
            parts.push(tokens[++i]);
        else if ((token === '$defs' || token === 'definitions') && next !== undefined)
            parts.push(`$defs.${tokens[++i]}`);
        else if (token === 'patternProperties' && next !== undefined) {
            parts.push('*');
            i++;
        }
        else if (token === 'additionalProperties' && !last)
            parts.push('*');
        else if (token === 'items' || token === 'additionalItems' || token === 'contains')
            onLast('[]');
        else if (token === 'prefixItems') {
            onLast('[]');
            if (/^\d+$/.test(next ?? ''))
                i++;
        }
        else if ((token === 'anyOf' || token === 'oneOf' || token === 'allOf') && /^\d+$/.test(next ?? ''))
            i++;
    }
    return parts.length ? parts.join('.') : undefined;
}
/** Names as code spans (no escapes inside; a backtick run longer than any inside), the words between escaped with their spaces kept. */
function render(fact) {
    return fact.map((segment, i) => (i % 2 ? code(segment) : spaced(segment))).join('');
}
const code = (name) => codeSpan(name, 200).replace(/^(`+) ([^`].*[^`]|[^`]) \1$/s, '$1$2$1');
const spaced = (text) => `${/^\s/.test(text) ? ' ' : ''}${mdWords(text, 500)}${/\s$/.test(text) && text.trim() ? ' ' : ''}`;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The semver advice in words, its versions, rule and entity as code spans (no escape inside a version). */
function semverLine(advice) {
    const names = [advice.requiredVersion, advice.base, advice.head, advice.cause?.rule, advice.cause?.entity].filter((name) => typeof name === 'string' && name !== '');
    if (names.length === 0)
        return mdWords(advice.message, 500);
    const pattern = new RegExp(`(${[...new Set(names)]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})`);
    return render(advice.message.split(pattern));
}
/** ` `1.4.2` → `2.0.0`` from serverInfo.version of the two contracts, or the one that is known. */
function versions(name, context) {
    const server = context.servers ? ownValue(context.servers, name) : undefined;
    const [before, after] = [server?.before?.serverInfo?.version, server?.after?.serverInfo?.version].map((version) => (typeof version === 'string' && version ? version : undefined));
    if (before && after && before !== after)
        return ` ${code(before)} → ${code(after)}`;
    const known = after ?? before;
    return known ? ` ${code(known)}` : '';
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
 * server that could not be compared is one testcase with an error; one the pull request removed, a
 * `server` testcase saying so, beside its intended changes. Every server string is XML-escaped.
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
    // A removed server was not run: one `server` case says so, in place of entities it has no contract of.
    const removed = server.status === 'removed';
    const entities = removed ? [] : entityList(server, context, [...byEntity.keys(), ...ignoredBy.keys()]);
    const failOn = report.failOn;
    const cases = removed ? testcase(classname, 'server', [], [removedText(server)]) : [];
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
    // An expired acceptance is its own failure type, with its day; approved ones are properties of their entity's case.
    const intended = new Map();
    const caseOf = (name) => intended.get(name) ?? intended.set(name, { failures: [], properties: [] }).get(name);
    for (const cause of causes) {
        if (cause.kind !== 'unapproved')
            continue;
        const what = cause.change ? describe(cause.change) : `breaking [${cause.fingerprint}]`;
        const why = cause.expired ? `whose acceptance expired on ${cause.expired}` : 'not approved';
        const message = `${cause.level} intended change ${why}: ${cause.change ? `${cause.change.rule} (${cause.change.entity})` : cause.fingerprint}`;
        caseOf(`intended:${cause.change?.entity ?? cause.fingerprint}`).failures.push(failure(cause.expired ? 'expired' : 'unapproved', message, what));
    }
    for (const approval of server.review?.approved ?? []) {
        const change = server.review.changes.find((candidate) => candidate.fingerprint === approval.fingerprint);
        caseOf(`intended:${change?.entity ?? approval.fingerprint}`).properties.push([`approved:${approval.fingerprint}`, `${approval.by}${change ? ` · ${change.rule}: ${change.message}` : ''}`]);
    }
    for (const [name, { failures, properties }] of intended)
        cases.push(...testcase(classname, name, failures, [], properties));
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
function testcase(classname, name, failures, out, properties = []) {
    const head = `    <testcase classname="${classname}" name="${xmlAttribute(name)}"`;
    if (failures.length === 0 && out.length === 0 && properties.length === 0)
        return [`${head}/>`];
    const props = properties.length
        ? ['      <properties>', ...properties.map(([key, value]) => `        <property name="${xmlAttribute(key)}" value="${xmlAttribute(value)}"/>`), '      </properties>']
        : [];
    return [`${head}>`, ...props, ...failures, ...(out.length ? [`      <system-out>${xmlText(out.join('\n'))}</system-out>`] : []), '    </testcase>'];
}
function describe(change) {
    const witness = change.witness ? `; witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${witnessShown(change.witness)}` : '';
    const set = change.levelSetBy ? ` (level set by the config: ${change.levelSetBy.origin}; the rule says ${change.levelSetBy.ruleLevel})` : '';
    return `${change.level}${set} ${change.rule} at ${change.pointer}: ${change.message}${witness} [${change.fingerprint}]`;
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
            add(KIND[change.level], `${change.level}${levelSet(change)}: ${change.rule} (${oneLine(change.entity, 80)})`, change);
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
/** ", level set by the config (rule: X)" where the config gave the change another level than its rule's. */
function levelSet(change) {
    return change.levelSetBy ? ` (level set by the config; the rule says ${change.levelSetBy.ruleLevel})` : '';
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
 * result of its own. Servers that could not be compared are tool execution notifications (errors);
 * one the pull request removed from the config, a note.
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
        // A removed server was not run: said once, as a note; its intended changes are results below.
        if (server.status === 'removed')
            notifications.push({ level: 'note', message: { text: `server ${server.name}: ${removedText(server)}` }, properties: { server: server.name, status: server.status } });
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
        for (const approval of server.review?.approved ?? [])
            results.push(approvedResult(server, approval, index, uri, line));
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
                properties: {
                    ...(context.findingsOnly ? {} : { verdict: report.verdict, causes: causesText(decisionOf(report)) }),
                    failOn: report.failOn,
                    highest: report.highest,
                    driftHighest: report.driftHighest,
                    intendedHighest: report.intendedHighest,
                },
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
    const witness = change.witness ? ` Witness (${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}): ${oneLine(witnessShown(change.witness), 500)}` : '';
    return {
        ruleId: change.rule,
        ruleIndex,
        level: LEVEL[change.level],
        message: { text: `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}${witness}${levelSetText(change)}` },
        locations: [location(uri, line, `${server.name}/${change.entity}`)],
        partialFingerprints: { [FINGERPRINT_KEY]: change.fingerprint },
        properties: { server: server.name, entity: change.entity, pointer: change.pointer, level: change.level, fingerprint: change.fingerprint, ...levelSetProperty(change) },
    };
}
/** Where the config set a change's level: said in the message and kept as a property (the rule's own level is its defaultConfiguration). */
function levelSetText(change) {
    return change.levelSetBy ? ` (level set by the config: ${oneLine(change.levelSetBy.origin, 200)}; the rule says ${change.levelSetBy.ruleLevel})` : '';
}
function levelSetProperty(change) {
    return change.levelSetBy ? { levelSetBy: change.levelSetBy } : {};
}
/** An approved breaking intended change: a note (it fails nothing), with what approved it, so code scanning shows it was seen. */
function approvedResult(server, approval, index, uri, line) {
    const change = server.review?.changes.find((candidate) => candidate.fingerprint === approval.fingerprint);
    const text = change ? `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}` : `fingerprint ${oneLine(approval.fingerprint, 40)}`;
    return {
        ...(change && index.has(change.rule) ? { ruleId: change.rule, ruleIndex: index.get(change.rule) } : { ruleId: 'intended-change-approved' }),
        level: 'note',
        message: { text: `Breaking intended change approved (${oneLine(approval.by, 300)}): ${text}` },
        locations: [location(uri, change ? line(change.pointer) : 1, `${server.name}/${change?.entity ?? 'server'}`)],
        partialFingerprints: { [FINGERPRINT_KEY]: `approved:${approval.fingerprint}` },
        properties: {
            server: server.name,
            kind: 'approved',
            fingerprint: approval.fingerprint,
            by: approval.by,
            ...(change ? { entity: change.entity, pointer: change.pointer, level: change.level } : {}),
        },
    };
}
/** An unapproved breaking intended change: an error at its change's rule and line (the review's pointers lead into the golden file). */
function unapprovedResult(server, cause, index, uri, line) {
    const change = cause.change;
    const text = change ? `${oneLine(change.entity, 200)}: ${oneLine(change.message, 1000)}` : `fingerprint ${oneLine(cause.fingerprint, 40)}`;
    // An acceptance that lapsed is its own kind (as in the cause), with the day it expired on.
    const kind = cause.expired ? 'expired' : 'unapproved';
    const why = cause.expired ? `whose acceptance expired on ${cause.expired}` : 'not approved';
    return {
        ...(change && index.has(change.rule) ? { ruleId: change.rule, ruleIndex: index.get(change.rule) } : { ruleId: 'intended-change-unapproved' }),
        level: 'error',
        message: { text: `${cause.level[0].toUpperCase()}${cause.level.slice(1)} intended change ${why}: ${text}` },
        locations: [location(uri, change ? line(change.pointer) : 1, `${server.name}/${change?.entity ?? 'server'}`)],
        partialFingerprints: { [FINGERPRINT_KEY]: `unapproved:${cause.fingerprint}` },
        properties: {
            server: server.name,
            kind,
            fingerprint: cause.fingerprint,
            ...(cause.expired ? { expired: cause.expired } : {}),
            ...(change ? { entity: change.entity, pointer: change.pointer, level: change.level } : {}),
        },
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
        render: (report, context = {}) => reportJson(report, context.findingsOnly),
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
                // A file is complete at any size: the budget of lines and characters is the PR comment's (context.markdown.limit).
                limit: Infinity,
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

export { COMMENT_LIMIT as C, FORMAT_NAMES as F, SUMMARY_LIMIT as S, FORMATS as a, assembleReport as b, renderFailureMarkdown as c, annotationsFor as d, exitCodeOf as e, formatContextOf as f, gatedReport as g, headlineOf as h, isFormatName as i, causeDocument as j, commentMarker as k, definitionDiffs as l, mdText as m, codeBlock as n, renderMarkdown as o, htmlText as p, renderTerminal as r };
