import { createHash } from 'node:crypto';
import { u as unicodeEscape, a as setOwn } from './safe-text.js';

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
 * RFC 8785 (JCS) canonical JSON: the one text of a JSON value whatever its key order, the
 * sha256 digests over it, JSON equality by it, and data made acceptable to it (lone surrogates
 * escaped). Fast paths give the same text as the `canonicalize` package, which handles the rest.
 */
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
 * The first place (depth first, in key order as written) where JSON.parse gave a value RFC 8785
 * cannot write: a string or key with a lone surrogate (`"\ud800"` is valid JSON text), or a
 * number past the doubles (`1e999` parses to Infinity). Undefined when there is none.
 */
function uncanonicalAt(value) {
    const path = [];
    const what = uncanonicalIn(value, path);
    if (what === undefined)
        return undefined;
    // The path is collected innermost first, on the way out: a clean contract builds no pointer.
    const pointer = path
        .reverse()
        .map((key) => `/${wellFormedShared(key).replace(/~/g, '~0').replace(/\//g, '~1')}`)
        .join('');
    return { pointer: pointer || '/', what };
}
function uncanonicalIn(node, path) {
    if (typeof node === 'string')
        return wellFormed(node) ? undefined : `the string holds a lone surrogate (${loneSurrogate(node)})`;
    if (typeof node === 'number')
        return Number.isFinite(node) ? undefined : 'the number is too large for a double';
    if (node === null || typeof node !== 'object')
        return undefined;
    if (Array.isArray(node)) {
        for (let i = 0; i < node.length; i++) {
            const what = uncanonicalIn(node[i], path);
            if (what === undefined)
                continue;
            path.push(String(i));
            return what;
        }
        return undefined;
    }
    for (const [key, item] of Object.entries(node)) {
        const what = wellFormed(key) ? uncanonicalIn(item, path) : `the key holds a lone surrogate (${loneSurrogate(key)})`;
        if (what === undefined)
            continue;
        path.push(key);
        return what;
    }
    return undefined;
}
function loneSurrogate(text) {
    LONE_SURROGATE.lastIndex = 0;
    return unicodeEscape(LONE_SURROGATE.exec(text)[0]);
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

export { compareCodeUnits as a, digestOfText as b, canonicalJson as c, digestOf as d, canonicalWith as e, jsonEqual as j, uncanonicalAt as u, wellFormedShared as w };
