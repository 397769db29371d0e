import type { NegativeProbes } from '../config/types.js';
import type { Contract } from '../contract/types.js';
import { canonicalJson } from '../json/rfc8785.js';
import { oneLine } from '../errors.js';
import { failed, info, passed, type Evidence } from '../evidence/types.js';
import { canonicalize } from '../jsonschema/canon/builder.js';
import type { Bound, Canon, JsonType, NumberFacet, ObjectFacet, StringFacet } from '../jsonschema/canon/types.js';
import { accepts, freshName, objectWith, withProperty } from '../jsonschema/instances.js';
import { validateAgainst } from '../jsonschema/validity.js';
import { RpcErrorResponse, type RpcSession } from '../transport/session.js';
import { mcpParamHeaders } from './mcp-param-headers.js';

type JsonObject = Record<string, unknown>;

/** The JSON-RPC code for invalid params: with `isError: true`, how a conforming server refuses a call. */
const INVALID_PARAMS = -32602;

/** One argument object built to break one keyword of a tool's inputSchema. */
export interface NegativeCase {
  /** The keyword the arguments violate: required, type, additionalProperties, minimum, maxLength, enum, ... */
  keyword: string;
  /** The property it is about (the missing, mistyped, extra or out-of-bound one). */
  property: string;
  arguments: JsonObject;
  /** What ajv says of the arguments, each "pointer: message" (validateAgainst). */
  violations: string[];
}

/**
 * Negative probes: each plainly read-only tool (`readOnly`: Discovery.readOnlyTools; every tool with allowSideEffects) is called with
 * arguments its inputSchema rejects (a missing required property, a wrong type, an extra
 * property on a closed object, a value outside a bound or enum), each confirmed invalid by ajv
 * before it is sent. A conforming server refuses every one (`isError: true`, or a JSON-RPC
 * -32602); one it accepts is `negative_probe_accepted`. At most `maxCallsPerTool` calls per
 * tool; no call is started past `timeoutMs` from the start.
 */
export async function runNegativeProbes(session: RpcSession, contract: Contract, probes: NegativeProbes, readOnly: ReadonlySet<string>, now: () => number = Date.now): Promise<Evidence[]> {
  const evidence: Evidence[] = [];
  const skipped: string[] = [];
  const ungenerated: string[] = [];
  const notReached: string[] = [];
  const deadline = now() + probes.timeoutMs;
  let sessionLost: string | undefined;
  for (const name of Object.keys(contract.tools).sort()) {
    const tool = contract.tools[name]!.definition as JsonObject;
    if (!readOnly.has(name) && !probes.allowSideEffects) {
      skipped.push(name);
      continue;
    }
    const cases = negativeCases(tool.inputSchema, probes.maxCallsPerTool);
    if (!cases.length) {
      ungenerated.push(name);
      continue;
    }
    if (sessionLost !== undefined || now() >= deadline) {
      notReached.push(name);
      continue;
    }
    const subject = `tool:${name}`;
    const refused: Array<{ keyword: string; by: string }> = [];
    for (const probe of cases) {
      const remaining = deadline - now();
      if (remaining <= 0) {
        notReached.push(name);
        break;
      }
      const outcome = await callOnce(session, name, probe.arguments, remaining, contract.protocol.era === 'stateless' ? mcpParamHeaders(tool.inputSchema, probe.arguments) : undefined);
      if (outcome.kind === 'accepted') {
        evidence.push(
          failed(
            'negative_probe_accepted',
            subject,
            `${name} accepted arguments that violate its inputSchema (${probe.keyword} at ${probe.property}): ${oneLine(canonicalJson(probe.arguments), 200)}`,
            { keyword: probe.keyword, property: probe.property, arguments: probe.arguments, violations: probe.violations },
          ),
        );
      } else if (outcome.kind === 'refused') {
        refused.push({ keyword: probe.keyword, by: outcome.by });
      } else if (outcome.kind === 'other-error') {
        evidence.push(
          info(
            'negative_probe_unexpected_error',
            subject,
            `${name} answered invalid arguments (${probe.keyword}) with JSON-RPC error ${outcome.code}, not ${INVALID_PARAMS} (invalid params) or isError: true`,
            {
              keyword: probe.keyword,
              arguments: probe.arguments,
              code: outcome.code,
            },
          ),
        );
      } else {
        // No answer, or the session is gone: nothing more is sent to this tool (or, session gone, to any).
        evidence.push(info('negative_probe_unanswered', subject, `${name}: ${outcome.reason}`, { keyword: probe.keyword, arguments: probe.arguments }));
        if (outcome.kind === 'lost') sessionLost = outcome.reason;
        break;
      }
    }
    if (refused.length) {
      evidence.push(
        passed('negative_probe_refused', subject, `${name} refused ${refused.length} call${refused.length === 1 ? '' : 's'} with invalid arguments (${refused.map((r) => r.keyword).join(', ')})`, {
          refused,
        }),
      );
    }
  }
  if (skipped.length)
    evidence.push(
      info('negative_probe_skipped', 'server', `not annotated read-only (or annotated destructive), not called (set probes.allowSideEffects to call them): ${skipped.join(', ')}`, { tools: skipped }),
    );
  if (ungenerated.length)
    evidence.push(info('negative_probe_not_generated', 'server', `no argument object that violates the inputSchema could be built for: ${ungenerated.join(', ')}`, { tools: ungenerated }));
  if (notReached.length) {
    const why = sessionLost !== undefined ? `the session ended (${sessionLost})` : `the probe deadline (${probes.timeoutMs} ms) passed`;
    evidence.push(info('negative_probe_incomplete', 'server', `${why} before every negative probe was sent: ${[...new Set(notReached)].join(', ')}`, { tools: [...new Set(notReached)] }));
  }
  return evidence;
}

type CallOutcome = { kind: 'accepted' } | { kind: 'refused'; by: string } | { kind: 'other-error'; code: number } | { kind: 'unanswered' | 'lost'; reason: string };

/** One call with invalid arguments; its Mcp-Param headers mirror them, so a refusal is about the arguments, not a header. */
async function callOnce(session: RpcSession, name: string, args: JsonObject, remainingMs: number, headers: Record<string, string> | undefined): Promise<CallOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const call = session.request('tools/call', { name, arguments: args }, undefined, headers).then(
    (result): CallOutcome => (result.isError === true ? { kind: 'refused', by: 'isError' } : { kind: 'accepted' }),
    (error: unknown): CallOutcome => {
      if (error instanceof RpcErrorResponse) return error.code === INVALID_PARAMS ? { kind: 'refused', by: String(INVALID_PARAMS) } : { kind: 'other-error', code: error.code };
      const message = oneLine((error as Error).message, 200);
      return /timeout|no answer/i.test(message) ? { kind: 'unanswered', reason: message } : { kind: 'lost', reason: message };
    },
  );
  const late = new Promise<CallOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'unanswered', reason: `no answer before the probe deadline` }), remainingMs);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Argument objects that violate an inputSchema, one kind of violation after the other
 * (required, type, additionalProperties, a bound or enum, then again), at most `max`, each
 * confirmed invalid by ajv. Built on the canonical form from a valid object (instances.ts).
 */
export function negativeCases(inputSchema: unknown, max: number): NegativeCase[] {
  if (inputSchema === null || typeof inputSchema !== 'object' || Array.isArray(inputSchema)) return [];
  let facet: ObjectFacet | undefined;
  try {
    facet = canonicalize(inputSchema).root.types.object?.[0];
  } catch {
    return [];
  }
  if (!facet) return [];
  const raw = inputSchema as JsonObject;
  const kinds = [missingRequired(facet), wrongTypes(facet), extraProperty(facet), outOfBounds(facet, raw)];
  const out: NegativeCase[] = [];
  const seen = new Set<string>();
  for (let round = 0; out.length < max && kinds.some((kind) => round < kind.length); round++) {
    for (const kind of kinds) {
      const candidate = kind[round];
      if (!candidate || out.length >= max) continue;
      const key = canonicalJson(candidate.arguments);
      if (seen.has(key)) continue;
      const violations = (validateAgainst(inputSchema, candidate.arguments) ?? []).filter((v) => !v.startsWith('/: not checked'));
      if (!violations.length) continue; // ajv has the last word: not invalid after all, not sent
      seen.add(key);
      out.push({ ...candidate, violations });
    }
  }
  return out;
}

type Candidate = Omit<NegativeCase, 'violations'>;

function defined(candidate: Candidate | undefined | false): candidate is Candidate {
  return Boolean(candidate);
}

/** Properties in the order worth probing: required ones first, then the rest as declared. */
function propertyOrder(facet: ObjectFacet): string[] {
  return [...new Set([...facet.required, ...facet.properties.keys()])].filter((name) => facet.properties.has(name));
}

function missingRequired(facet: ObjectFacet): Candidate[] {
  return facet.required
    .map((name) => {
      const object = objectWith(
        facet,
        facet.required.filter((n) => n !== name),
        0,
      );
      return object && !Object.hasOwn(object, name) && { keyword: 'required', property: name, arguments: object };
    })
    .filter(defined);
}

/** A value of each JSON type, to send where the schema takes none of that type. */
const OF_TYPE: Array<[JsonType, unknown]> = [
  ['number', 12345],
  ['string', 'not-a-number'],
  ['boolean', true],
  ['array', []],
  ['object', {}],
  ['null', null],
];

function wrongTypes(facet: ObjectFacet): Candidate[] {
  return propertyOrder(facet)
    .map((name) => {
      const schema = facet.properties.get(name)!;
      const wrong = OF_TYPE.find(([type, value]) => !schema.types[type]?.length && !accepts(schema, value));
      const object = wrong && withProperty(facet, name, wrong[1]);
      return object && { keyword: 'type', property: name, arguments: object };
    })
    .filter(defined);
}

function extraProperty(facet: ObjectFacet): Candidate[] {
  const name = freshName(facet);
  if (name === undefined || accepts(facet.additional, 'unexpected') || facet.additional.opaque.length) return [];
  const object = withProperty(facet, name, 'unexpected');
  return object ? [{ keyword: 'additionalProperties', property: name, arguments: object }] : [];
}

function outOfBounds(facet: ObjectFacet, raw: JsonObject): Candidate[] {
  const out: Candidate[] = [];
  for (const name of propertyOrder(facet)) {
    const schema = facet.properties.get(name)!;
    for (const [keyword, value] of boundBreakers(schema, rawProperty(raw, name))) {
      if (accepts(schema, value)) continue;
      const object = withProperty(facet, name, value);
      if (object) {
        out.push({ keyword, property: name, arguments: object });
        break; // one per property: the next property's turn
      }
    }
  }
  return out;
}

function rawProperty(raw: JsonObject, name: string): JsonObject | undefined {
  const properties = raw.properties as JsonObject | undefined;
  const schema = properties && Object.hasOwn(properties, name) ? properties[name] : undefined;
  return schema !== null && typeof schema === 'object' && !Array.isArray(schema) ? (schema as JsonObject) : undefined;
}

/** Values just past each bound, or outside each enum, of a property's facets, with the keyword they break. */
function boundBreakers(schema: Canon, raw: JsonObject | undefined): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const listKeyword = raw && 'const' in raw && !('enum' in raw) ? 'const' : 'enum';
  for (const facet of (schema.types.string ?? []) as StringFacet[]) {
    if (facet.values) out.push([listKeyword, notListed(facet.values.map(String))]);
    if (facet.maxLength !== undefined && facet.maxLength < 10_000) out.push(['maxLength', 'a'.repeat(facet.maxLength + 1)]);
    if (facet.minLength > 0) out.push(['minLength', 'a'.repeat(facet.minLength - 1)]);
  }
  for (const facet of (schema.types.number ?? []) as NumberFacet[]) {
    if (facet.values) out.push([listKeyword, Math.max(...(facet.values as number[])) + 1]);
    if (facet.max) out.push([boundKeyword(facet.max, 'maximum'), facet.max.exclusive ? facet.max.value : facet.max.value + 1]);
    if (facet.min) out.push([boundKeyword(facet.min, 'minimum'), facet.min.exclusive ? facet.min.value : facet.min.value - 1]);
  }
  return out;
}

function boundKeyword(bound: Bound, inclusive: 'minimum' | 'maximum'): string {
  // As written (`exclusiveMinimum 0`, draft-04's `minimum 0 (exclusive)`), else as the canon holds it.
  const written = bound.written?.match(/^(\w+) /)?.[1];
  if (written && !bound.written!.endsWith('(exclusive)')) return written;
  if (written) return `exclusive${written[0]!.toUpperCase()}${written.slice(1)}`;
  return bound.exclusive ? `exclusive${inclusive[0]!.toUpperCase()}${inclusive.slice(1)}` : inclusive;
}

function notListed(values: string[]): string {
  let text = 'not-an-allowed-value';
  while (values.includes(text)) text += '-';
  return text;
}
