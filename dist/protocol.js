/** Released revisions of the initialize/initialized era, oldest first. Strings, never compared as dates. */
const HANDSHAKE_REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
/** Released revisions of the stateless era (`server/discover`, per-request `_meta`). */
const STATELESS_REVISIONS = ['2026-07-28'];
const RELEASED_REVISIONS = [...HANDSHAKE_REVISIONS, ...STATELESS_REVISIONS];
function eraOf(revision) {
    if (HANDSHAKE_REVISIONS.includes(revision))
        return 'handshake';
    if (STATELESS_REVISIONS.includes(revision))
        return 'stateless';
    return undefined;
}
/** The four discovery lists: method, the capability that declares it, the result key and the item identity field. */
const LISTS = [
    { list: 'tools', method: 'tools/list', capability: 'tools', key: 'tools', identity: 'name', changed: 'notifications/tools/list_changed' },
    { list: 'resources', method: 'resources/list', capability: 'resources', key: 'resources', identity: 'uri', changed: 'notifications/resources/list_changed' },
    { list: 'resourceTemplates', method: 'resources/templates/list', capability: 'resources', key: 'resourceTemplates', identity: 'uriTemplate', changed: 'notifications/resources/list_changed' },
    { list: 'prompts', method: 'prompts/list', capability: 'prompts', key: 'prompts', identity: 'name', changed: 'notifications/prompts/list_changed' },
];

export { HANDSHAKE_REVISIONS as H, LISTS as L, RELEASED_REVISIONS as R, STATELESS_REVISIONS as S, eraOf as e };
