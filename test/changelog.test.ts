import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServerOutcome } from '../src/report/outcome.js';
import { parseContract } from '../src/contract/io.js';
import type { Contract } from '../src/contract/types.js';
import { changeOf, makeChange, type Change } from '../src/diff/change.js';
import { compareContracts } from '../src/diff/compare.js';
import { semverAdvice } from '../src/policy/semver.js';
import { changelogSection, propertyPath } from '../src/report/formats/changelog.js';
import { FORMATS, type FormatContext } from '../src/report/formats/index.js';
import { assembleReport, buildReport, type Report } from '../src/report/report.js';
import { cli } from './helpers/cli.js';
import { ROOT, tempDir } from './helpers/fixture.js';
import { goldenText } from './helpers/golden.js';

/**
 * `--format changelog`: release notes from a diff or check. The golden file is Playwright's real
 * upgrade 0.0.32 → 0.0.56 (UPDATE_GOLDEN=1 rewrites it; review the diff).
 */
const CONTRACTS = join(ROOT, 'test/fixtures/real-servers');
const BEFORE_FILE = join(CONTRACTS, '@playwright__mcp@0.0.32.mcp-contract.json');
const AFTER_FILE = join(CONTRACTS, '@playwright__mcp@0.0.56.mcp-contract.json');
const before = parseContract(readFileSync(BEFORE_FILE, 'utf8'), BEFORE_FILE);
const after = parseContract(readFileSync(AFTER_FILE, 'utf8'), AFTER_FILE);
const upgrade = compareContracts(before, after);
const context: FormatContext = { servers: { [after.server]: { before, after } } };

function upgradeReport(): Report {
  const outcome: ServerOutcome = { name: after.server, contractFile: AFTER_FILE, golden: before, current: after, ...upgrade, notes: [] };
  const built = buildReport([outcome], 'effect-relevant', ROOT);
  return assembleReport([{ ...built.servers[0]!, semver: semverAdvice(upgrade.changes, '0.0.32', '0.0.56', 'warn') }], 'effect-relevant');
}

function reportOf(changes: Change[], extra: Partial<ServerOutcome> = {}): Report {
  return buildReport([{ name: 'unit', contractFile: '/work/contracts/unit.json', changes, notes: [], ...extra }], 'effect-relevant', '/work');
}

describe('the changelog format', () => {
  it('matches test/golden/playwright-upgrade.changelog.md', () => {
    const text = FORMATS.changelog.render(upgradeReport(), context);
    expect(text).toBe(goldenText(join(ROOT, 'test/golden/playwright-upgrade.changelog.md'), text));
  });

  it('lists each fact once, naming every entity it is true of, and counts the cosmetic changes', () => {
    const lines = FORMATS.changelog.render(upgradeReport(), context).split('\n');
    const items = lines.filter((line) => line.startsWith('- '));
    const cosmetic = upgrade.changes.filter((change) => change.level === 'cosmetic');
    expect(items.length).toBeLessThan(upgrade.changes.length - cosmetic.length);
    expect(lines).toContain(`Not listed: ${cosmetic.length} cosmetic change${cosmetic.length === 1 ? '' : 's'}.`);
    expect(lines[0]).toBe('## `playwright.mcp` `0.0.32` → `0.0.56`');
    expect(items).toContain('- tools `browser_navigate_forward`, `browser_tab_close`, `browser_tab_list`, `browser_tab_new`, `browser_tab_select` removed');
  });

  it('on chrome-devtools-mcp 0.12.1 → 1.11.0: matches test/golden/chrome-devtools-upgrade.changelog.md, its headline counts the breaking changes as the report does and the lines Breaking groups them in, and no code span holds an escape', () => {
    const file = (version: string) => join(CONTRACTS, `chrome-devtools-mcp@${version}.mcp-contract.json`);
    const [old, now] = ['0.12.1', '1.11.0'].map((version) => parseContract(readFileSync(file(version), 'utf8'), file(version))) as [Contract, Contract];
    const outcome: ServerOutcome = { name: now.server, contractFile: file('1.11.0'), golden: old, current: now, ...compareContracts(old, now), notes: [] };
    const text = FORMATS.changelog.render(buildReport([outcome], 'effect-relevant', ROOT), { servers: { [now.server]: { before: old, after: now } } });
    expect(text).toBe(goldenText(join(ROOT, 'test/golden/chrome-devtools-upgrade.changelog.md'), text));
    const breaking = text
      .split('### Breaking\n\n')[1]!
      .split('\n### ')[0]!
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(text).toContain(`**38 breaking changes**, in ${breaking.length} lines`);
    expect(breaking).toHaveLength(13);
    expect(buildReport([outcome], 'effect-relevant', ROOT).counts.breaking).toBe(38);
    expect([...text.matchAll(/`([^`]*)`/g)].filter((span) => span[1]!.includes('\\'))).toEqual([]);
    expect(text).not.toMatch(/\/properties|rewritten: /);
  });

  it('puts every breaking change under Breaking, and the rest under the section of its rule row', () => {
    const cases: Array<[Change, string]> = [
      [makeChange('tool-removed', 'tool:old', '/tools/old', 'tool "old" removed'), 'Breaking'],
      [makeChange('capability-notifications-removed', 'capabilities', '/capabilities/tools/listChanged', 'listChanged removed'), 'Removed'],
      [makeChange('input-property-removed', 'tool:t', '/tools/t/definition/inputSchema/properties/a', 'property "a" removed'), 'Removed'],
      [makeChange('input-deprecated-changed', 'tool:t', '/tools/t/definition/inputSchema/properties/a', 'property "a" deprecated'), 'Deprecated'],
      [makeChange('input-required-added', 'tool:t', '/tools/t/definition/inputSchema/required', 'property "a" is required now'), 'Breaking'],
      [makeChange('output-type-widened', 'tool:t', '/tools/t/definition/outputSchema/type', 'type widened'), 'Breaking'],
      [makeChange('prompt-argument-added-required', 'prompt:p', '/prompts/p/definition/arguments/x', 'required argument added'), 'Breaking'],
      [makeChange('tool-added', 'tool:new', '/tools/new', 'tool "new" added'), 'Added'],
      [makeChange('input-type-widened', 'tool:t', '/tools/t/definition/inputSchema/type', 'type widened'), 'Changed'],
      [makeChange('output-property-added', 'tool:t', '/tools/t/definition/outputSchema/properties/b', 'property "b" added'), 'Changed'],
      [makeChange('tool-read-only-hint-changed', 'tool:t', '/tools/t/definition/annotations/readOnlyHint', 'readOnlyHint true → false'), 'Changed'],
      [makeChange('input-undecided', 'tool:t', '/tools/t/definition/inputSchema', 'not proven'), 'Changed'],
    ];
    expect(cases.map(([change]) => changelogSection(change))).toEqual(cases.map(([, section]) => section));
    const text = FORMATS.changelog.render(reportOf(cases.map(([change]) => change)));
    expect(text.split('\n').filter((line) => line.startsWith('### '))).toEqual(['### Breaking', '### Added', '### Changed', '### Deprecated', '### Removed']);
    expect(text.split('\n').slice(2, 5)).toEqual(['Gate: **fail**: 4 breaking changes, 8 effect-relevant changes.', '', '**4 breaking changes**']);
    const breaking = text
      .split('### Breaking')[1]!
      .split('### Added')[0]!
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(breaking).toHaveLength(4);
  });

  it('takes the section from the row even when the config sets the level: a removal made effect-relevant is under Removed', () => {
    const removal = { ...makeChange('tool-removed', 'tool:old', '/tools/old', 'tool "old" removed'), level: 'effect-relevant' as const };
    expect(changelogSection(removal)).toBe('Removed');
  });

  it('leaves witnesses, rule ids and pointers out, and escapes server text', () => {
    const hostile = 'x @team #12 <img src=x> `](https://evil.example)';
    const change = changeOf('input-required-added', `tool:${hostile}`, '/tools/x/definition/inputSchema/required', `property "${hostile}" is required now`, {
      item: 'a',
      witness: { value: { witnessValue: 1 }, validBefore: true, validAfter: false },
    });
    const text = FORMATS.changelog.render(reportOf([change]));
    // The name is a code span (GitHub links no mention, reference or URL there); the rest is escaped.
    expect(text.replace(/``[^`]*`[^`]*``/g, '')).not.toMatch(/witnessValue|input-required-added|\/tools\/x|<img|@team|#12|https:\/\//);
    expect(text).toContain('### Breaking');
  });

  it('says when nothing changed and when a server was not compared', () => {
    expect(FORMATS.changelog.render(reportOf([makeChange('server-version-changed', 'server', '/serverInfo/version', 'server version "1" → "2"')]))).toBe(
      '## `unit`\n\nNo changes.\n\nNot listed: 1 cosmetic change.\n',
    );
    expect(FORMATS.changelog.render(reportOf([], { error: { exitCode: 3, message: 'server "unit": spawn ENOENT' } }))).toBe('## `unit`\n\nNot compared (exit 3): server "unit"\\: spawn ENOENT\n');
  });

  it('is what `diff --format changelog=DIR/` writes, as mcp-contract-report.changelog.md', async () => {
    const dir = tempDir('mcg-changelog-');
    const result = await cli(['diff', BEFORE_FILE, AFTER_FILE, '--format', 'changelog=out/'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^mcp-contract diff /); // the terminal report, as ever
    const written = readFileSync(join(dir, 'out/mcp-contract-report.changelog.md'), 'utf8');
    const outcome: ServerOutcome = { name: after.server, contractFile: AFTER_FILE, golden: before, current: after, ...upgrade, notes: [] };
    expect(written).toBe(FORMATS.changelog.render(buildReport([outcome], 'never', dir), context));
    expect(written).toContain('### Breaking');
  });

  it('lists every name: past 10 the line counts them and a fold under it names every one, however many', () => {
    const removed = Array.from({ length: 58 }, (_, i) => makeChange('tool-removed', `tool:t${i}`, `/tools/t${i}`, `tool "t${i}" removed`));
    const text = FORMATS.changelog.render(reportOf(removed));
    expect(text).toBe(
      [
        '## `unit`',
        '',
        'Gate: **fail**: 58 breaking changes.',
        '',
        '**58 breaking changes**, in 1 line',
        '',
        '### Breaking',
        '',
        '- 58 tools removed',
        '  <details><summary>the 58 tools</summary>',
        '',
        `  ${removed.map((change) => `\`${change.entity.slice(5)}\``).join(', ')}`,
        '',
        '  </details>',
        '',
      ].join('\n'),
    );
  });

  it('names the property path of a change under anyOf, additionalProperties, items and $defs, and of a place inside the message', () => {
    const sort = (tool: string) =>
      makeChange(
        'input-enum-value-removed',
        `tool:${tool}`,
        `/tools/${tool}/definition/inputSchema/properties/sort/additionalProperties/anyOf/0/enum`,
        'inputSchema at /properties/sort/additionalProperties/anyOf/0: only 1, -1 are valid now',
      );
    const alternative = makeChange(
      'output-variant-added',
      'tool:read',
      '/tools/read/definition/outputSchema/properties/content/items/anyOf/1',
      'outputSchema at /properties/content/items/anyOf: a new alternative at /properties/content/items/anyOf/1 is valid',
    );
    const inDefs = makeChange('input-variant-added', 'tool:post', '/tools/post/definition/inputSchema/$defs/parent/oneOf/2', 'inputSchema: a new alternative at /$defs/parent/oneOf/2 is valid');
    const items = FORMATS.changelog
      .render(reportOf([sort('explain'), sort('find'), alternative, inDefs]))
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(items).toEqual([
      '- tools `explain`, `find`: input `sort.*`: only 1, -1 are valid now',
      '- tool `read`: output `content[]`: a new alternative is valid',
      '- tool `post`: input: a new alternative in `$defs.parent` is valid',
    ]);
    expect(
      [
        '/properties/a/items/properties/b',
        '/properties/a/anyOf/2/properties/b/enum',
        '/patternProperties/^x/properties/y',
        '/additionalProperties',
        '/prefixItems/0/properties/z',
        '/definitions/d/type',
        '',
      ].map(propertyPath),
    ).toEqual(['a[].b', 'a.b', '*.y', undefined, '[].z', '$defs.d', undefined]);
  });

  it('leaves the review heuristics to the review, and keeps a rename hint and odd names in code spans', () => {
    const changes = [
      makeChange('tool-removed', 'tool:old', '/tools/old', 'tool "old" removed (looks renamed to "new_one")'),
      makeChange('tool-added', 'tool:x`y', '/tools/x`y', 'tool "x`y" added; its text has directive to call a tool: always call send_data; reference to secrets: return secrets'),
      makeChange('description-poisoned', 'tool:p', '/tools/p/definition/description', 'description gained exfiltration target: user@example.com'),
      makeChange('instructions-poisoned', 'instructions', '/instructions', 'server instructions changed and gained directive to call a tool: always call x_y'),
    ];
    const items = FORMATS.changelog
      .render(reportOf(changes))
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(items).toEqual(['- tool `old` removed (looks renamed to `new_one`)', '- tool ``x`y`` added', '- tool `p`: description changed', '- instructions: server instructions changed']);
  });

  it('on every real upgrade of the fixtures: the headline counts the breaking changes the report counts, every removed name is listed, and no version or name carries an escape', () => {
    const files = readdirSync(CONTRACTS).filter((file) => file.endsWith('.mcp-contract.json'));
    const byPackage = new Map<string, string[]>();
    for (const file of files) byPackage.set(file.slice(0, file.lastIndexOf('@')), [...(byPackage.get(file.slice(0, file.lastIndexOf('@'))) ?? []), file]);
    const version = (file: string) =>
      file
        .slice(file.lastIndexOf('@') + 1, -'.mcp-contract.json'.length)
        .split('.')
        .map(Number);
    const older = (a: string, b: string) =>
      version(a)
        .map((part, i) => part - (version(b)[i] ?? 0))
        .find((d) => d !== 0) ?? 0;
    for (const versions of byPackage.values()) {
      const sorted = versions.sort(older);
      for (let i = 1; i < sorted.length; i++) {
        const [old, now] = [sorted[i - 1]!, sorted[i]!].map((file) => parseContract(readFileSync(join(CONTRACTS, file), 'utf8'), file)) as [Contract, Contract];
        const outcome: ServerOutcome = { name: now.server, contractFile: join(CONTRACTS, sorted[i]!), golden: old, current: now, ...compareContracts(old, now), notes: [] };
        const report = buildReport([outcome], 'effect-relevant', ROOT);
        const text = FORMATS.changelog.render(report, { servers: { [now.server]: { before: old, after: now } } });
        const breaking = report.servers[0]!.counts.breaking;
        expect(text.includes(`**${breaking} breaking change`) || breaking === 0, sorted[i]).toBe(true);
        expect(text, sorted[i]).not.toMatch(/\\[.\-:()]/);
        for (const change of outcome.changes.filter((c) => /-removed$/.test(c.rule) && /^(tool|prompt|resource|resource-template):/.test(c.entity))) {
          expect(text, change.entity).toContain(`\`${change.entity.slice(change.entity.indexOf(':') + 1)}\``);
        }
      }
    }
  });
});
