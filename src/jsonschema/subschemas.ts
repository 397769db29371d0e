/** JSON Schema structure shared by normalisation and the diff: which keywords hold subschemas. */

/** Keywords whose value is one subschema. */
export const SINGLE_SUBSCHEMA = ['additionalProperties', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'] as const;
/** Keywords whose value is a map of name to subschema. */
export const MAP_OF_SUBSCHEMAS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;
/** Keywords whose value is a list of subschemas. */
export const LIST_OF_SUBSCHEMAS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

export function isSchemaObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A tool's inputSchema as the spec requires it: `type: "object"` at the root (official SDK clients reject the list otherwise). */
export function isObjectRoot(schema: unknown): boolean {
  return isSchemaObject(schema) && schema.type === 'object';
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Every direct subschema of a schema with the pointer suffix that reaches it. */
export function* childSchemas(schema: Record<string, unknown>): Generator<[string, unknown]> {
  for (const keyword of SINGLE_SUBSCHEMA) {
    if (keyword in schema) yield [`/${keyword}`, schema[keyword]];
  }
  for (const keyword of MAP_OF_SUBSCHEMAS) {
    const map = schema[keyword];
    if (!isSchemaObject(map)) continue;
    for (const [name, sub] of Object.entries(map)) yield [`/${keyword}/${pointerSegment(name)}`, sub];
  }
  for (const keyword of LIST_OF_SUBSCHEMAS) {
    const list = schema[keyword];
    if (Array.isArray(list)) for (const [index, sub] of list.entries()) yield [`/${keyword}/${index}`, sub];
  }
  // `items` is one schema (2020-12, draft-07) or a list (draft-07 tuple form).
  const items = schema.items;
  if (Array.isArray(items)) for (const [index, sub] of items.entries()) yield [`/items/${index}`, sub];
  else if (items !== undefined) yield ['/items', items];
}

/** Rebuilds a schema bottom-up, applying `transform` to every schema object (children first). */
export function mapSchema(schema: unknown, transform: (node: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (!isSchemaObject(schema)) return schema;
  const copy: Record<string, unknown> = { ...schema };
  for (const keyword of SINGLE_SUBSCHEMA) if (keyword in copy) copy[keyword] = mapSchema(copy[keyword], transform);
  for (const keyword of MAP_OF_SUBSCHEMAS) {
    const map = copy[keyword];
    if (isSchemaObject(map)) copy[keyword] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, mapSchema(v, transform)]));
  }
  for (const keyword of LIST_OF_SUBSCHEMAS) {
    const list = copy[keyword];
    if (Array.isArray(list)) copy[keyword] = list.map((sub) => mapSchema(sub, transform));
  }
  if (Array.isArray(copy.items)) copy.items = copy.items.map((sub) => mapSchema(sub, transform));
  else if (copy.items !== undefined) copy.items = mapSchema(copy.items, transform);
  return transform(copy);
}
