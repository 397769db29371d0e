import { existsSync } from 'node:fs';
import { I as InputError } from './errors.js';
import { c as readUserFile } from './files.js';
import { createHash } from 'node:crypto';
import { C as COLLECTIONS, p as pointerSegment, a as validatorsExports, _ as _2020Exports, b as CONTRACT_FORMAT, c as CONTRACT_FORMAT_VERSION } from './validity.js';
import { a as setOwn, o as ownValue } from './safe-text.js';
import { a as compareCodeUnits, c as canonicalJson, d as digestOf, j as jsonEqual, b as digestOfText, e as canonicalWith, u as uncanonicalAt } from './rfc8785.js';

/**
 * The on-disk layout of contracts and reports: keys sorted in code-unit order at every level,
 * pretty-printed with LF and a trailing newline, so the same data is the same bytes and
 * `git diff` is the review; written in pieces for a contract too large to be one string.
 */
/** Recursively sorts object keys (arrays keep their order): the on-disk form of contracts and reports. */
function sortKeysDeep(value) {
    if (Array.isArray(value))
        return value.map(sortKeysDeep);
    if (value === null || typeof value !== 'object')
        return value;
    const sorted = {};
    for (const key of Object.keys(value).sort(compareCodeUnits)) {
        const child = sortKeysDeep(value[key]);
        if (key === '__proto__')
            setOwn(sorted, key, child);
        else
            sorted[key] = child;
    }
    return sorted;
}
/**
 * `sortKeysDeep` that copies only what is out of order: a plain object or array whose keys are
 * in order already (a normalised contract, most of a schema) is returned as it is, shared with
 * the input. For printing, and for data nobody changes afterwards.
 */
function sortKeysShared(value) {
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value)) {
        let copy;
        for (let i = 0; i < value.length; i++) {
            const item = value[i];
            const sorted = sortKeysShared(item);
            if (sorted !== item)
                (copy ??= value.slice())[i] = sorted;
        }
        return copy ?? value;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
        return sortKeysDeep(value);
    const record = value;
    const keys = Object.keys(record);
    let inOrder = true;
    for (let i = 1; i < keys.length && inOrder; i++)
        inOrder = compareCodeUnits(keys[i - 1], keys[i]) < 0;
    if (!inOrder)
        return sortKeysDeep(value);
    let copy;
    for (const key of keys) {
        const item = record[key];
        const sorted = sortKeysShared(item);
        if (sorted === item)
            continue;
        if (!copy) {
            copy = {};
            for (const k of keys)
                setOwn(copy, k, record[k]);
        }
        setOwn(copy, key, sorted);
    }
    return copy ?? value;
}
/** Pretty, key-sorted JSON with LF and a trailing newline: one line per value, so `git diff` is the review. */
function stableJson(value) {
    return `${JSON.stringify(sortKeysShared(value), null, 2)}\n`;
}
/**
 * The text of `stableJson` in pieces, one per value `levels` deep (a contract's entities at 2):
 * a contract of 50,000 tools is written without ever being one string.
 */
function* stableJsonPieces(value, levels = 2) {
    yield* piecesOf(sortKeysShared(value), levels, '');
    yield '\n';
}
function* piecesOf(value, levels, indent) {
    const record = value;
    const keys = levels > 0 && isPlainRecord(value) ? Object.keys(record) : [];
    if (!keys.length || keys.some((key) => !hasJsonText(record[key]))) {
        const text = JSON.stringify(value, null, 2);
        // Only structural line breaks are raw in JSON text: string contents have theirs escaped.
        yield indent ? text.replaceAll('\n', `\n${indent}`) : text;
        return;
    }
    const inner = `${indent}  `;
    for (let i = 0; i < keys.length; i++) {
        yield `${i ? ',' : '{'}\n${inner}${JSON.stringify(keys[i])}: `;
        yield* piecesOf(record[keys[i]], levels - 1, inner);
    }
    yield `\n${indent}}`;
}
function isPlainRecord(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const prototype = Object.getPrototypeOf(value);
    return (prototype === Object.prototype || prototype === null) && typeof value.toJSON !== 'function';
}
/** A value JSON.stringify writes as an object member (not undefined, a function or a symbol, nor anything with toJSON). */
function hasJsonText(value) {
    const type = typeof value;
    if (type === 'undefined' || type === 'function' || type === 'symbol' || type === 'bigint')
        return false;
    return type !== 'object' || value === null || typeof value.toJSON !== 'function';
}

// Recorded answers: what the server said to the calls, reads and gets the config asked to record,
// kept in the contract for `serve` to replay. Canonical (sorted, volatile fields dropped) and
// digested, so the same server gives the same bytes and a hand-edit is caught.
/**
 * Fields that change between two answers of the same server, never recorded: `_meta` and
 * `lastModified` (an annotation's timestamp) at any depth outside `structuredContent` (the tool's
 * own data), and the stateless era's envelope (caching hints, and resultType when it says
 * `complete`: an `input_required` one is what the answer means).
 */
const VOLATILE_KEYS = new Set(['_meta', 'lastModified']);
const ENVELOPE_KEYS = new Set(['resultType', 'ttlMs', 'cacheScope']);
/** The contract's `recorded` section, or undefined when nothing was recorded. The first of two calls with equal arguments is kept. */
function recordedSection(recordings) {
    const tools = callsByName(recordings.tools);
    const prompts = callsByName(recordings.prompts);
    const resources = {};
    for (const { uri, result } of [...recordings.resources].sort((a, b) => compareCodeUnits(a.uri, b.uri))) {
        if (ownValue(resources, uri) === undefined)
            setOwn(resources, uri, canonicalResult(result));
    }
    const parts = {
        ...(Object.keys(tools).length ? { tools } : {}),
        ...(Object.keys(resources).length ? { resources } : {}),
        ...(Object.keys(prompts).length ? { prompts } : {}),
        ...(recordings.connection?.length ? { connection: recordings.connection.map(canonicalMessage) } : {}),
    };
    return Object.keys(parts).length ? withRecordedDigest(parts) : undefined;
}
/** The section with its digest made again over what it holds (after redaction, say). */
function withRecordedDigest(recorded) {
    const { digest: _old, ...parts } = recorded;
    return sortKeysDeep({ ...parts, digest: digestOf(parts) });
}
/** Whether the section's digest is the one its answers give (false: edited by hand). */
function recordedDigestHolds(recorded) {
    const { digest, ...parts } = recorded;
    return digest === digestOf(parts);
}
/** The recorded call whose arguments are those given (canonical JSON), if any. */
function recordedCall(calls, name, args) {
    const text = canonicalJson(args ?? {});
    return ownValue(calls, name)?.find((call) => canonicalJson(call.arguments) === text);
}
function callsByName(calls) {
    const byName = {};
    for (const { name, ...call } of calls) {
        const list = ownValue(byName, name) ?? [];
        if (!list.some((kept) => canonicalJson(kept.arguments) === canonicalJson(call.arguments)))
            list.push(canonicalCall(call));
        setOwn(byName, name, list);
    }
    const sorted = {};
    for (const name of Object.keys(byName).sort(compareCodeUnits)) {
        setOwn(sorted, name, byName[name].sort((a, b) => compareCodeUnits(canonicalJson(a.arguments), canonicalJson(b.arguments))));
    }
    return sorted;
}
/** A call without its volatile fields; empty `during` and `rounds` are left out. */
function canonicalCall({ arguments: args, result, during, rounds }) {
    const states = stateNames([result, ...(rounds ?? [])]);
    return {
        arguments: sortKeysDeep(args),
        result: canonicalResult(result, states),
        ...(during?.length ? { during: during.map(canonicalMessage) } : {}),
        ...(rounds?.length ? { rounds: rounds.map((round) => canonicalResult(round, states)) } : {}),
    };
}
/**
 * A name for each requestState the answers hold, in order (`state-1`, ...): the server's own is
 * opaque to every client, often a nonce or a signature that differs on each run, and serve only
 * needs to tell the rounds apart by it.
 */
function stateNames(answers) {
    const names = new Map();
    for (const { requestState } of answers)
        if (typeof requestState === 'string' && !names.has(requestState))
            names.set(requestState, `state-${names.size + 1}`);
    return names;
}
/** A message sent during a call: its progressToken is the caller's, put in again on replay. */
function canonicalMessage({ kind, method, params }) {
    const { progressToken: _token, ...rest } = withoutVolatile(params);
    return { kind, method, params: sortKeysDeep(rest) };
}
/** A result without its volatile fields, keys sorted, its requestState by its name in `states`. */
function canonicalResult(result, states = new Map()) {
    const out = {};
    for (const [key, value] of Object.entries(result)) {
        if (VOLATILE_KEYS.has(key) || (ENVELOPE_KEYS.has(key) && !(key === 'resultType' && value !== 'complete')))
            continue;
        if (key === 'requestState' && typeof value === 'string')
            setOwn(out, key, states.get(value) ?? value);
        else
            setOwn(out, key, key === 'structuredContent' ? value : withoutVolatile(value));
    }
    return sortKeysDeep(out);
}
function withoutVolatile(value) {
    if (Array.isArray(value))
        return value.map(withoutVolatile);
    if (value === null || typeof value !== 'object')
        return value;
    const out = {};
    for (const [key, item] of Object.entries(value))
        if (!VOLATILE_KEYS.has(key))
            setOwn(out, key, withoutVolatile(item));
    return out;
}

/**
 * Checks the digests of the contracts read from files, once per run and only where the
 * comparison relies on them: an entity whose digest equals its counterpart's is taken as
 * unchanged, so its definition must be the one its digests were made from. That is checked by
 * comparing the two definitions (and schema digests) in place, with no serialising or hashing.
 * A difference under equal digests means a file was edited by hand: the error names the file
 * whose entity does not hash to its digests, and the first stale digest. Entities with
 * different digests are compared definition by definition; their digests are not relied on.
 */
function verifyDigests(a, b) {
    const [x, y] = [a.contract.instructions, b.contract.instructions];
    if (x && y && x.digest === y.digest && x.text !== y.text) {
        const edited = readFrom([a, b]).find((side) => side.contract.instructions.digest !== digestOf(side.contract.instructions.text));
        if (edited)
            throw stale(edited.file, '/instructions/digest');
    }
    for (const { collection } of COLLECTIONS) {
        for (const [key, entity] of Object.entries(a.contract[collection])) {
            const twin = ownValue(b.contract[collection], key);
            // The comparison skips an entity whose digest equals its counterpart's: only there is a digest relied on.
            if (!twin || entity.digest !== twin.digest || (sameSchemaDigests(entity, twin) && jsonEqual(entity.definition, twin.definition)))
                continue;
            const base = `/${collection}/${pointerSegment(key)}`;
            for (const side of readFrom([a, b])) {
                const pointer = verifyEntity(ownValue(side.contract[collection], key), collection === 'tools', base);
                if (pointer)
                    throw stale(side.file, pointer);
            }
        }
    }
}
/** Every digest of a contract read from `file` checked against its definition (serve relies on all of them); the first stale one is an error. */
function verifyAllDigests(contract, file) {
    const { instructions } = contract;
    if (instructions && instructions.digest !== digestOf(instructions.text))
        throw stale(file, '/instructions/digest');
    if (contract.recorded && !recordedDigestHolds(contract.recorded))
        throw stale(file, '/recorded/digest');
    for (const { collection } of COLLECTIONS) {
        for (const [key, entity] of Object.entries(contract[collection])) {
            const pointer = verifyEntity(entity, collection === 'tools', `/${collection}/${pointerSegment(key)}`);
            if (pointer)
                throw stale(file, pointer);
        }
    }
}
/** The sides read from a file: a contract computed in this run is right by construction. */
function readFrom(sides) {
    return sides.filter((side) => side.file !== undefined);
}
function sameSchemaDigests(a, b) {
    const [mine, theirs] = [a.schemaDigests ?? {}, b.schemaDigests ?? {}];
    const keys = Object.keys(mine);
    return keys.length === Object.keys(theirs).length && keys.every((key) => ownValue(theirs, key) === mine[key]);
}
/**
 * The pointer of the first digest of an entity that does not match, if any: its digests made
 * again as normalising makes them (entityOf), the entity's own checked first.
 */
function verifyEntity(entity, isTool, base) {
    const made = entityOf(entity.definition, isTool);
    if (made.digest !== entity.digest)
        return `${base}/digest`;
    const stale = Object.keys(made.schemaDigests ?? {}).find((schema) => made.schemaDigests[schema] !== ownValue(entity.schemaDigests, schema));
    return stale === undefined ? undefined : `${base}/schemaDigests/${pointerSegment(stale)}`;
}
function stale(file, pointer) {
    return new InputError(`contract ${file} at ${pointer}: the digest does not match the definition (edited by hand?); regenerate it with the update command of the gate`);
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

// The gate's own schemas are checked against the 2020-12 meta-schema by a test
// (test/schema-validity.test.ts), not on every start: that check compiles the meta-schema,
// most of the cost of a small `diff`. The build compiles them ahead (scripts/precompiled-source.ts).
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
	tokenizer: {
		description: "What counted the tools' tokens (gpt-tokenizer o200k_base). A comparison trusts the counts of the golden (before) side only when this names the tokenizer it counts with; absent in contracts written before counts were kept.",
		type: "string",
		minLength: 1
	},
	tools: {
		$ref: "#/$defs/toolEntities"
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
	cacheScopes: {
		description: "The cacheScope of each cacheable result the gate read (server/discover and the list methods), by method; private where the pages of a list disagree (2026-07-28 defines it). Only values other than private are recorded: an absent method, or an absent field, means private.",
		type: "object",
		propertyNames: {
			"enum": [
				"prompts/list",
				"resources/list",
				"resources/templates/list",
				"server/discover",
				"tools/list"
			]
		},
		additionalProperties: {
			type: "string"
		},
		minProperties: 1
	},
	redacted: {
		description: "Present when a secret of the run (an env or envPassthrough value, a ${env:...} header value, the GitHub token) was replaced by *** in this contract; its digests are over the redacted text.",
		"const": true
	},
	recorded: {
		description: "Answers the config asked to record (examples[].record, record.resources, record.prompts), volatile fields dropped, for serve to replay; check never compares them. digest is over the other fields.",
		type: "object",
		required: [
			"digest"
		],
		additionalProperties: false,
		properties: {
			digest: {
				$ref: "#/$defs/digest"
			},
			tools: {
				$ref: "#/$defs/recordedCalls"
			},
			resources: {
				type: "object",
				additionalProperties: {
					type: "object"
				}
			},
			prompts: {
				$ref: "#/$defs/recordedCalls"
			},
			connection: {
				description: "What the server sent outside any recorded call's span (at connect, between calls): log notifications and its own requests to the client, in order; serve says them again once a stdio client has initialized.",
				type: "array",
				items: {
					$ref: "#/$defs/recordedMessage"
				}
			}
		}
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
	recordedMessage: {
		type: "object",
		required: [
			"kind",
			"method",
			"params"
		],
		additionalProperties: false,
		properties: {
			kind: {
				"enum": [
					"notification",
					"request"
				]
			},
			method: {
				type: "string"
			},
			params: {
				type: "object"
			}
		}
	},
	digest: {
		type: "string",
		pattern: "^sha256:[0-9a-f]{64}$"
	},
	recordedCalls: {
		type: "object",
		additionalProperties: {
			type: "array",
			items: {
				type: "object",
				required: [
					"arguments",
					"result"
				],
				additionalProperties: false,
				properties: {
					"arguments": {
						type: "object"
					},
					result: {
						type: "object"
					},
					during: {
						description: "What the server sent while the call ran, in order: log and progress notifications (without progressToken), its own requests to the client.",
						type: "array",
						items: {
							$ref: "#/$defs/recordedMessage"
						}
					},
					rounds: {
						description: "Stateless era: the answers to the retries that carried the client's input responses (after an input_required result), in order.",
						type: "array",
						items: {
							type: "object"
						}
					}
				}
			}
		}
	},
	toolEntities: {
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
				},
				tokens: {
					description: "What the tool's definition (name, title, description, inputSchema, outputSchema, annotations as RFC 8785 JSON) costs a model, counted by the contract's tokenizer when the file was written. Not covered by the digest: only a golden (before) side's count is trusted, and only for a tool whose digest is unchanged.",
					type: "integer",
					minimum: 0
				}
			}
		}
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
    // Digests and comparisons read the RFC 8785 form: a value it cannot write is the file's fault, named where it is.
    const uncanonical = uncanonicalAt(checked);
    if (uncanonical)
        throw new InputError(`contract ${file} at ${uncanonical.pointer}: ${uncanonical.what}, which no canonical JSON (RFC 8785) can hold; fix the file or regenerate it with the update command of the gate`);
    const problem = checkContract(checked)[0];
    if (problem)
        throw new InputError(`contract ${file} at ${problem.pointer}: ${problem.message} (not an mcp-contract v${CONTRACT_FORMAT_VERSION} file)`);
    verifyIdentities(checked, file);
    return data; // digests are checked where the contract is compared (verifyDigests)
}
/** Each entity sits under its identity (tool name, URI, URI template), and a tool's schemas each have a digest. */
function verifyIdentities(contract, file) {
    const problem = (pointer, what) => new InputError(`contract ${file} at ${pointer}: ${what}; regenerate it with the update command of the gate`);
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
        throw new InputError(`contract ${file}: no such file; create it with the snapshot command of the gate and commit it`);
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
    const recorded = redacted.recorded && { recorded: withRecordedDigest(redacted.recorded) };
    return { ...redacted, ...collections, instructions, ...recorded, redacted: true };
}

export { parseContractBeside as a, recordedCall as b, verifyAllDigests as c, compileValidator as d, contractPieces as e, redactContract as f, stableJson as g, describeViolation as h, readContract as i, entityOf as j, sortKeysShared as k, recordedSection as l, parseContract as p, readContractText as r, sortKeysDeep as s, verifyDigests as v };
