// The SDK's `_meta` keys of the stateless era, spelled out here so that reading a config or a
// contract loads no SDK code; test/jsonrpc.test.ts holds them equal to the SDK's.
export const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
export const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
export const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';
/** The stateless era's per-request log level: no notifications/message without it. */
export const LOG_LEVEL_META_KEY = 'io.modelcontextprotocol/logLevel';

/** Who the gate says it is. Its version is deliberately not the package version: contracts must not change with the gate. */
export const CLIENT_INFO = { name: 'mcp-contract-gate', version: '1' } as const;

/** The per-request `_meta` envelope of the stateless era. */
export function statelessEnvelope(revision: string, clientCapabilities: Record<string, unknown>): Record<string, unknown> {
  return {
    [PROTOCOL_VERSION_META_KEY]: revision,
    [CLIENT_INFO_META_KEY]: CLIENT_INFO,
    [CLIENT_CAPABILITIES_META_KEY]: clientCapabilities,
  };
}
