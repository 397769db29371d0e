import { CAPABILITY_OF_REQUEST, declares } from '../negotiate/capabilities.js';
import { oneLine } from '../errors.js';
import type { Negotiated } from '../negotiate/negotiate.js';
import type { TranscriptEntry } from '../transport/session.js';
import { failed, passed, type Evidence } from './types.js';

type JsonObject = Record<string, unknown>;

/** Server notifications, and the server capability that promises each (a Map: the method is the server's word). */
const NOTIFICATION_NEEDS: ReadonlyMap<string, string> = new Map([
  ['notifications/tools/list_changed', 'tools.listChanged'],
  ['notifications/prompts/list_changed', 'prompts.listChanged'],
  ['notifications/resources/list_changed', 'resources.listChanged'],
  ['notifications/resources/updated', 'resources.subscribe'],
]);

/**
 * Lifecycle evidence from the gate's own session: in the handshake era `initialize` is the
 * first request (after the era probe, if any), `notifications/initialized` follows its validated
 * answer and precedes every other request, the server's too (ping excepted; logging is a
 * notification); and the server uses nothing it was not given: no request needing a client
 * capability the gate did not declare, no notification of a capability the server did not declare.
 * The order is what the server could have known: the gate sends `initialized` only once the server
 * has answered a ping, so all it sent before it could have read `initialized` (in the answer's
 * read or a later one) comes before it in the transcript, on every run.
 */
export function evaluateLifecycle(transcript: TranscriptEntry[], negotiated: Negotiated, clientCapabilities: JsonObject): Evidence[] {
  const evidence: Evidence[] = [];
  if (negotiated.era === 'handshake') evidence.push(handshakeOrder(transcript));
  const misuse: string[] = [];
  for (const entry of transcript) {
    if (entry.direction !== 'in' || !entry.method) continue;
    const clientNeed = entry.kind === 'request' ? CAPABILITY_OF_REQUEST.get(entry.method) : undefined;
    if (clientNeed && !declares(clientCapabilities, clientNeed)) misuse.push(`${entry.method} (the gate did not declare ${clientNeed})`);
    const serverNeed = entry.kind === 'notification' ? NOTIFICATION_NEEDS.get(entry.method) : undefined;
    if (serverNeed && !declares(negotiated.capabilities, serverNeed)) misuse.push(`${entry.method} (the server did not declare ${serverNeed})`);
  }
  const unique = [...new Set(misuse)];
  evidence.push(
    unique.length
      ? failed('undeclared_capability_use', 'server', `the server used what was not negotiated: ${unique.join('; ')}`, { uses: unique })
      : passed('undeclared_capability_use', 'server', 'the server used only negotiated capabilities'),
  );
  return evidence;
}

/** Methods of server requests before `initialized` other than ping (logging is a notification, allowed). */
function serverRequestsBefore(transcript: TranscriptEntry[], initializedSeq: number): string[] {
  const early = transcript.filter((e) => e.direction === 'in' && e.kind === 'request' && e.method !== undefined && e.method !== 'ping' && e.seq < initializedSeq);
  return [...new Set(early.map((e) => oneLine(e.method!, 80)))];
}

function handshakeOrder(transcript: TranscriptEntry[]): Evidence {
  const out = transcript.filter((entry) => entry.direction === 'out');
  const initialize = transcript.findIndex((e) => e.direction === 'out' && e.method === 'initialize' && e.kind === 'request');
  const answered = transcript.findIndex((e) => e.direction === 'in' && e.method === 'initialize' && e.kind === 'response');
  const initialized = transcript.findIndex((e) => e.direction === 'out' && e.method === 'notifications/initialized');
  const problems: string[] = [];
  const before = out.filter((e) => e.kind === 'request' && e.seq < (transcript[initialize]?.seq ?? 0) && e.method !== 'server/discover' && e.method !== 'ping');
  if (before.length) problems.push(`requests before initialize: ${before.map((e) => e.method).join(', ')}`);
  if (initialized === -1) problems.push('notifications/initialized was never sent');
  else if (answered === -1 || initialized < answered) problems.push('notifications/initialized went out before the initialize answer');
  const early = out.filter((e) => e.kind === 'request' && e.method !== 'ping' && e.seq > (transcript[initialize]?.seq ?? 0) && (initialized === -1 || e.seq < transcript[initialized]!.seq));
  if (early.length) problems.push(`requests between initialize and initialized: ${early.map((e) => e.method).join(', ')}`);
  const serverEarly = serverRequestsBefore(transcript, initialized === -1 ? Infinity : transcript[initialized]!.seq);
  if (serverEarly.length) problems.push(`the server sent ${serverEarly.join(', ')} before notifications/initialized (only ping and logging may come first)`);
  return problems.length
    ? failed('lifecycle_order', 'server', `lifecycle out of order: ${problems.join('; ')}`)
    : passed('lifecycle_order', 'server', 'initialize, its validated answer, notifications/initialized, then operation');
}
