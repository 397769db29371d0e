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
export const ACTIONS_BOT: CommentAuthor = { login: 'github-actions[bot]', type: 'Bot' };

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
  requests: RecordedRequest[] = [];
  readOnly = false;
  /** A personal token's user: GET /user answers with it, and comments are by it. Unset: an installation token (GITHUB_TOKEN). */
  tokenUser?: string;
  private nextId = 1000;
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
