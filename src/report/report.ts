import { relative } from 'node:path';
import type { ReviewOutcome, ServerOutcome } from './outcome.js';
import { sortKeysDeep } from '../json/stable.js';
import type { ContextCost } from '../contract/context-cost.js';
import type { Change } from '../diff/change.js';
import { highestLevel, LEVELS, rankOf, type Level, type LevelOrNone } from '../diff/levels.js';
import { decideGate, type ExpiredAcceptance, type FailOn, type GateCause, type Verdict } from '../policy/gate.js';
import { evidenceRuleId } from '../evidence/checks.js';
import type { Evidence } from '../evidence/types.js';
import { oneLine } from '../errors.js';
import type { Bump, SemverAdvice } from '../policy/semver.js';
import type { IgnoredChange } from '../policy/ignore.js';

const REPORT_FORMAT = 'mcp-contract-report';
const REPORT_FORMAT_VERSION = 1;

export type Counts = Record<Level, number>;

export type ServerStatus = 'compared' | 'error' | 'removed';

export interface ServerReport {
  name: string;
  contract: string;
  /** `removed`: the pull request removed the server from the config; it was not run, and its review is every entity removed. */
  status: ServerStatus;
  error?: { exitCode: number; message: string };
  protocol?: { era: string; revision: string };
  capabilities?: Record<string, unknown>;
  /** The highest level of the drift and the intended change together (as the report's `highest`). */
  highest: LevelOrNone;
  /** The drift's changes by level. */
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
  /** What the tool definitions cost a model, in tokens, before and after, per tool and in total. */
  contextCost?: ContextCost;
}

/** The intended change of a pull request, and what approved its breaking changes. */
export interface ReviewReport {
  base: string;
  highest: LevelOrNone;
  counts: Counts;
  changes: Change[];
  approved: Array<{ fingerprint: string; by: string }>;
  unapproved: string[];
  /** Unapproved fingerprints whose acceptance lapsed, with the day it expired on. */
  expired?: ExpiredAcceptance[];
  note?: string;
}

/** The machine-readable cause: what CI, bots and the PR comment read. */
export interface Report {
  format: typeof REPORT_FORMAT;
  formatVersion: number;
  verdict: Verdict;
  failOn: FailOn;
  /** The highest of the drift and the intended change: what the hidden cause, the outputs and every format call `highest`. */
  highest: LevelOrNone;
  /** The live server against the golden contract. */
  driftHighest: LevelOrNone;
  /** The golden contract at the pull request's base against its head ("none" without a review). */
  intendedHighest: LevelOrNone;
  counts: Counts;
  servers: ServerReport[];
  /** Every cause of the verdict, worst first (decideGate's order); absent from reports written before it was added. */
  causes?: CauseItem[];
}

/**
 * A cause of the verdict as a bot acts on it: what failed (rule, level), where (server, entity,
 * JSON pointer), and its fingerprint. The JSON report and the hidden cause (cause.ts) hold the same items.
 */
export type CauseItem =
  | { kind: 'error'; server: string; exitCode: number; message: string }
  | { kind: 'change' | 'unapproved' | 'evidence' | 'semver'; server: string; fingerprint: string; rule: string; level: Level; entity: string; pointer: string }
  | { kind: 'expired'; server: string; fingerprint: string; rule: string; level: Level; entity: string; pointer: string; expired: string };

/** The level a semver bump stands for: the changes that require it. */
const BUMP_LEVEL: Record<Bump, Level> = { major: 'breaking', minor: 'effect-relevant', patch: 'cosmetic', none: 'cosmetic' };

export function causeItem(cause: GateCause): CauseItem {
  const server = cause.server;
  switch (cause.kind) {
    case 'error':
      return { kind: 'error', server, exitCode: cause.exitCode, message: oneLine(cause.message, 1000) };
    case 'change':
    case 'unapproved': {
      // An unapproved fingerprint a report file holds without its change names no rule: empty, not invented.
      const change = cause.change;
      const fingerprint = change?.fingerprint ?? (cause.kind === 'unapproved' ? cause.fingerprint : '');
      const item = { server, fingerprint, rule: change?.rule ?? '', level: cause.level, entity: change?.entity ?? '', pointer: change?.pointer ?? '' };
      // An acceptance that lapsed is its own kind, with its day: a bot asks for a renewal, not an approval.
      if (cause.kind === 'unapproved' && cause.expired) return { kind: 'expired', ...item, expired: cause.expired };
      return { kind: cause.kind, ...item };
    }
    case 'evidence': {
      const { check, subject } = cause.evidence;
      return { kind: 'evidence', server, fingerprint: `evidence:${check}:${subject}`, rule: evidenceRuleId(check), level: cause.level, entity: subject, pointer: '' };
    }
    case 'semver': {
      const { advice } = cause;
      const level = BUMP_LEVEL[advice.required];
      return { kind: 'semver', server, fingerprint: `semver:${advice.required}:${advice.head ?? ''}`, rule: 'semver-bump-too-small', level, entity: 'server', pointer: '/serverInfo/version' };
    }
  }
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
    status: outcome.error ? 'error' : outcome.removed ? 'removed' : 'compared',
    ...(outcome.error ? { error: outcome.error } : {}),
    ...(outcome.current ? { protocol: outcome.current.protocol, capabilities: outcome.current.capabilities } : {}),
    highest: highestLevel([...outcome.changes, ...(outcome.review?.changes ?? [])].map((c) => c.level)),
    counts: countLevels(outcome.changes),
    changes: outcome.changes,
    notes: outcome.notes,
    ...(outcome.evidence?.length ? { evidence: outcome.evidence } : {}),
    ...(outcome.review ? { review: reviewReport(outcome.review) } : {}),
    ...(outcome.contextCost ? { contextCost: outcome.contextCost } : {}),
  };
}

/** The top level from the servers' parts: counts, highest level, verdict (unapproved breaking intended changes fail). */
export function assembleReport(reports: ServerReport[], failOn: FailOn): Report {
  const servers = reports.map(worstFirstIn);
  const all = servers.flatMap((server) => server.changes);
  const driftHighest = highestLevel(all.map((c) => c.level));
  const intendedHighest = highestLevel(servers.flatMap((server) => server.review?.changes ?? []).map((c) => c.level));
  const decision = decideGate(servers, failOn);
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    verdict: decision.verdict,
    failOn,
    highest: highestLevel([driftHighest, intendedHighest].filter((level): level is Level => level !== 'none')),
    driftHighest,
    intendedHighest,
    counts: countLevels(all),
    servers,
    causes: decision.causes.map(causeItem),
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
    ...(review.expired?.length ? { expired: review.expired } : {}),
    ...(review.note ? { note: review.note } : {}),
  };
}

/** The JSON report; a run that gates nothing (`diff` without --fail-on) writes no verdict and no causes. */
export function reportJson(report: Report, findingsOnly = false): string {
  const { verdict, causes, ...findings } = report;
  const written = findingsOnly ? findings : { ...findings, verdict, ...(causes ? { causes } : {}) };
  // Sorted keys, LF, trailing newline: the same run gives the same bytes.
  return `${JSON.stringify(sortKeysDeep(written), null, 2)}\n`;
}

/** The run's exit code, as the gate decided it: a golden-file or config problem (2) before a discovery failure (3), then 1 on a failure. */
export function exitCodeOf(report: Report): number {
  return decideGate(report.servers, report.failOn).exitCode;
}
