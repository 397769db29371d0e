import { describe, expect, it } from 'vitest';
import { policyRelaxations, reviewPolicy } from '../src/policy/relaxations.js';

/** What a pull request relaxes in its config, as plain data: each lowering or addition one change, nothing for what it raises or keeps. */
describe('policy relaxations', () => {
  const summary = (base: Parameters<typeof policyRelaxations>[0], head: Parameters<typeof policyRelaxations>[1]) =>
    policyRelaxations(base, head).map((change) => [change.rule, change.level, change.pointer, change.message]);

  it('a level lowered below the base (its entry, else the rule table), or a raising entry of the base removed; never one raised or kept', () => {
    const base = { levels: [{ rule: 'tool-added' as const, level: 'breaking' as const, origin: '/levels/tool-added' }] };
    const head = {
      levels: [
        { rule: 'input-required-added' as const, level: 'effect-relevant' as const, origin: '/servers/0/levels/input-required-added' },
        { rule: 'tool-removed' as const, level: 'breaking' as const, origin: '/servers/0/levels/tool-removed' },
        { rule: 'description-changed' as const, level: 'effect-relevant' as const, origin: '/levels/description-changed' },
      ],
    };
    expect(summary(base, head)).toEqual([
      ['config-level-lowered', 'breaking', '/levels/input-required-added', 'this pull request lowers input-required-added: breaking → effect-relevant (/servers/0/levels/input-required-added)'],
      ['config-level-lowered', 'breaking', '/levels/tool-added', "this pull request lowers tool-added: breaking → effect-relevant (the base's entry /levels/tool-added was removed)"],
    ]);
    expect(summary(head, head)).toEqual([]);
  });

  it('descriptions judged more leniently (effect-relevant > auto > cosmetic), unset being auto', () => {
    expect(summary({ descriptions: 'effect-relevant' }, {})).toEqual([['config-descriptions-lowered', 'breaking', '/descriptions', 'this pull request lowers descriptions: effect-relevant → auto']]);
    expect(summary({}, { descriptions: 'effect-relevant' })).toEqual([]);
    expect(summary({ descriptions: 'auto' }, { descriptions: 'auto' })).toEqual([]);
  });

  it('an ignore entry the base has none like (rule, entity, pointer), once; a new reason for the same entry is no relaxation', () => {
    const entry = { rule: 'description-changed', pointer: '/tools/*/definition/description', reason: 'paths differ per machine', origin: '/ignore/0' };
    const wider = { entity: 'tool:*', reason: 'everything', origin: '/ignore/1' };
    const changes = policyRelaxations({ ignore: [entry] }, { ignore: [{ ...entry, reason: 'reworded' }, wider, { ...wider, origin: '/servers/0/ignore/0' }] });
    expect(changes.map((change) => [change.rule, change.message, change.after])).toEqual([
      ['config-ignore-added', 'this pull request adds an ignore entry (entity tool:*): everything', { entity: 'tool:*', reason: 'everything' }],
    ]);
    // The fingerprint names the entry's matcher, whatever its reason or place.
    expect(policyRelaxations({}, { ignore: [{ ...wider, reason: 'other words' }] })[0]!.fingerprint).toBe(changes[0]!.fingerprint);
  });

  it("reviewPolicy applies the base's levels and ignore entries; without a base, the head's levels and nothing to approve", () => {
    const head = {
      levels: [{ rule: 'tool-removed' as const, level: 'cosmetic' as const, origin: '/levels/tool-removed' }],
      ignore: [{ rule: 'tool-added', reason: 'new tools are fine', origin: '/ignore/0' }],
    };
    expect(reviewPolicy(undefined, head)).toEqual({ levels: head.levels, ignore: [], relaxations: [] });
    const judged = reviewPolicy({}, head);
    expect([judged.levels, judged.ignore, judged.relaxations.map((change) => change.rule)]).toEqual([[], [], ['config-level-lowered', 'config-ignore-added']]);
  });
});
