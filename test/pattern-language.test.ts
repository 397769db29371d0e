import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareContracts } from '../src/diff/compare.js';
import { JS, type CharacterClass } from 'refa';
import { compareLanguages } from '../src/jsonschema/pattern-language.js';
import { toRe2 } from '../src/jsonschema/patterns.js';
import { validateAgainst } from '../src/jsonschema/validity.js';
import { node24Runtime } from './helpers/action-suite.js';
import { runNode } from './helpers/cli.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { FIXTURE_SERVER, ROOT, tempDir, writeSide } from './helpers/fixture.js';

const BIN = join(ROOT, 'dist/cli.js');

function changesOf(direction: 'input' | 'output', before: unknown, after: unknown) {
  const key = direction === 'output' ? 'outputSchema' : 'inputSchema';
  return compareContracts(contractOf(sideWithTool({ [key]: before })), contractOf(sideWithTool({ [key]: after }))).changes;
}

const text = (pattern: string) => ({ type: 'object', properties: { s: { type: 'string', pattern } } });
const verdicts = (direction: 'input' | 'output', before: unknown, after: unknown) => changesOf(direction, before, after).map((c) => [c.rule, c.level, c.witness?.value ?? null]);
const never = () => false;

/** V8 reads ES2025 modifier groups from Node 23 on (the action runs on Node 24). */
const modifiersParse = (() => {
  try {
    new RegExp('(?s:.)', 'u');
    return true;
  } catch {
    return false;
  }
})();

describe('patterns compared as languages (issue #24)', () => {
  it.each([
    ['{1,63} added to an identifier', '^[a-z0-9-]+$', '^[a-z0-9-]{1,63}$', [['input-pattern-narrowed', 'breaking', { s: 'a'.repeat(64) }]]],
    ['a character excluded from a negated class', '[^<>]', '[^<>ä]', [['input-pattern-narrowed', 'breaking', { s: 'ä' }]]],
    ['an anchored bound lowered', '^.{0,1000}$', '^.{0,999}$', [['input-pattern-narrowed', 'breaking', { s: 'A'.repeat(1000) }]]],
    ['the end of a range cut', '^[a-zA-Z]+$', '^[a-zA-Y]+$', [['input-pattern-narrowed', 'breaking', { s: 'Z' }]]],
    ['a count lowered', '^.{1,20}$', '^.{1,19}$', [['input-pattern-narrowed', 'breaking', { s: 'A'.repeat(20) }]]],
    // Each side accepts a letter the other refuses: µ (Greek, a letter) and Ⅰ (Latin, a number letter).
    ['a property class swapped for a script', '^\\p{L}+$', '^\\p{Script=Latin}+$', [['input-pattern-changed', 'breaking', { s: 'µ' }]]],
    ['a class rewritten', '^[a-z0-9-]+$', '^[-0-9a-z]+$', [['input-form-changed', 'cosmetic', null]]],
    // Unanchored, `.{0,1000}` finds a match (the empty one) in every string: so does `.{0,999}`. No change of what is valid.
    ['an unanchored bound lowered', '.{0,1000}', '.{0,999}', [['input-form-changed', 'cosmetic', null]]],
    // The look-ahead stays: undecided on automata, and the word inside it is a probe that shows the narrowing.
    ['a name refused by a look-ahead', '^(?!admin$)[a-z]+$', '^(?!admin$|root$)[a-z]+$', [['input-pattern-changed', 'breaking', { s: 'root' }]]],
  ])('%s: %s → %s', (_name, before, after, expected) => {
    expect(verdicts('input', text(before), text(after))).toEqual(expected);
  });

  it('mirrors on output: a narrowing is effect-relevant, a widening breaking with the shortest string gained', () => {
    expect(verdicts('output', text('^[a-z0-9-]+$'), text('^[a-z0-9-]{1,63}$'))).toEqual([['output-pattern-narrowed', 'effect-relevant', null]]);
    expect(verdicts('output', text('^[a-z0-9-]{1,63}$'), text('^[a-z0-9-]+$'))).toEqual([['output-pattern-widened', 'breaking', { s: 'a'.repeat(64) }]]);
    expect(verdicts('input', text('^[a-z0-9-]{1,63}$'), text('^[a-z0-9-]+$'))).toEqual([['input-pattern-widened', 'effect-relevant', null]]);
  });

  it('compares within the lengths both sides allow: {1,63} beside maxLength 63 changes nothing', () => {
    const bounded = (pattern: string) => ({ type: 'object', properties: { s: { type: 'string', pattern, maxLength: 63 } } });
    expect(verdicts('input', bounded('^[a-z0-9-]+$'), bounded('^[a-z0-9-]{1,63}$'))).toEqual([['input-form-changed', 'cosmetic', null]]);
  });

  it('never concludes equality from probes: a pattern past the state budget is undecided by its state budget (not a clock), with its reason', () => {
    const result = compareLanguages({ patterns: ['^(a|b)*a(a|b){30}$'], minLength: 0 }, { patterns: ['^(a|b)*a(a|b){29}$'], minLength: 0 }, never);
    expect(result).toEqual({ decided: false, lost: undefined, gained: undefined, reason: '"^(a|b)*a(a|b){30}$" needs more automaton states than the budget allows' });
  });

  it('stops at the run clock: an overdue clock ends the comparison undecided', () => {
    const result = compareLanguages({ patterns: ['^[a-f]{0,300}x$'], minLength: 0 }, { patterns: ['^[a-f]{0,299}x$'], minLength: 0 }, () => true);
    expect(result.decided).toBe(false);
  });

  it('an automaton that disagrees with V8 is not trusted: refa 0.12.1 simplifies `(?<!b)(?<=a)` to nothing', () => {
    expect(compareLanguages({ patterns: ['(?<!b)(?<=a).'], minLength: 0 }, { patterns: ['a.'], minLength: 0 }, never)).toEqual({
      decided: false,
      lost: undefined,
      gained: undefined,
      reason: '"(?<!b)(?<=a)." has a look-around the automata misread (on "a ")',
    });
  });

  it('a back-reference refa cannot resolve is undecided, with the reason', () => {
    expect(compareLanguages({ patterns: ['^([a-z]+)-\\1$'], minLength: 0 }, { patterns: ['^([a-z]+)-\\1-$'], minLength: 0 }, never)).toMatchObject({
      decided: false,
      reason: '"^([a-z]+)-\\\\1$" has a back-reference the automata do not read',
    });
  });
});

describe("property escapes on the engine's own Unicode (issue #32)", () => {
  /** `\p{Lu}` written out as refa 0.12.1's tables have it (Unicode 15.1): U+1C89, an uppercase letter of Unicode 16, is missing. */
  const olderLu = (() => {
    const { expression } = JS.Parser.fromLiteral({ source: '\\p{Lu}', flags: 'u' }).parse();
    const { characters } = expression.alternatives[0]!.elements[0] as CharacterClass;
    expect(characters.has(0x1c89)).toBe(false);
    return characters.ranges.map(({ min, max }) => (min === max ? `\\u{${min.toString(16)}}` : `\\u{${min.toString(16)}}-\\u{${max.toString(16)}}`)).join('');
  })();

  it('`^\\p{Lu}+$` rewritten as an explicit class from pre-16.0 tables is a narrowing, with U+1C89 the witness', () => {
    expect(new RegExp('^\\p{Lu}+$', 'u').test('\u{1c89}')).toBe(true);
    expect(verdicts('input', text('^\\p{Lu}+$'), text(`^[${olderLu}]+$`))).toEqual([['input-pattern-narrowed', 'breaking', { s: '\u{1c89}' }]]);
  });

  it('a script newer than refa (Garay, Unicode 16) is read as V8 reads it: decided, with a witness each way', () => {
    expect(compareLanguages({ patterns: ['^\\p{Script=Garay}+$'], minLength: 0 }, { patterns: ['^\\p{L}+$'], minLength: 0 }, never)).toEqual({ decided: true, lost: '\u{10d40}', gained: 'A' });
  });

  it('ajv runs them on the linear engine from the same tables: a script on text of any length, U+1C89 an uppercase letter', () => {
    expect(toRe2('^[\\p{Script=Garay}x]$')).toBe('^[\\u{10d40}-\\u{10d65}\\u{10d69}-\\u{10d85}\\u{10d8e}-\\u{10d8f}x]$');
    expect(validateAgainst({ type: 'string', pattern: '^\\p{Script=Latin}+$' }, 'Dénouement'.repeat(5))).toEqual([]);
    expect(validateAgainst({ type: 'string', pattern: '^\\p{Lu}+$' }, '\u{1c89}')).toEqual([]);
    expect(validateAgainst({ type: 'string', pattern: '^\\P{Lu}+$' }, '\u{1c89}')).toEqual(['/: must match pattern "^\\P{Lu}+$"']);
  });

  it('\\P{…} inside and outside a class, and a negated class of it, are read as their complements', () => {
    expect(compareLanguages({ patterns: ['^[^\\P{L}a]+$'], minLength: 0 }, { patterns: ['^(?:(?!a)\\p{L})+$'], minLength: 0 }, never)).toEqual({ decided: true, lost: undefined, gained: undefined });
    expect(compareLanguages({ patterns: ['^\\P{L}$'], minLength: 0 }, { patterns: ['^[^\\p{L}]$'], minLength: 0 }, never)).toEqual({ decided: true, lost: undefined, gained: undefined });
  });
});

describe('property: the automata agree with V8', () => {
  const atoms = ['a', 'b', '[ab]', '.', '\\b', '^', '$', 'a*', 'b+', '(?:ab)?', 'a{1,3}', '[^a]', '(?=a)', '(?!b)', '(?<=a)', '(?<!b)', '\\w', 'x|a', '\\n?', 'a{0,4}'];
  const pattern = fc.array(fc.constantFrom(...atoms), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
  const strings: string[] = [];
  const grow = (text: string, depth: number): void => {
    strings.push(text);
    if (depth > 0) for (const c of ['a', 'b', 'x', ' ', '\n', 'A']) grow(text + c, depth - 1);
  };
  grow('', 4);

  it('a decided verdict misses no difference among short strings, and every witness holds on V8 (look-around included)', () => {
    fc.assert(
      fc.property(pattern, pattern, (p, q) => {
        const [P, Q] = [new RegExp(p, 'u'), new RegExp(q, 'u')];
        const result = compareLanguages({ patterns: [p], minLength: 0 }, { patterns: [q], minLength: 0 }, never);
        if (result.lost !== undefined) expect([P.test(result.lost), Q.test(result.lost)]).toEqual([true, false]);
        if (result.gained !== undefined) expect([Q.test(result.gained), P.test(result.gained)]).toEqual([true, false]);
        if (!result.decided) return;
        const lost = strings.find((s) => P.test(s) && !Q.test(s));
        const gained = strings.find((s) => Q.test(s) && !P.test(s));
        expect([lost === undefined, gained === undefined]).toEqual([result.lost === undefined, result.gained === undefined]);
        if (lost !== undefined) expect([...result.lost!].length).toBeLessThanOrEqual([...lost].length);
      }),
      { numRuns: 150, seed: 7 },
    );
  });
});

describe('modifier groups', () => {
  it('are never rewritten for RE2: the rewrite of `.` would drop the s flag', () => {
    expect([toRe2('^(?s:.)*$'), toRe2('(?i:a)b'), toRe2('(?-i:a)'), toRe2('\\(?i:a)'), toRe2('(?:a)')]).toEqual([undefined, undefined, undefined, '\\(?i:a)', '(?:a)']);
  });

  it.runIf(!modifiersParse)('on an engine without them (Node ≤ 22) the pattern is invalid as ajv reads it: a schema that gains one is invalid, one that loses it undecided', () => {
    expect(verdicts('input', text('^.*$'), text('^(?s:.)*$'))).toEqual([['input-schema-invalid', 'breaking', null]]);
    expect(compareLanguages({ patterns: ['^(?s:.)*$'], minLength: 0 }, { patterns: ['^.*$'], minLength: 0 }, never).reason).toBe(
      `"^(?s:.)*$" is not a valid pattern on Node ${process.versions.node}: ajv cannot compile it`,
    );
  });

  it.runIf(modifiersParse)('on an engine with them (Node 24, the action) they are undecided on automata, and the probe "\\n" shows the narrowing', () => {
    expect(verdicts('input', text('^(?s:.)*$'), text('^.*$'))).toEqual([['input-pattern-changed', 'breaking', { s: '\n' }]]);
  });
});

describe('names: patternProperties keys and propertyNames', () => {
  const names = (pattern: string) => ({ type: 'object', propertyNames: { pattern } });

  it('a propertyNames pattern narrowed is breaking, with a name it refuses now', () => {
    expect(verdicts('input', names('^[a-z]+$'), names('^[a-z]{1,3}$'))).toEqual([['input-pattern-narrowed', 'breaking', { aaaa: '' }]]);
  });

  it('a propertyNames pattern widened is effect-relevant on input, breaking on output', () => {
    expect(verdicts('input', names('^[a-z]{1,3}$'), names('^[a-z]+$'))).toEqual([['input-pattern-widened', 'effect-relevant', null]]);
    expect(verdicts('output', names('^[a-z]{1,3}$'), names('^[a-z]+$'))).toEqual([['output-pattern-widened', 'breaking', { aaaa: '' }]]);
  });

  it('a propertyNames pattern rewritten to the same names is no change of what is valid', () => {
    expect(verdicts('input', names('^[a-z_]\\w*$'), names('^[_a-z][0-9A-Z_a-z]*$'))).toEqual([['input-form-changed', 'cosmetic', null]]);
  });

  it('a closed object whose one key pattern narrowed refuses a name it accepted: breaking, with that name; widened, the mirror', () => {
    const keyed = (key: string) => ({ type: 'object', patternProperties: { [key]: { type: 'string' } }, additionalProperties: false });
    const at = (c: { pointer: string }) => c.pointer.replace(/.*Schema/, '');
    expect(changesOf('input', keyed('^[a-z]+$'), keyed('^[a-z]{1,3}$')).map((c) => [c.rule, c.level, c.witness?.value, at(c)])).toEqual([
      ['input-pattern-narrowed', 'breaking', { aaaa: '' }, '/patternProperties/^[a-z]{1,3}$'],
    ]);
    expect(verdicts('input', keyed('^[a-z]{1,3}$'), keyed('^[a-z]+$'))).toEqual([['input-pattern-widened', 'effect-relevant', null]]);
    expect(verdicts('output', keyed('^[a-z]{1,3}$'), keyed('^[a-z]+$'))).toEqual([['output-pattern-widened', 'breaking', { aaaa: '' }]]);
  });

  it('a patternProperties key rewritten to the same names is one entry: only its schema change is reported', () => {
    const keyed = (key: string, maxLength: number) => ({ type: 'object', patternProperties: { [key]: { type: 'string', maxLength } }, additionalProperties: false });
    expect(changesOf('input', keyed('^[a-z0-9-]+$', 8), keyed('^[-0-9a-z]+$', 4)).map((c) => [c.rule, c.pointer.replace(/.*inputSchema/, '')])).toEqual([
      ['input-bound-tightened', '/patternProperties/^[-0-9a-z]+$/maxLength'],
    ]);
  });
});

describe('through the CLI (dist/cli.js as a process; `npm run build` first)', () => {
  it('`diff --fail-on breaking` fails on {1,63} added to an identifier pattern, with the 64-character witness', async () => {
    const dir = tempDir('mcg-pattern-');
    for (const [name, pattern] of [
      ['old', '^[a-z0-9-]+$'],
      ['new', '^[a-z0-9-]{1,63}$'],
    ] as const) {
      const side = writeSide(dir, sideWithTool({ inputSchema: { type: 'object', properties: { id: { type: 'string', pattern } } } }), `${name}.side.json`);
      expect((await runNode([BIN, 'snapshot', '--name', 'ids', '--out', `${name}.json`, '--', process.execPath, FIXTURE_SERVER, '--side', side], dir)).code).toBe(0);
    }
    const run = await runNode([BIN, 'diff', 'old.json', 'new.json', '--fail-on', 'breaking', '--format', 'json'], dir);
    expect(run.code).toBe(1);
    const changes = JSON.parse(run.stdout).servers[0].changes.map((c: { rule: string; level: string; witness?: { value: unknown } }) => [c.rule, c.level, c.witness?.value]);
    expect(changes).toEqual([['input-pattern-narrowed', 'breaking', { id: 'a'.repeat(64) }]]);
  });

  // The action runs on Node 24, where V8 reads modifier groups: the CLI there, not this runner's engine, is what users get.
  const node24 = node24Runtime();
  it.runIf(node24 !== undefined)('on Node 24 (the action): `diff --fail-on breaking` fails on ^(?s:.)*$ → ^.*$, with a line terminator in the witness', async () => {
    const dir = tempDir('mcg-pattern-24-');
    for (const [name, pattern] of [
      ['old', '^(?s:.)*$'],
      ['new', '^.*$'],
    ] as const) {
      const side = writeSide(dir, sideWithTool({ inputSchema: { type: 'object', properties: { s: { type: 'string', pattern } } } }), `${name}.side.json`);
      expect((await runNode([BIN, 'snapshot', '--name', 'ids', '--out', `${name}.json`, '--', node24!.bin, FIXTURE_SERVER, '--side', side], dir, {}, node24!.bin)).code).toBe(0);
    }
    const run = await runNode([BIN, 'diff', 'old.json', 'new.json', '--fail-on', 'breaking', '--format', 'json'], dir, {}, node24!.bin);
    expect(run.code).toBe(1);
    const changes = JSON.parse(run.stdout).servers[0].changes.map((c: { rule: string; level: string; witness?: { value: unknown } }) => [c.rule, c.level, c.witness?.value]);
    // A probe with a line terminator: what . refuses without the s flag, and (?s:.) took.
    expect(changes).toEqual([['input-pattern-changed', 'breaking', { s: ' \n' }]]);
  });
});
