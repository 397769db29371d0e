import type { JsonObject } from '../contract/types.js';

/** A capability is declared when present and neither false nor null. */
export function declares(capabilities: JsonObject, path: string): boolean {
  let value: unknown = capabilities;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return false;
    value = (value as JsonObject)[part];
  }
  return value !== false && value !== null && value !== undefined;
}

/** The gate answers server-to-client requests only for capabilities it declared, and with empty data. */
export function answerAsClient(method: string, clientCapabilities: JsonObject): JsonObject | undefined {
  if (method === 'roots/list' && declares(clientCapabilities, 'roots')) return { roots: [] };
  return undefined;
}
