import { createHash } from 'node:crypto';
import type { Ajv } from 'ajv';
import { setOwn } from '../json/own.js';
import { canonicalJson } from '../json/rfc8785.js';
import { DATA_KEYWORDS } from './refs.js';
import { isSchemaObject } from './subschemas.js';

/**
 * Keywords that make a definition's meaning depend on where it is evaluated from (dynamic
 * scope, annotations collected across references) or that name a place by id: a schema that
 * has any of them anywhere is compiled as it is.
 */
const UNSHAREABLE = new Set(['$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$dynamicRef', '$recursiveRef', 'unevaluatedProperties', 'unevaluatedItems', '$schema']);
const CONTAINERS = ['$defs', 'definitions'] as const;
const PLAIN_NAME = /^[A-Za-z0-9_.-]+$/;

/** Per ajv instance, the ids of the definitions it holds already. */
const registered = new WeakMap<Ajv, Set<string>>();

/**
 * The schema (as prepared for ajv) with each of its definitions compiled once per run, however
 * many schemas hold it: a definition becomes a schema of its own in the ajv instance, under an
 * id made of its content (with its own references rewritten the same way), and the schema refers
 * to it there. Servers repeat their definitions in every tool, and so do the two sides of a
 * change: most of a witness check's compile is then done once.
 *
 * Undefined, and the schema is compiled as it is, wherever this could change a verdict: ids,
 * anchors, dynamic references or unevaluated keywords anywhere; a reference other than to a
 * whole definition; definitions that refer to one another in a cycle.
 */
export function withSharedDefinitions(ajv: Ajv, schema: Record<string, unknown>): Record<string, unknown> | undefined {
  const containers = CONTAINERS.filter((name) => Object.hasOwn(schema, name));
  if (containers.length !== 1) return undefined;
  const container = containers[0]!;
  const definitions = schema[container];
  if (!isSchemaObject(definitions)) return undefined;
  const prefix = `#/${container}/`;
  const refs: string[] = [];
  if (!shareable(schema, refs, 0)) return undefined;
  const names = new Set(Object.keys(definitions));
  if (refs.some((ref) => !ref.startsWith(prefix) || !names.has(ref.slice(prefix.length)) || !PLAIN_NAME.test(ref.slice(prefix.length)))) return undefined;
  const ids = definitionIds(definitions, prefix);
  if (!ids) return undefined;
  const held = registered.get(ajv) ?? new Set<string>();
  registered.set(ajv, held);
  const share = (subschema: object, id: string) => {
    if (!held.has(id)) ajv.addSchema(subschema, id);
    held.add(id);
    return { $ref: id };
  };
  for (const [name, id] of ids) share(rewrite(definitions[name], prefix, ids) as object, id);
  const { [container]: _definitions, ...rest } = schema;
  const root = rewrite(rest, prefix, ids) as Record<string, unknown>;
  // The root's properties are shared the same way: tools repeat them too (all but the few that
  // name the tool's own parameters), and what is left to compile per schema is small.
  if (isSchemaObject(root.properties)) {
    const properties: Record<string, unknown> = {};
    for (const [name, subschema] of Object.entries(root.properties)) {
      const shared = isSchemaObject(subschema) && Object.keys(subschema).length > 1 ? share(subschema, contentId(canonicalJson(subschema))) : subschema;
      setOwn(properties, name, shared);
    }
    root.properties = properties;
  }
  return root;
}

/** The id a subschema is shared under: a digest of its canonical text. */
function contentId(canonicalText: string): string {
  return `mcg:definition:${createHash('sha256').update(canonicalText).digest('hex')}`;
}

/** No unshareable keyword anywhere; every `$ref` collected. */
function shareable(node: unknown, refs: string[], depth: number): boolean {
  if (depth > 256) return false;
  if (Array.isArray(node)) return node.every((item) => shareable(item, refs, depth + 1));
  if (!isSchemaObject(node)) return true;
  for (const [key, child] of Object.entries(node)) {
    if (UNSHAREABLE.has(key)) return false;
    if (key === '$ref') {
      if (typeof child !== 'string') return false;
      refs.push(child);
    } else if (!DATA_KEYWORDS.has(key) && !shareable(child, refs, depth + 1)) return false;
  }
  return true;
}

/** Each definition's id, made of its content with the ids of the definitions it refers to; undefined on a cycle. */
function definitionIds(definitions: Record<string, unknown>, prefix: string): Map<string, string> | undefined {
  const ids = new Map<string, string>();
  const visiting = new Set<string>();
  const idOf = (name: string): string | undefined => {
    const known = ids.get(name);
    if (known !== undefined) return known;
    if (visiting.has(name)) return undefined;
    visiting.add(name);
    const inner: string[] = [];
    shareable(definitions[name], inner, 0);
    for (const ref of inner) if (idOf(ref.slice(prefix.length)) === undefined) return undefined;
    const id = contentId(canonicalJson(rewrite(definitions[name], prefix, ids)));
    visiting.delete(name);
    ids.set(name, id);
    return id;
  };
  for (const name of Object.keys(definitions)) if (idOf(name) === undefined) return undefined;
  return ids;
}

/** A copy with every `#/$defs/NAME` reference replaced by that definition's id. */
function rewrite(node: unknown, prefix: string, ids: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, prefix, ids));
  if (!isSchemaObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) {
    const value = key === '$ref' && typeof child === 'string' ? (ids.get(child.slice(prefix.length)) ?? child) : DATA_KEYWORDS.has(key) ? child : rewrite(child, prefix, ids);
    setOwn(out, key, value);
  }
  return out;
}
