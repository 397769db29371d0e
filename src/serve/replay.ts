// A recorded call played again: what the real server sent while the call ran (log and progress
// notifications, its own requests to the client), then its answer; a stateless multi-round call
// (input_required) round by round, the client's requestState and input responses deciding which.
import type { JsonObject, RecordedCall, RecordedMessage } from '../contract/types.js';
import { CAPABILITY_OF_REQUEST, declares } from '../negotiate/capabilities.js';
import { isJsonObject, ownValue, setOwn } from '../json/own.js';
import { INVALID_PARAMS, RpcFault } from './stateless.js';

/** The syslog levels of notifications/message, least severe first. */
export const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;

export function isLogLevel(value: unknown): value is (typeof LOG_LEVELS)[number] {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

/** What the replay needs of the request and its session. */
export interface ReplayCaller {
  /** The stateless era: the server sends no requests of its own, and logs only at a level the request names. */
  stateless: boolean;
  /** The caller's progress token (`_meta.progressToken`): recorded progress is sent only with it. */
  progressToken?: string | number;
  /** The least severe level the client wants (logging/setLevel, or the stateless era's `_meta` log level). */
  logLevel?: string;
  clientCapabilities: JsonObject;
  notify: (method: string, params: JsonObject) => void;
  /** Sends a request of the server's to the client; resolves true when it answers, false when it gave up waiting. */
  ask: (method: string, params: JsonObject) => Promise<boolean>;
  /** Aborted when the client cancels the call: nothing more is said. */
  cancelled: AbortSignal;
}

/**
 * Real time between the last message said during a call and its answer. A client reading both in
 * one chunk may settle the call before it handles the notifications (the official SDK runs its
 * notification handlers a tick later, and drops progress for a call already answered); the real
 * server's messages were apart in time, and so are these.
 */
const PACE_MS = 20;

/** Sends what the server sent during the recorded call, in order, as far as this caller may get it. */
export async function replayDuring(messages: readonly RecordedMessage[], caller: ReplayCaller): Promise<void> {
  // A client that let one request go unanswered is not asked again in this call: one wait, not one per request.
  let answering = true;
  for (const { kind, method, params } of messages) {
    if (caller.cancelled.aborted) return;
    if (kind === 'request') {
      const capability = CAPABILITY_OF_REQUEST.get(method);
      if (answering && !caller.stateless && capability && declares(caller.clientCapabilities, capability)) answering = await caller.ask(method, params);
    } else if (method === 'notifications/progress') {
      if (caller.progressToken !== undefined) caller.notify(method, { ...params, progressToken: caller.progressToken });
    } else if (method !== 'notifications/message' || logged(params.level, caller)) caller.notify(method, params);
  }
  await new Promise((resolve) => setTimeout(resolve, PACE_MS));
}

/** Whether a message at `level` goes to this caller: none below its level, none at a level no one knows. */
function logged(level: unknown, { stateless, logLevel }: ReplayCaller): boolean {
  if (logLevel === undefined) return !stateless;
  if (!isLogLevel(logLevel)) return false;
  return isLogLevel(level) ? LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(logLevel) : true;
}

/**
 * The answer to this request: the recorded result, or, when the request answers an input_required
 * result (`inputResponses`), the next recorded round: the one after the answer whose requestState
 * the client sent back (after the first without one, when it sent none). A requestState this server
 * never issued is refused, as a server refuses state that fails its integrity check; responses
 * missing for some input request get the same input_required answer again.
 */
export function roundAnswer(call: RecordedCall, params: JsonObject, clientCapabilities: JsonObject): JsonObject {
  const answers = [call.result, ...(call.rounds ?? [])];
  if (!Object.hasOwn(params, 'inputResponses')) return offered(answers[0]!, clientCapabilities);
  const responses = params.inputResponses;
  if (!isJsonObject(responses)) throw new RpcFault(INVALID_PARAMS, 'Invalid params: inputResponses must be an object');
  for (const [key, value] of Object.entries(responses)) {
    if (!isJsonObject(value)) throw new RpcFault(INVALID_PARAMS, `Invalid params: inputResponses[${JSON.stringify(key.slice(0, 80))}] must be an object`);
  }
  const state = params.requestState;
  if (state !== undefined && typeof state !== 'string') throw new RpcFault(INVALID_PARAMS, 'Invalid params: requestState must be a string');
  // The answers the client may be answering: input_required, with the state it sent back, a round after them.
  const candidates = answers.flatMap((answer, i) => (i < answers.length - 1 && answer.resultType === 'input_required' && answer.requestState === state ? [i] : []));
  if (!candidates.length) {
    const reason = state === undefined ? 'requestState is missing' : 'requestState is not one this server issued (integrity check failed)';
    throw new RpcFault(INVALID_PARAMS, `Invalid params: ${reason}`);
  }
  // A server may issue one state twice: the latest of them the responses answer in full goes on (no loop back), else the first is asked again.
  const answeredInFull = candidates.filter((i) => Object.keys(requestsOf(offered(answers[i]!, clientCapabilities))).every((key) => Object.hasOwn(responses, key)));
  return answeredInFull.length ? offered(answers[answeredInFull.at(-1)! + 1]!, clientCapabilities) : offered(answers[candidates[0]!]!, clientCapabilities);
}

function requestsOf(answer: JsonObject): JsonObject {
  return isJsonObject(answer.inputRequests) ? answer.inputRequests : {};
}

/** An input_required answer asks only for what the client declared it can give (sampling, elicitation, roots). */
function offered(answer: JsonObject, clientCapabilities: JsonObject): JsonObject {
  if (answer.resultType !== 'input_required' || !isJsonObject(answer.inputRequests)) return answer;
  const inputRequests: JsonObject = {};
  for (const key of Object.keys(answer.inputRequests)) {
    const request = ownValue(answer.inputRequests, key);
    const capability = isJsonObject(request) && typeof request.method === 'string' ? CAPABILITY_OF_REQUEST.get(request.method) : undefined;
    if (!capability || declares(clientCapabilities, capability)) setOwn(inputRequests, key, request);
  }
  return { ...answer, inputRequests };
}
