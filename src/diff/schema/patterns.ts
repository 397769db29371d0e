// Patterns compared as the strings they accept (refa automata, ../../jsonschema/pattern-language.ts):
// a string's patterns, a key or propertyNames pattern, and the witness object a key change needs.

import { propertySchema, safeTest } from '../../jsonschema/canon/algebra.js';
import type { ObjectFacet, StringFacet } from '../../jsonschema/canon/types.js';
import { accepts, sample, stringCandidates, withProperty } from '../../jsonschema/instances.js';
import { compareLanguages, type LanguageComparison, type StringSet } from '../../jsonschema/pattern-language.js';
import type { SchemaFactName } from '../schema-facts.js';
import { show, unwrap } from './describe.js';

/** A pattern change as the comparison reports it; the caller places it and builds the witness values. */
export interface PatternVerdict {
  fact: SchemaFactName;
  detail: string;
  /** A string accepted before and refused now, and the reverse (proven when `decided`, else a probe's). */
  lost?: string;
  gained?: string;
}

/**
 * Two lists of patterns (`pattern` of a string, one allOf-merged list a side), compared as
 * languages within the lengths both sides allow: a length change is its own finding. Equal
 * languages are no change; undefined then.
 */
export function stringPatternVerdict(b: StringFacet, a: StringFacet, overdue: () => boolean): PatternVerdict | undefined {
  const window = { minLength: Math.max(b.minLength, a.minLength), maxLength: Math.min(b.maxLength ?? Infinity, a.maxLength ?? Infinity) };
  const side = (patterns: string[]): StringSet => ({ patterns, minLength: window.minLength, ...(Number.isFinite(window.maxLength) ? { maxLength: window.maxLength } : {}) });
  const added = a.patterns.filter((p) => !b.patterns.includes(p));
  const removed = b.patterns.filter((p) => !a.patterns.includes(p));
  return verdictOf(compareLanguages(side(b.patterns), side(a.patterns), overdue), removed, added);
}

/** Two single patterns (a patternProperties key, a propertyNames pattern): the names each accepts. */
export function namePatternVerdict(before: string, after: string, overdue: () => boolean): PatternVerdict | undefined {
  return verdictOf(compareLanguages({ patterns: [before], minLength: 0 }, { patterns: [after], minLength: 0 }, overdue), [before], [after]);
}

/** Do the two patterns accept exactly the same strings (proven)? */
export function samePatternLanguage(before: string, after: string, overdue: () => boolean): boolean {
  const language = compareLanguages({ patterns: [before], minLength: 0 }, { patterns: [after], minLength: 0 }, overdue);
  return language.decided && language.lost === undefined && language.gained === undefined;
}

/** Values of every type, tried where a sample of the property's schema does not tell two schemas apart. */
const STRANGERS = [0, 'a', true, null, {}, []];

/**
 * An object of `from` with a property named by the key `pattern`, whose value `from` accepts and
 * `to` refuses there. The names tried: the shortest one the key matches and no other key of
 * `from` does (the automata's word), then names generated from the key.
 */
export function keyWitness(from: ObjectFacet, to: ObjectFacet, pattern: string, overdue: () => boolean): Record<string, unknown> | undefined {
  const others = from.patternProperties.filter((entry) => entry.pattern !== pattern).map((entry) => `(?:${entry.pattern})`);
  const own = compareLanguages({ patterns: [pattern], minLength: 0 }, { patterns: [others.join('|') || '[]'], minLength: 0 }, overdue).lost;
  const generated = stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] }).filter((name) => safeTest(pattern, name));
  for (const name of [...(own === undefined ? [] : [own]), ...generated]) {
    if (from.properties.has(name) || to.properties.has(name)) continue;
    const [was, now] = [propertySchema(from, name), propertySchema(to, name)];
    const value = [sample(was), ...STRANGERS].find((v) => v !== undefined && accepts(was, v) && !accepts(now, v));
    if (value !== undefined) return withProperty(from, name, value);
  }
  return undefined;
}

function verdictOf(language: LanguageComparison, removed: string[], added: string[]): PatternVerdict | undefined {
  const { lost, gained } = language;
  const change = `${show(unwrap(removed))} → ${show(unwrap(added))}`;
  if (!language.decided) return { fact: factOf(removed, added, 'pattern-changed'), detail: `pattern ${change}: not decided (${language.reason ?? 'no reason given'})`, lost, gained };
  if (lost === undefined && gained === undefined) return undefined;
  if (lost !== undefined && gained !== undefined) return { fact: 'pattern-changed', detail: `pattern ${change}: each accepts strings the other refuses`, lost, gained };
  if (lost !== undefined) return { fact: factOf(removed, added, 'pattern-narrowed'), detail: `pattern ${change}: fewer strings match`, lost };
  return { fact: factOf(removed, added, 'pattern-widened'), detail: `pattern ${change}: more strings match`, gained };
}

/** A pattern only added is `pattern-added`, only removed `pattern-removed`: the rule names what was written. */
function factOf(removed: string[], added: string[], changed: SchemaFactName): SchemaFactName {
  if (removed.length === 0) return 'pattern-added';
  if (added.length === 0) return 'pattern-removed';
  return changed;
}

/** A schema with a string `pattern` (a propertyNames schema, read as written). */
export function isPatternSchema(value: unknown): value is { pattern: string } {
  return value !== null && typeof value === 'object' && typeof (value as { pattern?: unknown }).pattern === 'string';
}
