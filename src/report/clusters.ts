import type { Change } from '../diff/change.js';
import { rankOf } from '../diff/levels.js';
import { canonicalJson } from '../json/rfc8785.js';

/**
 * Identical changes across entities, told once: the same rule, level, place inside the entity,
 * message and witness in three tools or more is one cluster that lists the tools ("in 80
 * tools"). The cluster shows its first change's witness, so the witness is part of the key: a
 * group line's witness is a witness for every entity it names. What is left stays grouped by
 * entity. Order: as the changes come (worst first).
 */
export type ChangeCluster = { kind: 'shared'; change: Change; changes: Change[]; place: string; entities: string[] } | { kind: 'entity'; entity: string; changes: Change[] };

/** From this many entities on, an identical change is told once. */
const SHARED_FROM = 3;

export interface ClusterOptions {
  /** The witness splits clusters (default: a group line shows one witness); false: the same change is one cluster whatever its witnesses, and the view shows each entity's. */
  byWitness?: boolean;
  /** From this many entities on, an identical change is told once (default SHARED_FROM). */
  sharedFrom?: number;
}

export function clusterChanges(changes: Change[], options: ClusterOptions = {}): ChangeCluster[] {
  const { byWitness = true, sharedFrom = SHARED_FROM } = options;
  const byKey = new Map<string, Change[]>();
  for (const change of changes) {
    const key = sharedKey(change, byWitness);
    const group = byKey.get(key);
    if (group) group.push(change);
    else byKey.set(key, [change]);
  }
  const shared = new Set<Change>();
  const clusters: ChangeCluster[] = [];
  for (const group of byKey.values()) {
    const entities = [...new Set(group.map((change) => change.entity))];
    if (entities.length < sharedFrom) continue;
    group.forEach((change) => shared.add(change));
    clusters.push({ kind: 'shared', change: group[0]!, changes: group, place: placeInEntity(group[0]!), entities });
  }
  const rest = changes.filter((change) => !shared.has(change));
  for (const [entity, group] of groupByEntity(rest)) clusters.push({ kind: 'entity', entity, changes: group });
  // Worst first, and otherwise as they came (sort is stable).
  const worst = new Map(clusters.map((cluster) => [cluster, worstRank(cluster)]));
  return clusters.sort((a, b) => worst.get(b)! - worst.get(a)!);
}

function worstRank(cluster: ChangeCluster): number {
  if (cluster.kind === 'shared') return rankOf(cluster.change.level);
  let rank = 0;
  for (const change of cluster.changes) rank = Math.max(rank, rankOf(change.level));
  return rank;
}

/** "80 tools", or "5 entities" where kinds are mixed. */
export function entitiesLabel(entities: string[]): string {
  const kinds = new Set(entities.map((entity) => entity.slice(0, entity.indexOf(':'))));
  const kind = kinds.size === 1 ? [...kinds][0]! : 'entitie';
  return `${entities.length} ${kind}s`;
}

/** The pointer below the entity's definition: `/tools/a/definition/inputSchema/x` → `/inputSchema/x`. */
function placeInEntity(change: Change): string {
  return change.pointer.replace(/^\/[^/]+\/[^/]+(\/definition)?/, '');
}

/**
 * The message carries the values (`maxLength 100 → 50`): with the rule and the place, it names
 * the change. The same narrowing can have a different witness per entity (another property
 * already bounded), so the witness, canonical, splits clusters too.
 */
function sharedKey(change: Change, byWitness: boolean): string {
  const witness = byWitness && change.witness ? canonicalJson(change.witness) : '';
  return `${change.rule}\u0000${change.level}\u0000${placeInEntity(change)}\u0000${change.message}\u0000${witness}`;
}

/** Changes by entity, in first-seen order; linear however many changes one entity has. */
export function groupByEntity(changes: Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const group = groups.get(change.entity);
    if (group) group.push(change);
    else groups.set(change.entity, [change]);
  }
  return groups;
}
