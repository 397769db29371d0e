// Tool schemas of realistic size and shape (~1 KB each): pydantic-style `$defs`, enums,
// nullable unions, a const-discriminated union and nested objects. Every schema is distinct.
import type { Contract } from '../src/contract/types.js';
import { contractOf, sideWithTool } from '../test/helpers/contracts.js';

export type Variant = 'same' | 'narrowed' | 'reworded';

export function realisticTool(i: number, variant: Variant = 'same'): Record<string, unknown> {
  const codeLength = variant === 'narrowed' ? 8 : 16;
  return {
    name: `tool_${i}`,
    description: variant === 'reworded' ? `Looks up record ${i} and its address, newest first.` : `Look up record ${i} with its address.`,
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: {
        Address: {
          type: 'object',
          title: 'Address',
          properties: {
            street: { type: 'string', maxLength: 200 },
            city: { type: 'string' },
            country: { $ref: '#/$defs/Country' },
            postcode: { anyOf: [{ type: 'string', pattern: '^[0-9A-Z -]{3,10}$' }, { type: 'null' }], default: null },
          },
          required: ['street', 'city', 'country'],
        },
        Country: { type: 'string', enum: ['DE', 'FR', 'GB', 'US', 'JP'], title: 'Country' },
        ByCode: { type: 'object', properties: { kind: { const: 'code' }, code: { type: 'string', maxLength: codeLength } }, required: ['kind', 'code'] },
        ByName: { type: 'object', properties: { kind: { const: 'name' }, name: { type: 'string', minLength: 1 } }, required: ['kind', 'name'] },
      },
      properties: {
        [`record_${i}`]: { type: 'integer', minimum: 0, maximum: 9007199254740991, title: 'Record' },
        lookup: { oneOf: [{ $ref: '#/$defs/ByCode' }, { $ref: '#/$defs/ByName' }], discriminator: { propertyName: 'kind' } },
        address: { $ref: '#/$defs/Address' },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 10, uniqueItems: true },
      },
      required: [`record_${i}`, 'lookup'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: { id: { type: 'string' }, status: { type: 'string', enum: ['ok', 'missing'] }, address: { type: ['object', 'null'], properties: { city: { type: 'string' } } } },
      required: ['id', 'status'],
    },
  };
}

/** A contract of `count` realistic tools; the first `changed` are narrowed (even) or reworded (odd). */
export function realisticContract(count: number, changed = 0): Contract {
  const tools = Array.from({ length: count }, (_, i) => realisticTool(i, i < changed ? (i % 2 === 0 ? 'narrowed' : 'reworded') : 'same'));
  return contractOf({ ...sideWithTool({}), tools });
}
