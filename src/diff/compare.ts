import type { Era } from '../contract/protocol.js';
import { canonicalJson, jsonEqual } from '../json/rfc8785.js';
import { isJsonObject, ownValue as own } from '../json/own.js';
import type { Implementation, Prompt, PromptArgument, Resource, ResourceTemplateType, Tool, ToolAnnotations } from '@modelcontextprotocol/client';
import { COLLECTIONS, type Contract, type ContractEntity, type EntityCollection, type EntityKind, type JsonObject } from '../contract/types.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import { changeOf, makeChange, type Change } from './change.js';
import { asObject, compareCacheScopes, compareCapabilities, LIST_OF_CAPABILITY, union } from './server-changes.js';
import type { RuleId } from './rules.js';
import { compareToolSchema, type SchemaPair } from './schema-changes.js';
import { carriesMeaning, compareWording } from './text-meaning.js';
import { textChange, ToolNames, type TextContext } from './text-changes.js';
import { gainedEvidence, hostsIn, riskEvidence, wordsOf } from './text-risk.js';

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

/** One entity on both sides with different digests: compared on its own, on any thread (./parallel.ts). */
export interface EntityTask {
  kind: EntityKind;
  collection: EntityCollection;
  key: string;
  before: JsonObject;
  after: JsonObject;
}

/** What comparing one entity found. */
export interface EntityResult {
  changes: Change[];
  schemaPairs: SchemaPair[];
  /** Past the deadline: its schemas were reported, not compared. */
  late: boolean;
}

/** Everything but the changed entities' definitions, compared; those are left as tasks. */
export interface ComparisonPlan {
  changes: Change[];
  tasks: EntityTask[];
  /** The tool names of both sides that a description may mention (./text-changes.ts). */
  toolNames: string[];
  /** Hosts the before contract already names: links there are the server's own, not exfiltration targets. */
  ownHosts: string[];
  /** Words of the server's name, title and website, of both sides: its vendor (./text-risk.ts). */
  vendor: string[];
  /** The era the new contract is spoken in: what official clients make of a schema depends on it. */
  era?: Era;
}

/** What every entity's text is judged against, built once per comparison (and per worker). */
export interface ServerText {
  tools: ToolNames;
  ownHosts: ReadonlySet<string>;
  vendor: ReadonlySet<string>;
  era?: Era;
}

export function serverTextOf(plan: Pick<ComparisonPlan, 'toolNames' | 'ownHosts' | 'vendor' | 'era'>): ServerText {
  return { tools: new ToolNames(plan.toolNames), ownHosts: new Set(plan.ownHosts), vendor: new Set(plan.vendor), era: plan.era };
}

/** Classifies every difference between two contracts. Pure: plain data in, plain data out. */
export function compareContracts(before: Contract, after: Contract, options: CompareOptions = {}): Comparison {
  const plan = planComparison(before, after);
  const text = serverTextOf(plan);
  return assembleComparison(
    plan,
    plan.tasks.map((task) => compareEntity(task, text, options.deadlineAt ?? Infinity)),
  );
}

/** The comparison of everything but the changed definitions, and one task for each of those. */
export function planComparison(before: Contract, after: Contract): ComparisonPlan {
  const changes: Change[] = [];
  const tasks: EntityTask[] = [];
  compareProtocol(before, after, changes);
  compareServerInfo(before.serverInfo ?? {}, after.serverInfo ?? {}, changes);
  compareCapabilities(before, after, changes);
  compareCacheScopes(before, after, changes);
  compareUnsupportedLists(before, after, changes);
  const ownHosts = hostsOfContract(before);
  // Short names (`id`, `go`) are ordinary words: only longer ones count as mentions.
  const toolNames = [...new Set([...Object.keys(after.tools), ...Object.keys(before.tools)])].filter((name) => name.length > 2);
  const vendor = [...new Set([before, after].flatMap(vendorWordsOf))].sort();
  const era = after.protocol.era;
  const server = serverTextOf({ toolNames, ownHosts, vendor, era });
  compareInstructions(before, after, changes, server);
  for (const { collection, kind } of COLLECTIONS) compareCollection(kind, collection, before[collection], after[collection], changes, tasks, server);
  return { changes, tasks, toolNames, ownHosts, vendor, era };
}

/** The plan's changes and the results of its tasks, in task order, as one comparison. */
export function assembleComparison(plan: ComparisonPlan, results: EntityResult[]): Comparison {
  const changes = [...plan.changes, ...results.flatMap((result) => result.changes)];
  const schemaPairs = results.flatMap((result) => result.schemaPairs);
  const unclassified = plan.tasks.filter((task, i) => results[i]!.late && task.kind === 'tool').map((task) => entityName(task.kind, task.key));
  return { changes: changes.sort(byPosition), schemaPairs, unclassified };
}

/** Compares one changed entity's definitions; past `deadlineAt`, its schemas are reported, not compared. */
export function compareEntity(task: EntityTask, server: ServerText, deadlineAt: number): EntityResult {
  const late = Date.now() > deadlineAt;
  // Other tools of the server: a description that starts naming one steers the model toward it.
  // All of the entity's old text: a signal it already carried, anywhere, is not new.
  const text: TextContext = { ...riskContextOf(server, task.key), oldText: stringsIn(task.before).join('\n') };
  const scope: Scope = {
    kind: task.kind,
    entity: entityName(task.kind, task.key),
    base: `/${task.collection}/${pointerSegment(task.key)}/definition`,
    changes: [],
    schemaPairs: [],
    late,
    text,
    era: server.era,
  };
  compareDefinition(scope, task.before, task.after);
  return { changes: scope.changes, schemaPairs: scope.schemaPairs, late };
}

/** Every string inside a JSON value, keys included. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      out.push(key);
      stringsIn(child, out);
    }
  return out;
}

/** What an entity's text is judged against, but its old text. */
function riskContextOf(server: ServerText, key: string): TextContext {
  return { tools: server.tools, ownHosts: server.ownHosts, vendor: server.vendor, entityWords: new Set(wordsOf(key)), isTool: (name) => server.tools.has(name) };
}

/** The words that name a server's vendor: its name, title and website host. */
function vendorWordsOf(contract: Contract): string[] {
  const info = contract.serverInfo ?? {};
  const website = typeof info.websiteUrl === 'string' ? hostsIn(info.websiteUrl).join(' ') : '';
  return wordsOf([info.name, info.title, website].filter((part) => typeof part === 'string').join(' '));
}

/** The hosts a contract names (its websiteUrl, links in its text): the server's own. */
function hostsOfContract(contract: Contract): string[] {
  const hosts = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.includes('://') || value.includes('@')) for (const host of hostsIn(value)) hosts.add(host);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(contract.serverInfo);
  visit(contract.instructions);
  for (const { collection } of COLLECTIONS) for (const entity of Object.values(contract[collection])) visit(entity.definition);
  return [...hosts].sort();
}

function byPosition(a: Change, b: Change): number {
  return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0;
}

function compareProtocol(before: Contract, after: Contract, changes: Change[]): void {
  if (before.protocol.revision !== after.protocol.revision) {
    changes.push(
      makeChange(
        'protocol-revision-changed',
        'protocol',
        '/protocol/revision',
        `protocol revision ${before.protocol.revision} → ${after.protocol.revision}`,
        before.protocol.revision,
        after.protocol.revision,
      ),
    );
  }
  if (before.protocol.era !== after.protocol.era) {
    changes.push(makeChange('protocol-era-changed', 'protocol', '/protocol/era', `protocol era ${before.protocol.era} → ${after.protocol.era}`, before.protocol.era, after.protocol.era));
  }
  compareMatrix(before.protocolMatrix ?? {}, after.protocolMatrix ?? {}, changes);
  if (!jsonEqual(before.clientCapabilities, after.clientCapabilities)) {
    changes.push(
      makeChange(
        'client-capabilities-changed',
        'client-capabilities',
        '/clientCapabilities',
        'the client capabilities the gate declares changed (config), so the lists may differ',
        before.clientCapabilities,
        after.clientCapabilities,
      ),
    );
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
    const compare = Object.hasOwn(SERVER_INFO_FIELDS, key) ? SERVER_INFO_FIELDS[key as keyof Implementation] : serverInfoChanged;
    changes.push(compare(key, before[key], after[key], pointer));
  }
}

/** How one changed serverInfo field becomes a change. */
type ServerInfoComparator = (key: string, before: unknown, after: unknown, pointer: string) => Change;

/** Descriptive metadata, and any field the spec does not define: cosmetic. */
const serverInfoChanged: ServerInfoComparator = (key, b, a, pointer) => makeChange('server-info-changed', 'server', pointer, `server ${key} changed`, b, a);

/** Every serverInfo field of the spec (the SDK's `Implementation`): one without an entry does not compile. */
const SERVER_INFO_FIELDS = {
  name: (_key, b, a, pointer) => makeChange('server-name-changed', 'server', pointer, `server name ${show(b)} → ${show(a)}`, b, a),
  version: (_key, b, a, pointer) => makeChange('server-version-changed', 'server', pointer, `server version ${show(b)} → ${show(a)}`, b, a),
  title: (key, b, a, pointer) => textChange(key, 'server', pointer, b, a),
  description: (key, b, a, pointer) => textChange(key, 'server', pointer, b, a),
  icons: (_key, b, a, pointer) => makeChange('icons-changed', 'server', pointer, 'server icons changed', b, a),
  websiteUrl: serverInfoChanged,
} satisfies Record<keyof Implementation, ServerInfoComparator>;

/**
 * Declared lists that answer -32601: recorded so that a list that stops (or starts) answering is
 * a change. A list counts as "now answering" only while its capability is still declared (a
 * capability dropped is not a list that started to work). Each change names its list, so two
 * lists have two fingerprints.
 */
function compareUnsupportedLists(before: Contract, after: Contract, changes: Change[]): void {
  const [was, now] = [before.unsupportedLists ?? [], after.unsupportedLists ?? []];
  const declared = (method: string) => Object.entries(LIST_OF_CAPABILITY).some(([capability, lists]) => lists.includes(method) && Object.hasOwn(after.capabilities, capability));
  for (const method of now)
    if (!was.includes(method)) changes.push(changeOf('list-now-unsupported', 'capabilities', '/unsupportedLists', `${method} answers "method not found" now`, { after: method, item: method }));
  for (const method of was)
    if (!now.includes(method) && declared(method))
      changes.push(changeOf('list-now-supported', 'capabilities', '/unsupportedLists', `${method} answers now (it was "method not found")`, { before: method, item: method }));
}

function compareInstructions(before: Contract, after: Contract, changes: Change[], server: ServerText): void {
  const b = before.instructions?.text;
  const a = after.instructions?.text;
  if (b === a) return;
  const evidence = gainedEvidence(b, a, riskContextOf(server, ''));
  const what = b === undefined ? 'added' : a === undefined ? 'removed' : 'changed';
  if (evidence.length) return void changes.push(makeChange('instructions-poisoned', 'instructions', '/instructions', `server instructions ${what} and gained ${evidence.join('; ')}`, b, a));
  // Instructions route the model between the tools: gaining or losing any that say what to do is no correction;
  // a greeting ("This is the MongoDB MCP server.") says nothing a caller acts on.
  const isTool = (word: string) => server.tools.has(word);
  if (b === undefined || a === undefined) {
    const meaningful = carriesMeaning(b ?? a!, isTool);
    const message = `server instructions ${what}${meaningful ? '' : '; they name no tool, limit, condition or effect'}`;
    return void changes.push(makeChange(meaningful ? 'instructions-rewritten' : 'instructions-changed', 'instructions', '/instructions', message, b, a));
  }
  const wording = compareWording(b, a, isTool);
  const rule = wording.meaningful ? 'instructions-rewritten' : 'instructions-changed';
  changes.push(makeChange(rule, 'instructions', '/instructions', `server instructions ${wording.meaningful ? 'rewritten' : 'reworded'}: ${wording.words}`, b, a));
}

/** Removed and added entities become changes; each entity changed on both sides becomes a task. */
function compareCollection(
  kind: EntityKind,
  collection: EntityCollection,
  beforeEntities: Record<string, ContractEntity>,
  afterEntities: Record<string, ContractEntity>,
  changes: Change[],
  tasks: EntityTask[],
  server: ServerText,
): void {
  // Maps, not `key in object`: an entity may be named `constructor` or `__proto__`.
  const before = new Map(Object.entries(beforeEntities));
  const after = new Map(Object.entries(afterEntities));
  const removed = [...before.keys()].filter((key) => !after.has(key));
  const added = [...after.keys()].filter((key) => !before.has(key));
  // A removal and an addition with the same definition but the identity: a likely rename.
  const removedShapes = shapesOf(removed, before);
  const addedShapes = shapesOf(added, after);
  const removedTwin = firstOfEachShape(addedShapes);
  const addedTwin = firstOfEachShape(removedShapes);
  for (const key of removed) {
    const twin = removedTwin.get(removedShapes.get(key)!);
    const hint = twin === undefined ? '' : ` (looks renamed to ${show(twin)})`;
    changes.push(
      makeChange(REMOVED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} removed${hint}`, before.get(key)!.definition, undefined),
    );
  }
  for (const key of added) {
    const twin = addedTwin.get(addedShapes.get(key)!);
    const hint = twin === undefined ? '' : ` (looks like a rename of ${show(twin)})`;
    const definition = after.get(key)!.definition;
    // A new entity's text is new to every host: say what instruction-like content it brings.
    // A name with invisible or bidirectional characters reads as another name: flagged like such text.
    const hidden = riskEvidence(key)
      .filter((item) => item.startsWith('invisible'))
      .map((item) => `in its name, ${item}`);
    const context = riskContextOf(server, key);
    const evidence = [...hidden, ...riskEvidence(stringOf(definition.title), context), ...riskEvidence(stringOf(definition.description), context)];
    const carries = evidence.length ? `; its text has ${[...new Set(evidence)].join('; ')}` : '';
    changes.push(makeChange(ADDED_RULE[kind], entityName(kind, key), `/${collection}/${pointerSegment(key)}`, `${describeKind(kind)} ${show(key)} added${hint}${carries}`, undefined, definition));
  }
  for (const [key, a] of after) {
    const b = before.get(key);
    if (b && b.digest !== a.digest) tasks.push({ kind, collection, key, before: b.definition, after: a.definition });
  }
}

/** Each entity's definition without its identity and title: equal shapes are probably one entity renamed. */
function shapesOf(keys: string[], entities: Map<string, ContractEntity>): Map<string, string> {
  return new Map(keys.map((key) => [key, canonicalJson({ ...entities.get(key)!.definition, name: null, uri: null, uriTemplate: null, title: null })]));
}

/** The first key of each shape, in order: one pass, not one comparison per pair. */
function firstOfEachShape(shapes: Map<string, string>): Map<string, string> {
  const first = new Map<string, string>();
  for (const [key, shape] of shapes) if (!first.has(shape)) first.set(shape, key);
  return first;
}

interface Scope {
  kind: EntityKind;
  era?: Era;
  text?: TextContext;
  entity: string;
  base: string;
  changes: Change[];
  schemaPairs: SchemaPair[];
  /** Past the classification deadline: schemas are reported, not compared. */
  late?: boolean;
}

/** How one changed field (of an entity, its annotations, a prompt argument) becomes changes in the scope. */
type FieldComparator = (scope: Scope, key: string, before: unknown, after: unknown, pointer: string) => void;
type FieldTable = Readonly<Record<string, FieldComparator>>;

/** A field no rule covers: effect-relevant, never silent. */
const unclassified: FieldComparator = (scope, key, b, a, pointer) =>
  void scope.changes.push(makeChange('field-changed-unclassified', scope.entity, pointer, `field ${show(key)} changed, and no rule covers it`, b, a));

/** A field a table does not name: text when its name and values say so, else unclassified. `where` labels text; `what` names the field. */
const unknownField =
  (where: string | undefined, what: (key: string) => string): FieldComparator =>
  (scope, key, b, a, pointer) =>
    void scope.changes.push(
      isTextField(key, b, a)
        ? textChange(key, scope.entity, pointer, b, a, scope.text, where)
        : where === 'annotations' && isLabel(b) && isLabel(a)
          ? textChange(key, scope.entity, pointer, b, a, scope.text, where, true)
          : makeChange('field-changed-unclassified', scope.entity, pointer, `${what(key)} changed, and no rule covers it`, b, a),
    );

/** A vendor annotation holding a short line (a category, a group): a label for people, compared as a title is. */
function isLabel(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.length <= 120 && !/[\r\n]/.test(value));
}

/** A field compared elsewhere (an argument's name and required flag): nothing more to report. */
const comparedElsewhere: FieldComparator = () => undefined;

const text: FieldComparator = (scope, key, b, a, pointer) => void scope.changes.push(textChange(key, scope.entity, pointer, b, a, scope.text));
const icons: FieldComparator = (scope, _key, b, a, pointer) => void scope.changes.push(makeChange('icons-changed', scope.entity, pointer, 'icons changed', b, a));

/** A field with a rule of its own, reported as `<what> before → after`. */
const valueChange =
  (rule: RuleId, what: string): FieldComparator =>
  (scope, _key, b, a, pointer) =>
    void scope.changes.push(makeChange(rule, scope.entity, pointer, `${what} ${show(b)} → ${show(a)}`, b, a));

const schema =
  (key: 'inputSchema' | 'outputSchema'): FieldComparator =>
  (scope, _key, b, a) =>
    compareToolSchema(scope, key, b, a);
const resourceAnnotations: FieldComparator = (scope, _key, b, a, pointer) =>
  void scope.changes.push(makeChange('resource-annotations-changed', scope.entity, pointer, 'annotations (audience, priority) changed', b, a));

/**
 * Every field the spec gives each entity (as the SDK's types name them): a field without an
 * entry does not compile, so a new one is decided here, not left to the unknown-field path.
 * The identity (`name`, `uri`, `uriTemplate`) is the entity's key, equal on both sides; `_meta`
 * is free-form, and no rule speaks for it.
 */
const TOOL_FIELDS = {
  name: unclassified,
  title: text,
  description: text,
  icons,
  inputSchema: schema('inputSchema'),
  outputSchema: schema('outputSchema'),
  annotations: (scope, _key, b, a) => compareAnnotations(scope, asObject(b), asObject(a)),
  execution: (scope, _key, b, a, pointer) => void scope.changes.push(executionChange(scope.entity, pointer, b, a)),
  _meta: unclassified,
} satisfies Record<keyof Tool, FieldComparator>;

const RESOURCE_FIELDS = {
  uri: unclassified,
  name: valueChange('resource-name-changed', 'name'),
  title: text,
  description: text,
  mimeType: valueChange('resource-mime-type-changed', 'MIME type'),
  annotations: resourceAnnotations,
  size: valueChange('resource-size-changed', 'size'),
  icons,
  _meta: unclassified,
} satisfies Record<keyof Resource, FieldComparator>;

const RESOURCE_TEMPLATE_FIELDS = {
  uriTemplate: unclassified,
  name: RESOURCE_FIELDS.name,
  title: text,
  description: text,
  mimeType: RESOURCE_FIELDS.mimeType,
  annotations: resourceAnnotations,
  icons,
  _meta: unclassified,
} satisfies Record<keyof ResourceTemplateType, FieldComparator>;

const PROMPT_FIELDS = {
  name: unclassified,
  title: text,
  description: text,
  arguments: (scope, _key, b, a) => comparePromptArguments(scope, b, a),
  icons,
  _meta: unclassified,
} satisfies Record<keyof Prompt, FieldComparator>;

const ENTITY_FIELDS: Record<EntityKind, FieldTable> = { tool: TOOL_FIELDS, resource: RESOURCE_FIELDS, resourceTemplate: RESOURCE_TEMPLATE_FIELDS, prompt: PROMPT_FIELDS };

/** Each field that differs, through its table's comparator, or `unknown` for a field the table does not name. */
function compareFields(scope: Scope, fields: FieldTable, unknown: FieldComparator, before: JsonObject, after: JsonObject, base: string): void {
  for (const key of union(before, after)) {
    const [b, a] = [own(before, key), own(after, key)];
    if (jsonEqual(b, a)) continue;
    // Own entries only: a field may be named `constructor`.
    const compare = Object.hasOwn(fields, key) ? fields[key]! : unknown;
    compare(scope, key, b, a, `${base}/${pointerSegment(key)}`);
  }
}

function compareDefinition(scope: Scope, before: JsonObject, after: JsonObject): void {
  compareFields(
    scope,
    ENTITY_FIELDS[scope.kind],
    unknownField(undefined, (key) => `field ${show(key)}`),
    before,
    after,
    scope.base,
  );
}

/** A field no rule names whose name says it is human text (a vendor's `description` annotation, a `summary`): compared as text. */
function isTextField(key: string, before: unknown, after: unknown): boolean {
  const text = (value: unknown) => value === undefined || typeof value === 'string';
  return /(description|title|summary|label|help|hint|note|comment)$/i.test(key) && text(before) && text(after);
}

/** The ways a tool may be called under each taskSupport value (absent means forbidden). */
const TASK_MODES: Record<string, string[]> = { forbidden: ['plain'], optional: ['plain', 'task'], required: ['task'] };

/** execution.taskSupport: losing a way of calling that worked is breaking; anything else effect-relevant. */
function executionChange(entity: string, pointer: string, before: unknown, after: unknown): Change {
  const support = (execution: unknown) => (isJsonObject(execution) && typeof execution.taskSupport === 'string' ? execution.taskSupport : 'forbidden');
  const [was, now] = [support(before), support(after)];
  const lost = (TASK_MODES[was] ?? []).filter((mode) => !(TASK_MODES[now] ?? []).includes(mode));
  if (lost.length && Object.hasOwn(TASK_MODES, now)) {
    const what = lost.includes('task') ? 'task-augmented calls' : 'plain calls';
    return makeChange('tool-task-support-narrowed', entity, `${pointer}/taskSupport`, `execution.taskSupport ${show(was)} → ${show(now)}: ${what} that worked are refused now`, was, now);
  }
  return makeChange('tool-task-support-changed', entity, pointer, `execution ${show(before)} → ${show(after)}`, before, after);
}

/** A hint is compared through its spec default (normalisation removed stated defaults). */
const hint =
  (rule: RuleId, byDefault: boolean): FieldComparator =>
  (scope, key, b, a, pointer) => {
    const effective = (value: unknown) => (value === undefined ? byDefault : value);
    scope.changes.push(makeChange(rule, scope.entity, pointer, `${key} ${show(effective(b))} → ${show(effective(a))}`, effective(b), effective(a)));
  };

/** Human text with a rule of its own, unless it gained instruction-like content. */
const annotationTitle: FieldComparator = (scope, _key, b, a, pointer) => {
  const change = textChange('title', scope.entity, pointer, b, a);
  scope.changes.push(change.rule === 'title-changed' ? makeChange('tool-annotation-title-changed', scope.entity, pointer, change.message, b, a) : change);
};

/** Every tool annotation of the spec (the SDK's `ToolAnnotations`): one without an entry does not compile. */
const TOOL_ANNOTATION_FIELDS = {
  title: annotationTitle,
  readOnlyHint: hint('tool-read-only-hint-changed', false),
  destructiveHint: hint('tool-destructive-hint-changed', true),
  idempotentHint: hint('tool-idempotent-hint-changed', false),
  openWorldHint: hint('tool-open-world-hint-changed', true),
} satisfies Record<keyof ToolAnnotations, FieldComparator>;

function compareAnnotations(scope: Scope, before: JsonObject, after: JsonObject): void {
  const unknown = unknownField('annotations', (key) => `annotation ${show(key)}`);
  // destructiveHint and idempotentHint mean something only where readOnlyHint is false (the spec): on a tool read-only now, they say nothing.
  const [b, a] = after.readOnlyHint === true ? [withoutWriteHints(before), withoutWriteHints(after)] : [before, after];
  compareFields(scope, TOOL_ANNOTATION_FIELDS, unknown, b, a, `${scope.base}/annotations`);
  // ...but a read-only tool that said "not destructive" and now says destructive (true is the default, so
  // the contract holds it as absent) contradicts itself: a host may read either hint, so it is reported.
  if (before.readOnlyHint === true && after.readOnlyHint === true && before.destructiveHint === false && after.destructiveHint !== false) {
    const message = 'destructiveHint false → true, contradicting readOnlyHint true';
    scope.changes.push(makeChange('tool-destructive-hint-changed', scope.entity, `${scope.base}/annotations/destructiveHint`, message, false, true));
  }
}

function withoutWriteHints(annotations: JsonObject): JsonObject {
  const { destructiveHint: _destructive, idempotentHint: _idempotent, ...rest } = annotations;
  return rest;
}

/**
 * Every prompt-argument field: name and required are compared before the table is read;
 * `title` is the spec's (an argument is BaseMetadata), which the SDK's type leaves out.
 */
const ARGUMENT_FIELDS = { name: comparedElsewhere, required: comparedElsewhere, title: text, description: text } satisfies Record<keyof PromptArgument | 'title', FieldComparator>;

function comparePromptArguments(scope: Scope, before: unknown, after: unknown): void {
  const byName = (list: unknown) => new Map((Array.isArray(list) ? (list as JsonObject[]) : []).map((arg) => [String(arg.name), arg]));
  const indexOf = (list: unknown) => new Map((Array.isArray(list) ? (list as JsonObject[]) : []).map((arg, index) => [String(arg.name), index]));
  const b = byName(before);
  const a = byName(after);
  const [bIndex, aIndex] = [indexOf(before), indexOf(after)];
  const base = `${scope.base}/arguments`;
  for (const name of [...new Set([...b.keys(), ...a.keys()])].sort()) {
    const [ba, aa] = [b.get(name), a.get(name)];
    // `arguments` is an array: the pointer names the argument's place, in the after list where it is there.
    const pointer = `${base}/${aIndex.get(name) ?? bIndex.get(name)}`;
    const label = `argument ${show(name)}`;
    if (!aa) scope.changes.push(makeChange('prompt-argument-removed', scope.entity, pointer, `${label} removed`, ba, undefined));
    else if (!ba)
      scope.changes.push(
        makeChange(
          aa.required === true ? 'prompt-argument-added-required' : 'prompt-argument-added',
          scope.entity,
          pointer,
          `${label} added${aa.required === true ? ' as required' : ''}`,
          undefined,
          aa,
        ),
      );
    else {
      if ((ba.required === true) !== (aa.required === true)) {
        const rule = aa.required === true ? 'prompt-argument-made-required' : 'prompt-argument-made-optional';
        scope.changes.push(makeChange(rule, scope.entity, `${pointer}/required`, `${label} is ${aa.required === true ? 'required' : 'optional'} now`, ba.required === true, aa.required === true));
      }
      compareFields(
        scope,
        ARGUMENT_FIELDS,
        unknownField(label, (key) => `${label}: field ${show(key)}`),
        ba,
        aa,
        pointer,
      );
    }
  }
}

export function entityName(kind: EntityKind, key: string): string {
  return `${KIND_PREFIX[kind]}:${key}`;
}

function describeKind(kind: EntityKind): string {
  return kind === 'resourceTemplate' ? 'resource template' : kind;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Quotes a value for a message; JSON quoting keeps server text from forming markup or new lines. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
