import { describe, expect, it } from 'vitest';
import { compareContracts } from '../src/diff/compare.js';
import { ajvAccepts } from '../src/jsonschema/witness.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';

/**
 * Every output-direction rule against the one statement of docs/rules.md: a consumer may rely on
 * what the old outputSchema guaranteed (a property that was required, a type, a value set, a
 * bound, a constraint). Each case is a real-shaped schema: git-mcp-server's `git_status` (closed
 * objects, required properties, nested arrays of objects, a union of results, `$ref`s), changed
 * in one way. Exact changes: [rule, level, item, witness]; a breaking one's witness is an output
 * the new schema allows and the old one rejects, checked with ajv here too.
 */
type Schema = Record<string, unknown>;

const conflict = {
  type: 'object',
  properties: { path: { type: 'string' }, status: { enum: ['both_modified', 'deleted_by_us', 'deleted_by_them'] } },
  required: ['path', 'status'],
  additionalProperties: false,
};

/** git_status's outputSchema as git-mcp-server 2.3 wrote it, in short. */
function gitStatus(): Schema {
  return structuredClone({
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: {
      current_branch: { type: ['string', 'null'], description: 'The current branch; null when HEAD is detached.' },
      is_clean: { type: 'boolean' },
      ahead: { type: 'integer', minimum: 0 },
      commit: { type: 'string', pattern: '^[0-9a-f]{40}$' },
      staged_changes: { $ref: '#/definitions/changes' },
      untracked_files: { type: 'array', items: { type: 'string', maxLength: 4096 }, maxItems: 1000, uniqueItems: true },
      conflicts: { type: 'array', items: conflict },
      summary: { type: 'string', maxLength: 20000 },
    },
    required: ['current_branch', 'is_clean', 'staged_changes', 'untracked_files'],
    additionalProperties: false,
    definitions: {
      changes: {
        type: 'object',
        properties: { added: { type: 'array', items: { type: 'string' } }, modified: { type: 'array', items: { type: 'string' } } },
        required: ['added', 'modified'],
        additionalProperties: false,
      },
    },
  });
}

/** The schema with one change made by `edit` on a copy. */
function changed(edit: (schema: any) => void): Schema {
  const schema = gitStatus();
  edit(schema);
  return schema;
}

const WITHOUT = { staged_changes: { added: [], modified: [] }, untracked_files: [] };

const CASES: Array<[name: string, after: Schema, expected: Array<[rule: string, level: string, item: string | null, witness: unknown]>]> = [
  [
    'required properties removed from a closed object (git-mcp-server 2.15: current_branch, is_clean)',
    changed((s) => {
      delete s.properties.current_branch;
      delete s.properties.is_clean;
      s.required = ['staged_changes', 'untracked_files'];
    }),
    [
      ['output-closed-property-removed', 'breaking', 'current_branch', WITHOUT],
      ['output-closed-property-removed', 'breaking', 'is_clean', WITHOUT],
    ],
  ],
  [
    'a required property removed from an open object',
    changed((s) => {
      delete s.additionalProperties;
      delete s.properties.is_clean;
      s.required = ['current_branch', 'staged_changes', 'untracked_files'];
    }),
    [
      ['output-additional-properties-opened', 'breaking', null, { current_branch: '', ...WITHOUT, unexpected: 'x' }],
      ['output-property-removed', 'breaking', 'is_clean', { current_branch: '', ...WITHOUT }],
    ],
  ],
  [
    'the same property made optional (a weaker change, the same verdict)',
    changed((s) => {
      s.required = ['current_branch', 'staged_changes', 'untracked_files'];
    }),
    [['output-required-removed', 'breaking', 'is_clean', { current_branch: '', ...WITHOUT }]],
  ],
  [
    'an optional property removed from a closed object',
    changed((s) => {
      delete s.properties.ahead;
    }),
    [['output-closed-optional-property-removed', 'effect-relevant', 'ahead', null]],
  ],
  [
    'a required property removed from array items, the items opened',
    changed((s) => {
      delete s.properties.conflicts.items.additionalProperties;
      delete s.properties.conflicts.items.properties.path;
      s.properties.conflicts.items.required = ['status'];
    }),
    [
      ['output-additional-properties-opened', 'breaking', null, { current_branch: '', is_clean: true, ...WITHOUT, conflicts: [{ status: 'both_modified', unexpected: 'x' }] }],
      ['output-property-removed', 'breaking', 'path', { current_branch: '', is_clean: true, ...WITHOUT, conflicts: [{ status: 'both_modified' }] }],
    ],
  ],
  [
    'a type gained (is_clean may be a string)',
    changed((s) => {
      s.properties.is_clean.type = ['boolean', 'string'];
    }),
    [['output-type-widened', 'breaking', 'string', { current_branch: '', is_clean: '', ...WITHOUT }]],
  ],
  [
    'a type lost (current_branch no longer null)',
    changed((s) => {
      s.properties.current_branch.type = 'string';
    }),
    [['output-type-narrowed', 'effect-relevant', 'null', null]],
  ],
  [
    'an enum value gained inside array items',
    changed((s) => {
      s.properties.conflicts.items.properties.status.enum.push('added_by_both');
    }),
    [['output-enum-value-added', 'breaking', '"added_by_both"', { current_branch: '', is_clean: true, ...WITHOUT, conflicts: [{ path: '', status: 'added_by_both' }] }]],
  ],
  [
    'an enum value lost',
    changed((s) => {
      s.properties.conflicts.items.properties.status.enum.pop();
    }),
    [['output-enum-value-removed', 'effect-relevant', '"deleted_by_them"', null]],
  ],
  [
    'an enum dropped for any string',
    changed((s) => {
      s.properties.conflicts.items.properties.status = { type: 'string' };
    }),
    [['output-enum-removed', 'breaking', null, { current_branch: '', is_clean: true, ...WITHOUT, conflicts: [{ path: '', status: '' }] }]],
  ],
  [
    'a looser lower bound',
    changed((s) => {
      delete s.properties.ahead.minimum;
    }),
    [['output-bound-relaxed', 'breaking', 'minimum', { current_branch: '', is_clean: true, ahead: -1, ...WITHOUT }]],
  ],
  [
    'a tighter bound',
    changed((s) => {
      s.properties.untracked_files.maxItems = 100;
    }),
    [['output-bound-tightened', 'effect-relevant', 'maxItems', null]],
  ],
  [
    'a pattern widened (short hashes)',
    changed((s) => {
      s.properties.commit.pattern = '^[0-9a-f]{7,40}$';
    }),
    [['output-pattern-widened', 'breaking', null, { current_branch: '', is_clean: true, commit: 'aaaaaaa', ...WITHOUT }]],
  ],
  [
    'a constraint removed (untracked files need not be unique)',
    changed((s) => {
      delete s.properties.untracked_files.uniqueItems;
    }),
    [['output-constraint-removed', 'breaking', 'uniqueItems', { current_branch: '', is_clean: true, staged_changes: { added: [], modified: [] }, untracked_files: ['', ''] }]],
  ],
  [
    'a closed nested object opened (behind $ref)',
    changed((s) => {
      delete s.definitions.changes.additionalProperties;
    }),
    [['output-additional-properties-opened', 'breaking', null, { current_branch: '', is_clean: true, staged_changes: { added: [], modified: [], unexpected: 'x' }, untracked_files: [] }]],
  ],
  [
    'a property added, optional and required',
    changed((s) => {
      s.properties.behind = { type: 'integer', minimum: 0 };
      s.properties.upstream = { type: 'string' };
      s.required.push('upstream');
    }),
    [
      ['output-property-added', 'effect-relevant', 'behind', null],
      ['output-required-added', 'effect-relevant', 'upstream', null],
    ],
  ],
  [
    'a union alternative gained (a detached HEAD as an object)',
    changed((s) => {
      s.properties.current_branch = {
        anyOf: [{ type: 'string' }, { type: 'null' }, { type: 'object', properties: { detached_at: { type: 'string' } }, required: ['detached_at'] }],
        description: 'The current branch; null when HEAD is detached.',
      };
    }),
    [['output-type-widened', 'breaking', 'object', { current_branch: { detached_at: '' }, is_clean: true, ...WITHOUT }]],
  ],
];

function outputChanges(before: Schema, after: Schema) {
  const wrap = (schema: Schema) => contractOf(sideWithTool({ name: 'git_status', outputSchema: schema }));
  return compareContracts(wrap(before), wrap(after)).changes;
}

describe('outputs read as consumers read them (git_status)', () => {
  it.each(CASES)('%s', (_name, after, expected) => {
    const changes = outputChanges(gitStatus(), after);
    expect(changes.map((c) => [c.rule, c.level, c.item ?? null, c.witness?.value ?? null])).toEqual(expected);
    for (const change of changes.filter((c) => c.level === 'breaking')) {
      expect([ajvAccepts(gitStatus(), change.witness!.value), ajvAccepts(after, change.witness!.value)], change.rule).toEqual([false, true]);
    }
  });

  it('on an open object: an optional property removed is effect-relevant, the object closed is effect-relevant', () => {
    const open = () =>
      changed((s) => {
        delete s.additionalProperties;
      });
    const withoutAhead = changed((s) => {
      delete s.additionalProperties;
      delete s.properties.ahead;
    });
    expect(outputChanges(open(), withoutAhead).map((c) => [c.rule, c.level, c.item ?? null, c.witness ?? null])).toEqual([['output-optional-property-removed', 'effect-relevant', 'ahead', null]]);
    expect(outputChanges(open(), gitStatus()).map((c) => [c.rule, c.level, c.item ?? null, c.witness ?? null])).toEqual([['output-additional-properties-closed', 'effect-relevant', null, null]]);
  });

  it('a discriminated union of results: a variant gained is breaking, one lost effect-relevant', () => {
    const variant = (kind: string) => ({ type: 'object', properties: { kind: { const: kind }, message: { type: 'string' } }, required: ['kind'], additionalProperties: false });
    const withResults = (...kinds: string[]) =>
      changed((s) => {
        s.properties.result = { oneOf: kinds.map(variant) };
      });
    const gained = outputChanges(withResults('ok', 'error'), withResults('ok', 'error', 'partial'));
    expect(gained.map((c) => [c.rule, c.level, c.witness?.value ?? null])).toEqual([
      ['output-variant-added', 'breaking', { current_branch: '', is_clean: true, ...WITHOUT, result: { kind: 'partial' } }],
    ]);
    expect([ajvAccepts(withResults('ok', 'error'), gained[0]!.witness!.value), ajvAccepts(withResults('ok', 'error', 'partial'), gained[0]!.witness!.value)]).toEqual([false, true]);
    expect(outputChanges(withResults('ok', 'error', 'partial'), withResults('ok', 'error')).map((c) => [c.rule, c.level])).toEqual([['output-variant-removed', 'effect-relevant']]);
  });

  it('the outputSchema removed is breaking, added is effect-relevant', () => {
    const wrap = (schema?: Schema) => contractOf(sideWithTool({ name: 'git_status', ...(schema ? { outputSchema: schema } : {}) }));
    expect(compareContracts(wrap(gitStatus()), wrap()).changes.map((c) => [c.rule, c.level])).toEqual([['tool-output-schema-removed', 'breaking']]);
    expect(compareContracts(wrap(), wrap(gitStatus())).changes.map((c) => [c.rule, c.level])).toEqual([['tool-output-schema-added', 'effect-relevant']]);
  });

  it('a looser bound past 2,000 characters of witness is breaking, its witness given by its shape', () => {
    const changes = outputChanges(
      gitStatus(),
      changed((s) => {
        s.properties.summary.maxLength = 25000;
        s.properties.untracked_files.maxItems = 5000;
      }),
    );
    expect(changes.map((c) => [c.rule, c.level, c.item, c.witness])).toEqual([
      [
        'output-bound-relaxed',
        'breaking',
        'maxLength',
        {
          shape: '{"current_branch":"","is_clean":true,"staged_changes":{"added":[],"modified":[]},"untracked_files":[],"summary":<a string of 20,001 characters: "aaaaaaaaaaaaaaaa…">}',
          validBefore: false,
          validAfter: true,
        },
      ],
      [
        'output-bound-relaxed',
        'breaking',
        'maxItems',
        { shape: '{"current_branch":"","is_clean":true,"staged_changes":{"added":[],"modified":[]},"untracked_files":<an array of 1,001 items, the first "">}', validBefore: false, validAfter: true },
      ],
    ]);
  });
});
