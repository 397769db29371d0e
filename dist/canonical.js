import { createHash } from 'node:crypto';

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

function hasLoneSurrogate (value) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);

    if (code >= 0xD800 && code <= 0xDBFF) {
      if (i === value.length - 1) {
        return true;
      }
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xDC00 && next <= 0xDFFF)) {
        return true;
      }
      i++;
    } else if (code >= 0xDC00 && code <= 0xDFFF) {
      return true;
    }
  }

  return false;
}

function canonicalize (object, seen = new Set()) {
  if (typeof object === 'number' && isNaN(object)) {
    throw new Error('NaN is not allowed');
  }

  if (typeof object === 'number' && !isFinite(object)) {
    throw new Error('Infinity is not allowed');
  }

  if (typeof object === 'string' && hasLoneSurrogate(object)) {
    throw new Error('Lone surrogate is not allowed');
  }

  if (object === null || typeof object !== 'object') {
    return JSON.stringify(object);
  }

  if (typeof object.toJSON === 'function') {
    if (seen.has(object)) {
      throw new Error('Circular reference detected');
    }
    seen.add(object);
    const result = canonicalize(object.toJSON(), seen);
    seen.delete(object);
    return result;
  }

  if (seen.has(object)) {
    throw new Error('Circular reference detected');
  }
  seen.add(object);

  let result;
  if (Array.isArray(object)) {
    const values = object.map((cv) => {
      const value = cv === undefined || typeof cv === 'symbol' ? null : cv;
      return canonicalize(value, seen);
    });
    result = `[${values.join(',')}]`;
  } else {
    const parts = [];
    for (const key of Object.keys(object).sort()) {
      if (object[key] === undefined || typeof object[key] === 'symbol') {
        continue;
      }
      parts.push(`${canonicalize(key)}:${canonicalize(object[key], seen)}`);
    }
    result = `{${parts.join(',')}}`;
  }

  seen.delete(object);
  return result;
}

/**
 * Something the fast paths below do not handle (a `toJSON`, a non-finite number, a lone
 * surrogate, a function, a bigint, a cycle): the value is handed to the reference library,
 * which produces the same text or throws the same error as before.
 */
const UNUSUAL = Symbol('unusual JSON value');
/** Deeper than any contract (discovery refuses items nested deeper than 256 levels). */
const MAX_DEPTH = 4_096;
/** No lone surrogate (ES2024 `String.prototype.isWellFormed`, in node since 20). */
const wellFormed = (text) => text.isWellFormed();
/** RFC 8785 (JCS) canonical JSON text of a value. */
function canonicalJson(value) {
    return canonicalWith(value, undefined);
}
/**
 * RFC 8785 text of `value`, where every object in `known` is replaced by its text, already
 * computed (a tool's schemas inside the tool's definition: each is serialised once).
 */
function canonicalWith(value, known) {
    try {
        return writeCanonical(value, known, 0);
    }
    catch (error) {
        if (error !== UNUSUAL)
            throw error;
    }
    const text = canonicalize(value);
    if (text === undefined)
        throw new TypeError('value has no JSON form');
    return text;
}
/** The same text as the `canonicalize` package (JSON.stringify for leaves, keys in code-unit order), without its per-node Set and arrays. */
function writeCanonical(value, known, depth) {
    switch (typeof value) {
        case 'string':
            if (!wellFormed(value))
                throw UNUSUAL;
            return JSON.stringify(value);
        case 'number':
            if (!Number.isFinite(value))
                throw UNUSUAL;
            return JSON.stringify(value);
        case 'boolean':
            return value ? 'true' : 'false';
        case 'object': {
            if (value === null)
                return 'null';
            const text = known?.get(value);
            if (text !== undefined)
                return text;
            if (depth > MAX_DEPTH || typeof value.toJSON === 'function')
                throw UNUSUAL;
            if (Array.isArray(value)) {
                let out = '[';
                for (let i = 0; i < value.length; i++) {
                    const item = value[i];
                    if (i > 0)
                        out += ',';
                    out += item === undefined || typeof item === 'symbol' ? 'null' : writeCanonical(item, known, depth + 1);
                }
                return `${out}]`;
            }
            const record = value;
            let out = '{';
            let first = true;
            for (const key of Object.keys(record).sort()) {
                const item = record[key];
                if (item === undefined || typeof item === 'symbol')
                    continue;
                if (!wellFormed(key))
                    throw UNUSUAL;
                out += `${first ? '' : ','}${JSON.stringify(key)}:${writeCanonical(item, known, depth + 1)}`;
                first = false;
            }
            return `${out}}`;
        }
        default:
            throw UNUSUAL;
    }
}
/** `sha256:<hex>` of a canonical text. */
function digestOfText(canonicalText) {
    return `sha256:${createHash('sha256').update(canonicalText).digest('hex')}`;
}
/** `sha256:<hex>` over the RFC 8785 canonical form: equal for equal JSON whatever its key order. */
function digestOf(value) {
    return digestOfText(canonicalJson(value));
}
/** Recursively sorts object keys (arrays keep their order): the on-disk form of contracts and reports. */
function sortKeysDeep(value) {
    if (Array.isArray(value))
        return value.map(sortKeysDeep);
    if (value === null || typeof value !== 'object')
        return value;
    const sorted = {};
    for (const key of Object.keys(value).sort(compareCodeUnits)) {
        const child = sortKeysDeep(value[key]);
        if (key === '__proto__')
            setOwn(sorted, key, child);
        else
            sorted[key] = child;
    }
    return sorted;
}
/**
 * `sortKeysDeep` that copies only what is out of order: a plain object or array whose keys are
 * in order already (a normalised contract, most of a schema) is returned as it is, shared with
 * the input. For printing, and for data nobody changes afterwards.
 */
function sortKeysShared(value) {
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value)) {
        let copy;
        for (let i = 0; i < value.length; i++) {
            const item = value[i];
            const sorted = sortKeysShared(item);
            if (sorted !== item)
                (copy ??= value.slice())[i] = sorted;
        }
        return copy ?? value;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
        return sortKeysDeep(value);
    const record = value;
    const keys = Object.keys(record);
    let inOrder = true;
    for (let i = 1; i < keys.length && inOrder; i++)
        inOrder = compareCodeUnits(keys[i - 1], keys[i]) < 0;
    if (!inOrder)
        return sortKeysDeep(value);
    let copy;
    for (const key of keys) {
        const item = record[key];
        const sorted = sortKeysShared(item);
        if (sorted === item)
            continue;
        if (!copy) {
            copy = {};
            for (const k of keys)
                setOwn(copy, k, record[k]);
        }
        setOwn(copy, key, sorted);
    }
    return copy ?? value;
}
/** A surrogate with no partner: valid in JSON text ("\ud800"), but no Unicode character. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * JSON data with every lone surrogate in its strings and keys written out as the six
 * characters of its JSON escape (`\ud800`, as JSON.stringify writes it). Such a string has no
 * UTF-8 form and RFC 8785 refuses it; the text that replaces it is the same for the same
 * server, canonicalises, and is valid wherever a string is. Copies only what changes.
 */
function wellFormedShared(value) {
    if (typeof value === 'string')
        return (wellFormed(value) ? value : value.replace(LONE_SURROGATE, unicodeEscape));
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value)) {
        let copy;
        for (let i = 0; i < value.length; i++) {
            const item = value[i];
            const fixed = wellFormedShared(item);
            if (fixed !== item)
                (copy ??= value.slice())[i] = fixed;
        }
        return (copy ?? value);
    }
    const record = value;
    const keys = Object.keys(record);
    let copy;
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const fixedKey = wellFormedShared(key);
        const fixed = wellFormedShared(record[key]);
        if (!copy && fixedKey === key && fixed === record[key])
            continue;
        if (!copy) {
            copy = {};
            for (const earlier of keys.slice(0, i))
                setOwn(copy, earlier, record[earlier]);
        }
        setOwn(copy, fixedKey, fixed);
    }
    return (copy ?? value);
}
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
/** Pretty, key-sorted JSON with LF and a trailing newline: one line per value, so `git diff` is the review. */
function stableJson(value) {
    return `${JSON.stringify(sortKeysShared(value), null, 2)}\n`;
}
/**
 * The text of `stableJson` in pieces, one per value `levels` deep (a contract's entities at 2):
 * a contract of 50,000 tools is written without ever being one string.
 */
function* stableJsonPieces(value, levels = 2) {
    yield* piecesOf(sortKeysShared(value), levels, '');
    yield '\n';
}
function* piecesOf(value, levels, indent) {
    const record = value;
    const keys = levels > 0 && isPlainRecord(value) ? Object.keys(record) : [];
    if (!keys.length || keys.some((key) => !hasJsonText(record[key]))) {
        const text = JSON.stringify(value, null, 2);
        // Only structural line breaks are raw in JSON text: string contents have theirs escaped.
        yield indent ? text.replaceAll('\n', `\n${indent}`) : text;
        return;
    }
    const inner = `${indent}  `;
    for (let i = 0; i < keys.length; i++) {
        yield `${i ? ',' : '{'}\n${inner}${JSON.stringify(keys[i])}: `;
        yield* piecesOf(record[keys[i]], levels - 1, inner);
    }
    yield `\n${indent}}`;
}
function isPlainRecord(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const prototype = Object.getPrototypeOf(value);
    return (prototype === Object.prototype || prototype === null) && typeof value.toJSON !== 'function';
}
/** A value JSON.stringify writes as an object member (not undefined, a function or a symbol, nor anything with toJSON). */
function hasJsonText(value) {
    const type = typeof value;
    if (type === 'undefined' || type === 'function' || type === 'symbol' || type === 'bigint')
        return false;
    return type !== 'object' || value === null || typeof value.toJSON !== 'function';
}
/** Plain code-unit order, the same as RFC 8785 uses; independent of locale. */
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * JSON equality: same canonical form, whatever the key order. Compared in place, without
 * serialising either side; anything the walk does not handle is compared by canonical text.
 */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (a === undefined || b === undefined)
        return false;
    try {
        return sameJson(a, b, 0);
    }
    catch (error) {
        if (error !== UNUSUAL)
            throw error;
        return canonicalJson(a) === canonicalJson(b);
    }
}
/** An array item as RFC 8785 writes it: undefined and symbols are null. */
const asItem = (value) => (value === undefined || typeof value === 'symbol' ? null : value);
const absent = (value) => value === undefined || typeof value === 'symbol';
function sameJson(a, b, depth) {
    if (a === b)
        return true;
    const type = typeof a;
    if (type !== typeof b) {
        if (type === 'object' || type === 'string' || type === 'number' || type === 'boolean') {
            const other = typeof b;
            if (other === 'object' || other === 'string' || other === 'number' || other === 'boolean')
                return false;
        }
        throw UNUSUAL;
    }
    if (type === 'number') {
        if (!Number.isFinite(a) || !Number.isFinite(b))
            throw UNUSUAL;
        return false; // finite and not ===: different texts (0 and -0 are ===)
    }
    if (type === 'string' || type === 'boolean')
        return false;
    if (type !== 'object')
        throw UNUSUAL;
    if (a === null || b === null)
        return false;
    if (depth > MAX_DEPTH || typeof a.toJSON === 'function' || typeof b.toJSON === 'function')
        throw UNUSUAL;
    const arrayA = Array.isArray(a);
    if (arrayA !== Array.isArray(b))
        return false;
    if (arrayA) {
        const [x, y] = [a, b];
        if (x.length !== y.length)
            return false;
        for (let i = 0; i < x.length; i++)
            if (!sameJson(asItem(x[i]), asItem(y[i]), depth + 1))
                return false;
        return true;
    }
    const [x, y] = [a, b];
    let count = 0;
    for (const key of Object.keys(x)) {
        const value = x[key];
        if (absent(value))
            continue;
        count++;
        if (!Object.hasOwn(y, key) || !Object.prototype.propertyIsEnumerable.call(y, key))
            return false;
        const other = y[key];
        if (absent(other) || !sameJson(value, other, depth + 1))
            return false;
    }
    for (const key of Object.keys(y))
        if (!absent(y[key]))
            count--;
    return count === 0;
}

export { DiscoveryError as D, ExitCode as E, GateError as G, InputError as I, JOINER as J, ownValue as a, setOwn as b, stableJson as c, showInvisible as d, sortKeysDeep as e, forLog as f, digestOf as g, canonicalJson as h, internalErrorLine as i, jsonEqual as j, digestOfText as k, canonicalWith as l, stableJsonPieces as m, describeLocation as n, oneLine as o, compareCodeUnits as p, sortKeysShared as q, shellQuote as s, wellFormedShared as w };
