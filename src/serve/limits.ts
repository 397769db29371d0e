// What `mcp-contract serve` accepts from a client and from a contract file: bounds that keep a
// hostile message or file from crashing or stalling it (docs/serve.md, "Limits").
import { pointerSegment } from '../jsonschema/subschemas.js';

/** The largest request body (HTTP) or line (stdio), in bytes: far beyond any real request. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
/** How deep a message or a contract may nest: deeper, the recursive work on it (ajv, canonical JSON) would overflow the stack. */
export const MAX_DEPTH = 512;
/** The longest URI resources/read matches against the templates. */
export const MAX_URI_LENGTH = 8_192;

/** The JSON pointer of the first value nested deeper than `max`, if any; iterative, so depth itself cannot overflow it. */
export function tooDeep(value: unknown, max = MAX_DEPTH): string | undefined {
  const stack: Array<{ value: unknown; pointer: string; depth: number }> = [{ value, pointer: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= max) return item.pointer || '/';
    const entries = Array.isArray(item.value) ? item.value.map((child, index) => [String(index), child] as const) : Object.entries(item.value);
    for (const [key, child] of entries) stack.push({ value: child, pointer: `${item.pointer}/${pointerSegment(key)}`, depth: item.depth + 1 });
  }
  return undefined;
}

/**
 * Whether `uri` matches an RFC 6570 template's literal parts in order (each expression matches
 * anything): leftmost occurrence of each part, which decides a `*`-glob exactly, in linear time
 * (a backtracking regular expression took seconds on a long URI).
 */
export function matchesTemplate(template: string, uri: string): boolean {
  if (uri.length > MAX_URI_LENGTH) return false;
  const parts = template.split(/\{[^}]*\}/);
  if (parts.length === 1) return template === uri;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (!uri.startsWith(first) || uri.length < first.length + last.length || !uri.endsWith(last)) return false;
  let at = first.length;
  const end = uri.length - last.length;
  for (const part of parts.slice(1, -1)) {
    const found = uri.indexOf(part, at);
    if (found === -1 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}
