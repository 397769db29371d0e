import { e as editDistance, r as resolveLocalRef } from './edit-distance.js';

/** The keys one of the gate's own schemas allows on the object at `path` (a JSON pointer's segments) of a file. */
function keysAt(schema, path) {
    let nodes = expand(schema, schema);
    for (const segment of path)
        nodes = nodes.flatMap((node) => expand(childAt(node, segment), schema));
    return [...new Set(nodes.flatMap((node) => (isNode(node.properties) ? Object.keys(node.properties) : [])))];
}
/** The subschema that holds the value under `segment`: a named property, an array item, or the other properties' schema. */
function childAt(node, segment) {
    if (isNode(node.properties) && Object.hasOwn(node.properties, segment))
        return node.properties[segment];
    if (/^(0|[1-9][0-9]*)$/.test(segment) && node.items !== undefined)
        return node.items;
    return node.additionalProperties;
}
/** A subschema with its local `$ref` followed and its `allOf`/`anyOf`/`oneOf` branches alongside (the gate's schemas are not recursive there). */
function expand(node, root, depth = 0) {
    if (!isNode(node) || depth > 16)
        return [];
    const referenced = typeof node.$ref === 'string' ? expand(resolveLocalRef(root, node.$ref), root, depth + 1) : [];
    const branches = ['allOf', 'anyOf', 'oneOf'].flatMap((keyword) => (Array.isArray(node[keyword]) ? node[keyword] : []));
    return [node, ...referenced, ...branches.flatMap((branch) => expand(branch, root, depth + 1))];
}
function isNode(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * The known key a typo most likely meant: the nearest by edit distance (letter case aside, a
 * swap of two letters one edit), and only when near: 1 edit up to 4 letters, 2 beyond. Else undefined.
 */
function closestKey(typed, known) {
    const allowed = typed.length <= 4 ? 1 : 2;
    let best;
    for (const key of known) {
        const distance = editDistance(typed.toLowerCase(), key.toLowerCase());
        if (distance <= allowed && (!best || distance < best.distance))
            best = { key, distance };
    }
    return best?.key;
}
/** The `count` known keys nearest to a typed one by edit distance (ties in the order given): what an unknown id may have meant. */
function nearestKeys(typed, known, count = 3) {
    const word = typed.toLowerCase();
    return known
        .map((key, index) => ({ key, index, distance: editDistance(word, key.toLowerCase()) }))
        .sort((a, b) => a.distance - b.distance || a.index - b.index)
        .slice(0, count)
        .map((entry) => entry.key);
}

export { closestKey as c, keysAt as k, nearestKeys as n };
