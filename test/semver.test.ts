import { describe, expect, it } from 'vitest';
import { makeChange, type Change } from '../src/diff/change.js';
import { approveBreaking } from '../src/policy/approvals.js';
import { actualBump, compareVersions, nextVersion, parseVersion, requiredBump, semverAdvice, versionBump } from '../src/policy/semver.js';

const breaking = makeChange('tool-removed', 'tool:old', '/tools/old', 'tool "old" removed');
const added = makeChange('tool-added', 'tool:new', '/tools/new', 'tool "new" added');
const cosmetic = makeChange('description-changed', 'tool:a', '/tools/a/definition/description', 'description reworded');
const versionOnly = makeChange('server-version-changed', 'server', '/serverInfo/version', 'server version "1.0.0" → "1.0.1"');
const v = (text: string) => parseVersion(text)!;

describe('the bump the changes require', () => {
  it.each<[string, Change[], string, string | undefined]>([
    ['no change', [], 'none', undefined],
    ['only the version string', [versionOnly], 'none', undefined],
    ['cosmetic', [cosmetic, versionOnly], 'patch', 'description-changed'],
    ['an addition', [cosmetic, added], 'minor', 'tool-added'],
    ['breaking among others', [added, breaking, cosmetic], 'major', 'tool-removed'],
  ])('%s', (_what, changes, bump, rule) => {
    const result = requiredBump(changes);
    expect([result.bump, result.cause?.rule]).toEqual([bump, rule]);
  });
});

describe('versions', () => {
  it('parses semver 2.0.0 with an optional v, and refuses the rest', () => {
    const read = (text: string) => {
      const version = parseVersion(text);
      return version && [version.major, version.minor, version.patch, version.prerelease];
    };
    expect(read('v1.4.2-rc.1+build.5')).toEqual([1, 4, 2, ['rc', 1]]);
    expect(['1.4', 'v2', '0.5'].map(read)).toEqual([
      [1, 4, 0, []],
      [2, 0, 0, []],
      [0, 5, 0, []],
    ]);
    expect(['01.2.3', '1.2.3-', '1.2.3-01', 'dev', '', '1.2.3.4', '01.4', '1.4.x', '99999999999999999999.0.0'].map(parseVersion)).toEqual(Array(9).fill(undefined));
  });

  it('orders by semver precedence (pre-releases below their release, numeric identifiers numerically)', () => {
    const sorted = ['1.0.0', '1.0.0-rc.1', '1.0.0-alpha', '1.0.0-alpha.beta', '1.0.0-beta.11', '1.0.0-beta.2', '1.0.0-alpha.1', '1.0.0-beta', '0.9.9']
      .map(v)
      .sort(compareVersions)
      .map((x) => x.raw);
    expect(sorted).toEqual(['0.9.9', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0']);
    expect(compareVersions(v('1.2.3+a'), v('1.2.3+b'))).toBe(0);
  });

  it.each([
    ['1.4.2', '2.0.0', 'major'],
    ['1.4.2', '1.5.0', 'minor'],
    ['1.4.2', '1.4.3', 'patch'],
    ['1.4.2', '1.4.2', 'none'],
    ['1.4.2', '1.4.1', 'backwards'],
    ['0.4.2', '0.5.0', 'major'],
    ['0.4.2', '0.4.3', 'minor'],
    ['0.4.2', '1.0.0', 'major'],
    ['1.4.2', '2.0.0-rc.1', 'major'],
    ['2.0.0-rc.1', '2.0.0', 'none'],
  ])('%s → %s is a %s bump', (base, head, bump) => {
    expect(actualBump(v(base), v(head))).toBe(bump);
  });

  it.each([
    ['1.4.2', 'major', '2.0.0'],
    ['1.4.2', 'minor', '1.5.0'],
    ['1.4.2', 'patch', '1.4.3'],
    ['1.4.2', 'none', '1.4.2'],
    ['0.4.2', 'major', '0.5.0'],
    ['0.4.2', 'minor', '0.4.3'],
    ['0.4.2', 'patch', '0.4.3'],
    ['2.0.0-rc.1', 'major', '2.0.0'],
  ] as const)('from %s, a %s bump is at least %s', (base, bump, next) => {
    expect(nextVersion(v(base), bump)).toBe(next);
  });
});

describe('one version reader for semver advice and approve-on-major-bump', () => {
  const settings = { label: 'approved', prLabels: [], acceptances: [], majorBumpApproves: true, today: '2026-12-01' };
  it.each([
    ['0.4.2', '0.5.0', 'major', true],
    ['1.4', '2.0', 'major', true],
    ['v1.2.3', 'v2.0.0', 'major', true],
    ['0.4.2', '0.4.3', 'minor', false],
    ['1.4.0', '1.5.0', 'minor', false],
    ['2.0.0', '1.9.9', 'backwards', false],
    ['unknown', '2.0.0', undefined, false],
  ] as const)('%s → %s: a %s bump; approves a breaking change: %s', (base, head, bump, approves) => {
    expect(versionBump(base, head)).toBe(bump);
    expect(approveBreaking([breaking], settings, { base, head }).approved.length === 1).toBe(approves);
    // semver advice agrees: where approval sees a major bump, a breaking change's requirement is met.
    expect(semverAdvice([breaking], base, head, 'enforce').status).toBe(approves ? 'ok' : bump === undefined ? 'unknown' : 'too-small');
  });
});

describe('the advice', () => {
  it('says what is required, from which base, and whether the head is enough', () => {
    expect(semverAdvice([breaking], '1.4.2', '1.5.0', 'enforce')).toEqual({
      mode: 'enforce',
      status: 'too-small',
      required: 'major',
      requiredVersion: '2.0.0',
      base: '1.4.2',
      head: '1.5.0',
      cause: { rule: 'tool-removed', entity: 'tool:old', fingerprint: breaking.fingerprint },
      message: 'requires 2.0.0 (base 1.4.2, head 1.5.0): too small, major for tool-removed on tool:old',
    });
    expect(semverAdvice([breaking], '1.4.2', '2.0.0', 'warn')).toMatchObject({ status: 'ok', message: 'requires 2.0.0 (base 1.4.2, head 2.0.0): ok' });
  });

  it.each<[string, Change[], unknown, unknown, string, string]>([
    ['0.x: breaking needs a minor bump', [breaking], '0.4.2', '0.5.0', 'ok', 'requires 0.5.0 (base 0.4.2, head 0.5.0): ok'],
    ['0.x: a patch bump is not enough for breaking', [breaking], '0.4.2', '0.4.3', 'too-small', 'requires 0.5.0 (base 0.4.2, head 0.4.3): too small, major for tool-removed on tool:old'],
    ['0.x: an addition needs a patch bump', [added], '0.4.2', '0.4.3', 'ok', 'requires 0.4.3 (base 0.4.2, head 0.4.3): ok'],
    ['an addition in a patch release', [added], '1.4.2', '1.4.3', 'too-small', 'requires 1.5.0 (base 1.4.2, head 1.4.3): too small, minor for tool-added on tool:new'],
    ['nothing changed, nothing required', [], '1.4.2', '1.4.2', 'ok', 'requires 1.4.2 (base 1.4.2, head 1.4.2): ok'],
    [
      'a version that went down',
      [cosmetic],
      '1.4.2',
      '1.4.1',
      'too-small',
      'requires 1.4.3 (base 1.4.2, head 1.4.1): the head version is lower than the base (patch for description-changed on tool:a)',
    ],
    ['a pre-release series may break', [breaking], '2.0.0-rc.1', '2.0.0-rc.2', 'ok', 'requires 2.0.0 (base 2.0.0-rc.1, head 2.0.0-rc.2): ok; pre-releases of 2.0.0 may carry any change'],
    ['a pre-release of the next major', [breaking], '1.4.2', '2.0.0-beta.1', 'ok', 'requires 2.0.0 (base 1.4.2, head 2.0.0-beta.1): ok'],
    ['no base version', [breaking], undefined, '2.0.0', 'unknown', 'cannot check the version: the base contract has no serverInfo.version (base none, head 2.0.0); the changes require a major bump'],
    [
      'a base version that is not semver',
      [added],
      'dev',
      '1.0.0',
      'unknown',
      'cannot check the version: the base serverInfo.version is not a semver version (base "dev", not semver, head 1.0.0); the changes require a minor bump',
    ],
    ['a head version of another type', [cosmetic], '1.0.0', 42, 'unknown', 'requires 1.0.1 (base 1.0.0, head none): cannot check, the head has no serverInfo.version'],
    [
      'a head version that is not semver',
      [],
      '1.0.0',
      '1.0-dev',
      'unknown',
      'requires 1.0.0 (base 1.0.0, head "1.0-dev", not semver): cannot check, the head serverInfo.version is not a semver version',
    ],
    ['loose versions, read as semver.coerce reads them', [breaking], '1.4', '2.0', 'ok', 'requires 2.0.0 (base 1.4, head 2.0): ok'],
    ['a loose version that is not bumped enough', [breaking], '1.4', '1.5', 'too-small', 'requires 2.0.0 (base 1.4, head 1.5): too small, major for tool-removed on tool:old'],
  ])('%s', (_what, changes, base, head, status, message) => {
    const advice = semverAdvice(changes, base, head, 'warn');
    expect([advice.status, advice.message]).toEqual([status, message]);
  });
});
