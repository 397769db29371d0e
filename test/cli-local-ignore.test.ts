import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { applyIgnore, pointerPattern, wildcard } from '../src/policy/ignore.js';
import type { IgnoreEntry } from '../src/config/types.js';
import { makeChange } from '../src/diff/change.js';
import { semverAdvice } from '../src/policy/semver.js';
import { assembleReport, buildReport, reportJson } from '../src/report/report.js';
import reportSchema from '../src/report/report.schema.json' with { type: 'json' };

const description = makeChange('description-changed', 'tool:ls', '/tools/ls/definition/description', 'description reworded');
const schemaText = makeChange('description-changed', 'tool:ls', '/tools/ls/definition/inputSchema/properties/path/description', 'inputSchema at /properties/path: description reworded');
const removed = makeChange('tool-removed', 'tool:rm', '/tools/rm', 'tool "rm" removed');
const instructions = makeChange('instructions-changed', 'instructions', '/instructions', 'server instructions reworded');
const entry = (fields: Omit<IgnoreEntry, 'origin' | 'reason'>): IgnoreEntry => ({ ...fields, reason: 'volatile', origin: 'config test at /ignore/0' });

describe('ignore patterns', () => {
  it.each([
    [
      '/tools/*/definition/description',
      ['/tools/ls/definition/description', '/tools/a~1b/definition/description'],
      ['/tools/ls/definition/description/x', '/tools/definition/description', '/tools/a/b/definition/description'],
    ],
    ['/tools/ls/**', ['/tools/ls', '/tools/ls/definition', '/tools/ls/definition/inputSchema/properties/path'], ['/tools/lsx', '/tools', '/prompts/ls']],
    ['/tools/get_*/definition/title', ['/tools/get_/definition/title', '/tools/get_file/definition/title'], ['/tools/put_file/definition/title']],
    ['/a.b/(x)', ['/a.b/(x)'], ['/aXb/(x)', '/a.b/x']],
  ])('%s', (pattern, matching, others) => {
    const regex = pointerPattern(pattern);
    expect([matching.map((p) => regex.test(p)), others.map((p) => regex.test(p))]).toEqual([matching.map(() => true), others.map(() => false)]);
  });

  it('entity patterns: * is any run of characters', () => {
    expect(['tool:ls', 'tool:', 'prompt:ls', 'tool:a\nb'].map((e) => wildcard('tool:*').test(e))).toEqual([true, true, false, true]);
  });
});

describe('applyIgnore', () => {
  const changes = [description, schemaText, removed, instructions];

  it('keeps what no entry matches, and lists the rest with the first matching entry', () => {
    const { kept, ignored } = applyIgnore(changes, [
      entry({ rule: 'description-changed', pointer: '/tools/*/definition/description' }),
      entry({ entity: 'instr*', rule: 'instructions-changed' }),
      entry({ pointer: '/tools/ls/**' }),
    ]);
    expect(kept).toEqual([removed]);
    expect(ignored.map((i) => [i.change.fingerprint, i.matched])).toEqual([
      [description.fingerprint, { rule: 'description-changed', pointer: '/tools/*/definition/description' }],
      [schemaText.fingerprint, { pointer: '/tools/ls/**' }],
      [instructions.fingerprint, { rule: 'instructions-changed', entity: 'instr*' }],
    ]);
  });

  it('needs every given field to match', () => {
    expect(applyIgnore(changes, [entry({ rule: 'tool-removed', pointer: '/tools/ls' })]).kept).toEqual(changes);
    expect(applyIgnore(changes, []).kept).toBe(changes);
  });
});

describe('the JSON report with semver and ignored changes', () => {
  it('validates against its published schema', () => {
    const servers = buildReport([{ name: 'unit', contractFile: '/work/contracts/unit.json', changes: [removed], notes: [] }], 'effect-relevant', '/work').servers;
    const { ignored } = applyIgnore([description], [entry({ pointer: '/tools/*/definition/description' })]);
    const report = assembleReport(
      [
        { ...servers[0]!, semver: semverAdvice([removed], '1.4.2', '1.5.0', 'enforce'), ignored },
        { ...servers[0]!, name: 'other', semver: semverAdvice([], null, undefined, 'warn') },
      ],
      'never',
    );
    const validate = new Ajv2020({ strict: true }).compile(reportSchema);
    expect(validate(JSON.parse(reportJson(report))), JSON.stringify(validate.errors)).toBe(true);
    expect(report.verdict).toBe('fail');
  });
});
