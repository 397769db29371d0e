// The SDK's `_meta` keys of the stateless era, spelled out here so that reading a config or a
// contract loads no SDK code; test/jsonrpc.test.ts holds them equal to the SDK's.
const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';
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
/** Who the gate says it is. Its version is deliberately not the package version: contracts must not change with the gate. */
const CLIENT_INFO = { name: 'mcp-contract-gate', version: '1' };
/** The per-request `_meta` envelope of the stateless era. */
function statelessEnvelope(revision, clientCapabilities) {
    return {
        [PROTOCOL_VERSION_META_KEY]: revision,
        [CLIENT_INFO_META_KEY]: CLIENT_INFO,
        [CLIENT_CAPABILITIES_META_KEY]: clientCapabilities,
    };
}
/** The four discovery lists: method, the capability that declares it, the result key and the item identity field. */
const LISTS = [
    { list: 'tools', method: 'tools/list', capability: 'tools', key: 'tools', identity: 'name', changed: 'notifications/tools/list_changed' },
    { list: 'resources', method: 'resources/list', capability: 'resources', key: 'resources', identity: 'uri', changed: 'notifications/resources/list_changed' },
    { list: 'resourceTemplates', method: 'resources/templates/list', capability: 'resources', key: 'resourceTemplates', identity: 'uriTemplate', changed: 'notifications/resources/list_changed' },
    { list: 'prompts', method: 'prompts/list', capability: 'prompts', key: 'prompts', identity: 'name', changed: 'notifications/prompts/list_changed' },
];

export { CLIENT_INFO as C, HANDSHAKE_REVISIONS as H, LISTS as L, RELEASED_REVISIONS as R, STATELESS_REVISIONS as S, SERVER_INFO_META_KEY as a, eraOf as e, statelessEnvelope as s };
