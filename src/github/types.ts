import type { FormatName } from '../report/formats/index.js';
import type { SemverMode } from '../policy/semver.js';
import type { FailOn } from '../policy/gate.js';
import type { AcceptTerms } from '../commands/update.js';
import type { Redactor } from '../redact.js';
import type { IssueComments } from './sticky-comment.js';

/** The slice of @actions/core the action uses: passed in, so nothing below main.ts imports @actions/*. */
export interface ActionsCore {
  getInput(name: string): string;
  setOutput(name: string, value: unknown): void;
  setSecret(secret: string): void;
  info(message: string): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  notice(message: string, properties?: AnnotationProperties): void;
  setFailed(message: string): void;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
}

export interface ActionDeps {
  core: ActionsCore;
  /** Comments API for a token, or undefined when commenting is off. */
  comments: (token: string) => IssueComments;
  /** Issues API for a token (mode: monitor's drift issue); undefined where no issue is managed. */
  issues?: (token: string) => DriftIssues;
  env: NodeJS.ProcessEnv;
  /** The action's own folder (where action.yml is): names docs/rules.md when the action runs from the workspace (uses: ./). */
  actionRoot?: string;
  /** The run's secrets, for what does not pass `core` (files, the comment); `core` is already redacting. */
  redactor: Redactor;
}

export type CommentMode = 'always' | 'on-change' | 'never';

export interface Settings {
  cwd: string;
  /** The folder the gate may write in: GITHUB_WORKSPACE. */
  root: string;
  mode: 'check' | 'update' | 'report' | 'monitor';
  failOn: FailOn;
  /** The semver input: off, warn or enforce; unset, each server's config decides. */
  semver?: SemverMode;
  /** always; on-change (only when there is something to say, or to update an earlier comment); never. */
  comment: CommentMode;
  annotations: boolean;
  token: string;
  /** The pr-number input, when given: it outranks the event's pull request. */
  prNumber?: number;
  approveLabel: string;
  /** The policy file, absolute. */
  policyFile: string;
  approveOnMajorBump: boolean;
  /** mode: update: accept the breaking changes it makes with this reason (and last day), as `update --approve`. */
  approve?: AcceptTerms;
  reportPath: string;
  /** The format input: more report files, each a format of the registry (sarif, junit, markdown, ...). */
  formats: Array<{ name: FormatName; file: string }>;
  concurrency: number;
  /** Where each server's session transcript is written (for upload-artifact), if anywhere. */
  transcriptDir?: string;
  transcriptBodies: boolean;
}

/** One issue, as the REST API lists it (the fields the monitor reads). */
export interface DriftIssue {
  number: number;
  body?: string | null;
  html_url?: string;
  state?: string;
  user?: { login?: string; type?: string } | null;
  /** Set on a pull request: the issues API lists them with the issues. */
  pull_request?: unknown;
}

/** The few GitHub REST calls the drift issue needs; main.ts adapts Octokit to this, tests use a real local HTTP server. */
export interface DriftIssues {
  /** Every open issue with this label, all pages. */
  listOpen(label: string): Promise<DriftIssue[]>;
  create(issue: { title: string; body: string; labels: string[] }): Promise<{ number: number; url?: string }>;
  update(number: number, change: { title?: string; body?: string; state?: 'open' | 'closed'; state_reason?: 'completed' }): Promise<{ number: number; url?: string }>;
  comment(number: number, body: string): Promise<{ id: number; url?: string }>;
  /** The token's own login (GET /user); undefined for an installation token (GITHUB_TOKEN), which may not ask. */
  me(): Promise<string | undefined>;
}
