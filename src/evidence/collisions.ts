import { oneLine } from '../errors.js';
import { failed, info, type Evidence } from './types.js';

/** One server's tool names: live (what it offers now), in its golden contract, and in the golden at the PR base (a review). */
export interface ServerTools {
  server: string;
  live: readonly string[];
  golden: readonly string[];
  /** The golden contract's tools at the pull request's base, when a review read it ([] for a server the PR adds). */
  base?: readonly string[];
}

/**
 * Tool names two or more servers of one config expose: each such server gets an item naming all
 * of them. A collision the golden contracts already had (at the pull request's base, in a review)
 * is info (reviewed before); one the live servers or the pull request create is a failure
 * (effect-relevant). Names are kept in Maps: a tool may be `__proto__`.
 */
export function evaluateCollisions(servers: readonly ServerTools[]): Map<string, Evidence[]> {
  const live = exposers(servers, (entry) => entry.live);
  const golden = exposers(servers, (entry) => entry.golden);
  const base = exposers(servers, (entry) => entry.base ?? entry.golden);
  const evidence = new Map<string, Evidence[]>(servers.map((entry) => [entry.server, []]));
  for (const [tool, names] of [...live].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (names.length < 2) continue;
    const has = (sides: Map<string, string[]>) => names.filter((name) => sides.get(tool)?.includes(name)).length >= 2;
    const [inGolden, known] = [has(golden), has(golden) && has(base)];
    const created = inGolden ? 'this pull request creates it (the golden contracts at its base do not have it)' : 'the live servers create it';
    const list = names.join(' and ');
    const subject = `tool:${tool}`;
    const details = { tool, servers: names };
    for (const name of names) {
      const message = `tool ${JSON.stringify(oneLine(tool, 80))} is exposed by servers ${list}: a host that loads them together prefixes, picks one or refuses`;
      const item = known ? info('tool_name_collision', subject, `${message} (their golden contracts have it too)`, details) : failed('tool_name_collision', subject, `${message}; ${created}`, details);
      evidence.get(name)!.push(item);
    }
  }
  return evidence;
}

function exposers(servers: readonly ServerTools[], tools: (entry: ServerTools) => readonly string[]): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const entry of servers) {
    for (const tool of tools(entry)) {
      const names = by.get(tool);
      if (names) names.push(entry.server);
      else by.set(tool, [entry.server]);
    }
  }
  return by;
}
