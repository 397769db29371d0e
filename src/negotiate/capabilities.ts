import type { JsonObject } from '../contract/types.js';
import { setOwn } from '../json/own.js';
import { canonicalize } from '../jsonschema/canon/builder.js';
import { samples } from '../jsonschema/instances.js';
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
  let tried = 0;
  try {
    for (const value of samples(canonicalize(schema).root)) {
      if (++tried > ELICITATION_CANDIDATES) return undefined;
      if (value === null || typeof value !== 'object' || Array.isArray(value) || validateAgainst(schema, value)?.length !== 0) continue;
      const defaulted = { ...(value as JsonObject), ...defaultsOf(schema) };
      return validateAgainst(schema, defaulted)?.length === 0 ? defaulted : (value as JsonObject);
    }
  } catch {
    // A schema the generator cannot read is declined, not a failed run: the server asked, the gate says no.
  }
  return undefined;
}

/** The `default` of each property the schema declares (own keys only: the schema is the server's). */
function defaultsOf(schema: unknown): JsonObject {
  const properties = (schema as { properties?: unknown } | null)?.properties;
  const defaults: JsonObject = {};
  if (properties === null || typeof properties !== 'object') return defaults;
  for (const key of Object.keys(properties)) {
    const property = (properties as JsonObject)[key];
    if (property !== null && typeof property === 'object' && Object.hasOwn(property, 'default')) setOwn(defaults, key, (property as JsonObject).default);
  }
  return defaults;
}
