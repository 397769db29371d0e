import type { ServerConfig } from '../config/types.js';
import type { FailOn } from '../policy/gate.js';
import { applyLevels, levelSettingsOf } from '../policy/levels.js';
import { applyIgnore } from '../policy/ignore.js';
import { semverAdvice, withRegistryVersion, type SemverAdvice, type SemverMode } from '../policy/semver.js';
import type { Change } from '../diff/change.js';
import { assembleReport, serverReportOf, type Report, type ServerReport } from '../report/report.js';
import type { ServerOutcome } from '../report/outcome.js';

/**
 * The version bump a change needs. On a pull request with a review, the intended change
 * (golden at the base against golden at the head) and the versions those contracts carry;
 * otherwise the drift (golden against live) and theirs.
 */
function adviceOf(outcome: ServerOutcome, drift: Change[], mode: Exclude<SemverMode, 'off'>, server: ServerConfig | undefined): SemverAdvice | undefined {
  const review = outcome.review;
  if (review && !review.note && review.versions) {
    const intended = applyIgnore(review.changes, server?.ignore ?? []).kept;
    return withRegistryVersion(semverAdvice(intended, review.versions.base, review.versions.head, mode), intended, review.versions.base, outcome.registry);
  }
  if (!outcome.golden || !outcome.current) return undefined;
  const base = outcome.golden.serverInfo?.version;
  return withRegistryVersion(semverAdvice(drift, base, outcome.current.serverInfo?.version, mode), drift, base, outcome.registry);
}

/**
 * The report the gate decides on: each server's levels and ignore entries applied before the
 * gate (the ignored changes listed, not counted), and semver advice where it is asked for (the flag wins
 * over the server's setting, which wins over the config's top level).
 */
export function gatedReport(outcomes: ServerOutcome[], configured: Array<ServerConfig | undefined>, failOn: FailOn, semverFlag: SemverMode | undefined, cwd: string): Report {
  const servers = outcomes.map((outcome, index): ServerReport => {
    const server = configured[index];
    const levels = levelSettingsOf(server);
    const { kept, ignored } = applyIgnore(applyLevels(outcome.changes, levels), server?.ignore ?? []);
    const gated = { ...outcome, changes: kept };
    const mode = semverFlag ?? server?.semver ?? 'off';
    const advice = mode === 'off' || outcome.error ? undefined : adviceOf(gated, kept, mode, server);
    return { ...serverReportOf(gated, cwd), ...(advice ? { semver: advice } : {}), ...(ignored.length ? { ignored } : {}) };
  });
  return assembleReport(servers, failOn);
}
