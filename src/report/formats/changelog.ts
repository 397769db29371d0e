import { ownValue } from '../../json/own.js';
import type { Change } from '../../diff/change.js';
import { SCHEMA_FACTS, schemaRuleId, type RuleId, type SchemaFact } from '../../diff/rules.js';
import { mdText } from '../markdown-escape.js';
import type { Report, ServerReport } from '../report.js';
import type { FormatContext } from './context.js';
import { causesText, decisionOf } from '../cause.js';
import type { GateDecision } from '../../policy/gate.js';

/** The sections of keepachangelog.com that apply to a contract, Breaking first; empty ones are left out. */
export const CHANGELOG_SECTIONS = ['Breaking', 'Added', 'Changed', 'Deprecated', 'Removed'] as const;
export type ChangelogSection = (typeof CHANGELOG_SECTIONS)[number];

/** A named thing gone: a tool, resource, template, prompt, argument, output schema, capability, list or schema property. */
const REMOVALS = new Set<RuleId>([
  'tool-removed',
  'resource-removed',
  'resource-template-removed',
  'prompt-removed',
  'prompt-argument-removed',
  'tool-output-schema-removed',
  'capability-removed',
  'capability-notifications-removed',
  'list-now-unsupported',
  'input-property-removed',
  'output-property-removed',
  'input-closed-property-removed',
  'output-closed-property-removed',
]);

/** A named thing new (schema additions and widenings are found by their effect). */
const ADDITIONS = new Set<RuleId>([
  'tool-added',
  'resource-added',
  'resource-template-added',
  'prompt-added',
  'prompt-argument-added',
  'tool-output-schema-added',
  'capability-added',
  'list-now-supported',
]);

const SCHEMA_FACT_OF = new Map<string, SchemaFact>(SCHEMA_FACTS.flatMap((fact) => (['input', 'output'] as const).map((direction) => [schemaRuleId(direction, fact.fact), fact])));

/**
 * The section of a change, one each: a removal is Removed (marked breaking), a deprecation
 * Deprecated, any other breaking change Breaking, an addition or a widening that breaks
 * nothing Added, the rest Changed. Cosmetic changes are not listed (see renderChangelog).
 */
export function changelogSection(change: Change): ChangelogSection {
  const fact = SCHEMA_FACT_OF.get(change.rule);
  if (REMOVALS.has(change.rule)) return 'Removed';
  if (fact?.fact === 'deprecated-changed') return 'Deprecated';
  if (change.level === 'breaking') return 'Breaking';
  if (ADDITIONS.has(change.rule) || fact?.effect === 'widens' || fact?.effect === 'extends') return 'Added';
  return 'Changed';
}

/**
 * Release notes in Markdown, as `oasdiff changelog` gives them for OpenAPI: per server, the
 * changes of a `diff` or `check` in their own words (entity and message; no witness, rule id or
 * pointer), in sections, for a maintainer to paste into a release. Cosmetic changes (wording,
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
  // Removals are under Removed, so the count says at once how much breaks.
  const breaking = listed.filter((change) => change.level === 'breaking').length;
  if (breaking) lines.push(`**${breaking} breaking change${breaking === 1 ? '' : 's'}**`, '');
  if (server.semver) lines.push(`Semver: ${mdText(server.semver.message, 500)}`, '');
  for (const section of CHANGELOG_SECTIONS) {
    const changes = listed.filter((change) => changelogSection(change) === section);
    if (changes.length) lines.push(`### ${section}`, '', ...changes.map((change) => changeLine(change, section)), '');
  }
  const cosmetic = changes.length - listed.length;
  if (listed.length === 0) lines.push('No changes.', '');
  if (cosmetic) lines.push(`Not listed: ${cosmetic} cosmetic change${cosmetic === 1 ? '' : 's'}.`, '');
  return lines.slice(0, -1);
}

function changeLine(change: Change, section: ChangelogSection): string {
  const mark = change.level === 'breaking' && section !== 'Breaking' ? ' (breaking)' : '';
  return `- **${mdText(change.entity, 200)}**: ${mdText(change.message, 500)}${mark}`;
}

/** ` 1.4.2 → 2.0.0` from serverInfo.version of the two contracts, or the one that is known. */
function versions(name: string, context: FormatContext): string {
  const server = context.servers ? ownValue(context.servers, name) : undefined;
  const [before, after] = [server?.before?.serverInfo?.version, server?.after?.serverInfo?.version].map((version) => (typeof version === 'string' && version ? mdText(version, 60) : undefined));
  if (before && after && before !== after) return ` ${before} → ${after}`;
  const known = after ?? before;
  return known ? ` ${known}` : '';
}
