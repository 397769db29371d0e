import { definitionDiffs } from '../definition-diffs.js';
import { renderMarkdown } from '../markdown.js';
import { reportJson, type Report } from '../report.js';
import { renderTerminal } from '../terminal.js';
import { renderChangelog } from './changelog.js';
import { renderJunit } from './junit.js';
import { renderSarif } from './sarif.js';
import type { FormatContext } from './context.js';

export type { FormatContext, ServerContext } from './context.js';

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

export const FORMAT_NAMES = ['terminal', 'json', 'markdown', 'sarif', 'junit', 'changelog'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

export const FORMATS: Readonly<Record<FormatName, OutputFormat>> = {
  terminal: {
    name: 'terminal',
    extension: '.txt',
    description: 'grouped, readable diff (colour only on a TTY)',
    render: (report, context = {}) => renderTerminal(report, context.title ?? 'mcp-contract', context.colour ?? false, context.findingsOnly),
  },
  json: {
    name: 'json',
    extension: '.json',
    description: 'the JSON report (src/report/report.schema.json)',
    render: (report, context = {}) => reportJson(report, context.findingsOnly),
  },
  markdown: {
    name: 'markdown',
    extension: '.md',
    description: 'GitHub Markdown, as in the PR comment and job summary',
    render: (report, context = {}) => {
      const comparison = context.comparison && { ...context.comparison, gate: !context.findingsOnly };
      const labels = comparison ? ([comparison.before, comparison.after] as const) : undefined;
      return renderMarkdown(report, {
        acceptCommands: context.acceptCommands ?? {},
        diffs: context.markdown?.diffs ?? Object.fromEntries(Object.entries(context.servers ?? {}).map(([name, server]) => [name, definitionDiffs(server.before, server.after, labels)])),
        // A file is complete at any size: the budget of lines and characters is the PR comment's (context.markdown.limit).
        limit: Infinity,
        ...(comparison ? { comparison } : {}),
        ...context.markdown,
      });
    },
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
  changelog: {
    name: 'changelog',
    extension: '.changelog.md',
    description: 'release notes in Markdown: Breaking, Added, Changed, Deprecated, Removed',
    render: (report, context = {}) => renderChangelog(report, context),
  },
};

export function isFormatName(name: string): name is FormatName {
  return (FORMAT_NAMES as readonly string[]).includes(name);
}
