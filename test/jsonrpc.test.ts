// The gate reads JSON-RPC and names the SDK's constants without loading the SDK (its schema
// module is most of a stdio run's start-up): here both are held equal to the SDK's own.
import * as sdk from '@modelcontextprotocol/client';
import { DEFAULT_INHERITED_ENV_VARS as SDK_INHERITED } from '@modelcontextprotocol/client/stdio';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, PROTOCOL_VERSION_META_KEY, SERVER_INFO_META_KEY } from '../src/negotiate/protocol.js';
import { DEFAULT_INHERITED_ENV_VARS } from '../src/transport/connect.js';
import { isErrorResponse, isNotification, isRequest, isResultResponse, keepMessageText, messageTextOf, parseJsonRpcMessage } from '../src/transport/jsonrpc.js';

/** The SDK's verdict on a line: a message, or which kind of failure. */
function sdkVerdict(line: string): string {
  try {
    sdk.deserializeMessage(line);
    return 'message';
  } catch (error) {
    return error instanceof SyntaxError ? 'not JSON' : 'not JSON-RPC';
  }
}

function ourVerdict(line: string): string {
  try {
    parseJsonRpcMessage(line);
    return 'message';
  } catch (error) {
    return error instanceof SyntaxError ? 'not JSON' : 'not JSON-RPC';
  }
}

const LINES = [
  '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
  '{"jsonrpc":"2.0","id":"a","method":"tools/list","params":{"cursor":"x"}}',
  '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}',
  '{"jsonrpc":"2.0","id":1,"result":{"tools":[],"extra":{"kept":true}}}',
  '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}',
  '{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error","data":{"x":1}}}',
  '{"jsonrpc":"2.0","id":1.5,"result":{}}',
  '{"jsonrpc":"2.0","id":null,"result":{}}',
  '{"jsonrpc":"2.0","id":1,"result":[]}',
  '{"jsonrpc":"2.0","id":1,"result":{},"extra":1}',
  '{"jsonrpc":"1.0","id":1,"result":{}}',
  '{"jsonrpc":"2.0","id":1,"method":"x","params":[1]}',
  '{"jsonrpc":"2.0","id":1,"error":{"code":1.5,"message":"x"}}',
  '{"jsonrpc":"2.0","id":1,"error":{"code":1}}',
  '{"jsonrpc":"2.0","id":1}',
  '{"jsonrpc":"2.0","method":7}',
  '[{"jsonrpc":"2.0","method":"x"}]',
  '"just a string"',
  'null',
  '{not json',
  '',
];

describe('JSON-RPC without the SDK', () => {
  it('accepts and refuses the lines the SDK accepts and refuses', () => {
    expect(LINES.map(ourVerdict)).toEqual(LINES.map(sdkVerdict));
  });

  it('agrees with the SDK on random envelopes (property)', () => {
    const part = fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 1 }), fc.constantFrom('2.0', 1, 'x', {}, [], { code: -1, message: 'm' }, { code: 1.5, message: 'm' }));
    fc.assert(
      fc.property(fc.record({ jsonrpc: part, id: part, method: part, params: part, result: part, error: part, other: part }, { requiredKeys: [] }), (fields) => {
        const line = JSON.stringify(fields);
        expect(ourVerdict(line)).toBe(sdkVerdict(line));
      }),
      { numRuns: 3_000, seed: 20261201 },
    );
  });

  it('keeps what the server sent, where the SDK strips a malformed serverInfo from _meta', () => {
    const line = '{"jsonrpc":"2.0","id":1,"result":{"_meta":{"io.modelcontextprotocol/serverInfo":{"name":7}},"tools":[]}}';
    expect(parseJsonRpcMessage(line)).toEqual(JSON.parse(line));
  });

  it('keeps the line a result came in, by the result, for another thread to parse again; nothing for any other kind', () => {
    const lines = ['{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"__proto__"}]}}', '{"jsonrpc":"2.0","id":2,"error":{"code":-1,"message":"m"}}', '{"jsonrpc":"2.0","method":"n","params":{}}'];
    const messages = lines.map((line) => {
      const message = parseJsonRpcMessage(line);
      keepMessageText(message, line);
      return message;
    });
    const texts = messages.map((message) =>
      Object.values(message)
        .filter((part) => typeof part === 'object')
        .map((part) => messageTextOf(part)),
    );
    expect(texts).toEqual([[lines[0]], [undefined], [undefined]]);
    expect(JSON.parse(texts[0]![0]!).result).toEqual((messages[0] as { result: unknown }).result);
  });

  it('tells the four kinds apart as the SDK does', () => {
    for (const line of LINES.filter((l) => sdkVerdict(l) === 'message')) {
      const message = parseJsonRpcMessage(line);
      expect([isRequest(message), isNotification(message), isResultResponse(message), isErrorResponse(message)]).toEqual([
        sdk.isJSONRPCRequest(message),
        sdk.isJSONRPCNotification(message),
        sdk.isJSONRPCResultResponse(message),
        sdk.isJSONRPCErrorResponse(message),
      ]);
    }
  });

  it("names the SDK's _meta keys and inherited environment", () => {
    expect([PROTOCOL_VERSION_META_KEY, CLIENT_INFO_META_KEY, CLIENT_CAPABILITIES_META_KEY, SERVER_INFO_META_KEY]).toEqual([
      sdk.PROTOCOL_VERSION_META_KEY,
      sdk.CLIENT_INFO_META_KEY,
      sdk.CLIENT_CAPABILITIES_META_KEY,
      sdk.SERVER_INFO_META_KEY,
    ]);
    expect(DEFAULT_INHERITED_ENV_VARS).toEqual(SDK_INHERITED);
  });
});
