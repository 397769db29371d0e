import { RULES, SCHEMA_FACTS } from './rules.js';

/** An anchor per rule id, so a report can link to docs/rules.md#<rule-id>. */
const anchor = (id: string) => `<a id="${id}"></a>`;

/** docs/rules.md, rendered from the rule table (`npm run docs` writes it; a test compares). */
export function renderRulesDoc(): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const schemaIds = new Set(SCHEMA_FACTS.flatMap((f) => [`input-${f.fact}`, `output-${f.fact}`]));
  const entityRows = RULES.filter((rule) => !schemaIds.has(rule.id)).map((rule) => `| ${anchor(rule.id)}\`${rule.id}\` | ${rule.level} | ${escape(rule.applies)} | ${escape(rule.reason)} |`);
  const schemaRows = SCHEMA_FACTS.map(
    (fact) =>
      `| ${anchor(`input-${fact.fact}`)}${anchor(`output-${fact.fact}`)}\`input-${fact.fact}\` / \`output-${fact.fact}\` | ${fact.effect} | ${fact.input} | ${fact.output} | ${escape(fact.reason)}${fact.asymmetry ? ` (asymmetry: ${escape(fact.asymmetry)})` : ''} |`,
  );
  return [
    '# Rule catalogue',
    '',
    '<!-- Generated from src/diff/rules.ts by `npm run docs`; a test fails when they disagree. -->',
    '',
    'Every change in a report carries one of these rule ids. Levels: `breaking` (an existing caller or',
    'consumer can fail), `effect-relevant` (nothing breaks, but what the server does or how a host should',
    'treat it changed; also anything the engine cannot prove harmless), `cosmetic` (human text and',
    "presentation only). A change's fingerprint is a hash of its rule id, entity and JSON pointer.",
    '',
    '## Entities, capabilities, protocol and text',
    '',
    '| rule | level | applies to | why |',
    '| --- | --- | --- | --- |',
    ...entityRows,
    '',
    '## Schemas, by direction',
    '',
    '`inputSchema` is contravariant: narrowing breaks callers. `outputSchema` is covariant: widening breaks',
    'consumers. Each keyword fact is one rule per direction; the effect column says what the keyword change',
    'does to the set of valid values.',
    '',
    '| rules | effect | input level | output level | why |',
    '| --- | --- | --- | --- | --- |',
    ...schemaRows,
    '',
  ].join('\n');
}
