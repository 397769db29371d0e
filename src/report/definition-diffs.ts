import { createTwoFilesPatch } from 'diff';
import { ownValue } from '../json/own.js';
import { stableJson } from '../json/stable.js';
import { COLLECTIONS, type Contract } from '../contract/types.js';
import { entityName } from '../diff/compare.js';

/** A unified diff of one entity's definition, for a collapsible block under its changes. */
export interface DefinitionDiff {
  entity: string;
  patch: string;
}

/** Unified diffs of every entity whose definition differs between two contracts (the diff library, not hand-rolled), headed by the two sides' names. */
export function definitionDiffs(before: Contract | undefined, after: Contract | undefined, labels: readonly [string, string] = ['golden', 'live']): DefinitionDiff[] {
  if (!before || !after) return [];
  const diffs: DefinitionDiff[] = [];
  for (const { collection, kind } of COLLECTIONS) {
    const keys = [...new Set([...Object.keys(before[collection]), ...Object.keys(after[collection])])].sort();
    for (const key of keys) {
      const [b, a] = [ownValue(before[collection], key), ownValue(after[collection], key)];
      if (b?.digest === a?.digest) continue;
      const text = (entity: typeof b) => (entity ? stableJson(entity.definition) : '');
      const patch = createTwoFilesPatch(labels[0], labels[1], text(b), text(a), undefined, undefined, { context: 3 });
      diffs.push({ entity: entityName(kind, key), patch: patch.split('\n').slice(1).join('\n') }); // drop the '====' banner
    }
  }
  return diffs;
}
