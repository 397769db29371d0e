import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { compiledSchemas, compileValidator, precompiledKey } from '../src/jsonschema/validate.js';
import { checkSchemaCompiles, checkSchemaValid, LENIENT_OPTIONS } from '../src/jsonschema/validity.js';
import { gateSchemas, PRECOMPILED_FILE, precompiledSource } from '../scripts/precompiled-source.js';
import * as precompiled from '../src/jsonschema/precompiled/validators.cjs';
import { corpus, ROOT } from './helpers/fixture.js';

const VALID_DIALECTS = ['https://json-schema.org/draft/2020-12/schema', 'http://json-schema.org/draft-07/schema#'];

/** Schemas from the corpus and the example server, and broken ones of every kind compile rejects. */
function schemas(): Array<[string, unknown]> {
  const found: Array<[string, unknown]> = [];
  for (const drift of corpus()) {
    for (const side of [drift.before, drift.after]) {
      for (const tool of (side.tools ?? []) as Array<Record<string, unknown>>) {
        found.push([`${drift.id}/${String(tool.name)}/in`, tool.inputSchema]);
        if (tool.outputSchema) found.push([`${drift.id}/${String(tool.name)}/out`, tool.outputSchema]);
      }
    }
  }
  const example = JSON.parse(readFileSync(join(ROOT, 'contracts/weather.mcp-contract.json'), 'utf8'));
  for (const [name, tool] of Object.entries<{ definition: Record<string, unknown> }>(example.tools)) found.push([`weather/${name}`, tool.definition.inputSchema]);
  const broken: Array<[string, unknown]> = [
    ['unknown type', { type: 'strin' }],
    ['required not a list', { type: 'object', required: 'a' }],
    ['negative minLength', { type: 'string', minLength: -1 }],
    ['bad regex', { type: 'string', pattern: '([a-z' }],
    ['bad patternProperties key', { type: 'object', patternProperties: { '(': { type: 'string' } } }],
    ['unresolvable local ref', { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }],
    ['properties not an object', { type: 'object', properties: [] }],
    ['items not a schema', { type: 'array', items: 3 }],
    ['enum not a list', { enum: 'a' }],
    ['a resolvable local ref', { $defs: { a: { type: 'string' } }, properties: { x: { $ref: '#/$defs/a' } } }],
    ['a number schema', 42],
  ];
  for (const dialect of VALID_DIALECTS) {
    for (const [name, schema] of broken)
      found.push([`${name === 'a resolvable local ref' ? 'valid' : 'broken'}: ${name} (${dialect})`, typeof schema === 'object' ? { $schema: dialect, ...schema } : schema]);
  }
  return found;
}

describe('the fast schema check', () => {
  it('rejects every broken schema of the set, as compile does', () => {
    const broken = schemas().filter(([name]) => name.startsWith('broken: '));
    expect(broken).toHaveLength(20);
    for (const [name, schema] of broken) expect(checkSchemaValid(schema), name).toBeDefined();
  });

  it.each(schemas())('agrees with ajv compile: %s', (_name, schema) => {
    expect(Boolean(checkSchemaValid(schema))).toBe(Boolean(checkSchemaCompiles(schema)));
  });
});

describe("the gate's own schemas", () => {
  it('are valid 2020-12 schemas: compiled without the meta-schema check at run time, they are checked here', async () => {
    const meta = new Ajv2020({ strict: true });
    const schemas = await gateSchemas();
    expect(schemas.length).toBeGreaterThanOrEqual(10);
    // As the gate compiles them (strict), each compiles: a compile error would otherwise wait for first use.
    const strict = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true });
    for (const schema of schemas) {
      expect(meta.validateSchema(schema), JSON.stringify(meta.errors)).toBe(true);
      expect(() => strict.compile(schema)).not.toThrow();
    }
    for (const file of ['config/config', 'config/policy', 'contract/contract', 'report/report']) {
      const schema = JSON.parse(readFileSync(join(ROOT, `src/${file}.schema.json`), 'utf8'));
      expect(meta.validateSchema(schema), `${file}: ${JSON.stringify(meta.errors)}`).toBe(true);
    }
  });
});

describe('the precompiled validators (src/jsonschema/precompiled/validators.cjs)', () => {
  it('are what the build generates from the schemas of today: a stale file fails here', async () => {
    const schemas = gateSchemas();
    const fresh = readFileSync(join(ROOT, PRECOMPILED_FILE), 'utf8') === precompiledSource(schemas);
    expect(fresh, `${PRECOMPILED_FILE} is stale: run npm run build`).toBe(true);
    // Every module that checks data, loaded: each schema it compiled is in the build's static list.
    await Promise.all([
      import('../src/config/load.js'),
      import('../src/config/policy.js'),
      import('../src/contract/io.js'),
      import('../src/discovery/walk.js'),
      import('../src/negotiate/negotiate.js'),
      import('../src/github/merge-reports.js'),
    ]);
    expect(compiledSchemas().filter((schema) => !precompiled.gate[precompiledKey(schema)])).toEqual([]);
  });

  // After the freshness test: compileValidator registers this schema with the rest.
  it('a schema the build did not see is compiled when first used, with the same violations', () => {
    const schema = { type: 'object', required: ['a'], properties: { a: { type: 'string', minLength: 2 } } };
    expect(precompiled.gate[precompiledKey(schema)]).toBeUndefined();
    const check = compileValidator(schema);
    expect([check({ a: 'xy' }), check({ a: 'x' }), check({})]).toEqual([
      [],
      [{ pointer: '/a', message: 'must NOT have fewer than 2 characters' }],
      [{ pointer: '/', message: "must have required property 'a'" }],
    ]);
  });

  it.each([
    ['draft07', precompiled.draft07, () => new Ajv(LENIENT_OPTIONS)],
    ['draft2019', precompiled.draft2019, () => new Ajv2019(LENIENT_OPTIONS)],
    ['draft2020', precompiled.draft2020, () => new Ajv2020(LENIENT_OPTIONS)],
  ] as const)('the %s meta-schema says what ajv.validateSchema says, errors and all, of every schema of the set', (_dialect, validateMeta, create) => {
    const ajv = create();
    const objects = schemas().filter(([, schema]) => typeof schema === 'object');
    const verdicts = objects.map(([name, schema]) => {
      const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
      const expected = ajv.validateSchema(rest) ? null : ajv.errors;
      return [name, validateMeta!(rest) ? null : validateMeta!.errors, expected];
    });
    expect(verdicts.filter(([, got]) => got !== null).length).toBeGreaterThanOrEqual(10);
    for (const [name, got, expected] of verdicts) expect(got, String(name)).toEqual(expected);
  });
});
