import type { Contract } from '../../contract/types.js';
import { definitionDiffs } from '../definition-diffs.js';
import { renderMarkdown } from '../markdown.js';
import { reportJson, type Report } from '../report.js';
import { renderTerminal } from '../terminal.js';
import { renderJunit } from './junit.js';
import { renderSarif } from './sarif.js';

/**
 * One output interface for every report format: a name, a default file extension, and a pure
 * render(report, context) -> text. The CLI (`--format NAME[=FILE]`) and the action pick formats
 * from this registry by name.
 */
export interface OutputFormat {
  name: FormatName;
  /** The extension of a file of this format, with its dot (`.sarif`, `.junit.xml`). */
  extension: string;
  /** A short line for help texts. */
  description: string;
  render(report: Report, context?: FormatContext): string;
}

/** What a format may need besides the report; all optional, each format does without. */
export interface FormatContext {
  /** The terminal's first line, e.g. `mcp-contract check`. */
  title?: string;
  /** ANSI colours (terminal only; never in a file). */
  colour?: boolean;
  /** Per server name: the contracts compared and the text of the file its pointers lead into (the golden contract). */
  servers?: Record<string, ServerContext>;
  /** Markdown: per server, the command that accepts its drift. */
  acceptCommands?: Record<string, string>;
}

export interface ServerContext {
  /** The contract the changes start from (golden) and the one they lead to (live, or the second file of a diff). */
  before?: Contract;
  after?: Contract;
  /** The text of the report's `contract` file, for line numbers (SARIF). */
  contractText?: string;
  /** SARIF: the contract file's path from the repository root (code scanning resolves it there); default: the report's `contract`. */
  artifactUri?: string;
}

export const FORMAT_NAMES = ['terminal', 'json', 'markdown', 'sarif', 'junit'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

export const FORMATS: Readonly<Record<FormatName, OutputFormat>> = {
  terminal: {
    name: 'terminal',
    extension: '.txt',
    description: 'grouped, readable diff (colour only on a TTY)',
    render: (report, context = {}) => renderTerminal(report, context.title ?? 'mcp-contract', context.colour ?? false),
  },
  json: {
    name: 'json',
    extension: '.json',
    description: 'the JSON report (src/report/report.schema.json)',
    render: (report) => reportJson(report),
  },
  markdown: {
    name: 'markdown',
    extension: '.md',
    description: 'GitHub Markdown, as in the PR comment and job summary',
    render: (report, context = {}) =>
      renderMarkdown(report, {
        acceptCommands: context.acceptCommands ?? {},
        diffs: Object.fromEntries(Object.entries(context.servers ?? {}).map(([name, server]) => [name, definitionDiffs(server.before, server.after)])),
        limit: Number.POSITIVE_INFINITY, // a file has no size limit
      }),
  },
  sarif: {
    name: 'sarif',
    extension: '.sarif',
    description: 'SARIF 2.1.0, for code scanning (github/codeql-action/upload-sarif)',
    render: (report, context = {}) => renderSarif(report, context),
  },
  junit: {
    name: 'junit',
    extension: '.junit.xml',
    description: 'JUnit XML: a testsuite per server, a testcase per entity',
    render: (report, context = {}) => renderJunit(report, context),
  },
};

export function isFormatName(name: string): name is FormatName {
  return (FORMAT_NAMES as readonly string[]).includes(name);
}
