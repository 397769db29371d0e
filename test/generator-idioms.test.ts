import { readdirSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { compareToolSchema, type SchemaScope } from '../src/diff/schema-changes.js';

/**
 * Tool input schemas as real generators emit them (zod 3 + zod-to-json-schema, zod 4, TypeBox
 * 0.34 and 1.x, valibot, pydantic), for recursive unions, records, discriminated unions,
 * named definitions and nullable recursion, each with an "after" made by editing the generator
 * source the way a server upgrade does. How they were made: test/fixtures/generator-idioms/README.md.
 */
interface Fixture {
  generator: string;
  idiom: string;
  edit: string;
  expect: 'breaking' | 'no-breaking';
  /** Every rule id the comparison reports, judged by hand (order aside). */
  rules: string[];
  /** Why the rules are what they are, where that needs saying. */
  note?: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const DIR = new URL('./fixtures/generator-idioms/', import.meta.url);
const FIXTURES: Array<[string, Fixture]> = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => [file, JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as Fixture]);

/**
 * What a validating client says, apart from the engine: plain ajv in the schema's dialect, every
 * reference resolved as the spec says (an `$id`-relative one too). A fresh instance each time:
 * both sides may declare the same `$id`.
 */
function accepts(schema: Record<string, unknown>, value: unknown): boolean {
  const options = { strict: false, validateFormats: false };
  const ajv = /draft-0[3-7]/.test(String(schema.$schema ?? '')) ? new Ajv(options) : new Ajv2020(options);
  return ajv.validate(schema, value) as boolean;
}

describe('generator idioms: real generators, upgrade-style edits', () => {
  it('covers every generator', () => {
    const generators = new Set(FIXTURES.map(([, f]) => f.generator.replace(/@\d[^ ]*/g, '')));
    // And two upgrades of the generator itself, the source unchanged (`<old>-to-<new>--` files).
    expect([...generators].sort()).toEqual([
      '@sinclair/typebox',
      '@sinclair/typebox -> typebox',
      'pydantic',
      'typebox',
      'valibot + @valibot/to-json-schema',
      'zod',
      'zod + zod-to-json-schema',
      'zod + zod-to-json-schema -> zod',
    ]);
  });

  it.each(FIXTURES)('%s', (_file, f) => {
    const scope: SchemaScope = { entity: 'tool:t', base: '/tools/t', changes: [], schemaPairs: [] };
    expect(() => compareToolSchema(scope, 'inputSchema', f.before, f.after)).not.toThrow();
    const breaking = scope.changes.filter((change) => change.level === 'breaking');
    if (f.expect === 'breaking') {
      const proven = breaking.filter((change) => change.witness !== undefined);
      expect(proven.map((change) => change.rule)).not.toEqual([]);
      // A witness is a value the old schema accepts and the new one rejects.
      for (const change of proven)
        expect([accepts(f.before, change.witness!.value), accepts(f.after, change.witness!.value)], `${change.rule} ${JSON.stringify(change.witness!.value)}`).toEqual([true, false]);
    } else {
      expect(breaking.map((change) => `${change.rule} at ${change.pointer}`)).toEqual([]);
    }
    expect(scope.changes.map((change) => change.rule).sort()).toEqual([...f.rules].sort());
  });
});
