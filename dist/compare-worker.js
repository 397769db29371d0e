import { parentPort } from 'node:worker_threads';
import { T as ToolNames, c as compareEntity } from './compare.js';
import './canonical.js';
import 'node:crypto';
import './validators.js';
import './index2.js';
import './_commonjsHelpers.js';
import './validity.js';
import './ajv.js';

// Compares changed entities off the main thread (./parallel.ts): each entity on its own, so
// the result is the same whichever thread compares it.
let setup;
parentPort.on('message', (message) => {
    if ('toolNames' in message) {
        setup = { tools: new ToolNames(message.toolNames), deadlineAt: message.deadlineAt };
        return;
    }
    let reply;
    try {
        reply = { start: message.start, results: message.tasks.map((task) => compareEntity(task, setup.tools, setup.deadlineAt)) };
    }
    catch (error) {
        reply = { start: message.start, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort.postMessage(reply);
});
