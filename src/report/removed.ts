import type { Change } from '../diff/change.js';
import type { ServerReport } from './report.js';

/** The rules a removed server's review finds, one per kind of entity its clients lose. */
const LOST: ReadonlyArray<[rule: string, one: string, many: string]> = [
  ['tool-removed', 'tool', 'tools'],
  ['resource-removed', 'resource', 'resources'],
  ['resource-template-removed', 'resource template', 'resource templates'],
  ['prompt-removed', 'prompt', 'prompts'],
];

/**
 * What a server the pull request removed from the config did, in one sentence for every view
 * (terminal, Markdown): it was not run (no "in sync"), what its clients lose (the intended
 * change), and whether that still needs an approval. Plain words and counts: no server text;
 * `first` is the first word as the view writes it.
 */
export function removedText(server: ServerReport, first = 'Removed'): string {
  const head = `${first} from the config by this pull request, so not run`;
  const review = server.review;
  if (!review || review.note) return `${head}: it has no golden contract at the base, so nothing to review.`;
  const { text, total } = lostEntities(review.changes);
  if (total === 0) return `${head}: its golden contract at the base leaves nothing to review.`;
  const breaking = review.changes.some((change) => change.level === 'breaking');
  const state = review.unapproved.length ? 'breaking unless approved' : breaking ? 'breaking, approved' : 'not breaking';
  return `${head}: its ${text} ${total === 1 ? 'is' : 'are'} removed for its clients (the intended change, ${state}).`;
}

/** "2 tools and 1 prompt": the entities the removal takes away, by kind. */
function lostEntities(changes: Change[]): { text: string; total: number } {
  const counted = LOST.map(([rule, one, many]) => {
    const count = changes.filter((change) => change.rule === rule).length;
    return { count, text: `${count} ${count === 1 ? one : many}` };
  }).filter(({ count }) => count > 0);
  const texts = counted.map(({ text }) => text);
  const text = texts.length > 1 ? `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)!}` : (texts[0] ?? '');
  return { text, total: counted.reduce((sum, { count }) => sum + count, 0) };
}
