import { E as ExitCode } from './errors.js';

/** The three change levels, lowest first. `none` is the level of "no change". */
const LEVELS = ['cosmetic', 'effect-relevant', 'breaking'];
const RANK = { none: 0, cosmetic: 1, 'effect-relevant': 2, breaking: 3 };
function rankOf(level) {
    return RANK[level];
}
function highestLevel(levels) {
    let highest = 'none';
    for (const level of levels)
        if (RANK[level] > RANK[highest])
            highest = level;
    return highest;
}

const FAIL_ON_VALUES = ['breaking', 'effect-relevant', 'cosmetic', 'never'];
function isFailOn(value) {
    return FAIL_ON_VALUES.includes(value);
}
/** Whether a change or failing evidence of `level` fails a gate that fails on `failOn` and above. */
function failsAt(level, failOn) {
    return failOn !== 'never' && rankOf(level) >= rankOf(failOn);
}
/**
 * The gate, decided once: every format, the `::error::` line and the exit code print this.
 * A change or failing evidence at or above `failOn` fails; so does an unapproved breaking
 * intended change (an unapproved context budget at or above `failOn`, as the drift's) and,
 * under `semver: enforce`, a version bump too small for the changes.
 * A server that could not be compared is an error, whatever else.
 */
function decideGate(servers, failOn) {
    const fails = (level) => failsAt(level, failOn);
    const isUsage = (cause) => Number(cause.exitCode === ExitCode.usage);
    const errors = servers.flatMap((s) => (s.error ? [{ kind: 'error', server: s.name, ...s.error }] : [])).sort((a, b) => isUsage(b) - isUsage(a));
    const leveled = [
        ...servers.flatMap((s) => s.changes.filter((change) => fails(change.level)).map((change) => ({ kind: 'change', server: s.name, level: change.level, change }))),
        ...servers.flatMap((s) => (s.evidence ?? []).flatMap((evidence) => evidence.status === 'fail' && evidence.level && fails(evidence.level) ? [{ kind: 'evidence', server: s.name, level: evidence.level, evidence }] : [])),
        ...servers.flatMap((s) => (s.review?.unapproved ?? []).map((fingerprint) => unapprovedCause(s, fingerprint)).filter((cause) => cause.level === 'breaking' || fails(cause.level))),
    ].sort((a, b) => rankOf(b.level) - rankOf(a.level)); // stable: the order above within a level
    const semver = servers.flatMap((s) => (s.semver?.mode === 'enforce' && s.semver.status === 'too-small' ? [{ kind: 'semver', server: s.name, advice: s.semver }] : []));
    const causes = [...errors, ...leveled, ...semver];
    const verdict = errors.length ? 'error' : causes.length ? 'fail' : 'pass';
    const exitCode = errors[0]?.exitCode ?? (verdict === 'fail' ? ExitCode.gateFailed : ExitCode.pass);
    return { verdict, causes, exitCode };
}
function unapprovedCause(server, fingerprint) {
    const change = server.review.changes.find((candidate) => candidate.fingerprint === fingerprint);
    const expired = server.review.expired?.find((entry) => entry.fingerprint === fingerprint)?.expires;
    // A fingerprint a report file holds without its change is taken as breaking: only those needed approval before budgets did.
    return { kind: 'unapproved', server: server.name, level: change?.level ?? 'breaking', fingerprint, ...(change ? { change } : {}), ...(expired ? { expired } : {}) };
}

export { FAIL_ON_VALUES as F, LEVELS as L, decideGate as d, failsAt as f, highestLevel as h, isFailOn as i, rankOf as r };
