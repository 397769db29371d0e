import { LEVELS } from './levels.js';
import { RETIRED, RULES, type Rule } from './rules.js';
import { SCHEMA_FACTS } from './schema-facts.js';

/** An anchor per rule id, so a report can link to docs/rules.md#<rule-id>. */
const anchor = (id: string) => `<a id="${id}"></a>`;
const escape = (text: string) => text.replace(/\|/g, '\\|');
/** What the row says about release notes and semver, in the catalogue's words. */
const notes = (rule: Pick<Rule, 'section' | 'bumps'>) => `${rule.section}${rule.bumps ? '' : ', no bump'}`;

/** docs/rules.md, rendered from the rule table (`npm run docs` writes it; a test compares). */
export function renderRulesDoc(): string {
  const schemaIds = new Set(SCHEMA_FACTS.flatMap((f) => [`input-${f.fact}`, `output-${f.fact}`]));
  const entityRows = RULES.filter((rule) => !schemaIds.has(rule.id)).map(
    (rule) => `| ${anchor(rule.id)}\`${rule.id}\` | ${rule.level} | ${rule.kind} | ${notes(rule)} | ${escape(rule.applies)} | ${escape(rule.reason)} |`,
  );
  const schemaRows = SCHEMA_FACTS.map(
    (fact) =>
      `| ${anchor(`input-${fact.fact}`)}${anchor(`output-${fact.fact}`)}\`input-${fact.fact}\` / \`output-${fact.fact}\` | ${fact.effect} | ${fact.input} | ${fact.output} | ${fact.section} | ${escape(fact.reason)}${fact.asymmetry ? ` (asymmetry: ${escape(fact.asymmetry)})` : ''} |`,
  );
  const retiredRows = [...RETIRED].map(([old, now]) => `| ${anchor(old)}\`${old}\` | \`${now}\` |`);
  return [
    '# Rule catalogue',
    '',
    '<!-- Generated from src/diff/rules.ts by `npm run docs`; a test fails when they disagree. -->',
    '',
    'Every change in a report carries one of these rule ids. Levels: `breaking` (an existing caller or',
    'consumer can fail), `effect-relevant` (nothing breaks, but what the server does or how a host should',
    'treat it changed; also anything the engine cannot prove harmless), `cosmetic` (human text and',
    "presentation only). A change's fingerprint is a hash of its rule id, entity, JSON pointer and item.",
    'A team sets another level for a rule with `levels:` in the config; `descriptions:` is shorthand for',
    'the levels of the `wording` rules.',
    '',
    "The `policy` rules (`config-*`) judge a pull request's config rather than its contract: the review",
    "applies the base commit's `levels:`, `ignore:` and `descriptions:` to the intended change, and each",
    'one the pull request lowers or adds is a breaking change of its own, approved like any other (no',
    '`levels:` entry sets their level).',
    '',
    'The changelog column is the section of `--format changelog` a change goes to when it is not breaking',
    '(every breaking change is under Breaking; cosmetic ones are not listed). "No bump": the change asks',
    'for no new version in the semver advice.',
    '',
    '## Entities, capabilities, protocol and text',
    '',
    '| rule | level | kind | changelog | applies to | why |',
    '| --- | --- | --- | --- | --- | --- |',
    ...entityRows,
    '',
    '## Schemas, by direction',
    '',
    '`inputSchema` is contravariant: narrowing breaks callers. `outputSchema` is covariant: widening breaks',
    'consumers. Each keyword fact is one rule per direction; the effect column says what the keyword change',
    'does to the set of valid values (a `narrows`, `widens` or `both` change carries a witness: a value',
    'valid on one side only, checked with ajv).',
    '',
    '**Outputs are read as consumers read them.** A consumer of structured output may rely on what the old',
    '`outputSchema` guaranteed about the properties it names: that a required property is there, and that a',
    'value has its type, its value set (`enum`, `const`, a pattern), its bounds (length, size, range,',
    '`multipleOf`) and its constraints (`uniqueItems`, `dependentRequired`, `patternProperties`). An output',
    'change that breaks one of those guarantees is breaking, and its witness',
    'is an output the new schema allows and the old one rejects. So a required property removed, from an open',
    'or a closed object, is breaking (`output-property-removed`, `output-closed-property-removed`), as is the',
    'same property made optional (`output-required-removed`); an optional property removed is effect-relevant',
    '(`output-optional-property-removed`, `output-closed-optional-property-removed`): no consumer could count on',
    'it. A type, an enum value, a variant or a looser bound gained,',
    'at any depth (nested objects, array items, union alternatives, behind `$ref`), is breaking; the',
    '`outputSchema` removed is breaking (every guarantee is gone). A closed object guarantees that no property',
    'it does not name appears: opening it is breaking. A property added by name, optional or required, is',
    'effect-relevant: a consumer reads the properties it knows, and a new one is described. A narrowed output',
    '(fewer types or values, a tighter bound, a new required property) is effect-relevant: every output it',
    'allows, the old schema allowed. A `format` guarantees nothing a validator must check (an annotation',
    'in 2020-12): its change is effect-relevant in both directions.',
    '',
    'A bound (`minLength`, `maxLength`, `minItems`, `maxItems`, `minProperties`, `maxProperties`, a numeric',
    'bound, `multipleOf`) is decided by construction at any size: its witness is built at the bound (a string',
    'one character past the new `maxLength`), confirmed by ajv, and shown by its shape when its JSON is longer',
    'than 2,000 characters ("a string of 15,001 characters"). Past 2,097,152 characters or 131,072 items or',
    'properties no value is built: the change is `unverified` (breaking), never undecided.',
    '',
    '| rules | effect | input level | output level | changelog | why |',
    '| --- | --- | --- | --- | --- | --- |',
    ...schemaRows,
    '',
    '## Retired ids',
    '',
    'Ids that were renamed. An acceptance written for a retired id still matches the change under its',
    'new id (the fingerprint the old id gives is an alias); `update --approve` rewrites it.',
    '',
    '| retired | now |',
    '| --- | --- |',
    ...retiredRows,
    '',
  ].join('\n');
}

/**
 * The config schema's `levels` object (`npm run docs` writes it into config.schema.json; a test
 * compares): one key per rule id, so a misspelt id is an unknown key, named with its line and
 * the id it likely meant, and editors complete the ids.
 */
export function levelsSchema(): { levels: object; level: object } {
  const levels = {
    description:
      "Another level for a rule, by its id (docs/rules.md): the change is gated and reported at this level, marked as set by the config. A server's own entry wins over the top-level one, and either over `descriptions`.",
    type: 'object',
    additionalProperties: false,
    // The review's policy rules judge the config itself: no config sets their level.
    properties: Object.fromEntries(RULES.filter((rule) => rule.kind !== 'policy').map((rule) => [rule.id, { $ref: '#/$defs/level' }])),
  };
  return { levels, level: { enum: [...LEVELS] } };
}
