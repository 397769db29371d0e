import { h as canonicalJson, b as setOwn, j as jsonEqual } from './canonical.js';
import { p as pointerSegment, D as DATA_KEYWORDS, g as isSchemaObject, P as PatternUndecided, h as propertyNamesIn, j as forAjvAbout, k as forAjv, l as ajvFor, m as compileForgotten, n as isLinear, o as valueAtPointer, d as checkSchemaValid, i as isObjectRoot, C as COLLECTIONS } from './validity.js';
import { createHash } from 'node:crypto';
import { r as ruleById, S as SCHEMA_FACTS, e as editDistance, s as schemaRuleId } from './edit-distance.js';
import { w as withProperty, b as arrayOfLength, d as sample, c as canonicalize, J as JSON_TYPES, s as samples, a as accepts, p as propertySchema, i as isOpenFacet, e as facetSamples, g as facetAccepts, h as stringCandidates, f as freshName, j as isAny, k as isNever, l as safeTest, m as jsonTypeOf, o as objectWith, n as numberCandidates, q as isMultiple, r as candidateLengthLimit, t as codePoints } from './instances.js';

function fingerprintOf(rule, entity, pointer, item) {
    const parts = item === undefined ? [rule, entity, pointer] : [rule, entity, pointer, item];
    return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}
/** Builds a change; its level always comes from the rule table, never from the caller. */
function makeChange(rule, entity, pointer, message, before, after) {
    return changeOf(rule, entity, pointer, message, { before, after });
}
function changeOf(rule, entity, pointer, message, details) {
    const { before, after, item, witness } = details;
    return {
        rule,
        level: ruleById(rule).level,
        entity,
        pointer,
        ...(item === undefined ? {} : { item }),
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
        message,
        ...(witness === undefined ? {} : { witness }),
        fingerprint: fingerprintOf(rule, entity, pointer, item),
    };
}

const TEXT_ANNOTATIONS = new Set(['title', 'description', 'examples', '$comment']);
/** Keywords whose values are maps of names to schemas: a name there is data, not a keyword. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/**
 * Every title, description, example and comment of a schema by its JSON pointer, where the
 * server wrote it: compared as text, apart from what the schema accepts. A property named
 * `title` is a name, not an annotation.
 */
function collectAnnotations(schema, at = '', out = new Map()) {
    if (Array.isArray(schema))
        schema.forEach((item, index) => collectAnnotations(item, `${at}/${index}`, out));
    else if (isObject$2(schema)) {
        for (const key of Object.keys(schema)) {
            const here = `${at}/${pointerSegment(key)}`;
            const value = schema[key];
            if (TEXT_ANNOTATIONS.has(key) && (key === 'examples' || key === '$comment' || typeof value === 'string'))
                out.set(here, value);
            else if (DATA_KEYWORDS.has(key))
                continue;
            else if (NAME_MAPS.has(key) && isObject$2(value))
                for (const name of Object.keys(value))
                    collectAnnotations(value[name], `${here}/${pointerSegment(name)}`, out);
            else
                collectAnnotations(value, here, out);
        }
    }
    return out;
}
function isObject$2(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Keywords that make a definition's meaning depend on where it is evaluated from (dynamic
 * scope, annotations collected across references) or that name a place by id: a schema that
 * has any of them anywhere is compiled as it is.
 */
const UNSHAREABLE = new Set(['$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$dynamicRef', '$recursiveRef', 'unevaluatedProperties', 'unevaluatedItems', '$schema']);
const CONTAINERS = ['$defs', 'definitions'];
const PLAIN_NAME = /^[A-Za-z0-9_.-]+$/;
/** Per ajv instance, the ids of the definitions it holds already. */
const registered = new WeakMap();
/**
 * The schema (as prepared for ajv) with each of its definitions compiled once per run, however
 * many schemas hold it: a definition becomes a schema of its own in the ajv instance, under an
 * id made of its content (with its own references rewritten the same way), and the schema refers
 * to it there. Servers repeat their definitions in every tool, and so do the two sides of a
 * change: most of a witness check's compile is then done once.
 *
 * Undefined, and the schema is compiled as it is, wherever this could change a verdict: ids,
 * anchors, dynamic references or unevaluated keywords anywhere; a reference other than to a
 * whole definition; definitions that refer to one another in a cycle.
 */
function withSharedDefinitions(ajv, schema) {
    const containers = CONTAINERS.filter((name) => Object.hasOwn(schema, name));
    if (containers.length !== 1)
        return undefined;
    const container = containers[0];
    const definitions = schema[container];
    if (!isSchemaObject(definitions))
        return undefined;
    const prefix = `#/${container}/`;
    const refs = [];
    if (!shareable(schema, refs, 0))
        return undefined;
    const names = new Set(Object.keys(definitions));
    if (refs.some((ref) => !ref.startsWith(prefix) || !names.has(ref.slice(prefix.length)) || !PLAIN_NAME.test(ref.slice(prefix.length))))
        return undefined;
    const ids = definitionIds(definitions, prefix);
    if (!ids)
        return undefined;
    const held = registered.get(ajv) ?? new Set();
    registered.set(ajv, held);
    const share = (subschema, id) => {
        if (!held.has(id))
            ajv.addSchema(subschema, id);
        held.add(id);
        return { $ref: id };
    };
    for (const [name, id] of ids)
        share(rewrite(definitions[name], prefix, ids), id);
    const { [container]: _definitions, ...rest } = schema;
    const root = rewrite(rest, prefix, ids);
    // The root's properties are shared the same way: tools repeat them too (all but the few that
    // name the tool's own parameters), and what is left to compile per schema is small.
    if (isSchemaObject(root.properties)) {
        const properties = {};
        for (const [name, subschema] of Object.entries(root.properties)) {
            const shared = isSchemaObject(subschema) && Object.keys(subschema).length > 1 ? share(subschema, contentId(canonicalJson(subschema))) : subschema;
            setOwn(properties, name, shared);
        }
        root.properties = properties;
    }
    return root;
}
/** The id a subschema is shared under: a digest of its canonical text. */
function contentId(canonicalText) {
    return `mcg:definition:${createHash('sha256').update(canonicalText).digest('hex')}`;
}
/** No unshareable keyword anywhere; every `$ref` collected. */
function shareable(node, refs, depth) {
    if (depth > 256)
        return false;
    if (Array.isArray(node))
        return node.every((item) => shareable(item, refs, depth + 1));
    if (!isSchemaObject(node))
        return true;
    for (const [key, child] of Object.entries(node)) {
        if (UNSHAREABLE.has(key))
            return false;
        if (key === '$ref') {
            if (typeof child !== 'string')
                return false;
            refs.push(child);
        }
        else if (!DATA_KEYWORDS.has(key) && !shareable(child, refs, depth + 1))
            return false;
    }
    return true;
}
/** Each definition's id, made of its content with the ids of the definitions it refers to; undefined on a cycle. */
function definitionIds(definitions, prefix) {
    const ids = new Map();
    const visiting = new Set();
    const idOf = (name) => {
        const known = ids.get(name);
        if (known !== undefined)
            return known;
        if (visiting.has(name))
            return undefined;
        visiting.add(name);
        const inner = [];
        shareable(definitions[name], inner, 0);
        for (const ref of inner)
            if (idOf(ref.slice(prefix.length)) === undefined)
                return undefined;
        const id = contentId(canonicalJson(rewrite(definitions[name], prefix, ids)));
        visiting.delete(name);
        ids.set(name, id);
        return id;
    };
    for (const name of Object.keys(definitions))
        if (idOf(name) === undefined)
            return undefined;
    return ids;
}
/** A copy with every `#/$defs/NAME` reference replaced by that definition's id. */
function rewrite(node, prefix, ids) {
    if (Array.isArray(node))
        return node.map((item) => rewrite(item, prefix, ids));
    if (!isSchemaObject(node))
        return node;
    const out = {};
    for (const [key, child] of Object.entries(node)) {
        const value = key === '$ref' && typeof child === 'string' ? (ids.get(child.slice(prefix.length)) ?? child) : DATA_KEYWORDS.has(key) ? child : rewrite(child, prefix, ids);
        setOwn(out, key, value);
    }
    return out;
}

/**
 * Places `leaf` where `path` leads inside an otherwise minimal valid instance of the side's
 * schema: the required properties and leading elements around it are valid samples.
 */
function embed(path, side, leaf) {
    if (path.length === 0)
        return leaf;
    const [step, ...rest] = path;
    const inner = embed(rest, side, leaf);
    if (inner === undefined)
        return undefined;
    if ('property' in step.child)
        return withProperty(step.facets[side], step.child.property, inner);
    const facet = step.facets[side];
    const index = step.child.index;
    const array = arrayOfLength(facet, Math.max(facet.minItems, index + 1), 0);
    if (!array)
        return undefined;
    array[index] = inner;
    return array;
}
/** Properties of the holding object tried beside the leaf, one at a time. */
const HOLDER_PROPERTIES = 16;
/**
 * The leaf placed as `embed` places it, in objects that also hold other properties the side's
 * object names: one more at a time, then all of them. An alternative of a union that takes the
 * plain value (a split `{type, paragraph, bulleted_list_item}` → `anyOf` of one object per
 * type) refuses it with a property only the other alternative allows.
 */
function* richerEmbeddings(path, side, leaf) {
    let last = path.length - 1;
    while (last >= 0 && !('property' in path[last].child))
        last--;
    if (last < 0 || leaf === undefined)
        return;
    const step = path[last];
    const facet = step.facets[side];
    const inner = embed(path.slice(last + 1), side, leaf);
    const base = inner === undefined ? undefined : withProperty(facet, step.child.property, inner);
    if (!base)
        return;
    const extras = [];
    for (const [name, schema] of [...facet.properties].slice(0, HOLDER_PROPERTIES)) {
        if (Object.hasOwn(base, name))
            continue;
        const value = sample(schema);
        if (value !== undefined)
            extras.push([name, value]);
    }
    const holders = extras.map(([name, value]) => withOwn({ ...base }, name, value));
    if (extras.length > 1)
        holders.push(extras.reduce((holder, [name, value]) => withOwn(holder, name, value), { ...base }));
    for (const holder of holders) {
        const placed = embed(path.slice(0, last), side, holder);
        if (placed !== undefined)
            yield placed;
    }
}
function withOwn(object, name, value) {
    setOwn(object, name, value);
    return object;
}
const compiled = new WeakMap();
/** Does ajv accept the value under the server's schema? Undefined when it cannot say (see ajvJudgement). */
function ajvAccepts(schema, value) {
    const judgement = ajvJudgement(schema, value);
    return typeof judgement === 'boolean' ? judgement : undefined;
}
/**
 * ajv's verdict on a value, or why there is none: `cannot` when the schema does not compile or
 * validation overflows (a schema that refers to itself without progress, nesting past ajv's
 * reach), `capped` when a backtracking-only pattern was not run on text that long.
 */
function ajvJudgement(schema, value) {
    if (typeof schema === 'boolean')
        return schema;
    if (schema === null || typeof schema !== 'object')
        return 'cannot';
    const validate = validatorFor(schema, value);
    if (validate === null)
        return 'cannot';
    try {
        return validate(value);
    }
    catch (error) {
        return error instanceof PatternUndecided ? 'capped' : 'cannot';
    }
}
function validatorFor(schema, value) {
    let validators = compiled.get(schema);
    if (!validators)
        compiled.set(schema, (validators = {}));
    if (validators.whole !== undefined)
        return validators.whole;
    const names = propertyNamesIn(value);
    const key = JSON.stringify([...names].sort());
    if (validators.names === undefined) {
        validators.names = key;
        validators.pruned = compileOnce(schema, forAjvAbout(schema, names));
    }
    if (validators.names === key)
        return validators.pruned;
    return (validators.whole = compileOnce(schema, forAjv(schema)));
}
function compileOnce(schema, prepared) {
    const ajv = ajvFor(schema, false);
    try {
        return compileForgotten(ajv, withSharedDefinitions(ajv, prepared) ?? prepared);
    }
    catch {
        return null;
    }
}
/** A witness holds when ajv accepts it under exactly the side it came from. */
function confirms(before, after, value, validSide) {
    if (value === undefined)
        return undefined;
    const validBefore = ajvAccepts(before, value);
    const validAfter = ajvAccepts(after, value);
    if (validBefore === undefined || validAfter === undefined)
        return undefined;
    const holds = validSide === 0 ? validBefore && !validAfter : validAfter && !validBefore;
    return holds ? { validBefore, validAfter } : undefined;
}

const EFFECT = new Map(SCHEMA_FACTS.map((fact) => [fact.fact, fact.effect]));
function effectOf(fact) {
    return EFFECT.get(fact);
}
/** Node visits allowed per schema pair: deterministic, unlike a clock; past it the pair is undecided. */
const VISIT_BUDGET = 5_000;
/** Steps between two looks at the clock: a step costs microseconds, a look at the clock next to nothing. */
const CLOCK_EVERY = 64;
let scope = { deadlineAt: Infinity, met: false };
/** Runs `run` with comparisons that stop at `deadlineAt`; `overdue` says whether one did. */
function compareWithin(deadlineAt, run) {
    const outer = scope;
    const own = (scope = { deadlineAt, met: false });
    try {
        return { value: run(), overdue: own.met };
    }
    finally {
        scope = outer;
    }
}
/**
 * Counts the steps of one comparison or search and looks at the clock every CLOCK_EVERY of
 * them: the visit budget bounds a walk's depth, not its loops over union alternatives (a pair
 * of 3,000-branch unions is millions of alternative pairs, each a few visits).
 */
class Clock {
    every;
    steps = 0;
    scope = scope;
    passed = false;
    constructor(every = CLOCK_EVERY) {
        this.every = every;
        this.look();
    }
    /** One more step; true once the deadline has passed (and from then on). */
    overdue() {
        return this.passed || (++this.steps % this.every === 0 && this.look());
    }
    /** Looks at the clock now: after work the steps do not count (building the canonical forms). */
    look() {
        this.passed = Date.now() > this.scope.deadlineAt;
        if (this.passed)
            this.scope.met = true;
        return this.passed;
    }
}
/**
 * Schema pairs already under comparison. A scratch walk (pairing union branches) sees its
 * parent's pairs too, so a union whose branches refer back to it (zod's `z.lazy` trees) meets
 * its own pair again and stops there, instead of opening a new scratch walk at every level.
 */
class Assumptions {
    parent;
    pairs = new Map();
    constructor(parent) {
        this.parent = parent;
    }
    has(b, a) {
        return this.pairs.get(b)?.has(a) === true || this.parent?.has(b, a) === true;
    }
    add(b, a) {
        const pairs = this.pairs.get(b) ?? new Set();
        pairs.add(a);
        this.pairs.set(b, pairs);
    }
}
/**
 * The text of each subschema of the two documents, by pointer, made once. Two union
 * alternatives written identically are one alternative: what they refer to may have changed,
 * and that is reported where it is defined, not as a difference between the two.
 */
class WrittenForms {
    docs;
    texts = [new Map(), new Map()];
    constructor(docs) {
        this.docs = docs;
    }
    same(b, a) {
        if (b.merged || a.merged)
            return false;
        const text = this.textAt(0, b.at);
        return text !== undefined && text === this.textAt(1, a.at);
    }
    textAt(side, at) {
        const cache = this.texts[side];
        if (!cache.has(at))
            cache.set(at, writtenText(this.docs[side], at));
        return cache.get(at);
    }
}
function isNamedDefinition(facet) {
    return !facet.merged && /\/(\$defs|definitions)\/[^/]+$/.test(facet.at);
}
function writtenText(doc, at) {
    const node = valueAtPointer(doc, at);
    return node !== null && typeof node === 'object' ? canonicalJson(node) : undefined;
}
/** Compares what two schemas accept; never fetches anything (a remote `$ref` is opaque). */
function diffSchemas(before, after, direction = 'input') {
    const walk = { direction, findings: [], seen: new Set(), assumed: new Assumptions(), visits: { left: VISIT_BUDGET }, clock: new Clock(), written: new WrittenForms([before, after]) };
    const [rootB, rootA] = [canonicalize(before).root, canonicalize(after).root];
    const b = asArguments(rootB, rootA, direction);
    const a = asArguments(rootA, rootB, direction);
    if (!walk.clock.look())
        compareCanon(walk, b, a, []);
    // What was found by then depends on the machine's speed: only the deadline is reported.
    if (walk.clock.passed)
        return [{ fact: 'undecided', pointer: '', path: [], canons: [b, a], item: 'deadline', detail: 'the classification stopped at its deadline before the schemas were compared to the end' }];
    if (walk.visits.left <= 0)
        emit(walk, 'undecided', '', [], [b, a], `the schemas are too large to compare exactly (more than ${VISIT_BUDGET} steps); what was found is reported`, { item: 'budget' });
    return walk.findings;
}
/**
 * A tool's arguments are always an object: where an input root accepts objects on both sides
 * (zod 4 once left `type: object` out), only object values can be sent, so the root neither
 * loses nor gains the other types.
 */
function asArguments(root, other, direction) {
    if (direction !== 'input' || !root.types.object?.length || !other.types.object?.length)
        return root;
    // Only where a type other than object comes or goes: the root keeps its identity (a recursion point) otherwise.
    if (JSON_TYPES.every((type) => type === 'object' || !root.types[type]?.length === !other.types[type]?.length))
        return root;
    return { ...root, types: { object: root.types.object } };
}
function emit(walk, fact, pointer, path, canons, detail, extra) {
    const key = `${fact}\u0000${pointer}\u0000${extra.item ?? ''}`;
    if (walk.seen.has(key))
        return; // a definition reached from two places is one change
    walk.seen.add(key);
    walk.findings.push({ fact, pointer, detail, path, canons, ...extra });
}
function compareCanon(walk, b, a, path) {
    if (b === a || walk.clock.overdue() || --walk.visits.left < 0)
        return;
    // A pair met again is on a cycle (a recursive definition): assumed equal, coinductively.
    if (walk.assumed.has(b, a))
        return;
    walk.assumed.add(b, a);
    compareOpaque(walk, b, a, path);
    compareMeaning(walk, b, a, path);
    // What an unresolved `$ref` accepts is unknown: the types beside it say nothing.
    if ([...b.opaque, ...a.opaque].some((entry) => entry.keyword === '$ref' || entry.keyword === '(not a schema)'))
        return;
    compareTypes(walk, b, a, path);
}
/** Keywords kept as written: a change there is undecided, whatever its direction. */
function compareOpaque(walk, b, a, path) {
    const keywords = new Set([...b.opaque, ...a.opaque].map((entry) => entry.keyword));
    for (const keyword of [...keywords].sort()) {
        const before = b.opaque.filter((entry) => entry.keyword === keyword).map((entry) => entry.value);
        const after = a.opaque.filter((entry) => entry.keyword === keyword).map((entry) => entry.value);
        if (jsonEqual(before, after))
            continue;
        if (keyword === 'oneOf' && compareOneOf(walk, b, a, path))
            continue;
        const at = (a.opaque.find((entry) => entry.keyword === keyword) ?? b.opaque.find((entry) => entry.keyword === keyword)).at;
        const fact = keyword === '$ref' ? 'remote-ref' : 'logic-changed';
        const detail = keyword === '$ref' ? `a $ref outside the schema changed (${JSON.stringify(after[0] ?? before[0])}); it was not fetched` : `"${keyword}" changed: its effect is not decided exactly`;
        emit(walk, fact, `${at}/${pointerSegment(keyword)}`, path, [b, a], detail, { item: keyword, before: unwrap(before), after: unwrap(after) });
    }
}
function unwrap(values) {
    return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}
/**
 * A oneOf whose alternatives may overlap, on one side or both (`anyOf` → `oneOf`, a oneOf
 * rewritten). Read as anyOf, the canons compare everything but one thing: a value that two
 * alternatives accept is invalid. That difference is decided by values: one valid on one side
 * and, on the other, accepted by the alternatives but matched by more than one of them is a
 * narrowing or a widening (ajv confirms a breaking one on the real schemas); alternatives equal
 * one by one are no change. False where neither holds, or where a oneOf binds only one
 * alternative of a union around it: the caller reports the change undecided.
 */
function compareOneOf(walk, b, a, path) {
    const entries = (canon) => canon.opaque.filter((entry) => entry.keyword === 'oneOf');
    const [eb, ea] = [entries(b), entries(a)];
    if ([...eb, ...ea].some((entry) => entry.partial || !entry.branches))
        return false;
    const valid = (canon, own, value) => accepts(canon, value) && own.every((entry) => !binds(entry, value) || matchCount(entry, value) === 1);
    // Accepted by a live alternative, refused only because more than one matches. (A value only
    // dead alternatives accept is the canons' own difference, a type or variant change: not again.)
    const twice = (canon, own, value) => own.find((entry) => binds(entry, value) && matchCount(entry, value) >= 2 && accepts(canon, value));
    let found = false;
    // Each value is checked against every alternative: past the deadline the search ends (the pair is undecided then).
    const narrowing = oneOfCandidates(walk, ea, b).find((value) => !walk.clock.overdue() && valid(b, eb, value) && twice(a, ea, value));
    if (narrowing !== undefined) {
        const entry = twice(a, ea, narrowing);
        emit(walk, 'schema-narrowed', `${entry.at}/oneOf`, path, [b, a], 'a value more than one oneOf alternative accepts is no longer valid', { item: 'oneOf', narrowing: () => narrowing });
        found = true;
    }
    const widening = oneOfCandidates(walk, eb, a).find((value) => !walk.clock.overdue() && valid(a, ea, value) && twice(b, eb, value));
    if (widening !== undefined) {
        const entry = twice(b, eb, widening);
        emit(walk, 'schema-widened', `${entry.at}/oneOf`, path, [b, a], 'a value more than one oneOf alternative accepted is valid now', { item: 'oneOf', widening: () => widening });
        found = true;
    }
    // Nothing beyond the canons' own difference where each oneOf is exactly its live alternatives.
    return found || [...eb, ...ea].every((entry) => entry.exact) || sameAlternatives(walk, eb, ea);
}
/** How many alternatives of a oneOf accept the value: 0, 1, or 2 for two or more (counting stops there). */
function matchCount(entry, value) {
    let count = 0;
    for (const branch of entry.branches)
        if (accepts(branch, value) && ++count >= 2)
            break;
    return count;
}
/** Does the oneOf apply to the value? One carried out of a union's alternative applies to that alternative's types only. */
function binds(entry, value) {
    const type = jsonTypeOf(value);
    return !entry.types || (type !== undefined && entry.types.includes(type));
}
/** Alternatives searched two by two for a value both accept; a 3,000-branch oneOf is searched on its first ones. */
const ONE_OF_PAIRED = 16;
/**
 * Values that may tell the two readings of a oneOf apart: valid values of each alternative,
 * objects that join the properties of two alternatives, and valid values of the other side.
 */
function oneOfCandidates(walk, own, other) {
    const out = [];
    const take = (values, limit) => {
        let n = 0;
        for (const value of values) {
            if (walk.clock.overdue() || n++ >= limit)
                return;
            out.push(value);
        }
    };
    take(samples(other), 24);
    for (const entry of own) {
        const firsts = entry.branches.slice(0, ONE_OF_PAIRED).map((branch) => {
            const values = [];
            for (const value of samples(branch))
                if (values.push(value) >= 4 || walk.clock.overdue())
                    break;
            return values;
        });
        for (const values of firsts)
            out.push(...values);
        for (let i = 0; i < firsts.length; i++)
            for (let j = 0; j < firsts.length; j++) {
                if (i === j || walk.clock.overdue())
                    continue;
                const [x, y] = [firsts[i][0], firsts[j][0]];
                if (isPlainObject(x) && isPlainObject(y))
                    out.push(joined(x, y));
            }
    }
    return out;
}
function isPlainObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** The properties of both objects; the first one's value where both name a property. */
function joined(x, y) {
    const out = { ...x };
    for (const [name, value] of Object.entries(y))
        if (!Object.hasOwn(out, name))
            setOwn(out, name, value);
    return out;
}
/** The oneOfs of the two sides, alternative for alternative the same schemas (in any order): no change a value could show. */
function sameAlternatives(walk, eb, ea) {
    if (eb.length !== ea.length)
        return false;
    return eb.every((before, k) => {
        const after = ea[k];
        if (before.branches.length !== after.branches.length)
            return false;
        const rest = [...after.branches];
        return before.branches.every((branch) => {
            const twin = rest.findIndex((candidate) => !differs(walk, branch, candidate));
            return twin !== -1 && rest.splice(twin, 1).length === 1;
        });
    });
}
const MEANING_FACTS = {
    readOnly: 'read-only-changed',
    writeOnly: 'write-only-changed',
    deprecated: 'deprecated-changed',
    default: 'default-changed',
    contentMediaType: 'content-changed',
    contentEncoding: 'content-changed',
};
function compareMeaning(walk, b, a, path) {
    for (const keyword of Object.keys(MEANING_FACTS)) {
        const before = b.meaning.get(keyword);
        const after = a.meaning.get(keyword);
        if (jsonEqual(before?.value, after?.value))
            continue;
        const what = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
        emit(walk, MEANING_FACTS[keyword], `${(after ?? before).at}/${keyword}`, path, [b, a], `${keyword} ${what}${describeChange(before?.value, after?.value)}`, {
            item: keyword,
            before: before?.value,
            after: after?.value,
        });
    }
}
function describeChange(before, after) {
    if (before === undefined)
        return `: ${show$2(after)}`;
    if (after === undefined)
        return ` (was ${show$2(before)})`;
    return `: ${show$2(before)} → ${show$2(after)}`;
}
/** Types accepted on one side only are one change each way; types on both compare their alternatives. */
function compareTypes(walk, b, a, path) {
    const lost = JSON_TYPES.filter((type) => live(b, type).length && !live(a, type).length);
    const gained = JSON_TYPES.filter((type) => !live(b, type).length && live(a, type).length);
    const names = (types, canon) => types.map((type) => describeType(type, live(canon, type)));
    if (lost.length) {
        const narrowing = () => firstSample(lost[0], live(b, lost[0]));
        emit(walk, 'type-narrowed', typePointer(a), path, [b, a], `${names(lost, b).join(', ')} values are no longer valid`, { item: lost.join('|'), narrowing });
    }
    if (gained.length) {
        const widening = () => firstSample(gained[0], live(a, gained[0]));
        emit(walk, 'type-widened', typePointer(a), path, [b, a], `${names(gained, a).join(', ')} values are valid now`, { item: gained.join('|'), widening });
    }
    for (const type of JSON_TYPES) {
        const bs = live(b, type);
        const as = live(a, type);
        if (bs.length && as.length)
            compareAlternatives(walk, type, bs, as, path, [b, a]);
    }
}
/** The alternatives of a type that accept values: a oneOf alternative another one contains accepts none (canonical.ts marks it dead). */
function live(canon, type) {
    return (canon.types[type] ?? []).filter((facet) => !facet.dead);
}
/** Where a type change is written: `type` of the schema, or the union itself. */
function typePointer(canon) {
    return /\/(anyOf|oneOf)$/.test(canon.at) ? canon.at : `${canon.at}/type`;
}
function describeType(type, facets) {
    return type === 'number' && facets.every((facet) => facet.integer) ? 'integer' : type;
}
function firstSample(type, facets) {
    for (const facet of facets)
        for (const value of facetSamples(type, facet, 0))
            if (facetAccepts(type, facet, value))
                return value;
    return undefined;
}
/** anyOf/oneOf alternatives of one type: paired by a const discriminator, else by inclusion. */
function compareAlternatives(walk, type, bs, as, path, canons) {
    if (bs.length === 1 && as.length === 1)
        return compareFacet(walk, type, bs[0], as[0], path, canons);
    const pairs = type === 'object' ? pairByDiscriminator(bs, as) : undefined;
    if (pairs) {
        for (const [b, a] of pairs.matched)
            compareFacet(walk, type, b, a, path, canons);
        for (const b of pairs.removed)
            emit(walk, 'variant-removed', b.at, path, canons, `the alternative at ${b.at || '/'} is gone`, { item: b.at, narrowing: () => firstSample(type, [b]) });
        for (const a of pairs.added)
            emit(walk, 'variant-added', a.at, path, canons, `a new alternative at ${a.at || '/'} is valid`, { item: a.at, widening: () => firstSample(type, [a]) });
        return;
    }
    // Alternatives written alike are one alternative: compared with each other, never paired elsewhere.
    const restB = [...bs];
    const restA = [...as];
    // So are two alternatives that are one named definition (`$defs/And`), whatever changed inside it.
    for (const b of bs) {
        if (walk.clock.overdue())
            return;
        const a = restA.find((candidate) => walk.written.same(b, candidate)) ?? restA.find((candidate) => isNamedDefinition(b) && candidate.at === b.at && !candidate.merged);
        if (!a)
            continue;
        restB.splice(restB.indexOf(b), 1);
        restA.splice(restA.indexOf(a), 1);
        compareFacet(walk, type, b, a, path, canons);
    }
    // Alternatives unchanged on both sides drop out; the rest pair with their closest counterpart.
    // Each loop below is over pairs of alternatives: it ends once the deadline has passed.
    for (const b of [...restB]) {
        if (walk.clock.passed)
            return;
        const twin = restA.find((a) => findingsBetween(walk, type, b, a).length === 0);
        if (twin) {
            restB.splice(restB.indexOf(b), 1);
            restA.splice(restA.indexOf(twin), 1);
        }
    }
    const paired = new Set();
    for (const b of restB) {
        if (walk.clock.passed)
            return;
        if (restA.length === 0) {
            // Every new alternative already has an old twin: this one is gone unless another covers it.
            const covered = as.some((a) => !findingsBetween(walk, type, b, a).some((f) => NARROWING.has(effectOf(f.fact))));
            if (!covered)
                emit(walk, 'variant-removed', b.at, path, canons, `the alternative at ${b.at || '/'} is gone`, { item: b.at, narrowing: () => firstSample(type, [b]) });
            continue;
        }
        // A new alternative that takes in several old ones (a wrapper `anyOf: [old, {type: object}]`)
        // is one widening, reported as its own addition: no fragments of the forms it absorbed.
        const absorber = restA.find((a) => absorbs(walk, type, a, restB));
        if (absorber)
            continue;
        const closest = closestAlternative(walk, type, b, restA);
        if (!closest)
            continue;
        paired.add(closest);
        compareFacet(walk, type, b, closest, path, canons);
    }
    for (const a of restA) {
        if (walk.clock.passed)
            return;
        if (paired.has(a) || bs.some((b) => !findingsBetween(walk, type, b, a).some((f) => WIDENING.has(effectOf(f.fact)))))
            continue;
        emit(walk, 'variant-added', a.at, path, canons, `a new alternative at ${a.at || '/'} is valid`, { item: a.at, widening: () => firstSample(type, [a]) });
    }
}
/** Does `a` accept everything two or more of the old alternatives accept? */
function absorbs(walk, type, a, bs) {
    let covered = 0;
    for (const b of bs)
        if (!findingsBetween(walk, type, b, a).some((f) => NARROWING.has(effectOf(f.fact))) && ++covered >= 2)
            return true;
    return false;
}
const WIDENING = new Set(['widens', 'both', 'undecided']);
const NARROWING = new Set(['narrows', 'both', 'undecided']);
/** A walk that reports nothing, sharing the budget, the clock and the pairs under comparison of its parent. */
function scratchOf(walk) {
    return { direction: walk.direction, findings: [], seen: new Set(), assumed: new Assumptions(walk.assumed), visits: walk.visits, clock: walk.clock, written: walk.written };
}
/** Do two schemas differ in anything the comparison sees? Asked in a scratch walk. */
function differs(walk, b, a) {
    const scratch = scratchOf(walk);
    compareCanon(scratch, b, a, []);
    return scratch.findings.length > 0;
}
/** The findings between two alternatives, in a scratch walk; none once the deadline has passed (nothing found then is reported). */
function findingsBetween(walk, type, b, a) {
    if (walk.clock.overdue())
        return [];
    const scratch = scratchOf(walk);
    compareFacet(scratch, type, b, a, [], [placeholder, placeholder]);
    return scratch.findings;
}
const placeholder = { at: '', types: {}, opaque: [], meaning: new Map() };
/** The alternative of `as` that keeps most of `b`: fewest narrowing findings, then fewest findings. */
function closestAlternative(walk, type, b, as) {
    let best;
    for (const a of as) {
        const findings = findingsBetween(walk, type, b, a);
        const narrowing = findings.filter((f) => NARROWING.has(effectOf(f.fact))).length;
        if (!best || narrowing < best.narrowing || (narrowing === best.narrowing && findings.length < best.count))
            best = { facet: a, narrowing, count: findings.length };
    }
    return best?.facet;
}
/** A property every alternative requires with one listed value each, different per alternative. */
function pairByDiscriminator(bs, as) {
    const all = [...bs, ...as];
    const candidates = [...new Set(all.flatMap((facet) => facet.required))].sort();
    for (const name of candidates) {
        const keyOf = (facet) => discriminatorValue(facet, name);
        if (!all.every((facet) => keyOf(facet) !== undefined))
            continue;
        const bKeys = bs.map(keyOf);
        const aKeys = as.map(keyOf);
        if (new Set(bKeys).size !== bKeys.length || new Set(aKeys).size !== aKeys.length)
            continue;
        return {
            matched: bs.flatMap((b, i) => {
                const j = aKeys.indexOf(bKeys[i]);
                return j === -1 ? [] : [[b, as[j]]];
            }),
            removed: bs.filter((_, i) => !aKeys.includes(bKeys[i])),
            added: as.filter((_, j) => !bKeys.includes(aKeys[j])),
        };
    }
    return undefined;
}
function discriminatorValue(facet, name) {
    if (!facet.required.includes(name))
        return undefined;
    const schema = facet.properties.get(name);
    if (!schema || schema.opaque.length)
        return undefined;
    const listed = JSON_TYPES.flatMap((type) => (schema.types[type] ?? []).map((f) => f.values));
    if (listed.length !== 1 || listed[0]?.length !== 1)
        return undefined;
    return JSON.stringify(listed[0][0]);
}
const COMPARATORS = {
    null: [],
    boolean: [],
    number: [compareInteger, compareNumberBound('min'), compareNumberBound('max'), compareMultipleOf],
    string: [compareLength('minLength'), compareLength('maxLength'), comparePatterns, compareFormats],
    array: [compareItemCount('minItems'), compareItemCount('maxItems'), compareUnique, compareElements],
    object: [compareProperties, compareRequired, compareAdditional, comparePatternProperties, compareDependencies, comparePropertyCount('minProperties'), comparePropertyCount('maxProperties')],
};
function compareFacet(walk, type, b, a, path, canons) {
    if (b.values || a.values)
        return compareValues(walk, type, b, a, path, canons);
    // An object form taken over by one elsewhere that takes every object (a catch-all alternative
    // beside the old form): one widening where the catch-all is, not a fragment per keyword of the old form.
    if (type === 'object' && a.at !== b.at && isOpenFacet(type, a) && !isOpenFacet(type, b)) {
        const rejected = b.required.length ? {} : undefined;
        return emit(walk, 'schema-widened', a.at, path, canons, `every object is valid here now: the object at ${b.at || '/'} no longer constrains it`, { item: 'object', widening: () => rejected });
    }
    for (const comparator of COMPARATORS[type])
        comparator(walk, b, a, path, canons);
}
/** Listed values (enum, const): each value that changed validity is a change of its own. */
function compareValues(walk, type, b, a, path, canons) {
    const at = `${a.at}/enum`;
    if (b.values) {
        for (const value of b.values)
            if (!facetAccepts(type, a, value))
                emit(walk, 'enum-value-removed', at, path, canons, `value ${show$2(value)} is no longer valid`, { item: show$2(value), narrowing: () => value });
    }
    else {
        const outside = firstOutside(type, b, a);
        if (outside !== undefined)
            emit(walk, 'enum-added', at, path, canons, `only ${list(a.values)} ${a.values.length === 1 ? 'is' : 'are'} valid now`, { after: a.values, narrowing: () => outside });
    }
    if (a.values) {
        for (const value of a.values)
            if (!facetAccepts(type, b, value))
                emit(walk, 'enum-value-added', at, path, canons, `value ${show$2(value)} is valid now`, { item: show$2(value), widening: () => value });
    }
    else {
        const outside = firstOutside(type, a, b);
        if (outside !== undefined)
            emit(walk, 'enum-removed', at, path, canons, `values beyond ${list(b.values)} are valid now`, { before: b.values, widening: () => outside });
    }
}
/** A value of `from` that `to` does not accept. */
function firstOutside(type, from, to) {
    for (const value of facetSamples(type, from, 0))
        if (facetAccepts(type, from, value) && !facetAccepts(type, to, value))
            return value;
    return undefined;
}
function compareInteger(walk, b, a, path, canons) {
    if (b.integer === a.integer)
        return;
    const at = `${a.at}/type`;
    const fraction = (from, to) => numberCandidates(from, to).find((n) => !Number.isInteger(n) && facetAccepts('number', from, n) && !facetAccepts('number', to, n));
    if (a.integer)
        emit(walk, 'type-narrowed', at, path, canons, 'only integers are valid now', { item: 'number', narrowing: () => fraction(b, a) });
    else
        emit(walk, 'type-widened', at, path, canons, 'numbers that are not integers are valid now', { item: 'number', widening: () => fraction(a, b) });
}
function compareNumberBound(side) {
    return (walk, b, a, path, canons) => {
        const change = boundChange(side, b[side], a[side]);
        if (!change)
            return;
        const keyword = side === 'min' ? 'minimum' : 'maximum';
        const witness = (from, to) => numberCandidates(from, to).find((n) => facetAccepts('number', from, n) && !facetAccepts('number', to, n) && violates(side, to[side], n));
        const detail = `${side === 'min' ? 'lower' : 'upper'} bound ${describeBound(b[side])} → ${describeBound(a[side])}`;
        const at = `${(a[side] ? a : b).at}/${keyword}`;
        if (change === 'tightened')
            emit(walk, 'bound-tightened', at, path, canons, detail, { item: keyword, before: b[side]?.value, after: a[side]?.value, narrowing: () => witness(b, a) });
        else
            emit(walk, 'bound-relaxed', at, path, canons, detail, { item: keyword, before: b[side]?.value, after: a[side]?.value, widening: () => witness(a, b) });
    };
}
function violates(side, bound, n) {
    if (!bound)
        return false;
    if (side === 'min')
        return bound.exclusive ? n <= bound.value : n < bound.value;
    return bound.exclusive ? n >= bound.value : n > bound.value;
}
/** Which way a bound moved: tightened means fewer values pass it. */
function boundChange(side, before, after) {
    if (!before && !after)
        return undefined;
    if (!before)
        return 'tightened';
    if (!after)
        return 'relaxed';
    if (before.value === after.value)
        return before.exclusive === after.exclusive ? undefined : after.exclusive ? 'tightened' : 'relaxed';
    const raised = after.value > before.value;
    return (side === 'min') === raised ? 'tightened' : 'relaxed';
}
function describeBound(bound) {
    if (!bound)
        return 'none';
    return bound.written ?? `${bound.exclusive ? 'exclusive ' : ''}${bound.value}`;
}
function compareMultipleOf(walk, b, a, path, canons) {
    if (jsonEqual(b.multipleOf, a.multipleOf))
        return;
    // Every value of `from` is a multiple of `m` when some divisor `from` requires is itself a multiple of `m`.
    const implied = (from, m) => [...from.multipleOf, ...(from.integer ? [1] : [])].some((d) => isMultiple(d, m));
    const narrows = a.multipleOf.some((m) => !implied(b, m));
    const widens = b.multipleOf.some((m) => !implied(a, m));
    const at = `${a.at}/multipleOf`;
    const detail = `multipleOf ${b.multipleOf.join(', ') || 'none'} → ${a.multipleOf.join(', ') || 'none'}`;
    const witness = (from, to) => numberCandidates(from, to).find((n) => facetAccepts('number', from, n) && !facetAccepts('number', to, n));
    if (narrows)
        emit(walk, 'bound-tightened', at, path, canons, detail, { item: 'multipleOf', before: unwrap(b.multipleOf), after: unwrap(a.multipleOf), narrowing: () => witness(b, a) });
    if (widens)
        emit(walk, 'bound-relaxed', at, path, canons, detail, { item: 'multipleOf', before: unwrap(b.multipleOf), after: unwrap(a.multipleOf), widening: () => witness(a, b) });
}
/** minLength/maxLength, minItems/maxItems, minProperties/maxProperties: whole-number bounds. */
function countChange(keyword, before, after) {
    const isMin = keyword.startsWith('min');
    const b = before ?? (isMin ? 0 : Infinity);
    const a = after ?? (isMin ? 0 : Infinity);
    if (a === b)
        return undefined;
    return (isMin ? a > b : a < b) ? 'tightened' : 'relaxed';
}
function compareLength(keyword) {
    return (walk, b, a, path, canons) => {
        const change = countChange(keyword, b[keyword], a[keyword]);
        if (!change)
            return;
        const witness = (from, to) => {
            const limit = to[keyword];
            return stringCandidates(from, to)
                .concat(lengthsAround(from, to))
                .find((s) => facetAccepts('string', from, s) && !facetAccepts('string', to, s) && (keyword === 'minLength' ? codePoints(s) < (limit ?? 0) : codePoints(s) > (limit ?? Infinity)));
        };
        emitCount(walk, keyword, change, b[keyword], a[keyword], a.at, path, canons, () => witness(b, a), () => witness(a, b));
    };
}
/**
 * Strings of each length a bound names, from a valid sample grown or cut to that length: the
 * sample's last character repeated, its first, or the sample itself repeated, so that a string
 * just past the new bound still matches the patterns of both sides.
 */
function lengthsAround(from, to) {
    const bases = stringCandidates(from)
        .filter((s) => s.length > 0 && facetAccepts('string', from, s))
        .slice(0, 4);
    const limit = candidateLengthLimit(from, to);
    const lengths = [from.minLength, from.maxLength, to.minLength - 1, (to.maxLength ?? -2) + 1].filter((n) => n !== undefined && n >= 0 && n <= limit);
    const out = [];
    for (const n of lengths) {
        if (bases.length === 0)
            out.push('a'.repeat(n));
        for (const base of bases)
            for (const grown of growTo(base, n))
                out.push(grown);
    }
    return out;
}
/** The base cut to n code points, or grown to n by its last character, its first, or itself repeated. */
function growTo(base, n) {
    const chars = [...base];
    if (n <= chars.length)
        return [chars.slice(0, n).join('')];
    const extra = n - chars.length;
    const grown = [[...chars, ...Array(extra).fill(chars.at(-1))], [...Array(extra).fill(chars[0]), ...chars], Array.from({ length: n }, (_, i) => chars[i % chars.length])];
    return [...new Set(grown.map((list) => list.join('')))];
}
function emitCount(walk, keyword, change, before, after, at, path, canons, narrowing, widening) {
    const detail = `${keyword} ${before ?? 'none'} → ${after ?? 'none'}`;
    if (change === 'tightened')
        emit(walk, 'bound-tightened', `${at}/${keyword}`, path, canons, detail, { item: keyword, before, after, narrowing });
    else
        emit(walk, 'bound-relaxed', `${at}/${keyword}`, path, canons, detail, { item: keyword, before, after, widening });
}
function comparePatterns(walk, b, a, path, canons) {
    const added = a.patterns.filter((p) => !b.patterns.includes(p));
    const removed = b.patterns.filter((p) => !a.patterns.includes(p));
    if (!added.length && !removed.length)
        return;
    const witness = (from, to) => [...stringCandidates(from, to), ...lengthsAround(from, to)].find((s) => facetAccepts('string', from, s) && !facetAccepts('string', to, s));
    const at = `${a.at}/pattern`;
    if (added.length && removed.length) {
        // `^[a-z0-9-]+$` → `^[-0-9a-z]+$`: a rewrite, no change, when neither search finds a string told apart.
        if (witness(b, a) === undefined && witness(a, b) === undefined && sameLanguage(b.patterns, a.patterns))
            return;
        return emit(walk, 'pattern-changed', at, path, canons, `pattern ${show$2(unwrap(removed))} → ${show$2(unwrap(added))}`, {
            before: unwrap(removed),
            after: unwrap(added),
            narrowing: () => witness(b, a),
            widening: () => witness(a, b),
        });
    }
    for (const pattern of added)
        emit(walk, 'pattern-added', at, path, canons, `strings must match ${show$2(pattern)}`, { item: pattern, after: pattern, narrowing: () => witness(b, a) });
    for (const pattern of removed)
        emit(walk, 'pattern-removed', `${b.at}/pattern`, path, canons, `strings need not match ${show$2(pattern)}`, { item: pattern, before: pattern, widening: () => witness(a, b) });
}
/** Characters probe strings are made of: printable ASCII, a few beyond it, and each class range's ends and neighbours. */
const PROBE_ALPHABET = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), 'é', 'ß', 'Ω', 'я', '中', '😀', '\u00a0', '\t', '\n'];
function rangeEnds(pattern) {
    const ends = [];
    for (const [, from, to] of pattern.matchAll(/([^\\[\]])-([^\\[\]])/gu)) {
        const [x, y] = [from.codePointAt(0), to.codePointAt(0)];
        for (const code of [x - 1, x, y, y + 1, (x + y) >> 1])
            if (code >= 0 && code <= 0x10ffff)
                ends.push(String.fromCodePoint(code));
    }
    return ends;
}
/**
 * Do two lists of patterns accept the same strings, as far as a bounded search can tell? Every
 * string of up to two characters over the probe alphabet (with the patterns' own literal
 * characters) and the strings each pattern generates are tried on a linear-time engine.
 */
function sameLanguage(before, after) {
    const all = [...before, ...after];
    if (!all.every(isLinear))
        return false;
    const alphabet = [...new Set([...PROBE_ALPHABET, ...all.flatMap(rangeEnds)])];
    const probes = new Set(['']);
    for (const x of alphabet) {
        probes.add(x);
        for (const y of alphabet)
            probes.add(x + y);
    }
    for (const pattern of all)
        for (const text of stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] }))
            for (const n of [0, 1, 2])
                probes.add(text + text.slice(0, n));
    const matches = (patterns, text) => patterns.every((pattern) => safeTest(pattern, text));
    for (const text of probes)
        if (matches(before, text) !== matches(after, text))
            return false;
    return true;
}
function compareFormats(walk, b, a, path, canons) {
    if (jsonEqual(b.formats, a.formats))
        return;
    const [before, after] = [unwrap(b.formats), unwrap(a.formats)];
    emit(walk, 'format-changed', `${a.at}/format`, path, canons, `format ${show$2(before ?? 'none')} → ${show$2(after ?? 'none')}`, { before, after });
}
/** A whole-number bound on a size: the witness is a valid value of the facet one past the new bound. */
function compareSize(keyword, ofSize) {
    return (walk, b, a, path, canons) => {
        const change = countChange(keyword, b[keyword], a[keyword]);
        if (!change)
            return;
        const witness = (from, to) => {
            const bound = to[keyword];
            const size = keyword.startsWith('min') ? (bound ?? 0) - 1 : (bound ?? Infinity) + 1;
            return Number.isFinite(size) && size >= 0 && size <= 1_000 ? ofSize(from, size) : undefined;
        };
        emitCount(walk, keyword, change, b[keyword], a[keyword], a.at, path, canons, () => witness(b, a), () => witness(a, b));
    };
}
function compareItemCount(keyword) {
    return compareSize(keyword, (facet, size) => arrayOfLength(facet, size, 0));
}
/** An object of the facet with `size` properties: the required ones first, then named, then made up. */
function objectOfSize(facet, size) {
    const names = [...facet.required];
    for (let i = 0; names.length < size; i++)
        names.push([...facet.properties.keys()].find((n) => !names.includes(n)) ?? `extra${i}`);
    return names.length === size ? objectWith({ ...facet, minProperties: 0 }, names, 0) : undefined;
}
function comparePropertyCount(keyword) {
    return compareSize(keyword, objectOfSize);
}
function compareUnique(walk, b, a, path, canons) {
    if (b.unique === a.unique)
        return;
    const twins = (from) => {
        const one = sample(from.prefix[0] ?? from.items);
        return one === undefined ? undefined : [one, one];
    };
    if (a.unique)
        emit(walk, 'constraint-added', `${a.at}/uniqueItems`, path, canons, 'items must be unique now', { item: 'uniqueItems', narrowing: () => twins(b) });
    else
        emit(walk, 'constraint-removed', `${b.at}/uniqueItems`, path, canons, 'items need not be unique now', { item: 'uniqueItems', widening: () => twins(a) });
}
/** Tuple positions, then the elements past them, each compared where an instance would hold it. */
function compareElements(walk, b, a, path) {
    const length = Math.max(b.prefix.length, a.prefix.length);
    for (let index = 0; index <= length; index++) {
        const bs = index < length ? (b.prefix[index] ?? b.items) : b.items;
        const as = index < length ? (a.prefix[index] ?? a.items) : a.items;
        compareCanon(walk, bs, as, [...path, { type: 'array', facets: [b, a], child: { index } }]);
    }
}
function compareProperties(walk, b, a, path, canons) {
    const names = [...new Set([...b.properties.keys(), ...a.properties.keys()])].sort();
    for (const name of names) {
        const step = { type: 'object', facets: [b, a], child: { property: name } };
        const before = b.properties.get(name);
        const after = a.properties.get(name);
        const at = `${(after ? a : b).at}/properties/${pointerSegment(name)}`;
        if (before && after)
            compareCanon(walk, before, after, [...path, step]);
        else if (after)
            propertyAdded(walk, b, name, after, at, path, step, canons);
        else
            propertyRemoved(walk, b, a, name, before, at, path, step, canons);
    }
}
/** A new property: reported once; compared further only where the old object already said something of the name. */
function propertyAdded(walk, b, name, after, at, path, step, canons) {
    emit(walk, 'property-added', at, path, canons, `property "${name}" added`, { item: name });
    const old = propertySchema(b, name);
    if (!isAny(old) && !isNever(old))
        compareCanon(walk, old, after, [...path, step]);
}
function propertyRemoved(walk, b, a, name, before, at, path, step, canons) {
    const now = propertySchema(a, name);
    if (isNever(now)) {
        const narrowing = () => withProperty(b, name, sample(before));
        return emit(walk, 'closed-property-removed', at, path, canons, `property "${name}" removed from a closed object`, { item: name, narrowing });
    }
    if (isAny(now)) {
        const stranger = [0, 'a', true, null, {}, []].find((value) => !accepts(before, value));
        return emit(walk, 'property-removed', at, path, canons, `property "${name}" removed`, { item: name, widening: () => (stranger === undefined ? undefined : withProperty(a, name, stranger)) });
    }
    compareCanon(walk, before, now, [...path, step]);
}
function compareRequired(walk, b, a, path, canons) {
    const without = (facet, name) => objectWith(facet, facet.required.filter((n) => n !== name), 0);
    for (const name of a.required) {
        if (b.required.includes(name))
            continue;
        // Required with a default: how generators write a defaulted field; the server fills it in when a call leaves it out.
        if (a.properties.get(name)?.meaning.has('default'))
            emit(walk, 'required-added-defaulted', `${a.at}/required`, path, canons, `property "${name}" is required now, with a default`, { item: name, after: name });
        else
            emit(walk, 'required-added', `${a.at}/required`, path, canons, `property "${name}" is required now`, { item: name, after: name, narrowing: () => without(b, name) });
    }
    for (const name of b.required) {
        if (!a.required.includes(name))
            emit(walk, 'required-removed', `${a.at}/required`, path, canons, `property "${name}" is no longer required`, { item: name, before: name, widening: () => without(a, name) });
    }
}
function compareAdditional(walk, b, a, path, canons) {
    const name = freshName(b, a);
    // Patterns on both sides claim every name: no property reaches additionalProperties.
    if (name === undefined)
        return;
    const at = `${a.at}/additionalProperties`;
    if (isAny(b.additional) && isNever(a.additional)) {
        return emit(walk, 'additional-properties-closed', at, path, canons, 'the object is closed: unknown properties are rejected', { narrowing: () => withProperty(b, name, 'x') });
    }
    if (isNever(b.additional) && isAny(a.additional)) {
        return emit(walk, 'additional-properties-opened', at, path, canons, 'the object is open: unknown properties are allowed', { widening: () => withProperty(a, name, 'x') });
    }
    compareCanon(walk, b.additional, a.additional, [...path, { type: 'object', facets: [b, a], child: { property: name } }]);
}
function comparePatternProperties(walk, b, a, path, canons) {
    const patterns = [...new Set([...b.patternProperties, ...a.patternProperties].map((entry) => entry.pattern))].sort();
    // A key rewritten to the same language (TypeBox 0.34 `^(.*)$` → TypeBox 1 `^.*$`) claims the same names: one entry.
    const renamed = new Map();
    const afterOnly = a.patternProperties.filter((entry) => !b.patternProperties.some((other) => other.pattern === entry.pattern));
    for (const { pattern } of b.patternProperties) {
        if (walk.clock.overdue() || a.patternProperties.some((entry) => entry.pattern === pattern))
            continue;
        const twin = afterOnly.find((entry) => ![...renamed.values()].includes(entry.pattern) && sameLanguage([pattern], [entry.pattern]));
        if (twin)
            renamed.set(pattern, twin.pattern);
    }
    const targets = new Set(renamed.values());
    for (const pattern of patterns) {
        if (targets.has(pattern))
            continue;
        const before = b.patternProperties.find((entry) => entry.pattern === pattern)?.schema;
        const written = renamed.get(pattern) ?? pattern;
        const after = a.patternProperties.find((entry) => entry.pattern === written)?.schema;
        const at = `${(after ? a : b).at}/patternProperties/${pointerSegment(after ? written : pattern)}`;
        if (before && after) {
            const key = stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] }).find((s) => safeTest(pattern, s) && !a.properties.has(s) && !b.properties.has(s));
            if (key !== undefined)
                compareCanon(walk, before, after, [...path, { type: 'object', facets: [b, a], child: { property: key } }]);
            else if (differs(walk, before, after))
                emit(walk, 'logic-changed', at, path, canons, `patternProperties ${show$2(pattern)} changed (no name matching it could be made)`, { item: pattern });
        }
        else if (after)
            emit(walk, 'constraint-added', at, path, canons, `properties matching ${show$2(pattern)} are constrained now`, { item: pattern });
        else
            emit(walk, 'constraint-removed', at, path, canons, `properties matching ${show$2(pattern)} are no longer constrained`, { item: pattern });
    }
}
function compareDependencies(walk, b, a, path, canons) {
    const names = [...new Set([...b.dependentRequired.keys(), ...a.dependentRequired.keys()])].sort();
    for (const name of names) {
        const before = b.dependentRequired.get(name) ?? [];
        const after = a.dependentRequired.get(name) ?? [];
        const at = `${a.at}/dependentRequired/${pointerSegment(name)}`;
        const trigger = (facet) => {
            const object = objectWith({ ...facet, dependentRequired: new Map() }, [...new Set([...facet.required, name, ...(facet.dependentRequired.get(name) ?? [])])], 0);
            return object;
        };
        if (after.some((need) => !before.includes(need)))
            emit(walk, 'constraint-added', at, path, canons, `with "${name}", ${list(after)} must be present now`, { item: `dependentRequired/${name}`, before, after, narrowing: () => trigger(b) });
        if (before.some((need) => !after.includes(need)))
            emit(walk, 'constraint-removed', at, path, canons, `with "${name}", ${list(before)} need not be present`, { item: `dependentRequired/${name}`, before, after, widening: () => trigger(a) });
    }
}
/**
 * The first few valid values of a canon, for a search that ajv then confirms. Objects are also
 * tried with each property the other side names (a value that was fine may now match two
 * oneOf branches, or trip a new dependency).
 */
function* candidatesOf(canon, other, limit = 24) {
    // Made as they are asked for, each tried with ajv before the next: the clock is read before every one.
    const clock = new Clock(1);
    const bases = [];
    for (const value of samples(canon)) {
        if (clock.overdue())
            return;
        bases.push(value);
        yield value;
        if (bases.length >= limit)
            break;
    }
    // Names from both sides: a keyword kept as written (a dependency, a oneOf) may react to any of them.
    const names = new Map([...namedProperties(canon), ...(other ? namedProperties(other) : [])]);
    for (const base of bases.filter((value) => value !== null && typeof value === 'object' && !Array.isArray(value))) {
        const full = { ...base };
        for (const [name, schema] of names) {
            if (clock.overdue())
                return;
            if (Object.hasOwn(base, name))
                continue;
            const value = sample(schema);
            if (value === undefined)
                continue;
            const extended = { ...base };
            setOwn(extended, name, value);
            setOwn(full, name, value);
            if (accepts(canon, extended))
                yield extended;
        }
        // Every named property at once: what a dependency between two of them needs.
        if (Object.keys(full).length > Object.keys(base).length + 1 && accepts(canon, full))
            yield full;
    }
    for (const probe of withProbeNames(canon, other, bases)) {
        if (clock.overdue())
            return;
        yield probe;
    }
    if (!clock.overdue())
        yield* [null, true, false, 0, 0.5, -1, 'a', '', [], {}];
}
/** Property names of other shapes: a `propertyNames` or a pattern that now refuses some names. */
const PROBE_NAMES = ['A', 'a', '0', 'a-b', 'a.b', 'a b', '_a', 'aB', 'é', 'a'.repeat(65)];
/** The first valid objects again, each with one more property of a probe name (its value valid where the canon says). */
function* withProbeNames(canon, other, values) {
    const facet = (canon.types.object ?? [])[0];
    if (!facet)
        return;
    const names = [...PROBE_NAMES, ...namesFromPatterns(canon), ...(other ? namesFromPatterns(other) : [])];
    for (const base of values.filter((value) => value !== null && typeof value === 'object' && !Array.isArray(value)).slice(0, 2)) {
        for (const name of names) {
            if (Object.hasOwn(base, name))
                continue;
            const value = sample(propertySchema(facet, name));
            if (value === undefined)
                continue;
            const extended = { ...base };
            setOwn(extended, name, value);
            yield extended;
        }
    }
}
/** Names a `propertyNames` pattern or a patternProperties key of the canon accepts. */
function namesFromPatterns(canon) {
    const patterns = canon.opaque.flatMap((entry) => (entry.keyword === 'propertyNames' && isPatternSchema(entry.value) ? [entry.value.pattern] : []));
    for (const facet of (canon.types.object ?? []))
        patterns.push(...facet.patternProperties.map((entry) => entry.pattern));
    return patterns.flatMap((pattern) => stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] }).slice(0, 3));
}
function isPatternSchema(value) {
    return value !== null && typeof value === 'object' && typeof value.pattern === 'string';
}
/** Every property an object alternative of the canon names, with its schema (the first one named wins). */
function namedProperties(canon) {
    const names = new Map();
    for (const facet of (canon.types.object ?? []))
        for (const [name, schema] of facet.properties)
            if (!names.has(name))
                names.set(name, schema);
    return names;
}
function show$2(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
function list(values) {
    const shown = values.slice(0, 6).map(show$2).join(', ');
    return values.length > 6 ? `${shown}, … (${values.length} in all)` : shown;
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

class ArrayDiff extends Diff {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}

/** A rewrite of more changed content words than this (that are no corrections) is no small edit. */
const SMALL_EDIT_WORDS = 3;
/** Word lists, space-separated: what a rewording must not touch to stay a correction. */
const words = (list) => list.split(/\s+/).filter(Boolean);
const NEGATIONS = words(`not no never none nothing without cannot neither nor unless except n't`);
const QUANTIFIERS = words(`all every each any some most many few fewer more less least only just up at max maximum min minimum limit recent latest newest oldest first last top single multiple both either entire whole partial exactly than per always sometimes default once twice asynchronous synchronous recursive insensitive sensitive`);
const MODALS = words(`must may might should shall will can could would need require optional mandatory`);
const EFFECT_VERBS = words(`write save store delete remove send replace overwrite poll reject create update modify merge move rename upload download execute run publish post commit push drop truncate destroy purge erase wipe archive return start stop kill terminate wait retry cancel block append insert edit patch install uninstall deploy charge pay transfer email notify share read fetch clear reset restart approve deny close open lock unlock sync import export copy clone invite grant revoke expose log track cache ignore skip fail throw raise error paginate`);
const UNITS = words(`ms millisecond second sec minute hour day week month year byte kb mb gb tb kib mib gib char character item result row page line token word percent utc local timezone`);
const NUMBER_WORDS = words(`zero one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty fifty hundred thousand million billion dozen half double triple`);
/** Words that carry grammar, not content: they do not count toward a small edit's size. */
const FUNCTION_WORDS = new Set(words(`a an the of in on into for to with and or by from as this that these those its it is are be been was were which who`));
const MEANINGFUL_STEMS = new Set([...NEGATIONS, ...QUANTIFIERS, ...MODALS, ...EFFECT_VERBS, ...UNITS, ...NUMBER_WORDS].map(stem));
/** Words, URLs, paths and identifiers of a text, in order; punctuation and spacing dropped. */
function tokens(text) {
    return text.match(/https?:\/\/[^\s)"'<>]+|(?<![\p{L}\p{N}])[-+−]?\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{N}_$~]+(?:[-'’./\\:@][\p{L}\p{N}_$~]+)*/gu) ?? [];
}
/** A rough English stem: an inflection (lists, listed, listing) is no change of meaning. */
function stem(word) {
    let w = word.toLowerCase().replace(/['’]s$/, '');
    if (w.endsWith("n't"))
        return "n't";
    if (w.length > 4 && w.endsWith('ies'))
        w = `${w.slice(0, -3)}y`;
    else if (w.length > 5 && w.endsWith('ing'))
        w = w.slice(0, -3);
    else if (w.length > 4 && w.endsWith('ed'))
        w = w.slice(0, -2);
    else if (w.length > 3 && w.endsWith('es'))
        w = w.slice(0, -2);
    else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss'))
        w = w.slice(0, -1);
    return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}
/** A word whose change changes what the text says: numbers, limits, negations, effects, names. */
function bearsMeaning(word, isName) {
    if (isLiteral(word) || isName(word))
        return true;
    return word
        .toLowerCase()
        .split(/[-'’]/)
        .some((part) => MEANINGFUL_STEMS.has(stem(part)) || part.endsWith("n't"));
}
/** Numbers, paths, URLs and identifiers: words whose every character counts. */
function isLiteral(word) {
    return /\p{N}|[/\\@:]|^https?:|^[.~$]|[._][\p{L}\p{N}]|\p{Ll}\p{Lu}/u.test(word);
}
/** Two words that differ only by an inflection or a small misspelling (never a literal). */
function isCorrection(before, after) {
    if (isLiteral(before) || isLiteral(after))
        return false;
    if (stem(before) === stem(after))
        return true;
    const longest = Math.max(before.length, after.length);
    return longest >= 5 && Math.abs(before.length - after.length) <= 2 && editDistance(before.toLowerCase(), after.toLowerCase()) <= (longest >= 8 ? 2 : 1);
}
/** Compares two wordings of one text; `isName` tells the server's tool names (a mention is meaning). */
function compareWording(before, after, isName = () => false) {
    const wording = wordDiff(before, after, isName);
    // Error responses documented (an OpenAPI generator's `Error Responses:` list) say how a call already fails, not what it does.
    if (!wording.meaningful)
        return wording;
    const [b, a] = [withoutDocumentedErrors(before), withoutDocumentedErrors(after)];
    return b === before && a === after ? wording : { ...wording, meaningful: wordDiff(b, a, isName).meaningful };
}
/** Lines that list HTTP error statuses (`400: Bad request`) under an `Error Responses:` heading, taken out. */
function withoutDocumentedErrors(text) {
    return text.replace(/^[ \t]*error responses?:[ \t]*(?:\r?\n[ \t]*[45]\d\d\b[ \t]*:?[^\n]*)*/gim, '');
}
function wordDiff(before, after, isName) {
    const hunks = diffArrays(tokens(before), tokens(after), { comparator: (x, y) => x.toLowerCase() === y.toLowerCase() });
    const edits = [];
    const [removed, added] = [[], []];
    for (let i = 0; i < hunks.length; i++) {
        const hunk = hunks[i];
        if (!hunk.removed && !hunk.added)
            continue;
        const next = hunks[i + 1];
        const pairedWith = hunk.removed && next?.added ? next.value : [];
        if (pairedWith.length)
            i++;
        const olds = hunk.removed ? hunk.value : [];
        const news = hunk.added ? hunk.value : pairedWith;
        edits.push(describeEdit(olds, news));
        // Word for word where the counts match: inflections and misspellings are corrections.
        const sameLength = olds.length === news.length;
        olds.forEach((word, k) => (!sameLength || !isCorrection(word, news[k]) ? removed.push(word) : undefined));
        news.forEach((word, k) => (!sameLength || !isCorrection(olds[k], word) ? added.push(word) : undefined));
    }
    const content = withoutSynonymSwaps(removed, added).filter((word) => !FUNCTION_WORDS.has(word.toLowerCase()));
    // A small edit leaves most of the text as it was: replacing half its words is a rewrite.
    const length = Math.max(contentWords(before), contentWords(after));
    const meaningful = content.some((word) => bearsMeaning(word, isName)) || content.length > Math.min(SMALL_EDIT_WORDS, Math.max(1, length / 2));
    const shown = edits.slice(0, 4).join('; ') + (edits.length > 4 ? `; … (${edits.length} edits)` : '');
    return { meaningful, words: shown || 'spacing, punctuation or case only' };
}
/** Verbs of effect that say the same thing: one swapped for the other (run → executed) is a rewording, not a new effect. */
const SYNONYMS = [words('run execute'), words('delete remove erase'), words('fetch retrieve'), words('modify update edit'), words('terminate kill stop')];
const synonymGroup = new Map(SYNONYMS.flatMap((group, index) => group.map((word) => [stem(word), index])));
/** The changed words, less each removed word whose synonym was added in its place. */
function withoutSynonymSwaps(removed, added) {
    const left = [...added];
    const kept = removed.filter((word) => {
        const group = synonymGroup.get(stem(word));
        const twin = group === undefined ? -1 : left.findIndex((other) => synonymGroup.get(stem(other)) === group);
        if (twin === -1)
            return true;
        left.splice(twin, 1);
        return false;
    });
    return [...kept, ...left];
}
function contentWords(text) {
    return tokens(text).filter((word) => !FUNCTION_WORDS.has(word.toLowerCase())).length;
}
/** One edit: `"old" → "new"`, `+"new"` or `−"old"`. */
function describeEdit(olds, news) {
    const quote = (words) => JSON.stringify(clip(words.join(' ')));
    if (olds.length && news.length)
        return `${quote(olds)} → ${quote(news)}`;
    return olds.length ? `−${quote(olds)}` : `+${quote(news)}`;
}
function clip(text) {
    return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}

const SIGNALS = [
    // Bounded: a text full of unclosed "<!--" must stay linear.
    { label: 'hidden HTML comment', pattern: /<!--[\s\S]{0,300}?-->|<!--/g },
    { label: 'hidden tag', pattern: /<\/?\s*(important|system|instructions?|secret|hidden|admin|assistant|user|context|tool_call|prompt)\b[^>]*>/gi },
    { label: 'model directive marker', pattern: /\[(INST|SYSTEM)\]|<\|im_start\|>|^\s*(system|assistant)\s*:/gim },
    {
        label: 'override of earlier instructions',
        pattern: /\b(ignore|disregard|forget|override)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|other|system)\b[^.\n]{0,20}\b(instructions?|prompts?|rules?|messages?|context)\b/gi,
    },
    // A secret named as what a parameter is, or in a warning not to share it, is no instruction:
    // only a verb that moves it somewhere is (a negated one is dropped below).
    {
        label: 'reference to secrets',
        pattern: /\b(include|send|post|share|upload|attach|forward|pass|provide|output|print|return|leak|exfiltrate|copy|append|add|read|reveal|dump|collect|extract|paste|email|transmit|put|write)\w*\b[^.\n]{0,40}?\b(api[_ -]?keys?|secret(s|_key)?|passwords?|passphrases?|credentials?|private[_ -]?keys?|access[_ -]?tokens?|bearer tokens?|session cookies?)\b/gi,
    },
    {
        label: 'reference to local files',
        pattern: /(~\/|\$HOME\b|%USERPROFILE%|\/etc\/(passwd|shadow)|\.ssh\b|id_rsa|id_ed25519|\.aws\/|\.env\b|\.npmrc|\.netrc|mcp\.json|\.cursor\/|claude_desktop_config)/gi,
    },
    { label: 'invisible or bidirectional character', pattern: /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g },
    {
        label: 'directive to keep something from the user',
        pattern: /\b(do not|don't|never|without)\b[^.\n]{0,30}\b(tell|telling|mention|mentioning|inform|informing|reveal|revealing|show|showing|notify|notifying|alert|alerting)\b[^.\n]{0,30}\b(user|human|them)\b|\bnever mention\b|\bsecretly\b|\bsilently\b|\bcovertly\b/gi,
    },
    {
        label: 'directive to call a tool',
        pattern: /\b(always|first|also|then|must|before|after)\b[^.\n]{0,20}\b(call|invoke|run|use|execute)\b[^.\n]{0,30}\b(tool|function|share_\w+|send_\w+|\w+_\w+)\b/gi,
    },
    { label: 'exfiltration target', pattern: /\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\bhttps?:\/\/[^\s)"'<>]+/gi },
];
/** The signals found in a text, each as "label: excerpt". */
function riskEvidence(text, context = {}) {
    if (!text)
        return [];
    const found = new Set();
    const old = context.oldText?.toLowerCase();
    for (const signal of SIGNALS) {
        for (const match of text.matchAll(signal.pattern)) {
            if (old?.includes(match[0].toLowerCase()))
                continue;
            if (signal.label === 'exfiltration target' && isOwnHost(match[0], context.ownHosts))
                continue;
            if (signal.label === 'reference to secrets' && isNegated(text, match.index))
                continue;
            found.add(`${signal.label}: ${visible(match[0])}`);
        }
    }
    return [...found].sort();
}
/** Evidence that `after` has and `before` had not (nor the entity's old text). */
function gainedEvidence(before, after, context = {}) {
    const had = new Set(riskEvidence(before));
    return riskEvidence(after, context).filter((item) => !had.has(item));
}
/** A warning ("do not include API keys") negates the verb in its own sentence. */
function isNegated(text, at) {
    const sentence = text
        .slice(0, at)
        .split(/[.!?\n]/)
        .at(-1) ?? '';
    return /\b(not|never|avoid|without|don't|dont|must not|cannot)\b/i.test(sentence);
}
const URL_HOST = /^https?:\/\/([^\s/:?#)"'<>]+)/i;
/** Every host a text names in a URL or an e-mail address, lower-cased. */
function hostsIn(text) {
    const hosts = [];
    for (const match of text.matchAll(/\bhttps?:\/\/[^\s)"'<>]+|\b[\w.+-]+@[\w-]+\.[\w.-]+\b/gi)) {
        const host = hostOf(match[0]);
        if (host)
            hosts.push(host);
    }
    return hosts;
}
function hostOf(target) {
    const host = URL_HOST.exec(target)?.[1] ?? (target.includes('@') ? target.slice(target.lastIndexOf('@') + 1) : undefined);
    return host?.toLowerCase().replace(/\.$/, '');
}
/** The last two labels of a host: docs.example.com and api.example.com share example.com. */
function siteOf(host) {
    return host.split('.').slice(-2).join('.');
}
function isOwnHost(target, ownHosts) {
    const host = hostOf(target);
    if (!host || !ownHosts?.size)
        return false;
    return [...ownHosts].some((own) => siteOf(own) === siteOf(host));
}
/** Shows invisible characters as code points, and keeps excerpts short. */
function visible(excerpt) {
    const shown = excerpt.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g, (c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
    const flat = shown.replace(/\s+/g, ' ').trim();
    return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}

/**
 * A title or description: poisoned when it gained instruction-like content; a description
 * reworded to say something else (a limit, a unit, a negation, an effect) is rewritten; the
 * rest is cosmetic. The word diff is in the message.
 */
function textChange(key, entity, pointer, before, after, context, where, title = key === 'title') {
    const b = typeof before === 'string' ? before : undefined;
    const a = typeof after === 'string' ? after : undefined;
    const evidence = [...gainedEvidence(b, a, context), ...gainedToolMentions(b, a, context)];
    const label = where ? `${where}: ${key}` : key;
    if (evidence.length)
        return makeChange('description-poisoned', entity, pointer, `${label} gained ${evidence.join('; ')}`, before, after);
    if (b === undefined || a === undefined)
        return makeChange(title ? 'title-changed' : 'description-changed', entity, pointer, `${label} ${b === undefined ? 'added' : 'removed'}`, before, after);
    if (title)
        return makeChange('title-changed', entity, pointer, `${label} reworded`, before, after);
    const wording = compareWording(b, a, (word) => context?.tools.has(word) === true);
    return makeChange(wording.meaningful ? 'description-rewritten' : 'description-changed', entity, pointer, `${label} ${wording.meaningful ? 'rewritten' : 'reworded'}: ${wording.words}`, before, after);
}
const isWordChar = (code) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
/**
 * A server's tool names, indexed so that a text is scanned once for all of them: the cost of a
 * changed description does not grow with the number of tools.
 */
class ToolNames {
    order = new Map();
    lengths;
    firstChars = new Set();
    constructor(names) {
        for (const name of names) {
            if (this.order.has(name) || name.length === 0)
                continue;
            this.order.set(name, this.order.size);
            this.firstChars.add(name[0]);
        }
        this.lengths = [...new Set([...this.order.keys()].map((name) => name.length))].sort((a, b) => a - b);
    }
    has(name) {
        return this.order.has(name);
    }
    /**
     * The names that occur in `text` as whole words, in the server's order: not preceded or
     * followed by a word character (the RegExp `(^|\W)name(\W|$)`, without one RegExp per name).
     */
    mentionedIn(text) {
        const found = new Set();
        for (let start = 0; start < text.length; start++) {
            if ((start > 0 && isWordChar(text.charCodeAt(start - 1))) || !this.firstChars.has(text[start]))
                continue;
            for (const length of this.lengths) {
                const end = start + length;
                if (end > text.length)
                    break;
                if (end < text.length && isWordChar(text.charCodeAt(end)))
                    continue;
                const candidate = text.slice(start, end);
                if (this.order.has(candidate))
                    found.add(candidate);
            }
        }
        return [...found].sort((a, b) => this.order.get(a) - this.order.get(b));
    }
}
/** A description that starts naming another tool of the same server is steering the model toward it. */
function gainedToolMentions(before, after, others) {
    if (!after || !others)
        return [];
    const had = new Set([...(before ? others.tools.mentionedIn(before) : []), ...(others.oldText ? others.tools.mentionedIn(others.oldText) : [])]);
    return (others.tools
        .mentionedIn(after)
        // A name that is also a plain word ("click", "fill") is read as the word.
        .filter((name) => name !== others.except && !had.has(name) && /[-_.]|\p{Ll}\p{Lu}/u.test(name))
        .map((name) => `mention of another tool: ${name}`));
}

/**
 * A tool's inputSchema or outputSchema changed: spec validity, annotations as text, and what
 * the two schemas accept (src/diff/schema-diff.ts), each breaking verdict with a witness.
 */
function compareToolSchema(scope, key, before, after) {
    const changes = scope.changes.length;
    try {
        compareSchemas(scope, key, before, after);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        // Nesting past the call stack (thousands of levels): the machinery failed, which is never "no change".
        scope.changes.length = changes;
        const direction = key === 'inputSchema' ? 'input' : 'output';
        const message = `${key} changed; not checked: it nests deeper than the comparison can follow`;
        scope.changes.push(changeOf(schemaRuleId(direction, 'unverified'), scope.entity, `${scope.base}/${key}`, message, { item: 'depth' }));
    }
}
function compareSchemas(scope, key, before, after) {
    const direction = key === 'inputSchema' ? 'input' : 'output';
    const pointer = `${scope.base}/${key}`;
    if (before === undefined)
        return void scope.changes.push(makeChange('tool-output-schema-added', scope.entity, pointer, 'outputSchema added: structured output is promised now', undefined, after));
    if (after === undefined)
        return void scope.changes.push(makeChange('tool-output-schema-removed', scope.entity, pointer, 'outputSchema removed: structured output is no longer promised', before, undefined));
    if (scope.late)
        return void scope.changes.push(changeOf(schemaRuleId(direction, 'undecided'), scope.entity, pointer, `${key} changed; not compared: the classification deadline had passed`, { item: 'deadline' }));
    const validity = specValidity(direction, key, pointer, scope.entity, before, after);
    // A schema that no longer compiles accepts nothing a client can check: its set is not compared.
    const findings = validity.some((change) => change.rule.endsWith('-schema-invalid')) ? [] : diffSchemas(before, after, direction);
    const found = [...validity, ...annotationChanges(scope, key, pointer, before, after, rootsOf(findings, before, after))];
    const extras = [];
    let unproven = false;
    for (const finding of withoutEchoes(findings)) {
        const { change, extra } = classifyFinding({ entity: scope.entity, key, direction, pointer, before, after }, finding);
        found.push(change);
        if (extra)
            extras.push(extra);
        else if (effectOf(finding.fact) === 'undecided')
            unproven = true;
    }
    // A witness that an undecided keyword breaks is news only where nothing else already proves the schema breaking.
    if (!found.some((change) => change.witness && change.level === 'breaking'))
        found.push(...extras);
    // An undecided note never stands beside a decided verdict on the same pointer.
    const decided = new Set(found.filter((change) => !change.rule.endsWith('-undecided')).map((change) => change.pointer));
    for (let i = found.length - 1; i >= 0; i--)
        if (found[i].rule.endsWith('-undecided') && decided.has(found[i].pointer))
            found.splice(i, 1);
    // The bytes differ (or we would not be here): a change in form only is still reported, never silent.
    if (found.length === 0)
        found.push(changeOf(schemaRuleId(direction, 'form-changed'), scope.entity, pointer, `${key}: rewritten without changing what is valid`, {}));
    scope.changes.push(...found);
    // json-schema-diff is asked only where an undecided change found no witness: its answer is a note.
    if (unproven)
        scope.schemaPairs.push({ entity: scope.entity, direction, pointer, before, after });
}
/**
 * One change for one property: a property added as required is the breaking `required-added`
 * (not also `property-added`), a property removed is not also "no longer required". Their text
 * stays folded under them (rootsOf saw every finding).
 */
function withoutEchoes(findings) {
    const key = (finding) => `${finding.pointer.replace(/\/(properties\/[^/]*|required)$/, '')}\u0000${String(finding.item)}`;
    const keys = (facts) => new Set(findings.filter((finding) => facts.includes(finding.fact)).map(key));
    const [required, removed] = [keys(['required-added', 'required-added-defaulted']), keys(['property-removed', 'closed-property-removed'])];
    return findings.filter((finding) => !(finding.fact === 'property-added' && required.has(key(finding))) && !(finding.fact === 'required-removed' && removed.has(key(finding))));
}
/** What official clients check before any call: a root of type object, a schema that compiles. */
function specValidity(direction, key, pointer, entity, before, after) {
    const changes = [];
    const invalid = checkSchemaValid(after);
    if (invalid && !checkSchemaValid(before))
        changes.push(makeChange(schemaRuleId(direction, 'schema-invalid'), entity, pointer, `${key} is not a valid JSON Schema: ${invalid}`));
    if (isObjectRoot(before) && !isObjectRoot(after)) {
        const now = isObject$1(after) && after.type !== undefined ? `type ${show$1(after.type)}` : 'no type';
        changes.push(makeChange(schemaRuleId(direction, 'root-not-object'), entity, `${pointer}/type`, `${key}: the root has ${now}, not "object": official SDK clients reject the whole tools/list`, 'object', isObject$1(after) ? after.type : undefined));
    }
    return changes;
}
const ADDING_FACTS = new Set(['property-added', 'variant-added']);
const REMOVING_FACTS = new Set(['property-removed', 'closed-property-removed', 'variant-removed']);
/** Added and removed properties, branches and definitions, by their pointers in their own side. */
function rootsOf(findings, before, after) {
    const definitions = (schema) => ['$defs', 'definitions'].flatMap((keyword) => {
        const defs = isObject$1(schema) && isObject$1(schema[keyword]) ? schema[keyword] : {};
        return Object.keys(defs).map((name) => `/${keyword}/${pointerSegment(name)}`);
    });
    const [was, now] = [definitions(before), definitions(after)];
    return {
        added: [...findings.filter((f) => ADDING_FACTS.has(f.fact)).map((f) => f.pointer), ...now.filter((at) => !was.includes(at))],
        removed: [...findings.filter((f) => REMOVING_FACTS.has(f.fact)).map((f) => f.pointer), ...was.filter((at) => !now.includes(at))],
    };
}
function isUnder(pointer, roots) {
    return roots.some((root) => pointer === root || pointer.startsWith(`${root}/`));
}
/**
 * Titles, descriptions, examples and comments inside a schema, where the server wrote them.
 * Each change is reported once, at its root: text inside an added or removed property, branch
 * or definition belongs to that change, and text that moved unchanged to another place of the
 * same schema (into a union branch, a definition) is no change.
 */
function annotationChanges(scope, key, pointer, before, after, roots) {
    const { entity, text } = scope;
    const b = collectAnnotations(before);
    const a = collectAnnotations(after);
    const pointers = [...new Set([...b.keys(), ...a.keys()])].sort().filter((at) => !jsonEqual(b.get(at), a.get(at)));
    const gone = pointers.filter((at) => !a.has(at) && !isUnder(at, roots.removed));
    // New text inside a new property is still read for poisoning: it is new to every host.
    const come = pointers.filter((at) => !b.has(at) && (!isUnder(at, roots.added) || riskEvidence(stringOf$1(a.get(at)), text).length > 0));
    const moved = new Set();
    for (const from of gone) {
        const to = come.find((at) => !moved.has(at) && keywordOf(at) === keywordOf(from) && jsonEqual(a.get(at), b.get(from)));
        if (to !== undefined)
            moved.add(from).add(to);
    }
    const changes = [];
    for (const at of pointers) {
        if (moved.has(at) || (!a.has(at) && !gone.includes(at)) || (!b.has(at) && !come.includes(at)))
            continue;
        const [was, now] = [b.get(at), a.get(at)];
        const keyword = keywordOf(at);
        const where = `${key}${parentOf(at)}`;
        if (keyword === 'title' || keyword === 'description')
            changes.push(textChange(keyword, entity, `${pointer}${at}`, was, now, text, where));
        else
            changes.push(makeChange(schemaRuleId(key === 'inputSchema' ? 'input' : 'output', 'annotation-changed'), entity, `${pointer}${at}`, `${where}: ${keyword} changed`, was, now));
    }
    return changes;
}
function stringOf$1(value) {
    return typeof value === 'string' ? value : undefined;
}
function keywordOf(pointer) {
    return pointer.slice(pointer.lastIndexOf('/') + 1);
}
/**
 * A finding with its level. A breaking one needs a witness that ajv confirms on the real
 * schemas; without one it is undecided (effect-relevant). An undecided finding that a witness
 * shows to break gets a breaking change beside it.
 */
function classifyFinding(site, finding) {
    const rule = schemaRuleId(site.direction, finding.fact);
    const at = `${site.pointer}${existingPointer(site.before, site.after, finding.pointer)}`;
    const message = `${site.key}${parentOf(finding.pointer)}: ${finding.detail}`;
    const details = { before: finding.before, after: finding.after, item: finding.item };
    const effect = effectOf(finding.fact);
    const side = site.direction === 'input' ? 0 : 1;
    if (effect === 'undecided') {
        const change = changeOf(rule, site.entity, at, message, details);
        // A remote $ref was never fetched: ajv compiles as if it were absent, so no witness can speak for it.
        const witness = finding.fact === 'remote-ref' || finding.item === 'budget' ? undefined : searchWitness(site, finding, side);
        if (!witness)
            return { change };
        const fact = side === 0 ? 'schema-narrowed' : 'schema-widened';
        return {
            change,
            extra: changeOf(schemaRuleId(site.direction, fact), site.entity, at, `${site.key}${parentOf(finding.pointer)}: ${describeWitness(side)} (where ${finding.detail})`, {
                item: finding.item,
                witness,
            }),
        };
    }
    if (ruleById(rule).level !== 'breaking' || !['narrows', 'widens', 'both'].includes(effect)) {
        // A oneOf's value found on the canons (./schema-diff.ts compareOneOf) holds when ajv agrees; else the change stays undecided.
        if (finding.item === 'oneOf' && !oneOfValueHolds(site, finding))
            return {
                change: changeOf(schemaRuleId(site.direction, 'logic-changed'), site.entity, at, `${site.key}${parentOf(finding.pointer)}: "oneOf" changed: its effect is not decided exactly`, details),
            };
        return { change: changeOf(rule, site.entity, at, message, details) };
    }
    const leaf = (side === 0 ? finding.narrowing : finding.widening)?.();
    const witness = (leaf === undefined ? undefined : witnessOf(site, embed(finding.path, side, leaf), side)) ?? searchWitness(site, finding, side) ?? richerWitness(site, finding, side, leaf);
    if (witness)
        return { change: changeOf(rule, site.entity, at, message, { ...details, witness }) };
    // ajv could not judge the value that would show it: the machinery failed, the change is not disproven.
    const probe = leaf === undefined ? undefined : embed(finding.path, side, leaf);
    if (probe !== undefined && [site.before, site.after].some((schema) => ajvJudgement(schema, probe) === 'cannot')) {
        const unchecked = `${message}; not checked: ajv could not compile or run the schema on the value that would show it`;
        return {
            change: changeOf(schemaRuleId(site.direction, 'unverified'), site.entity, at, unchecked, { ...details, item: finding.item === undefined ? finding.fact : `${finding.fact}:${finding.item}` }),
        };
    }
    const unproven = `${message}; not proven: no value was found that ${side === 0 ? 'the old schema accepts and the new one rejects' : 'the new schema allows and the old one did not'}`;
    return {
        change: changeOf(schemaRuleId(site.direction, 'undecided'), site.entity, at, unproven, { ...details, item: finding.item === undefined ? finding.fact : `${finding.fact}:${finding.item}` }),
    };
}
/** Keywords a canonical keyword may have been written as: `minimum` as `exclusiveMinimum`, `enum` as `const`. */
const WRITTEN_AS = { minimum: ['exclusiveMinimum'], maximum: ['exclusiveMaximum'], enum: ['const'], type: ['const', 'enum'] };
/**
 * The finding's pointer where it resolves in the after or the before schema as written: a
 * keyword by the name it was written under, else the nearest schema that holds it (a `required`
 * that one side lacks, a type implied by a `const`).
 */
function existingPointer(before, after, pointer) {
    const exists = (at) => valueAtPointer(after, at) !== undefined || valueAtPointer(before, at) !== undefined;
    for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) {
        if (exists(at))
            return at;
        const parent = at.slice(0, at.lastIndexOf('/'));
        const alias = (WRITTEN_AS[at.slice(at.lastIndexOf('/') + 1)] ?? []).find((keyword) => exists(`${parent}/${keyword}`));
        if (alias)
            return `${parent}/${alias}`;
    }
    return '';
}
function witnessOf(site, value, side) {
    const confirmed = confirms(site.before, site.after, value, side);
    return confirmed ? { value, ...confirmed } : undefined;
}
/** Typical values of the side's schema at the finding's place, each tried in a whole instance. */
function searchWitness(site, finding, side) {
    for (const candidate of candidatesOf(finding.canons[side], finding.canons[side === 0 ? 1 : 0])) {
        const witness = witnessOf(site, embed(finding.path, side, candidate), side);
        if (witness)
            return witness;
    }
    return undefined;
}
/** Does ajv, on the real schemas, accept the value of a oneOf narrowing under the old side only (of a widening, the new side only)? */
function oneOfValueHolds(site, finding) {
    const own = finding.fact === 'schema-narrowed' ? 0 : 1;
    const value = (own === 0 ? finding.narrowing : finding.widening)?.();
    return value !== undefined && witnessOf(site, embed(finding.path, own, value), own) !== undefined;
}
/** The finding's own value in objects that hold more of the properties around it (a union's other alternative may have taken the bare one). */
function richerWitness(site, finding, side, leaf) {
    for (const value of richerEmbeddings(finding.path, side, leaf)) {
        const witness = witnessOf(site, value, side);
        if (witness)
            return witness;
    }
    return undefined;
}
function describeWitness(side) {
    return side === 0 ? 'a call that worked before is rejected now' : 'the server may now return output the old schema did not allow';
}
/** `/properties/limit/maximum` -> ` at /properties/limit`; the schema root -> ``. */
function parentOf(pointer) {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    return parent ? ` at ${parent}` : '';
}
function isObject$1(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show$1(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

const KIND_PREFIX = { tool: 'tool', resource: 'resource', resourceTemplate: 'resource-template', prompt: 'prompt' };
const ADDED_RULE = { tool: 'tool-added', resource: 'resource-added', resourceTemplate: 'resource-template-added', prompt: 'prompt-added' };
const REMOVED_RULE = { tool: 'tool-removed', resource: 'resource-removed', resourceTemplate: 'resource-template-removed', prompt: 'prompt-removed' };
function serverTextOf(plan) {
    return { tools: new ToolNames(plan.toolNames), ownHosts: new Set(plan.ownHosts) };
}
/** The comparison of everything but the changed definitions, and one task for each of those. */
function planComparison(before, after) {
    const changes = [];
    const tasks = [];
    compareProtocol(before, after, changes);
    compareServerInfo(before.serverInfo ?? {}, after.serverInfo ?? {}, changes);
    compareCapabilities(before, after, changes);
    compareUnsupportedLists(before, after, changes);
    const ownHosts = hostsOfContract(before);
    compareInstructions(before, after, changes, new Set(ownHosts));
    for (const { collection, kind } of COLLECTIONS)
        compareCollection(kind, collection, before[collection], after[collection], changes, tasks, new Set(ownHosts));
    // Short names (`id`, `go`) are ordinary words: only longer ones count as mentions.
    return { changes, tasks, toolNames: Object.keys(after.tools).filter((name) => name.length > 2), ownHosts };
}
/** The plan's changes and the results of its tasks, in task order, as one comparison. */
function assembleComparison(plan, results) {
    const changes = [...plan.changes, ...results.flatMap((result) => result.changes)];
    const schemaPairs = results.flatMap((result) => result.schemaPairs);
    const unclassified = plan.tasks.filter((task, i) => results[i].late && task.kind === 'tool').map((task) => entityName(task.kind, task.key));
    return { changes: changes.sort(byPosition), schemaPairs, unclassified };
}
/** Compares one changed entity's definitions; past `deadlineAt`, its schemas are reported, not compared. */
function compareEntity(task, server, deadlineAt) {
    const late = Date.now() > deadlineAt;
    // Other tools of the server: a description that starts naming one steers the model toward it.
    // All of the entity's old text: a signal it already carried, anywhere, is not new.
    const text = { tools: server.tools, ownHosts: server.ownHosts, except: task.kind === 'tool' ? task.key : undefined, oldText: stringsIn(task.before).join('\n') };
    const scope = { kind: task.kind, entity: entityName(task.kind, task.key), base: `/${task.collection}/${pointerSegment(task.key)}/definition`, changes: [], schemaPairs: [], late, text };
    compareDefinition(scope, task.before, task.after);
    return { changes: scope.changes, schemaPairs: scope.schemaPairs, late };
}
/** Every string inside a JSON value, keys included. */
function stringsIn(value, out = []) {
    if (typeof value === 'string')
        out.push(value);
    else if (Array.isArray(value))
        for (const item of value)
            stringsIn(item, out);
    else if (value !== null && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) {
            out.push(key);
            stringsIn(child, out);
        }
    return out;
}
/** The hosts a contract names (its websiteUrl, links in its text): the server's own. */
function hostsOfContract(contract) {
    const hosts = new Set();
    const visit = (value) => {
        if (typeof value === 'string') {
            if (value.includes('://') || value.includes('@'))
                for (const host of hostsIn(value))
                    hosts.add(host);
        }
        else if (Array.isArray(value))
            value.forEach(visit);
        else if (value !== null && typeof value === 'object')
            Object.values(value).forEach(visit);
    };
    visit(contract.serverInfo);
    visit(contract.instructions);
    for (const { collection } of COLLECTIONS)
        for (const entity of Object.values(contract[collection]))
            visit(entity.definition);
    return [...hosts].sort();
}
function byPosition(a, b) {
    return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0;
}
function compareProtocol(before, after, changes) {
    if (before.protocol.revision !== after.protocol.revision) {
        changes.push(makeChange('protocol-revision-changed', 'protocol', '/protocol/revision', `protocol revision ${before.protocol.revision} → ${after.protocol.revision}`, before.protocol.revision, after.protocol.revision));
    }
    if (before.protocol.era !== after.protocol.era) {
        changes.push(makeChange('protocol-era-changed', 'protocol', '/protocol/era', `protocol era ${before.protocol.era} → ${after.protocol.era}`, before.protocol.era, after.protocol.era));
    }
    compareMatrix(before.protocolMatrix ?? {}, after.protocolMatrix ?? {}, changes);
    if (!jsonEqual(before.clientCapabilities, after.clientCapabilities)) {
        changes.push(makeChange('client-capabilities-changed', 'client-capabilities', '/clientCapabilities', 'the client capabilities the gate declares changed (config), so the lists may differ', before.clientCapabilities, after.clientCapabilities));
    }
}
/** A revision that was accepted and no longer is, is breaking; any other change of a cell is effect-relevant. */
function compareMatrix(before, after, changes) {
    for (const revision of union(before, after)) {
        const [b, a] = [before[revision], after[revision]];
        if (!b || !a || jsonEqual(b, a))
            continue; // a revision added to or dropped from the config is not the server's change
        const pointer = `/protocolMatrix/${pointerSegment(revision)}`;
        const describe = (cell) => (cell.selected ? `${String(cell.outcome)} (${String(cell.selected)})` : String(cell.outcome));
        const rule = b.outcome === 'accepted' && a.outcome !== 'accepted' ? 'protocol-revision-dropped' : 'protocol-matrix-changed';
        changes.push(makeChange(rule, 'protocol', pointer, `revision ${revision}: ${describe(b)} → ${describe(a)}`, b, a));
    }
}
function compareServerInfo(before, after, changes) {
    for (const key of union(before, after)) {
        if (jsonEqual(before[key], after[key]))
            continue;
        const pointer = `/serverInfo/${pointerSegment(key)}`;
        const compare = Object.hasOwn(SERVER_INFO_FIELDS, key) ? SERVER_INFO_FIELDS[key] : serverInfoChanged;
        changes.push(compare(key, before[key], after[key], pointer));
    }
}
/** Descriptive metadata, and any field the spec does not define: cosmetic. */
const serverInfoChanged = (key, b, a, pointer) => makeChange('server-info-changed', 'server', pointer, `server ${key} changed`, b, a);
/** Every serverInfo field of the spec (the SDK's `Implementation`): one without an entry does not compile. */
const SERVER_INFO_FIELDS = {
    name: (_key, b, a, pointer) => makeChange('server-name-changed', 'server', pointer, `server name ${show(b)} → ${show(a)}`, b, a),
    version: (_key, b, a, pointer) => makeChange('server-version-changed', 'server', pointer, `server version ${show(b)} → ${show(a)}`, b, a),
    title: (key, b, a, pointer) => textChange(key, 'server', pointer, b, a),
    description: (key, b, a, pointer) => textChange(key, 'server', pointer, b, a),
    icons: (_key, b, a, pointer) => makeChange('icons-changed', 'server', pointer, 'server icons changed', b, a),
    websiteUrl: serverInfoChanged,
};
/**
 * Server capabilities as the spec defines them, each with the sub-capabilities it knows. A key
 * the spec does not define is something no host relies on (cosmetic); `experimental` is free-form.
 */
const SERVER_CAPABILITIES = {
    tools: ['listChanged'],
    resources: ['subscribe', 'listChanged'],
    prompts: ['listChanged'],
    logging: [],
    completions: [],
    experimental: 'any',
    tasks: 'any',
    // Declared extensions: no rule speaks for them yet, so they are compared like a key the spec does not define.
    extensions: 'unknown',
};
/** Sub-capabilities that only promise notifications: losing one costs updates, no call fails. */
const NOTIFICATION_CAPABILITIES = new Set(['listChanged', 'subscribe']);
/** Is this capability path one the protocol defines (or free-form under one that allows it)? */
function isSpecCapability(path) {
    const known = Object.hasOwn(SERVER_CAPABILITIES, path[0]) ? SERVER_CAPABILITIES[path[0]] : undefined;
    if (known === undefined || known === 'unknown')
        return false;
    return path.length === 1 || known === 'any' || (path.length === 2 && known.includes(path[1]));
}
/** Capabilities as dot paths; only the top-most added or removed path is reported. */
function compareCapabilities(before, after, changes) {
    const walk = (b, a, path) => {
        const pointer = `/capabilities/${path.map(pointerSegment).join('/')}`;
        const name = path.join('.');
        if (!isSpecCapability(path)) {
            if (!jsonEqual(b, a))
                changes.push(makeChange('capability-unknown-changed', 'capabilities', pointer, `capability ${name} changed (not a server capability in the MCP spec)`, b, a));
            return;
        }
        if (b === undefined)
            return void changes.push(makeChange('capability-added', 'capabilities', pointer, `capability ${name} added`, undefined, a));
        if (a === undefined)
            return void changes.push(capabilityRemoved(before, path, pointer, b));
        if (isObject(b) && isObject(a)) {
            for (const key of union(b, a))
                walk(own(b, key), own(a, key), [...path, key]);
        }
        else if (!jsonEqual(b, a)) {
            changes.push(makeChange('capability-changed', 'capabilities', pointer, `capability ${name} changed`, b, a));
        }
    };
    for (const key of union(before.capabilities, after.capabilities))
        walk(own(before.capabilities, key), own(after.capabilities, key), [key]);
}
/** A lost notification is effect-relevant; a capability whose lists never answered took nothing away. */
function capabilityRemoved(before, path, pointer, was) {
    const name = path.join('.');
    if (path.length === 2 && NOTIFICATION_CAPABILITIES.has(path[1]))
        return makeChange('capability-notifications-removed', 'capabilities', pointer, `capability ${name} removed: clients lose its notifications, no call fails`, was, undefined);
    const lists = path.length === 1 ? (LIST_OF_CAPABILITY[path[0]] ?? []) : [];
    if (lists.length && lists.every((method) => (before.unsupportedLists ?? []).includes(method)))
        return makeChange('capability-unused-removed', 'capabilities', pointer, `capability ${name} removed; its lists answered "method not found" before`, was, undefined);
    return makeChange('capability-removed', 'capabilities', pointer, `capability ${name} removed`, was, undefined);
}
/** The list each capability declares, for "method not found" answers. */
const LIST_OF_CAPABILITY = { tools: ['tools/list'], resources: ['resources/list', 'resources/templates/list'], prompts: ['prompts/list'] };
/**
 * Declared lists that answer -32601: recorded so that a list that stops (or starts) answering is
 * a change. A list counts as "now answering" only while its capability is still declared (a
 * capability dropped is not a list that started to work). Each change names its list, so two
 * lists have two fingerprints.
 */
function compareUnsupportedLists(before, after, changes) {
    const [was, now] = [before.unsupportedLists ?? [], after.unsupportedLists ?? []];
    const declared = (method) => Object.entries(LIST_OF_CAPABILITY).some(([capability, lists]) => lists.includes(method) && Object.hasOwn(after.capabilities, capability));
    for (const method of now)
        if (!was.includes(method))
            changes.push(changeOf('list-now-unsupported', 'capabilities', '/unsupportedLists', `${method} answers "method not found" now`, { after: method, item: method }));
    for (const method of was)
        if (!now.includes(method) && declared(method))
            changes.push(changeOf('list-now-supported', 'capabilities', '/unsupportedLists', `${method} answers now (it was "method not found")`, { before: method, item: method }));
}
function compareInstructions(before, after, changes, ownHosts) {
    const b = before.instructions?.text;
    const a = after.instructions?.text;
    if (b === a)
        return;
    const evidence = gainedEvidence(b, a, { ownHosts });
    const what = b === undefined ? 'added' : a === undefined ? 'removed' : 'changed';
    if (evidence.length)
        return void changes.push(makeChange('instructions-poisoned', 'instructions', '/instructions', `server instructions ${what} and gained ${evidence.join('; ')}`, b, a));
    const wording = b === undefined || a === undefined ? undefined : compareWording(b, a);
    const rule = wording?.meaningful ? 'instructions-rewritten' : 'instructions-changed';
    changes.push(makeChange(rule, 'instructions', '/instructions', `server instructions ${wording ? `${wording.meaningful ? 'rewritten' : 'reworded'}: ${wording.words}` : what}`, b, a));
}
/** Removed and added entities become changes; each entity changed on both sides becomes a task. */
function compareCollection(kind, collection, beforeEntities, afterEntities, changes, tasks, ownHosts) {
    // Maps, not `key in object`: an entity may be named `constructor` or `__proto__`.
    const before = new Map(Object.entries(beforeEntities));
    const after = new Map(Object.entries(afterEntities));
    const removed = [...before.keys()].filter((key) => !after.has(key));
    const added = [...after.keys()].filter((key) => !before.has(key));
    // A removal and an addition with the same definition but the identity: a likely rename.
    const removedShapes = shapesOf(removed, before);
    const addedShapes = shapesOf(added, after);
    const removedTwin = firstOfEachShape(addedShapes);
    const addedTwin = firstOfEachShape(removedShapes);
    for (const key of removed) {
        const twin = removedTwin.get(removedShapes.get(key));
        const hint = twin === undefined ? '' : ` (looks renamed to ${show(twin)})`;
        changes.push(makeChange(REMOVED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} removed${hint}`, before.get(key).definition, undefined));
    }
    for (const key of added) {
        const twin = addedTwin.get(addedShapes.get(key));
        const hint = twin === undefined ? '' : ` (looks like a rename of ${show(twin)})`;
        const definition = after.get(key).definition;
        // A new entity's text is new to every host: say what instruction-like content it brings.
        // A name with invisible or bidirectional characters reads as another name: flagged like such text.
        const hidden = riskEvidence(key)
            .filter((item) => item.startsWith('invisible'))
            .map((item) => `in its name, ${item}`);
        const evidence = [...hidden, ...riskEvidence(stringOf(definition.title), { ownHosts }), ...riskEvidence(stringOf(definition.description), { ownHosts })];
        const carries = evidence.length ? `; its text has ${[...new Set(evidence)].join('; ')}` : '';
        changes.push(makeChange(ADDED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} added${hint}${carries}`, undefined, definition));
    }
    for (const [key, a] of after) {
        const b = before.get(key);
        if (b && b.digest !== a.digest)
            tasks.push({ kind, collection, key, before: b.definition, after: a.definition });
    }
}
/** Each entity's definition without its identity and title: equal shapes are probably one entity renamed. */
function shapesOf(keys, entities) {
    return new Map(keys.map((key) => [key, canonicalJson({ ...entities.get(key).definition, name: null, uri: null, uriTemplate: null, title: null })]));
}
/** The first key of each shape, in order: one pass, not one comparison per pair. */
function firstOfEachShape(shapes) {
    const first = new Map();
    for (const [key, shape] of shapes)
        if (!first.has(shape))
            first.set(shape, key);
    return first;
}
/** A field no rule covers: effect-relevant, never silent. */
const unclassified = (scope, key, b, a, pointer) => void scope.changes.push(makeChange('field-changed-unclassified', scope.entity, pointer, `field ${show(key)} changed, and no rule covers it`, b, a));
/** A field a table does not name: text when its name and values say so, else unclassified. `where` labels text; `what` names the field. */
const unknownField = (where, what) => (scope, key, b, a, pointer) => void scope.changes.push(isTextField(key, b, a)
    ? textChange(key, scope.entity, pointer, b, a, scope.text, where)
    : where === 'annotations' && isLabel(b) && isLabel(a)
        ? textChange(key, scope.entity, pointer, b, a, scope.text, where, true)
        : makeChange('field-changed-unclassified', scope.entity, pointer, `${what(key)} changed, and no rule covers it`, b, a));
/** A vendor annotation holding a short line (a category, a group): a label for people, compared as a title is. */
function isLabel(value) {
    return value === undefined || (typeof value === 'string' && value.length <= 120 && !/[\r\n]/.test(value));
}
/** A field compared elsewhere (an argument's name and required flag): nothing more to report. */
const comparedElsewhere = () => undefined;
const text = (scope, key, b, a, pointer) => void scope.changes.push(textChange(key, scope.entity, pointer, b, a, scope.text));
const icons = (scope, _key, b, a, pointer) => void scope.changes.push(makeChange('icons-changed', scope.entity, pointer, 'icons changed', b, a));
/** A field with a rule of its own, reported as `<what> before → after`. */
const valueChange = (rule, what) => (scope, _key, b, a, pointer) => void scope.changes.push(makeChange(rule, scope.entity, pointer, `${what} ${show(b)} → ${show(a)}`, b, a));
const schema = (key) => (scope, _key, b, a) => compareToolSchema(scope, key, b, a);
const resourceAnnotations = (scope, _key, b, a, pointer) => void scope.changes.push(makeChange('resource-annotations-changed', scope.entity, pointer, 'annotations (audience, priority) changed', b, a));
/**
 * Every field the spec gives each entity (as the SDK's types name them): a field without an
 * entry does not compile, so a new one is decided here, not left to the unknown-field path.
 * The identity (`name`, `uri`, `uriTemplate`) is the entity's key, equal on both sides; `_meta`
 * is free-form, and no rule speaks for it.
 */
const TOOL_FIELDS = {
    name: unclassified,
    title: text,
    description: text,
    icons,
    inputSchema: schema('inputSchema'),
    outputSchema: schema('outputSchema'),
    annotations: (scope, _key, b, a) => compareAnnotations(scope, asObject(b), asObject(a)),
    execution: (scope, _key, b, a, pointer) => void scope.changes.push(executionChange(scope.entity, pointer, b, a)),
    _meta: unclassified,
};
const RESOURCE_FIELDS = {
    uri: unclassified,
    name: valueChange('resource-name-changed', 'name'),
    title: text,
    description: text,
    mimeType: valueChange('resource-mime-type-changed', 'MIME type'),
    annotations: resourceAnnotations,
    size: valueChange('resource-size-changed', 'size'),
    icons,
    _meta: unclassified,
};
const RESOURCE_TEMPLATE_FIELDS = {
    uriTemplate: unclassified,
    name: RESOURCE_FIELDS.name,
    title: text,
    description: text,
    mimeType: RESOURCE_FIELDS.mimeType,
    annotations: resourceAnnotations,
    icons,
    _meta: unclassified,
};
const PROMPT_FIELDS = {
    name: unclassified,
    title: text,
    description: text,
    arguments: (scope, _key, b, a) => comparePromptArguments(scope, b, a),
    icons,
    _meta: unclassified,
};
const ENTITY_FIELDS = { tool: TOOL_FIELDS, resource: RESOURCE_FIELDS, resourceTemplate: RESOURCE_TEMPLATE_FIELDS, prompt: PROMPT_FIELDS };
/** Each field that differs, through its table's comparator, or `unknown` for a field the table does not name. */
function compareFields(scope, fields, unknown, before, after, base) {
    for (const key of union(before, after)) {
        const [b, a] = [own(before, key), own(after, key)];
        if (jsonEqual(b, a))
            continue;
        // Own entries only: a field may be named `constructor`.
        const compare = Object.hasOwn(fields, key) ? fields[key] : unknown;
        compare(scope, key, b, a, `${base}/${pointerSegment(key)}`);
    }
}
function compareDefinition(scope, before, after) {
    compareFields(scope, ENTITY_FIELDS[scope.kind], unknownField(undefined, (key) => `field ${show(key)}`), before, after, scope.base);
}
/** A field no rule names whose name says it is human text (a vendor's `description` annotation, a `summary`): compared as text. */
function isTextField(key, before, after) {
    const text = (value) => value === undefined || typeof value === 'string';
    return /(description|title|summary|label|help|hint|note|comment)$/i.test(key) && text(before) && text(after);
}
/** The ways a tool may be called under each taskSupport value (absent means forbidden). */
const TASK_MODES = { forbidden: ['plain'], optional: ['plain', 'task'], required: ['task'] };
/** execution.taskSupport: losing a way of calling that worked is breaking; anything else effect-relevant. */
function executionChange(entity, pointer, before, after) {
    const support = (execution) => (isObject(execution) && typeof execution.taskSupport === 'string' ? execution.taskSupport : 'forbidden');
    const [was, now] = [support(before), support(after)];
    const lost = (TASK_MODES[was] ?? []).filter((mode) => !(TASK_MODES[now] ?? []).includes(mode));
    if (lost.length && Object.hasOwn(TASK_MODES, now)) {
        const what = lost.includes('task') ? 'task-augmented calls' : 'plain calls';
        return makeChange('tool-task-support-narrowed', entity, `${pointer}/taskSupport`, `execution.taskSupport ${show(was)} → ${show(now)}: ${what} that worked are refused now`, was, now);
    }
    return makeChange('tool-task-support-changed', entity, pointer, `execution ${show(before)} → ${show(after)}`, before, after);
}
/** A hint is compared through its spec default (normalisation removed stated defaults). */
const hint = (rule, byDefault) => (scope, key, b, a, pointer) => {
    const effective = (value) => (value === undefined ? byDefault : value);
    scope.changes.push(makeChange(rule, scope.entity, pointer, `${key} ${show(effective(b))} → ${show(effective(a))}`, effective(b), effective(a)));
};
/** Human text with a rule of its own, unless it gained instruction-like content. */
const annotationTitle = (scope, _key, b, a, pointer) => {
    const change = textChange('title', scope.entity, pointer, b, a);
    scope.changes.push(change.rule === 'title-changed' ? makeChange('tool-annotation-title-changed', scope.entity, pointer, change.message, b, a) : change);
};
/** Every tool annotation of the spec (the SDK's `ToolAnnotations`): one without an entry does not compile. */
const TOOL_ANNOTATION_FIELDS = {
    title: annotationTitle,
    readOnlyHint: hint('tool-read-only-hint-changed', false),
    destructiveHint: hint('tool-destructive-hint-changed', true),
    idempotentHint: hint('tool-idempotent-hint-changed', false),
    openWorldHint: hint('tool-open-world-hint-changed', true),
};
function compareAnnotations(scope, before, after) {
    const unknown = unknownField('annotations', (key) => `annotation ${show(key)}`);
    // destructiveHint and idempotentHint mean something only where readOnlyHint is false (the spec): on a tool read-only now, they say nothing.
    const [b, a] = after.readOnlyHint === true ? [withoutWriteHints(before), withoutWriteHints(after)] : [before, after];
    compareFields(scope, TOOL_ANNOTATION_FIELDS, unknown, b, a, `${scope.base}/annotations`);
}
function withoutWriteHints(annotations) {
    const { destructiveHint: _destructive, idempotentHint: _idempotent, ...rest } = annotations;
    return rest;
}
/**
 * Every prompt-argument field: name and required are compared before the table is read;
 * `title` is the spec's (an argument is BaseMetadata), which the SDK's type leaves out.
 */
const ARGUMENT_FIELDS = { name: comparedElsewhere, required: comparedElsewhere, title: text, description: text };
function comparePromptArguments(scope, before, after) {
    const byName = (list) => new Map((Array.isArray(list) ? list : []).map((arg) => [String(arg.name), arg]));
    const indexOf = (list) => new Map((Array.isArray(list) ? list : []).map((arg, index) => [String(arg.name), index]));
    const b = byName(before);
    const a = byName(after);
    const [bIndex, aIndex] = [indexOf(before), indexOf(after)];
    const base = `${scope.base}/arguments`;
    for (const name of [...new Set([...b.keys(), ...a.keys()])].sort()) {
        const [ba, aa] = [b.get(name), a.get(name)];
        // `arguments` is an array: the pointer names the argument's place, in the after list where it is there.
        const pointer = `${base}/${aIndex.get(name) ?? bIndex.get(name)}`;
        const label = `argument ${show(name)}`;
        if (!aa)
            scope.changes.push(makeChange('prompt-argument-removed', scope.entity, pointer, `${label} removed`, ba, undefined));
        else if (!ba)
            scope.changes.push(makeChange(aa.required === true ? 'prompt-argument-added-required' : 'prompt-argument-added', scope.entity, pointer, `${label} added${aa.required === true ? ' as required' : ''}`, undefined, aa));
        else {
            if ((ba.required === true) !== (aa.required === true)) {
                const rule = aa.required === true ? 'prompt-argument-made-required' : 'prompt-argument-made-optional';
                scope.changes.push(makeChange(rule, scope.entity, `${pointer}/required`, `${label} is ${aa.required === true ? 'required' : 'optional'} now`, ba.required === true, aa.required === true));
            }
            compareFields(scope, ARGUMENT_FIELDS, unknownField(label, (key) => `${label}: field ${show(key)}`), ba, aa, pointer);
        }
    }
}
function entityName(kind, key) {
    return `${KIND_PREFIX[kind]}:${key}`;
}
function describeKind(kind) {
    return kind === 'resourceTemplate' ? 'resource template' : kind;
}
function union(a, b) {
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}
function stringOf(value) {
    return typeof value === 'string' ? value : undefined;
}
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** A property only if the object owns it: `constructor` is not a field of every definition. */
function own(object, key) {
    return Object.hasOwn(object, key) ? object[key] : undefined;
}
function asObject(value) {
    return isObject(value) ? value : {};
}
/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

export { Diff as D, compareEntity as a, changeOf as b, compareWithin as c, assembleComparison as d, entityName as e, planComparison as p, serverTextOf as s };
