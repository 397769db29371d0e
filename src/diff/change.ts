import { createHash } from 'node:crypto';
import type { Level } from './levels.js';
import { ruleById } from './rules.js';

/** One classified difference between two contracts: the unit of the report and of acceptances. */
export interface Change {
  rule: string;
  level: Level;
  /** What changed, e.g. `tool:get_forecast`, `capabilities`, `server`. */
  entity: string;
  /** JSON pointer into the contract (the after contract; the before contract for removals). */
  pointer: string;
  before?: unknown;
  after?: unknown;
  message: string;
  /** Stable across commits: a hash of rule, entity and pointer. */
  fingerprint: string;
}

export function fingerprintOf(rule: string, entity: string, pointer: string): string {
  return createHash('sha256').update(`${rule}\u0000${entity}\u0000${pointer}`).digest('hex').slice(0, 16);
}

/** Builds a change; its level always comes from the rule table, never from the caller. */
export function makeChange(rule: string, entity: string, pointer: string, message: string, before?: unknown, after?: unknown): Change {
  return {
    rule,
    level: ruleById(rule).level,
    entity,
    pointer,
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
    message,
    fingerprint: fingerprintOf(rule, entity, pointer),
  };
}
