import type { AcceptCommands } from '../outcome.js';
import type { MarkdownOptions } from '../markdown.js';
import type { Contract } from '../../contract/types.js';

/** What a format may need besides the report; all optional, each format does without. */
export interface FormatContext {
  /** The terminal's first line, e.g. `mcp-contract check`. */
  title?: string;
  /** The run gates nothing (diff without --fail-on): the terminal says what was found, no PASS or FAIL; JSON and SARIF write no verdict. */
  findingsOnly?: boolean;
  /** `diff`: the two files compared, as the command line named them (OLD → NEW; never golden or live). */
  comparison?: { before: string; after: string };
  /** ANSI colours (terminal only; never in a file). */
  colour?: boolean;
  /** Per server name: the contracts compared and the text of the file its pointers lead into (the golden contract). */
  servers?: Record<string, ServerContext>;
  /** Markdown: per server, the commands that accept its drift. */
  acceptCommands?: Record<string, AcceptCommands>;
  /** Markdown in the pull request (comment, job summary): its marker, size limit, links, approval ways and precomputed diffs. */
  markdown?: Partial<Omit<MarkdownOptions, 'acceptCommands'>>;
}

export interface ServerContext {
  /** The contract the changes start from (golden) and the one they lead to (live, or the second file of a diff). */
  before?: Contract;
  after?: Contract;
  /** Reads the text of the report's `contract` file, for line numbers (SARIF): only a format that needs it pays for it. */
  contractText?: () => string | undefined;
  /** SARIF: the contract file's path from the repository root (code scanning resolves it there); default: the report's `contract`. */
  artifactUri?: string;
}
