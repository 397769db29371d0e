import { ownValue } from '../../json/own.js';
import type { Change } from '../../diff/change.js';
import { CHANGELOG_SECTIONS, ruleById } from '../../diff/rules.js';
import { codeSpan, mdText } from '../markdown-escape.js';
import type { Report, ServerReport } from '../report.js';
import type { FormatContext } from './context.js';
import { causesText, decisionOf } from '../cause.js';
import type { GateDecision } from '../../policy/gate.js';

/**
 * The section of a change, one each: every breaking change is under Breaking (so the headline
 * count is what the section lists); otherwise the section its rule row gives. Cosmetic changes
 * are not listed (see renderChangelog).
 */
export function changelogSection(change: Change): (typeof CHANGELOG_SECTIONS)[number] {
  return change.level === 'breaking' ? 'Breaking' : ruleById(change.rule).section;
}

/**
 * Release notes in Markdown, as `oasdiff changelog` gives them for OpenAPI: per server, one line
 * per fact of a `diff` or `check` (the same fact on many tools is one line naming them), in plain
 * words with names in code spans (no witness, rule id, pointer or word diff), in sections, for a
 * maintainer to paste into a release. Cosmetic changes (wording,
 * titles, version strings) are not listed but counted on the last line; ignored ones are left out.
 */
export function renderChangelog(report: Report, context: FormatContext = {}): string {
  return `${report.servers.map((server) => serverNotes(server, context, decisionOf(report)).join('\n')).join('\n\n')}\n`;
}

function serverNotes(server: ServerReport, context: FormatContext, decision: GateDecision): string[] {
  const lines = [`## ${mdText(server.name, 100)}${versions(server.name, context)}`, ''];
  if (server.error) return [...lines, `Not compared (exit ${server.error.exitCode}): ${mdText(server.error.message, 1000)}`];
  // The gate's decision, as every format prints it: what fails, for this server.
  const causes = decision.causes.filter((cause) => cause.server === server.name);
  if (causes.length) lines.push(`Gate: **${decision.verdict}**: ${causesText({ ...decision, causes })}.`, '');
  // In a pull request, the intended change (golden at base → head) is what the release changes.
  const changes = server.review?.changes.length ? server.review.changes : server.changes;
  const listed = changes.filter((change) => change.level !== 'cosmetic');
  const sections = CHANGELOG_SECTIONS.map((section) => [section, factsOf(listed.filter((change) => changelogSection(change) === section))] as const);
  // The headline counts what Breaking lists: one fact each, however many tools share it.
  const breaking = sections[0]![1].length;
  if (breaking) lines.push(`**${breaking} breaking change${breaking === 1 ? '' : 's'}**`, '');
  if (server.semver) lines.push(`Semver: ${mdText(server.semver.message, 500)}`, '');
  for (const [section, facts] of sections) if (facts.length) lines.push(`### ${section}`, '', ...facts, '');
  const cosmetic = changes.length - listed.length;
  if (listed.length === 0) lines.push('No changes.', '');
  if (cosmetic) lines.push(`Not listed: ${cosmetic} cosmetic change${cosmetic === 1 ? '' : 's'}.`, '');
  return lines.slice(0, -1);
}

/** One line per fact: changes that say the same thing of different entities are one line naming them all. */
function factsOf(changes: Change[]): string[] {
  const groups = new Map<string, { fact: string[]; entities: string[] }>();
  for (const change of changes) {
    const fact = factOf(change);
    const key = JSON.stringify([change.rule, fact]);
    const group = groups.get(key) ?? { fact, entities: [] };
    if (!group.entities.includes(change.entity)) group.entities.push(change.entity);
    groups.set(key, group);
  }
  // "tools `a`, `b` added"; any other fact after a colon.
  return [...groups.values()].map(({ fact, entities }) => `- ${entitiesText(entities)}${fact.length === 1 && /^(added|removed)\b/.test(fact[0]!) ? ' ' : ': '}${render(fact)}`);
}

/** `tools \`a\`, \`b\``: names in code spans, under their kind; entities without a name (capabilities, protocol) in words. */
function entitiesText(entities: string[]): string {
  const kinds = new Set(entities.map((entity) => (entity.includes(':') ? entity.slice(0, entity.indexOf(':')) : entity)));
  if (kinds.size !== 1 || !entities[0]!.includes(':')) return entities.map((entity) => (entity.includes(':') ? code(entity.slice(entity.indexOf(':') + 1)) : mdText(entity, 100))).join(', ');
  const [kind] = kinds;
  const shown = entities.slice(0, 40).map((entity) => code(entity.slice(entity.indexOf(':') + 1)));
  const more = entities.length > 40 ? ` and ${entities.length - 40} more` : '';
  return `${mdText(kind!, 40)}${entities.length > 1 ? 's' : ''} ${shown.join(', ')}${more}`;
}

/**
 * The change's message in plain words, as segments (odd ones are names, shown as code): the
 * entity's own name and the JSON pointer are left out (the line names the entity, the schema
 * place is said as a property path), and a word diff is cut (the release note says what, not how).
 */
function factOf(change: Change): string[] {
  const name = change.entity.slice(change.entity.indexOf(':') + 1);
  let text = change.message.replace(new RegExp(`^(tool|resource|resource template|prompt) ${escapeRegExp(JSON.stringify(name))} `), '');
  text = text.replace(/^(input|output)Schema(?: at ([^:]*))?: /, (_all, direction: string, at?: string) => `${direction}${at && propertyPath(at) ? ` "${propertyPath(at)}"` : ''}: `);
  if (ruleById(change.rule).kind === 'wording') text = text.replace(/ (rewritten|reworded): .*$/s, ' $1');
  // A new property's quoted description ("added as required (number: "…")") is the server's prose, not the fact: its type stays.
  text = text.replace(/ \(([^()"]*?): "(?:[^"\\]|\\.)*"\)/g, ' ($1)');
  return text.split(/"((?:[^"\\]|\\.)*)"/);
}

/** `/properties/a/items/properties/b` as `a[].b`; undefined where the place is no property. */
function propertyPath(pointer: string): string | undefined {
  const path = pointer
    .replace(/\/properties\/([^/]+)/g, '.$1')
    .replace(/\/items/g, '[]')
    .replace(/^\./, '');
  return path && !path.includes('/') ? path : undefined;
}

/** Names as code spans (no escapes inside; a single backtick where the name has none), the words between escaped with their spaces kept. */
function render(fact: string[]): string {
  return fact.map((segment, i) => (i % 2 ? code(segment) : spaced(segment))).join('');
}

const code = (name: string) => codeSpan(name, 200).replace(/^` (.*) `$/s, '`$1`');
const spaced = (text: string) => `${/^\s/.test(text) ? ' ' : ''}${mdText(text, 500)}${/\s$/.test(text) && text.trim() ? ' ' : ''}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** ` 1.4.2 → 2.0.0` from serverInfo.version of the two contracts, or the one that is known. */
function versions(name: string, context: FormatContext): string {
  const server = context.servers ? ownValue(context.servers, name) : undefined;
  const [before, after] = [server?.before?.serverInfo?.version, server?.after?.serverInfo?.version].map((version) => (typeof version === 'string' && version ? mdText(version, 60) : undefined));
  if (before && after && before !== after) return ` ${before} → ${after}`;
  const known = after ?? before;
  return known ? ` ${known}` : '';
}
