import { LEVELS } from './levels.js';
import { RETIRED, RULES, SCHEMA_FACTS, type Rule } from './rules.js';

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
