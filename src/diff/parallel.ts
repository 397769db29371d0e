import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { Contract } from '../contract/types.js';
import { assembleComparison, compareEntity, planComparison, serverTextOf, type CompareOptions, type Comparison, type EntityResult, type EntityTask } from './compare.js';
import type { CompareBatch, CompareReply, CompareSetup } from './compare-worker.js';
import { compareWithin } from './schema-diff.js';
import { startWorker } from './workers.js';

export interface ParallelOptions extends CompareOptions {
  /** From this many changed entities on, worker threads take shares (default 1,000: starting one costs ~0.1 s, and a comparison of fewer is over in a second or two). */
  parallelFrom?: number;
  /** Worker threads besides the main one; default one per further core, at most three. */
  helpers?: number;
}

/** Entities per message: small enough to share the work evenly, large enough to make messages rare. */
const BATCH = 16;
/** Batches each worker holds at once, so it never waits for the main thread to hand it the next. */
const IN_FLIGHT = 2;
/** The longest the main thread compares without yielding: signal handlers (SIGTERM, SIGINT) and helpers' replies wait no longer. */
const SLICE_MS = 20;

/**
 * compareContracts with the changed entities spread over the main thread and worker threads,
 * a batch at a time. Each entity is compared on its own and the results are put back in task
 * order, so the comparison is the same, byte for byte, however the work was shared.
 */
export async function compareContractsInParallel(before: Contract, after: Contract, options: ParallelOptions = {}): Promise<Comparison> {
  const plan = planComparison(before, after);
  const deadlineAt = options.deadlineAt ?? Infinity;
  const text = serverTextOf(plan);
  const helpers = options.helpers ?? Math.min(3, availableParallelism() - 1);
  const results = new Array<EntityResult>(plan.tasks.length);
  const pause = slices();
  const compareOnMain = async (start: number, tasks: EntityTask[]) => {
    for (const [i, task] of tasks.entries()) {
      results[start + i] = compareWithin(deadlineAt, () => compareEntity(task, text, deadlineAt));
      await pause();
    }
  };
  if (plan.tasks.length < (options.parallelFrom ?? 1_000) || helpers < 1) {
    await compareOnMain(0, plan.tasks);
    return assembleComparison(plan, results);
  }
  const queue = new BatchQueue(plan.tasks);
  const setup: CompareSetup = { toolNames: plan.toolNames, ownHosts: plan.ownHosts, deadlineAt };
  const helping = Array.from({ length: helpers }, () => runHelper(queue, setup, results, compareOnMain));
  // Settled from the start: a helper that fails while the main thread works is not an unhandled rejection.
  const helped = Promise.all(helping.map((helper) => helper.done));
  helped.catch(() => undefined);
  try {
    // The main thread takes batches too, yielding as it goes so that helpers' replies get in.
    for (let batch = queue.take(); batch; batch = queue.take()) await compareOnMain(batch.start, batch.tasks);
    await helped;
  } finally {
    // Whatever happened, no worker outlives the comparison (a live one would keep the process running).
    for (const helper of helping) helper.stop();
  }
  return assembleComparison(plan, results);
}

/** A pause that lets the event loop turn once SLICE_MS have passed since the last turn, and costs nothing before. */
function slices(): () => Promise<void> | undefined {
  let since = Date.now();
  return () => {
    if (Date.now() - since < SLICE_MS) return undefined;
    return new Promise<void>((resume) =>
      setImmediate(() => {
        since = Date.now();
        resume();
      }),
    );
  };
}

class BatchQueue {
  private next = 0;
  constructor(private readonly tasks: EntityTask[]) {}

  take(): CompareBatch | undefined {
    if (this.next >= this.tasks.length) return undefined;
    const start = this.next;
    this.next = Math.min(this.tasks.length, start + BATCH);
    return { start, tasks: this.tasks.slice(start, this.next) };
  }
}

/**
 * One worker thread taking batches until none are left. A batch it fails on (a worker that
 * crashes, or an error inside it) is compared on the main thread instead, where an error
 * surfaces exactly as it would without workers.
 */
function runHelper(queue: BatchQueue, setup: CompareSetup, results: EntityResult[], compareOnMain: (start: number, tasks: EntityTask[]) => Promise<void>): { done: Promise<void>; stop(): void } {
  let worker: Worker;
  try {
    worker = startWorker('compare-worker');
  } catch {
    return { done: Promise.resolve(), stop: () => undefined }; // no worker: the main thread takes every batch
  }
  const stop = () => {
    worker.removeAllListeners().on('error', () => undefined);
    void worker.terminate();
  };
  const pending = new Map<number, CompareBatch>();
  const failed: CompareBatch[] = [];
  const done = new Promise<void>((resolve, reject) => {
    const finish = async () => {
      stop();
      try {
        for (const batch of [...failed, ...pending.values()]) await compareOnMain(batch.start, batch.tasks);
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const give = () => {
      const batch = queue.take();
      if (!batch) return;
      try {
        worker.postMessage(batch);
        pending.set(batch.start, batch);
      } catch {
        failed.push(batch); // cannot be sent: compared on the main thread, where its error surfaces
      }
    };
    worker.on('message', (reply: CompareReply) => {
      const batch = pending.get(reply.start);
      if (!batch) return;
      pending.delete(reply.start);
      if (reply.results) reply.results.forEach((result, i) => (results[reply.start + i] = result));
      else failed.push(batch);
      give();
      if (pending.size === 0) finish();
    });
    worker.on('error', finish);
    worker.on('exit', finish);
    worker.postMessage(setup);
    for (let i = 0; i < IN_FLIGHT; i++) give();
    if (pending.size === 0) finish();
  });
  return { done, stop };
}
