import type { JsonObject } from '../contract/types.js';
import { isJsonObject, setOwn } from '../json/own.js';
import { validObjectSamples } from '../jsonschema/valid-samples.js';
import { validateAgainst } from '../jsonschema/validity.js';

/** A capability is declared when present and neither false nor null. */
export function declares(capabilities: JsonObject, path: string): boolean {
  let value: unknown = capabilities;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return false;
    value = (value as JsonObject)[part];
  }
  return value !== false && value !== null && value !== undefined;
}

/** The client capability a server's request to the client needs (the same methods are the stateless era's input requests). */
export const CAPABILITY_OF_REQUEST: ReadonlyMap<string, string> = new Map([
  ['roots/list', 'roots'],
  ['sampling/createMessage', 'sampling'],
  ['elicitation/create', 'elicitation'],
]);

/** What the gate answers when it samples: it has no model, and says so, the same words every run. */
const SAMPLED = { role: 'assistant', content: { type: 'text', text: 'mcp-contract-gate: no model here; a fixed answer' }, model: 'mcp-contract-gate', stopReason: 'endTurn' };
/** How many of the generator's candidates an elicitation's answer is looked for among. */
const ELICITATION_CANDIDATES = 64;

/**
 * The gate answers server-to-client requests only for capabilities it declared (the config's
 * `clientCapabilities`), with fixed data: no roots, a fixed sampled message, and an elicitation
 * accepted with the simplest content its requestedSchema allows (declined when none is found).
 */
export function answerAsClient(method: string, params: unknown, clientCapabilities: JsonObject): JsonObject | undefined {
  const capability = CAPABILITY_OF_REQUEST.get(method);
  if (!capability || !declares(clientCapabilities, capability)) return undefined;
  if (method === 'roots/list') return { roots: [] };
  if (method === 'sampling/createMessage') return structuredClone(SAMPLED);
  const schema = (params as { requestedSchema?: unknown } | undefined)?.requestedSchema;
  const content = schema === undefined ? undefined : simplestObject(schema);
  return content ? { action: 'accept', content } : { action: 'decline' };
}

/**
 * The first object the generator proposes that ajv holds valid against the schema, with the
 * defaults the schema gives its properties put in (a client SHOULD apply them, SEP-1034) where
 * the result stays valid.
 */
function simplestObject(schema: unknown): JsonObject | undefined {
  try {
    const value = validObjectSamples(schema, ELICITATION_CANDIDATES).next().value;
    if (!value) return undefined;
    const defaulted = { ...value, ...defaultsOf(schema) };
    return validateAgainst(schema, defaulted)?.length === 0 ? defaulted : value;
  } catch {
    // A schema the generator cannot read is declined, not a failed run: the server asked, the gate says no.
    return undefined;
  }
}

/** The `default` of each property the schema declares (own keys only: the schema is the server's). */
function defaultsOf(schema: unknown): JsonObject {
  const properties = isJsonObject(schema) ? schema.properties : undefined;
  const defaults: JsonObject = {};
  if (!isJsonObject(properties)) return defaults;
  for (const key of Object.keys(properties)) {
    const property = properties[key];
    if (isJsonObject(property) && Object.hasOwn(property, 'default')) setOwn(defaults, key, property.default);
  }
  return defaults;
}
