// Which recorded call `serve` replays for the arguments a client sent: pure data in and out.
import { isJsonObject, ownValue, setOwn } from '../json/own.js';
import { canonicalJson } from '../json/rfc8785.js';
import { validateAgainst } from '../jsonschema/validity.js';
import type { RecordedCall } from './types.js';

/**
 * The recorded call to answer `args` with, given the tool's (or prompt's) input schema.
 *
 * - `exact`: a call whose arguments are `args` (canonical JSON, RFC 8785).
 * - `closest` otherwise: the call that agrees most with `args` *as the schema sees them*. Only the
 *   properties the schema declares (`properties`, nested objects recursively, local `#/...` refs
 *   followed) count: the server ignores the others. A declared property held by both sides scores
 *   2 when equal (canonical JSON), 1 when of the same JSON type but different, 0 otherwise; when
 *   both hold an object and its schema declares properties, it scores 1 plus those properties'
 *   scores. A declared property held by one side only scores 0 and counts as a lone property.
 *   Ties go to the fewer lone properties, then to the first in the list (recorded calls are
 *   sorted by canonical arguments): the same arguments always pick the same call.
 * - A call scoring 0 is still chosen (any recorded answer beats a generated one); with no calls,
 *   undefined. Arguments that are not an object have no properties. Remote refs are never
 *   followed; schemas nested deeper than {@link MAX_DEPTH} levels count as opaque.
 *
 * The caller decides whether `args` deserve a closest answer (serve: only valid arguments).
 */
export function closestRecordedCall(calls: readonly RecordedCall[] | undefined, args: unknown, inputSchema: unknown): { call: RecordedCall; match: 'exact' | 'closest' } | undefined {
  if (!calls?.length) return undefined;
  const text = canonicalJson(args ?? {});
  const exact = calls.find((call) => canonicalJson(call.arguments) === text);
  if (exact) return { call: exact, match: 'exact' };
  const declared = declaredProperties(inputSchema, inputSchema, 0);
  let best: (Agreement & { call: RecordedCall }) | undefined;
  for (const call of calls) {
    const agreement = agreementOf(inputSchema, declared, args, call.arguments, 0);
    if (!best || agreement.score > best.score || (agreement.score === best.score && agreement.lone < best.lone)) best = { ...agreement, call };
  }
  return { call: best!.call, match: 'closest' };
}

/** Deeper schemas (or longer `$ref` chains, a cycle included) are not walked: their properties count as opaque. */
const MAX_DEPTH = 32;

interface Agreement {
  score: number;
  /** Declared properties present in only one of the two. */
  lone: number;
}

/** How two argument objects agree on the `declared` properties (their schemas inside `root`). */
function agreementOf(root: unknown, declared: Record<string, unknown> | undefined, given: unknown, recorded: unknown, depth: number): Agreement {
  const total: Agreement = { score: 0, lone: 0 };
  if (!declared || !isJsonObject(given) || !isJsonObject(recorded)) return total;
  for (const key of Object.keys(declared)) {
    const held = Number(Object.hasOwn(given, key)) + Number(Object.hasOwn(recorded, key));
    if (held === 1) total.lone++;
    if (held < 2) continue;
    const part = propertyAgreement(root, ownValue(declared, key), given[key], recorded[key], depth + 1);
    total.score += part.score;
    total.lone += part.lone;
  }
  return total;
}

/** One property both sides hold: an object whose schema declares properties is compared inside, anything else as a leaf. */
function propertyAgreement(root: unknown, schema: unknown, given: unknown, recorded: unknown, depth: number): Agreement {
  const declared = isJsonObject(given) && isJsonObject(recorded) ? declaredProperties(root, schema, depth) : undefined;
  if (declared) {
    const inner = agreementOf(root, declared, given, recorded, depth);
    return { score: 1 + inner.score, lone: inner.lone };
  }
  if (canonicalJson(given) === canonicalJson(recorded)) return { score: 2, lone: 0 };
  return { score: jsonType(given) === jsonType(recorded) ? 1 : 0, lone: 0 };
}

/** The `properties` a schema declares (a local `$ref` followed), or undefined: a boolean schema, none declared, too deep. */
function declaredProperties(root: unknown, schema: unknown, depth: number): Record<string, unknown> | undefined {
  let node = schema;
  for (let hops = depth; hops <= MAX_DEPTH; hops++) {
    if (!isJsonObject(node)) return undefined;
    const properties = ownValue(node, 'properties');
    if (isJsonObject(properties)) return properties;
    const ref = ownValue(node, '$ref');
    if (typeof ref !== 'string') return undefined;
    node = localTarget(root, ref);
  }
  return undefined;
}

/** The subschema a `#/...` reference points at in the same document (own properties only); anything else is opaque. */
function localTarget(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node = root;
  for (const segment of ref.slice(2).split('/')) {
    const key = decodedSegment(segment);
    if (key === undefined || !isJsonObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/** An RFC 6901 segment of a URI fragment, decoded; undefined when its percent-encoding is broken. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return undefined;
  }
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Recorded argument values shorter than this are never substituted: "a" would match inside any word. */
const MIN_SUBSTITUTED_LENGTH = 4;
/** Keys whose string values are protocol words (a content type, a log level, a method), never an echo of an argument. */
const PROTOCOL_KEYS = new Set(['type', 'mimeType', 'level', 'kind', 'method', 'resultType', 'requestState', 'role', 'stopReason', 'action', 'progressToken', 'uri']);
/** How many characters substitution may add to one answer: past it, the recorded answer is replayed as it was. */
const MAX_GROWTH = 1_000_000;

/**
 * A closest call made to answer `args`: where a top-level string argument the call was recorded
 * with appears in its answer's text (the result, the rounds, what was said meanwhile), the
 * caller's value for the same argument stands in its place, as a server echoing its arguments
 * would have said it. Only values of at least {@link MIN_SUBSTITUTED_LENGTH} characters are
 * replaced, all in one pass (a replacement is never replaced again), never in a protocol word
 * ({@link PROTOCOL_KEYS}), and not at all when the answer would grow past {@link MAX_GROWTH}
 * (counted before any string is built). A result whose `structuredContent` (the tool's own
 * data) would then fail `outputSchema` is kept as recorded, its text with it.
 */
export function withArgumentsOf(call: RecordedCall, args: unknown, outputSchema?: unknown): RecordedCall {
  const replacement = new Map<string, string>();
  for (const key of Object.keys(call.arguments)) {
    const recorded = ownValue(call.arguments, key);
    const given = isJsonObject(args) ? ownValue(args, key) : undefined;
    if (typeof recorded === 'string' && typeof given === 'string' && recorded !== given && recorded.length >= MIN_SUBSTITUTED_LENGTH && !replacement.has(recorded)) replacement.set(recorded, given);
  }
  if (!replacement.size) return call;
  const longestFirst = [...replacement.keys()].sort((a, b) => b.length - a.length);
  const substitution: Substitution = {
    pattern: new RegExp(longestFirst.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g'),
    replacement,
    outputSchema,
    growth: 0,
  };
  try {
    const { arguments: recordedArguments, ...answer } = call;
    return { arguments: recordedArguments, ...(substituted(substitution, answer) as Omit<RecordedCall, 'arguments'>) };
  } catch (error) {
    if (error instanceof TooLong) return call;
    throw error;
  }
}

interface Substitution {
  pattern: RegExp;
  replacement: ReadonlyMap<string, string>;
  outputSchema: unknown;
  /** Characters added so far. */
  growth: number;
}

function substituted(s: Substitution, value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && PROTOCOL_KEYS.has(key) ? value : substitutedText(s, value);
  if (Array.isArray(value)) return value.map((item) => substituted(s, item));
  if (!isJsonObject(value)) return value;
  const before = s.growth;
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(value)) setOwn(out, name, substituted(s, value[name], name));
  if (!Object.hasOwn(value, 'structuredContent') || s.outputSchema === undefined || !breaksSchema(s.outputSchema, value.structuredContent, out.structuredContent)) return out;
  s.growth = before;
  return value;
}

/** Did substitution change structuredContent into a value its outputSchema does not hold valid (not checked counts as not valid)? */
function breaksSchema(schema: unknown, recorded: unknown, now: unknown): boolean {
  return canonicalJson(recorded ?? null) !== canonicalJson(now ?? null) && validateAgainst(schema, now)?.length !== 0;
}

/** The text with every recorded value replaced; its growth is summed over the matches first, so an answer past the bound is never built. */
function substitutedText(s: Substitution, text: string): string {
  let added = 0;
  for (const [found] of text.matchAll(s.pattern)) {
    added += s.replacement.get(found)!.length - found.length;
    if (s.growth + added > MAX_GROWTH) throw new TooLong();
  }
  s.growth += added;
  return text.replace(s.pattern, (found) => s.replacement.get(found)!);
}

class TooLong extends Error {}
