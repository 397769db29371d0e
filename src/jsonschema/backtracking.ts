import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/**
 * Patterns RE2 cannot read (back-references, look-around) run on V8's backtracking engine, whose
 * time no bound on the text holds for every pattern: `(?:a|a|a|a|a|a|a|a)*` takes 8^n steps.
 * They run on a worker thread the main thread waits for at most {@link BACKTRACKING_DEADLINE_MS}
 * per call; past it the worker is terminated (V8 interrupts a running match) and the pattern is
 * never run again in this process: its answers are unknown (`undefined`), never guessed. The
 * main thread blocks only while it waits, so a signal handler or a `ping` waits at most that;
 * after {@link MAX_OVERRUNS} patterns overran, none is run any more, so a run waits at most that many.
 */
const BACKTRACKING_DEADLINE_MS = 1_000;
/** How long the worker may take to start before the engine counts as unavailable for this call. */
const START_MS = 10_000;

// Plain CommonJS evaluated by the worker (eval: true), so dist/ needs no file for it. One
// RegExp per pattern, reused while the same pattern is asked about; answers in text order.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { port, signal } = workerData;
const flag = new Int32Array(signal);
const done = () => { Atomics.store(flag, 0, 1); Atomics.notify(flag, 0); };
let source, regexp;
port.on('message', ({ pattern, texts }) => {
  if (pattern !== source) { source = pattern; regexp = new RegExp(pattern, 'u'); }
  port.postMessage(texts.map((text) => regexp.test(text)));
  done();
});
done();
`;

interface Engine {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
  started: boolean;
}

let engine: Engine | undefined;
/** Why no pattern runs any more in this process (the worker did not start, too many overran), if so. */
let off: string | undefined;
/** Patterns that overran the deadline: never run again. Past MAX_OVERRUNS of them the engine is off, so the waits of a run stay bounded too. */
const overran = new Set<string>();
export const MAX_OVERRUNS = 8;

/** Why the pattern is not run any more, if it is not: it overran the deadline, or the engine is off. */
export function backtrackingRefusal(pattern: string): string | undefined {
  if (overran.has(pattern)) return `needs backtracking and did not finish within ${BACKTRACKING_DEADLINE_MS} ms: it is not run again`;
  return off;
}

/** Does V8 (`u`) find a match of the pattern in each text? Undefined for all when it did not answer in time. */
export function backtrackingTest(pattern: string, texts: readonly string[]): boolean[] | undefined {
  if (off !== undefined || overran.has(pattern)) return undefined;
  if (texts.length === 0) return [];
  const running = (engine ??= startEngine());
  if (!running.started) {
    if (Atomics.wait(running.flag, 0, 0, START_MS) === 'timed-out') {
      off = `needs backtracking, and the worker that runs such patterns did not start within ${START_MS} ms`;
      return stop(undefined);
    }
    running.started = true;
  }
  Atomics.store(running.flag, 0, 0);
  running.port.postMessage({ pattern, texts });
  if (Atomics.wait(running.flag, 0, 0, BACKTRACKING_DEADLINE_MS) === 'timed-out') return stop(pattern);
  return receiveMessageOnPort(running.port)?.message as boolean[] | undefined;
}

function startEngine(): Engine {
  const { port1, port2 } = new MessageChannel();
  const signal = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { port: port2, signal }, transferList: [port2] });
  // A worker that fails (out of memory) leaves its caller waiting out the deadline; the error itself is not the process's.
  worker.on('error', () => undefined);
  worker.unref();
  port1.unref();
  return { worker, port: port1, flag: new Int32Array(signal), started: false };
}

/** The worker is ended (a match still running with it) and the pattern that overran remembered. */
function stop(pattern: string | undefined): undefined {
  void engine?.worker.terminate();
  engine?.port.close();
  engine = undefined;
  if (pattern !== undefined) overran.add(pattern);
  if (overran.size >= MAX_OVERRUNS) off ??= `needs backtracking, and ${MAX_OVERRUNS} patterns overran the ${BACKTRACKING_DEADLINE_MS} ms deadline of this run: none is run any more`;
  return undefined;
}
