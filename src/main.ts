import { fileURLToPath } from 'node:url';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { prefetchTokenCounter } from './contract/context-cost.js';
import { ExitCode, GateError, internalErrorLine } from './errors.js';
import { removeTemporariesOnExit } from './files.js';
import { redactingCore } from './github/redacting-core.js';
import type { IssueComments } from './github/sticky-comment.js';
import type { DriftIssues } from './github/types.js';
import { Redactor } from './redact.js';
import { endServersOnSignals } from './transport/process-registry.js';

/** The action's wiring: the only module that imports @actions/*; everything else gets plain interfaces. */
export async function run(): Promise<void> {
  endServersOnSignals(); // a cancelled job must not leave server processes behind
  removeTemporariesOnExit(); // nor half-written files beside the golden contracts
  const redactor = new Redactor();
  const safeCore = redactingCore(core, redactor); // every message, also a failure's, passes the redactor
  try {
    prefetchTokenCounter(); // every mode counts the tools' tokens: a worker thread loads the ranks while the action's code loads
    const { runAction } = await import('./github/action.js');
    // Own properties only: `envPassthrough: [constructor]` must find nothing, not Object's constructor.
    const env: NodeJS.ProcessEnv = Object.assign(Object.create(null), process.env);
    const exitCode = await runAction({
      core: safeCore,
      comments: issueComments,
      issues: driftIssues,
      env,
      redactor,
      actionRoot: fileURLToPath(new URL('..', import.meta.url)),
    });
    if (exitCode !== ExitCode.pass) process.exitCode = exitCode;
  } catch (error) {
    if (error instanceof GateError) {
      safeCore.setFailed(error.message);
      process.exitCode = error.exitCode;
      return;
    }
    safeCore.setFailed(internalErrorLine(error));
    if (error instanceof Error && error.stack) safeCore.info(error.stack); // for the bug report
    process.exitCode = ExitCode.internal;
  }
}

/** The REST calls of the sticky comment, on the workflow's repository (GITHUB_API_URL honoured by @actions/github). */
function issueComments(token: string): IssueComments {
  const octokit = getOctokit(token);
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '/').split('/') as [string, string];
  return {
    list: (issue) => octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 }),
    create: async (issue, body) => {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body });
      return { id: data.id, url: data.html_url };
    },
    update: async (commentId, body) => {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
      return { id: data.id, url: data.html_url };
    },
    me: () => authenticatedLogin(octokit),
  };
}

/** The token's user; GITHUB_TOKEN and App installation tokens get 403 here: the caller then trusts bot authors only. */
async function authenticatedLogin(octokit: ReturnType<typeof getOctokit>): Promise<string | undefined> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    return undefined;
  }
}

/** The REST calls of mode: monitor's drift issue, on the workflow's repository. */
function driftIssues(token: string): DriftIssues {
  const octokit = getOctokit(token);
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '/').split('/') as [string, string];
  return {
    listOpen: (label) => octokit.paginate(octokit.rest.issues.listForRepo, { owner, repo, state: 'open', labels: label, per_page: 100 }),
    create: async ({ title, body, labels }) => {
      const { data } = await octokit.rest.issues.create({ owner, repo, title, body, labels });
      return { number: data.number, url: data.html_url };
    },
    update: async (number, change) => {
      const { data } = await octokit.rest.issues.update({ owner, repo, issue_number: number, ...change });
      return { number: data.number, url: data.html_url };
    },
    comment: async (number, body) => {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
      return { id: data.id, url: data.html_url };
    },
    me: () => authenticatedLogin(octokit),
  };
}
