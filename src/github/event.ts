import { readFileSync } from 'node:fs';

/** What the gate needs from the workflow's event: the pull request, if this run is about one. */
export interface PullRequestEvent {
  number: number;
  baseSha: string;
  headSha: string;
  labels: string[];
  /** The head repository is a fork: the token is read-only and secrets are absent. */
  fromFork: boolean;
}

/** Reads GITHUB_EVENT_PATH (a pull_request or pull_request_target payload); undefined for other events. */
export function pullRequestOf(env: NodeJS.ProcessEnv): PullRequestEvent | undefined {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  let payload: { pull_request?: Record<string, any> };
  try {
    payload = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
  const pr = payload.pull_request;
  if (!pr || typeof pr.number !== 'number') return undefined;
  return {
    number: pr.number,
    baseSha: String(pr.base?.sha ?? ''),
    headSha: String(pr.head?.sha ?? ''),
    labels: Array.isArray(pr.labels) ? pr.labels.map((label: { name?: unknown }) => String(label?.name ?? '')) : [],
    fromFork: Boolean(pr.head?.repo?.fork) || (pr.head?.repo?.full_name !== undefined && pr.head?.repo?.full_name !== pr.base?.repo?.full_name),
  };
}
