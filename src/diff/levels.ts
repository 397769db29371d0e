/** The three change levels, lowest first. `none` is the level of "no change". */
export const LEVELS = ['cosmetic', 'effect-relevant', 'breaking'] as const;
export type Level = (typeof LEVELS)[number];
export type LevelOrNone = Level | 'none';

const RANK: Record<LevelOrNone, number> = { none: 0, cosmetic: 1, 'effect-relevant': 2, breaking: 3 };

export function rankOf(level: LevelOrNone): number {
  return RANK[level];
}

export function highestLevel(levels: Iterable<Level>): LevelOrNone {
  let highest: LevelOrNone = 'none';
  for (const level of levels) if (RANK[level] > RANK[highest]) highest = level;
  return highest;
}
