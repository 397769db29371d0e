import type { FormatContext, ServerContext } from '../report/formats/index.js';
import { existsSync } from 'node:fs';
import { checkServer, type ServerOutcome } from '../commands/check.js';
import { snapshotServer } from '../commands/snapshot.js';
import { loadAcceptances } from '../config/policy.js';
import { checkPlaces } from '../config/load.js';
import type { GateConfig, ServerConfig } from '../config/types.js';
import { writeGolden } from '../commands/update.js';
import { ExitCode, GateError, internalErrorLine } from '../errors.js';
import { shellQuote } from '../safe-text.js';
import { staleTemporaryWarnings, textWhenAsked } from '../files.js';
import { definitionDiffs } from '../report/definition-diffs.js';
import { codeBlock, mdText } from '../report/markdown-escape.js';
import { gatedReport } from '../commands/gate.js';
import { writeTranscript } from '../report/transcript.js';
import { reviewServer } from '../commands/review.js';
import { acceptCommands, defaultPolicyFile, NPX_PROGRAM, type AcceptCommands } from '../commands/accept-command.js';
import { workflowEvent, type WorkflowEvent } from './event.js';
import { actionConfig, commentMode, prNumberInput, readSettings, registerSecrets, withTimeouts } from './inputs.js';
import { mergeReports, readReports } from './merge-reports.js';
import { annotate, publish, publishFailure, repositoryPath, runUrlOf, withRepositoryPaths, type FailureContext } from './publish.js';
import type { ActionDeps, Settings } from './types.js';

export type { ActionDeps, ActionsCore } from './types.js';

/**
 * Runs the gate from action inputs; returns the exit code. Whatever fails (an input, the
 * config, the policy file, the gate itself) still writes the job summary and the sticky
 * comment before the error goes up to main.ts, which makes it the `::error::` line.
 */
export async function runAction(deps: ActionDeps): Promise<number> {
  const context: FailureContext = { event: workflowEvent(deps.env) };
  try {
    return await gate(deps, context);
  } catch (error) {
    const root = context.settings?.root ?? deps.env.GITHUB_WORKSPACE ?? '';
    const message = withRepositoryPaths(root, error instanceof GateError ? error.message : internalErrorLine(error));
    await publishFailure(deps, context, message, () => lenientSettings(deps));
    if (error instanceof GateError) throw new GateError(message, error.exitCode, error);
    throw error;
  }
}

/** The comment's settings when the inputs themselves are wrong: each read on its own, a bad one falls back. */
function lenientSettings({ core }: ActionDeps): Pick<Settings, 'comment' | 'token' | 'mode' | 'prNumber'> {
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch {
      return fallback;
    }
  };
  const mode = core.getInput('mode');
  return {
    comment: attempt(() => commentMode(core), 'on-change'),
    token: core.getInput('github-token'),
    mode: mode === 'update' || mode === 'report' ? mode : 'check',
    prNumber: attempt(() => prNumberInput(core), undefined),
  };
}

async function gate(deps: ActionDeps, context: FailureContext): Promise<number> {
  const event = context.event!;
  registerSecrets(deps, [], deps.core.getInput('github-token')); // the token before anything can fail
  const settings = readSettings(deps);
  context.settings = settings;
  const issue = settings.prNumber ?? event.number;
  if (settings.mode === 'report') {
    const report = mergeReports(await readReports(deps.core.getInput('reports'), settings.cwd), settings.failOn);
    context.servers = report.servers.map((server) => server.name);
    return publish(deps, settings, report, {}, issue, event);
  }
  const config = checkPlaces(withTimeouts(deps.core, await actionConfig(deps, settings.cwd, settings.root)), settings.root);
  context.servers = config.servers.map((server) => server.name);
  registerSecrets(deps, config.servers, settings.token);
  for (const warning of staleTemporaryWarnings(
    config.servers.map((server) => server.contract),
    settings.cwd,
  ))
    deps.core.warning(withRepositoryPaths(settings.root, warning));
  if (settings.mode === 'update') return update(deps, config, settings);
  // The policy file matters where there is a review to approve: a pull request's base, or the base input.
  const acceptances = deps.core.getInput('base') || event.pullRequest?.baseSha ? await loadAcceptances(settings.policyFile, settings.root) : [];
  const expired: Record<string, string> = {};
  const outcomes = await boundedMap(config.servers, settings.concurrency, async (server) => {
    const outcome = await checkAndReview(deps, config, server, event, settings, acceptances);
    // Errors name files as the repository does, not by the runner's absolute path.
    if (outcome.error) outcome.error = { ...outcome.error, message: withRepositoryPaths(settings.root, outcome.error.message) };
    for (const fingerprint of outcome.review?.unapproved ?? []) {
      const lapsed = acceptances.find((entry) => entry.fingerprint === fingerprint && entry.expires && entry.expires < deps.today);
      if (!lapsed) continue;
      expired[fingerprint] = lapsed.expires!;
      outcome.notes.push(
        `The acceptance of ${fingerprint} in ${repositoryPath(settings.root, settings.policyFile)} expired on ${lapsed.expires}: it no longer approves this breaking change; renew it (a later expires) or approve otherwise.`,
      );
    }
    return outcome;
  });
  if (settings.transcriptDir) {
    for (const outcome of outcomes) if (outcome.transcript) await writeTranscript(settings.transcriptDir, outcome.name, outcome.transcript, deps.redactor);
    deps.core.setOutput('transcript-dir', settings.transcriptDir);
  }
  // Paths relative to the repository root: what annotations, the comment and a reader of the report need, whatever working-directory is.
  // The same gate as the CLI's: ignore entries applied, semver advice where asked.
  const report = gatedReport(
    outcomes,
    outcomes.map((outcome) => config.servers.find((server) => server.name === outcome.name)),
    settings.failOn,
    settings.semver,
    settings.root,
  );
  const accept = Object.fromEntries(config.servers.map((server) => [server.name, acceptCommandsOf(config, server, settings)]));
  // Each golden file is read once, by the first that needs it: annotations, or SARIF's line numbers.
  const goldenTexts = new Map(outcomes.map((o) => [o.name, textWhenAsked(o.contractFile)]));
  if (settings.annotations) {
    const goldens = Object.fromEntries(outcomes.map((o) => [o.name, { path: repositoryPath(settings.root, o.contractFile), text: goldenTexts.get(o.name)!() ?? '' }] as const));
    annotate(deps, report, goldens);
  }
  const diffs = deps.redactor.value(Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)])));
  const formatContext = settings.formats.length ? formatContextOf(outcomes, goldenTexts, settings.root) : undefined;
  const extras = { accept, diffs, expired, ...(formatContext ? { formatContext } : {}) };
  const exitCode = await publish(deps, settings, report, extras, issue, event);
  // mode: monitor (schedule, workflow_dispatch): the drift issue of this server set, opened, updated or closed (./monitor.ts).
  if (settings.mode === 'monitor') await (await import('./monitor.js')).publishDriftIssue(deps, settings, report, extras);
  return exitCode;
}

/** The contracts and golden texts the report formats read (SARIF's line numbers, JUnit's entities). */
function formatContextOf(outcomes: ServerOutcome[], goldenTexts: Map<string, () => string | undefined>, root: string): FormatContext {
  const servers: Record<string, ServerContext> = Object.create(null) as Record<string, ServerContext>;
  for (const outcome of outcomes) {
    const contractText = outcome.error ? () => undefined : goldenTexts.get(outcome.name)!; // for SARIF's line numbers
    servers[outcome.name] = { before: outcome.golden, after: outcome.current, artifactUri: repositoryPath(root, outcome.contractFile), contractText };
  }
  return { servers };
}

async function checkAndReview(
  deps: ActionDeps,
  config: GateConfig,
  server: ServerConfig,
  event: WorkflowEvent,
  settings: Settings,
  acceptances: Awaited<ReturnType<typeof loadAcceptances>>,
): Promise<ServerOutcome> {
  const { cwd, root } = settings;
  if (!existsSync(server.contract)) {
    // Named as the repository names it, with the whole command that creates it.
    const message = `contract ${repositoryPath(root, server.contract)}: no such file; create it with \`${acceptCommandsOf(config, server, settings).update}\` and commit it`;
    return { name: server.name, contractFile: server.contract, changes: [], notes: [], error: { exitCode: ExitCode.usage, message } };
  }
  const outcome = await checkServer(server, { recordBodies: settings.transcriptBodies, redactor: deps.redactor, warn: (text) => deps.core.warning(text) }, deps.env);
  const pullRequest = event.pullRequest;
  const base = deps.core.getInput('base') || pullRequest?.baseSha;
  if (!base || outcome.error) return outcome;
  const approvals = {
    label: settings.approveLabel,
    prLabels: pullRequest?.labels ?? [],
    acceptances,
    majorBumpApproves: settings.approveOnMajorBump,
    today: deps.today,
  };
  const head = { contract: outcome.golden!, file: outcome.contractFile, label: repositoryPath(root, outcome.contractFile) };
  const review = await reviewServer(server, head, { base, cwd, approvals });
  return { ...outcome, review };
}

/**
 * The commands that accept a drift (or create a missing golden file): they rewrite the golden
 * contract, to be committed in the same PR. Run from the repository root: with a
 * working-directory, they start with `cd` there.
 */
function acceptCommandsOf(config: GateConfig, server: ServerConfig, { cwd, root, policyFile }: Pick<Settings, 'cwd' | 'root' | 'policyFile'>): AcceptCommands {
  const dir = repositoryPath(root, cwd);
  return acceptCommands(server, {
    program: NPX_PROGRAM,
    cwd,
    ...(dir && dir !== cwd ? { cd: dir } : {}),
    ...(config.file ? { config: { file: config.file, several: config.servers.length > 1 } } : {}),
    ...(policyFile === defaultPolicyFile(config.file, cwd) ? {} : { policyFile }),
  });
}

/** `mode: update`: rewrite the golden contracts from the live servers; never commits or pushes. Says what changed in the job summary. */
async function update({ core, env, redactor }: ActionDeps, config: GateConfig, settings: Settings): Promise<number> {
  const rows: Array<{ name: string; file: string; changed: boolean }> = [];
  for (const server of config.servers) {
    const written = await writeGolden(server.contract, await snapshotServer(server, env, { warn: (text) => core.warning(text) }), redactor);
    const file = repositoryPath(settings.root, server.contract);
    rows.push({ name: server.name, file, changed: written !== 'unchanged' });
    core.info(`${written} ${file}`);
  }
  const updated = rows.filter((row) => row.changed).map((row) => row.file);
  core.setOutput('contract-changed', String(updated.length > 0));
  core.setOutput('updated-files', updated.join('\n'));
  await core.summary.addRaw(updateMarkdown(rows, runUrlOf(env)), true).write();
  return ExitCode.pass;
}

/** The job summary of `mode: update`: each golden contract, changed or not, and what to do next. */
export function updateMarkdown(rows: Array<{ name: string; file: string; changed: boolean }>, runUrl: string | undefined): string {
  const changed = rows.filter((row) => row.changed);
  const lines = [`## 📝 MCP contract: ${changed.length === 0 ? 'golden contracts unchanged' : `${changed.length} golden contract${changed.length === 1 ? '' : 's'} updated`}`, ''];
  lines.push('| server | golden contract | |', '| --- | --- | --- |');
  for (const row of rows) lines.push(`| ${mdText(row.name, 80)} | ${mdText(row.file, 300)} | ${row.changed ? 'updated' : 'unchanged'} |`);
  lines.push('');
  if (changed.length > 0) {
    lines.push(
      'Nothing was committed. Review the contract diff and commit it in the pull request:',
      '',
      codeBlock(`git add ${changed.map((row) => shellQuote(row.file)).join(' ')}\ngit commit -m "Update the MCP golden contracts"`, 'sh'),
      '',
    );
  }
  if (runUrl) lines.push(`[Workflow run](${runUrl})`, '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Runs `task` over `items` with at most `limit` at once, keeping the input order in the result. */
async function boundedMap<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
