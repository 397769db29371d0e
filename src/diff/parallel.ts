import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { Contract } from '../contract/types.js';
import { assembleComparison, compareEntity, planComparison, serverTextOf, type CompareOptions, type Comparison, type EntityResult, type EntityTask } from './compare.js';
import type { CompareBatch, CompareReply, CompareSetup } from './compare-worker.js';
import { compareWithin } from './schema/deadline.js';
import { startWorker } from '../workers.js';

export interface ParallelOptions extends CompareOptions {
  /** From this many changed entities on, worker threads take shares (default 1,000: starting one costs ~0.1 s, and a comparison of fewer is over in a second or two). */
  parallelFrom?: number;
  /** Worker threads besides the main one; default one per further core, at most three. */
  helpers?: number;
  /** The longest one entity may hold the main thread (default ENTITY_MS). */
  entityMs?: number;
}

/** Entities per message: small enough to share the work evenly, large enough to make messages rare. */
const BATCH = 16;
/** Batches each worker holds at once, so it never waits for the main thread to hand it the next. */
const IN_FLIGHT = 2;
/** The longest the main thread compares without yielding: signal handlers (SIGTERM, SIGINT) and helpers' replies wait no longer. */
const SLICE_MS = 20;
/** The longest one entity may hold the main thread: past it, that entity and the rest go to worker threads. */
const ENTITY_MS = 250;

/**
 * compareContracts with the changed entities spread over the main thread and worker threads,
 * a batch at a time. Each entity is compared on its own and the results are put back in task
 * order, so the comparison is the same, byte for byte, however the work was shared.
 *
 * The main thread yields every SLICE_MS, and gives up an entity that takes longer than
 * ENTITY_MS: from there on worker threads compare (that entity again, in full) while the main
 * thread only waits, so that a signal is answered at once however long the comparison takes.
 */
export async function compareContractsInParallel(before: Contract, after: Contract, options: ParallelOptions = {}): Promise<Comparison> {
  const plan = planComparison(before, after);
  const deadlineAt = options.deadlineAt ?? Infinity;
  const text = serverTextOf(plan);
  const helpers = options.helpers ?? Math.min(3, availableParallelism() - 1);
  const results = new Array<EntityResult>(plan.tasks.length);
  const pause = slices();
  /** Compares a batch here; `sliced`, it stops at an entity that outlasts ENTITY_MS and returns what is left. */
  const compareOnMain = async ({ start, tasks }: CompareBatch, sliced = false): Promise<CompareBatch | undefined> => {
    for (const [i, task] of tasks.entries()) {
      const until = sliced ? Math.min(deadlineAt, Date.now() + (options.entityMs ?? ENTITY_MS)) : deadlineAt;
      const { value, overdue } = compareWithin(until, () => compareEntity(task, text, deadlineAt));
      if (overdue && until < deadlineAt) return { start: start + i, tasks: tasks.slice(i) }; // cut by the slice, not the deadline
      results[start + i] = value;
      await pause();
    }
    return undefined;
  };
  const queue = new BatchQueue(plan.tasks);
  const team = new Helpers(queue, { toolNames: plan.toolNames, ownHosts: plan.ownHosts, vendor: plan.vendor, era: plan.era, deadlineAt }, results, compareOnMain);
  if (plan.tasks.length >= (options.parallelFrom ?? 1_000)) team.add(helpers);
  try {
    // The main thread takes batches too, until an entity holds it too long: workers take the rest, that one first.
    for (let batch = queue.take(); batch; batch = queue.take()) {
      const rest = await compareOnMain(batch, true);
      if (!rest) continue;
      queue.putBack(rest);
      team.add(Math.min(Math.max(1, helpers), queue.left) - team.size);
      break;
    }
    await team.done();
    // Batches no worker took (none could start, or each failed): compared here after all.
    for (let batch = queue.take(); batch; batch = queue.take()) await compareOnMain(batch);
  } finally {
    // Whatever happened, no worker outlives the comparison (a live one would keep the process running).
    team.stop();
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
  private readonly returned: CompareBatch[] = [];
  constructor(private readonly tasks: EntityTask[]) {}

  take(): CompareBatch | undefined {
    if (this.returned.length) return this.returned.shift();
    if (this.next >= this.tasks.length) return undefined;
    const start = this.next;
    this.next = Math.min(this.tasks.length, start + BATCH);
    return { start, tasks: this.tasks.slice(start, this.next) };
  }

  /** How many tasks are still to be taken. */
  get left(): number {
    return this.returned.reduce((sum, batch) => sum + batch.tasks.length, this.tasks.length - this.next);
  }

  /** A batch the main thread gave up: the next one taken. */
  putBack(batch: CompareBatch): void {
    this.returned.push(batch);
  }
}

type CompareOnMain = (batch: CompareBatch) => Promise<unknown>;

/** The worker threads of one comparison, started when asked. */
class Helpers {
  private readonly helping: Array<{ done: Promise<void>; stop(): void }> = [];
  constructor(
    private readonly queue: BatchQueue,
    private readonly setup: CompareSetup,
    private readonly results: EntityResult[],
    private readonly compareOnMain: CompareOnMain,
  ) {}

  get size(): number {
    return this.helping.length;
  }

  add(count: number): void {
    for (let i = 0; i < count; i++) {
      const helper = runHelper(this.queue, this.setup, this.results, this.compareOnMain);
      // Settled from the start: a helper that fails while the main thread works is not an unhandled rejection.
      helper.done.catch(() => undefined);
      this.helping.push(helper);
    }
  }

  done(): Promise<unknown> {
    return Promise.all(this.helping.map((helper) => helper.done));
  }

  stop(): void {
    for (const helper of this.helping) helper.stop();
  }
}

/**
 * One worker thread taking batches until none are left. A batch it fails on (a worker that
 * crashes, or an error inside it) is compared on the main thread instead, where an error
 * surfaces exactly as it would without workers.
 */
function runHelper(queue: BatchQueue, setup: CompareSetup, results: EntityResult[], compareOnMain: CompareOnMain): { done: Promise<void>; stop(): void } {
  let worker: Worker;
  try {
    worker = startWorker('compare-worker', import.meta.url);
  } catch {
    return { done: Promise.resolve(), stop: () => undefined }; // no worker: the main thread takes every batch left
  }
  const stop = () => {
    worker.removeAllListeners().on('error', () => undefined);
    void worker.terminate();
  };
  const pending = new Map<number, CompareBatch>();
  const failed: CompareBatch[] = [];
  const done = new Promise<void>((resolve, reject) => {
    const finish = () => {
      stop();
      const left = [...failed, ...pending.values()];
      const compareLeft = async () => {
        for (const batch of left) await compareOnMain(batch);
      };
      compareLeft().then(resolve, (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
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
