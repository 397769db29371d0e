import { writeFileAtomic } from '../files.js';
import { annotationsFor } from '../report/annotations.js';
import type { DefinitionDiff } from '../report/definition-diffs.js';
import { commentMarker, COMMENT_LIMIT, renderMarkdown, SUMMARY_LIMIT } from '../report/markdown.js';
import { exitCodeOf, reportJson, type Report } from '../report/report.js';
import { renderTerminal } from '../report/terminal.js';
import { ExitCode } from '../errors.js';
import type { PullRequestEvent } from './event.js';
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

/** Summary, report file, outputs, the sticky comment, and the exit code. */
export async function publish(deps: ActionDeps, settings: Settings, given: Report, extras: { accept?: Record<string, string>; diffs?: Record<string, DefinitionDiff[]> }, pullRequest: PullRequestEvent | undefined): Promise<number> {
  const { core, env } = deps;
  const report = deps.redactor.value(given); // before rendering: Markdown escaping would change a secret's form
  const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
  const markdown = (limit: number, marker?: string) =>
    renderMarkdown(report, { marker, acceptCommands: extras.accept ?? {}, diffs: extras.diffs ?? {}, fullReportUrl: marker ? runUrl : undefined, limit });
  core.info(renderTerminal(report, 'mcp-contract check', false));
  await writeFileAtomic(settings.reportPath, reportJson(report));
  await core.summary.addRaw(markdown(SUMMARY_LIMIT), true).write();
  setOutputs(core, report, settings.reportPath);
  const issue = pullRequest?.number ?? (Number(core.getInput('pr-number')) || undefined);
  if (settings.comment && issue !== undefined && !settings.token) core.warning('no github-token: the pull request comment is skipped');
  if (settings.comment && issue !== undefined && settings.token) {
    const key = core.getInput('comment-key') || `${env.GITHUB_WORKFLOW ?? 'mcp-contract'}:${report.servers.map((s) => s.name).sort().join(',')}`;
    const marker = commentMarker(key);
    const outcome = await upsertComment(deps.comments(settings.token), issue, marker, deps.redactor.text(markdown(COMMENT_LIMIT, marker)));
    if (outcome.posted) core.info(`PR comment ${outcome.posted}`);
    else core.warning(`could not comment on pull request #${issue}: ${outcome.reason}. The verdict is in the job summary, the annotations and the outputs; for fork pull requests see the two-workflow pattern in the README.`);
  }
  const exitCode = exitCodeOf(report);
  if (exitCode !== ExitCode.pass) core.setFailed(`mcp-contract: ${report.verdict} (highest change: ${report.highest}, fail-on: ${report.failOn})`);
  return exitCode;
}

function setOutputs(core: ActionsCore, report: Report, reportPath: string): void {
  core.setOutput('verdict', report.verdict);
  core.setOutput('highest', report.highest);
  for (const [level, count] of Object.entries(report.counts)) core.setOutput(level, count);
  core.setOutput('cause', reportJson(report).trim());
  core.setOutput('report-path', reportPath);
  core.setOutput('contract-changed', 'false');
}
