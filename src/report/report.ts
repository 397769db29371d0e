import { relative } from 'node:path';
import type { ReviewOutcome, ServerOutcome } from './outcome.js';
import { sortKeysDeep } from '../json/stable.js';
import type { Change } from '../diff/change.js';
import { highestLevel, LEVELS, rankOf, type Level, type LevelOrNone } from '../diff/levels.js';
import { decideGate, type FailOn, type Verdict } from '../policy/gate.js';
import type { Evidence } from '../evidence/types.js';
import type { SemverAdvice } from '../policy/semver.js';
import type { IgnoredChange } from '../policy/ignore.js';

const REPORT_FORMAT = 'mcp-contract-report';
const REPORT_FORMAT_VERSION = 1;

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
  return assembleReport(
    outcomes.map((outcome) => serverReportOf(outcome, cwd)),
    failOn,
  );
}

/** One server's part of the report, its contract path relative to `cwd`. */
export function serverReportOf(outcome: ServerOutcome, cwd: string): ServerReport {
  return {
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
  };
}

/** The top level from the servers' parts: counts, highest level, verdict (unapproved breaking intended changes fail). */
export function assembleReport(reports: ServerReport[], failOn: FailOn): Report {
  const servers = reports.map(worstFirstIn);
  const all = servers.flatMap((server) => server.changes);
  const highest = highestLevel(all.map((c) => c.level));
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    verdict: decideGate(servers, failOn).verdict,
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

/** The run's exit code, as the gate decided it: a golden-file or config problem (2) before a discovery failure (3), then 1 on a failure. */
export function exitCodeOf(report: Report): number {
  return decideGate(report.servers, report.failOn).exitCode;
}
