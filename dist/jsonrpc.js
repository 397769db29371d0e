import { i as isJsonObject } from './safe-text.js';

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
/**
 * The line each result came in, by the result object (over stdio): what hands an answer to
 * another thread (the client judges' worker) posts this text, a copy of one string, instead of
 * the parsed object, whose structured clone costs the gate's thread more than parsing did.
 * Held weakly: the text goes with its result.
 */
const messageTexts = new WeakMap();
/** Keeps `line` as the text `message`'s result came in (a result response only). */
function keepMessageText(message, line) {
    if (isResultResponse(message))
        messageTexts.set(message.result, line);
}
/** The whole message's text `result` came in, when the transport kept it: `JSON.parse(text).result` is `result` again. */
function messageTextOf(result) {
    return messageTexts.get(result);
}
function isJsonRpcMessage(value) {
    if (!isJsonObject(value) || value.jsonrpc !== '2.0')
        return false;
    const only = (...allowed) => Object.keys(value).every((key) => allowed.includes(key));
    if (typeof value.method === 'string') {
        if (value.params !== undefined && !isJsonObject(value.params))
            return false;
        return Object.hasOwn(value, 'id') ? isId(value.id) && only('jsonrpc', 'id', 'method', 'params') : only('jsonrpc', 'method', 'params');
    }
    if (Object.hasOwn(value, 'result'))
        return isId(value.id) && isJsonObject(value.result) && only('jsonrpc', 'id', 'result');
    if (Object.hasOwn(value, 'error')) {
        const error = value.error;
        const idOk = !Object.hasOwn(value, 'id') || isId(value.id);
        return idOk && isJsonObject(error) && Number.isInteger(error.code) && typeof error.message === 'string' && only('jsonrpc', 'id', 'error');
    }
    return false;
}
/** The guards below take a message already checked (by parseJsonRpcMessage, or the SDK's HTTP transports). */
const isRequest = (message) => 'method' in message && 'id' in message;
const isNotification = (message) => 'method' in message && !('id' in message);
const isResultResponse = (message) => 'result' in message;
const isErrorResponse = (message) => 'error' in message;
function isId(value) {
    return typeof value === 'string' || Number.isInteger(value);
}

export { isResultResponse as a, isErrorResponse as b, isRequest as c, isNotification as d, isJsonRpcMessage as i, keepMessageText as k, messageTextOf as m, parseJsonRpcMessage as p };
