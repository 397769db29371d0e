/**
 * Untrusted text (what a server sends: names, descriptions, URIs, its name and version, error
 * messages; and what a report file says) on its way to a reader. One function per concern: the
 * one-line form is oneLine (errors.ts), Markdown is src/report/markdown-escape.ts.
 */
/** Control characters and the Unicode line and paragraph separators: each would start a line or move the cursor. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** The word joiner (U+2060): zero-width, it breaks a pattern (a mention, an autolink, a workflow command) and the text reads as it did. */
const JOINER = '\u2060';
/** Format characters (Cf: bidirectional overrides, zero-width spaces and joiners, tag characters) and lone surrogates (Cs). */
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
/** A character as JavaScript and JSON write its escape: `\u202e`, or `\u{e0041}` above U+FFFF. */
function unicodeEscape(char) {
    const code = char.codePointAt(0);
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}
/** Invisible characters as escapes: a tool "safe_read\u202eetirw_eteled" must not read as "safe_readdelete_write". */
function showInvisible(text) {
    return text.replace(INVISIBLE, unicodeEscape);
}
/** A line start that a GitHub runner takes for a workflow command (`::cmd::`), after the white space .NET trims. */
const COMMAND_START = /^([\s\u0085]*):(?=:)/gm;
/**
 * Text for a stream a GitHub runner reads (the CLI's stdout and stderr, the action's log). The
 * runner runs a line that starts with `::` (after white space) as a workflow command, and any
 * line holding `##[` (the legacy form): a word joiner inside each, so server text can neither
 * set an output, mask the log nor fake an annotation. The gate's own lines hold neither.
 */
function forLog(text) {
    return text.replace(COMMAND_START, `$1:${JOINER}`).replace(/##\[/g, `##${JOINER}[`);
}
/** A word for a command line the gate prints for a person to paste (POSIX shell): quoted only when it must be. */
function shellQuote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Exit codes, kept for the whole product (CLI and action alike). */
const ExitCode = {
    pass: 0,
    gateFailed: 1,
    usage: 2, // usage, config or golden-file error
    discovery: 3, // the server could not be discovered
    internal: 4, // a failure of the gate itself: a bug to report
};
/** An error meant for the user: one line, names what and where, carries its exit code. */
class GateError extends Error {
    exitCode;
    cause_;
    constructor(message, exitCode, cause_) {
        super(message);
        this.exitCode = exitCode;
        this.cause_ = cause_;
        this.name = 'GateError';
    }
}
/** A configuration, usage or golden-file problem (exit 2). */
class InputError extends GateError {
    constructor(message) {
        super(message, ExitCode.usage);
        this.name = 'InputError';
    }
}
/** The server could not be discovered: spawn failure, timeout, protocol violation (exit 3). */
class DiscoveryError extends GateError {
    location;
    reason;
    kind;
    /** The session up to the failure, when there was one: the lifecycle evidence of what went wrong. */
    transcript;
    constructor(location, reason, kind = 'violation') {
        super(`${describeLocation(location)}: ${reason}`, ExitCode.discovery);
        this.location = location;
        this.reason = reason;
        this.kind = kind;
        this.name = 'DiscoveryError';
    }
}
function describeLocation(location) {
    const parts = [`server "${location.server}"`];
    if (location.method)
        parts.push(location.method);
    if (location.page !== undefined)
        parts.push(`page ${location.page}`);
    return parts.join(', ');
}
/**
 * Collapse text to one printable line (server-controlled text must not forge log lines), its
 * invisible characters shown as escapes (a name must not read as another).
 */
function oneLine(text, max = 300) {
    const flat = text.replace(CONTROL, ' ').trim();
    if (flat.length <= max)
        return showInvisible(flat);
    const end = /[\ud800-\udbff]/.test(flat[max - 2] ?? '') ? max - 2 : max - 1; // never half a surrogate pair
    return `${showInvisible(flat.slice(0, end))}…`;
}
/** The one line for a failure of the gate itself (not of the user's input or server): exit 4, a bug to report. */
function internalErrorLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return `internal error: ${oneLine(message, 500)}. This is a bug in mcp-contract-gate; please report it with this message and the command that caused it.`;
}

export { DiscoveryError as D, ExitCode as E, GateError as G, InputError as I, JOINER as J, showInvisible as a, describeLocation as d, forLog as f, internalErrorLine as i, oneLine as o, shellQuote as s, unicodeEscape as u };
