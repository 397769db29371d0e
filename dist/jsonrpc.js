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

export { isResultResponse as a, isErrorResponse as b, isRequest as c, declares as d, isNotification as e, isJsonRpcMessage as i, parseJsonRpcMessage as p };
