import { b as changeOf } from './compare.js';
import { relative } from 'node:path';
import { e as sortKeysDeep, o as oneLine } from './canonical.js';
import { d as decideGate, h as highestLevel, L as LEVELS, r as rankOf } from './gate.js';

/**
 * A team's choice of how rewordings are judged (config `descriptions`): `auto` leaves the
 * engine's verdict (a correction is cosmetic, a rewrite effect-relevant); `cosmetic` and
 * `effect-relevant` judge every rewording alike. Poisoning is flagged whatever the choice.
 */
const AS = {
    cosmetic: { 'description-rewritten': 'description-changed', 'instructions-rewritten': 'instructions-changed' },
    'effect-relevant': { 'description-changed': 'description-rewritten', 'instructions-changed': 'instructions-rewritten' },
};
/** The changes with each rewording under the rule the mode gives it (its level comes from that rule). */
function applyDescriptionsMode(changes, mode) {
    if (!mode || mode === 'auto')
        return changes;
    return changes.map((change) => {
        const rule = AS[mode][change.rule];
        if (!rule)
            return change;
        const { before, after, item, witness } = change;
        return changeOf(rule, change.entity, change.pointer, `${change.message} (descriptions: ${mode})`, { before, after, item, witness });
    });
}

/**
 * The config's ignore entries, applied before the gate: a change that an entry matches (every
 * field the entry gives matches) leaves the gated list and is reported as ignored with the
 * entry's reason. The first matching entry is the one reported.
 */
function applyIgnore(changes, entries) {
    if (entries.length === 0)
        return { kept: changes, ignored: [] };
    const matchers = entries.map((entry) => ({
        entry,
        pointer: entry.pointer === undefined ? undefined : pointerPattern(entry.pointer),
        entity: entry.entity === undefined ? undefined : wildcard(entry.entity),
    }));
    const kept = [];
    const ignored = [];
    for (const change of changes) {
        const hit = matchers.find(({ entry, pointer, entity }) => (entry.rule === undefined || entry.rule === change.rule) && (!pointer || pointer.test(change.pointer)) && (!entity || entity.test(change.entity)));
        if (!hit)
            kept.push(change);
        else {
            const { rule, entity, pointer, reason } = hit.entry;
            ignored.push({ change, reason, matched: { ...(rule === undefined ? {} : { rule }), ...(entity === undefined ? {} : { entity }), ...(pointer === undefined ? {} : { pointer }) } });
        }
    }
    return { kept, ignored };
}
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A JSON pointer pattern: `*` is one whole segment (or part of one), a final `/**` any number of segments (none too). */
function pointerPattern(pattern) {
    const deep = pattern.endsWith('/**');
    const segments = (deep ? pattern.slice(0, -3) : pattern).split('/').slice(1);
    const body = segments.map((segment) => `/${segment.split('*').map(escape).join('[^/]*')}`).join('');
    return new RegExp(`^${body}${deep ? '(?:/.*)?' : ''}$`);
}
/** An entity pattern: `*` is any run of characters (`tool:*`). */
function wildcard(pattern) {
    return new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`, 's');
}

const SEMVER_MODES = ['off', 'warn', 'enforce'];
const BUMP_RANK = { none: 0, patch: 1, minor: 2, major: 3 };
const BY_LEVEL = { breaking: 'major', 'effect-relevant': 'minor', cosmetic: 'patch' };
/** Changes that are the version itself, not a reason to change it. */
const NOT_A_REASON = new Set(['server-version-changed']);
// semver.org 2.0.0, section 9 and 10, with an optional leading "v".
const SEMVER = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
function parseVersion(text) {
    const match = SEMVER.exec(text);
    if (!match)
        return undefined;
    const [major, minor, patch] = [match[1], match[2], match[3]].map(Number);
    if (![major, minor, patch].every(Number.isSafeInteger))
        return undefined;
    return { major, minor, patch, prerelease: match[4] ? match[4].split('.') : [], text };
}
/** semver precedence: -1, 0 or 1 (build metadata ignored). */
function compareVersions(a, b) {
    for (const key of ['major', 'minor', 'patch'])
        if (a[key] !== b[key])
            return a[key] < b[key] ? -1 : 1;
    if (a.prerelease.length === 0 && b.prerelease.length === 0)
        return 0;
    if (a.prerelease.length === 0)
        return 1; // a release outranks its pre-releases
    if (b.prerelease.length === 0)
        return -1;
    for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i++) {
        const [x, y] = [a.prerelease[i], b.prerelease[i]];
        if (x === undefined)
            return -1;
        if (y === undefined)
            return 1;
        if (x === y)
            continue;
        const [nx, ny] = [/^\d+$/.test(x), /^\d+$/.test(y)];
        if (nx && ny)
            return Number(x) < Number(y) ? -1 : 1;
        if (nx !== ny)
            return nx ? -1 : 1;
        return x < y ? -1 : 1;
    }
    return 0;
}
/** The bump the changes require, and the change that sets it. */
function requiredBump(changes) {
    let bump = 'none';
    let cause;
    for (const change of changes) {
        if (NOT_A_REASON.has(change.rule))
            continue;
        const needed = BY_LEVEL[change.level];
        if (BUMP_RANK[needed] > BUMP_RANK[bump])
            [bump, cause] = [needed, change];
    }
    return cause ? { bump, cause } : { bump };
}
/** The bump that takes `base` to `head` in the places that count (0.x read as semver reads it); `backwards` when head is lower. */
function actualBump(base, head) {
    const order = compareVersions(head, base);
    if (order < 0)
        return 'backwards';
    if (head.major !== base.major)
        return 'major';
    if (head.minor !== base.minor)
        return base.major === 0 ? 'major' : 'minor';
    if (head.patch !== base.patch)
        return base.major === 0 ? 'minor' : 'patch';
    return 'none'; // same version, or a later pre-release / the release of the same one
}
/** The smallest version above `base` that carries `bump` (0.x: minor for major, patch for minor). */
function nextVersion(base, bump) {
    const { major, minor, patch } = base;
    if (bump === 'none')
        return core(base, true);
    if (base.prerelease.length)
        return `${major}.${minor}.${patch}`; // the release a pre-release leads to
    const effective = major === 0 ? { major: 'minor', minor: 'patch', patch: 'patch' }[bump] : bump;
    if (effective === 'major')
        return `${major + 1}.0.0`;
    if (effective === 'minor')
        return `${major}.${minor + 1}.0`;
    return `${major}.${minor}.${patch + 1}`;
}
function core(version, withPrerelease) {
    const text = `${version.major}.${version.minor}.${version.patch}`;
    return withPrerelease && version.prerelease.length ? `${text}-${version.prerelease.join('.')}` : text;
}
/** The advice for one comparison; `base` and `head` are `serverInfo.version` of each side (anything: a server sends what it likes). */
function semverAdvice(changes, base, head, mode) {
    const { bump, cause } = requiredBump(changes);
    const [baseText, headText] = [typeof base === 'string' ? base : null, typeof head === 'string' ? head : null];
    const common = { mode, required: bump, base: baseText, head: headText, ...(cause ? { cause: { rule: cause.rule, entity: cause.entity, fingerprint: cause.fingerprint } } : {}) };
    const why = cause ? `${bump} for ${cause.rule} on ${cause.entity}` : 'no change that needs a new version';
    const [b, h] = [baseText === null ? undefined : parseVersion(baseText), headText === null ? undefined : parseVersion(headText)];
    const describe = (text, parsed) => (text === null ? 'none' : parsed ? text : `${JSON.stringify(text.slice(0, 60))}, not semver`);
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
    if (actual === 'backwards')
        return { ...common, status: 'too-small', requiredVersion, message: `requires ${requiredVersion} (${sides}): the head version is lower than the base (${why})` };
    const preReleaseSeries = b.prerelease.length > 0 && core(b, false) === core(h, false);
    const enough = preReleaseSeries || BUMP_RANK[actual] >= BUMP_RANK[bump];
    const status = enough ? 'ok' : 'too-small';
    const tail = preReleaseSeries && bump !== 'none' ? `; pre-releases of ${core(b, false)} may carry any change` : '';
    return { ...common, status, requiredVersion, message: `requires ${requiredVersion} (${sides})${enough ? ': ok' : `: too small, ${why}`}${tail}` };
}

const REPORT_FORMAT = 'mcp-contract-report';
const REPORT_FORMAT_VERSION = 1;
/** Breaking first, then effect-relevant, then cosmetic; in the comparison's order within a level. */
function worstFirst(changes) {
    return [...changes].sort((a, b) => rankOf(b.level) - rankOf(a.level));
}
/** Every format reads a server's changes (and its intended ones) worst first. */
function worstFirstIn(server) {
    return { ...server, changes: worstFirst(server.changes), ...(server.review ? { review: { ...server.review, changes: worstFirst(server.review.changes) } } : {}) };
}
function countLevels(changes) {
    const counts = Object.fromEntries(LEVELS.map((level) => [level, 0]));
    for (const change of changes)
        counts[change.level]++;
    return counts;
}
/** One server's part of the report, its contract path relative to `cwd`. */
function serverReportOf(outcome, cwd) {
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
function assembleReport(reports, failOn) {
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
function reviewReport(review) {
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
function reportJson(report) {
    // Sorted keys, LF, trailing newline: the same run gives the same bytes.
    return `${JSON.stringify(sortKeysDeep(report), null, 2)}\n`;
}
/** The run's exit code, as the gate decided it: a golden-file or config problem (2) before a discovery failure (3), then 1 on a failure. */
function exitCodeOf(report) {
    return decideGate(report.servers, report.failOn).exitCode;
}

/**
 * The version bump a change needs. On a pull request with a review, the intended change
 * (golden at the base against golden at the head) and the versions those contracts carry;
 * otherwise the drift (golden against live) and theirs.
 */
function adviceOf(outcome, drift, mode, server) {
    const review = outcome.review;
    if (review && !review.note && review.versions)
        return semverAdvice(applyIgnore(review.changes, server?.ignore ?? []).kept, review.versions.base, review.versions.head, mode);
    if (!outcome.golden || !outcome.current)
        return undefined;
    return semverAdvice(drift, outcome.golden.serverInfo?.version, outcome.current.serverInfo?.version, mode);
}
/**
 * The report the gate decides on: each server's ignore entries applied before the gate (the
 * ignored changes listed, not counted), and semver advice where it is asked for (the flag wins
 * over the server's setting, which wins over the config's top level).
 */
function gatedReport(outcomes, configured, failOn, semverFlag, cwd) {
    const servers = outcomes.map((outcome, index) => {
        const server = configured[index];
        const { kept, ignored } = applyIgnore(applyDescriptionsMode(outcome.changes, server?.descriptions), server?.ignore ?? []);
        const mode = semverFlag ?? server?.semver ?? 'off';
        const advice = mode === 'off' || outcome.error ? undefined : adviceOf(outcome, kept, mode, server);
        const review = outcome.review ? { ...outcome.review, changes: applyDescriptionsMode(outcome.review.changes, server?.descriptions) } : undefined;
        const gated = { ...outcome, changes: kept, ...(review ? { review } : {}) };
        return { ...serverReportOf(gated, cwd), ...(advice ? { semver: advice } : {}), ...(ignored.length ? { ignored } : {}) };
    });
    return assembleReport(servers, failOn);
}

/** From this many entities on, an identical change is told once. */
const SHARED_FROM = 3;
function clusterChanges(changes) {
    const byKey = new Map();
    for (const change of changes) {
        const key = sharedKey(change);
        const group = byKey.get(key);
        if (group)
            group.push(change);
        else
            byKey.set(key, [change]);
    }
    const shared = new Set();
    const clusters = [];
    for (const group of byKey.values()) {
        const entities = [...new Set(group.map((change) => change.entity))];
        if (entities.length < SHARED_FROM)
            continue;
        group.forEach((change) => shared.add(change));
        clusters.push({ kind: 'shared', change: group[0], changes: group, place: placeInEntity(group[0]), entities });
    }
    const rest = changes.filter((change) => !shared.has(change));
    for (const [entity, group] of groupByEntity(rest))
        clusters.push({ kind: 'entity', entity, changes: group });
    // Worst first, and otherwise as they came (sort is stable).
    const worst = new Map(clusters.map((cluster) => [cluster, worstRank(cluster)]));
    return clusters.sort((a, b) => worst.get(b) - worst.get(a));
}
function worstRank(cluster) {
    if (cluster.kind === 'shared')
        return rankOf(cluster.change.level);
    let rank = 0;
    for (const change of cluster.changes)
        rank = Math.max(rank, rankOf(change.level));
    return rank;
}
/** "80 tools", or "5 entities" where kinds are mixed. */
function entitiesLabel(entities) {
    const kinds = new Set(entities.map((entity) => entity.slice(0, entity.indexOf(':'))));
    const kind = kinds.size === 1 ? [...kinds][0] : 'entitie';
    return `${entities.length} ${kind}s`;
}
/** The pointer below the entity's definition: `/tools/a/definition/inputSchema/x` → `/inputSchema/x`. */
function placeInEntity(change) {
    return change.pointer.replace(/^\/[^/]+\/[^/]+(\/definition)?/, '');
}
/** The message carries the values (`maxLength 100 → 50`): with the rule and the place, it names the change. */
function sharedKey(change) {
    return `${change.rule}\u0000${change.level}\u0000${placeInEntity(change)}\u0000${change.message}`;
}
/** Changes by entity, in first-seen order; linear however many changes one entity has. */
function groupByEntity(changes) {
    const groups = new Map();
    for (const change of changes) {
        const group = groups.get(change.entity);
        if (group)
            group.push(change);
        else
            groups.set(change.entity, [change]);
    }
    return groups;
}

const COLOURS = {
    breaking: '\u001b[31m',
    'effect-relevant': '\u001b[33m',
    cosmetic: '\u001b[36m',
    pass: '\u001b[32m',
    fail: '\u001b[31m',
    error: '\u001b[31m',
    dim: '\u001b[2m',
};
const RESET = '\u001b[0m';
const MARK = { breaking: '✖', 'effect-relevant': '▲', cosmetic: '·' };
/**
 * A readable, grouped diff for a terminal. Server text passes through oneLine(), which
 * removes control characters and shows invisible ones: a tool description cannot move the
 * cursor or forge lines, nor a name read as another. Workflow commands are the writer's
 * business (forLog, where the CLI and the action write).
 */
function renderTerminal(report, title, colour, findingsOnly = false) {
    const paint = painter(colour);
    const lines = [`${title}: ${findingsOnly ? findings(report) : `${paint(report.verdict, report.verdict.toUpperCase())} (highest: ${report.highest}, fail-on: ${report.failOn})`}${worstOf(report)}`];
    // Appended one by one: spreading 100k lines into push() exceeds the call stack.
    for (const server of report.servers)
        append(lines, [''], renderServer(server, paint));
    return `${lines.join('\n')}\n`;
}
/** What a report that gates nothing found (diff without --fail-on): no verdict, the highest level and the counts. */
function findings({ highest, counts }) {
    return `highest: ${highest}; ${counts.breaking} breaking, ${counts['effect-relevant']} effect-relevant, ${counts.cosmetic} cosmetic`;
}
/** The first line names the worst change (changes come worst first), then how many more. */
function worstOf(report) {
    const all = report.servers.flatMap((server) => server.changes);
    if (all.length === 0)
        return '';
    const [worst] = all;
    return ` — ${worst.level} ${worst.rule} (${oneLine(worst.entity, 120)})${all.length > 1 ? `, and ${all.length - 1} more` : ''}`;
}
/**
 * `mcp-contract review`: each server's intended change (its golden contract at the base against
 * the working tree's), as the action reviews a pull request. No live server: no drift, no evidence.
 */
function renderReview(report, title, colour) {
    const paint = painter(colour);
    const reviews = report.servers.flatMap((server) => (server.review ? [server.review] : []));
    const intended = highestLevel(reviews.flatMap((review) => review.changes.map((change) => change.level)));
    const unapproved = reviews.reduce((sum, review) => sum + review.unapproved.length, 0);
    const lines = [`${title}: ${paint(report.verdict, report.verdict.toUpperCase())} (intended change: ${intended}, ${unapproved} breaking unapproved)`];
    for (const server of report.servers) {
        lines.push('', serverLine(server));
        if (server.error)
            lines.push(errorLine(server.error, paint));
        else
            append(lines, reviewLines(server, paint), renderSemver(server, paint));
    }
    return `${lines.join('\n')}\n`;
}
function painter(colour) {
    return (key, text) => (colour ? `${COLOURS[key]}${text}${RESET}` : text);
}
function serverLine(server) {
    // A report file (mode: report) is read, not made: its contract and protocol are text like the server's.
    const protocol = server.protocol ? ` — ${oneLine(server.protocol.revision, 40)} (${oneLine(server.protocol.era, 40)} era)` : '';
    return `server ${JSON.stringify(oneLine(server.name, 80))} — ${oneLine(server.contract, 1000)}${protocol}`;
}
function errorLine(error, paint) {
    return `  ${paint('error', 'error')}: ${oneLine(error.message, 1000)}`;
}
function renderServer(server, paint) {
    const lines = [serverLine(server)];
    if (server.error)
        return [...lines, errorLine(server.error, paint)];
    if (server.changes.length === 0)
        lines.push(server.ignored?.length ? '  in sync: no change but the ignored ones' : '  in sync: no change');
    else
        lines.push(`  ${countsText(server.counts)}`);
    append(lines, clusterLines(server.changes, paint), renderIgnored(server, paint), renderSemver(server, paint));
    for (const note of server.notes)
        lines.push(`  note: ${oneLine(note, 500)}`);
    return append(lines, renderEvidence(server, paint), reviewLines(server, paint));
}
function countsText(counts) {
    return `${counts.breaking} breaking · ${counts['effect-relevant']} effect-relevant · ${counts.cosmetic} cosmetic`;
}
/** Changes grouped by entity, an identical change in several entities told once. */
function clusterLines(changes, paint) {
    const lines = [];
    for (const cluster of clusterChanges(changes)) {
        if (cluster.kind === 'shared') {
            lines.push(`  in ${entitiesLabel(cluster.entities)}: ${oneLine(listed(cluster.entities), 600)}`);
            append(lines, changeLines(cluster.change, cluster.place, paint));
            continue;
        }
        lines.push(`  ${oneLine(cluster.entity, 200)}`);
        for (const change of cluster.changes)
            append(lines, changeLines(change, change.pointer, paint));
    }
    return lines;
}
/** Breaking intended changes named one by one (by fingerprint, rule and entity), up to this many. */
const APPROVALS_LISTED = 20;
/** The intended change (golden at the base against golden at the head), and what approved its breaking changes or did not. */
function reviewLines(server, paint) {
    const review = server.review;
    if (!review)
        return [];
    const base = oneLine(review.base.slice(0, 12), 12);
    if (review.note)
        return [`  intended change: no review against the base ${base}: ${oneLine(review.note, 300)}`];
    if (review.changes.length === 0)
        return [`  intended change: none since the base ${base}`];
    const lines = [`  intended change since the base ${base}: ${countsText(review.counts)}`];
    append(lines, clusterLines(review.changes, paint));
    const named = (fingerprint) => {
        const change = review.changes.find((c) => c.fingerprint === fingerprint);
        return `${oneLine(fingerprint, 40)}${change ? ` ${change.rule} (${oneLine(change.entity, 120)})` : ''}`;
    };
    const decided = [
        ...review.approved.map((approval) => `  approved ${named(approval.fingerprint)} by ${oneLine(approval.by, 200)}`),
        ...review.unapproved.map((fingerprint) => `  ${paint('fail', 'unapproved')} ${named(fingerprint)}`),
    ];
    append(lines, decided.slice(0, APPROVALS_LISTED));
    if (decided.length > APPROVALS_LISTED)
        lines.push(`  and ${decided.length - APPROVALS_LISTED} more (all of them are in the JSON report, review)`);
    return lines;
}
function changeLines(change, pointer, paint) {
    const lines = [`    ${paint(change.level, `${MARK[change.level]} ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(pointer, 200))}`, `      ${oneLine(change.message, 500)}`];
    if (change.witness)
        lines.push(`      ${change.witness.validBefore ? 'valid before, rejected now' : 'valid now, rejected before'}: ${oneLine(JSON.stringify(change.witness.value) ?? 'null', 300)}`);
    return lines;
}
/** The first entities of a cluster by name, then how many more. */
function listed(entities, shown = 8) {
    return entities.slice(0, shown).join(', ') + (entities.length > shown ? `, … (${entities.length - shown} more)` : '');
}
/** Ignored changes are listed, with the reason the config gives: never silent. */
function renderIgnored(server, paint) {
    const ignored = server.ignored ?? [];
    if (ignored.length === 0)
        return [];
    const lines = [`  ignored by the config (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}`];
    for (const { change, reason } of ignored) {
        lines.push(`    ${paint('dim', `○ ${change.level.padEnd(15)}`)} ${change.rule}  ${paint('dim', oneLine(change.pointer, 200))}`);
        lines.push(`      ${oneLine(change.entity, 200)}: ${oneLine(change.message, 500)}`, `      reason: ${oneLine(reason, 300)}`);
    }
    return lines;
}
function renderSemver(server, paint) {
    const semver = server.semver;
    if (!semver)
        return [];
    const failing = semver.status === 'too-small' && semver.mode === 'enforce';
    const label = semver.status === 'too-small' ? paint(failing ? 'fail' : 'effect-relevant', `semver (${semver.mode})`) : `semver (${semver.mode})`;
    return [`  ${label}: ${oneLine(semver.message, 500)}`];
}
function renderEvidence(server, paint) {
    const evidence = server.evidence ?? [];
    if (evidence.length === 0)
        return [];
    const passedCount = evidence.filter((e) => e.status === 'pass').length;
    const lines = [`  evidence: ${passedCount} passed, ${evidence.filter((e) => e.status === 'fail').length} failed`];
    for (const item of evidence) {
        if (item.status === 'pass')
            continue;
        const mark = item.status === 'fail' && item.level ? paint(item.level, `${MARK[item.level]} ${item.level.padEnd(15)}`) : `  ${'info'.padEnd(15)}`;
        lines.push(`    ${mark} ${item.check}  ${oneLine(item.subject, 120)}`, `      ${oneLine(item.message, 500)}`);
    }
    return lines;
}
/** Appends lists of lines to `lines` without spreading them into arguments (no call-stack limit). */
function append(lines, ...more) {
    for (const list of more)
        for (const line of list)
            lines.push(line);
    return lines;
}

export { SEMVER_MODES as S, assembleReport as a, reportJson as b, append as c, clusterChanges as d, exitCodeOf as e, entitiesLabel as f, gatedReport as g, groupByEntity as h, renderTerminal as i, listed as l, renderReview as r };
