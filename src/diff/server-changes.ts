import type { ServerCapabilities } from '@modelcontextprotocol/client';
import { jsonEqual } from '../json/rfc8785.js';
import { isJsonObject, ownValue } from '../json/own.js';
import { DEFAULT_CACHE_SCOPE } from '../contract/protocol.js';
import type { Contract, JsonObject } from '../contract/types.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import { makeChange, type Change } from './change.js';

// What the server as a whole declares: its capabilities, the extensions among them, and how its lists may be cached.

/**
 * Server capabilities as the spec defines them, each with the sub-capabilities it knows. A key
 * the spec does not define is something no host relies on (cosmetic); `experimental` is free-form.
 */
const SERVER_CAPABILITIES: Readonly<Record<string, readonly string[] | 'any' | 'unknown'>> = {
  tools: ['listChanged'],
  resources: ['subscribe', 'listChanged'],
  prompts: ['listChanged'],
  logging: [],
  completions: [],
  experimental: 'any',
  tasks: 'any',
  // Each extension is compared on its own (compareExtensions): these paths are never walked.
  extensions: 'any',
} satisfies Record<keyof ServerCapabilities, readonly string[] | 'any' | 'unknown'>;
/** Sub-capabilities that only promise notifications: losing one costs updates, no call fails. */
const NOTIFICATION_CAPABILITIES = new Set(['listChanged', 'subscribe']);

/** Is this capability path one the protocol defines (or free-form under one that allows it)? */
function isSpecCapability(path: readonly string[]): boolean {
  const known = Object.hasOwn(SERVER_CAPABILITIES, path[0]!) ? SERVER_CAPABILITIES[path[0]!] : undefined;
  if (known === undefined || known === 'unknown') return false;
  return path.length === 1 || known === 'any' || (path.length === 2 && known.includes(path[1]!));
}

/** Capabilities as dot paths; only the top-most added or removed path is reported. */
export function compareCapabilities(before: Contract, after: Contract, changes: Change[]): void {
  const walk = (b: unknown, a: unknown, path: string[]): void => {
    const pointer = `/capabilities/${path.map(pointerSegment).join('/')}`;
    const name = path.join('.');
    if (path.length === 1 && path[0] === 'extensions') return compareExtensions(b, a, pointer, changes);
    if (!isSpecCapability(path)) {
      if (!jsonEqual(b, a)) changes.push(makeChange('capability-unknown-changed', 'capabilities', pointer, `capability ${name} changed (not a server capability in the MCP spec)`, b, a));
      return;
    }
    if (b === undefined) return void changes.push(makeChange('capability-added', 'capabilities', pointer, `capability ${name} added`, undefined, a));
    if (a === undefined) return void changes.push(capabilityRemoved(before, path, pointer, b));
    if (isJsonObject(b) && isJsonObject(a)) {
      for (const key of union(b, a)) walk(ownValue(b, key), ownValue(a, key), [...path, key]);
    } else if (!jsonEqual(b, a)) {
      changes.push(makeChange('capability-changed', 'capabilities', pointer, `capability ${name} changed`, b, a));
    }
  };
  for (const key of union(before.capabilities, after.capabilities)) walk(ownValue(before.capabilities, key), ownValue(after.capabilities, key), [key]);
}

/** A lost notification is effect-relevant; a capability whose lists never answered took nothing away. */
function capabilityRemoved(before: Contract, path: string[], pointer: string, was: unknown): Change {
  const name = path.join('.');
  if (path.length === 2 && NOTIFICATION_CAPABILITIES.has(path[1]!))
    return makeChange('capability-notifications-removed', 'capabilities', pointer, `capability ${name} removed: clients lose its notifications, no call fails`, was, undefined);
  const lists = path.length === 1 ? (LIST_OF_CAPABILITY[path[0]!] ?? []) : [];
  if (lists.length && lists.every((method) => (before.unsupportedLists ?? []).includes(method)))
    return makeChange('capability-unused-removed', 'capabilities', pointer, `capability ${name} removed; its lists answered "method not found" before`, was, undefined);
  return makeChange('capability-removed', 'capabilities', pointer, `capability ${name} removed`, was, undefined);
}

/** The list each capability declares, for "method not found" answers. */
export const LIST_OF_CAPABILITY: Record<string, string[]> = { tools: ['tools/list'], resources: ['resources/list', 'resources/templates/list'], prompts: ['prompts/list'] };

/**
 * `capabilities.extensions`: a map of extension id to its settings (2026-07-28). Each id is its
 * own change, so that two extensions have two fingerprints.
 */
function compareExtensions(before: unknown, after: unknown, pointer: string, changes: Change[]): void {
  const [b, a] = [asObject(before), asObject(after)];
  for (const id of union(b, a)) {
    const [was, now] = [ownValue(b, id), ownValue(a, id)];
    if (jsonEqual(was, now)) continue;
    const at = `${pointer}/${pointerSegment(id)}`;
    const name = JSON.stringify(id);
    if (was === undefined) changes.push(makeChange('capability-extension-added', 'capabilities', at, `extension ${name} added`, undefined, now));
    else if (now === undefined) changes.push(makeChange('capability-extension-removed', 'capabilities', at, `extension ${name} removed`, was, undefined));
    else changes.push(makeChange('capability-extension-changed', 'capabilities', at, `extension ${name}: settings changed`, was, now));
  }
}

/**
 * `cacheScope` per list (and server/discover); absent is private, in a golden written before it
 * was recorded too (a list public all along is reported once there: nothing widens unseen).
 */
export function compareCacheScopes(before: Contract, after: Contract, changes: Change[]): void {
  const [b, a] = [before.cacheScopes ?? {}, after.cacheScopes ?? {}];
  for (const method of union(b, a)) {
    const [was, now] = [ownValue(b, method) ?? DEFAULT_CACHE_SCOPE, ownValue(a, method) ?? DEFAULT_CACHE_SCOPE];
    if (was === now) continue;
    const pointer = `/cacheScopes/${pointerSegment(method)}`;
    const message = `${method}: cacheScope ${JSON.stringify(was)} → ${JSON.stringify(now)}`;
    const rule = was === 'private' && now === 'public' ? 'cache-scope-widened' : was === 'public' && now === 'private' ? 'cache-scope-narrowed' : 'field-changed-unclassified';
    changes.push(makeChange(rule, 'server', pointer, message, was, now));
  }
}

export function union(a: JsonObject, b: JsonObject): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

export function asObject(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}
