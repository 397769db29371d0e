import { CONTROL, showInvisible } from './safe-text.js';

/** Exit codes, kept for the whole product (CLI and action alike). */
export const ExitCode = {
  pass: 0,
  gateFailed: 1,
  usage: 2, // usage, config or golden-file error
  discovery: 3, // the server could not be discovered
  internal: 4, // a failure of the gate itself: a bug to report
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** An error meant for the user: one line, names what and where, carries its exit code. */
export class GateError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCodeValue,
    readonly cause_?: unknown,
  ) {
    super(message);
    this.name = 'GateError';
  }
}

/** A configuration, usage or golden-file problem (exit 2). */
export class InputError extends GateError {
  constructor(message: string) {
    super(message, ExitCode.usage);
    this.name = 'InputError';
  }
}

/** Where in a discovery run an error happened: named in every discovery error. */
export interface DiscoveryLocation {
  server: string;
  method?: string;
  page?: number;
}

/** The server could not be discovered: spawn failure, timeout, protocol violation (exit 3). */
export class DiscoveryError extends GateError {
  /** The session up to the failure, when there was one: the lifecycle evidence of what went wrong. */
  transcript?: ReadonlyArray<unknown>;

  constructor(
    readonly location: DiscoveryLocation,
    readonly reason: string,
    readonly kind: DiscoveryErrorKind = 'violation',
  ) {
    super(`${describeLocation(location)}: ${reason}`, ExitCode.discovery);
    this.name = 'DiscoveryError';
  }
}

export type DiscoveryErrorKind = 'spawn' | 'connection' | 'timeout' | 'violation' | 'rpc-error' | 'unsupported-protocol-version';

export function describeLocation(location: DiscoveryLocation): string {
  const parts = [`server "${location.server}"`];
  if (location.method) parts.push(location.method);
  if (location.page !== undefined) parts.push(`page ${location.page}`);
  return parts.join(', ');
}

/**
 * Collapse text to one printable line (server-controlled text must not forge log lines), its
 * invisible characters shown as escapes (a name must not read as another).
 */
export function oneLine(text: string, max = 300): string {
  const flat = text.replace(CONTROL, ' ').trim();
  if (flat.length <= max) return showInvisible(flat);
  const end = /[\ud800-\udbff]/.test(flat[max - 2] ?? '') ? max - 2 : max - 1; // never half a surrogate pair
  return `${showInvisible(flat.slice(0, end))}…`;
}

/** The one line for a failure of the gate itself (not of the user's input or server): exit 4, a bug to report. */
export function internalErrorLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `internal error: ${oneLine(message, 500)}. This is a bug in mcp-contract-gate; please report it with this message and the command that caused it.`;
}
