import { parentPort } from 'node:worker_threads';
import { s as serverTextOf, c as compareWithin, a as compareEntity } from './compare.js';
import './rfc8785.js';
import 'node:crypto';
import './safe-text.js';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './ajv2.js';
import './errors.js';
import './edit-distance.js';
import './change.js';
import './rules.js';
import './client-dialects.js';
import './ajvProvider-BIwGVY6G.js';
import './judge-clients.js';
import './builder.js';
import './mcp-headers.js';

// Compares changed entities off the main thread (./parallel.ts): each entity on its own, so
// the result is the same whichever thread compares it.
let setup;
parentPort.on('message', (message) => {
    if ('toolNames' in message) {
        setup = { text: serverTextOf(message), deadlineAt: message.deadlineAt };
        return;
    }
    let reply;
    try {
        const { text, deadlineAt } = setup;
        reply = { start: message.start, results: message.tasks.map((task) => compareWithin(deadlineAt, () => compareEntity(task, text, deadlineAt)).value) };
    }
    catch (error) {
        reply = { start: message.start, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort.postMessage(reply);
});
