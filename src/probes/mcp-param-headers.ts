// The `Mcp-Param-{Name}` headers of a tools/call (2026-07-28, Streamable HTTP, SEP-2243): every
// input property the tool declares `x-mcp-header` on is mirrored into a header, so that gateways
// can route on it and the server can check it against the body. A conforming server refuses a
// call whose headers are missing or disagree, so the gate, calling tools, sends them as a host would.
import { scanMcpHeaders } from '../diff/mcp-headers.js';
import { ownValue } from '../json/own.js';

const BASE64_PREFIX = '=?base64?';
const BASE64_SUFFIX = '?=';

/** The headers for a call of a tool with `inputSchema` and `args`; none for a schema whose declarations break the rules (clients drop that tool). */
export function mcpParamHeaders(inputSchema: unknown, args: unknown): Record<string, string> {
  const scan = scanMcpHeaders(inputSchema);
  const headers: Record<string, string> = {};
  if (scan.problem !== undefined) return headers;
  for (const { path, name } of scan.declarations) {
    const text = headerText(valueAt(args, path));
    // An absent or null value, or one of no header type, sends no header (the spec's "omit").
    if (text !== undefined) headers[`Mcp-Param-${name}`] = encoded(text);
  }
  return headers;
}

function valueAt(args: unknown, path: readonly string[]): unknown {
  let node = args;
  for (const key of path) node = node !== null && typeof node === 'object' && !Array.isArray(node) ? ownValue(node as Record<string, unknown>, key) : undefined;
  return node;
}

/** A primitive as the spec writes it: strings as they are, booleans lower case, safe numbers in decimal. */
function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))) return String(value);
  return undefined;
}

/**
 * A plain field value when it is one (visible ASCII, space and tab, no whitespace at either end,
 * not empty, not looking like the sentinel), else `=?base64?{UTF-8 in Base64}?=`.
 */
function encoded(text: string): string {
  const plain = text.length > 0 && text === text.trim() && /^[\t\x20-\x7e]*$/.test(text) && !(text.startsWith(BASE64_PREFIX) && text.endsWith(BASE64_SUFFIX));
  return plain ? text : `${BASE64_PREFIX}${Buffer.from(text, 'utf8').toString('base64')}${BASE64_SUFFIX}`;
}
