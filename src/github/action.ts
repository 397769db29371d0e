import { existsSync } from 'node:fs';
import { acceptPlaceInRepository, commandsOf, withRemovedCommands } from '../commands/accept-command.js';
import { checkServers } from '../commands/check-servers.js';
import { formatContextOf } from '../commands/format-context.js';
import { failureLines } from '../commands/snapshot-servers.js';
import { updateServers, type AcceptTerms, type ServerUpdate } from '../commands/update.js';
import { checkPlaces } from '../config/load.js';
import type { RunConfig } from '../config/types.js';
import { GateError, internalErrorLine, oneLine } from '../errors.js';
import { repositoryPath, type FileWrite } from '../files.js';
import { definitionDiffs } from '../report/definition-diffs.js';
import type { Report } from '../report/report.js';
import type { ServerOutcome } from '../report/outcome.js';
import { codeBlock, mdText } from '../report/markdown-escape.js';
import { shellQuote } from '../safe-text.js';
import { workflowEvent } from './event.js';
import { actionConfig, commentMode, prNumberInput, readSettings, registerSecrets, withTimeouts } from './inputs.js';
import { mergeReports, readReports } from './merge-reports.js';
import { annotate, publish, publishFailure, runUrlOf, withRepositoryPaths, type FailureContext } from './publish.js';
import type { ActionDeps, Settings } from './types.js';

export type { ActionDeps } from './types.js';

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
  // The base input, or the pull request's: what update accepts against, and what the review reads.
  const base = deps.core.getInput('base') || event.pullRequest?.baseSha;
  if (settings.mode === 'update') return update(deps, config, settings, base);
  const place = acceptPlaceInRepository(config, { cwd: settings.cwd, cd: repositoryPath(settings.root, settings.cwd), policyFile: settings.policyFile });
  const accept = commandsOf(config.servers, place);
  // The policy file matters where there is a review to approve.
  const review = base
    ? {
        base,
        prLabels: event.pullRequest?.labels ?? [],
        approveLabel: settings.approveLabel,
        majorBumpApproves: settings.approveOnMajorBump,
        policyFile: settings.policyFile,
        ...(config.file ? { configFile: config.file } : {}),
      }
    : undefined;
  // Paths relative to the repository root: what annotations, the comment and a reader of the report need, whatever working-directory is.
  const { outcomes, report, expired } = await checkServers({
    servers: config.servers,
    env: deps.env,
    cwd: settings.cwd,
    root: settings.root,
    concurrency: settings.concurrency,
    ...(settings.transcriptDir ? { transcriptDir: settings.transcriptDir } : {}),
    recordBodies: settings.transcriptBodies,
    failOn: settings.failOn,
    semver: settings.semver,
    accept,
    ...(review ? { review } : {}),
    redactor: deps.redactor,
    warn: (text) => deps.core.warning(text),
    pathsIn: (message) => withRepositoryPaths(settings.root, message),
  });
  if (settings.transcriptDir) deps.core.setOutput('transcript-dir', settings.transcriptDir);
  const missing = review && missingPolicyWarning(report, settings);
  if (missing) deps.core.warning(missing);
  const formatContext = formatContextOf(outcomes, settings.root);
  if (settings.annotations) annotate(deps, report, annotatedFiles(outcomes, config.file, settings.root, formatContext));
  const diffs = deps.redactor.value(Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)])));
  // A server the pull request removed is accepted by name (update --server NAME), as the review found it.
  const removed = report.servers.filter((server) => server.status === 'removed').map((server) => server.name);
  const extras = { accept: withRemovedCommands(accept, removed, place), diffs, expired, ...(settings.formats.length ? { formatContext } : {}) };
  const exitCode = await publish(deps, settings, report, extras, issue, event);
  // mode: monitor (schedule, workflow_dispatch): the drift issue of this server set, opened, updated or closed (./monitor.ts).
  if (settings.mode === 'monitor') await (await import('./monitor.js')).publishDriftIssue(deps, settings, report, extras);
  return exitCode;
}

/**
 * Per server, the file its annotations go on: its golden contract (with its text, for the lines);
 * a removed server's, the config the pull request removed it from (its golden file is gone from the head).
 */
function annotatedFiles(outcomes: ServerOutcome[], configFile: string | undefined, root: string, context: ReturnType<typeof formatContextOf>): Record<string, { path: string; text: string }> {
  const fileOf = (o: ServerOutcome) =>
    o.removed && configFile ? { path: repositoryPath(root, configFile), text: '' } : { path: repositoryPath(root, o.contractFile), text: context.servers[o.name]!.contractText?.() ?? '' };
  return Object.fromEntries(outcomes.map((o) => [o.name, fileOf(o)] as const));
}

/**
 * The pull request's golden contract changed in a way that needs an approval, and the policy file
 * the head names is not in it: most often `update --approve` wrote it and it was never committed.
 */
function missingPolicyWarning(report: Report, settings: Settings): string | undefined {
  const open = report.servers.filter((server) => (server.review?.unapproved.length ?? 0) > 0);
  if (open.length === 0 || existsSync(settings.policyFile)) return undefined;
  const path = repositoryPath(settings.root, settings.policyFile);
  return `the golden contract changed and ${open.length === 1 ? 'its breaking change needs' : 'the breaking changes need'} an approval, but the policy file ${path} is not in this commit; if \`update --approve\` wrote it, commit it (git add ${shellQuote(path)})`;
}

/**
 * `mode: update`: rewrite the golden contracts from the live servers, checked as `update` checks
 * them (a server that fails a probe gets none; exit 1 on failing evidence at fail-on); with
 * approve-reason, accept the breaking changes since the base in the policy file, as `update
 * --approve`. Never commits or pushes. Says what changed in the job summary.
 */
async function update({ core, env, redactor }: ActionDeps, config: RunConfig, settings: Settings, base: string | undefined): Promise<number> {
  const path = (file: string) => repositoryPath(settings.root, file);
  const { results, removed, exitCode } = await updateServers({
    servers: config.servers,
    env,
    cwd: settings.cwd,
    failOn: settings.failOn,
    redactor,
    warn: (text) => core.warning(withRepositoryPaths(settings.root, text)),
    base: base ? { commit: base } : {},
    ...(config.file ? { configFile: config.file } : {}),
    policyFile: settings.policyFile,
    root: settings.root,
    ...(settings.approve ? { accept: settings.approve } : {}),
    done: (result) => {
      core.info(`${result.written ?? 'not written'} ${path(result.file)}`);
      for (const line of intendedLines(result, settings.approve)) core.info(withRepositoryPaths(settings.root, line));
      for (const line of failureLines(result)) core.error(line);
    },
    removedDone: (result) => {
      core.info(`removed ${oneLine(result.name, 80)} from the config: not run; its golden contract ${result.path} at the base counts as every entity removed`);
      for (const line of intendedLines(result, settings.approve)) core.info(withRepositoryPaths(settings.root, line));
    },
  });
  const rows = results.map(({ name, file, written, refusals, intended }): UpdateRow => ({
    name,
    file: path(file),
    written,
    refused: refusals.map((item) => item.check),
    unapproved: intended?.accepted ? 0 : (intended?.unapproved.length ?? 0),
    accepted: intended?.accepted ? intended.unapproved.length : 0,
  }));
  for (const { name, path: file, intended } of removed) {
    rows.push({ name, file, removed: true, refused: [], unapproved: intended.accepted ? 0 : intended.unapproved.length, accepted: intended.accepted ? intended.unapproved.length : 0 });
  }
  const policy = [...results, ...removed].some((result) => result.intended?.accepted) ? [path(settings.policyFile)] : [];
  const updated = [...rows.filter((row) => row.written && row.written !== 'unchanged').map((row) => row.file), ...policy];
  core.setOutput('contract-changed', String(updated.length > policy.length));
  core.setOutput('updated-files', updated.join('\n'));
  await core.summary.addRaw(updateMarkdown(rows, policy, runUrlOf(env)), true).write();
  return exitCode;
}

/** The log's lines about a server's intended change: what was accepted, or what the review will need approved. */
function intendedLines({ name, intended }: Pick<ServerUpdate, 'name' | 'intended'>, approve: AcceptTerms | undefined): string[] {
  if (!intended) return [];
  const listed = intended.unapproved.map((change) => `  ${change.fingerprint} ${change.rule} (${oneLine(change.entity, 120)})`);
  const since = intended.base ? ` since ${intended.base.commit.slice(0, 12)}` : '';
  if (intended.problem !== undefined) return approve ? [`${oneLine(name, 80)}: nothing accepted: ${intended.problem}`] : [];
  if (intended.accepted) return [`${oneLine(name, 80)}: accepted ${intended.unapproved.length} breaking change(s)${since} in the policy file (${intended.accepted})`, ...listed];
  if (intended.unapproved.length === 0) return [];
  return [`${oneLine(name, 80)}: ${intended.unapproved.length} breaking change(s)${since} the pull request's review will need approved (approve-reason, the policy file or the label)`, ...listed];
}

/** One golden contract of `mode: update`: how it was written, or the failing checks that kept it from being written. */
interface UpdateRow {
  name: string;
  file: string;
  written?: FileWrite;
  /** A server the branch removed from the config: not run, its golden file (at the base) not written. */
  removed?: boolean;
  refused: string[];
  /** Breaking changes since the base that the review will need approved, and those accepted in the policy file now. */
  unapproved: number;
  accepted: number;
}

/** The job summary of `mode: update`: each golden contract, changed, unchanged or not written, and what to do next. */
function updateMarkdown(rows: UpdateRow[], policy: string[], runUrl: string | undefined): string {
  const changed = rows.filter((row) => row.written && row.written !== 'unchanged');
  const refused = rows.filter((row) => !row.written && !row.removed);
  const counted = changed.length === 0 ? 'golden contracts unchanged' : `${changed.length} golden contract${changed.length === 1 ? '' : 's'} updated`;
  const lines = [`## 📝 MCP contract: ${counted}${refused.length ? `, ${refused.length} not written` : ''}`, ''];
  lines.push('| server | golden contract | |', '| --- | --- | --- |');
  const written = (row: UpdateRow) => {
    if (row.removed) return 'removed from the config: not run';
    if (!row.written) return `not written: evidence ${row.refused.map((check) => mdText(check, 60)).join(', ')} failed`;
    return row.written === 'unchanged' ? 'unchanged' : 'updated';
  };
  const breaking = (row: UpdateRow) =>
    row.accepted ? `; ${row.accepted} breaking accepted in the policy file` : row.unapproved ? `; ${row.unapproved} breaking, to approve (approve-reason, the policy file or the label)` : '';
  const state = (row: UpdateRow) => written(row) + breaking(row);
  for (const row of rows) lines.push(`| ${mdText(row.name, 80)} | ${mdText(row.file, 300)} | ${state(row)} |`);
  lines.push('');
  const files = [...changed.map((row) => row.file), ...policy];
  if (files.length > 0) {
    lines.push(
      'Nothing was committed. Review the contract diff and commit it in the pull request:',
      '',
      codeBlock(`git add ${files.map((file) => shellQuote(file)).join(' ')}\ngit commit -m "Update the MCP golden contracts"`, 'sh'),
      '',
    );
  }
  if (runUrl) lines.push(`[Workflow run](${runUrl})`, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
