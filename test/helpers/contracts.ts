import { normalise } from '../../src/discovery/normalise.js';
import type { Contract } from '../../src/contract/types.js';
import type { Discovery } from '../../src/discovery/types.js';
import type { Side } from './fixture.js';

type Json = Record<string, unknown>;

/** The contract a server serving `side` would get, without a process: for unit tests of the pure core. */
export function contractOf(side: Side, era: 'handshake' | 'stateless' = 'handshake'): Contract {
  const discovery: Discovery = {
    server: 'unit',
    negotiated: {
      era,
      protocolVersion: String(side.protocolVersion ?? '2025-11-25'),
      serverInfo: side.serverInfo as Json,
      capabilities: (side.capabilities ?? {}) as Json,
      instructions: side.instructions as string | undefined,
    },
    clientCapabilities: (side.clientCapabilities ?? {}) as Json,
    lists: {
      tools: (side.tools ?? []) as Json[],
      resources: (side.resources ?? []) as Json[],
      resourceTemplates: (side.resourceTemplates ?? []) as Json[],
      prompts: (side.prompts ?? []) as Json[],
    },
    pages: { tools: 1, resources: 1, resourceTemplates: 1, prompts: 1 },
    readOnlyTools: [],
    transcript: [],
  };
  return normalise(discovery);
}

/** A minimal side with one tool; overrides replace its fields. */
export function sideWithTool(tool: Json, extra: Side = {}): Side {
  return {
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'unit', version: '1.0.0' },
    capabilities: { tools: {} },
    tools: [{ name: 'probe', description: 'A probe tool.', inputSchema: { type: 'object' }, ...tool }],
    ...extra,
  };
}

/** Six levels of nested oneOf: json-schema-diff runs for minutes on this, synchronously. */
export function nestedOneOf(depth: number, leaf: string): Record<string, unknown> {
  if (depth === 0) return { type: leaf };
  return { oneOf: [nestedOneOf(depth - 1, leaf), { type: 'object', properties: { [`k${depth}`]: nestedOneOf(depth - 1, leaf) } }, { type: 'array', items: nestedOneOf(depth - 1, leaf) }] };
}
