import type { Redactor } from '../redact.js';

/**
 * What the CLI's commands share with program.ts: its streams and the option shapes. A file of
 * its own, below every command, so that program.ts can load the commands and none of them
 * imports program.ts back.
 */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  isTty: boolean;
}

/** What commands get: output that passes through the run's redactor, and an environment of own properties only. */
export interface CommandIo extends CliIo {
  redactor: Redactor;
  /** A warning line on stderr. */
  warn(text: string): void;
}

/** Options every command that reaches a live server shares. */
export interface ServerSelection {
  config?: string;
  server?: string;
  url?: string;
  sse?: boolean;
  name?: string;
  /** `--env NAME=VALUE`, repeatable: literal environment values for a command-line stdio server. */
  env?: string[];
  /** `--env-passthrough NAME`, repeatable: variables passed on to a command-line stdio server. */
  envPassthrough?: string[];
  /** `--timeout MS` and `--total-timeout MS`: over every server's timeouts.requestMs and timeouts.totalMs. */
  timeout?: string;
  totalTimeout?: string;
  /** false with `--no-build`: the config's build command is not run. */
  build?: boolean;
}

/** Options of the commands that write a report (check, diff). */
export interface OutputOptions {
  report?: string;
  format?: string[];
  failOn: string;
  semver?: string;
}

export interface TranscriptOptions {
  transcript?: string;
  transcriptBodies?: boolean;
}
