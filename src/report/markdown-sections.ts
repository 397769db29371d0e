import { mdText } from './markdown-escape.js';
import type { ServerReport } from './report.js';

/** Ignored changes listed one by one in Markdown (a comment has a size limit); the JSON report has them all. */
const IGNORED_LISTED = 50;

/** Markdown for the parts of a server's report that the CLI adds: semver advice and ignored changes. Empty when absent. */
export function semverAndIgnoredMarkdown(server: ServerReport, listAll = false): string[] {
  const lines: string[] = [];
  const semver = server.semver;
  if (semver) {
    const mark = semver.status === 'ok' ? '✅' : semver.status === 'unknown' ? 'ℹ️' : semver.mode === 'enforce' ? '❌' : '⚠️';
    lines.push(`**Semver** (${semver.mode}). ${mark} ${mdText(semver.message, 500)}`, '');
  }
  const ignored = server.ignored ?? [];
  if (ignored.length) {
    lines.push(`**Ignored by the config** (not gated): ${ignored.length} change${ignored.length === 1 ? '' : 's'}.`, '');
    const shown = listAll ? ignored.length : IGNORED_LISTED;
    for (const { change, reason } of ignored.slice(0, shown)) {
      lines.push(`- ○ ${change.level} · \`${change.rule}\` · ${mdText(change.entity, 120)}: ${mdText(change.message, 400)} · reason: ${mdText(reason, 300)}`);
    }
    if (ignored.length > shown) lines.push(`- and ${ignored.length - shown} more (all of them are in the JSON report, \`ignored\`)`);
    lines.push('');
  }
  return lines;
}
