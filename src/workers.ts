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
