import { FORMATS, type FormatContext } from '../report/formats/index.js';
import { isAbsolute, relative, sep } from 'node:path';
import { ExitCode, oneLine } from '../errors.js';
import { repositoryPath, writeFileAtomic } from '../files.js';
import { genericApproveCommand } from '../commands/accept-command.js';
import { ownValue } from '../json/own.js';
import { decideGate, type GateCause } from '../policy/gate.js';
import { annotationsFor } from '../report/annotations.js';
import type { DefinitionDiff } from '../report/definition-diffs.js';
import type { AcceptCommands } from '../report/outcome.js';
import { causeDocument, headlineOf, type Headline } from '../report/cause.js';
import { commentMarker, COMMENT_LIMIT, renderFailureMarkdown, SUMMARY_LIMIT, type ApprovalHint } from '../report/markdown.js';
import { exitCodeOf, type Report } from '../report/report.js';
import type { WorkflowEvent } from './event.js';
import { upsertComment } from './sticky-comment.js';
import type { ActionDeps, ActionsCore, Settings } from './types.js';

export function annotate({ core }: ActionDeps, report: Report, goldens: Record<string, { path: string; text: string }>): void {
  for (const annotation of annotationsFor(report, goldens)) {
    const properties = { title: annotation.title, file: annotation.file, startLine: annotation.line };
    if (annotation.kind === 'error') core.error(annotation.message, properties);
    else if (annotation.kind === 'warning') core.warning(annotation.message, properties);
    else core.notice(annotation.message, properties);
  }
}

/** What publish adds to the report: the accept commands, definition diffs and expired acceptances of a check. */
export interface PublishExtras {
  accept?: Record<string, AcceptCommands>;
  diffs?: Record<string, DefinitionDiff[]>;
  /** Per fingerprint: the date its acceptance in the policy file expired on. */
  expired?: Record<string, string>;
  /** What the report formats need besides the report (contracts, golden texts for line numbers). */
  formatContext?: FormatContext;
}

/** A message as the repository names things: the runner's workspace prefix taken off its paths. */
export function withRepositoryPaths(root: string, message: string): string {
  if (root.length <= 1) return message;
  return message.split(`${root}${sep}`).join('');
}

/** The workflow run (for the comment's foot and the trimmed-report pointer). */
export function runUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  return env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
}

/**
 * docs/rules.md of the gate that runs, at its ref: GITHUB_ACTION_REPOSITORY and
 * GITHUB_ACTION_REF for a `uses: owner/repo@ref` step; for `uses: ./` (the action in the
 * workspace), the workflow's repository at GITHUB_SHA. Undefined when neither is known: the
 * rule ids are then plain code.
 */
export function rulesUrlOf(env: NodeJS.ProcessEnv, actionRoot: string | undefined): string | undefined {
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  const path = (repo: string, ref: string, dir: string) => `${server}/${repo}/blob/${encodeURIComponent(ref)}/${dir ? `${dir.split('/').map(encodeURIComponent).join('/')}/` : ''}docs/rules.md`;
  if (env.GITHUB_ACTION_REPOSITORY && env.GITHUB_ACTION_REF) return path(env.GITHUB_ACTION_REPOSITORY, env.GITHUB_ACTION_REF, '');
  const workspace = env.GITHUB_WORKSPACE;
  if (actionRoot && workspace && env.GITHUB_REPOSITORY && env.GITHUB_SHA) {
    const rel = relative(workspace, actionRoot);
    if (!rel.startsWith('..') && !isAbsolute(rel)) return path(env.GITHUB_REPOSITORY, env.GITHUB_SHA, rel.split(sep).join('/'));
  }
  return undefined;
}

/** The sticky comment's markers: this run's key first, then the workflow's "servers unknown" key (a config error's comment, adopted). */
function commentMarkers(core: ActionsCore, env: NodeJS.ProcessEnv, servers: string[] | undefined): string[] {
  const given = core.getInput('comment-key');
  if (given) return [commentMarker(given)];
  const workflow = env.GITHUB_WORKFLOW ?? 'mcp-contract';
  const unknown = commentMarker(`${workflow}:`);
  if (servers) return [commentMarker(`${workflow}:${[...servers].sort().join(',')}`), unknown];
  // The servers are not known (the config could not be read): this workflow's latest comment, whatever its servers.
  return [unknown, unknown.replace(/ -->$/, '')];
}

interface CommentPlan {
  deps: ActionDeps;
  settings: Pick<Settings, 'comment' | 'token' | 'mode'>;
  issue: number | undefined;
  event: WorkflowEvent;
  servers: string[] | undefined;
  body: (marker: string) => string;
  /** Whether the run has something to say (comment: on-change creates a comment only then). */
  worthSaying: boolean;
}

/** The sticky comment, and its outputs; every way it is not posted is said in one line. */
async function postComment({ deps, settings, issue, event, servers, body, worthSaying }: CommentPlan): Promise<void> {
  const { core, env } = deps;
  if (settings.comment === 'never') return;
  if (issue === undefined) {
    const line = `no pull request to comment on (event ${event.name || 'unknown'}): set the pr-number input, or run on pull_request; the verdict is in the job summary and the outputs`;
    // report mode is there to comment, and a workflow_run is about a pull request: say so loudly there only.
    if (settings.mode === 'report' || event.name === 'workflow_run') core.warning(line);
    else core.info(line);
    return;
  }
  if (!settings.token) {
    core.warning('no github-token: the pull request comment is skipped');
    return;
  }
  const markers = commentMarkers(core, env, servers);
  const outcome = await upsertComment(deps.comments(settings.token), issue, markers, deps.redactor.text(body(markers[0]!)), { create: settings.comment === 'always' || worthSaying });
  if (outcome.posted === 'skipped') core.info(`PR comment skipped: ${outcome.reason}`);
  else if (outcome.posted) {
    core.info(`PR comment ${outcome.posted}: ${outcome.url ?? outcome.id}`);
    core.setOutput('comment-id', String(outcome.id));
    if (outcome.url) core.setOutput('comment-url', outcome.url);
  } else
    core.warning(
      `could not comment on pull request #${issue}: ${outcome.reason}. The verdict is in the job summary, the annotations and the outputs; for fork pull requests see the two-workflow pattern in the README.`,
    );
}

/** Whether a comment: on-change run has anything to say: a failure, a drift, an intended change, failing evidence. */
function worthSaying(report: Report): boolean {
  return report.verdict !== 'pass' || report.servers.some((s) => s.changes.length > 0 || (s.review?.changes.length ?? 0) > 0 || (s.evidence ?? []).some((e) => e.status === 'fail'));
}

export function approvalHintOf(settings: Pick<Settings, 'approveLabel' | 'policyFile' | 'approveOnMajorBump' | 'root'>): ApprovalHint {
  return { label: settings.approveLabel, policyFile: repositoryPath(settings.root, settings.policyFile), majorBump: settings.approveOnMajorBump };
}

/** Summary, report file, outputs, the sticky comment, and the exit code. */
export async function publish(deps: ActionDeps, settings: Settings, given: Report, extras: PublishExtras, issue: number | undefined, event: WorkflowEvent): Promise<number> {
  const { core, env } = deps;
  const report = deps.redactor.value(given); // before rendering: Markdown escaping would change a secret's form
  const runUrl = runUrlOf(env);
  const rulesUrl = rulesUrlOf(env, deps.actionRoot);
  const approval = approvalHintOf(settings);
  // The comment and the summary are the markdown format, at their size limits, with this run's links and approval ways.
  const markdown = (limit: number, marker?: string) =>
    FORMATS.markdown.render(report, { acceptCommands: extras.accept ?? {}, markdown: { marker, diffs: extras.diffs ?? {}, fullReportUrl: runUrl, rulesUrl, approval, limit } });
  core.info(FORMATS.terminal.render(report, { title: 'mcp-contract check' }));
  await writeFileAtomic(settings.reportPath, FORMATS.json.render(report));
  for (const { name, file } of settings.formats) await writeFileAtomic(file, deps.redactor.text(FORMATS[name].render(report, extras.formatContext)));
  await core.summary.addRaw(markdown(SUMMARY_LIMIT), true).write();
  const headline = headlineOf(report);
  setOutputs(core, report, headline, settings.reportPath);
  await postComment({ deps, settings, issue, event, servers: report.servers.map((s) => s.name), body: (marker) => markdown(COMMENT_LIMIT, marker), worthSaying: worthSaying(report) });
  const exitCode = exitCodeOf(report);
  if (exitCode !== ExitCode.pass) core.setFailed(failureLine(report, headline, approval, extras.expired ?? {}, extras.accept ?? {}, genericApproveCommand(settings.cwd)));
  return exitCode;
}

/**
 * The one `::error::` line: the verdict and the gate's worst cause (src/policy/gate.ts ranks
 * them), then how many more. An unapproved breaking intended change says how to approve it.
 */
export function failureLine(
  report: Report,
  headline: Headline,
  approval: ApprovalHint,
  expired: Record<string, string>,
  accept: Record<string, AcceptCommands> = {},
  generic = genericApproveCommand(process.cwd()),
): string {
  const { causes } = decideGate(report.servers, report.failOn);
  const errors = causes.filter((cause) => cause.kind === 'error');
  if (report.verdict === 'error' && errors.length > 0) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more server${errors.length === 2 ? '' : 's'} not compared; see the job summary)` : '';
    return `mcp-contract: error: ${oneLine(errors[0]!.message, 1000)}${more}`;
  }
  const head = `mcp-contract: ${report.verdict} (highest change: ${headline.level}, fail-on: ${report.failOn})`;
  if (causes.length === 0) return head;
  const more = causes.length > 1 ? ` (and ${causes.length - 1} more; see the job summary)` : '';
  return `${head}: ${causeLine(causes[0]!, approval, expired, { accept, generic })}${more}`;
}

function causeLine(cause: GateCause, approval: ApprovalHint, expired: Record<string, string>, { accept, generic }: { accept: Record<string, AcceptCommands>; generic: string }): string {
  const server = oneLine(cause.server, 80);
  switch (cause.kind) {
    case 'error':
      return `${server}: ${oneLine(cause.message, 1000)}`;
    case 'change':
      return `${server}: ${cause.level} ${cause.change.rule} (${oneLine(cause.change.entity, 120)}): ${oneLine(cause.change.message, 300)}`;
    case 'evidence':
      return `${server}: ${cause.level} evidence ${cause.evidence.check} (${oneLine(cause.evidence.subject, 120)}): ${oneLine(cause.evidence.message, 300)}`;
    case 'semver':
      return `${server}: semver: ${oneLine(cause.advice.message, 300)}`;
    case 'unapproved': {
      // Without its change, the fingerprint is only a report file's text.
      const what = cause.change ? `${cause.change.rule} (${oneLine(cause.change.entity, 120)}), fingerprint ${cause.fingerprint}` : `fingerprint ${oneLine(cause.fingerprint, 40)}`;
      const lapsed = Object.hasOwn(expired, cause.fingerprint) ? `; its acceptance in ${approval.policyFile} expired on ${expired[cause.fingerprint]}` : '';
      const ways = [
        `add the label ${approval.label} to the pull request`,
        // The server's own accept command where the run built one (the comment shows the same); a merged report has none.
        `accept it with a reason in ${approval.policyFile} (${ownValue(accept, cause.server)?.approve ?? generic} writes it)`,
        ...(approval.majorBump ? ['bump the major version of the server'] : []),
      ];
      return `${server}: ${cause.level} intended change not approved: ${what}${lapsed}; ${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}`;
    }
  }
}

/** The `cause` output's JSON at most: each failing change, trimmed from the lowest level up past it (the report file has everything). */
const CAUSE_OUTPUT_LIMIT = 64 * 1024;

function setOutputs(core: ActionsCore, report: Report, headline: Headline, reportPath: string): void {
  core.setOutput('verdict', report.verdict);
  core.setOutput('highest', headline.level);
  core.setOutput('drift-highest', headline.drift);
  core.setOutput('intended-highest', headline.intended);
  for (const [level, count] of Object.entries(report.counts)) core.setOutput(level, count);
  core.setOutput('approved', [...new Set(headline.approved)].join(','));
  core.setOutput('unapproved', [...new Set(headline.unapproved)].join(','));
  core.setOutput('cause', JSON.stringify(causeDocument(report, CAUSE_OUTPUT_LIMIT)));
  core.setOutput('report-path', reportPath);
  core.setOutput('contract-changed', 'false');
}

/** What a run that failed before its report (a config, input or policy error, a crash) knows. */
export interface FailureContext {
  settings?: Settings;
  /** The servers' names, once the config is read. */
  servers?: string[];
  event?: WorkflowEvent;
}

/**
 * A gate that could not run still says why where people look: the job summary, the sticky
 * comment (when a token and a pull request exist; update mode never comments) and the verdict
 * output. Never throws: the original error is the one to report.
 */
export async function publishFailure(deps: ActionDeps, context: FailureContext, message: string, lenient: () => Pick<Settings, 'comment' | 'token' | 'mode' | 'prNumber'>): Promise<void> {
  const { core, env } = deps;
  const settings = context.settings ?? lenient();
  const runUrl = runUrlOf(env);
  const rulesUrl = rulesUrlOf(env, deps.actionRoot);
  core.setOutput('verdict', 'error');
  try {
    await core.summary.addRaw(renderFailureMarkdown(message, { fullReportUrl: runUrl, rulesUrl }), true).write();
  } catch (error) {
    core.info(`could not write the job summary: ${oneLine((error as Error).message)}`);
  }
  if (settings.mode === 'update') return;
  const event = context.event ?? { name: env.GITHUB_EVENT_NAME ?? '' };
  try {
    await postComment({
      deps,
      settings,
      issue: settings.prNumber ?? event.number,
      event,
      servers: context.servers,
      body: (marker) => renderFailureMarkdown(message, { marker, fullReportUrl: runUrl, rulesUrl }),
      worthSaying: true,
    });
  } catch (error) {
    core.info(`could not comment: ${oneLine((error as Error).message)}`);
  }
}
