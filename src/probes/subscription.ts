import { declares } from '../negotiate/capabilities.js';
import { oneLine } from '../errors.js';
import { failed, info, passed, type Evidence } from '../evidence/types.js';
import type { RpcSession } from '../transport/session.js';
import type { Era } from '../contract/protocol.js';
import { isJsonObject } from '../json/own.js';

type JsonObject = Record<string, unknown>;

/** Tags each message of a `subscriptions/listen` stream with the id of the request that opened it (2026-07-28). */
const SUBSCRIPTION_ID_META_KEY = 'io.modelcontextprotocol/subscriptionId';

/** One step of the probe. No timing: reports are byte-identical run to run; the transcript has the times. */
interface Step {
  step: string;
  ok: boolean;
  detail?: string;
}

type Probe = { uri: string; timeoutMs: number };
type RunStep = (name: string, action: () => Promise<unknown>) => Promise<boolean>;

/**
 * The resource-subscription probe, as a client of the server's era subscribes: read, subscribe
 * (handshake era: `resources/subscribe`; 2026-07-28: a `subscriptions/listen` stream), wait for
 * notifications/resources/updated within a deadline, read again, unsubscribe (or end the stream);
 * every step reported. Only when the server declares resources.subscribe (resources: {} does not grant it).
 */
export async function probeSubscription(session: RpcSession, capabilities: Record<string, unknown>, probe: Probe, era: Era = 'handshake'): Promise<Evidence> {
  const subject = `resource:${probe.uri}`;
  if (!declares(capabilities, 'resources.subscribe')) return info('subscription_probe', subject, 'resources.subscribe is not declared: not probed');
  const steps: Step[] = [];
  const step = async (name: string, action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      steps.push({ step: name, ok: true });
      return true;
    } catch (error) {
      steps.push({ step: name, ok: false, detail: oneLine((error as Error).message, 200) });
      return false;
    }
  };
  const ok = era === 'stateless' ? await listenProbe(session, probe, step) : await subscribeProbe(session, probe, step);
  const summary = steps.map((s) => `${s.step} ${s.ok ? 'ok' : `failed${s.detail ? ` (${s.detail})` : ''}`}`).join(', ');
  return ok ? passed('subscription_probe', subject, summary, { steps }) : failed('subscription_probe', subject, `resources.subscribe is declared, but ${summary}`, { steps });
}

async function subscribeProbe(session: RpcSession, probe: Probe, step: RunStep): Promise<boolean> {
  const updated = notified(session, 'notifications/resources/updated', (params) => params?.uri === probe.uri);
  const ok =
    (await step('resources/read', () => session.request('resources/read', { uri: probe.uri }))) &&
    (await step('resources/subscribe', () => session.request('resources/subscribe', { uri: probe.uri }))) &&
    (await step('notifications/resources/updated', () => withDeadline(updated.heard, probe.timeoutMs))) &&
    (await step('resources/read again', () => session.request('resources/read', { uri: probe.uri })));
  updated.stop();
  if (ok) await step('resources/unsubscribe', () => session.request('resources/unsubscribe', { uri: probe.uri }));
  return ok;
}

/**
 * 2026-07-28: `subscriptions/listen` asking for the URI, the acknowledgement and the update on that
 * stream (tagged with the listen request's id, as the revision requires), then the stream ended
 * with notifications/cancelled unless the server ended it with its result.
 */
async function listenProbe(session: RpcSession, probe: Probe, step: RunStep): Promise<boolean> {
  let id: string | number | undefined;
  const ours = (params: JsonObject | undefined) => isJsonObject(params?._meta) && params._meta[SUBSCRIPTION_ID_META_KEY] === id;
  const acknowledged = notified(session, 'notifications/subscriptions/acknowledged', ours);
  const updated = notified(session, 'notifications/resources/updated', (params) => ours(params) && params?.uri === probe.uri);
  let listening: Promise<JsonObject> | undefined;
  let ended = false;
  const listen = async () => {
    id = session.nextRequestId;
    listening = session.request('subscriptions/listen', { notifications: { resourceSubscriptions: [probe.uri] } });
    void listening.then(
      () => (ended = true),
      () => undefined,
    );
    // The stream fails or ends before it acknowledges: that is the step's outcome.
    const refused = listening.then(() => Promise.reject(new Error('the stream ended without notifications/subscriptions/acknowledged')));
    const filter = (await withDeadline(Promise.race([acknowledged.heard, refused]), probe.timeoutMs, 'acknowledgement'))?.notifications;
    const uris = isJsonObject(filter) && Array.isArray(filter.resourceSubscriptions) ? filter.resourceSubscriptions : [];
    if (!uris.includes(probe.uri)) throw new Error(`the server acknowledged a filter without ${oneLine(probe.uri, 100)}`);
  };
  const ok =
    (await step('resources/read', () => session.request('resources/read', { uri: probe.uri }))) &&
    (await step('subscriptions/listen', listen)) &&
    (await step('notifications/resources/updated', () => withDeadline(updated.heard, probe.timeoutMs))) &&
    (await step('resources/read again', () => session.request('resources/read', { uri: probe.uri })));
  acknowledged.stop();
  updated.stop();
  if (id === undefined || ended) return ok;
  const opened = id;
  if (ok) await step('notifications/cancelled', async () => session.endRequest(opened));
  else session.endRequest(opened);
  return ok;
}

/** The first notification `method` whose params pass `match`, as a promise; `stop` stops listening. */
function notified(session: RpcSession, method: string, match: (params: JsonObject | undefined) => boolean): { heard: Promise<JsonObject | undefined>; stop: () => void } {
  let stop = () => {};
  const heard = new Promise<JsonObject | undefined>((resolve) => {
    stop = session.onNotification((name, params) => {
      const body = isJsonObject(params) ? params : undefined;
      if (name === method && match(body)) resolve(body);
    });
  });
  return { heard, stop: () => stop() };
}

function withDeadline<T>(promise: Promise<T>, ms: number, what = 'update'): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
