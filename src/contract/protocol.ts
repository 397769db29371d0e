// The protocol's vocabulary a contract is written in: eras, released revisions, the discovery lists.
export type Era = 'handshake' | 'stateless';

/** Released revisions of the initialize/initialized era, oldest first. Strings, never compared as dates. */
export const HANDSHAKE_REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as const;
/** Released revisions of the stateless era (`server/discover`, per-request `_meta`). */
export const STATELESS_REVISIONS = ['2026-07-28'] as const;
export const RELEASED_REVISIONS: readonly string[] = [...HANDSHAKE_REVISIONS, ...STATELESS_REVISIONS];

export function eraOf(revision: string): Era | undefined {
  if ((HANDSHAKE_REVISIONS as readonly string[]).includes(revision)) return 'handshake';
  if ((STATELESS_REVISIONS as readonly string[]).includes(revision)) return 'stateless';
  return undefined;
}

/** The four discovery lists: method, the capability that declares it, the result key and the item identity field. */
export const LISTS = [
  { list: 'tools', method: 'tools/list', capability: 'tools', key: 'tools', identity: 'name', changed: 'notifications/tools/list_changed' },
  { list: 'resources', method: 'resources/list', capability: 'resources', key: 'resources', identity: 'uri', changed: 'notifications/resources/list_changed' },
  { list: 'resourceTemplates', method: 'resources/templates/list', capability: 'resources', key: 'resourceTemplates', identity: 'uriTemplate', changed: 'notifications/resources/list_changed' },
  { list: 'prompts', method: 'prompts/list', capability: 'prompts', key: 'prompts', identity: 'name', changed: 'notifications/prompts/list_changed' },
] as const;
export type ListSpec = (typeof LISTS)[number];
export type ListName = ListSpec['list'];

/** What a cacheable result without a `cacheScope` is taken to be (2026-07-28): kept by the requesting client only. */
export const DEFAULT_CACHE_SCOPE = 'private';
