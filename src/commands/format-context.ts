import { relative } from 'node:path';
import { textWhenAsked } from '../files.js';
import type { FormatContext, ServerContext } from '../report/formats/index.js';
import type { ServerOutcome } from '../report/outcome.js';

/** What the formats need besides the report: the two contracts, and the golden file's text (read once, when first asked) for line numbers. */
export function formatContextOf(outcomes: ServerOutcome[], root: string): Required<Pick<FormatContext, 'servers'>> {
  const servers: Record<string, ServerContext> = Object.create(null) as Record<string, ServerContext>;
  for (const outcome of outcomes) {
    const contractText = outcome.error ? () => undefined : textWhenAsked(outcome.contractFile);
    // Code scanning resolves SARIF paths from the repository root, whatever folder the gate ran in.
    const fromRoot = relative(root, outcome.contractFile).split('\\').join('/');
    const artifactUri = fromRoot && !fromRoot.startsWith('..') ? fromRoot : undefined;
    servers[outcome.name] = { before: outcome.golden, after: outcome.current, contractText, ...(artifactUri ? { artifactUri } : {}) };
  }
  return { servers };
}
