/** The three change levels, lowest first. `none` is the level of "no change". */
const LEVELS = ['cosmetic', 'effect-relevant', 'breaking'];
const RANK = { none: 0, cosmetic: 1, 'effect-relevant': 2, breaking: 3 };
function rankOf(level) {
    return RANK[level];
}
function highestLevel(levels) {
    let highest = 'none';
    for (const level of levels)
        if (RANK[level] > RANK[highest])
            highest = level;
    return highest;
}

export { LEVELS as L, highestLevel as h, rankOf as r };
