import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface CommentAuthor {
  login: string;
  type: 'User' | 'Bot';
}

export interface StoredComment {
  id: number;
  /** The pull request (issue) number it is on. */
  issue: number;
  body: string;
  user: CommentAuthor;
  html_url: string;
}

/** Who GITHUB_TOKEN's comments are by. */
const ACTIONS_BOT: CommentAuthor = { login: 'github-actions[bot]', type: 'Bot' };

/** An issue (mode: monitor's drift issue): its comments are in `comments`, by issue number. */
export interface StoredIssue {
  number: number;
  title: string;
  body: string;
  labels: string[];
  state: 'open' | 'closed';
  state_reason?: string;
  user: CommentAuthor;
  html_url: string;
  /** Set on a pull request: the issues API lists them too. */
  pull_request?: { url: string };
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization?: string;
}

/**
 * A real local HTTP server standing in for the GitHub REST API (GITHUB_API_URL): issue
 * comments with Link-header pagination and authors, create and update, GET /user (refused,
 * as for GITHUB_TOKEN, unless `tokenUser` names a personal token's user), and a read-only
 * mode that answers writes with 403 as GitHub does for a fork's token.
 */
export class FakeGitHub {
  comments: StoredComment[] = [];
  issues: StoredIssue[] = [];
  requests: RecordedRequest[] = [];
  readOnly = false;
  /** A personal token's user: GET /user answers with it, and comments are by it. Unset: an installation token (GITHUB_TOKEN). */
  tokenUser?: string;
  private nextId = 1000;
  private nextIssue = 1;
  private server?: Server;
  url = '';

  seedComments(count: number, user: CommentAuthor = { login: 'someone', type: 'User' }, issue = 7): void {
    for (let i = 0; i < count; i++) this.addComment(`earlier comment ${i}`, user, issue);
  }

  addComment(body: string, user: CommentAuthor, issue = 7): StoredComment {
    const id = this.nextId++;
    const comment = { id, issue, body, user, html_url: `https://github.example/acme/notes/pull/${issue}#issuecomment-${id}` };
    this.comments.push(comment);
    return comment;
  }

  /** The bodies of the comments, with their authors: what an exact assertion compares. */
  list(): Array<{ issue: number; id: number; by: string; first: string }> {
    return this.comments.map((c) => ({ issue: c.issue, id: c.id, by: c.user.login, first: c.body.split('\n')[0]! }));
  }

  async start(): Promise<void> {
    this.server = createServer(
      (request, response) =>
        void this.handle(request).then(({ status, body, headers }) => {
          response.writeHead(status, { 'content-type': 'application/json', ...headers });
          response.end(JSON.stringify(body));
        }),
    );
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as { port: number }).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const url = new URL(request.url!, this.url);
    this.requests.push({ method: request.method!, url: url.pathname + url.search, authorization: request.headers.authorization });
    const body = await readJson(request);
    const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (url.pathname === '/user' && request.method === 'GET') {
      return this.tokenUser ? { status: 200, body: { login: this.tokenUser, type: 'User' } } : { status: 403, body: { message: 'Resource not accessible by integration' } };
    }
    if (list && request.method === 'GET') return this.page(url, Number(list[1]));
    const issues = /^\/repos\/[^/]+\/[^/]+\/issues$/.exec(url.pathname);
    const issue = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)$/.exec(url.pathname);
    if (issues && request.method === 'GET') return this.issuePage(url);
    if ((issues && request.method === 'POST') || (issue && request.method === 'PATCH')) {
      if (this.readOnly) return { status: 403, body: { message: 'Resource not accessible by integration' } };
      const fields = body as Partial<StoredIssue> & { labels?: string[] };
      if (issues) {
        const number = this.nextIssue++;
        const stored: StoredIssue = {
          number,
          title: String(fields.title),
          body: String(fields.body ?? ''),
          labels: fields.labels ?? [],
          state: 'open',
          user: this.tokenUser ? { login: this.tokenUser, type: 'User' } : ACTIONS_BOT,
          html_url: `https://github.example/acme/notes/issues/${number}`,
        };
        this.issues.push(stored);
        return { status: 201, body: this.issueJson(stored) };
      }
      const stored = this.issues.find((i) => i.number === Number(issue![1]));
      if (!stored) return { status: 404, body: { message: 'Not Found' } };
      for (const key of ['title', 'body', 'state', 'state_reason'] as const) if (fields[key] !== undefined) Object.assign(stored, { [key]: fields[key] });
      return { status: 200, body: this.issueJson(stored) };
    }
    if ((list && request.method === 'POST') || (one && request.method === 'PATCH')) {
      if (this.readOnly) return { status: 403, body: { message: 'Resource not accessible by integration' } };
      if (list) return { status: 201, body: this.addComment(String((body as { body: string }).body), this.tokenUser ? { login: this.tokenUser, type: 'User' } : ACTIONS_BOT, Number(list[1])) };
      const comment = this.comments.find((c) => c.id === Number(one![1]));
      if (!comment) return { status: 404, body: { message: 'Not Found' } };
      comment.body = String((body as { body: string }).body);
      return { status: 200, body: comment };
    }
    return { status: 404, body: { message: 'Not Found' } };
  }

  /** GET /repos/o/r/issues: by state (default open) and label, 30 a page unless per_page says. */
  private issuePage(url: URL): { status: number; body: unknown; headers: Record<string, string> } {
    const state = url.searchParams.get('state') ?? 'open';
    const labels = (url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
    const matching = this.issues.filter((i) => (state === 'all' || i.state === state) && labels.every((label) => i.labels.includes(label)));
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const last = Math.max(1, Math.ceil(matching.length / perPage));
    const next = new URL(url);
    next.searchParams.set('page', String(page + 1));
    const headers: Record<string, string> = page < last ? { link: `<${next.href}>; rel="next"` } : {};
    return { status: 200, body: matching.slice((page - 1) * perPage, page * perPage).map((i) => this.issueJson(i)), headers };
  }

  private issueJson(issue: StoredIssue): unknown {
    return { ...issue, labels: issue.labels.map((name) => ({ name })) };
  }

  private page(url: URL, issue: number): { status: number; body: unknown; headers: Record<string, string> } {
    const comments = this.comments.filter((c) => c.issue === issue);
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const last = Math.max(1, Math.ceil(comments.length / perPage));
    const link = (n: number) => {
      const next = new URL(url);
      next.searchParams.set('page', String(n));
      return `<${next.href}>`;
    };
    const headers: Record<string, string> = page < last ? { link: `${link(page + 1)}; rel="next", ${link(last)}; rel="last"` } : {};
    return { status: 200, body: comments.slice((page - 1) * perPage, page * perPage), headers };
  }
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}
