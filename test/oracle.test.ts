import { createServer, type Server } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classify } from '../src/commands/classify.js';
import { contractText } from '../src/contract/io.js';
import { cli } from './helpers/cli.js';
import { contractOf, nestedOneOf, sideWithTool } from './helpers/contracts.js';
import { tempDir } from './helpers/fixture.js';

describe('the json-schema-diff oracle', () => {
  it('is stopped at its deadline on a pathological schema; the comparison still classifies, and the report says so', async () => {
    const before = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: { q: nestedOneOf(6, 'string') } } }));
    const after = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: { q: nestedOneOf(6, 'number') } } }));
    const { changes, notes } = await classify(before, after, 1_000);
    expect(notes).toEqual(['json-schema-diff timed out after 1000 ms on tool:probe inputSchema; the change stays undecided']);
    // Too large to compare exactly: what was found is reported, each breaking verdict with a witness, the rest undecided
    // (the undecided oneOf needs no witness of its own: the schema is already shown breaking).
    // (The nested oneOf branches overlap, so the innermost oneOf is also compared as written.)
    expect(changes.map((c) => [c.rule, c.level, c.witness?.value])).toEqual([
      ['input-undecided', 'effect-relevant', undefined],
      ['input-type-narrowed', 'breaking', { q: '' }],
      ['input-type-widened', 'effect-relevant', undefined],
      ['input-logic-changed', 'effect-relevant', undefined],
    ]);
  });

  it('leaves an undecided keyword effect-relevant, and a witness raises it only in the breaking direction', async () => {
    const before = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: { a: { not: { type: 'string' } } } } }));
    const after = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: { a: { not: { type: ['string', 'number'] } } } } }));
    const narrowed = await classify(before, after);
    expect(narrowed.changes.map((c) => [c.rule, c.level, c.witness])).toEqual([
      ['input-logic-changed', 'effect-relevant', undefined],
      ['input-schema-narrowed', 'breaking', { value: { a: 0 }, validBefore: true, validAfter: false }],
    ]);
    expect((await classify(after, before)).changes.map((c) => c.rule)).toEqual(['input-logic-changed']);
    const out = (schema: object) => contractOf(sideWithTool({ outputSchema: { type: 'object', properties: { a: schema } } }));
    const outNarrowed = await classify(out({ not: { type: 'string' } }), out({ not: { type: ['string', 'number'] } }));
    expect(outNarrowed.changes.map((c) => [c.rule, c.level])).toEqual([['output-logic-changed', 'effect-relevant']]);
    const outWidened = await classify(out({ not: { type: ['string', 'number'] } }), out({ not: { type: 'string' } }));
    expect(outWidened.changes.map((c) => [c.rule, c.level, c.witness?.value])).toEqual([
      ['output-logic-changed', 'effect-relevant', undefined],
      ['output-schema-widened', 'breaking', { a: 0 }],
    ]);
  });

  it('accepts $schema 2020-12, which json-schema-diff itself throws on', async () => {
    const schema = (max: number) => ({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { n: { type: 'integer', maximum: max } } });
    const result = await classify(contractOf(sideWithTool({ inputSchema: schema(10) })), contractOf(sideWithTool({ inputSchema: schema(5) })));
    expect(result.notes).toEqual([]);
    expect(result.changes.map((c) => c.rule)).toEqual(['input-bound-tightened']);
  });

  it('skips recursive schemas instead of letting json-schema-diff throw', async () => {
    const tree = (leaf: string) => ({
      $ref: '#/$defs/n',
      $defs: { n: { type: 'object', properties: { v: { oneOf: [{ type: leaf }, { type: 'null' }] }, c: { type: 'array', items: { $ref: '#/$defs/n' } } } } },
    });
    const result = await classify(contractOf(sideWithTool({ inputSchema: tree('string') })), contractOf(sideWithTool({ inputSchema: tree('number') })));
    // Decided by the comparison itself (coinductively through the recursion): json-schema-diff is not asked.
    expect(result.notes).toEqual([]);
    expect(result.changes.map((c) => [c.rule, c.witness?.value])).toEqual([
      ['input-type-narrowed', { v: '' }],
      ['input-type-widened', undefined],
    ]);
  });
});

describe('a remote $ref', () => {
  let server: Server;
  let requests = 0;
  let url = '';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests++;
      response.end(JSON.stringify({ type: 'string' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/schema.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is reported and never fetched, neither by the rules, nor by ajv, nor by json-schema-diff', async () => {
    const dir = tempDir('mcg-remote-ref-');
    const secretFile = join(dir, 'local-secret.json');
    writeFileSync(secretFile, JSON.stringify({ type: 'number' }));
    const before = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } } }));
    const after = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: { a: { $ref: url }, b: { $ref: secretFile } } } }));
    writeFileSync(join(dir, 'before.json'), contractText(before));
    writeFileSync(join(dir, 'after.json'), contractText(after));
    const result = await cli(['diff', 'before.json', 'after.json', '--report', 'report.json'], dir);
    expect(result.code).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    const rules = report.servers[0].changes.map((c: { rule: string }) => c.rule);
    expect(rules).toEqual(['input-remote-ref', 'input-remote-ref']);
    expect(report.servers[0].notes).toEqual(['json-schema-diff not run on tool:probe inputSchema: a $ref points outside the schema (never fetched); the change stays undecided']);
    expect(requests).toBe(0);
  });
});

describe('the classification deadline', () => {
  it('past it, a changed schema is reported undecided without being compared, and the notes list the entities', async () => {
    const before = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: { n: { type: 'integer', maximum: 10 } } }, description: 'Old.' }));
    const after = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: { n: { type: 'integer', maximum: 5 } } }, description: 'New.' }));
    const { changes, notes } = await classify(before, after, 1_000, -1);
    expect(changes.map((c) => [c.rule, c.level, c.message])).toEqual([
      ['description-rewritten', 'effect-relevant', 'description rewritten: "Old" → "New"'],
      ['input-undecided', 'effect-relevant', 'inputSchema changed; not compared: the classification deadline had passed'],
    ]);
    expect(notes).toEqual(['the classification deadline (-1 ms) passed: the schemas of 1 entities were not compared and are reported as undecided: tool:probe']);
    // Within the deadline, the same pair is compared and proven.
    expect((await classify(before, after)).changes.map((c) => [c.rule, c.witness?.value])).toEqual([
      ['description-rewritten', undefined],
      ['input-bound-tightened', { n: 6 }],
    ]);
  });
});
