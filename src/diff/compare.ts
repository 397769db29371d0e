import { canonicalJson, jsonEqual } from '../contract/canonical.js';
import { COLLECTIONS, type Contract, type ContractEntity, type EntityKind, type JsonObject } from '../contract/types.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import { makeChange, type Change } from './change.js';
import { SCHEMA_FACTS, schemaRuleId, type Direction, type SchemaFact } from './rules.js';
import { diffSchemas, type SchemaFinding } from './schema-diff.js';
import { checkSchemaCompiles } from './schema-validity.js';
import { gainedEvidence, riskEvidence } from './text-risk.js';

/** A pair of schemas whose digests differ: what the json-schema-diff oracle is asked about. */
export interface SchemaPair {
  entity: string;
  direction: Direction;
  pointer: string;
  before: unknown;
  after: unknown;
  /** The keyword rules already found values made invalid (valid) here: the oracle cannot add that direction. */
  knownNarrowing: boolean;
  knownWidening: boolean;
  /** An optional property was added: json-schema-diff calls that a removal on an open object (measured), so its removals are not trusted. */
  addsProperty: boolean;
}

export interface Comparison {
  changes: Change[];
  schemaPairs: SchemaPair[];
}

const KIND_PREFIX: Record<EntityKind, string> = { tool: 'tool', resource: 'resource', resourceTemplate: 'resource-template', prompt: 'prompt' };
const ADDED_RULE: Record<EntityKind, string> = { tool: 'tool-added', resource: 'resource-added', resourceTemplate: 'resource-template-added', prompt: 'prompt-added' };
const REMOVED_RULE: Record<EntityKind, string> = { tool: 'tool-removed', resource: 'resource-removed', resourceTemplate: 'resource-template-removed', prompt: 'prompt-removed' };

/** Classifies every difference between two contracts. Pure: plain data in, plain data out. */
export function compareContracts(before: Contract, after: Contract): Comparison {
  const changes: Change[] = [];
  const schemaPairs: SchemaPair[] = [];
  compareProtocol(before, after, changes);
  compareServerInfo(before.serverInfo ?? {}, after.serverInfo ?? {}, changes);
  compareCapabilities(before, after, changes);
  compareInstructions(before, after, changes);
  for (const { collection, kind } of COLLECTIONS) {
    compareCollection(kind, collection, before[collection], after[collection], { changes, schemaPairs, tools: Object.keys(after.tools) });
  }
  return { changes: changes.sort(byPosition), schemaPairs };
}

function byPosition(a: Change, b: Change): number {
  return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0;
}

function compareProtocol(before: Contract, after: Contract, changes: Change[]): void {
  if (before.protocol.revision !== after.protocol.revision) {
    changes.push(makeChange('protocol-revision-changed', 'protocol', '/protocol/revision', `protocol revision ${before.protocol.revision} → ${after.protocol.revision}`, before.protocol.revision, after.protocol.revision));
  }
  if (before.protocol.era !== after.protocol.era) {
    changes.push(makeChange('protocol-era-changed', 'protocol', '/protocol/era', `protocol era ${before.protocol.era} → ${after.protocol.era}`, before.protocol.era, after.protocol.era));
  }
  compareMatrix(before.protocolMatrix ?? {}, after.protocolMatrix ?? {}, changes);
  if (!jsonEqual(before.clientCapabilities, after.clientCapabilities)) {
    changes.push(makeChange('client-capabilities-changed', 'client-capabilities', '/clientCapabilities', 'the client capabilities the gate declares changed (config), so the lists may differ', before.clientCapabilities, after.clientCapabilities));
  }
}

/** A revision that was accepted and no longer is, is breaking; any other change of a cell is effect-relevant. */
function compareMatrix(before: JsonObject, after: JsonObject, changes: Change[]): void {
  for (const revision of union(before, after)) {
    const [b, a] = [before[revision] as JsonObject | undefined, after[revision] as JsonObject | undefined];
    if (!b || !a || jsonEqual(b, a)) continue; // a revision added to or dropped from the config is not the server's change
    const pointer = `/protocolMatrix/${pointerSegment(revision)}`;
    const describe = (cell: JsonObject) => (cell.selected ? `${String(cell.outcome)} (${String(cell.selected)})` : String(cell.outcome));
    const rule = b.outcome === 'accepted' && a.outcome !== 'accepted' ? 'protocol-revision-dropped' : 'protocol-matrix-changed';
    changes.push(makeChange(rule, 'protocol', pointer, `revision ${revision}: ${describe(b)} → ${describe(a)}`, b, a));
  }
}

function compareServerInfo(before: JsonObject, after: JsonObject, changes: Change[]): void {
  for (const key of union(before, after)) {
    if (jsonEqual(before[key], after[key])) continue;
    const pointer = `/serverInfo/${pointerSegment(key)}`;
    const [b, a] = [before[key], after[key]];
    if (key === 'name') changes.push(makeChange('server-name-changed', 'server', pointer, `server name ${show(b)} → ${show(a)}`, b, a));
    else if (key === 'version') changes.push(makeChange('server-version-changed', 'server', pointer, `server version ${show(b)} → ${show(a)}`, b, a));
    else if (key === 'title' || key === 'description') changes.push(textChange(key, 'server', pointer, b, a, []));
    else if (key === 'icons') changes.push(makeChange('icons-changed', 'server', pointer, 'server icons changed', b, a));
    else changes.push(makeChange('server-info-changed', 'server', pointer, `server ${key} changed`, b, a));
  }
}

/** Capabilities as dot paths; only the top-most added or removed path is reported. */
function compareCapabilities(before: Contract, after: Contract, changes: Change[]): void {
  const walk = (b: unknown, a: unknown, path: string[]): void => {
    const pointer = `/capabilities/${path.map(pointerSegment).join('/')}`;
    const name = path.join('.');
    if (b === undefined) return void changes.push(makeChange('capability-added', 'capabilities', pointer, `capability ${name} added`, undefined, a));
    if (a === undefined) return void changes.push(makeChange('capability-removed', 'capabilities', pointer, `capability ${name} removed`, b, undefined));
    if (isObject(b) && isObject(a)) {
      for (const key of union(b, a)) walk(b[key], a[key], [...path, key]);
    } else if (!jsonEqual(b, a)) {
      changes.push(makeChange('capability-changed', 'capabilities', pointer, `capability ${name} changed`, b, a));
    }
  };
  for (const key of union(before.capabilities, after.capabilities)) walk(before.capabilities[key], after.capabilities[key], [key]);
}

function compareInstructions(before: Contract, after: Contract, changes: Change[]): void {
  const b = before.instructions?.text;
  const a = after.instructions?.text;
  if (b === a) return;
  const evidence = gainedEvidence(b, a);
  const rule = evidence.length ? 'instructions-poisoned' : 'instructions-changed';
  const what = b === undefined ? 'added' : a === undefined ? 'removed' : 'changed';
  const message = evidence.length ? `server instructions ${what} and gained ${evidence.join('; ')}` : `server instructions ${what}`;
  changes.push(makeChange(rule, 'instructions', '/instructions', message, b, a));
}

function compareCollection(
  kind: EntityKind,
  collection: string,
  before: Record<string, ContractEntity>,
  after: Record<string, ContractEntity>,
  out: { changes: Change[]; schemaPairs: SchemaPair[]; tools: string[] },
): void {
  const { changes, schemaPairs } = out;
  const removed = Object.keys(before).filter((key) => !(key in after));
  const added = Object.keys(after).filter((key) => !(key in before));
  for (const key of removed) {
    const twin = added.find((candidate) => looksRenamed(before[key]!, after[candidate]!));
    const hint = twin === undefined ? '' : ` (looks renamed to ${show(twin)})`;
    changes.push(makeChange(REMOVED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} removed${hint}`, before[key]!.definition, undefined));
  }
  for (const key of added) {
    const twin = removed.find((candidate) => looksRenamed(before[candidate]!, after[key]!));
    const hint = twin === undefined ? '' : ` (looks like a rename of ${show(twin)})`;
    const definition = after[key]!.definition;
    // A new entity's text is new to every host: say what instruction-like content it brings.
    const evidence = [...riskEvidence(stringOf(definition.title)), ...riskEvidence(stringOf(definition.description))];
    const carries = evidence.length ? `; its text has ${[...new Set(evidence)].join('; ')}` : '';
    changes.push(makeChange(ADDED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} added${hint}${carries}`, undefined, definition));
  }
  for (const key of Object.keys(after)) {
    const b = before[key];
    const a = after[key]!;
    if (!b || b.digest === a.digest) continue;
    const scope = { kind, entity: entityName(kind, key), base: `/${collection}/${pointerSegment(key)}/definition`, changes, schemaPairs };
    // Other tools of the server: a description that starts naming one steers the model toward it.
    const otherTools = out.tools.filter((name) => entityName('tool', name) !== scope.entity);
    compareDefinition(scope, b.definition, a.definition, otherTools);
  }
}

/** Same definition apart from the identity: a removal plus an addition that is probably a rename. */
function looksRenamed(before: ContractEntity, after: ContractEntity): boolean {
  const strip = (definition: JsonObject) => canonicalJson({ ...definition, name: null, uri: null, uriTemplate: null, title: null });
  return strip(before.definition) === strip(after.definition);
}

interface Scope {
  kind: EntityKind;
  entity: string;
  base: string;
  changes: Change[];
  schemaPairs: SchemaPair[];
}

function compareDefinition(scope: Scope, before: JsonObject, after: JsonObject, otherNames: string[]): void {
  const { changes, entity, base } = scope;
  for (const key of union(before, after)) {
    const [b, a] = [before[key], after[key]];
    if (jsonEqual(b, a)) continue;
    const pointer = `${base}/${pointerSegment(key)}`;
    if (key === 'title' || key === 'description') changes.push(textChange(key, entity, pointer, b, a, otherNames));
    else if (key === 'icons') changes.push(makeChange('icons-changed', entity, pointer, 'icons changed', b, a));
    else if (scope.kind === 'tool' && (key === 'inputSchema' || key === 'outputSchema')) compareToolSchema(scope, key, b, a);
    else if (scope.kind === 'tool' && key === 'annotations') compareAnnotations(scope, asObject(b), asObject(a));
    else if (scope.kind === 'tool' && key === 'execution') changes.push(makeChange('tool-task-support-changed', entity, pointer, `execution ${show(b)} → ${show(a)}`, b, a));
    else if (scope.kind === 'prompt' && key === 'arguments') comparePromptArguments(scope, b, a, otherNames);
    else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'mimeType') changes.push(makeChange('resource-mime-type-changed', entity, pointer, `MIME type ${show(b)} → ${show(a)}`, b, a));
    else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'name') changes.push(makeChange('resource-name-changed', entity, pointer, `name ${show(b)} → ${show(a)}`, b, a));
    else if (scope.kind === 'resource' && key === 'size') changes.push(makeChange('resource-size-changed', entity, pointer, `size ${show(b)} → ${show(a)}`, b, a));
    else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'annotations') changes.push(makeChange('resource-annotations-changed', entity, pointer, 'annotations (audience, priority) changed', b, a));
    else changes.push(makeChange('field-changed-unclassified', entity, pointer, `field ${show(key)} changed, and no rule covers it`, b, a));
  }
}

/** A title or description: cosmetic unless it gained instruction-like content. */
function textChange(key: string, entity: string, pointer: string, before: unknown, after: unknown, otherTools: string[], where?: string): Change {
  const b = typeof before === 'string' ? before : undefined;
  const a = typeof after === 'string' ? after : undefined;
  const evidence = [...gainedEvidence(b, a), ...gainedToolMentions(b, a, otherTools)];
  const label = where ? `${where}: ${key}` : key;
  if (evidence.length) return makeChange('description-poisoned', entity, pointer, `${label} gained ${evidence.join('; ')}`, before, after);
  const what = before === undefined ? 'added' : after === undefined ? 'removed' : 'reworded';
  return makeChange(key === 'title' ? 'title-changed' : 'description-changed', entity, pointer, `${label} ${what}`, before, after);
}

/** A description that starts naming another tool of the same server is steering the model toward it. */
function gainedToolMentions(before: string | undefined, after: string | undefined, tools: string[]): string[] {
  if (!after) return [];
  return tools
    .filter((name) => name.length > 2 && mentions(after, name) && !(before && mentions(before, name)))
    .map((name) => `mention of another tool: ${name}`);
}

function mentions(text: string, name: string): boolean {
  return new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(text);
}

const HINT_RULES: Record<string, string> = {
  readOnlyHint: 'tool-read-only-hint-changed',
  destructiveHint: 'tool-destructive-hint-changed',
  idempotentHint: 'tool-idempotent-hint-changed',
  openWorldHint: 'tool-open-world-hint-changed',
};
const HINT_DEFAULTS: Record<string, boolean> = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };

/** Annotations are compared through the spec defaults (normalisation removed stated defaults). */
function compareAnnotations(scope: Scope, before: JsonObject, after: JsonObject): void {
  for (const key of union(before, after)) {
    const [b, a] = [before[key], after[key]];
    if (jsonEqual(b, a)) continue;
    const pointer = `${scope.base}/annotations/${pointerSegment(key)}`;
    const hintRule = HINT_RULES[key];
    if (hintRule) {
      const effective = (v: unknown) => (v === undefined ? HINT_DEFAULTS[key] : v);
      scope.changes.push(makeChange(hintRule, scope.entity, pointer, `${key} ${show(effective(b))} → ${show(effective(a))}`, effective(b), effective(a)));
    } else if (key === 'title') {
      const change = textChange('title', scope.entity, pointer, b, a, []);
      scope.changes.push(change.rule === 'title-changed' ? makeChange('tool-annotation-title-changed', scope.entity, pointer, change.message, b, a) : change);
    } else {
      scope.changes.push(makeChange('field-changed-unclassified', scope.entity, pointer, `annotation ${show(key)} changed, and no rule covers it`, b, a));
    }
  }
}

function compareToolSchema(scope: Scope, key: 'inputSchema' | 'outputSchema', before: unknown, after: unknown): void {
  const direction: Direction = key === 'inputSchema' ? 'input' : 'output';
  const pointer = `${scope.base}/${key}`;
  if (before === undefined) return void scope.changes.push(makeChange('tool-output-schema-added', scope.entity, pointer, 'outputSchema added: structured output is promised now', undefined, after));
  if (after === undefined) return void scope.changes.push(makeChange('tool-output-schema-removed', scope.entity, pointer, 'outputSchema removed: structured output is no longer promised', before, undefined));
  const validity = checkSchemaCompiles(after);
  if (validity && !checkSchemaCompiles(before)) {
    scope.changes.push(makeChange(schemaRuleId(direction, 'schema-invalid'), scope.entity, pointer, `${key} is not a valid JSON Schema: ${validity}`, undefined, undefined));
  }
  const findings = diffSchemas(before, after);
  // The bytes differ (or we would not be here): a change in form only is still reported, never silent.
  if (findings.length === 0) findings.push({ fact: 'form-changed', pointer: '', detail: 'rewritten without changing what is valid' });
  for (const finding of findings) {
    const at = `${pointer}${finding.pointer}`;
    const where = `${key}${parentOf(finding.pointer)}`;
    if (finding.fact === 'annotation-changed' && /\/(description|title)$/.test(finding.pointer)) {
      scope.changes.push(textChange(finding.pointer.endsWith('title') ? 'title' : 'description', scope.entity, at, finding.before, finding.after, [], where));
      continue;
    }
    scope.changes.push(makeChange(schemaRuleId(direction, finding.fact), scope.entity, at, `${where}: ${finding.detail}`, finding.before, finding.after));
  }
  if (needsOracle(findings)) {
    const effects = findings.map((finding) => effectOf(finding.fact));
    scope.schemaPairs.push({
      entity: scope.entity,
      direction,
      pointer,
      before,
      after,
      knownNarrowing: effects.some((effect) => effect === 'narrows' || effect === 'changes'),
      knownWidening: effects.some((effect) => effect === 'widens' || effect === 'changes'),
      addsProperty: findings.some((finding) => finding.fact === 'property-added'),
    });
  }
}

/** Facts whose direction the keyword rules cannot tell. */
const DIRECTIONLESS = new Set(['keyword-unclassified', 'logic-changed', 'dialect-changed', 'remote-ref']);
const COMBINATOR = /\/(anyOf|oneOf|allOf|not|if|then|else)(\/|$)/;

/**
 * The keyword rules are exact for a change local to one keyword. Under anyOf/oneOf/allOf/not/if
 * the valid set depends on the branches together, and some keywords have no direction: there the
 * set-based verdict of json-schema-diff adds what the rules cannot know.
 */
function needsOracle(findings: SchemaFinding[]): boolean {
  return findings.some((finding) => DIRECTIONLESS.has(finding.fact) || (COMBINATOR.test(finding.pointer) && effectOf(finding.fact) !== 'annotates'));
}

function effectOf(fact: string): SchemaFact['effect'] | 'unknown' {
  if (DIRECTIONLESS.has(fact)) return 'unknown';
  return SCHEMA_FACTS.find((known) => known.fact === fact)?.effect ?? 'unknown';
}

function comparePromptArguments(scope: Scope, before: unknown, after: unknown, otherNames: string[]): void {
  const byName = (list: unknown) => new Map((Array.isArray(list) ? (list as JsonObject[]) : []).map((arg) => [String(arg.name), arg]));
  const b = byName(before);
  const a = byName(after);
  const base = `${scope.base}/arguments`;
  for (const name of [...new Set([...b.keys(), ...a.keys()])].sort()) {
    const [ba, aa] = [b.get(name), a.get(name)];
    const pointer = `${base}/${pointerSegment(name)}`;
    const label = `argument ${show(name)}`;
    if (!aa) scope.changes.push(makeChange('prompt-argument-removed', scope.entity, pointer, `${label} removed`, ba, undefined));
    else if (!ba) scope.changes.push(makeChange(aa.required === true ? 'prompt-argument-added-required' : 'prompt-argument-added', scope.entity, pointer, `${label} added${aa.required === true ? ' as required' : ''}`, undefined, aa));
    else {
      if ((ba.required === true) !== (aa.required === true)) {
        const rule = aa.required === true ? 'prompt-argument-made-required' : 'prompt-argument-made-optional';
        scope.changes.push(makeChange(rule, scope.entity, `${pointer}/required`, `${label} is ${aa.required === true ? 'required' : 'optional'} now`, ba.required === true, aa.required === true));
      }
      for (const key of union(ba, aa)) {
        if (key === 'name' || key === 'required' || jsonEqual(ba[key], aa[key])) continue;
        const at = `${pointer}/${pointerSegment(key)}`;
        if (key === 'description' || key === 'title') scope.changes.push(textChange(key, scope.entity, at, ba[key], aa[key], otherNames));
        else scope.changes.push(makeChange('field-changed-unclassified', scope.entity, at, `${label}: field ${show(key)} changed, and no rule covers it`, ba[key], aa[key]));
      }
    }
  }
}

/** `/properties/limit/maximum` -> ` at /properties/limit`; the schema root -> ``. */
function parentOf(pointer: string): string {
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  return parent ? ` at ${parent}` : '';
}

export function entityName(kind: EntityKind, key: string): string {
  return `${KIND_PREFIX[kind]}:${key}`;
}

function describeKind(kind: EntityKind): string {
  return kind === 'resourceTemplate' ? 'resource template' : kind;
}


function union(a: JsonObject, b: JsonObject): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
