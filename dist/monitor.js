import { o as oneLine } from './errors.js';
import { o as renderMarkdown, C as COMMENT_LIMIT, h as headlineOf, p as htmlText } from './format-context.js';
import { r as runUrlOf, a as approvalHintOf, b as rulesUrlOf } from './action.js';
import './safe-text.js';
import './ignore.js';
import './context-cost.js';
import './workers.js';
import 'node:url';
import 'node:worker_threads';
import './rfc8785.js';
import 'node:crypto';
import './change.js';
import './rules.js';
import './types2.js';
import 'node:os';
import './compare.js';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './ajv2.js';
import './edit-distance.js';
import './client-dialects.js';
import './ajvProvider-BIwGVY6G.js';
import './judge-clients.js';
import './builder.js';
import './mcp-headers.js';
import './accept-command.js';
import 'node:fs';
import 'node:path';
import './package.js';
import './files.js';
import 'node:fs/promises';
import './io.js';
import './gate.js';
import './checks.js';
import './check-servers.js';
import './registry.js';
import './load.js';
import 'process';
import 'buffer';
import './known-keys.js';
import './types.js';
import './transcript.js';
import './redact.js';
import './base-contract.js';
import 'node:child_process';
import 'node:util';
import './review.js';
import './snapshot-servers.js';
import './schemas.js';
import './update.js';
import './timeouts.js';
import './secrets.js';

/** The label monitor issues carry (and are listed by) unless the issue-label input names another. */
const DEFAULT_ISSUE_LABEL = 'mcp-contract-drift';
/** The hidden first line of a monitor issue: found again by it on the next run. */
function monitorMarker(key) {
    return `<!-- mcp-contract-gate:monitor ${htmlText(key, 200)} -->`;
}
/** The key of a server set: the comment-key input, else the workflow and the server names (as the sticky comment's). */
function monitorKey(core, env, servers) {
    return core.getInput('comment-key') || `${env.GITHUB_WORKFLOW ?? 'mcp-contract'}:${[...servers].sort().join(',')}`;
}
/** Drift, for the monitor: anything that fails the gate (a change at or above fail-on, failing evidence, a server not compared). */
function isDrift(report) {
    return report.verdict !== 'pass';
}
/** Who GITHUB_TOKEN writes as: an installation token may not ask GET /user, so this is its login. */
const ACTIONS_LOGIN = 'github-actions[bot]';
/**
 * One open issue per server set while it drifts: opened on the first drifting run, its body
 * replaced on every later one, closed with a comment on the first run in sync. Found again by
 * its marker and its author, the token's own login (ACTIONS_LOGIN where GET /user refuses):
 * an issue another account wrote with the marker, a person or another bot, is never edited,
 * and neither is a pull request (the issues API lists those too, with a `pull_request` key).
 * A refusal (a read-only token) is an outcome.
 */
async function syncDriftIssue(api, plan) {
    try {
        const open = (await api.listOpen(plan.label)).filter((issue) => issue.pull_request == null && issue.body?.startsWith(plan.marker));
        const login = open.length ? ((await api.me().catch(() => undefined)) ?? ACTIONS_LOGIN) : undefined;
        const existing = open.find((issue) => issue.user?.login === login);
        if (!plan.drifted) {
            if (!existing)
                return { action: 'none', reason: 'in sync, and no drift issue is open' };
            await api.comment(existing.number, plan.closing);
            const closed = await api.update(existing.number, { state: 'closed', state_reason: 'completed' });
            return { action: 'closed', number: closed.number, url: closed.url ?? existing.html_url ?? undefined };
        }
        if (existing) {
            const updated = await api.update(existing.number, { title: plan.title, body: plan.body });
            return { action: 'updated', number: updated.number, url: updated.url ?? existing.html_url ?? undefined };
        }
        const created = await api.create({ title: plan.title, body: plan.body, labels: [plan.label] });
        return { action: 'opened', number: created.number, url: created.url };
    }
    catch (error) {
        const status = error.status;
        const why = status === 403 || status === 404 || status === 410
            ? `the token may not manage issues here (HTTP ${status}; it needs issues: write, and the repository's issues turned on)`
            : `GitHub answered ${status ?? 'with an error'}: ${oneLine(error.message, 300)}`;
        return { action: 'failed', reason: why };
    }
}
/**
 * `mode: monitor`, after the check is published (summary, report, outputs as in check): the
 * drift issue of this server set opened, updated or closed. Outputs issue-number and
 * issue-url, and issue-action (opened, updated, closed or none).
 */
async function publishDriftIssue(deps, settings, given, extras) {
    const { core, env } = deps;
    if (!settings.token || !deps.issues) {
        const reason = 'no github-token: the drift issue is skipped';
        core.warning(reason);
        return { action: 'failed', reason };
    }
    const report = deps.redactor.value(given);
    const servers = report.servers.map((server) => server.name);
    const marker = monitorMarker(monitorKey(core, env, servers));
    const runUrl = runUrlOf(env);
    const body = renderMarkdown(report, {
        marker,
        acceptCommands: extras.accept ?? {},
        diffs: extras.diffs ?? {},
        fullReportUrl: runUrl,
        rulesUrl: rulesUrlOf(env, deps.actionRoot),
        approval: approvalHintOf(settings),
        deployed: true,
        limit: COMMENT_LIMIT,
    });
    const headline = headlineOf(report);
    const names = servers.join(', ');
    const title = oneLine(`MCP contract drift: ${names} (${report.verdict === 'error' ? 'not compared' : `highest ${headline.drift}`})`, 250);
    const closing = [
        `The live server${servers.length === 1 ? ' is' : 's are'} back in sync with the golden contract${servers.length === 1 ? '' : 's'}: closing.`,
        ...(runUrl ? ['', `[Workflow run](${runUrl})`] : []),
    ].join('\n');
    const outcome = await syncDriftIssue(deps.issues(settings.token), {
        marker,
        label: core.getInput('issue-label') || DEFAULT_ISSUE_LABEL,
        drifted: isDrift(report),
        title,
        body: deps.redactor.text(body),
        closing,
    });
    core.setOutput('issue-action', outcome.action === 'failed' ? 'none' : outcome.action);
    if (outcome.action === 'failed')
        core.warning(`could not update the drift issue: ${outcome.reason}. The verdict is in the job summary and the outputs.`);
    else if (outcome.action === 'none')
        core.info(`drift issue: ${outcome.reason}`);
    else {
        core.info(`drift issue ${outcome.action}: #${outcome.number}${outcome.url ? ` ${outcome.url}` : ''}`);
        core.setOutput('issue-number', String(outcome.number));
        if (outcome.url)
            core.setOutput('issue-url', outcome.url);
    }
    return outcome;
}

export { DEFAULT_ISSUE_LABEL, isDrift, monitorKey, monitorMarker, publishDriftIssue, syncDriftIssue };
