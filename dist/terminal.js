import { k as pointerSegment, m as isLocalRef, n as isSchemaObject, o as resolveLocalRef, C as COLLECTIONS, q as checkSchemaCompiles, t as collectRefs, D as DEFAULTS, r as readContract, u as inspectServer, j as redactContract } from './load.js';
import { j as jsonEqual, h as canonicalJson, R as Redactor, G as GateError, D as DiscoveryError, k as sortKeysDeep, E as ExitCode, o as oneLine } from './process-registry.js';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { h as highestLevel, L as LEVELS, v as verdictOf } from './gate.js';

const ENTITY_RULES = [
    { id: 'tool-added', level: 'effect-relevant', applies: 'tool', reason: 'a new tool is a new capability: a host must approve it, it is not enabled by itself' },
    { id: 'tool-removed', level: 'breaking', applies: 'tool', reason: 'callers of the tool fail (a rename is a removal plus an addition)' },
    { id: 'resource-added', level: 'effect-relevant', applies: 'resource', reason: 'a new resource is new context a host may expose to a model' },
    { id: 'resource-removed', level: 'breaking', applies: 'resource', reason: 'readers of the URI fail (the URI is the identity)' },
    { id: 'resource-template-added', level: 'effect-relevant', applies: 'resource template', reason: 'a new template opens new URIs to read' },
    { id: 'resource-template-removed', level: 'breaking', applies: 'resource template', reason: 'URIs built from the template no longer resolve' },
    { id: 'prompt-added', level: 'effect-relevant', applies: 'prompt', reason: 'a new prompt is new text a host may offer to users and models' },
    { id: 'prompt-removed', level: 'breaking', applies: 'prompt', reason: 'callers of the prompt fail' },
    { id: 'title-changed', level: 'cosmetic', applies: 'tool, resource, template, prompt, server', reason: 'human-facing text only' },
    { id: 'description-changed', level: 'cosmetic', applies: 'tool, resource, template, prompt, argument, schema', reason: 'human-facing text only, and no instruction-like content was gained' },
    { id: 'description-poisoned', level: 'effect-relevant', applies: 'title or description anywhere', reason: 'the text gained instruction-like content a model may obey (hidden tags, "ignore previous", secrets, zero-width or bidi characters, directives to call tools or hide things)' },
    { id: 'icons-changed', level: 'cosmetic', applies: 'tool, resource, template, prompt, server', reason: 'presentation only' },
    { id: 'tool-read-only-hint-changed', level: 'effect-relevant', applies: 'tool', reason: 'hosts may auto-approve read-only tools: the approval policy changes in either direction' },
    { id: 'tool-destructive-hint-changed', level: 'effect-relevant', applies: 'tool', reason: 'hosts confirm destructive tools: the approval policy changes in either direction' },
    { id: 'tool-idempotent-hint-changed', level: 'effect-relevant', applies: 'tool', reason: 'hosts retry idempotent tools: retry safety changes' },
    { id: 'tool-open-world-hint-changed', level: 'effect-relevant', applies: 'tool', reason: 'whether the tool reaches outside systems changes' },
    { id: 'tool-annotation-title-changed', level: 'cosmetic', applies: 'tool', reason: 'human-facing text only' },
    { id: 'tool-task-support-changed', level: 'effect-relevant', applies: 'tool', reason: 'how the tool may be run (as a task or not) changes' },
    { id: 'tool-output-schema-added', level: 'effect-relevant', applies: 'tool', reason: 'the tool now promises structured output; nothing breaks, consumers may start to rely on it' },
    { id: 'tool-output-schema-removed', level: 'breaking', applies: 'tool', reason: 'consumers of the structured output lose its promise' },
    { id: 'resource-mime-type-changed', level: 'effect-relevant', applies: 'resource, template', reason: 'readers decode content by its MIME type' },
    { id: 'resource-name-changed', level: 'cosmetic', applies: 'resource, template', reason: 'the URI is the identity; the name is a label' },
    { id: 'resource-size-changed', level: 'cosmetic', applies: 'resource', reason: 'an informational size hint' },
    { id: 'resource-annotations-changed', level: 'effect-relevant', applies: 'resource, template', reason: 'audience and priority steer what a host shows a model' },
    { id: 'prompt-argument-added', level: 'effect-relevant', applies: 'prompt argument', reason: 'an optional argument: existing calls still work, the prompt can do more' },
    { id: 'prompt-argument-added-required', level: 'breaking', applies: 'prompt argument', reason: 'existing calls omit it' },
    { id: 'prompt-argument-removed', level: 'breaking', applies: 'prompt argument', reason: 'calls that pass it may be rejected, and their intent is lost' },
    { id: 'prompt-argument-made-required', level: 'breaking', applies: 'prompt argument', reason: 'calls that omit it fail' },
    { id: 'prompt-argument-made-optional', level: 'effect-relevant', applies: 'prompt argument', reason: 'calls still work; behaviour without it is new' },
    { id: 'capability-added', level: 'effect-relevant', applies: 'server capability', reason: 'the server offers a new feature a host may enable' },
    { id: 'capability-removed', level: 'breaking', applies: 'server capability', reason: 'hosts relying on the capability or sub-capability lose it' },
    { id: 'capability-changed', level: 'effect-relevant', applies: 'server capability', reason: 'the settings of a capability changed' },
    { id: 'client-capabilities-changed', level: 'effect-relevant', applies: 'gate configuration', reason: 'the gate declared other client capabilities, and servers vary their lists by them' },
    { id: 'protocol-revision-changed', level: 'effect-relevant', applies: 'protocol', reason: 'the negotiated revision changes which messages and fields apply' },
    { id: 'protocol-revision-dropped', level: 'breaking', applies: 'protocol-version matrix', reason: 'a revision the server accepted is now rejected or answered wrongly: hosts that speak only it fail' },
    { id: 'protocol-matrix-changed', level: 'effect-relevant', applies: 'protocol-version matrix', reason: 'how the server answers a proposed revision changed (newly accepted, another revision selected)' },
    { id: 'protocol-era-changed', level: 'effect-relevant', applies: 'protocol', reason: 'the server moved between the handshake and the stateless era' },
    { id: 'server-name-changed', level: 'effect-relevant', applies: 'server', reason: 'hosts key configuration and trust by server name' },
    { id: 'server-version-changed', level: 'cosmetic', applies: 'server', reason: 'a version string, informational' },
    { id: 'server-info-changed', level: 'cosmetic', applies: 'server', reason: 'descriptive server metadata (website, description)' },
    { id: 'instructions-changed', level: 'cosmetic', applies: 'server instructions', reason: 'reworded, and no instruction-like content was gained' },
    { id: 'instructions-poisoned', level: 'effect-relevant', applies: 'server instructions', reason: 'the instructions gained content that steers a model toward secrets, other tools or hiding things' },
    { id: 'field-changed-unclassified', level: 'effect-relevant', applies: 'any field no rule covers', reason: 'the engine cannot prove the change harmless, so it is not cosmetic' },
];
/** Keyword facts of the schema comparison; each becomes `input-<fact>` and `output-<fact>`. */
const SCHEMA_FACTS = [
    { fact: 'type-narrowed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'fewer types are valid' },
    { fact: 'type-widened', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'more types are valid' },
    { fact: 'type-changed', effect: 'changes', input: 'breaking', output: 'breaking', reason: 'the valid types are different' },
    { fact: 'type-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a type constraint appeared' },
    { fact: 'type-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'the type constraint is gone' },
    { fact: 'enum-value-removed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'values that were valid are not' },
    { fact: 'enum-value-added', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'new values are valid, and consumers may not handle them' },
    { fact: 'enum-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'only listed values are valid now' },
    { fact: 'enum-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'any value of the type is valid now' },
    { fact: 'const-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'only one value is valid now' },
    { fact: 'const-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'other values are valid now' },
    { fact: 'const-changed', effect: 'changes', input: 'breaking', output: 'breaking', reason: 'the one valid value is another' },
    { fact: 'required-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a property must be present' },
    { fact: 'required-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'a property may be absent' },
    {
        fact: 'property-added',
        effect: 'extends',
        input: 'effect-relevant',
        output: 'effect-relevant',
        reason: 'a new optional property: existing calls and consumers keep working',
        asymmetry: 'none: neither direction breaks (json-schema-diff calls this a removal on open objects; no caller sent it)',
    },
    {
        fact: 'property-removed',
        effect: 'widens',
        input: 'effect-relevant',
        output: 'breaking',
        reason: 'a property is no longer described: a caller\'s value is ignored, a consumer\'s read comes back empty',
        asymmetry: 'its inverse, property-added, breaks neither direction: no caller sent the new property and no consumer read it',
    },
    { fact: 'closed-property-removed', effect: 'narrows', input: 'breaking', output: 'breaking', reason: 'removed from a closed object: sending it now fails, and consumers lose it', asymmetry: 'both directions break: input rejects it, output no longer has it' },
    { fact: 'additional-properties-closed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'unknown properties are rejected now' },
    { fact: 'additional-properties-opened', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'unknown properties are allowed now' },
    { fact: 'bound-tightened', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a length, size or number bound is stricter' },
    { fact: 'bound-relaxed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'a length, size or number bound is looser' },
    { fact: 'pattern-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'strings must match a pattern' },
    { fact: 'pattern-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'strings need not match a pattern' },
    { fact: 'pattern-changed', effect: 'changes', input: 'breaking', output: 'breaking', reason: 'strings must match another pattern' },
    { fact: 'format-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a format may be asserted' },
    { fact: 'format-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'no format is promised' },
    { fact: 'format-changed', effect: 'changes', input: 'breaking', output: 'breaking', reason: 'another format may be asserted' },
    { fact: 'multiple-of-changed', effect: 'changes', input: 'breaking', output: 'breaking', reason: 'numbers must be multiples of another value' },
    { fact: 'variant-added', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'an anyOf/oneOf branch was added' },
    { fact: 'variant-removed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'an anyOf/oneOf branch was removed' },
    { fact: 'constraint-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a subschema or constraint (allOf, items, not, contains, uniqueItems, ...) was added' },
    { fact: 'constraint-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'a subschema or constraint was removed' },
    { fact: 'logic-changed', effect: 'changes', input: 'breaking', output: 'breaking', reason: 'a not/if condition changed: the direction cannot be told' },
    { fact: 'default-changed', effect: 'changes', input: 'effect-relevant', output: 'effect-relevant', reason: 'what an omitted value means changed' },
    { fact: 'annotation-changed', effect: 'annotates', input: 'cosmetic', output: 'cosmetic', reason: 'title, description, examples or comments only' },
    { fact: 'form-changed', effect: 'annotates', input: 'cosmetic', output: 'cosmetic', reason: 'rewritten without changing what is valid (nullable as a type list, enum reordered, an equivalent form)' },
    { fact: 'dialect-changed', effect: 'annotates', input: 'cosmetic', output: 'cosmetic', reason: 'the $schema dialect was declared or changed; keyword changes are reported on their own' },
    { fact: 'keyword-unclassified', effect: 'changes', input: 'effect-relevant', output: 'effect-relevant', reason: 'a keyword no rule covers changed: not provably harmless' },
    { fact: 'remote-ref', effect: 'defect', input: 'effect-relevant', output: 'effect-relevant', reason: 'a $ref outside the schema: never fetched, so it cannot be checked' },
    { fact: 'schema-invalid', effect: 'defect', input: 'breaking', output: 'breaking', reason: 'not a valid JSON Schema (ajv cannot compile it): clients that validate fail' },
    { fact: 'schema-narrowed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'json-schema-diff found values no longer valid that no keyword rule explains' },
    { fact: 'schema-widened', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'json-schema-diff found newly valid values that no keyword rule explains' },
];
function schemaRuleId(direction, fact) {
    return `${direction}-${fact}`;
}
function schemaRules() {
    return SCHEMA_FACTS.flatMap((fact) => ['input', 'output'].map((direction) => ({
        id: schemaRuleId(direction, fact.fact),
        level: fact[direction],
        applies: direction === 'input' ? 'tool inputSchema (contravariant)' : 'tool outputSchema (covariant)',
        reason: fact.reason,
    })));
}
const RULES = [...ENTITY_RULES, ...schemaRules()];
const BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));
function ruleById(id) {
    const rule = BY_ID.get(id);
    if (!rule)
        throw new Error(`unknown rule id ${id}`);
    return rule;
}

function fingerprintOf(rule, entity, pointer) {
    return createHash('sha256').update(`${rule}\u0000${entity}\u0000${pointer}`).digest('hex').slice(0, 16);
}
/** Builds a change; its level always comes from the rule table, never from the caller. */
function makeChange(rule, entity, pointer, message, before, after) {
    return {
        rule,
        level: ruleById(rule).level,
        entity,
        pointer,
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
        message,
        fingerprint: fingerprintOf(rule, entity, pointer),
    };
}

const MAX_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'];
const MIN_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'];
const ANNOTATIONS = ['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly', 'contentMediaType', 'contentEncoding', '$id', '$anchor', 'x-order'];
/** Subschema keywords compared by recursing into them. */
const RECURSE_SINGLE = ['contains', 'propertyNames', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems'];
/** Keywords handled by a dedicated comparison below (or reached through $ref, like $defs). */
const HANDLED = new Set([
    ...MAX_BOUNDS, ...MIN_BOUNDS, ...ANNOTATIONS, ...RECURSE_SINGLE,
    'type', 'nullable', 'enum', 'const', 'required', 'properties', 'additionalProperties', 'patternProperties',
    'items', 'prefixItems', 'pattern', 'format', 'multipleOf', 'uniqueItems', 'anyOf', 'oneOf', 'allOf', 'not', 'if',
    'default', '$schema', '$ref', '$defs', 'definitions', 'dependentRequired', 'dependentSchemas', 'dependencies',
]);
/**
 * Compares two JSON Schemas keyword by keyword, at any depth, following local `$ref`s
 * into `$defs`/`definitions` (recursion-safe). Never fetches anything: a non-local
 * `$ref` is a finding, not a request. Draft-07 and 2020-12 forms are both understood.
 */
function diffSchemas(before, after) {
    const findings = [];
    const context = { beforeRoot: before, afterRoot: after, findings, visiting: new Set() };
    compare(context, asNode(before), asNode(after), '');
    return findings;
}
function compare(context, before, after, pointer) {
    if (jsonEqual(before, after))
        return;
    const add = (fact, at, detail, b, a) => context.findings.push({ fact, pointer: at, detail, ...(b === undefined ? {} : { before: b }), ...(a === undefined ? {} : { after: a }) });
    if (before.$ref !== undefined || after.$ref !== undefined) {
        if (compareRefs(context, before, after, pointer, add))
            return;
    }
    compareType(before, after, pointer, add);
    compareEnum(before, after, pointer, add);
    compareValue('const', before, after, pointer, add, 'const');
    compareRequired(before, after, pointer, add);
    compareProperties(context, before, after, pointer, add);
    compareAdditional(context, before, after, pointer, add);
    compareMap(context, 'patternProperties', before, after, pointer, add);
    compareMap(context, 'dependentSchemas', before, after, pointer, add);
    compareItems(context, before, after, pointer, add);
    compareBounds(before, after, pointer, add);
    compareValue('pattern', before, after, pointer, add, 'pattern');
    compareValue('format', before, after, pointer, add, 'format');
    compareMultipleOf(before, after, pointer, add);
    compareFlag('uniqueItems', before, after, pointer, add);
    compareBranches(context, 'anyOf', before, after, pointer, add, 'variant');
    compareBranches(context, 'oneOf', before, after, pointer, add, 'variant');
    compareBranches(context, 'allOf', before, after, pointer, add, 'constraint');
    for (const keyword of ['not', 'if'])
        compareOpaque(keyword, before, after, pointer, add);
    for (const keyword of RECURSE_SINGLE)
        compareSubschema(context, keyword, before, after, pointer, add);
    for (const keyword of ['dependentRequired', 'dependencies'])
        compareOpaque(keyword, before, after, pointer, add);
    for (const keyword of ANNOTATIONS) {
        if (!jsonEqual(before[keyword], after[keyword]))
            add('annotation-changed', `${pointer}/${keyword}`, `${keyword} changed`, before[keyword], after[keyword]);
    }
    if (!jsonEqual(before.default, after.default))
        add('default-changed', `${pointer}/default`, 'default changed', before.default, after.default);
    if (!jsonEqual(before.$schema, after.$schema))
        add('dialect-changed', `${pointer}/$schema`, '$schema changed', before.$schema, after.$schema);
    for (const keyword of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (HANDLED.has(keyword) || jsonEqual(before[keyword], after[keyword]))
            continue;
        add('keyword-unclassified', `${pointer}/${pointerSegment(keyword)}`, `keyword "${keyword}" changed`, before[keyword], after[keyword]);
    }
}
/** Follows local `$ref`s; returns true when the node was fully handled here. */
function compareRefs(context, before, after, pointer, add) {
    for (const [side, node] of [['before', before], ['after', after]]) {
        const ref = node.$ref;
        if (ref !== undefined && (typeof ref !== 'string' || !isLocalRef(ref))) {
            add('remote-ref', `${pointer}/$ref`, `${side}: $ref ${JSON.stringify(ref)} points outside the schema; it was not fetched`, before.$ref, after.$ref);
            return true;
        }
    }
    const key = `${String(before.$ref)}|${String(after.$ref)}`;
    if (context.visiting.has(key))
        return true; // the same pair is already being compared further up
    context.visiting.add(key);
    try {
        const b = before.$ref === undefined ? before : { ...resolveLocal(context.beforeRoot, before.$ref), ...withoutRef(before) };
        const a = after.$ref === undefined ? after : { ...resolveLocal(context.afterRoot, after.$ref), ...withoutRef(after) };
        compare(context, b, a, pointer);
    }
    finally {
        context.visiting.delete(key);
    }
    return true;
}
function withoutRef(node) {
    const { $ref: _ref, ...rest } = node;
    return rest;
}
/** Resolves `#/...` inside the schema it belongs to; an unresolvable pointer resolves to an empty schema. */
function resolveLocal(root, ref) {
    return asNode(resolveLocalRef(root, ref));
}
function typesOf(node) {
    const type = node.type;
    if (type === undefined)
        return node.nullable === true ? undefined : undefined;
    const types = new Set(Array.isArray(type) ? type : [type]);
    if (node.nullable === true)
        types.add('null');
    return types;
}
/** Is every type of `inner` valid under `outer`? (integer is a subset of number) */
function typesWithin(inner, outer) {
    return [...inner].every((t) => outer.has(t) || (t === 'integer' && outer.has('number')));
}
function compareType(before, after, pointer, add) {
    const b = typesOf(before);
    const a = typesOf(after);
    if (!b && !a)
        return;
    const at = `${pointer}/type`;
    if (!b)
        return add('type-added', at, `type ${list(a)} is required now`, undefined, after.type);
    if (!a)
        return add('type-removed', at, `the type constraint ${list(b)} is gone`, before.type, undefined);
    const within = typesWithin(a, b);
    const contains = typesWithin(b, a);
    if (within && contains)
        return;
    if (within)
        return add('type-narrowed', at, `type ${list(b)} narrowed to ${list(a)}`, before.type, after.type);
    if (contains)
        return add('type-widened', at, `type ${list(b)} widened to ${list(a)}`, before.type, after.type);
    add('type-changed', at, `type ${list(b)} changed to ${list(a)}`, before.type, after.type);
}
function compareEnum(before, after, pointer, add) {
    const b = before.enum;
    const a = after.enum;
    if (jsonEqual(b, a))
        return;
    const at = `${pointer}/enum`;
    if (!Array.isArray(b) && Array.isArray(a))
        return add('enum-added', at, `values are limited to ${values(a)}`, b, a);
    if (Array.isArray(b) && !Array.isArray(a))
        return add('enum-removed', at, `the list of values ${values(b)} is gone`, b, a);
    if (!Array.isArray(b) || !Array.isArray(a))
        return add('keyword-unclassified', at, 'enum is not a list', b, a);
    const had = new Set(b.map(canonicalJson));
    const has = new Set(a.map(canonicalJson));
    const removed = b.filter((v) => !has.has(canonicalJson(v)));
    const added = a.filter((v) => !had.has(canonicalJson(v)));
    if (removed.length)
        add('enum-value-removed', at, `value${removed.length > 1 ? 's' : ''} ${values(removed)} removed`, b, a);
    if (added.length)
        add('enum-value-added', at, `value${added.length > 1 ? 's' : ''} ${values(added)} added`, b, a);
    if (!removed.length && !added.length)
        add('form-changed', at, 'enum values reordered', b, a);
}
/** A keyword with one value: added narrows, removed widens, a different value changes. */
function compareValue(keyword, before, after, pointer, add, fact) {
    const b = before[keyword];
    const a = after[keyword];
    if (jsonEqual(b, a))
        return;
    const at = `${pointer}/${keyword}`;
    if (b === undefined)
        return add(`${fact}-added`, at, `${keyword} ${JSON.stringify(a)} added`, b, a);
    if (a === undefined)
        return add(`${fact}-removed`, at, `${keyword} ${JSON.stringify(b)} removed`, b, a);
    add(`${fact}-changed`, at, `${keyword} ${JSON.stringify(b)} changed to ${JSON.stringify(a)}`, b, a);
}
function compareRequired(before, after, pointer, add) {
    const b = new Set(stringList(before.required));
    const a = new Set(stringList(after.required));
    const at = `${pointer}/required`;
    for (const name of a)
        if (!b.has(name))
            add('required-added', at, `property "${name}" is required now`, undefined, name);
    for (const name of b)
        if (!a.has(name))
            add('required-removed', at, `property "${name}" is no longer required`, name, undefined);
}
function compareProperties(context, before, after, pointer, add) {
    const b = isSchemaObject(before.properties) ? before.properties : {};
    const a = isSchemaObject(after.properties) ? after.properties : {};
    for (const name of union$1(Object.keys(b), Object.keys(a))) {
        const at = `${pointer}/properties/${pointerSegment(name)}`;
        if (!(name in a)) {
            const closed = after.additionalProperties === false;
            add(closed ? 'closed-property-removed' : 'property-removed', at, `property "${name}" removed${closed ? ' from a closed object' : ''}`, b[name], undefined);
        }
        else if (!(name in b)) {
            add('property-added', at, `property "${name}" added`, undefined, a[name]);
        }
        else {
            compare(context, asNode(b[name]), asNode(a[name]), at);
        }
    }
}
function compareAdditional(context, before, after, pointer, add) {
    const b = before.additionalProperties;
    const a = after.additionalProperties;
    if (jsonEqual(b, a))
        return;
    const at = `${pointer}/additionalProperties`;
    const closedBefore = b === false;
    const closedAfter = a === false;
    if (!closedBefore && closedAfter)
        return add('additional-properties-closed', at, 'the object is closed: unknown properties are rejected', b, a);
    if (closedBefore && !closedAfter)
        return add('additional-properties-opened', at, 'the object is open: unknown properties are allowed', b, a);
    compareSubschema(context, 'additionalProperties', before, after, pointer, add);
}
function compareMap(context, keyword, before, after, pointer, add) {
    const b = isSchemaObject(before[keyword]) ? before[keyword] : {};
    const a = isSchemaObject(after[keyword]) ? after[keyword] : {};
    for (const key of union$1(Object.keys(b), Object.keys(a))) {
        const at = `${pointer}/${keyword}/${pointerSegment(key)}`;
        if (!(key in a))
            add('constraint-removed', at, `${keyword} "${key}" removed`, b[key], undefined);
        else if (!(key in b))
            add('constraint-added', at, `${keyword} "${key}" added`, undefined, a[key]);
        else
            compare(context, asNode(b[key]), asNode(a[key]), at);
    }
}
function compareItems(context, before, after, pointer, add) {
    // Tuple forms: draft-07 `items: [...]`, 2020-12 `prefixItems: [...]`.
    const tuple = (node) => (Array.isArray(node.prefixItems) ? node.prefixItems : Array.isArray(node.items) ? node.items : undefined);
    const bt = tuple(before);
    const at = tuple(after);
    if (bt || at) {
        const keyword = Array.isArray(after.prefixItems) || Array.isArray(before.prefixItems) ? 'prefixItems' : 'items';
        const b = bt ?? [];
        const a = at ?? [];
        for (let i = 0; i < Math.max(b.length, a.length); i++) {
            const here = `${pointer}/${keyword}/${i}`;
            if (i >= a.length)
                add('constraint-removed', here, `tuple position ${i} no longer described`, b[i], undefined);
            else if (i >= b.length)
                add('constraint-added', here, `tuple position ${i} described`, undefined, a[i]);
            else
                compare(context, asNode(b[i]), asNode(a[i]), here);
        }
    }
    const single = (node) => (Array.isArray(node.items) ? undefined : node.items);
    const bs = single(before);
    const as = single(after);
    if (bs === undefined && as === undefined)
        return;
    compareSubschema(context, 'items', { items: bs }, { items: as }, pointer, add);
}
function compareBounds(before, after, pointer, add) {
    for (const keyword of [...MAX_BOUNDS, ...MIN_BOUNDS]) {
        const b = before[keyword];
        const a = after[keyword];
        if (jsonEqual(b, a))
            continue;
        const at = `${pointer}/${keyword}`;
        if ((b !== undefined && typeof b !== 'number') || (a !== undefined && typeof a !== 'number')) {
            add('keyword-unclassified', at, `${keyword} is not a number (draft-04 form?)`, b, a);
            continue;
        }
        const isMax = MAX_BOUNDS.includes(keyword);
        const tighter = b === undefined || (a !== undefined && (isMax ? a < b : a > b));
        const describe = b === undefined ? `${keyword} ${a} added` : a === undefined ? `${keyword} ${b} removed` : `${keyword} ${b} → ${a}`;
        add(tighter ? 'bound-tightened' : 'bound-relaxed', at, describe, b, a);
    }
}
function compareMultipleOf(before, after, pointer, add) {
    const b = before.multipleOf;
    const a = after.multipleOf;
    if (jsonEqual(b, a))
        return;
    const at = `${pointer}/multipleOf`;
    if (b === undefined)
        return add('constraint-added', at, `multipleOf ${a} added`, b, a);
    if (a === undefined)
        return add('constraint-removed', at, `multipleOf ${b} removed`, b, a);
    add('multiple-of-changed', at, `multipleOf ${b} → ${a}`, b, a);
}
function compareFlag(keyword, before, after, pointer, add) {
    const b = before[keyword] === true;
    const a = after[keyword] === true;
    if (b === a)
        return;
    add(a ? 'constraint-added' : 'constraint-removed', `${pointer}/${keyword}`, `${keyword} ${a ? 'set' : 'unset'}`, before[keyword], after[keyword]);
}
/** anyOf/oneOf/allOf: equal branches are matched first, the rest pairwise by position, leftovers are added or removed. */
function compareBranches(context, keyword, before, after, pointer, add, kind) {
    const b = Array.isArray(before[keyword]) ? before[keyword] : undefined;
    const a = Array.isArray(after[keyword]) ? after[keyword] : undefined;
    if (jsonEqual(b, a))
        return;
    const at = `${pointer}/${keyword}`;
    if (!b)
        return add('constraint-added', at, `${keyword} added`, undefined, a);
    if (!a)
        return add('constraint-removed', at, `${keyword} removed`, b, undefined);
    const unmatchedAfter = a.map((schema, index) => ({ schema, index }));
    const unmatchedBefore = [];
    b.forEach((schema, index) => {
        const match = unmatchedAfter.findIndex((candidate) => jsonEqual(candidate.schema, schema));
        if (match === -1)
            unmatchedBefore.push({ schema, index });
        else
            unmatchedAfter.splice(match, 1);
    });
    const pairs = Math.min(unmatchedBefore.length, unmatchedAfter.length);
    for (let i = 0; i < pairs; i++) {
        compare(context, asNode(unmatchedBefore[i].schema), asNode(unmatchedAfter[i].schema), `${at}/${unmatchedAfter[i].index}`);
    }
    for (const extra of unmatchedBefore.slice(pairs))
        add(`${kind}-removed`, `${at}/${extra.index}`, `${keyword} branch ${extra.index} removed`, extra.schema, undefined);
    for (const extra of unmatchedAfter.slice(pairs))
        add(`${kind}-added`, `${at}/${extra.index}`, `${keyword} branch ${extra.index} added`, undefined, extra.schema);
}
/** not/if and dependency maps: added narrows, removed widens, changed cannot be given a direction. */
function compareOpaque(keyword, before, after, pointer, add) {
    const b = before[keyword];
    const a = after[keyword];
    if (jsonEqual(b, a))
        return;
    const at = `${pointer}/${keyword}`;
    if (b === undefined)
        return add('constraint-added', at, `${keyword} added`, b, a);
    if (a === undefined)
        return add('constraint-removed', at, `${keyword} removed`, b, a);
    add('logic-changed', at, `${keyword} changed`, b, a);
}
function compareSubschema(context, keyword, before, after, pointer, add) {
    const b = before[keyword];
    const a = after[keyword];
    if (jsonEqual(b, a))
        return;
    const at = `${pointer}/${keyword}`;
    const bAny = b === undefined || b === true || (isSchemaObject(b) && Object.keys(b).length === 0);
    const aAny = a === undefined || a === true || (isSchemaObject(a) && Object.keys(a).length === 0);
    if (bAny && aAny)
        return;
    if (bAny)
        return add('constraint-added', at, `${keyword} constrained`, b, a);
    if (aAny)
        return add('constraint-removed', at, `${keyword} no longer constrained`, b, a);
    compare(context, asNode(b), asNode(a), at);
}
/** Boolean schemas as objects: true accepts anything, false nothing. */
function asNode(schema) {
    if (schema === true || schema === undefined)
        return {};
    if (schema === false)
        return { not: {} };
    return isSchemaObject(schema) ? schema : { const: schema };
}
function union$1(a, b) {
    return [...new Set([...a, ...b])].sort();
}
function stringList(value) {
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
}
function list(types) {
    return [...types].sort().join('|');
}
function values(items) {
    const shown = items.slice(0, 8).map((v) => JSON.stringify(v)).join(', ');
    return items.length > 8 ? `${shown}, … (${items.length} in all)` : shown;
}

const SIGNALS = [
    // Bounded: a text full of unclosed "<!--" must stay linear.
    { label: 'hidden HTML comment', pattern: /<!--[\s\S]{0,300}?-->|<!--/g },
    { label: 'hidden tag', pattern: /<\/?\s*(important|system|instructions?|secret|hidden|admin|assistant|user|context|tool_call|prompt)\b[^>]*>/gi },
    { label: 'model directive marker', pattern: /\[(INST|SYSTEM)\]|<\|im_start\|>|^\s*(system|assistant)\s*:/gim },
    { label: 'override of earlier instructions', pattern: /\b(ignore|disregard|forget|override)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|other|system)\b[^.\n]{0,20}\b(instructions?|prompts?|rules?|messages?|context)\b/gi },
    { label: 'reference to secrets', pattern: /\b(api[_ -]?keys?|secret(s|_key)?|passwords?|passphrases?|credentials?|private[_ -]?keys?|access[_ -]?tokens?|bearer tokens?|session cookies?)\b/gi },
    { label: 'reference to local files', pattern: /(~\/|\$HOME\b|%USERPROFILE%|\/etc\/(passwd|shadow)|\.ssh\b|id_rsa|id_ed25519|\.aws\/|\.env\b|\.npmrc|\.netrc|mcp\.json|\.cursor\/|claude_desktop_config)/gi },
    { label: 'invisible or bidirectional character', pattern: /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g },
    { label: 'directive to keep something from the user', pattern: /\b(do not|don't|never|without)\b[^.\n]{0,30}\b(tell|telling|mention|mentioning|inform|informing|reveal|revealing|show|showing|notify|notifying|alert|alerting)\b[^.\n]{0,30}\b(user|human|them)\b|\bnever mention\b|\bsecretly\b|\bsilently\b|\bcovertly\b/gi },
    { label: 'directive to call a tool', pattern: /\b(always|first|also|then|must|before|after)\b[^.\n]{0,20}\b(call|invoke|run|use|execute)\b[^.\n]{0,30}\b(tool|function|share_\w+|send_\w+|\w+_\w+)\b/gi },
    { label: 'exfiltration target', pattern: /\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\bhttps?:\/\/[^\s)"'<>]+/gi },
];
/** The signals found in a text, each as "label: excerpt". */
function riskEvidence(text) {
    if (!text)
        return [];
    const found = new Set();
    for (const signal of SIGNALS) {
        for (const match of text.matchAll(signal.pattern))
            found.add(`${signal.label}: ${visible(match[0])}`);
    }
    return [...found].sort();
}
/** Evidence that `after` has and `before` had not. */
function gainedEvidence(before, after) {
    const had = new Set(riskEvidence(before));
    return riskEvidence(after).filter((item) => !had.has(item));
}
/** Shows invisible characters as code points, and keeps excerpts short. */
function visible(excerpt) {
    const shown = excerpt.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g, (c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
    const flat = shown.replace(/\s+/g, ' ').trim();
    return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}

const KIND_PREFIX = { tool: 'tool', resource: 'resource', resourceTemplate: 'resource-template', prompt: 'prompt' };
const ADDED_RULE = { tool: 'tool-added', resource: 'resource-added', resourceTemplate: 'resource-template-added', prompt: 'prompt-added' };
const REMOVED_RULE = { tool: 'tool-removed', resource: 'resource-removed', resourceTemplate: 'resource-template-removed', prompt: 'prompt-removed' };
/** Classifies every difference between two contracts. Pure: plain data in, plain data out. */
function compareContracts(before, after) {
    const changes = [];
    const schemaPairs = [];
    compareProtocol(before, after, changes);
    compareServerInfo(before.serverInfo ?? {}, after.serverInfo ?? {}, changes);
    compareCapabilities(before, after, changes);
    compareInstructions(before, after, changes);
    for (const { collection, kind } of COLLECTIONS) {
        compareCollection(kind, collection, before[collection], after[collection], { changes, schemaPairs, tools: Object.keys(after.tools) });
    }
    return { changes: changes.sort(byPosition), schemaPairs };
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
        const [b, a] = [before[key], after[key]];
        if (key === 'name')
            changes.push(makeChange('server-name-changed', 'server', pointer, `server name ${show(b)} → ${show(a)}`, b, a));
        else if (key === 'version')
            changes.push(makeChange('server-version-changed', 'server', pointer, `server version ${show(b)} → ${show(a)}`, b, a));
        else if (key === 'title' || key === 'description')
            changes.push(textChange(key, 'server', pointer, b, a, []));
        else if (key === 'icons')
            changes.push(makeChange('icons-changed', 'server', pointer, 'server icons changed', b, a));
        else
            changes.push(makeChange('server-info-changed', 'server', pointer, `server ${key} changed`, b, a));
    }
}
/** Capabilities as dot paths; only the top-most added or removed path is reported. */
function compareCapabilities(before, after, changes) {
    const walk = (b, a, path) => {
        const pointer = `/capabilities/${path.map(pointerSegment).join('/')}`;
        const name = path.join('.');
        if (b === undefined)
            return void changes.push(makeChange('capability-added', 'capabilities', pointer, `capability ${name} added`, undefined, a));
        if (a === undefined)
            return void changes.push(makeChange('capability-removed', 'capabilities', pointer, `capability ${name} removed`, b, undefined));
        if (isObject(b) && isObject(a)) {
            for (const key of union(b, a))
                walk(b[key], a[key], [...path, key]);
        }
        else if (!jsonEqual(b, a)) {
            changes.push(makeChange('capability-changed', 'capabilities', pointer, `capability ${name} changed`, b, a));
        }
    };
    for (const key of union(before.capabilities, after.capabilities))
        walk(before.capabilities[key], after.capabilities[key], [key]);
}
function compareInstructions(before, after, changes) {
    const b = before.instructions?.text;
    const a = after.instructions?.text;
    if (b === a)
        return;
    const evidence = gainedEvidence(b, a);
    const rule = evidence.length ? 'instructions-poisoned' : 'instructions-changed';
    const what = b === undefined ? 'added' : a === undefined ? 'removed' : 'changed';
    const message = evidence.length ? `server instructions ${what} and gained ${evidence.join('; ')}` : `server instructions ${what}`;
    changes.push(makeChange(rule, 'instructions', '/instructions', message, b, a));
}
function compareCollection(kind, collection, before, after, out) {
    const { changes, schemaPairs } = out;
    const removed = Object.keys(before).filter((key) => !(key in after));
    const added = Object.keys(after).filter((key) => !(key in before));
    for (const key of removed) {
        const twin = added.find((candidate) => looksRenamed(before[key], after[candidate]));
        const hint = twin === undefined ? '' : ` (looks renamed to ${show(twin)})`;
        changes.push(makeChange(REMOVED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} removed${hint}`, before[key].definition, undefined));
    }
    for (const key of added) {
        const twin = removed.find((candidate) => looksRenamed(before[candidate], after[key]));
        const hint = twin === undefined ? '' : ` (looks like a rename of ${show(twin)})`;
        const definition = after[key].definition;
        // A new entity's text is new to every host: say what instruction-like content it brings.
        const evidence = [...riskEvidence(stringOf(definition.title)), ...riskEvidence(stringOf(definition.description))];
        const carries = evidence.length ? `; its text has ${[...new Set(evidence)].join('; ')}` : '';
        changes.push(makeChange(ADDED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} added${hint}${carries}`, undefined, definition));
    }
    for (const key of Object.keys(after)) {
        const b = before[key];
        const a = after[key];
        if (!b || b.digest === a.digest)
            continue;
        const scope = { kind, entity: entityName(kind, key), base: `/${collection}/${pointerSegment(key)}/definition`, changes, schemaPairs };
        // Other tools of the server: a description that starts naming one steers the model toward it.
        const otherTools = out.tools.filter((name) => entityName('tool', name) !== scope.entity);
        compareDefinition(scope, b.definition, a.definition, otherTools);
    }
}
/** Same definition apart from the identity: a removal plus an addition that is probably a rename. */
function looksRenamed(before, after) {
    const strip = (definition) => canonicalJson({ ...definition, name: null, uri: null, uriTemplate: null, title: null });
    return strip(before.definition) === strip(after.definition);
}
function compareDefinition(scope, before, after, otherNames) {
    const { changes, entity, base } = scope;
    for (const key of union(before, after)) {
        const [b, a] = [before[key], after[key]];
        if (jsonEqual(b, a))
            continue;
        const pointer = `${base}/${pointerSegment(key)}`;
        if (key === 'title' || key === 'description')
            changes.push(textChange(key, entity, pointer, b, a, otherNames));
        else if (key === 'icons')
            changes.push(makeChange('icons-changed', entity, pointer, 'icons changed', b, a));
        else if (scope.kind === 'tool' && (key === 'inputSchema' || key === 'outputSchema'))
            compareToolSchema(scope, key, b, a);
        else if (scope.kind === 'tool' && key === 'annotations')
            compareAnnotations(scope, asObject(b), asObject(a));
        else if (scope.kind === 'tool' && key === 'execution')
            changes.push(makeChange('tool-task-support-changed', entity, pointer, `execution ${show(b)} → ${show(a)}`, b, a));
        else if (scope.kind === 'prompt' && key === 'arguments')
            comparePromptArguments(scope, b, a, otherNames);
        else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'mimeType')
            changes.push(makeChange('resource-mime-type-changed', entity, pointer, `MIME type ${show(b)} → ${show(a)}`, b, a));
        else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'name')
            changes.push(makeChange('resource-name-changed', entity, pointer, `name ${show(b)} → ${show(a)}`, b, a));
        else if (scope.kind === 'resource' && key === 'size')
            changes.push(makeChange('resource-size-changed', entity, pointer, `size ${show(b)} → ${show(a)}`, b, a));
        else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'annotations')
            changes.push(makeChange('resource-annotations-changed', entity, pointer, 'annotations (audience, priority) changed', b, a));
        else
            changes.push(makeChange('field-changed-unclassified', entity, pointer, `field ${show(key)} changed, and no rule covers it`, b, a));
    }
}
/** A title or description: cosmetic unless it gained instruction-like content. */
function textChange(key, entity, pointer, before, after, otherTools, where) {
    const b = typeof before === 'string' ? before : undefined;
    const a = typeof after === 'string' ? after : undefined;
    const evidence = [...gainedEvidence(b, a), ...gainedToolMentions(b, a, otherTools)];
    const label = where ? `${where}: ${key}` : key;
    if (evidence.length)
        return makeChange('description-poisoned', entity, pointer, `${label} gained ${evidence.join('; ')}`, before, after);
    const what = before === undefined ? 'added' : after === undefined ? 'removed' : 'reworded';
    return makeChange(key === 'title' ? 'title-changed' : 'description-changed', entity, pointer, `${label} ${what}`, before, after);
}
/** A description that starts naming another tool of the same server is steering the model toward it. */
function gainedToolMentions(before, after, tools) {
    if (!after)
        return [];
    return tools
        .filter((name) => name.length > 2 && mentions(after, name) && !(before && mentions(before, name)))
        .map((name) => `mention of another tool: ${name}`);
}
function mentions(text, name) {
    return new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(text);
}
const HINT_RULES = {
    readOnlyHint: 'tool-read-only-hint-changed',
    destructiveHint: 'tool-destructive-hint-changed',
    idempotentHint: 'tool-idempotent-hint-changed',
    openWorldHint: 'tool-open-world-hint-changed',
};
const HINT_DEFAULTS = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
/** Annotations are compared through the spec defaults (normalisation removed stated defaults). */
function compareAnnotations(scope, before, after) {
    for (const key of union(before, after)) {
        const [b, a] = [before[key], after[key]];
        if (jsonEqual(b, a))
            continue;
        const pointer = `${scope.base}/annotations/${pointerSegment(key)}`;
        const hintRule = HINT_RULES[key];
        if (hintRule) {
            const effective = (v) => (v === undefined ? HINT_DEFAULTS[key] : v);
            scope.changes.push(makeChange(hintRule, scope.entity, pointer, `${key} ${show(effective(b))} → ${show(effective(a))}`, effective(b), effective(a)));
        }
        else if (key === 'title') {
            const change = textChange('title', scope.entity, pointer, b, a, []);
            scope.changes.push(change.rule === 'title-changed' ? makeChange('tool-annotation-title-changed', scope.entity, pointer, change.message, b, a) : change);
        }
        else {
            scope.changes.push(makeChange('field-changed-unclassified', scope.entity, pointer, `annotation ${show(key)} changed, and no rule covers it`, b, a));
        }
    }
}
function compareToolSchema(scope, key, before, after) {
    const direction = key === 'inputSchema' ? 'input' : 'output';
    const pointer = `${scope.base}/${key}`;
    if (before === undefined)
        return void scope.changes.push(makeChange('tool-output-schema-added', scope.entity, pointer, 'outputSchema added: structured output is promised now', undefined, after));
    if (after === undefined)
        return void scope.changes.push(makeChange('tool-output-schema-removed', scope.entity, pointer, 'outputSchema removed: structured output is no longer promised', before, undefined));
    const validity = checkSchemaCompiles(after);
    if (validity && !checkSchemaCompiles(before)) {
        scope.changes.push(makeChange(schemaRuleId(direction, 'schema-invalid'), scope.entity, pointer, `${key} is not a valid JSON Schema: ${validity}`, undefined, undefined));
    }
    const findings = diffSchemas(before, after);
    // The bytes differ (or we would not be here): a change in form only is still reported, never silent.
    if (findings.length === 0)
        findings.push({ fact: 'form-changed', pointer: '', detail: 'rewritten without changing what is valid' });
    for (const finding of findings) {
        const at = `${pointer}${finding.pointer}`;
        const where = `${key}${parentOf(finding.pointer)}`;
        if (finding.fact === 'annotation-changed' && /\/(description|title)$/.test(finding.pointer)) {
            scope.changes.push(textChange(finding.pointer.endsWith('title') ? 'title' : 'description', scope.entity, at, finding.before, finding.after, [], where));
            continue;
        }
        scope.changes.push(makeChange(schemaRuleId(direction, finding.fact), scope.entity, at, `${where}: ${finding.detail}`, finding.before, finding.after));
    }
    if (needsOracle(findings)) {
        const effects = findings.map((finding) => effectOf(finding.fact));
        scope.schemaPairs.push({
            entity: scope.entity,
            direction,
            pointer,
            before,
            after,
            knownNarrowing: effects.some((effect) => effect === 'narrows' || effect === 'changes'),
            knownWidening: effects.some((effect) => effect === 'widens' || effect === 'changes'),
            addsProperty: findings.some((finding) => finding.fact === 'property-added'),
        });
    }
}
/** Facts whose direction the keyword rules cannot tell. */
const DIRECTIONLESS = new Set(['keyword-unclassified', 'logic-changed', 'dialect-changed', 'remote-ref']);
const COMBINATOR = /\/(anyOf|oneOf|allOf|not|if|then|else)(\/|$)/;
/**
 * The keyword rules are exact for a change local to one keyword. Under anyOf/oneOf/allOf/not/if
 * the valid set depends on the branches together, and some keywords have no direction: there the
 * set-based verdict of json-schema-diff adds what the rules cannot know.
 */
function needsOracle(findings) {
    return findings.some((finding) => DIRECTIONLESS.has(finding.fact) || (COMBINATOR.test(finding.pointer) && effectOf(finding.fact) !== 'annotates'));
}
function effectOf(fact) {
    if (DIRECTIONLESS.has(fact))
        return 'unknown';
    return SCHEMA_FACTS.find((known) => known.fact === fact)?.effect ?? 'unknown';
}
function comparePromptArguments(scope, before, after, otherNames) {
    const byName = (list) => new Map((Array.isArray(list) ? list : []).map((arg) => [String(arg.name), arg]));
    const b = byName(before);
    const a = byName(after);
    const base = `${scope.base}/arguments`;
    for (const name of [...new Set([...b.keys(), ...a.keys()])].sort()) {
        const [ba, aa] = [b.get(name), a.get(name)];
        const pointer = `${base}/${pointerSegment(name)}`;
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
            for (const key of union(ba, aa)) {
                if (key === 'name' || key === 'required' || jsonEqual(ba[key], aa[key]))
                    continue;
                const at = `${pointer}/${pointerSegment(key)}`;
                if (key === 'description' || key === 'title')
                    scope.changes.push(textChange(key, scope.entity, at, ba[key], aa[key], otherNames));
                else
                    scope.changes.push(makeChange('field-changed-unclassified', scope.entity, at, `${label}: field ${show(key)} changed, and no rule covers it`, ba[key], aa[key]));
            }
        }
    }
}
/** `/properties/limit/maximum` -> ` at /properties/limit`; the schema root -> ``. */
function parentOf(pointer) {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    return parent ? ` at ${parent}` : '';
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
function asObject(value) {
    return isObject(value) ? value : {};
}
/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/**
 * Asks json-schema-diff, off the main thread and under one deadline, about the schema pairs
 * the keyword rules cannot judge alone (combinators, directionless keywords). A narrowing or
 * widening it finds that no rule reported becomes a change of its own. A timeout or a refusal
 * leaves the rules' verdict standing and says so in a note.
 */
async function consultOracle(pairs, deadlineMs) {
    const prepared = pairs.map((pair) => ({ pair, ...prepare(pair) }));
    // Servers repeat schemas (shared types): each distinct pair is asked once.
    const questions = new Map();
    const keyOf = new Map();
    for (const entry of prepared) {
        if (entry.skip !== undefined)
            continue;
        const key = canonicalJson([entry.before, entry.after]);
        keyOf.set(entry, key);
        if (!questions.has(key))
            questions.set(key, { id: questions.size, before: entry.before, after: entry.after });
    }
    const answers = questions.size ? await askWorkers([...questions.values()], deadlineMs) : new Map();
    const changes = [];
    const notes = [];
    prepared.forEach((entry) => {
        const where = `${entry.pair.entity} ${entry.pair.direction}Schema`;
        if (entry.skip !== undefined)
            return void notes.push(`json-schema-diff not run on ${where}: ${entry.skip}; the keyword rules' verdict stands`);
        const outcome = answers.get(questions.get(keyOf.get(entry)).id) ?? { kind: 'timeout' };
        if (outcome.kind === 'timeout')
            return void notes.push(`json-schema-diff timed out after ${deadlineMs} ms on ${where}; the keyword rules' verdict stands`);
        if (outcome.kind !== 'answered')
            return void notes.push(`json-schema-diff failed on ${where} (${'reason' in outcome ? outcome.reason : ''}); the keyword rules' verdict stands`);
        const { knownNarrowing, knownWidening, addsProperty } = entry.pair;
        if (outcome.removalsFound && !knownNarrowing && !addsProperty)
            changes.push(oracleChange(entry.pair, 'schema-narrowed'));
        if (outcome.additionsFound && !knownWidening)
            changes.push(oracleChange(entry.pair, 'schema-widened'));
    });
    return { changes, notes };
}
function oracleChange(pair, fact) {
    const what = fact === 'schema-narrowed' ? 'values that were valid are not' : 'values that were invalid are valid';
    return makeChange(schemaRuleId(pair.direction, fact), pair.entity, pair.pointer, `${pair.direction}Schema: json-schema-diff found ${what}, which no keyword rule explains`, pair.before, pair.after);
}
/** json-schema-diff throws on `$schema` 2020-12 and follows any `$ref`: normalise, and refuse what it must not see. */
function prepare(pair) {
    for (const schema of [pair.before, pair.after]) {
        const refs = collectRefs(schema);
        if (refs.some((ref) => !isLocalRef(ref)))
            return { skip: 'a $ref points outside the schema (never fetched)' };
        if (refs.length > 0 && isRecursive(schema))
            return { skip: 'the schema is recursive' };
    }
    return { before: withoutDialect(pair.before), after: withoutDialect(pair.after) };
}
function withoutDialect(schema) {
    if (!isSchemaObject(schema))
        return schema;
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    return rest;
}
/** Does following local `$ref`s from the root ever come back to a pointer already on the path? */
function isRecursive(root) {
    const resolve = (ref) => (isLocalRef(ref) ? resolveLocalRef(root, ref) : undefined);
    const visit = (node, path) => {
        for (const ref of collectRefs(node)) {
            if (path.has(ref))
                return true;
            if (visit(resolve(ref), new Set([...path, ref])))
                return true;
        }
        return false;
    };
    return visit(root, new Set());
}
/** dist/oracle-worker.js beside the bundle; from the TypeScript sources (tests), the .ts file through tsx. */
function startWorker() {
    const here = import.meta.url;
    if (!here.endsWith('.ts'))
        return new Worker(fileURLToPath(new URL('./oracle-worker.js', here)));
    const source = new URL('./oracle-worker.ts', here).href;
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, { eval: true });
}
/** Spreads the questions over a small pool of workers (one per core, at most two); all share one deadline. */
async function askWorkers(requests, deadlineMs) {
    const size = Math.max(1, Math.min(2, availableParallelism(), requests.length));
    const shares = Array.from({ length: size }, (_, index) => requests.filter((_request, i) => i % size === index));
    const deadline = Date.now() + deadlineMs;
    const answers = await Promise.all(shares.map((share) => askWorker(share, deadline)));
    return new Map(answers.flatMap((map) => [...map]));
}
function askWorker(requests, deadline) {
    const answers = new Map();
    const worker = startWorker();
    return new Promise((resolve) => {
        const finish = () => {
            clearTimeout(timer);
            void worker.terminate();
            resolve(answers);
        };
        const timer = setTimeout(finish, Math.max(0, deadline - Date.now()));
        worker.on('message', (reply) => {
            answers.set(reply.id, reply.error === undefined ? { kind: 'answered', additionsFound: Boolean(reply.additionsFound), removalsFound: Boolean(reply.removalsFound) } : { kind: 'error', reason: reply.error });
            if (answers.size === requests.length)
                finish();
        });
        worker.on('error', (error) => {
            for (const request of requests)
                if (!answers.has(request.id))
                    answers.set(request.id, { kind: 'error', reason: error.message });
            finish();
        });
        for (const request of requests)
            worker.postMessage(request);
    });
}

/** Classifies all changes between two contracts, the json-schema-diff oracle included. */
async function classify(before, after, oracleDeadlineMs = DEFAULTS.oracleTimeoutMs) {
    const comparison = compareContracts(before, after);
    const oracle = await consultOracle(comparison.schemaPairs, oracleDeadlineMs);
    return { changes: [...comparison.changes, ...oracle.changes], notes: oracle.notes };
}
/**
 * Drift: the live server against its golden contract. The golden file is read, never written.
 * The live contract is redacted as `update` would write it, so a secret the server says compares equal.
 */
async function checkServer(server, options, env) {
    const contractFile = options.contractFile ?? server.contract;
    const outcome = { name: server.name, contractFile, changes: [], notes: [] };
    try {
        const golden = await readContract(contractFile); // a broken golden file fails before the server is started
        const inspection = await inspectServer(server, env, { recordBodies: options.recordBodies });
        const { evidence, transcript } = inspection;
        const live = redactContract(inspection.contract, options.redactor ?? new Redactor());
        const classified = await classify(golden, live, server.oracleTimeoutMs);
        return { ...outcome, golden, current: live, ...classified, evidence, transcript };
    }
    catch (error) {
        if (!(error instanceof GateError))
            throw error;
        const transcript = error instanceof DiscoveryError ? error.transcript : undefined;
        return { ...outcome, error: { exitCode: error.exitCode, message: error.message }, ...(transcript ? { transcript } : {}) };
    }
}

const REPORT_FORMAT = 'mcp-contract-report';
const REPORT_FORMAT_VERSION = 1;
function countLevels(changes) {
    const counts = Object.fromEntries(LEVELS.map((level) => [level, 0]));
    for (const change of changes)
        counts[change.level]++;
    return counts;
}
/** Builds the report; paths are relative to `cwd` so the same run gives the same bytes anywhere. */
function buildReport(outcomes, failOn, cwd) {
    const servers = outcomes.map((outcome) => ({
        name: outcome.name,
        contract: relative(cwd, outcome.contractFile).split('\\').join('/') || outcome.contractFile,
        status: outcome.error ? 'error' : 'compared',
        ...(outcome.error ? { error: outcome.error } : {}),
        ...(outcome.current ? { protocol: outcome.current.protocol, capabilities: outcome.current.capabilities } : {}),
        highest: highestLevel(outcome.changes.map((c) => c.level)),
        counts: countLevels(outcome.changes),
        changes: outcome.changes,
        notes: outcome.notes,
        ...(outcome.evidence?.length ? { evidence: outcome.evidence } : {}),
        ...(outcome.review ? { review: reviewReport(outcome.review) } : {}),
    }));
    return assembleReport(servers, failOn);
}
/** The top level from the servers' parts: counts, highest level, verdict (unapproved breaking intended changes fail). */
function assembleReport(servers, failOn) {
    const all = servers.flatMap((server) => server.changes);
    const highest = highestLevel(all.map((c) => c.level));
    const unapproved = servers.some((server) => (server.review?.unapproved.length ?? 0) > 0);
    // Failing evidence (policy, lifecycle, probes) weighs like a change of its level.
    const evidenceLevels = servers.flatMap((server) => (server.evidence ?? []).flatMap((e) => (e.status === 'fail' && e.level ? [e.level] : [])));
    const weighed = highestLevel([...all.map((c) => c.level), ...evidenceLevels]);
    const verdict = verdictOf(weighed, failOn, servers.some((s) => s.status === 'error'));
    return {
        format: REPORT_FORMAT,
        formatVersion: REPORT_FORMAT_VERSION,
        verdict: verdict === 'pass' && unapproved ? 'fail' : verdict,
        failOn,
        highest,
        counts: countLevels(all),
        servers,
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
        ...(review.note ? { note: review.note } : {}),
    };
}
function reportJson(report) {
    // Sorted keys, LF, trailing newline: the same run gives the same bytes.
    return `${JSON.stringify(sortKeysDeep(report), null, 2)}\n`;
}
/** Errors outrank the verdict: a golden-file or config problem (2) before a discovery failure (3). */
function exitCodeOf(report) {
    const errors = report.servers.flatMap((server) => (server.error ? [server.error.exitCode] : []));
    if (errors.includes(ExitCode.usage))
        return ExitCode.usage;
    if (errors.length > 0)
        return errors[0];
    return report.verdict === 'fail' ? ExitCode.gateFailed : ExitCode.pass;
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
 * removes control characters: a tool description cannot move the cursor or forge lines.
 */
function renderTerminal(report, title, colour) {
    const paint = (key, text) => (colour ? `${COLOURS[key]}${text}${RESET}` : text);
    const lines = [`${title}: ${paint(report.verdict, report.verdict.toUpperCase())} (highest: ${report.highest}, fail-on: ${report.failOn})`];
    // Appended one by one: spreading 100k lines into push() exceeds the call stack.
    for (const server of report.servers)
        append(lines, [''], renderServer(server, paint));
    return `${lines.join('\n')}\n`;
}
function renderServer(server, paint) {
    const protocol = server.protocol ? ` — ${server.protocol.revision} (${server.protocol.era} era)` : '';
    const lines = [`server ${JSON.stringify(oneLine(server.name, 80))} — ${server.contract}${protocol}`];
    if (server.error)
        return [...lines, `  ${paint('error', 'error')}: ${oneLine(server.error.message, 1000)}`];
    if (server.changes.length === 0)
        lines.push('  in sync: no change');
    else
        lines.push(`  ${server.counts.breaking} breaking · ${server.counts['effect-relevant']} effect-relevant · ${server.counts.cosmetic} cosmetic`);
    for (const [entity, changes] of groupByEntity(server.changes)) {
        lines.push(`  ${oneLine(entity, 200)}`);
        for (const change of changes) {
            lines.push(`    ${paint(change.level, `${MARK[change.level]} ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(change.pointer, 200))}`);
            lines.push(`      ${oneLine(change.message, 500)}`);
        }
    }
    for (const note of server.notes)
        lines.push(`  note: ${oneLine(note, 500)}`);
    return append(lines, renderEvidence(server, paint));
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
/** Appends lists of lines to `lines` without spreading them into arguments (no call-stack limit). */
function append(lines, ...more) {
    for (const list of more)
        for (const line of list)
            lines.push(line);
    return lines;
}

export { classify as a, buildReport as b, checkServer as c, reportJson as d, exitCodeOf as e, entityName as f, assembleReport as g, append as h, groupByEntity as i, renderTerminal as r };
