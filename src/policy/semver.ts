import semver, { type SemVer } from 'semver';
import type { Change } from '../diff/change.js';
import { ruleById } from '../diff/rules.js';

/**
 * Semver advice, as cargo-semver-checks gives it: the smallest version bump the classified
 * changes require, compared with the server's own `serverInfo.version` at base (the golden
 * contract) and at head (the live server, or the second contract of a diff).
 *
 * - breaking -> major; effect-relevant (a new tool, a flipped hint, ...) -> minor; cosmetic -> patch;
 *   no change -> none. The change of the version string itself requires nothing.
 * - 0.x: as semver and Cargo read it, the minor number acts as major and the patch number as
 *   minor: 0.4.2 with a breaking change requires 0.5.0, with an effect-relevant one 0.4.3.
 * - A pre-release base (2.0.0-rc.1) leads to its own release: any pre-release of the same
 *   version, or the release itself, may carry any change.
 * - A missing or invalid version is a note, never a crash, and never fails the gate.
 */
export type SemverMode = 'off' | 'warn' | 'enforce';
export const SEMVER_MODES: readonly SemverMode[] = ['off', 'warn', 'enforce'];
export type Bump = 'none' | 'patch' | 'minor' | 'major';

/** A version read as semver reads it (the package's SemVer: major, minor, patch, prerelease). */
export type Version = SemVer;

/** What the report carries per server (`servers[].semver`). */
export interface SemverAdvice {
  mode: Exclude<SemverMode, 'off'>;
  /** `ok`: the head version is bumped enough; `too-small`: it is not (fails under enforce); `unknown`: a version is missing or not semver. */
  status: 'ok' | 'too-small' | 'unknown';
  /** The bump the changes require, by the plain rule (before the 0.x reading). */
  required: Bump;
  /** The smallest version that satisfies it, from the base version (absent when the base is unknown). */
  requiredVersion?: string;
  /** serverInfo.version at base and head, as given; null when absent or not a string. */
  base: string | null;
  head: string | null;
  /** The change that sets the requirement (the first of the highest level). */
  cause?: { rule: string; entity: string; fingerprint: string };
  /** One line for people: "requires 2.0.0 (base 1.4.2, head 1.5.0)". */
  message: string;
}

const BUMP_RANK: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };
const BY_LEVEL: Record<Change['level'], Bump> = { breaking: 'major', 'effect-relevant': 'minor', cosmetic: 'patch' };

/** A loose version of one or two numbers (`1.4`, `v2`): semver.coerce reads it as 1.4.0, 2.0.0. */
const LOOSE = /^v?(0|[1-9]\d*)(\.(0|[1-9]\d*))?$/;

/**
 * The one version reader, for semver advice and approve-on-major-bump alike: semver 2.0.0 with
 * an optional leading `v` (the `semver` package), or a loose one of one or two numbers.
 */
export function parseVersion(text: string): Version | undefined {
  return semver.parse(text) ?? (LOOSE.test(text) ? (semver.coerce(text) ?? undefined) : undefined);
}

/** semver precedence: -1, 0 or 1 (build metadata ignored). */
export function compareVersions(a: Version, b: Version): number {
  return semver.compare(a, b);
}

/** The bump the changes require, and the change that sets it. */
export function requiredBump(changes: readonly Change[]): { bump: Bump; cause?: Change } {
  let bump: Bump = 'none';
  let cause: Change | undefined;
  for (const change of changes) {
    if (!ruleById(change.rule).bumps) continue; // the version string itself, not a reason to change it
    const needed = BY_LEVEL[change.level];
    if (BUMP_RANK[needed] > BUMP_RANK[bump]) [bump, cause] = [needed, change];
  }
  return cause ? { bump, cause } : { bump };
}

/** The bump that takes `base` to `head` in the places that count (0.x read as semver reads it); `backwards` when head is lower. */
export function actualBump(base: Version, head: Version): Bump | 'backwards' {
  const order = compareVersions(head, base);
  if (order < 0) return 'backwards';
  if (head.major !== base.major) return 'major';
  if (head.minor !== base.minor) return base.major === 0 ? 'major' : 'minor';
  if (head.patch !== base.patch) return base.major === 0 ? 'minor' : 'patch';
  return 'none'; // same version, or a later pre-release / the release of the same one
}

/**
 * The bump from one `serverInfo.version` to another (anything: a server sends what it likes), 0.x
 * read as semver reads it; undefined when either is not a version. What semver advice checks and
 * what approve-on-major-bump approves by: 0.4.2 → 0.5.0 is major for both, 1.4 → 2.0 too.
 */
export function versionBump(base: unknown, head: unknown): Bump | 'backwards' | undefined {
  const [b, h] = [typeof base === 'string' ? parseVersion(base) : undefined, typeof head === 'string' ? parseVersion(head) : undefined];
  return b && h ? actualBump(b, h) : undefined;
}

/** The smallest version above `base` that carries `bump` (0.x: minor for major, patch for minor). */
export function nextVersion(base: Version, bump: Bump): string {
  const { major, minor, patch } = base;
  if (bump === 'none') return core(base, true);
  if (base.prerelease.length) return `${major}.${minor}.${patch}`; // the release a pre-release leads to
  const effective = major === 0 ? ({ major: 'minor', minor: 'patch', patch: 'patch' } as const)[bump] : bump;
  if (effective === 'major') return `${major + 1}.0.0`;
  if (effective === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

function core(version: Version, withPrerelease: boolean): string {
  const text = `${version.major}.${version.minor}.${version.patch}`;
  return withPrerelease && version.prerelease.length ? `${text}-${version.prerelease.join('.')}` : text;
}

/** The advice for one comparison; `base` and `head` are `serverInfo.version` of each side (anything: a server sends what it likes). */
export function semverAdvice(changes: readonly Change[], base: unknown, head: unknown, mode: Exclude<SemverMode, 'off'>): SemverAdvice {
  const { bump, cause } = requiredBump(changes);
  const [baseText, headText] = [typeof base === 'string' ? base : null, typeof head === 'string' ? head : null];
  const common = { mode, required: bump, base: baseText, head: headText, ...(cause ? { cause: { rule: cause.rule, entity: cause.entity, fingerprint: cause.fingerprint } } : {}) };
  const why = cause ? `${bump} for ${cause.rule} on ${cause.entity}` : 'no change that needs a new version';
  const [b, h] = [baseText === null ? undefined : parseVersion(baseText), headText === null ? undefined : parseVersion(headText)];
  const describe = (text: string | null, parsed: Version | undefined) => (text === null ? 'none' : parsed ? text : `${JSON.stringify(text.slice(0, 60))}, not semver`);
  const sides = `base ${describe(baseText, b)}, head ${describe(headText, h)}`;
  if (!b) {
    const missing = baseText === null ? 'the base contract has no serverInfo.version' : 'the base serverInfo.version is not a semver version';
    return { ...common, status: 'unknown', message: `cannot check the version: ${missing} (${sides}); the changes require a ${bump === 'none' ? 'no' : bump} bump` };
  }
  const requiredVersion = nextVersion(b, bump);
  if (!h) {
    const missing = headText === null ? 'the head has no serverInfo.version' : 'the head serverInfo.version is not a semver version';
    return { ...common, status: 'unknown', requiredVersion, message: `requires ${requiredVersion} (${sides}): cannot check, ${missing}` };
  }
  const actual = actualBump(b, h);
  if (actual === 'backwards') return { ...common, status: 'too-small', requiredVersion, message: `requires ${requiredVersion} (${sides}): the head version is lower than the base (${why})` };
  const preReleaseSeries = b.prerelease.length > 0 && core(b, false) === core(h, false);
  const enough = preReleaseSeries || BUMP_RANK[actual] >= BUMP_RANK[bump];
  const status = enough ? 'ok' : 'too-small';
  const tail = preReleaseSeries && bump !== 'none' ? `; pre-releases of ${core(b, false)} may carry any change` : '';
  return { ...common, status, requiredVersion, message: `requires ${requiredVersion} (${sides})${enough ? ': ok' : `: too small, ${why}`}${tail}` };
}

/**
 * The advice with the version of the server's MCP Registry entry (server.json) read as a head too,
 * as serverInfo's is: a bump too small there is flagged (named by the file) even when serverInfo's is enough,
 * and it decides where serverInfo's version cannot be read.
 */
export function withRegistryVersion(advice: SemverAdvice, changes: readonly Change[], base: unknown, registry: { label: string; version: string } | undefined): SemverAdvice {
  if (!registry) return advice;
  const fromRegistry = semverAdvice(changes, base, registry.version, advice.mode);
  const decides = (fromRegistry.status === 'too-small' && advice.status !== 'too-small') || (advice.status === 'unknown' && fromRegistry.status !== 'unknown');
  return decides ? { ...fromRegistry, message: `${registry.label} version: ${fromRegistry.message}` } : advice;
}
