/** One issue comment, as the REST API lists it (the fields the gate reads). */
interface IssueComment {
  id: number;
  body?: string | null;
  html_url?: string;
  user?: { login?: string; type?: string } | null;
}

/** The few GitHub REST calls the comment needs; main.ts adapts Octokit to this, tests use a real local HTTP server. */
export interface IssueComments {
  /** Every comment of the pull request, all pages. */
  list(issue: number): Promise<IssueComment[]>;
  create(issue: number, body: string): Promise<{ id: number; url?: string }>;
  update(commentId: number, body: string): Promise<{ id: number; url?: string }>;
  /**
   * The token's own login (GET /user); undefined when the token may not ask, as an
   * installation token (GITHUB_TOKEN, a GitHub App's) may not.
   */
  me(): Promise<string | undefined>;
}

export type CommentOutcome = { posted: 'created' | 'updated'; id: number; url?: string } | { posted: 'skipped'; reason: string } | { posted: false; reason: string };

/**
 * One sticky comment per workflow and server set, found again by its hidden marker (through
 * every page of comments) AND its author, and updated in place. The author check: with a
 * personal token, GET /user names the token's user and only that user's comment is taken;
 * with an installation token (GITHUB_TOKEN, whose comments are by `github-actions[bot]`, or a
 * GitHub App's), GET /user is refused and only a comment by a bot account is taken. A
 * comment a person wrote (or pasted) with the marker is never edited: the gate writes its
 * own. `markers` are tried in order (the first is the one the body carries); `create: false`
 * updates an existing comment only (comment: on-change, nothing to say).
 *
 * A read-only token (a fork's) gets 403: that is an outcome, not a crash; the summary,
 * annotations, outputs and exit code still carry the verdict.
 */
export async function upsertComment(api: IssueComments, issue: number, markers: string[], body: string, options: { create: boolean } = { create: true }): Promise<CommentOutcome> {
  try {
    const comments = await api.list(issue);
    let me: Promise<string | undefined> | undefined;
    const owned = async (comment: IssueComment): Promise<boolean> => {
      me ??= api.me().catch(() => undefined);
      const login = await me;
      if (login !== undefined) return comment.user?.login === login;
      return comment.user?.type === 'Bot';
    };
    let existing: IssueComment | undefined;
    for (const marker of markers) {
      for (const comment of comments) {
        if (comment.body?.startsWith(marker) && (await owned(comment))) {
          existing = comment;
          break;
        }
      }
      if (existing) break;
    }
    if (existing) {
      const updated = await api.update(existing.id, body);
      return { posted: 'updated', id: updated.id, url: updated.url ?? existing.html_url };
    }
    if (!options.create) return { posted: 'skipped', reason: 'in sync and never commented (comment: on-change)' };
    const created = await api.create(issue, body);
    return { posted: 'created', id: created.id, url: created.url };
  } catch (error) {
    const status = (error as { status?: number }).status;
    const why =
      status === 403 || status === 404
        ? `the token may not write to this pull request (HTTP ${status}; a fork's pull_request token is read-only)`
        : `GitHub answered ${status ?? 'with an error'}: ${(error as Error).message}`;
    return { posted: false, reason: why };
  }
}
