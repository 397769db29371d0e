import type { ServerConfig } from '../config/types.js';
import type { FailOn } from '../policy/gate.js';
import { applyIgnore } from '../policy/ignore.js';
import { semverAdvice, type SemverMode } from '../policy/semver.js';
import { assembleReport, buildReport, type Report, type ServerReport } from '../report/report.js';
import type { ServerOutcome } from './check.js';

/**
 * The report the gate decides on: each server's ignore entries applied before the gate (the
 * ignored changes listed, not counted), and semver advice where it is asked for (the flag wins
 * over the server's setting, which wins over the config's top level).
 */
export function gatedReport(outcomes: ServerOutcome[], servers: Array<ServerConfig | undefined>, failOn: FailOn, semverFlag: SemverMode | undefined, cwd: string): Report {
  const extras: Array<Pick<ServerReport, 'semver' | 'ignored'>> = [];
  const gated = outcomes.map((outcome, index) => {
    const server = servers[index];
    const { kept, ignored } = applyIgnore(outcome.changes, server?.ignore ?? []);
    const mode = semverFlag ?? server?.semver ?? 'off';
    const advice =
      mode !== 'off' && outcome.golden && outcome.current && !outcome.error ? semverAdvice(kept, outcome.golden.serverInfo?.version, outcome.current.serverInfo?.version, mode) : undefined;
    extras.push({ ...(advice ? { semver: advice } : {}), ...(ignored.length ? { ignored } : {}) });
    return { ...outcome, changes: kept };
  });
  const built = buildReport(gated, failOn, cwd);
  return assembleReport(
    built.servers.map((server, index) => ({ ...server, ...extras[index] })),
    failOn,
  );
}
