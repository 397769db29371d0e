// `subscriptions/listen` as the 2026-07-28 revision defines it (basic/utilities/subscriptions):
// the server acknowledges the filter narrowed to what the contract declares, tags every message
// of the stream with the listen request's id, and sends only what was asked for. A stream lives
// until the client cancels it (notifications/cancelled on stdio, closing the response over HTTP)
// or the transport ends; one whose filter is left empty ends at once with its result.
import type { Contract, JsonObject } from '../contract/types.js';
import { declares } from '../negotiate/capabilities.js';
import { INVALID_PARAMS, RpcFault } from './stateless.js';

export const LISTEN = 'subscriptions/listen';
const SUBSCRIPTION_ID_META_KEY = 'io.modelcontextprotocol/subscriptionId';

type Id = string | number;
type Notify = (message: JsonObject & { jsonrpc: '2.0' }) => void;

/** Each list-change field of the filter, the capability that must be declared for it, and the notification it asks for. */
const LIST_CHANGES = [
  { field: 'toolsListChanged', capability: 'tools.listChanged', method: 'notifications/tools/list_changed' },
  { field: 'promptsListChanged', capability: 'prompts.listChanged', method: 'notifications/prompts/list_changed' },
  { field: 'resourcesListChanged', capability: 'resources.listChanged', method: 'notifications/resources/list_changed' },
] as const;

interface Stream {
  filter: JsonObject;
  send: Notify;
  end: () => void;
}

/**
 * The part of the requested filter this contract can honour: a list-change field when its
 * `listChanged` is declared, `resourceSubscriptions` when `resources.subscribe` is. A filter
 * that is not an object of the spec's field types is -32602.
 */
function honouredFilter(requested: unknown, capabilities: JsonObject): JsonObject {
  if (requested === null || typeof requested !== 'object' || Array.isArray(requested)) throw new RpcFault(INVALID_PARAMS, 'Invalid params: notifications (the subscription filter) must be an object');
  const filter = requested as JsonObject;
  const honoured: JsonObject = {};
  for (const { field, capability } of LIST_CHANGES) {
    if (filter[field] !== undefined && typeof filter[field] !== 'boolean') throw new RpcFault(INVALID_PARAMS, `Invalid params: notifications.${field} must be a boolean`);
    if (filter[field] === true && declares(capabilities, capability)) honoured[field] = true;
  }
  const uris = filter.resourceSubscriptions;
  if (uris !== undefined && (!Array.isArray(uris) || !uris.every((uri) => typeof uri === 'string')))
    throw new RpcFault(INVALID_PARAMS, 'Invalid params: notifications.resourceSubscriptions must be an array of URIs');
  if (uris?.length && declares(capabilities, 'resources.subscribe')) honoured.resourceSubscriptions = [...new Set(uris as string[])];
  return honoured;
}

/** The open listen streams of one server, by the id of the request that opened each. */
export class Subscriptions {
  private readonly open = new Map<Id, Stream>();

  constructor(private readonly contract: Contract) {}

  /**
   * Opens a stream: the acknowledgement first, then (the contract's resources never change) one
   * `notifications/resources/updated` per subscribed URI, as `resources/subscribe` gets in the
   * handshake era. Resolves with the result to end it with, or undefined when the client ended it.
   */
  listen(id: Id, params: JsonObject, send: Notify, closed?: AbortSignal): Promise<JsonObject | undefined> {
    const honoured = honouredFilter(params.notifications, this.contract.capabilities);
    const tagged = (method: string, rest: JsonObject = {}) => send({ jsonrpc: '2.0', method, params: { ...rest, _meta: { [SUBSCRIPTION_ID_META_KEY]: id } } });
    tagged('notifications/subscriptions/acknowledged', { notifications: honoured });
    for (const uri of (honoured.resourceSubscriptions ?? []) as string[]) tagged('notifications/resources/updated', { uri });
    const ended = { resultType: 'complete', _meta: { [SUBSCRIPTION_ID_META_KEY]: id } };
    if (!LIST_CHANGES.some(({ field }) => honoured[field] === true)) return Promise.resolve(ended);
    return new Promise((resolve) => {
      const end = () => {
        this.open.delete(id);
        resolve(undefined);
      };
      if (closed?.aborted) return end();
      closed?.addEventListener('abort', end, { once: true });
      this.open.set(id, { filter: honoured, send: (message) => tagged(String(message.method), message.params as JsonObject | undefined), end });
    });
  }

  /** A list changed: every stream that asked for it is told, tagged with its id; no other is. */
  listChanged(list: 'tools' | 'prompts' | 'resources'): void {
    const change = LIST_CHANGES.find((c) => c.capability.startsWith(`${list}.`))!;
    for (const stream of this.open.values()) if (stream.filter[change.field] === true) stream.send({ jsonrpc: '2.0', method: change.method });
  }

  /** Whether `requestId` is an open stream's; if so the client cancelled it, and it ends without a result. */
  cancel(requestId: Id | undefined): boolean {
    const stream = requestId === undefined ? undefined : this.open.get(requestId);
    stream?.end();
    return stream !== undefined;
  }

  /** The transport ends (stdin closed): every stream with it, nobody left to tell. */
  endAll(): void {
    for (const stream of [...this.open.values()]) stream.end();
  }
}
