import { o as oneLine } from './errors.js';
import { J as JUDGE_CLIENTS, c as clientLabel } from './judge-clients.js';
import { m as messageTextOf } from './jsonrpc.js';
import { W as WorkerCalls, s as startWorker } from './workers.js';
import { f as failed } from './types.js';

function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ Symbol("evaluating");
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}

const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-34028234663852886e22, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

var _a;
/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

/** Turns judging off: the bench's baseline only (bench/run.ts measures what judging costs against it). */
const JUDGES_OFF_ENV = 'MCG_CLIENT_JUDGES';
/**
 * An official client connected to a transport that answers each of its requests with the answer
 * it is handed: the client parses that answer with its own schemas, for its own era, exactly as
 * it parses a live server's (its own codec: `resultType`, `ttlMs`, `cacheScope` on the wire, each
 * item of a page). Nothing reaches the server; the gate's session saw the answer first.
 */
class Replay {
    onmessage;
    onclose;
    onerror;
    answer;
    async start() { }
    async close() {
        this.onclose?.();
    }
    async send(message) {
        if (!('id' in message) || !('method' in message))
            return;
        const { id } = message;
        const result = this.answer;
        queueMicrotask(() => this.onmessage?.({ jsonrpc: '2.0', id, result }));
    }
}
/**
 * The official clients that speak `era`, connected on the handshake's answer as the server sent
 * it (`initialize` or `server/discover`): the 2.x client for both eras, the 1.x SDK for the
 * handshake era. A refused handshake is a rejection of its own. In the gate's thread, or in a
 * worker thread (./judge-worker.ts) for a large server.
 */
class JudgeCore {
    judges;
    rejections = [];
    constructor(judges) {
        this.judges = judges;
        for (const judge of judges)
            if (judge.refused)
                this.rejections.push(judge.refused);
    }
    static async open(era, handshake) {
        if (process.env[JUDGES_OFF_ENV] === 'off')
            return new JudgeCore([]);
        const judges = [await openV2(era, handshake)];
        if (era === 'handshake')
            judges.push(await openV1(handshake));
        const core = new JudgeCore(judges);
        // Adopted as a prior discovery, the discover result meets only its schema: as an answer, the codec (resultType) too.
        if (era === 'stateless')
            await core.judge('server/discover', {}, handshake);
        return core;
    }
    /** Each client parses the answer to `method` (a list's `page`, when it is one); a refusal is kept, in the client's words. */
    async judge(method, params, answer, page) {
        for (const judge of this.judges) {
            if (!judge.ask)
                continue;
            judge.replay.answer = answer;
            try {
                await judge.ask(method, params, answer);
            }
            catch (error) {
                this.rejections.push({ client: judge.client, method, ...(page === undefined ? {} : { page }), message: clientMessage(error) });
            }
        }
    }
    async close() {
        await Promise.allSettled(this.judges.map((judge) => judge.close()));
    }
}
/**
 * Items judged in the gate's thread; past them a worker thread judges (a zod parse of every item
 * is most of a large snapshot's garbage). A server of a few hundred items (server-everything has
 * ~120) is judged faster here than a worker starts.
 */
const IN_THREAD_ITEMS = 250;
/**
 * What discovery and the probes hand answers to. Started before the server answers (`start`): the
 * clients' code loads and warms up while the server starts, most of what judging costs, hidden
 * in the wait. Opened on the handshake's answer (`open`); `settled` awaits every answer handed to
 * `judge`. Judging is deferred to when the gate waits on the server (its next page is on the way
 * by then), and moves to a worker thread once the server has sent more than IN_THREAD_ITEMS list
 * items (a worker's own start costs more than a small server's judging).
 */
class ClientJudges {
    rejections = [];
    queue = Promise.resolve();
    local;
    opened;
    items = 0;
    remote;
    constructor() {
        // A failure to load is JudgeCore.open's to report.
        this.queue = warmUp().catch(() => undefined);
    }
    /** The judges, loading; undefined when judging is off (the bench's baseline). */
    static start() {
        if (process.env[JUDGES_OFF_ENV] === 'off')
            return undefined;
        // zod compiles each object schema's parser on its first parse (`new Function`), which pays back
        // over many parses only: this thread parses a few hundred items at most (the worker, past them,
        // keeps the compiler). Set before the clients build their schemas; it changes no verdict.
        config({ jitless: true });
        return new ClientJudges();
    }
    /** The handshake's answer as the server sent it (`initialize`, or `server/discover`): each client connects on it, or refuses it. */
    open(era, handshake) {
        this.opened = { era, handshake };
        this.queue = this.queue.then(async () => {
            this.local = await JudgeCore.open(era, handshake);
        });
    }
    judge(method, params, answer, page) {
        if (!this.opened)
            return;
        this.items += itemsIn(answer);
        if (!this.remote && this.items > IN_THREAD_ITEMS) {
            this.remote = new RemoteJudges();
            this.remote.open(this.opened.era, this.opened.handshake);
        }
        if (this.remote)
            return this.remote.judge(method, params, answer, page);
        this.queue = this.queue.then(() => new Promise((resume) => setImmediate(resume))).then(() => this.local?.judge(method, params, answer, page));
    }
    /** Every answer handed to `judge` so far, judged: the worker's refusals after the thread's (they judged later pages). */
    async settled() {
        await this.queue;
        this.rejections.push(...(this.local?.rejections.splice(0) ?? []));
        if (this.remote)
            this.rejections.push(...(await this.remote.settle()));
    }
    async close() {
        await Promise.allSettled([this.local?.close(), this.remote?.close()]);
    }
}
/** How many list items an answer holds. */
function itemsIn(answer) {
    if (typeof answer !== 'object' || answer === null)
        return 0;
    const result = answer;
    return ['tools', 'resources', 'resourceTemplates', 'prompts'].reduce((sum, key) => sum + (Array.isArray(result[key]) ? result[key].length : 0), 0);
}
/** The worker's message to judge `answer`: the text of the message it came in, when the transport kept it. */
function judgeMessage(method, params, answer, page) {
    const messageText = typeof answer === 'object' && answer !== null ? messageTextOf(answer) : undefined;
    return { judge: { method, params, ...(messageText === undefined ? { answer } : { messageText }), ...(page === undefined ? {} : { page }) } };
}
/** The judges in a worker thread: answers posted to it in order, its refusals collected when settled. */
class RemoteJudges {
    calls = new WorkerCalls(startWorker('judge-worker', import.meta.url), {
        failed: (error) => `the client judges failed: ${error}`,
        workerFailed: (error) => `the client judges' worker failed: ${error}`,
    });
    /** The handshake the gate's thread judged already: the worker connects its clients on it. */
    open(era, handshake) {
        this.post({ open: { era, handshake } });
    }
    judge(method, params, answer, page) {
        this.post(judgeMessage(method, params, answer, page));
    }
    async settle() {
        return (await this.calls.call((id) => ({ settle: id }))).rejections ?? [];
    }
    async close() {
        await this.calls.worker.terminate();
    }
    post(message) {
        this.calls.worker.postMessage(message);
    }
}
/** A server of every list, as small as can be: what warmUp has both clients parse. */
const WARM_UP = {
    handshake: { protocolVersion: '2025-06-18', capabilities: { tools: {}, resources: {}, prompts: {} }, serverInfo: { name: 'warm-up', version: '0' } },
    answers: [
        ['tools/list', { tools: [{ name: 't', inputSchema: { type: 'object' } }] }],
        ['resources/list', { resources: [{ uri: 'file:///r', name: 'r' }] }],
        ['resources/templates/list', { resourceTemplates: [{ uriTemplate: 'file:///{r}', name: 'r' }] }],
        ['prompts/list', { prompts: [{ name: 'p' }] }],
        ['tools/call', { content: [{ type: 'text', text: 't' }] }],
    ],
};
/**
 * Both clients' code loaded, and their schemas run once (zod builds each schema's parser on its
 * first parse): a worker does it while the server starts, so the server's answers meet warm parsers.
 */
async function warmUp() {
    const core = await JudgeCore.open('handshake', WARM_UP.handshake);
    for (const [method, answer] of WARM_UP.answers)
        await core.judge(method, {}, answer);
    await core.close();
}
const CLIENT_INFO = { name: 'mcp-contract-gate-judge', version: '1' };
async function openV2(era, handshake) {
    const { Client } = await import('./dist.js');
    const client = new Client(CLIENT_INFO);
    const replay = new Replay();
    replay.answer = handshake;
    const judge = { client: clientLabel('v2'), replay, close: () => client.close() };
    try {
        // The 2026 era adopts the discover result as sent (its own schema parses it); the handshake era answers initialize with it.
        await client.connect(replay, { prior: era === 'stateless' ? { kind: 'modern', discover: handshake } : { kind: 'legacy' } });
        judge.ask = (method, params) => client.request({ method: method, params });
    }
    catch (error) {
        judge.refused = { client: judge.client, method: era === 'stateless' ? 'server/discover' : 'initialize', message: clientMessage(error) };
    }
    return judge;
}
async function openV1(handshake) {
    // Its exported schemas, as its Client uses them (without the Client: most of its load time, and a JSON-RPC envelope parsed again).
    const types = await import('./types3.js');
    const replay = new Replay();
    const judge = { client: clientLabel('v1'), replay, close: async () => undefined };
    // The result schema the 1.x client's own method for each request passes to Client.request.
    const schemas = new Map([
        ['tools/list', types.ListToolsResultSchema],
        ['resources/list', types.ListResourcesResultSchema],
        ['resources/templates/list', types.ListResourceTemplatesResultSchema],
        ['prompts/list', types.ListPromptsResultSchema],
        ['tools/call', types.CallToolResultSchema],
        ['resources/read', types.ReadResourceResultSchema],
        ['prompts/get', types.GetPromptResultSchema],
    ]);
    try {
        // Client.connect: InitializeResultSchema, then the revision among its SUPPORTED_PROTOCOL_VERSIONS (in its words).
        const { protocolVersion } = types.InitializeResultSchema.parse(handshake);
        if (!types.SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion))
            throw new Error(`Server's protocol version is not supported: ${protocolVersion}`);
        judge.ask = async (method, _params, answer) => schemas.get(method)?.parse(answer);
    }
    catch (error) {
        judge.refused = { client: judge.client, method: 'initialize', message: clientMessage(error) };
    }
    return judge;
}
/**
 * The client's own message, on one line: a schema failure lists its issues as JSON (zod's), each
 * said as `path: message`, the first few only.
 */
function clientMessage(error) {
    const text = error instanceof Error ? error.message : String(error);
    const start = text.indexOf('[');
    if (start >= 0) {
        try {
            const issues = JSON.parse(text.slice(start));
            const said = issues.slice(0, 3).map((issue) => `${(issue.path ?? []).join('.') || '(result)'}: ${issue.message ?? ''}`);
            const more = issues.length > 3 ? ` (${issues.length} issues in all)` : '';
            return oneLine(`${text.slice(0, start).trim()} ${said.join('; ')}${more}`, 400);
        }
        catch {
            // Not a list of issues: the message as it is.
        }
    }
    return oneLine(text, 400);
}
/** The evidence of the clients' refusals: one check per refusal, naming the client, the method, the page and its words. */
function clientRejectionEvidence(rejections) {
    return rejections.map((rejection) => {
        const where = `${rejection.method}${rejection.page === undefined ? '' : ` page ${rejection.page}`}`;
        return failed('client_rejects', 'server', `${rejection.client} rejects ${where}: ${rejection.message}`, { ...rejection });
    });
}
/**
 * Every outputSchema of the contract, as stored, judged by the own validator of each official
 * client of its era (src/jsonschema/client-dialects.ts): once per distinct schema.
 */
async function judgeDefinitions(contract) {
    const declared = Object.values(contract.tools).some((tool) => typeof tool.definition.outputSchema?.$schema === 'string');
    // Only a schema that declares its dialect can be refused for it: the validators load only then.
    if (!declared)
        return [];
    const { dialectRefusal } = await import('./client-dialects.js');
    const clients = Object.keys(JUDGE_CLIENTS).filter((client) => JUDGE_CLIENTS[client].eras.includes(contract.protocol.era));
    const verdicts = new Map();
    const evidence = [];
    for (const [name, tool] of Object.entries(contract.tools)) {
        const schema = tool.definition.outputSchema;
        if (schema === undefined)
            continue;
        const digest = tool.schemaDigests?.outputSchema ?? JSON.stringify(schema);
        if (!verdicts.has(digest))
            verdicts.set(digest, clients.flatMap((client) => refusalOf(dialectRefusal(client, schema), client)));
        for (const [client, message] of verdicts.get(digest)) {
            evidence.push(failed('client_rejects', `tool:${name}`, `${clientLabel(client)} rejects the outputSchema of ${name}: ${message}`, { client: clientLabel(client), method: 'tools/list', tool: name, message }));
        }
    }
    return evidence;
}
function refusalOf(refusal, client) {
    return refusal === undefined ? [] : [[client, refusal]];
}

export { $constructor as $, rawShape as A, isPlainObject as B, prefixIssues as C, getEnumValues as D, propertyKeyTypes as E, $ZodEncodeError as F, sizeCaps as G, issue as H, optionalKeys as I, JudgeCore as J, joinValues as K, stringifyPrimitive as L, parsedType as M, NEVER as N, normalizeParams as O, slugify as P, BIGINT_FORMAT_RANGES as Q, clone as R, mergeDefs as S, constantCatch as T, required as U, partial as V, omit as W, pick as X, merge as Y, safeExtend as Z, extend as _, $ZodAsyncError as a, installLazyProp as a0, shallowClone as a1, derived as a2, ClientJudges as a3, clientRejectionEvidence as a4, judgeDefinitions as a5, captureStackTrace as b, config as c, codePointLength as d, escapeRegex as e, finalizeIssue as f, getLengthableOrigin as g, floatSafeRemainder as h, NUMBER_FORMAT_RANGES as i, jsonStringifyReplacer as j, defineLazy as k, defineLazyInternal as l, hide as m, nullish as n, own as o, aborted as p, explicitlyAborted as q, attachSchema as r, cleanRegex as s, globalConfig as t, allowsEval as u, cached as v, warmUp as w, esc as x, isObject as y, assignProp as z };
