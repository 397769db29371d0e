import type { Level } from '../diff/levels.js';
import { failureLevel, type CheckIdReporting, type FailingCheckId } from './checks.js';

/**
 * One checked fact about the live server beyond its discovery lists: negotiation policy,
 * lifecycle order, schemas that compile, canonical examples, the subscription probe. A
 * failing check carries a level and fails the gate like a change of that level would.
 */
export interface Evidence {
  /** Stable, machine-readable cause (snake_case), e.g. missing_required_capabilities: an id of ./checks.ts (a report read from a file may hold any). */
  check: string;
  status: 'pass' | 'fail' | 'info';
  level?: Level;
  /** What it is about: `server`, `tool:get_forecast`, `example:forecast-london`, `resource:weather://stations`. */
  subject: string;
  message: string;
  details?: unknown;
}

/** A failed check; its level comes from the catalogue (./checks.ts), never from the caller. */
export function failed(check: FailingCheckId, subject: string, message: string, details?: unknown): Evidence {
  return { check, status: 'fail', level: failureLevel(check), subject, message, ...(details === undefined ? {} : { details }) };
}

export function passed(check: CheckIdReporting<'pass'>, subject: string, message: string, details?: unknown): Evidence {
  return { check, status: 'pass', subject, message, ...(details === undefined ? {} : { details }) };
}

export function info(check: CheckIdReporting<'info'>, subject: string, message: string, details?: unknown): Evidence {
  return { check, status: 'info', subject, message, ...(details === undefined ? {} : { details }) };
}
