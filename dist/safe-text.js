/**
 * Own properties of plain records holding untrusted data: a key a server chose (`__proto__`,
 * `constructor`) is set and read as data, never through the prototype.
 */
/**
 * Sets an own, enumerable property. Plain assignment of `__proto__` changes the prototype
 * instead: a tool or schema property of that name would vanish from the contract.
 */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
/** The value of an own property only: `record.constructor` is Object's, not the data's. */
function ownValue(record, key) {
    return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
/** A JSON object: not null and not an array, both of which `typeof` calls "object". */
function isJsonObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

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

export { CONTROL as C, JOINER as J, setOwn as a, showInvisible as b, forLog as f, isJsonObject as i, ownValue as o, shellQuote as s, unicodeEscape as u };
