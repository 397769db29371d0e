import { isRuleId, RETIRED, RULES } from '../diff/rules.js';
import { nearestKeys } from './known-keys.js';

/** A key that may be quoted in an error or warning: a plain id, nothing to escape. */
const PLAIN_ID = /^[A-Za-z0-9_.-]{1,60}$/;

/**
 * Rule ids in a config as data (`levels:` keys and `ignore[].rule`, top-level and per server),
 * read as buf reads a renamed rule: a retired id is taken as its successor, with a warning that
 * names both; an unknown id is a problem naming the nearest ids. `data` is changed in place
 * (it is the parsed file, nobody else's).
 */
export function renameRetiredIds(data: unknown, where: string): { warnings: string[]; problems: string[] } {
  const warnings: string[] = [];
  const problems: string[] = [];
  const check = (id: string, place: string): string | undefined => {
    if (isRuleId(id)) return id;
    const successor = RETIRED.get(id);
    if (successor) {
      warnings.push(`${where} at ${place}: rule id \`${id}\` is retired; read as its successor \`${successor}\` (rename it: docs/rules.md#retired-ids)`);
      return successor;
    }
    problems.push(unknownId(id, `${where} at ${place}`));
    return undefined;
  };
  for (const [at, holder] of policyHolders(data)) {
    renameLevels(holder, at, check);
    const ignore = holder.ignore;
    if (!Array.isArray(ignore)) continue;
    ignore.forEach((entry: unknown, i) => {
      if (!isObject(entry) || typeof entry.rule !== 'string') return;
      const now = check(entry.rule, `${at}/ignore/${i}/rule`);
      if (now) entry.rule = now;
    });
  }
  return { warnings, problems };
}

/** `levels:` keys renamed to their successors, in place; an explicit entry of the successor wins over a retired one's. */
function renameLevels(holder: Record<string, unknown>, at: string, check: (id: string, place: string) => string | undefined): void {
  const levels = holder.levels;
  if (!isObject(levels)) return;
  for (const key of Object.keys(levels)) {
    const now = check(key, `${at}/levels`);
    if (now === undefined || now === key) continue;
    if (!Object.hasOwn(levels, now)) levels[now] = levels[key];
    delete levels[key];
  }
}

/** The unknown id named with its nearest known ids (when it is plain enough to quote). */
function unknownId(id: string, place: string): string {
  const ids = RULES.map((rule) => rule.id);
  const nearest = nearestKeys(id, ids).map((known) => `\`${known}\``);
  const named = PLAIN_ID.test(id) ? ` \`${id}\`` : '';
  return `${place}: unknown rule id${named}; the nearest ids: ${nearest.join(', ')} (docs/rules.md)`;
}

/** The objects that hold `levels:` and `ignore:`: the top level and each server, with their places. */
function policyHolders(data: unknown): Array<[string, Record<string, unknown>]> {
  if (!isObject(data)) return [];
  const servers = Array.isArray(data.servers) ? data.servers : [];
  return [['', data], ...servers.flatMap((server: unknown, index) => (isObject(server) ? [[`/servers/${index}`, server] as [string, Record<string, unknown>]] : []))];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
