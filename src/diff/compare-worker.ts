// Compares changed entities off the main thread (./parallel.ts): each entity on its own, so
// the result is the same whichever thread compares it.
import { parentPort } from 'node:worker_threads';
import { compareEntity, serverTextOf, type EntityResult, type EntityTask, type ServerText } from './compare.js';
import { compareWithin } from './schema/deadline.js';
import type { Era } from '../contract/protocol.js';

/** The first message: what every task of the run shares. */
export interface CompareSetup {
  toolNames: string[];
  ownHosts: string[];
  vendor: string[];
  era?: Era;
  deadlineAt: number;
}

/** A batch of tasks, from index `start` of the run's task list. */
export interface CompareBatch {
  start: number;
  tasks: EntityTask[];
}

export interface CompareReply {
  start: number;
  results?: EntityResult[];
  error?: string;
}

let setup: { text: ServerText; deadlineAt: number } | undefined;

parentPort!.on('message', (message: CompareSetup | CompareBatch) => {
  if ('toolNames' in message) {
    setup = { text: serverTextOf(message), deadlineAt: message.deadlineAt };
    return;
  }
  let reply: CompareReply;
  try {
    const { text, deadlineAt } = setup!;
    reply = { start: message.start, results: message.tasks.map((task) => compareWithin(deadlineAt, () => compareEntity(task, text, deadlineAt)).value) };
  } catch (error) {
    reply = { start: message.start, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
