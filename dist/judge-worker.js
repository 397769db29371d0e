import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { w as warmUp, J as JudgeCore } from './client-judges.js';
import './errors.js';
import './safe-text.js';
import './judge-clients.js';
import './jsonrpc.js';
import './workers.js';
import 'node:url';
import './types.js';
import './checks.js';

// The official clients judging a large server's answers off the gate's thread (./client-judges.ts):
// messages are handled in the order they came, each after the one before.
/**
 * Judging is background work: it must not take the CPU the server's process and the gate's own
 * thread need (docs/performance.md), so it runs at the lowest priority there is. On Linux a
 * thread's nice value is its own, so this lowers this thread only; elsewhere it would lower the
 * whole gate, and is not done.
 */
const JUDGE_NICE = 19;
if (process.platform === 'linux') {
    try {
        setPriority(JUDGE_NICE);
    }
    catch {
        // Not permitted here (a sandbox): judging runs at the gate's priority.
    }
}
let core;
// Warmed while the gate walks its first pages; a failure is the open's to report.
let chain = warmUp().catch(() => undefined);
parentPort.on('message', (message) => {
    chain = chain.then(() => handle(message));
});
async function handle(message) {
    try {
        if ('open' in message) {
            core = await JudgeCore.open(message.open.era, message.open.handshake);
            core.rejections.length = 0; // the handshake was judged in the gate's thread already
        }
        else if ('judge' in message) {
            const { method, params, page } = message.judge;
            const answer = 'messageText' in message.judge ? JSON.parse(message.judge.messageText).result : message.judge.answer;
            await core.judge(method, params, answer, page);
        }
        else {
            parentPort.postMessage({ id: message.settle, rejections: core.rejections.splice(0) });
        }
    }
    catch (error) {
        if ('settle' in message)
            parentPort.postMessage({ id: message.settle, error: error instanceof Error ? error.message : String(error) });
    }
}
