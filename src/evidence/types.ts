import type { Level } from '../diff/levels.js';

/**
 * One checked fact about the live server beyond its discovery lists: negotiation policy,
 * lifecycle order, schemas that compile, canonical examples, the subscription probe. A
 * failing check carries a level and fails the gate like a change of that level would.
 */
export interface Evidence {
  /** Stable, machine-readable cause (snake_case), e.g. missing_required_capabilities. */
  check: string;
  status: 'pass' | 'fail' | 'info';
  level?: Level;
  /** What it is about: `server`, `tool:get_forecast`, `example:forecast-london`, `resource:weather://stations`. */
  subject: string;
  message: string;
  details?: unknown;
}

export function failed(check: string, level: Level, subject: string, message: string, details?: unknown): Evidence {
  return { check, status: 'fail', level, subject, message, ...(details === undefined ? {} : { details }) };
}

export function passed(check: string, subject: string, message: string, details?: unknown): Evidence {
  return { check, status: 'pass', subject, message, ...(details === undefined ? {} : { details }) };
}

export function info(check: string, subject: string, message: string, details?: unknown): Evidence {
  return { check, status: 'info', subject, message, ...(details === undefined ? {} : { details }) };
}
