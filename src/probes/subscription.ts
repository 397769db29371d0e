import { declares } from '../negotiate/capabilities.js';
import { oneLine } from '../errors.js';
import { failed, info, passed, type Evidence } from '../evidence/types.js';
import type { RpcSession } from '../transport/session.js';

/** One step of the probe. No timing: reports are byte-identical run to run; the transcript has the times. */
interface Step {
  step: string;
  ok: boolean;
  detail?: string;
}

/**
 * The resource-subscription probe: read, subscribe, wait for notifications/resources/updated
 * within a deadline, read again, unsubscribe; every step reported. Only when the server
 * declares resources.subscribe (resources: {} does not grant it).
 */
export async function probeSubscription(session: RpcSession, capabilities: Record<string, unknown>, probe: { uri: string; timeoutMs: number }): Promise<Evidence> {
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
  let stopListening = () => {};
  const updated = new Promise<void>((resolve) => {
    stopListening = session.onNotification((method, params) => {
      if (method === 'notifications/resources/updated' && (params as { uri?: unknown } | undefined)?.uri === probe.uri) resolve();
    });
  });
  const ok =
    (await step('resources/read', () => session.request('resources/read', { uri: probe.uri }))) &&
    (await step('resources/subscribe', () => session.request('resources/subscribe', { uri: probe.uri }))) &&
    (await step('notifications/resources/updated', () => withDeadline(updated, probe.timeoutMs))) &&
    (await step('resources/read again', () => session.request('resources/read', { uri: probe.uri })));
  stopListening();
  if (ok) await step('resources/unsubscribe', () => session.request('resources/unsubscribe', { uri: probe.uri }));
  const summary = steps.map((s) => `${s.step} ${s.ok ? 'ok' : `failed${s.detail ? ` (${s.detail})` : ''}`}`).join(', ');
  return ok ? passed('subscription_probe', subject, summary, { steps }) : failed('subscription_probe', subject, `resources.subscribe is declared, but ${summary}`, { steps });
}

function withDeadline(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no update within ${ms} ms`)), ms);
    promise.then(() => {
      clearTimeout(timer);
      resolve();
    }, reject);
  });
}
