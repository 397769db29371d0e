import { readFileSync } from 'node:fs';

/** What the gate needs from the workflow's event: the pull request, if this run is about one. */
interface PullRequestEvent {
  number: number;
  baseSha: string;
  headSha: string;
  labels: string[];
  /** The head repository is a fork: the token is read-only and secrets are absent. */
  fromFork: boolean;
}

/** The workflow's event as far as the gate cares: the pull request it is about, and its number. */
export interface WorkflowEvent {
  name: string;
  /** A pull_request or pull_request_target event's pull request (base, head, labels): what the review needs. */
  pullRequest?: PullRequestEvent;
  /** The pull request to comment on: the pull request event's, or a workflow_run's first pull request. */
  number?: number;
}

/** The event names whose payload carries a `pull_request` (number, base, head, labels). */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);

/**
 * Reads GITHUB_EVENT_PATH. `pull_request` and `pull_request_target` give the pull request
 * (number, base, head, labels); `workflow_run` gives only a number, from
 * `workflow_run.pull_requests[0]` (empty for a fork's pull request: GitHub lists only pull
 * requests whose head is in the repository, so the pr-number input is needed there).
 */
export function workflowEvent(env: NodeJS.ProcessEnv): WorkflowEvent {
  const name = env.GITHUB_EVENT_NAME ?? '';
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return { name };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the event payload is GitHub's untyped JSON
  let payload: { pull_request?: Record<string, any>; workflow_run?: { pull_requests?: Array<{ number?: unknown }> } };
  try {
    payload = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { name };
  }
  const pr = payload?.pull_request;
  // Older runners and tests may leave GITHUB_EVENT_NAME unset: a payload with a pull_request is one.
  if ((PULL_REQUEST_EVENTS.has(name) || !name) && pr && typeof pr.number === 'number') {
    const pullRequest: PullRequestEvent = {
      number: pr.number,
      baseSha: String(pr.base?.sha ?? ''),
      headSha: String(pr.head?.sha ?? ''),
      labels: Array.isArray(pr.labels) ? pr.labels.map((label: { name?: unknown }) => String(label?.name ?? '')) : [],
      fromFork: Boolean(pr.head?.repo?.fork) || (pr.head?.repo?.full_name !== undefined && pr.head?.repo?.full_name !== pr.base?.repo?.full_name),
    };
    return { name, pullRequest, number: pr.number };
  }
  if (name === 'workflow_run') {
    const first = payload?.workflow_run?.pull_requests?.[0]?.number;
    if (typeof first === 'number' && Number.isInteger(first) && first > 0) return { name, number: first };
  }
  return { name };
}
