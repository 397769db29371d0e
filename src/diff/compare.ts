import { canonicalJson, jsonEqual } from '../contract/canonical.js';
import { COLLECTIONS, type Contract, type ContractEntity, type EntityKind, type JsonObject } from '../contract/types.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import { checkSchemaValid } from '../jsonschema/validity.js';
import { confirms, embed, type Side } from '../jsonschema/witness.js';
import { changeOf, makeChange, type Change, type Witness } from './change.js';
import { ruleById, schemaRuleId, type Direction, type RuleId } from './rules.js';
import { candidatesOf, diffSchemas, effectOf, type SchemaFinding } from './schema-diff.js';
import { gainedEvidence, riskEvidence } from './text-risk.js';

/** A pair of schemas with an undecided change and no witness: json-schema-diff is asked about it, for a note. */
export interface SchemaPair {
  entity: string;
  direction: Direction;
  pointer: string;
  before: unknown;
  after: unknown;
}

export interface Comparison {
  changes: Change[];
  schemaPairs: SchemaPair[];
  /** Entities whose schemas were not compared because the deadline had passed. */
  unclassified: string[];
}

export interface CompareOptions {
  /** Epoch ms after which schemas are no longer compared (reported undecided instead); none by default. */
  deadlineAt?: number;
}

const KIND_PREFIX: Record<EntityKind, string> = { tool: 'tool', resource: 'resource', resourceTemplate: 'resource-template', prompt: 'prompt' };
const ADDED_RULE: Record<EntityKind, RuleId> = { tool: 'tool-added', resource: 'resource-added', resourceTemplate: 'resource-template-added', prompt: 'prompt-added' };
const REMOVED_RULE: Record<EntityKind, RuleId> = { tool: 'tool-removed', resource: 'resource-removed', resourceTemplate: 'resource-template-removed', prompt: 'prompt-removed' };

/** Classifies every difference between two contracts. Pure: plain data in, plain data out. */
export function compareContracts(before: Contract, after: Contract, options: CompareOptions = {}): Comparison {
  const changes: Change[] = [];
  const schemaPairs: SchemaPair[] = [];
  const unclassified: string[] = [];
  compareProtocol(before, after, changes);
  compareServerInfo(before.serverInfo ?? {}, after.serverInfo ?? {}, changes);
  compareCapabilities(before, after, changes);
  compareUnsupportedLists(before.unsupportedLists ?? [], after.unsupportedLists ?? [], changes);
  compareInstructions(before, after, changes);
  for (const { collection, kind } of COLLECTIONS) {
    compareCollection(kind, collection, before[collection], after[collection], { changes, schemaPairs, unclassified, deadlineAt: options.deadlineAt ?? Infinity, tools: Object.keys(after.tools).filter((name) => name.length > 2) });
  }
  return { changes: changes.sort(byPosition), schemaPairs, unclassified };
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

/** Server capabilities the spec defines; anything else declared there is something no host relies on. */
const SERVER_CAPABILITIES = new Set(['tools', 'resources', 'prompts', 'logging', 'completions', 'experimental', 'tasks']);

/** Capabilities as dot paths; only the top-most added or removed path is reported. */
function compareCapabilities(before: Contract, after: Contract, changes: Change[]): void {
  const walk = (b: unknown, a: unknown, path: string[]): void => {
    const pointer = `/capabilities/${path.map(pointerSegment).join('/')}`;
    const name = path.join('.');
    if (b === undefined) return void changes.push(makeChange('capability-added', 'capabilities', pointer, `capability ${name} added`, undefined, a));
    if (a === undefined) {
      // A client capability (elicitation, sampling, roots) a server once declared by mistake: no host can depend on it.
      if (!SERVER_CAPABILITIES.has(path[0]!)) return void changes.push(makeChange('capability-changed', 'capabilities', pointer, `capability ${name} removed (not a server capability in the MCP spec)`, b, undefined));
      return void changes.push(makeChange('capability-removed', 'capabilities', pointer, `capability ${name} removed`, b, undefined));
    }
    if (isObject(b) && isObject(a)) {
      for (const key of union(b, a)) walk(own(b, key), own(a, key), [...path, key]);
    } else if (!jsonEqual(b, a)) {
      changes.push(makeChange('capability-changed', 'capabilities', pointer, `capability ${name} changed`, b, a));
    }
  };
  for (const key of union(before.capabilities, after.capabilities)) walk(own(before.capabilities, key), own(after.capabilities, key), [key]);
}

/** Declared lists that answer -32601: recorded so that a list that stops (or starts) answering is a change. */
function compareUnsupportedLists(before: readonly string[], after: readonly string[], changes: Change[]): void {
  for (const method of after) if (!before.includes(method)) changes.push(makeChange('list-now-unsupported', 'capabilities', '/unsupportedLists', `${method} answers "method not found" now`, undefined, method));
  for (const method of before) if (!after.includes(method)) changes.push(makeChange('list-now-supported', 'capabilities', '/unsupportedLists', `${method} answers now (it was "method not found")`, method, undefined));
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
  beforeEntities: Record<string, ContractEntity>,
  afterEntities: Record<string, ContractEntity>,
  out: { changes: Change[]; schemaPairs: SchemaPair[]; unclassified: string[]; deadlineAt: number; tools: string[] },
): void {
  const { changes, schemaPairs } = out;
  // Maps, not `key in object`: an entity may be named `constructor` or `__proto__`.
  const before = new Map(Object.entries(beforeEntities));
  const after = new Map(Object.entries(afterEntities));
  const removed = [...before.keys()].filter((key) => !after.has(key));
  const added = [...after.keys()].filter((key) => !before.has(key));
  for (const key of removed) {
    const twin = added.find((candidate) => looksRenamed(before.get(key)!, after.get(candidate)!));
    const hint = twin === undefined ? '' : ` (looks renamed to ${show(twin)})`;
    changes.push(makeChange(REMOVED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} removed${hint}`, before.get(key)!.definition, undefined));
  }
  for (const key of added) {
    const twin = removed.find((candidate) => looksRenamed(before.get(candidate)!, after.get(key)!));
    const hint = twin === undefined ? '' : ` (looks like a rename of ${show(twin)})`;
    const definition = after.get(key)!.definition;
    // A new entity's text is new to every host: say what instruction-like content it brings.
    const evidence = [...riskEvidence(stringOf(definition.title)), ...riskEvidence(stringOf(definition.description))];
    const carries = evidence.length ? `; its text has ${[...new Set(evidence)].join('; ')}` : '';
    changes.push(makeChange(ADDED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} added${hint}${carries}`, undefined, definition));
  }
  for (const [key, a] of after) {
    const b = before.get(key);
    if (!b || b.digest === a.digest) continue;
    const late = Date.now() > out.deadlineAt;
    const scope = { kind, entity: entityName(kind, key), base: `/${collection}/${pointerSegment(key)}/definition`, changes, schemaPairs, late };
    if (late && kind === 'tool') out.unclassified.push(scope.entity);
    // Other tools of the server: a description that starts naming one steers the model toward it.
    compareDefinition(scope, b.definition, a.definition, { tools: out.tools, except: kind === 'tool' ? key : undefined });
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
  /** Past the classification deadline: schemas are reported, not compared. */
  late?: boolean;
}

function compareDefinition(scope: Scope, before: JsonObject, after: JsonObject, otherNames: OtherTools): void {
  const { changes, entity, base } = scope;
  for (const key of union(before, after)) {
    const [b, a] = [own(before, key), own(after, key)];
    if (jsonEqual(b, a)) continue;
    const pointer = `${base}/${pointerSegment(key)}`;
    if (key === 'title' || key === 'description') changes.push(textChange(key, entity, pointer, b, a, otherNames));
    else if (key === 'icons') changes.push(makeChange('icons-changed', entity, pointer, 'icons changed', b, a));
    else if (scope.kind === 'tool' && (key === 'inputSchema' || key === 'outputSchema')) compareToolSchema(scope, key, b, a);
    else if (scope.kind === 'tool' && key === 'annotations') compareAnnotations(scope, asObject(b), asObject(a));
    else if (scope.kind === 'tool' && key === 'execution') changes.push(executionChange(entity, pointer, b, a));
    else if (scope.kind === 'prompt' && key === 'arguments') comparePromptArguments(scope, b, a, otherNames);
    else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'mimeType') changes.push(makeChange('resource-mime-type-changed', entity, pointer, `MIME type ${show(b)} → ${show(a)}`, b, a));
    else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'name') changes.push(makeChange('resource-name-changed', entity, pointer, `name ${show(b)} → ${show(a)}`, b, a));
    else if (scope.kind === 'resource' && key === 'size') changes.push(makeChange('resource-size-changed', entity, pointer, `size ${show(b)} → ${show(a)}`, b, a));
    else if (scope.kind !== 'tool' && scope.kind !== 'prompt' && key === 'annotations') changes.push(makeChange('resource-annotations-changed', entity, pointer, 'annotations (audience, priority) changed', b, a));
    else changes.push(makeChange('field-changed-unclassified', entity, pointer, `field ${show(key)} changed, and no rule covers it`, b, a));
  }
}

/** A title or description: cosmetic unless it gained instruction-like content. */
function textChange(key: string, entity: string, pointer: string, before: unknown, after: unknown, otherTools: OtherTools | string[], where?: string): Change {
  const b = typeof before === 'string' ? before : undefined;
  const a = typeof after === 'string' ? after : undefined;
  const evidence = [...gainedEvidence(b, a), ...gainedToolMentions(b, a, otherTools)];
  const label = where ? `${where}: ${key}` : key;
  if (evidence.length) return makeChange('description-poisoned', entity, pointer, `${label} gained ${evidence.join('; ')}`, before, after);
  const what = before === undefined ? 'added' : after === undefined ? 'removed' : 'reworded';
  return makeChange(key === 'title' ? 'title-changed' : 'description-changed', entity, pointer, `${label} ${what}`, before, after);
}

/** The server's tool names, but the entity's own: what a description may start steering toward. */
interface OtherTools {
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

/** The ways a tool may be called under each taskSupport value (absent means forbidden). */
const TASK_MODES: Record<string, string[]> = { forbidden: ['plain'], optional: ['plain', 'task'], required: ['task'] };

/** execution.taskSupport: losing a way of calling that worked is breaking; anything else effect-relevant. */
function executionChange(entity: string, pointer: string, before: unknown, after: unknown): Change {
  const support = (execution: unknown) => (isObject(execution) && typeof execution.taskSupport === 'string' ? execution.taskSupport : 'forbidden');
  const [was, now] = [support(before), support(after)];
  const lost = (TASK_MODES[was] ?? []).filter((mode) => !(TASK_MODES[now] ?? []).includes(mode));
  if (lost.length && Object.hasOwn(TASK_MODES, now)) {
    const what = lost.includes('task') ? 'task-augmented calls' : 'plain calls';
    return makeChange('tool-task-support-narrowed', entity, `${pointer}/taskSupport`, `execution.taskSupport ${show(was)} → ${show(now)}: ${what} that worked are refused now`, was, now);
  }
  return makeChange('tool-task-support-changed', entity, pointer, `execution ${show(before)} → ${show(after)}`, before, after);
}

const HINT_RULES: Record<string, RuleId> = {
  readOnlyHint: 'tool-read-only-hint-changed',
  destructiveHint: 'tool-destructive-hint-changed',
  idempotentHint: 'tool-idempotent-hint-changed',
  openWorldHint: 'tool-open-world-hint-changed',
};
const HINT_DEFAULTS: Record<string, boolean> = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };

/** Annotations are compared through the spec defaults (normalisation removed stated defaults). */
function compareAnnotations(scope: Scope, before: JsonObject, after: JsonObject): void {
  for (const key of union(before, after)) {
    const [b, a] = [own(before, key), own(after, key)];
    if (jsonEqual(b, a)) continue;
    const pointer = `${scope.base}/annotations/${pointerSegment(key)}`;
    const hintRule = Object.hasOwn(HINT_RULES, key) ? HINT_RULES[key] : undefined;
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
  if (scope.late) return void scope.changes.push(changeOf(schemaRuleId(direction, 'undecided'), scope.entity, pointer, `${key} changed; not compared: the classification deadline had passed`, { item: 'deadline' }));
  const validity = specValidity(direction, key, pointer, scope.entity, before, after);
  const found = [...validity, ...annotationChanges(scope.entity, key, pointer, before, after)];
  // A schema that no longer compiles accepts nothing a client can check: its set is not compared.
  const findings = validity.some((change) => change.rule.endsWith('-schema-invalid')) ? [] : diffSchemas(before, after, direction);
  const extras: Change[] = [];
  for (const finding of findings) {
    const { change, extra } = classifyFinding({ entity: scope.entity, key, direction, pointer, before, after }, finding);
    found.push(change);
    if (extra) extras.push(extra);
  }
  // A witness that an undecided keyword breaks is news only where nothing else already proves the schema breaking.
  if (!found.some((change) => change.witness && change.level === 'breaking')) found.push(...extras);
  // The bytes differ (or we would not be here): a change in form only is still reported, never silent.
  if (found.length === 0) found.push(changeOf(schemaRuleId(direction, 'form-changed'), scope.entity, pointer, `${key}: rewritten without changing what is valid`, {}));
  scope.changes.push(...found);
  if (findings.some((finding) => effectOf(finding.fact) === 'undecided')) scope.schemaPairs.push({ entity: scope.entity, direction, pointer, before, after });
}

/** What official clients check before any call: a root of type object, a schema that compiles. */
function specValidity(direction: Direction, key: string, pointer: string, entity: string, before: unknown, after: unknown): Change[] {
  const changes: Change[] = [];
  const invalid = checkSchemaValid(after);
  if (invalid && !checkSchemaValid(before)) changes.push(makeChange(schemaRuleId(direction, 'schema-invalid'), entity, pointer, `${key} is not a valid JSON Schema: ${invalid}`));
  if (isObjectRoot(before) && !isObjectRoot(after)) {
    const now = isObject(after) && after.type !== undefined ? `type ${show(after.type)}` : 'no type';
    changes.push(makeChange(schemaRuleId(direction, 'root-not-object'), entity, `${pointer}/type`, `${key}: the root has ${now}, not "object": official SDK clients reject the whole tools/list`, 'object', isObject(after) ? after.type : undefined));
  }
  return changes;
}

function isObjectRoot(schema: unknown): boolean {
  return isObject(schema) && schema.type === 'object';
}

/** Titles, descriptions, examples and comments inside a schema, where the server wrote them. */
function annotationChanges(entity: string, key: string, pointer: string, before: unknown, after: unknown): Change[] {
  const b = collectAnnotations(before);
  const a = collectAnnotations(after);
  const changes: Change[] = [];
  for (const at of [...new Set([...b.keys(), ...a.keys()])].sort()) {
    const [was, now] = [b.get(at), a.get(at)];
    if (jsonEqual(was, now)) continue;
    const keyword = at.slice(at.lastIndexOf('/') + 1);
    const where = `${key}${parentOf(at)}`;
    if (keyword === 'title' || keyword === 'description') changes.push(textChange(keyword, entity, `${pointer}${at}`, was, now, [], where));
    else changes.push(makeChange(schemaRuleId(key === 'inputSchema' ? 'input' : 'output', 'annotation-changed'), entity, `${pointer}${at}`, `${where}: ${keyword} changed`, was, now));
  }
  return changes;
}

const TEXT_ANNOTATIONS = new Set(['title', 'description', 'examples', '$comment']);
/** Keywords whose values are data: an object there is not a schema. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

function collectAnnotations(schema: unknown, at = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(schema)) schema.forEach((item, index) => collectAnnotations(item, `${at}/${index}`, out));
  else if (isObject(schema)) {
    for (const key of Object.keys(schema)) {
      const here = `${at}/${pointerSegment(key)}`;
      if (TEXT_ANNOTATIONS.has(key) && (key !== 'title' && key !== 'description' ? true : typeof schema[key] === 'string')) out.set(here, schema[key]);
      else if (!DATA_KEYWORDS.has(key) && key !== 'properties' && key !== 'patternProperties' && key !== '$defs' && key !== 'definitions') collectAnnotations(schema[key], here, out);
      else if (!DATA_KEYWORDS.has(key) && isObject(schema[key])) {
        for (const name of Object.keys(schema[key] as JsonObject)) collectAnnotations((schema[key] as JsonObject)[name], `${here}/${pointerSegment(name)}`, out);
      }
    }
  }
  return out;
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
  const at = `${site.pointer}${finding.pointer}`;
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
    return { change, extra: changeOf(schemaRuleId(site.direction, fact), site.entity, at, `${site.key}${parentOf(finding.pointer)}: ${describeWitness(side)} (where ${finding.detail})`, { item: finding.item, witness }) };
  }
  if (ruleById(rule).level !== 'breaking' || !['narrows', 'widens', 'both'].includes(effect)) return { change: changeOf(rule, site.entity, at, message, details) };
  const leaf = (side === 0 ? finding.narrowing : finding.widening)?.();
  const witness = (leaf === undefined ? undefined : witnessOf(site, embed(finding.path, side, leaf), side)) ?? searchWitness(site, finding, side);
  if (witness) return { change: changeOf(rule, site.entity, at, message, { ...details, witness }) };
  const unproven = `${message}; not proven: no value was found that ${side === 0 ? 'the old schema accepts and the new one rejects' : 'the new schema allows and the old one did not'}`;
  return { change: changeOf(schemaRuleId(site.direction, 'undecided'), site.entity, at, unproven, { ...details, item: finding.item === undefined ? finding.fact : `${finding.fact}:${finding.item}` }) };
}

function witnessOf(site: SchemaSite, value: unknown, side: Side): Witness | undefined {
  const confirmed = confirms(site.before, site.after, value, side);
  return confirmed ? { value, ...confirmed } : undefined;
}

/** Typical values of the side's schema at the finding's place, each tried in a whole instance. */
function searchWitness(site: SchemaSite, finding: SchemaFinding, side: Side): Witness | undefined {
  for (const candidate of candidatesOf(finding.canons[side], finding.canons[side === 0 ? 1 : 0])) {
    const witness = witnessOf(site, embed(finding.path, side, candidate), side);
    if (witness) return witness;
  }
  return undefined;
}

function describeWitness(side: Side): string {
  return side === 0 ? 'a call that worked before is rejected now' : 'the server may now return output the old schema did not allow';
}

function comparePromptArguments(scope: Scope, before: unknown, after: unknown, otherNames: OtherTools): void {
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

/** A property only if the object owns it: `constructor` is not a field of every definition. */
function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
