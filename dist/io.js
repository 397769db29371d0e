import { existsSync } from 'node:fs';
import { e as sortKeysDeep, g as digestOf, h as compareCodeUnits, j as canonicalJson, k as digestOfText, l as canonicalWith, m as sortKeysShared, b as setOwn, I as InputError, n as stableJsonPieces, a as ownValue } from './canonical.js';
import { d as readUserFile } from './files.js';
import { createHash } from 'node:crypto';
import { C as COLLECTIONS, a as CONTRACT_FORMAT_VERSION, b as CONTRACT_FORMAT, i as isSchemaObject, S as SINGLE_SUBSCHEMA, M as MAP_OF_SUBSCHEMAS, L as LIST_OF_SUBSCHEMAS, c as validatorsExports, _ as _2020Exports, p as pointerSegment } from './validity.js';

/** Tool annotation values that the spec defines as the default: stating them changes nothing. */
const ANNOTATION_DEFAULTS = {
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: true,
};
/** `execution.taskSupport` defaults to "forbidden". */
const EXECUTION_DEFAULTS = { taskSupport: 'forbidden' };
/** Turns what discovery saw into the contract: pure, deterministic, free of volatile fields. */
function normalise(discovery, matrix) {
    const { negotiated } = discovery;
    // The entities are built sorted (and digested) one by one; the rest is small.
    const entities = {
        tools: keyed(discovery, 'tools', normaliseTool),
        resources: keyed(discovery, 'resources', normaliseResource),
        resourceTemplates: keyed(discovery, 'resourceTemplates', normaliseResource),
        prompts: keyed(discovery, 'prompts', normalisePrompt),
    };
    const header = sortKeysDeep({
        ...(discovery.unsupportedLists?.length ? { unsupportedLists: [...discovery.unsupportedLists].sort(compareCodeUnits) } : {}),
        // Only the outcome enters the contract: a server's error text may carry ids or times.
        ...(matrix ? { protocolMatrix: Object.fromEntries(Object.entries(matrix).map(([revision, { outcome, selected }]) => [revision, selected ? { outcome, selected } : { outcome }])) } : {}),
        format: CONTRACT_FORMAT,
        formatVersion: CONTRACT_FORMAT_VERSION,
        server: discovery.server,
        protocol: { era: negotiated.era, revision: negotiated.protocolVersion },
        serverInfo: negotiated.serverInfo ? withoutVolatile(negotiated.serverInfo) : null,
        clientCapabilities: normaliseCapabilities(discovery.clientCapabilities),
        capabilities: normaliseCapabilities(negotiated.capabilities),
        instructions: negotiated.instructions === undefined ? null : { digest: digestOf(negotiated.instructions), text: negotiated.instructions },
    });
    const contract = {};
    for (const key of [...Object.keys(header), ...Object.keys(entities)].sort(compareCodeUnits)) {
        contract[key] = Object.hasOwn(entities, key) ? entities[key] : header[key];
    }
    return contract;
}
const ITEM_NORMALISERS = {
    tools: normaliseTool,
    resources: normaliseResource,
    resourceTemplates: normaliseResource,
    prompts: normalisePrompt,
};
/** Entities made as their page arrived (see normaliseItem), by their definition. */
const madeEarly = new WeakMap();
/**
 * One item of a list, normalised and digested as its page arrives, so that discovery need not
 * keep what the server sent: returns the normalised definition, which `normalise` turns into
 * its entity without doing the work again. Normalising a definition again gives it unchanged.
 */
function normaliseItem(list, item) {
    const entity = entityOf(sortKeysShared(ITEM_NORMALISERS[list](withoutVolatile(item))), list === 'tools');
    madeEarly.set(entity.definition, entity);
    return entity.definition;
}
function keyed(discovery, list, normaliseOne) {
    const identity = COLLECTIONS.find((spec) => spec.collection === list).identity;
    const entries = discovery.lists[list].map((item) => {
        const entity = madeEarly.get(item) ?? entityOf(sortKeysShared(normaliseOne(withoutVolatile(item))), list === 'tools');
        return [item[identity], entity];
    });
    return Object.fromEntries(entries.sort(([a], [b]) => compareCodeUnits(a, b)));
}
/**
 * An entity with its digests. Each schema is serialised once: its canonical text gives its own
 * digest and is spliced into the definition's. Keys in the on-disk order (definition, digest, schemaDigests).
 */
function entityOf(definition, withSchemaDigests) {
    if (!withSchemaDigests)
        return { definition, digest: digestOf(definition) };
    const texts = new Map();
    const schemaDigests = {};
    for (const key of ['inputSchema', 'outputSchema']) {
        const schema = definition[key];
        if (schema === undefined)
            continue;
        const text = canonicalJson(schema);
        if (schema !== null && typeof schema === 'object')
            texts.set(schema, text);
        schemaDigests[key] = digestOfText(text);
    }
    return { definition, digest: digestOfText(canonicalWith(definition, texts)), schemaDigests };
}
function normaliseTool(tool) {
    const out = { ...tool };
    out.inputSchema = normaliseSchema(tool.inputSchema);
    if (tool.outputSchema !== undefined)
        out.outputSchema = normaliseSchema(tool.outputSchema);
    setOrDrop(out, 'annotations', withoutDefaults(tool.annotations, ANNOTATION_DEFAULTS));
    setOrDrop(out, 'execution', withoutDefaults(tool.execution, EXECUTION_DEFAULTS));
    return out;
}
function normaliseResource(resource) {
    const out = { ...resource };
    // lastModified is a timestamp: it changes with content, not with the contract.
    if (resource.annotations && typeof resource.annotations === 'object') {
        const { lastModified: _ignored, ...annotations } = resource.annotations;
        setOrDrop(out, 'annotations', annotations);
    }
    return out;
}
function normalisePrompt(prompt) {
    const out = { ...prompt };
    if (Array.isArray(prompt.arguments)) {
        // Prompt arguments are named: their order is presentation, `required: false` is the default.
        out.arguments = prompt.arguments
            .map((argument) => (argument.required === false ? withoutKey(argument, 'required') : argument))
            .sort((a, b) => compareCodeUnits(String(a.name), String(b.name)));
    }
    return out;
}
/**
 * `required` is a set: sorted and de-duplicated in every subschema, so listing order is not a
 * change. The result has its keys sorted too: one copy, made in one pass (the subschema
 * positions are those of mapSchema in src/jsonschema/subschemas.ts; a test keeps them equal).
 */
function normaliseSchema(schema) {
    if (!isSchemaObject(schema))
        return sortKeysDeep(schema);
    const out = {};
    for (const key of Object.keys(schema).sort(compareCodeUnits)) {
        const value = schema[key];
        let child;
        if (SINGLE_SUBSCHEMA.includes(key))
            child = normaliseSchema(value);
        else if (MAP_OF_SUBSCHEMAS.includes(key) && isSchemaObject(value))
            child = mapOfSchemas(value);
        else if ((LIST_OF_SUBSCHEMAS.includes(key) || key === 'items') && Array.isArray(value))
            child = value.map(normaliseSchema);
        else if (key === 'items')
            child = normaliseSchema(value);
        else if (key === 'required' && Array.isArray(value) && value.every((name) => typeof name === 'string'))
            child = [...new Set(value)].sort(compareCodeUnits);
        else
            child = sortKeysDeep(value);
        if (key === '__proto__')
            setOwn(out, key, child);
        else
            out[key] = child;
    }
    return out;
}
function mapOfSchemas(map) {
    const out = {};
    for (const key of Object.keys(map).sort(compareCodeUnits)) {
        if (key === '__proto__')
            setOwn(out, key, normaliseSchema(map[key]));
        else
            out[key] = normaliseSchema(map[key]);
    }
    return out;
}
/** Capabilities: a sub-capability set to false (or null) is the same as an absent one. */
function normaliseCapabilities(capabilities) {
    const out = {};
    for (const [key, value] of Object.entries(capabilities)) {
        if (value === false || value === null || value === undefined)
            continue;
        out[key] = value !== null && typeof value === 'object' && !Array.isArray(value) ? normaliseCapabilities(value) : value;
    }
    return out;
}
/** Fields that change between runs of the same server and so never enter a contract. */
const VOLATILE_FIELDS = ['ttlMs', 'cacheScope', 'resultType', 'nextCursor'];
function withoutVolatile(item) {
    return Object.fromEntries(Object.entries(item).filter(([key]) => !VOLATILE_FIELDS.includes(key)));
}
function withoutDefaults(value, defaults) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    return Object.fromEntries(Object.entries(value).filter(([key, v]) => !(key in defaults && defaults[key] === v)));
}
function setOrDrop(target, key, value) {
    if (value && Object.keys(value).length > 0)
        target[key] = value;
    else
        delete target[key];
}
function withoutKey(object, key) {
    const { [key]: _dropped, ...rest } = object;
    return rest;
}

// The gate's own schemas are checked against the 2020-12 meta-schema by a test
// (test/schema-validity.test.ts), not on every start: that check compiles the meta-schema,
// most of the cost of a small `diff`. The build compiles them ahead (./precompile.ts).
const GATE_OPTIONS = { allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true, validateSchema: false };
let ajv;
/** The name of a schema's validator in the generated module: its exact text, hashed. */
function precompiledKey(schema) {
    return `v${createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 24)}`;
}
/**
 * One of the gate's own JSON Schemas (2020-12) as a function that lists violations: the
 * build's precompiled function, or compiled on first use (a schema changed since the build).
 */
function compileValidator(schema) {
    let check;
    return (data) => {
        check ??= validatorsExports.gate[precompiledKey(schema)] ?? (ajv ??= new _2020Exports.Ajv2020(GATE_OPTIONS)).compile(schema);
        return check(data) ? [] : (check.errors ?? []).map(toViolation);
    };
}
function toViolation(error) {
    const extra = error.keyword === 'additionalProperties'
        ? ` ("${String(error.params.additionalProperty)}")`
        : error.keyword === 'enum'
            ? ` (${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
            : '';
    return { pointer: error.instancePath || '/', message: `${error.message ?? error.keyword}${extra}` };
}
function describeViolation(violation) {
    return `at ${violation.pointer}: ${violation.message}`;
}

const $schema = "https://json-schema.org/draft/2020-12/schema";
const $id = "https://mcp-contract-gate.dev/schemas/contract-v1.schema.json";
const title = "MCP contract (mcp-contract-gate, format version 1)";
const description = "What one MCP server offers, normalised and digested. Written by `mcp-contract snapshot` / `update`; committed under contracts/ and reviewed like code.";
const type = "object";
const required = [
	"format",
	"formatVersion",
	"server",
	"protocol",
	"serverInfo",
	"clientCapabilities",
	"capabilities",
	"instructions",
	"tools",
	"resources",
	"resourceTemplates",
	"prompts"
];
const additionalProperties = false;
const properties = {
	format: {
		"const": "mcp-contract"
	},
	formatVersion: {
		type: "integer",
		minimum: 1
	},
	server: {
		type: "string",
		minLength: 1
	},
	protocol: {
		type: "object",
		required: [
			"era",
			"revision"
		],
		additionalProperties: false,
		properties: {
			era: {
				"enum": [
					"handshake",
					"stateless"
				]
			},
			revision: {
				type: "string"
			}
		}
	},
	serverInfo: {
		type: [
			"object",
			"null"
		]
	},
	clientCapabilities: {
		type: "object"
	},
	capabilities: {
		type: "object"
	},
	instructions: {
		oneOf: [
			{
				type: "null"
			},
			{
				type: "object",
				required: [
					"digest",
					"text"
				],
				additionalProperties: false,
				properties: {
					digest: {
						$ref: "#/$defs/digest"
					},
					text: {
						type: "string"
					}
				}
			}
		]
	},
	tools: {
		$ref: "#/$defs/entities"
	},
	resources: {
		$ref: "#/$defs/entities"
	},
	resourceTemplates: {
		$ref: "#/$defs/entities"
	},
	prompts: {
		$ref: "#/$defs/entities"
	},
	unsupportedLists: {
		description: "List methods the server declared (by capability) but answered with -32601 (method not found), sorted. Absent when every declared list answered.",
		type: "array",
		items: {
			"enum": [
				"prompts/list",
				"resources/list",
				"resources/templates/list",
				"tools/list"
			]
		},
		uniqueItems: true,
		minItems: 1
	},
	redacted: {
		description: "Present when a secret of the run (an env or envPassthrough value, a ${env:...} header value, the GitHub token) was replaced by *** in this contract; its digests are over the redacted text.",
		"const": true
	},
	protocolMatrix: {
		description: "How the server answered each proposed protocol revision.",
		type: "object",
		additionalProperties: {
			type: "object",
			required: [
				"outcome"
			],
			additionalProperties: false,
			properties: {
				outcome: {
					"enum": [
						"accepted",
						"selected-other",
						"rejected",
						"violation"
					]
				},
				selected: {
					type: "string"
				},
				detail: {
					type: "string"
				}
			}
		}
	}
};
const $defs = {
	digest: {
		type: "string",
		pattern: "^sha256:[0-9a-f]{64}$"
	},
	entities: {
		type: "object",
		additionalProperties: {
			type: "object",
			required: [
				"digest",
				"definition"
			],
			additionalProperties: false,
			properties: {
				digest: {
					$ref: "#/$defs/digest"
				},
				schemaDigests: {
					type: "object",
					additionalProperties: {
						$ref: "#/$defs/digest"
					}
				},
				definition: {
					type: "object"
				}
			}
		}
	}
};
var contractSchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	required: required,
	additionalProperties: additionalProperties,
	properties: properties,
	$defs: $defs
};

/** The cut, or undefined for a text in another layout (it is then parsed whole). */
function cutContract(text) {
    const entities = new Map(COLLECTIONS.map(({ collection }) => [collection, new Map()]));
    const kept = [];
    let keptFrom = 0;
    // Top-level members one after another (lines `  "name": ...`), each collection's entities cut
    // on the way: the text is read once, not searched once per collection.
    let line = text.indexOf('\n  "');
    while (line >= 0) {
        const collection = COLLECTIONS.find((spec) => text.startsWith(`\n  ${JSON.stringify(spec.collection)}: {\n`, line))?.collection;
        if (!collection) {
            line = text.indexOf('\n  "', line + 1);
            continue;
        }
        const spans = entities.get(collection);
        if (spans.size)
            return undefined; // a collection twice
        let entryAt = line + collection.length + 9; // past `\n  "name": {\n`
        for (;;) {
            const entry = cutEntry(text, entryAt);
            if (!entry || spans.has(entry.key))
                return undefined;
            spans.set(entry.key, text.slice(entry.valueStart, entry.valueEnd));
            kept.push(text.slice(keptFrom, entry.valueStart), '0');
            keptFrom = entry.valueEnd;
            if (text.startsWith(',\n', keptFrom))
                entryAt = keptFrom + 2;
            else if (text.startsWith('\n  }', keptFrom))
                break;
            else
                return undefined;
        }
        line = text.indexOf('\n  "', keptFrom);
    }
    kept.push(text.slice(keptFrom));
    let rest;
    try {
        rest = JSON.parse(kept.join(''));
    }
    catch {
        return undefined;
    }
    return holdsPlaceholders(rest, entities) ? { rest: rest, entities } : undefined;
}
/** One `    "key": {...}` member from `cursor` (after its line break), or undefined. */
function cutEntry(text, cursor) {
    const indent = cursor + 4;
    if (!text.startsWith('    "', cursor))
        return undefined;
    // The key's closing quote: the first one not escaped by a backslash.
    let end = indent + 1;
    while (end < text.length && text[end] !== '"')
        end += text[end] === '\\' ? 2 : 1;
    if (!text.startsWith('": {\n', end))
        return undefined;
    let key;
    try {
        key = JSON.parse(text.slice(indent, end + 1));
    }
    catch {
        return undefined;
    }
    const valueStart = end + 3;
    const close = text.indexOf('\n    }', valueStart);
    if (close < 0)
        return undefined;
    return { key, valueStart, valueEnd: close + 6 };
}
/** The rest holds each collection as an object of exactly the cut keys, in order, each `0`. */
function holdsPlaceholders(rest, entities) {
    if (rest === null || typeof rest !== 'object' || Array.isArray(rest))
        return false;
    for (const [collection, spans] of entities) {
        const value = Object.hasOwn(rest, collection) ? rest[collection] : undefined;
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
            if (spans.size > 0)
                return false;
            continue; // not a collection: the contract's validation names it
        }
        const record = value;
        if (!sameKeys(record, spans) || [...spans.keys()].some((key) => record[key] !== 0))
            return false;
    }
    return true;
}
/**
 * The contract a cut stands for: each entity parsed from its text, or, where `reuse` has the
 * very same text for the same collection and key, that entity as already parsed (equal text,
 * equal value: an unchanged entity is neither parsed again nor compared again).
 */
function joinContract(spans, reuse) {
    const contract = {};
    for (const [key, value] of Object.entries(spans.rest))
        setOwn(contract, key, value);
    for (const [collection, texts] of spans.entities) {
        if (!Object.hasOwn(spans.rest, collection))
            continue;
        const parsed = reuse?.value[collection];
        // The other file's cut stands for its entities only if its parse has the same keys, in order.
        const theirs = parsed !== undefined && sameKeys(parsed, reuse.spans.entities.get(collection)) ? reuse.spans.entities.get(collection) : undefined;
        const entities = {};
        for (const [key, text] of texts) {
            const same = theirs?.get(key) === text && parsed !== undefined && Object.hasOwn(parsed, key);
            setOwn(entities, key, same ? parsed[key] : JSON.parse(text));
        }
        setOwn(contract, collection, entities);
    }
    return contract;
}
/** The object's own keys are the cut's, in the same order. */
function sameKeys(parsed, spans) {
    const keys = Object.keys(parsed);
    if (keys.length !== spans.size)
        return false;
    let i = 0;
    for (const key of spans.keys())
        if (keys[i++] !== key)
            return false;
    return true;
}

/** The schemas of a tool that carry their own digest. */
const SCHEMA_KEYS = ['inputSchema', 'outputSchema'];
/** Compiled on first read: `snapshot` never reads a contract. */
const checkContract = compileValidator(contractSchema);
/** contractText in pieces, an entity at a time: a large contract is written without being one string. */
function contractPieces(contract) {
    return stableJsonPieces(contract, 2);
}
/**
 * Parses and validates a contract file's text; every problem names the file and a JSON pointer.
 * Its digests are checked where it is compared, as far as the comparison needs (./digests.ts).
 */
function parseContract(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new InputError(`contract ${file} at /: not JSON (${error.message})`);
    }
    return validContract(data, file);
}
/**
 * parseContract of a file compared with another one already read: an entity whose text is the
 * same in both is taken from the other, as parsed there, instead of being parsed again (./spans.ts).
 * Files in another layout are parsed whole; either way the contract is the same.
 */
function parseContractBeside(text, file, other) {
    const mine = cutContract(text);
    const theirs = mine && cutContract(other.text);
    if (!mine || !theirs)
        return parseContract(text, file);
    let data;
    try {
        data = joinContract(mine, { spans: theirs, value: other.contract });
    }
    catch {
        return parseContract(text, file); // an entity that is not JSON: the whole text's parse names where
    }
    return validContract(data, file, withoutShared(data, other.contract));
}
/**
 * The contract with only the entities it does not share, as the very same objects, with `other`:
 * what is left to validate. Entities are checked one by one (the schema has no rule across
 * them), and a shared one passed the same checks, under the same key, in `other`.
 */
function withoutShared(contract, other) {
    const rest = { ...contract };
    for (const { collection } of COLLECTIONS) {
        const entities = contract[collection];
        if (entities === null || typeof entities !== 'object' || Array.isArray(entities))
            continue;
        const theirs = other[collection];
        const own = {};
        for (const [key, entity] of Object.entries(entities))
            if (!(Object.hasOwn(theirs, key) && theirs[key] === entity))
                setOwn(own, key, entity);
        setOwn(rest, collection, own);
    }
    return rest;
}
/** `data` as a contract, once `checked` (data itself, or the part of it not yet checked) passes the contract's checks. */
function validContract(data, file, checked = data) {
    const header = data;
    if (header && typeof header === 'object' && header.format === CONTRACT_FORMAT && typeof header.formatVersion === 'number' && header.formatVersion > CONTRACT_FORMAT_VERSION) {
        throw new InputError(`contract ${file} at /formatVersion: format version ${header.formatVersion} is newer than this mcp-contract-gate reads (${CONTRACT_FORMAT_VERSION}); upgrade the gate`);
    }
    const problem = checkContract(checked)[0];
    if (problem)
        throw new InputError(`contract ${file} at ${problem.pointer}: ${problem.message} (not an mcp-contract v${CONTRACT_FORMAT_VERSION} file)`);
    verifyIdentities(checked, file);
    return data; // digests are checked where the contract is compared (verifyDigests)
}
/** Each entity sits under its identity (tool name, URI, URI template), and a tool's schemas each have a digest. */
function verifyIdentities(contract, file) {
    const problem = (pointer, what) => new InputError(`contract ${file} at ${pointer}: ${what}; regenerate it with \`mcp-contract update\``);
    for (const { collection } of COLLECTIONS) {
        const identity = identityField(collection);
        for (const [key, entity] of Object.entries(contract[collection])) {
            const base = `/${collection}/${pointerSegment(key)}`;
            const named = ownValue(entity.definition, identity);
            if (named !== key)
                throw problem(`${base}/definition/${identity}`, `the key "${key}" and the definition's ${identity} ${JSON.stringify(named ?? null)} disagree`);
            if (collection !== 'tools')
                continue;
            for (const schema of SCHEMA_KEYS) {
                if (ownValue(entity.definition, schema) !== undefined && ownValue(entity.schemaDigests, schema) === undefined)
                    throw problem(`${base}/schemaDigests`, `no digest of ${schema}`);
            }
            for (const schema of Object.keys(entity.schemaDigests ?? {})) {
                if (ownValue(entity.definition, schema) === undefined)
                    throw problem(`${base}/schemaDigests/${pointerSegment(schema)}`, `a digest of ${schema}, which the definition does not have`);
            }
        }
    }
}
function identityField(collection) {
    return COLLECTIONS.find((spec) => spec.collection === collection).identity;
}
async function readContract(file) {
    return parseContract(await readContractText(file), file);
}
/** A contract file's text; a missing file is an input error that says how to make it. */
async function readContractText(file) {
    if (!existsSync(file))
        throw new InputError(`contract ${file}: no such file; create it with \`mcp-contract snapshot\` and commit it`);
    return readUserFile(file, 'contract');
}
/**
 * The contract with every secret replaced, digests recomputed over what remains, and marked
 * `redacted`. `check` redacts the live contract the same way before comparing, so a server that
 * still says the secret compares equal to its golden file.
 */
function redactContract(contract, redactor) {
    const redacted = redactor.value(contract);
    if (redacted === contract)
        return contract;
    const entities = (collection) => Object.fromEntries(Object.entries(redacted[collection]).map(([key, entity]) => [key, entityOf(entity.definition, collection === 'tools')]));
    const instructions = redacted.instructions && { text: redacted.instructions.text, digest: digestOf(redacted.instructions.text) };
    const collections = Object.fromEntries(COLLECTIONS.map(({ collection }) => [collection, entities(collection)]));
    return { ...redacted, ...collections, instructions, redacted: true };
}

export { parseContractBeside as a, readContract as b, compileValidator as c, contractPieces as d, redactContract as e, describeViolation as f, entityOf as g, normalise as h, normaliseItem as n, parseContract as p, readContractText as r };
