/** The few GitHub REST calls the comment needs; main.ts adapts Octokit to this, tests use a real local HTTP server. */
export interface IssueComments {
  /** Every comment of the pull request, all pages. */
  list(issue: number): Promise<Array<{ id: number; body?: string | null }>>;
  create(issue: number, body: string): Promise<void>;
  update(commentId: number, body: string): Promise<void>;
}

export type CommentOutcome = { posted: 'created' | 'updated' } | { posted: false; reason: string };

/**
 * One sticky comment per workflow and server set: found again by its hidden marker (through
 * every page of comments) and updated in place. A read-only token (a fork's) gets 403: that is
 * an outcome, not a crash; the summary, annotations, outputs and exit code still carry the verdict.
 */
export async function upsertComment(api: IssueComments, issue: number, marker: string, body: string): Promise<CommentOutcome> {
  try {
    const existing = (await api.list(issue)).find((comment) => comment.body?.startsWith(marker));
    if (existing) {
      await api.update(existing.id, body);
      return { posted: 'updated' };
    }
    await api.create(issue, body);
    return { posted: 'created' };
  } catch (error) {
    const status = (error as { status?: number }).status;
    const why = status === 403 || status === 404 ? `the token may not write to this pull request (HTTP ${status}; a fork's pull_request token is read-only)` : `GitHub answered ${status ?? 'with an error'}: ${(error as Error).message}`;
    return { posted: false, reason: why };
  }
}
