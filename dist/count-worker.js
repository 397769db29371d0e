import { parentPort } from 'node:worker_threads';
import { t as tokenizerHere } from './context-cost.js';
import './safe-text.js';
import './workers.js';
import 'node:url';
import './rfc8785.js';
import 'node:crypto';

// Counts tool definitions' tokens off the gate's thread (./context-cost.ts): the o200k_base ranks
// load here as soon as the worker starts, beside whatever the gate is doing meanwhile.
const loading = tokenizerHere();
loading.catch(() => undefined); // a failed load is said in the reply to each request
parentPort.on('message', ({ id, texts }) => {
    loading.then((count) => parentPort.postMessage({ id, counts: texts.map(count) }), (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }));
});
