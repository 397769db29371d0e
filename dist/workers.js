import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** dist/<module>.js beside the bundle; from the TypeScript sources (tests), the .ts file through tsx, beside `here` (the caller's module). */
function startWorker(module, here, options = {}) {
    if (!here.endsWith('.ts'))
        return new Worker(fileURLToPath(new URL(`./${module}.js`, here)), options);
    const source = new URL(`./${module}.ts`, here).href;
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, { ...options, eval: true });
}
/**
 * Calls to a worker, each answered by the reply that names its id. A worker that fails fails
 * every call waiting and every later one. With `unrefWhenIdle` the worker holds the process only
 * while a call waits, so a finished run exits. `failed` and `workerFailed` say a failure in the
 * caller's words.
 */
class WorkerCalls {
    worker;
    words;
    asked = 0;
    waiting = new Map();
    failure;
    constructor(worker, words) {
        this.worker = worker;
        this.words = words;
        worker.on('message', (reply) => this.settle(reply));
        worker.on('error', (error) => this.fail(error));
        if (words.unrefWhenIdle)
            worker.unref(); // after the listeners: a 'message' listener refs the worker's port again
    }
    /** Posts the message made for a new id; resolves with the reply naming it. */
    call(message) {
        if (this.failure)
            return Promise.reject(this.failure);
        const id = ++this.asked;
        return new Promise((resolve, reject) => {
            this.waiting.set(id, { resolve, reject });
            if (this.words.unrefWhenIdle)
                this.worker.ref();
            this.worker.postMessage(message(id));
        });
    }
    settle(reply) {
        const waiter = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        if (this.words.unrefWhenIdle && this.waiting.size === 0)
            this.worker.unref();
        if (reply.error !== undefined)
            waiter?.reject(new Error(this.words.failed(reply.error)));
        else
            waiter?.resolve(reply);
    }
    fail(error) {
        this.failure = new Error(this.words.workerFailed(error.message));
        for (const waiter of this.waiting.values())
            waiter.reject(this.failure);
        this.waiting.clear();
    }
}

export { WorkerCalls as W, startWorker as s };
