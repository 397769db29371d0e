// The gate's decision as every output prints it: the verdict, and each cause a bot can act on.
import { rankOf, type LevelOrNone } from '../diff/levels.js';
import { decideGate, type FailOn, type GateCause, type GateDecision, type Verdict } from '../policy/gate.js';
import { causeItem, type CauseItem, type Counts, type Report, type ServerStatus } from './report.js';

/** The decision of a report: the one `decideGate` every format reads (never re-derived from the changes). */
export function decisionOf(report: Report): GateDecision {
  return decideGate(report.servers, report.failOn);
}

/** One level for the headline: the highest of the drift (live vs golden) and the intended change (base vs head golden). */
export interface Headline {
  level: LevelOrNone;
  drift: LevelOrNone;
  intended: LevelOrNone;
  approved: string[];
  unapproved: string[];
}

export function headlineOf(report: Report): Headline {
  const reviews = report.servers.flatMap((server) => (server.review ? [server.review] : []));
  return {
    level: report.highest,
    drift: report.driftHighest,
    intended: report.intendedHighest,
    approved: reviews.flatMap((review) => review.approved.map((approval) => approval.fingerprint)),
    unapproved: reviews.flatMap((review) => review.unapproved),
  };
}

/** The hidden cause of the comment and the `cause` output (docs/cause.schema.json). */
export interface CauseDocument {
  verdict: Verdict;
  failOn: FailOn;
  highest: LevelOrNone;
  driftHighest: LevelOrNone;
  intendedHighest: LevelOrNone;
  counts: Counts;
  servers: Array<{ name: string; status: ServerStatus; highest: LevelOrNone; approved: string[] }>;
  /** Every cause of the verdict, worst first (the order of decideGate). */
  causes: CauseItem[];
  /** Present when causes were left out to fit: the lowest levels go first; the JSON report holds them all. */
  trimmed?: { listed: number; total: number; left: Partial<Counts>; rest: string };
}

/**
 * The cause document in at most `maxLength` characters of JSON: causes are dropped from the
 * lowest level up (a breaking one never goes while a lower one stays), and `trimmed` says how
 * many of which level went and where they are.
 */
export function causeDocument(report: Report, maxLength: number): CauseDocument {
  const headline = headlineOf(report);
  const all = decisionOf(report).causes.map(causeItem);
  const head: Omit<CauseDocument, 'causes'> = {
    verdict: report.verdict,
    failOn: report.failOn,
    highest: headline.level,
    driftHighest: headline.drift,
    intendedHighest: headline.intended,
    counts: report.counts,
    servers: report.servers.map((s) => ({ name: s.name, status: s.status, highest: s.highest, approved: s.review?.approved.map((a) => a.fingerprint) ?? [] })),
  };
  // Room for `trimmed` itself, then causes kept worst first (errors lead) while they fit.
  const room = maxLength - JSON.stringify(head).length - 200;
  const kept = keptWorstFirst(all, room);
  if (kept.length === all.length) return { ...head, causes: all };
  const left: Partial<Counts> = {};
  for (const item of all.slice(kept.length)) if (item.kind !== 'error') left[item.level] = (left[item.level] ?? 0) + 1;
  return { ...head, causes: kept, trimmed: { listed: kept.length, total: all.length, left, rest: 'the JSON report (the report-path output) lists every change' } };
}

/** The longest prefix of the causes, ordered by level (stable), whose JSON fits in `room`. */
function keptWorstFirst(items: CauseItem[], room: number): CauseItem[] {
  const rank = (item: CauseItem) => (item.kind === 'error' ? 4 : rankOf(item.level));
  const ordered = items.map((item, index) => ({ item, index })).sort((a, b) => rank(b.item) - rank(a.item) || a.index - b.index);
  let used = 2;
  let count = 0;
  for (const { item } of ordered) {
    used += JSON.stringify(item).length + 1;
    if (used > room) break;
    count++;
  }
  return ordered.slice(0, count).map(({ item }) => item);
}

/** "2 breaking changes, 1 unapproved breaking intended change, 1 failed check": the causes counted by kind, for a headline. */
export function causesText(decision: GateDecision): string {
  const count = (test: (cause: GateCause) => boolean) => decision.causes.filter(test).length;
  const levels = ['breaking', 'effect-relevant', 'cosmetic'] as const;
  const parts: Array<[number, string, string]> = [
    [count((c) => c.kind === 'error'), 'server not compared', 'servers not compared'],
    ...levels.map((level): [number, string, string] => [count((c) => c.kind === 'change' && c.level === level), `${level} change`, `${level} changes`]),
    // Breaking ones, then a context budget exceeded (at the level `levels:` gives it).
    ...levels.map((level): [number, string, string] => [
      count((c) => c.kind === 'unapproved' && !c.expired && c.level === level),
      `unapproved ${level} intended change`,
      `unapproved ${level} intended changes`,
    ]),
    ...levels.map((level): [number, string, string] => [
      count((c) => c.kind === 'unapproved' && c.expired !== undefined && c.level === level),
      `${level} intended change whose acceptance expired`,
      `${level} intended changes whose acceptance expired`,
    ]),
    ...levels.map((level): [number, string, string] => [count((c) => c.kind === 'evidence' && c.level === level), `${level} failed check`, `${level} failed checks`]),
    [count((c) => c.kind === 'semver'), 'version bump too small (semver: enforce)', 'version bumps too small (semver: enforce)'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(', ');
}
