// Fast paths against what they replace: the canonical JSON and JSON equality of
// src/json/rfc8785.ts and the printing of src/json/stable.ts against the reference library
// (canonicalize, RFC 8785) and the copying sort (same bytes), and the indexed tool-name scan
// against one RegExp per name.
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realisticTool } from '../bench/realistic-schemas.js';
import { canonicalJson, canonicalWith, compareCodeUnits, digestOf, jsonEqual } from '../src/json/rfc8785.js';
import { sortKeysDeep, stableJson, stableJsonPieces } from '../src/json/stable.js';
import { entityOf } from '../src/contract/digests.js';
import { normaliseSchema } from '../src/discovery/normalise.js';
import { ToolNames } from '../src/diff/text-changes.js';
import { mapSchema } from '../src/jsonschema/subschemas.js';
import { ROOT } from './helpers/fixture.js';

const reference = (value: unknown): string => {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON form');
  return text;
};
const copyingStableJson = (value: unknown) => `${JSON.stringify(sortKeysDeep(value), null, 2)}\n`;

const realServers = join(ROOT, 'test/fixtures/real-servers');
const samples: unknown[] = [
  realisticTool(3),
  realisticTool(4, 'narrowed'),
  { a: [1, undefined, -0, 1e21, 1e-7, 0.1 + 0.2, 'é\u2028\u0000"\\'], ['__proto__']: { z: 1 }, 10: 1, 9: 2, b: undefined, '': null, ö: true, ő: false },
  ...readdirSync(realServers)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(realServers, file), 'utf8'))),
];
// An own `__proto__` key, as JSON.parse makes it.
samples.push(JSON.parse('{"__proto__": {"x": [1, {"__proto__": 2}]}, "a": 1}'));

describe('canonical JSON (RFC 8785)', () => {
  it("is the reference library's text, byte for byte, on real contracts and edge values", () => {
    for (const value of samples) expect(canonicalJson(value)).toBe(reference(value));
  });

  it("is the reference library's text on any JSON value (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => canonicalJson(value) === reference(value)),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: false }), (value) => {
        let ours: string | Error;
        let theirs: string | Error;
        try {
          ours = canonicalJson(value);
        } catch (error) {
          ours = error as Error;
        }
        try {
          theirs = reference(value);
        } catch (error) {
          theirs = error as Error;
        }
        return typeof ours === 'string' ? ours === theirs : typeof theirs !== 'string' && ours.message === theirs.message;
      }),
      { numRuns: 2_000 },
    );
  });

  it('throws what the library throws on lone surrogates, NaN and Infinity', () => {
    for (const value of [{ a: '\ud800' }, { '\udc00': 1 }, [Number.NaN], { a: Number.POSITIVE_INFINITY }]) {
      expect(() => canonicalJson(value)).toThrow(/Lone surrogate|NaN|Infinity/);
    }
    expect(() => canonicalJson(undefined)).toThrow('value has no JSON form');
  });

  it('splices known texts in: a tool digest with its schemas serialised once equals the digest of the whole', () => {
    const definition = realisticTool(7) as Record<string, unknown>;
    const known = new Map<object, string>([[definition.inputSchema as object, canonicalJson(definition.inputSchema)]]);
    expect(canonicalWith(definition, known)).toBe(reference(definition));
    const entity = entityOf(definition, true);
    expect(entity.digest).toBe(digestOf(definition));
    expect(entity.schemaDigests).toEqual({ inputSchema: digestOf(definition.inputSchema), outputSchema: digestOf(definition.outputSchema) });
  });
});

describe('jsonEqual', () => {
  it('says what comparing canonical texts says (property)', () => {
    const pair = fc.oneof(
      fc.tuple(fc.jsonValue(), fc.jsonValue()),
      fc.jsonValue().map((value) => [value, JSON.parse(JSON.stringify(value))] as [unknown, unknown]),
      fc.jsonValue().map((value) => [value, sortKeysDeep(value)] as [unknown, unknown]),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => jsonEqual(a, b) === (reference(a) === reference(b))),
      { numRuns: 3_000 },
    );
  });

  it('treats absent object members and undefined array items as RFC 8785 writes them', () => {
    expect(jsonEqual({ a: undefined, b: 1 }, { b: 1 })).toBe(true);
    expect(jsonEqual([undefined], [null])).toBe(true);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
    expect(jsonEqual(0, -0)).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual(JSON.parse('{"__proto__": 1}'), {})).toBe(false);
  });
});

describe('stableJson', () => {
  it('prints what sorting a copy prints, on real contracts, edge values and any JSON (property)', () => {
    for (const value of samples) expect(stableJson(value)).toBe(copyingStableJson(value));
    fc.assert(
      fc.property(fc.jsonValue(), (value) => stableJson(value) === copyingStableJson(value)),
      { numRuns: 2_000 },
    );
  });

  it('in pieces, joins to the same text, at any depth (property)', () => {
    const joined = (value: unknown, levels?: number) => [...stableJsonPieces(value, levels)].join('');
    for (const value of samples) expect(joined(value)).toBe(stableJson(value));
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), (value, levels) => joined(value, levels) === stableJson(value)),
      { numRuns: 2_000 },
    );
    const odd = { b: undefined, a: { toJSON: () => 'x' }, c: [undefined], d: {}, e: { f: () => 1 } };
    expect(joined(odd, 3)).toBe(stableJson(odd));
  });

  it('does not change what it prints', () => {
    const value = { b: { d: 1, c: [{ f: 1, e: 2 }] }, a: 1 };
    const before = JSON.stringify(value);
    stableJson(value);
    expect(JSON.stringify(value)).toBe(before);
  });
});

describe('normaliseSchema in one pass', () => {
  // The two passes it replaces: mapSchema with the `required` rule, then a sorted copy.
  const twoPasses = (schema: unknown) =>
    sortKeysDeep(
      mapSchema(schema, (node) => {
        if (!Array.isArray(node.required) || !node.required.every((name) => typeof name === 'string')) return node;
        return { ...node, required: [...new Set(node.required as string[])].sort(compareCodeUnits) };
      }),
    );
  const schemas = samples.flatMap((sample) => {
    const tools = (sample as { tools?: Record<string, { definition: Record<string, unknown> }> }).tools;
    return tools ? Object.values(tools).flatMap((tool) => [tool.definition.inputSchema, tool.definition.outputSchema]) : [(sample as Record<string, unknown>).inputSchema];
  });

  it('gives what mapSchema and a sorted copy gave, on real schemas and any JSON (property)', () => {
    const odd = [
      { not: [{ b: 1, a: 2 }], required: ['b', 'a', 'b'], properties: { z: { required: ['y', 'x'] }, ['__proto__']: { type: 'string' } }, items: [{ required: ['q', 'p'] }], anyOf: 'x', $defs: [] },
      true,
      [{ b: 1, a: 1 }],
      { required: [1, 'a'] },
    ];
    for (const schema of [...schemas, ...odd]) expect(stableJson(normaliseSchema(schema))).toBe(stableJson(twoPasses(schema)));
    const schemaLike = fc.letrec((tie) => ({
      node: fc.dictionary(
        fc.constantFrom('type', 'required', 'properties', 'items', 'anyOf', 'not', '$defs', 'enum', 'default', 'x', '__proto__'),
        fc.oneof(
          { maxDepth: 4, depthIdentifier: 'schema' },
          fc.constant(null),
          tie('node'),
          fc.array(fc.oneof({ maxDepth: 4, depthIdentifier: 'schema' }, fc.string(), tie('node'), fc.integer()), { maxLength: 3 }),
          fc.string(),
        ),
        { maxKeys: 4 },
      ),
    })).node;
    fc.assert(
      fc.property(schemaLike, (schema) => JSON.stringify(normaliseSchema(schema)) === JSON.stringify(twoPasses(schema))),
      { numRuns: 1_000 },
    );
  });
});

describe('tool mentions', () => {
  // What the scan replaces: one word-boundary RegExp per tool name.
  const byRegExp = (text: string, names: string[]) => [...new Set(names)].filter((name) => name && new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(text));

  it('finds the names one RegExp per name finds, in the same order (property)', () => {
    const word = fc.stringMatching(/^[a-z_.\- |`<>0-9]{1,6}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.array(fc.oneof(word, fc.constantFrom(' ', '.', '_', '-', 'é', '')), { maxLength: 20 }), (names, parts) => {
        const text = parts.join('');
        expect(new ToolNames(names).mentionedIn(text)).toEqual(byRegExp(text, names));
      }),
      { numRuns: 2_000 },
    );
  });

  it('matches whole words only, at either end of the text, with names of any characters', () => {
    const names = new ToolNames(['purge', 'get-user', 'x|y` </details>', 'a.b', 'purge_all']);
    expect(names.mentionedIn('purge_all then get-user, then a.b.c; x|y` </details>!')).toEqual(['get-user', 'x|y` </details>', 'a.b', 'purge_all']);
    expect(names.mentionedIn('repurge purged get-users')).toEqual([]);
    expect(names.mentionedIn('purge')).toEqual(['purge']);
  });
});
