import { describe, expect, it } from 'vitest';
import { reportedWitness } from '../src/diff/change.js';
import { compareContracts } from '../src/diff/compare.js';
import { renderMarkdown, SUMMARY_LIMIT } from '../src/report/markdown.js';
import { buildReport } from '../src/report/report.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';

/**
 * A bound decided by construction, at any size: the witness is built at the bound (a value the
 * old schema accepts just past the new bound), ajv confirms it, and past 2,000 characters of
 * JSON the report gives its shape. git-mcp-server's `git_commit.message` went maxLength
 * 20000 → 15000; a search that gave up at 10,000 characters left that undecided.
 */
type Schema = Record<string, unknown>;
const object = (properties: Schema, extra: Schema = {}): Schema => ({ type: 'object', properties, ...extra });

function changesOf(key: 'inputSchema' | 'outputSchema', before: Schema, after: Schema) {
  const wrap = (schema: Schema) => contractOf(sideWithTool({ name: 'git_commit', [key]: schema }));
  return compareContracts(wrap(before), wrap(after)).changes;
}

/** [rule, level, item, witness value or shape]. */
const summary = (changes: ReturnType<typeof changesOf>) => changes.map((c) => [c.rule, c.level, c.item ?? null, c.witness ? (c.witness.shape ?? c.witness.value) : null]);

const message = (bounds: Schema) => object({ message: { type: 'string', ...bounds } }, { required: ['message'] });
const files = (bounds: Schema, items: Schema = { type: 'string' }) => object({ files: { type: 'array', items, ...bounds } });
const env = (bounds: Schema) => object({ env: { type: 'object', additionalProperties: { type: 'string' }, ...bounds } });
const depth = (bounds: Schema) => object({ depth: { type: 'integer', ...bounds } });
// Past 2^53 integers are not exact (zod 4 writes such bounds on every integer, and the canon drops them): a number.
const amount = (bounds: Schema) => object({ amount: { type: 'number', ...bounds } });

const INPUT: Array<[name: string, before: Schema, after: Schema, expected: unknown[]]> = [
  ['maxLength 20000 → 15000', message({ maxLength: 20000 }), message({ maxLength: 15000 }), ['maxLength', '{"message":<a string of 15,001 characters: "aaaaaaaaaaaaaaaa…">}']],
  ['minLength 15000 → 20000', message({ minLength: 15000 }), message({ minLength: 20000 }), ['minLength', '{"message":<a string of 19,999 characters: "aaaaaaaaaaaaaaaa…">}']],
  [
    'maxLength 20000 → 15000 under an identifier pattern',
    message({ maxLength: 20000, pattern: '^[A-Za-z0-9_-]+$' }),
    message({ maxLength: 15000, pattern: '^[A-Za-z0-9_-]+$' }),
    ['maxLength', expect.stringMatching(/^\{"message":<a string of 15,001 characters: "[A-Za-z0-9_-]{16}…">\}$/)],
  ],
  ['maxItems 20000 → 15000', files({ maxItems: 20000 }), files({ maxItems: 15000 }), ['maxItems', '{"files":<an array of 15,001 items, each "">}']],
  ['minItems 10 → 20000', files({ minItems: 10 }), files({ minItems: 20000 }), ['minItems', '{"files":<an array of 19,999 items, each "">}']],
  [
    'maxItems 2000 → 1500 of unique items',
    files({ maxItems: 2000, uniqueItems: true }),
    files({ maxItems: 1500, uniqueItems: true }),
    ['maxItems', '{"files":<an array of 1,501 items, the first "">}'],
  ],
  ['maxProperties 20000 → 15000', env({ maxProperties: 20000 }), env({ maxProperties: 15000 }), ['maxProperties', '{"env":<an object of 15,001 properties, the first "extra0":"">}']],
  ['minProperties 1 → 5000', env({ minProperties: 1 }), env({ minProperties: 5000 }), ['minProperties', '{"env":<an object of 4,999 properties, the first "extra0":"">}']],
  ['maximum 1e20 → 5e19', amount({ maximum: 1e20 }), amount({ maximum: 5e19 }), ['maximum', { amount: 1e20 }]],
  ['exclusiveMinimum 0 → 1e15', depth({ exclusiveMinimum: 0 }), depth({ exclusiveMinimum: 1e15 }), ['minimum', { depth: 1 }]],
  ['maximum 2^60 → 2^60 - 2^10 (past integer precision)', amount({ maximum: 2 ** 60 }), amount({ maximum: 2 ** 60 - 2 ** 10 }), ['maximum', { amount: 2 ** 60 }]],
  ['multipleOf 7 → 91 above a far minimum', depth({ minimum: 1e12, multipleOf: 7 }), depth({ minimum: 1e12, multipleOf: 91 }), ['multipleOf', { depth: 1000000000006 }]],
  [
    'maxLength 20000 → 15000 inside array items',
    files({}, { type: 'object', properties: { note: { type: 'string', maxLength: 20000 } }, required: ['note'] }),
    files({}, { type: 'object', properties: { note: { type: 'string', maxLength: 15000 } }, required: ['note'] }),
    ['maxLength', '{"files":[{"note":<a string of 15,001 characters: "aaaaaaaaaaaaaaaa…">}]}'],
  ],
  [
    'maxLength 20000 → 15000 under $ref',
    { ...object({ message: { $ref: '#/$defs/text' } }), $defs: { text: { type: 'string', maxLength: 20000 } } },
    { ...object({ message: { $ref: '#/$defs/text' } }), $defs: { text: { type: 'string', maxLength: 15000 } } },
    ['maxLength', '{"message":<a string of 15,001 characters: "aaaaaaaaaaaaaaaa…">}'],
  ],
];

describe('bounds decided by construction, at any size', () => {
  it.each(INPUT)('input %s: breaking, with a witness built at the bound', (_name, before, after, [item, witness]) => {
    const changes = changesOf('inputSchema', before, after);
    expect(summary(changes)).toEqual([['input-bound-tightened', 'breaking', item, witness]]);
    expect([changes[0]!.witness!.validBefore, changes[0]!.witness!.validAfter]).toEqual([true, false]);
  });

  it.each(INPUT)('output %s, the other way: a looser bound is breaking for consumers', (_name, before, after, [item]) => {
    const changes = changesOf('outputSchema', after, before);
    expect(summary(changes).map(([rule, level, what]) => [rule, level, what])).toEqual([['output-bound-relaxed', 'breaking', item]]);
    expect([changes[0]!.witness!.validBefore, changes[0]!.witness!.validAfter]).toEqual([false, true]);
  });

  it('past the size a witness is built at, the bound is still proven: unverified (breaking), never undecided', () => {
    expect(summary(changesOf('inputSchema', message({ maxLength: 4e9 }), message({ maxLength: 3e9 })))).toEqual([['input-unverified', 'breaking', 'bound-tightened:maxLength', null]]);
    expect(changesOf('inputSchema', message({ maxLength: 4e9 }), message({ maxLength: 3e9 }))[0]!.message).toBe(
      'inputSchema at /properties/message: maxLength 4000000000 → 3000000000; not checked: its witness, a string of 3,000,000,001 characters, is past the size a witness is built at',
    );
    expect(summary(changesOf('outputSchema', files({ maxItems: 1e6 }), files({ maxItems: 2e6 })))).toEqual([['output-unverified', 'breaking', 'bound-relaxed:maxItems', null]]);
  });

  it('a witness that fits is inlined; a larger one is described by its shape, and the report shows the shape', () => {
    expect(reportedWitness({ message: 'a'.repeat(1000) }, true, false)).toEqual({ value: { message: 'a'.repeat(1000) }, validBefore: true, validAfter: false });
    expect(reportedWitness({ list: Array.from({ length: 40 }, (_, i) => `file-${i}.ts`), note: '😀'.repeat(3000) }, false, true)).toEqual({
      shape: '{"list":<an array of 40 items, the first "file-0.ts">,"note":<a string of 3,000 characters: "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀…">}',
      validBefore: false,
      validAfter: true,
    });
    const wrap = (maxLength: number) => contractOf(sideWithTool({ name: 'git_commit', inputSchema: message({ maxLength }) }));
    const [golden, current] = [wrap(20000), wrap(15000)];
    const outcome = { name: 'git', contractFile: '/repo/contracts/git.mcp-contract.json', golden, current, ...compareContracts(golden, current), notes: [] };
    const markdown = renderMarkdown(buildReport([outcome], 'breaking', '/repo'), { acceptCommands: {}, diffs: {}, limit: SUMMARY_LIMIT });
    expect(markdown.split('\n')).toContain(
      '- 🔴 **breaking** · `input-bound-tightened` · inputSchema at /properties/message\\: maxLength 20000 → 15000; this call worked before and is rejected now: ` {"message":<a string of 15,001 characters: "aaaaaaaaaaaaaaaa…">} ` · fingerprint `387d735fdbdde38b`',
    );
  });
});
