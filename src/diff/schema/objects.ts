// The keyword comparisons of object alternatives: properties, required, additionalProperties,
// patternProperties (keys compared as languages), dependentRequired, property counts.

import { isAny, isNever, propertySchema, safeTest } from '../../jsonschema/canon/algebra.js';
import type { Canon, ObjectFacet } from '../../jsonschema/canon/types.js';
import { accepts, freshName, objectWith, sample, stringCandidates, withProperty } from '../../jsonschema/instances.js';
import { isSchemaObject, pointerSegment } from '../../jsonschema/subschemas.js';
import { list, quote, show, typeName } from './describe.js';
import { compareSize } from './facets.js';
import { keyWitness, namePatternVerdict, samePatternLanguage } from './patterns.js';
import { compareCanon, differs, emit, type Comparator, type Step, type Walk } from './walk.js';

/** An object of the facet with `size` properties: the required ones first, then named, then made up. */
function objectOfSize(facet: ObjectFacet, size: number): Record<string, unknown> | undefined {
  const names = new Set(facet.required);
  for (const name of facet.properties.keys()) if (names.size < size) names.add(name);
  for (let i = 0; names.size < size; i++) names.add(`extra${i}`);
  return names.size === size ? objectWith({ ...facet, minProperties: 0 }, [...names], 0) : undefined;
}

export function comparePropertyCount(keyword: 'minProperties' | 'maxProperties'): Comparator<ObjectFacet> {
  return compareSize<ObjectFacet, typeof keyword>(keyword, objectOfSize, (size) => `an object of ${size} properties`);
}

export function compareProperties(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const names = [...new Set([...b.properties.keys(), ...a.properties.keys()])].sort();
  for (const name of names) {
    const step: Step = { type: 'object', facets: [b, a], child: { property: name } };
    const before = b.properties.get(name);
    const after = a.properties.get(name);
    const at = `${(after ? a : b).at}/properties/${pointerSegment(name)}`;
    if (before && after) compareCanon(walk, before, after, [...path, step]);
    else if (after) propertyAdded(walk, b, name, after, at, path, step, canons);
    else propertyRemoved(walk, b, a, name, before!, at, path, step, canons);
  }
}

/** A new property: reported once; compared further only where the old object already said something of the name. */
function propertyAdded(walk: Walk, b: ObjectFacet, name: string, after: Canon, at: string, path: Step[], step: Step, canons: [Canon, Canon]): void {
  emit(walk, 'property-added', at, path, canons, `property "${name}" added`, { item: name });
  const old = propertySchema(b, name);
  if (!isAny(old) && !isNever(old)) compareCanon(walk, old, after, [...path, step]);
}

/**
 * A property gone from the object. One that was required (and is not now) broke a consumer that
 * read it: `property-removed` and `closed-property-removed`, whose widening witness is the object
 * without it; an optional one is `optional-property-removed` and `closed-optional-property-removed`.
 */
function propertyRemoved(walk: Walk, b: ObjectFacet, a: ObjectFacet, name: string, before: Canon, at: string, path: Step[], step: Step, canons: [Canon, Canon]): void {
  const now = propertySchema(a, name);
  const required = b.required.includes(name) && !a.required.includes(name);
  const without = () => objectWith(a, a.required, 0);
  if (isNever(now)) {
    const narrowing = () => withProperty(b, name, sample(before));
    if (required) return emit(walk, 'closed-property-removed', at, path, canons, `required property "${name}" removed from a closed object`, { item: name, narrowing, widening: without });
    return emit(walk, 'closed-optional-property-removed', at, path, canons, `property "${name}" removed from a closed object`, { item: name, narrowing });
  }
  if (isAny(now)) {
    if (required) return emit(walk, 'property-removed', at, path, canons, `required property "${name}" removed`, { item: name, widening: without });
    const stranger = [0, 'a', true, null, {}, []].find((value) => !accepts(before, value));
    const widening = () => (stranger === undefined ? undefined : withProperty(a, name, stranger));
    return emit(walk, 'optional-property-removed', at, path, canons, `property "${name}" removed`, { item: name, widening });
  }
  compareCanon(walk, before, now, [...path, step]);
}

export function compareRequired(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const without = (facet: ObjectFacet, name: string) =>
    objectWith(
      facet,
      facet.required.filter((n) => n !== name),
      0,
    );
  for (const name of a.required) {
    if (b.required.includes(name)) continue;
    const what = requiredNow(walk, b, a, name);
    // Required with a default: how generators write a defaulted field; the server fills it in when a call leaves it out.
    if (a.properties.get(name)?.meaning.has('default')) emit(walk, 'required-added-defaulted', `${a.at}/required`, path, canons, `${what}, with a default`, { item: name, after: name });
    else emit(walk, 'required-added', `${a.at}/required`, path, canons, what, { item: name, after: name, narrowing: () => without(b, name) });
  }
  for (const name of b.required) {
    if (!a.required.includes(name))
      emit(walk, 'required-removed', `${a.at}/required`, path, canons, `property "${name}" is no longer required`, { item: name, before: name, widening: () => without(a, name) });
  }
}

/**
 * A property required now: one the old object did not declare is new (schema-changes.ts folds
 * its `property-added` into this), so the message says so and what it is, its type and description.
 */
function requiredNow(walk: Walk, b: ObjectFacet, a: ObjectFacet, name: string): string {
  const after = a.properties.get(name);
  if (b.properties.has(name) || !after) return `property "${name}" is required now`;
  // As written at the property, else where its `$ref` leads.
  const nodes = [`${a.at}/properties/${pointerSegment(name)}`, after.at].map((at) => walk.written.nodeAt(1, at)).filter(isSchemaObject);
  const description = nodes.map((node) => node.description).find((text) => typeof text === 'string');
  const what = [typeName(after, nodes.find((node) => node.type !== undefined)?.type), description === undefined ? undefined : quote(description)].filter(Boolean).join(': ');
  return `property "${name}" added as required${what ? ` (${what})` : ''}`;
}

export function compareAdditional(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const name = freshName(b, a);
  // Patterns on both sides claim every name: no property reaches additionalProperties.
  if (name === undefined) return;
  const at = `${a.at}/additionalProperties`;
  if (isAny(b.additional) && isNever(a.additional)) {
    return emit(walk, 'additional-properties-closed', at, path, canons, 'the object is closed: unknown properties are rejected', { narrowing: () => withProperty(b, name, 'x') });
  }
  if (isNever(b.additional) && isAny(a.additional)) {
    return emit(walk, 'additional-properties-opened', at, path, canons, 'the object is open: unknown properties are allowed', { widening: () => withProperty(a, name, 'x') });
  }
  compareCanon(walk, b.additional, a.additional, [...path, { type: 'object', facets: [b, a], child: { property: name } }]);
}

export function comparePatternProperties(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const patterns = [...new Set([...b.patternProperties, ...a.patternProperties].map((entry) => entry.pattern))].sort();
  // A key rewritten to the same language (TypeBox 0.34 `^(.*)$` → TypeBox 1 `^.*$`) claims the same names: one entry.
  const renamed = new Map<string, string>();
  const afterOnly = a.patternProperties.filter((entry) => !b.patternProperties.some((other) => other.pattern === entry.pattern));
  for (const { pattern } of b.patternProperties) {
    if (walk.clock.overdue() || a.patternProperties.some((entry) => entry.pattern === pattern)) continue;
    const twin = afterOnly.find((entry) => ![...renamed.values()].includes(entry.pattern) && samePatternLanguage(pattern, entry.pattern, () => walk.clock.overdue()));
    if (twin) renamed.set(pattern, twin.pattern);
  }
  if (closedKeyChanged(walk, b, a, renamed, path, canons)) return;
  const overdue = () => walk.clock.overdue();
  const targets = new Set(renamed.values());
  for (const pattern of patterns) {
    if (targets.has(pattern)) continue;
    const before = b.patternProperties.find((entry) => entry.pattern === pattern)?.schema;
    const written = renamed.get(pattern) ?? pattern;
    const after = a.patternProperties.find((entry) => entry.pattern === written)?.schema;
    const at = `${(after ? a : b).at}/patternProperties/${pointerSegment(after ? written : pattern)}`;
    if (before && after) {
      const key = stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] }).find((s) => safeTest(pattern, s) && !a.properties.has(s) && !b.properties.has(s));
      if (key !== undefined) compareCanon(walk, before, after, [...path, { type: 'object', facets: [b, a], child: { property: key } }]);
      else if (differs(walk, before, after)) emit(walk, 'logic-changed', at, path, canons, `patternProperties ${show(pattern)} changed (no name matching it could be made)`, { item: pattern });
    } else if (after)
      emit(walk, 'constraint-added', at, path, canons, `properties matching ${show(pattern)} are constrained now`, { item: pattern, narrowing: () => keyWitness(b, a, pattern, overdue) });
    else emit(walk, 'constraint-removed', at, path, canons, `properties matching ${show(pattern)} are no longer constrained`, { item: pattern, widening: () => keyWitness(a, b, pattern, overdue) });
  }
}

/**
 * A closed object whose one key pattern changed, its schema kept: the names the key accepts are
 * the names the object accepts, so the key's language decides (a name it lost is refused now).
 */
function closedKeyChanged(walk: Walk, b: ObjectFacet, a: ObjectFacet, renamed: Map<string, string>, path: Step[], canons: [Canon, Canon]): boolean {
  const only = (x: ObjectFacet, y: ObjectFacet) => x.patternProperties.filter((entry) => !y.patternProperties.some((other) => other.pattern === entry.pattern));
  const [gone, come] = [only(b, a), only(a, b)];
  if (renamed.size || gone.length !== 1 || come.length !== 1 || !isNever(b.additional) || !isNever(a.additional) || differs(walk, gone[0]!.schema, come[0]!.schema)) return false;
  const [p, q] = [gone[0]!.pattern, come[0]!.pattern];
  const verdict = namePatternVerdict(p, q, () => walk.clock.overdue());
  if (!verdict) return false;
  const named = (facet: ObjectFacet, name: string | undefined) => (name === undefined ? undefined : withProperty(facet, name, sample(propertySchema(facet, name))));
  const at = `${a.at}/patternProperties/${pointerSegment(q)}`;
  emit(walk, verdict.fact, at, path, canons, `patternProperties key ${verdict.detail}`, { before: p, after: q, narrowing: () => named(b, verdict.lost), widening: () => named(a, verdict.gained) });
  return true;
}

export function compareDependencies(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const names = [...new Set([...b.dependentRequired.keys(), ...a.dependentRequired.keys()])].sort();
  for (const name of names) {
    const before = b.dependentRequired.get(name) ?? [];
    const after = a.dependentRequired.get(name) ?? [];
    const at = `${a.at}/dependentRequired/${pointerSegment(name)}`;
    const trigger = (facet: ObjectFacet) => {
      const object = objectWith({ ...facet, dependentRequired: new Map() }, [...new Set([...facet.required, name, ...(facet.dependentRequired.get(name) ?? [])])], 0);
      return object;
    };
    if (after.some((need) => !before.includes(need)))
      emit(walk, 'constraint-added', at, path, canons, `with "${name}", ${list(after)} must be present now`, { item: `dependentRequired/${name}`, before, after, narrowing: () => trigger(b) });
    if (before.some((need) => !after.includes(need)))
      emit(walk, 'constraint-removed', at, path, canons, `with "${name}", ${list(before)} need not be present`, { item: `dependentRequired/${name}`, before, after, widening: () => trigger(a) });
  }
}
