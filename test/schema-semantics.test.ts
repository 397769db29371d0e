import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Change } from '../src/diff/change.js';
import { compareToolSchema } from '../src/diff/schema-changes.js';
import { compareContracts } from '../src/diff/compare.js';
import { diffSchemas } from '../src/diff/schema/diff-schemas.js';
import { canonicalize } from '../src/jsonschema/canon/builder.js';
import { KEYWORDS } from '../src/jsonschema/canon/types.js';
import { samples } from '../src/jsonschema/instances.js';
import { ajvFor, forAjv, forAjvAbout, propertyNamesIn } from '../src/jsonschema/validity.js';
import { withSharedDefinitions } from '../src/jsonschema/shared-definitions.js';
import { ajvAccepts } from '../src/jsonschema/witness.js';
import { realisticTool } from '../bench/realistic-schemas.js';
import { CASES, UNION_CASES, UNION_SPLITS } from './fixtures/schema-semantics-cases.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';

type Schema = Record<string, unknown>;
type Expected = Array<[rule: string, item: string | null, witness: unknown]>;

/** The exact changes each category gives: [rule, item, witness value]. Breaking ones carry a witness. */
const EXPECTED: Record<string, Expected> = {
  'pydantic $defs narrowed behind an unchanged $ref (used twice)': [['input-pattern-added', '^[A-Z]{3}$', { to: { code: '' }, from: { code: '' } }]],
  'zod 3 definitions: a chain of refs narrowed': [['input-bound-tightened', 'maxLength', { id: 'aaaaaaaaaaaaaaaaa' }]],
  'recursive definition narrowed': [['input-bound-tightened', 'minLength', { root: { name: '' } }]],
  'allOf member that is a $ref narrowed': [['input-bound-tightened', 'maximum', { x: { n: 11 } }]],
  'draft-04 boolean exclusiveMaximum added': [['input-bound-tightened', 'maximum', { n: 10 }]],
  'closed output tuple gains a position': [['output-type-widened', 'string', { t: ['', 0, ''] }]],
  // The old form lives on as a branch: one widening where the catch-all is, no fragment of the old form (nor at its $defs).
  'a catch-all object alternative beside a $ref-named form': [['input-schema-widened', 'object', null]],
  // One change a property: the breaking required-added, not also property-added; the removal, not also "no longer required".
  'a property added as required': [['input-required-added', 'page', {}]],
  'a required property removed from a closed object': [['input-closed-property-removed', 'ref', { ref: '' }]],
  'zod 4 collapses an input root to {}': [
    // The property removed is one change: not also "no longer required".
    ['input-property-removed', 'q', null],
    // Arguments are always an object: the other types a bare root admits are no values a client sends.
    ['input-root-not-object', null, null],
  ],
  'type list vs anyOf null (output)': [['output-form-changed', null, null]],
  'anyOf null vs type list (input)': [['input-form-changed', null, null]],
  'enum of one vs const': [['input-form-changed', null, null]],
  'oneOf vs anyOf over const-disjoint branches': [['output-form-changed', null, null]],
  'draft-04 exclusive flag vs draft-07 number': [['input-form-changed', null, null]],
  'anyOf wrapping the old schema and a string': [['input-type-widened', 'string', null]],
  'optional property made nullable': [['input-type-widened', 'null', null]],
  'multipleOf 0.5 to 0.25': [['input-bound-relaxed', 'multipleOf', null]],
  'exclusiveMinimum 0 to minimum 0': [['input-bound-relaxed', 'minimum', null]],
  'a new variant on an input union': [['input-variant-added', '/properties/shape/oneOf/2', null]],
  'zod 4 safe-integer bounds': [['input-form-changed', null, null]],
  'a variant narrowed inside a discriminated union': [['input-bound-tightened', 'minimum', { shape: { kind: 'circle', r: 0 } }]],
  'readOnly added on an input property': [['input-read-only-changed', 'readOnly', null]],
  'writeOnly added on an output property': [['output-write-only-changed', 'writeOnly', null]],
  'contentMediaType changed on an input': [['input-content-changed', 'contentMediaType', null]],
  'a closed object gains a property': [['output-property-added', 'b', null]],
  'two properties made required: one change each': [
    ['input-required-added', 'filePaths', {}],
    ['input-required-added', 'pageId', {}],
  ],
  'pydantic Optional[str] = None made required str': [
    ['input-default-changed', 'default', null],
    ['input-type-narrowed', 'null', { d: null }],
  ],
  'pydantic v1 allOf-wrapped $ref enum narrowed': [['input-enum-value-removed', '"green"', { c: 'green' }]],
  'output required removed behind a $ref': [['output-required-removed', 'id', { r: {} }]],
  'a dict value type changed': [
    ['input-type-narrowed', 'string', { m: { unexpected: '' } }],
    ['input-type-widened', 'number', null],
  ],
  'a discriminator value renamed': [
    ['input-variant-added', '/properties/shape/oneOf/0', null],
    ['input-variant-removed', '/properties/shape/oneOf/0', { shape: { kind: 'circle', r: 0 } }],
  ],
  'recursion through the root': [['input-bound-tightened', 'maxLength', { name: 'aaaaaa' }]],
  'an anyOf alternative removed, no discriminator': [['input-variant-removed', '/properties/v/anyOf/1', { v: { y: 0 } }]],
  // Decided on automata: a superset, proven; the shortest string gained is the output's witness.
  'a pattern widened to a superset (input)': [['input-pattern-widened', null, null]],
  'a pattern widened to a superset (output)': [['output-pattern-widened', null, { s: '0' }]],
  // The new branch is closed without `y`, which the other object requires: no value matches two, the oneOf is exactly its anyOf.
  'an output oneOf gains an overlapping-free branch': [['output-variant-added', '/properties/v/oneOf/2', { v: { z: true } }]],
  'const null vs type null': [['input-form-changed', null, null]],
  'integer maximum made exclusive': [['input-bound-tightened', 'maximum', { n: 100 }]],
  // {} matches both alternatives: oneOf rejects it.
  'anyOf to oneOf beside an open-object alternative (input)': [['input-schema-narrowed', 'oneOf', { v: {} }]],
  'anyOf to oneOf beside an open-object alternative (output)': [['output-schema-narrowed', 'oneOf', null]],
  'oneOf to anyOf beside an open-object alternative (input)': [['input-schema-widened', 'oneOf', null]],
  'oneOf to anyOf beside an open-object alternative (output)': [['output-schema-widened', 'oneOf', { v: {} }]],
  'anyOf to oneOf over closed objects that require different properties': [['input-form-changed', null, null]],
  'anyOf to oneOf over number ranges apart': [['output-form-changed', null, null]],
  'anyOf to oneOf over open objects that may hold both properties': [['input-schema-narrowed', 'oneOf', { v: { a: '', b: '' } }]],
  // Every string matches both: no string is valid now, said once, as the type it is.
  'anyOf to oneOf over the same alternative twice': [['input-type-narrowed', 'string', { v: '' }]],
  'an overlapping oneOf rewritten, its alternatives the same': [['input-form-changed', null, null]],
  // A page or data-source parent matched the catch-all too (invalid): valid now, a widening; the catch-all's other types are refused, with witnesses.
  'a oneOf whose catch-all alternative contains the others, set apart by consts': [
    ['input-schema-widened', 'oneOf', null],
    ['input-enum-added', null, { parent: { type: '' } }],
    ['input-type-narrowed', 'null|boolean|number|array|object', { parent: { type: null } }],
  ],
  'a oneOf inside an anyOf with a string alternative, one alternative set apart': [
    ['input-schema-widened', 'oneOf', null],
    ['input-enum-added', null, { parent: { type: '' } }],
    ['input-type-narrowed', 'null|boolean|number|array|object', { parent: { type: null } }],
    ['input-type-widened', 'string', null],
  ],
  // A bullet beside a paragraph was one valid block; no alternative takes it now (both witnesses hold two block properties).
  'a closed object split into an anyOf of one object per kind': [
    ['input-enum-value-removed', '"bullet"', { children: [{ type: 'bullet', paragraph: { text: '' } }] }],
    ['input-closed-optional-property-removed', 'bullet', { children: [{ bullet: { text: '' }, paragraph: { text: '' }, type: 'paragraph' }] }],
  ],
  // {} matched the nested alternative (no `c`) and the catch-all: invalid before, valid now.
  'a recursive oneOf made anyOf': [['input-schema-widened', 'oneOf', null]],
};

function changesOf(direction: 'input' | 'output', before: unknown, after: unknown) {
  const key = direction === 'output' ? 'outputSchema' : 'inputSchema';
  return compareContracts(contractOf(sideWithTool({ [key]: before })), contractOf(sideWithTool({ [key]: after }))).changes;
}

describe('schema semantics: what a schema accepts, not how it is written', () => {
  it.each([...CASES, ...UNION_CASES, ...UNION_SPLITS].map((c) => [c.name, c] as const))('%s', (name, c) => {
    const changes = changesOf(c.direction, c.before, c.after);
    expect(changes.map((ch) => [ch.rule, ch.item ?? null, ch.witness ? ch.witness.value : null])).toEqual(EXPECTED[name]);
    for (const change of changes) {
      if (change.level !== 'breaking' || /-(root-not-object|schema-invalid)$/.test(change.rule)) continue;
      // Every breaking schema verdict is proven: ajv accepts the witness under exactly one side, the breaking one.
      expect(change.witness, change.rule).toBeDefined();
      const { value } = change.witness!;
      expect([ajvAccepts(c.before, value), ajvAccepts(c.after, value)]).toEqual(c.direction === 'input' ? [true, false] : [false, true]);
    }
  });

  it('is symmetric: swapping before and after swaps narrowing and widening', () => {
    for (const c of [...CASES, ...UNION_CASES]) {
      const forward = diffSchemas(c.before, c.after).map((f) => f.fact);
      const backward = diffSchemas(c.after, c.before).map((f) => f.fact);
      const mirror: Record<string, string> = {
        'type-narrowed': 'type-widened',
        'bound-tightened': 'bound-relaxed',
        'required-added': 'required-removed',
        'enum-value-removed': 'enum-value-added',
        'variant-removed': 'variant-added',
        'pattern-added': 'pattern-removed',
        'pattern-narrowed': 'pattern-widened',
      };
      for (const [a, b] of Object.entries(mirror)) {
        expect(forward.filter((f) => f === a).length, `${c.name}: ${a}`).toBe(backward.filter((f) => f === b).length);
      }
    }
  });

  it('gives every equal form the same verdict in both directions (nothing but form-changed)', () => {
    for (const name of ['type list vs anyOf null (output)', 'enum of one vs const', 'draft-04 exclusive flag vs draft-07 number', 'zod 4 safe-integer bounds']) {
      const c = CASES.find((x) => x.name === name)!;
      expect(diffSchemas(c.before, c.after), name).toEqual([]);
      expect(diffSchemas(c.after, c.before), name).toEqual([]);
    }
  });
});

/** Random schemas from the supported keyword set; random mutations of them. */
const leaf: fc.Arbitrary<Schema> = fc.oneof(
  fc.record({ type: fc.constant('string'), minLength: fc.option(fc.nat(4), { nil: undefined }), maxLength: fc.option(fc.integer({ min: 4, max: 9 }), { nil: undefined }) }, { requiredKeys: ['type'] }),
  fc.record(
    {
      type: fc.constantFrom('integer', 'number'),
      minimum: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
      maximum: fc.option(fc.integer({ min: 6, max: 20 }), { nil: undefined }),
      multipleOf: fc.option(fc.constantFrom(1, 2, 0.5), { nil: undefined }),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({ enum: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 1, 2, true, null), { minLength: 1, maxLength: 4 }) }),
  fc.record({ type: fc.constant('boolean') }),
  fc.record({ type: fc.constant(['string', 'null']) }),
  fc.record({ anyOf: fc.constant([{ type: 'string' }, { type: 'null' }]) }),
);
const schemaArb: fc.Arbitrary<Schema> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('object'), tie('array')),
  object: fc
    .dictionary(fc.constantFrom('a', 'b', 'c'), tie('node') as fc.Arbitrary<Schema>, { maxKeys: 3 })
    .chain((properties) => fc.record({ type: fc.constant('object'), properties: fc.constant(properties), required: fc.subarray(Object.keys(properties)), additionalProperties: fc.boolean() })),
  array: fc.record(
    { type: fc.constant('array'), items: tie('node') as fc.Arbitrary<Schema>, maxItems: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }), uniqueItems: fc.boolean() },
    { requiredKeys: ['type', 'items'] },
  ),
})).node as fc.Arbitrary<Schema>;

const ajv = new Ajv2020({ strict: false });

describe('property: verdicts hold on random schemas', () => {
  it('every witness is confirmed by ajv, under the side it belongs to', () => {
    fc.assert(
      fc.property(schemaArb, schemaArb, fc.constantFrom('input', 'output') as fc.Arbitrary<'input' | 'output'>, (before, after, direction) => {
        const root = (s: Schema) => ({ type: 'object', properties: { v: s } });
        for (const change of changesOf(direction, root(before), root(after))) {
          if (!change.witness) continue;
          const validBefore = ajv.validate(root(before), change.witness.value);
          const validAfter = ajv.validate(root(after), change.witness.value);
          expect([validBefore, validAfter]).toEqual([change.witness.validBefore, change.witness.validAfter]);
          expect(validBefore).not.toBe(validAfter);
        }
      }),
      { numRuns: 150, seed: 20261130 },
    );
  });

  it('where the comparison finds nothing, sampled values valid in one are valid in the other', () => {
    fc.assert(
      fc.property(schemaArb, (schema) => {
        // The same schema, rewritten in equivalent forms: the comparison must find nothing, and values agree.
        const rewritten = JSON.parse(JSON.stringify(schema).replace(/"type":\["string","null"\]/g, '"anyOf":[{"type":"string"},{"type":"null"}]'));
        const root = (s: Schema) => ({ type: 'object', properties: { v: s } });
        expect(diffSchemas(root(schema), root(rewritten))).toEqual([]);
        let checked = 0;
        for (const value of samples(canonicalize(root(schema)).root)) {
          expect(ajv.validate(root(rewritten), value)).toBe(ajv.validate(root(schema), value));
          if (++checked >= 5) break;
        }
      }),
      { numRuns: 150, seed: 20261130 },
    );
  });
});

describe('a witness check compiles only the part of a schema its value meets', () => {
  /** The whole schema's verdict and the verdict of the schema pruned to the value's property names. */
  const verdicts = (schema: Schema, value: unknown) => {
    const compile = (prepared: Schema) => ajvFor(schema, false).compile(prepared);
    return [compile(forAjv(schema))(value), compile(forAjvAbout(schema, propertyNamesIn(value)))(value)];
  };
  const agrees = (schema: Schema, value: unknown) => {
    const [whole, pruned] = verdicts(schema, value);
    expect(pruned, JSON.stringify({ schema, value })).toBe(whole);
  };

  it('gives the verdict of the whole schema on every category case, for its samples and random values (property)', () => {
    for (const { before, after } of CASES) {
      for (const schema of [before, after]) {
        let taken = 0;
        for (const value of samples(canonicalize(schema).root)) {
          agrees(schema, value);
          if (++taken >= 20) break;
        }
        fc.assert(
          fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => agrees(schema, value)),
          { numRuns: 50, seed: 20261201 },
        );
      }
    }
  });

  it('gives the verdict of the whole schema on random schemas and values (property)', () => {
    const named = fc.dictionary(fc.constantFrom('a', 'b', 'c', '__proto__'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
    fc.assert(
      fc.property(schemaArb, fc.oneof(named, fc.record({ v: named })), (schema, value) => {
        const root = { type: 'object', properties: { v: schema }, additionalProperties: false };
        agrees(root, value);
        for (const sample of [...samples(canonicalize(root).root)].slice(0, 5)) agrees(root, sample);
      }),
      { numRuns: 300, seed: 20261201 },
    );
  });

  it('gives the verdict of the whole schema when definitions are compiled once and shared (property)', () => {
    // Definitions shared between schemas, as servers repeat them: the same, narrowed, renamed, recursive.
    const withDefinitions = (leaf: Schema, extra: Schema = {}): Schema => ({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: { Code: leaf, Pair: { type: 'object', properties: { code: { $ref: '#/$defs/Code' }, n: { type: 'integer' } }, required: ['code'] }, ...extra },
      properties: { a: { $ref: '#/$defs/Pair' }, b: { oneOf: [{ $ref: '#/$defs/Code' }, { type: 'null' }] } },
      required: ['a'],
    });
    const schemas: Schema[] = [
      withDefinitions({ type: 'string', maxLength: 3 }),
      withDefinitions({ type: 'string', maxLength: 2 }),
      withDefinitions({ type: 'string', maxLength: 3 }, { Tree: { type: 'object', properties: { child: { $ref: '#/$defs/Tree' } } } }),
      withDefinitions({ type: 'string', maxLength: 3, $id: 'urn:x' }),
      { ...withDefinitions({ type: 'integer' }), unevaluatedProperties: false },
      (realisticTool(1) as { inputSchema: Schema }).inputSchema,
      (realisticTool(2, 'narrowed') as { inputSchema: Schema }).inputSchema,
      ...CASES.flatMap(({ before, after }) => [before, after]),
    ];
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        { a: fc.record({ code: fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), n: fc.integer() }, { requiredKeys: [] }), b: fc.oneof(fc.string({ maxLength: 4 }), fc.constant(null)) },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...schemas), value, (schema, data) => {
        // The dialect's all-errors instance: no definitions shared there.
        const prepared = forAjv(schema);
        const expected = ajvFor(schema).compile(prepared)(data);
        ajvFor(schema).removeSchema(prepared);
        // A fresh copy each time: ajvAccepts keeps one validator per schema object.
        expect(ajvAccepts(structuredClone(schema), data)).toBe(expected);
      }),
      { numRuns: 600, seed: 20261201 },
    );
  });

  it('shares definitions where that cannot change a verdict, and compiles the rest as written', () => {
    const ajv = new Ajv2020({ strict: false, validateSchema: false, inlineRefs: false });
    const tool = (i: number, variant?: 'narrowed') => forAjv((realisticTool(i, variant) as { inputSchema: Schema }).inputSchema);
    const first = withSharedDefinitions(ajv, tool(1))!;
    expect(Object.keys(first).sort()).toEqual(['additionalProperties', 'properties', 'required', 'type']);
    const refs = (schema: Schema): string[] => JSON.stringify(schema).match(/mcg:definition:[0-9a-f]{64}/g) ?? [];
    // The same definitions in another tool, and all but the narrowed one in its other side, have the same ids.
    expect(refs(withSharedDefinitions(ajv, tool(2))!)).toEqual(refs(first));
    expect(refs(withSharedDefinitions(ajv, tool(3, 'narrowed'))!).filter((ref) => refs(first).includes(ref))).toHaveLength(refs(first).length - 1);
    const unshared = (extra: Schema) => withSharedDefinitions(ajv, { $defs: { A: { type: 'string' }, ...extra }, properties: { a: { $ref: '#/$defs/A' } } });
    expect(unshared({ B: { $ref: '#/$defs/B' } })).toBeUndefined(); // a cycle
    expect(unshared({ B: { $anchor: 'b' } })).toBeUndefined();
    expect(unshared({ B: { unevaluatedProperties: false } })).toBeUndefined();
    expect(withSharedDefinitions(ajv, { $defs: { A: { type: 'string' } }, properties: { a: { $ref: '#/$defs/A/type' } } })).toBeUndefined();
    expect(withSharedDefinitions(ajv, { $defs: { A: { type: 'string' } }, properties: { a: { $ref: '#' } } })).toBeUndefined();
  });

  it.each([
    ['a $ref into a property', { type: 'object', properties: { a: { type: 'string' }, b: { $ref: '#/properties/a' } } }, { b: 1 }, false],
    ['a $ref into a property, URI-encoded', { type: 'object', properties: { a: { type: 'string' }, b: { $ref: '#/%70roperties/a' } } }, { b: 1 }, false],
    ['an anchor declared under a property the value lacks', { type: 'object', properties: { a: { $anchor: 'A', type: 'string' }, b: { $ref: '#A' } } }, { b: 1 }, false],
    ['dependentSchemas of a present name', { type: 'object', dependentSchemas: { a: { required: ['b'] }, c: false } }, { a: 1 }, false],
    ['draft-07 dependencies', { $schema: 'http://json-schema.org/draft-07/schema#', dependencies: { a: ['b'], c: { required: ['d'] } } }, { a: 1, b: 2 }, true],
    ['unevaluatedProperties with properties elsewhere', { type: 'object', allOf: [{ properties: { a: true, z: true } }], unevaluatedProperties: false }, { a: 1, b: 1 }, false],
    ['additionalProperties false', { type: 'object', properties: { a: { type: 'string' }, z: true }, additionalProperties: false }, { a: '' }, true],
    // ajv does not see an own `__proto__` member's schema: both say valid, alike.
    ['a property named __proto__', JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"},"b":true}}'), JSON.parse('{"__proto__":1}'), true],
  ] as Array<[string, Schema, unknown, boolean]>)('%s: the same verdict as the whole schema', (_what, schema, value, valid) => {
    expect(verdicts(schema, value)).toEqual([valid, valid]);
  });
});

/** Rewrites that keep or may change what a schema accepts: equivalent forms and small edits. */
function mutate(schema: Schema, pick: number): Schema {
  const text = JSON.stringify(schema);
  const rewrites: Array<(t: string) => string> = [
    (t) => t.replace(/"type":\["string","null"\]/, '"anyOf":[{"type":"string"},{"type":"null"}]'),
    (t) => t.replace(/"enum":\["a"\]/, '"const":"a"'),
    (t) => t.replace(/"maxLength":(\d+)/, (_m, n) => `"maxLength":${Number(n) + (pick % 2 ? 1 : -1)}`),
    (t) => t.replace(/"minimum":(-?\d+)/, (_m, n) => `"exclusiveMinimum":${Number(n) - 1}`),
    (t) => t.replace(/"additionalProperties":(true|false)/, (_m, v) => `"additionalProperties":${v === 'true' ? 'false' : 'true'}`),
    (t) => t.replace(/"type":"integer"/, '"type":"integer","maximum":9007199254740991'),
    (t) => t.replace(/"uniqueItems":(true|false)/, (_m, v) => `"uniqueItems":${v !== 'true'}`),
  ];
  return JSON.parse(rewrites[pick % rewrites.length]!(text));
}

describe('property: where nothing is reported, the two schemas agree on values', () => {
  it('random schemas and random rewrites: no change reported means ajv agrees on sampled values of both', () => {
    fc.assert(
      fc.property(schemaArb, fc.nat(100), (schema, pick) => {
        const root = (s: Schema) => ({ type: 'object', properties: { v: s } });
        const [before, after] = [root(schema), root(mutate(schema, pick))];
        if (diffSchemas(before, after).length > 0) return;
        for (const side of [before, after]) {
          let checked = 0;
          for (const value of samples(canonicalize(side).root)) {
            expect(ajv.validate(after, value), JSON.stringify(value)).toBe(ajv.validate(before, value));
            if (++checked >= 5) break;
          }
        }
      }),
      { numRuns: 200, seed: 20261201 },
    );
  });
});

describe('names that are JavaScript object members are names like any other', () => {
  const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
  const tool = (name: string) => JSON.parse(JSON.stringify({ name, description: 'A tool.', inputSchema: { type: 'object' } }));
  const contract = (names: string[]) => contractOf(sideWithTool({}, { tools: names.map(tool) }));

  it.each(NAMES)('a tool named %s is removed and added like any other', (name) => {
    const others = NAMES.filter((n) => n !== name);
    expect(compareContracts(contract(NAMES), contract(others)).changes.map((c) => [c.rule, c.entity])).toEqual([['tool-removed', `tool:${name}`]]);
    expect(compareContracts(contract(others), contract(NAMES)).changes.map((c) => [c.rule, c.entity])).toEqual([['tool-added', `tool:${name}`]]);
  });

  it.each(NAMES)('an optional property named %s added is effect-relevant, made required is breaking with a witness', (name) => {
    const schema = (extra: string) => JSON.parse(`{"type":"object","properties":{"a":{"type":"string"}${extra}}}`);
    const added = changesOf('input', schema(''), schema(`,"${name}":{"type":"string"}`));
    expect(added.map((c) => [c.rule, c.item, c.level])).toEqual([['input-property-added', name, 'effect-relevant']]);
    const required = changesOf(
      'input',
      schema(`,"${name}":{"type":"string"}`),
      JSON.parse(`{"type":"object","properties":{"a":{"type":"string"},"${name}":{"type":"string"}},"required":["${name}"]}`),
    );
    expect(required.map((c) => [c.rule, c.level, c.witness?.value])).toEqual([['input-required-added', 'breaking', {}]]);
  });
});

describe('the keyword table', () => {
  /** A value for each keyword the canonical form reads, and the schema it sits in. */
  const SAMPLE: Record<string, [base: Schema, value: unknown]> = {
    minimum: [{ type: 'number' }, 1],
    maximum: [{ type: 'number' }, 1],
    exclusiveMinimum: [{ type: 'number' }, 1],
    exclusiveMaximum: [{ type: 'number' }, 1],
    multipleOf: [{ type: 'number' }, 3],
    minLength: [{ type: 'string' }, 2],
    maxLength: [{ type: 'string' }, 2],
    pattern: [{ type: 'string' }, '^a'],
    format: [{ type: 'string' }, 'uuid'],
    items: [{ type: 'array' }, { type: 'string' }],
    prefixItems: [{ type: 'array' }, [{ type: 'string' }]],
    additionalItems: [{ type: 'array', items: [{}] }, false],
    minItems: [{ type: 'array' }, 2],
    maxItems: [{ type: 'array' }, 2],
    uniqueItems: [{ type: 'array' }, true],
    properties: [{ type: 'object' }, { a: { type: 'string' } }],
    required: [{ type: 'object' }, ['a']],
    additionalProperties: [{ type: 'object' }, false],
    patternProperties: [{ type: 'object' }, { '^x': { type: 'string' } }],
    minProperties: [{ type: 'object' }, 1],
    maxProperties: [{ type: 'object' }, 1],
    dependentRequired: [{ type: 'object' }, { a: ['b'] }],
    dependencies: [{ type: 'object' }, { a: ['b'] }],
    type: [{}, 'string'],
    nullable: [{ type: 'string' }, true],
    enum: [{}, ['a']],
    const: [{}, 'a'],
  };

  it('every keyword that constrains values is compared: adding it alone is never silent', () => {
    const constraining = [...KEYWORDS.any, ...KEYWORDS.number, ...KEYWORDS.string, ...KEYWORDS.array, ...KEYWORDS.object];
    expect(Object.keys(SAMPLE).sort()).toEqual([...constraining].sort());
    for (const keyword of constraining) {
      const [base, value] = SAMPLE[keyword]!;
      const findings = diffSchemas({ ...base }, { ...base, [keyword]: value });
      // nullable widens; the others narrow (or, for format, change meaning).
      expect(findings.length, keyword).toBeGreaterThan(0);
    }
  });

  it('every opaque keyword and every meaning-bearing annotation is compared as written', () => {
    for (const keyword of [...KEYWORDS.opaque, ...KEYWORDS.meaning]) {
      // `propertyNames: true` says nothing (names are strings): a bound says something.
      const value = keyword === 'default' || keyword.startsWith('content') ? 'x' : keyword === 'propertyNames' ? { maxLength: 3 } : true;
      expect(diffSchemas({ type: 'string' }, { type: 'string', [keyword]: value }).length, keyword).toBe(1);
    }
  });
});

describe('hostile patterns', () => {
  it('a pattern with nested quantifiers runs in linear time: a bound crossed at 4,001 characters is proven', () => {
    const schema = (pattern: string, maxLength?: number) => ({ type: 'object', properties: { s: { type: 'string', pattern, ...(maxLength ? { maxLength } : {}) } } });
    // A witness past 2,000 characters of JSON is reported by its shape.
    expect(changesOf('input', schema('^(a+)+$', 5000), schema('^(a+)+$', 4000)).map((c) => [c.rule, c.level, c.witness?.shape])).toEqual([
      ['input-bound-tightened', 'breaking', '{"s":<a string of 4,001 characters: "aaaaaaaaaaaaaaaa…">}'],
    ]);
    // Quantifier counts that would build a billion characters are not sampled.
    expect(changesOf('input', schema('^(a+)+$', 5000), schema('^((a{1000}){1000}){1000}$')).map((c) => [c.rule, c.level])).toEqual([
      ['input-bound-relaxed', 'effect-relevant'],
      ['input-pattern-changed', 'breaking'],
    ]);
  });

  it('a pattern only a backtracking engine reads (look-ahead) is run on short strings only: undecided where no short witness exists', () => {
    const schema = (maxLength: number) => ({ type: 'object', properties: { s: { type: 'string', pattern: '^(?=a)(a+)+$', maxLength } } });
    expect(changesOf('input', schema(5000), schema(4000)).map((c) => [c.rule, c.level])).toEqual([['input-undecided', 'effect-relevant']]);
  });

  it('an identifier pattern keeps its bound decidable: the witness is just past the new maxLength and matches the pattern', () => {
    const schema = (maxLength: number) => ({ type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength } } });
    const [change] = changesOf('input', schema(128), schema(64));
    expect([change?.rule, change?.level, codePointsOf(change?.witness?.value)]).toEqual(['input-bound-tightened', 'breaking', 65]);
  });

  it('a root that gains type object is not breaking: no call a client can make is refused, and no witness is a non-object', () => {
    const properties = { q: { type: 'string' } };
    expect(changesOf('input', { properties }, { type: 'object', properties }).map((c) => [c.rule, c.level])).toEqual([['input-form-changed', 'cosmetic']]);
  });

  it.each([
    ['a pattern rewritten to the same language', { type: 'string', pattern: '^[a-z0-9-]+$' }, { type: 'string', pattern: '^[-0-9a-z]+$' }, [['input-form-changed', 'cosmetic']]],
    ['\\d rewritten as [0-9]', { type: 'string', pattern: '^\\d+$' }, { type: 'string', pattern: '^[0-9]+$' }, [['input-form-changed', 'cosmetic']]],
    ['a class that loses the middle of a range', { type: 'string', pattern: '^[a-c]+$' }, { type: 'string', pattern: '^[ac]+$' }, [['input-pattern-narrowed', 'breaking']]],
    ['propertyNames that accepts every string, dropped', { type: 'object', propertyNames: { type: 'string' } }, { type: 'object' }, [['input-form-changed', 'cosmetic']]],
    // TypeBox 0.34 → typebox 1 writes a record's keys `^(.*)$` → `^.*$`: the same names, one entry.
    [
      'a patternProperties key rewritten to the same language',
      { type: 'object', patternProperties: { '^(.*)$': { type: 'string' } } },
      { type: 'object', patternProperties: { '^.*$': { type: 'string' } } },
      [['input-form-changed', 'cosmetic']],
    ],
    [
      'a patternProperties key rewritten to the same language, its schema narrowed',
      { type: 'object', patternProperties: { '^(.*)$': { type: 'string' } } },
      { type: 'object', patternProperties: { '^.*$': { type: 'string', maxLength: 3 } } },
      [['input-bound-tightened', 'breaking']],
    ],
  ])('%s', (_name, before, after, expected) => {
    const schema = (s: object) => ({ type: 'object', properties: { v: s } });
    expect(changesOf('input', schema(before), schema(after)).map((c) => [c.rule, c.level])).toEqual(expected);
  });

  it('a wrapper that keeps the old alternatives and adds an open object is one widening, no fragments of the old forms', () => {
    const block = (kind: string) => ({ type: 'object', properties: { type: { const: kind }, [kind]: { type: 'object' } }, required: ['type'], additionalProperties: false });
    const before = { type: 'object', properties: { children: { type: 'array', items: { anyOf: [block('paragraph'), block('heading')] } } } };
    const after = {
      type: 'object',
      properties: { children: { type: 'array', items: { anyOf: [block('paragraph'), block('heading'), { type: 'string' }, { type: 'object', additionalProperties: true }] } } },
    };
    expect(changesOf('input', before, after).map((c) => [c.rule, c.level])).toEqual([
      ['input-type-widened', 'effect-relevant'],
      ['input-variant-added', 'effect-relevant'],
    ]);
  });

  it('a union meeting a union past 64 alternatives is kept as written: a change inside it is undecided, never silent', () => {
    const union = (k: string, max: number) => ({
      anyOf: Array.from({ length: 10 }, (_, i) => ({ type: 'object', properties: { [`${k}${i}`]: { type: 'string', maxLength: max } }, required: [`${k}${i}`] })),
    });
    const schema = (max: number) => ({ type: 'object', allOf: [union('a', 10), union('b', max)] });
    expect(changesOf('input', schema(10), schema(5)).map((c) => [c.rule, c.level])).toEqual([['input-logic-changed', 'effect-relevant']]);
  });

  it('two patterns in one schema are both enforced by the linear engine ajv is given', () => {
    const schema = (second: string) => ({ type: 'object', properties: { a: { type: 'string', pattern: '^a' }, b: { type: 'string', pattern: second } } });
    expect(changesOf('input', schema('^b'), schema('^c')).map((c) => [c.rule, c.witness?.value])).toEqual([['input-pattern-changed', { b: 'b' }]]);
  });
});

/** The length, in code points, of the one string inside a witness object. */
function codePointsOf(value: unknown): number | undefined {
  const text = value && typeof value === 'object' ? Object.values(value)[0] : undefined;
  return typeof text === 'string' ? [...text].length : undefined;
}

describe('odd and hostile schemas end in a verdict', () => {
  /** A string bound `depth` object levels down. */
  const nested = (depth: number, maxLength: number) => {
    let node: object = { type: 'string', maxLength };
    for (let i = 0; i < depth; i++) node = { type: 'object', properties: { a: node } };
    return node;
  };

  it.each([1500, 3000])('a narrowing %i levels deep, past what ajv or the comparison can follow, is breaking-unverified: a failure of the machinery is never "no witness"', (depth) => {
    const scope = { entity: 'tool:t', base: '/tools/t/definition', changes: [] as Change[], schemaPairs: [] };
    compareToolSchema(scope, 'inputSchema', nested(depth, 10), nested(depth, 5));
    expect(scope.changes.map((c) => [c.rule, c.level, /not checked: (ajv could not compile or run the schema|it nests deeper than the comparison can follow)/.test(c.message)])).toEqual([
      ['input-unverified', 'breaking', true],
    ]);
  });

  it('a narrowing behind 3,000 chained local $refs is proven, not undecided and not a stack overflow', () => {
    const schema = (maxLength: number) => {
      const defs: Record<string, unknown> = { d3000: { type: 'string', maxLength } };
      for (let i = 0; i < 3000; i++) defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}`, description: `link ${i}` };
      return { type: 'object', properties: { x: { $ref: '#/$defs/d0' } }, $defs: defs };
    };
    expect(changesOf('input', schema(10), schema(5)).map((c) => [c.rule, c.pointer, c.witness?.value])).toEqual([
      ['input-bound-tightened', '/tools/probe/definition/inputSchema/$defs/d3000/maxLength', { x: 'aaaaaa' }],
    ]);
  });

  it('a schema that is its own $ref: ajv overflows on it, so nothing is proven and the change is undecided', () => {
    expect(changesOf('input', { $ref: '#' }, { $ref: '#', type: 'object' }).map((c) => [c.rule, c.level])).toEqual([['input-logic-changed', 'effect-relevant']]);
  });

  it('a plain-name anchor ($anchor) is followed like a JSON pointer', () => {
    const schema = (type: string) => ({ type: 'object', properties: { a: { $ref: '#node' } }, $defs: { n: { $anchor: 'node', type } } });
    expect(changesOf('input', schema('string'), schema('integer')).map((c) => [c.rule, c.witness?.value ?? null])).toEqual([
      ['input-type-narrowed', { a: '' }],
      ['input-type-widened', null],
    ]);
  });

  it('an enum of 20,000 values is compared by set, one change per value', () => {
    const schema = (from: number) => ({ type: 'object', properties: { e: { enum: Array.from({ length: 20_000 }, (_, i) => `v${i + from}`) } } });
    expect(changesOf('input', schema(0), schema(1)).map((c) => [c.rule, c.item])).toEqual([
      ['input-enum-value-added', '"v20000"'],
      ['input-enum-value-removed', '"v0"'],
    ]);
  });

  it('a property whose schema is a meta-schema $ref, in every dialect: never fetched, read as any value, the narrowing beside it still witnessed', () => {
    const dialects = ['https://json-schema.org/draft/2020-12/schema', 'https://json-schema.org/draft/2019-09/schema', 'http://json-schema.org/draft-07/schema#'];
    const verdicts = dialects.map((dialect) => {
      const schema = (max: number) => ({ $schema: dialect, type: 'object', properties: { spec: { $ref: dialect }, n: { type: 'integer', maximum: max } } });
      return changesOf('input', schema(10), schema(5)).map((c) => [c.rule, c.witness?.value ?? null]);
    });
    expect(verdicts).toEqual(dialects.map(() => [['input-bound-tightened', { n: 6 }]]));
  });

  it('mutually recursive definitions: a narrowing two refs deep is found, with a witness', () => {
    const schema = (required: string[]) => ({
      type: 'object',
      $defs: { A: { type: 'object', properties: { b: { $ref: '#/$defs/B' } } }, B: { type: 'object', properties: { a: { $ref: '#/$defs/A' } }, required } },
      properties: { x: { $ref: '#/$defs/A' } },
    });
    expect(changesOf('input', schema([]), schema(['a'])).map((c) => [c.rule, c.witness?.value])).toEqual([['input-required-added', { x: { b: {} } }]]);
  });
});

describe('invalid patterns from a server', () => {
  it('a patternProperties key that is no regular expression: a change under it is undecided, never cosmetic', () => {
    const schema = (type: string) => ({ type: 'object', patternProperties: { '(': { type } } });
    expect(changesOf('input', schema('string'), schema('integer')).map((c) => [c.rule, c.level])).toEqual([['input-logic-changed', 'effect-relevant']]);
  });

  it('a pattern that stops compiling makes the schema invalid: breaking', () => {
    const schema = (pattern: string) => ({ type: 'object', properties: { a: { type: 'string', pattern } } });
    expect(changesOf('input', schema('^a'), schema('[')).map((c) => [c.rule, c.level])).toEqual([['input-schema-invalid', 'breaking']]);
  });
});

describe('draft-07 schema dependencies', () => {
  it('are kept as written: a change there is undecided, and shown breaking by a witness with both properties', () => {
    const schema = (type: string) => ({ type: 'object', properties: { a: {}, b: {} }, dependencies: { a: { properties: { b: { type } } } } });
    expect(changesOf('input', schema('string'), schema('integer')).map((c) => [c.rule, c.level, c.witness?.value])).toEqual([
      ['input-logic-changed', 'effect-relevant', undefined],
      ['input-schema-narrowed', 'breaking', { a: '', b: '' }],
    ]);
  });
});

describe('a property added as required', () => {
  const object = (properties: Record<string, unknown>, required: string[] = [], extra: Record<string, unknown> = {}) => ({ type: 'object', properties, required, ...extra });
  const messages = (before: unknown, after: unknown, direction: 'input' | 'output' = 'input') => changesOf(direction, before, after).map((c) => [c.rule, c.message]);

  it('is one change that says it is new, its type and its description (quoted, cut, escaped); one that existed is required now', () => {
    const long = `The page to act on, ${'very '.repeat(20)}long`;
    const before = object({ uid: { type: 'string' } });
    const after = object(
      {
        uid: { type: 'string' },
        pageId: { type: 'integer', description: 'The page to act on' },
        note: { type: ['string', 'null'], description: 'Says "hi"\nthen stops' },
        long: { type: 'number', description: long },
        bare: {},
      },
      ['bare', 'long', 'note', 'pageId', 'uid'],
    );
    expect(messages(before, after)).toEqual([
      ['input-required-added', 'inputSchema: property "bare" added as required'],
      ['input-required-added', `inputSchema: property "long" added as required (number: ${JSON.stringify(`${long.slice(0, 79)}…`)})`],
      ['input-required-added', 'inputSchema: property "note" added as required (string or null: "Says \\"hi\\"\\nthen stops")'],
      ['input-required-added', 'inputSchema: property "pageId" added as required (integer: "The page to act on")'],
      ['input-required-added', 'inputSchema: property "uid" is required now'],
    ]);
  });

  it('reads the description beside a $ref, else the definition; a default is said too; an output property added as required likewise', () => {
    const defs = { $defs: { Page: { type: 'integer', description: 'A page id' } } };
    const before = object({}, [], defs);
    const after = object({ a: { $ref: '#/$defs/Page', description: 'The page' }, b: { $ref: '#/$defs/Page' }, c: { type: 'boolean', default: false } }, ['a', 'b', 'c'], defs);
    expect(messages(before, after)).toEqual([
      ['input-required-added', 'inputSchema: property "a" added as required (integer: "The page")'],
      ['input-required-added', 'inputSchema: property "b" added as required (integer: "A page id")'],
      ['input-required-added-defaulted', 'inputSchema: property "c" added as required (boolean), with a default'],
    ]);
    expect(messages(object({}), object({ id: { type: 'string', description: 'The id' } }, ['id']), 'output')).toEqual([
      ['output-required-added', 'outputSchema: property "id" added as required (string: "The id")'],
    ]);
  });
});
