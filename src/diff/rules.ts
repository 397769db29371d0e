import type { ChangelogSection } from './changelog-sections.js';
import type { Level } from './levels.js';
import { SCHEMA_FACTS, type Direction, type SchemaEffect, type SchemaFactName } from './schema-facts.js';

/**
 * The rule catalogue: every change the engine reports carries one of these ids, and a rule's row
 * is the whole truth about it: the changelog section, the semver advice, the `descriptions`
 * setting, fingerprint aliases and docs/rules.md are all derived from the rows (a test checks).
 * Ids are stable (acceptances and fingerprints refer to them): a renamed id is listed in
 * `replaces` of its successor, so an acceptance written for the old id still matches.
 */
export interface Rule {
  id: RuleId;
  level: Level;
  kind: RuleKind;
  /** The release-notes section when not breaking (breaking is always under Breaking, cosmetic is not listed). */
  section: ChangelogSection;
  /** Whether a change of the rule asks for a new version (semver advice): the version string's own change does not. */
  bumps: boolean;
  /** Whether a change of the rule can carry a witness: a value valid on one side only, checked with ajv. */
  witness: boolean;
  /** Retired ids this rule took over. */
  replaces: readonly string[];
  /** What the rule applies to, for the catalogue. */
  applies: string;
  /** One line: why a change of this kind has this level. */
  reason: string;
}

/** What a rule is about. `wording` rules are the ones the `descriptions` setting judges. */
type RuleKind = 'presence' | 'metadata' | 'wording' | 'poisoning' | 'behaviour' | 'capability' | 'protocol' | 'schema' | 'unclassified' | 'policy' | 'cost';

const WITNESSED = new Set<SchemaEffect>(['narrows', 'widens', 'both']);

/** An entity rule's kind and changelog section; an entity rule never carries a witness (only a schema comparison finds one). */
const tags = <K extends RuleKind, S extends ChangelogSection>(kind: K, section: S) => ({ kind, section, bumps: true, witness: false }) as const;

const ENTITY_RULES = [
  { id: 'tool-added', level: 'effect-relevant', ...tags('presence', 'Added'), applies: 'tool', reason: 'a new tool is a new capability: a host must approve it, it is not enabled by itself' },
  { id: 'tool-removed', level: 'breaking', ...tags('presence', 'Removed'), applies: 'tool', reason: 'callers of the tool fail (a rename is a removal plus an addition)' },
  { id: 'resource-added', level: 'effect-relevant', ...tags('presence', 'Added'), applies: 'resource', reason: 'a new resource is new context a host may expose to a model' },
  { id: 'resource-removed', level: 'breaking', ...tags('presence', 'Removed'), applies: 'resource', reason: 'readers of the URI fail (the URI is the identity)' },
  { id: 'resource-template-added', level: 'effect-relevant', ...tags('presence', 'Added'), applies: 'resource template', reason: 'a new template opens new URIs to read' },
  { id: 'resource-template-removed', level: 'breaking', ...tags('presence', 'Removed'), applies: 'resource template', reason: 'URIs built from the template no longer resolve' },
  { id: 'prompt-added', level: 'effect-relevant', ...tags('presence', 'Added'), applies: 'prompt', reason: 'a new prompt is new text a host may offer to users and models' },
  { id: 'prompt-removed', level: 'breaking', ...tags('presence', 'Removed'), applies: 'prompt', reason: 'callers of the prompt fail' },
  { id: 'title-changed', level: 'cosmetic', ...tags('metadata', 'Changed'), applies: 'tool, resource, template, prompt, server', reason: 'human-facing text only' },
  {
    id: 'description-changed',
    level: 'cosmetic',
    ...tags('wording', 'Changed'),
    applies: 'tool, resource, template, prompt, argument, schema',
    reason: 'a correction (spelling, case, punctuation, a word that carries no meaning), and no instruction-like content was gained',
  },
  {
    id: 'description-rewritten',
    level: 'effect-relevant',
    ...tags('wording', 'Changed'),
    applies: 'tool, resource, template, prompt, argument, schema',
    reason: 'the text says something else now (a number, unit, limit, negation, quantifier, modal, verb of effect, path, URL or name changed, or more than a small edit): behaviour stated in words',
  },
  {
    id: 'description-poisoned',
    level: 'effect-relevant',
    ...tags('poisoning', 'Changed'),
    applies: 'title or description anywhere',
    reason: 'the text gained instruction-like content a model may obey (hidden tags, "ignore previous", secrets, zero-width or bidi characters, directives to call tools or hide things)',
  },
  { id: 'icons-changed', level: 'cosmetic', ...tags('metadata', 'Changed'), applies: 'tool, resource, template, prompt, server', reason: 'presentation only' },
  {
    id: 'tool-read-only-hint-changed',
    level: 'effect-relevant',
    ...tags('behaviour', 'Changed'),
    applies: 'tool',
    reason: 'hosts may auto-approve read-only tools: the approval policy changes in either direction',
  },
  {
    id: 'tool-destructive-hint-changed',
    level: 'effect-relevant',
    ...tags('behaviour', 'Changed'),
    applies: 'tool',
    reason: 'hosts confirm destructive tools: the approval policy changes in either direction',
  },
  { id: 'tool-idempotent-hint-changed', level: 'effect-relevant', ...tags('behaviour', 'Changed'), applies: 'tool', reason: 'hosts retry idempotent tools: retry safety changes' },
  { id: 'tool-open-world-hint-changed', level: 'effect-relevant', ...tags('behaviour', 'Changed'), applies: 'tool', reason: 'whether the tool reaches outside systems changes' },
  { id: 'tool-annotation-title-changed', level: 'cosmetic', ...tags('metadata', 'Changed'), applies: 'tool', reason: 'human-facing text only' },
  {
    id: 'tool-task-support-changed',
    level: 'effect-relevant',
    ...tags('behaviour', 'Changed'),
    applies: 'tool',
    reason: 'how the tool may be run (as a task or not) changes, and every way that worked still works',
  },
  { id: 'tool-task-support-narrowed', level: 'breaking', ...tags('behaviour', 'Changed'), applies: 'tool', reason: 'a way of calling the tool that worked (as a task, or plainly) is refused now' },
  {
    id: 'tool-output-schema-added',
    level: 'effect-relevant',
    ...tags('presence', 'Changed'),
    applies: 'tool',
    reason: 'the tool now promises structured output; nothing breaks, consumers may start to rely on it',
  },
  { id: 'tool-output-schema-removed', level: 'breaking', ...tags('presence', 'Removed'), applies: 'tool', reason: 'consumers of the structured output lose its promise' },
  {
    id: 'tool-output-schema-dialect-refused',
    level: 'breaking',
    ...tags('schema', 'Changed'),
    applies: 'tool',
    reason:
      "the outputSchema's `$schema` is now a dialect an official client refuses (`@modelcontextprotocol/client` 2.4.0's own dialect check: 2020-12, 2019-09, draft-07 and draft-06 only): it still lists the tool, and refuses every call of it",
  },
  {
    id: 'tool-mcp-header-added',
    level: 'effect-relevant',
    ...tags('behaviour', 'Changed'),
    applies: 'tool input property',
    reason: 'x-mcp-header added: the value is mirrored into an Mcp-Param header that gateways may route, log or filter on',
  },
  {
    id: 'tool-mcp-header-changed',
    level: 'effect-relevant',
    ...tags('behaviour', 'Changed'),
    applies: 'tool input property',
    reason: 'x-mcp-header renamed or removed on an optional property (or valid again): what gateways see of a call changes',
  },
  {
    id: 'tool-mcp-header-required-changed',
    level: 'breaking',
    ...tags('behaviour', 'Changed'),
    applies: 'tool input property',
    reason: 'x-mcp-header renamed or removed on a required property: gateways and servers that route or validate on the old Mcp-Param header miss it on every call',
  },
  {
    id: 'tool-mcp-header-invalid',
    level: 'breaking',
    ...tags('behaviour', 'Changed'),
    applies: 'tool inputSchema',
    reason:
      'an x-mcp-header breaks the 2026-07-28 rules (not a field-name token, not a primitive property, not reached through properties alone, repeated): HTTP clients drop the tool from tools/list',
  },
  { id: 'resource-mime-type-changed', level: 'effect-relevant', ...tags('metadata', 'Changed'), applies: 'resource, template', reason: 'readers decode content by its MIME type' },
  { id: 'resource-name-changed', level: 'cosmetic', ...tags('metadata', 'Changed'), applies: 'resource, template', reason: 'the URI is the identity; the name is a label' },
  { id: 'resource-size-changed', level: 'cosmetic', ...tags('metadata', 'Changed'), applies: 'resource', reason: 'an informational size hint' },
  { id: 'resource-annotations-changed', level: 'effect-relevant', ...tags('metadata', 'Changed'), applies: 'resource, template', reason: 'audience and priority steer what a host shows a model' },
  {
    id: 'prompt-argument-added',
    level: 'effect-relevant',
    ...tags('presence', 'Changed'),
    applies: 'prompt argument',
    reason: 'an optional argument: existing calls still work, the prompt can do more',
  },
  { id: 'prompt-argument-added-required', level: 'breaking', ...tags('presence', 'Changed'), applies: 'prompt argument', reason: 'existing calls omit it' },
  { id: 'prompt-argument-removed', level: 'breaking', ...tags('presence', 'Removed'), applies: 'prompt argument', reason: 'calls that pass it may be rejected, and their intent is lost' },
  { id: 'prompt-argument-made-required', level: 'breaking', ...tags('presence', 'Changed'), applies: 'prompt argument', reason: 'calls that omit it fail' },
  { id: 'prompt-argument-made-optional', level: 'effect-relevant', ...tags('presence', 'Changed'), applies: 'prompt argument', reason: 'calls still work; behaviour without it is new' },
  {
    id: 'list-now-unsupported',
    level: 'breaking',
    ...tags('capability', 'Removed'),
    applies: 'server list method',
    reason: 'a list the server answered is now "method not found": hosts that read it fail',
  },
  {
    id: 'list-now-supported',
    level: 'effect-relevant',
    ...tags('capability', 'Changed'),
    applies: 'server list method',
    reason: 'a list that answered "method not found" now answers: new things may be listed',
  },
  { id: 'capability-added', level: 'effect-relevant', ...tags('capability', 'Changed'), applies: 'server capability', reason: 'the server offers a new feature a host may enable' },
  { id: 'capability-removed', level: 'breaking', ...tags('capability', 'Removed'), applies: 'server capability', reason: 'hosts relying on the capability or sub-capability lose it' },
  { id: 'capability-changed', level: 'effect-relevant', ...tags('capability', 'Changed'), applies: 'server capability', reason: 'the settings of a capability changed' },
  {
    id: 'capability-notifications-removed',
    level: 'effect-relevant',
    ...tags('capability', 'Removed'),
    applies: 'server capability',
    reason: 'listChanged or subscribe is gone: clients lose notifications, and no call fails',
  },
  {
    id: 'capability-unused-removed',
    level: 'cosmetic',
    ...tags('capability', 'Removed'),
    applies: 'server capability',
    reason: 'the capability is gone, but its lists answered "method not found" before: nothing a host used is lost',
  },
  {
    id: 'capability-extension-added',
    level: 'effect-relevant',
    ...tags('capability', 'Changed'),
    applies: 'server extension (capabilities.extensions)',
    reason: 'the server offers an extension a host may enable',
  },
  {
    id: 'capability-extension-removed',
    level: 'breaking',
    ...tags('capability', 'Removed'),
    applies: 'server extension (capabilities.extensions)',
    reason: 'hosts that use the extension fall back to the core protocol or fail',
  },
  {
    id: 'capability-extension-changed',
    level: 'effect-relevant',
    ...tags('capability', 'Changed'),
    applies: 'server extension (capabilities.extensions)',
    reason: 'the settings of an extension changed: what it offers may differ',
  },
  { id: 'capability-unknown-changed', level: 'cosmetic', ...tags('capability', 'Changed'), applies: 'server capability', reason: 'a key the MCP spec does not define: no host relies on it' },
  {
    id: 'client-capabilities-changed',
    level: 'effect-relevant',
    ...tags('capability', 'Changed'),
    applies: 'gate configuration',
    reason: 'the gate declared other client capabilities, and servers vary their lists by them',
  },
  { id: 'protocol-revision-changed', level: 'effect-relevant', ...tags('protocol', 'Changed'), applies: 'protocol', reason: 'the negotiated revision changes which messages and fields apply' },
  {
    id: 'protocol-revision-dropped',
    level: 'breaking',
    ...tags('protocol', 'Removed'),
    applies: 'protocol-version matrix',
    reason: 'a revision the server accepted is now rejected or answered wrongly: hosts that speak only it fail',
  },
  {
    id: 'protocol-matrix-changed',
    level: 'effect-relevant',
    ...tags('protocol', 'Changed'),
    applies: 'protocol-version matrix',
    reason: 'how the server answers a proposed revision changed (newly accepted, another revision selected)',
  },
  {
    id: 'cache-scope-widened',
    level: 'effect-relevant',
    ...tags('behaviour', 'Changed'),
    applies: 'cacheScope of a list or server/discover',
    reason: 'private → public: shared caches may now keep the result and serve it to other users',
  },
  {
    id: 'cache-scope-narrowed',
    level: 'cosmetic',
    ...tags('behaviour', 'Changed'),
    applies: 'cacheScope of a list or server/discover',
    reason: 'public → private: shared caches stop keeping the result; every client still gets it, nothing is shared further',
  },
  { id: 'protocol-era-changed', level: 'effect-relevant', ...tags('protocol', 'Changed'), applies: 'protocol', reason: 'the server moved between the handshake and the stateless era' },
  { id: 'server-name-changed', level: 'effect-relevant', ...tags('metadata', 'Changed'), applies: 'server', reason: 'hosts key configuration and trust by server name' },
  { id: 'server-version-changed', level: 'cosmetic', ...tags('metadata', 'Changed'), bumps: false, applies: 'server', reason: 'a version string, informational' },
  { id: 'server-info-changed', level: 'cosmetic', ...tags('metadata', 'Changed'), applies: 'server', reason: 'descriptive server metadata (website, description)' },
  {
    id: 'instructions-changed',
    level: 'cosmetic',
    ...tags('wording', 'Changed'),
    applies: 'server instructions',
    reason: 'a correction, or instructions added or removed that say nothing a caller acts on; no instruction-like content was gained',
  },
  {
    id: 'instructions-rewritten',
    level: 'effect-relevant',
    ...tags('wording', 'Changed'),
    applies: 'server instructions',
    reason: 'the instructions were added, removed or say something else now: they route the model between tools, and what it is told to do changed',
  },
  {
    id: 'instructions-poisoned',
    level: 'effect-relevant',
    ...tags('poisoning', 'Changed'),
    applies: 'server instructions',
    reason: 'the instructions gained content that steers a model toward secrets, other tools or hiding things',
  },
  {
    id: 'field-changed-unclassified',
    level: 'effect-relevant',
    ...tags('unclassified', 'Changed'),
    applies: 'any field no rule covers',
    reason: 'the engine cannot prove the change harmless, so it is not cosmetic',
  },
  // The review's own: what a pull request relaxes in how the gate judges its server (src/policy/relaxations.ts), approved like a breaking change.
  {
    id: 'config-level-lowered',
    level: 'breaking',
    ...tags('policy', 'Changed'),
    bumps: false,
    applies: 'config levels',
    reason: 'the pull request gives a rule a lower level than the base commit did (levels:): every later change of the rule passes lower, so the lowering is approved like a breaking change',
  },
  {
    id: 'config-descriptions-lowered',
    level: 'breaking',
    ...tags('policy', 'Changed'),
    bumps: false,
    applies: 'config descriptions',
    reason: 'the pull request judges rewordings more leniently than the base commit did (descriptions: effect-relevant > auto > cosmetic)',
  },
  {
    id: 'config-ignore-added',
    level: 'breaking',
    ...tags('policy', 'Changed'),
    bumps: false,
    applies: 'config ignore',
    reason: 'the pull request adds an ignore entry the base commit did not have: the changes it matches leave the gate from then on',
  },
  {
    id: 'config-budget-raised',
    level: 'breaking',
    ...tags('policy', 'Changed'),
    bumps: false,
    applies: 'config contextBudget',
    reason: 'the pull request raises or removes a contextBudget limit the base commit set: the review judges by the base budget, and the raise is approved like a breaking change',
  },
  {
    id: 'context-budget-exceeded',
    level: 'effect-relevant',
    ...tags('cost', 'Changed'),
    bumps: false,
    applies: 'tool definitions of a server (config `contextBudget`)',
    reason: 'every tool definition is sent to the model on every turn: a list past its token budget costs every conversation of every user',
  },
] as const satisfies ReadonlyArray<Omit<Rule, 'id' | 'replaces'> & { id: string; replaces?: readonly string[] }>;

/** Every rule id: a misspelt id does not compile. */
export type RuleId = (typeof ENTITY_RULES)[number]['id'] | `${Direction}-${SchemaFactName}`;

export function schemaRuleId(direction: Direction, fact: SchemaFactName): RuleId {
  return `${direction}-${fact}`;
}

function schemaRules(): Rule[] {
  return SCHEMA_FACTS.flatMap((fact) =>
    (['input', 'output'] as const).map((direction) => ({
      id: schemaRuleId(direction, fact.fact),
      level: fact[direction],
      kind: 'schema' as const,
      section: fact.section,
      bumps: true,
      witness: WITNESSED.has(fact.effect),
      replaces: (fact.replaces ?? []).map((old) => `${direction}-${old}`),
      applies: direction === 'input' ? 'tool inputSchema (contravariant)' : 'tool outputSchema (covariant)',
      reason: fact.reason,
    })),
  );
}

export const RULES: readonly Rule[] = [...(ENTITY_RULES as ReadonlyArray<Omit<Rule, 'replaces'>>).map((rule) => ({ replaces: [], ...rule })), ...schemaRules()];
const BY_ID = new Map<string, Rule>(RULES.map((rule) => [rule.id, rule]));
/** Each retired id and the rule that took it over. */
export const RETIRED: ReadonlyMap<string, RuleId> = new Map(RULES.flatMap((rule) => rule.replaces.map((old) => [old, rule.id] as const)));

export function ruleById(id: RuleId): Rule {
  const rule = BY_ID.get(id);
  if (!rule) throw new Error(`unknown rule id ${id}`);
  return rule;
}

export function isRuleId(id: string): id is RuleId {
  return BY_ID.has(id);
}
