import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The gate's worker threads, each a module of its own (rollup.config.mjs bundles them beside the CLI). */
export type WorkerModule = 'oracle-worker' | 'compare-worker' | 'judge-worker' | 'count-worker';

/** dist/<module>.js beside the bundle; from the TypeScript sources (tests), the .ts file through tsx, beside `here` (the caller's module). */
export function startWorker(module: WorkerModule, here: string, options: Pick<WorkerOptions, 'resourceLimits'> = {}): Worker {
  if (!here.endsWith('.ts')) return new Worker(fileURLToPath(new URL(`./${module}.js`, here)), options);
  const source = new URL(`./${module}.ts`, here).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, { ...options, eval: true });
}

/** A worker's answer to one call: the call's id, and why it could not answer, when it could not. */
export interface WorkerReply {
  id: number;
  error?: string;
}

/**
 * Calls to a worker, each answered by the reply that names its id. A worker that fails fails
 * every call waiting and every later one. With `unrefWhenIdle` the worker holds the process only
 * while a call waits, so a finished run exits. `failed` and `workerFailed` say a failure in the
 * caller's words.
 */
export class WorkerCalls<Reply extends WorkerReply> {
  private asked = 0;
  private readonly waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private failure?: Error;

  constructor(
    readonly worker: Worker,
    private readonly words: { failed: (error: string) => string; workerFailed: (error: string) => string; unrefWhenIdle?: boolean },
  ) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    if (words.unrefWhenIdle) worker.unref(); // after the listeners: a 'message' listener refs the worker's port again
  }

  /** Posts the message made for a new id; resolves with the reply naming it. */
  call(message: (id: number) => unknown): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.asked;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.words.unrefWhenIdle) this.worker.ref();
      this.worker.postMessage(message(id));
    });
  }

  private settle(reply: Reply): void {
    const waiter = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (this.words.unrefWhenIdle && this.waiting.size === 0) this.worker.unref();
    if (reply.error !== undefined) waiter?.reject(new Error(this.words.failed(reply.error)));
    else waiter?.resolve(reply);
  }

  private fail(error: Error): void {
    this.failure = new Error(this.words.workerFailed(error.message));
    for (const waiter of this.waiting.values()) waiter.reject(this.failure);
    this.waiting.clear();
  }
}
