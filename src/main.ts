import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { ExitCode, GateError } from './errors.js';
import type { IssueComments } from './github/sticky-comment.js';
import { endServersOnSignals } from './transport/process-registry.js';

/** The action's wiring: the only module that imports @actions/*; everything else gets plain interfaces. */
export async function run(): Promise<void> {
  endServersOnSignals(); // a cancelled job must not leave server processes behind
  try {
    const { runAction } = await import('./github/action.js');
    const exitCode = await runAction({ core, comments: issueComments, env: process.env, today: new Date().toISOString().slice(0, 10) });
    if (exitCode !== ExitCode.pass) process.exitCode = exitCode;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    core.setFailed(message);
    process.exitCode = error instanceof GateError ? error.exitCode : ExitCode.usage;
  }
}

/** The REST calls of the sticky comment, on the workflow's repository (GITHUB_API_URL honoured by @actions/github). */
function issueComments(token: string): IssueComments {
  const octokit = getOctokit(token);
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '/').split('/') as [string, string];
  return {
    list: (issue) => octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 }),
    create: async (issue, body) => void (await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body })),
    update: async (commentId, body) => void (await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body })),
  };
}
