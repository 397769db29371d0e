import { InputError, oneLine } from '../errors.js';
import type { RunConfig } from './types.js';

/** Timeouts given for one run (command-line options, action inputs): over every server's config. */
export interface TimeoutOverrides {
  requestMs?: number;
  totalMs?: number;
  oracleMs?: number;
}

/** A number of milliseconds a person typed, or undefined when empty; `label` names where (`--timeout`, `input timeout`). */
export function milliseconds(text: string | undefined, label: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!/^\s*[0-9]+\s*$/.test(text) || !Number.isSafeInteger(value) || value < 1) throw new InputError(`${label} must be a whole number of milliseconds (got "${oneLine(text, 40)}")`);
  return value;
}

/** The run's timeouts over every server's: the job's budget is the caller's business. */
export function overrideTimeouts(config: RunConfig, overrides: TimeoutOverrides): RunConfig {
  for (const server of config.servers) {
    server.requestTimeoutMs = overrides.requestMs ?? server.requestTimeoutMs;
    server.totalTimeoutMs = overrides.totalMs ?? server.totalTimeoutMs;
    server.oracleTimeoutMs = overrides.oracleMs ?? server.oracleTimeoutMs;
  }
  return config;
}
