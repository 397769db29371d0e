/** `$ref` handling shared by the schema diff, the oracle and the validity check. Nothing here ever fetches. */
/** Keywords whose values are data, not schema: a "$ref" key inside them is not a reference. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
/** Every `$ref` string (or of the other reference keywords named) in a schema, in document order. */
function collectRefs(schema, found = [], keywords = ['$ref']) {
    if (Array.isArray(schema))
        schema.forEach((item) => collectRefs(item, found, keywords));
    else if (schema !== null && typeof schema === 'object') {
        for (const [key, child] of Object.entries(schema)) {
            if (keywords.includes(key) && typeof child === 'string')
                found.push(child);
            else if (!DATA_KEYWORDS.has(key))
                collectRefs(child, found, keywords);
        }
    }
    return found;
}
/** A reference into the same document (a fragment: `#`, `#/...` or an anchor); anything else would need a fetch. */
function isLocalRef(ref) {
    return ref.startsWith('#');
}
/**
 * The subschema that declares `$id` equal to the reference (TypeBox writes `$ref: "T0"` to a
 * `$id: "T0"` of the same document): resolved where it is, never fetched. Exact matches only.
 */
function findById(root, ref) {
    let ids = embeddedIds.get(root);
    if (!ids && root !== null && typeof root === 'object')
        embeddedIds.set(root, (ids = collectIds(root)));
    return ids?.get(ref.replace(/#$/, ''));
}
/** Is the reference one the document resolves itself: a fragment, or an embedded `$id`? */
function isDocumentRef(root, ref) {
    return isLocalRef(ref) || findById(root, ref) !== undefined;
}
const embeddedIds = new WeakMap();
function collectIds(node, out = new Map(), pointer = '') {
    if (pointer.split('/').length > 256 || node === null || typeof node !== 'object')
        return out;
    if (Array.isArray(node)) {
        node.forEach((item, index) => collectIds(item, out, `${pointer}/${index}`));
        return out;
    }
    const object = node;
    const id = typeof object.$id === 'string' ? object.$id.replace(/#$/, '') : undefined;
    if (pointer !== '' && id && !id.startsWith('#') && !out.has(id))
        out.set(id, { schema: object, pointer });
    for (const [key, child] of Object.entries(object))
        if (!DATA_KEYWORDS.has(key))
            collectIds(child, out, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    return out;
}
/** The value at a JSON pointer (RFC 6901, no URI decoding: a pointer the gate made, not a `$ref`); own properties only. */
function valueAtPointer(root, pointer) {
    let node = root;
    for (const segment of pointer === '' ? [] : pointer.slice(1).split('/')) {
        if (node === null || typeof node !== 'object')
            return undefined;
        const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
        if (!Object.hasOwn(node, key))
            return undefined;
        node = node[key];
    }
    return node;
}
/** Resolves `#`, `#/a/b` (RFC 6901, URI-decoded) and `#name` (an `$anchor`, or a draft-07 `$id: "#name"`) inside `root`; undefined when it leads nowhere. */
function resolveLocalRef(root, ref) {
    if (ref === '#')
        return root;
    if (!ref.startsWith('#/'))
        return findAnchor(root, decodeURIComponent(ref.slice(1)));
    let node = root;
    for (const segment of ref.slice(2).split('/')) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node;
}
/** The subschema that declares this plain-name anchor, searched depth-first outside data keywords. */
function findAnchor(node, name, depth = 0) {
    if (depth > 256 || node === null || typeof node !== 'object')
        return undefined;
    if (Array.isArray(node)) {
        for (const item of node) {
            const found = findAnchor(item, name, depth + 1);
            if (found !== undefined)
                return found;
        }
        return undefined;
    }
    const object = node;
    if (object.$anchor === name || object.$dynamicAnchor === name || object.$id === `#${name}`)
        return object;
    for (const [key, child] of Object.entries(object)) {
        if (DATA_KEYWORDS.has(key))
            continue;
        const found = findAnchor(child, name, depth + 1);
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** The longest chain of pure `$ref`s followed in one go; a longer one is followed from its end on the next call. */
const REF_CHAIN_LIMIT = 10_000;
/** Keys beside a `$ref` that leave it a pure reference: it accepts exactly what its target accepts. */
const PURE_REF_SIBLINGS = new Set(['$ref', 'title', 'description', '$comment', 'examples', '$defs', 'definitions']);
function isPureRef(node) {
    return node !== null && typeof node === 'object' && !Array.isArray(node) && typeof node.$ref === 'string' && Object.keys(node).every((key) => PURE_REF_SIBLINGS.has(key));
}
/**
 * Where a chain of local references that are only references (`a` → `b` → … → a real schema)
 * ends, followed in a loop: a chain thousands long neither overflows a recursive resolver nor
 * reaches ajv. A cycle, a remote or unresolvable reference ends the chain where it is.
 */
function refChainEnd(root, ref) {
    if (root === null || typeof root !== 'object')
        return ref;
    let ends = chainEnds.get(root);
    if (!ends)
        chainEnds.set(root, (ends = new Map()));
    const known = ends.get(ref);
    if (known !== undefined)
        return known;
    const visited = new Set([ref]);
    let current = ref;
    for (let step = 0; step < REF_CHAIN_LIMIT; step++) {
        const target = resolveLocalRef(root, current);
        if (!isPureRef(target) || !isLocalRef(target.$ref) || visited.has(target.$ref) || resolveLocalRef(root, target.$ref) === undefined)
            break;
        const end = ends.get(target.$ref);
        current = end ?? target.$ref;
        if (end !== undefined)
            break;
        visited.add(current);
    }
    // Every link of the chain ends where it does: a schema's thousand links are walked once.
    for (const link of visited)
        ends.set(link, current);
    return current;
}
/** Chain ends by schema document, kept while the document lives. */
const chainEnds = new WeakMap();

/** Edits between two words, for "did you mean" and for telling a misspelling from a rewrite. */
/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, rows[i - 2][j - 2] + 1);
            rows[i][j] = best;
        }
    }
    return rows[a.length][b.length];
}

export { DATA_KEYWORDS as D, isLocalRef as a, refChainEnd as b, collectRefs as c, editDistance as e, findById as f, isDocumentRef as i, resolveLocalRef as r, valueAtPointer as v };
