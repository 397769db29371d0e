// Recorded answers: what the server said to the calls, reads and gets the config asked to record,
// kept in the contract for `serve` to replay. Canonical (sorted, volatile fields dropped) and
// digested, so the same server gives the same bytes and a hand-edit is caught.
import { ownValue, setOwn } from '../json/own.js';
import { canonicalJson, compareCodeUnits, digestOf } from '../json/rfc8785.js';
import { sortKeysDeep } from '../json/stable.js';
import type { JsonObject, RecordedAnswers, RecordedCall, RecordedMessage } from './types.js';

/** What one run recorded, before it is made canonical. */
export interface Recordings {
  tools: Array<{ name: string } & RecordedCall>;
  resources: Array<{ uri: string; result: JsonObject }>;
  prompts: Array<{ name: string } & RecordedCall>;
  /** What the server sent outside any recorded call (src/probes/recorded-call.ts ConnectionLog), in order. */
  connection?: RecordedMessage[];
}

/**
 * Fields that change between two answers of the same server, never recorded: `_meta` and
 * `lastModified` (an annotation's timestamp) at any depth outside `structuredContent` (the tool's
 * own data), and the stateless era's envelope (caching hints, and resultType when it says
 * `complete`: an `input_required` one is what the answer means).
 */
const VOLATILE_KEYS = new Set(['_meta', 'lastModified']);
const ENVELOPE_KEYS = new Set(['resultType', 'ttlMs', 'cacheScope']);

/** The contract's `recorded` section, or undefined when nothing was recorded. The first of two calls with equal arguments is kept. */
export function recordedSection(recordings: Recordings): RecordedAnswers | undefined {
  const tools = callsByName(recordings.tools);
  const prompts = callsByName(recordings.prompts);
  const resources: Record<string, JsonObject> = {};
  for (const { uri, result } of [...recordings.resources].sort((a, b) => compareCodeUnits(a.uri, b.uri))) {
    if (ownValue(resources, uri) === undefined) setOwn(resources, uri, canonicalResult(result));
  }
  const parts = {
    ...(Object.keys(tools).length ? { tools } : {}),
    ...(Object.keys(resources).length ? { resources } : {}),
    ...(Object.keys(prompts).length ? { prompts } : {}),
    ...(recordings.connection?.length ? { connection: recordings.connection.map(canonicalMessage) } : {}),
  };
  return Object.keys(parts).length ? withRecordedDigest(parts) : undefined;
}

/** The section with its digest made again over what it holds (after redaction, say). */
export function withRecordedDigest(recorded: Omit<RecordedAnswers, 'digest'>): RecordedAnswers {
  const { digest: _old, ...parts } = recorded as RecordedAnswers;
  return sortKeysDeep({ ...parts, digest: digestOf(parts) });
}

/** Whether the section's digest is the one its answers give (false: edited by hand). */
export function recordedDigestHolds(recorded: RecordedAnswers): boolean {
  const { digest, ...parts } = recorded;
  return digest === digestOf(parts);
}

/** The recorded call whose arguments are those given (canonical JSON), if any. */
export function recordedCall(calls: Record<string, RecordedCall[]> | undefined, name: string, args: unknown): RecordedCall | undefined {
  const text = canonicalJson(args ?? {});
  return ownValue(calls, name)?.find((call) => canonicalJson(call.arguments) === text);
}

function callsByName(calls: Array<{ name: string } & RecordedCall>): Record<string, RecordedCall[]> {
  const byName: Record<string, RecordedCall[]> = {};
  for (const { name, ...call } of calls) {
    const list = ownValue(byName, name) ?? [];
    if (!list.some((kept) => canonicalJson(kept.arguments) === canonicalJson(call.arguments))) list.push(canonicalCall(call));
    setOwn(byName, name, list);
  }
  const sorted: Record<string, RecordedCall[]> = {};
  for (const name of Object.keys(byName).sort(compareCodeUnits)) {
    setOwn(
      sorted,
      name,
      byName[name]!.sort((a, b) => compareCodeUnits(canonicalJson(a.arguments), canonicalJson(b.arguments))),
    );
  }
  return sorted;
}

/** A call without its volatile fields; empty `during` and `rounds` are left out. */
function canonicalCall({ arguments: args, result, during, rounds }: RecordedCall): RecordedCall {
  const states = stateNames([result, ...(rounds ?? [])]);
  return {
    arguments: sortKeysDeep(args),
    result: canonicalResult(result, states),
    ...(during?.length ? { during: during.map(canonicalMessage) } : {}),
    ...(rounds?.length ? { rounds: rounds.map((round) => canonicalResult(round, states)) } : {}),
  };
}

/**
 * A name for each requestState the answers hold, in order (`state-1`, ...): the server's own is
 * opaque to every client, often a nonce or a signature that differs on each run, and serve only
 * needs to tell the rounds apart by it.
 */
function stateNames(answers: JsonObject[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { requestState } of answers) if (typeof requestState === 'string' && !names.has(requestState)) names.set(requestState, `state-${names.size + 1}`);
  return names;
}

/** A message sent during a call: its progressToken is the caller's, put in again on replay. */
function canonicalMessage({ kind, method, params }: RecordedMessage): RecordedMessage {
  const { progressToken: _token, ...rest } = withoutVolatile(params) as JsonObject;
  return { kind, method, params: sortKeysDeep(rest) };
}

/** A result without its volatile fields, keys sorted, its requestState by its name in `states`. */
function canonicalResult(result: JsonObject, states = new Map<string, string>()): JsonObject {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) {
    if (VOLATILE_KEYS.has(key) || (ENVELOPE_KEYS.has(key) && !(key === 'resultType' && value !== 'complete'))) continue;
    if (key === 'requestState' && typeof value === 'string') setOwn(out, key, states.get(value) ?? value);
    else setOwn(out, key, key === 'structuredContent' ? value : withoutVolatile(value));
  }
  return sortKeysDeep(out);
}

function withoutVolatile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVolatile);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!VOLATILE_KEYS.has(key)) setOwn(out, key, withoutVolatile(item));
  return out;
}
