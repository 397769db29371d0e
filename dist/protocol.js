import { i as isJsonObject, a as setOwn } from './safe-text.js';
import { s as samples, c as canonicalize } from './builder.js';
import { v as validateAgainst } from './validity.js';

/**
 * The generator's object samples of `schema` that ajv holds valid, simplest first, out of at most
 * `tried` candidates: proposed from the canonical form, confirmed against the schema itself.
 */
function* validObjectSamples(schema, tried = Infinity) {
    let count = 0;
    for (const value of samples(canonicalize(schema).root)) {
        if (++count > tried)
            return;
        if (isJsonObject(value) && validateAgainst(schema, value)?.length === 0)
            yield value;
    }
}

/** A capability is declared when present and neither false nor null. */
function declares(capabilities, path) {
    let value = capabilities;
    for (const part of path.split('.')) {
        if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part))
            return false;
        value = value[part];
    }
    return value !== false && value !== null && value !== undefined;
}
/** The client capability a server's request to the client needs (the same methods are the stateless era's input requests). */
const CAPABILITY_OF_REQUEST = new Map([
    ['roots/list', 'roots'],
    ['sampling/createMessage', 'sampling'],
    ['elicitation/create', 'elicitation'],
]);
/** What the gate answers when it samples: it has no model, and says so, the same words every run. */
const SAMPLED = { role: 'assistant', content: { type: 'text', text: 'mcp-contract-gate: no model here; a fixed answer' }, model: 'mcp-contract-gate', stopReason: 'endTurn' };
/** How many of the generator's candidates an elicitation's answer is looked for among. */
const ELICITATION_CANDIDATES = 64;
/**
 * The gate answers server-to-client requests only for capabilities it declared (the config's
 * `clientCapabilities`), with fixed data: no roots, a fixed sampled message, and an elicitation
 * accepted with the simplest content its requestedSchema allows (declined when none is found).
 */
function answerAsClient(method, params, clientCapabilities) {
    const capability = CAPABILITY_OF_REQUEST.get(method);
    if (!capability || !declares(clientCapabilities, capability))
        return undefined;
    if (method === 'roots/list')
        return { roots: [] };
    if (method === 'sampling/createMessage')
        return structuredClone(SAMPLED);
    const schema = params?.requestedSchema;
    const content = schema === undefined ? undefined : simplestObject(schema);
    return content ? { action: 'accept', content } : { action: 'decline' };
}
/**
 * The first object the generator proposes that ajv holds valid against the schema, with the
 * defaults the schema gives its properties put in (a client SHOULD apply them, SEP-1034) where
 * the result stays valid.
 */
function simplestObject(schema) {
    try {
        const value = validObjectSamples(schema, ELICITATION_CANDIDATES).next().value;
        if (!value)
            return undefined;
        const defaulted = { ...value, ...defaultsOf(schema) };
        return validateAgainst(schema, defaulted)?.length === 0 ? defaulted : value;
    }
    catch {
        // A schema the generator cannot read is declined, not a failed run: the server asked, the gate says no.
        return undefined;
    }
}
/** The `default` of each property the schema declares (own keys only: the schema is the server's). */
function defaultsOf(schema) {
    const properties = isJsonObject(schema) ? schema.properties : undefined;
    const defaults = {};
    if (!isJsonObject(properties))
        return defaults;
    for (const key of Object.keys(properties)) {
        const property = properties[key];
        if (isJsonObject(property) && Object.hasOwn(property, 'default'))
            setOwn(defaults, key, property.default);
    }
    return defaults;
}

// The SDK's `_meta` keys of the stateless era, spelled out here so that reading a config or a
// contract loads no SDK code; test/jsonrpc.test.ts holds them equal to the SDK's.
const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';
const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';
/** The stateless era's per-request log level: no notifications/message without it. */
const LOG_LEVEL_META_KEY = 'io.modelcontextprotocol/logLevel';
/** Who the gate says it is. Its version is deliberately not the package version: contracts must not change with the gate. */
const CLIENT_INFO = { name: 'mcp-contract-gate', version: '1' };
/** The per-request `_meta` envelope of the stateless era. */
function statelessEnvelope(revision, clientCapabilities) {
    return {
        [PROTOCOL_VERSION_META_KEY]: revision,
        [CLIENT_INFO_META_KEY]: CLIENT_INFO,
        [CLIENT_CAPABILITIES_META_KEY]: clientCapabilities,
    };
}

export { CLIENT_CAPABILITIES_META_KEY as C, LOG_LEVEL_META_KEY as L, PROTOCOL_VERSION_META_KEY as P, SERVER_INFO_META_KEY as S, CAPABILITY_OF_REQUEST as a, CLIENT_INFO as b, answerAsClient as c, declares as d, statelessEnvelope as s, validObjectSamples as v };
