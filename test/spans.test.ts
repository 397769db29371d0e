// A contract file compared with another is cut at its entities (src/contract/spans.ts): what
// both files say byte for byte is parsed once. The cut must give what parsing the whole text
// gives, whatever the text; a text in another layout is parsed whole.
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realisticTool } from '../bench/realistic-schemas.js';
import { contractText, parseContract, parseContractBeside } from '../src/contract/io.js';
import { cutContract, joinContract } from '../src/contract/spans.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { ROOT } from './helpers/fixture.js';

const realServers = join(ROOT, 'test/fixtures/real-servers');
/** The same JSON, member for member in the same order: an own `__proto__` member included, which toStrictEqual cannot see. */
const same = (actual: unknown, expected: unknown) => expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
const realTexts = readdirSync(realServers)
  .filter((file) => file.endsWith('.json'))
  .map((file) => readFileSync(join(realServers, file), 'utf8'));

/** Tool, prompt and resource names that are JavaScript members, JSON escapes or look like the layout. */
const ODD_NAMES = ['__proto__', 'constructor', 'a"b', 'a\\b', 'x": {', '    }', 'line\nbreak', 'é', 'tools'];

function oddContract(suffix: string) {
  const tools = [...ODD_NAMES.map((name) => ({ name, description: `${name} ${suffix}`, inputSchema: { type: 'object', properties: { [name]: { type: 'string' } } } })), realisticTool(1)];
  return contractOf({ ...sideWithTool({}), tools, prompts: [{ name: 'p"1', description: suffix }], resources: [{ uri: 'file:///x\n', name: 'x' }] });
}

describe('cutting a contract at its entities', () => {
  it('gives what parsing the whole text gives, on real contracts and odd names', () => {
    const texts = [...realTexts, contractText(oddContract('a')), contractText(contractOf(sideWithTool({})))];
    for (const text of texts) {
      const cut = cutContract(text);
      expect(cut).toBeDefined();
      same(joinContract(cut!), JSON.parse(text));
    }
  });

  it('takes unchanged entities from the other file, and parses the rest, to the same contract (property)', () => {
    const before = contractText(oddContract('a'));
    const parsedBefore = parseContract(before, 'a.json');
    fc.assert(
      fc.property(fc.subarray(ODD_NAMES), fc.string(), (changed, words) => {
        const contract = oddContract('a');
        for (const name of changed) contract.tools[name]!.definition.description = words;
        const text = contractText(contract);
        const beside = parseContractBeside(text, 'b.json', { text: before, contract: parsedBefore });
        same(beside, JSON.parse(text));
        for (const name of ODD_NAMES) {
          const same = !changed.includes(name) || words === `${name} a`;
          expect(beside.tools[name] === parsedBefore.tools[name]).toBe(same);
        }
      }),
      { numRuns: 200, seed: 20261201 },
    );
  });

  it('checks what it does not take from the other file as parseContract checks the whole, error for error (property)', () => {
    const before = contractText(oddContract('a'));
    const parsedBefore = parseContract(before, 'a.json');
    // Ways to spoil an entity (or the header) that only the contract's checks see: the text stays JSON.
    const spoil: Record<string, (entity: Record<string, unknown>) => void> = {
      'no digest': (entity) => delete entity.digest,
      'a bad digest': (entity) => (entity.digest = 'sha256:nope'),
      'a stray member': (entity) => (entity.extra = 1),
      'a name that is not its key': (entity) => ((entity.definition as Record<string, unknown>).name = 'other'),
      'a digest of a schema it lacks': (entity) => ((entity.schemaDigests as Record<string, unknown>).outputSchema = `sha256:${'0'.repeat(64)}`),
      'no schema digest': (entity) => delete (entity.schemaDigests as Record<string, unknown>).inputSchema,
    };
    const outcome = (run: () => unknown) => {
      try {
        return JSON.stringify(run());
      } catch (error) {
        return `error: ${(error as Error).message}`;
      }
    };
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ODD_NAMES), fc.constantFrom(...Object.keys(spoil))), { maxLength: 3 }), fc.boolean(), (spoils, badHeader) => {
        const contract = JSON.parse(before) as { formatVersion: unknown; tools: Record<string, Record<string, unknown>> };
        for (const [name, how] of spoils) spoil[how]!(contract.tools[name]!);
        if (badHeader) contract.formatVersion = 'one';
        const text = contractText(contract as never);
        const expected = outcome(() => parseContract(text, 'b.json'));
        expect(outcome(() => parseContractBeside(text, 'b.json', { text: before, contract: parsedBefore }))).toBe(expected);
        expect(expected.startsWith('error: contract b.json at /')).toBe(spoils.length > 0 || badHeader);
      }),
      { numRuns: 200, seed: 20261201 },
    );
  });

  it("takes nothing from the other file when its parse does not have its cut's keys", () => {
    const text = contractText(oddContract('a'));
    const cut = cutContract(text)!;
    const parsed = JSON.parse(text);
    // A parse that disagrees with the cut (a hand-made file whose braces the cut misread): not trusted.
    const [first] = Object.keys(parsed.tools);
    const disagreeing = { ...parsed, tools: Object.fromEntries(Object.entries(parsed.tools).filter(([key]) => key !== first)) };
    const joined = joinContract(cut, { spans: cut, value: disagreeing });
    same(joined, parsed);
    for (const key of Object.keys(parsed.tools)) expect((joined.tools as Record<string, unknown>)[key] === disagreeing.tools[key]).toBe(false);
    // A parse that agrees: every entity is taken as it is.
    const agreeing = joinContract(cut, { spans: cut, value: parsed });
    for (const key of Object.keys(parsed.tools)) expect((agreeing.tools as Record<string, unknown>)[key] === parsed.tools[key]).toBe(true);
  });

  it('refuses texts in another layout, and parseContractBeside then parses them whole', () => {
    const value = JSON.parse(contractText(oddContract('a')));
    const other = { text: contractText(oddContract('b')), contract: parseContract(contractText(oddContract('b')), 'b.json') };
    for (const text of [JSON.stringify(value), JSON.stringify(value, null, 4), JSON.stringify(value, null, '\t')]) {
      expect(cutContract(text)).toBeUndefined();
      same(parseContractBeside(text, 'x.json', other), value);
    }
  });

  it('refuses a cut that does not hold: a key twice, an entity that is not JSON, a brace where the layout has none', () => {
    const text = contractText(contractOf(sideWithTool({})));
    const twice = text.replace(/\n {4}"probe": (\{[\s\S]*?\n {4}\})/, (_m, body) => `\n    "probe": ${body},\n    "probe": ${body}`);
    expect(cutContract(twice)).toBeUndefined();
    same(parseContractBeside(twice, 'x.json', { text, contract: parseContract(text, 'y.json') }), JSON.parse(twice));
    const broken = text.replace('"description": "A probe tool."', '"description": "A probe tool.",,');
    expect(() => parseContractBeside(broken, 'x.json', { text, contract: parseContract(text, 'y.json') })).toThrow(/^contract x\.json at \/: not JSON/);
    const unclosed = text.replace(/\n {4}\}\n {2}\}/, '\n  }');
    expect(cutContract(unclosed)).toBeUndefined();
  });
});
