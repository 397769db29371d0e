import { f as isSchemaObject, q as childSchemas, p as pointerSegment } from './validity.js';
import { c as changeOf } from './change.js';

/**
 * `x-mcp-header` (2026-07-28, Streamable HTTP): a tool input property mirrored into an
 * `Mcp-Param-{name}` header. Intermediaries route and servers validate on it; a declaration
 * that breaks the spec's rules makes conforming HTTP clients drop the whole tool from tools/list.
 */
const X_MCP_HEADER = 'x-mcp-header';
/** RFC 9110 field-name token (`1*tchar`): no empty name, no space, delimiter or control character. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Types a header may carry; `number` is not permitted. */
const HEADER_TYPES = new Set(['string', 'integer', 'boolean']);
/** Every declaration, or the first rule it breaks (as an HTTP client would reject the tool). */
function scanMcpHeaders(inputSchema) {
    const declarations = [];
    const seen = new Map();
    const visit = (node, path, reachable, required) => {
        if (!isSchemaObject(node))
            return undefined;
        if (Object.hasOwn(node, X_MCP_HEADER)) {
            const problem = declarationProblem(node, path, reachable, seen);
            if (problem)
                return problem;
            declarations.push({ path, name: node[X_MCP_HEADER], required });
        }
        const requiredHere = Array.isArray(node.required) ? node.required : [];
        for (const [suffix, child] of childSchemas(node)) {
            // Only a chain of `properties` keys is statically reachable (not items, anyOf, $defs, if/then, ...).
            const [, keyword, name] = suffix.split('/');
            const key = name?.replace(/~1/g, '/').replace(/~0/g, '~');
            const viaProperties = keyword === 'properties' && key !== undefined;
            const problem = viaProperties ? visit(child, [...path, key], reachable, required && requiredHere.includes(key)) : visit(child, [...path, `<${keyword}>`], false, false);
            if (problem)
                return problem;
        }
        return undefined;
    };
    const problem = visit(inputSchema, [], true, true);
    return problem ? { problem } : { declarations };
}
function declarationProblem(node, path, reachable, seen) {
    const where = path.length ? `property ${path.join('.')}` : 'the schema root';
    const name = node[X_MCP_HEADER];
    if (!reachable || path.length === 0)
        return `${where}: x-mcp-header only on a property reached through "properties" alone`;
    if (typeof name !== 'string' || !TOKEN.test(name))
        return `${where}: x-mcp-header ${JSON.stringify(name)} is not an HTTP field-name token`;
    if (typeof node.type !== 'string' || !HEADER_TYPES.has(node.type))
        return `${where}: x-mcp-header on a property of type ${JSON.stringify(node.type ?? null)}, not string, integer or boolean`;
    const earlier = seen.get(name.toLowerCase());
    if (earlier !== undefined)
        return `${where}: x-mcp-header "${name}" repeats "${earlier}" (names are case-insensitive)`;
    seen.set(name.toLowerCase(), name);
    return undefined;
}
/** The header changes of one tool's inputSchema: invalid now (breaking), or each header added, renamed or removed. */
function mcpHeaderChanges(entity, pointer, before, after) {
    const [was, now] = [scanMcpHeaders(before), scanMcpHeaders(after)];
    if (now.problem !== undefined) {
        if (was.problem === now.problem)
            return [];
        return [changeOf('tool-mcp-header-invalid', entity, pointer, `x-mcp-header invalid: ${now.problem}; HTTP clients drop the tool from tools/list`, { after: now.problem })];
    }
    if (was.problem !== undefined)
        return [changeOf('tool-mcp-header-changed', entity, pointer, `x-mcp-header valid now (was: ${was.problem}); HTTP clients list the tool again`, { before: was.problem })];
    const key = (declaration) => JSON.stringify(declaration.path);
    const old = new Map(was.declarations.map((d) => [key(d), d]));
    const changes = [];
    for (const d of now.declarations) {
        const o = old.get(key(d));
        old.delete(key(d));
        if (o?.name === d.name)
            continue;
        const at = headerPointer(pointer, d.path);
        if (!o)
            changes.push(changeOf('tool-mcp-header-added', entity, at, `property ${d.path.join('.')} is sent as header Mcp-Param-${d.name} now`, { after: d.name }));
        else
            changes.push(headerLost(entity, at, o, `renamed Mcp-Param-${o.name} → Mcp-Param-${d.name}`, d.name));
    }
    for (const o of old.values())
        changes.push(headerLost(entity, headerPointer(pointer, o.path), o, `Mcp-Param-${o.name} no longer sent`, undefined));
    return changes;
}
/** A header renamed or removed: breaking where every caller sends the property (gateways and servers that read the old header miss it). */
function headerLost(entity, pointer, was, what, now) {
    const rule = was.required ? 'tool-mcp-header-required-changed' : 'tool-mcp-header-changed';
    return changeOf(rule, entity, pointer, `property ${was.path.join('.')}${was.required ? ' (required)' : ''}: ${what}`, { before: was.name, after: now });
}
function headerPointer(base, path) {
    return `${base}${path.map((key) => `/properties/${pointerSegment(key)}`).join('')}/${X_MCP_HEADER}`;
}

export { mcpHeaderChanges as m, scanMcpHeaders as s };
