import { ownValue } from '../../json/own.js';
import type { Change } from '../../diff/change.js';
import { CHANGELOG_SECTIONS } from '../../diff/changelog-sections.js';
import { ruleById } from '../../diff/rules.js';
import { codeSpan, mdText, mdWords } from '../markdown-escape.js';
import type { Report, ServerReport } from '../report.js';
import type { FormatContext } from './context.js';
import { removedText } from '../removed.js';
import { causesText, decisionOf } from '../cause.js';
import type { GateDecision } from '../../policy/gate.js';
import type { SemverAdvice } from '../../policy/semver.js';

/**
 * The section of a change, one each: every breaking change is under Breaking, a removal that
 * breaks a caller included (so the headline count is what the section lists); otherwise the
 * section its rule row gives. Cosmetic changes are not listed (see renderChangelog).
 */
export function changelogSection(change: Change): (typeof CHANGELOG_SECTIONS)[number] {
  return change.level === 'breaking' ? 'Breaking' : ruleById(change.rule).section;
}

/** More names than this on one line fold under it, every one listed. */
const FOLD_NAMES_FROM = 11;

/**
 * Release notes in Markdown, as `oasdiff changelog` gives them for OpenAPI: per server, one line
 * per fact of a `diff` or `check` (the same fact on many entities is one line naming every one),
 * in plain words with names and versions in code spans (no witness, rule id, pointer, word diff
 * or review heuristic), in sections, for a maintainer to paste into a release. The headline
 * counts breaking changes as every other view does. Cosmetic changes (wording, titles, version
 * strings) are not listed but counted on the last line; ignored ones are left out.
 */
export function renderChangelog(report: Report, context: FormatContext = {}): string {
  return `${report.servers.map((server) => serverNotes(server, context, decisionOf(report)).join('\n')).join('\n\n')}\n`;
}

function serverNotes(server: ServerReport, context: FormatContext, decision: GateDecision): string[] {
  const lines = [`## ${code(server.name)}${versions(server.name, context)}`, ''];
  if (server.error) return [...lines, `Not compared (exit ${server.error.exitCode}): ${mdText(server.error.message, 1000)}`];
  // The gate's decision, as every format prints it: what fails, for this server.
  const causes = decision.causes.filter((cause) => cause.server === server.name);
  if (causes.length) lines.push(`Gate: **${decision.verdict}**: ${causesText({ ...decision, causes })}.`, '');
  if (server.status === 'removed') lines.push(removedText(server), '');
  // In a pull request, the intended change (golden at base → head) is what the release changes.
  const changes = server.review?.changes.length ? server.review.changes : server.changes;
  const listed = changes.filter((change) => change.level !== 'cosmetic');
  const sections = CHANGELOG_SECTIONS.map((section) => [section, factsOf(listed.filter((change) => changelogSection(change) === section))] as const);
  // The headline counts breaking changes as the comment, the cause and the JSON report do; the lines group them.
  const breaking = listed.filter((change) => change.level === 'breaking').length;
  const grouped = sections[0]![1].length;
  if (breaking) lines.push(`**${plural(breaking, 'breaking change')}**${grouped < breaking ? `, in ${plural(grouped, 'line')}` : ''}`, '');
  if (server.semver) lines.push(`Semver: ${semverLine(server.semver)}`, '');
  for (const [section, facts] of sections) if (facts.length) lines.push(`### ${section}`, '', ...facts.flat(), '');
  const cosmetic = changes.length - listed.length;
  if (listed.length === 0) lines.push('No changes.', '');
  if (cosmetic) lines.push(`Not listed: ${plural(cosmetic, 'cosmetic change')}.`, '');
  return lines.slice(0, -1);
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One item per fact: changes that say the same thing of different entities are one item naming them all. */
function factsOf(changes: Change[]): string[][] {
  const groups = new Map<string, { fact: string[]; entities: string[] }>();
  for (const change of changes) {
    const fact = factOf(change);
    const key = JSON.stringify([change.rule, fact]);
    const group = groups.get(key) ?? { fact, entities: [] };
    if (!group.entities.includes(change.entity)) group.entities.push(change.entity);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ fact, entities }) => factLines(fact, entities));
}

/** "tools `a`, `b` removed" (a rename hint after it); any other fact after a colon. Past FOLD_NAMES_FROM names, the count on the line and every name in a fold under it. */
function factLines(fact: string[], entities: string[]): string[] {
  const joint = /^(added|removed)\b/.test(fact[0]!) ? ' ' : ': ';
  const names = entities.map((entity) => (entity.includes(':') ? code(entity.slice(entity.indexOf(':') + 1)) : mdText(entity, 100)));
  const kind = kindOf(entities);
  if (entities.length < FOLD_NAMES_FROM) return [`- ${kind ? `${kind}${entities.length > 1 ? 's' : ''} ` : ''}${names.join(', ')}${joint}${render(fact)}`];
  const counted = `${entities.length} ${kind ? `${kind}s` : 'entities'}`;
  return [`- ${counted}${joint}${render(fact)}`, `  <details><summary>the ${counted}</summary>`, '', `  ${names.join(', ')}`, '', '  </details>'];
}

/** The one kind of named entities (`tool`, `resource-template`), or undefined where they are mixed or unnamed (capabilities, protocol). */
function kindOf(entities: string[]): string | undefined {
  const kinds = new Set(entities.map((entity) => (entity.includes(':') ? entity.slice(0, entity.indexOf(':')) : '')));
  const [kind] = kinds;
  return kinds.size === 1 && kind ? mdWords(kind, 40) : undefined;
}

/**
 * The change's message in plain words, as segments (odd ones are names, shown as code): the
 * entity's own name is left out (the line names the entity), a schema place is said as a
 * property path, a word diff is cut (the release note says what, not how), and what the review
 * heuristics found in the text (poisoning signals) stays in the review.
 */
function factOf(change: Change): string[] {
  const name = change.entity.slice(change.entity.indexOf(':') + 1);
  let text = change.message.replace(new RegExp(`^(tool|resource|resource template|prompt) ${escapeRegExp(JSON.stringify(name))} `), '');
  const place = /^(?:input|output)Schema at ([^:]*): /.exec(text)?.[1];
  const path = place === undefined ? undefined : propertyPath(place);
  text = text.replace(/^(input|output)Schema(?: at [^:]*)?: /, (_all, direction: string) => `${direction}${path ? ` ${JSON.stringify(path)}` : ''}: `);
  if (ruleById(change.rule).kind === 'wording') text = text.replace(/ (rewritten|reworded): .*$/s, ' $1');
  text = withoutHeuristics(text);
  // A new property's quoted description ("added as required (number: "…")") is the server's prose, not the fact: its type stays.
  text = text.replace(/ \(([^()"]*?): "(?:[^"\\]|\\.)*"\)/g, ' ($1)');
  const segments = text.split(/"((?:[^"\\]|\\.)*)"/).flatMap((segment, i) => (i % 2 ? [unquote(segment)] : placesIn(segment, place)));
  const set = change.levelSetBy;
  return set ? [...segments.slice(0, -1), `${segments.at(-1)!} (level set by the config: `, set.origin, `; the rule says ${set.ruleLevel})`] : segments;
}

/**
 * Words with a schema place inside ("a new alternative at /properties/a/anyOf/1 is valid") as
 * segments, words and names alternating: the place as its property path, left out where it is
 * the place the line already names.
 */
function placesIn(words: string, named: string | undefined): string[] {
  const parts = words.split(/ at (\/[^\s:]*)/);
  const segments = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    const path = propertyPath(parts[i]!);
    if (path && path !== (named && propertyPath(named))) {
      segments[segments.length - 1] += ' in ';
      segments.push(path, parts[i + 1]!);
    } else segments[segments.length - 1] += parts[i + 1]!;
  }
  return segments;
}

/** The review's text heuristics (a description that gained a directive, a new tool whose text has a secret's name) are not release notes. */
function withoutHeuristics(text: string): string {
  return text
    .replace(/; its text has .*$/s, '')
    .replace(/ and gained .*$/s, '')
    .replace(/ gained (?:hidden|model|override|reference|invisible|directive|exfiltration).*$/s, ' changed');
}

/** A quoted name as the server wrote it (the message JSON-quotes it). */
function unquote(segment: string): string {
  try {
    return JSON.parse(`"${segment}"`) as string;
  } catch {
    return segment;
  }
}

/**
 * A schema place as a property path: `/properties/a/items/properties/b` as `a[].b`, through
 * unions (`anyOf`/`oneOf`/`allOf` alternatives are the same property), `additionalProperties`
 * and `patternProperties` (any key: `*`) and `$defs` (`$defs.name`); the keyword a change is
 * about (`type`, `enum`, `required`) is left out. Undefined at the root.
 */
export function propertyPath(pointer: string): string | undefined {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  const parts: string[] = [];
  const onLast = (suffix: string) => (parts.length ? (parts[parts.length - 1] += suffix) : parts.push(suffix));
  for (let i = 0; i < tokens.length; i++) {
    const [token, next] = [tokens[i]!, tokens[i + 1]];
    const last = i === tokens.length - 1;
    if (token === 'properties' && next !== undefined) parts.push(tokens[++i]!);
    else if ((token === '$defs' || token === 'definitions') && next !== undefined) parts.push(`$defs.${tokens[++i]!}`);
    else if (token === 'patternProperties' && next !== undefined) {
      parts.push('*');
      i++;
    } else if (token === 'additionalProperties' && !last) parts.push('*');
    else if (token === 'items' || token === 'additionalItems' || token === 'contains') onLast('[]');
    else if (token === 'prefixItems') {
      onLast('[]');
      if (/^\d+$/.test(next ?? '')) i++;
    } else if ((token === 'anyOf' || token === 'oneOf' || token === 'allOf') && /^\d+$/.test(next ?? '')) i++;
  }
  return parts.length ? parts.join('.') : undefined;
}

/** Names as code spans (no escapes inside; a backtick run longer than any inside), the words between escaped with their spaces kept. */
function render(fact: string[]): string {
  return fact.map((segment, i) => (i % 2 ? code(segment) : spaced(segment))).join('');
}

const code = (name: string) => codeSpan(name, 200).replace(/^(`+) ([^`].*[^`]|[^`]) \1$/s, '$1$2$1');
const spaced = (text: string) => `${/^\s/.test(text) ? ' ' : ''}${mdWords(text, 500)}${/\s$/.test(text) && text.trim() ? ' ' : ''}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The semver advice in words, its versions, rule and entity as code spans (no escape inside a version). */
function semverLine(advice: SemverAdvice): string {
  const names = [advice.requiredVersion, advice.base, advice.head, advice.cause?.rule, advice.cause?.entity].filter((name): name is string => typeof name === 'string' && name !== '');
  if (names.length === 0) return mdWords(advice.message, 500);
  const pattern = new RegExp(
    `(${[...new Set(names)]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
  );
  return render(advice.message.split(pattern));
}

/** ` `1.4.2` → `2.0.0`` from serverInfo.version of the two contracts, or the one that is known. */
function versions(name: string, context: FormatContext): string {
  const server = context.servers ? ownValue(context.servers, name) : undefined;
  const [before, after] = [server?.before?.serverInfo?.version, server?.after?.serverInfo?.version].map((version) => (typeof version === 'string' && version ? version : undefined));
  if (before && after && before !== after) return ` ${code(before)} → ${code(after)}`;
  const known = after ?? before;
  return known ? ` ${code(known)}` : '';
}
