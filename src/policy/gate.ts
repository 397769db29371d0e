import type { Change } from '../diff/change.js';
import { rankOf, type Level } from '../diff/levels.js';
import { ExitCode } from '../errors.js';
import type { Evidence } from '../evidence/types.js';
import type { SemverAdvice } from './semver.js';

/** The lowest level that fails the gate; `never` reports without failing. */
export type FailOn = Level | 'never';
export type Verdict = 'pass' | 'fail' | 'error';

export const FAIL_ON_VALUES: readonly FailOn[] = ['breaking', 'effect-relevant', 'cosmetic', 'never'];

export function isFailOn(value: string): value is FailOn {
  return (FAIL_ON_VALUES as readonly string[]).includes(value);
}

/** Whether a change or failing evidence of `level` fails a gate that fails on `failOn` and above. */
export function failsAt(level: Level, failOn: FailOn): boolean {
  return failOn !== 'never' && rankOf(level) >= rankOf(failOn);
}

/** What the gate weighs of one server: its drift, failing evidence, the review's unapproved fingerprints, semver advice, or why it was not compared. */
export interface GateFacts {
  name: string;
  error?: { exitCode: number; message: string };
  changes: readonly Change[];
  evidence?: readonly Evidence[];
  /** `expired`: the unapproved fingerprints whose acceptance lapsed, with the day it expired on. */
  review?: { changes: readonly Change[]; unapproved: readonly string[]; expired?: readonly ExpiredAcceptance[] };
  semver?: SemverAdvice;
}

/** An acceptance past its `expires` day: the fingerprint it no longer approves, and that day (YYYY-MM-DD). */
export interface ExpiredAcceptance {
  fingerprint: string;
  expires: string;
}

/** One reason the gate does not pass, with the server it belongs to. */
export type GateCause =
  | { kind: 'error'; server: string; exitCode: number; message: string }
  | { kind: 'change'; server: string; level: Level; change: Change }
  | { kind: 'evidence'; server: string; level: Level; evidence: Evidence }
  | { kind: 'unapproved'; server: string; level: Level; fingerprint: string; change?: Change; expired?: string }
  | { kind: 'semver'; server: string; advice: SemverAdvice };

export interface GateDecision {
  verdict: Verdict;
  /** Worst first: errors (a usage error first), then by level; within a level drift, evidence, the review; semver last. */
  causes: GateCause[];
  exitCode: number;
}

/**
 * The gate, decided once: every format, the `::error::` line and the exit code print this.
 * A change or failing evidence at or above `failOn` fails; so does an unapproved breaking
 * intended change (an unapproved context budget at or above `failOn`, as the drift's) and,
 * under `semver: enforce`, a version bump too small for the changes.
 * A server that could not be compared is an error, whatever else.
 */
export function decideGate(servers: readonly GateFacts[], failOn: FailOn): GateDecision {
  const fails = (level: Level) => failsAt(level, failOn);
  const isUsage = (cause: { exitCode: number }) => Number(cause.exitCode === ExitCode.usage);
  const errors = servers.flatMap((s) => (s.error ? [{ kind: 'error' as const, server: s.name, ...s.error }] : [])).sort((a, b) => isUsage(b) - isUsage(a));
  const leveled = [
    ...servers.flatMap((s) => s.changes.filter((change) => fails(change.level)).map((change) => ({ kind: 'change' as const, server: s.name, level: change.level, change }))),
    ...servers.flatMap((s) =>
      (s.evidence ?? []).flatMap((evidence) =>
        evidence.status === 'fail' && evidence.level && fails(evidence.level) ? [{ kind: 'evidence' as const, server: s.name, level: evidence.level, evidence }] : [],
      ),
    ),
    ...servers.flatMap((s) => (s.review?.unapproved ?? []).map((fingerprint) => unapprovedCause(s, fingerprint)).filter((cause) => cause.level === 'breaking' || fails(cause.level))),
  ].sort((a, b) => rankOf(b.level) - rankOf(a.level)); // stable: the order above within a level
  const semver = servers.flatMap((s) => (s.semver?.mode === 'enforce' && s.semver.status === 'too-small' ? [{ kind: 'semver' as const, server: s.name, advice: s.semver }] : []));
  const causes: GateCause[] = [...errors, ...leveled, ...semver];
  const verdict: Verdict = errors.length ? 'error' : causes.length ? 'fail' : 'pass';
  const exitCode = errors[0]?.exitCode ?? (verdict === 'fail' ? ExitCode.gateFailed : ExitCode.pass);
  return { verdict, causes, exitCode };
}

function unapprovedCause(server: GateFacts, fingerprint: string): GateCause & { level: Level } {
  const change = server.review!.changes.find((candidate) => candidate.fingerprint === fingerprint);
  const expired = server.review!.expired?.find((entry) => entry.fingerprint === fingerprint)?.expires;
  // A fingerprint a report file holds without its change is taken as breaking: only those needed approval before budgets did.
  return { kind: 'unapproved', server: server.name, level: change?.level ?? 'breaking', fingerprint, ...(change ? { change } : {}), ...(expired ? { expired } : {}) };
}
