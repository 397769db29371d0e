import { makeChange, type Change } from './change.js';
import { gainedEvidence } from './text-risk.js';

/** A title or description: cosmetic unless it gained instruction-like content. */
export function textChange(key: string, entity: string, pointer: string, before: unknown, after: unknown, otherTools: OtherTools | string[], where?: string): Change {
  const b = typeof before === 'string' ? before : undefined;
  const a = typeof after === 'string' ? after : undefined;
  const evidence = [...gainedEvidence(b, a), ...gainedToolMentions(b, a, otherTools)];
  const label = where ? `${where}: ${key}` : key;
  if (evidence.length) return makeChange('description-poisoned', entity, pointer, `${label} gained ${evidence.join('; ')}`, before, after);
  const what = before === undefined ? 'added' : after === undefined ? 'removed' : 'reworded';
  return makeChange(key === 'title' ? 'title-changed' : 'description-changed', entity, pointer, `${label} ${what}`, before, after);
}

/** The server's tool names, but the entity's own: what a description may start steering toward. */
export interface OtherTools {
  tools: string[];
  except?: string;
}

/** A description that starts naming another tool of the same server is steering the model toward it. */
function gainedToolMentions(before: string | undefined, after: string | undefined, others: OtherTools | string[]): string[] {
  if (!after) return [];
  const { tools, except } = Array.isArray(others) ? { tools: others, except: undefined } : others;
  // `includes` first: the word-boundary RegExp is built only for names the text contains.
  return tools
    .filter((name) => name !== except && after.includes(name) && mentions(after, name) && !(before && before.includes(name) && mentions(before, name)))
    .map((name) => `mention of another tool: ${name}`);
}

function mentions(text: string, name: string): boolean {
  return new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(text);
}
