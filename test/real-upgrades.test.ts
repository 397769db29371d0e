import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContract } from '../src/contract/io.js';
import { compareContracts } from '../src/diff/compare.js';
import { valueAtPointer } from '../src/jsonschema/refs.js';
import { ajvAccepts } from '../src/jsonschema/witness.js';
import { ROOT } from './helpers/fixture.js';
import { goldenText } from './helpers/golden.js';

/**
 * Real upgrades between published versions of real servers (contracts snapshotted by
 * scripts/real-servers/snapshot.ts): every breaking schema verdict carries a witness that
 * ajv confirms on the two real schemas, and the changes by level are a golden table
 * (UPDATE_GOLDEN=1 rewrites it) so that a change of any level on real data is reviewed.
 */
const DIR = join(ROOT, 'test/fixtures/real-servers');
const GOLDEN = join(ROOT, 'test/golden/real-upgrades.md');
const LEVELS = ['cosmetic', 'effect-relevant', 'breaking'] as const;

function versionOrder(a: string, b: string): number {
  const parts = (v: string) => v.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

function pairs(): Array<{ pkg: string; from: string; to: string }> {
  const byPackage = new Map<string, string[]>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.mcp-contract.json'))) {
    const match = /^(.*)@([^@]+)\.mcp-contract\.json$/.exec(file)!;
    byPackage.set(match[1]!, [...(byPackage.get(match[1]!) ?? []), match[2]!]);
  }
  return [...byPackage]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([pkg, versions]) => {
      const sorted = versions.sort(versionOrder);
      return sorted.slice(1).map((to, i) => ({ pkg, from: sorted[i]!, to }));
    });
}

const read = (pkg: string, version: string) => {
  const file = join(DIR, `${pkg}@${version}.mcp-contract.json`);
  return parseContract(readFileSync(file, 'utf8'), file);
};

const HEADER = ['| package | from → to | cosmetic | effect-relevant | breaking | breaking with a witness |', '|---|---|--:|--:|--:|--:|'];

/** Breaking schema verdicts: each must carry a witness. */
function breakingSchemaChanges(changes: ReturnType<typeof compareContracts>['changes']) {
  return changes.filter((c) => c.level === 'breaking' && /^(input|output)-/.test(c.rule) && !/-(root-not-object|schema-invalid)$/.test(c.rule));
}

/** One row of the golden table: the changes of one upgrade by level. */
function levelRow(pkg: string, from: string, to: string): string {
  const { changes } = compareContracts(read(pkg, from), read(pkg, to));
  const count = (level: string) => changes.filter((c) => c.level === level).length;
  return `| ${pkg.replace('__', '/')} | ${from} → ${to} | ${LEVELS.map(count).join(' | ')} | ${breakingSchemaChanges(changes).length} |`;
}

describe('real upgrades of published servers', () => {
  for (const { pkg, from, to } of pairs()) {
    it(`${pkg} ${from} → ${to}: every breaking schema verdict has a witness ajv confirms`, () => {
      const before = read(pkg, from);
      const after = read(pkg, to);
      const { changes } = compareContracts(before, after);
      const breakingSchema = breakingSchemaChanges(changes);
      for (const change of breakingSchema) {
        expect(change.witness, `${change.rule} ${change.pointer}`).toBeDefined();
        const tool = change.entity.replace(/^tool:/, '');
        const key = change.rule.startsWith('input-') ? 'inputSchema' : 'outputSchema';
        const schemaOf = (contract: typeof before) => contract.tools[tool]?.definition[key];
        // A witness too large to inline is reported by its shape (ajv confirmed it when it was built).
        if (change.witness!.shape !== undefined) {
          expect(change.witness!.shape, `${change.rule} ${change.pointer}`).toMatch(/of [\d,]+ (characters|items|properties)/);
          continue;
        }
        const verdict = [ajvAccepts(schemaOf(before), change.witness!.value), ajvAccepts(schemaOf(after), change.witness!.value)];
        expect(verdict, `${change.rule} ${change.pointer}`).toEqual(key === 'inputSchema' ? [true, false] : [false, true]);
      }
    });
  }

  it.each(pairs().map(({ pkg, from, to }) => [`${pkg} ${from} → ${to}`, pkg, from, to] as const))('%s: every change once, at its root, at a pointer that resolves', (_name, pkg, from, to) => {
    const raw = (version: string) => JSON.parse(readFileSync(join(DIR, `${pkg}@${version}.mcp-contract.json`), 'utf8'));
    const [rawBefore, rawAfter] = [raw(from), raw(to)];
    const before = read(pkg, from);
    const after = read(pkg, to);
    const { changes } = compareContracts(before, after);
    // Every pointer resolves in the before or the after contract, as the contract lays it out.
    expect(changes.filter((c) => valueAtPointer(rawAfter, c.pointer) === undefined && valueAtPointer(rawBefore, c.pointer) === undefined).map((c) => c.pointer)).toEqual([]);
    // No text change inside a property or branch that was added or removed whole.
    const roots = changes.filter((c) => /-(property-added|property-removed|closed-property-removed|variant-added|variant-removed)$/.test(c.rule));
    const text = changes.filter((c) => /^(description|title)-/.test(c.rule) && c.rule !== 'description-poisoned');
    expect(text.filter((c) => roots.some((root) => root.entity === c.entity && c.pointer.startsWith(`${root.pointer}/`))).map((c) => c.pointer)).toEqual([]);
    // No text reported removed here and added there, unchanged, in the same entity.
    const added = new Set(text.filter((c) => c.before === undefined).map((c) => `${c.entity}\u0000${JSON.stringify(c.after)}`));
    expect(text.filter((c) => c.after === undefined && added.has(`${c.entity}\u0000${JSON.stringify(c.before)}`)).map((c) => c.pointer)).toEqual([]);
    // One change a property: not added and required-added, not removed and no-longer-required.
    const parent = (c: { pointer: string; item?: unknown }) => `${c.pointer.replace(/\/(properties\/[^/]*|required)$/, '')}\u0000${String(c.item)}`;
    const pairsOf = (first: RegExp, second: RegExp) => {
      const seconds = new Set(changes.filter((c) => second.test(c.rule)).map((c) => `${c.entity}\u0000${parent(c)}`));
      return changes.filter((c) => first.test(c.rule) && seconds.has(`${c.entity}\u0000${parent(c)}`)).map((c) => c.pointer);
    };
    expect([...pairsOf(/-property-added$/, /-required-added(-defaulted)?$/), ...pairsOf(/-required-removed$/, /-(closed-)?property-removed$/)]).toEqual([]);
    // A list "answers now" only while its capability is declared.
    const capabilityOf = (method: string) => method.split('/')[0]!;
    expect(changes.filter((c) => c.rule === 'list-now-supported' && !Object.hasOwn(after.capabilities, capabilityOf(String(c.before))))).toEqual([]);
  });

  it('chrome-devtools-mcp 0.12.1 → 1.11.0: a property added as required says so, with its type and description; one that existed is required now', () => {
    const { changes } = compareContracts(read('chrome-devtools-mcp', '0.12.1'), read('chrome-devtools-mcp', '1.11.0'));
    const required = changes.filter((c) => c.rule === 'input-required-added');
    expect(required.filter((c) => ['tool:close_page', 'tool:select_page', 'tool:upload_file'].includes(c.entity)).map((c) => [c.entity, c.message])).toEqual([
      ['tool:close_page', 'inputSchema: property "pageId" added as required (number: "The ID of the page to close. Call list_pages to list pages.")'],
      ['tool:select_page', 'inputSchema: property "pageId" added as required (number: "The ID of the page to select. Call list_pages to get available pages.")'],
      ['tool:upload_file', 'inputSchema: property "filePaths" added as required (array: "One or more files paths to upload. File paths have to be local to the browser i…")'],
      ['tool:upload_file', 'inputSchema: property "pageId" added as required (number: "Targets a specific page by ID.")'],
    ]);
    // Every one of them is a property the old tool did not have.
    expect(required.filter((c) => !c.message.includes(`property "${c.item}" added as required (`)).map((c) => c.entity)).toEqual([]);
    expect(required.length).toBe(25);
  });

  it('matches the golden table of changes by level (on its own: it compares every pair itself)', () => {
    const table = [...HEADER, ...pairs().map(({ pkg, from, to }) => levelRow(pkg, from, to))].join('\n') + '\n';
    expect(table).toBe(goldenText(GOLDEN, table));
  });
});
