import type { IgnoreEntry } from '../config/types.js';
import type { Change } from '../diff/change.js';

/** A change left out of the gate by an ignore entry. */
export interface IgnoredChange {
  change: Change;
  reason: string;
  /** What the entry matched on. */
  matched: { rule?: string; entity?: string; pointer?: string };
}

/**
 * The config's ignore entries, applied before the gate: a change that an entry matches (every
 * field the entry gives matches) leaves the gated list and is reported as ignored with the
 * entry's reason. The first matching entry is the one reported.
 */
export function applyIgnore(changes: Change[], entries: readonly IgnoreEntry[]): { kept: Change[]; ignored: IgnoredChange[] } {
  if (entries.length === 0) return { kept: changes, ignored: [] };
  const matchers = entries.map((entry) => ({
    entry,
    pointer: entry.pointer === undefined ? undefined : pointerPattern(entry.pointer),
    entity: entry.entity === undefined ? undefined : wildcard(entry.entity),
  }));
  const kept: Change[] = [];
  const ignored: IgnoredChange[] = [];
  for (const change of changes) {
    const hit = matchers.find(
      ({ entry, pointer, entity }) => (entry.rule === undefined || entry.rule === change.rule) && (!pointer || pointer.test(change.pointer)) && (!entity || entity.test(change.entity)),
    );
    if (!hit) kept.push(change);
    else {
      const { rule, entity, pointer, reason } = hit.entry;
      ignored.push({ change, reason, matched: { ...(rule === undefined ? {} : { rule }), ...(entity === undefined ? {} : { entity }), ...(pointer === undefined ? {} : { pointer }) } });
    }
  }
  return { kept, ignored };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A JSON pointer pattern: `*` is one whole segment (or part of one), a final `/**` any number of segments (none too). */
export function pointerPattern(pattern: string): RegExp {
  const deep = pattern.endsWith('/**');
  const segments = (deep ? pattern.slice(0, -3) : pattern).split('/').slice(1);
  const body = segments.map((segment) => `/${segment.split('*').map(escape).join('[^/]*')}`).join('');
  return new RegExp(`^${body}${deep ? '(?:/.*)?' : ''}$`);
}

/** An entity pattern: `*` is any run of characters (`tool:*`). */
export function wildcard(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`, 's');
}
