import { jsonEqual } from '../json/rfc8785.js';
import { collectAnnotations } from '../jsonschema/annotations.js';
import { isObjectRoot, pointerSegment } from '../jsonschema/subschemas.js';
import { valueAtPointer } from '../jsonschema/refs.js';
import { checkSchemaValid } from '../jsonschema/validity.js';
import { dialectRefusal } from '../jsonschema/client-dialects.js';
import { clientLabel } from '../jsonschema/judge-clients.js';
import type { Era } from '../contract/protocol.js';
import { ajvJudgement, confirms, embed, richerEmbeddings, type Side } from '../jsonschema/witness.js';
import { changeOf, makeChange, reportedWitness, type Change, type Witness } from './change.js';
import { ruleById, schemaRuleId } from './rules.js';
import type { Direction } from './schema-facts.js';
import { candidatesOf } from './schema/candidates.js';
import { diffSchemas } from './schema/diff-schemas.js';
import { effectOf, type SchemaFinding } from './schema/walk.js';
import { mcpHeaderChanges } from './mcp-headers.js';
import { textChange, type TextContext } from './text-changes.js';
import { extendsText } from './text-meaning.js';
import { riskEvidence } from './text-risk.js';
import { isJsonObject } from '../json/own.js';

/** A pair of schemas with an undecided change and no witness: json-schema-diff is asked about it, for a note. */
export interface SchemaPair {
  entity: string;
  direction: Direction;
  pointer: string;
  before: unknown;
  after: unknown;
}

/** Where a tool's schema changes go. */
export interface SchemaScope {
  entity: string;
  /** JSON pointer of the tool's definition in the contract. */
  base: string;
  changes: Change[];
  schemaPairs: SchemaPair[];
  /** Past the classification deadline: schemas are reported, not compared. */
  late?: boolean;
  /** What the schema's text is judged against (./text-changes.ts). */
  text?: TextContext;
  /** The era the new contract is spoken in (an output root that is not an object is allowed in 2026-07-28). */
  era?: Era;
}

/**
 * A tool's inputSchema or outputSchema changed: spec validity, annotations as text, and what
 * the two schemas accept (./schema/diff-schemas.ts), each breaking verdict with a witness.
 */
export function compareToolSchema(scope: SchemaScope, key: 'inputSchema' | 'outputSchema', before: unknown, after: unknown): void {
  const changes = scope.changes.length;
  try {
    compareSchemas(scope, key, before, after);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // Nesting past the call stack (thousands of levels): the machinery failed, which is never "no change".
    scope.changes.length = changes;
    const direction: Direction = key === 'inputSchema' ? 'input' : 'output';
    const message = `${key} changed; not checked: it nests deeper than the comparison can follow`;
    scope.changes.push(changeOf(schemaRuleId(direction, 'unverified'), scope.entity, `${scope.base}/${key}`, message, { item: 'depth' }));
  }
}

function compareSchemas(scope: SchemaScope, key: 'inputSchema' | 'outputSchema', before: unknown, after: unknown): void {
  const direction: Direction = key === 'inputSchema' ? 'input' : 'output';
  const pointer = `${scope.base}/${key}`;
  if (before === undefined) return void scope.changes.push(makeChange('tool-output-schema-added', scope.entity, pointer, 'outputSchema added: structured output is promised now', undefined, after));
  if (after === undefined)
    return void scope.changes.push(makeChange('tool-output-schema-removed', scope.entity, pointer, 'outputSchema removed: structured output is no longer promised', before, undefined));
  if (scope.late)
    return void scope.changes.push(changeOf(schemaRuleId(direction, 'undecided'), scope.entity, pointer, `${key} changed; not compared: the classification deadline had passed`, { item: 'deadline' }));
  const validity = [...specValidity(direction, key, pointer, scope.entity, before, after, scope.era), ...dialectRefused(direction, pointer, scope.entity, before, after)];
  // A schema that no longer compiles accepts nothing a client can check: its set is not compared.
  const findings = validity.some((change) => change.rule.endsWith('-schema-invalid')) ? [] : diffSchemas(before, after, direction);
  const found = [...validity, ...annotationChanges(scope, key, pointer, before, after, rootsOf(findings, before, after))];
  const extras: Change[] = [];
  let unproven = false;
  for (const finding of withoutEchoes(findings)) {
    const { change, extra } = classifyFinding({ entity: scope.entity, key, direction, pointer, before, after }, finding);
    found.push(change);
    if (extra) extras.push(extra);
    else if (effectOf(finding.fact) === 'undecided') unproven = true;
  }
  // A witness that an undecided keyword breaks is news only where nothing else already proves the schema breaking.
  if (!found.some((change) => change.witness && change.level === 'breaking')) found.push(...extras);
  // An undecided note never stands beside a decided verdict on the same pointer.
  const decided = new Set(found.filter((change) => !change.rule.endsWith('-undecided')).map((change) => change.pointer));
  for (let i = found.length - 1; i >= 0; i--) if (found[i]!.rule.endsWith('-undecided') && decided.has(found[i]!.pointer)) found.splice(i, 1);
  // x-mcp-header is no JSON Schema keyword: what it changes is the call's HTTP headers.
  if (direction === 'input') found.push(...mcpHeaderChanges(scope.entity, pointer, before, after));
  // The bytes differ (or we would not be here): a change in form only is still reported, never silent.
  if (found.length === 0) found.push(changeOf(schemaRuleId(direction, 'form-changed'), scope.entity, pointer, `${key}: rewritten without changing what is valid`, {}));
  scope.changes.push(...found);
  // json-schema-diff is asked only where an undecided change found no witness: its answer is a note.
  if (unproven) scope.schemaPairs.push({ entity: scope.entity, direction, pointer, before, after });
}

/** A property removed is one change: its `required-removed` folds into it. */
const REMOVING_FACTS_OF_PROPERTIES = ['property-removed', 'optional-property-removed', 'closed-property-removed', 'closed-optional-property-removed'];

/**
 * One change for one property: a property added as required is the breaking `required-added`
 * (not also `property-added`), a property removed is not also "no longer required". Their text
 * stays folded under them (rootsOf saw every finding).
 */
function withoutEchoes(findings: SchemaFinding[]): SchemaFinding[] {
  const key = (finding: SchemaFinding) => `${finding.pointer.replace(/\/(properties\/[^/]*|required)$/, '')}\u0000${String(finding.item)}`;
  const keys = (facts: string[]) => new Set(findings.filter((finding) => facts.includes(finding.fact)).map(key));
  const [required, removed] = [keys(['required-added', 'required-added-defaulted']), keys(REMOVING_FACTS_OF_PROPERTIES)];
  return findings.filter((finding) => !(finding.fact === 'property-added' && required.has(key(finding))) && !(finding.fact === 'required-removed' && removed.has(key(finding))));
}

/** What official clients check before any call: a root of type object, a schema that compiles. */
function specValidity(direction: Direction, key: string, pointer: string, entity: string, before: unknown, after: unknown, era?: Era): Change[] {
  const changes: Change[] = [];
  const invalid = checkSchemaValid(after);
  if (invalid && !checkSchemaValid(before)) changes.push(makeChange(schemaRuleId(direction, 'schema-invalid'), entity, pointer, `${key} is not a valid JSON Schema: ${invalid}`));
  // 2026-07-28 allows any output root (the SDK wraps it as {result} for 2025 clients): the set comparison says what changed.
  const rootRequired = direction === 'input' || era !== 'stateless';
  if (rootRequired && isObjectRoot(before) && !isObjectRoot(after)) {
    const now = isJsonObject(after) && after.type !== undefined ? `type ${show(after.type)}` : 'no type';
    changes.push(
      makeChange(
        schemaRuleId(direction, 'root-not-object'),
        entity,
        `${pointer}/type`,
        `${key}: the root has ${now}, not "object": official SDK clients reject the whole tools/list`,
        'object',
        isJsonObject(after) ? after.type : undefined,
      ),
    );
  }
  return changes;
}

/**
 * An outputSchema the 2.x client took (its own dialect check, on the schema as stored) and now refuses:
 * that client is named. Only `$schema` decides it, so only a changed `$schema` is judged.
 */
function dialectRefused(direction: Direction, pointer: string, entity: string, before: unknown, after: unknown): Change[] {
  const dialect = (schema: unknown) => (isJsonObject(schema) ? schema.$schema : undefined);
  if (direction !== 'output' || jsonEqual(dialect(before), dialect(after))) return [];
  const refusal = dialectRefusal('v2', after);
  if (refusal === undefined || dialectRefusal('v2', before) !== undefined) return [];
  const message = `outputSchema: ${clientLabel('v2')} refuses it now (it took the old one), and with it every call of the tool: ${refusal}`;
  return [makeChange('tool-output-schema-dialect-refused', entity, `${pointer}/$schema`, message, dialect(before), dialect(after))];
}

/** Where something was added or removed whole: the text inside belongs to that change. */
interface Roots {
  added: string[];
  removed: string[];
}

const ADDING_FACTS = new Set(['property-added', 'variant-added']);
const REMOVING_FACTS = new Set([...REMOVING_FACTS_OF_PROPERTIES, 'variant-removed']);

/** Added and removed properties, branches and definitions, by their pointers in their own side. */
function rootsOf(findings: SchemaFinding[], before: unknown, after: unknown): Roots {
  const definitions = (schema: unknown) =>
    ['$defs', 'definitions'].flatMap((keyword) => {
      const defs = isJsonObject(schema) && isJsonObject(schema[keyword]) ? (schema[keyword] as Record<string, unknown>) : {};
      return Object.keys(defs).map((name) => `/${keyword}/${pointerSegment(name)}`);
    });
  const [was, now] = [definitions(before), definitions(after)];
  return {
    added: [...findings.filter((f) => ADDING_FACTS.has(f.fact)).map((f) => f.pointer), ...now.filter((at) => !was.includes(at))],
    removed: [...findings.filter((f) => REMOVING_FACTS.has(f.fact)).map((f) => f.pointer), ...was.filter((at) => !now.includes(at))],
  };
}

function isUnder(pointer: string, roots: string[]): boolean {
  return roots.some((root) => pointer === root || pointer.startsWith(`${root}/`));
}

/**
 * Titles, descriptions, examples and comments inside a schema, where the server wrote them.
 * Each change is reported once, at its root: text inside an added or removed property, branch
 * or definition belongs to that change, and text that moved unchanged to another place of the
 * same schema (into a union branch, a definition) is no change.
 */
function annotationChanges(scope: SchemaScope, key: string, pointer: string, before: unknown, after: unknown, roots: Roots): Change[] {
  const { entity, text } = scope;
  const b = collectAnnotations(before);
  const a = collectAnnotations(after);
  const pointers = [...new Set([...b.keys(), ...a.keys()])].sort().filter((at) => !jsonEqual(b.get(at), a.get(at)));
  const gone = pointers.filter((at) => !a.has(at) && !isUnder(at, roots.removed));
  // New text inside a new property is still read for poisoning: it is new to every host.
  const come = pointers.filter((at) => !b.has(at) && (!isUnder(at, roots.added) || riskEvidence(stringOf(a.get(at)), text).length > 0));
  const moved = new Set<string>();
  for (const from of gone) {
    const to = come.find((at) => !moved.has(at) && keywordOf(at) === keywordOf(from) && jsonEqual(a.get(at), b.get(from)));
    if (to !== undefined) moved.add(from).add(to);
  }
  const changes: Change[] = [];
  // Text moved nearby (into a union branch, out of one) and extended: one rewrite of the old text at its new place.
  for (const [from, to] of movedAndExtended(gone, come, b, a, moved)) {
    const keyword = keywordOf(to);
    changes.push(textChange(keyword, entity, `${pointer}${to}`, b.get(from), a.get(to), text, `${key}${parentOf(to)}`));
    moved.add(from).add(to);
  }
  for (const at of pointers) {
    if (moved.has(at) || (!a.has(at) && !gone.includes(at)) || (!b.has(at) && !come.includes(at))) continue;
    const [was, now] = [b.get(at), a.get(at)];
    const keyword = keywordOf(at);
    const where = `${key}${parentOf(at)}`;
    if (keyword === 'title' || keyword === 'description') changes.push(textChange(keyword, entity, `${pointer}${at}`, was, now, text, where));
    else changes.push(makeChange(schemaRuleId(key === 'inputSchema' ? 'input' : 'output', 'annotation-changed'), entity, `${pointer}${at}`, `${where}: ${keyword} changed`, was, now));
  }
  return changes;
}

/**
 * Pairs of a title or description gone from one place and one come at a place beside it (the
 * parent of one holds the other) that keeps its words in order and adds some. Nearest first.
 */
function movedAndExtended(gone: string[], come: string[], b: Map<string, unknown>, a: Map<string, unknown>, taken: Set<string>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const parent = (at: string) => at.slice(0, at.lastIndexOf('/'));
  const beside = (x: string, y: string) => isUnder(parent(x), [parent(y)]) || isUnder(parent(y), [parent(x)]);
  for (const from of gone.filter((at) => !taken.has(at) && ['title', 'description'].includes(keywordOf(at)))) {
    const old = stringOf(b.get(from));
    const candidates = come.filter((at) => !taken.has(at) && keywordOf(at) === keywordOf(from) && beside(from, at) && !pairs.some(([, to]) => to === at));
    const to = candidates
      .filter((at) => old !== undefined && extendsText(old, stringOf(a.get(at)) ?? ''))
      .sort((x, y) => Math.abs(x.split('/').length - from.split('/').length) - Math.abs(y.split('/').length - from.split('/').length))[0];
    if (to !== undefined) pairs.push([from, to]);
  }
  return pairs;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function keywordOf(pointer: string): string {
  return pointer.slice(pointer.lastIndexOf('/') + 1);
}

interface SchemaSite {
  entity: string;
  key: 'inputSchema' | 'outputSchema';
  direction: Direction;
  pointer: string;
  before: unknown;
  after: unknown;
}

/**
 * A finding with its level. A breaking one needs a witness that ajv confirms on the real
 * schemas; without one it is undecided (effect-relevant). An undecided finding that a witness
 * shows to break gets a breaking change beside it.
 */
function classifyFinding(site: SchemaSite, finding: SchemaFinding): { change: Change; extra?: Change } {
  const rule = schemaRuleId(site.direction, finding.fact);
  const at = `${site.pointer}${existingPointer(site.before, site.after, finding.pointer)}`;
  const message = `${site.key}${parentOf(finding.pointer)}: ${finding.detail}`;
  const details = { before: finding.before, after: finding.after, item: finding.item };
  const effect = effectOf(finding.fact);
  const side: Side = site.direction === 'input' ? 0 : 1;
  if (effect === 'undecided') {
    const change = changeOf(rule, site.entity, at, message, details);
    // A remote $ref was never fetched: ajv compiles as if it were absent, so no witness can speak for it.
    const witness = finding.fact === 'remote-ref' || finding.item === 'budget' ? undefined : searchWitness(site, finding, side);
    if (!witness) return { change };
    const fact = side === 0 ? 'schema-narrowed' : 'schema-widened';
    return {
      change,
      extra: changeOf(schemaRuleId(site.direction, fact), site.entity, at, `${site.key}${parentOf(finding.pointer)}: ${describeWitness(side)} (where ${finding.detail})`, {
        item: finding.item,
        witness,
      }),
    };
  }
  if (ruleById(rule).level !== 'breaking' || !['narrows', 'widens', 'both'].includes(effect)) {
    // A oneOf's value found on the canons (./schema/opaque.ts compareOneOf) holds when ajv agrees; else the change stays undecided.
    if (finding.item === 'oneOf' && !oneOfValueHolds(site, finding))
      return {
        change: changeOf(schemaRuleId(site.direction, 'logic-changed'), site.entity, at, `${site.key}${parentOf(finding.pointer)}: "oneOf" changed: its effect is not decided exactly`, details),
      };
    return { change: changeOf(rule, site.entity, at, message, details) };
  }
  const leaf = (side === 0 ? finding.narrowing : finding.widening)?.();
  const witness = (leaf === undefined ? undefined : witnessOf(site, embed(finding.path, side, leaf), side)) ?? searchWitness(site, finding, side) ?? richerWitness(site, finding, side, leaf);
  if (witness) return { change: changeOf(rule, site.entity, at, message, { ...details, witness }) };
  // A bound past the size a witness is built at: proven by its shape, but never run through ajv.
  if (finding.beyond !== undefined) {
    const unchecked = `${message}; not checked: its witness, ${finding.beyond}, is past the size a witness is built at`;
    return { change: changeOf(schemaRuleId(site.direction, 'unverified'), site.entity, at, unchecked, { ...details, item: `${finding.fact}:${finding.item}` }) };
  }
  // ajv could not judge the value that would show it: the machinery failed, the change is not disproven.
  const probe = leaf === undefined ? undefined : embed(finding.path, side, leaf);
  if (probe !== undefined && [site.before, site.after].some((schema) => ajvJudgement(schema, probe) === 'cannot')) {
    const unchecked = `${message}; not checked: ajv could not compile or run the schema on the value that would show it`;
    return {
      change: changeOf(schemaRuleId(site.direction, 'unverified'), site.entity, at, unchecked, { ...details, item: finding.item === undefined ? finding.fact : `${finding.fact}:${finding.item}` }),
    };
  }
  const unproven = `${message}; not proven: no value was found that ${side === 0 ? 'the old schema accepts and the new one rejects' : 'the new schema allows and the old one did not'}`;
  return {
    change: changeOf(schemaRuleId(site.direction, 'undecided'), site.entity, at, unproven, { ...details, item: finding.item === undefined ? finding.fact : `${finding.fact}:${finding.item}` }),
  };
}

/** Keywords a canonical keyword may have been written as: `minimum` as `exclusiveMinimum`, `enum` as `const`. */
const WRITTEN_AS: Record<string, string[]> = { minimum: ['exclusiveMinimum'], maximum: ['exclusiveMaximum'], enum: ['const'], type: ['const', 'enum'] };

/**
 * The finding's pointer where it resolves in the after or the before schema as written: a
 * keyword by the name it was written under, else the nearest schema that holds it (a `required`
 * that one side lacks, a type implied by a `const`).
 */
function existingPointer(before: unknown, after: unknown, pointer: string): string {
  const exists = (at: string) => valueAtPointer(after, at) !== undefined || valueAtPointer(before, at) !== undefined;
  for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) {
    if (exists(at)) return at;
    const parent = at.slice(0, at.lastIndexOf('/'));
    const alias = (WRITTEN_AS[at.slice(at.lastIndexOf('/') + 1)] ?? []).find((keyword) => exists(`${parent}/${keyword}`));
    if (alias) return `${parent}/${alias}`;
  }
  return '';
}

function witnessOf(site: SchemaSite, value: unknown, side: Side): Witness | undefined {
  const confirmed = confirms(site.before, site.after, value, side);
  return confirmed ? reportedWitness(value, confirmed.validBefore, confirmed.validAfter) : undefined;
}

/** Typical values of the side's schema at the finding's place, each tried in a whole instance. */
function searchWitness(site: SchemaSite, finding: SchemaFinding, side: Side): Witness | undefined {
  for (const candidate of candidatesOf(finding.canons[side], finding.canons[side === 0 ? 1 : 0])) {
    const witness = witnessOf(site, embed(finding.path, side, candidate), side);
    if (witness) return witness;
  }
  return undefined;
}

/** Does ajv, on the real schemas, accept the value of a oneOf narrowing under the old side only (of a widening, the new side only)? */
function oneOfValueHolds(site: SchemaSite, finding: SchemaFinding): boolean {
  const own: Side = finding.fact === 'schema-narrowed' ? 0 : 1;
  const value = (own === 0 ? finding.narrowing : finding.widening)?.();
  return value !== undefined && witnessOf(site, embed(finding.path, own, value), own) !== undefined;
}

/** The finding's own value in objects that hold more of the properties around it (a union's other alternative may have taken the bare one). */
function richerWitness(site: SchemaSite, finding: SchemaFinding, side: Side, leaf: unknown): Witness | undefined {
  for (const value of richerEmbeddings(finding.path, side, leaf)) {
    const witness = witnessOf(site, value, side);
    if (witness) return witness;
  }
  return undefined;
}

function describeWitness(side: Side): string {
  return side === 0 ? 'a call that worked before is rejected now' : 'the server may now return output the old schema did not allow';
}

/** `/properties/limit/maximum` -> ` at /properties/limit`; the schema root -> ``. */
function parentOf(pointer: string): string {
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  return parent ? ` at ${parent}` : '';
}

/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
