/** `$ref` handling shared by the schema diff, the oracle and the validity check. Nothing here ever fetches. */

/** Keywords whose values are data, not schema: a "$ref" key inside them is not a reference. */
export const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

/** Every `$ref` string in a schema, in document order. */
export function collectRefs(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((item) => collectRefs(item, found));
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, child] of Object.entries(schema)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else if (!DATA_KEYWORDS.has(key)) collectRefs(child, found);
    }
  }
  return found;
}

/** A reference into the same document (a fragment: `#`, `#/...` or an anchor); anything else would need a fetch. */
export function isLocalRef(ref: string): boolean {
  return ref.startsWith('#');
}

/** Resolves `#` and `#/a/b` (RFC 6901, URI-decoded) inside `root`; undefined when it leads nowhere or is an anchor. */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const segment of ref.slice(2).split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}
