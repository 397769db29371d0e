import { relative } from 'node:path';
import { ExitCode } from '../errors.js';
import type { ServerOutcome } from '../commands/check.js';
import { sortKeysDeep } from '../contract/canonical.js';
import type { Change } from '../diff/change.js';
import { highestLevel, LEVELS, rankOf, type Level, type LevelOrNone } from '../diff/levels.js';
import { verdictOf, type FailOn, type Verdict } from '../policy/gate.js';
import type { Evidence } from '../evidence/types.js';
import type { ReviewOutcome } from '../review/review.js';
import type { SemverAdvice } from '../policy/semver.js';

export const REPORT_FORMAT = 'mcp-contract-report';
export const REPORT_FORMAT_VERSION = 1;

export type Counts = Record<Level, number>;

export interface ServerReport {
  name: string;
  contract: string;
  status: 'compared' | 'error';
  error?: { exitCode: number; message: string };
  protocol?: { era: string; revision: string };
  capabilities?: Record<string, unknown>;
  highest: LevelOrNone;
  counts: Counts;
  changes: Change[];
  notes: string[];
  /** Checked facts about the live server; a failing one fails the gate like a change of its level. */
  evidence?: Evidence[];
  review?: ReviewReport;
  /** Semver advice: the bump the changes require against serverInfo.version at base and head (when asked for). */
  semver?: SemverAdvice;
  /** Changes an ignore entry of the config left out of the gate, with its reason: listed, never silent. */
  ignored?: IgnoredChange[];
}

/** A change left out of the gate by an ignore entry. */
export interface IgnoredChange {
  change: Change;
  reason: string;
  /** What the entry matched on. */
  matched: { rule?: string; entity?: string; pointer?: string };
}

/** The intended change of a pull request, and what approved its breaking changes. */
export interface ReviewReport {
  base: string;
  highest: LevelOrNone;
  counts: Counts;
  changes: Change[];
  approved: Array<{ fingerprint: string; by: string }>;
  unapproved: string[];
  note?: string;
}

/** The machine-readable cause: what CI, bots and the PR comment read. */
export interface Report {
  format: typeof REPORT_FORMAT;
  formatVersion: number;
  verdict: Verdict;
  failOn: FailOn;
  highest: LevelOrNone;
  counts: Counts;
  servers: ServerReport[];
}

/** Breaking first, then effect-relevant, then cosmetic; in the comparison's order within a level. */
function worstFirst(changes: Change[]): Change[] {
  return [...changes].sort((a, b) => rankOf(b.level) - rankOf(a.level));
}

/** Every format reads a server's changes (and its intended ones) worst first. */
function worstFirstIn(server: ServerReport): ServerReport {
  return { ...server, changes: worstFirst(server.changes), ...(server.review ? { review: { ...server.review, changes: worstFirst(server.review.changes) } } : {}) };
}

export function countLevels(changes: Change[]): Counts {
  const counts = Object.fromEntries(LEVELS.map((level) => [level, 0])) as Counts;
  for (const change of changes) counts[change.level]++;
  return counts;
}

/** Builds the report; paths are relative to `cwd` so the same run gives the same bytes anywhere. */
export function buildReport(outcomes: ServerOutcome[], failOn: FailOn, cwd: string): Report {
  const servers = outcomes.map((outcome): ServerReport => ({
    name: outcome.name,
    contract: relative(cwd, outcome.contractFile).split('\\').join('/') || outcome.contractFile,
    status: outcome.error ? 'error' : 'compared',
    ...(outcome.error ? { error: outcome.error } : {}),
    ...(outcome.current ? { protocol: outcome.current.protocol, capabilities: outcome.current.capabilities } : {}),
    highest: highestLevel(outcome.changes.map((c) => c.level)),
    counts: countLevels(outcome.changes),
    changes: outcome.changes,
    notes: outcome.notes,
    ...(outcome.evidence?.length ? { evidence: outcome.evidence } : {}),
    ...(outcome.review ? { review: reviewReport(outcome.review) } : {}),
  }));
  return assembleReport(servers, failOn);
}

/** The top level from the servers' parts: counts, highest level, verdict (unapproved breaking intended changes fail). */
export function assembleReport(reports: ServerReport[], failOn: FailOn): Report {
  const servers = reports.map(worstFirstIn);
  const all = servers.flatMap((server) => server.changes);
  const highest = highestLevel(all.map((c) => c.level));
  const unapproved = servers.some((server) => (server.review?.unapproved.length ?? 0) > 0);
  // Failing evidence (policy, lifecycle, probes) weighs like a change of its level.
  const evidenceLevels = servers.flatMap((server) => (server.evidence ?? []).flatMap((e) => (e.status === 'fail' && e.level ? [e.level] : [])));
  const weighed = highestLevel([...all.map((c) => c.level), ...evidenceLevels]);
  const verdict = verdictOf(
    weighed,
    failOn,
    servers.some((s) => s.status === 'error'),
  );
  // semver: enforce fails a version bump that is too small for the changes.
  const tooSmall = servers.some((server) => server.semver?.mode === 'enforce' && server.semver.status === 'too-small');
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    verdict: verdict === 'pass' && (unapproved || tooSmall) ? 'fail' : verdict,
    failOn,
    highest,
    counts: countLevels(all),
    servers,
  };
}

function reviewReport(review: ReviewOutcome): ReviewReport {
  return {
    base: review.base,
    highest: highestLevel(review.changes.map((c) => c.level)),
    counts: countLevels(review.changes),
    changes: review.changes,
    approved: review.approved,
    unapproved: review.unapproved,
    ...(review.note ? { note: review.note } : {}),
  };
}

export function reportJson(report: Report): string {
  // Sorted keys, LF, trailing newline: the same run gives the same bytes.
  return `${JSON.stringify(sortKeysDeep(report), null, 2)}\n`;
}

/** Errors outrank the verdict: a golden-file or config problem (2) before a discovery failure (3). */
export function exitCodeOf(report: Report): number {
  const errors = report.servers.flatMap((server) => (server.error ? [server.error.exitCode] : []));
  if (errors.includes(ExitCode.usage)) return ExitCode.usage;
  if (errors.length > 0) return errors[0]!;
  return report.verdict === 'fail' ? ExitCode.gateFailed : ExitCode.pass;
}
