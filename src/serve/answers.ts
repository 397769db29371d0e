// The answers serve builds from a contract: replay marks, error results, cursors, the schemas of
// prompts and values that break a schema. Pure helpers of ./server.ts.
import { closestRecordedCall } from '../contract/closest-call.js';
import type { JsonObject, RecordedCall } from '../contract/types.js';
import { isJsonObject, setOwn } from '../json/own.js';
import { canonicalJson } from '../json/rfc8785.js';
import { canonicalize } from '../jsonschema/canon/builder.js';
import { samples } from '../jsonschema/instances.js';
import { validateAgainst } from '../jsonschema/validity.js';
import { INVALID_PARAMS, RpcFault } from './stateless.js';

/**
 * What a replayed answer is, in its `_meta` (docs/serve.md): the answer recorded for these
 * arguments, the closest recorded one, or one serve made (generated, or its own isError).
 */
export const REPLAY_META_KEY = 'io.github.mcp-contract-gate/replay';
export type ReplayKind = 'recorded' | 'closest' | 'generated';

export function marked(answer: JsonObject | Promise<JsonObject>, kind: ReplayKind): JsonObject | Promise<JsonObject> {
  const mark = (result: JsonObject): JsonObject => ({ ...result, _meta: { ...(isJsonObject(result._meta) ? result._meta : {}), [REPLAY_META_KEY]: kind } });
  return answer instanceof Promise ? answer.then(mark) : mark(answer);
}

/** --replay exact: arguments no call was recorded with are refused, naming the closest recorded ones (a test fixes its arguments, or records them). */
export function notRecorded(subject: string, calls: readonly RecordedCall[] | undefined, args: unknown, schema: unknown): RpcFault {
  const closest = closestRecordedCall(calls, args, schema);
  const named = closest ? `; the closest recorded arguments are ${truncated(canonicalJson(closest.call.arguments), 300)}` : `; ${subject} has no recorded calls`;
  return new RpcFault(INVALID_PARAMS, `Invalid params: no recorded call of ${subject.slice(0, 200)} with these arguments (serve --replay exact)${named}`);
}

function truncated(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The input schema a prompt's argument list stands for: each named argument a string property. */
export function promptSchema(prompt: JsonObject): JsonObject {
  const properties: JsonObject = {};
  for (const argument of Array.isArray(prompt.arguments) ? (prompt.arguments as unknown[]) : []) {
    if (isJsonObject(argument) && typeof argument.name === 'string') setOwn(properties, argument.name, { type: 'string' });
  }
  return { type: 'object', properties };
}

/** A value that violates the schema, found by breaking a valid one: a required property dropped, a property of the wrong type, an extra property, or not an object. */
export function invalidFor(schema: unknown): unknown {
  const base = samples(canonicalize(schema).root).next().value;
  const candidates: unknown[] = [];
  if (isJsonObject(base)) {
    for (const key of Object.keys(base)) {
      const { [key]: _dropped, ...rest } = base;
      candidates.push(rest);
    }
    for (const key of Object.keys(base)) candidates.push({ ...base, [key]: typeof base[key] === 'string' ? 12345 : 'not the declared type' });
    candidates.push({ ...base, '@invalid-structured-content': true });
  }
  candidates.push({}, { '@invalid-structured-content': true }, 'invalid structured content', null);
  return candidates.find((value) => (validateAgainst(schema, value)?.length ?? 0) > 0) ?? 'invalid structured content';
}

/** A parameter that must be a string: anything else (an object whose toString is not a function, say) is -32602. */
export function stringParam(params: JsonObject, key: string): string {
  const value = params[key];
  if (typeof value !== 'string') throw new RpcFault(INVALID_PARAMS, `Invalid params: ${key} must be a string`);
  return value;
}

/** Whether a mime type's content is text (served as `text`) rather than bytes (`blob`). */
export function isTextual(mimeType: string): boolean {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('text/') || /[/+](json|xml|yaml|javascript|x-sh|sql|graphql|csv)$/.test(type) || type === 'application/x-www-form-urlencoded';
}

export function errorResult(text: string): JsonObject {
  return { content: [{ type: 'text', text }], isError: true };
}

/** Opaque to the client: the list and the offset, base64url. */
export function encodeCursor(method: string, offset: number): string {
  return Buffer.from(JSON.stringify({ m: method, o: offset })).toString('base64url');
}

export function decodeCursor(cursor: unknown, method: string): number | undefined {
  if (typeof cursor !== 'string') return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { m?: unknown; o?: unknown };
    return value.m === method && Number.isInteger(value.o) && (value.o as number) >= 0 ? (value.o as number) : undefined;
  } catch {
    return undefined;
  }
}
