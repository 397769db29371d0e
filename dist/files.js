import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { rmSync, readdirSync, lstatSync, realpathSync } from 'node:fs';
import { mkdir, writeFile, rename, rm, readFile } from 'node:fs/promises';
import { relative, basename, dirname, join, sep, isAbsolute, resolve } from 'node:path';

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
/** Collapse text to one printable line (server-controlled text must not forge log lines). */
function oneLine(text, max = 300) {
    // eslint-disable-next-line no-control-regex
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
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

/** Temporary files being written now: removed if the gate is interrupted (SIGINT, SIGTERM) mid-write. */
const temporaries = new Set();
/**
 * Writes a file atomically: a temporary file beside it, then a rename, so a reader never sees
 * half a file. A symbolic link is written through (its target is replaced), never replaced by
 * a regular file. A problem with the path is an input error naming it (exit 2).
 */
async function writeFileAtomic(path, text) {
    const target = writeTarget(path);
    const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
        await mkdir(dirname(target), { recursive: true });
        temporaries.add(temporary);
        await writeFile(temporary, text, 'utf8');
        await rename(temporary, target);
    }
    catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined); // its folder may be what failed
        throw writeError(path, error);
    }
    finally {
        temporaries.delete(temporary);
    }
}
/** Where a write to `path` lands: the path itself, or the file a symbolic link points to. */
function writeTarget(path) {
    const isLink = (() => {
        try {
            return lstatSync(path).isSymbolicLink();
        }
        catch {
            return false;
        }
    })();
    if (!isLink)
        return path;
    try {
        return realpathSync(path);
    }
    catch {
        throw new InputError(`cannot write ${path}: it is a symbolic link to a file that does not exist`);
    }
}
function writeError(path, error) {
    const code = error.code;
    if (code === undefined)
        return error;
    const why = {
        EISDIR: 'it is a directory',
        ENOTEMPTY: 'it is a directory',
        ENOTDIR: 'a folder on its path is a file',
        EEXIST: 'a folder on its path is a file',
        EACCES: 'permission denied',
        EPERM: 'permission denied',
        EROFS: 'read-only file system',
        ENOSPC: 'no space left on the device',
    };
    return new InputError(`cannot write ${path}: ${Object.hasOwn(why, code) ? why[code] : code}`);
}
/** Removes the temporary files of writes in progress; synchronous, so it works in an 'exit' handler. */
function removeTemporaryFiles() {
    for (const temporary of temporaries)
        rmSync(temporary, { force: true });
    temporaries.clear();
}
/** An interrupted gate leaves no `.X.json.<hex>.tmp` that `git add contracts/` would commit. The signal handlers exit, which runs this. */
function removeTemporariesOnExit() {
    process.once('exit', removeTemporaryFiles);
}
/** Temporary files beside `file` left by a write that was killed (kill -9): ignored, named so they can be deleted. */
function staleTemporaries(file) {
    const name = basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^\\.${name}\\.[0-9a-f]{12}\\.tmp$`);
    try {
        return readdirSync(dirname(file))
            .filter((entry) => pattern.test(entry))
            .sort()
            .map((entry) => join(dirname(file), entry));
    }
    catch {
        return [];
    }
}
/** The warning line for each stale temporary file beside `files`. */
function staleTemporaryWarnings(files, cwd) {
    return [...new Set(files.flatMap(staleTemporaries))].map((stale) => `stale temporary file ${relative(cwd, stale) || stale} (left by an interrupted write) is ignored; delete it, do not commit it`);
}
/** The folder the gate may write in for a config in `folder`: its git toplevel, or the folder itself outside git. */
function repositoryRoot(folder) {
    try {
        const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
        return top || folder;
    }
    catch {
        return folder;
    }
}
/**
 * `path` if it resolves inside `root` (symbolic links followed as far as they exist); else an
 * input error naming it: a config or an input cannot make the gate write elsewhere.
 */
function insideRoot(root, path, what) {
    const rel = relative(realPathSoFar(root), realPathSoFar(path));
    if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
        throw new InputError(`${what}: ${path} is outside the repository (${root}); name a path inside it`);
    return path;
}
/** The real path of the deepest part of `path` that exists, with the rest appended as written. */
function realPathSoFar(path) {
    const rest = [];
    let existing = resolve(path);
    for (;;) {
        try {
            return join(realpathSync(existing), ...rest);
        }
        catch {
            const parent = dirname(existing);
            if (parent === existing)
                return resolve(path);
            rest.unshift(basename(existing));
            existing = parent;
        }
    }
}
/** Reads a text file the user named; a missing or unreadable file is an input error (exit 2). */
async function readUserFile(path, what) {
    try {
        return await readFile(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : String(code ?? error);
        throw new InputError(`${what} ${path}: cannot read it (${why})`);
    }
}

export { DiscoveryError as D, ExitCode as E, GateError as G, InputError as I, repositoryRoot as a, insideRoot as b, readUserFile as c, ownValue as d, setOwn as e, canonicalJson as f, sortKeysDeep as g, stableJson as h, internalErrorLine as i, jsonEqual as j, digestOf as k, compareCodeUnits as l, sortKeysShared as m, digestOfText as n, oneLine as o, canonicalWith as p, removeTemporariesOnExit as r, staleTemporaryWarnings as s, writeFileAtomic as w };
