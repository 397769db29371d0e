import { makeChange, type Change } from './change.js';
import { compareWording } from './text-meaning.js';
import { gainedEvidence, type RiskContext } from './text-risk.js';

/**
 * A title or description: poisoned when it gained instruction-like content; a description
 * reworded to say something else (a limit, a unit, a negation, an effect) is rewritten; the
 * rest is cosmetic. The word diff is in the message.
 */
export function textChange(key: string, entity: string, pointer: string, before: unknown, after: unknown, context?: TextContext, where?: string, title = key === 'title'): Change {
  const b = typeof before === 'string' ? before : undefined;
  const a = typeof after === 'string' ? after : undefined;
  const evidence = gainedEvidence(b, a, context);
  const label = where ? `${where}: ${key}` : key;
  if (evidence.length) return makeChange('description-poisoned', entity, pointer, `${label} gained ${evidence.join('; ')}`, before, after);
  if (b === undefined || a === undefined) return makeChange(title ? 'title-changed' : 'description-changed', entity, pointer, `${label} ${b === undefined ? 'added' : 'removed'}`, before, after);
  if (title) return makeChange('title-changed', entity, pointer, `${label} reworded`, before, after);
  // A schema's description says what one value is; a tool's or prompt's, what it does.
  const of = where !== undefined && /^(input|output)Schema\b/.test(where) ? 'value' : 'behaviour';
  const wording = compareWording(b, a, (word) => context?.tools.has(word) === true, of);
  return makeChange(
    wording.meaningful ? 'description-rewritten' : 'description-changed',
    entity,
    pointer,
    `${label} ${wording.meaningful ? 'rewritten' : 'reworded'}: ${wording.words}`,
    before,
    after,
  );
}

/**
 * What a text of an entity is judged against: the server's tools, its own hosts, the entity's
 * old text. A tool of the same server (before or after) is never "another tool": naming it is
 * no poisoning, but a rewrite that names a tool says something else (description-rewritten).
 */
export interface TextContext extends RiskContext {
  /** The server's tool names, of both contracts. */
  tools: ToolNames;
}

const isWordChar = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/**
 * A server's tool names, indexed so that a text is scanned once for all of them: the cost of a
 * changed description does not grow with the number of tools.
 */
export class ToolNames {
  private readonly order = new Map<string, number>();
  private readonly lengths: number[];
  private readonly firstChars = new Set<string>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      if (this.order.has(name) || name.length === 0) continue;
      this.order.set(name, this.order.size);
      this.firstChars.add(name[0]!);
    }
    this.lengths = [...new Set([...this.order.keys()].map((name) => name.length))].sort((a, b) => a - b);
  }

  has(name: string): boolean {
    return this.order.has(name);
  }

  /**
   * The names that occur in `text` as whole words, in the server's order: not preceded or
   * followed by a word character (the RegExp `(^|\W)name(\W|$)`, without one RegExp per name).
   */
  mentionedIn(text: string): string[] {
    const found = new Set<string>();
    for (let start = 0; start < text.length; start++) {
      if ((start > 0 && isWordChar(text.charCodeAt(start - 1))) || !this.firstChars.has(text[start]!)) continue;
      for (const length of this.lengths) {
        const end = start + length;
        if (end > text.length) break;
        if (end < text.length && isWordChar(text.charCodeAt(end))) continue;
        const candidate = text.slice(start, end);
        if (this.order.has(candidate)) found.add(candidate);
      }
    }
    return [...found].sort((a, b) => this.order.get(a)! - this.order.get(b)!);
  }
}
