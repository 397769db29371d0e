// One request made the way a recording makes it: what the server sends while it runs is kept
// (log and progress notifications, its own requests to the client), and in the stateless era an
// `input_required` answer is carried on: the gate answers each input request as it answers a
// server's request (`clientCapabilities`) and retries, so the recording holds every round.
import type { JsonObject, RecordedCall, RecordedMessage } from '../contract/types.js';
import { isJsonObject, setOwn } from '../json/own.js';
import { CAPABILITY_OF_REQUEST } from '../negotiate/capabilities.js';
import { LOG_LEVEL_META_KEY } from '../negotiate/protocol.js';
import type { RpcSession } from '../transport/session.js';

/** Notifications that belong to the call in flight (a recording has one in flight at a time). */
const CALL_NOTIFICATIONS = new Set(['notifications/message', 'notifications/progress']);
/** The progress token a recorded call carries, so the server reports progress. */
const PROGRESS_TOKEN = 'mcp-contract-gate/record';
/** The stateless era sends no log without a level in the request: a recording asks for every level. */
const RECORD_META = { progressToken: PROGRESS_TOKEN, [LOG_LEVEL_META_KEY]: 'debug' };
/** How many retries with input responses one recorded call makes at most. */
const MAX_ROUNDS = 8;
/** How many messages said during one call are kept, and how many bytes of them: a server that logs without end fills no contract. */
const MAX_DURING = 1_000;
const MAX_DURING_BYTES = 1_000_000;
/** How many input requests of one round the gate answers: each may cost a schema's generator. */
const MAX_INPUT_REQUESTS = 32;

export type RecordedAnswer = Omit<RecordedCall, 'arguments'>;

/** The connection log of each session that has one (a recording): a recorded call marks its span there. */
const CONNECTION_LOGS = new WeakMap<RpcSession, ConnectionLog>();

/**
 * What the server sends outside any recorded call's span, from before `initialize` until `stop`:
 * log notifications and its own requests to the client (a `roots/list` and a log line right after
 * connecting, say). They belong to the connection, not to whichever call happens to run, and
 * `serve` says them again at connect. Progress outside a call is nobody's: not kept.
 */
export class ConnectionLog {
  readonly messages: RecordedMessage[] = [];
  private calls = 0;
  private bytes = 0;
  private readonly stops: Array<() => void> = [];

  constructor(session: RpcSession) {
    CONNECTION_LOGS.set(session, this);
    const keep = (kind: RecordedMessage['kind']) => (heard: string, body: unknown) => {
      if (this.calls > 0 || !(kind === 'request' ? CAPABILITY_OF_REQUEST.has(heard) : heard === 'notifications/message')) return;
      const params = isJsonObject(body) ? body : {};
      this.bytes += JSON.stringify(params).length;
      if (this.messages.length < MAX_DURING && this.bytes <= MAX_DURING_BYTES) this.messages.push({ kind, method: heard, params });
    };
    this.stops.push(session.onNotification(keep('notification')), session.onServerRequest(keep('request')));
  }

  /** A recorded call runs until the returned function is called: what arrives meanwhile is the call's. */
  enterCall(): () => void {
    this.calls++;
    return () => void this.calls--;
  }

  /** Recording ends: later messages (of the probes that follow) are nobody's. */
  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}

/** Sends `method` with `params` (and HTTP `headers`), and what the server said meanwhile and in later rounds; errors reject as `session.request` does. */
export async function recordRequest(session: RpcSession, method: string, params: JsonObject, headers?: Record<string, string>): Promise<RecordedAnswer> {
  const during: RecordedMessage[] = [];
  let bytes = 0;
  // Requests to the client that a host answers (a ping is the connection's, not the call's), log and progress notifications.
  const keep = (kind: RecordedMessage['kind']) => (heard: string, body: unknown) => {
    if (!(kind === 'request' ? CAPABILITY_OF_REQUEST.has(heard) : CALL_NOTIFICATIONS.has(heard))) return;
    const params = isJsonObject(body) ? body : {};
    bytes += JSON.stringify(params).length;
    if (during.length < MAX_DURING && bytes <= MAX_DURING_BYTES) during.push({ kind, method: heard, params });
  };
  const stopNotifications = session.onNotification(keep('notification'));
  const stopRequests = session.onServerRequest(keep('request'));
  const leaveCall = CONNECTION_LOGS.get(session)?.enterCall();
  try {
    const sent = { ...params, _meta: { ...(isJsonObject(params._meta) ? params._meta : {}), ...RECORD_META } };
    const result = await session.request(method, sent, undefined, headers);
    const rounds = await laterRounds(session, method, sent, result, headers);
    return { result, ...(during.length ? { during } : {}), ...(rounds.length ? { rounds } : {}) };
  } finally {
    leaveCall?.();
    stopNotifications();
    stopRequests();
  }
}

/** While the answer is `input_required`: the input requests answered, the request sent again with them and the requestState. */
async function laterRounds(session: RpcSession, method: string, params: JsonObject, first: JsonObject, headers: Record<string, string> | undefined): Promise<JsonObject[]> {
  const rounds: JsonObject[] = [];
  let answer = first;
  while (answer.resultType === 'input_required' && rounds.length < MAX_ROUNDS) {
    const inputResponses: JsonObject = {};
    const requests = Object.entries(isJsonObject(answer.inputRequests) ? answer.inputRequests : {});
    if (requests.length > MAX_INPUT_REQUESTS) throw new Error(`the server asked for ${requests.length} inputs in one round; the gate answers at most ${MAX_INPUT_REQUESTS}`);
    for (const [key, request] of requests) {
      const { method: asked, params: askedParams } = isJsonObject(request) ? request : {};
      const response = typeof asked === 'string' ? session.answerAsClient(asked, askedParams) : undefined;
      if (response) setOwn(inputResponses, key, response);
    }
    const state = typeof answer.requestState === 'string' ? { requestState: answer.requestState } : {};
    answer = await session.request(method, { ...params, inputResponses, ...state }, undefined, headers);
    rounds.push(answer);
  }
  return rounds;
}
