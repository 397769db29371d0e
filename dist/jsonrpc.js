/** A capability is declared when present and neither false nor null. */
function declares(capabilities, path) {
    let value = capabilities;
    for (const part of path.split('.')) {
        if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part))
            return false;
        value = value[part];
    }
    return value !== false && value !== null && value !== undefined;
}
/** The gate answers server-to-client requests only for capabilities it declared, and with empty data. */
function answerAsClient(method, clientCapabilities) {
    if (method === 'roots/list' && declares(clientCapabilities, 'roots'))
        return { roots: [] };
    return undefined;
}

// The SDK's `_meta` keys of the stateless era, spelled out here so that reading a config or a
// contract loads no SDK code; test/jsonrpc.test.ts holds them equal to the SDK's.
const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';
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

/**
 * Parses one line a server wrote: a SyntaxError for a line that is not JSON, a TypeError for
 * JSON that is not one JSON-RPC 2.0 message (the SDK's strict envelope: a request, a
 * notification, a result or an error; params and result JSON objects; an integer error code).
 */
function parseJsonRpcMessage(line) {
    const value = JSON.parse(line);
    if (!isJsonRpcMessage(value))
        throw new TypeError('not a JSON-RPC 2.0 message');
    return value;
}
function isJsonRpcMessage(value) {
    if (!isObject(value) || value.jsonrpc !== '2.0')
        return false;
    const only = (...allowed) => Object.keys(value).every((key) => allowed.includes(key));
    if (typeof value.method === 'string') {
        if (value.params !== undefined && !isObject(value.params))
            return false;
        return Object.hasOwn(value, 'id') ? isId(value.id) && only('jsonrpc', 'id', 'method', 'params') : only('jsonrpc', 'method', 'params');
    }
    if (Object.hasOwn(value, 'result'))
        return isId(value.id) && isObject(value.result) && only('jsonrpc', 'id', 'result');
    if (Object.hasOwn(value, 'error')) {
        const error = value.error;
        const idOk = !Object.hasOwn(value, 'id') || isId(value.id);
        return idOk && isObject(error) && Number.isInteger(error.code) && typeof error.message === 'string' && only('jsonrpc', 'id', 'error');
    }
    return false;
}
/** The guards below take a message already checked (by parseJsonRpcMessage, or the SDK's HTTP transports). */
const isRequest = (message) => 'method' in message && 'id' in message;
const isNotification = (message) => 'method' in message && !('id' in message);
const isResultResponse = (message) => 'result' in message;
const isErrorResponse = (message) => 'error' in message;
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function isId(value) {
    return typeof value === 'string' || Number.isInteger(value);
}

export { CLIENT_CAPABILITIES_META_KEY as C, PROTOCOL_VERSION_META_KEY as P, SERVER_INFO_META_KEY as S, isResultResponse as a, isErrorResponse as b, isRequest as c, declares as d, isNotification as e, CLIENT_INFO as f, answerAsClient as g, isJsonRpcMessage as i, parseJsonRpcMessage as p, statelessEnvelope as s };
