import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface StoredComment {
  id: number;
  body: string;
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization?: string;
}

/**
 * A real local HTTP server standing in for the GitHub REST API (GITHUB_API_URL): issue
 * comments with Link-header pagination, create and update, and a read-only mode that
 * answers writes with 403 as GitHub does for a fork's token.
 */
export class FakeGitHub {
  comments: StoredComment[] = [];
  requests: RecordedRequest[] = [];
  readOnly = false;
  private nextId = 1000;
  private server?: Server;
  url = '';

  seedComments(count: number): void {
    for (let i = 0; i < count; i++) this.comments.push({ id: this.nextId++, body: `earlier comment ${i}` });
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request).then(({ status, body, headers }) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    }));
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
    if (list && request.method === 'GET') return this.page(url);
    if ((list && request.method === 'POST') || (one && request.method === 'PATCH')) {
      if (this.readOnly) return { status: 403, body: { message: 'Resource not accessible by integration' } };
      if (list) {
        const comment = { id: this.nextId++, body: String((body as { body: string }).body) };
        this.comments.push(comment);
        return { status: 201, body: comment };
      }
      const comment = this.comments.find((c) => c.id === Number(one![1]));
      if (!comment) return { status: 404, body: { message: 'Not Found' } };
      comment.body = String((body as { body: string }).body);
      return { status: 200, body: comment };
    }
    return { status: 404, body: { message: 'Not Found' } };
  }

  private page(url: URL): { status: number; body: unknown; headers: Record<string, string> } {
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const last = Math.max(1, Math.ceil(this.comments.length / perPage));
    const link = (n: number) => {
      const next = new URL(url);
      next.searchParams.set('page', String(n));
      return `<${next.href}>`;
    };
    const headers: Record<string, string> = page < last ? { link: `${link(page + 1)}; rel="next", ${link(last)}; rel="last"` } : {};
    return { status: 200, body: this.comments.slice((page - 1) * perPage, page * perPage), headers };
  }
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}
