// Counts tool definitions' tokens off the gate's thread (./context-cost.ts): the o200k_base ranks
// load here as soon as the worker starts, beside whatever the gate is doing meanwhile.
import { parentPort } from 'node:worker_threads';
import { tokenizerHere, type CountReply, type CountRequest } from './context-cost.js';

const loading = tokenizerHere();
loading.catch(() => undefined); // a failed load is said in the reply to each request

parentPort!.on('message', ({ id, texts }: CountRequest) => {
  loading.then(
    (count) => parentPort!.postMessage({ id, counts: texts.map(count) } satisfies CountReply),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies CountReply),
  );
});
