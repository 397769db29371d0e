import { ownValue } from '../../json/canonical.js';
import type { Change } from '../../diff/change.js';
import { CHANGELOG_SECTIONS, ruleById } from '../../diff/rules.js';
import { mdText } from '../markdown-escape.js';
import type { Report, ServerReport } from '../report.js';
import type { FormatContext } from './context.js';

/**
 * The section of a change, one each: every breaking change is under Breaking (so the headline
 * count is what the section lists); otherwise the section its rule row gives. Cosmetic changes
 * are not listed (see renderChangelog).
 */
export function changelogSection(change: Change): (typeof CHANGELOG_SECTIONS)[number] {
  return change.level === 'breaking' ? 'Breaking' : ruleById(change.rule).section;
}

/**
 * Release notes in Markdown, as `oasdiff changelog` gives them for OpenAPI: per server, the
 * changes of a `diff` or `check` in their own words (entity and message; no witness, rule id or
 * pointer), in sections, for a maintainer to paste into a release. Cosmetic changes (wording,
 * titles, version strings) are not listed but counted on the last line; ignored ones are left out.
 */
export function renderChangelog(report: Report, context: FormatContext = {}): string {
  return `${report.servers.map((server) => serverNotes(server, context).join('\n')).join('\n\n')}\n`;
}

function serverNotes(server: ServerReport, context: FormatContext): string[] {
  const lines = [`## ${mdText(server.name, 100)}${versions(server.name, context)}`, ''];
  if (server.error) return [...lines, `Not compared (exit ${server.error.exitCode}): ${mdText(server.error.message, 1000)}`];
  const listed = server.changes.filter((change) => change.level !== 'cosmetic');
  const breaking = listed.filter((change) => change.level === 'breaking').length;
  if (breaking) lines.push(`**${breaking} breaking change${breaking === 1 ? '' : 's'}**`, '');
  if (server.semver) lines.push(`Semver: ${mdText(server.semver.message, 500)}`, '');
  for (const section of CHANGELOG_SECTIONS) {
    const changes = listed.filter((change) => changelogSection(change) === section);
    if (changes.length) lines.push(`### ${section}`, '', ...changes.map(changeLine), '');
  }
  const cosmetic = server.changes.length - listed.length;
  if (listed.length === 0) lines.push('No changes.', '');
  if (cosmetic) lines.push(`Not listed: ${cosmetic} cosmetic change${cosmetic === 1 ? '' : 's'}.`, '');
  return lines.slice(0, -1);
}

function changeLine(change: Change): string {
  return `- **${mdText(change.entity, 200)}**: ${mdText(change.message, 500)}`;
}

/** ` 1.4.2 → 2.0.0` from serverInfo.version of the two contracts, or the one that is known. */
function versions(name: string, context: FormatContext): string {
  const server = context.servers ? ownValue(context.servers, name) : undefined;
  const [before, after] = [server?.before?.serverInfo?.version, server?.after?.serverInfo?.version].map((version) => (typeof version === 'string' && version ? mdText(version, 60) : undefined));
  if (before && after && before !== after) return ` ${before} → ${after}`;
  const known = after ?? before;
  return known ? ` ${known}` : '';
}
