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

const FAIL_ON_VALUES = ['breaking', 'effect-relevant', 'cosmetic', 'never'];
function isFailOn(value) {
    return FAIL_ON_VALUES.includes(value);
}
/** A run fails when any change is at or above `failOn`; a server that could not be compared is an error. */
function verdictOf(highest, failOn, anyError) {
    if (anyError)
        return 'error';
    if (failOn === 'never' || highest === 'none')
        return 'pass';
    return rankOf(highest) >= rankOf(failOn) ? 'fail' : 'pass';
}

export { FAIL_ON_VALUES as F, LEVELS as L, highestLevel as h, isFailOn as i, rankOf as r, verdictOf as v };
