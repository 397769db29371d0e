import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { ownValue } from '../json/own.js';
import { oneLine } from '../errors.js';
import type { Change } from '../diff/change.js';
import type { Level } from '../diff/levels.js';
import type { Report } from './report.js';

type AnnotationKind = 'error' | 'warning' | 'notice';

/** A workflow annotation on a line of a golden contract file. */
export interface Annotation {
  kind: AnnotationKind;
  file: string;
  line: number;
  title: string;
  message: string;
}

const KIND: Record<Level, AnnotationKind> = { breaking: 'error', 'effect-relevant': 'warning', cosmetic: 'notice' };
/** GitHub shows at most 10 annotations of each kind per step; the rest would be dropped silently. */
export const PER_KIND_LIMIT = 10;

/**
 * Annotations for every change, on the golden file line its pointer leads to (or the nearest
 * ancestor that exists there: an added tool points at the collection). Within GitHub's limits,
 * with one notice that says how many were left out.
 */
export function annotationsFor(report: Report, goldenFiles: Record<string, { path: string; text: string }>): Annotation[] {
  const kept: Annotation[] = [];
  const counts: Record<AnnotationKind, number> = { error: 0, warning: 0, notice: 0 };
  for (const server of report.servers) {
    const golden = ownValue(goldenFiles, server.name);
    if (!golden) continue;
    let tree: Node | undefined | null = null; // parsed on first use: most changes are only counted
    const add = (kind: AnnotationKind, title: string, change: Change) => {
      if (counts[kind]++ >= PER_KIND_LIMIT) return; // a count, not an annotation: each line lookup reads the file
      if (tree === null) tree = parseTree(golden.text);
      kept.push({ kind, title, file: golden.path, line: tree ? lineOf(golden.text, tree, change.pointer) : 1, message: oneLine(change.message, 500) });
    };
    for (const change of server.changes) add(KIND[change.level], `${change.level}${levelSet(change)}: ${change.rule} (${oneLine(change.entity, 80)})`, change);
    // Intended changes are the review's business: an error only where a breaking one lacks approval.
    const unapproved = new Set(server.review?.unapproved ?? []);
    for (const change of server.review?.changes ?? []) {
      const blocking = unapproved.has(change.fingerprint);
      add(blocking ? 'error' : 'notice', `intended ${change.level}${blocking ? ', unapproved' : ''}: ${change.rule} (${oneLine(change.entity, 80)})`, change);
    }
  }
  const left = Object.values(counts).reduce((sum, count) => sum + Math.max(0, count - PER_KIND_LIMIT), 0);
  if (left > 0 && counts.notice >= PER_KIND_LIMIT)
    kept.splice(
      kept.findLastIndex((a) => a.kind === 'notice'),
      1,
    );
  if (left > 0) {
    const dropped = left + (counts.notice >= PER_KIND_LIMIT ? 1 : 0);
    kept.push({ kind: 'notice', file: kept[0]!.file, line: 1, title: 'more changes', message: `${dropped} more change(s) are not annotated (GitHub shows 10 per kind); see the job summary.` });
  }
  return kept;
}

/** ", level set by the config (rule: X)" where the config gave the change another level than its rule's. */
function levelSet(change: Change): string {
  return change.levelSetBy ? ` (level set by the config; the rule says ${change.levelSetBy.ruleLevel})` : '';
}

/** The line of `text` (a contract file) that `pointer` leads to, or its nearest ancestor there; 1 when none is. */
export function lineOf(text: string, tree: Node, pointer: string): number {
  const path = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(tree, path.slice(0, length));
    const offset = node?.parent?.type === 'property' ? node.parent.offset : node?.offset;
    if (offset !== undefined) return text.slice(0, offset).split('\n').length;
  }
  return 1;
}
