import type { Discovery } from './types.js';
import { entityOf } from '../contract/digests.js';
import { DEFAULT_CACHE_SCOPE, type ListName } from '../contract/protocol.js';
import { isSchemaObject, LIST_OF_SUBSCHEMAS, MAP_OF_SUBSCHEMAS, SINGLE_SUBSCHEMA } from '../jsonschema/subschemas.js';
import { setOwn } from '../json/own.js';
import { compareCodeUnits, digestOf } from '../json/rfc8785.js';
import { sortKeysDeep, sortKeysShared } from '../json/stable.js';
import { COLLECTIONS, CONTRACT_FORMAT, CONTRACT_FORMAT_VERSION, type Contract, type ContractEntity, type JsonObject, type MatrixCell } from '../contract/types.js';

/** Tool annotation values that the spec defines as the default: stating them changes nothing. */
const ANNOTATION_DEFAULTS: Readonly<Record<string, boolean>> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};
/** `execution.taskSupport` defaults to "forbidden". */
const EXECUTION_DEFAULTS: Readonly<Record<string, unknown>> = { taskSupport: 'forbidden' };

/** Turns what discovery saw into the contract: pure, deterministic, free of volatile fields. */
export function normalise(discovery: Discovery, matrix?: Record<string, MatrixCell>): Contract {
  const { negotiated } = discovery;
  // The entities are built sorted (and digested) one by one; the rest is small.
  const entities = {
    tools: keyed(discovery, 'tools', normaliseTool),
    resources: keyed(discovery, 'resources', normaliseResource),
    resourceTemplates: keyed(discovery, 'resourceTemplates', normaliseResource),
    prompts: keyed(discovery, 'prompts', normalisePrompt),
  };
  const header = sortKeysDeep({
    ...(discovery.unsupportedLists?.length ? { unsupportedLists: [...discovery.unsupportedLists].sort(compareCodeUnits) } : {}),
    ...cacheScopesOf(discovery.cacheScopes ?? {}),
    // Only the outcome enters the contract: a server's error text may carry ids or times.
    ...(matrix ? { protocolMatrix: Object.fromEntries(Object.entries(matrix).map(([revision, { outcome, selected }]) => [revision, selected ? { outcome, selected } : { outcome }])) } : {}),
    format: CONTRACT_FORMAT,
    formatVersion: CONTRACT_FORMAT_VERSION,
    server: discovery.server,
    protocol: { era: negotiated.era, revision: negotiated.protocolVersion },
    serverInfo: negotiated.serverInfo ? withoutVolatile(negotiated.serverInfo) : null,
    clientCapabilities: normaliseCapabilities(discovery.clientCapabilities),
    capabilities: normaliseCapabilities(negotiated.capabilities),
    instructions: negotiated.instructions === undefined ? null : { digest: digestOf(negotiated.instructions), text: negotiated.instructions },
  });
  const contract: Record<string, unknown> = {};
  for (const key of [...Object.keys(header), ...Object.keys(entities)].sort(compareCodeUnits)) {
    contract[key] = Object.hasOwn(entities, key) ? entities[key as keyof typeof entities] : header[key as keyof typeof header];
  }
  return contract as unknown as Contract;
}

const ITEM_NORMALISERS: Record<ListName, (item: JsonObject) => JsonObject> = {
  tools: normaliseTool,
  resources: normaliseResource,
  resourceTemplates: normaliseResource,
  prompts: normalisePrompt,
};

/** Entities made as their page arrived (see normaliseItem), by their definition. */
const madeEarly = new WeakMap<object, ContractEntity>();

/**
 * One item of a list, normalised and digested as its page arrives, so that discovery need not
 * keep what the server sent: returns the normalised definition, which `normalise` turns into
 * its entity without doing the work again. Normalising a definition again gives it unchanged.
 */
export function normaliseItem(list: ListName, item: JsonObject): JsonObject {
  const entity = entityOf(sortKeysShared(ITEM_NORMALISERS[list](withoutVolatile(item))) as JsonObject, list === 'tools');
  madeEarly.set(entity.definition, entity);
  return entity.definition;
}

function keyed(discovery: Discovery, list: ListName, normaliseOne: (item: JsonObject) => JsonObject): Record<string, ContractEntity> {
  const identity = COLLECTIONS.find((spec) => spec.collection === list)!.identity;
  const entries = discovery.lists[list].map((item): [string, ContractEntity] => {
    const entity = madeEarly.get(item) ?? entityOf(sortKeysShared(normaliseOne(withoutVolatile(item))) as JsonObject, list === 'tools');
    return [item[identity] as string, entity];
  });
  return Object.fromEntries(entries.sort(([a], [b]) => compareCodeUnits(a, b)));
}

function normaliseTool(tool: JsonObject): JsonObject {
  const out: JsonObject = { ...tool };
  out.inputSchema = normaliseSchema(tool.inputSchema);
  if (tool.outputSchema !== undefined) out.outputSchema = normaliseSchema(tool.outputSchema);
  setOrDrop(out, 'annotations', withoutDefaults(tool.annotations, ANNOTATION_DEFAULTS));
  setOrDrop(out, 'execution', withoutDefaults(tool.execution, EXECUTION_DEFAULTS));
  return out;
}

function normaliseResource(resource: JsonObject): JsonObject {
  const out: JsonObject = { ...resource };
  // lastModified is a timestamp: it changes with content, not with the contract.
  if (resource.annotations && typeof resource.annotations === 'object') {
    const { lastModified: _ignored, ...annotations } = resource.annotations as JsonObject;
    setOrDrop(out, 'annotations', annotations);
  }
  return out;
}

function normalisePrompt(prompt: JsonObject): JsonObject {
  const out: JsonObject = { ...prompt };
  if (Array.isArray(prompt.arguments)) {
    // Prompt arguments are named: their order is presentation, `required: false` is the default.
    out.arguments = (prompt.arguments as JsonObject[])
      .map((argument) => (argument.required === false ? withoutKey(argument, 'required') : argument))
      .sort((a, b) => compareCodeUnits(String(a.name), String(b.name)));
  }
  return out;
}

/**
 * `required` is a set: sorted and de-duplicated in every subschema, so listing order is not a
 * change. The result has its keys sorted too: one copy, made in one pass (the subschema
 * positions are those of mapSchema in src/jsonschema/subschemas.ts; a test keeps them equal).
 */
export function normaliseSchema(schema: unknown): unknown {
  if (!isSchemaObject(schema)) return sortKeysDeep(schema);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema).sort(compareCodeUnits)) {
    const value = schema[key];
    let child: unknown;
    if ((SINGLE_SUBSCHEMA as readonly string[]).includes(key)) child = normaliseSchema(value);
    else if ((MAP_OF_SUBSCHEMAS as readonly string[]).includes(key) && isSchemaObject(value)) child = mapOfSchemas(value);
    else if (((LIST_OF_SUBSCHEMAS as readonly string[]).includes(key) || key === 'items') && Array.isArray(value)) child = value.map(normaliseSchema);
    else if (key === 'items') child = normaliseSchema(value);
    else if (key === 'required' && Array.isArray(value) && value.every((name) => typeof name === 'string')) child = [...new Set(value as string[])].sort(compareCodeUnits);
    else child = sortKeysDeep(value);
    if (key === '__proto__') setOwn(out, key, child);
    else out[key] = child;
  }
  return out;
}

function mapOfSchemas(map: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(map).sort(compareCodeUnits)) {
    if (key === '__proto__') setOwn(out, key, normaliseSchema(map[key]));
    else out[key] = normaliseSchema(map[key]);
  }
  return out;
}

/** Capabilities: a sub-capability set to false (or null) is the same as an absent one. */
function normaliseCapabilities(capabilities: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(capabilities)) {
    if (value === false || value === null || value === undefined) continue;
    out[key] = value !== null && typeof value === 'object' && !Array.isArray(value) ? normaliseCapabilities(value as JsonObject) : value;
  }
  return out;
}

/**
 * A list's cacheScope says who may keep it, not what it holds: recorded apart from the entities,
 * and only where it is not the default (private), so that absent means private in every contract.
 */
function cacheScopesOf(scopes: Record<string, string>): { cacheScopes?: Record<string, string> } {
  const shared = Object.entries(scopes).filter(([, scope]) => scope !== DEFAULT_CACHE_SCOPE);
  return shared.length ? { cacheScopes: Object.fromEntries(shared) } : {};
}

/** Fields that change between runs of the same server, or belong to a result rather than an item, and so never enter an entity. */
const VOLATILE_FIELDS = ['ttlMs', 'cacheScope', 'resultType', 'nextCursor'];

function withoutVolatile(item: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !VOLATILE_FIELDS.includes(key)));
}

function withoutDefaults(value: unknown, defaults: Readonly<Record<string, unknown>>): JsonObject | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([key, v]) => !(key in defaults && defaults[key] === v)));
}

function setOrDrop(target: JsonObject, key: string, value: JsonObject | undefined): void {
  if (value && Object.keys(value).length > 0) target[key] = value;
  else delete target[key];
}

function withoutKey(object: JsonObject, key: string): JsonObject {
  const { [key]: _dropped, ...rest } = object;
  return rest;
}
