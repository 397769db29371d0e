// The fault profiles of `mcp-contract serve`: each a named, versioned misbehaviour, documented
// in docs/serve.md like a test vector. A profile's behaviour never changes under its version:
// a different behaviour is a new version (name@2), so a test that names name@1 keeps its meaning.
import { InputError } from '../errors.js';

export type FaultName =
  | 'wrong-id'
  | 'expired-cursor'
  | 'list-changed-mid-walk'
  | 'invalid-structured-content'
  | 'slow'
  | 'unknown-result-type'
  | 'entry-appears-mid-walk'
  | 'undeclared-elicitation'
  | 'late-after-cancel'
  | 'subscription-breaks'
  | 'silent-list-change';

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
  { name: 'unknown-result-type', version: 1, summary: 'stateless era only: every list result carries a resultType the protocol does not define' },
  { name: 'entry-appears-mid-walk', version: 1, summary: "a list's first entry is missing from page one and present from page two on: the last item of page one comes again" },
  { name: 'undeclared-elicitation', version: 1, summary: 'an elicitation/create request is sent before every list answer, whatever the client declared' },
  { name: 'late-after-cancel', version: 1, summary: 'answers (but to initialize, server/discover, ping) wait for notifications/cancelled or --delay-ms, then are sent anyway' },
  { name: 'subscription-breaks', version: 1, summary: 'resources/subscribe is accepted, but notifications/resources/updated never follows' },
  { name: 'silent-list-change', version: 1, summary: "a list's first entry is missing until --change-after-ms after the list was first asked for, then present: no list_changed is sent" },
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
