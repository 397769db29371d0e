// The fault profiles of `mcp-contract serve`: each a named, versioned misbehaviour, documented
// in docs/serve.md like a test vector. A profile's behaviour never changes under its version:
// a different behaviour is a new version (name@2), so a test that names name@1 keeps its meaning.
import { InputError } from '../errors.js';

export type FaultName = 'wrong-id' | 'expired-cursor' | 'list-changed-mid-walk' | 'invalid-structured-content' | 'slow';

export interface FaultProfile {
  name: FaultName;
  version: number;
  summary: string;
}

export const FAULT_PROFILES: readonly FaultProfile[] = [
  { name: 'wrong-id', version: 1, summary: 'every answer except to initialize, server/discover and ping carries a JSON-RPC id no request had' },
  { name: 'expired-cursor', version: 1, summary: 'a list request that carries a cursor (page two on) is refused with -32602 "cursor expired"' },
  { name: 'list-changed-mid-walk', version: 1, summary: 'notifications/tools/list_changed is sent before every tools/list answer: the list never settles' },
  { name: 'invalid-structured-content', version: 1, summary: "tools/call answers with structuredContent that violates the tool's outputSchema" },
  { name: 'slow', version: 1, summary: 'every answer is sent --delay-ms milliseconds (default 1000) after its request arrived' },
];

/** `NAME` or `NAME@VERSION` to the profile; a name or version this build does not know is a usage error. */
export function resolveProfile(spec: string): FaultProfile {
  const [name, version] = spec.split('@', 2) as [string, string | undefined];
  const known = FAULT_PROFILES.filter((p) => p.name === name);
  if (!known.length) throw new InputError(`serve: unknown fault profile "${spec}" (known: ${FAULT_PROFILES.map((p) => `${p.name}@${p.version}`).join(', ')})`);
  if (version === undefined) return known.reduce((a, b) => (b.version > a.version ? b : a));
  const exact = known.find((p) => String(p.version) === version);
  if (!exact) throw new InputError(`serve: fault profile "${name}" has no version ${version} (known: ${known.map((p) => p.version).join(', ')})`);
  return exact;
}
