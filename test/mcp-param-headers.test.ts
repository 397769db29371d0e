// The Mcp-Param headers the gate sends with a tools/call (2026-07-28 over Streamable HTTP, SEP-2243):
// each x-mcp-header property mirrored, encoded by the spec's rules.
import { describe, expect, it } from 'vitest';
import { mcpParamHeaders } from '../src/probes/mcp-param-headers.js';

const schema = {
  type: 'object',
  properties: {
    region: { type: 'string', 'x-mcp-header': 'Region' },
    priority: { type: 'integer', 'x-mcp-header': 'Priority' },
    verbose: { type: 'boolean', 'x-mcp-header': 'Verbose' },
    note: { type: 'string', 'x-mcp-header': 'Note' },
    target: { type: 'object', properties: { zone: { type: 'string', 'x-mcp-header': 'Zone' } } },
    query: { type: 'string' },
  },
};

describe('mcpParamHeaders', () => {
  it('mirrors each declared property: strings as they are, numbers in decimal, booleans lower case, nested ones by their path', () => {
    expect(mcpParamHeaders(schema, { region: 'us-west1', priority: 42, verbose: false, target: { zone: 'b' }, query: 'SELECT 1' })).toEqual({
      'Mcp-Param-Region': 'us-west1',
      'Mcp-Param-Priority': '42',
      'Mcp-Param-Verbose': 'false',
      'Mcp-Param-Zone': 'b',
    });
  });

  it('sends Base64 for what a plain field value cannot hold: non-ASCII, control characters, whitespace at an end, empty, the sentinel itself', () => {
    const notes = ['Hello, 世界', 'line1\nline2', ' padded', 'x ', '', '=?base64?eA==?=', 'us west 1', '\tindented'];
    expect(notes.map((note) => mcpParamHeaders(schema, { note })['Mcp-Param-Note'])).toEqual([
      '=?base64?SGVsbG8sIOS4lueVjA==?=',
      '=?base64?bGluZTEKbGluZTI=?=',
      '=?base64?IHBhZGRlZA==?=',
      '=?base64?eCA=?=',
      '=?base64??=',
      '=?base64?PT9iYXNlNjQ/ZUE9PT89?=',
      'us west 1',
      '=?base64?CWluZGVudGVk?=',
    ]);
  });

  it('omits a header for an absent or null value, one of no header type, an unsafe integer; none at all for a tool whose declarations break the rules', () => {
    expect(mcpParamHeaders(schema, { region: null, priority: 2 ** 60, verbose: 'yes', note: { a: 1 } })).toEqual({ 'Mcp-Param-Verbose': 'yes' });
    expect(mcpParamHeaders({ type: 'object', properties: { a: { type: 'object', 'x-mcp-header': 'A' } } }, { a: {} })).toEqual({});
    expect(mcpParamHeaders(schema, 'not an object')).toEqual({});
  });
});
