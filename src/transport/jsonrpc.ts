// JSON-RPC 2.0 messages as the MCP SDK's schemas shape them, checked without loading the SDK
// (its schema module is most of a stdio run's start-up) and without stripping anything.
// The types are the SDK's: type-only imports, erased from the bundle.
import type { JSONRPCErrorResponse, JSONRPCMessage, JSONRPCNotification, JSONRPCRequest, JSONRPCResultResponse } from '@modelcontextprotocol/client';
import { isJsonObject } from '../json/own.js';

/**
 * Parses one line a server wrote: a SyntaxError for a line that is not JSON, a TypeError for
 * JSON that is not one JSON-RPC 2.0 message (the SDK's strict envelope: a request, a
 * notification, a result or an error; params and result JSON objects; an integer error code).
 */
export function parseJsonRpcMessage(line: string): JSONRPCMessage {
  const value: unknown = JSON.parse(line);
  if (!isJsonRpcMessage(value)) throw new TypeError('not a JSON-RPC 2.0 message');
  return value;
}

/**
 * The line each result came in, by the result object (over stdio): what hands an answer to
 * another thread (the client judges' worker) posts this text, a copy of one string, instead of
 * the parsed object, whose structured clone costs the gate's thread more than parsing did.
 * Held weakly: the text goes with its result.
 */
const messageTexts = new WeakMap<object, string>();

/** Keeps `line` as the text `message`'s result came in (a result response only). */
export function keepMessageText(message: JSONRPCMessage, line: string): void {
  if (isResultResponse(message)) messageTexts.set(message.result, line);
}

/** The whole message's text `result` came in, when the transport kept it: `JSON.parse(text).result` is `result` again. */
export function messageTextOf(result: object): string | undefined {
  return messageTexts.get(result);
}

export function isJsonRpcMessage(value: unknown): value is JSONRPCMessage {
  if (!isJsonObject(value) || value.jsonrpc !== '2.0') return false;
  const only = (...allowed: string[]) => Object.keys(value).every((key) => allowed.includes(key));
  if (typeof value.method === 'string') {
    if (value.params !== undefined && !isJsonObject(value.params)) return false;
    return Object.hasOwn(value, 'id') ? isId(value.id) && only('jsonrpc', 'id', 'method', 'params') : only('jsonrpc', 'method', 'params');
  }
  if (Object.hasOwn(value, 'result')) return isId(value.id) && isJsonObject(value.result) && only('jsonrpc', 'id', 'result');
  if (Object.hasOwn(value, 'error')) {
    const error = value.error;
    const idOk = !Object.hasOwn(value, 'id') || isId(value.id);
    return idOk && isJsonObject(error) && Number.isInteger(error.code) && typeof error.message === 'string' && only('jsonrpc', 'id', 'error');
  }
  return false;
}

/** The guards below take a message already checked (by parseJsonRpcMessage, or the SDK's HTTP transports). */
export const isRequest = (message: JSONRPCMessage): message is JSONRPCRequest => 'method' in message && 'id' in message;
export const isNotification = (message: JSONRPCMessage): message is JSONRPCNotification => 'method' in message && !('id' in message);
export const isResultResponse = (message: JSONRPCMessage): message is JSONRPCResultResponse => 'result' in message;
export const isErrorResponse = (message: JSONRPCMessage): message is JSONRPCErrorResponse => 'error' in message;

function isId(value: unknown): boolean {
  return typeof value === 'string' || Number.isInteger(value);
}
