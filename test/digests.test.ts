// Golden digests are checked once, where the comparison relies on them: an entity whose digest
// equals its counterpart's is taken as unchanged, so its definition is compared in place, and a
// hand edit under an unchanged digest is refused, naming the file and the first stale digest.
import { describe, expect, it } from 'vitest';
import { verifyDigests } from '../src/contract/digests.js';
import type { Contract } from '../src/contract/types.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';

const side = () =>
  sideWithTool(
    { name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
    {
      instructions: 'Use search first.',
      tools: [
        { name: 'search', description: 'Searches.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
        { name: 'fetch', description: 'Fetches.', inputSchema: { type: 'object' } },
      ],
      prompts: [{ name: 'summarise', description: 'Summarises.' }],
    },
  );
const live = (): Contract => contractOf(side());
/** A golden file as read: a deep copy, which a test then edits by hand. */
const golden = (edit: (contract: Contract) => void = () => undefined): Contract => {
  const contract = structuredClone(live());
  edit(contract);
  return contract;
};
const refusal = (pointer: string, file = 'golden.json') =>
  `contract ${file} at ${pointer}: the digest does not match the definition (edited by hand?); regenerate it with the update command of the gate`;
const check = (file: Contract, against: Contract) => () => verifyDigests({ contract: file, file: 'golden.json' }, { contract: against });

describe('verifyDigests', () => {
  it('accepts a golden file that agrees with the live contract, and one that differs from it honestly', () => {
    expect(check(golden(), live())).not.toThrow();
    const changed = contractOf({ ...side(), tools: [{ name: 'search', description: 'Searches everything.', inputSchema: { type: 'object' } }] });
    expect(check(golden(), changed)).not.toThrow();
  });

  it.each([
    ['a definition edited under an unchanged digest', (c: Contract) => (c.tools.search!.definition.description = 'Edited.'), '/tools/search/digest'],
    [
      'a schema edited under unchanged digests',
      (c: Contract) => ((c.tools.search!.definition.inputSchema as { properties: { q: { type: string } } }).properties.q.type = 'number'),
      '/tools/search/digest',
    ],
    ['a schema digest edited', (c: Contract) => (c.tools.search!.schemaDigests!.inputSchema = 'sha256:00'), '/tools/search/schemaDigests/inputSchema'],
    ['the instructions edited', (c: Contract) => (c.instructions!.text = 'Use fetch first.'), '/instructions/digest'],
  ])('refuses %s, naming the file and the pointer', (_what, edit, pointer) => {
    expect(check(golden(edit), live())).toThrow(refusal(pointer));
  });

  it('does not rely on, so does not check, a digest that differs from its counterpart: the definitions are compared instead', () => {
    const gone = contractOf({ ...side(), tools: [], prompts: [] });
    expect(
      check(
        golden((c) => (c.tools.fetch!.definition.description = 'Edited.')),
        gone,
      ),
    ).not.toThrow();
    expect(
      check(
        golden((c) => (c.prompts.summarise!.digest = 'sha256:00')),
        live(),
      ),
    ).not.toThrow();
    const changed = contractOf({ ...side(), tools: [{ name: 'fetch', description: 'Fetches more.', inputSchema: { type: 'object' } }] });
    expect(
      check(
        golden((c) => (c.tools.fetch!.definition.description = 'Edited.')),
        changed,
      ),
    ).not.toThrow();
  });

  it('never checks a side computed in this run', () => {
    const computed = live();
    computed.tools.search!.digest = 'sha256:00';
    expect(() => verifyDigests({ contract: golden() }, { contract: computed })).not.toThrow();
  });

  it('between two files, names the one edited by hand; two files edited alike compare equal, as they are', () => {
    const edited = golden((c) => (c.tools.search!.definition.description = 'Edited.'));
    expect(() => verifyDigests({ contract: golden(), file: 'a.json' }, { contract: edited, file: 'b.json' })).toThrow(refusal('/tools/search/digest', 'b.json'));
    expect(() => verifyDigests({ contract: edited, file: 'a.json' }, { contract: golden(), file: 'b.json' })).toThrow(refusal('/tools/search/digest', 'a.json'));
    const alike = golden((c) => (c.tools.search!.definition.description = 'Edited.'));
    expect(() => verifyDigests({ contract: edited, file: 'a.json' }, { contract: alike, file: 'b.json' })).not.toThrow();
  });
});
