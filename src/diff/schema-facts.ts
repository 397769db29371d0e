// The facts of the schema comparison, each a rule twice (`input-FACT`, `output-FACT`; ./rules.ts
// derives the rows): what each does to the set of valid values, and its level per direction.
import type { ChangelogSection } from './changelog-sections.js';
import type { Level } from './levels.js';

/** What a schema fact does to the set of valid values; `narrows`, `widens` and `both` are shown by witnesses. */
export type SchemaEffect = 'narrows' | 'widens' | 'both' | 'extends' | 'meaning' | 'annotates' | 'undecided' | 'defect';
/** A schema rule exists twice, once per direction; the levels say how each direction is affected. */
export interface SchemaFact {
  fact: string;
  /** What the keyword change does to the set of valid instances. */
  effect: SchemaEffect;
  section: ChangelogSection;
  /** Retired fact names this fact took over (each direction's id replaces the same direction's). */
  replaces?: readonly string[];
  input: Level;
  output: Level;
  reason: string;
  /** Set where the two directions are deliberately not mirror images. */
  asymmetry?: string;
}

/**
 * Facts of the schema comparison; each becomes `input-<fact>` and `output-<fact>`. The
 * comparison reads the canonical form (src/jsonschema/canon/), so a fact is about what
 * is valid, not about how it is written. A breaking fact is only reported with a witness that
 * ajv confirms; without one it is reported as `undecided`.
 */
const SCHEMA_FACT_TABLE = [
  {
    fact: 'type-narrowed',
    effect: 'narrows',
    section: 'Changed',
    replaces: ['type-added'],
    input: 'breaking',
    output: 'effect-relevant',
    reason: 'values of a type that was valid are not (integer-only counts as narrowing number)',
  },
  { fact: 'type-widened', effect: 'widens', section: 'Changed', replaces: ['type-removed'], input: 'effect-relevant', output: 'breaking', reason: 'values of a new type are valid' },
  { fact: 'enum-value-removed', effect: 'narrows', section: 'Changed', input: 'breaking', output: 'effect-relevant', reason: 'a listed value (enum or const) is no longer valid' },
  { fact: 'enum-value-added', effect: 'widens', section: 'Changed', input: 'effect-relevant', output: 'breaking', reason: 'a new listed value is valid, and consumers may not handle it' },
  { fact: 'enum-added', effect: 'narrows', section: 'Changed', replaces: ['const-added'], input: 'breaking', output: 'effect-relevant', reason: 'only listed values are valid now' },
  { fact: 'enum-removed', effect: 'widens', section: 'Changed', replaces: ['const-removed'], input: 'effect-relevant', output: 'breaking', reason: 'values beyond the old list are valid now' },
  { fact: 'required-added', effect: 'narrows', section: 'Changed', input: 'breaking', output: 'effect-relevant', reason: 'a property must be present' },
  {
    fact: 'required-added-defaulted',
    effect: 'meaning',
    section: 'Changed',
    input: 'effect-relevant',
    output: 'effect-relevant',
    reason: 'a property with a default must be present: zod 4 and pydantic list defaulted fields as required, and a server that applies the default still accepts a call without it',
  },
  { fact: 'required-removed', effect: 'widens', section: 'Changed', input: 'effect-relevant', output: 'breaking', reason: 'a property may be absent: a consumer that read it may get nothing' },
  {
    fact: 'property-added',
    effect: 'extends',
    section: 'Changed',
    input: 'effect-relevant',
    output: 'effect-relevant',
    reason: 'a new optional property: existing calls and consumers keep working',
    asymmetry: 'none: neither direction breaks (on an open object the set of valid values narrows, but no caller sent the new property)',
  },
  {
    fact: 'property-removed',
    effect: 'widens',
    section: 'Removed',
    input: 'effect-relevant',
    output: 'breaking',
    reason: "a property that was required is no longer described nor required: a caller's value is ignored; a consumer that read it gets nothing, or any value under its name",
    asymmetry: 'its inverse, a property added as required, is required-added; an optional property removed is optional-property-removed',
  },
  {
    fact: 'optional-property-removed',
    effect: 'widens',
    section: 'Removed',
    input: 'effect-relevant',
    output: 'effect-relevant',
    reason: "an optional property is no longer described: a caller's value is ignored; a consumer already coped with its absence",
    asymmetry:
      'an optional property guaranteed no consumer that it is there, so its removal breaks none (though any value may now appear under its name); its inverse, property-added, breaks neither direction',
  },
  {
    fact: 'closed-property-removed',
    effect: 'both',
    section: 'Removed',
    input: 'breaking',
    output: 'breaking',
    reason: 'a property that was required removed from a closed object: sending it now fails, and a consumer that read it gets nothing',
  },
  {
    fact: 'closed-optional-property-removed',
    effect: 'narrows',
    section: 'Removed',
    input: 'breaking',
    output: 'effect-relevant',
    reason: 'an optional property removed from a closed object: sending it now fails; a consumer already coped with its absence',
    asymmetry: 'its mirror, a property added to a closed object, is property-added: no caller sent it and no consumer read it',
  },
  { fact: 'additional-properties-closed', effect: 'narrows', section: 'Changed', input: 'breaking', output: 'effect-relevant', reason: 'unknown properties are rejected now' },
  { fact: 'additional-properties-opened', effect: 'widens', section: 'Changed', input: 'effect-relevant', output: 'breaking', reason: 'unknown properties are allowed now' },
  { fact: 'bound-tightened', effect: 'narrows', section: 'Changed', input: 'breaking', output: 'effect-relevant', reason: 'a length, size, number bound or multipleOf is stricter' },
  { fact: 'bound-relaxed', effect: 'widens', section: 'Changed', input: 'effect-relevant', output: 'breaking', reason: 'a length, size, number bound or multipleOf is looser' },
  { fact: 'pattern-added', effect: 'narrows', section: 'Changed', input: 'breaking', output: 'effect-relevant', reason: 'strings must match a pattern' },
  { fact: 'pattern-removed', effect: 'widens', section: 'Changed', input: 'effect-relevant', output: 'breaking', reason: 'strings need not match a pattern' },
  {
    fact: 'pattern-changed',
    effect: 'both',
    section: 'Changed',
    input: 'breaking',
    output: 'breaking',
    reason: 'strings must match another pattern, and neither accepts all the other did (or the automata could not decide)',
  },
  {
    fact: 'pattern-narrowed',
    effect: 'narrows',
    section: 'Changed',
    input: 'breaking',
    output: 'effect-relevant',
    reason: 'a pattern (or patternProperties key, propertyNames pattern) now accepts a proper subset of the strings it did',
  },
  {
    fact: 'pattern-widened',
    effect: 'widens',
    section: 'Changed',
    input: 'effect-relevant',
    output: 'breaking',
    reason: 'a pattern (or patternProperties key, propertyNames pattern) now accepts a proper superset of the strings it did',
  },
  { fact: 'variant-added', effect: 'widens', section: 'Changed', input: 'effect-relevant', output: 'breaking', reason: 'an anyOf/oneOf alternative no old one covers was added' },
  { fact: 'variant-removed', effect: 'narrows', section: 'Changed', input: 'breaking', output: 'effect-relevant', reason: 'an anyOf/oneOf alternative no new one covers was removed' },
  {
    fact: 'constraint-added',
    effect: 'narrows',
    section: 'Changed',
    input: 'breaking',
    output: 'effect-relevant',
    reason: 'a constraint (uniqueItems, dependentRequired, patternProperties, ...) was added',
  },
  { fact: 'constraint-removed', effect: 'widens', section: 'Changed', input: 'effect-relevant', output: 'breaking', reason: 'a constraint was removed' },
  {
    fact: 'format-changed',
    effect: 'meaning',
    section: 'Changed',
    replaces: ['format-added', 'format-removed'],
    input: 'effect-relevant',
    output: 'effect-relevant',
    reason: 'a format was added, removed or changed: validators may or may not assert it',
  },
  {
    fact: 'read-only-changed',
    effect: 'meaning',
    section: 'Changed',
    input: 'effect-relevant',
    output: 'cosmetic',
    reason: 'readOnly on an input: values sent are ignored or refused; on an output it only describes',
    asymmetry: 'readOnly concerns what a caller sends',
  },
  {
    fact: 'write-only-changed',
    effect: 'meaning',
    section: 'Changed',
    input: 'cosmetic',
    output: 'effect-relevant',
    reason: 'writeOnly on an output: the value will not be returned; on an input it only describes',
    asymmetry: 'writeOnly concerns what a consumer reads',
  },
  {
    fact: 'deprecated-changed',
    effect: 'meaning',
    section: 'Deprecated',
    input: 'effect-relevant',
    output: 'effect-relevant',
    reason: 'a deprecation tells callers and consumers to stop relying on the value',
  },
  {
    fact: 'content-changed',
    effect: 'meaning',
    section: 'Changed',
    input: 'effect-relevant',
    output: 'effect-relevant',
    reason: 'contentMediaType or contentEncoding changed: payloads are decoded differently',
  },
  { fact: 'default-changed', effect: 'meaning', section: 'Changed', input: 'effect-relevant', output: 'effect-relevant', reason: 'what an omitted value means changed' },
  { fact: 'annotation-changed', effect: 'annotates', section: 'Changed', input: 'cosmetic', output: 'cosmetic', reason: 'title, description, examples or comments only' },
  {
    fact: 'form-changed',
    effect: 'annotates',
    section: 'Changed',
    input: 'cosmetic',
    output: 'cosmetic',
    reason: 'rewritten without changing what is valid (type list vs anyOf, enum vs const, $ref vs inline, an equivalent form)',
  },
  {
    fact: 'logic-changed',
    effect: 'undecided',
    section: 'Changed',
    replaces: ['keyword-unclassified'],
    input: 'effect-relevant',
    output: 'effect-relevant',
    reason: 'a keyword whose effect is not decided exactly (not, if/then/else, unevaluated*, contains, propertyNames, unknown keywords) changed',
  },
  {
    fact: 'undecided',
    effect: 'undecided',
    section: 'Changed',
    input: 'effect-relevant',
    output: 'effect-relevant',
    reason: 'the comparison suggests values changed validity, but no value could be shown that proves it (or the comparison was too large)',
  },
  {
    fact: 'unverified',
    effect: 'defect',
    section: 'Changed',
    input: 'breaking',
    output: 'breaking',
    reason: 'the comparison finds a breaking change that ajv could not check (a schema it cannot compile or run on the value, past its limits): a failure of the machinery is never "no witness"',
  },
  { fact: 'remote-ref', effect: 'undecided', section: 'Changed', input: 'effect-relevant', output: 'effect-relevant', reason: 'a $ref outside the schema: never fetched, so it cannot be checked' },
  { fact: 'schema-invalid', effect: 'defect', section: 'Changed', input: 'breaking', output: 'breaking', reason: 'not a valid JSON Schema (ajv cannot compile it): clients that validate fail' },
  {
    fact: 'root-not-object',
    effect: 'defect',
    section: 'Changed',
    input: 'breaking',
    output: 'breaking',
    reason:
      'the schema root is no longer `type: "object"`: an inputSchema must be one in every era, and an outputSchema in the handshake era, where official SDK clients reject the whole tools/list; in 2026-07-28 an outputSchema may have any root (the SDK wraps the value as `{result}` for 2025 clients), so output-root-not-object is not raised there and the comparison of what is valid judges the change',
  },
  {
    fact: 'schema-narrowed',
    effect: 'narrows',
    section: 'Changed',
    input: 'breaking',
    output: 'effect-relevant',
    reason: 'a value that was valid is not (shown by a witness where no keyword fact explains it)',
  },
  {
    fact: 'schema-widened',
    effect: 'widens',
    section: 'Changed',
    input: 'effect-relevant',
    output: 'breaking',
    reason: 'a value that was invalid is valid (shown by a witness where no keyword fact explains it)',
  },
] as const satisfies readonly SchemaFact[];

export type SchemaFactName = (typeof SCHEMA_FACT_TABLE)[number]['fact'];
export const SCHEMA_FACTS: ReadonlyArray<SchemaFact & { fact: SchemaFactName }> = SCHEMA_FACT_TABLE;

export type Direction = 'input' | 'output';
