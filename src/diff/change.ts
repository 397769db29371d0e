import { createHash } from 'node:crypto';
import type { Level } from './levels.js';
import { ruleById, type RuleId } from './rules.js';

/** A value valid under one schema and not the other, checked with ajv against both before it is reported. */
export interface Witness {
  value: unknown;
  validBefore: boolean;
  validAfter: boolean;
}

/** One classified difference between two contracts: the unit of the report and of acceptances. */
export interface Change {
  rule: RuleId;
  level: Level;
  /** What changed, e.g. `tool:get_forecast`, `capabilities`, `server`. */
  entity: string;
  /** JSON pointer into the contract (the after contract; the before contract for removals). */
  pointer: string;
  /** The changed item where the pointer alone does not name it: a property, an enum value, a type, a bound. */
  item?: string;
  before?: unknown;
  after?: unknown;
  message: string;
  /** Proof of a breaking schema change: a call that worked and fails now, or output the old schema did not allow. */
  witness?: Witness;
  /** Set when the config gave the change another level than its rule's: where, and the rule's own level. */
  levelSetBy?: { origin: string; ruleLevel: Level };
  /** Stable across commits: a hash of rule, entity, pointer and item. */
  fingerprint: string;
}

export function fingerprintOf(rule: string, entity: string, pointer: string, item?: string): string {
  const parts = item === undefined ? [rule, entity, pointer] : [rule, entity, pointer, item];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}

/**
 * Every fingerprint that names the change: its own, and the one each retired id its rule
 * replaces would have given it, so an acceptance written before a rename still matches.
 */
export function fingerprintsOf(change: Pick<Change, 'rule' | 'entity' | 'pointer' | 'item' | 'fingerprint'>): string[] {
  const aliases = ruleById(change.rule).replaces.map((old) => fingerprintOf(old, change.entity, change.pointer, change.item));
  return [change.fingerprint, ...aliases];
}

export interface ChangeDetails {
  before?: unknown;
  after?: unknown;
  item?: string;
  witness?: Witness;
}

/** Builds a change; its level always comes from the rule table, never from the caller. */
export function makeChange(rule: RuleId, entity: string, pointer: string, message: string, before?: unknown, after?: unknown): Change {
  return changeOf(rule, entity, pointer, message, { before, after });
}

export function changeOf(rule: RuleId, entity: string, pointer: string, message: string, details: ChangeDetails): Change {
  const { before, after, item, witness } = details;
  return {
    rule,
    level: ruleById(rule).level,
    entity,
    pointer,
    ...(item === undefined ? {} : { item }),
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
    message,
    ...(witness === undefined ? {} : { witness }),
    fingerprint: fingerprintOf(rule, entity, pointer, item),
  };
}
