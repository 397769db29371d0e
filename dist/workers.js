import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** dist/<module>.js beside the bundle; from the TypeScript sources (tests), the .ts file through tsx, beside `here` (the caller's module). */
function startWorker(module, here, options = {}) {
    if (!here.endsWith('.ts'))
        return new Worker(fileURLToPath(new URL(`./${module}.js`, here)), options);
    const source = new URL(`./${module}.ts`, here).href;
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, { ...options, eval: true });
}

export { startWorker as s };
