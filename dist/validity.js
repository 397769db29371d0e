import { a as ajvExports } from './ajv.js';
import { a as requireNames, b as requireCodegen, c as requireCompile, d as requireRef, e as requireUtil, f as requireDependencies, g as requireCore, h as requireValidation, i as requireFormat, j as requireMetadata, k as requireApplicator, l as requireValidate, m as requireValidation_error, n as requireRef_error, o as requireCore$1, p as requireDiscriminator, q as requireDraft7, s as requireUcs2length, t as requireEqual } from './ajv2.js';
import { a as setOwn } from './safe-text.js';
import { o as oneLine } from './errors.js';
import { g as getDefaultExportFromCjs } from './_commonjsHelpers.js';
import { receiveMessageOnPort, MessageChannel, Worker } from 'node:worker_threads';
import { i as isDocumentRef, a as isLocalRef, b as refChainEnd, D as DATA_KEYWORDS, c as collectRefs, r as resolveLocalRef } from './edit-distance.js';

function _mergeNamespaces(n, m) {
    m.forEach(function (e) {
        e && typeof e !== 'string' && !Array.isArray(e) && Object.keys(e).forEach(function (k) {
            if (k !== 'default' && !(k in n)) {
                var d = Object.getOwnPropertyDescriptor(e, k);
                Object.defineProperty(n, k, d.get ? d : {
                    enumerable: true,
                    get: function () { return e[k]; }
                });
            }
        });
    });
    return Object.freeze(n);
}

/** The contract format this build writes; a file with a higher version is refused, not misread. */
const CONTRACT_FORMAT = 'mcp-contract';
const CONTRACT_FORMAT_VERSION = 1;
/** The four collections, their entity kind, and the field that names an entity (its key in the collection). */
const COLLECTIONS = [
    { collection: 'tools', kind: 'tool', identity: 'name' },
    { collection: 'resources', kind: 'resource', identity: 'uri' },
    { collection: 'resourceTemplates', kind: 'resourceTemplate', identity: 'uriTemplate' },
    { collection: 'prompts', kind: 'prompt', identity: 'name' },
];

/** JSON Schema structure shared by normalisation and the diff: which keywords hold subschemas. */
/** Keywords whose value is one subschema. */
const SINGLE_SUBSCHEMA = ['additionalProperties', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];
/** Keywords whose value is a map of name to subschema. */
const MAP_OF_SUBSCHEMAS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
/** Keywords whose value is a list of subschemas. */
const LIST_OF_SUBSCHEMAS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
function isSchemaObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** A tool's inputSchema as the spec requires it: `type: "object"` at the root (official SDK clients reject the list otherwise). */
function isObjectRoot(schema) {
    return isSchemaObject(schema) && schema.type === 'object';
}
/** Escapes one JSON pointer segment (RFC 6901). */
function pointerSegment(segment) {
    return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
/** Every direct subschema of a schema with the pointer suffix that reaches it. */
function* childSchemas(schema) {
    for (const keyword of SINGLE_SUBSCHEMA) {
        if (keyword in schema)
            yield [`/${keyword}`, schema[keyword]];
    }
    for (const keyword of MAP_OF_SUBSCHEMAS) {
        const map = schema[keyword];
        if (!isSchemaObject(map))
            continue;
        for (const [name, sub] of Object.entries(map))
            yield [`/${keyword}/${pointerSegment(name)}`, sub];
    }
    for (const keyword of LIST_OF_SUBSCHEMAS) {
        const list = schema[keyword];
        if (Array.isArray(list))
            for (const [index, sub] of list.entries())
                yield [`/${keyword}/${index}`, sub];
    }
    // `items` is one schema (2020-12, draft-07) or a list (draft-07 tuple form).
    const items = schema.items;
    if (Array.isArray(items))
        for (const [index, sub] of items.entries())
            yield [`/items/${index}`, sub];
    else if (items !== undefined)
        yield ['/items', items];
}

/** Released revisions of the initialize/initialized era, oldest first. Strings, never compared as dates. */
const HANDSHAKE_REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
/** Released revisions of the stateless era (`server/discover`, per-request `_meta`). */
const STATELESS_REVISIONS = ['2026-07-28'];
const RELEASED_REVISIONS = [...HANDSHAKE_REVISIONS, ...STATELESS_REVISIONS];
function eraOf(revision) {
    if (HANDSHAKE_REVISIONS.includes(revision))
        return 'handshake';
    if (STATELESS_REVISIONS.includes(revision))
        return 'stateless';
    return undefined;
}
/** The four discovery lists: method, the capability that declares it, the result key and the item identity field. */
const LISTS = [
    { list: 'tools', method: 'tools/list', capability: 'tools', key: 'tools', identity: 'name', changed: 'notifications/tools/list_changed' },
    { list: 'resources', method: 'resources/list', capability: 'resources', key: 'resources', identity: 'uri', changed: 'notifications/resources/list_changed' },
    { list: 'resourceTemplates', method: 'resources/templates/list', capability: 'resources', key: 'resourceTemplates', identity: 'uriTemplate', changed: 'notifications/resources/list_changed' },
    { list: 'prompts', method: 'prompts/list', capability: 'prompts', key: 'prompts', identity: 'name', changed: 'notifications/prompts/list_changed' },
];
/** What a cacheable result without a `cacheScope` is taken to be (2026-07-28): kept by the requesting client only. */
const DEFAULT_CACHE_SCOPE = 'private';

var _2020 = {exports: {}};

var draft2020 = {};

var dynamic = {};

var dynamicAnchor = {};

var hasRequiredDynamicAnchor;

function requireDynamicAnchor () {
	if (hasRequiredDynamicAnchor) return dynamicAnchor;
	hasRequiredDynamicAnchor = 1;
	Object.defineProperty(dynamicAnchor, "__esModule", { value: true });
	dynamicAnchor.dynamicAnchor = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const compile_1 = /*@__PURE__*/ requireCompile();
	const ref_1 = /*@__PURE__*/ requireRef();
	const def = {
	    keyword: "$dynamicAnchor",
	    schemaType: "string",
	    code: (cxt) => dynamicAnchor$1(cxt, cxt.schema),
	};
	function dynamicAnchor$1(cxt, anchor) {
	    const { gen, it } = cxt;
	    it.schemaEnv.root.dynamicAnchors[anchor] = true;
	    const v = (0, codegen_1._) `${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
	    const validate = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
	    gen.if((0, codegen_1._) `!${v}`, () => gen.assign(v, validate));
	}
	dynamicAnchor.dynamicAnchor = dynamicAnchor$1;
	function _getValidate(cxt) {
	    const { schemaEnv, schema, self } = cxt.it;
	    const { root, baseId, localRefs, meta } = schemaEnv.root;
	    const { schemaId } = self.opts;
	    const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
	    compile_1.compileSchema.call(self, sch);
	    return (0, ref_1.getValidate)(cxt, sch);
	}
	dynamicAnchor.default = def;
	
	return dynamicAnchor;
}

var dynamicRef = {};

var hasRequiredDynamicRef;

function requireDynamicRef () {
	if (hasRequiredDynamicRef) return dynamicRef;
	hasRequiredDynamicRef = 1;
	Object.defineProperty(dynamicRef, "__esModule", { value: true });
	dynamicRef.dynamicRef = void 0;
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const names_1 = /*@__PURE__*/ requireNames();
	const ref_1 = /*@__PURE__*/ requireRef();
	const def = {
	    keyword: "$dynamicRef",
	    schemaType: "string",
	    code: (cxt) => dynamicRef$1(cxt, cxt.schema),
	};
	function dynamicRef$1(cxt, ref) {
	    const { gen, keyword, it } = cxt;
	    if (ref[0] !== "#")
	        throw new Error(`"${keyword}" only supports hash fragment reference`);
	    const anchor = ref.slice(1);
	    if (it.allErrors) {
	        _dynamicRef();
	    }
	    else {
	        const valid = gen.let("valid", false);
	        _dynamicRef(valid);
	        cxt.ok(valid);
	    }
	    function _dynamicRef(valid) {
	        // TODO the assumption here is that `recursiveRef: #` always points to the root
	        // of the schema object, which is not correct, because there may be $id that
	        // makes # point to it, and the target schema may not contain dynamic/recursiveAnchor.
	        // Because of that 2 tests in recursiveRef.json fail.
	        // This is a similar problem to #815 (`$id` doesn't alter resolution scope for `{ "$ref": "#" }`).
	        // (This problem is not tested in JSON-Schema-Test-Suite)
	        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
	            const v = gen.let("_v", (0, codegen_1._) `${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
	            gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
	        }
	        else {
	            _callRef(it.validateName, valid)();
	        }
	    }
	    function _callRef(validate, valid) {
	        return valid
	            ? () => gen.block(() => {
	                (0, ref_1.callRef)(cxt, validate);
	                gen.let(valid, true);
	            })
	            : () => (0, ref_1.callRef)(cxt, validate);
	    }
	}
	dynamicRef.dynamicRef = dynamicRef$1;
	dynamicRef.default = def;
	
	return dynamicRef;
}

var recursiveAnchor = {};

var hasRequiredRecursiveAnchor;

function requireRecursiveAnchor () {
	if (hasRequiredRecursiveAnchor) return recursiveAnchor;
	hasRequiredRecursiveAnchor = 1;
	Object.defineProperty(recursiveAnchor, "__esModule", { value: true });
	const dynamicAnchor_1 = /*@__PURE__*/ requireDynamicAnchor();
	const util_1 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: "$recursiveAnchor",
	    schemaType: "boolean",
	    code(cxt) {
	        if (cxt.schema)
	            (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
	        else
	            (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
	    },
	};
	recursiveAnchor.default = def;
	
	return recursiveAnchor;
}

var recursiveRef = {};

var hasRequiredRecursiveRef;

function requireRecursiveRef () {
	if (hasRequiredRecursiveRef) return recursiveRef;
	hasRequiredRecursiveRef = 1;
	Object.defineProperty(recursiveRef, "__esModule", { value: true });
	const dynamicRef_1 = /*@__PURE__*/ requireDynamicRef();
	const def = {
	    keyword: "$recursiveRef",
	    schemaType: "string",
	    code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema),
	};
	recursiveRef.default = def;
	
	return recursiveRef;
}

var hasRequiredDynamic;

function requireDynamic () {
	if (hasRequiredDynamic) return dynamic;
	hasRequiredDynamic = 1;
	Object.defineProperty(dynamic, "__esModule", { value: true });
	const dynamicAnchor_1 = /*@__PURE__*/ requireDynamicAnchor();
	const dynamicRef_1 = /*@__PURE__*/ requireDynamicRef();
	const recursiveAnchor_1 = /*@__PURE__*/ requireRecursiveAnchor();
	const recursiveRef_1 = /*@__PURE__*/ requireRecursiveRef();
	const dynamic$1 = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
	dynamic.default = dynamic$1;
	
	return dynamic;
}

var next = {};

var dependentRequired = {};

var hasRequiredDependentRequired;

function requireDependentRequired () {
	if (hasRequiredDependentRequired) return dependentRequired;
	hasRequiredDependentRequired = 1;
	Object.defineProperty(dependentRequired, "__esModule", { value: true });
	const dependencies_1 = /*@__PURE__*/ requireDependencies();
	const def = {
	    keyword: "dependentRequired",
	    type: "object",
	    schemaType: "object",
	    error: dependencies_1.error,
	    code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt),
	};
	dependentRequired.default = def;
	
	return dependentRequired;
}

var dependentSchemas = {};

var hasRequiredDependentSchemas;

function requireDependentSchemas () {
	if (hasRequiredDependentSchemas) return dependentSchemas;
	hasRequiredDependentSchemas = 1;
	Object.defineProperty(dependentSchemas, "__esModule", { value: true });
	const dependencies_1 = /*@__PURE__*/ requireDependencies();
	const def = {
	    keyword: "dependentSchemas",
	    type: "object",
	    schemaType: "object",
	    code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt),
	};
	dependentSchemas.default = def;
	
	return dependentSchemas;
}

var limitContains = {};

var hasRequiredLimitContains;

function requireLimitContains () {
	if (hasRequiredLimitContains) return limitContains;
	hasRequiredLimitContains = 1;
	Object.defineProperty(limitContains, "__esModule", { value: true });
	const util_1 = /*@__PURE__*/ requireUtil();
	const def = {
	    keyword: ["maxContains", "minContains"],
	    type: "array",
	    schemaType: "number",
	    code({ keyword, parentSchema, it }) {
	        if (parentSchema.contains === undefined) {
	            (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
	        }
	    },
	};
	limitContains.default = def;
	
	return limitContains;
}

var hasRequiredNext;

function requireNext () {
	if (hasRequiredNext) return next;
	hasRequiredNext = 1;
	Object.defineProperty(next, "__esModule", { value: true });
	const dependentRequired_1 = /*@__PURE__*/ requireDependentRequired();
	const dependentSchemas_1 = /*@__PURE__*/ requireDependentSchemas();
	const limitContains_1 = /*@__PURE__*/ requireLimitContains();
	const next$1 = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
	next.default = next$1;
	
	return next;
}

var unevaluated = {};

var unevaluatedProperties = {};

var hasRequiredUnevaluatedProperties;

function requireUnevaluatedProperties () {
	if (hasRequiredUnevaluatedProperties) return unevaluatedProperties;
	hasRequiredUnevaluatedProperties = 1;
	Object.defineProperty(unevaluatedProperties, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const names_1 = /*@__PURE__*/ requireNames();
	const error = {
	    message: "must NOT have unevaluated properties",
	    params: ({ params }) => (0, codegen_1._) `{unevaluatedProperty: ${params.unevaluatedProperty}}`,
	};
	const def = {
	    keyword: "unevaluatedProperties",
	    type: "object",
	    schemaType: ["boolean", "object"],
	    trackErrors: true,
	    error,
	    code(cxt) {
	        const { gen, schema, data, errsCount, it } = cxt;
	        /* istanbul ignore if */
	        if (!errsCount)
	            throw new Error("ajv implementation error");
	        const { allErrors, props } = it;
	        if (props instanceof codegen_1.Name) {
	            gen.if((0, codegen_1._) `${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
	        }
	        else if (props !== true) {
	            gen.forIn("key", data, (key) => props === undefined
	                ? unevaluatedPropCode(key)
	                : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
	        }
	        it.props = true;
	        cxt.ok((0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
	        function unevaluatedPropCode(key) {
	            if (schema === false) {
	                cxt.setParams({ unevaluatedProperty: key });
	                cxt.error();
	                if (!allErrors)
	                    gen.break();
	                return;
	            }
	            if (!(0, util_1.alwaysValidSchema)(it, schema)) {
	                const valid = gen.name("valid");
	                cxt.subschema({
	                    keyword: "unevaluatedProperties",
	                    dataProp: key,
	                    dataPropType: util_1.Type.Str,
	                }, valid);
	                if (!allErrors)
	                    gen.if((0, codegen_1.not)(valid), () => gen.break());
	            }
	        }
	        function unevaluatedDynamic(evaluatedProps, key) {
	            return (0, codegen_1._) `!${evaluatedProps} || !${evaluatedProps}[${key}]`;
	        }
	        function unevaluatedStatic(evaluatedProps, key) {
	            const ps = [];
	            for (const p in evaluatedProps) {
	                if (evaluatedProps[p] === true)
	                    ps.push((0, codegen_1._) `${key} !== ${p}`);
	            }
	            return (0, codegen_1.and)(...ps);
	        }
	    },
	};
	unevaluatedProperties.default = def;
	
	return unevaluatedProperties;
}

var unevaluatedItems = {};

var hasRequiredUnevaluatedItems;

function requireUnevaluatedItems () {
	if (hasRequiredUnevaluatedItems) return unevaluatedItems;
	hasRequiredUnevaluatedItems = 1;
	Object.defineProperty(unevaluatedItems, "__esModule", { value: true });
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const util_1 = /*@__PURE__*/ requireUtil();
	const error = {
	    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
	    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
	};
	const def = {
	    keyword: "unevaluatedItems",
	    type: "array",
	    schemaType: ["boolean", "object"],
	    error,
	    code(cxt) {
	        const { gen, schema, data, it } = cxt;
	        const items = it.items || 0;
	        if (items === true)
	            return;
	        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
	        if (schema === false) {
	            cxt.setParams({ len: items });
	            cxt.fail((0, codegen_1._) `${len} > ${items}`);
	        }
	        else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
	            const valid = gen.var("valid", (0, codegen_1._) `${len} <= ${items}`);
	            gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
	            cxt.ok(valid);
	        }
	        it.items = true;
	        function validateItems(valid, from) {
	            gen.forRange("i", from, len, (i) => {
	                cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
	                if (!it.allErrors)
	                    gen.if((0, codegen_1.not)(valid), () => gen.break());
	            });
	        }
	    },
	};
	unevaluatedItems.default = def;
	
	return unevaluatedItems;
}

var hasRequiredUnevaluated;

function requireUnevaluated () {
	if (hasRequiredUnevaluated) return unevaluated;
	hasRequiredUnevaluated = 1;
	Object.defineProperty(unevaluated, "__esModule", { value: true });
	const unevaluatedProperties_1 = /*@__PURE__*/ requireUnevaluatedProperties();
	const unevaluatedItems_1 = /*@__PURE__*/ requireUnevaluatedItems();
	const unevaluated$1 = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
	unevaluated.default = unevaluated$1;
	
	return unevaluated;
}

var hasRequiredDraft2020;

function requireDraft2020 () {
	if (hasRequiredDraft2020) return draft2020;
	hasRequiredDraft2020 = 1;
	Object.defineProperty(draft2020, "__esModule", { value: true });
	const core_1 = /*@__PURE__*/ requireCore();
	const validation_1 = /*@__PURE__*/ requireValidation();
	const applicator_1 = /*@__PURE__*/ requireApplicator();
	const dynamic_1 = /*@__PURE__*/ requireDynamic();
	const next_1 = /*@__PURE__*/ requireNext();
	const unevaluated_1 = /*@__PURE__*/ requireUnevaluated();
	const format_1 = /*@__PURE__*/ requireFormat();
	const metadata_1 = /*@__PURE__*/ requireMetadata();
	const draft2020Vocabularies = [
	    dynamic_1.default,
	    core_1.default,
	    validation_1.default,
	    (0, applicator_1.default)(true),
	    format_1.default,
	    metadata_1.metadataVocabulary,
	    metadata_1.contentVocabulary,
	    next_1.default,
	    unevaluated_1.default,
	];
	draft2020.default = draft2020Vocabularies;
	
	return draft2020;
}

var jsonSchema202012 = {};

const $schema$e = "https://json-schema.org/draft/2020-12/schema";
const $id$e = "https://json-schema.org/draft/2020-12/schema";
const $vocabulary$e = {
	"https://json-schema.org/draft/2020-12/vocab/core": true,
	"https://json-schema.org/draft/2020-12/vocab/applicator": true,
	"https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
	"https://json-schema.org/draft/2020-12/vocab/validation": true,
	"https://json-schema.org/draft/2020-12/vocab/meta-data": true,
	"https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
	"https://json-schema.org/draft/2020-12/vocab/content": true
};
const $dynamicAnchor$7 = "meta";
const title$e = "Core and Validation specifications meta-schema";
const allOf$1 = [
	{
		$ref: "meta/core"
	},
	{
		$ref: "meta/applicator"
	},
	{
		$ref: "meta/unevaluated"
	},
	{
		$ref: "meta/validation"
	},
	{
		$ref: "meta/meta-data"
	},
	{
		$ref: "meta/format-annotation"
	},
	{
		$ref: "meta/content"
	}
];
const type$e = [
	"object",
	"boolean"
];
const $comment = "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.";
const properties$f = {
	definitions: {
		$comment: "\"definitions\" has been replaced by \"$defs\".",
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		},
		deprecated: true,
		"default": {
		}
	},
	dependencies: {
		$comment: "\"dependencies\" has been split and replaced by \"dependentSchemas\" and \"dependentRequired\" in order to serve their differing semantics.",
		type: "object",
		additionalProperties: {
			anyOf: [
				{
					$dynamicRef: "#meta"
				},
				{
					$ref: "meta/validation#/$defs/stringArray"
				}
			]
		},
		deprecated: true,
		"default": {
		}
	},
	$recursiveAnchor: {
		$comment: "\"$recursiveAnchor\" has been replaced by \"$dynamicAnchor\".",
		$ref: "meta/core#/$defs/anchorString",
		deprecated: true
	},
	$recursiveRef: {
		$comment: "\"$recursiveRef\" has been replaced by \"$dynamicRef\".",
		$ref: "meta/core#/$defs/uriReferenceString",
		deprecated: true
	}
};
var require$$0$1 = {
	$schema: $schema$e,
	$id: $id$e,
	$vocabulary: $vocabulary$e,
	$dynamicAnchor: $dynamicAnchor$7,
	title: title$e,
	allOf: allOf$1,
	type: type$e,
	$comment: $comment,
	properties: properties$f
};

const $schema$d = "https://json-schema.org/draft/2020-12/schema";
const $id$d = "https://json-schema.org/draft/2020-12/meta/applicator";
const $vocabulary$d = {
	"https://json-schema.org/draft/2020-12/vocab/applicator": true
};
const $dynamicAnchor$6 = "meta";
const title$d = "Applicator vocabulary meta-schema";
const type$d = [
	"object",
	"boolean"
];
const properties$e = {
	prefixItems: {
		$ref: "#/$defs/schemaArray"
	},
	items: {
		$dynamicRef: "#meta"
	},
	contains: {
		$dynamicRef: "#meta"
	},
	additionalProperties: {
		$dynamicRef: "#meta"
	},
	properties: {
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		},
		"default": {
		}
	},
	patternProperties: {
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		},
		propertyNames: {
			format: "regex"
		},
		"default": {
		}
	},
	dependentSchemas: {
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		},
		"default": {
		}
	},
	propertyNames: {
		$dynamicRef: "#meta"
	},
	"if": {
		$dynamicRef: "#meta"
	},
	then: {
		$dynamicRef: "#meta"
	},
	"else": {
		$dynamicRef: "#meta"
	},
	allOf: {
		$ref: "#/$defs/schemaArray"
	},
	anyOf: {
		$ref: "#/$defs/schemaArray"
	},
	oneOf: {
		$ref: "#/$defs/schemaArray"
	},
	not: {
		$dynamicRef: "#meta"
	}
};
const $defs$4 = {
	schemaArray: {
		type: "array",
		minItems: 1,
		items: {
			$dynamicRef: "#meta"
		}
	}
};
var require$$1$1 = {
	$schema: $schema$d,
	$id: $id$d,
	$vocabulary: $vocabulary$d,
	$dynamicAnchor: $dynamicAnchor$6,
	title: title$d,
	type: type$d,
	properties: properties$e,
	$defs: $defs$4
};

const $schema$c = "https://json-schema.org/draft/2020-12/schema";
const $id$c = "https://json-schema.org/draft/2020-12/meta/unevaluated";
const $vocabulary$c = {
	"https://json-schema.org/draft/2020-12/vocab/unevaluated": true
};
const $dynamicAnchor$5 = "meta";
const title$c = "Unevaluated applicator vocabulary meta-schema";
const type$c = [
	"object",
	"boolean"
];
const properties$d = {
	unevaluatedItems: {
		$dynamicRef: "#meta"
	},
	unevaluatedProperties: {
		$dynamicRef: "#meta"
	}
};
var require$$2$1 = {
	$schema: $schema$c,
	$id: $id$c,
	$vocabulary: $vocabulary$c,
	$dynamicAnchor: $dynamicAnchor$5,
	title: title$c,
	type: type$c,
	properties: properties$d
};

const $schema$b = "https://json-schema.org/draft/2020-12/schema";
const $id$b = "https://json-schema.org/draft/2020-12/meta/content";
const $vocabulary$b = {
	"https://json-schema.org/draft/2020-12/vocab/content": true
};
const $dynamicAnchor$4 = "meta";
const title$b = "Content vocabulary meta-schema";
const type$b = [
	"object",
	"boolean"
];
const properties$c = {
	contentEncoding: {
		type: "string"
	},
	contentMediaType: {
		type: "string"
	},
	contentSchema: {
		$dynamicRef: "#meta"
	}
};
var require$$3$1 = {
	$schema: $schema$b,
	$id: $id$b,
	$vocabulary: $vocabulary$b,
	$dynamicAnchor: $dynamicAnchor$4,
	title: title$b,
	type: type$b,
	properties: properties$c
};

const $schema$a = "https://json-schema.org/draft/2020-12/schema";
const $id$a = "https://json-schema.org/draft/2020-12/meta/core";
const $vocabulary$a = {
	"https://json-schema.org/draft/2020-12/vocab/core": true
};
const $dynamicAnchor$3 = "meta";
const title$a = "Core vocabulary meta-schema";
const type$a = [
	"object",
	"boolean"
];
const properties$b = {
	$id: {
		$ref: "#/$defs/uriReferenceString",
		$comment: "Non-empty fragments not allowed.",
		pattern: "^[^#]*#?$"
	},
	$schema: {
		$ref: "#/$defs/uriString"
	},
	$ref: {
		$ref: "#/$defs/uriReferenceString"
	},
	$anchor: {
		$ref: "#/$defs/anchorString"
	},
	$dynamicRef: {
		$ref: "#/$defs/uriReferenceString"
	},
	$dynamicAnchor: {
		$ref: "#/$defs/anchorString"
	},
	$vocabulary: {
		type: "object",
		propertyNames: {
			$ref: "#/$defs/uriString"
		},
		additionalProperties: {
			type: "boolean"
		}
	},
	$comment: {
		type: "string"
	},
	$defs: {
		type: "object",
		additionalProperties: {
			$dynamicRef: "#meta"
		}
	}
};
const $defs$3 = {
	anchorString: {
		type: "string",
		pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
	},
	uriString: {
		type: "string",
		format: "uri"
	},
	uriReferenceString: {
		type: "string",
		format: "uri-reference"
	}
};
var require$$4$1 = {
	$schema: $schema$a,
	$id: $id$a,
	$vocabulary: $vocabulary$a,
	$dynamicAnchor: $dynamicAnchor$3,
	title: title$a,
	type: type$a,
	properties: properties$b,
	$defs: $defs$3
};

const $schema$9 = "https://json-schema.org/draft/2020-12/schema";
const $id$9 = "https://json-schema.org/draft/2020-12/meta/format-annotation";
const $vocabulary$9 = {
	"https://json-schema.org/draft/2020-12/vocab/format-annotation": true
};
const $dynamicAnchor$2 = "meta";
const title$9 = "Format vocabulary meta-schema for annotation results";
const type$9 = [
	"object",
	"boolean"
];
const properties$a = {
	format: {
		type: "string"
	}
};
var require$$5$1 = {
	$schema: $schema$9,
	$id: $id$9,
	$vocabulary: $vocabulary$9,
	$dynamicAnchor: $dynamicAnchor$2,
	title: title$9,
	type: type$9,
	properties: properties$a
};

const $schema$8 = "https://json-schema.org/draft/2020-12/schema";
const $id$8 = "https://json-schema.org/draft/2020-12/meta/meta-data";
const $vocabulary$8 = {
	"https://json-schema.org/draft/2020-12/vocab/meta-data": true
};
const $dynamicAnchor$1 = "meta";
const title$8 = "Meta-data vocabulary meta-schema";
const type$8 = [
	"object",
	"boolean"
];
const properties$9 = {
	title: {
		type: "string"
	},
	description: {
		type: "string"
	},
	"default": true,
	deprecated: {
		type: "boolean",
		"default": false
	},
	readOnly: {
		type: "boolean",
		"default": false
	},
	writeOnly: {
		type: "boolean",
		"default": false
	},
	examples: {
		type: "array",
		items: true
	}
};
var require$$6$1 = {
	$schema: $schema$8,
	$id: $id$8,
	$vocabulary: $vocabulary$8,
	$dynamicAnchor: $dynamicAnchor$1,
	title: title$8,
	type: type$8,
	properties: properties$9
};

const $schema$7 = "https://json-schema.org/draft/2020-12/schema";
const $id$7 = "https://json-schema.org/draft/2020-12/meta/validation";
const $vocabulary$7 = {
	"https://json-schema.org/draft/2020-12/vocab/validation": true
};
const $dynamicAnchor = "meta";
const title$7 = "Validation vocabulary meta-schema";
const type$7 = [
	"object",
	"boolean"
];
const properties$8 = {
	type: {
		anyOf: [
			{
				$ref: "#/$defs/simpleTypes"
			},
			{
				type: "array",
				items: {
					$ref: "#/$defs/simpleTypes"
				},
				minItems: 1,
				uniqueItems: true
			}
		]
	},
	"const": true,
	"enum": {
		type: "array",
		items: true
	},
	multipleOf: {
		type: "number",
		exclusiveMinimum: 0
	},
	maximum: {
		type: "number"
	},
	exclusiveMaximum: {
		type: "number"
	},
	minimum: {
		type: "number"
	},
	exclusiveMinimum: {
		type: "number"
	},
	maxLength: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minLength: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	pattern: {
		type: "string",
		format: "regex"
	},
	maxItems: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minItems: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	uniqueItems: {
		type: "boolean",
		"default": false
	},
	maxContains: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minContains: {
		$ref: "#/$defs/nonNegativeInteger",
		"default": 1
	},
	maxProperties: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minProperties: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	required: {
		$ref: "#/$defs/stringArray"
	},
	dependentRequired: {
		type: "object",
		additionalProperties: {
			$ref: "#/$defs/stringArray"
		}
	}
};
const $defs$2 = {
	nonNegativeInteger: {
		type: "integer",
		minimum: 0
	},
	nonNegativeIntegerDefault0: {
		$ref: "#/$defs/nonNegativeInteger",
		"default": 0
	},
	simpleTypes: {
		"enum": [
			"array",
			"boolean",
			"integer",
			"null",
			"number",
			"object",
			"string"
		]
	},
	stringArray: {
		type: "array",
		items: {
			type: "string"
		},
		uniqueItems: true,
		"default": [
		]
	}
};
var require$$7 = {
	$schema: $schema$7,
	$id: $id$7,
	$vocabulary: $vocabulary$7,
	$dynamicAnchor: $dynamicAnchor,
	title: title$7,
	type: type$7,
	properties: properties$8,
	$defs: $defs$2
};

var hasRequiredJsonSchema202012;

function requireJsonSchema202012 () {
	if (hasRequiredJsonSchema202012) return jsonSchema202012;
	hasRequiredJsonSchema202012 = 1;
	Object.defineProperty(jsonSchema202012, "__esModule", { value: true });
	const metaSchema = require$$0$1;
	const applicator = require$$1$1;
	const unevaluated = require$$2$1;
	const content = require$$3$1;
	const core = require$$4$1;
	const format = require$$5$1;
	const metadata = require$$6$1;
	const validation = require$$7;
	const META_SUPPORT_DATA = ["/properties"];
	function addMetaSchema2020($data) {
	    [
	        metaSchema,
	        applicator,
	        unevaluated,
	        content,
	        core,
	        with$data(this, format),
	        metadata,
	        with$data(this, validation),
	    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
	    return this;
	    function with$data(ajv, sch) {
	        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
	    }
	}
	jsonSchema202012.default = addMetaSchema2020;
	
	return jsonSchema202012;
}

var hasRequired_2020;

function require_2020 () {
	if (hasRequired_2020) return _2020.exports;
	hasRequired_2020 = 1;
	(function (module, exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
		const core_1 = /*@__PURE__*/ requireCore$1();
		const draft2020_1 = /*@__PURE__*/ requireDraft2020();
		const discriminator_1 = /*@__PURE__*/ requireDiscriminator();
		const json_schema_2020_12_1 = /*@__PURE__*/ requireJsonSchema202012();
		const META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
		class Ajv2020 extends core_1.default {
		    constructor(opts = {}) {
		        super({
		            ...opts,
		            dynamicRef: true,
		            next: true,
		            unevaluated: true,
		        });
		    }
		    _addVocabularies() {
		        super._addVocabularies();
		        draft2020_1.default.forEach((v) => this.addVocabulary(v));
		        if (this.opts.discriminator)
		            this.addKeyword(discriminator_1.default);
		    }
		    _addDefaultMetaSchema() {
		        super._addDefaultMetaSchema();
		        const { $data, meta } = this.opts;
		        if (!meta)
		            return;
		        json_schema_2020_12_1.default.call(this, $data);
		        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
		    }
		    defaultMeta() {
		        return (this.opts.defaultMeta =
		            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
		    }
		}
		exports.Ajv2020 = Ajv2020;
		module.exports = exports = Ajv2020;
		module.exports.Ajv2020 = Ajv2020;
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.default = Ajv2020;
		var validate_1 = /*@__PURE__*/ requireValidate();
		Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function () { return validate_1.KeywordCxt; } });
		var codegen_1 = /*@__PURE__*/ requireCodegen();
		Object.defineProperty(exports, "_", { enumerable: true, get: function () { return codegen_1._; } });
		Object.defineProperty(exports, "str", { enumerable: true, get: function () { return codegen_1.str; } });
		Object.defineProperty(exports, "stringify", { enumerable: true, get: function () { return codegen_1.stringify; } });
		Object.defineProperty(exports, "nil", { enumerable: true, get: function () { return codegen_1.nil; } });
		Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return codegen_1.Name; } });
		Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function () { return codegen_1.CodeGen; } });
		var validation_error_1 = /*@__PURE__*/ requireValidation_error();
		Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function () { return validation_error_1.default; } });
		var ref_error_1 = /*@__PURE__*/ requireRef_error();
		Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function () { return ref_error_1.default; } });
		
	} (_2020, _2020.exports));
	return _2020.exports;
}

var _2020Exports = /*@__PURE__*/ require_2020();

var _2019 = {exports: {}};

var jsonSchema201909 = {};

const $schema$6 = "https://json-schema.org/draft/2019-09/schema";
const $id$6 = "https://json-schema.org/draft/2019-09/schema";
const $vocabulary$6 = {
	"https://json-schema.org/draft/2019-09/vocab/core": true,
	"https://json-schema.org/draft/2019-09/vocab/applicator": true,
	"https://json-schema.org/draft/2019-09/vocab/validation": true,
	"https://json-schema.org/draft/2019-09/vocab/meta-data": true,
	"https://json-schema.org/draft/2019-09/vocab/format": false,
	"https://json-schema.org/draft/2019-09/vocab/content": true
};
const $recursiveAnchor$6 = true;
const title$6 = "Core and Validation specifications meta-schema";
const allOf = [
	{
		$ref: "meta/core"
	},
	{
		$ref: "meta/applicator"
	},
	{
		$ref: "meta/validation"
	},
	{
		$ref: "meta/meta-data"
	},
	{
		$ref: "meta/format"
	},
	{
		$ref: "meta/content"
	}
];
const type$6 = [
	"object",
	"boolean"
];
const properties$7 = {
	definitions: {
		$comment: "While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.",
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		},
		"default": {
		}
	},
	dependencies: {
		$comment: "\"dependencies\" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to \"dependentSchemas\" and \"dependentRequired\"",
		type: "object",
		additionalProperties: {
			anyOf: [
				{
					$recursiveRef: "#"
				},
				{
					$ref: "meta/validation#/$defs/stringArray"
				}
			]
		}
	}
};
var require$$0 = {
	$schema: $schema$6,
	$id: $id$6,
	$vocabulary: $vocabulary$6,
	$recursiveAnchor: $recursiveAnchor$6,
	title: title$6,
	allOf: allOf,
	type: type$6,
	properties: properties$7
};

const $schema$5 = "https://json-schema.org/draft/2019-09/schema";
const $id$5 = "https://json-schema.org/draft/2019-09/meta/applicator";
const $vocabulary$5 = {
	"https://json-schema.org/draft/2019-09/vocab/applicator": true
};
const $recursiveAnchor$5 = true;
const title$5 = "Applicator vocabulary meta-schema";
const type$5 = [
	"object",
	"boolean"
];
const properties$6 = {
	additionalItems: {
		$recursiveRef: "#"
	},
	unevaluatedItems: {
		$recursiveRef: "#"
	},
	items: {
		anyOf: [
			{
				$recursiveRef: "#"
			},
			{
				$ref: "#/$defs/schemaArray"
			}
		]
	},
	contains: {
		$recursiveRef: "#"
	},
	additionalProperties: {
		$recursiveRef: "#"
	},
	unevaluatedProperties: {
		$recursiveRef: "#"
	},
	properties: {
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		},
		"default": {
		}
	},
	patternProperties: {
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		},
		propertyNames: {
			format: "regex"
		},
		"default": {
		}
	},
	dependentSchemas: {
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		}
	},
	propertyNames: {
		$recursiveRef: "#"
	},
	"if": {
		$recursiveRef: "#"
	},
	then: {
		$recursiveRef: "#"
	},
	"else": {
		$recursiveRef: "#"
	},
	allOf: {
		$ref: "#/$defs/schemaArray"
	},
	anyOf: {
		$ref: "#/$defs/schemaArray"
	},
	oneOf: {
		$ref: "#/$defs/schemaArray"
	},
	not: {
		$recursiveRef: "#"
	}
};
const $defs$1 = {
	schemaArray: {
		type: "array",
		minItems: 1,
		items: {
			$recursiveRef: "#"
		}
	}
};
var require$$1 = {
	$schema: $schema$5,
	$id: $id$5,
	$vocabulary: $vocabulary$5,
	$recursiveAnchor: $recursiveAnchor$5,
	title: title$5,
	type: type$5,
	properties: properties$6,
	$defs: $defs$1
};

const $schema$4 = "https://json-schema.org/draft/2019-09/schema";
const $id$4 = "https://json-schema.org/draft/2019-09/meta/content";
const $vocabulary$4 = {
	"https://json-schema.org/draft/2019-09/vocab/content": true
};
const $recursiveAnchor$4 = true;
const title$4 = "Content vocabulary meta-schema";
const type$4 = [
	"object",
	"boolean"
];
const properties$5 = {
	contentMediaType: {
		type: "string"
	},
	contentEncoding: {
		type: "string"
	},
	contentSchema: {
		$recursiveRef: "#"
	}
};
var require$$2 = {
	$schema: $schema$4,
	$id: $id$4,
	$vocabulary: $vocabulary$4,
	$recursiveAnchor: $recursiveAnchor$4,
	title: title$4,
	type: type$4,
	properties: properties$5
};

const $schema$3 = "https://json-schema.org/draft/2019-09/schema";
const $id$3 = "https://json-schema.org/draft/2019-09/meta/core";
const $vocabulary$3 = {
	"https://json-schema.org/draft/2019-09/vocab/core": true
};
const $recursiveAnchor$3 = true;
const title$3 = "Core vocabulary meta-schema";
const type$3 = [
	"object",
	"boolean"
];
const properties$4 = {
	$id: {
		type: "string",
		format: "uri-reference",
		$comment: "Non-empty fragments not allowed.",
		pattern: "^[^#]*#?$"
	},
	$schema: {
		type: "string",
		format: "uri"
	},
	$anchor: {
		type: "string",
		pattern: "^[A-Za-z][-A-Za-z0-9.:_]*$"
	},
	$ref: {
		type: "string",
		format: "uri-reference"
	},
	$recursiveRef: {
		type: "string",
		format: "uri-reference"
	},
	$recursiveAnchor: {
		type: "boolean",
		"default": false
	},
	$vocabulary: {
		type: "object",
		propertyNames: {
			type: "string",
			format: "uri"
		},
		additionalProperties: {
			type: "boolean"
		}
	},
	$comment: {
		type: "string"
	},
	$defs: {
		type: "object",
		additionalProperties: {
			$recursiveRef: "#"
		},
		"default": {
		}
	}
};
var require$$3 = {
	$schema: $schema$3,
	$id: $id$3,
	$vocabulary: $vocabulary$3,
	$recursiveAnchor: $recursiveAnchor$3,
	title: title$3,
	type: type$3,
	properties: properties$4
};

const $schema$2 = "https://json-schema.org/draft/2019-09/schema";
const $id$2 = "https://json-schema.org/draft/2019-09/meta/format";
const $vocabulary$2 = {
	"https://json-schema.org/draft/2019-09/vocab/format": true
};
const $recursiveAnchor$2 = true;
const title$2 = "Format vocabulary meta-schema";
const type$2 = [
	"object",
	"boolean"
];
const properties$3 = {
	format: {
		type: "string"
	}
};
var require$$4 = {
	$schema: $schema$2,
	$id: $id$2,
	$vocabulary: $vocabulary$2,
	$recursiveAnchor: $recursiveAnchor$2,
	title: title$2,
	type: type$2,
	properties: properties$3
};

const $schema$1 = "https://json-schema.org/draft/2019-09/schema";
const $id$1 = "https://json-schema.org/draft/2019-09/meta/meta-data";
const $vocabulary$1 = {
	"https://json-schema.org/draft/2019-09/vocab/meta-data": true
};
const $recursiveAnchor$1 = true;
const title$1 = "Meta-data vocabulary meta-schema";
const type$1 = [
	"object",
	"boolean"
];
const properties$2 = {
	title: {
		type: "string"
	},
	description: {
		type: "string"
	},
	"default": true,
	deprecated: {
		type: "boolean",
		"default": false
	},
	readOnly: {
		type: "boolean",
		"default": false
	},
	writeOnly: {
		type: "boolean",
		"default": false
	},
	examples: {
		type: "array",
		items: true
	}
};
var require$$5 = {
	$schema: $schema$1,
	$id: $id$1,
	$vocabulary: $vocabulary$1,
	$recursiveAnchor: $recursiveAnchor$1,
	title: title$1,
	type: type$1,
	properties: properties$2
};

const $schema = "https://json-schema.org/draft/2019-09/schema";
const $id = "https://json-schema.org/draft/2019-09/meta/validation";
const $vocabulary = {
	"https://json-schema.org/draft/2019-09/vocab/validation": true
};
const $recursiveAnchor = true;
const title = "Validation vocabulary meta-schema";
const type = [
	"object",
	"boolean"
];
const properties$1 = {
	multipleOf: {
		type: "number",
		exclusiveMinimum: 0
	},
	maximum: {
		type: "number"
	},
	exclusiveMaximum: {
		type: "number"
	},
	minimum: {
		type: "number"
	},
	exclusiveMinimum: {
		type: "number"
	},
	maxLength: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minLength: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	pattern: {
		type: "string",
		format: "regex"
	},
	maxItems: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minItems: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	uniqueItems: {
		type: "boolean",
		"default": false
	},
	maxContains: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minContains: {
		$ref: "#/$defs/nonNegativeInteger",
		"default": 1
	},
	maxProperties: {
		$ref: "#/$defs/nonNegativeInteger"
	},
	minProperties: {
		$ref: "#/$defs/nonNegativeIntegerDefault0"
	},
	required: {
		$ref: "#/$defs/stringArray"
	},
	dependentRequired: {
		type: "object",
		additionalProperties: {
			$ref: "#/$defs/stringArray"
		}
	},
	"const": true,
	"enum": {
		type: "array",
		items: true
	},
	type: {
		anyOf: [
			{
				$ref: "#/$defs/simpleTypes"
			},
			{
				type: "array",
				items: {
					$ref: "#/$defs/simpleTypes"
				},
				minItems: 1,
				uniqueItems: true
			}
		]
	}
};
const $defs = {
	nonNegativeInteger: {
		type: "integer",
		minimum: 0
	},
	nonNegativeIntegerDefault0: {
		$ref: "#/$defs/nonNegativeInteger",
		"default": 0
	},
	simpleTypes: {
		"enum": [
			"array",
			"boolean",
			"integer",
			"null",
			"number",
			"object",
			"string"
		]
	},
	stringArray: {
		type: "array",
		items: {
			type: "string"
		},
		uniqueItems: true,
		"default": [
		]
	}
};
var require$$6 = {
	$schema: $schema,
	$id: $id,
	$vocabulary: $vocabulary,
	$recursiveAnchor: $recursiveAnchor,
	title: title,
	type: type,
	properties: properties$1,
	$defs: $defs
};

var hasRequiredJsonSchema201909;

function requireJsonSchema201909 () {
	if (hasRequiredJsonSchema201909) return jsonSchema201909;
	hasRequiredJsonSchema201909 = 1;
	Object.defineProperty(jsonSchema201909, "__esModule", { value: true });
	const metaSchema = require$$0;
	const applicator = require$$1;
	const content = require$$2;
	const core = require$$3;
	const format = require$$4;
	const metadata = require$$5;
	const validation = require$$6;
	const META_SUPPORT_DATA = ["/properties"];
	function addMetaSchema2019($data) {
	    [
	        metaSchema,
	        applicator,
	        content,
	        core,
	        with$data(this, format),
	        metadata,
	        with$data(this, validation),
	    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
	    return this;
	    function with$data(ajv, sch) {
	        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
	    }
	}
	jsonSchema201909.default = addMetaSchema2019;
	
	return jsonSchema201909;
}

var hasRequired_2019;

function require_2019 () {
	if (hasRequired_2019) return _2019.exports;
	hasRequired_2019 = 1;
	(function (module, exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2019 = void 0;
		const core_1 = /*@__PURE__*/ requireCore$1();
		const draft7_1 = /*@__PURE__*/ requireDraft7();
		const dynamic_1 = /*@__PURE__*/ requireDynamic();
		const next_1 = /*@__PURE__*/ requireNext();
		const unevaluated_1 = /*@__PURE__*/ requireUnevaluated();
		const discriminator_1 = /*@__PURE__*/ requireDiscriminator();
		const json_schema_2019_09_1 = /*@__PURE__*/ requireJsonSchema201909();
		const META_SCHEMA_ID = "https://json-schema.org/draft/2019-09/schema";
		class Ajv2019 extends core_1.default {
		    constructor(opts = {}) {
		        super({
		            ...opts,
		            dynamicRef: true,
		            next: true,
		            unevaluated: true,
		        });
		    }
		    _addVocabularies() {
		        super._addVocabularies();
		        this.addVocabulary(dynamic_1.default);
		        draft7_1.default.forEach((v) => this.addVocabulary(v));
		        this.addVocabulary(next_1.default);
		        this.addVocabulary(unevaluated_1.default);
		        if (this.opts.discriminator)
		            this.addKeyword(discriminator_1.default);
		    }
		    _addDefaultMetaSchema() {
		        super._addDefaultMetaSchema();
		        const { $data, meta } = this.opts;
		        if (!meta)
		            return;
		        json_schema_2019_09_1.default.call(this, $data);
		        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
		    }
		    defaultMeta() {
		        return (this.opts.defaultMeta =
		            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
		    }
		}
		exports.Ajv2019 = Ajv2019;
		module.exports = exports = Ajv2019;
		module.exports.Ajv2019 = Ajv2019;
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.default = Ajv2019;
		var validate_1 = /*@__PURE__*/ requireValidate();
		Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function () { return validate_1.KeywordCxt; } });
		var codegen_1 = /*@__PURE__*/ requireCodegen();
		Object.defineProperty(exports, "_", { enumerable: true, get: function () { return codegen_1._; } });
		Object.defineProperty(exports, "str", { enumerable: true, get: function () { return codegen_1.str; } });
		Object.defineProperty(exports, "stringify", { enumerable: true, get: function () { return codegen_1.stringify; } });
		Object.defineProperty(exports, "nil", { enumerable: true, get: function () { return codegen_1.nil; } });
		Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return codegen_1.Name; } });
		Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function () { return codegen_1.CodeGen; } });
		var validation_error_1 = /*@__PURE__*/ requireValidation_error();
		Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function () { return validation_error_1.default; } });
		var ref_error_1 = /*@__PURE__*/ requireRef_error();
		Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function () { return ref_error_1.default; } });
		
	} (_2019, _2019.exports));
	return _2019.exports;
}

var _2019Exports = /*@__PURE__*/ require_2019();

var validators$1 = {};

var hasRequiredValidators;

function requireValidators () {
	if (hasRequiredValidators) return validators$1;
	hasRequiredValidators = 1;
	validators$1.gate = (() => {
	const module = { exports: {} };
	const exports = module.exports;
exports.v1537b992ca533b4a8847a094 = validate0;function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate0.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.uriTemplate === undefined) && (missing0 = "uriTemplate")) || ((data.name === undefined) && (missing0 = "name"))){validate0.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(data.uriTemplate !== undefined){const _errs1 = errors;if(typeof data.uriTemplate !== "string"){validate0.errors = [{instancePath:instancePath+"/uriTemplate",schemaPath:"#/properties/uriTemplate/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.name !== undefined){const _errs3 = errors;if(typeof data.name !== "string"){validate0.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.title !== undefined){const _errs5 = errors;if(typeof data.title !== "string"){validate0.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs7 = errors;if(typeof data.description !== "string"){validate0.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.mimeType !== undefined){const _errs9 = errors;if(typeof data.mimeType !== "string"){validate0.errors = [{instancePath:instancePath+"/mimeType",schemaPath:"#/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.annotations !== undefined){let data5 = data.annotations;const _errs11 = errors;if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){validate0.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}}}}}}}}else {validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate0.errors = vErrors;return errors === 0;}validate0.evaluated = {"props":{"uriTemplate":true,"name":true,"title":true,"description":true,"mimeType":true,"annotations":true},"dynamicProps":false,"dynamicItems":false};exports.v16c5933cdd6c4a469a81f761 = validate1;const schema1 = {"properties":{"format":{"const":"mcp-contract-report"},"formatVersion":{"const":1},"verdict":{"enum":["pass","fail","error"],"description":"pass, fail (at least one cause) or error (a server not compared). Absent from the JSON report of a run that gates nothing (diff without --fail-on)."},"failOn":{"enum":["cosmetic","effect-relevant","breaking","never"],"description":"The lowest level that fails the gate; never: the run reports without failing on a change."},"highest":{"$ref":"#/$defs/levelOrNone","description":"The highest level of the drift (live server against golden contract) and the intended change (golden contract at the pull request's base against its head) together: the same value in the JSON report, the hidden cause, the action's `highest` output, SARIF and every printed headline."},"driftHighest":{"$ref":"#/$defs/levelOrNone","description":"The highest level of the drift: the live server against the golden contract (or the second contract file of a diff against the first)."},"intendedHighest":{"$ref":"#/$defs/levelOrNone","description":"The highest level of the intended change: the golden contract at the pull request's base against its head; none without a review."},"counts":{"$ref":"#/$defs/counts","description":"The drift's changes by level (the intended change's are each server's review.counts)."},"servers":{"type":"array","items":{"type":"object","required":["name","contract","status","highest","counts","changes","notes"],"additionalProperties":false,"properties":{"name":{"type":"string"},"contract":{"type":"string"},"status":{"enum":["compared","error","removed"]},"error":{"type":"object","required":["exitCode","message"],"additionalProperties":false,"properties":{"exitCode":{"type":"integer"},"message":{"type":"string"}}},"protocol":{"type":"object","required":["era","revision"],"properties":{"era":{"type":"string"},"revision":{"type":"string"}}},"capabilities":{"type":"object"},"highest":{"$ref":"#/$defs/levelOrNone","description":"This server's highest level of the drift and the intended change together (as the top-level highest)."},"counts":{"$ref":"#/$defs/counts","description":"This server's drift by level."},"changes":{"type":"array","items":{"$ref":"#/$defs/change"}},"notes":{"type":"array","items":{"type":"string"}},"review":{"description":"The intended change of the pull request: the golden contract at the PR base against the one at its head.","type":"object","required":["base","highest","counts","changes","approved","unapproved"],"additionalProperties":false,"properties":{"base":{"type":"string"},"highest":{"$ref":"#/$defs/levelOrNone","description":"The highest level of this server's intended change."},"counts":{"$ref":"#/$defs/counts"},"changes":{"type":"array","items":{"$ref":"#/$defs/change"}},"approved":{"type":"array","items":{"type":"object","required":["fingerprint","by"],"additionalProperties":false,"properties":{"fingerprint":{"type":"string"},"by":{"type":"string"}}},"description":"The breaking intended changes an approval covers, each with what approved it (the label, an acceptance's reason, a major version bump)."},"unapproved":{"type":"array","items":{"type":"string"}},"note":{"type":"string"},"expired":{"type":"array","description":"Unapproved fingerprints whose acceptance in the policy file lapsed: each is a cause of kind expired.","items":{"type":"object","required":["fingerprint","expires"],"additionalProperties":false,"properties":{"fingerprint":{"type":"string"},"expires":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}}}}}},"evidence":{"description":"Checked facts about the live server (negotiation policy, lifecycle, schemas, canonical examples, subscription probe, protocol matrix). A failing item fails the gate like a change of its level.","type":"array","items":{"type":"object","required":["check","status","subject","message"],"additionalProperties":false,"properties":{"check":{"type":"string","pattern":"^[a-z0-9_]+$"},"status":{"enum":["pass","fail","info"]},"level":{"$ref":"#/$defs/level"},"subject":{"type":"string"},"message":{"type":"string"},"details":{}}}},"semver":{"description":"Semver advice (with --semver or the semver config key): the smallest version bump the changes require (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x the minor number acts as major), compared with serverInfo.version at base (the golden contract) and head (the live server, or the second contract of a diff). Under enforce, too-small fails the gate.","type":"object","required":["mode","status","required","base","head","message"],"additionalProperties":false,"properties":{"mode":{"enum":["warn","enforce"]},"status":{"description":"ok: bumped enough; too-small: not (or the version went down); unknown: a version is missing or not semver (never fails).","enum":["ok","too-small","unknown"]},"required":{"description":"The bump the changes require, by the plain rule.","enum":["none","patch","minor","major"]},"requiredVersion":{"description":"The smallest version that satisfies it, from the base (0.x and pre-releases considered).","type":"string"},"base":{"description":"serverInfo.version at base, as given; null when absent or not a string.","anyOf":[{"type":"string"},{"type":"null"}]},"head":{"description":"serverInfo.version at head, as given; null when absent or not a string.","anyOf":[{"type":"string"},{"type":"null"}]},"cause":{"description":"The change that sets the requirement.","type":"object","required":["rule","entity","fingerprint"],"additionalProperties":false,"properties":{"rule":{"type":"string"},"entity":{"type":"string"},"fingerprint":{"type":"string","pattern":"^[0-9a-f]{16}$"}}},"message":{"description":"One line, e.g. requires 2.0.0 (base 1.4.2, head 1.5.0): too small, major for tool-removed on tool:x","type":"string"}}},"contextCost":{"description":"What the tool definitions (name, title, description, inputSchema, outputSchema, annotations) cost a model, in tokens of the named tokenizer (gpt-tokenizer o200k_base; other models count differently): before (the golden contract) and after (the live server), in total and per tool (0 on the side that lacks it). The tools object is keyed by tool name, any string.","type":"object","required":["tokenizer","before","after","tools"],"additionalProperties":false,"properties":{"tokenizer":{"type":"string"},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"tools":{"type":"object","additionalProperties":{"type":"object","required":["before","after"],"additionalProperties":false,"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}}}}}},"ignored":{"description":"Changes that an ignore entry of the config left out of the gate (not counted, never failing), each with the entry's reason.","type":"array","items":{"type":"object","required":["change","reason","matched"],"additionalProperties":false,"properties":{"change":{"$ref":"#/$defs/change"},"reason":{"type":"string"},"matched":{"type":"object","additionalProperties":false,"properties":{"rule":{"type":"string"},"entity":{"type":"string"},"pointer":{"type":"string"}}}}}}}}},"causes":{"description":"Every cause of the verdict, worst first: the items of the hidden cause (docs/cause.schema.json), never trimmed. Absent from reports written before it was added, and with the verdict from a run that gates nothing.","type":"array","items":{"$ref":"#/$defs/cause"}}}};const schema2 = {"enum":["none","cosmetic","effect-relevant","breaking"]};const schema9 = {"enum":["cosmetic","effect-relevant","breaking"]};const func0 = Object.prototype.hasOwnProperty;const schema8 = {"properties":{"rule":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"level":{"$ref":"#/$defs/level"},"entity":{"type":"string"},"pointer":{"type":"string","pattern":"^(/.*)?$"},"before":{},"after":{},"message":{"type":"string"},"fingerprint":{"type":"string","pattern":"^[0-9a-f]{16}$"},"item":{"type":"string","description":"The changed item where the pointer alone does not name it: a property, an enum value, a type, a bound."},"witness":{"type":"object","description":"Proof of a breaking schema change: a value ajv accepts under exactly one of the two schemas. A value whose JSON is longer than 2,000 characters is given by its shape instead.","required":["validBefore","validAfter"],"oneOf":[{"properties":{"value":{}},"required":["value"]},{"properties":{"shape":{"type":"string"}},"required":["shape"]}],"additionalProperties":false,"properties":{"value":{},"shape":{"type":"string","description":"The witness described where it is too large to inline, e.g. {\"message\":<a string of 15,001 characters: \"aaaa…\">}."},"validBefore":{"type":"boolean"},"validAfter":{"type":"boolean"}}},"levelSetBy":{"type":"object","description":"Present when the config gave the change another level than its rule's: where (origin), and the rule's own level.","required":["origin","ruleLevel"],"additionalProperties":false,"properties":{"origin":{"type":"string"},"ruleLevel":{"$ref":"#/$defs/level"}}}}};const pattern0 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");const pattern1 = new RegExp("^(/.*)?$", "u");const pattern2 = new RegExp("^[0-9a-f]{16}$", "u");function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate2.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((((((data.rule === undefined) && (missing0 = "rule")) || ((data.level === undefined) && (missing0 = "level"))) || ((data.entity === undefined) && (missing0 = "entity"))) || ((data.pointer === undefined) && (missing0 = "pointer"))) || ((data.message === undefined) && (missing0 = "message"))) || ((data.fingerprint === undefined) && (missing0 = "fingerprint"))){validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(func0.call(schema8.properties, key0))){validate2.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.rule !== undefined){let data0 = data.rule;const _errs2 = errors;if(errors === _errs2){if(typeof data0 === "string"){if(!pattern0.test(data0)){validate2.errors = [{instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""}];return false;}}else {validate2.errors = [{instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.level !== undefined){let data1 = data.level;const _errs4 = errors;if(!(((data1 === "cosmetic") || (data1 === "effect-relevant")) || (data1 === "breaking"))){validate2.errors = [{instancePath:instancePath+"/level",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.entity !== undefined){const _errs6 = errors;if(typeof data.entity !== "string"){validate2.errors = [{instancePath:instancePath+"/entity",schemaPath:"#/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.pointer !== undefined){let data3 = data.pointer;const _errs8 = errors;if(errors === _errs8){if(typeof data3 === "string"){if(!pattern1.test(data3)){validate2.errors = [{instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/pattern",keyword:"pattern",params:{pattern: "^(/.*)?$"},message:"must match pattern \""+"^(/.*)?$"+"\""}];return false;}}else {validate2.errors = [{instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.message !== undefined){const _errs10 = errors;if(typeof data.message !== "string"){validate2.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.fingerprint !== undefined){let data5 = data.fingerprint;const _errs12 = errors;if(errors === _errs12){if(typeof data5 === "string"){if(!pattern2.test(data5)){validate2.errors = [{instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{16}$"},message:"must match pattern \""+"^[0-9a-f]{16}$"+"\""}];return false;}}else {validate2.errors = [{instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.item !== undefined){const _errs14 = errors;if(typeof data.item !== "string"){validate2.errors = [{instancePath:instancePath+"/item",schemaPath:"#/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data.witness !== undefined){let data7 = data.witness;const _errs16 = errors;const _errs18 = errors;let valid2 = false;let passing0 = null;const _errs19 = errors;if(data7 && typeof data7 == "object" && !Array.isArray(data7)){let missing1;if((data7.value === undefined) && (missing1 = "value")){const err0 = {instancePath:instancePath+"/witness",schemaPath:"#/properties/witness/oneOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs19 === errors;if(_valid0){valid2 = true;passing0 = 0;var props0 = {};props0.value = true;}const _errs20 = errors;if(data7 && typeof data7 == "object" && !Array.isArray(data7)){let missing2;if((data7.shape === undefined) && (missing2 = "shape")){const err1 = {instancePath:instancePath+"/witness",schemaPath:"#/properties/witness/oneOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}else {if(data7.shape !== undefined){if(typeof data7.shape !== "string"){const err2 = {instancePath:instancePath+"/witness/shape",schemaPath:"#/properties/witness/oneOf/1/properties/shape/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}}var _valid0 = _errs20 === errors;if(_valid0 && valid2){valid2 = false;passing0 = [passing0, 1];}else {if(_valid0){valid2 = true;passing0 = 1;if(props0 !== true){props0 = props0 || {};props0.shape = true;}}}if(!valid2){const err3 = {instancePath:instancePath+"/witness",schemaPath:"#/properties/witness/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;validate2.errors = vErrors;return false;}else {errors = _errs18;if(vErrors !== null){if(_errs18){vErrors.length = _errs18;}else {vErrors = null;}}}if(errors === _errs16){if(data7 && typeof data7 == "object" && !Array.isArray(data7)){let missing3;if(((data7.validBefore === undefined) && (missing3 = "validBefore")) || ((data7.validAfter === undefined) && (missing3 = "validAfter"))){validate2.errors = [{instancePath:instancePath+"/witness",schemaPath:"#/properties/witness/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];return false;}else {const _errs23 = errors;for(const key1 in data7){if(!((((key1 === "value") || (key1 === "shape")) || (key1 === "validBefore")) || (key1 === "validAfter"))){validate2.errors = [{instancePath:instancePath+"/witness",schemaPath:"#/properties/witness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}if(_errs23 === errors){if(data7.shape !== undefined){const _errs24 = errors;if(typeof data7.shape !== "string"){validate2.errors = [{instancePath:instancePath+"/witness/shape",schemaPath:"#/properties/witness/properties/shape/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid4 = _errs24 === errors;}else {var valid4 = true;}if(valid4){if(data7.validBefore !== undefined){const _errs26 = errors;if(typeof data7.validBefore !== "boolean"){validate2.errors = [{instancePath:instancePath+"/witness/validBefore",schemaPath:"#/properties/witness/properties/validBefore/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid4 = _errs26 === errors;}else {var valid4 = true;}if(valid4){if(data7.validAfter !== undefined){const _errs28 = errors;if(typeof data7.validAfter !== "boolean"){validate2.errors = [{instancePath:instancePath+"/witness/validAfter",schemaPath:"#/properties/witness/properties/validAfter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid4 = _errs28 === errors;}else {var valid4 = true;}}}}}}else {validate2.errors = [{instancePath:instancePath+"/witness",schemaPath:"#/properties/witness/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data.levelSetBy !== undefined){let data12 = data.levelSetBy;const _errs30 = errors;if(errors === _errs30){if(data12 && typeof data12 == "object" && !Array.isArray(data12)){let missing4;if(((data12.origin === undefined) && (missing4 = "origin")) || ((data12.ruleLevel === undefined) && (missing4 = "ruleLevel"))){validate2.errors = [{instancePath:instancePath+"/levelSetBy",schemaPath:"#/properties/levelSetBy/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];return false;}else {const _errs32 = errors;for(const key2 in data12){if(!((key2 === "origin") || (key2 === "ruleLevel"))){validate2.errors = [{instancePath:instancePath+"/levelSetBy",schemaPath:"#/properties/levelSetBy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];return false;}}if(_errs32 === errors){if(data12.origin !== undefined){const _errs33 = errors;if(typeof data12.origin !== "string"){validate2.errors = [{instancePath:instancePath+"/levelSetBy/origin",schemaPath:"#/properties/levelSetBy/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid5 = _errs33 === errors;}else {var valid5 = true;}if(valid5){if(data12.ruleLevel !== undefined){let data14 = data12.ruleLevel;const _errs35 = errors;if(!(((data14 === "cosmetic") || (data14 === "effect-relevant")) || (data14 === "breaking"))){validate2.errors = [{instancePath:instancePath+"/levelSetBy/ruleLevel",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];return false;}var valid5 = _errs35 === errors;}else {var valid5 = true;}}}}}else {validate2.errors = [{instancePath:instancePath+"/levelSetBy",schemaPath:"#/properties/levelSetBy/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs30 === errors;}else {var valid0 = true;}}}}}}}}}}}}else {validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate2.errors = vErrors;return errors === 0;}validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const schema14 = {"oneOf":[{"description":"A server that could not be compared.","type":"object","required":["kind","server","exitCode","message"],"additionalProperties":false,"properties":{"kind":{"const":"error"},"server":{"type":"string"},"exitCode":{"type":"integer"},"message":{"type":"string"}}},{"description":"change: a drift at or above fail-on; unapproved: a breaking intended change no approval covers; expired: one whose acceptance in the policy file lapsed (`expired` is the day it expired on: renew it); evidence: a failing check (rule evidence-*); semver: serverInfo.version bumped too little under semver: enforce. rule, entity and pointer are empty for an unapproved or expired fingerprint whose change the report does not hold.","type":"object","required":["kind","server","fingerprint","rule","level","entity","pointer"],"additionalProperties":false,"properties":{"kind":{"enum":["change","unapproved","expired","evidence","semver"]},"server":{"type":"string"},"fingerprint":{"type":"string"},"rule":{"type":"string","description":"A rule id of docs/rules.md, an evidence check's id (docs/evidence.md), or semver-bump-too-small."},"level":{"$ref":"#/$defs/level"},"entity":{"type":"string","description":"tool:NAME, resource:URI, prompt:NAME, … or the evidence check's subject."},"pointer":{"type":"string","description":"A JSON pointer into the contract; empty for evidence."},"expired":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","description":"kind expired only: the acceptance's expires day (YYYY-MM-DD), the last day it held."}}}]};const pattern3 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate6.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = false;let passing0 = null;const _errs1 = errors;if(errors === _errs1){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((((data.kind === undefined) && (missing0 = "kind")) || ((data.server === undefined) && (missing0 = "server"))) || ((data.exitCode === undefined) && (missing0 = "exitCode"))) || ((data.message === undefined) && (missing0 = "message"))){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {const _errs3 = errors;for(const key0 in data){if(!((((key0 === "kind") || (key0 === "server")) || (key0 === "exitCode")) || (key0 === "message"))){const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;break;}}if(_errs3 === errors){if(data.kind !== undefined){const _errs4 = errors;if("error" !== data.kind){const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}var valid1 = _errs4 === errors;}else {var valid1 = true;}if(valid1){if(data.server !== undefined){const _errs5 = errors;if(typeof data.server !== "string"){const err3 = {instancePath:instancePath+"/server",schemaPath:"#/oneOf/0/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}var valid1 = _errs5 === errors;}else {var valid1 = true;}if(valid1){if(data.exitCode !== undefined){let data2 = data.exitCode;const _errs7 = errors;if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){const err4 = {instancePath:instancePath+"/exitCode",schemaPath:"#/oneOf/0/properties/exitCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}var valid1 = _errs7 === errors;}else {var valid1 = true;}if(valid1){if(data.message !== undefined){const _errs9 = errors;if(typeof data.message !== "string"){const err5 = {instancePath:instancePath+"/message",schemaPath:"#/oneOf/0/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}var valid1 = _errs9 === errors;}else {var valid1 = true;}}}}}}}else {const err6 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var _valid0 = _errs1 === errors;if(_valid0){valid0 = true;passing0 = 0;var props0 = true;}const _errs11 = errors;if(errors === _errs11){if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((((((((data.kind === undefined) && (missing1 = "kind")) || ((data.server === undefined) && (missing1 = "server"))) || ((data.fingerprint === undefined) && (missing1 = "fingerprint"))) || ((data.rule === undefined) && (missing1 = "rule"))) || ((data.level === undefined) && (missing1 = "level"))) || ((data.entity === undefined) && (missing1 = "entity"))) || ((data.pointer === undefined) && (missing1 = "pointer"))){const err7 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}else {const _errs13 = errors;for(const key1 in data){if(!((((((((key1 === "kind") || (key1 === "server")) || (key1 === "fingerprint")) || (key1 === "rule")) || (key1 === "level")) || (key1 === "entity")) || (key1 === "pointer")) || (key1 === "expired"))){const err8 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;break;}}if(_errs13 === errors){if(data.kind !== undefined){let data4 = data.kind;const _errs14 = errors;if(!(((((data4 === "change") || (data4 === "unapproved")) || (data4 === "expired")) || (data4 === "evidence")) || (data4 === "semver"))){const err9 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/enum",keyword:"enum",params:{allowedValues: schema14.oneOf[1].properties.kind.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}var valid2 = _errs14 === errors;}else {var valid2 = true;}if(valid2){if(data.server !== undefined){const _errs15 = errors;if(typeof data.server !== "string"){const err10 = {instancePath:instancePath+"/server",schemaPath:"#/oneOf/1/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}var valid2 = _errs15 === errors;}else {var valid2 = true;}if(valid2){if(data.fingerprint !== undefined){const _errs17 = errors;if(typeof data.fingerprint !== "string"){const err11 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/oneOf/1/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}var valid2 = _errs17 === errors;}else {var valid2 = true;}if(valid2){if(data.rule !== undefined){const _errs19 = errors;if(typeof data.rule !== "string"){const err12 = {instancePath:instancePath+"/rule",schemaPath:"#/oneOf/1/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}var valid2 = _errs19 === errors;}else {var valid2 = true;}if(valid2){if(data.level !== undefined){let data8 = data.level;const _errs21 = errors;if(!(((data8 === "cosmetic") || (data8 === "effect-relevant")) || (data8 === "breaking"))){const err13 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}var valid2 = _errs21 === errors;}else {var valid2 = true;}if(valid2){if(data.entity !== undefined){const _errs23 = errors;if(typeof data.entity !== "string"){const err14 = {instancePath:instancePath+"/entity",schemaPath:"#/oneOf/1/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}var valid2 = _errs23 === errors;}else {var valid2 = true;}if(valid2){if(data.pointer !== undefined){const _errs25 = errors;if(typeof data.pointer !== "string"){const err15 = {instancePath:instancePath+"/pointer",schemaPath:"#/oneOf/1/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}var valid2 = _errs25 === errors;}else {var valid2 = true;}if(valid2){if(data.expired !== undefined){let data11 = data.expired;const _errs27 = errors;if(errors === _errs27){if(typeof data11 === "string"){if(!pattern3.test(data11)){const err16 = {instancePath:instancePath+"/expired",schemaPath:"#/oneOf/1/properties/expired/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}else {const err17 = {instancePath:instancePath+"/expired",schemaPath:"#/oneOf/1/properties/expired/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}var valid2 = _errs27 === errors;}else {var valid2 = true;}}}}}}}}}}}else {const err18 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}var _valid0 = _errs11 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;if(props0 !== true){props0 = true;}}}if(!valid0){const err19 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;validate6.errors = vErrors;return false;}else {errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}}validate6.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate6.evaluated = {"dynamicProps":true,"dynamicItems":false};const pattern4 = new RegExp("^[a-z0-9_]+$", "u");function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate1.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((((((data.format === undefined) && (missing0 = "format")) || ((data.formatVersion === undefined) && (missing0 = "formatVersion"))) || ((data.failOn === undefined) && (missing0 = "failOn"))) || ((data.highest === undefined) && (missing0 = "highest"))) || ((data.counts === undefined) && (missing0 = "counts"))) || ((data.servers === undefined) && (missing0 = "servers"))){validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(func0.call(schema1.properties, key0))){validate1.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.format !== undefined){const _errs2 = errors;if("mcp-contract-report" !== data.format){validate1.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/const",keyword:"const",params:{allowedValue: "mcp-contract-report"},message:"must be equal to constant"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.formatVersion !== undefined){const _errs3 = errors;if(1 !== data.formatVersion){validate1.errors = [{instancePath:instancePath+"/formatVersion",schemaPath:"#/properties/formatVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.verdict !== undefined){let data2 = data.verdict;const _errs4 = errors;if(!(((data2 === "pass") || (data2 === "fail")) || (data2 === "error"))){validate1.errors = [{instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema1.properties.verdict.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.failOn !== undefined){let data3 = data.failOn;const _errs5 = errors;if(!((((data3 === "cosmetic") || (data3 === "effect-relevant")) || (data3 === "breaking")) || (data3 === "never"))){validate1.errors = [{instancePath:instancePath+"/failOn",schemaPath:"#/properties/failOn/enum",keyword:"enum",params:{allowedValues: schema1.properties.failOn.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.highest !== undefined){let data4 = data.highest;const _errs6 = errors;if(!((((data4 === "none") || (data4 === "cosmetic")) || (data4 === "effect-relevant")) || (data4 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/highest",schemaPath:"#/$defs/levelOrNone/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.driftHighest !== undefined){let data5 = data.driftHighest;const _errs8 = errors;if(!((((data5 === "none") || (data5 === "cosmetic")) || (data5 === "effect-relevant")) || (data5 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/driftHighest",schemaPath:"#/$defs/levelOrNone/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.intendedHighest !== undefined){let data6 = data.intendedHighest;const _errs10 = errors;if(!((((data6 === "none") || (data6 === "cosmetic")) || (data6 === "effect-relevant")) || (data6 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/intendedHighest",schemaPath:"#/$defs/levelOrNone/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.counts !== undefined){let data7 = data.counts;const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(data7 && typeof data7 == "object" && !Array.isArray(data7)){let missing1;if((((data7.cosmetic === undefined) && (missing1 = "cosmetic")) || ((data7["effect-relevant"] === undefined) && (missing1 = "effect-relevant"))) || ((data7.breaking === undefined) && (missing1 = "breaking"))){validate1.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {const _errs15 = errors;for(const key1 in data7){if(!(((key1 === "cosmetic") || (key1 === "effect-relevant")) || (key1 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}if(_errs15 === errors){if(data7.cosmetic !== undefined){let data8 = data7.cosmetic;const _errs16 = errors;if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){validate1.errors = [{instancePath:instancePath+"/counts/cosmetic",schemaPath:"#/$defs/counts/properties/cosmetic/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs16){if((typeof data8 == "number") && (isFinite(data8))){if(data8 < 0 || isNaN(data8)){validate1.errors = [{instancePath:instancePath+"/counts/cosmetic",schemaPath:"#/$defs/counts/properties/cosmetic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid5 = _errs16 === errors;}else {var valid5 = true;}if(valid5){if(data7["effect-relevant"] !== undefined){let data9 = data7["effect-relevant"];const _errs18 = errors;if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){validate1.errors = [{instancePath:instancePath+"/counts/effect-relevant",schemaPath:"#/$defs/counts/properties/effect-relevant/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs18){if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 0 || isNaN(data9)){validate1.errors = [{instancePath:instancePath+"/counts/effect-relevant",schemaPath:"#/$defs/counts/properties/effect-relevant/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid5 = _errs18 === errors;}else {var valid5 = true;}if(valid5){if(data7.breaking !== undefined){let data10 = data7.breaking;const _errs20 = errors;if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){validate1.errors = [{instancePath:instancePath+"/counts/breaking",schemaPath:"#/$defs/counts/properties/breaking/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs20){if((typeof data10 == "number") && (isFinite(data10))){if(data10 < 0 || isNaN(data10)){validate1.errors = [{instancePath:instancePath+"/counts/breaking",schemaPath:"#/$defs/counts/properties/breaking/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid5 = _errs20 === errors;}else {var valid5 = true;}}}}}}else {validate1.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.servers !== undefined){let data11 = data.servers;const _errs22 = errors;if(errors === _errs22){if(Array.isArray(data11)){var valid6 = true;const len0 = data11.length;for(let i0=0; i0<len0; i0++){let data12 = data11[i0];const _errs24 = errors;if(errors === _errs24){if(data12 && typeof data12 == "object" && !Array.isArray(data12)){let missing2;if((((((((data12.name === undefined) && (missing2 = "name")) || ((data12.contract === undefined) && (missing2 = "contract"))) || ((data12.status === undefined) && (missing2 = "status"))) || ((data12.highest === undefined) && (missing2 = "highest"))) || ((data12.counts === undefined) && (missing2 = "counts"))) || ((data12.changes === undefined) && (missing2 = "changes"))) || ((data12.notes === undefined) && (missing2 = "notes"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0,schemaPath:"#/properties/servers/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];return false;}else {const _errs26 = errors;for(const key2 in data12){if(!(func0.call(schema1.properties.servers.items.properties, key2))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0,schemaPath:"#/properties/servers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];return false;}}if(_errs26 === errors){if(data12.name !== undefined){const _errs27 = errors;if(typeof data12.name !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/name",schemaPath:"#/properties/servers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid7 = _errs27 === errors;}else {var valid7 = true;}if(valid7){if(data12.contract !== undefined){const _errs29 = errors;if(typeof data12.contract !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contract",schemaPath:"#/properties/servers/items/properties/contract/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid7 = _errs29 === errors;}else {var valid7 = true;}if(valid7){if(data12.status !== undefined){let data15 = data12.status;const _errs31 = errors;if(!(((data15 === "compared") || (data15 === "error")) || (data15 === "removed"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/status",schemaPath:"#/properties/servers/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.servers.items.properties.status.enum},message:"must be equal to one of the allowed values"}];return false;}var valid7 = _errs31 === errors;}else {var valid7 = true;}if(valid7){if(data12.error !== undefined){let data16 = data12.error;const _errs32 = errors;if(errors === _errs32){if(data16 && typeof data16 == "object" && !Array.isArray(data16)){let missing3;if(((data16.exitCode === undefined) && (missing3 = "exitCode")) || ((data16.message === undefined) && (missing3 = "message"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/error",schemaPath:"#/properties/servers/items/properties/error/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];return false;}else {const _errs34 = errors;for(const key3 in data16){if(!((key3 === "exitCode") || (key3 === "message"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/error",schemaPath:"#/properties/servers/items/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];return false;}}if(_errs34 === errors){if(data16.exitCode !== undefined){let data17 = data16.exitCode;const _errs35 = errors;if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/error/exitCode",schemaPath:"#/properties/servers/items/properties/error/properties/exitCode/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}var valid8 = _errs35 === errors;}else {var valid8 = true;}if(valid8){if(data16.message !== undefined){const _errs37 = errors;if(typeof data16.message !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/error/message",schemaPath:"#/properties/servers/items/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid8 = _errs37 === errors;}else {var valid8 = true;}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/error",schemaPath:"#/properties/servers/items/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid7 = _errs32 === errors;}else {var valid7 = true;}if(valid7){if(data12.protocol !== undefined){let data19 = data12.protocol;const _errs39 = errors;if(errors === _errs39){if(data19 && typeof data19 == "object" && !Array.isArray(data19)){let missing4;if(((data19.era === undefined) && (missing4 = "era")) || ((data19.revision === undefined) && (missing4 = "revision"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/protocol",schemaPath:"#/properties/servers/items/properties/protocol/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];return false;}else {if(data19.era !== undefined){const _errs41 = errors;if(typeof data19.era !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/protocol/era",schemaPath:"#/properties/servers/items/properties/protocol/properties/era/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid9 = _errs41 === errors;}else {var valid9 = true;}if(valid9){if(data19.revision !== undefined){const _errs43 = errors;if(typeof data19.revision !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/protocol/revision",schemaPath:"#/properties/servers/items/properties/protocol/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid9 = _errs43 === errors;}else {var valid9 = true;}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/protocol",schemaPath:"#/properties/servers/items/properties/protocol/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid7 = _errs39 === errors;}else {var valid7 = true;}if(valid7){if(data12.capabilities !== undefined){let data22 = data12.capabilities;const _errs45 = errors;if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/capabilities",schemaPath:"#/properties/servers/items/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid7 = _errs45 === errors;}else {var valid7 = true;}if(valid7){if(data12.highest !== undefined){let data23 = data12.highest;const _errs47 = errors;if(!((((data23 === "none") || (data23 === "cosmetic")) || (data23 === "effect-relevant")) || (data23 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/highest",schemaPath:"#/$defs/levelOrNone/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"}];return false;}var valid7 = _errs47 === errors;}else {var valid7 = true;}if(valid7){if(data12.counts !== undefined){let data24 = data12.counts;const _errs49 = errors;const _errs50 = errors;if(errors === _errs50){if(data24 && typeof data24 == "object" && !Array.isArray(data24)){let missing5;if((((data24.cosmetic === undefined) && (missing5 = "cosmetic")) || ((data24["effect-relevant"] === undefined) && (missing5 = "effect-relevant"))) || ((data24.breaking === undefined) && (missing5 = "breaking"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];return false;}else {const _errs52 = errors;for(const key4 in data24){if(!(((key4 === "cosmetic") || (key4 === "effect-relevant")) || (key4 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts",schemaPath:"#/$defs/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];return false;}}if(_errs52 === errors){if(data24.cosmetic !== undefined){let data25 = data24.cosmetic;const _errs53 = errors;if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts/cosmetic",schemaPath:"#/$defs/counts/properties/cosmetic/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs53){if((typeof data25 == "number") && (isFinite(data25))){if(data25 < 0 || isNaN(data25)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts/cosmetic",schemaPath:"#/$defs/counts/properties/cosmetic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid12 = _errs53 === errors;}else {var valid12 = true;}if(valid12){if(data24["effect-relevant"] !== undefined){let data26 = data24["effect-relevant"];const _errs55 = errors;if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts/effect-relevant",schemaPath:"#/$defs/counts/properties/effect-relevant/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs55){if((typeof data26 == "number") && (isFinite(data26))){if(data26 < 0 || isNaN(data26)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts/effect-relevant",schemaPath:"#/$defs/counts/properties/effect-relevant/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid12 = _errs55 === errors;}else {var valid12 = true;}if(valid12){if(data24.breaking !== undefined){let data27 = data24.breaking;const _errs57 = errors;if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts/breaking",schemaPath:"#/$defs/counts/properties/breaking/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs57){if((typeof data27 == "number") && (isFinite(data27))){if(data27 < 0 || isNaN(data27)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts/breaking",schemaPath:"#/$defs/counts/properties/breaking/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid12 = _errs57 === errors;}else {var valid12 = true;}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/counts",schemaPath:"#/$defs/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid7 = _errs49 === errors;}else {var valid7 = true;}if(valid7){if(data12.changes !== undefined){let data28 = data12.changes;const _errs59 = errors;if(errors === _errs59){if(Array.isArray(data28)){var valid13 = true;const len1 = data28.length;for(let i1=0; i1<len1; i1++){const _errs61 = errors;if(!(validate2(data28[i1], {instancePath:instancePath+"/servers/" + i0+"/changes/" + i1,parentData:data28,parentDataProperty:i1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);errors = vErrors.length;}var valid13 = _errs61 === errors;if(!valid13){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/changes",schemaPath:"#/properties/servers/items/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid7 = _errs59 === errors;}else {var valid7 = true;}if(valid7){if(data12.notes !== undefined){let data30 = data12.notes;const _errs62 = errors;if(errors === _errs62){if(Array.isArray(data30)){var valid14 = true;const len2 = data30.length;for(let i2=0; i2<len2; i2++){const _errs64 = errors;if(typeof data30[i2] !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/notes/" + i2,schemaPath:"#/properties/servers/items/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid14 = _errs64 === errors;if(!valid14){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/notes",schemaPath:"#/properties/servers/items/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid7 = _errs62 === errors;}else {var valid7 = true;}if(valid7){if(data12.review !== undefined){let data32 = data12.review;const _errs66 = errors;if(errors === _errs66){if(data32 && typeof data32 == "object" && !Array.isArray(data32)){let missing6;if(((((((data32.base === undefined) && (missing6 = "base")) || ((data32.highest === undefined) && (missing6 = "highest"))) || ((data32.counts === undefined) && (missing6 = "counts"))) || ((data32.changes === undefined) && (missing6 = "changes"))) || ((data32.approved === undefined) && (missing6 = "approved"))) || ((data32.unapproved === undefined) && (missing6 = "unapproved"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review",schemaPath:"#/properties/servers/items/properties/review/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];return false;}else {const _errs68 = errors;for(const key5 in data32){if(!((((((((key5 === "base") || (key5 === "highest")) || (key5 === "counts")) || (key5 === "changes")) || (key5 === "approved")) || (key5 === "unapproved")) || (key5 === "note")) || (key5 === "expired"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review",schemaPath:"#/properties/servers/items/properties/review/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];return false;}}if(_errs68 === errors){if(data32.base !== undefined){const _errs69 = errors;if(typeof data32.base !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/base",schemaPath:"#/properties/servers/items/properties/review/properties/base/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid15 = _errs69 === errors;}else {var valid15 = true;}if(valid15){if(data32.highest !== undefined){let data34 = data32.highest;const _errs71 = errors;if(!((((data34 === "none") || (data34 === "cosmetic")) || (data34 === "effect-relevant")) || (data34 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/highest",schemaPath:"#/$defs/levelOrNone/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"}];return false;}var valid15 = _errs71 === errors;}else {var valid15 = true;}if(valid15){if(data32.counts !== undefined){let data35 = data32.counts;const _errs73 = errors;const _errs74 = errors;if(errors === _errs74){if(data35 && typeof data35 == "object" && !Array.isArray(data35)){let missing7;if((((data35.cosmetic === undefined) && (missing7 = "cosmetic")) || ((data35["effect-relevant"] === undefined) && (missing7 = "effect-relevant"))) || ((data35.breaking === undefined) && (missing7 = "breaking"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];return false;}else {const _errs76 = errors;for(const key6 in data35){if(!(((key6 === "cosmetic") || (key6 === "effect-relevant")) || (key6 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts",schemaPath:"#/$defs/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];return false;}}if(_errs76 === errors){if(data35.cosmetic !== undefined){let data36 = data35.cosmetic;const _errs77 = errors;if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts/cosmetic",schemaPath:"#/$defs/counts/properties/cosmetic/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs77){if((typeof data36 == "number") && (isFinite(data36))){if(data36 < 0 || isNaN(data36)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts/cosmetic",schemaPath:"#/$defs/counts/properties/cosmetic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid18 = _errs77 === errors;}else {var valid18 = true;}if(valid18){if(data35["effect-relevant"] !== undefined){let data37 = data35["effect-relevant"];const _errs79 = errors;if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts/effect-relevant",schemaPath:"#/$defs/counts/properties/effect-relevant/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs79){if((typeof data37 == "number") && (isFinite(data37))){if(data37 < 0 || isNaN(data37)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts/effect-relevant",schemaPath:"#/$defs/counts/properties/effect-relevant/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid18 = _errs79 === errors;}else {var valid18 = true;}if(valid18){if(data35.breaking !== undefined){let data38 = data35.breaking;const _errs81 = errors;if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts/breaking",schemaPath:"#/$defs/counts/properties/breaking/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs81){if((typeof data38 == "number") && (isFinite(data38))){if(data38 < 0 || isNaN(data38)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts/breaking",schemaPath:"#/$defs/counts/properties/breaking/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid18 = _errs81 === errors;}else {var valid18 = true;}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/counts",schemaPath:"#/$defs/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid15 = _errs73 === errors;}else {var valid15 = true;}if(valid15){if(data32.changes !== undefined){let data39 = data32.changes;const _errs83 = errors;if(errors === _errs83){if(Array.isArray(data39)){var valid19 = true;const len3 = data39.length;for(let i3=0; i3<len3; i3++){const _errs85 = errors;if(!(validate2(data39[i3], {instancePath:instancePath+"/servers/" + i0+"/review/changes/" + i3,parentData:data39,parentDataProperty:i3,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);errors = vErrors.length;}var valid19 = _errs85 === errors;if(!valid19){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/changes",schemaPath:"#/properties/servers/items/properties/review/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid15 = _errs83 === errors;}else {var valid15 = true;}if(valid15){if(data32.approved !== undefined){let data41 = data32.approved;const _errs86 = errors;if(errors === _errs86){if(Array.isArray(data41)){var valid20 = true;const len4 = data41.length;for(let i4=0; i4<len4; i4++){let data42 = data41[i4];const _errs88 = errors;if(errors === _errs88){if(data42 && typeof data42 == "object" && !Array.isArray(data42)){let missing8;if(((data42.fingerprint === undefined) && (missing8 = "fingerprint")) || ((data42.by === undefined) && (missing8 = "by"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/approved/" + i4,schemaPath:"#/properties/servers/items/properties/review/properties/approved/items/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];return false;}else {const _errs90 = errors;for(const key7 in data42){if(!((key7 === "fingerprint") || (key7 === "by"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/approved/" + i4,schemaPath:"#/properties/servers/items/properties/review/properties/approved/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];return false;}}if(_errs90 === errors){if(data42.fingerprint !== undefined){const _errs91 = errors;if(typeof data42.fingerprint !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/approved/" + i4+"/fingerprint",schemaPath:"#/properties/servers/items/properties/review/properties/approved/items/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid21 = _errs91 === errors;}else {var valid21 = true;}if(valid21){if(data42.by !== undefined){const _errs93 = errors;if(typeof data42.by !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/approved/" + i4+"/by",schemaPath:"#/properties/servers/items/properties/review/properties/approved/items/properties/by/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid21 = _errs93 === errors;}else {var valid21 = true;}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/approved/" + i4,schemaPath:"#/properties/servers/items/properties/review/properties/approved/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid20 = _errs88 === errors;if(!valid20){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/approved",schemaPath:"#/properties/servers/items/properties/review/properties/approved/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid15 = _errs86 === errors;}else {var valid15 = true;}if(valid15){if(data32.unapproved !== undefined){let data45 = data32.unapproved;const _errs95 = errors;if(errors === _errs95){if(Array.isArray(data45)){var valid22 = true;const len5 = data45.length;for(let i5=0; i5<len5; i5++){const _errs97 = errors;if(typeof data45[i5] !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/unapproved/" + i5,schemaPath:"#/properties/servers/items/properties/review/properties/unapproved/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid22 = _errs97 === errors;if(!valid22){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/unapproved",schemaPath:"#/properties/servers/items/properties/review/properties/unapproved/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid15 = _errs95 === errors;}else {var valid15 = true;}if(valid15){if(data32.note !== undefined){const _errs99 = errors;if(typeof data32.note !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/note",schemaPath:"#/properties/servers/items/properties/review/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid15 = _errs99 === errors;}else {var valid15 = true;}if(valid15){if(data32.expired !== undefined){let data48 = data32.expired;const _errs101 = errors;if(errors === _errs101){if(Array.isArray(data48)){var valid23 = true;const len6 = data48.length;for(let i6=0; i6<len6; i6++){let data49 = data48[i6];const _errs103 = errors;if(errors === _errs103){if(data49 && typeof data49 == "object" && !Array.isArray(data49)){let missing9;if(((data49.fingerprint === undefined) && (missing9 = "fingerprint")) || ((data49.expires === undefined) && (missing9 = "expires"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/expired/" + i6,schemaPath:"#/properties/servers/items/properties/review/properties/expired/items/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];return false;}else {const _errs105 = errors;for(const key8 in data49){if(!((key8 === "fingerprint") || (key8 === "expires"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/expired/" + i6,schemaPath:"#/properties/servers/items/properties/review/properties/expired/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];return false;}}if(_errs105 === errors){if(data49.fingerprint !== undefined){const _errs106 = errors;if(typeof data49.fingerprint !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/expired/" + i6+"/fingerprint",schemaPath:"#/properties/servers/items/properties/review/properties/expired/items/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid24 = _errs106 === errors;}else {var valid24 = true;}if(valid24){if(data49.expires !== undefined){let data51 = data49.expires;const _errs108 = errors;if(errors === _errs108){if(typeof data51 === "string"){if(!pattern3.test(data51)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/expired/" + i6+"/expires",schemaPath:"#/properties/servers/items/properties/review/properties/expired/items/properties/expires/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""}];return false;}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/expired/" + i6+"/expires",schemaPath:"#/properties/servers/items/properties/review/properties/expired/items/properties/expires/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid24 = _errs108 === errors;}else {var valid24 = true;}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/expired/" + i6,schemaPath:"#/properties/servers/items/properties/review/properties/expired/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid23 = _errs103 === errors;if(!valid23){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review/expired",schemaPath:"#/properties/servers/items/properties/review/properties/expired/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid15 = _errs101 === errors;}else {var valid15 = true;}}}}}}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/review",schemaPath:"#/properties/servers/items/properties/review/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid7 = _errs66 === errors;}else {var valid7 = true;}if(valid7){if(data12.evidence !== undefined){let data52 = data12.evidence;const _errs110 = errors;if(errors === _errs110){if(Array.isArray(data52)){var valid25 = true;const len7 = data52.length;for(let i7=0; i7<len7; i7++){let data53 = data52[i7];const _errs112 = errors;if(errors === _errs112){if(data53 && typeof data53 == "object" && !Array.isArray(data53)){let missing10;if(((((data53.check === undefined) && (missing10 = "check")) || ((data53.status === undefined) && (missing10 = "status"))) || ((data53.subject === undefined) && (missing10 = "subject"))) || ((data53.message === undefined) && (missing10 = "message"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7,schemaPath:"#/properties/servers/items/properties/evidence/items/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];return false;}else {const _errs114 = errors;for(const key9 in data53){if(!((((((key9 === "check") || (key9 === "status")) || (key9 === "level")) || (key9 === "subject")) || (key9 === "message")) || (key9 === "details"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7,schemaPath:"#/properties/servers/items/properties/evidence/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];return false;}}if(_errs114 === errors){if(data53.check !== undefined){let data54 = data53.check;const _errs115 = errors;if(errors === _errs115){if(typeof data54 === "string"){if(!pattern4.test(data54)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7+"/check",schemaPath:"#/properties/servers/items/properties/evidence/items/properties/check/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_]+$"},message:"must match pattern \""+"^[a-z0-9_]+$"+"\""}];return false;}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7+"/check",schemaPath:"#/properties/servers/items/properties/evidence/items/properties/check/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid26 = _errs115 === errors;}else {var valid26 = true;}if(valid26){if(data53.status !== undefined){let data55 = data53.status;const _errs117 = errors;if(!(((data55 === "pass") || (data55 === "fail")) || (data55 === "info"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7+"/status",schemaPath:"#/properties/servers/items/properties/evidence/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.servers.items.properties.evidence.items.properties.status.enum},message:"must be equal to one of the allowed values"}];return false;}var valid26 = _errs117 === errors;}else {var valid26 = true;}if(valid26){if(data53.level !== undefined){let data56 = data53.level;const _errs118 = errors;if(!(((data56 === "cosmetic") || (data56 === "effect-relevant")) || (data56 === "breaking"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7+"/level",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];return false;}var valid26 = _errs118 === errors;}else {var valid26 = true;}if(valid26){if(data53.subject !== undefined){const _errs120 = errors;if(typeof data53.subject !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7+"/subject",schemaPath:"#/properties/servers/items/properties/evidence/items/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid26 = _errs120 === errors;}else {var valid26 = true;}if(valid26){if(data53.message !== undefined){const _errs122 = errors;if(typeof data53.message !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7+"/message",schemaPath:"#/properties/servers/items/properties/evidence/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid26 = _errs122 === errors;}else {var valid26 = true;}}}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence/" + i7,schemaPath:"#/properties/servers/items/properties/evidence/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid25 = _errs112 === errors;if(!valid25){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/evidence",schemaPath:"#/properties/servers/items/properties/evidence/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid7 = _errs110 === errors;}else {var valid7 = true;}if(valid7){if(data12.semver !== undefined){let data59 = data12.semver;const _errs124 = errors;if(errors === _errs124){if(data59 && typeof data59 == "object" && !Array.isArray(data59)){let missing11;if(((((((data59.mode === undefined) && (missing11 = "mode")) || ((data59.status === undefined) && (missing11 = "status"))) || ((data59.required === undefined) && (missing11 = "required"))) || ((data59.base === undefined) && (missing11 = "base"))) || ((data59.head === undefined) && (missing11 = "head"))) || ((data59.message === undefined) && (missing11 = "message"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver",schemaPath:"#/properties/servers/items/properties/semver/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"}];return false;}else {const _errs126 = errors;for(const key10 in data59){if(!((((((((key10 === "mode") || (key10 === "status")) || (key10 === "required")) || (key10 === "requiredVersion")) || (key10 === "base")) || (key10 === "head")) || (key10 === "cause")) || (key10 === "message"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver",schemaPath:"#/properties/servers/items/properties/semver/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"}];return false;}}if(_errs126 === errors){if(data59.mode !== undefined){let data60 = data59.mode;const _errs127 = errors;if(!((data60 === "warn") || (data60 === "enforce"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/mode",schemaPath:"#/properties/servers/items/properties/semver/properties/mode/enum",keyword:"enum",params:{allowedValues: schema1.properties.servers.items.properties.semver.properties.mode.enum},message:"must be equal to one of the allowed values"}];return false;}var valid28 = _errs127 === errors;}else {var valid28 = true;}if(valid28){if(data59.status !== undefined){let data61 = data59.status;const _errs128 = errors;if(!(((data61 === "ok") || (data61 === "too-small")) || (data61 === "unknown"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/status",schemaPath:"#/properties/servers/items/properties/semver/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.servers.items.properties.semver.properties.status.enum},message:"must be equal to one of the allowed values"}];return false;}var valid28 = _errs128 === errors;}else {var valid28 = true;}if(valid28){if(data59.required !== undefined){let data62 = data59.required;const _errs129 = errors;if(!((((data62 === "none") || (data62 === "patch")) || (data62 === "minor")) || (data62 === "major"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/required",schemaPath:"#/properties/servers/items/properties/semver/properties/required/enum",keyword:"enum",params:{allowedValues: schema1.properties.servers.items.properties.semver.properties.required.enum},message:"must be equal to one of the allowed values"}];return false;}var valid28 = _errs129 === errors;}else {var valid28 = true;}if(valid28){if(data59.requiredVersion !== undefined){const _errs130 = errors;if(typeof data59.requiredVersion !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/requiredVersion",schemaPath:"#/properties/servers/items/properties/semver/properties/requiredVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid28 = _errs130 === errors;}else {var valid28 = true;}if(valid28){if(data59.base !== undefined){let data64 = data59.base;const _errs132 = errors;const _errs133 = errors;let valid29 = false;const _errs134 = errors;if(typeof data64 !== "string"){const err0 = {instancePath:instancePath+"/servers/" + i0+"/semver/base",schemaPath:"#/properties/servers/items/properties/semver/properties/base/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}var _valid0 = _errs134 === errors;valid29 = valid29 || _valid0;const _errs136 = errors;if(data64 !== null){const err1 = {instancePath:instancePath+"/servers/" + i0+"/semver/base",schemaPath:"#/properties/servers/items/properties/semver/properties/base/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}var _valid0 = _errs136 === errors;valid29 = valid29 || _valid0;if(!valid29){const err2 = {instancePath:instancePath+"/servers/" + i0+"/semver/base",schemaPath:"#/properties/servers/items/properties/semver/properties/base/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;validate1.errors = vErrors;return false;}else {errors = _errs133;if(vErrors !== null){if(_errs133){vErrors.length = _errs133;}else {vErrors = null;}}}var valid28 = _errs132 === errors;}else {var valid28 = true;}if(valid28){if(data59.head !== undefined){let data65 = data59.head;const _errs138 = errors;const _errs139 = errors;let valid30 = false;const _errs140 = errors;if(typeof data65 !== "string"){const err3 = {instancePath:instancePath+"/servers/" + i0+"/semver/head",schemaPath:"#/properties/servers/items/properties/semver/properties/head/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}var _valid1 = _errs140 === errors;valid30 = valid30 || _valid1;const _errs142 = errors;if(data65 !== null){const err4 = {instancePath:instancePath+"/servers/" + i0+"/semver/head",schemaPath:"#/properties/servers/items/properties/semver/properties/head/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}var _valid1 = _errs142 === errors;valid30 = valid30 || _valid1;if(!valid30){const err5 = {instancePath:instancePath+"/servers/" + i0+"/semver/head",schemaPath:"#/properties/servers/items/properties/semver/properties/head/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;validate1.errors = vErrors;return false;}else {errors = _errs139;if(vErrors !== null){if(_errs139){vErrors.length = _errs139;}else {vErrors = null;}}}var valid28 = _errs138 === errors;}else {var valid28 = true;}if(valid28){if(data59.cause !== undefined){let data66 = data59.cause;const _errs144 = errors;if(errors === _errs144){if(data66 && typeof data66 == "object" && !Array.isArray(data66)){let missing12;if((((data66.rule === undefined) && (missing12 = "rule")) || ((data66.entity === undefined) && (missing12 = "entity"))) || ((data66.fingerprint === undefined) && (missing12 = "fingerprint"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/cause",schemaPath:"#/properties/servers/items/properties/semver/properties/cause/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"}];return false;}else {const _errs146 = errors;for(const key11 in data66){if(!(((key11 === "rule") || (key11 === "entity")) || (key11 === "fingerprint"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/cause",schemaPath:"#/properties/servers/items/properties/semver/properties/cause/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"}];return false;}}if(_errs146 === errors){if(data66.rule !== undefined){const _errs147 = errors;if(typeof data66.rule !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/cause/rule",schemaPath:"#/properties/servers/items/properties/semver/properties/cause/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid31 = _errs147 === errors;}else {var valid31 = true;}if(valid31){if(data66.entity !== undefined){const _errs149 = errors;if(typeof data66.entity !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/cause/entity",schemaPath:"#/properties/servers/items/properties/semver/properties/cause/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid31 = _errs149 === errors;}else {var valid31 = true;}if(valid31){if(data66.fingerprint !== undefined){let data69 = data66.fingerprint;const _errs151 = errors;if(errors === _errs151){if(typeof data69 === "string"){if(!pattern2.test(data69)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/cause/fingerprint",schemaPath:"#/properties/servers/items/properties/semver/properties/cause/properties/fingerprint/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{16}$"},message:"must match pattern \""+"^[0-9a-f]{16}$"+"\""}];return false;}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/cause/fingerprint",schemaPath:"#/properties/servers/items/properties/semver/properties/cause/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid31 = _errs151 === errors;}else {var valid31 = true;}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/cause",schemaPath:"#/properties/servers/items/properties/semver/properties/cause/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid28 = _errs144 === errors;}else {var valid28 = true;}if(valid28){if(data59.message !== undefined){const _errs153 = errors;if(typeof data59.message !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver/message",schemaPath:"#/properties/servers/items/properties/semver/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid28 = _errs153 === errors;}else {var valid28 = true;}}}}}}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/semver",schemaPath:"#/properties/servers/items/properties/semver/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid7 = _errs124 === errors;}else {var valid7 = true;}if(valid7){if(data12.contextCost !== undefined){let data71 = data12.contextCost;const _errs155 = errors;if(errors === _errs155){if(data71 && typeof data71 == "object" && !Array.isArray(data71)){let missing13;if(((((data71.tokenizer === undefined) && (missing13 = "tokenizer")) || ((data71.before === undefined) && (missing13 = "before"))) || ((data71.after === undefined) && (missing13 = "after"))) || ((data71.tools === undefined) && (missing13 = "tools"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost",schemaPath:"#/properties/servers/items/properties/contextCost/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"}];return false;}else {const _errs157 = errors;for(const key12 in data71){if(!((((key12 === "tokenizer") || (key12 === "before")) || (key12 === "after")) || (key12 === "tools"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost",schemaPath:"#/properties/servers/items/properties/contextCost/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"}];return false;}}if(_errs157 === errors){if(data71.tokenizer !== undefined){const _errs158 = errors;if(typeof data71.tokenizer !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tokenizer",schemaPath:"#/properties/servers/items/properties/contextCost/properties/tokenizer/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid32 = _errs158 === errors;}else {var valid32 = true;}if(valid32){if(data71.before !== undefined){let data73 = data71.before;const _errs160 = errors;if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/before",schemaPath:"#/properties/servers/items/properties/contextCost/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs160){if((typeof data73 == "number") && (isFinite(data73))){if(data73 < 0 || isNaN(data73)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/before",schemaPath:"#/properties/servers/items/properties/contextCost/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid32 = _errs160 === errors;}else {var valid32 = true;}if(valid32){if(data71.after !== undefined){let data74 = data71.after;const _errs162 = errors;if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/after",schemaPath:"#/properties/servers/items/properties/contextCost/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs162){if((typeof data74 == "number") && (isFinite(data74))){if(data74 < 0 || isNaN(data74)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/after",schemaPath:"#/properties/servers/items/properties/contextCost/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid32 = _errs162 === errors;}else {var valid32 = true;}if(valid32){if(data71.tools !== undefined){let data75 = data71.tools;const _errs164 = errors;if(errors === _errs164){if(data75 && typeof data75 == "object" && !Array.isArray(data75)){for(const key13 in data75){let data76 = data75[key13];const _errs167 = errors;if(errors === _errs167){if(data76 && typeof data76 == "object" && !Array.isArray(data76)){let missing14;if(((data76.before === undefined) && (missing14 = "before")) || ((data76.after === undefined) && (missing14 = "after"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tools/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/servers/items/properties/contextCost/properties/tools/additionalProperties/required",keyword:"required",params:{missingProperty: missing14},message:"must have required property '"+missing14+"'"}];return false;}else {const _errs169 = errors;for(const key14 in data76){if(!((key14 === "before") || (key14 === "after"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tools/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/servers/items/properties/contextCost/properties/tools/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"}];return false;}}if(_errs169 === errors){if(data76.before !== undefined){let data77 = data76.before;const _errs170 = errors;if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tools/" + key13.replace(/~/g, "~0").replace(/\//g, "~1")+"/before",schemaPath:"#/properties/servers/items/properties/contextCost/properties/tools/additionalProperties/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs170){if((typeof data77 == "number") && (isFinite(data77))){if(data77 < 0 || isNaN(data77)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tools/" + key13.replace(/~/g, "~0").replace(/\//g, "~1")+"/before",schemaPath:"#/properties/servers/items/properties/contextCost/properties/tools/additionalProperties/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid34 = _errs170 === errors;}else {var valid34 = true;}if(valid34){if(data76.after !== undefined){let data78 = data76.after;const _errs172 = errors;if(!(((typeof data78 == "number") && (!(data78 % 1) && !isNaN(data78))) && (isFinite(data78)))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tools/" + key13.replace(/~/g, "~0").replace(/\//g, "~1")+"/after",schemaPath:"#/properties/servers/items/properties/contextCost/properties/tools/additionalProperties/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs172){if((typeof data78 == "number") && (isFinite(data78))){if(data78 < 0 || isNaN(data78)){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tools/" + key13.replace(/~/g, "~0").replace(/\//g, "~1")+"/after",schemaPath:"#/properties/servers/items/properties/contextCost/properties/tools/additionalProperties/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid34 = _errs172 === errors;}else {var valid34 = true;}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tools/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/servers/items/properties/contextCost/properties/tools/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid33 = _errs167 === errors;if(!valid33){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost/tools",schemaPath:"#/properties/servers/items/properties/contextCost/properties/tools/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid32 = _errs164 === errors;}else {var valid32 = true;}}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/contextCost",schemaPath:"#/properties/servers/items/properties/contextCost/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid7 = _errs155 === errors;}else {var valid7 = true;}if(valid7){if(data12.ignored !== undefined){let data79 = data12.ignored;const _errs174 = errors;if(errors === _errs174){if(Array.isArray(data79)){var valid35 = true;const len8 = data79.length;for(let i8=0; i8<len8; i8++){let data80 = data79[i8];const _errs176 = errors;if(errors === _errs176){if(data80 && typeof data80 == "object" && !Array.isArray(data80)){let missing15;if((((data80.change === undefined) && (missing15 = "change")) || ((data80.reason === undefined) && (missing15 = "reason"))) || ((data80.matched === undefined) && (missing15 = "matched"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8,schemaPath:"#/properties/servers/items/properties/ignored/items/required",keyword:"required",params:{missingProperty: missing15},message:"must have required property '"+missing15+"'"}];return false;}else {const _errs178 = errors;for(const key15 in data80){if(!(((key15 === "change") || (key15 === "reason")) || (key15 === "matched"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8,schemaPath:"#/properties/servers/items/properties/ignored/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"}];return false;}}if(_errs178 === errors){if(data80.change !== undefined){const _errs179 = errors;if(!(validate2(data80.change, {instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8+"/change",parentData:data80,parentDataProperty:"change",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);errors = vErrors.length;}var valid36 = _errs179 === errors;}else {var valid36 = true;}if(valid36){if(data80.reason !== undefined){const _errs180 = errors;if(typeof data80.reason !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8+"/reason",schemaPath:"#/properties/servers/items/properties/ignored/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid36 = _errs180 === errors;}else {var valid36 = true;}if(valid36){if(data80.matched !== undefined){let data83 = data80.matched;const _errs182 = errors;if(errors === _errs182){if(data83 && typeof data83 == "object" && !Array.isArray(data83)){const _errs184 = errors;for(const key16 in data83){if(!(((key16 === "rule") || (key16 === "entity")) || (key16 === "pointer"))){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8+"/matched",schemaPath:"#/properties/servers/items/properties/ignored/items/properties/matched/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"}];return false;}}if(_errs184 === errors){if(data83.rule !== undefined){const _errs185 = errors;if(typeof data83.rule !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8+"/matched/rule",schemaPath:"#/properties/servers/items/properties/ignored/items/properties/matched/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid37 = _errs185 === errors;}else {var valid37 = true;}if(valid37){if(data83.entity !== undefined){const _errs187 = errors;if(typeof data83.entity !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8+"/matched/entity",schemaPath:"#/properties/servers/items/properties/ignored/items/properties/matched/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid37 = _errs187 === errors;}else {var valid37 = true;}if(valid37){if(data83.pointer !== undefined){const _errs189 = errors;if(typeof data83.pointer !== "string"){validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8+"/matched/pointer",schemaPath:"#/properties/servers/items/properties/ignored/items/properties/matched/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid37 = _errs189 === errors;}else {var valid37 = true;}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8+"/matched",schemaPath:"#/properties/servers/items/properties/ignored/items/properties/matched/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid36 = _errs182 === errors;}else {var valid36 = true;}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored/" + i8,schemaPath:"#/properties/servers/items/properties/ignored/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid35 = _errs176 === errors;if(!valid35){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0+"/ignored",schemaPath:"#/properties/servers/items/properties/ignored/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid7 = _errs174 === errors;}else {var valid7 = true;}}}}}}}}}}}}}}}}}}else {validate1.errors = [{instancePath:instancePath+"/servers/" + i0,schemaPath:"#/properties/servers/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid6 = _errs24 === errors;if(!valid6){break;}}}else {validate1.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs22 === errors;}else {var valid0 = true;}if(valid0){if(data.causes !== undefined){let data87 = data.causes;const _errs191 = errors;if(errors === _errs191){if(Array.isArray(data87)){var valid38 = true;const len9 = data87.length;for(let i9=0; i9<len9; i9++){const _errs193 = errors;if(!(validate6(data87[i9], {instancePath:instancePath+"/causes/" + i9,parentData:data87,parentDataProperty:i9,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);errors = vErrors.length;}var valid38 = _errs193 === errors;if(!valid38){break;}}}else {validate1.errors = [{instancePath:instancePath+"/causes",schemaPath:"#/properties/causes/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs191 === errors;}else {var valid0 = true;}}}}}}}}}}}}}else {validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate1.errors = vErrors;return errors === 0;}validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};exports.v58543883133d8c017b3b0fe9 = validate8;function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate8.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.protocolVersion === undefined) && (missing0 = "protocolVersion")) || ((data.capabilities === undefined) && (missing0 = "capabilities"))) || ((data.serverInfo === undefined) && (missing0 = "serverInfo"))){validate8.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(data.protocolVersion !== undefined){const _errs1 = errors;if(typeof data.protocolVersion !== "string"){validate8.errors = [{instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.capabilities !== undefined){let data1 = data.capabilities;const _errs3 = errors;if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){validate8.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.serverInfo !== undefined){let data2 = data.serverInfo;const _errs5 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){let missing1;if(((data2.name === undefined) && (missing1 = "name")) || ((data2.version === undefined) && (missing1 = "version"))){validate8.errors = [{instancePath:instancePath+"/serverInfo",schemaPath:"#/properties/serverInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {if(data2.name !== undefined){const _errs7 = errors;if(typeof data2.name !== "string"){validate8.errors = [{instancePath:instancePath+"/serverInfo/name",schemaPath:"#/properties/serverInfo/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs7 === errors;}else {var valid1 = true;}if(valid1){if(data2.version !== undefined){const _errs9 = errors;if(typeof data2.version !== "string"){validate8.errors = [{instancePath:instancePath+"/serverInfo/version",schemaPath:"#/properties/serverInfo/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs9 === errors;}else {var valid1 = true;}if(valid1){if(data2.title !== undefined){const _errs11 = errors;if(typeof data2.title !== "string"){validate8.errors = [{instancePath:instancePath+"/serverInfo/title",schemaPath:"#/properties/serverInfo/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs11 === errors;}else {var valid1 = true;}}}}}else {validate8.errors = [{instancePath:instancePath+"/serverInfo",schemaPath:"#/properties/serverInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.instructions !== undefined){const _errs13 = errors;if(typeof data.instructions !== "string"){validate8.errors = [{instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs13 === errors;}else {var valid0 = true;}}}}}}else {validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate8.errors = vErrors;return errors === 0;}validate8.evaluated = {"props":{"protocolVersion":true,"capabilities":true,"serverInfo":true,"instructions":true},"dynamicProps":false,"dynamicItems":false};exports.v5b29b8bd449183d2823a6cf5 = validate9;function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate9.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.supportedVersions === undefined) && (missing0 = "supportedVersions")) || ((data.capabilities === undefined) && (missing0 = "capabilities"))){validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(data.supportedVersions !== undefined){let data0 = data.supportedVersions;const _errs1 = errors;{if(Array.isArray(data0)){var valid1 = true;const len0 = data0.length;for(let i0=0; i0<len0; i0++){const _errs3 = errors;if(typeof data0[i0] !== "string"){validate9.errors = [{instancePath:instancePath+"/supportedVersions/" + i0,schemaPath:"#/properties/supportedVersions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs3 === errors;if(!valid1){break;}}}else {validate9.errors = [{instancePath:instancePath+"/supportedVersions",schemaPath:"#/properties/supportedVersions/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.capabilities !== undefined){let data2 = data.capabilities;const _errs5 = errors;if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){validate9.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.instructions !== undefined){const _errs7 = errors;if(typeof data.instructions !== "string"){validate9.errors = [{instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data._meta !== undefined){let data4 = data._meta;const _errs9 = errors;{if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4["io.modelcontextprotocol/serverInfo"] !== undefined){let data5 = data4["io.modelcontextprotocol/serverInfo"];{if(data5 && typeof data5 == "object" && !Array.isArray(data5)){let missing1;if(((data5.name === undefined) && (missing1 = "name")) || ((data5.version === undefined) && (missing1 = "version"))){validate9.errors = [{instancePath:instancePath+"/_meta/io.modelcontextprotocol~1serverInfo",schemaPath:"#/properties/_meta/properties/io.modelcontextprotocol~1serverInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {if(data5.name !== undefined){const _errs13 = errors;if(typeof data5.name !== "string"){validate9.errors = [{instancePath:instancePath+"/_meta/io.modelcontextprotocol~1serverInfo/name",schemaPath:"#/properties/_meta/properties/io.modelcontextprotocol~1serverInfo/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs13 === errors;}else {var valid3 = true;}if(valid3){if(data5.version !== undefined){const _errs15 = errors;if(typeof data5.version !== "string"){validate9.errors = [{instancePath:instancePath+"/_meta/io.modelcontextprotocol~1serverInfo/version",schemaPath:"#/properties/_meta/properties/io.modelcontextprotocol~1serverInfo/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs15 === errors;}else {var valid3 = true;}if(valid3){if(data5.title !== undefined){const _errs17 = errors;if(typeof data5.title !== "string"){validate9.errors = [{instancePath:instancePath+"/_meta/io.modelcontextprotocol~1serverInfo/title",schemaPath:"#/properties/_meta/properties/io.modelcontextprotocol~1serverInfo/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs17 === errors;}else {var valid3 = true;}}}}}else {validate9.errors = [{instancePath:instancePath+"/_meta/io.modelcontextprotocol~1serverInfo",schemaPath:"#/properties/_meta/properties/io.modelcontextprotocol~1serverInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}}}else {validate9.errors = [{instancePath:instancePath+"/_meta",schemaPath:"#/properties/_meta/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs9 === errors;}else {var valid0 = true;}}}}}}else {validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate9.errors = vErrors;return errors === 0;}validate9.evaluated = {"props":{"supportedVersions":true,"capabilities":true,"instructions":true,"_meta":true},"dynamicProps":false,"dynamicItems":false};exports.v756b4c970b86d9a35c527b1d = validate10;function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate10.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.name === undefined) && (missing0 = "name")){validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(data.name !== undefined){const _errs1 = errors;if(typeof data.name !== "string"){validate10.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.title !== undefined){const _errs3 = errors;if(typeof data.title !== "string"){validate10.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs5 = errors;if(typeof data.description !== "string"){validate10.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.arguments !== undefined){let data3 = data.arguments;const _errs7 = errors;{if(Array.isArray(data3)){var valid1 = true;const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];const _errs9 = errors;{if(data4 && typeof data4 == "object" && !Array.isArray(data4)){let missing1;if((data4.name === undefined) && (missing1 = "name")){validate10.errors = [{instancePath:instancePath+"/arguments/" + i0,schemaPath:"#/properties/arguments/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {if(data4.name !== undefined){const _errs11 = errors;if(typeof data4.name !== "string"){validate10.errors = [{instancePath:instancePath+"/arguments/" + i0+"/name",schemaPath:"#/properties/arguments/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs11 === errors;}else {var valid2 = true;}if(valid2){if(data4.description !== undefined){const _errs13 = errors;if(typeof data4.description !== "string"){validate10.errors = [{instancePath:instancePath+"/arguments/" + i0+"/description",schemaPath:"#/properties/arguments/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs13 === errors;}else {var valid2 = true;}if(valid2){if(data4.required !== undefined){const _errs15 = errors;if(typeof data4.required !== "boolean"){validate10.errors = [{instancePath:instancePath+"/arguments/" + i0+"/required",schemaPath:"#/properties/arguments/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid2 = _errs15 === errors;}else {var valid2 = true;}}}}}else {validate10.errors = [{instancePath:instancePath+"/arguments/" + i0,schemaPath:"#/properties/arguments/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid1 = _errs9 === errors;if(!valid1){break;}}}else {validate10.errors = [{instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs7 === errors;}else {var valid0 = true;}}}}}}else {validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate10.errors = vErrors;return errors === 0;}validate10.evaluated = {"props":{"name":true,"title":true,"description":true,"arguments":true},"dynamicProps":false,"dynamicItems":false};exports.v7cba693d643e7d7e30a8c1e9 = validate11;function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate11.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.uri === undefined) && (missing0 = "uri")) || ((data.name === undefined) && (missing0 = "name"))){validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(data.uri !== undefined){const _errs1 = errors;if(typeof data.uri !== "string"){validate11.errors = [{instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.name !== undefined){const _errs3 = errors;if(typeof data.name !== "string"){validate11.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.title !== undefined){const _errs5 = errors;if(typeof data.title !== "string"){validate11.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs7 = errors;if(typeof data.description !== "string"){validate11.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.mimeType !== undefined){const _errs9 = errors;if(typeof data.mimeType !== "string"){validate11.errors = [{instancePath:instancePath+"/mimeType",schemaPath:"#/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.size !== undefined){let data5 = data.size;const _errs11 = errors;if(!((typeof data5 == "number") && (isFinite(data5)))){validate11.errors = [{instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.annotations !== undefined){let data6 = data.annotations;const _errs13 = errors;if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){validate11.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs13 === errors;}else {var valid0 = true;}}}}}}}}}else {validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate11.errors = vErrors;return errors === 0;}validate11.evaluated = {"props":{"uri":true,"name":true,"title":true,"description":true,"mimeType":true,"size":true,"annotations":true},"dynamicProps":false,"dynamicItems":false};exports.v868b2d9e26d51941ba3f9a55 = validate12;const pattern8 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");const func3 = /*@__PURE__*/ requireUcs2length().default;function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate12.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((key0 === "$schema") || (key0 === "accept"))){validate12.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.$schema !== undefined){const _errs2 = errors;if(typeof data.$schema !== "string"){validate12.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.accept !== undefined){let data1 = data.accept;const _errs4 = errors;{if(Array.isArray(data1)){var valid1 = true;const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){let missing0;if(((data2.fingerprint === undefined) && (missing0 = "fingerprint")) || ((data2.reason === undefined) && (missing0 = "reason"))){validate12.errors = [{instancePath:instancePath+"/accept/" + i0,schemaPath:"#/properties/accept/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key1 in data2){if(!(((key1 === "fingerprint") || (key1 === "reason")) || (key1 === "expires"))){validate12.errors = [{instancePath:instancePath+"/accept/" + i0,schemaPath:"#/properties/accept/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}{if(data2.fingerprint !== undefined){let data3 = data2.fingerprint;const _errs9 = errors;{if(typeof data3 === "string"){if(!pattern2.test(data3)){validate12.errors = [{instancePath:instancePath+"/accept/" + i0+"/fingerprint",schemaPath:"#/properties/accept/items/properties/fingerprint/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{16}$"},message:"must match pattern \""+"^[0-9a-f]{16}$"+"\""}];return false;}}else {validate12.errors = [{instancePath:instancePath+"/accept/" + i0+"/fingerprint",schemaPath:"#/properties/accept/items/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid2 = _errs9 === errors;}else {var valid2 = true;}if(valid2){if(data2.reason !== undefined){let data4 = data2.reason;const _errs11 = errors;{if(typeof data4 === "string"){if(func3(data4) < 3){validate12.errors = [{instancePath:instancePath+"/accept/" + i0+"/reason",schemaPath:"#/properties/accept/items/properties/reason/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"}];return false;}}else {validate12.errors = [{instancePath:instancePath+"/accept/" + i0+"/reason",schemaPath:"#/properties/accept/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid2 = _errs11 === errors;}else {var valid2 = true;}if(valid2){if(data2.expires !== undefined){let data5 = data2.expires;const _errs13 = errors;{if(typeof data5 === "string"){if(!pattern8.test(data5)){validate12.errors = [{instancePath:instancePath+"/accept/" + i0+"/expires",schemaPath:"#/properties/accept/items/properties/expires/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\""}];return false;}}else {validate12.errors = [{instancePath:instancePath+"/accept/" + i0+"/expires",schemaPath:"#/properties/accept/items/properties/expires/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid2 = _errs13 === errors;}else {var valid2 = true;}}}}}}else {validate12.errors = [{instancePath:instancePath+"/accept/" + i0,schemaPath:"#/properties/accept/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid1 = _errs6 === errors;if(!valid1){break;}}}else {validate12.errors = [{instancePath:instancePath+"/accept",schemaPath:"#/properties/accept/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs4 === errors;}else {var valid0 = true;}}}}else {validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate12.errors = vErrors;return errors === 0;}validate12.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};exports.v8b53d51ee02a4ec58b5a17a0 = validate13;function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate13.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.name === undefined) && (missing0 = "name")) || ((data.inputSchema === undefined) && (missing0 = "inputSchema"))){validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(data.name !== undefined){const _errs1 = errors;if(typeof data.name !== "string"){validate13.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.title !== undefined){const _errs3 = errors;if(typeof data.title !== "string"){validate13.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs5 = errors;if(typeof data.description !== "string"){validate13.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.inputSchema !== undefined){let data3 = data.inputSchema;const _errs7 = errors;if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){validate13.errors = [{instancePath:instancePath+"/inputSchema",schemaPath:"#/properties/inputSchema/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.outputSchema !== undefined){let data4 = data.outputSchema;const _errs9 = errors;if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){validate13.errors = [{instancePath:instancePath+"/outputSchema",schemaPath:"#/properties/outputSchema/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.annotations !== undefined){let data5 = data.annotations;const _errs11 = errors;if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){validate13.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.execution !== undefined){let data6 = data.execution;const _errs13 = errors;if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){validate13.errors = [{instancePath:instancePath+"/execution",schemaPath:"#/properties/execution/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.icons !== undefined){const _errs15 = errors;if(!(Array.isArray(data.icons))){validate13.errors = [{instancePath:instancePath+"/icons",schemaPath:"#/properties/icons/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}var valid0 = _errs15 === errors;}else {var valid0 = true;}}}}}}}}}}else {validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate13.errors = vErrors;return errors === 0;}validate13.evaluated = {"props":{"name":true,"title":true,"description":true,"inputSchema":true,"outputSchema":true,"annotations":true,"execution":true,"icons":true},"dynamicProps":false,"dynamicItems":false};exports.vf6fc9cf71d288ca5eef731a9 = validate14;const schema22 = {"properties":{"$schema":{"type":"string"},"build":{"description":"A shell command that builds the server before the CLI starts it (check, update, review, snapshot; --no-build skips it), so that the gate checks the server as built, not a stale build: e.g. \"npm run build\". Run in the config's folder (a server's own: in its cwd). The action never runs it: the workflow builds. A server's own setting wins over the top-level one.","type":"string","minLength":1},"servers":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/server"}},"descriptions":{"description":"How a reworded description or instructions text is judged. auto: a correction (spelling, case, punctuation, a word that carries no meaning) is cosmetic, a rewrite that changes a number, unit, limit, negation, quantifier, verb of effect, path, URL or tool name is effect-relevant (description-rewritten). cosmetic: every rewording is cosmetic (poisoning is still flagged). effect-relevant: every rewording is reviewed. A server's own setting wins over the top-level one.","enum":["auto","cosmetic","effect-relevant"],"default":"auto"},"levels":{"$ref":"#/$defs/levels"},"semver":{"description":"Semver advice: compare the bump of serverInfo.version with the smallest bump the changes require (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x minor acts as major). warn reports it, enforce also fails the check when the bump is too small. A server's own setting wins over the top-level one.","enum":["off","warn","enforce"],"default":"off"},"contextBudget":{"$ref":"#/$defs/contextBudget"},"collisions":{"description":"A tool name that two servers of this config expose is evidence tool_name_collision (a collision the live servers create is effect-relevant). ignore: the servers are never loaded together, so names may repeat.","enum":["report","ignore"],"default":"report"},"ignore":{"description":"Changes to leave out of the gate, each with a reason: a field the server makes volatile (a description embedding the working directory). An ignored change is listed in the report as ignored, never dropped silently. Top-level entries apply to every server.","type":"array","items":{"$ref":"#/$defs/ignoreEntry"}}}};const schema23 = {"properties":{"name":{"description":"Names the server in reports and the default contract file.","type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"command":{"description":"stdio: the executable to start.","type":"string","minLength":1},"args":{"description":"stdio: its arguments.","type":"array","items":{"type":"string"}},"cwd":{"description":"stdio: working directory of the server.","type":"string"},"env":{"description":"stdio: literal environment values for the server.","type":"object","additionalProperties":{"type":"string"}},"envPassthrough":{"description":"stdio: names of variables passed through from the gate's environment. Nothing else is passed but PATH, HOME and the like.","type":"array","items":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"}},"url":{"description":"HTTP: the MCP endpoint.","type":"string","pattern":"^https?://"},"headers":{"description":"HTTP: request headers. ${env:NAME} is replaced from the environment and masked.","type":"object","additionalProperties":{"type":"string"}},"transport":{"description":"Defaults to stdio for a command and streamable-http for a URL; sse is the legacy HTTP+SSE transport.","enum":["stdio","streamable-http","sse"]},"stdout":{"description":"stdio: lines that are not JSON on the server's stdout before its first message (a banner). tolerant skips them with a warning that counts them, as the official SDK does; strict fails the run (exit 3). After the first message, such a line always fails.","enum":["tolerant","strict"],"default":"tolerant"},"era":{"description":"auto probes server/discover (2026-07-28) and falls back to initialize.","enum":["auto","handshake","stateless"],"default":"auto"},"protocolVersion":{"description":"The revision proposed in initialize (handshake era).","enum":["2024-11-05","2025-03-26","2025-06-18","2025-11-25"],"default":"2025-11-25"},"clientCapabilities":{"description":"Client capabilities the gate declares (pinned: servers vary their lists by them).","type":"object","default":{}},"contract":{"description":"The golden contract file.","type":"string","default":"contracts/<name>.mcp-contract.json"},"build":{"description":"A shell command that builds the server before the CLI starts it (check, update, review, snapshot; --no-build skips it), so that the gate checks the server as built, not a stale build: e.g. \"npm run build\". Run in the config's folder (a server's own: in its cwd). The action never runs it: the workflow builds. A server's own setting wins over the top-level one.","type":"string","minLength":1},"timeouts":{"type":"object","additionalProperties":false,"properties":{"requestMs":{"description":"Each request's answer; also starting a connection (a legacy SSE endpoint's endpoint event) and, up to 2 s, ending an HTTP session (DELETE).","type":"integer","minimum":1,"maximum":2147483647,"default":15000},"totalMs":{"description":"The whole run of one server: connecting, negotiation, every list, the probes and every connection of the protocol matrix.","type":"integer","minimum":1,"maximum":2147483647,"default":120000},"oracleMs":{"description":"Deadline for the json-schema-diff oracle, asked only about undecided schema changes; its answer only adds a note, so no level depends on it.","type":"integer","minimum":1,"maximum":2147483647,"default":10000},"classifyMs":{"description":"Deadline for classifying one server's changes. Entities still to compare after it get their schemas reported as undecided (effect-relevant) without the schema comparison, and the report lists them.","type":"integer","minimum":1,"maximum":2147483647,"default":60000}}},"pageCap":{"description":"The most pages one list may have.","type":"integer","minimum":1,"default":10000},"listChangedRestarts":{"description":"How often a list_changed notification may restart a walk.","type":"integer","minimum":0,"default":3},"supportedProtocolVersions":{"description":"Negotiation policy: the revisions a host accepts (strings, never compared as dates). A server that negotiates another fails with unsupported_protocol_version.","type":"array","items":{"type":"string","minLength":1},"minItems":1},"requiredServerCapabilities":{"description":"Negotiation policy: capabilities as dot paths (tools, resources.subscribe, tools.listChanged). One that is absent or false fails with missing_required_capabilities.","type":"array","items":{"type":"string","pattern":"^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$"}},"optionalServerCapabilities":{"description":"Negotiation policy: capabilities reported as enabled or not.","type":"array","items":{"type":"string","pattern":"^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$"}},"protocolMatrix":{"description":"Propose each revision in turn and record how the server answers, as part of the contract: true for every released revision, or a list.","oneOf":[{"type":"boolean"},{"type":"array","items":{"type":"string","minLength":1},"minItems":1}]},"examples":{"description":"Canonical examples: tool calls whose arguments must still match the inputSchema and whose structuredContent must match the outputSchema. Only read-only tools are called unless allowSideEffects is true.","type":"array","items":{"type":"object","required":["tool","arguments"],"additionalProperties":false,"properties":{"name":{"type":"string"},"tool":{"type":"string"},"arguments":{"type":"object"},"expect":{"description":"Fields of structuredContent that must equal these values (by top-level key).","type":"object"},"allowSideEffects":{"type":"boolean","default":false},"call":{"description":"false: only validate the arguments, never call.","type":"boolean","default":true},"record":{"description":"snapshot/update record the call's result in the contract (recorded.tools), for serve to replay; check never compares it.","type":"boolean","default":false},"isError":{"description":"The tool is expected to answer with isError: true (a result without it fails the example, as an error result fails one without this).","type":"boolean","default":false}}}},"record":{"description":"Answers snapshot/update record in the contract (recorded), for serve to replay: resources read and prompts got. check never compares them.","type":"object","additionalProperties":false,"properties":{"resources":{"description":"URIs read with resources/read.","type":"array","items":{"type":"string","minLength":1}},"prompts":{"description":"Prompts got with prompts/get, each with its arguments.","type":"array","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"arguments":{"type":"object","additionalProperties":{"type":"string"}}}}}}},"probes":{"description":"Negative probes: with negative: true, each tool annotated readOnlyHint (every tool with allowSideEffects) is called with arguments its inputSchema rejects (a missing required property, a wrong type, an extra property on a closed object, a value outside a bound or enum). A conforming server refuses each (isError: true, or JSON-RPC -32602); one it accepts fails the evidence check negative_probe_accepted (effect-relevant).","type":"object","additionalProperties":false,"properties":{"negative":{"type":"boolean","default":false},"allowSideEffects":{"description":"Also call tools not annotated readOnlyHint: true.","type":"boolean","default":false},"maxCallsPerTool":{"type":"integer","minimum":1,"maximum":16,"default":4},"timeoutMs":{"description":"No negative probe is started past this many milliseconds from the first.","type":"integer","minimum":1,"maximum":2147483647,"default":10000}}},"subscribeProbe":{"description":"When the server declares resources.subscribe: read this resource, subscribe, wait for notifications/resources/updated, read again.","type":"object","required":["uri"],"additionalProperties":false,"properties":{"uri":{"type":"string"},"timeoutMs":{"type":"integer","minimum":1,"maximum":2147483647,"default":5000}}},"limits":{"description":"Budgets that bound what a server can make the gate hold. Past one, discovery stops with exit 3 and a line naming the limit, the list method and the page.","type":"object","additionalProperties":false,"properties":{"messageBytes":{"description":"The largest single message in bytes: a stdout line, an HTTP JSON body, or one event of an event stream. 16 MiB by default: far above any real list page, far below what exhausts memory.","type":"integer","minimum":1024,"default":16777216},"itemsPerList":{"description":"The most items one list (tools, resources, resource templates, prompts) may have, all pages together. 100,000 by default: the largest list the gate is benchmarked with (npm run bench), far past any real server.","type":"integer","minimum":1,"default":100000},"walkBytes":{"description":"The most bytes received while walking one list, all its pages together. 64 MiB by default (100,000 small tools are about 15 MB).","type":"integer","minimum":1024,"default":67108864}}},"descriptions":{"description":"How a reworded description or instructions text is judged. auto: a correction (spelling, case, punctuation, a word that carries no meaning) is cosmetic, a rewrite that changes a number, unit, limit, negation, quantifier, verb of effect, path, URL or tool name is effect-relevant (description-rewritten). cosmetic: every rewording is cosmetic (poisoning is still flagged). effect-relevant: every rewording is reviewed. A server's own setting wins over the top-level one.","enum":["auto","cosmetic","effect-relevant"],"default":"auto"},"levels":{"$ref":"#/$defs/levels"},"semver":{"description":"Semver advice: compare the bump of serverInfo.version with the smallest bump the changes require (breaking: major, effect-relevant: minor, cosmetic: patch; in 0.x minor acts as major). warn reports it, enforce also fails the check when the bump is too small. A server's own setting wins over the top-level one.","enum":["off","warn","enforce"],"default":"off"},"contextBudget":{"$ref":"#/$defs/contextBudget"},"registry":{"description":"The MCP Registry entry (server.json) of this server, relative to this file. check compares its version and packages[].version with the live serverInfo.version (evidence registry_version_mismatch), and semver advice reads the bump from it too. Unset: a server.json next to this file, when the config lists one server.","type":"string","minLength":1},"ignore":{"description":"Changes to leave out of the gate, each with a reason: a field the server makes volatile (a description embedding the working directory). An ignored change is listed in the report as ignored, never dropped silently. Top-level entries apply to every server.","type":"array","items":{"$ref":"#/$defs/ignoreEntry"}}}};const pattern9 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");const pattern10 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");const pattern11 = new RegExp("^https?://", "u");const pattern12 = new RegExp("^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$", "u");const pattern15 = new RegExp("^/", "u");const schema24 = {"properties":{"tool-added":{"$ref":"#/$defs/level"},"tool-removed":{"$ref":"#/$defs/level"},"resource-added":{"$ref":"#/$defs/level"},"resource-removed":{"$ref":"#/$defs/level"},"resource-template-added":{"$ref":"#/$defs/level"},"resource-template-removed":{"$ref":"#/$defs/level"},"prompt-added":{"$ref":"#/$defs/level"},"prompt-removed":{"$ref":"#/$defs/level"},"title-changed":{"$ref":"#/$defs/level"},"description-changed":{"$ref":"#/$defs/level"},"description-rewritten":{"$ref":"#/$defs/level"},"description-poisoned":{"$ref":"#/$defs/level"},"icons-changed":{"$ref":"#/$defs/level"},"tool-read-only-hint-changed":{"$ref":"#/$defs/level"},"tool-destructive-hint-changed":{"$ref":"#/$defs/level"},"tool-idempotent-hint-changed":{"$ref":"#/$defs/level"},"tool-open-world-hint-changed":{"$ref":"#/$defs/level"},"tool-annotation-title-changed":{"$ref":"#/$defs/level"},"tool-task-support-changed":{"$ref":"#/$defs/level"},"tool-task-support-narrowed":{"$ref":"#/$defs/level"},"tool-output-schema-added":{"$ref":"#/$defs/level"},"tool-output-schema-removed":{"$ref":"#/$defs/level"},"tool-output-schema-dialect-refused":{"$ref":"#/$defs/level"},"tool-mcp-header-added":{"$ref":"#/$defs/level"},"tool-mcp-header-changed":{"$ref":"#/$defs/level"},"tool-mcp-header-required-changed":{"$ref":"#/$defs/level"},"tool-mcp-header-invalid":{"$ref":"#/$defs/level"},"resource-mime-type-changed":{"$ref":"#/$defs/level"},"resource-name-changed":{"$ref":"#/$defs/level"},"resource-size-changed":{"$ref":"#/$defs/level"},"resource-annotations-changed":{"$ref":"#/$defs/level"},"prompt-argument-added":{"$ref":"#/$defs/level"},"prompt-argument-added-required":{"$ref":"#/$defs/level"},"prompt-argument-removed":{"$ref":"#/$defs/level"},"prompt-argument-made-required":{"$ref":"#/$defs/level"},"prompt-argument-made-optional":{"$ref":"#/$defs/level"},"list-now-unsupported":{"$ref":"#/$defs/level"},"list-now-supported":{"$ref":"#/$defs/level"},"capability-added":{"$ref":"#/$defs/level"},"capability-removed":{"$ref":"#/$defs/level"},"capability-changed":{"$ref":"#/$defs/level"},"capability-notifications-removed":{"$ref":"#/$defs/level"},"capability-unused-removed":{"$ref":"#/$defs/level"},"capability-extension-added":{"$ref":"#/$defs/level"},"capability-extension-removed":{"$ref":"#/$defs/level"},"capability-extension-changed":{"$ref":"#/$defs/level"},"capability-unknown-changed":{"$ref":"#/$defs/level"},"client-capabilities-changed":{"$ref":"#/$defs/level"},"protocol-revision-changed":{"$ref":"#/$defs/level"},"protocol-revision-dropped":{"$ref":"#/$defs/level"},"protocol-matrix-changed":{"$ref":"#/$defs/level"},"cache-scope-widened":{"$ref":"#/$defs/level"},"cache-scope-narrowed":{"$ref":"#/$defs/level"},"protocol-era-changed":{"$ref":"#/$defs/level"},"server-name-changed":{"$ref":"#/$defs/level"},"server-version-changed":{"$ref":"#/$defs/level"},"server-info-changed":{"$ref":"#/$defs/level"},"instructions-changed":{"$ref":"#/$defs/level"},"instructions-rewritten":{"$ref":"#/$defs/level"},"instructions-poisoned":{"$ref":"#/$defs/level"},"field-changed-unclassified":{"$ref":"#/$defs/level"},"context-budget-exceeded":{"$ref":"#/$defs/level"},"input-type-narrowed":{"$ref":"#/$defs/level"},"output-type-narrowed":{"$ref":"#/$defs/level"},"input-type-widened":{"$ref":"#/$defs/level"},"output-type-widened":{"$ref":"#/$defs/level"},"input-enum-value-removed":{"$ref":"#/$defs/level"},"output-enum-value-removed":{"$ref":"#/$defs/level"},"input-enum-value-added":{"$ref":"#/$defs/level"},"output-enum-value-added":{"$ref":"#/$defs/level"},"input-enum-added":{"$ref":"#/$defs/level"},"output-enum-added":{"$ref":"#/$defs/level"},"input-enum-removed":{"$ref":"#/$defs/level"},"output-enum-removed":{"$ref":"#/$defs/level"},"input-required-added":{"$ref":"#/$defs/level"},"output-required-added":{"$ref":"#/$defs/level"},"input-required-added-defaulted":{"$ref":"#/$defs/level"},"output-required-added-defaulted":{"$ref":"#/$defs/level"},"input-required-removed":{"$ref":"#/$defs/level"},"output-required-removed":{"$ref":"#/$defs/level"},"input-property-added":{"$ref":"#/$defs/level"},"output-property-added":{"$ref":"#/$defs/level"},"input-property-removed":{"$ref":"#/$defs/level"},"output-property-removed":{"$ref":"#/$defs/level"},"input-optional-property-removed":{"$ref":"#/$defs/level"},"output-optional-property-removed":{"$ref":"#/$defs/level"},"input-closed-property-removed":{"$ref":"#/$defs/level"},"output-closed-property-removed":{"$ref":"#/$defs/level"},"input-closed-optional-property-removed":{"$ref":"#/$defs/level"},"output-closed-optional-property-removed":{"$ref":"#/$defs/level"},"input-additional-properties-closed":{"$ref":"#/$defs/level"},"output-additional-properties-closed":{"$ref":"#/$defs/level"},"input-additional-properties-opened":{"$ref":"#/$defs/level"},"output-additional-properties-opened":{"$ref":"#/$defs/level"},"input-bound-tightened":{"$ref":"#/$defs/level"},"output-bound-tightened":{"$ref":"#/$defs/level"},"input-bound-relaxed":{"$ref":"#/$defs/level"},"output-bound-relaxed":{"$ref":"#/$defs/level"},"input-pattern-added":{"$ref":"#/$defs/level"},"output-pattern-added":{"$ref":"#/$defs/level"},"input-pattern-removed":{"$ref":"#/$defs/level"},"output-pattern-removed":{"$ref":"#/$defs/level"},"input-pattern-changed":{"$ref":"#/$defs/level"},"output-pattern-changed":{"$ref":"#/$defs/level"},"input-pattern-narrowed":{"$ref":"#/$defs/level"},"output-pattern-narrowed":{"$ref":"#/$defs/level"},"input-pattern-widened":{"$ref":"#/$defs/level"},"output-pattern-widened":{"$ref":"#/$defs/level"},"input-variant-added":{"$ref":"#/$defs/level"},"output-variant-added":{"$ref":"#/$defs/level"},"input-variant-removed":{"$ref":"#/$defs/level"},"output-variant-removed":{"$ref":"#/$defs/level"},"input-constraint-added":{"$ref":"#/$defs/level"},"output-constraint-added":{"$ref":"#/$defs/level"},"input-constraint-removed":{"$ref":"#/$defs/level"},"output-constraint-removed":{"$ref":"#/$defs/level"},"input-format-changed":{"$ref":"#/$defs/level"},"output-format-changed":{"$ref":"#/$defs/level"},"input-read-only-changed":{"$ref":"#/$defs/level"},"output-read-only-changed":{"$ref":"#/$defs/level"},"input-write-only-changed":{"$ref":"#/$defs/level"},"output-write-only-changed":{"$ref":"#/$defs/level"},"input-deprecated-changed":{"$ref":"#/$defs/level"},"output-deprecated-changed":{"$ref":"#/$defs/level"},"input-content-changed":{"$ref":"#/$defs/level"},"output-content-changed":{"$ref":"#/$defs/level"},"input-default-changed":{"$ref":"#/$defs/level"},"output-default-changed":{"$ref":"#/$defs/level"},"input-annotation-changed":{"$ref":"#/$defs/level"},"output-annotation-changed":{"$ref":"#/$defs/level"},"input-form-changed":{"$ref":"#/$defs/level"},"output-form-changed":{"$ref":"#/$defs/level"},"input-logic-changed":{"$ref":"#/$defs/level"},"output-logic-changed":{"$ref":"#/$defs/level"},"input-undecided":{"$ref":"#/$defs/level"},"output-undecided":{"$ref":"#/$defs/level"},"input-unverified":{"$ref":"#/$defs/level"},"output-unverified":{"$ref":"#/$defs/level"},"input-remote-ref":{"$ref":"#/$defs/level"},"output-remote-ref":{"$ref":"#/$defs/level"},"input-schema-invalid":{"$ref":"#/$defs/level"},"output-schema-invalid":{"$ref":"#/$defs/level"},"input-root-not-object":{"$ref":"#/$defs/level"},"output-root-not-object":{"$ref":"#/$defs/level"},"input-schema-narrowed":{"$ref":"#/$defs/level"},"output-schema-narrowed":{"$ref":"#/$defs/level"},"input-schema-widened":{"$ref":"#/$defs/level"},"output-schema-widened":{"$ref":"#/$defs/level"}}};const schema25 = {"enum":["cosmetic","effect-relevant","breaking"]};function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate16.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func0.call(schema24.properties, key0))){validate16.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data["tool-added"] !== undefined){let data0 = data["tool-added"];const _errs2 = errors;if(!(((data0 === "cosmetic") || (data0 === "effect-relevant")) || (data0 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-removed"] !== undefined){let data1 = data["tool-removed"];const _errs4 = errors;if(!(((data1 === "cosmetic") || (data1 === "effect-relevant")) || (data1 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data["resource-added"] !== undefined){let data2 = data["resource-added"];const _errs6 = errors;if(!(((data2 === "cosmetic") || (data2 === "effect-relevant")) || (data2 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/resource-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data["resource-removed"] !== undefined){let data3 = data["resource-removed"];const _errs8 = errors;if(!(((data3 === "cosmetic") || (data3 === "effect-relevant")) || (data3 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/resource-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data["resource-template-added"] !== undefined){let data4 = data["resource-template-added"];const _errs10 = errors;if(!(((data4 === "cosmetic") || (data4 === "effect-relevant")) || (data4 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/resource-template-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data["resource-template-removed"] !== undefined){let data5 = data["resource-template-removed"];const _errs12 = errors;if(!(((data5 === "cosmetic") || (data5 === "effect-relevant")) || (data5 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/resource-template-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data["prompt-added"] !== undefined){let data6 = data["prompt-added"];const _errs14 = errors;if(!(((data6 === "cosmetic") || (data6 === "effect-relevant")) || (data6 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/prompt-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data["prompt-removed"] !== undefined){let data7 = data["prompt-removed"];const _errs16 = errors;if(!(((data7 === "cosmetic") || (data7 === "effect-relevant")) || (data7 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/prompt-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data["title-changed"] !== undefined){let data8 = data["title-changed"];const _errs18 = errors;if(!(((data8 === "cosmetic") || (data8 === "effect-relevant")) || (data8 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/title-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data["description-changed"] !== undefined){let data9 = data["description-changed"];const _errs20 = errors;if(!(((data9 === "cosmetic") || (data9 === "effect-relevant")) || (data9 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/description-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data["description-rewritten"] !== undefined){let data10 = data["description-rewritten"];const _errs22 = errors;if(!(((data10 === "cosmetic") || (data10 === "effect-relevant")) || (data10 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/description-rewritten",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs22 === errors;}else {var valid0 = true;}if(valid0){if(data["description-poisoned"] !== undefined){let data11 = data["description-poisoned"];const _errs24 = errors;if(!(((data11 === "cosmetic") || (data11 === "effect-relevant")) || (data11 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/description-poisoned",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs24 === errors;}else {var valid0 = true;}if(valid0){if(data["icons-changed"] !== undefined){let data12 = data["icons-changed"];const _errs26 = errors;if(!(((data12 === "cosmetic") || (data12 === "effect-relevant")) || (data12 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/icons-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs26 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-read-only-hint-changed"] !== undefined){let data13 = data["tool-read-only-hint-changed"];const _errs28 = errors;if(!(((data13 === "cosmetic") || (data13 === "effect-relevant")) || (data13 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-read-only-hint-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs28 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-destructive-hint-changed"] !== undefined){let data14 = data["tool-destructive-hint-changed"];const _errs30 = errors;if(!(((data14 === "cosmetic") || (data14 === "effect-relevant")) || (data14 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-destructive-hint-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs30 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-idempotent-hint-changed"] !== undefined){let data15 = data["tool-idempotent-hint-changed"];const _errs32 = errors;if(!(((data15 === "cosmetic") || (data15 === "effect-relevant")) || (data15 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-idempotent-hint-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs32 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-open-world-hint-changed"] !== undefined){let data16 = data["tool-open-world-hint-changed"];const _errs34 = errors;if(!(((data16 === "cosmetic") || (data16 === "effect-relevant")) || (data16 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-open-world-hint-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs34 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-annotation-title-changed"] !== undefined){let data17 = data["tool-annotation-title-changed"];const _errs36 = errors;if(!(((data17 === "cosmetic") || (data17 === "effect-relevant")) || (data17 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-annotation-title-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs36 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-task-support-changed"] !== undefined){let data18 = data["tool-task-support-changed"];const _errs38 = errors;if(!(((data18 === "cosmetic") || (data18 === "effect-relevant")) || (data18 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-task-support-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs38 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-task-support-narrowed"] !== undefined){let data19 = data["tool-task-support-narrowed"];const _errs40 = errors;if(!(((data19 === "cosmetic") || (data19 === "effect-relevant")) || (data19 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-task-support-narrowed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs40 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-output-schema-added"] !== undefined){let data20 = data["tool-output-schema-added"];const _errs42 = errors;if(!(((data20 === "cosmetic") || (data20 === "effect-relevant")) || (data20 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-output-schema-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs42 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-output-schema-removed"] !== undefined){let data21 = data["tool-output-schema-removed"];const _errs44 = errors;if(!(((data21 === "cosmetic") || (data21 === "effect-relevant")) || (data21 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-output-schema-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs44 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-output-schema-dialect-refused"] !== undefined){let data22 = data["tool-output-schema-dialect-refused"];const _errs46 = errors;if(!(((data22 === "cosmetic") || (data22 === "effect-relevant")) || (data22 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-output-schema-dialect-refused",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs46 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-mcp-header-added"] !== undefined){let data23 = data["tool-mcp-header-added"];const _errs48 = errors;if(!(((data23 === "cosmetic") || (data23 === "effect-relevant")) || (data23 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-mcp-header-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs48 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-mcp-header-changed"] !== undefined){let data24 = data["tool-mcp-header-changed"];const _errs50 = errors;if(!(((data24 === "cosmetic") || (data24 === "effect-relevant")) || (data24 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-mcp-header-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs50 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-mcp-header-required-changed"] !== undefined){let data25 = data["tool-mcp-header-required-changed"];const _errs52 = errors;if(!(((data25 === "cosmetic") || (data25 === "effect-relevant")) || (data25 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-mcp-header-required-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs52 === errors;}else {var valid0 = true;}if(valid0){if(data["tool-mcp-header-invalid"] !== undefined){let data26 = data["tool-mcp-header-invalid"];const _errs54 = errors;if(!(((data26 === "cosmetic") || (data26 === "effect-relevant")) || (data26 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/tool-mcp-header-invalid",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs54 === errors;}else {var valid0 = true;}if(valid0){if(data["resource-mime-type-changed"] !== undefined){let data27 = data["resource-mime-type-changed"];const _errs56 = errors;if(!(((data27 === "cosmetic") || (data27 === "effect-relevant")) || (data27 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/resource-mime-type-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs56 === errors;}else {var valid0 = true;}if(valid0){if(data["resource-name-changed"] !== undefined){let data28 = data["resource-name-changed"];const _errs58 = errors;if(!(((data28 === "cosmetic") || (data28 === "effect-relevant")) || (data28 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/resource-name-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs58 === errors;}else {var valid0 = true;}if(valid0){if(data["resource-size-changed"] !== undefined){let data29 = data["resource-size-changed"];const _errs60 = errors;if(!(((data29 === "cosmetic") || (data29 === "effect-relevant")) || (data29 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/resource-size-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs60 === errors;}else {var valid0 = true;}if(valid0){if(data["resource-annotations-changed"] !== undefined){let data30 = data["resource-annotations-changed"];const _errs62 = errors;if(!(((data30 === "cosmetic") || (data30 === "effect-relevant")) || (data30 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/resource-annotations-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs62 === errors;}else {var valid0 = true;}if(valid0){if(data["prompt-argument-added"] !== undefined){let data31 = data["prompt-argument-added"];const _errs64 = errors;if(!(((data31 === "cosmetic") || (data31 === "effect-relevant")) || (data31 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/prompt-argument-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs64 === errors;}else {var valid0 = true;}if(valid0){if(data["prompt-argument-added-required"] !== undefined){let data32 = data["prompt-argument-added-required"];const _errs66 = errors;if(!(((data32 === "cosmetic") || (data32 === "effect-relevant")) || (data32 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/prompt-argument-added-required",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs66 === errors;}else {var valid0 = true;}if(valid0){if(data["prompt-argument-removed"] !== undefined){let data33 = data["prompt-argument-removed"];const _errs68 = errors;if(!(((data33 === "cosmetic") || (data33 === "effect-relevant")) || (data33 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/prompt-argument-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs68 === errors;}else {var valid0 = true;}if(valid0){if(data["prompt-argument-made-required"] !== undefined){let data34 = data["prompt-argument-made-required"];const _errs70 = errors;if(!(((data34 === "cosmetic") || (data34 === "effect-relevant")) || (data34 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/prompt-argument-made-required",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs70 === errors;}else {var valid0 = true;}if(valid0){if(data["prompt-argument-made-optional"] !== undefined){let data35 = data["prompt-argument-made-optional"];const _errs72 = errors;if(!(((data35 === "cosmetic") || (data35 === "effect-relevant")) || (data35 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/prompt-argument-made-optional",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs72 === errors;}else {var valid0 = true;}if(valid0){if(data["list-now-unsupported"] !== undefined){let data36 = data["list-now-unsupported"];const _errs74 = errors;if(!(((data36 === "cosmetic") || (data36 === "effect-relevant")) || (data36 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/list-now-unsupported",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs74 === errors;}else {var valid0 = true;}if(valid0){if(data["list-now-supported"] !== undefined){let data37 = data["list-now-supported"];const _errs76 = errors;if(!(((data37 === "cosmetic") || (data37 === "effect-relevant")) || (data37 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/list-now-supported",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs76 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-added"] !== undefined){let data38 = data["capability-added"];const _errs78 = errors;if(!(((data38 === "cosmetic") || (data38 === "effect-relevant")) || (data38 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs78 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-removed"] !== undefined){let data39 = data["capability-removed"];const _errs80 = errors;if(!(((data39 === "cosmetic") || (data39 === "effect-relevant")) || (data39 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs80 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-changed"] !== undefined){let data40 = data["capability-changed"];const _errs82 = errors;if(!(((data40 === "cosmetic") || (data40 === "effect-relevant")) || (data40 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs82 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-notifications-removed"] !== undefined){let data41 = data["capability-notifications-removed"];const _errs84 = errors;if(!(((data41 === "cosmetic") || (data41 === "effect-relevant")) || (data41 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-notifications-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs84 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-unused-removed"] !== undefined){let data42 = data["capability-unused-removed"];const _errs86 = errors;if(!(((data42 === "cosmetic") || (data42 === "effect-relevant")) || (data42 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-unused-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs86 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-extension-added"] !== undefined){let data43 = data["capability-extension-added"];const _errs88 = errors;if(!(((data43 === "cosmetic") || (data43 === "effect-relevant")) || (data43 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-extension-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs88 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-extension-removed"] !== undefined){let data44 = data["capability-extension-removed"];const _errs90 = errors;if(!(((data44 === "cosmetic") || (data44 === "effect-relevant")) || (data44 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-extension-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs90 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-extension-changed"] !== undefined){let data45 = data["capability-extension-changed"];const _errs92 = errors;if(!(((data45 === "cosmetic") || (data45 === "effect-relevant")) || (data45 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-extension-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs92 === errors;}else {var valid0 = true;}if(valid0){if(data["capability-unknown-changed"] !== undefined){let data46 = data["capability-unknown-changed"];const _errs94 = errors;if(!(((data46 === "cosmetic") || (data46 === "effect-relevant")) || (data46 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/capability-unknown-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs94 === errors;}else {var valid0 = true;}if(valid0){if(data["client-capabilities-changed"] !== undefined){let data47 = data["client-capabilities-changed"];const _errs96 = errors;if(!(((data47 === "cosmetic") || (data47 === "effect-relevant")) || (data47 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/client-capabilities-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs96 === errors;}else {var valid0 = true;}if(valid0){if(data["protocol-revision-changed"] !== undefined){let data48 = data["protocol-revision-changed"];const _errs98 = errors;if(!(((data48 === "cosmetic") || (data48 === "effect-relevant")) || (data48 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/protocol-revision-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs98 === errors;}else {var valid0 = true;}if(valid0){if(data["protocol-revision-dropped"] !== undefined){let data49 = data["protocol-revision-dropped"];const _errs100 = errors;if(!(((data49 === "cosmetic") || (data49 === "effect-relevant")) || (data49 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/protocol-revision-dropped",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs100 === errors;}else {var valid0 = true;}if(valid0){if(data["protocol-matrix-changed"] !== undefined){let data50 = data["protocol-matrix-changed"];const _errs102 = errors;if(!(((data50 === "cosmetic") || (data50 === "effect-relevant")) || (data50 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/protocol-matrix-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs102 === errors;}else {var valid0 = true;}if(valid0){if(data["cache-scope-widened"] !== undefined){let data51 = data["cache-scope-widened"];const _errs104 = errors;if(!(((data51 === "cosmetic") || (data51 === "effect-relevant")) || (data51 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/cache-scope-widened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs104 === errors;}else {var valid0 = true;}if(valid0){if(data["cache-scope-narrowed"] !== undefined){let data52 = data["cache-scope-narrowed"];const _errs106 = errors;if(!(((data52 === "cosmetic") || (data52 === "effect-relevant")) || (data52 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/cache-scope-narrowed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs106 === errors;}else {var valid0 = true;}if(valid0){if(data["protocol-era-changed"] !== undefined){let data53 = data["protocol-era-changed"];const _errs108 = errors;if(!(((data53 === "cosmetic") || (data53 === "effect-relevant")) || (data53 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/protocol-era-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs108 === errors;}else {var valid0 = true;}if(valid0){if(data["server-name-changed"] !== undefined){let data54 = data["server-name-changed"];const _errs110 = errors;if(!(((data54 === "cosmetic") || (data54 === "effect-relevant")) || (data54 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/server-name-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs110 === errors;}else {var valid0 = true;}if(valid0){if(data["server-version-changed"] !== undefined){let data55 = data["server-version-changed"];const _errs112 = errors;if(!(((data55 === "cosmetic") || (data55 === "effect-relevant")) || (data55 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/server-version-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs112 === errors;}else {var valid0 = true;}if(valid0){if(data["server-info-changed"] !== undefined){let data56 = data["server-info-changed"];const _errs114 = errors;if(!(((data56 === "cosmetic") || (data56 === "effect-relevant")) || (data56 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/server-info-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs114 === errors;}else {var valid0 = true;}if(valid0){if(data["instructions-changed"] !== undefined){let data57 = data["instructions-changed"];const _errs116 = errors;if(!(((data57 === "cosmetic") || (data57 === "effect-relevant")) || (data57 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/instructions-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs116 === errors;}else {var valid0 = true;}if(valid0){if(data["instructions-rewritten"] !== undefined){let data58 = data["instructions-rewritten"];const _errs118 = errors;if(!(((data58 === "cosmetic") || (data58 === "effect-relevant")) || (data58 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/instructions-rewritten",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs118 === errors;}else {var valid0 = true;}if(valid0){if(data["instructions-poisoned"] !== undefined){let data59 = data["instructions-poisoned"];const _errs120 = errors;if(!(((data59 === "cosmetic") || (data59 === "effect-relevant")) || (data59 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/instructions-poisoned",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs120 === errors;}else {var valid0 = true;}if(valid0){if(data["field-changed-unclassified"] !== undefined){let data60 = data["field-changed-unclassified"];const _errs122 = errors;if(!(((data60 === "cosmetic") || (data60 === "effect-relevant")) || (data60 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/field-changed-unclassified",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs122 === errors;}else {var valid0 = true;}if(valid0){if(data["context-budget-exceeded"] !== undefined){let data61 = data["context-budget-exceeded"];const _errs124 = errors;if(!(((data61 === "cosmetic") || (data61 === "effect-relevant")) || (data61 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/context-budget-exceeded",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs124 === errors;}else {var valid0 = true;}if(valid0){if(data["input-type-narrowed"] !== undefined){let data62 = data["input-type-narrowed"];const _errs126 = errors;if(!(((data62 === "cosmetic") || (data62 === "effect-relevant")) || (data62 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-type-narrowed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs126 === errors;}else {var valid0 = true;}if(valid0){if(data["output-type-narrowed"] !== undefined){let data63 = data["output-type-narrowed"];const _errs128 = errors;if(!(((data63 === "cosmetic") || (data63 === "effect-relevant")) || (data63 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-type-narrowed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs128 === errors;}else {var valid0 = true;}if(valid0){if(data["input-type-widened"] !== undefined){let data64 = data["input-type-widened"];const _errs130 = errors;if(!(((data64 === "cosmetic") || (data64 === "effect-relevant")) || (data64 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-type-widened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs130 === errors;}else {var valid0 = true;}if(valid0){if(data["output-type-widened"] !== undefined){let data65 = data["output-type-widened"];const _errs132 = errors;if(!(((data65 === "cosmetic") || (data65 === "effect-relevant")) || (data65 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-type-widened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs132 === errors;}else {var valid0 = true;}if(valid0){if(data["input-enum-value-removed"] !== undefined){let data66 = data["input-enum-value-removed"];const _errs134 = errors;if(!(((data66 === "cosmetic") || (data66 === "effect-relevant")) || (data66 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-enum-value-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs134 === errors;}else {var valid0 = true;}if(valid0){if(data["output-enum-value-removed"] !== undefined){let data67 = data["output-enum-value-removed"];const _errs136 = errors;if(!(((data67 === "cosmetic") || (data67 === "effect-relevant")) || (data67 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-enum-value-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs136 === errors;}else {var valid0 = true;}if(valid0){if(data["input-enum-value-added"] !== undefined){let data68 = data["input-enum-value-added"];const _errs138 = errors;if(!(((data68 === "cosmetic") || (data68 === "effect-relevant")) || (data68 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-enum-value-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs138 === errors;}else {var valid0 = true;}if(valid0){if(data["output-enum-value-added"] !== undefined){let data69 = data["output-enum-value-added"];const _errs140 = errors;if(!(((data69 === "cosmetic") || (data69 === "effect-relevant")) || (data69 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-enum-value-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs140 === errors;}else {var valid0 = true;}if(valid0){if(data["input-enum-added"] !== undefined){let data70 = data["input-enum-added"];const _errs142 = errors;if(!(((data70 === "cosmetic") || (data70 === "effect-relevant")) || (data70 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-enum-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs142 === errors;}else {var valid0 = true;}if(valid0){if(data["output-enum-added"] !== undefined){let data71 = data["output-enum-added"];const _errs144 = errors;if(!(((data71 === "cosmetic") || (data71 === "effect-relevant")) || (data71 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-enum-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs144 === errors;}else {var valid0 = true;}if(valid0){if(data["input-enum-removed"] !== undefined){let data72 = data["input-enum-removed"];const _errs146 = errors;if(!(((data72 === "cosmetic") || (data72 === "effect-relevant")) || (data72 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-enum-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs146 === errors;}else {var valid0 = true;}if(valid0){if(data["output-enum-removed"] !== undefined){let data73 = data["output-enum-removed"];const _errs148 = errors;if(!(((data73 === "cosmetic") || (data73 === "effect-relevant")) || (data73 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-enum-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs148 === errors;}else {var valid0 = true;}if(valid0){if(data["input-required-added"] !== undefined){let data74 = data["input-required-added"];const _errs150 = errors;if(!(((data74 === "cosmetic") || (data74 === "effect-relevant")) || (data74 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-required-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs150 === errors;}else {var valid0 = true;}if(valid0){if(data["output-required-added"] !== undefined){let data75 = data["output-required-added"];const _errs152 = errors;if(!(((data75 === "cosmetic") || (data75 === "effect-relevant")) || (data75 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-required-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs152 === errors;}else {var valid0 = true;}if(valid0){if(data["input-required-added-defaulted"] !== undefined){let data76 = data["input-required-added-defaulted"];const _errs154 = errors;if(!(((data76 === "cosmetic") || (data76 === "effect-relevant")) || (data76 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-required-added-defaulted",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs154 === errors;}else {var valid0 = true;}if(valid0){if(data["output-required-added-defaulted"] !== undefined){let data77 = data["output-required-added-defaulted"];const _errs156 = errors;if(!(((data77 === "cosmetic") || (data77 === "effect-relevant")) || (data77 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-required-added-defaulted",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs156 === errors;}else {var valid0 = true;}if(valid0){if(data["input-required-removed"] !== undefined){let data78 = data["input-required-removed"];const _errs158 = errors;if(!(((data78 === "cosmetic") || (data78 === "effect-relevant")) || (data78 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-required-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs158 === errors;}else {var valid0 = true;}if(valid0){if(data["output-required-removed"] !== undefined){let data79 = data["output-required-removed"];const _errs160 = errors;if(!(((data79 === "cosmetic") || (data79 === "effect-relevant")) || (data79 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-required-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs160 === errors;}else {var valid0 = true;}if(valid0){if(data["input-property-added"] !== undefined){let data80 = data["input-property-added"];const _errs162 = errors;if(!(((data80 === "cosmetic") || (data80 === "effect-relevant")) || (data80 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-property-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs162 === errors;}else {var valid0 = true;}if(valid0){if(data["output-property-added"] !== undefined){let data81 = data["output-property-added"];const _errs164 = errors;if(!(((data81 === "cosmetic") || (data81 === "effect-relevant")) || (data81 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-property-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs164 === errors;}else {var valid0 = true;}if(valid0){if(data["input-property-removed"] !== undefined){let data82 = data["input-property-removed"];const _errs166 = errors;if(!(((data82 === "cosmetic") || (data82 === "effect-relevant")) || (data82 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-property-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs166 === errors;}else {var valid0 = true;}if(valid0){if(data["output-property-removed"] !== undefined){let data83 = data["output-property-removed"];const _errs168 = errors;if(!(((data83 === "cosmetic") || (data83 === "effect-relevant")) || (data83 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-property-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs168 === errors;}else {var valid0 = true;}if(valid0){if(data["input-optional-property-removed"] !== undefined){let data84 = data["input-optional-property-removed"];const _errs170 = errors;if(!(((data84 === "cosmetic") || (data84 === "effect-relevant")) || (data84 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-optional-property-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs170 === errors;}else {var valid0 = true;}if(valid0){if(data["output-optional-property-removed"] !== undefined){let data85 = data["output-optional-property-removed"];const _errs172 = errors;if(!(((data85 === "cosmetic") || (data85 === "effect-relevant")) || (data85 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-optional-property-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs172 === errors;}else {var valid0 = true;}if(valid0){if(data["input-closed-property-removed"] !== undefined){let data86 = data["input-closed-property-removed"];const _errs174 = errors;if(!(((data86 === "cosmetic") || (data86 === "effect-relevant")) || (data86 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-closed-property-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs174 === errors;}else {var valid0 = true;}if(valid0){if(data["output-closed-property-removed"] !== undefined){let data87 = data["output-closed-property-removed"];const _errs176 = errors;if(!(((data87 === "cosmetic") || (data87 === "effect-relevant")) || (data87 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-closed-property-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs176 === errors;}else {var valid0 = true;}if(valid0){if(data["input-closed-optional-property-removed"] !== undefined){let data88 = data["input-closed-optional-property-removed"];const _errs178 = errors;if(!(((data88 === "cosmetic") || (data88 === "effect-relevant")) || (data88 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-closed-optional-property-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs178 === errors;}else {var valid0 = true;}if(valid0){if(data["output-closed-optional-property-removed"] !== undefined){let data89 = data["output-closed-optional-property-removed"];const _errs180 = errors;if(!(((data89 === "cosmetic") || (data89 === "effect-relevant")) || (data89 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-closed-optional-property-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs180 === errors;}else {var valid0 = true;}if(valid0){if(data["input-additional-properties-closed"] !== undefined){let data90 = data["input-additional-properties-closed"];const _errs182 = errors;if(!(((data90 === "cosmetic") || (data90 === "effect-relevant")) || (data90 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-additional-properties-closed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs182 === errors;}else {var valid0 = true;}if(valid0){if(data["output-additional-properties-closed"] !== undefined){let data91 = data["output-additional-properties-closed"];const _errs184 = errors;if(!(((data91 === "cosmetic") || (data91 === "effect-relevant")) || (data91 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-additional-properties-closed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs184 === errors;}else {var valid0 = true;}if(valid0){if(data["input-additional-properties-opened"] !== undefined){let data92 = data["input-additional-properties-opened"];const _errs186 = errors;if(!(((data92 === "cosmetic") || (data92 === "effect-relevant")) || (data92 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-additional-properties-opened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs186 === errors;}else {var valid0 = true;}if(valid0){if(data["output-additional-properties-opened"] !== undefined){let data93 = data["output-additional-properties-opened"];const _errs188 = errors;if(!(((data93 === "cosmetic") || (data93 === "effect-relevant")) || (data93 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-additional-properties-opened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs188 === errors;}else {var valid0 = true;}if(valid0){if(data["input-bound-tightened"] !== undefined){let data94 = data["input-bound-tightened"];const _errs190 = errors;if(!(((data94 === "cosmetic") || (data94 === "effect-relevant")) || (data94 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-bound-tightened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs190 === errors;}else {var valid0 = true;}if(valid0){if(data["output-bound-tightened"] !== undefined){let data95 = data["output-bound-tightened"];const _errs192 = errors;if(!(((data95 === "cosmetic") || (data95 === "effect-relevant")) || (data95 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-bound-tightened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs192 === errors;}else {var valid0 = true;}if(valid0){if(data["input-bound-relaxed"] !== undefined){let data96 = data["input-bound-relaxed"];const _errs194 = errors;if(!(((data96 === "cosmetic") || (data96 === "effect-relevant")) || (data96 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-bound-relaxed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs194 === errors;}else {var valid0 = true;}if(valid0){if(data["output-bound-relaxed"] !== undefined){let data97 = data["output-bound-relaxed"];const _errs196 = errors;if(!(((data97 === "cosmetic") || (data97 === "effect-relevant")) || (data97 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-bound-relaxed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs196 === errors;}else {var valid0 = true;}if(valid0){if(data["input-pattern-added"] !== undefined){let data98 = data["input-pattern-added"];const _errs198 = errors;if(!(((data98 === "cosmetic") || (data98 === "effect-relevant")) || (data98 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-pattern-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs198 === errors;}else {var valid0 = true;}if(valid0){if(data["output-pattern-added"] !== undefined){let data99 = data["output-pattern-added"];const _errs200 = errors;if(!(((data99 === "cosmetic") || (data99 === "effect-relevant")) || (data99 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-pattern-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs200 === errors;}else {var valid0 = true;}if(valid0){if(data["input-pattern-removed"] !== undefined){let data100 = data["input-pattern-removed"];const _errs202 = errors;if(!(((data100 === "cosmetic") || (data100 === "effect-relevant")) || (data100 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-pattern-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs202 === errors;}else {var valid0 = true;}if(valid0){if(data["output-pattern-removed"] !== undefined){let data101 = data["output-pattern-removed"];const _errs204 = errors;if(!(((data101 === "cosmetic") || (data101 === "effect-relevant")) || (data101 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-pattern-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs204 === errors;}else {var valid0 = true;}if(valid0){if(data["input-pattern-changed"] !== undefined){let data102 = data["input-pattern-changed"];const _errs206 = errors;if(!(((data102 === "cosmetic") || (data102 === "effect-relevant")) || (data102 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-pattern-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs206 === errors;}else {var valid0 = true;}if(valid0){if(data["output-pattern-changed"] !== undefined){let data103 = data["output-pattern-changed"];const _errs208 = errors;if(!(((data103 === "cosmetic") || (data103 === "effect-relevant")) || (data103 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-pattern-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs208 === errors;}else {var valid0 = true;}if(valid0){if(data["input-pattern-narrowed"] !== undefined){let data104 = data["input-pattern-narrowed"];const _errs210 = errors;if(!(((data104 === "cosmetic") || (data104 === "effect-relevant")) || (data104 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-pattern-narrowed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs210 === errors;}else {var valid0 = true;}if(valid0){if(data["output-pattern-narrowed"] !== undefined){let data105 = data["output-pattern-narrowed"];const _errs212 = errors;if(!(((data105 === "cosmetic") || (data105 === "effect-relevant")) || (data105 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-pattern-narrowed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs212 === errors;}else {var valid0 = true;}if(valid0){if(data["input-pattern-widened"] !== undefined){let data106 = data["input-pattern-widened"];const _errs214 = errors;if(!(((data106 === "cosmetic") || (data106 === "effect-relevant")) || (data106 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-pattern-widened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs214 === errors;}else {var valid0 = true;}if(valid0){if(data["output-pattern-widened"] !== undefined){let data107 = data["output-pattern-widened"];const _errs216 = errors;if(!(((data107 === "cosmetic") || (data107 === "effect-relevant")) || (data107 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-pattern-widened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs216 === errors;}else {var valid0 = true;}if(valid0){if(data["input-variant-added"] !== undefined){let data108 = data["input-variant-added"];const _errs218 = errors;if(!(((data108 === "cosmetic") || (data108 === "effect-relevant")) || (data108 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-variant-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs218 === errors;}else {var valid0 = true;}if(valid0){if(data["output-variant-added"] !== undefined){let data109 = data["output-variant-added"];const _errs220 = errors;if(!(((data109 === "cosmetic") || (data109 === "effect-relevant")) || (data109 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-variant-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs220 === errors;}else {var valid0 = true;}if(valid0){if(data["input-variant-removed"] !== undefined){let data110 = data["input-variant-removed"];const _errs222 = errors;if(!(((data110 === "cosmetic") || (data110 === "effect-relevant")) || (data110 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-variant-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs222 === errors;}else {var valid0 = true;}if(valid0){if(data["output-variant-removed"] !== undefined){let data111 = data["output-variant-removed"];const _errs224 = errors;if(!(((data111 === "cosmetic") || (data111 === "effect-relevant")) || (data111 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-variant-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs224 === errors;}else {var valid0 = true;}if(valid0){if(data["input-constraint-added"] !== undefined){let data112 = data["input-constraint-added"];const _errs226 = errors;if(!(((data112 === "cosmetic") || (data112 === "effect-relevant")) || (data112 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-constraint-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs226 === errors;}else {var valid0 = true;}if(valid0){if(data["output-constraint-added"] !== undefined){let data113 = data["output-constraint-added"];const _errs228 = errors;if(!(((data113 === "cosmetic") || (data113 === "effect-relevant")) || (data113 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-constraint-added",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs228 === errors;}else {var valid0 = true;}if(valid0){if(data["input-constraint-removed"] !== undefined){let data114 = data["input-constraint-removed"];const _errs230 = errors;if(!(((data114 === "cosmetic") || (data114 === "effect-relevant")) || (data114 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-constraint-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs230 === errors;}else {var valid0 = true;}if(valid0){if(data["output-constraint-removed"] !== undefined){let data115 = data["output-constraint-removed"];const _errs232 = errors;if(!(((data115 === "cosmetic") || (data115 === "effect-relevant")) || (data115 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-constraint-removed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs232 === errors;}else {var valid0 = true;}if(valid0){if(data["input-format-changed"] !== undefined){let data116 = data["input-format-changed"];const _errs234 = errors;if(!(((data116 === "cosmetic") || (data116 === "effect-relevant")) || (data116 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-format-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs234 === errors;}else {var valid0 = true;}if(valid0){if(data["output-format-changed"] !== undefined){let data117 = data["output-format-changed"];const _errs236 = errors;if(!(((data117 === "cosmetic") || (data117 === "effect-relevant")) || (data117 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-format-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs236 === errors;}else {var valid0 = true;}if(valid0){if(data["input-read-only-changed"] !== undefined){let data118 = data["input-read-only-changed"];const _errs238 = errors;if(!(((data118 === "cosmetic") || (data118 === "effect-relevant")) || (data118 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-read-only-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs238 === errors;}else {var valid0 = true;}if(valid0){if(data["output-read-only-changed"] !== undefined){let data119 = data["output-read-only-changed"];const _errs240 = errors;if(!(((data119 === "cosmetic") || (data119 === "effect-relevant")) || (data119 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-read-only-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs240 === errors;}else {var valid0 = true;}if(valid0){if(data["input-write-only-changed"] !== undefined){let data120 = data["input-write-only-changed"];const _errs242 = errors;if(!(((data120 === "cosmetic") || (data120 === "effect-relevant")) || (data120 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-write-only-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs242 === errors;}else {var valid0 = true;}if(valid0){if(data["output-write-only-changed"] !== undefined){let data121 = data["output-write-only-changed"];const _errs244 = errors;if(!(((data121 === "cosmetic") || (data121 === "effect-relevant")) || (data121 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-write-only-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs244 === errors;}else {var valid0 = true;}if(valid0){if(data["input-deprecated-changed"] !== undefined){let data122 = data["input-deprecated-changed"];const _errs246 = errors;if(!(((data122 === "cosmetic") || (data122 === "effect-relevant")) || (data122 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-deprecated-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs246 === errors;}else {var valid0 = true;}if(valid0){if(data["output-deprecated-changed"] !== undefined){let data123 = data["output-deprecated-changed"];const _errs248 = errors;if(!(((data123 === "cosmetic") || (data123 === "effect-relevant")) || (data123 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-deprecated-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs248 === errors;}else {var valid0 = true;}if(valid0){if(data["input-content-changed"] !== undefined){let data124 = data["input-content-changed"];const _errs250 = errors;if(!(((data124 === "cosmetic") || (data124 === "effect-relevant")) || (data124 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-content-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs250 === errors;}else {var valid0 = true;}if(valid0){if(data["output-content-changed"] !== undefined){let data125 = data["output-content-changed"];const _errs252 = errors;if(!(((data125 === "cosmetic") || (data125 === "effect-relevant")) || (data125 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-content-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs252 === errors;}else {var valid0 = true;}if(valid0){if(data["input-default-changed"] !== undefined){let data126 = data["input-default-changed"];const _errs254 = errors;if(!(((data126 === "cosmetic") || (data126 === "effect-relevant")) || (data126 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-default-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs254 === errors;}else {var valid0 = true;}if(valid0){if(data["output-default-changed"] !== undefined){let data127 = data["output-default-changed"];const _errs256 = errors;if(!(((data127 === "cosmetic") || (data127 === "effect-relevant")) || (data127 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-default-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs256 === errors;}else {var valid0 = true;}if(valid0){if(data["input-annotation-changed"] !== undefined){let data128 = data["input-annotation-changed"];const _errs258 = errors;if(!(((data128 === "cosmetic") || (data128 === "effect-relevant")) || (data128 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-annotation-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs258 === errors;}else {var valid0 = true;}if(valid0){if(data["output-annotation-changed"] !== undefined){let data129 = data["output-annotation-changed"];const _errs260 = errors;if(!(((data129 === "cosmetic") || (data129 === "effect-relevant")) || (data129 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-annotation-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs260 === errors;}else {var valid0 = true;}if(valid0){if(data["input-form-changed"] !== undefined){let data130 = data["input-form-changed"];const _errs262 = errors;if(!(((data130 === "cosmetic") || (data130 === "effect-relevant")) || (data130 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-form-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs262 === errors;}else {var valid0 = true;}if(valid0){if(data["output-form-changed"] !== undefined){let data131 = data["output-form-changed"];const _errs264 = errors;if(!(((data131 === "cosmetic") || (data131 === "effect-relevant")) || (data131 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-form-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs264 === errors;}else {var valid0 = true;}if(valid0){if(data["input-logic-changed"] !== undefined){let data132 = data["input-logic-changed"];const _errs266 = errors;if(!(((data132 === "cosmetic") || (data132 === "effect-relevant")) || (data132 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-logic-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs266 === errors;}else {var valid0 = true;}if(valid0){if(data["output-logic-changed"] !== undefined){let data133 = data["output-logic-changed"];const _errs268 = errors;if(!(((data133 === "cosmetic") || (data133 === "effect-relevant")) || (data133 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-logic-changed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs268 === errors;}else {var valid0 = true;}if(valid0){if(data["input-undecided"] !== undefined){let data134 = data["input-undecided"];const _errs270 = errors;if(!(((data134 === "cosmetic") || (data134 === "effect-relevant")) || (data134 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-undecided",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs270 === errors;}else {var valid0 = true;}if(valid0){if(data["output-undecided"] !== undefined){let data135 = data["output-undecided"];const _errs272 = errors;if(!(((data135 === "cosmetic") || (data135 === "effect-relevant")) || (data135 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-undecided",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs272 === errors;}else {var valid0 = true;}if(valid0){if(data["input-unverified"] !== undefined){let data136 = data["input-unverified"];const _errs274 = errors;if(!(((data136 === "cosmetic") || (data136 === "effect-relevant")) || (data136 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-unverified",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs274 === errors;}else {var valid0 = true;}if(valid0){if(data["output-unverified"] !== undefined){let data137 = data["output-unverified"];const _errs276 = errors;if(!(((data137 === "cosmetic") || (data137 === "effect-relevant")) || (data137 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-unverified",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs276 === errors;}else {var valid0 = true;}if(valid0){if(data["input-remote-ref"] !== undefined){let data138 = data["input-remote-ref"];const _errs278 = errors;if(!(((data138 === "cosmetic") || (data138 === "effect-relevant")) || (data138 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-remote-ref",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs278 === errors;}else {var valid0 = true;}if(valid0){if(data["output-remote-ref"] !== undefined){let data139 = data["output-remote-ref"];const _errs280 = errors;if(!(((data139 === "cosmetic") || (data139 === "effect-relevant")) || (data139 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-remote-ref",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs280 === errors;}else {var valid0 = true;}if(valid0){if(data["input-schema-invalid"] !== undefined){let data140 = data["input-schema-invalid"];const _errs282 = errors;if(!(((data140 === "cosmetic") || (data140 === "effect-relevant")) || (data140 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-schema-invalid",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs282 === errors;}else {var valid0 = true;}if(valid0){if(data["output-schema-invalid"] !== undefined){let data141 = data["output-schema-invalid"];const _errs284 = errors;if(!(((data141 === "cosmetic") || (data141 === "effect-relevant")) || (data141 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-schema-invalid",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs284 === errors;}else {var valid0 = true;}if(valid0){if(data["input-root-not-object"] !== undefined){let data142 = data["input-root-not-object"];const _errs286 = errors;if(!(((data142 === "cosmetic") || (data142 === "effect-relevant")) || (data142 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-root-not-object",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs286 === errors;}else {var valid0 = true;}if(valid0){if(data["output-root-not-object"] !== undefined){let data143 = data["output-root-not-object"];const _errs288 = errors;if(!(((data143 === "cosmetic") || (data143 === "effect-relevant")) || (data143 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-root-not-object",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs288 === errors;}else {var valid0 = true;}if(valid0){if(data["input-schema-narrowed"] !== undefined){let data144 = data["input-schema-narrowed"];const _errs290 = errors;if(!(((data144 === "cosmetic") || (data144 === "effect-relevant")) || (data144 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-schema-narrowed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs290 === errors;}else {var valid0 = true;}if(valid0){if(data["output-schema-narrowed"] !== undefined){let data145 = data["output-schema-narrowed"];const _errs292 = errors;if(!(((data145 === "cosmetic") || (data145 === "effect-relevant")) || (data145 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-schema-narrowed",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs292 === errors;}else {var valid0 = true;}if(valid0){if(data["input-schema-widened"] !== undefined){let data146 = data["input-schema-widened"];const _errs294 = errors;if(!(((data146 === "cosmetic") || (data146 === "effect-relevant")) || (data146 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/input-schema-widened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs294 === errors;}else {var valid0 = true;}if(valid0){if(data["output-schema-widened"] !== undefined){let data147 = data["output-schema-widened"];const _errs296 = errors;if(!(((data147 === "cosmetic") || (data147 === "effect-relevant")) || (data147 === "breaking"))){validate16.errors = [{instancePath:instancePath+"/output-schema-widened",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs296 === errors;}else {var valid0 = true;}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}else {validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate16.errors = vErrors;return errors === 0;}validate16.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate15.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.name === undefined) && (missing0 = "name")){validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(func0.call(schema23.properties, key0))){validate15.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.name !== undefined){let data0 = data.name;const _errs2 = errors;if(errors === _errs2){if(typeof data0 === "string"){if(!pattern9.test(data0)){validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.command !== undefined){let data1 = data.command;const _errs4 = errors;if(errors === _errs4){if(typeof data1 === "string"){if(func3(data1) < 1){validate15.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.args !== undefined){let data2 = data.args;const _errs6 = errors;if(errors === _errs6){if(Array.isArray(data2)){var valid1 = true;const len0 = data2.length;for(let i0=0; i0<len0; i0++){const _errs8 = errors;if(typeof data2[i0] !== "string"){validate15.errors = [{instancePath:instancePath+"/args/" + i0,schemaPath:"#/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs8 === errors;if(!valid1){break;}}}else {validate15.errors = [{instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.cwd !== undefined){const _errs10 = errors;if(typeof data.cwd !== "string"){validate15.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.env !== undefined){let data5 = data.env;const _errs12 = errors;if(errors === _errs12){if(data5 && typeof data5 == "object" && !Array.isArray(data5)){for(const key1 in data5){const _errs15 = errors;if(typeof data5[key1] !== "string"){validate15.errors = [{instancePath:instancePath+"/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs15 === errors;if(!valid2){break;}}}else {validate15.errors = [{instancePath:instancePath+"/env",schemaPath:"#/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.envPassthrough !== undefined){let data7 = data.envPassthrough;const _errs17 = errors;if(errors === _errs17){if(Array.isArray(data7)){var valid3 = true;const len1 = data7.length;for(let i1=0; i1<len1; i1++){let data8 = data7[i1];const _errs19 = errors;if(errors === _errs19){if(typeof data8 === "string"){if(!pattern10.test(data8)){validate15.errors = [{instancePath:instancePath+"/envPassthrough/" + i1,schemaPath:"#/properties/envPassthrough/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/envPassthrough/" + i1,schemaPath:"#/properties/envPassthrough/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid3 = _errs19 === errors;if(!valid3){break;}}}else {validate15.errors = [{instancePath:instancePath+"/envPassthrough",schemaPath:"#/properties/envPassthrough/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs17 === errors;}else {var valid0 = true;}if(valid0){if(data.url !== undefined){let data9 = data.url;const _errs21 = errors;if(errors === _errs21){if(typeof data9 === "string"){if(!pattern11.test(data9)){validate15.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs21 === errors;}else {var valid0 = true;}if(valid0){if(data.headers !== undefined){let data10 = data.headers;const _errs23 = errors;if(errors === _errs23){if(data10 && typeof data10 == "object" && !Array.isArray(data10)){for(const key2 in data10){const _errs26 = errors;if(typeof data10[key2] !== "string"){validate15.errors = [{instancePath:instancePath+"/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid4 = _errs26 === errors;if(!valid4){break;}}}else {validate15.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs23 === errors;}else {var valid0 = true;}if(valid0){if(data.transport !== undefined){let data12 = data.transport;const _errs28 = errors;if(!(((data12 === "stdio") || (data12 === "streamable-http")) || (data12 === "sse"))){validate15.errors = [{instancePath:instancePath+"/transport",schemaPath:"#/properties/transport/enum",keyword:"enum",params:{allowedValues: schema23.properties.transport.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs28 === errors;}else {var valid0 = true;}if(valid0){if(data.stdout !== undefined){let data13 = data.stdout;const _errs29 = errors;if(!((data13 === "tolerant") || (data13 === "strict"))){validate15.errors = [{instancePath:instancePath+"/stdout",schemaPath:"#/properties/stdout/enum",keyword:"enum",params:{allowedValues: schema23.properties.stdout.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs29 === errors;}else {var valid0 = true;}if(valid0){if(data.era !== undefined){let data14 = data.era;const _errs30 = errors;if(!(((data14 === "auto") || (data14 === "handshake")) || (data14 === "stateless"))){validate15.errors = [{instancePath:instancePath+"/era",schemaPath:"#/properties/era/enum",keyword:"enum",params:{allowedValues: schema23.properties.era.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs30 === errors;}else {var valid0 = true;}if(valid0){if(data.protocolVersion !== undefined){let data15 = data.protocolVersion;const _errs31 = errors;if(!((((data15 === "2024-11-05") || (data15 === "2025-03-26")) || (data15 === "2025-06-18")) || (data15 === "2025-11-25"))){validate15.errors = [{instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/enum",keyword:"enum",params:{allowedValues: schema23.properties.protocolVersion.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs31 === errors;}else {var valid0 = true;}if(valid0){if(data.clientCapabilities !== undefined){let data16 = data.clientCapabilities;const _errs32 = errors;if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){validate15.errors = [{instancePath:instancePath+"/clientCapabilities",schemaPath:"#/properties/clientCapabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs32 === errors;}else {var valid0 = true;}if(valid0){if(data.contract !== undefined){const _errs34 = errors;if(typeof data.contract !== "string"){validate15.errors = [{instancePath:instancePath+"/contract",schemaPath:"#/properties/contract/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs34 === errors;}else {var valid0 = true;}if(valid0){if(data.build !== undefined){let data18 = data.build;const _errs36 = errors;if(errors === _errs36){if(typeof data18 === "string"){if(func3(data18) < 1){validate15.errors = [{instancePath:instancePath+"/build",schemaPath:"#/properties/build/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/build",schemaPath:"#/properties/build/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs36 === errors;}else {var valid0 = true;}if(valid0){if(data.timeouts !== undefined){let data19 = data.timeouts;const _errs38 = errors;if(errors === _errs38){if(data19 && typeof data19 == "object" && !Array.isArray(data19)){const _errs40 = errors;for(const key3 in data19){if(!((((key3 === "requestMs") || (key3 === "totalMs")) || (key3 === "oracleMs")) || (key3 === "classifyMs"))){validate15.errors = [{instancePath:instancePath+"/timeouts",schemaPath:"#/properties/timeouts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];return false;}}if(_errs40 === errors){if(data19.requestMs !== undefined){let data20 = data19.requestMs;const _errs41 = errors;if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){validate15.errors = [{instancePath:instancePath+"/timeouts/requestMs",schemaPath:"#/properties/timeouts/properties/requestMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs41){if((typeof data20 == "number") && (isFinite(data20))){if(data20 > 2147483647 || isNaN(data20)){validate15.errors = [{instancePath:instancePath+"/timeouts/requestMs",schemaPath:"#/properties/timeouts/properties/requestMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];return false;}else {if(data20 < 1 || isNaN(data20)){validate15.errors = [{instancePath:instancePath+"/timeouts/requestMs",schemaPath:"#/properties/timeouts/properties/requestMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}}var valid5 = _errs41 === errors;}else {var valid5 = true;}if(valid5){if(data19.totalMs !== undefined){let data21 = data19.totalMs;const _errs43 = errors;if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){validate15.errors = [{instancePath:instancePath+"/timeouts/totalMs",schemaPath:"#/properties/timeouts/properties/totalMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs43){if((typeof data21 == "number") && (isFinite(data21))){if(data21 > 2147483647 || isNaN(data21)){validate15.errors = [{instancePath:instancePath+"/timeouts/totalMs",schemaPath:"#/properties/timeouts/properties/totalMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];return false;}else {if(data21 < 1 || isNaN(data21)){validate15.errors = [{instancePath:instancePath+"/timeouts/totalMs",schemaPath:"#/properties/timeouts/properties/totalMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}}var valid5 = _errs43 === errors;}else {var valid5 = true;}if(valid5){if(data19.oracleMs !== undefined){let data22 = data19.oracleMs;const _errs45 = errors;if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){validate15.errors = [{instancePath:instancePath+"/timeouts/oracleMs",schemaPath:"#/properties/timeouts/properties/oracleMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs45){if((typeof data22 == "number") && (isFinite(data22))){if(data22 > 2147483647 || isNaN(data22)){validate15.errors = [{instancePath:instancePath+"/timeouts/oracleMs",schemaPath:"#/properties/timeouts/properties/oracleMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];return false;}else {if(data22 < 1 || isNaN(data22)){validate15.errors = [{instancePath:instancePath+"/timeouts/oracleMs",schemaPath:"#/properties/timeouts/properties/oracleMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}}var valid5 = _errs45 === errors;}else {var valid5 = true;}if(valid5){if(data19.classifyMs !== undefined){let data23 = data19.classifyMs;const _errs47 = errors;if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){validate15.errors = [{instancePath:instancePath+"/timeouts/classifyMs",schemaPath:"#/properties/timeouts/properties/classifyMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs47){if((typeof data23 == "number") && (isFinite(data23))){if(data23 > 2147483647 || isNaN(data23)){validate15.errors = [{instancePath:instancePath+"/timeouts/classifyMs",schemaPath:"#/properties/timeouts/properties/classifyMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];return false;}else {if(data23 < 1 || isNaN(data23)){validate15.errors = [{instancePath:instancePath+"/timeouts/classifyMs",schemaPath:"#/properties/timeouts/properties/classifyMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}}var valid5 = _errs47 === errors;}else {var valid5 = true;}}}}}}else {validate15.errors = [{instancePath:instancePath+"/timeouts",schemaPath:"#/properties/timeouts/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs38 === errors;}else {var valid0 = true;}if(valid0){if(data.pageCap !== undefined){let data24 = data.pageCap;const _errs49 = errors;if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){validate15.errors = [{instancePath:instancePath+"/pageCap",schemaPath:"#/properties/pageCap/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs49){if((typeof data24 == "number") && (isFinite(data24))){if(data24 < 1 || isNaN(data24)){validate15.errors = [{instancePath:instancePath+"/pageCap",schemaPath:"#/properties/pageCap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}var valid0 = _errs49 === errors;}else {var valid0 = true;}if(valid0){if(data.listChangedRestarts !== undefined){let data25 = data.listChangedRestarts;const _errs51 = errors;if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){validate15.errors = [{instancePath:instancePath+"/listChangedRestarts",schemaPath:"#/properties/listChangedRestarts/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs51){if((typeof data25 == "number") && (isFinite(data25))){if(data25 < 0 || isNaN(data25)){validate15.errors = [{instancePath:instancePath+"/listChangedRestarts",schemaPath:"#/properties/listChangedRestarts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs51 === errors;}else {var valid0 = true;}if(valid0){if(data.supportedProtocolVersions !== undefined){let data26 = data.supportedProtocolVersions;const _errs53 = errors;if(errors === _errs53){if(Array.isArray(data26)){if(data26.length < 1){validate15.errors = [{instancePath:instancePath+"/supportedProtocolVersions",schemaPath:"#/properties/supportedProtocolVersions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {var valid6 = true;const len2 = data26.length;for(let i2=0; i2<len2; i2++){let data27 = data26[i2];const _errs55 = errors;if(errors === _errs55){if(typeof data27 === "string"){if(func3(data27) < 1){validate15.errors = [{instancePath:instancePath+"/supportedProtocolVersions/" + i2,schemaPath:"#/properties/supportedProtocolVersions/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/supportedProtocolVersions/" + i2,schemaPath:"#/properties/supportedProtocolVersions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid6 = _errs55 === errors;if(!valid6){break;}}}}else {validate15.errors = [{instancePath:instancePath+"/supportedProtocolVersions",schemaPath:"#/properties/supportedProtocolVersions/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs53 === errors;}else {var valid0 = true;}if(valid0){if(data.requiredServerCapabilities !== undefined){let data28 = data.requiredServerCapabilities;const _errs57 = errors;if(errors === _errs57){if(Array.isArray(data28)){var valid7 = true;const len3 = data28.length;for(let i3=0; i3<len3; i3++){let data29 = data28[i3];const _errs59 = errors;if(errors === _errs59){if(typeof data29 === "string"){if(!pattern12.test(data29)){validate15.errors = [{instancePath:instancePath+"/requiredServerCapabilities/" + i3,schemaPath:"#/properties/requiredServerCapabilities/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$"},message:"must match pattern \""+"^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$"+"\""}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/requiredServerCapabilities/" + i3,schemaPath:"#/properties/requiredServerCapabilities/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid7 = _errs59 === errors;if(!valid7){break;}}}else {validate15.errors = [{instancePath:instancePath+"/requiredServerCapabilities",schemaPath:"#/properties/requiredServerCapabilities/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs57 === errors;}else {var valid0 = true;}if(valid0){if(data.optionalServerCapabilities !== undefined){let data30 = data.optionalServerCapabilities;const _errs61 = errors;if(errors === _errs61){if(Array.isArray(data30)){var valid8 = true;const len4 = data30.length;for(let i4=0; i4<len4; i4++){let data31 = data30[i4];const _errs63 = errors;if(errors === _errs63){if(typeof data31 === "string"){if(!pattern12.test(data31)){validate15.errors = [{instancePath:instancePath+"/optionalServerCapabilities/" + i4,schemaPath:"#/properties/optionalServerCapabilities/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$"},message:"must match pattern \""+"^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$"+"\""}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/optionalServerCapabilities/" + i4,schemaPath:"#/properties/optionalServerCapabilities/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid8 = _errs63 === errors;if(!valid8){break;}}}else {validate15.errors = [{instancePath:instancePath+"/optionalServerCapabilities",schemaPath:"#/properties/optionalServerCapabilities/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs61 === errors;}else {var valid0 = true;}if(valid0){if(data.protocolMatrix !== undefined){let data32 = data.protocolMatrix;const _errs65 = errors;const _errs66 = errors;let valid9 = false;let passing0 = null;const _errs67 = errors;if(typeof data32 !== "boolean"){const err0 = {instancePath:instancePath+"/protocolMatrix",schemaPath:"#/properties/protocolMatrix/oneOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}var _valid0 = _errs67 === errors;if(_valid0){valid9 = true;passing0 = 0;}const _errs69 = errors;if(errors === _errs69){if(Array.isArray(data32)){if(data32.length < 1){const err1 = {instancePath:instancePath+"/protocolMatrix",schemaPath:"#/properties/protocolMatrix/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}else {var valid10 = true;const len5 = data32.length;for(let i5=0; i5<len5; i5++){let data33 = data32[i5];const _errs71 = errors;if(errors === _errs71){if(typeof data33 === "string"){if(func3(data33) < 1){const err2 = {instancePath:instancePath+"/protocolMatrix/" + i5,schemaPath:"#/properties/protocolMatrix/oneOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {instancePath:instancePath+"/protocolMatrix/" + i5,schemaPath:"#/properties/protocolMatrix/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid10 = _errs71 === errors;if(!valid10){break;}}}}else {const err4 = {instancePath:instancePath+"/protocolMatrix",schemaPath:"#/properties/protocolMatrix/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}var _valid0 = _errs69 === errors;if(_valid0 && valid9){valid9 = false;passing0 = [passing0, 1];}else {if(_valid0){valid9 = true;passing0 = 1;}}if(!valid9){const err5 = {instancePath:instancePath+"/protocolMatrix",schemaPath:"#/properties/protocolMatrix/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;validate15.errors = vErrors;return false;}else {errors = _errs66;if(vErrors !== null){if(_errs66){vErrors.length = _errs66;}else {vErrors = null;}}}var valid0 = _errs65 === errors;}else {var valid0 = true;}if(valid0){if(data.examples !== undefined){let data34 = data.examples;const _errs73 = errors;if(errors === _errs73){if(Array.isArray(data34)){var valid11 = true;const len6 = data34.length;for(let i6=0; i6<len6; i6++){let data35 = data34[i6];const _errs75 = errors;if(errors === _errs75){if(data35 && typeof data35 == "object" && !Array.isArray(data35)){let missing1;if(((data35.tool === undefined) && (missing1 = "tool")) || ((data35.arguments === undefined) && (missing1 = "arguments"))){validate15.errors = [{instancePath:instancePath+"/examples/" + i6,schemaPath:"#/properties/examples/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {const _errs77 = errors;for(const key4 in data35){if(!((((((((key4 === "name") || (key4 === "tool")) || (key4 === "arguments")) || (key4 === "expect")) || (key4 === "allowSideEffects")) || (key4 === "call")) || (key4 === "record")) || (key4 === "isError"))){validate15.errors = [{instancePath:instancePath+"/examples/" + i6,schemaPath:"#/properties/examples/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];return false;}}if(_errs77 === errors){if(data35.name !== undefined){const _errs78 = errors;if(typeof data35.name !== "string"){validate15.errors = [{instancePath:instancePath+"/examples/" + i6+"/name",schemaPath:"#/properties/examples/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid12 = _errs78 === errors;}else {var valid12 = true;}if(valid12){if(data35.tool !== undefined){const _errs80 = errors;if(typeof data35.tool !== "string"){validate15.errors = [{instancePath:instancePath+"/examples/" + i6+"/tool",schemaPath:"#/properties/examples/items/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid12 = _errs80 === errors;}else {var valid12 = true;}if(valid12){if(data35.arguments !== undefined){let data38 = data35.arguments;const _errs82 = errors;if(!(data38 && typeof data38 == "object" && !Array.isArray(data38))){validate15.errors = [{instancePath:instancePath+"/examples/" + i6+"/arguments",schemaPath:"#/properties/examples/items/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid12 = _errs82 === errors;}else {var valid12 = true;}if(valid12){if(data35.expect !== undefined){let data39 = data35.expect;const _errs84 = errors;if(!(data39 && typeof data39 == "object" && !Array.isArray(data39))){validate15.errors = [{instancePath:instancePath+"/examples/" + i6+"/expect",schemaPath:"#/properties/examples/items/properties/expect/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid12 = _errs84 === errors;}else {var valid12 = true;}if(valid12){if(data35.allowSideEffects !== undefined){const _errs86 = errors;if(typeof data35.allowSideEffects !== "boolean"){validate15.errors = [{instancePath:instancePath+"/examples/" + i6+"/allowSideEffects",schemaPath:"#/properties/examples/items/properties/allowSideEffects/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs86 === errors;}else {var valid12 = true;}if(valid12){if(data35.call !== undefined){const _errs88 = errors;if(typeof data35.call !== "boolean"){validate15.errors = [{instancePath:instancePath+"/examples/" + i6+"/call",schemaPath:"#/properties/examples/items/properties/call/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs88 === errors;}else {var valid12 = true;}if(valid12){if(data35.record !== undefined){const _errs90 = errors;if(typeof data35.record !== "boolean"){validate15.errors = [{instancePath:instancePath+"/examples/" + i6+"/record",schemaPath:"#/properties/examples/items/properties/record/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs90 === errors;}else {var valid12 = true;}if(valid12){if(data35.isError !== undefined){const _errs92 = errors;if(typeof data35.isError !== "boolean"){validate15.errors = [{instancePath:instancePath+"/examples/" + i6+"/isError",schemaPath:"#/properties/examples/items/properties/isError/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs92 === errors;}else {var valid12 = true;}}}}}}}}}}}else {validate15.errors = [{instancePath:instancePath+"/examples/" + i6,schemaPath:"#/properties/examples/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid11 = _errs75 === errors;if(!valid11){break;}}}else {validate15.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs73 === errors;}else {var valid0 = true;}if(valid0){if(data.record !== undefined){let data44 = data.record;const _errs94 = errors;if(errors === _errs94){if(data44 && typeof data44 == "object" && !Array.isArray(data44)){const _errs96 = errors;for(const key5 in data44){if(!((key5 === "resources") || (key5 === "prompts"))){validate15.errors = [{instancePath:instancePath+"/record",schemaPath:"#/properties/record/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];return false;}}if(_errs96 === errors){if(data44.resources !== undefined){let data45 = data44.resources;const _errs97 = errors;if(errors === _errs97){if(Array.isArray(data45)){var valid14 = true;const len7 = data45.length;for(let i7=0; i7<len7; i7++){let data46 = data45[i7];const _errs99 = errors;if(errors === _errs99){if(typeof data46 === "string"){if(func3(data46) < 1){validate15.errors = [{instancePath:instancePath+"/record/resources/" + i7,schemaPath:"#/properties/record/properties/resources/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/record/resources/" + i7,schemaPath:"#/properties/record/properties/resources/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid14 = _errs99 === errors;if(!valid14){break;}}}else {validate15.errors = [{instancePath:instancePath+"/record/resources",schemaPath:"#/properties/record/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid13 = _errs97 === errors;}else {var valid13 = true;}if(valid13){if(data44.prompts !== undefined){let data47 = data44.prompts;const _errs101 = errors;if(errors === _errs101){if(Array.isArray(data47)){var valid15 = true;const len8 = data47.length;for(let i8=0; i8<len8; i8++){let data48 = data47[i8];const _errs103 = errors;if(errors === _errs103){if(data48 && typeof data48 == "object" && !Array.isArray(data48)){let missing2;if((data48.name === undefined) && (missing2 = "name")){validate15.errors = [{instancePath:instancePath+"/record/prompts/" + i8,schemaPath:"#/properties/record/properties/prompts/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];return false;}else {const _errs105 = errors;for(const key6 in data48){if(!((key6 === "name") || (key6 === "arguments"))){validate15.errors = [{instancePath:instancePath+"/record/prompts/" + i8,schemaPath:"#/properties/record/properties/prompts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];return false;}}if(_errs105 === errors){if(data48.name !== undefined){let data49 = data48.name;const _errs106 = errors;if(errors === _errs106){if(typeof data49 === "string"){if(func3(data49) < 1){validate15.errors = [{instancePath:instancePath+"/record/prompts/" + i8+"/name",schemaPath:"#/properties/record/properties/prompts/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/record/prompts/" + i8+"/name",schemaPath:"#/properties/record/properties/prompts/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid16 = _errs106 === errors;}else {var valid16 = true;}if(valid16){if(data48.arguments !== undefined){let data50 = data48.arguments;const _errs108 = errors;if(errors === _errs108){if(data50 && typeof data50 == "object" && !Array.isArray(data50)){for(const key7 in data50){const _errs111 = errors;if(typeof data50[key7] !== "string"){validate15.errors = [{instancePath:instancePath+"/record/prompts/" + i8+"/arguments/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/record/properties/prompts/items/properties/arguments/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid17 = _errs111 === errors;if(!valid17){break;}}}else {validate15.errors = [{instancePath:instancePath+"/record/prompts/" + i8+"/arguments",schemaPath:"#/properties/record/properties/prompts/items/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid16 = _errs108 === errors;}else {var valid16 = true;}}}}}else {validate15.errors = [{instancePath:instancePath+"/record/prompts/" + i8,schemaPath:"#/properties/record/properties/prompts/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid15 = _errs103 === errors;if(!valid15){break;}}}else {validate15.errors = [{instancePath:instancePath+"/record/prompts",schemaPath:"#/properties/record/properties/prompts/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid13 = _errs101 === errors;}else {var valid13 = true;}}}}else {validate15.errors = [{instancePath:instancePath+"/record",schemaPath:"#/properties/record/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs94 === errors;}else {var valid0 = true;}if(valid0){if(data.probes !== undefined){let data52 = data.probes;const _errs113 = errors;if(errors === _errs113){if(data52 && typeof data52 == "object" && !Array.isArray(data52)){const _errs115 = errors;for(const key8 in data52){if(!((((key8 === "negative") || (key8 === "allowSideEffects")) || (key8 === "maxCallsPerTool")) || (key8 === "timeoutMs"))){validate15.errors = [{instancePath:instancePath+"/probes",schemaPath:"#/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];return false;}}if(_errs115 === errors){if(data52.negative !== undefined){const _errs116 = errors;if(typeof data52.negative !== "boolean"){validate15.errors = [{instancePath:instancePath+"/probes/negative",schemaPath:"#/properties/probes/properties/negative/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid18 = _errs116 === errors;}else {var valid18 = true;}if(valid18){if(data52.allowSideEffects !== undefined){const _errs118 = errors;if(typeof data52.allowSideEffects !== "boolean"){validate15.errors = [{instancePath:instancePath+"/probes/allowSideEffects",schemaPath:"#/properties/probes/properties/allowSideEffects/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid18 = _errs118 === errors;}else {var valid18 = true;}if(valid18){if(data52.maxCallsPerTool !== undefined){let data55 = data52.maxCallsPerTool;const _errs120 = errors;if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){validate15.errors = [{instancePath:instancePath+"/probes/maxCallsPerTool",schemaPath:"#/properties/probes/properties/maxCallsPerTool/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs120){if((typeof data55 == "number") && (isFinite(data55))){if(data55 > 16 || isNaN(data55)){validate15.errors = [{instancePath:instancePath+"/probes/maxCallsPerTool",schemaPath:"#/properties/probes/properties/maxCallsPerTool/maximum",keyword:"maximum",params:{comparison: "<=", limit: 16},message:"must be <= 16"}];return false;}else {if(data55 < 1 || isNaN(data55)){validate15.errors = [{instancePath:instancePath+"/probes/maxCallsPerTool",schemaPath:"#/properties/probes/properties/maxCallsPerTool/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}}var valid18 = _errs120 === errors;}else {var valid18 = true;}if(valid18){if(data52.timeoutMs !== undefined){let data56 = data52.timeoutMs;const _errs122 = errors;if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){validate15.errors = [{instancePath:instancePath+"/probes/timeoutMs",schemaPath:"#/properties/probes/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs122){if((typeof data56 == "number") && (isFinite(data56))){if(data56 > 2147483647 || isNaN(data56)){validate15.errors = [{instancePath:instancePath+"/probes/timeoutMs",schemaPath:"#/properties/probes/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];return false;}else {if(data56 < 1 || isNaN(data56)){validate15.errors = [{instancePath:instancePath+"/probes/timeoutMs",schemaPath:"#/properties/probes/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}}var valid18 = _errs122 === errors;}else {var valid18 = true;}}}}}}else {validate15.errors = [{instancePath:instancePath+"/probes",schemaPath:"#/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs113 === errors;}else {var valid0 = true;}if(valid0){if(data.subscribeProbe !== undefined){let data57 = data.subscribeProbe;const _errs124 = errors;if(errors === _errs124){if(data57 && typeof data57 == "object" && !Array.isArray(data57)){let missing3;if((data57.uri === undefined) && (missing3 = "uri")){validate15.errors = [{instancePath:instancePath+"/subscribeProbe",schemaPath:"#/properties/subscribeProbe/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];return false;}else {const _errs126 = errors;for(const key9 in data57){if(!((key9 === "uri") || (key9 === "timeoutMs"))){validate15.errors = [{instancePath:instancePath+"/subscribeProbe",schemaPath:"#/properties/subscribeProbe/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];return false;}}if(_errs126 === errors){if(data57.uri !== undefined){const _errs127 = errors;if(typeof data57.uri !== "string"){validate15.errors = [{instancePath:instancePath+"/subscribeProbe/uri",schemaPath:"#/properties/subscribeProbe/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid19 = _errs127 === errors;}else {var valid19 = true;}if(valid19){if(data57.timeoutMs !== undefined){let data59 = data57.timeoutMs;const _errs129 = errors;if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){validate15.errors = [{instancePath:instancePath+"/subscribeProbe/timeoutMs",schemaPath:"#/properties/subscribeProbe/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs129){if((typeof data59 == "number") && (isFinite(data59))){if(data59 > 2147483647 || isNaN(data59)){validate15.errors = [{instancePath:instancePath+"/subscribeProbe/timeoutMs",schemaPath:"#/properties/subscribeProbe/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];return false;}else {if(data59 < 1 || isNaN(data59)){validate15.errors = [{instancePath:instancePath+"/subscribeProbe/timeoutMs",schemaPath:"#/properties/subscribeProbe/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}}var valid19 = _errs129 === errors;}else {var valid19 = true;}}}}}else {validate15.errors = [{instancePath:instancePath+"/subscribeProbe",schemaPath:"#/properties/subscribeProbe/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs124 === errors;}else {var valid0 = true;}if(valid0){if(data.limits !== undefined){let data60 = data.limits;const _errs131 = errors;if(errors === _errs131){if(data60 && typeof data60 == "object" && !Array.isArray(data60)){const _errs133 = errors;for(const key10 in data60){if(!(((key10 === "messageBytes") || (key10 === "itemsPerList")) || (key10 === "walkBytes"))){validate15.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"}];return false;}}if(_errs133 === errors){if(data60.messageBytes !== undefined){let data61 = data60.messageBytes;const _errs134 = errors;if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){validate15.errors = [{instancePath:instancePath+"/limits/messageBytes",schemaPath:"#/properties/limits/properties/messageBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs134){if((typeof data61 == "number") && (isFinite(data61))){if(data61 < 1024 || isNaN(data61)){validate15.errors = [{instancePath:instancePath+"/limits/messageBytes",schemaPath:"#/properties/limits/properties/messageBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"}];return false;}}}var valid20 = _errs134 === errors;}else {var valid20 = true;}if(valid20){if(data60.itemsPerList !== undefined){let data62 = data60.itemsPerList;const _errs136 = errors;if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){validate15.errors = [{instancePath:instancePath+"/limits/itemsPerList",schemaPath:"#/properties/limits/properties/itemsPerList/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs136){if((typeof data62 == "number") && (isFinite(data62))){if(data62 < 1 || isNaN(data62)){validate15.errors = [{instancePath:instancePath+"/limits/itemsPerList",schemaPath:"#/properties/limits/properties/itemsPerList/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}var valid20 = _errs136 === errors;}else {var valid20 = true;}if(valid20){if(data60.walkBytes !== undefined){let data63 = data60.walkBytes;const _errs138 = errors;if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){validate15.errors = [{instancePath:instancePath+"/limits/walkBytes",schemaPath:"#/properties/limits/properties/walkBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs138){if((typeof data63 == "number") && (isFinite(data63))){if(data63 < 1024 || isNaN(data63)){validate15.errors = [{instancePath:instancePath+"/limits/walkBytes",schemaPath:"#/properties/limits/properties/walkBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"}];return false;}}}var valid20 = _errs138 === errors;}else {var valid20 = true;}}}}}else {validate15.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs131 === errors;}else {var valid0 = true;}if(valid0){if(data.descriptions !== undefined){let data64 = data.descriptions;const _errs140 = errors;if(!(((data64 === "auto") || (data64 === "cosmetic")) || (data64 === "effect-relevant"))){validate15.errors = [{instancePath:instancePath+"/descriptions",schemaPath:"#/properties/descriptions/enum",keyword:"enum",params:{allowedValues: schema23.properties.descriptions.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs140 === errors;}else {var valid0 = true;}if(valid0){if(data.levels !== undefined){const _errs141 = errors;if(!(validate16(data.levels, {instancePath:instancePath+"/levels",parentData:data,parentDataProperty:"levels",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);errors = vErrors.length;}var valid0 = _errs141 === errors;}else {var valid0 = true;}if(valid0){if(data.semver !== undefined){let data66 = data.semver;const _errs142 = errors;if(!(((data66 === "off") || (data66 === "warn")) || (data66 === "enforce"))){validate15.errors = [{instancePath:instancePath+"/semver",schemaPath:"#/properties/semver/enum",keyword:"enum",params:{allowedValues: schema23.properties.semver.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs142 === errors;}else {var valid0 = true;}if(valid0){if(data.contextBudget !== undefined){let data67 = data.contextBudget;const _errs143 = errors;const _errs144 = errors;if(errors === _errs144){if(data67 && typeof data67 == "object" && !Array.isArray(data67)){if(Object.keys(data67).length < 1){validate15.errors = [{instancePath:instancePath+"/contextBudget",schemaPath:"#/$defs/contextBudget/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];return false;}else {const _errs146 = errors;for(const key11 in data67){if(!((key11 === "tokens") || (key11 === "growthPercent"))){validate15.errors = [{instancePath:instancePath+"/contextBudget",schemaPath:"#/$defs/contextBudget/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"}];return false;}}if(_errs146 === errors){if(data67.tokens !== undefined){let data68 = data67.tokens;const _errs147 = errors;if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){validate15.errors = [{instancePath:instancePath+"/contextBudget/tokens",schemaPath:"#/$defs/contextBudget/properties/tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs147){if((typeof data68 == "number") && (isFinite(data68))){if(data68 < 1 || isNaN(data68)){validate15.errors = [{instancePath:instancePath+"/contextBudget/tokens",schemaPath:"#/$defs/contextBudget/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}var valid22 = _errs147 === errors;}else {var valid22 = true;}if(valid22){if(data67.growthPercent !== undefined){let data69 = data67.growthPercent;const _errs149 = errors;if(errors === _errs149){if((typeof data69 == "number") && (isFinite(data69))){if(data69 < 0 || isNaN(data69)){validate15.errors = [{instancePath:instancePath+"/contextBudget/growthPercent",schemaPath:"#/$defs/contextBudget/properties/growthPercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/contextBudget/growthPercent",schemaPath:"#/$defs/contextBudget/properties/growthPercent/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid22 = _errs149 === errors;}else {var valid22 = true;}}}}}else {validate15.errors = [{instancePath:instancePath+"/contextBudget",schemaPath:"#/$defs/contextBudget/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs143 === errors;}else {var valid0 = true;}if(valid0){if(data.registry !== undefined){let data70 = data.registry;const _errs151 = errors;if(errors === _errs151){if(typeof data70 === "string"){if(func3(data70) < 1){validate15.errors = [{instancePath:instancePath+"/registry",schemaPath:"#/properties/registry/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/registry",schemaPath:"#/properties/registry/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs151 === errors;}else {var valid0 = true;}if(valid0){if(data.ignore !== undefined){let data71 = data.ignore;const _errs153 = errors;if(errors === _errs153){if(Array.isArray(data71)){var valid23 = true;const len9 = data71.length;for(let i9=0; i9<len9; i9++){let data72 = data71[i9];const _errs155 = errors;const _errs156 = errors;if(errors === _errs156){if(data72 && typeof data72 == "object" && !Array.isArray(data72)){let missing4;if((data72.reason === undefined) && (missing4 = "reason")){validate15.errors = [{instancePath:instancePath+"/ignore/" + i9,schemaPath:"#/$defs/ignoreEntry/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];return false;}else {const _errs158 = errors;for(const key12 in data72){if(!((((key12 === "rule") || (key12 === "entity")) || (key12 === "pointer")) || (key12 === "reason"))){validate15.errors = [{instancePath:instancePath+"/ignore/" + i9,schemaPath:"#/$defs/ignoreEntry/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"}];return false;}}if(_errs158 === errors){if(data72.rule !== undefined){let data73 = data72.rule;const _errs159 = errors;if(errors === _errs159){if(typeof data73 === "string"){if(!pattern0.test(data73)){validate15.errors = [{instancePath:instancePath+"/ignore/" + i9+"/rule",schemaPath:"#/$defs/ignoreEntry/properties/rule/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/ignore/" + i9+"/rule",schemaPath:"#/$defs/ignoreEntry/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid25 = _errs159 === errors;}else {var valid25 = true;}if(valid25){if(data72.entity !== undefined){let data74 = data72.entity;const _errs161 = errors;if(errors === _errs161){if(typeof data74 === "string"){if(func3(data74) < 1){validate15.errors = [{instancePath:instancePath+"/ignore/" + i9+"/entity",schemaPath:"#/$defs/ignoreEntry/properties/entity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/ignore/" + i9+"/entity",schemaPath:"#/$defs/ignoreEntry/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid25 = _errs161 === errors;}else {var valid25 = true;}if(valid25){if(data72.pointer !== undefined){let data75 = data72.pointer;const _errs163 = errors;if(errors === _errs163){if(typeof data75 === "string"){if(!pattern15.test(data75)){validate15.errors = [{instancePath:instancePath+"/ignore/" + i9+"/pointer",schemaPath:"#/$defs/ignoreEntry/properties/pointer/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/ignore/" + i9+"/pointer",schemaPath:"#/$defs/ignoreEntry/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid25 = _errs163 === errors;}else {var valid25 = true;}if(valid25){if(data72.reason !== undefined){let data76 = data72.reason;const _errs165 = errors;if(errors === _errs165){if(typeof data76 === "string"){if(func3(data76) < 3){validate15.errors = [{instancePath:instancePath+"/ignore/" + i9+"/reason",schemaPath:"#/$defs/ignoreEntry/properties/reason/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"}];return false;}}else {validate15.errors = [{instancePath:instancePath+"/ignore/" + i9+"/reason",schemaPath:"#/$defs/ignoreEntry/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid25 = _errs165 === errors;}else {var valid25 = true;}}}}}}}else {validate15.errors = [{instancePath:instancePath+"/ignore/" + i9,schemaPath:"#/$defs/ignoreEntry/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid23 = _errs155 === errors;if(!valid23){break;}}}else {validate15.errors = [{instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs153 === errors;}else {var valid0 = true;}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}else {validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate15.errors = vErrors;return errors === 0;}validate15.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate14.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.servers === undefined) && (missing0 = "servers")){validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(func0.call(schema22.properties, key0))){validate14.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.$schema !== undefined){const _errs2 = errors;if(typeof data.$schema !== "string"){validate14.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.build !== undefined){let data1 = data.build;const _errs4 = errors;if(errors === _errs4){if(typeof data1 === "string"){if(func3(data1) < 1){validate14.errors = [{instancePath:instancePath+"/build",schemaPath:"#/properties/build/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate14.errors = [{instancePath:instancePath+"/build",schemaPath:"#/properties/build/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.servers !== undefined){let data2 = data.servers;const _errs6 = errors;if(errors === _errs6){if(Array.isArray(data2)){if(data2.length < 1){validate14.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {var valid1 = true;const len0 = data2.length;for(let i0=0; i0<len0; i0++){const _errs8 = errors;if(!(validate15(data2[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);errors = vErrors.length;}var valid1 = _errs8 === errors;if(!valid1){break;}}}}else {validate14.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.descriptions !== undefined){let data4 = data.descriptions;const _errs9 = errors;if(!(((data4 === "auto") || (data4 === "cosmetic")) || (data4 === "effect-relevant"))){validate14.errors = [{instancePath:instancePath+"/descriptions",schemaPath:"#/properties/descriptions/enum",keyword:"enum",params:{allowedValues: schema22.properties.descriptions.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.levels !== undefined){const _errs10 = errors;if(!(validate16(data.levels, {instancePath:instancePath+"/levels",parentData:data,parentDataProperty:"levels",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);errors = vErrors.length;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.semver !== undefined){let data6 = data.semver;const _errs11 = errors;if(!(((data6 === "off") || (data6 === "warn")) || (data6 === "enforce"))){validate14.errors = [{instancePath:instancePath+"/semver",schemaPath:"#/properties/semver/enum",keyword:"enum",params:{allowedValues: schema22.properties.semver.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.contextBudget !== undefined){let data7 = data.contextBudget;const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(data7 && typeof data7 == "object" && !Array.isArray(data7)){if(Object.keys(data7).length < 1){validate14.errors = [{instancePath:instancePath+"/contextBudget",schemaPath:"#/$defs/contextBudget/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];return false;}else {const _errs15 = errors;for(const key1 in data7){if(!((key1 === "tokens") || (key1 === "growthPercent"))){validate14.errors = [{instancePath:instancePath+"/contextBudget",schemaPath:"#/$defs/contextBudget/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}if(_errs15 === errors){if(data7.tokens !== undefined){let data8 = data7.tokens;const _errs16 = errors;if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){validate14.errors = [{instancePath:instancePath+"/contextBudget/tokens",schemaPath:"#/$defs/contextBudget/properties/tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs16){if((typeof data8 == "number") && (isFinite(data8))){if(data8 < 1 || isNaN(data8)){validate14.errors = [{instancePath:instancePath+"/contextBudget/tokens",schemaPath:"#/$defs/contextBudget/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}var valid3 = _errs16 === errors;}else {var valid3 = true;}if(valid3){if(data7.growthPercent !== undefined){let data9 = data7.growthPercent;const _errs18 = errors;if(errors === _errs18){if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 0 || isNaN(data9)){validate14.errors = [{instancePath:instancePath+"/contextBudget/growthPercent",schemaPath:"#/$defs/contextBudget/properties/growthPercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}else {validate14.errors = [{instancePath:instancePath+"/contextBudget/growthPercent",schemaPath:"#/$defs/contextBudget/properties/growthPercent/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid3 = _errs18 === errors;}else {var valid3 = true;}}}}}else {validate14.errors = [{instancePath:instancePath+"/contextBudget",schemaPath:"#/$defs/contextBudget/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.collisions !== undefined){let data10 = data.collisions;const _errs20 = errors;if(!((data10 === "report") || (data10 === "ignore"))){validate14.errors = [{instancePath:instancePath+"/collisions",schemaPath:"#/properties/collisions/enum",keyword:"enum",params:{allowedValues: schema22.properties.collisions.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data.ignore !== undefined){let data11 = data.ignore;const _errs21 = errors;if(errors === _errs21){if(Array.isArray(data11)){var valid4 = true;const len1 = data11.length;for(let i1=0; i1<len1; i1++){let data12 = data11[i1];const _errs23 = errors;const _errs24 = errors;if(errors === _errs24){if(data12 && typeof data12 == "object" && !Array.isArray(data12)){let missing1;if((data12.reason === undefined) && (missing1 = "reason")){validate14.errors = [{instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/$defs/ignoreEntry/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {const _errs26 = errors;for(const key2 in data12){if(!((((key2 === "rule") || (key2 === "entity")) || (key2 === "pointer")) || (key2 === "reason"))){validate14.errors = [{instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/$defs/ignoreEntry/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];return false;}}if(_errs26 === errors){if(data12.rule !== undefined){let data13 = data12.rule;const _errs27 = errors;if(errors === _errs27){if(typeof data13 === "string"){if(!pattern0.test(data13)){validate14.errors = [{instancePath:instancePath+"/ignore/" + i1+"/rule",schemaPath:"#/$defs/ignoreEntry/properties/rule/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""}];return false;}}else {validate14.errors = [{instancePath:instancePath+"/ignore/" + i1+"/rule",schemaPath:"#/$defs/ignoreEntry/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid6 = _errs27 === errors;}else {var valid6 = true;}if(valid6){if(data12.entity !== undefined){let data14 = data12.entity;const _errs29 = errors;if(errors === _errs29){if(typeof data14 === "string"){if(func3(data14) < 1){validate14.errors = [{instancePath:instancePath+"/ignore/" + i1+"/entity",schemaPath:"#/$defs/ignoreEntry/properties/entity/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate14.errors = [{instancePath:instancePath+"/ignore/" + i1+"/entity",schemaPath:"#/$defs/ignoreEntry/properties/entity/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid6 = _errs29 === errors;}else {var valid6 = true;}if(valid6){if(data12.pointer !== undefined){let data15 = data12.pointer;const _errs31 = errors;if(errors === _errs31){if(typeof data15 === "string"){if(!pattern15.test(data15)){validate14.errors = [{instancePath:instancePath+"/ignore/" + i1+"/pointer",schemaPath:"#/$defs/ignoreEntry/properties/pointer/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];return false;}}else {validate14.errors = [{instancePath:instancePath+"/ignore/" + i1+"/pointer",schemaPath:"#/$defs/ignoreEntry/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid6 = _errs31 === errors;}else {var valid6 = true;}if(valid6){if(data12.reason !== undefined){let data16 = data12.reason;const _errs33 = errors;if(errors === _errs33){if(typeof data16 === "string"){if(func3(data16) < 3){validate14.errors = [{instancePath:instancePath+"/ignore/" + i1+"/reason",schemaPath:"#/$defs/ignoreEntry/properties/reason/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"}];return false;}}else {validate14.errors = [{instancePath:instancePath+"/ignore/" + i1+"/reason",schemaPath:"#/$defs/ignoreEntry/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid6 = _errs33 === errors;}else {var valid6 = true;}}}}}}}else {validate14.errors = [{instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/$defs/ignoreEntry/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid4 = _errs23 === errors;if(!valid4){break;}}}else {validate14.errors = [{instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs21 === errors;}else {var valid0 = true;}}}}}}}}}}}}else {validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate14.errors = vErrors;return errors === 0;}validate14.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};exports.vffb1cebbe20996613c13a4e9 = validate20;const schema177 = {"properties":{"format":{"const":"mcp-contract"},"formatVersion":{"type":"integer","minimum":1},"server":{"type":"string","minLength":1},"protocol":{"type":"object","required":["era","revision"],"additionalProperties":false,"properties":{"era":{"enum":["handshake","stateless"]},"revision":{"type":"string"}}},"serverInfo":{"type":["object","null"]},"clientCapabilities":{"type":"object"},"capabilities":{"type":"object"},"instructions":{"oneOf":[{"type":"null"},{"type":"object","required":["digest","text"],"additionalProperties":false,"properties":{"digest":{"$ref":"#/$defs/digest"},"text":{"type":"string"}}}]},"tokenizer":{"description":"What counted the tools' tokens (gpt-tokenizer o200k_base). A comparison trusts the counts of the golden (before) side only when this names the tokenizer it counts with; absent in contracts written before counts were kept.","type":"string","minLength":1},"tools":{"$ref":"#/$defs/toolEntities"},"resources":{"$ref":"#/$defs/entities"},"resourceTemplates":{"$ref":"#/$defs/entities"},"prompts":{"$ref":"#/$defs/entities"},"unsupportedLists":{"description":"List methods the server declared (by capability) but answered with -32601 (method not found), sorted. Absent when every declared list answered.","type":"array","items":{"enum":["prompts/list","resources/list","resources/templates/list","tools/list"]},"uniqueItems":true,"minItems":1},"cacheScopes":{"description":"The cacheScope of each cacheable result the gate read (server/discover and the list methods), by method; private where the pages of a list disagree (2026-07-28 defines it). Only values other than private are recorded: an absent method, or an absent field, means private.","type":"object","propertyNames":{"enum":["prompts/list","resources/list","resources/templates/list","server/discover","tools/list"]},"additionalProperties":{"type":"string"},"minProperties":1},"redacted":{"description":"Present when a secret of the run (an env or envPassthrough value, a ${env:...} header value, the GitHub token) was replaced by *** in this contract; its digests are over the redacted text.","const":true},"recorded":{"description":"Answers the config asked to record (examples[].record, record.resources, record.prompts), volatile fields dropped, for serve to replay; check never compares them. digest is over the other fields.","type":"object","required":["digest"],"additionalProperties":false,"properties":{"digest":{"$ref":"#/$defs/digest"},"tools":{"$ref":"#/$defs/recordedCalls"},"resources":{"type":"object","additionalProperties":{"type":"object"}},"prompts":{"$ref":"#/$defs/recordedCalls"},"connection":{"description":"What the server sent outside any recorded call's span (at connect, between calls): log notifications and its own requests to the client, in order; serve says them again once a stdio client has initialized.","type":"array","items":{"$ref":"#/$defs/recordedMessage"}}}},"protocolMatrix":{"description":"How the server answered each proposed protocol revision.","type":"object","additionalProperties":{"type":"object","required":["outcome"],"additionalProperties":false,"properties":{"outcome":{"enum":["accepted","selected-other","rejected","violation"]},"selected":{"type":"string"},"detail":{"type":"string"}}}}}};const schema187 = {"properties":{"kind":{"enum":["notification","request"]}}};const func22 = /*@__PURE__*/ requireEqual().default;const pattern18 = new RegExp("^sha256:[0-9a-f]{64}$", "u");function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate21.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){let data0 = data[key0];const _errs2 = errors;{if(data0 && typeof data0 == "object" && !Array.isArray(data0)){let missing0;if(((data0.digest === undefined) && (missing0 = "digest")) || ((data0.definition === undefined) && (missing0 = "definition"))){validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key1 in data0){if(!((((key1 === "digest") || (key1 === "schemaDigests")) || (key1 === "definition")) || (key1 === "tokens"))){validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}{if(data0.digest !== undefined){let data1 = data0.digest;const _errs5 = errors;{if(typeof data1 === "string"){if(!pattern18.test(data1)){validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/digest",schemaPath:"#/$defs/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];return false;}}else {validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/digest",schemaPath:"#/$defs/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid1 = _errs5 === errors;}else {var valid1 = true;}if(valid1){if(data0.schemaDigests !== undefined){let data2 = data0.schemaDigests;const _errs8 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key2 in data2){let data3 = data2[key2];const _errs11 = errors;{if(typeof data3 === "string"){if(!pattern18.test(data3)){validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/schemaDigests/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];return false;}}else {validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/schemaDigests/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid3 = _errs11 === errors;if(!valid3){break;}}}else {validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/schemaDigests",schemaPath:"#/additionalProperties/properties/schemaDigests/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid1 = _errs8 === errors;}else {var valid1 = true;}if(valid1){if(data0.definition !== undefined){let data4 = data0.definition;const _errs14 = errors;if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/definition",schemaPath:"#/additionalProperties/properties/definition/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid1 = _errs14 === errors;}else {var valid1 = true;}if(valid1){if(data0.tokens !== undefined){let data5 = data0.tokens;const _errs16 = errors;if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tokens",schemaPath:"#/additionalProperties/properties/tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}{if((typeof data5 == "number") && (isFinite(data5))){if(data5 < 0 || isNaN(data5)){validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tokens",schemaPath:"#/additionalProperties/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid1 = _errs16 === errors;}else {var valid1 = true;}}}}}}}else {validate21.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs2 === errors;if(!valid0){break;}}}else {validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate21.errors = vErrors;return errors === 0;}validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate23.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){let data0 = data[key0];const _errs2 = errors;{if(data0 && typeof data0 == "object" && !Array.isArray(data0)){let missing0;if(((data0.digest === undefined) && (missing0 = "digest")) || ((data0.definition === undefined) && (missing0 = "definition"))){validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key1 in data0){if(!(((key1 === "digest") || (key1 === "schemaDigests")) || (key1 === "definition"))){validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}{if(data0.digest !== undefined){let data1 = data0.digest;const _errs5 = errors;{if(typeof data1 === "string"){if(!pattern18.test(data1)){validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/digest",schemaPath:"#/$defs/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];return false;}}else {validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/digest",schemaPath:"#/$defs/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid1 = _errs5 === errors;}else {var valid1 = true;}if(valid1){if(data0.schemaDigests !== undefined){let data2 = data0.schemaDigests;const _errs8 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key2 in data2){let data3 = data2[key2];const _errs11 = errors;{if(typeof data3 === "string"){if(!pattern18.test(data3)){validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/schemaDigests/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];return false;}}else {validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/schemaDigests/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid3 = _errs11 === errors;if(!valid3){break;}}}else {validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/schemaDigests",schemaPath:"#/additionalProperties/properties/schemaDigests/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid1 = _errs8 === errors;}else {var valid1 = true;}if(valid1){if(data0.definition !== undefined){let data4 = data0.definition;const _errs14 = errors;if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/definition",schemaPath:"#/additionalProperties/properties/definition/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid1 = _errs14 === errors;}else {var valid1 = true;}}}}}}else {validate23.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs2 === errors;if(!valid0){break;}}}else {validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate23.errors = vErrors;return errors === 0;}validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate27.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){let data0 = data[key0];const _errs2 = errors;{if(Array.isArray(data0)){var valid1 = true;const len0 = data0.length;for(let i0=0; i0<len0; i0++){let data1 = data0[i0];const _errs4 = errors;{if(data1 && typeof data1 == "object" && !Array.isArray(data1)){let missing0;if(((data1.arguments === undefined) && (missing0 = "arguments")) || ((data1.result === undefined) && (missing0 = "result"))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key1 in data1){if(!((((key1 === "arguments") || (key1 === "result")) || (key1 === "during")) || (key1 === "rounds"))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}{if(data1.arguments !== undefined){let data2 = data1.arguments;const _errs7 = errors;if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/arguments",schemaPath:"#/additionalProperties/items/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid2 = _errs7 === errors;}else {var valid2 = true;}if(valid2){if(data1.result !== undefined){let data3 = data1.result;const _errs9 = errors;if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/result",schemaPath:"#/additionalProperties/items/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid2 = _errs9 === errors;}else {var valid2 = true;}if(valid2){if(data1.during !== undefined){let data4 = data1.during;const _errs11 = errors;{if(Array.isArray(data4)){var valid3 = true;const len1 = data4.length;for(let i1=0; i1<len1; i1++){let data5 = data4[i1];const _errs13 = errors;{if(data5 && typeof data5 == "object" && !Array.isArray(data5)){let missing1;if((((data5.kind === undefined) && (missing1 = "kind")) || ((data5.method === undefined) && (missing1 = "method"))) || ((data5.params === undefined) && (missing1 = "params"))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/during/" + i1,schemaPath:"#/$defs/recordedMessage/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {for(const key2 in data5){if(!(((key2 === "kind") || (key2 === "method")) || (key2 === "params"))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/during/" + i1,schemaPath:"#/$defs/recordedMessage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];return false;}}{if(data5.kind !== undefined){let data6 = data5.kind;const _errs17 = errors;if(!((data6 === "notification") || (data6 === "request"))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/during/" + i1+"/kind",schemaPath:"#/$defs/recordedMessage/properties/kind/enum",keyword:"enum",params:{allowedValues: schema187.properties.kind.enum},message:"must be equal to one of the allowed values"}];return false;}var valid5 = _errs17 === errors;}else {var valid5 = true;}if(valid5){if(data5.method !== undefined){const _errs18 = errors;if(typeof data5.method !== "string"){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/during/" + i1+"/method",schemaPath:"#/$defs/recordedMessage/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid5 = _errs18 === errors;}else {var valid5 = true;}if(valid5){if(data5.params !== undefined){let data8 = data5.params;const _errs20 = errors;if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/during/" + i1+"/params",schemaPath:"#/$defs/recordedMessage/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid5 = _errs20 === errors;}else {var valid5 = true;}}}}}}else {validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/during/" + i1,schemaPath:"#/$defs/recordedMessage/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid3 = _errs13 === errors;if(!valid3){break;}}}else {validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/during",schemaPath:"#/additionalProperties/items/properties/during/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs11 === errors;}else {var valid2 = true;}if(valid2){if(data1.rounds !== undefined){let data9 = data1.rounds;const _errs22 = errors;{if(Array.isArray(data9)){var valid6 = true;const len2 = data9.length;for(let i2=0; i2<len2; i2++){let data10 = data9[i2];const _errs24 = errors;if(!(data10 && typeof data10 == "object" && !Array.isArray(data10))){validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/rounds/" + i2,schemaPath:"#/additionalProperties/items/properties/rounds/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid6 = _errs24 === errors;if(!valid6){break;}}}else {validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/rounds",schemaPath:"#/additionalProperties/items/properties/rounds/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs22 === errors;}else {var valid2 = true;}}}}}}}else {validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid1 = _errs4 === errors;if(!valid1){break;}}}else {validate27.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs2 === errors;if(!valid0){break;}}}else {validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate27.errors = vErrors;return errors === 0;}validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate20.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((((((((((((data.format === undefined) && (missing0 = "format")) || ((data.formatVersion === undefined) && (missing0 = "formatVersion"))) || ((data.server === undefined) && (missing0 = "server"))) || ((data.protocol === undefined) && (missing0 = "protocol"))) || ((data.serverInfo === undefined) && (missing0 = "serverInfo"))) || ((data.clientCapabilities === undefined) && (missing0 = "clientCapabilities"))) || ((data.capabilities === undefined) && (missing0 = "capabilities"))) || ((data.instructions === undefined) && (missing0 = "instructions"))) || ((data.tools === undefined) && (missing0 = "tools"))) || ((data.resources === undefined) && (missing0 = "resources"))) || ((data.resourceTemplates === undefined) && (missing0 = "resourceTemplates"))) || ((data.prompts === undefined) && (missing0 = "prompts"))){validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(func0.call(schema177.properties, key0))){validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.format !== undefined){const _errs2 = errors;if("mcp-contract" !== data.format){validate20.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/const",keyword:"const",params:{allowedValue: "mcp-contract"},message:"must be equal to constant"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.formatVersion !== undefined){let data1 = data.formatVersion;const _errs3 = errors;if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){validate20.errors = [{instancePath:instancePath+"/formatVersion",schemaPath:"#/properties/formatVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs3){if((typeof data1 == "number") && (isFinite(data1))){if(data1 < 1 || isNaN(data1)){validate20.errors = [{instancePath:instancePath+"/formatVersion",schemaPath:"#/properties/formatVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];return false;}}}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.server !== undefined){let data2 = data.server;const _errs5 = errors;if(errors === _errs5){if(typeof data2 === "string"){if(func3(data2) < 1){validate20.errors = [{instancePath:instancePath+"/server",schemaPath:"#/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate20.errors = [{instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.protocol !== undefined){let data3 = data.protocol;const _errs7 = errors;if(errors === _errs7){if(data3 && typeof data3 == "object" && !Array.isArray(data3)){let missing1;if(((data3.era === undefined) && (missing1 = "era")) || ((data3.revision === undefined) && (missing1 = "revision"))){validate20.errors = [{instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {const _errs9 = errors;for(const key1 in data3){if(!((key1 === "era") || (key1 === "revision"))){validate20.errors = [{instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}if(_errs9 === errors){if(data3.era !== undefined){let data4 = data3.era;const _errs10 = errors;if(!((data4 === "handshake") || (data4 === "stateless"))){validate20.errors = [{instancePath:instancePath+"/protocol/era",schemaPath:"#/properties/protocol/properties/era/enum",keyword:"enum",params:{allowedValues: schema177.properties.protocol.properties.era.enum},message:"must be equal to one of the allowed values"}];return false;}var valid1 = _errs10 === errors;}else {var valid1 = true;}if(valid1){if(data3.revision !== undefined){const _errs11 = errors;if(typeof data3.revision !== "string"){validate20.errors = [{instancePath:instancePath+"/protocol/revision",schemaPath:"#/properties/protocol/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs11 === errors;}else {var valid1 = true;}}}}}else {validate20.errors = [{instancePath:instancePath+"/protocol",schemaPath:"#/properties/protocol/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.serverInfo !== undefined){let data6 = data.serverInfo;const _errs13 = errors;if((!(data6 && typeof data6 == "object" && !Array.isArray(data6))) && (data6 !== null)){validate20.errors = [{instancePath:instancePath+"/serverInfo",schemaPath:"#/properties/serverInfo/type",keyword:"type",params:{type: schema177.properties.serverInfo.type},message:"must be object,null"}];return false;}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.clientCapabilities !== undefined){let data7 = data.clientCapabilities;const _errs15 = errors;if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){validate20.errors = [{instancePath:instancePath+"/clientCapabilities",schemaPath:"#/properties/clientCapabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs15 === errors;}else {var valid0 = true;}if(valid0){if(data.capabilities !== undefined){let data8 = data.capabilities;const _errs17 = errors;if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){validate20.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid0 = _errs17 === errors;}else {var valid0 = true;}if(valid0){if(data.instructions !== undefined){let data9 = data.instructions;const _errs19 = errors;const _errs20 = errors;let valid2 = false;let passing0 = null;const _errs21 = errors;if(data9 !== null){const err0 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}var _valid0 = _errs21 === errors;if(_valid0){valid2 = true;passing0 = 0;}const _errs23 = errors;if(errors === _errs23){if(data9 && typeof data9 == "object" && !Array.isArray(data9)){let missing2;if(((data9.digest === undefined) && (missing2 = "digest")) || ((data9.text === undefined) && (missing2 = "text"))){const err1 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/oneOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}else {const _errs25 = errors;for(const key2 in data9){if(!((key2 === "digest") || (key2 === "text"))){const err2 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;break;}}if(_errs25 === errors){if(data9.digest !== undefined){let data10 = data9.digest;const _errs26 = errors;const _errs27 = errors;if(errors === _errs27){if(typeof data10 === "string"){if(!pattern18.test(data10)){const err3 = {instancePath:instancePath+"/instructions/digest",schemaPath:"#/$defs/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/instructions/digest",schemaPath:"#/$defs/digest/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}var valid3 = _errs26 === errors;}else {var valid3 = true;}if(valid3){if(data9.text !== undefined){const _errs29 = errors;if(typeof data9.text !== "string"){const err5 = {instancePath:instancePath+"/instructions/text",schemaPath:"#/properties/instructions/oneOf/1/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}var valid3 = _errs29 === errors;}else {var valid3 = true;}}}}}else {const err6 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var _valid0 = _errs23 === errors;if(_valid0 && valid2){valid2 = false;passing0 = [passing0, 1];}else {if(_valid0){valid2 = true;passing0 = 1;}}if(!valid2){const err7 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;validate20.errors = vErrors;return false;}else {errors = _errs20;if(vErrors !== null){if(_errs20){vErrors.length = _errs20;}else {vErrors = null;}}}var valid0 = _errs19 === errors;}else {var valid0 = true;}if(valid0){if(data.tokenizer !== undefined){let data12 = data.tokenizer;const _errs31 = errors;if(errors === _errs31){if(typeof data12 === "string"){if(func3(data12) < 1){validate20.errors = [{instancePath:instancePath+"/tokenizer",schemaPath:"#/properties/tokenizer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];return false;}}else {validate20.errors = [{instancePath:instancePath+"/tokenizer",schemaPath:"#/properties/tokenizer/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs31 === errors;}else {var valid0 = true;}if(valid0){if(data.tools !== undefined){const _errs33 = errors;if(!(validate21(data.tools, {instancePath:instancePath+"/tools",parentData:data,parentDataProperty:"tools",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}var valid0 = _errs33 === errors;}else {var valid0 = true;}if(valid0){if(data.resources !== undefined){const _errs34 = errors;if(!(validate23(data.resources, {instancePath:instancePath+"/resources",parentData:data,parentDataProperty:"resources",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid0 = _errs34 === errors;}else {var valid0 = true;}if(valid0){if(data.resourceTemplates !== undefined){const _errs35 = errors;if(!(validate23(data.resourceTemplates, {instancePath:instancePath+"/resourceTemplates",parentData:data,parentDataProperty:"resourceTemplates",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid0 = _errs35 === errors;}else {var valid0 = true;}if(valid0){if(data.prompts !== undefined){const _errs36 = errors;if(!(validate23(data.prompts, {instancePath:instancePath+"/prompts",parentData:data,parentDataProperty:"prompts",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid0 = _errs36 === errors;}else {var valid0 = true;}if(valid0){if(data.unsupportedLists !== undefined){let data17 = data.unsupportedLists;const _errs37 = errors;if(errors === _errs37){if(Array.isArray(data17)){if(data17.length < 1){validate20.errors = [{instancePath:instancePath+"/unsupportedLists",schemaPath:"#/properties/unsupportedLists/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {var valid5 = true;const len0 = data17.length;for(let i0=0; i0<len0; i0++){let data18 = data17[i0];const _errs39 = errors;if(!((((data18 === "prompts/list") || (data18 === "resources/list")) || (data18 === "resources/templates/list")) || (data18 === "tools/list"))){validate20.errors = [{instancePath:instancePath+"/unsupportedLists/" + i0,schemaPath:"#/properties/unsupportedLists/items/enum",keyword:"enum",params:{allowedValues: schema177.properties.unsupportedLists.items.enum},message:"must be equal to one of the allowed values"}];return false;}var valid5 = _errs39 === errors;if(!valid5){break;}}if(valid5){let i1 = data17.length;let j0;if(i1 > 1){for(;i1--;){for(j0 = i1; j0--;){if(func22(data17[i1], data17[j0])){validate20.errors = [{instancePath:instancePath+"/unsupportedLists",schemaPath:"#/properties/unsupportedLists/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];return false;}}}}}}}else {validate20.errors = [{instancePath:instancePath+"/unsupportedLists",schemaPath:"#/properties/unsupportedLists/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs37 === errors;}else {var valid0 = true;}if(valid0){if(data.cacheScopes !== undefined){let data19 = data.cacheScopes;const _errs40 = errors;if(errors === _errs40){if(data19 && typeof data19 == "object" && !Array.isArray(data19)){if(Object.keys(data19).length < 1){validate20.errors = [{instancePath:instancePath+"/cacheScopes",schemaPath:"#/properties/cacheScopes/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];return false;}else {for(const key3 in data19){const _errs42 = errors;if(!(((((key3 === "prompts/list") || (key3 === "resources/list")) || (key3 === "resources/templates/list")) || (key3 === "server/discover")) || (key3 === "tools/list"))){const err8 = {instancePath:instancePath+"/cacheScopes",schemaPath:"#/properties/cacheScopes/propertyNames/enum",keyword:"enum",params:{allowedValues: schema177.properties.cacheScopes.propertyNames.enum},message:"must be equal to one of the allowed values",propertyName:key3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}var valid7 = _errs42 === errors;if(!valid7){const err9 = {instancePath:instancePath+"/cacheScopes",schemaPath:"#/properties/cacheScopes/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;validate20.errors = vErrors;return false;}}if(valid7){for(const key4 in data19){const _errs44 = errors;if(typeof data19[key4] !== "string"){validate20.errors = [{instancePath:instancePath+"/cacheScopes/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cacheScopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid8 = _errs44 === errors;if(!valid8){break;}}}}}else {validate20.errors = [{instancePath:instancePath+"/cacheScopes",schemaPath:"#/properties/cacheScopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs40 === errors;}else {var valid0 = true;}if(valid0){if(data.redacted !== undefined){const _errs46 = errors;if(true !== data.redacted){validate20.errors = [{instancePath:instancePath+"/redacted",schemaPath:"#/properties/redacted/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];return false;}var valid0 = _errs46 === errors;}else {var valid0 = true;}if(valid0){if(data.recorded !== undefined){let data22 = data.recorded;const _errs47 = errors;if(errors === _errs47){if(data22 && typeof data22 == "object" && !Array.isArray(data22)){let missing3;if((data22.digest === undefined) && (missing3 = "digest")){validate20.errors = [{instancePath:instancePath+"/recorded",schemaPath:"#/properties/recorded/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];return false;}else {const _errs49 = errors;for(const key5 in data22){if(!(((((key5 === "digest") || (key5 === "tools")) || (key5 === "resources")) || (key5 === "prompts")) || (key5 === "connection"))){validate20.errors = [{instancePath:instancePath+"/recorded",schemaPath:"#/properties/recorded/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];return false;}}if(_errs49 === errors){if(data22.digest !== undefined){let data23 = data22.digest;const _errs50 = errors;const _errs51 = errors;if(errors === _errs51){if(typeof data23 === "string"){if(!pattern18.test(data23)){validate20.errors = [{instancePath:instancePath+"/recorded/digest",schemaPath:"#/$defs/digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""}];return false;}}else {validate20.errors = [{instancePath:instancePath+"/recorded/digest",schemaPath:"#/$defs/digest/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid9 = _errs50 === errors;}else {var valid9 = true;}if(valid9){if(data22.tools !== undefined){const _errs53 = errors;if(!(validate27(data22.tools, {instancePath:instancePath+"/recorded/tools",parentData:data22,parentDataProperty:"tools",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}var valid9 = _errs53 === errors;}else {var valid9 = true;}if(valid9){if(data22.resources !== undefined){let data25 = data22.resources;const _errs54 = errors;if(errors === _errs54){if(data25 && typeof data25 == "object" && !Array.isArray(data25)){for(const key6 in data25){let data26 = data25[key6];const _errs57 = errors;if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){validate20.errors = [{instancePath:instancePath+"/recorded/resources/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/recorded/properties/resources/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid11 = _errs57 === errors;if(!valid11){break;}}}else {validate20.errors = [{instancePath:instancePath+"/recorded/resources",schemaPath:"#/properties/recorded/properties/resources/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid9 = _errs54 === errors;}else {var valid9 = true;}if(valid9){if(data22.prompts !== undefined){const _errs59 = errors;if(!(validate27(data22.prompts, {instancePath:instancePath+"/recorded/prompts",parentData:data22,parentDataProperty:"prompts",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}var valid9 = _errs59 === errors;}else {var valid9 = true;}if(valid9){if(data22.connection !== undefined){let data28 = data22.connection;const _errs60 = errors;if(errors === _errs60){if(Array.isArray(data28)){var valid12 = true;const len1 = data28.length;for(let i2=0; i2<len1; i2++){let data29 = data28[i2];const _errs62 = errors;const _errs63 = errors;if(errors === _errs63){if(data29 && typeof data29 == "object" && !Array.isArray(data29)){let missing4;if((((data29.kind === undefined) && (missing4 = "kind")) || ((data29.method === undefined) && (missing4 = "method"))) || ((data29.params === undefined) && (missing4 = "params"))){validate20.errors = [{instancePath:instancePath+"/recorded/connection/" + i2,schemaPath:"#/$defs/recordedMessage/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];return false;}else {const _errs65 = errors;for(const key7 in data29){if(!(((key7 === "kind") || (key7 === "method")) || (key7 === "params"))){validate20.errors = [{instancePath:instancePath+"/recorded/connection/" + i2,schemaPath:"#/$defs/recordedMessage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];return false;}}if(_errs65 === errors){if(data29.kind !== undefined){let data30 = data29.kind;const _errs66 = errors;if(!((data30 === "notification") || (data30 === "request"))){validate20.errors = [{instancePath:instancePath+"/recorded/connection/" + i2+"/kind",schemaPath:"#/$defs/recordedMessage/properties/kind/enum",keyword:"enum",params:{allowedValues: schema187.properties.kind.enum},message:"must be equal to one of the allowed values"}];return false;}var valid14 = _errs66 === errors;}else {var valid14 = true;}if(valid14){if(data29.method !== undefined){const _errs67 = errors;if(typeof data29.method !== "string"){validate20.errors = [{instancePath:instancePath+"/recorded/connection/" + i2+"/method",schemaPath:"#/$defs/recordedMessage/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid14 = _errs67 === errors;}else {var valid14 = true;}if(valid14){if(data29.params !== undefined){let data32 = data29.params;const _errs69 = errors;if(!(data32 && typeof data32 == "object" && !Array.isArray(data32))){validate20.errors = [{instancePath:instancePath+"/recorded/connection/" + i2+"/params",schemaPath:"#/$defs/recordedMessage/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}var valid14 = _errs69 === errors;}else {var valid14 = true;}}}}}}else {validate20.errors = [{instancePath:instancePath+"/recorded/connection/" + i2,schemaPath:"#/$defs/recordedMessage/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid12 = _errs62 === errors;if(!valid12){break;}}}else {validate20.errors = [{instancePath:instancePath+"/recorded/connection",schemaPath:"#/properties/recorded/properties/connection/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid9 = _errs60 === errors;}else {var valid9 = true;}}}}}}}}else {validate20.errors = [{instancePath:instancePath+"/recorded",schemaPath:"#/properties/recorded/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs47 === errors;}else {var valid0 = true;}if(valid0){if(data.protocolMatrix !== undefined){let data33 = data.protocolMatrix;const _errs71 = errors;if(errors === _errs71){if(data33 && typeof data33 == "object" && !Array.isArray(data33)){for(const key8 in data33){let data34 = data33[key8];const _errs74 = errors;if(errors === _errs74){if(data34 && typeof data34 == "object" && !Array.isArray(data34)){let missing5;if((data34.outcome === undefined) && (missing5 = "outcome")){validate20.errors = [{instancePath:instancePath+"/protocolMatrix/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/protocolMatrix/additionalProperties/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];return false;}else {const _errs76 = errors;for(const key9 in data34){if(!(((key9 === "outcome") || (key9 === "selected")) || (key9 === "detail"))){validate20.errors = [{instancePath:instancePath+"/protocolMatrix/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/protocolMatrix/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];return false;}}if(_errs76 === errors){if(data34.outcome !== undefined){let data35 = data34.outcome;const _errs77 = errors;if(!((((data35 === "accepted") || (data35 === "selected-other")) || (data35 === "rejected")) || (data35 === "violation"))){validate20.errors = [{instancePath:instancePath+"/protocolMatrix/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/outcome",schemaPath:"#/properties/protocolMatrix/additionalProperties/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema177.properties.protocolMatrix.additionalProperties.properties.outcome.enum},message:"must be equal to one of the allowed values"}];return false;}var valid16 = _errs77 === errors;}else {var valid16 = true;}if(valid16){if(data34.selected !== undefined){const _errs78 = errors;if(typeof data34.selected !== "string"){validate20.errors = [{instancePath:instancePath+"/protocolMatrix/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/selected",schemaPath:"#/properties/protocolMatrix/additionalProperties/properties/selected/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid16 = _errs78 === errors;}else {var valid16 = true;}if(valid16){if(data34.detail !== undefined){const _errs80 = errors;if(typeof data34.detail !== "string"){validate20.errors = [{instancePath:instancePath+"/protocolMatrix/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/detail",schemaPath:"#/properties/protocolMatrix/additionalProperties/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid16 = _errs80 === errors;}else {var valid16 = true;}}}}}}else {validate20.errors = [{instancePath:instancePath+"/protocolMatrix/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/protocolMatrix/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid15 = _errs74 === errors;if(!valid15){break;}}}else {validate20.errors = [{instancePath:instancePath+"/protocolMatrix",schemaPath:"#/properties/protocolMatrix/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs71 === errors;}else {var valid0 = true;}}}}}}}}}}}}}}}}}}}}}else {validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate20.errors = vErrors;return errors === 0;}validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
	return module.exports;
	})();
	validators$1.draft07 = (() => {
	const module = { exports: {} };
	const exports = module.exports;
exports.meta = validate0;const schema0 = {"type":["object","boolean"]};const schema9 = {"enum":["array","boolean","integer","null","number","object","string"]};const func0 = Object.prototype.hasOwnProperty;const func32 = /*@__PURE__*/ requireEqual().default;function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){const err0 = {instancePath,schemaPath:"#/definitions/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(typeof data == "number"){if(data < 0 || isNaN(data)){const err1 = {instancePath,schemaPath:"#/definitions/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}validate1.errors = vErrors;return errors === 0;}const root0 = {validate: validate0};function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(Array.isArray(data)){if(data.length < 1){const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}const len0 = data.length;for(let i0=0; i0<len0; i0++){if(!(root0.validate(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? root0.validate.errors : vErrors.concat(root0.validate.errors);errors = vErrors.length;}}}else {const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}validate3.errors = vErrors;return errors === 0;}function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema0.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.$id !== undefined && func0.call(data, "$id")){if(!(typeof data.$id === "string")){const err1 = {instancePath:instancePath+"/$id",schemaPath:"#/properties/%24id/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.$schema !== undefined && func0.call(data, "$schema")){if(!(typeof data.$schema === "string")){const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.$ref !== undefined && func0.call(data, "$ref")){if(!(typeof data.$ref === "string")){const err3 = {instancePath:instancePath+"/$ref",schemaPath:"#/properties/%24ref/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.$comment !== undefined && func0.call(data, "$comment")){if(typeof data.$comment !== "string"){const err4 = {instancePath:instancePath+"/$comment",schemaPath:"#/properties/%24comment/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.title !== undefined && func0.call(data, "title")){if(typeof data.title !== "string"){const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.description !== undefined && func0.call(data, "description")){if(typeof data.description !== "string"){const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.readOnly !== undefined && func0.call(data, "readOnly")){if(typeof data.readOnly !== "boolean"){const err7 = {instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.examples !== undefined && func0.call(data, "examples")){if(!(Array.isArray(data.examples))){const err8 = {instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.multipleOf !== undefined && func0.call(data, "multipleOf")){let data8 = data.multipleOf;if(typeof data8 == "number"){if(data8 <= 0 || isNaN(data8)){const err9 = {instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.maximum !== undefined && func0.call(data, "maximum")){if(!(typeof data.maximum == "number")){const err11 = {instancePath:instancePath+"/maximum",schemaPath:"#/properties/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.exclusiveMaximum !== undefined && func0.call(data, "exclusiveMaximum")){if(!(typeof data.exclusiveMaximum == "number")){const err12 = {instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/properties/exclusiveMaximum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.minimum !== undefined && func0.call(data, "minimum")){if(!(typeof data.minimum == "number")){const err13 = {instancePath:instancePath+"/minimum",schemaPath:"#/properties/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.exclusiveMinimum !== undefined && func0.call(data, "exclusiveMinimum")){if(!(typeof data.exclusiveMinimum == "number")){const err14 = {instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/properties/exclusiveMinimum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.maxLength !== undefined && func0.call(data, "maxLength")){let data13 = data.maxLength;if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){const err15 = {instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}if(typeof data13 == "number"){if(data13 < 0 || isNaN(data13)){const err16 = {instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}if(data.minLength !== undefined && func0.call(data, "minLength")){if(!(validate1(data.minLength, {instancePath:instancePath+"/minLength",parentData:data,parentDataProperty:"minLength",rootData}))){vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);errors = vErrors.length;}}if(data.pattern !== undefined && func0.call(data, "pattern")){if(!(typeof data.pattern === "string")){const err17 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.additionalItems !== undefined && func0.call(data, "additionalItems")){if(!(validate0(data.additionalItems, {instancePath:instancePath+"/additionalItems",parentData:data,parentDataProperty:"additionalItems",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}if(data.items !== undefined && func0.call(data, "items")){let data17 = data.items;const _errs35 = errors;let valid2 = false;const _errs36 = errors;if(!(validate0(data17, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}var _valid0 = _errs36 === errors;valid2 = valid2 || _valid0;if(!valid2){const _errs37 = errors;if(!(validate3(data17, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}var _valid0 = _errs37 === errors;valid2 = valid2 || _valid0;}if(!valid2){const err18 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}else {errors = _errs35;if(vErrors !== null){if(_errs35){vErrors.length = _errs35;}else {vErrors = null;}}}}if(data.maxItems !== undefined && func0.call(data, "maxItems")){let data18 = data.maxItems;if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){const err19 = {instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if(typeof data18 == "number"){if(data18 < 0 || isNaN(data18)){const err20 = {instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}if(data.minItems !== undefined && func0.call(data, "minItems")){if(!(validate1(data.minItems, {instancePath:instancePath+"/minItems",parentData:data,parentDataProperty:"minItems",rootData}))){vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);errors = vErrors.length;}}if(data.uniqueItems !== undefined && func0.call(data, "uniqueItems")){if(typeof data.uniqueItems !== "boolean"){const err21 = {instancePath:instancePath+"/uniqueItems",schemaPath:"#/properties/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data.contains !== undefined && func0.call(data, "contains")){if(!(validate0(data.contains, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}if(data.maxProperties !== undefined && func0.call(data, "maxProperties")){let data22 = data.maxProperties;if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){const err22 = {instancePath:instancePath+"/maxProperties",schemaPath:"#/definitions/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}if(typeof data22 == "number"){if(data22 < 0 || isNaN(data22)){const err23 = {instancePath:instancePath+"/maxProperties",schemaPath:"#/definitions/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}if(data.minProperties !== undefined && func0.call(data, "minProperties")){if(!(validate1(data.minProperties, {instancePath:instancePath+"/minProperties",parentData:data,parentDataProperty:"minProperties",rootData}))){vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);errors = vErrors.length;}}if(data.required !== undefined && func0.call(data, "required")){let data24 = data.required;if(Array.isArray(data24)){const len0 = data24.length;for(let i0=0; i0<len0; i0++){if(typeof data24[i0] !== "string"){const err24 = {instancePath:instancePath+"/required/" + i0,schemaPath:"#/definitions/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}let i1 = data24.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data24[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];const err25 = {instancePath:instancePath+"/required",schemaPath:"#/definitions/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;break;}indices0[item0] = i1;}}}else {const err26 = {instancePath:instancePath+"/required",schemaPath:"#/definitions/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.additionalProperties !== undefined && func0.call(data, "additionalProperties")){if(!(validate0(data.additionalProperties, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}if(data.definitions !== undefined && func0.call(data, "definitions")){let data27 = data.definitions;if(data27 && typeof data27 == "object" && !Array.isArray(data27)){for(const key0 of Object.keys(data27)){if(!(validate0(data27[key0], {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data27,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}}else {const err27 = {instancePath:instancePath+"/definitions",schemaPath:"#/properties/definitions/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.properties !== undefined && func0.call(data, "properties")){let data29 = data.properties;if(data29 && typeof data29 == "object" && !Array.isArray(data29)){for(const key1 of Object.keys(data29)){if(!(validate0(data29[key1], {instancePath:instancePath+"/properties/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data29,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}}else {const err28 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data.patternProperties !== undefined && func0.call(data, "patternProperties")){let data31 = data.patternProperties;if(data31 && typeof data31 == "object" && !Array.isArray(data31)){for(const key2 of Object.keys(data31)){const _errs65 = errors;var valid11 = _errs65 === errors;if(!valid11){const err29 = {instancePath:instancePath+"/patternProperties",schemaPath:"#/properties/patternProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}for(const key3 of Object.keys(data31)){if(!(validate0(data31[key3], {instancePath:instancePath+"/patternProperties/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data31,parentDataProperty:key3,rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}}else {const err30 = {instancePath:instancePath+"/patternProperties",schemaPath:"#/properties/patternProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data.dependencies !== undefined && func0.call(data, "dependencies")){let data33 = data.dependencies;if(data33 && typeof data33 == "object" && !Array.isArray(data33)){for(const key4 of Object.keys(data33)){let data34 = data33[key4];const _errs72 = errors;let valid14 = false;const _errs73 = errors;if(!(validate0(data34, {instancePath:instancePath+"/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data33,parentDataProperty:key4,rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}var _valid1 = _errs73 === errors;valid14 = valid14 || _valid1;if(!valid14){const _errs74 = errors;if(Array.isArray(data34)){const len1 = data34.length;for(let i2=0; i2<len1; i2++){if(typeof data34[i2] !== "string"){const err31 = {instancePath:instancePath+"/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/definitions/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}let i3 = data34.length;let j1;if(i3 > 1){const indices1 = {};for(;i3--;){let item1 = data34[i3];if(typeof item1 !== "string"){continue;}if(typeof indices1[item1] == "number"){j1 = indices1[item1];const err32 = {instancePath:instancePath+"/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;break;}indices1[item1] = i3;}}}else {const err33 = {instancePath:instancePath+"/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}var _valid1 = _errs74 === errors;valid14 = valid14 || _valid1;}if(!valid14){const err34 = {instancePath:instancePath+"/dependencies/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/dependencies/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}else {errors = _errs72;if(vErrors !== null){if(_errs72){vErrors.length = _errs72;}else {vErrors = null;}}}}}else {const err35 = {instancePath:instancePath+"/dependencies",schemaPath:"#/properties/dependencies/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data.propertyNames !== undefined && func0.call(data, "propertyNames")){if(!(validate0(data.propertyNames, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}if(data.enum !== undefined && func0.call(data, "enum")){let data37 = data.enum;if(Array.isArray(data37)){if(data37.length < 1){const err36 = {instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}let i4 = data37.length;let j2;if(i4 > 1){outer0:for(;i4--;){for(j2 = i4; j2--;){if(func32(data37[i4], data37[j2])){const err37 = {instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/uniqueItems",keyword:"uniqueItems",params:{i: i4, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i4+" are identical)"};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;break outer0;}}}}}else {const err38 = {instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}if(data.type !== undefined && func0.call(data, "type")){let data38 = data.type;const _errs83 = errors;let valid20 = false;const _errs84 = errors;if(!(((((((data38 === "array") || (data38 === "boolean")) || (data38 === "integer")) || (data38 === "null")) || (data38 === "number")) || (data38 === "object")) || (data38 === "string"))){const err39 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}var _valid2 = _errs84 === errors;valid20 = valid20 || _valid2;if(!valid20){const _errs86 = errors;if(Array.isArray(data38)){if(data38.length < 1){const err40 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}const len2 = data38.length;for(let i5=0; i5<len2; i5++){let data39 = data38[i5];if(!(((((((data39 === "array") || (data39 === "boolean")) || (data39 === "integer")) || (data39 === "null")) || (data39 === "number")) || (data39 === "object")) || (data39 === "string"))){const err41 = {instancePath:instancePath+"/type/" + i5,schemaPath:"#/definitions/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}let i6 = data38.length;let j3;if(i6 > 1){outer1:for(;i6--;){for(j3 = i6; j3--;){if(func32(data38[i6], data38[j3])){const err42 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/uniqueItems",keyword:"uniqueItems",params:{i: i6, j: j3},message:"must NOT have duplicate items (items ## "+j3+" and "+i6+" are identical)"};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;break outer1;}}}}}else {const err43 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}var _valid2 = _errs86 === errors;valid20 = valid20 || _valid2;}if(!valid20){const err44 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}else {errors = _errs83;if(vErrors !== null){if(_errs83){vErrors.length = _errs83;}else {vErrors = null;}}}}if(data.format !== undefined && func0.call(data, "format")){if(typeof data.format !== "string"){const err45 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}if(data.contentMediaType !== undefined && func0.call(data, "contentMediaType")){if(typeof data.contentMediaType !== "string"){const err46 = {instancePath:instancePath+"/contentMediaType",schemaPath:"#/properties/contentMediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}if(data.contentEncoding !== undefined && func0.call(data, "contentEncoding")){if(typeof data.contentEncoding !== "string"){const err47 = {instancePath:instancePath+"/contentEncoding",schemaPath:"#/properties/contentEncoding/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}if(data.if !== undefined && func0.call(data, "if")){if(!(validate0(data.if, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}if(data.then !== undefined && func0.call(data, "then")){if(!(validate0(data.then, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}if(data.else !== undefined && func0.call(data, "else")){if(!(validate0(data.else, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}if(data.allOf !== undefined && func0.call(data, "allOf")){if(!(validate3(data.allOf, {instancePath:instancePath+"/allOf",parentData:data,parentDataProperty:"allOf",rootData}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}}if(data.anyOf !== undefined && func0.call(data, "anyOf")){if(!(validate3(data.anyOf, {instancePath:instancePath+"/anyOf",parentData:data,parentDataProperty:"anyOf",rootData}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}}if(data.oneOf !== undefined && func0.call(data, "oneOf")){if(!(validate3(data.oneOf, {instancePath:instancePath+"/oneOf",parentData:data,parentDataProperty:"oneOf",rootData}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}}if(data.not !== undefined && func0.call(data, "not")){if(!(validate0(data.not, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}}validate0.errors = vErrors;return errors === 0;}
	return module.exports;
	})().meta;
	validators$1.draft2019 = (() => {
	const module = { exports: {} };
	const exports = module.exports;
exports.meta = validate0;const schema0 = {"type":["object","boolean"]};const schema1 = {"type":["object","boolean"]};const func0 = Object.prototype.hasOwnProperty;const pattern0 = new RegExp("^[^#]*#?$", "u");const pattern1 = new RegExp("^[A-Za-z][-A-Za-z0-9.:_]*$", "u");function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate1.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema1.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors[""]){dynamicAnchors[""] = validate1;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.$id !== undefined && func0.call(data, "$id")){let data0 = data.$id;if(typeof data0 === "string"){if(!pattern0.test(data0)){const err1 = {instancePath:instancePath+"/$id",schemaPath:"#/properties/%24id/pattern",keyword:"pattern",params:{pattern: "^[^#]*#?$"},message:"must match pattern \""+"^[^#]*#?$"+"\""};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath:instancePath+"/$id",schemaPath:"#/properties/%24id/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.$schema !== undefined && func0.call(data, "$schema")){if(!(typeof data.$schema === "string")){const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.$anchor !== undefined && func0.call(data, "$anchor")){let data2 = data.$anchor;if(typeof data2 === "string"){if(!pattern1.test(data2)){const err4 = {instancePath:instancePath+"/$anchor",schemaPath:"#/properties/%24anchor/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][-A-Za-z0-9.:_]*$"},message:"must match pattern \""+"^[A-Za-z][-A-Za-z0-9.:_]*$"+"\""};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/$anchor",schemaPath:"#/properties/%24anchor/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.$ref !== undefined && func0.call(data, "$ref")){if(!(typeof data.$ref === "string")){const err6 = {instancePath:instancePath+"/$ref",schemaPath:"#/properties/%24ref/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.$recursiveRef !== undefined && func0.call(data, "$recursiveRef")){if(!(typeof data.$recursiveRef === "string")){const err7 = {instancePath:instancePath+"/$recursiveRef",schemaPath:"#/properties/%24recursiveRef/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.$recursiveAnchor !== undefined && func0.call(data, "$recursiveAnchor")){if(typeof data.$recursiveAnchor !== "boolean"){const err8 = {instancePath:instancePath+"/$recursiveAnchor",schemaPath:"#/properties/%24recursiveAnchor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.$vocabulary !== undefined && func0.call(data, "$vocabulary")){let data6 = data.$vocabulary;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){for(const key0 of Object.keys(data6)){const _errs16 = errors;if(!(typeof key0 === "string")){const err9 = {instancePath:instancePath+"/$vocabulary",schemaPath:"#/properties/%24vocabulary/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}var valid1 = _errs16 === errors;if(!valid1){const err10 = {instancePath:instancePath+"/$vocabulary",schemaPath:"#/properties/%24vocabulary/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}for(const key1 of Object.keys(data6)){if(typeof data6[key1] !== "boolean"){const err11 = {instancePath:instancePath+"/$vocabulary/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/%24vocabulary/additionalProperties/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/$vocabulary",schemaPath:"#/properties/%24vocabulary/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.$comment !== undefined && func0.call(data, "$comment")){if(typeof data.$comment !== "string"){const err13 = {instancePath:instancePath+"/$comment",schemaPath:"#/properties/%24comment/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.$defs !== undefined && func0.call(data, "$defs")){let data9 = data.$defs;if(data9 && typeof data9 == "object" && !Array.isArray(data9)){for(const key2 of Object.keys(data9)){let data10 = data9[key2];let _v0 = dynamicAnchors[""];if(_v0){if(!(_v0(data10, {instancePath:instancePath+"/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate1(data10, {instancePath:instancePath+"/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);errors = vErrors.length;}else {var props1 = validate1.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate1.evaluated.items;}}}}else {const err14 = {instancePath:instancePath+"/$defs",schemaPath:"#/properties/%24defs/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}validate1.errors = vErrors;return errors === 0;}validate1.evaluated = {"props":{"$id":true,"$schema":true,"$anchor":true,"$ref":true,"$recursiveRef":true,"$recursiveAnchor":true,"$vocabulary":true,"$comment":true,"$defs":true},"dynamicProps":false,"dynamicItems":false};const schema2 = {"type":["object","boolean"]};function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate4.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(Array.isArray(data)){if(data.length < 1){const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}const len0 = data.length;for(let i0=0; i0<len0; i0++){let data0 = data[i0];let _v0 = dynamicAnchors[""];if(_v0){if(!(_v0(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate4(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}else {var props1 = validate4.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate4.evaluated.items;}}}}else {const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}validate4.errors = vErrors;return errors === 0;}validate4.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate3.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema2.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors[""]){dynamicAnchors[""] = validate3;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.additionalItems !== undefined && func0.call(data, "additionalItems")){let data0 = data.additionalItems;let _v0 = dynamicAnchors[""];if(_v0){if(!(_v0(data0, {instancePath:instancePath+"/additionalItems",parentData:data,parentDataProperty:"additionalItems",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate3(data0, {instancePath:instancePath+"/additionalItems",parentData:data,parentDataProperty:"additionalItems",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props1 = validate3.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate3.evaluated.items;}}}if(data.unevaluatedItems !== undefined && func0.call(data, "unevaluatedItems")){let data1 = data.unevaluatedItems;let _v1 = dynamicAnchors[""];if(_v1){if(!(_v1(data1, {instancePath:instancePath+"/unevaluatedItems",parentData:data,parentDataProperty:"unevaluatedItems",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);errors = vErrors.length;}else {var props2 = _v1.evaluated.props;_v1.evaluated.items;}}else {if(!(validate3(data1, {instancePath:instancePath+"/unevaluatedItems",parentData:data,parentDataProperty:"unevaluatedItems",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props3 = validate3.evaluated.props;if(props2 !== true && props3 !== undefined){if(props3 === true){props2 = true;}else {props2 = props2 || {};Object.assign(props2, props3);}}validate3.evaluated.items;}}}if(data.items !== undefined && func0.call(data, "items")){let data2 = data.items;const _errs4 = errors;let valid1 = false;const _errs5 = errors;let _v2 = dynamicAnchors[""];if(_v2){if(!(_v2(data2, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v2.errors : vErrors.concat(_v2.errors);errors = vErrors.length;}else {var props4 = _v2.evaluated.props;_v2.evaluated.items;}}else {if(!(validate3(data2, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props5 = validate3.evaluated.props;if(props4 !== true && props5 !== undefined){if(props5 === true){props4 = true;}else {props4 = props4 || {};Object.assign(props4, props5);}}validate3.evaluated.items;}}var _valid0 = _errs5 === errors;valid1 = valid1 || _valid0;const _errs6 = errors;if(!(validate4(data2, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}var _valid0 = _errs6 === errors;valid1 = valid1 || _valid0;if(!valid1){const err1 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}else {errors = _errs4;if(vErrors !== null){if(_errs4){vErrors.length = _errs4;}else {vErrors = null;}}}}if(data.contains !== undefined && func0.call(data, "contains")){let data3 = data.contains;let _v3 = dynamicAnchors[""];if(_v3){if(!(_v3(data3, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v3.errors : vErrors.concat(_v3.errors);errors = vErrors.length;}else {var props6 = _v3.evaluated.props;_v3.evaluated.items;}}else {if(!(validate3(data3, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props7 = validate3.evaluated.props;if(props6 !== true && props7 !== undefined){if(props7 === true){props6 = true;}else {props6 = props6 || {};Object.assign(props6, props7);}}validate3.evaluated.items;}}}if(data.additionalProperties !== undefined && func0.call(data, "additionalProperties")){let data4 = data.additionalProperties;let _v4 = dynamicAnchors[""];if(_v4){if(!(_v4(data4, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v4.errors : vErrors.concat(_v4.errors);errors = vErrors.length;}else {var props8 = _v4.evaluated.props;_v4.evaluated.items;}}else {if(!(validate3(data4, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props9 = validate3.evaluated.props;if(props8 !== true && props9 !== undefined){if(props9 === true){props8 = true;}else {props8 = props8 || {};Object.assign(props8, props9);}}validate3.evaluated.items;}}}if(data.unevaluatedProperties !== undefined && func0.call(data, "unevaluatedProperties")){let data5 = data.unevaluatedProperties;let _v5 = dynamicAnchors[""];if(_v5){if(!(_v5(data5, {instancePath:instancePath+"/unevaluatedProperties",parentData:data,parentDataProperty:"unevaluatedProperties",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v5.errors : vErrors.concat(_v5.errors);errors = vErrors.length;}else {var props10 = _v5.evaluated.props;_v5.evaluated.items;}}else {if(!(validate3(data5, {instancePath:instancePath+"/unevaluatedProperties",parentData:data,parentDataProperty:"unevaluatedProperties",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props11 = validate3.evaluated.props;if(props10 !== true && props11 !== undefined){if(props11 === true){props10 = true;}else {props10 = props10 || {};Object.assign(props10, props11);}}validate3.evaluated.items;}}}if(data.properties !== undefined && func0.call(data, "properties")){let data6 = data.properties;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){for(const key0 of Object.keys(data6)){let data7 = data6[key0];let _v6 = dynamicAnchors[""];if(_v6){if(!(_v6(data7, {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v6.errors : vErrors.concat(_v6.errors);errors = vErrors.length;}else {var props12 = _v6.evaluated.props;_v6.evaluated.items;}}else {if(!(validate3(data7, {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props13 = validate3.evaluated.props;if(props12 !== true && props13 !== undefined){if(props13 === true){props12 = true;}else {props12 = props12 || {};Object.assign(props12, props13);}}validate3.evaluated.items;}}}}else {const err2 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.patternProperties !== undefined && func0.call(data, "patternProperties")){let data8 = data.patternProperties;if(data8 && typeof data8 == "object" && !Array.isArray(data8)){for(const key1 of Object.keys(data8)){const _errs16 = errors;var valid3 = _errs16 === errors;if(!valid3){const err3 = {instancePath:instancePath+"/patternProperties",schemaPath:"#/properties/patternProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}for(const key2 of Object.keys(data8)){let data9 = data8[key2];let _v7 = dynamicAnchors[""];if(_v7){if(!(_v7(data9, {instancePath:instancePath+"/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v7.errors : vErrors.concat(_v7.errors);errors = vErrors.length;}else {var props14 = _v7.evaluated.props;_v7.evaluated.items;}}else {if(!(validate3(data9, {instancePath:instancePath+"/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props15 = validate3.evaluated.props;if(props14 !== true && props15 !== undefined){if(props15 === true){props14 = true;}else {props14 = props14 || {};Object.assign(props14, props15);}}validate3.evaluated.items;}}}}else {const err4 = {instancePath:instancePath+"/patternProperties",schemaPath:"#/properties/patternProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.dependentSchemas !== undefined && func0.call(data, "dependentSchemas")){let data10 = data.dependentSchemas;if(data10 && typeof data10 == "object" && !Array.isArray(data10)){for(const key3 of Object.keys(data10)){let data11 = data10[key3];let _v8 = dynamicAnchors[""];if(_v8){if(!(_v8(data11, {instancePath:instancePath+"/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key3,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v8.errors : vErrors.concat(_v8.errors);errors = vErrors.length;}else {var props16 = _v8.evaluated.props;_v8.evaluated.items;}}else {if(!(validate3(data11, {instancePath:instancePath+"/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key3,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props17 = validate3.evaluated.props;if(props16 !== true && props17 !== undefined){if(props17 === true){props16 = true;}else {props16 = props16 || {};Object.assign(props16, props17);}}validate3.evaluated.items;}}}}else {const err5 = {instancePath:instancePath+"/dependentSchemas",schemaPath:"#/properties/dependentSchemas/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.propertyNames !== undefined && func0.call(data, "propertyNames")){let data12 = data.propertyNames;let _v9 = dynamicAnchors[""];if(_v9){if(!(_v9(data12, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v9.errors : vErrors.concat(_v9.errors);errors = vErrors.length;}else {var props18 = _v9.evaluated.props;_v9.evaluated.items;}}else {if(!(validate3(data12, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props19 = validate3.evaluated.props;if(props18 !== true && props19 !== undefined){if(props19 === true){props18 = true;}else {props18 = props18 || {};Object.assign(props18, props19);}}validate3.evaluated.items;}}}if(data.if !== undefined && func0.call(data, "if")){let data13 = data.if;let _v10 = dynamicAnchors[""];if(_v10){if(!(_v10(data13, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v10.errors : vErrors.concat(_v10.errors);errors = vErrors.length;}else {var props20 = _v10.evaluated.props;_v10.evaluated.items;}}else {if(!(validate3(data13, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props21 = validate3.evaluated.props;if(props20 !== true && props21 !== undefined){if(props21 === true){props20 = true;}else {props20 = props20 || {};Object.assign(props20, props21);}}validate3.evaluated.items;}}}if(data.then !== undefined && func0.call(data, "then")){let data14 = data.then;let _v11 = dynamicAnchors[""];if(_v11){if(!(_v11(data14, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v11.errors : vErrors.concat(_v11.errors);errors = vErrors.length;}else {var props22 = _v11.evaluated.props;_v11.evaluated.items;}}else {if(!(validate3(data14, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props23 = validate3.evaluated.props;if(props22 !== true && props23 !== undefined){if(props23 === true){props22 = true;}else {props22 = props22 || {};Object.assign(props22, props23);}}validate3.evaluated.items;}}}if(data.else !== undefined && func0.call(data, "else")){let data15 = data.else;let _v12 = dynamicAnchors[""];if(_v12){if(!(_v12(data15, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v12.errors : vErrors.concat(_v12.errors);errors = vErrors.length;}else {var props24 = _v12.evaluated.props;_v12.evaluated.items;}}else {if(!(validate3(data15, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props25 = validate3.evaluated.props;if(props24 !== true && props25 !== undefined){if(props25 === true){props24 = true;}else {props24 = props24 || {};Object.assign(props24, props25);}}validate3.evaluated.items;}}}if(data.allOf !== undefined && func0.call(data, "allOf")){if(!(validate4(data.allOf, {instancePath:instancePath+"/allOf",parentData:data,parentDataProperty:"allOf",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}if(data.anyOf !== undefined && func0.call(data, "anyOf")){if(!(validate4(data.anyOf, {instancePath:instancePath+"/anyOf",parentData:data,parentDataProperty:"anyOf",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}if(data.oneOf !== undefined && func0.call(data, "oneOf")){if(!(validate4(data.oneOf, {instancePath:instancePath+"/oneOf",parentData:data,parentDataProperty:"oneOf",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}if(data.not !== undefined && func0.call(data, "not")){let data19 = data.not;let _v13 = dynamicAnchors[""];if(_v13){if(!(_v13(data19, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v13.errors : vErrors.concat(_v13.errors);errors = vErrors.length;}else {var props26 = _v13.evaluated.props;_v13.evaluated.items;}}else {if(!(validate3(data19, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props27 = validate3.evaluated.props;if(props26 !== true && props27 !== undefined){if(props27 === true){props26 = true;}else {props26 = props26 || {};Object.assign(props26, props27);}}validate3.evaluated.items;}}}}validate3.errors = vErrors;return errors === 0;}validate3.evaluated = {"props":{"additionalItems":true,"unevaluatedItems":true,"items":true,"contains":true,"additionalProperties":true,"unevaluatedProperties":true,"properties":true,"patternProperties":true,"dependentSchemas":true,"propertyNames":true,"if":true,"then":true,"else":true,"allOf":true,"anyOf":true,"oneOf":true,"not":true},"dynamicProps":false,"dynamicItems":false};const schema4 = {"type":["object","boolean"]};const schema15 = {"enum":["array","boolean","integer","null","number","object","string"]};const func45 = /*@__PURE__*/ requireEqual().default;function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate10.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema4.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors[""]){dynamicAnchors[""] = validate10;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.multipleOf !== undefined && func0.call(data, "multipleOf")){let data0 = data.multipleOf;if(typeof data0 == "number"){if(data0 <= 0 || isNaN(data0)){const err1 = {instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.maximum !== undefined && func0.call(data, "maximum")){if(!(typeof data.maximum == "number")){const err3 = {instancePath:instancePath+"/maximum",schemaPath:"#/properties/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.exclusiveMaximum !== undefined && func0.call(data, "exclusiveMaximum")){if(!(typeof data.exclusiveMaximum == "number")){const err4 = {instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/properties/exclusiveMaximum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.minimum !== undefined && func0.call(data, "minimum")){if(!(typeof data.minimum == "number")){const err5 = {instancePath:instancePath+"/minimum",schemaPath:"#/properties/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.exclusiveMinimum !== undefined && func0.call(data, "exclusiveMinimum")){if(!(typeof data.exclusiveMinimum == "number")){const err6 = {instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/properties/exclusiveMinimum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.maxLength !== undefined && func0.call(data, "maxLength")){let data5 = data.maxLength;if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){const err7 = {instancePath:instancePath+"/maxLength",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data5 == "number"){if(data5 < 0 || isNaN(data5)){const err8 = {instancePath:instancePath+"/maxLength",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}if(data.minLength !== undefined && func0.call(data, "minLength")){let data6 = data.minLength;if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){const err9 = {instancePath:instancePath+"/minLength",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if(typeof data6 == "number"){if(data6 < 0 || isNaN(data6)){const err10 = {instancePath:instancePath+"/minLength",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}if(data.pattern !== undefined && func0.call(data, "pattern")){if(!(typeof data.pattern === "string")){const err11 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.maxItems !== undefined && func0.call(data, "maxItems")){let data8 = data.maxItems;if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){const err12 = {instancePath:instancePath+"/maxItems",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}if(typeof data8 == "number"){if(data8 < 0 || isNaN(data8)){const err13 = {instancePath:instancePath+"/maxItems",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}if(data.minItems !== undefined && func0.call(data, "minItems")){let data9 = data.minItems;if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){const err14 = {instancePath:instancePath+"/minItems",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}if(typeof data9 == "number"){if(data9 < 0 || isNaN(data9)){const err15 = {instancePath:instancePath+"/minItems",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}}if(data.uniqueItems !== undefined && func0.call(data, "uniqueItems")){if(typeof data.uniqueItems !== "boolean"){const err16 = {instancePath:instancePath+"/uniqueItems",schemaPath:"#/properties/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.maxContains !== undefined && func0.call(data, "maxContains")){let data11 = data.maxContains;if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){const err17 = {instancePath:instancePath+"/maxContains",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}if(typeof data11 == "number"){if(data11 < 0 || isNaN(data11)){const err18 = {instancePath:instancePath+"/maxContains",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}if(data.minContains !== undefined && func0.call(data, "minContains")){let data12 = data.minContains;if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){const err19 = {instancePath:instancePath+"/minContains",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if(typeof data12 == "number"){if(data12 < 0 || isNaN(data12)){const err20 = {instancePath:instancePath+"/minContains",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}if(data.maxProperties !== undefined && func0.call(data, "maxProperties")){let data13 = data.maxProperties;if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){const err21 = {instancePath:instancePath+"/maxProperties",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}if(typeof data13 == "number"){if(data13 < 0 || isNaN(data13)){const err22 = {instancePath:instancePath+"/maxProperties",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}if(data.minProperties !== undefined && func0.call(data, "minProperties")){let data14 = data.minProperties;if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){const err23 = {instancePath:instancePath+"/minProperties",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}if(typeof data14 == "number"){if(data14 < 0 || isNaN(data14)){const err24 = {instancePath:instancePath+"/minProperties",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}}if(data.required !== undefined && func0.call(data, "required")){let data15 = data.required;if(Array.isArray(data15)){const len0 = data15.length;for(let i0=0; i0<len0; i0++){if(typeof data15[i0] !== "string"){const err25 = {instancePath:instancePath+"/required/" + i0,schemaPath:"#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}let i1 = data15.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data15[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];const err26 = {instancePath:instancePath+"/required",schemaPath:"#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;break;}indices0[item0] = i1;}}}else {const err27 = {instancePath:instancePath+"/required",schemaPath:"#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.dependentRequired !== undefined && func0.call(data, "dependentRequired")){let data17 = data.dependentRequired;if(data17 && typeof data17 == "object" && !Array.isArray(data17)){for(const key0 of Object.keys(data17)){let data18 = data17[key0];if(Array.isArray(data18)){const len1 = data18.length;for(let i2=0; i2<len1; i2++){if(typeof data18[i2] !== "string"){const err28 = {instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}let i3 = data18.length;let j1;if(i3 > 1){const indices1 = {};for(;i3--;){let item1 = data18[i3];if(typeof item1 !== "string"){continue;}if(typeof indices1[item1] == "number"){j1 = indices1[item1];const err29 = {instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;break;}indices1[item1] = i3;}}}else {const err30 = {instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}}else {const err31 = {instancePath:instancePath+"/dependentRequired",schemaPath:"#/properties/dependentRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.enum !== undefined && func0.call(data, "enum")){if(!(Array.isArray(data.enum))){const err32 = {instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}if(data.type !== undefined && func0.call(data, "type")){let data21 = data.type;const _errs55 = errors;let valid18 = false;const _errs56 = errors;if(!(((((((data21 === "array") || (data21 === "boolean")) || (data21 === "integer")) || (data21 === "null")) || (data21 === "number")) || (data21 === "object")) || (data21 === "string"))){const err33 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema15.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}var _valid0 = _errs56 === errors;valid18 = valid18 || _valid0;const _errs58 = errors;if(Array.isArray(data21)){if(data21.length < 1){const err34 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}const len2 = data21.length;for(let i4=0; i4<len2; i4++){let data22 = data21[i4];if(!(((((((data22 === "array") || (data22 === "boolean")) || (data22 === "integer")) || (data22 === "null")) || (data22 === "number")) || (data22 === "object")) || (data22 === "string"))){const err35 = {instancePath:instancePath+"/type/" + i4,schemaPath:"#/$defs/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema15.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}let i5 = data21.length;let j2;if(i5 > 1){outer0:for(;i5--;){for(j2 = i5; j2--;){if(func45(data21[i5], data21[j2])){const err36 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)"};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;break outer0;}}}}}else {const err37 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}var _valid0 = _errs58 === errors;valid18 = valid18 || _valid0;if(!valid18){const err38 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}else {errors = _errs55;if(vErrors !== null){if(_errs55){vErrors.length = _errs55;}else {vErrors = null;}}}}}validate10.errors = vErrors;return errors === 0;}validate10.evaluated = {"props":{"multipleOf":true,"maximum":true,"exclusiveMaximum":true,"minimum":true,"exclusiveMinimum":true,"maxLength":true,"minLength":true,"pattern":true,"maxItems":true,"minItems":true,"uniqueItems":true,"maxContains":true,"minContains":true,"maxProperties":true,"minProperties":true,"required":true,"dependentRequired":true,"const":true,"enum":true,"type":true},"dynamicProps":false,"dynamicItems":false};const schema17 = {"type":["object","boolean"]};function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate12.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema17.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors[""]){dynamicAnchors[""] = validate12;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.title !== undefined && func0.call(data, "title")){if(typeof data.title !== "string"){const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.description !== undefined && func0.call(data, "description")){if(typeof data.description !== "string"){const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.deprecated !== undefined && func0.call(data, "deprecated")){if(typeof data.deprecated !== "boolean"){const err3 = {instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.readOnly !== undefined && func0.call(data, "readOnly")){if(typeof data.readOnly !== "boolean"){const err4 = {instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.writeOnly !== undefined && func0.call(data, "writeOnly")){if(typeof data.writeOnly !== "boolean"){const err5 = {instancePath:instancePath+"/writeOnly",schemaPath:"#/properties/writeOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.examples !== undefined && func0.call(data, "examples")){if(!(Array.isArray(data.examples))){const err6 = {instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}validate12.errors = vErrors;return errors === 0;}validate12.evaluated = {"props":{"title":true,"description":true,"default":true,"deprecated":true,"readOnly":true,"writeOnly":true,"examples":true},"dynamicProps":false,"dynamicItems":false};const schema18 = {"type":["object","boolean"]};function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate14.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema18.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors[""]){dynamicAnchors[""] = validate14;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.format !== undefined && func0.call(data, "format")){if(typeof data.format !== "string"){const err1 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}validate14.errors = vErrors;return errors === 0;}validate14.evaluated = {"props":{"format":true},"dynamicProps":false,"dynamicItems":false};const schema19 = {"type":["object","boolean"]};function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate16.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema19.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors[""]){dynamicAnchors[""] = validate16;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.contentMediaType !== undefined && func0.call(data, "contentMediaType")){if(typeof data.contentMediaType !== "string"){const err1 = {instancePath:instancePath+"/contentMediaType",schemaPath:"#/properties/contentMediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.contentEncoding !== undefined && func0.call(data, "contentEncoding")){if(typeof data.contentEncoding !== "string"){const err2 = {instancePath:instancePath+"/contentEncoding",schemaPath:"#/properties/contentEncoding/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.contentSchema !== undefined && func0.call(data, "contentSchema")){let data2 = data.contentSchema;let _v0 = dynamicAnchors[""];if(_v0){if(!(_v0(data2, {instancePath:instancePath+"/contentSchema",parentData:data,parentDataProperty:"contentSchema",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate16(data2, {instancePath:instancePath+"/contentSchema",parentData:data,parentDataProperty:"contentSchema",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);errors = vErrors.length;}else {var props1 = validate16.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate16.evaluated.items;}}}}validate16.errors = vErrors;return errors === 0;}validate16.evaluated = {"props":{"contentMediaType":true,"contentEncoding":true,"contentSchema":true},"dynamicProps":false,"dynamicItems":false};function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate0.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema0.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors[""]){dynamicAnchors[""] = validate0;}if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);errors = vErrors.length;}if(!(validate3(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}if(!(validate10(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);errors = vErrors.length;}if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}if(!(validate16(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);errors = vErrors.length;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.definitions !== undefined && func0.call(data, "definitions")){let data0 = data.definitions;if(data0 && typeof data0 == "object" && !Array.isArray(data0)){for(const key0 of Object.keys(data0)){let data1 = data0[key0];let _v0 = dynamicAnchors[""];if(_v0){if(!(_v0(data1, {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate0(data1, {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}else {var props1 = validate0.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate0.evaluated.items;}}}}else {const err1 = {instancePath:instancePath+"/definitions",schemaPath:"#/properties/definitions/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.dependencies !== undefined && func0.call(data, "dependencies")){let data2 = data.dependencies;if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 of Object.keys(data2)){let data3 = data2[key1];const _errs17 = errors;let valid4 = false;const _errs18 = errors;let _v1 = dynamicAnchors[""];if(_v1){if(!(_v1(data3, {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);errors = vErrors.length;}else {var props2 = _v1.evaluated.props;_v1.evaluated.items;}}else {if(!(validate0(data3, {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}else {var props3 = validate0.evaluated.props;if(props2 !== true && props3 !== undefined){if(props3 === true){props2 = true;}else {props2 = props2 || {};Object.assign(props2, props3);}}validate0.evaluated.items;}}var _valid0 = _errs18 === errors;valid4 = valid4 || _valid0;const _errs19 = errors;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){if(typeof data3[i0] !== "string"){const err2 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"meta/validation#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}let i1 = data3.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data3[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];const err3 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"meta/validation#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;break;}indices0[item0] = i1;}}}else {const err4 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"meta/validation#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}var _valid0 = _errs19 === errors;valid4 = valid4 || _valid0;if(!valid4){const err5 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/dependencies/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}else {errors = _errs17;if(vErrors !== null){if(_errs17){vErrors.length = _errs17;}else {vErrors = null;}}}}}else {const err6 = {instancePath:instancePath+"/dependencies",schemaPath:"#/properties/dependencies/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}validate0.errors = vErrors;return errors === 0;}validate0.evaluated = {"props":{"definitions":true,"dependencies":true,"contentMediaType":true,"contentEncoding":true,"contentSchema":true,"format":true,"title":true,"description":true,"default":true,"deprecated":true,"readOnly":true,"writeOnly":true,"examples":true,"multipleOf":true,"maximum":true,"exclusiveMaximum":true,"minimum":true,"exclusiveMinimum":true,"maxLength":true,"minLength":true,"pattern":true,"maxItems":true,"minItems":true,"uniqueItems":true,"maxContains":true,"minContains":true,"maxProperties":true,"minProperties":true,"required":true,"dependentRequired":true,"const":true,"enum":true,"type":true,"additionalItems":true,"unevaluatedItems":true,"items":true,"contains":true,"additionalProperties":true,"unevaluatedProperties":true,"properties":true,"patternProperties":true,"dependentSchemas":true,"propertyNames":true,"if":true,"then":true,"else":true,"allOf":true,"anyOf":true,"oneOf":true,"not":true,"$id":true,"$schema":true,"$anchor":true,"$ref":true,"$recursiveRef":true,"$recursiveAnchor":true,"$vocabulary":true,"$comment":true,"$defs":true},"dynamicProps":false,"dynamicItems":false};
	return module.exports;
	})().meta;
	validators$1.draft2020 = (() => {
	const module = { exports: {} };
	const exports = module.exports;
exports.meta = validate0;const schema0 = {"type":["object","boolean"]};const schema1 = {"type":["object","boolean"]};const func0 = Object.prototype.hasOwnProperty;const pattern0 = new RegExp("^[^#]*#?$", "u");const pattern1 = new RegExp("^[A-Za-z_][-A-Za-z0-9._]*$", "u");function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate1.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema1.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors.meta){dynamicAnchors.meta = validate1;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.$id !== undefined && func0.call(data, "$id")){let data0 = data.$id;if(!(typeof data0 === "string")){const err1 = {instancePath:instancePath+"/$id",schemaPath:"#/$defs/uriReferenceString/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 === "string"){if(!pattern0.test(data0)){const err2 = {instancePath:instancePath+"/$id",schemaPath:"#/properties/%24id/pattern",keyword:"pattern",params:{pattern: "^[^#]*#?$"},message:"must match pattern \""+"^[^#]*#?$"+"\""};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}if(data.$schema !== undefined && func0.call(data, "$schema")){if(!(typeof data.$schema === "string")){const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/$defs/uriString/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.$ref !== undefined && func0.call(data, "$ref")){if(!(typeof data.$ref === "string")){const err4 = {instancePath:instancePath+"/$ref",schemaPath:"#/$defs/uriReferenceString/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.$anchor !== undefined && func0.call(data, "$anchor")){let data3 = data.$anchor;if(typeof data3 === "string"){if(!pattern1.test(data3)){const err5 = {instancePath:instancePath+"/$anchor",schemaPath:"#/$defs/anchorString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/$anchor",schemaPath:"#/$defs/anchorString/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.$dynamicRef !== undefined && func0.call(data, "$dynamicRef")){if(!(typeof data.$dynamicRef === "string")){const err7 = {instancePath:instancePath+"/$dynamicRef",schemaPath:"#/$defs/uriReferenceString/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.$dynamicAnchor !== undefined && func0.call(data, "$dynamicAnchor")){let data5 = data.$dynamicAnchor;if(typeof data5 === "string"){if(!pattern1.test(data5)){const err8 = {instancePath:instancePath+"/$dynamicAnchor",schemaPath:"#/$defs/anchorString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/$dynamicAnchor",schemaPath:"#/$defs/anchorString/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.$vocabulary !== undefined && func0.call(data, "$vocabulary")){let data6 = data.$vocabulary;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){for(const key0 of Object.keys(data6)){const _errs22 = errors;if(!(typeof key0 === "string")){const err10 = {instancePath:instancePath+"/$vocabulary",schemaPath:"#/$defs/uriString/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}var valid7 = _errs22 === errors;if(!valid7){const err11 = {instancePath:instancePath+"/$vocabulary",schemaPath:"#/properties/%24vocabulary/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}for(const key1 of Object.keys(data6)){if(typeof data6[key1] !== "boolean"){const err12 = {instancePath:instancePath+"/$vocabulary/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/%24vocabulary/additionalProperties/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath:instancePath+"/$vocabulary",schemaPath:"#/properties/%24vocabulary/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.$comment !== undefined && func0.call(data, "$comment")){if(typeof data.$comment !== "string"){const err14 = {instancePath:instancePath+"/$comment",schemaPath:"#/properties/%24comment/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.$defs !== undefined && func0.call(data, "$defs")){let data9 = data.$defs;if(data9 && typeof data9 == "object" && !Array.isArray(data9)){for(const key2 of Object.keys(data9)){let data10 = data9[key2];let _v0 = dynamicAnchors.meta;if(_v0){if(!(_v0(data10, {instancePath:instancePath+"/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate1(data10, {instancePath:instancePath+"/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);errors = vErrors.length;}else {var props1 = validate1.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate1.evaluated.items;}}}}else {const err15 = {instancePath:instancePath+"/$defs",schemaPath:"#/properties/%24defs/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}}validate1.errors = vErrors;return errors === 0;}validate1.evaluated = {"props":{"$id":true,"$schema":true,"$ref":true,"$anchor":true,"$dynamicRef":true,"$dynamicAnchor":true,"$vocabulary":true,"$comment":true,"$defs":true},"dynamicProps":false,"dynamicItems":false};const schema9 = {"type":["object","boolean"]};function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate4.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(Array.isArray(data)){if(data.length < 1){const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}const len0 = data.length;for(let i0=0; i0<len0; i0++){let data0 = data[i0];let _v0 = dynamicAnchors.meta;if(_v0){if(!(_v0(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate4(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}else {var props1 = validate4.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate4.evaluated.items;}}}}else {const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}validate4.errors = vErrors;return errors === 0;}validate4.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate3.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema9.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors.meta){dynamicAnchors.meta = validate3;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.prefixItems !== undefined && func0.call(data, "prefixItems")){if(!(validate4(data.prefixItems, {instancePath:instancePath+"/prefixItems",parentData:data,parentDataProperty:"prefixItems",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}if(data.items !== undefined && func0.call(data, "items")){let data1 = data.items;let _v0 = dynamicAnchors.meta;if(_v0){if(!(_v0(data1, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate3(data1, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props1 = validate3.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate3.evaluated.items;}}}if(data.contains !== undefined && func0.call(data, "contains")){let data2 = data.contains;let _v1 = dynamicAnchors.meta;if(_v1){if(!(_v1(data2, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);errors = vErrors.length;}else {var props2 = _v1.evaluated.props;_v1.evaluated.items;}}else {if(!(validate3(data2, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props3 = validate3.evaluated.props;if(props2 !== true && props3 !== undefined){if(props3 === true){props2 = true;}else {props2 = props2 || {};Object.assign(props2, props3);}}validate3.evaluated.items;}}}if(data.additionalProperties !== undefined && func0.call(data, "additionalProperties")){let data3 = data.additionalProperties;let _v2 = dynamicAnchors.meta;if(_v2){if(!(_v2(data3, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v2.errors : vErrors.concat(_v2.errors);errors = vErrors.length;}else {var props4 = _v2.evaluated.props;_v2.evaluated.items;}}else {if(!(validate3(data3, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props5 = validate3.evaluated.props;if(props4 !== true && props5 !== undefined){if(props5 === true){props4 = true;}else {props4 = props4 || {};Object.assign(props4, props5);}}validate3.evaluated.items;}}}if(data.properties !== undefined && func0.call(data, "properties")){let data4 = data.properties;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key0 of Object.keys(data4)){let data5 = data4[key0];let _v3 = dynamicAnchors.meta;if(_v3){if(!(_v3(data5, {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v3.errors : vErrors.concat(_v3.errors);errors = vErrors.length;}else {var props6 = _v3.evaluated.props;_v3.evaluated.items;}}else {if(!(validate3(data5, {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props7 = validate3.evaluated.props;if(props6 !== true && props7 !== undefined){if(props7 === true){props6 = true;}else {props6 = props6 || {};Object.assign(props6, props7);}}validate3.evaluated.items;}}}}else {const err1 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.patternProperties !== undefined && func0.call(data, "patternProperties")){let data6 = data.patternProperties;if(data6 && typeof data6 == "object" && !Array.isArray(data6)){for(const key1 of Object.keys(data6)){const _errs11 = errors;var valid2 = _errs11 === errors;if(!valid2){const err2 = {instancePath:instancePath+"/patternProperties",schemaPath:"#/properties/patternProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}for(const key2 of Object.keys(data6)){let data7 = data6[key2];let _v4 = dynamicAnchors.meta;if(_v4){if(!(_v4(data7, {instancePath:instancePath+"/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v4.errors : vErrors.concat(_v4.errors);errors = vErrors.length;}else {var props8 = _v4.evaluated.props;_v4.evaluated.items;}}else {if(!(validate3(data7, {instancePath:instancePath+"/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props9 = validate3.evaluated.props;if(props8 !== true && props9 !== undefined){if(props9 === true){props8 = true;}else {props8 = props8 || {};Object.assign(props8, props9);}}validate3.evaluated.items;}}}}else {const err3 = {instancePath:instancePath+"/patternProperties",schemaPath:"#/properties/patternProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.dependentSchemas !== undefined && func0.call(data, "dependentSchemas")){let data8 = data.dependentSchemas;if(data8 && typeof data8 == "object" && !Array.isArray(data8)){for(const key3 of Object.keys(data8)){let data9 = data8[key3];let _v5 = dynamicAnchors.meta;if(_v5){if(!(_v5(data9, {instancePath:instancePath+"/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key3,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v5.errors : vErrors.concat(_v5.errors);errors = vErrors.length;}else {var props10 = _v5.evaluated.props;_v5.evaluated.items;}}else {if(!(validate3(data9, {instancePath:instancePath+"/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key3,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props11 = validate3.evaluated.props;if(props10 !== true && props11 !== undefined){if(props11 === true){props10 = true;}else {props10 = props10 || {};Object.assign(props10, props11);}}validate3.evaluated.items;}}}}else {const err4 = {instancePath:instancePath+"/dependentSchemas",schemaPath:"#/properties/dependentSchemas/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.propertyNames !== undefined && func0.call(data, "propertyNames")){let data10 = data.propertyNames;let _v6 = dynamicAnchors.meta;if(_v6){if(!(_v6(data10, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v6.errors : vErrors.concat(_v6.errors);errors = vErrors.length;}else {var props12 = _v6.evaluated.props;_v6.evaluated.items;}}else {if(!(validate3(data10, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props13 = validate3.evaluated.props;if(props12 !== true && props13 !== undefined){if(props13 === true){props12 = true;}else {props12 = props12 || {};Object.assign(props12, props13);}}validate3.evaluated.items;}}}if(data.if !== undefined && func0.call(data, "if")){let data11 = data.if;let _v7 = dynamicAnchors.meta;if(_v7){if(!(_v7(data11, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v7.errors : vErrors.concat(_v7.errors);errors = vErrors.length;}else {var props14 = _v7.evaluated.props;_v7.evaluated.items;}}else {if(!(validate3(data11, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props15 = validate3.evaluated.props;if(props14 !== true && props15 !== undefined){if(props15 === true){props14 = true;}else {props14 = props14 || {};Object.assign(props14, props15);}}validate3.evaluated.items;}}}if(data.then !== undefined && func0.call(data, "then")){let data12 = data.then;let _v8 = dynamicAnchors.meta;if(_v8){if(!(_v8(data12, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v8.errors : vErrors.concat(_v8.errors);errors = vErrors.length;}else {var props16 = _v8.evaluated.props;_v8.evaluated.items;}}else {if(!(validate3(data12, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props17 = validate3.evaluated.props;if(props16 !== true && props17 !== undefined){if(props17 === true){props16 = true;}else {props16 = props16 || {};Object.assign(props16, props17);}}validate3.evaluated.items;}}}if(data.else !== undefined && func0.call(data, "else")){let data13 = data.else;let _v9 = dynamicAnchors.meta;if(_v9){if(!(_v9(data13, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v9.errors : vErrors.concat(_v9.errors);errors = vErrors.length;}else {var props18 = _v9.evaluated.props;_v9.evaluated.items;}}else {if(!(validate3(data13, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props19 = validate3.evaluated.props;if(props18 !== true && props19 !== undefined){if(props19 === true){props18 = true;}else {props18 = props18 || {};Object.assign(props18, props19);}}validate3.evaluated.items;}}}if(data.allOf !== undefined && func0.call(data, "allOf")){if(!(validate4(data.allOf, {instancePath:instancePath+"/allOf",parentData:data,parentDataProperty:"allOf",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}if(data.anyOf !== undefined && func0.call(data, "anyOf")){if(!(validate4(data.anyOf, {instancePath:instancePath+"/anyOf",parentData:data,parentDataProperty:"anyOf",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}if(data.oneOf !== undefined && func0.call(data, "oneOf")){if(!(validate4(data.oneOf, {instancePath:instancePath+"/oneOf",parentData:data,parentDataProperty:"oneOf",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}if(data.not !== undefined && func0.call(data, "not")){let data17 = data.not;let _v10 = dynamicAnchors.meta;if(_v10){if(!(_v10(data17, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v10.errors : vErrors.concat(_v10.errors);errors = vErrors.length;}else {var props20 = _v10.evaluated.props;_v10.evaluated.items;}}else {if(!(validate3(data17, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}else {var props21 = validate3.evaluated.props;if(props20 !== true && props21 !== undefined){if(props21 === true){props20 = true;}else {props20 = props20 || {};Object.assign(props20, props21);}}validate3.evaluated.items;}}}}validate3.errors = vErrors;return errors === 0;}validate3.evaluated = {"props":{"prefixItems":true,"items":true,"contains":true,"additionalProperties":true,"properties":true,"patternProperties":true,"dependentSchemas":true,"propertyNames":true,"if":true,"then":true,"else":true,"allOf":true,"anyOf":true,"oneOf":true,"not":true},"dynamicProps":false,"dynamicItems":false};const schema11 = {"type":["object","boolean"]};function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate10.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema11.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors.meta){dynamicAnchors.meta = validate10;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.unevaluatedItems !== undefined && func0.call(data, "unevaluatedItems")){let data0 = data.unevaluatedItems;let _v0 = dynamicAnchors.meta;if(_v0){if(!(_v0(data0, {instancePath:instancePath+"/unevaluatedItems",parentData:data,parentDataProperty:"unevaluatedItems",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate10(data0, {instancePath:instancePath+"/unevaluatedItems",parentData:data,parentDataProperty:"unevaluatedItems",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);errors = vErrors.length;}else {var props1 = validate10.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate10.evaluated.items;}}}if(data.unevaluatedProperties !== undefined && func0.call(data, "unevaluatedProperties")){let data1 = data.unevaluatedProperties;let _v1 = dynamicAnchors.meta;if(_v1){if(!(_v1(data1, {instancePath:instancePath+"/unevaluatedProperties",parentData:data,parentDataProperty:"unevaluatedProperties",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);errors = vErrors.length;}else {var props2 = _v1.evaluated.props;_v1.evaluated.items;}}else {if(!(validate10(data1, {instancePath:instancePath+"/unevaluatedProperties",parentData:data,parentDataProperty:"unevaluatedProperties",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);errors = vErrors.length;}else {var props3 = validate10.evaluated.props;if(props2 !== true && props3 !== undefined){if(props3 === true){props2 = true;}else {props2 = props2 || {};Object.assign(props2, props3);}}validate10.evaluated.items;}}}}validate10.errors = vErrors;return errors === 0;}validate10.evaluated = {"props":{"unevaluatedItems":true,"unevaluatedProperties":true},"dynamicProps":false,"dynamicItems":false};const schema12 = {"type":["object","boolean"]};const schema13 = {"enum":["array","boolean","integer","null","number","object","string"]};const func27 = /*@__PURE__*/ requireEqual().default;function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate12.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema12.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors.meta){dynamicAnchors.meta = validate12;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.type !== undefined && func0.call(data, "type")){let data0 = data.type;const _errs2 = errors;let valid1 = false;const _errs3 = errors;if(!(((((((data0 === "array") || (data0 === "boolean")) || (data0 === "integer")) || (data0 === "null")) || (data0 === "number")) || (data0 === "object")) || (data0 === "string"))){const err1 = {instancePath:instancePath+"/type",schemaPath:"#/$defs/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema13.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}var _valid0 = _errs3 === errors;valid1 = valid1 || _valid0;const _errs5 = errors;if(Array.isArray(data0)){if(data0.length < 1){const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}const len0 = data0.length;for(let i0=0; i0<len0; i0++){let data1 = data0[i0];if(!(((((((data1 === "array") || (data1 === "boolean")) || (data1 === "integer")) || (data1 === "null")) || (data1 === "number")) || (data1 === "object")) || (data1 === "string"))){const err3 = {instancePath:instancePath+"/type/" + i0,schemaPath:"#/$defs/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema13.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}let i1 = data0.length;let j0;if(i1 > 1){outer0:for(;i1--;){for(j0 = i1; j0--;){if(func27(data0[i1], data0[j0])){const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;break outer0;}}}}}else {const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}var _valid0 = _errs5 === errors;valid1 = valid1 || _valid0;if(!valid1){const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}else {errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}}}if(data.enum !== undefined && func0.call(data, "enum")){if(!(Array.isArray(data.enum))){const err7 = {instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.multipleOf !== undefined && func0.call(data, "multipleOf")){let data3 = data.multipleOf;if(typeof data3 == "number"){if(data3 <= 0 || isNaN(data3)){const err8 = {instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.maximum !== undefined && func0.call(data, "maximum")){if(!(typeof data.maximum == "number")){const err10 = {instancePath:instancePath+"/maximum",schemaPath:"#/properties/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.exclusiveMaximum !== undefined && func0.call(data, "exclusiveMaximum")){if(!(typeof data.exclusiveMaximum == "number")){const err11 = {instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/properties/exclusiveMaximum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.minimum !== undefined && func0.call(data, "minimum")){if(!(typeof data.minimum == "number")){const err12 = {instancePath:instancePath+"/minimum",schemaPath:"#/properties/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.exclusiveMinimum !== undefined && func0.call(data, "exclusiveMinimum")){if(!(typeof data.exclusiveMinimum == "number")){const err13 = {instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/properties/exclusiveMinimum/type",keyword:"type",params:{type: "number"},message:"must be number"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.maxLength !== undefined && func0.call(data, "maxLength")){let data8 = data.maxLength;if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){const err14 = {instancePath:instancePath+"/maxLength",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}if(typeof data8 == "number"){if(data8 < 0 || isNaN(data8)){const err15 = {instancePath:instancePath+"/maxLength",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}}if(data.minLength !== undefined && func0.call(data, "minLength")){let data9 = data.minLength;if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){const err16 = {instancePath:instancePath+"/minLength",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if(typeof data9 == "number"){if(data9 < 0 || isNaN(data9)){const err17 = {instancePath:instancePath+"/minLength",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}}if(data.pattern !== undefined && func0.call(data, "pattern")){if(!(typeof data.pattern === "string")){const err18 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.maxItems !== undefined && func0.call(data, "maxItems")){let data11 = data.maxItems;if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){const err19 = {instancePath:instancePath+"/maxItems",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if(typeof data11 == "number"){if(data11 < 0 || isNaN(data11)){const err20 = {instancePath:instancePath+"/maxItems",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}if(data.minItems !== undefined && func0.call(data, "minItems")){let data12 = data.minItems;if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){const err21 = {instancePath:instancePath+"/minItems",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}if(typeof data12 == "number"){if(data12 < 0 || isNaN(data12)){const err22 = {instancePath:instancePath+"/minItems",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}if(data.uniqueItems !== undefined && func0.call(data, "uniqueItems")){if(typeof data.uniqueItems !== "boolean"){const err23 = {instancePath:instancePath+"/uniqueItems",schemaPath:"#/properties/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.maxContains !== undefined && func0.call(data, "maxContains")){let data14 = data.maxContains;if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){const err24 = {instancePath:instancePath+"/maxContains",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}if(typeof data14 == "number"){if(data14 < 0 || isNaN(data14)){const err25 = {instancePath:instancePath+"/maxContains",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}if(data.minContains !== undefined && func0.call(data, "minContains")){let data15 = data.minContains;if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){const err26 = {instancePath:instancePath+"/minContains",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}if(typeof data15 == "number"){if(data15 < 0 || isNaN(data15)){const err27 = {instancePath:instancePath+"/minContains",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}}if(data.maxProperties !== undefined && func0.call(data, "maxProperties")){let data16 = data.maxProperties;if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){const err28 = {instancePath:instancePath+"/maxProperties",schemaPath:"#/$defs/nonNegativeInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}if(typeof data16 == "number"){if(data16 < 0 || isNaN(data16)){const err29 = {instancePath:instancePath+"/maxProperties",schemaPath:"#/$defs/nonNegativeInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}}if(data.minProperties !== undefined && func0.call(data, "minProperties")){let data17 = data.minProperties;if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){const err30 = {instancePath:instancePath+"/minProperties",schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}if(typeof data17 == "number"){if(data17 < 0 || isNaN(data17)){const err31 = {instancePath:instancePath+"/minProperties",schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}}if(data.required !== undefined && func0.call(data, "required")){let data18 = data.required;if(Array.isArray(data18)){const len1 = data18.length;for(let i2=0; i2<len1; i2++){if(typeof data18[i2] !== "string"){const err32 = {instancePath:instancePath+"/required/" + i2,schemaPath:"#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}let i3 = data18.length;let j1;if(i3 > 1){const indices0 = {};for(;i3--;){let item0 = data18[i3];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j1 = indices0[item0];const err33 = {instancePath:instancePath+"/required",schemaPath:"#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;break;}indices0[item0] = i3;}}}else {const err34 = {instancePath:instancePath+"/required",schemaPath:"#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data.dependentRequired !== undefined && func0.call(data, "dependentRequired")){let data20 = data.dependentRequired;if(data20 && typeof data20 == "object" && !Array.isArray(data20)){for(const key0 of Object.keys(data20)){let data21 = data20[key0];if(Array.isArray(data21)){const len2 = data21.length;for(let i4=0; i4<len2; i4++){if(typeof data21[i4] !== "string"){const err35 = {instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,schemaPath:"#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}let i5 = data21.length;let j2;if(i5 > 1){const indices1 = {};for(;i5--;){let item1 = data21[i5];if(typeof item1 !== "string"){continue;}if(typeof indices1[item1] == "number"){j2 = indices1[item1];const err36 = {instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)"};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;break;}indices1[item1] = i5;}}}else {const err37 = {instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}}else {const err38 = {instancePath:instancePath+"/dependentRequired",schemaPath:"#/properties/dependentRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}}validate12.errors = vErrors;return errors === 0;}validate12.evaluated = {"props":{"type":true,"const":true,"enum":true,"multipleOf":true,"maximum":true,"exclusiveMaximum":true,"minimum":true,"exclusiveMinimum":true,"maxLength":true,"minLength":true,"pattern":true,"maxItems":true,"minItems":true,"uniqueItems":true,"maxContains":true,"minContains":true,"maxProperties":true,"minProperties":true,"required":true,"dependentRequired":true},"dynamicProps":false,"dynamicItems":false};const schema25 = {"type":["object","boolean"]};function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate14.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema25.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors.meta){dynamicAnchors.meta = validate14;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.title !== undefined && func0.call(data, "title")){if(typeof data.title !== "string"){const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.description !== undefined && func0.call(data, "description")){if(typeof data.description !== "string"){const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.deprecated !== undefined && func0.call(data, "deprecated")){if(typeof data.deprecated !== "boolean"){const err3 = {instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.readOnly !== undefined && func0.call(data, "readOnly")){if(typeof data.readOnly !== "boolean"){const err4 = {instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.writeOnly !== undefined && func0.call(data, "writeOnly")){if(typeof data.writeOnly !== "boolean"){const err5 = {instancePath:instancePath+"/writeOnly",schemaPath:"#/properties/writeOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.examples !== undefined && func0.call(data, "examples")){if(!(Array.isArray(data.examples))){const err6 = {instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}validate14.errors = vErrors;return errors === 0;}validate14.evaluated = {"props":{"title":true,"description":true,"default":true,"deprecated":true,"readOnly":true,"writeOnly":true,"examples":true},"dynamicProps":false,"dynamicItems":false};const schema26 = {"type":["object","boolean"]};function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate16.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema26.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors.meta){dynamicAnchors.meta = validate16;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.format !== undefined && func0.call(data, "format")){if(typeof data.format !== "string"){const err1 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}validate16.errors = vErrors;return errors === 0;}validate16.evaluated = {"props":{"format":true},"dynamicProps":false,"dynamicItems":false};const schema27 = {"type":["object","boolean"]};function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate18.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema27.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors.meta){dynamicAnchors.meta = validate18;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.contentEncoding !== undefined && func0.call(data, "contentEncoding")){if(typeof data.contentEncoding !== "string"){const err1 = {instancePath:instancePath+"/contentEncoding",schemaPath:"#/properties/contentEncoding/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.contentMediaType !== undefined && func0.call(data, "contentMediaType")){if(typeof data.contentMediaType !== "string"){const err2 = {instancePath:instancePath+"/contentMediaType",schemaPath:"#/properties/contentMediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.contentSchema !== undefined && func0.call(data, "contentSchema")){let data2 = data.contentSchema;let _v0 = dynamicAnchors.meta;if(_v0){if(!(_v0(data2, {instancePath:instancePath+"/contentSchema",parentData:data,parentDataProperty:"contentSchema",rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate18(data2, {instancePath:instancePath+"/contentSchema",parentData:data,parentDataProperty:"contentSchema",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);errors = vErrors.length;}else {var props1 = validate18.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate18.evaluated.items;}}}}validate18.errors = vErrors;return errors === 0;}validate18.evaluated = {"props":{"contentEncoding":true,"contentMediaType":true,"contentSchema":true},"dynamicProps":false,"dynamicItems":false};function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate0.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema0.type},message:"must be object,boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(!dynamicAnchors.meta){dynamicAnchors.meta = validate0;}if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);errors = vErrors.length;}if(!(validate3(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);errors = vErrors.length;}if(!(validate10(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);errors = vErrors.length;}if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}if(!(validate16(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);errors = vErrors.length;}if(!(validate18(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);errors = vErrors.length;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.definitions !== undefined && func0.call(data, "definitions")){let data0 = data.definitions;if(data0 && typeof data0 == "object" && !Array.isArray(data0)){for(const key0 of Object.keys(data0)){let data1 = data0[key0];let _v0 = dynamicAnchors.meta;if(_v0){if(!(_v0(data1, {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);errors = vErrors.length;}else {var props0 = _v0.evaluated.props;_v0.evaluated.items;}}else {if(!(validate0(data1, {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}else {var props1 = validate0.evaluated.props;if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}validate0.evaluated.items;}}}}else {const err1 = {instancePath:instancePath+"/definitions",schemaPath:"#/properties/definitions/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.dependencies !== undefined && func0.call(data, "dependencies")){let data2 = data.dependencies;if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 of Object.keys(data2)){let data3 = data2[key1];const _errs19 = errors;let valid4 = false;const _errs20 = errors;let _v1 = dynamicAnchors.meta;if(_v1){if(!(_v1(data3, {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);errors = vErrors.length;}else {var props2 = _v1.evaluated.props;_v1.evaluated.items;}}else {if(!(validate0(data3, {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}else {var props3 = validate0.evaluated.props;if(props2 !== true && props3 !== undefined){if(props3 === true){props2 = true;}else {props2 = props2 || {};Object.assign(props2, props3);}}validate0.evaluated.items;}}var _valid0 = _errs20 === errors;valid4 = valid4 || _valid0;const _errs21 = errors;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){if(typeof data3[i0] !== "string"){const err2 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"meta/validation#/$defs/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}let i1 = data3.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data3[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];const err3 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"meta/validation#/$defs/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;break;}indices0[item0] = i1;}}}else {const err4 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"meta/validation#/$defs/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}var _valid0 = _errs21 === errors;valid4 = valid4 || _valid0;if(!valid4){const err5 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/dependencies/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}else {errors = _errs19;if(vErrors !== null){if(_errs19){vErrors.length = _errs19;}else {vErrors = null;}}}}}else {const err6 = {instancePath:instancePath+"/dependencies",schemaPath:"#/properties/dependencies/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.$recursiveAnchor !== undefined && func0.call(data, "$recursiveAnchor")){let data5 = data.$recursiveAnchor;if(typeof data5 === "string"){if(!pattern1.test(data5)){const err7 = {instancePath:instancePath+"/$recursiveAnchor",schemaPath:"meta/core#/$defs/anchorString/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/$recursiveAnchor",schemaPath:"meta/core#/$defs/anchorString/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.$recursiveRef !== undefined && func0.call(data, "$recursiveRef")){if(!(typeof data.$recursiveRef === "string")){const err9 = {instancePath:instancePath+"/$recursiveRef",schemaPath:"meta/core#/$defs/uriReferenceString/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}validate0.errors = vErrors;return errors === 0;}validate0.evaluated = {"props":{"definitions":true,"dependencies":true,"$recursiveAnchor":true,"$recursiveRef":true,"contentEncoding":true,"contentMediaType":true,"contentSchema":true,"format":true,"title":true,"description":true,"default":true,"deprecated":true,"readOnly":true,"writeOnly":true,"examples":true,"type":true,"const":true,"enum":true,"multipleOf":true,"maximum":true,"exclusiveMaximum":true,"minimum":true,"exclusiveMinimum":true,"maxLength":true,"minLength":true,"pattern":true,"maxItems":true,"minItems":true,"uniqueItems":true,"maxContains":true,"minContains":true,"maxProperties":true,"minProperties":true,"required":true,"dependentRequired":true,"unevaluatedItems":true,"unevaluatedProperties":true,"prefixItems":true,"items":true,"contains":true,"additionalProperties":true,"properties":true,"patternProperties":true,"dependentSchemas":true,"propertyNames":true,"if":true,"then":true,"else":true,"allOf":true,"anyOf":true,"oneOf":true,"not":true,"$id":true,"$schema":true,"$ref":true,"$anchor":true,"$dynamicRef":true,"$dynamicAnchor":true,"$vocabulary":true,"$comment":true,"$defs":true},"dynamicProps":false,"dynamicItems":false};
	return module.exports;
	})().meta;
	return validators$1;
}

var validatorsExports = requireValidators();
var validators = /*@__PURE__*/getDefaultExportFromCjs(validatorsExports);

var precompiled = /*#__PURE__*/_mergeNamespaces({
    __proto__: null,
    default: validators
}, [validatorsExports]);

/**
 * Patterns RE2 cannot read (back-references, look-around) run on V8's backtracking engine, whose
 * time no bound on the text holds for every pattern: `(?:a|a|a|a|a|a|a|a)*` takes 8^n steps.
 * They run on a worker thread the main thread waits for at most {@link BACKTRACKING_DEADLINE_MS}
 * per call; past it the worker is terminated (V8 interrupts a running match) and the pattern is
 * never run again in this process: its answers are unknown (`undefined`), never guessed. The
 * main thread blocks only while it waits, so a signal handler or a `ping` waits at most that;
 * after {@link MAX_OVERRUNS} patterns overran, none is run any more, so a run waits at most that many.
 */
const BACKTRACKING_DEADLINE_MS = 1_000;
/** How long the worker may take to start before the engine counts as unavailable for this call. */
const START_MS = 10_000;
// Plain CommonJS evaluated by the worker (eval: true), so dist/ needs no file for it. One
// RegExp per pattern, reused while the same pattern is asked about; answers in text order.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { port, signal } = workerData;
const flag = new Int32Array(signal);
const done = () => { Atomics.store(flag, 0, 1); Atomics.notify(flag, 0); };
let source, regexp;
port.on('message', ({ pattern, texts }) => {
  if (pattern !== source) { source = pattern; regexp = new RegExp(pattern, 'u'); }
  port.postMessage(texts.map((text) => regexp.test(text)));
  done();
});
done();
`;
let engine;
/** Why no pattern runs any more in this process (the worker did not start, too many overran), if so. */
let off;
/** Patterns that overran the deadline: never run again. Past MAX_OVERRUNS of them the engine is off, so the waits of a run stay bounded too. */
const overran = new Set();
const MAX_OVERRUNS = 8;
/** Why the pattern is not run any more, if it is not: it overran the deadline, or the engine is off. */
function backtrackingRefusal(pattern) {
    if (overran.has(pattern))
        return `needs backtracking and did not finish within ${BACKTRACKING_DEADLINE_MS} ms: it is not run again`;
    return off;
}
/** Does V8 (`u`) find a match of the pattern in each text? Undefined for all when it did not answer in time. */
function backtrackingTest(pattern, texts) {
    if (off !== undefined || overran.has(pattern))
        return undefined;
    if (texts.length === 0)
        return [];
    const running = (engine ??= startEngine());
    if (!running.started) {
        if (Atomics.wait(running.flag, 0, 0, START_MS) === 'timed-out') {
            off = `needs backtracking, and the worker that runs such patterns did not start within ${START_MS} ms`;
            return stop(undefined);
        }
        running.started = true;
    }
    Atomics.store(running.flag, 0, 0);
    running.port.postMessage({ pattern, texts });
    if (Atomics.wait(running.flag, 0, 0, BACKTRACKING_DEADLINE_MS) === 'timed-out')
        return stop(pattern);
    return receiveMessageOnPort(running.port)?.message;
}
function startEngine() {
    const { port1, port2 } = new MessageChannel();
    const signal = new SharedArrayBuffer(4);
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { port: port2, signal }, transferList: [port2] });
    // A worker that fails (out of memory) leaves its caller waiting out the deadline; the error itself is not the process's.
    worker.on('error', () => undefined);
    worker.unref();
    port1.unref();
    return { worker, port: port1, flag: new Int32Array(signal), started: false };
}
/** The worker is ended (a match still running with it) and the pattern that overran remembered. */
function stop(pattern) {
    void engine?.worker.terminate();
    engine?.port.close();
    engine = undefined;
    if (pattern !== undefined)
        overran.add(pattern);
    if (overran.size >= MAX_OVERRUNS)
        off ??= `needs backtracking, and ${MAX_OVERRUNS} patterns overran the ${BACKTRACKING_DEADLINE_MS} ms deadline of this run: none is run any more`;
    return undefined;
}

/*!
* re2js
* RE2JS is the JavaScript port of RE2, a regular expression engine that provides linear time matching
*
* @version v2.10.0
* @author Oleksii Vasyliev
* @homepage https://github.com/le0pard/re2js#readme
* @repository [object Object]
* @license MIT
*/
// src/RE2Flags.js
var RE2Flags = class RE2Flags {
	static FOLD_CASE = 1;
	static LITERAL = 2;
	static CLASS_NL = 4;
	static DOT_NL = 8;
	static ONE_LINE = 16;
	static NON_GREEDY = 32;
	static PERL_X = 64;
	static UNICODE_GROUPS = 128;
	static WAS_DOLLAR = 256;
	static LOOKBEHIND = 512;
	static MATCH_NL = RE2Flags.CLASS_NL | RE2Flags.DOT_NL;
	static PERL = RE2Flags.CLASS_NL | RE2Flags.ONE_LINE | RE2Flags.PERL_X | RE2Flags.UNICODE_GROUPS;
	static POSIX = 0;
	static UNANCHORED = 0;
	static ANCHOR_START = 1;
	static ANCHOR_BOTH = 2;
};
// src/PublicFlags.js
/**
* Public flags for RE2JS and RE2Set compilation.
*/
const PublicFlags = {
	CASE_INSENSITIVE: 1,
	DOTALL: 2,
	MULTILINE: 4,
	DISABLE_UNICODE_GROUPS: 8,
	LONGEST_MATCH: 16,
	LOOKBEHINDS: 512
};
// src/Codepoint.js
/**
* Various constants and helper for unicode codepoints.
*/
const ASCII_SIZE = 128;
const ASCII_TO_UPPER = new Int32Array(ASCII_SIZE);
const ASCII_TO_LOWER = new Int32Array(ASCII_SIZE);
const MAX_BMP = 65535;
for (let i = 0; i < ASCII_SIZE; i++) {
	if (i >= 97 && i <= 122) ASCII_TO_UPPER[i] = i - 32;
	else ASCII_TO_UPPER[i] = i;
	if (i >= 65 && i <= 90) ASCII_TO_LOWER[i] = i + 32;
	else ASCII_TO_LOWER[i] = i;
}
var Codepoint = class {
	static CODES = Object.freeze({
		"\x07": 7,
		"\b": 8,
		"	": 9,
		"\n": 10,
		"\v": 11,
		"\f": 12,
		"\r": 13,
		" ": 32,
		"\"": 34,
		$: 36,
		"&": 38,
		"'": 39,
		"(": 40,
		")": 41,
		"*": 42,
		"+": 43,
		"-": 45,
		".": 46,
		0: 48,
		1: 49,
		2: 50,
		3: 51,
		4: 52,
		5: 53,
		6: 54,
		7: 55,
		8: 56,
		9: 57,
		":": 58,
		"<": 60,
		">": 62,
		"?": 63,
		A: 65,
		B: 66,
		C: 67,
		F: 70,
		P: 80,
		Q: 81,
		U: 85,
		Z: 90,
		"[": 91,
		"\\": 92,
		"]": 93,
		"^": 94,
		_: 95,
		"`": 96,
		a: 97,
		b: 98,
		f: 102,
		i: 105,
		m: 109,
		n: 110,
		r: 114,
		s: 115,
		t: 116,
		v: 118,
		x: 120,
		z: 122,
		"{": 123,
		"|": 124,
		"}": 125
	});
	static toUpperCase(codepoint) {
		if (codepoint < ASCII_SIZE) return ASCII_TO_UPPER[codepoint];
		const s = String.fromCodePoint(codepoint).toUpperCase();
		const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (s.length > expectedLen) return codepoint;
		const sOrigin = String.fromCodePoint(s.codePointAt(0)).toLowerCase();
		const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
		return s.codePointAt(0);
	}
	static toLowerCase(codepoint) {
		if (codepoint < ASCII_SIZE) return ASCII_TO_LOWER[codepoint];
		const s = String.fromCodePoint(codepoint).toLowerCase();
		const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (s.length > expectedLen) return codepoint;
		const sOrigin = String.fromCodePoint(s.codePointAt(0)).toUpperCase();
		const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
		if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
		return s.codePointAt(0);
	}
};
// src/UnicodeRangeTable.js
var UnicodeRangeTable = class {
	/**
	* @param {Uint32Array | number[]} data
	* @param {boolean} isStride1
	*/
	constructor(data, isStride1 = false) {
		this.data = data;
		this.isStride1 = isStride1;
		this.SIZE = isStride1 ? 2 : 3;
	}
	getLo(index) {
		return this.data[index * this.SIZE];
	}
	getHi(index) {
		return this.data[index * this.SIZE + 1];
	}
	getStride(index) {
		return this.isStride1 ? 1 : this.data[index * this.SIZE + 2];
	}
	get length() {
		return this.data.length / this.SIZE;
	}
};
// src/UnicodeTables.js
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
const B64_MAP = /* @__PURE__ */ new Uint8Array(256);
for (let i = 0; i < 64; i++) B64_MAP[B64.charCodeAt(i)] = i;
const decodeVLQ = (str) => {
	const res = [];
	let value = 0;
	let shift = 0;
	for (let i = 0; i < str.length; i++) {
		const digit = B64_MAP[str.charCodeAt(i)];
		value |= (digit & 31) << shift;
		if ((digit & 32) === 0) {
			res.push(value);
			value = 0;
			shift = 0;
		} else shift += 5;
	}
	return res;
};
const decodeRanges = (str, isStride1) => {
	const res = decodeVLQ(str);
	const numRanges = isStride1 ? res.length / 2 : res.length / 3;
	const out = new Uint32Array(numRanges * 3);
	let current = 0;
	let resIdx = 0;
	for (let i = 0; i < numRanges; i++) {
		current += res[resIdx++];
		out[i * 3] = current;
		current += res[resIdx++];
		out[i * 3 + 1] = current;
		out[i * 3 + 2] = isStride1 ? 1 : res[resIdx++];
	}
	return out;
};
const decodeOrbit = (str) => {
	const res = decodeVLQ(str);
	const map = /* @__PURE__ */ new Map();
	let currentKey = 0;
	for (let i = 0; i < res.length; i += 2) {
		currentKey += res[i];
		const zz = res[i + 1];
		const delta = zz >>> 1 ^ -(zz & 1);
		map.set(currentKey, currentKey + delta);
	}
	return map;
};
var LazyMap = class {
	constructor(initializer) {
		this.initializer = initializer;
		this.cache = /* @__PURE__ */ new Map();
	}
	has(key) {
		return Object.hasOwn(this.initializer, key);
	}
	get(key) {
		if (this.cache.has(key)) return this.cache.get(key);
		const val = this.has(key) ? this.initializer[key]() : null;
		this.cache.set(key, val);
		return val;
	}
};
var UnicodeTables = class {
	static _CASE_ORBIT = null;
	static get CASE_ORBIT() {
		if (!this._CASE_ORBIT) this._CASE_ORBIT = decodeOrbit("rCgCIgCY+rQI4QiCuuBLgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCCgCBgCBgCBgCBgCBgCBgCB+7OB-BB-BB-BB-BB-BBskQB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BC-BB-BB-BB-BB-BB-BB-BByHBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBxHBCBBBCBBBCBBB3SBmMBkNBCBBBCBBB8MBCBBB6MB6MBCBBC+EB0MB2MBCBBB6MB+MBiGBmNBiNBCBBBmKBikzCBmNBqNBkIBsNBCBBBCBBBCBBB0NBCBBB0NDCBBB0NBCBBByNByNBCBBBCBBB2NBCBBDCBBCwDFCBCBDBCBCBDBCBCBDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB9EBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBCBDBCBBBhGBvDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBjICCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBH2iVBCBBBlKBwiVB+jVB+jVBCBBBlMBqEBuEBCBBBCBBBCBBBCBBBCBBB+hVB4hVB8hVBjNB7MC5MB5MCzMC1MB+0yCE5MB20yCC9MBu2yCBwyyCBo0yCChNBlNBo0yCBu-UBi0yCDlNC6-UBpNDrNIu+UDzNCm0yCBzNE0yyCBzNBpEBxNBxNBtEG1NLqxyCBkxyCnFoFrBCBBBCBBDCBBEkIBkIBkICoHHsCCqCBqCBqCCgEC+DB+DBmkOBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCC+BBgCBgCBgCBgCBgCBgCBgCBgCBrCBpCBpCBpCBmjOB-BB8BB-BB-BBgEB-BB-BByBBqgOBsDB-BBtwBB-BB-BB-BBsBBgDBCB-BB-BB-BBeB-BB-BB61OB-BB-BB-DB9DB9DBQB7DBmCE9CBrDBPBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBrFB-EBOBnHB3FB-FCCBBBNBCBBCjIBjIBjIBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB8kMB-BB6kMB-BB-BB-BB-BB-BB-BB-BB-BB-BBokMB-BB-BBkkMBkkMB-BB-BB-BB-BB-BB-BB-BB4jMB-BB-BB-BB-BB-BB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EBCBBBCBoiMBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBJCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBeBCBBBCBBBCBBBCBBBCBBBCBBBCBBBdBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDL-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-C64CgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOCgmOGgmODg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FDg8FBg8FBg8FhVg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBQBQBQBQBQBQDPBPBPBPBPBPjkC7mMB5mMBnmMBjmMBCBlmMB3lMBpiMBk8kCBCBBG-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FD-7FB-7FB-7F6FoglCEsuHRwjlCyDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCB0DBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBG1DD97OCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPEQCQCQCQCPCPCPCPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPB0EB0EBsFBsFBsFBsFBoGBoGBgIBgIBgHBgHB8HB8HDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQCSFPBPBzEBzEBRCxnOFSFrFBrFBrFBrFBREQBQClkOFPBPBnGBnGFQBQCljOCODPBPB-GB-GBNHSF-HB-HB7HB7HBRqJ53OE9tQBrmQH4Bc3BSgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfECBByZ0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzB34BgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CBCBBBt-UBruHBt+UB1iVBviVBCBBBCBBBCBBB3hVB5-UB9hVB7hVCCBBCCBBI9jVB9jVBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBICBBBCBBECBBN-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOC-lOG-lOzoeCBBBCBBBCBBBCBBBCBBBCBl8kCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBTCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBnECBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBKCBBBCBBBnglCBCBBBCBBBCBBBCBBBCBBECBBBvyyCDCBBBCBBBgDCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBn0yCB90yCB10yCBh0yCBn0yCCjxyCBzyyCBpxyCBg6BBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB-CBl0yCBvjlCBCBBBCBBBt2yCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBhkzCZCBB9a-5Bd-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCm6TCBB7gBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCH-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BmlBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvChDwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCFvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvC1DuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCCuCBuCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCCtCBtCk2BgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEO-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-D+CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCL-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-B74CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhrVgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BD1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BtxekCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjC");
		return this._CASE_ORBIT;
	}
	static _Print = null;
	static get Print() {
		if (!this._Print) this._Print = new UnicodeRangeTable(decodeRanges("hB9CBjBLBCpWBDFBFGBCCCBSBCsMBClBBDxBBDCBC2BBJaBFFBSVBC-FBCvBBD6BBDkDBP6BBDwBBDOBCbBDCCBJBGfBIqCBCgFBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYBDCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPBLCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGBCCBCHBDBBDVBCGBCBBCEBDIBDBBDCBICBFBBCEBDRBLBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBGMBCCBCWBCPBDIBCCBCDBIBBCCBCBBDDBDJBIVBCCBCWBCJBCEBDIBCCBCDBIBBGCBCDBDJBCCBNMBCCBCyBBCCBCFBFPBDZBCCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBN5BBFcBmBBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDBhBnCBCjBBFmBBCjBBCOBCMBmBlGBCGGD4LBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBH1CBDFBD-TBCbBE4CBIVBKXBKTBNMBCCBCBBN9CBDJBHJBHNBCKBH4CBIqBBGlCBLeBCLBFLBFEEBoBBDEBMrBBFZBHKBE9BBDgCBCcBDKBHJBHNBDtBBDLBVsCBClFBJ7BBEOBE9BBGqBBDKBJqBBG1QBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBSXBJuBBSBBDaBCMBEhBBPgBBQrEBF5UBXKBWz4BBD9LBGsBBCGGD3BBIBBPXBKGBCGBCGBCGBCGBCGBCGBCGBC9DBjBZBC4CBN1GBbPBC+BBC1CBDmDBGqBBC9CBC1CBKvBBCszcBE2BBK7KBV3FBJ8GBV7BBEJBH3BBJlCBJLBHzDBMdBEtCBCKBFgBBC2BBKNBDJBDmDBZbBLFBDFBDFBKGBCGBC7BBF9DBDJBHj9KBNWBFwBBloItLBDpDBnBGBNEBGZBCEBCCCBCCBCCBoUBhBpBBHyBBCSBCDBFEBCmEBF9FBEFBDFBDFBDCBEGBCGBOBBDLBCZBCSBCBBCOBDNBjB6DBGCBFsBBE3CBCMBEwBwBBsBBjEcBEwBBQbBFjBBKdBGqBBGdBCkBBFNBrB9EBDJBHjBBFjBBFnBBJzBBMLBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBCnCBJIBxBSBCBBGgBBEaBGaBnB3BBFTBDxBBCBBGHBCCBCcBDCBFJBIIBI-BBhBmBBFLBK1BBEcBDaBGZBIDBNGBxCoCB4ByBBOyBBItBBJJBHlBBEcBJBBxGeBCpBBCCBDBBRFBJIBiBtBBJpBBXZBnBbBVWBKtCBFjBBK9BBCEBOYBIJBH0BBCRBJmBBK-CBCTBMRBCuBB-BGBCCCBCBCOBCKBH6BBGJBHDBCHBDBBDVBCGBCBBCEBCJBDBBDCBDHHGGBDGBEEBMJBCDDClBBCJBCDDCDBCJBCBBJBBe7CBCEBfnCBJJBnF1BBDlBBjBkCBMJBHMBU5BBHJBHTBdaBDOBFWB6F7BBlDyCBNHBDDDBGBCBBCdBCBBDLBKJBnCHBDtBBDKBcnCBJyCBOoCBIJB3CHB5ChBBPJBHIBCsBBCNBLcBEfBDVBCNBqCGBCBBCrBBECCBCCBHBJJBHFBCBBCkBBCBBCFBIJBHrBBFJB3HYBIQBCoBBEcB2CQQBwBBO6cBnDuDBCEBMjGBtyCiDBOvhBBRVBL68DBGmSB61G5BBn2B4RBIeBCJBFwCBCJBHdBDFBLlCBLJBCGBCUBGSBxN5BBnG6CBGYBDYBtBqCBF4BBIQBhCEBMGBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBDDBh7D8HBEzNBHWBQQBQtBBDWBKzDB9B1HBLmBBDpCBJvDBWlCB7DTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBD9VBQEBCOBxiBeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBENBDJBFBBhKeBS5BBGxOxOBoBB3GqBBFhGhGBdBCVBJBBhHGBCDBCBBCOBCkGBDPBqBrCBFJBFBByYjCBtC8BBjGDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBBvIrBBFjDBNOBDOBCOBCkBBLtFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBmgB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIBnkzVvHB", false));
		return this._Print;
	}
	static CATEGORIES = new LazyMap({
		C: () => new UnicodeRangeTable(decodeRanges("AfBgDgBBOrWrWBHHBCBICCVuMuMnBBBzBBBE4B4BBGBcDBHQBXhGhGxBBB8BBBmDNB8BBByBBBQddBCCMEBhBGBsCiFiFJBBDBBXIICCBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBPMMBEB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKMMBDBbEByBPBDBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCB-FCBHBBHBBHBBECBIIIBLBDBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIB-BGGBLBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMBxhBPBXJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBF-6DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBrCHBxDUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIlkzVBxHvw-FB", false)),
		Cc: () => new UnicodeRangeTable(decodeRanges("AfgDgB", true)),
		Cf: () => new UnicodeRangeTable(decodeRanges("tFzqBzqBBEBXhGhGyBhMhMBxCxCs5D9-B9-BBDBbEByBEBCJBw03B6H6HBBBimEQQj7IPBhjiBDBwmFHBn0rYffB+CB", false)),
		Cn: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBDBvzIBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-BB---BBB---BBB", false)),
		Co: () => new UnicodeRangeTable(decodeRanges("gg4B-nGh4hc9--BD9--B", true)),
		Cs: () => new UnicodeRangeTable(decodeRanges("gg2B--B", true)),
		L: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICCiEEBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoCaBFDBuBqBBkBBBCiDBCQQBIIBLLBBBDRRCdBe4CBMZZBfBKBBFGGBUBFKKEYYBXBIKBGXBCGBRpBB7B1BBETTIJBQPBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNGB7BBBCCCBDBCXBCCCBIBCBBKDDBDBCWWBCBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNSSBkBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBkBFFkC4CBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBzC+C+CBtBBSHB3BdBOBBLrBBbjBBqBCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBhC1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBF1B1BB8zC8zCBjHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBxC2O2OBrBrBBDBGBBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBReBDlCByBIBDmDBDxCBVQBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBdRRBDBCJBLEBCoBBYCBCHBVWBEEEBwBBCEEBDDBDBDCCZCBDKBICBNFBDFBDFBKGBCGBCqBBCNBHyDBej9KBNWBFwBBloItLBDpDBnBGBNEBGCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBxB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOjBBnBbBKWB7HpBBHBBRFB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB1D-BBgBHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBqBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBGjCjCBLBhCBBCPPBNNB0mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBn7F0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFBmI9BBzEsBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCCBCBBCGBDEBKBBhHGBCDBCBBCOBCkGB8BjCBI1lB1lBBCBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		LC: () => new UnicodeRangeTable(decodeRanges("hCZBHZB7BLLBVBCeBCiGBCDBFvGBDZBhGDBDBBECBCHHCCBCCCBSBCyCBCqEBJlFBClBBKoBB44ClBBCGGDqBBDCBhV1CBDFBjkCKBGqBBDCBhCrBBgCMBChBBmD1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGBmIFFDJBCEEBDBHGCBCBCFBFDDBCBGEBF1B1BB8zC8zCB6DBDmDBHDBEBBNlBBCGGzoetBBTbBnEtCBCWBEDBCsCBZBBE2Z2ZBpBBGIBIvCBh6TGBNEBqgBZBHZBmlBvCBhDjBBFjBB1DKBCOBCGBCBBCKBCOBCGBCBBk2ByBBOyBB+CVBLVB74C-BBhrV-BBhBYBDYBtpZ0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BJBCTBHFB2uCjCB", false)),
		Ll: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDZBiGCCEEEBBBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBDCB5XFBjkCIBC2D2DBqBBgCMBChBBnD0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBBzIEEBEEcKFDBBJDBF2B2Bs1CvBBCEEBGCFCCBCCBEBGiDCBIICFFNlBBCGG0oesBCUaCoEMCBBBC+BCBGBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCbEE2ZqBBGIBIvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFB4vChBB", false)),
		Lm: () => new UnicodeRangeTable(decodeRanges("wVRBFLBPEBICCmEGG-OnHnHlFBBuIBBFgBgBKEEhFoFoF1mBgEgE2R72B72BsDkTkTxOFBvF+BBOjBjBBjBByVOORMBg-CBByHgGgG2OsBsBBDBGiDiDB+C+CBBB34bjnBjnBBEBvIzDzDdBB6DIBxCYYpDDBEBB2OXXqEtDtDWBBoDDBKngVngVuBBBh-BFBCpBBCIB0sBhBhB2K04D04DnrTDB9PCBpBBBnRMBhCBBCPPB9-P9-PBCBCGBCBByhM9BBqGGBud0Q0QsSAB", false)),
		Lo: () => new UnicodeRangeTable(decodeRanges("qFQQhIFFBCBxGBB7ZaBFDBuBfBCJBkBBBCiDBCZZBLLBBBDRRCdBe4CBMZZBfBWVBrBYBIKBGXBCGBRoBB8B1BBETTIJBROBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNFB8BBBCCCBDBCXBCCCBIBCBBKDDBDBYDBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNyDyDBnKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPByDrTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBpBkCkCBhBBC0BBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBxFuBBSHB3BdBOBBLrBBbjBBqBCBLdByDDBCFBCBBE7hB7hBBCB4-C3BBZWBKGBCGBCGBCGBCGBCGBCGBCGBoR2B2BF1CBJCCB4CBFGGBpBBC9CBSfBxBPBhQ-tGBhC0wUBC2jBBkCnBBJrIBFPBLBBjCyByBBkCBqFoDoDEGBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBuBEBDIBLEBCoBBYCBCHBVPBCFBEEEBwBBCEEBDDBDBDCCZBBEKBIPPBEBDFBDFBKGBCGByEiBBej9KBNWBFwBBloItLBDpDBkCCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBqDJBCsBBDeBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBhEtCBjDnBBJzBB9CzBBN2JBKVBLHB5EFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4FjBBnBDBCxJxJBoBBHBBRCBCBB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB0GHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBnBBCBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBB0BUBGSB0NnBB2MqCBGwFwFB0mHBqBfBiDyDBuwIiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBxzI2P2PBrBBiBiKiKBcBTrBBlPaBmHdBDwGwGBdBCCBCBBCGBDEBKiHiHBFBCDBCBBCOBCkGB8pBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Lt: () => new UnicodeRangeTable(decodeRanges("lOGDnB2sH2sHBGBJHBJHBNQQwBAB", false)),
		Lu: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBG+B+B9zCvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBB", false)),
		M: () => new UnicodeRangeTable(decodeRanges("gYvDB0IGBoIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCgBB3BCBCRBCGBLBBeCB5BCCBFBDBBDCBKLLBbbDCB5BCCBDBFBBDCBEffBEEMCB5BCCBGBCCBCCBVBBXFBCCB5BCCBFBDBBDCBICBLBBf8B8BBDBECBCDBKpBpBBDB4BCCBFBCCBCDBIBBMBBeCB5BCCBFBCCBCDBIBBMBBQNNBCB4BBBCGBCCBCDBKLLBeeBBBnCFFBEBCCCBGBTBB+BDDBFBNHBjDDDBHBMGBqCBBcECFBByBTBCBBGKBCjBBKlDlDBSBYDBFCBCCBDGBEDBOLBCLLBCBgWCBzdDBdCBeBBfBBhCfBKuBuBBBBC2D2DBjBjB3DLBFLB8GEB6BJBCcBDxBxBBsBBDLBVEBwBQBnBIBNCBfMB5BNBxBTB5ECBCUBFHHDCBnG-BBxWgBB--CCBuEhDhDBeBrRFBqDBB1udDBCJBhBBBxCBBxIEEFYYBDBF0C0CBzBzBBQBbRBOnBnBBGBaMBtBDBwBNBlBkCkCBMBNJJBuBuBBBBzBCCBBBDBBGBBCqBqBBDBGBBtHHBCBBx5TiXiXBOBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB7DCB2BOBqBDDBLLBCBuBKBI+B+BBBBlBNBRBBtBNNBBBxBNBJDBCBB9CLBHDD+ELBWDB4BBBCGBDBBDCBKLLBDDBFBEEBkCIBCDDCDBCEBCPPBzCzCBQBYyCyCBSBsHGBDIBcBBzCQBrDMBmDOBhIOB2HFBCBBDDBCCCBuEuEBFBDGBEddBIBpBGBCDBJKKBJBvBPBnGHBoGHBCHBzCVBCNB7DFBECCBCCBFBCjCjCBDBCBBCEB8KDBKBBCxBxBBFBEEBYmnFmnFHOBpmLRBhuCEB8BGB5gBCCB1BBIDByCMMBslTslTBizEizEBsBBDWB-QEBEFBJHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
		Mc: () => new UnicodeRangeTable(decodeRanges("joC4B4BDCBJDBCBBzBBB7BCBHBBDBBLsBsB7BCBjC7B7BBBBJCCB2B2BB7B7BCHHBDDBLLnDBBCBBECBCCBLqBqBBBB+BDB+BBB7BCCBDBDBBCBBKBBdPPB7B7BBBBGCBCCBLrBrBBsCsCBBBHHBTBBrKBBgCsFsFBFFHDDBaaBLLBBBDGBWBBDFBDLLBBB5zBffiEIIBGBCBB7KDBDCBFBBCFBhHBB7BCCKCCBJJBEByExBxBGCCBDBCBB+BffFBBD9B9BDCBCEEBxBxBBGBJBBsFWW35EBB0-dBBD5C5CBzBzBBOBvEBBwBxBxBBFFBDDBBBvDBBDBBZuBuBCuDuDDBBGuHuHBCCBCCBCC0gZCCgEuBuBBBBFBB0DZZB8B8BxBCBKBBO+C+CBBBEBBCrFrFBBBgBBB7BBBCDBDBBDCBKLLB1C1CBBBIDDCDBCBBCmDmDBBBJBBErDrDBBBHCCBCBDuHuHBBBHDBDyDyDBBBJBBCuDuDCBBHoDoDCBBFmImIBBBK4H4HBEBCBBFDDCvEvEBBBJDBF1C1CeBB-BqGqGECCoGPPrDIID2G2GBDBFBBC-K-KBNNxBBBJBBCpvQpvQBBBlxD2BBpDBB0rYBBHFB", false)),
		Me: () => new UnicodeRangeTable(decodeRanges("okBBB1xF-wB-wBBCBCCBsshBCB", false)),
		Mn: () => new UnicodeRangeTable(decodeRanges("gYvDB0IEBqIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCfB4BCCFHBFEEBFBLBBe7B7BFDBJVVBbbDBB6BFFBFFBDDBBBEffBEEMBB6BFFBDBCBBFVVBXXBEBC7B7BDCCBCBJIIBMMBff+BNNzBEE4BCCBBBGCBCDBIBBMBBe7B7BDHHGBBVBBdBB6BBBFDBJVVBeepCIIBBBC7C7CDGBNHBjDDDBHBMGBqCBBcEC4BNBCEBCBBGKBCjBBKnDnDBCBCFBCBBDBBaBBFCBRDBODDBHHQgWgWBBBzdCBeBBfBBfBBhCBBCGBJDDBJBKuBuBBBBC2D2DBjBjB3DCBFBBKHHBBB8GBBD7B7BCGBCCCDHBHJBDxBxBBMBCeBDLBVDBxBCCBDBCGGpBIBNBBhBDBDBBCCB5BCCBEECCB7BHBDBB5ECBCMBCGBFHHEBBnG-BBxWMBFEEBKB--CCBuEhDhDBeBrRDBsDBB1udFFBIBhBBBxCBBxIEEFaaBGG4EBBbRBOnBnBBGBaKBvBCBxBDDBCBDBBoBkCkCBEBDBBDBBNJJwB0B0BCCBDBBGBBCrBrBBJJvHDDFx5Tx5TiXPBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB8D3B3BBNBqBDDBLLBBByBDBDBBI+B+BBBBlBEBCHB-BNNB1B1BBHBLDBDgDgDBBBDCCBHHD+E+EEHBWBB6BBBEmBmBBFBEEBnCFBOECPBB2CHBDCBCYY1CFBCFFBCCBvHvHBCBHBBCBBcBB2CHBDCCBrDrDCDDBEBCmDmDCDDBCBCEBkIIBCBBhIBBCFFxEDBDBBFhBhBBIBpBFBDDBJKKBEBDCBvBMBCBBnGCCBBBCqGqGBFBCFBCzCzCBUBDGBCBBCBB7DFBECCBCCBFBCpCpCBEEC8K8KBMMB1B1BBDBGCCYmnFmnFHOBpmLLBECBhuCEB8BGB5gBgCgCBCByC5lT5lTBizEizEBsBBDWBhRCBSHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
		N: () => new UnicodeRangeTable(decodeRanges("wBJB5DBBGDDBBBitBJBnEJBnGJB9MJB3DJBFFBtDJB3DJB3DJBDFBvDMB0DJBJGBoDJBpDGBISBuDJBhDJB3DJBnCTBtIJBnCJBwWTBybCBwHJBHJBXJBtJJBhEKBmFJBHJB3FJB3CJBnEJBHJB3gBEEBEBHJBnGyBBDEB3W7BBvCVB3TdBqrBqYqYaIBPCB4KDBrEJBfHBCOBhBJBoBOBh7cJB9FJBhKFB7EJBnBJBnGJBXJB3CJB3MJB34UJBuPsBBN4BBSBB2KaBlBDBeJJnEEBrGJBvdHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBxBJBHJB3IeB-EJBrBDBxDGBnEdBhEJB9BJBxEJBITB8HJB3KJB3DJB3LJBnDJBHTBtCLBlNSB+CJB3UJB3CcBkHJBnCJB3BJBnLJBnDUBshBuDBimPJBnpCJB3CJBnEJBCGBvQJBnIWB+KCB6nXJBnuBTBNTBtDYB2iBxBBhqCJBnNJB3PJB4HJBtWIBhEJB4Y6BBCCBCDBtCsBBCOBjeMBk3CJB", false)),
		Nd: () => new UnicodeRangeTable(decodeRanges("wBJnxBJnEJnGJ9MJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJhDJ3DJnCJ3IJnCJn6BJnBJtJJhEJnFJHJ3FJ3CJnEJHJnuiBJnVJnBJnGJXJ3CJ3MJ34UJnsBJnkCJHJ9YJhEJ9BJxEJ3IJ3KJ3DJ3LJnDJHTtCJnNJnDJ3UJ3CJ3HJnCJ3BJnLJ3uQJnpCJ3CJnEJ3QJ37XJ12CxBhqCJnNJ3PJ4HJ2aJ30EJ", true)),
		Nl: () => new UnicodeRangeTable(decodeRanges("u3FCBwzCiBBDDB-zDaaBHBPCBs1dJBxyW0BBtOJJnEEBrhIuDBm8SCB", false)),
		No: () => new UnicodeRangeTable(decodeRanges("yFBBGDDBBB2pCFB5LFB5DCBmEGB6GGBSIByNJB2hBTB0jBJBhP20B20BEFBHJBnGPBqB3W3WB6BBvCVB3TdBqrB1kB1kBBCBrEJBfHBCOBhBJBoBOBxrdFBymWsBBiCDBSBB2KaBlBDB1pBHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBhLeB-EJBrBDBxDGBnETB8LTBmqBBBvNIBobSB0aUBn8SGB-YWBqhZTBNTBtDYBvqFIBid6BBCCBCDBtCsBBCOBjeMB", false)),
		P: () => new UnicodeRangeTable(decodeRanges("hBCBCFBCDBLBBEBBbCBCccCkBkBGEELBBEEE-VJJzOFBqBBB0BCCDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCmBmBBCBoCrCrCBDBFBBwDFBsFlTlTBHB4EuTuTtBBBvCCBoCBB+ECBCCBmBKB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBM9Z9ZBWBJTBCMBCLBfBBPBB6TDBeBB+hBNBwCBBgBJB0MVBgCDBhBBB8XDBCBBxDwEwEBtBBCfBDLBkNCBFJBDLBRNNjD7C7CjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HzqUzqUBxGxGBIBXiBBCNBCFFCBB2ECBCFBCDBLBBEBBbCBCccCCCBFB7MCB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDByO-J-JjBlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
		Pc: () => new UnicodeRangeTable(decodeRanges("-Cg-Hg-HBUU-u3BBBZCBwHAB", false)),
		Pd: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEBiwDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
		Pe: () => new UnicodeRangeTable(decodeRanges("pB0B0BgB+1D+1DC-6B-6BqtC4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECtBGCtNICEGCDBB-ozB6G6GeOCESSCCCrF0B0BgBGD", false)),
		Pf: () => new UnicodeRangeTable(decodeRanges("7F+6H+6HEddpuDCCFDDQEE", false)),
		Pi: () => new UnicodeRangeTable(decodeRanges("rFt7Ht7HDBBDaapuDCCFDDQEE", false)),
		Po: () => new UnicodeRangeTable(decodeRanges("hBCBCCBDECBLLBEEBcclCGGPBBI-V-VJzOzOBEBqB3B3BDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCxDxDrCEBFBBwDFBsFlTlTBHBmY9D9DBBBoCBB+ECBCCBmBFBCDB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBMjajaBJJBGBJIBDDBDCBEKBCCCBIB7kDDBCBBxDwEwEBFFBBBDDDBHBCBBCDDBLLBDBCJBDDBCCCBLBDCBtNCB6B+F+FjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HlxUlxUBFBDXXVBBDDBECBCDBICBHCCB2E2EBBBCCBDECBLLBEEBcclBDDB7M7MBBB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDB0ZlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
		Ps: () => new UnicodeRangeTable(decodeRanges("oBzBzBgB-1D-1DC-6B-6B-rCEEnB4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECaTTCECtNICEGCDipzBipzB4GeeCMCESSCCCrFzBzBgBEEDAB", false)),
		S: () => new UnicodeRangeTable(decodeRanges("kBHHRCBgBCCcCCkBEBCBBDCCBCBDEEfgBgBrODBNNBGGBCCCBPB2DPPBxDxDsErIrIBBB3DCBDDDBvGvGLUUB4H4HIBBpEqLqLBHHB2H2H-DjEjEBGBlEwGwGqBmGmGiGCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WuLuLlL+E+EBgBBiLJBKIBhiBCCBBBMCBOCBOCBOBBmCOOoBCBOCBUhBB-BBBCDBCBBLCCBBBGFBCECFMMBFFBDBGDBC7B7BBFFB2LBFcBD+HBXKByCtCBXnTBtBwBBDeBLyMBX+BBFfBD1LBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBB8CBB0HBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BB6RWBKBBoDBB+EDBLDB+RCBiHPPB+9T+9TpEgBBuLPBhCBB3BHBtBDBjDCCBBBD7E7EHRRBBBgBCCcCCiEGBCGBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSmWmWBiKiKBGBnjC2kC2kCBbBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQQBgDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBrbaagBaagBaagBaagBaa9B-PB4BDBzBHBCNBCBBp2BwNwNttCEE+DiOiOBvIvIBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
		Sc: () => new UnicodeRangeTable(decodeRanges("kB+D+DBCBqnB8D8DzPBBzPBBI2H2HoImSmS8sClmClmCBgBB37hBkuVkuVtD7E7E8GBBEBB3-HDB-4wBxtCxtC", false)),
		Sk: () => new UnicodeRangeTable(decodeRanges("+CCCoCHHFEEqQDBNNBGGBCCCBPB2DPPBjoBjoB15FCCBBBMCBOCBOCBOBB9kEBBkzdWBKBBoDBBxePPBniUniUBPB8bCCjF4g9B4g9BBDB", false)),
		Sm: () => new UnicodeRangeTable(decodeRanges("rBRRBBB+BCCuBFFmBgBgB-XwQwQBBB8xGOOoBCBOCBsEoBoBBDBHlClCBDBGBBFGDIgBgBBDDCgBgBBqIBhBBB7CffBXBpBFB2OKK3BHBwDxKxKBDBDeBLPBhIiEBX+BBFfBDhIBxBUBDFB9+zB5Z5ZCCBlFRRBBB+BCCkEHHBCBitDBBhrwBx+Bx+BagBgBagBgBagBgBagBgBat5Ft5FB-uC-uCBHB", false)),
		So: () => new UnicodeRangeTable(decodeRanges("mFDDFCCyerIrIBgEgEBvGvGLUUB4H4HkQ2L2LjEFBClElEwGqBqBoMCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WzWzW+EhBBiLJBKIBksBBBCDBCBBLCCBHHBEBCECFMMBPPCBBC7B7BBKKBDBDDBCBBCBBCGBCeBDBBCCCBdBtIHBFTBDGBDwCBCdBanBBHnCBXKByCtCBX2FBCIBC1BBJuDBC3HBtBrBBhC-HBhQvBBWBBHmBBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBBxKBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BBibDBLBBC+R+RBBBqqUPBuLPBhCBB3BHBuBCBlPEEFBBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSpgBpgBBGBnjC2kC2kCBGBFQBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQPBhDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBqlB-PB4BDBzBHBCNBCBBp2B96C96CiEyWyWBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E6HBG4WBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBB-B3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
		Z: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBeBBGwBwBh9DAB", false)),
		Zl: () => new UnicodeRangeTable(decodeRanges("ohIA", true)),
		Zp: () => new UnicodeRangeTable(decodeRanges("phIA", true)),
		Zs: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBlBwBwBh9DAB", false)),
		ASCII_Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbF", true)),
		Alphabetic: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICC3CeeBQBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoBNBCCCBCCBCCJaBFDBeKBG3BBCGBPlDBCHBFHBFCBLCBDRRBuBBOkDBZgBBKBBFGGBWBDSBUYBIKBGXBCGBIJJBoBBLLBEGBHrCBCPBCCBFOBOSBCHBDBBDVBCGBCEEBCBEHBDBBDBBCJJFBBCEBNBBLFFBBBCFBFBBDVBCGBCBBCBBCBBFEBFBBDBBFIIBCBCSSBEBMCBCIBCCBCVBCGBCBBCEBEIBCCBCBBEQQBCBWDBFCBCHBDBBDVBCGBCBBCEBEHBDBBDBBKBBFBBCEBORRBCCBEBECBCDBEBBCCCBEEBEEBBBELBFEBECBCCBEHHpBMBCCBCWBCPBEHBCCBCCBJBBCCBCBBDDBdDBCHBCCBCWBCJBCEBEHBCCBCCBJBBGCBCDBOCBNMBCCBCoBBDHBCCBCCBCGGBCBIEBXFBCCBCRBEXBCIBCDDBFBJFBCCCBGBTBBO5BBGGBH0B0BBECBDBCXBCCCBRBCCBDEBCHHPDBhBgCgCBGBCjBBFSBFPBCjBBkC2BBCDDBDBR-BBLDBDlBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBEKBITBMUBNTBNMBCCBCBBNzBBDSBPFFkC4CBIqBBGlCBLeBCLBFIBYdBDEBMrBBFZB3BbBF+BBDTBzBYYBMMBBByBzBBCOBCHB0BpBBDDBLrBBCKBP2BBXCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBUhBBM1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBFSSBnBBuZzBB34BkHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBCfBwB2O2OBBBaIBIEBDEBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBGHBEwDBoBIBDmDBDxCBVUBCgBBZzBBNjCBCtBtBBEBECCBBBLgBBGiBBOcBEyBBCLBQRRBOBLEBC2BBKNBTWBEkCBCCCZCBDPBDDBMFBDFBDFBKGBCGBCqBBCNBH6DBWj9KBNWBFwBBloItLBDpDBnBGBNEBGLBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmC0BBsIcBEwBBwBfBOdBGqBBGdBDjBBFHBCEBrB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCDBCBBGHBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOnBBjBbBEGGBVB7HpBBCBBEBBRFBzBCBEcBLJJBUBrBRBvBUBcWBKlCBsBEBL4BBKOOBXBYyBBSDBJiBBEKKB+BBCDBKBBLCCkBRBChBBDHHBCB-BGBCCCBCBCOBCJBI4BBYDBCHBDBBDVBCGBCBBCEBEHBDBBDBBEHHGGBdJBCDDClBBCJBCDDCDBCBBECCtBhCBCCBCDBVCBfhCBDBBC5F5FB0BBDGBaFBjB+BBCEE8B1BBDoCoCBZBDNBWGB6F4BBoD-BBgBHBDDDBGBCBBCdBCBBDBBDDB+CHBDtBBDFBCCCBccBxBBDJBSnCBGTTBnCBoDHB5CgBBgBIBCsBBCGBCyByBBcBDVBCNBqCGBCBBCrBBECCBCCBBBCDDBZZBEBCBBCkBBCBBCDBCYYBqBBlIWBKQBCoBBECBwDwCwCB4cBnDuDBSjGBtyCgDBQvhBBSFBa68DBGmSB61GuBBy2B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBF4BBIQBhCBBCNNBFBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBFi7Fi7FBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCVBJBBhHGBCDBCBBCOBCkGB8BjCBEEE1lBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1TZBHZBHZB3zD-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Dash: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEB+BoBoBQnMnMlgDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
		Emoji: () => new UnicodeRangeTable(decodeRanges("jBHHGJBwDFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDrGrGhFBBNBBPDDBIBsCZBCBBYVVDIBWBBvFhBBDvDBDBBCCBDyCBDCBCmIBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDDBEJBECCBEEDJBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
		Emoji_Component: () => new UnicodeRangeTable(decodeRanges("jBHHGJB0+H2G2Gsp3B3+8B3+8BBYB8PEBxtBDBtzhY-CB", false)),
		Emoji_Modifier: () => new UnicodeRangeTable(decodeRanges("7-8DE", true)),
		Emoji_Modifier_Base: () => new UnicodeRangeTable(decodeRanges("9wJ8G8GRDB4jzD9B9BBBBDDDBBB2DBBDKBWSBEFFBBBCCBICCZqGqGBFFWFFBvFvFBBBEEB0CRRBBBKMMgSDDJHBHKKBIBDCB5B+B+BBCCBCCSCBCMBmHCBrBIB", false)),
		Emoji_Presentation: () => new UnicodeRangeTable(decodeRanges("64IBBuGDBEDDqQBBWBBzBLBsBUUOJJBSSBGGBJJGWWIBBCFFDIIFBBdkBkBCFFBBBC+B+BBBBZPP8aBB0BFFvlxDrGrG-FDDBIBsCZBCZZVDDBDBCCBWBBvFgBBNIBClCBCVBNqBBFEBNQBEEEBlCBCCCB5FBD+BBODBCXBTbbBOO3C0CBxBlCBHEEBBBDDBEDBMBBIIBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
		Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("pFFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDoBoBBCBlDLBQBBQPPBmBmBBIBxDBBNBBPDDBIBU3BBcOBLVVDIBCDBKWBH7FBDvDBDBBCCBDyCBDCBCDBG9HBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDQBECCBEBDMB7GlBBNDB5BHBLFBpBHBfBBNDBDNBKmBBNuBBCJBC4FB5CHBPxEBhI9fB", false)),
		Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbFq1-BJIFbF", true)),
		Lowercase: () => new UnicodeRangeTable(decodeRanges("hDZBwBLLFlBlBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDiBBIBBfEBhDsBsBCEEDDBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBCDB5XFBjkCIBC2D2DB+FBiC0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBB6DOORMBuDEEBEEcKFDBBJDBFiBiBBOBFsasaBYBn6BvBBCEEBGCFCCBCCBGBEiDCBIICFFNlBBCGG0oesBCUaCBBBmEMCBBBC8BCBIBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCWDBCCCBBB2ZqBBCNBHvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBkODDBBBCpBBCIBmoByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFBmI9BB1lChBB", false)),
		Math: () => new UnicodeRangeTable(decodeRanges("rBRRBBBgBeeCuBuBFmBmBgB5W5WBBBDbbBDDBBBwQCBuwGccBBBMEEOPPBCBWEBMEBiCMBFEEBFFBDBTFFDJBCDDBEBHEEBDDBCCBBBCFBENBClClCBWBCFBCBBFBBFfBCHHBPPBqIBJDBVBB7CffBZBCZZMGB+NBBNJBFFBFBBDBBEEBPCCDFBMHBGBB6BCCeDBKCBxK-BBhI-PBxBUBDFB9+zB4Z4ZBEBCjFjFRCBeCCeCCkEHHBCBitDBBhrwBwoBwoBBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBBhwFDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB-uCIB", false)),
		Quotation_Mark: () => new UnicodeRangeTable(decodeRanges("iBFFkEQQ96HHBaBBowDqOqOBCBOCBixzBDB+FFF7CBB", false)),
		Terminal_Punctuation: () => new UnicodeRangeTable(decodeRanges("hBLLCMMBEE-ZJJiQ6B6BpCPPCCB1FsBsBBJBCsHsHB3B3BBEBCHBgBmImIB1nB1nBBtFtFFFB4JBB2YHBmY9D9DBBBoCBB+ECBEoBoBBCBDBB7JBBjLDBjFBBLBBCCBeCB8FEB-BBBldYYBKKBBBwlDCBzJOOFLLCBBEBBtNBB8ndBBuICBkHEB-LBB3CBBgD4E4EBBB0ECBgERRB6H6HnxUDDB6B6BBBBCDBqFLLCMMBEEiCDD7hBxBxBnkBoGoG3JBB5EFBlCFB6CDB5dEBtBDB+FGBxDDBgECBiEBBHRRB5C5CBDBtDrJrJB2D2DBBBNBBnLDBEOBqDBB6HCBmQCC8HBB4CBBFBB-MCBuBmUmUBrCrCBspBspBBDB6vRBBmEiCiCBBBLqRqRBoJoJBnwTnwTovHDB", false)),
		Uppercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBGbbBOBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBBvgCZBHZBHZB", false)),
		White_Space: () => new UnicodeRangeTable(decodeRanges("JEBTlDlDbgvFgvFgsCKBeBBGwBwBh9DAB", false))
	});
	static SCRIPTS = new LazyMap({
		Adlam: () => new UnicodeRangeTable(decodeRanges("go6DrCFJFB", true)),
		Ahom: () => new UnicodeRangeTable(decodeRanges("g4lCaDOFW", true)),
		Anatolian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggxCmS", true)),
		Arabic: () => new UnicodeRangeTable(decodeRanges("gwBEBCFBCNBCCBCfBCJBMZBCrDBChBBxCvBBxHhBBGqCBCcBxy8BtPBDvEBhBPBxDEBCmEBk7DeBkCFBJIBiBFBh43BDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB", false)),
		Armenian: () => new UnicodeRangeTable(decodeRanges("xpBlBDxBDCks9BE", true)),
		Avestan: () => new UnicodeRangeTable(decodeRanges("g4iC1BEG", true)),
		Balinese: () => new UnicodeRangeTable(decodeRanges("g4GsCCxB", true)),
		Bamum: () => new UnicodeRangeTable(decodeRanges("g1pB3CpowB4R", true)),
		Bassa_Vah: () => new UnicodeRangeTable(decodeRanges("w26CdDF", true)),
		Batak: () => new UnicodeRangeTable(decodeRanges("g+GzBJD", true)),
		Bengali: () => new UnicodeRangeTable(decodeRanges("gsCDBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYB", false)),
		Beria_Erfe: () => new UnicodeRangeTable(decodeRanges("g17CYDY", true)),
		Bhaiksuki: () => new UnicodeRangeTable(decodeRanges("ggnCICsBCNLc", true)),
		Bopomofo: () => new UnicodeRangeTable(decodeRanges("qXB6wLqBxDf", true)),
		Brahmi: () => new UnicodeRangeTable(decodeRanges("ggkCtCFjBKA", true)),
		Braille: () => new UnicodeRangeTable(decodeRanges("ggK-H", true)),
		Buginese: () => new UnicodeRangeTable(decodeRanges("gwGbDB", true)),
		Buhid: () => new UnicodeRangeTable(decodeRanges("g6FT", true)),
		Canadian_Aboriginal: () => new UnicodeRangeTable(decodeRanges("ggF-TxRlC7tgCP", true)),
		Carian: () => new UnicodeRangeTable(decodeRanges("g1gCwB", true)),
		Caucasian_Albanian: () => new UnicodeRangeTable(decodeRanges("wphCzBMA", true)),
		Chakma: () => new UnicodeRangeTable(decodeRanges("gokC0BCR", true)),
		Cham: () => new UnicodeRangeTable(decodeRanges("gwqB2BKNDJDD", true)),
		Cherokee: () => new UnicodeRangeTable(decodeRanges("g9E1CDFz7lBvC", true)),
		Chorasmian: () => new UnicodeRangeTable(decodeRanges("w9jCb", true)),
		Common: () => new UnicodeRangeTable(decodeRanges("AgCBbFBbuBBCOBCEBYgBgBiOmBBGEBDTB1DKKHCC+THHPEEhB9E9ElQiEiEB6mB6mB2MDBjJwvBwvBBBBoCBBsGBBCumBumBOIIBCBCFBCCBDmYmYBKBD2CBCKBEKBCOBShBB-BlBBCCBDFBCaBCQBqBCBF5UBXKBW-cBhIzTBDpEBhQ9CBzMUBCCCBXBQHBFDB8CBBE7C7CB0E0EBOBhBlBBKxBxBB+BBgBwCBwB5C5CBmFBhuG-BBhoWhBBnDCBmFJB1HhFhFsMPPBzuUzuUBxGxGBIBXiBBCSBCDB0ECCBeBbFBbKBLuBuBBhChCBFBCGBLEBjICBFsBBEIBxCMB0BsBBlHaBltuBDB96D8HBEzNBHWBQQBgDzDB9B1HBLmBBD9BBEQBJBBIdBF8BB2GTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBByjFjCBtC8BBjWrBBFjDBNOBDOBCOBCkBBLtFB5BZBCBBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBnghYffB+CB", false)),
		Coptic: () => new UnicodeRangeTable(decodeRanges("ifNxkKzDGG", true)),
		Cuneiform: () => new UnicodeRangeTable(decodeRanges("ggoC5cnDuDCEMjG", true)),
		Cypriot: () => new UnicodeRangeTable(decodeRanges("ggiCFBDCCBqBBCBBEDD", false)),
		Cypro_Minoan: () => new UnicodeRangeTable(decodeRanges("w8rCiD", true)),
		Cyrillic: () => new UnicodeRangeTable(decodeRanges("ggBkEBDoFBx6FKBhFtCtCojEfBhie-CBv8VBBhw4B9BBiBAB", false)),
		Deseret: () => new UnicodeRangeTable(decodeRanges("gghCvC", true)),
		Devanagari: () => new UnicodeRangeTable(decodeRanges("goCwCFODZh7nBfhwcJ", true)),
		Dives_Akuru: () => new UnicodeRangeTable(decodeRanges("gomCGBDDDBGBCBBCdBCBBDLBKJB", false)),
		Dogra: () => new UnicodeRangeTable(decodeRanges("ggmC7B", true)),
		Duployan: () => new UnicodeRangeTable(decodeRanges("ggvDqDGMEIIJDD", true)),
		Egyptian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggsC1iBL68D", true)),
		Elbasan: () => new UnicodeRangeTable(decodeRanges("gohCnB", true)),
		Elymaic: () => new UnicodeRangeTable(decodeRanges("g-jCW", true)),
		Ethiopic: () => new UnicodeRangeTable(decodeRanges("gwEoCBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBnvGWBKGBCGBCGBCGBCGBCGBCGBCGBjpfFBDFBDFBKGBCGBylvCGBCDBCBBCOB", false)),
		Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
		Georgian: () => new UnicodeRangeTable(decodeRanges("glElBBCGGDqBBCDBx8CqBBDCBhiElBBCGG", false)),
		Glagolitic: () => new UnicodeRangeTable(decodeRanges("ggL-Ch9sDGCQDGCBCE", true)),
		Gothic: () => new UnicodeRangeTable(decodeRanges("w5gCa", true)),
		Grantha: () => new UnicodeRangeTable(decodeRanges("g4kCDBCHBDBBDVBCGBCBBCEBDIBDBBDCBDHHGGBDGBEEB", false)),
		Greek: () => new UnicodeRangeTable(decodeRanges("wbDBCCBDDBCFFCCCBBBCCCBSBC+BBPPBnpGEBzBEBFEB1ChKhKBUBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBoJ-xiB-xiB7uVuCBSgj0Bgj0BBkCB", false)),
		Gujarati: () => new UnicodeRangeTable(decodeRanges("h0CCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGB", false)),
		Gunjala_Gondi: () => new UnicodeRangeTable(decodeRanges("grnCFCBCkBCBCFIJ", true)),
		Gurmukhi: () => new UnicodeRangeTable(decodeRanges("hwCCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPB", false)),
		Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
		Han: () => new UnicodeRangeTable(decodeRanges("g0LZBC4CBN1GBwBCCaIBPDBle-tGBhC-vUBhoWtLBDpDBpodBBNGBqgkB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
		Hangul: () => new UnicodeRangeTable(decodeRanges("goE-HvxHBiI9CyDeiCei3dckUj9KNWFwBl9JeEFDFDFDC", true)),
		Hanifi_Rohingya: () => new UnicodeRangeTable(decodeRanges("gojCnBJJ", true)),
		Hanunoo: () => new UnicodeRangeTable(decodeRanges("g5FU", true)),
		Hatran: () => new UnicodeRangeTable(decodeRanges("gniCSCBGE", true)),
		Hebrew: () => new UnicodeRangeTable(decodeRanges("xsB2BBJaBFFBpp9BZBCEBCCCBCCBCCBIB", false)),
		Hiragana: () => new UnicodeRangeTable(decodeRanges("hiM1CBHCBi7-C+IBTeeBBBulQAB", false)),
		Imperial_Aramaic: () => new UnicodeRangeTable(decodeRanges("giiCVCI", true)),
		Inherited: () => new UnicodeRangeTable(decodeRanges("gYvDB2IBBlOKBbhXhXBCB8qEtBBDLBlPCBCMBCGBFHHEBBnG-BBtQBBjGgBB65DDBsDBBmrzBPBRNBwejHjH7iEl+uBl+uBBsBBDWBhRCBSHBDGBfDBz6rYvHB", false)),
		Inscriptional_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g7iCSGH", true)),
		Inscriptional_Parthian: () => new UnicodeRangeTable(decodeRanges("g6iCVDH", true)),
		Javanese: () => new UnicodeRangeTable(decodeRanges("gsqBtCDJFB", true)),
		Kaithi: () => new UnicodeRangeTable(decodeRanges("gkkCiCLA", true)),
		Kannada: () => new UnicodeRangeTable(decodeRanges("gkDMCCCWCJCEDICCCDIBGCCDDJCC", true)),
		Katakana: () => new UnicodeRangeTable(decodeRanges("hlM5CBDCBxHPBxGuBBC3CBvgzBJBCsBBzisBDBCGBCBBCgJgJBBBzBPPBCB", false)),
		Kawi: () => new UnicodeRangeTable(decodeRanges("g4nCQCoBEc", true)),
		Kayah_Li: () => new UnicodeRangeTable(decodeRanges("goqBtBCA", true)),
		Kharoshthi: () => new UnicodeRangeTable(decodeRanges("gwiCDCBGHCCCcDCFJII", true)),
		Khitan_Small_Script: () => new UnicodeRangeTable(decodeRanges("k-7C84G84GB0OBqBAB", false)),
		Khmer: () => new UnicodeRangeTable(decodeRanges("g8F9CDJHJnPf", true)),
		Khojki: () => new UnicodeRangeTable(decodeRanges("gwkCRCuB", true)),
		Khudawadi: () => new UnicodeRangeTable(decodeRanges("w1kC6BGJ", true)),
		Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
		Lao: () => new UnicodeRangeTable(decodeRanges("h0DBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDB", false)),
		Latin: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBQQGWBCeBCgOBoBEB8wGlBBHwBBGDBGMBClCBiC-HByLOORMBuEBBHccSoBB42CfBj1elDBExCBVOBxZqBBCIBCDB38TGB7gBZBHZBmhCFBCpBBCIBm61BeBHFB", false)),
		Lepcha: () => new UnicodeRangeTable(decodeRanges("ggH3BEOEC", true)),
		Limbu: () => new UnicodeRangeTable(decodeRanges("goGeBCLBFLBFEEBKB", false)),
		Linear_A: () => new UnicodeRangeTable(decodeRanges("gwhC2JKVLH", true)),
		Linear_B: () => new UnicodeRangeTable(decodeRanges("gggCLCZCSCBCODNjB6D", true)),
		Lisu: () => new UnicodeRangeTable(decodeRanges("wmpBvBx1eA", true)),
		Lycian: () => new UnicodeRangeTable(decodeRanges("g0gCc", true)),
		Lydian: () => new UnicodeRangeTable(decodeRanges("gpiCZGA", true)),
		Mahajani: () => new UnicodeRangeTable(decodeRanges("wqkCmB", true)),
		Makasar: () => new UnicodeRangeTable(decodeRanges("g3nCY", true)),
		Malayalam: () => new UnicodeRangeTable(decodeRanges("goDMCCCyBCCCFFPDZ", true)),
		Mandaic: () => new UnicodeRangeTable(decodeRanges("giCbDA", true)),
		Manichaean: () => new UnicodeRangeTable(decodeRanges("g2iCmBFL", true)),
		Marchen: () => new UnicodeRangeTable(decodeRanges("wjnCfDVCN", true)),
		Masaram_Gondi: () => new UnicodeRangeTable(decodeRanges("gonCGBCBBCrBBECCBCCBHBJJB", false)),
		Medefaidrin: () => new UnicodeRangeTable(decodeRanges("gy7C6C", true)),
		Meetei_Mayek: () => new UnicodeRangeTable(decodeRanges("g3qBWqGtBDJ", true)),
		Mende_Kikakui: () => new UnicodeRangeTable(decodeRanges("gg6DkGDP", true)),
		Meroitic_Cursive: () => new UnicodeRangeTable(decodeRanges("gtiCXFTDtB", true)),
		Meroitic_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("gsiCf", true)),
		Miao: () => new UnicodeRangeTable(decodeRanges("g47CqCF4BIQ", true)),
		Modi: () => new UnicodeRangeTable(decodeRanges("gwlCkCMJ", true)),
		Mongolian: () => new UnicodeRangeTable(decodeRanges("ggGBBDCCBSBH4CBIqBB2t-BMB", false)),
		Mro: () => new UnicodeRangeTable(decodeRanges("gy6CeCJFB", true)),
		Multani: () => new UnicodeRangeTable(decodeRanges("g0kCGBCCCBCBCOBCKB", false)),
		Myanmar: () => new UnicodeRangeTable(decodeRanges("ggE-EhqmBeiDfxibT", true)),
		Nabataean: () => new UnicodeRangeTable(decodeRanges("gkiCeJI", true)),
		Nag_Mundari: () => new UnicodeRangeTable(decodeRanges("wm5DpB", true)),
		Nandinagari: () => new UnicodeRangeTable(decodeRanges("gtmCHDtBDK", true)),
		New_Tai_Lue: () => new UnicodeRangeTable(decodeRanges("gsGrBFZHKEB", true)),
		Newa: () => new UnicodeRangeTable(decodeRanges("gglC7CCE", true)),
		Nko: () => new UnicodeRangeTable(decodeRanges("g+B6BDC", true)),
		Nushu: () => new UnicodeRangeTable(decodeRanges("h-7CvsQvsQBqMB", false)),
		Nyiakeng_Puachue_Hmong: () => new UnicodeRangeTable(decodeRanges("go4DsBENDJFB", true)),
		Ogham: () => new UnicodeRangeTable(decodeRanges("g0Fc", true)),
		Ol_Chiki: () => new UnicodeRangeTable(decodeRanges("wiHvB", true)),
		Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
		Old_Hungarian: () => new UnicodeRangeTable(decodeRanges("gkjCyBOyBIF", true)),
		Old_Italic: () => new UnicodeRangeTable(decodeRanges("g4gCjBKC", true)),
		Old_North_Arabian: () => new UnicodeRangeTable(decodeRanges("g0iCf", true)),
		Old_Permic: () => new UnicodeRangeTable(decodeRanges("w6gCqB", true)),
		Old_Persian: () => new UnicodeRangeTable(decodeRanges("g9gCjBFN", true)),
		Old_Sogdian: () => new UnicodeRangeTable(decodeRanges("g4jCnB", true)),
		Old_South_Arabian: () => new UnicodeRangeTable(decodeRanges("gziCf", true)),
		Old_Turkic: () => new UnicodeRangeTable(decodeRanges("ggjCoC", true)),
		Old_Uyghur: () => new UnicodeRangeTable(decodeRanges("w7jCZ", true)),
		Oriya: () => new UnicodeRangeTable(decodeRanges("h4CCCHDBDVCGCBCEDIDBDCICFBCEDR", true)),
		Osage: () => new UnicodeRangeTable(decodeRanges("wlhCjBFjB", true)),
		Osmanya: () => new UnicodeRangeTable(decodeRanges("gkhCdDJ", true)),
		Pahawh_Hmong: () => new UnicodeRangeTable(decodeRanges("g46ClCLJCGCUGS", true)),
		Palmyrene: () => new UnicodeRangeTable(decodeRanges("gjiCf", true)),
		Pau_Cin_Hau: () => new UnicodeRangeTable(decodeRanges("g2mC4B", true)),
		Phags_Pa: () => new UnicodeRangeTable(decodeRanges("giqB3B", true)),
		Phoenician: () => new UnicodeRangeTable(decodeRanges("goiCbEA", true)),
		Psalter_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g8iCRIDNG", true)),
		Rejang: () => new UnicodeRangeTable(decodeRanges("wpqBjBMA", true)),
		Runic: () => new UnicodeRangeTable(decodeRanges("g1FqCEK", true)),
		Samaritan: () => new UnicodeRangeTable(decodeRanges("ggCtBDO", true)),
		Saurashtra: () => new UnicodeRangeTable(decodeRanges("gkqBlCJL", true)),
		Sharada: () => new UnicodeRangeTable(decodeRanges("gskC-ChsCH", true)),
		Shavian: () => new UnicodeRangeTable(decodeRanges("wihCvB", true)),
		Siddham: () => new UnicodeRangeTable(decodeRanges("gslC1BDlB", true)),
		Sidetic: () => new UnicodeRangeTable(decodeRanges("gqiCZ", true)),
		SignWriting: () => new UnicodeRangeTable(decodeRanges("gg2DrUQECO", true)),
		Sinhala: () => new UnicodeRangeTable(decodeRanges("hsDCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBt-gCTB", false)),
		Sogdian: () => new UnicodeRangeTable(decodeRanges("w5jCpB", true)),
		Sora_Sompeng: () => new UnicodeRangeTable(decodeRanges("wmkCYIJ", true)),
		Soyombo: () => new UnicodeRangeTable(decodeRanges("wymCyC", true)),
		Sundanese: () => new UnicodeRangeTable(decodeRanges("g8G-BhIH", true)),
		Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
		Syloti_Nagri: () => new UnicodeRangeTable(decodeRanges("ggqBsB", true)),
		Syriac: () => new UnicodeRangeTable(decodeRanges("g4BNC7BDCxIK", true)),
		Tagalog: () => new UnicodeRangeTable(decodeRanges("g4FVKA", true)),
		Tagbanwa: () => new UnicodeRangeTable(decodeRanges("g7FMCCCB", true)),
		Tai_Le: () => new UnicodeRangeTable(decodeRanges("wqGdDE", true)),
		Tai_Tham: () => new UnicodeRangeTable(decodeRanges("gxG+BCcDKHJHN", true)),
		Tai_Viet: () => new UnicodeRangeTable(decodeRanges("g0qBiCZE", true)),
		Tai_Yo: () => new UnicodeRangeTable(decodeRanges("g25DeCVJB", true)),
		Takri: () => new UnicodeRangeTable(decodeRanges("g0lC5BHJ", true)),
		Tamil: () => new UnicodeRangeTable(decodeRanges("i8CBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBm+kCxBBOAB", false)),
		Tangsa: () => new UnicodeRangeTable(decodeRanges("wz6CuCCJ", true)),
		Tangut: () => new UnicodeRangeTable(decodeRanges("g-7CgBgBB+3GBhQeBiDyDB", false)),
		Telugu: () => new UnicodeRangeTable(decodeRanges("ggDMCCCWCPDICCCDIBCCCBDDDJII", true)),
		Thaana: () => new UnicodeRangeTable(decodeRanges("g8BxB", true)),
		Thai: () => new UnicodeRangeTable(decodeRanges("hwD5BGb", true)),
		Tibetan: () => new UnicodeRangeTable(decodeRanges("g4DnCCjBFmBCjBCOCGFB", true)),
		Tifinagh: () => new UnicodeRangeTable(decodeRanges("wpL3BIBPA", true)),
		Tirhuta: () => new UnicodeRangeTable(decodeRanges("gklCnCJJ", true)),
		Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
		Tolong_Siki: () => new UnicodeRangeTable(decodeRanges("wtnCrBFJ", true)),
		Toto: () => new UnicodeRangeTable(decodeRanges("w04De", true)),
		Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false)),
		Ugaritic: () => new UnicodeRangeTable(decodeRanges("g8gCdCA", true)),
		Unknown: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-FB", false)),
		Vai: () => new UnicodeRangeTable(decodeRanges("gopBrJ", true)),
		Vithkuqi: () => new UnicodeRangeTable(decodeRanges("wrhCKCOCGCBCKCOCGCB", true)),
		Wancho: () => new UnicodeRangeTable(decodeRanges("g24D5BGA", true)),
		Warang_Citi: () => new UnicodeRangeTable(decodeRanges("glmCyCNA", true)),
		Yezidi: () => new UnicodeRangeTable(decodeRanges("g0jCpBCCDB", true)),
		Yi: () => new UnicodeRangeTable(decodeRanges("ggoBskBE2B", true)),
		Zanabazar_Square: () => new UnicodeRangeTable(decodeRanges("gwmCnC", true))
	});
	static FOLD_CATEGORIES = new LazyMap({
		L: () => new UnicodeRangeTable(decodeRanges("laA", true)),
		LC: () => new UnicodeRangeTable(decodeRanges("laA", true)),
		Ll: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGC3HrBrBCEEJHHCCBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHxC9zC9zCBuBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
		Lt: () => new UnicodeRangeTable(decodeRanges("kOCCBCCBCClBCCtsHHBJHBJHBMQQwBAB", false)),
		Lu: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpL2B2Bs1CvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false)),
		M: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
		Mn: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
		Emoji: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
		Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
		Lowercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHuBPBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
		Math: () => new UnicodeRangeTable(decodeRanges("ycGDCHHFMMDDDCHHFAB", false)),
		Uppercase: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpLiBiBBOBFsasaBYBn6BvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false))
	});
	static FOLD_SCRIPT = new LazyMap({
		Common: () => new UnicodeRangeTable(decodeRanges("8cgBgB", false)),
		Greek: () => new UnicodeRangeTable(decodeRanges("1FwUwU", false)),
		Inherited: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false))
	});
};
// src/Unicode.js
/**
* Utilities for dealing with Unicode better than JS does.
*/
var Unicode = class Unicode {
	static MAX_RUNE = 1114111;
	static RUNE_ERROR = 65533;
	static isUnsearchable(r) {
		return r === Unicode.RUNE_ERROR || r >= Unicode.MIN_HIGH_SURROGATE && r <= Unicode.MAX_LOW_SURROGATE;
	}
	static MAX_ASCII = 127;
	static MAX_LATIN1 = 255;
	static MAX_BMP = 65535;
	static MIN_FOLD = 65;
	static MAX_FOLD = 125251;
	static MIN_HIGH_SURROGATE = 55296;
	static MAX_HIGH_SURROGATE = 56319;
	static MIN_LOW_SURROGATE = 56320;
	static MAX_LOW_SURROGATE = 57343;
	static MIN_SUPPLEMENTARY_CODE_POINT = 65536;
	static is32(ranges, r) {
		let lo = 0;
		let hi = ranges.length;
		while (lo < hi) {
			const m = lo + Math.floor((hi - lo) / 2);
			const rlo = ranges.getLo(m);
			const rhi = ranges.getHi(m);
			if (rlo <= r && r <= rhi) {
				const stride = ranges.getStride(m);
				return (r - rlo) % stride === 0;
			}
			if (r < rlo) hi = m;
			else lo = m + 1;
		}
		return false;
	}
	static is(ranges, r) {
		if (r <= Unicode.MAX_LATIN1) {
			for (let i = 0; i < ranges.length; i++) {
				if (r > ranges.getHi(i)) continue;
				const rlo = ranges.getLo(i);
				if (r < rlo) return false;
				const stride = ranges.getStride(i);
				return (r - rlo) % stride === 0;
			}
			return false;
		}
		return ranges.length > 0 && r >= ranges.getLo(0) && Unicode.is32(ranges, r);
	}
	static isPrint(r) {
		if (r <= Unicode.MAX_LATIN1) return r >= 32 && r < Unicode.MAX_ASCII || r >= 161 && r !== 173;
		return Unicode.is(UnicodeTables.Print, r);
	}
	static simpleFold(r) {
		if (UnicodeTables.CASE_ORBIT.has(r)) return UnicodeTables.CASE_ORBIT.get(r);
		if (r <= Unicode.MAX_ASCII) {
			const l = Codepoint.toLowerCase(r);
			return l !== r ? l : Codepoint.toUpperCase(r);
		}
		return r;
	}
	static equalsIgnoreCase(r1, r2) {
		if (r1 === r2) return true;
		if (r1 < 0 || r2 < 0) return false;
		if (r1 <= Unicode.MAX_ASCII && r2 <= Unicode.MAX_ASCII) {
			if (65 <= r1 && r1 <= 90) r1 |= 32;
			if (65 <= r2 && r2 <= 90) r2 |= 32;
			return r1 === r2;
		}
		for (let r = Unicode.simpleFold(r1); r !== r1; r = Unicode.simpleFold(r)) if (r === r2) return true;
		return false;
	}
};
// src/exceptions.js
var RE2JSException = class extends Error {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSException";
	}
};
/**
* An exception thrown by the parser if the pattern was invalid.
*/
var RE2JSSyntaxException = class extends RE2JSException {
	/**
	* @param {string} error
	* @param {string|null} [input=null]
	*/
	constructor(error, input = null) {
		let message = `error parsing regexp: ${error}`;
		if (input) message += `: \`${input}\``;
		super(message);
		this.name = "RE2JSSyntaxException";
		this.message = message;
		/** @type {string} */
		this.error = error;
		/** @type {string|null} */
		this.input = input;
	}
	/**
	* Retrieves the description of the error.
	* @returns {string}
	*/
	getDescription() {
		return this.error;
	}
	/**
	* Retrieves the erroneous regular-expression pattern.
	* @returns {string|null}
	*/
	getPattern() {
		return this.input;
	}
};
/**
* An exception thrown by the compiler
*/
var RE2JSCompileException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSCompileException";
	}
};
/**
* An exception thrown by using groups
*/
var RE2JSGroupException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSGroupException";
	}
};
/**
* An exception thrown by flags
*/
var RE2JSFlagsException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSFlagsException";
	}
};
/**
* An exception thrown for internal engine errors, such as corrupted bytecodes.
*/
var RE2JSInternalException = class extends RE2JSException {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.name = "RE2JSInternalException";
	}
};
// src/Utils.js
/**
* Size of the precomputed single-byte lookup table.
* Covers standard ASCII and Latin-1 characters for fast-path execution.
*/
const FAST_PATH_TABLE_SIZE = 256;
/**
* Precomputed lookup table for Word Boundary (\b, \B) assertions.
* * By precomputing the boolean results for standard ASCII word ranges
* ('a'-'z', 'A'-'Z', '0'-'9', '_'), we completely eliminate 4 logical
* branches from the NFA's hot execution loop. This prevents costly
* CPU branch mispredictions when scanning large strings.
*/
const WORD_RUNE_TABLE = new Uint8Array(FAST_PATH_TABLE_SIZE);
for (let i = 0; i < FAST_PATH_TABLE_SIZE; i++) WORD_RUNE_TABLE[i] = 97 <= i && i <= 122 || 65 <= i && i <= 90 || 48 <= i && i <= 57 || i === 95 ? 1 : 0;
let cachedNativeEncoder = null;
let cachedNativeDecoder = null;
/**
* Various constants and helper utilities.
*/
var Utils = class Utils {
	static METACHARACTERS = "\\.+*?()|[]{}^$";
	static EMPTY_BEGIN_LINE = 1;
	static EMPTY_END_LINE = 2;
	static EMPTY_BEGIN_TEXT = 4;
	static EMPTY_END_TEXT = 8;
	static EMPTY_WORD_BOUNDARY = 16;
	static EMPTY_NO_WORD_BOUNDARY = 32;
	static EMPTY_ALL = -1;
	static emptyInts() {
		return [];
	}
	static isString(value) {
		return typeof value === "string" || Object.prototype.toString.call(value) === "[object String]";
	}
	static typeName(value) {
		if (value === null || typeof value !== "object" && typeof value !== "function") return value === null ? "null" : typeof value;
		return Object.prototype.toString.call(value).slice(8, -1);
	}
	static checkPattern(pattern) {
		if (!Utils.isString(pattern)) throw new TypeError(`The pattern must be a string, not ${Utils.typeName(pattern)} (RE2JS.translateRegExp() converts a RegExp)`);
	}
	static checkInput(input) {
		if (!Utils.isString(input) && !Utils.isByteArray(input)) throw new TypeError(`The input must be a string or a byte array (Uint8Array or number[]), not ${Utils.typeName(input)}`);
	}
	static checkFlags(flags) {
		if (!Number.isInteger(flags) || (flags & -544) !== 0) throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS, LONGEST_MATCH, LOOKBEHINDS");
	}
	static isByteArray(input) {
		return Array.isArray(input) || Object.prototype.toString.call(input) === "[object Uint8Array]";
	}
	static isalnum(c) {
		return Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"] || Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["z"] || Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["Z"];
	}
	static unhex(c) {
		if (Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"]) return c - Codepoint.CODES["0"];
		if (Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["f"]) return c - Codepoint.CODES["a"] + 10;
		if (Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["F"]) return c - Codepoint.CODES["A"] + 10;
		return -1;
	}
	static escapeRune(rune) {
		let out = "";
		if (Unicode.isPrint(rune)) {
			if (Utils.METACHARACTERS.indexOf(String.fromCodePoint(rune)) >= 0) out += "\\";
			out += String.fromCodePoint(rune);
		} else switch (rune) {
			case Codepoint.CODES["\""]:
				out += "\\\"";
				break;
			case Codepoint.CODES["\\"]:
				out += "\\\\";
				break;
			case Codepoint.CODES["	"]:
				out += "\\t";
				break;
			case Codepoint.CODES["\n"]:
				out += "\\n";
				break;
			case Codepoint.CODES["\r"]:
				out += "\\r";
				break;
			case Codepoint.CODES["\b"]:
				out += "\\b";
				break;
			case Codepoint.CODES["\f"]:
				out += "\\f";
				break;
			default: {
				let s = rune.toString(16);
				if (rune < 256) {
					out += "\\x";
					if (s.length === 1) out += "0";
					out += s;
				} else out += `\\x{${s}}`;
				break;
			}
		}
		return out;
	}
	static stringToRunes(str) {
		const string = String(str);
		const runes = [];
		let i = 0;
		while (i < string.length) {
			const cp = string.codePointAt(i);
			runes.push(cp);
			i += cp > Unicode.MAX_BMP ? 2 : 1;
		}
		return new Int32Array(runes);
	}
	static runeToString(r) {
		return String.fromCodePoint(r);
	}
	static isWordRune(r) {
		return r < FAST_PATH_TABLE_SIZE ? WORD_RUNE_TABLE[r] === 1 : false;
	}
	static emptyOpContext(r1, r2) {
		let op = 0;
		if (r1 < 0) op |= Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
		if (r1 === 10) op |= Utils.EMPTY_BEGIN_LINE;
		if (r2 < 0) op |= Utils.EMPTY_END_TEXT | Utils.EMPTY_END_LINE;
		if (r2 === 10) op |= Utils.EMPTY_END_LINE;
		if (Utils.isWordRune(r1) !== Utils.isWordRune(r2)) op |= Utils.EMPTY_WORD_BOUNDARY;
		else op |= Utils.EMPTY_NO_WORD_BOUNDARY;
		return op;
	}
	/**
	* Returns a string that quotes all regular expression metacharacters inside the argument text;
	* the returned string is a regular expression matching the literal text. For example,
	* {@code quoteMeta("[foo]").equals("\\[foo\\]")}.
	* @param {string} str
	* @returns {string}
	*/
	static quoteMeta(str) {
		return str.split("").map((s) => {
			if (Utils.METACHARACTERS.indexOf(s) >= 0) return `\\${s}`;
			return s;
		}).join("");
	}
	static charCount(codePoint) {
		return codePoint > Unicode.MAX_BMP ? 2 : 1;
	}
	/**
	* High-speed conversion from TypedArrays to standard JS Arrays.
	* Bypasses the expensive Symbol.iterator overhead of Array.from()
	*/
	static toArray(typedArray) {
		const len = typedArray.length;
		const res = new Array(len);
		for (let i = 0; i < len; i++) res[i] = typedArray[i];
		return res;
	}
	static stringToUtf8ByteArray(str) {
		if (globalThis.TextEncoder) {
			if (!cachedNativeEncoder) cachedNativeEncoder = new TextEncoder();
			return cachedNativeEncoder.encode(str);
		} else {
			let out = [], p = 0;
			for (let i = 0; i < str.length; i++) {
				let c = str.charCodeAt(i);
				if (c < 128) out[p++] = c;
				else if (c < 2048) {
					out[p++] = c >> 6 | 192;
					out[p++] = c & 63 | 128;
				} else if ((c & 64512) === Unicode.MIN_HIGH_SURROGATE && i + 1 < str.length && (str.charCodeAt(i + 1) & 64512) === Unicode.MIN_LOW_SURROGATE) {
					c = Unicode.MIN_SUPPLEMENTARY_CODE_POINT + ((c & 1023) << 10) + (str.charCodeAt(++i) & 1023);
					out[p++] = c >> 18 | 240;
					out[p++] = c >> 12 & 63 | 128;
					out[p++] = c >> 6 & 63 | 128;
					out[p++] = c & 63 | 128;
				} else {
					out[p++] = c >> 12 | 224;
					out[p++] = c >> 6 & 63 | 128;
					out[p++] = c & 63 | 128;
				}
			}
			return out;
		}
	}
	static utf8ByteArrayToString(bytes) {
		if (globalThis.TextDecoder) {
			if (!cachedNativeDecoder) cachedNativeDecoder = new TextDecoder("utf-8");
			const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
			return cachedNativeDecoder.decode(view);
		} else {
			let out = [], pos = 0, c = 0;
			while (pos < bytes.length) {
				let c1 = bytes[pos++];
				if (c1 < 128) out[c++] = String.fromCharCode(c1);
				else if (c1 > 191 && c1 < 224) {
					let c2 = bytes[pos++];
					out[c++] = String.fromCharCode((c1 & 31) << 6 | c2 & 63);
				} else if (c1 > 239 && c1 < 365) {
					let c2 = bytes[pos++];
					let c3 = bytes[pos++];
					let c4 = bytes[pos++];
					let u = ((c1 & 7) << 18 | (c2 & 63) << 12 | (c3 & 63) << 6 | c4 & 63) - Unicode.MIN_SUPPLEMENTARY_CODE_POINT;
					out[c++] = String.fromCharCode(Unicode.MIN_HIGH_SURROGATE + (u >> 10));
					out[c++] = String.fromCharCode(Unicode.MIN_LOW_SURROGATE + (u & 1023));
				} else {
					let c2 = bytes[pos++];
					let c3 = bytes[pos++];
					out[c++] = String.fromCharCode((c1 & 15) << 12 | (c2 & 63) << 6 | c3 & 63);
				}
			}
			return out.join("");
		}
	}
};
// src/helpers.js
const createEnum = (values = [], initNum = 0) => {
	const enumObject = Object.create(null);
	for (let i = 0; i < values.length; i++) {
		const val = values[i];
		const keyVal = initNum + i;
		enumObject[val] = keyVal;
		enumObject[keyVal] = val;
	}
	return Object.freeze(enumObject);
};
// src/MatcherInput.js
/**
* Abstract the representations of input text supplied to Matcher.
*/
var MatcherInputBase = class MatcherInputBase {
	static Encoding = createEnum(["UTF_16", "UTF_8"]);
	getEncoding() {
		throw Error("not implemented");
	}
	/** @returns {string} */
	asCharSequence() {
		throw Error("not implemented");
	}
	/** @returns {Uint8Array|number[]|null} */
	asBytes() {
		throw Error("not implemented");
	}
	/** @returns {number} */
	length() {
		throw Error("not implemented");
	}
	/**
	*
	* @returns {boolean}
	*/
	isUTF8Encoding() {
		return this.getEncoding() === MatcherInputBase.Encoding.UTF_8;
	}
	/**
	*
	* @returns {boolean}
	*/
	isUTF16Encoding() {
		return this.getEncoding() === MatcherInputBase.Encoding.UTF_16;
	}
};
var Utf8MatcherInput = class extends MatcherInputBase {
	/** @param {Uint8Array|number[]|null} bytes */
	constructor(bytes = null) {
		super();
		this.bytes = bytes;
	}
	getEncoding() {
		return MatcherInputBase.Encoding.UTF_8;
	}
	/**
	*
	* @returns {string}
	*/
	asCharSequence() {
		return Utils.utf8ByteArrayToString(this.bytes);
	}
	/**
	*
	* @returns {Uint8Array|number[]|null}
	*/
	asBytes() {
		return this.bytes;
	}
	/**
	*
	* @returns {number}
	*/
	length() {
		return this.bytes.length;
	}
};
var Utf16MatcherInput = class extends MatcherInputBase {
	/** @param {string|null} charSequence */
	constructor(charSequence = null) {
		super();
		this.charSequence = charSequence;
	}
	getEncoding() {
		return MatcherInputBase.Encoding.UTF_16;
	}
	/**
	*
	* @returns {string}
	*/
	asCharSequence() {
		return this.charSequence;
	}
	/**
	*
	* @returns {number[]}
	*/
	asBytes() {
		return Utils.stringToUtf8ByteArray(this.charSequence.toString());
	}
	/**
	*
	* @returns {number}
	*/
	length() {
		return this.charSequence.length;
	}
};
var MatcherInput = class {
	/**
	* Return the MatcherInput for UTF_16 encoding.
	* @returns {Utf16MatcherInput}
	*/
	static utf16(charSequence) {
		Utils.checkInput(charSequence);
		return new Utf16MatcherInput(charSequence);
	}
	/**
	* Return the MatcherInput for UTF_8 encoding.
	* @returns {Utf8MatcherInput}
	*/
	static utf8(input) {
		if (Utils.isByteArray(input)) return new Utf8MatcherInput(input);
		return new Utf8MatcherInput(Utils.stringToUtf8ByteArray(input));
	}
};
// src/MachineInput.js
/**
* MachineInput abstracts different representations of the input text supplied to the Machine. It
* provides one-character lookahead.
*/
var MachineInputBase = class {
	static EOF() {
		return -8;
	}
	constructor() {
		this.start = 0;
		this.end = 0;
	}
	canCheckPrefix() {
		return true;
	}
	endPos() {
		return this.end - this.start;
	}
	hasString() {
		return false;
	}
	hasAnyString() {
		return false;
	}
	prefixLength() {
		return 0;
	}
};
var MachineUTF8Input = class MachineUTF8Input extends MachineInputBase {
	static RUNE_ERROR_STEP = Unicode.RUNE_ERROR << 3 | 1;
	constructor(bytes, start = 0, end = bytes.length) {
		super();
		this.bytes = bytes;
		this.start = start;
		this.end = end;
	}
	hasString(prefilter, pos) {
		const target = prefilter.bytes;
		if (target.length === 0) return true;
		const idx = this.indexOf(this.bytes, target, this.start + pos);
		return idx !== -1 && idx <= this.end - target.length;
	}
	hasAnyString(prefilter, pos) {
		return prefilter.automaton8().searchUTF8(this.bytes, this.start + pos, this.end);
	}
	step(pos) {
		pos += this.start;
		if (pos >= this.end) return MachineInputBase.EOF();
		const c = this.bytes[pos] & 255;
		if (c < 128) return c << 3 | 1;
		let size;
		let rune;
		let lo = 128;
		let hi = 191;
		if (c >= 194 && c <= 223) {
			size = 2;
			rune = c & 31;
		} else if (c >= 224 && c <= 239) {
			size = 3;
			rune = c & 15;
			if (c === 224) lo = 160;
			else if (c === 237) hi = 159;
		} else if (c >= 240 && c <= 244) {
			size = 4;
			rune = c & 7;
			if (c === 240) lo = 144;
			else if (c === 244) hi = 143;
		} else return MachineUTF8Input.RUNE_ERROR_STEP;
		if (pos + size > this.end) return MachineUTF8Input.RUNE_ERROR_STEP;
		const c1 = this.bytes[pos + 1] & 255;
		if (c1 < lo || c1 > hi) return MachineUTF8Input.RUNE_ERROR_STEP;
		rune = rune << 6 | c1 & 63;
		if (size > 2) {
			const c2 = this.bytes[pos + 2] & 255;
			if ((c2 & 192) !== 128) return MachineUTF8Input.RUNE_ERROR_STEP;
			rune = rune << 6 | c2 & 63;
			if (size > 3) {
				const c3 = this.bytes[pos + 3] & 255;
				if ((c3 & 192) !== 128) return MachineUTF8Input.RUNE_ERROR_STEP;
				rune = rune << 6 | c3 & 63;
			}
		}
		return rune << 3 | size;
	}
	index(re2, pos) {
		pos += this.start;
		const i = this.indexOf(this.bytes, re2.prefixUTF8, pos);
		return i < 0 ? i : i - pos;
	}
	context(pos) {
		pos += this.start;
		let r1 = -1;
		if (pos > this.start && pos <= this.end) {
			let start = pos - 1;
			r1 = this.bytes[start--];
			if (r1 >= 128) {
				let lim = pos - 4;
				if (lim < this.start) lim = this.start;
				while (start >= lim && (this.bytes[start] & 192) === 128) start--;
				if (start < this.start) start = this.start;
				const r = this.step(start - this.start);
				r1 = start + (r & 7) === pos ? r >> 3 : Unicode.RUNE_ERROR;
			}
		}
		const r2 = pos < this.end ? this.step(pos - this.start) >> 3 : -1;
		return Utils.emptyOpContext(r1, r2);
	}
	indexOf(source, target, fromIndex = 0) {
		let targetLength = target.length;
		if (targetLength === 0) return fromIndex <= this.end ? fromIndex : -1;
		const firstByte = target[0];
		let limit = this.end - targetLength;
		const hasNativeIndexOf = typeof source.indexOf === "function";
		let i = fromIndex;
		while (i <= limit) {
			if (hasNativeIndexOf) {
				i = source.indexOf(firstByte, i);
				if (i === -1 || i > limit) return -1;
			} else {
				while (i <= limit && source[i] !== firstByte) i++;
				if (i > limit) return -1;
			}
			let match = true;
			for (let j = 1; j < targetLength; j++) if (source[i + j] !== target[j]) {
				match = false;
				break;
			}
			if (match) return i;
			i++;
		}
		return -1;
	}
	prefixLength(re2) {
		return re2.prefixUTF8.length;
	}
};
var MachineUTF16Input = class extends MachineInputBase {
	constructor(charSequence, start = 0, end = charSequence.length) {
		super();
		this.charSequence = charSequence;
		this.start = start;
		this.end = end;
	}
	hasString(prefilter, pos) {
		const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
		return idx !== -1 && idx <= this.end - prefilter.str.length;
	}
	hasAnyString(prefilter, pos) {
		return prefilter.automaton16().searchUTF16(this.charSequence, this.start + pos, this.end);
	}
	step(pos) {
		pos += this.start;
		if (pos >= this.end) return MachineInputBase.EOF();
		const c1 = this.charSequence.charCodeAt(pos);
		if (c1 < Unicode.MIN_HIGH_SURROGATE || c1 > Unicode.MAX_HIGH_SURROGATE || pos + 1 >= this.end) return c1 << 3 | 1;
		const c2 = this.charSequence.charCodeAt(pos + 1);
		if (c2 >= Unicode.MIN_LOW_SURROGATE && c2 <= Unicode.MAX_LOW_SURROGATE) return (c1 - Unicode.MIN_HIGH_SURROGATE) * 1024 + (c2 - Unicode.MIN_LOW_SURROGATE) + Unicode.MIN_SUPPLEMENTARY_CODE_POINT << 3 | 2;
		return c1 << 3 | 1;
	}
	index(re2, pos) {
		pos += this.start;
		const i = this.charSequence.indexOf(re2.prefix, pos);
		if (i < 0 || i > this.end - re2.prefix.length) return -1;
		return i - pos;
	}
	context(pos) {
		pos += this.start;
		const r1 = pos > this.start && pos <= this.end ? this.charSequence.charCodeAt(pos - 1) : -1;
		const r2 = pos < this.end ? this.charSequence.charCodeAt(pos) : -1;
		return Utils.emptyOpContext(r1, r2);
	}
	prefixLength(re2) {
		return re2.prefix.length;
	}
};
var MachineInput = class {
	static fromUTF8(bytes, start = 0, end = bytes.length) {
		return new MachineUTF8Input(bytes, start, end);
	}
	static fromUTF16(charSequence, start = 0, end = void 0) {
		Utils.checkInput(charSequence);
		return new MachineUTF16Input(charSequence, start, end ?? charSequence.length);
	}
};
// src/Matcher.js
/**
* A stateful iterator that interprets a regex {@code RE2JS} on a specific input.
*
* Conceptually, a Matcher consists of four parts:
* <ol>
* <li>A compiled regular expression {@code RE2JS}, set at construction and fixed for the lifetime
* of the matcher.</li>
*
* <li>The remainder of the input string, set at construction or {@link #reset()} and advanced by
* each match operation such as {@link #find}, {@link #matches} or {@link #lookingAt}.</li>
*
* <li>The current match information, accessible via {@link #start}, {@link #end}, and
* {@link #group}, and updated by each match operation.</li>
*
* <li>The append position, used and advanced by {@link #appendReplacement} and {@link #appendTail}
* if performing a search and replace from the input to an external {@code StringBuffer}.
*
* </ol>
*
*
* @author rsc@google.com (Russ Cox)
*/
var Matcher = class Matcher {
	/**
	* V8 and WebKit have historical hard limits on the number of arguments
	* that can be passed to a function. We cap replacer arguments to prevent
	* Call Stack Overflow (DoS) vulnerabilities on massive ASTs.
	*/
	static MAX_REPLACER_ARGS = 65535;
	/**
	* Quotes '\' and '$' in {@code s}, so that the returned string could be used in
	* {@link #appendReplacement} as a literal replacement of {@code s}.
	*
	* @param {string} str the string to be quoted
	* @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
	* @returns {string} the quoted string
	*/
	static quoteReplacement(str, javaMode = false) {
		if (javaMode) {
			if (str.indexOf("\\") < 0 && str.indexOf("$") < 0) return str;
			return str.split("").map((s) => {
				const c = s.codePointAt(0);
				if (c === Codepoint.CODES["\\"] || c === Codepoint.CODES["$"]) return `\\${s}`;
				return s;
			}).join("");
		}
		if (str.indexOf("$") < 0) return str;
		return str.split("").map((s) => {
			if (s.codePointAt(0) === Codepoint.CODES["$"]) return "$$";
			return s;
		}).join("");
	}
	/**
	*
	* @param {import('./index.js').RE2JS} pattern
	* @param {string|number[]|Uint8Array|MatcherInputBase} input
	*/
	constructor(pattern, input) {
		if (pattern === null) throw new Error("pattern is null");
		/**
		* The pattern being matched.
		* @type {import('./index.js').RE2JS}
		*/
		this.patternInput = pattern;
		const re2 = this.patternInput.re2();
		/** @type {number} */
		this.patternGroupCount = re2.numberOfCapturingGroups();
		/** @type {number[]} */
		this.groups = [];
		/** @type {Record<string, number>} */
		this.namedGroups = re2.namedGroups;
		/** @type {boolean} */
		this.hasNamedGroups = Object.keys(this.namedGroups).length > 0;
		/** @type {number} */
		this.numberOfInstructions = re2.numberOfInstructions();
		/** @type {import('./Machine.js').LookbehindState|null} */
		this.lookbehindState = null;
		if (input instanceof MatcherInputBase) this.resetMatcherInput(input);
		else if (Utils.isByteArray(input)) this.resetMatcherInput(MatcherInput.utf8(input));
		else this.resetMatcherInput(MatcherInput.utf16(input));
	}
	/**
	* Returns the {@code RE2JS} associated with this {@code Matcher}.
	* @returns {import('./index.js').RE2JS}
	*/
	pattern() {
		return this.patternInput;
	}
	/**
	* Resets the {@code Matcher}, rewinding input and discarding any match information.
	*
	* @returns {Matcher} the {@code Matcher} itself, for chained method calls
	*/
	reset() {
		/** @type {number} */
		this.matcherInputLength = this.matcherInput.length();
		/** @type {number} */
		this.appendPos = 0;
		this.hasMatch = false;
		this.hasGroups = false;
		this.anchorFlag = 0;
		return this;
	}
	/**
	* Resets the {@code Matcher} and changes the input.
	* @param {string|number[]|Uint8Array|MatcherInputBase} input
	* @returns {Matcher} the {@code Matcher} itself, for chained method calls
	*/
	resetMatcherInput(input) {
		if (input === null) throw new Error("input is null");
		if (!(input instanceof MatcherInputBase)) {
			if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
			else input = MatcherInput.utf16(input);
		}
		this.matcherInput = input;
		if (this.lookbehindState !== null) this.lookbehindState.reset();
		else this.lookbehindState = this.patternInput.re2().createLookbehindState();
		this.reset();
		return this;
	}
	/**
	* Returns the start of the named group of the most recent match, or -1 if the group was not
	* matched.
	* @param {string|number} [group=0]
	* @returns {number}
	*/
	start(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		this.loadGroup(group);
		return this.groups[2 * group];
	}
	/**
	* Returns the end of the named group of the most recent match, or -1 if the group was not
	* matched.
	* @param {string|number} [group=0]
	* @returns {number}
	*/
	end(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		this.loadGroup(group);
		return this.groups[2 * group + 1];
	}
	/**
	* Returns the program size of this pattern.
	*
	* <p>
	* Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
	* "cost". Larger numbers are more expensive than smaller numbers.
	* </p>
	*
	* @returns {number} the program size of this pattern
	*/
	programSize() {
		return this.numberOfInstructions;
	}
	/**
	* Returns the named group of the most recent match, or {@code null} if the group was not matched.
	* @param {string|number} [group=0]
	* @returns {string|null}
	*/
	group(group = 0) {
		if (typeof group === "string") {
			const groupInt = this.namedGroups[group];
			if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
			group = groupInt;
		}
		const start = this.start(group);
		const end = this.end(group);
		if (start < 0 && end < 0) return null;
		return this.substring(start, end);
	}
	/**
	* Returns a dictionary map of all named capturing groups and their matched values.
	* If a group was not matched, its value will be `null`.
	* @returns {Record<string, string|null>}
	*/
	getNamedGroups() {
		if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
		const result = Object.create(null);
		for (const name of Object.keys(this.namedGroups)) result[name] = this.group(name);
		return result;
	}
	/**
	* Returns the number of subgroups in this pattern.
	*
	* @returns {number} the number of subgroups; the overall match (group 0) does not count
	*/
	groupCount() {
		return this.patternGroupCount;
	}
	/**
	* Helper: finds subgroup information if needed for group.
	* @param {number} group
	* @private
	*/
	loadGroup(group) {
		if (!Number.isInteger(group) || group < 0 || group > this.patternGroupCount) throw new RE2JSGroupException(`Group index out of bounds: ${group}`);
		if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
		if (group === 0 || this.hasGroups) return;
		const end = this.matcherInputLength;
		const res = this.patternInput.re2().matchMachineInput(this.matcherInput, this.groups[0], end, this.anchorFlag, 1 + this.patternGroupCount, this.lookbehindState);
		if (!res[0]) throw new RE2JSGroupException("inconsistency in matching group data");
		this.groups = res[1];
		this.hasGroups = true;
	}
	/**
	* Matches the entire input against the pattern (anchored start and end). If there is a match,
	* {@code matches} sets the match state to describe it.
	*
	* @returns {boolean} true if the entire input matches the pattern
	*/
	matches() {
		return this.genMatch(0, RE2Flags.ANCHOR_BOTH);
	}
	/**
	* Matches the beginning of input against the pattern (anchored start). If there is a match,
	* {@code lookingAt} sets the match state to describe it.
	*
	* @returns {boolean} true if the beginning of the input matches the pattern
	*/
	lookingAt() {
		return this.genMatch(0, RE2Flags.ANCHOR_START);
	}
	/**
	* Matches the input against the pattern (unanchored), starting at a specified position. If there
	* is a match, {@code find} sets the match state to describe it.
	*
	* @param {number|null} [start=null] the input position where the search begins
	* @returns {boolean} if it finds a match
	* @throws IndexOutOfBoundsException if start is not a valid input position
	*/
	find(start = null) {
		if (start !== null) {
			if (!Number.isInteger(start) || start < 0 || start > this.matcherInputLength) throw new RE2JSGroupException(`start index out of bounds: ${start}`);
			this.reset();
			return this.genMatch(start, 0);
		}
		start = 0;
		if (this.hasMatch) {
			start = this.groups[1];
			if (this.groups[0] === this.groups[1]) {
				const r = (this.matcherInput.isUTF16Encoding() ? MachineInput.fromUTF16(this.matcherInput.asCharSequence(), 0, this.matcherInputLength) : MachineInput.fromUTF8(this.matcherInput.asBytes(), 0, this.matcherInputLength)).step(start);
				if (r < 0) start++;
				else start += r & 7;
			}
		}
		return this.genMatch(start, RE2Flags.UNANCHORED);
	}
	/**
	* Helper: does match starting at start, with RE2 anchor flag.
	* @param {number} startByte
	* @param {number} anchor
	* @returns {boolean}
	* @private
	*/
	genMatch(startByte, anchor) {
		const res = this.patternInput.re2().matchMachineInput(this.matcherInput, startByte, this.matcherInputLength, anchor, 1, this.lookbehindState);
		if (!res[0]) {
			this.hasMatch = false;
			return false;
		}
		this.groups = res[1];
		this.hasMatch = true;
		this.hasGroups = this.patternGroupCount === 0;
		this.anchorFlag = anchor;
		return true;
	}
	/**
	* Helper: return substring for [start, end).
	* @param {number} start
	* @param {number} end
	* @returns {string}
	*/
	substring(start, end) {
		if (this.matcherInput.isUTF8Encoding()) return Utils.utf8ByteArrayToString(this.matcherInput.asBytes().slice(start, end));
		return this.matcherInput.asCharSequence().substring(start, end).toString();
	}
	/**
	* Helper for Pattern: return input length.
	* @returns {number}
	*/
	inputLength() {
		return this.matcherInputLength;
	}
	/**
	* Appends to result two strings: the text from the append position up to the beginning of the
	* most recent match, and then the replacement with submatch groups substituted for references to
	* them. It advances the append position to where the most recent match ended.
	*
	* By default the replacement is expanded as by String.prototype.replace (see
	* appendReplacementInternalJs). In Java mode it follows re2j / java.util.regex: $n takes as
	* many digits as still form a valid group number, ${name} is a named group, and a backslash
	* escapes the next character (so "\\$" in a JS string literal inserts a literal $).
	*
	* @param {string} replacement the replacement string
	* @param {boolean} [javaMode=false] activate java mode (different behaviour for capture groups and special characters)
	* @returns {string}
	* @throws IllegalStateException if there was no most recent match
	* @throws IndexOutOfBoundsException in Java mode, if replacement refers to an invalid group
	* @private
	*/
	appendReplacement(replacement, javaMode = false) {
		let res = "";
		const s = this.start();
		const e = this.end();
		if (this.appendPos < s) res += this.substring(this.appendPos, s);
		this.appendPos = e;
		res += javaMode ? this.appendReplacementInternalJava(replacement) : this.appendReplacementInternalJs(replacement);
		return res;
	}
	/**
	* @param {string} replacement - the replacement string
	* @returns {string}
	* @private
	*/
	appendReplacementInternalJava(replacement) {
		let res = "";
		let last = 0;
		const m = replacement.length;
		let i = 0;
		while (i < m) {
			const cCode = replacement.codePointAt(i);
			if (cCode === Codepoint.CODES["\\"]) {
				if (last < i) res += replacement.substring(last, i);
				i++;
				if (i >= m) throw new RE2JSGroupException("character to be escaped is missing");
				last = i;
				i++;
				continue;
			}
			if (cCode === Codepoint.CODES["$"]) {
				if (last < i) res += replacement.substring(last, i);
				if (i + 1 >= m) throw new RE2JSGroupException("Illegal group reference: group index is missing");
				const nextCode = replacement.codePointAt(i + 1);
				if (Codepoint.CODES["0"] <= nextCode && nextCode <= Codepoint.CODES["9"]) {
					let n = nextCode - Codepoint.CODES["0"];
					let j = i + 2;
					for (; j < m; j++) {
						const digit = replacement.codePointAt(j);
						if (digit < Codepoint.CODES["0"] || digit > Codepoint.CODES["9"] || n * 10 + digit - Codepoint.CODES["0"] > this.patternGroupCount) break;
						n = n * 10 + digit - Codepoint.CODES["0"];
					}
					if (n > this.patternGroupCount) throw new RE2JSGroupException(`n > number of groups: ${n}`);
					const group = this.group(n);
					if (group !== null) res += group;
					i = j;
					last = i;
				} else if (nextCode === Codepoint.CODES["{"]) {
					let j = i + 2;
					while (j < m && replacement.codePointAt(j) !== Codepoint.CODES["}"]) j++;
					if (j >= m) throw new RE2JSGroupException("named capture group is missing trailing '}'");
					const groupName = replacement.substring(i + 2, j);
					const groupVal = this.group(groupName);
					if (groupVal !== null) res += groupVal;
					i = j + 1;
					last = i;
				} else throw new RE2JSGroupException("Illegal group reference");
				continue;
			}
			i++;
		}
		if (last < m) res += replacement.substring(last, m);
		return res;
	}
	/**
	* Expands |replacement| for the current match by the rules of String.prototype.replace
	* (ECMAScript GetSubstitution): $$ is "$", $& the match, $` the text before it, $' the text
	* after it, $n and $nn a group (two digits only when they form a valid group number, so with
	* one group "$10" is group 1 then "0"; an unmatched group is empty), and $<name> a named group
	* (empty when no such group), only when the pattern has named groups. Anything else, such as
	* "$0" or "$<" without a closing ">", is kept as is.
	* @param {string} replacement - the replacement string
	* @returns {string}
	* @private
	*/
	appendReplacementInternalJs(replacement) {
		const isDigit = (c) => c >= 48 && c <= 57;
		const groupCount = this.patternGroupCount;
		let res = "";
		let i = 0;
		while (i < replacement.length) {
			const dollar = replacement.indexOf("$", i);
			if (dollar < 0) break;
			res += replacement.substring(i, dollar);
			i = dollar;
			const c = replacement.charCodeAt(i + 1);
			if (c === Codepoint.CODES["$"]) {
				res += "$";
				i += 2;
			} else if (c === Codepoint.CODES["&"]) {
				res += this.group(0);
				i += 2;
			} else if (c === Codepoint.CODES["`"]) {
				res += this.substring(0, this.start(0));
				i += 2;
			} else if (c === Codepoint.CODES["'"]) {
				res += this.substring(this.end(0), this.matcherInputLength);
				i += 2;
			} else if (isDigit(c)) {
				let digits = 1;
				let index = c - 48;
				const c2 = replacement.charCodeAt(i + 2);
				if (isDigit(c2) && index * 10 + c2 - 48 <= groupCount) {
					digits = 2;
					index = index * 10 + c2 - 48;
				}
				if (index >= 1 && index <= groupCount) {
					const group = this.group(index);
					if (group !== null) res += group;
				} else res += replacement.substring(i, i + 1 + digits);
				i += 1 + digits;
			} else if (c === Codepoint.CODES["<"] && this.hasNamedGroups) {
				const gt = replacement.indexOf(">", i + 2);
				if (gt < 0) {
					res += "$<";
					i += 2;
				} else {
					const name = replacement.substring(i + 2, gt);
					if (Object.hasOwn(this.namedGroups, name)) {
						const group = this.group(name);
						if (group !== null) res += group;
					}
					i = gt + 1;
				}
			} else {
				res += "$";
				i += 1;
			}
		}
		return res + replacement.substring(i);
	}
	/**
	* Return the substring of the input from the append position to the end of the
	* input.
	* @returns {string}
	*/
	appendTail() {
		return this.substring(this.appendPos, this.matcherInputLength);
	}
	/**
	* Returns the input with all matches replaced by {@code replacement}, interpreted as for
	* {@code appendReplacement}.
	*
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string} the input string with the matches replaced
	* @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
	*/
	replaceAll(replacement, javaMode = false) {
		return this.replace(replacement, true, javaMode);
	}
	/**
	* Returns the input with the first match replaced by {@code replacement}, interpreted as for
	* {@code appendReplacement}.
	*
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string} the input string with the first match replaced
	* @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
	*/
	replaceFirst(replacement, javaMode = false) {
		return this.replace(replacement, false, javaMode);
	}
	/**
	* Helper: replaceAll/replaceFirst hybrid.
	* @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
	* @param {boolean} [all=true] - replace all matches
	* @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
	* @returns {string}
	* @private
	*/
	replace(replacement, all = true, javaMode = false) {
		let res = "";
		this.reset();
		const isFunc = typeof replacement === "function";
		let originalInput = null;
		if (isFunc) {
			if (this.groupCount() >= Matcher.MAX_REPLACER_ARGS) throw new RE2JSGroupException("Too many capture groups to safely invoke replacer function");
			originalInput = this.matcherInput.isUTF8Encoding() ? this.matcherInput.asBytes() : this.matcherInput.asCharSequence();
		}
		while (this.find()) {
			res += isFunc ? this.appendReplacementFunc(replacement, originalInput) : this.appendReplacement(replacement, javaMode);
			if (!all) break;
		}
		res += this.appendTail();
		return res;
	}
	/**
	* Evaluates a replacer function for the current match and appends the result,
	* along with any un-matched preceding text, advancing the append position.
	* @param {Function} replacer - the replacer function
	* @param {string|Uint8Array|number[]} originalInput - the cached original input reference
	* @returns {string} the evaluated string to append
	* @private
	*/
	appendReplacementFunc(replacer, originalInput) {
		let res = "";
		const s = this.start();
		const e = this.end();
		if (this.appendPos < s) res += this.substring(this.appendPos, s);
		this.appendPos = e;
		/** @type {unknown[]} */
		const args = this.matchArray();
		args.push(s, originalInput);
		if (this.hasNamedGroups) args.push(this.namedGroupsObject());
		res += String(replacer(...args));
		return res;
	}
	/**
	* The match and its groups, as the elements of a JS RegExpExecArray: undefined for a group that
	* did not take part in the match. Used by exec(), matchAll() and replacer functions.
	* @returns {Array<string|undefined>}
	* @private
	*/
	matchArray() {
		const result = [this.group(0)];
		for (let i = 1; i <= this.patternGroupCount; i++) {
			const group = this.group(i);
			result.push(group === null ? void 0 : group);
		}
		return result;
	}
	/**
	* The named groups, as the groups property of a JS RegExpExecArray: an object without a
	* prototype mapping each name to its group (undefined when it did not take part in the match),
	* or undefined when the pattern has no named groups.
	* @returns {Record<string, string|undefined>|undefined}
	* @private
	*/
	namedGroupsObject() {
		if (!this.hasNamedGroups) return;
		const result = this.getNamedGroups();
		for (const name in result) if (result[name] === null) result[name] = void 0;
		return result;
	}
};
// src/Inst.js
/**
* A single instruction in the regular expression virtual machine.
*
* @see http://swtch.com/~rsc/regexp/regexp2.html
*/
var Inst = class Inst {
	static ALT = 1;
	static ALT_MATCH = 2;
	static CAPTURE = 3;
	static EMPTY_WIDTH = 4;
	static FAIL = 5;
	static MATCH = 6;
	static NOP = 7;
	static RUNE = 8;
	static RUNE1 = 9;
	static RUNE_ANY = 10;
	static RUNE_ANY_NOT_NL = 11;
	static LB_WRITE = 12;
	static LB_CHECK = 13;
	static isRuneOp(op) {
		return Inst.RUNE <= op && op <= Inst.RUNE_ANY_NOT_NL;
	}
	static escapeRunes(runes) {
		let out = "\"";
		for (let rune of runes) out += Utils.escapeRune(rune);
		out += "\"";
		return out;
	}
	constructor(op) {
		this.op = op;
		this.out = 0;
		this.arg = 0;
		/** @type {Int32Array} */
		this.runes = /* @__PURE__ */ new Int32Array(0);
		/** @type {Uint32Array | number[] | null} */
		this.next = null;
	}
	matchRune(r) {
		if (this.runes.length === 1) {
			const r0 = this.runes[0];
			if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r);
			return r === r0;
		}
		const len = this.runes.length;
		if (len === 0) return false;
		if (len === 2 || len === 4 || len === 6 || len === 8) {
			for (let j = 0; j < len; j += 2) {
				if (r < this.runes[j]) return false;
				if (r <= this.runes[j + 1]) return true;
			}
			return false;
		}
		let base = 0;
		let n = len >> 1;
		while (n > 1) {
			const half = n >> 1;
			base += this.runes[base + half << 1] <= r ? half : 0;
			n -= half;
		}
		base += this.runes[base << 1] <= r ? 1 : 0;
		const m = base - 1;
		return m >= 0 && r <= this.runes[m << 1 | 1];
	}
	matchRunePos(r) {
		if (this.runes.length === 1) {
			const r0 = this.runes[0];
			if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r) ? 0 : -1;
			return r === r0 ? 0 : -1;
		}
		const len = this.runes.length;
		if (len === 0) return -1;
		if (len === 2 || len === 4 || len === 6 || len === 8) {
			for (let j = 0; j < len; j += 2) {
				if (r < this.runes[j]) return -1;
				if (r <= this.runes[j + 1]) return Math.floor(j / 2);
			}
			return -1;
		}
		let base = 0;
		let n = len >> 1;
		while (n > 1) {
			const half = n >> 1;
			base += this.runes[base + half << 1] <= r ? half : 0;
			n -= half;
		}
		base += this.runes[base << 1] <= r ? 1 : 0;
		const m = base - 1;
		return m >= 0 && r <= this.runes[m << 1 | 1] ? m : -1;
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		switch (this.op) {
			case Inst.ALT: return `alt -> ${this.out}, ${this.arg}`;
			case Inst.ALT_MATCH: return `altmatch -> ${this.out}, ${this.arg}`;
			case Inst.CAPTURE: return `cap ${this.arg} -> ${this.out}`;
			case Inst.EMPTY_WIDTH: return `empty ${this.arg} -> ${this.out}`;
			case Inst.MATCH: return `match${this.arg !== 0 ? ` ${this.arg}` : ""}`;
			case Inst.FAIL: return "fail";
			case Inst.NOP: return `nop -> ${this.out}`;
			case Inst.LB_WRITE: return `lbwrite ${this.arg} -> ${this.out}`;
			case Inst.LB_CHECK: return `lbcheck ${this.arg} -> ${this.out}`;
			case Inst.RUNE:
				if (this.runes === null) return "rune <null>";
				return [
					"rune ",
					Inst.escapeRunes(this.runes),
					(this.arg & RE2Flags.FOLD_CASE) !== 0 ? "/i" : "",
					" -> ",
					this.out
				].join("");
			case Inst.RUNE1: return `rune1 ${Inst.escapeRunes(this.runes)} -> ${this.out}`;
			case Inst.RUNE_ANY: return `any -> ${this.out}`;
			case Inst.RUNE_ANY_NOT_NL: return `anynotnl -> ${this.out}`;
			default: throw new Error("unhandled case in Inst.toString");
		}
	}
};
// src/Machine.js
var Queue = class Queue {
	constructor(numInst) {
		this.sparse = new Int32Array(numInst);
		this.densePcs = new Int32Array(numInst);
		this.denseCaps = null;
		this.size = 0;
		this.ncap = 0;
		this.mainThreads = 0;
	}
	static INITIAL_THREADS = 32;
	init(ncap) {
		this.ncap = ncap;
		const needed = Math.min(this.densePcs.length, Queue.INITIAL_THREADS) * ncap;
		if (!this.denseCaps || this.denseCaps.length < needed) this.denseCaps = new Int32Array(needed);
	}
	growCaps(needed) {
		const limit = this.densePcs.length * this.ncap;
		const grown = new Int32Array(Math.min(limit, Math.max(needed, 2 * this.denseCaps.length)));
		grown.set(this.denseCaps);
		this.denseCaps = grown;
	}
	contains(pc) {
		const j = this.sparse[pc];
		return j < this.size && this.densePcs[j] === pc;
	}
	isEmpty() {
		return this.size === 0;
	}
	add(pc) {
		const j = this.size++;
		this.sparse[pc] = j;
		this.densePcs[j] = pc;
		return j;
	}
	clear() {
		this.size = 0;
		this.mainThreads = 0;
	}
	toString() {
		let out = "{";
		for (let i = 0; i < this.size; i++) {
			if (i !== 0) out += ", ";
			out += this.densePcs[i];
		}
		out += "}";
		return out;
	}
};
var LookbehindState = class {
	constructor(prog) {
		this.pos = -1;
		this.pcs = new Int32Array(prog.numInst());
		this.size = 0;
		this.lbTable = new Int32Array(prog.numLb + 1);
	}
	reset() {
		this.pos = -1;
		this.size = 0;
	}
};
var Machine = class Machine {
	static fromRE2(re2) {
		const m = new Machine();
		m.prog = re2.prog;
		m.re2 = re2;
		m.q0 = new Queue(m.prog.numInst());
		m.q1 = new Queue(m.prog.numInst());
		m.addStack = new Int32Array(2 * (m.prog.numInst() + 1));
		m.matched = false;
		m.matchcap = new Int32Array(m.prog.numCap < 2 ? 2 : m.prog.numCap);
		m.ncap = 0;
		return m;
	}
	constructor() {
		this.prog = null;
		this.re2 = null;
		this.q0 = null;
		this.q1 = null;
		this.addStack = null;
		this.matched = false;
		this.matchcap = null;
		this.ncap = 0;
		this.lbTable = null;
	}
	init(ncap) {
		this.ncap = ncap;
		if (ncap > this.matchcap.length) this.matchcap = new Int32Array(ncap).fill(-1);
		else this.matchcap.fill(-1);
		this.q0.init(ncap);
		this.q1.init(ncap);
		if (this.prog.numLb > 0) {
			if (!this.lbTable || this.lbTable.length < this.prog.numLb + 1) this.lbTable = new Int32Array(this.prog.numLb + 1);
			this.lbTable.fill(-1);
		}
	}
	submatches() {
		if (this.ncap === 0) return Utils.emptyInts();
		return Utils.toArray(this.matchcap.subarray(0, this.ncap));
	}
	match(input, pos, anchor, lbState = null) {
		const startCond = this.re2.cond;
		if (startCond === Utils.EMPTY_ALL) return false;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
		this.matched = false;
		this.matchcap.fill(-1);
		const hasLookbehinds = this.prog.numLb > 0;
		const matchStartPos = pos;
		let currentPos = pos;
		let resumeLookbehinds = false;
		if (hasLookbehinds) {
			if (lbState !== null && lbState.pos >= 0 && lbState.pos <= pos) {
				currentPos = lbState.pos;
				resumeLookbehinds = true;
			} else currentPos = 0;
		}
		let saveLookbehinds = hasLookbehinds && lbState !== null;
		let runq = this.q0;
		let nextq = this.q1;
		let r = input.step(currentPos);
		let rune = r >> 3;
		let width = r & 7;
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r = input.step(currentPos + width);
			rune1 = r >> 3;
			width1 = r & 7;
		}
		let flag;
		if (currentPos === 0) flag = Utils.emptyOpContext(-1, rune);
		else flag = input.context(currentPos);
		if (hasLookbehinds) {
			if (resumeLookbehinds) this.restoreLookbehinds(lbState, runq, flag);
			else this.spawnLookbehinds(runq, currentPos, flag);
		}
		while (true) {
			if (runq.mainThreads === 0) {
				if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
				if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
				if (this.matched) break;
				if (this.prog.numLb === 0 && runq.isEmpty() && !(this.re2.prefix.length === 0) && rune1 !== this.re2.prefixRune && input.canCheckPrefix()) {
					const advance = input.index(this.re2, currentPos);
					if (advance < 0) break;
					currentPos += advance;
					r = input.step(currentPos);
					rune = r >> 3;
					width = r & 7;
					r = input.step(currentPos + width);
					rune1 = r >> 3;
					width1 = r & 7;
					flag = input.context(currentPos);
				}
			}
			if (currentPos >= matchStartPos) {
				if (saveLookbehinds) {
					this.saveLookbehinds(lbState, runq, currentPos);
					saveLookbehinds = false;
				}
				if (!this.matched && (currentPos === 0 || anchor === RE2Flags.UNANCHORED)) {
					if (this.ncap > 0) this.matchcap[0] = currentPos;
					this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
				}
			}
			const nextPos = currentPos + width;
			flag = input.context(nextPos);
			this.step(runq, nextq, currentPos, nextPos, rune, flag, anchor, currentPos === input.endPos());
			if (width === 0) break;
			if (this.ncap === 0 && this.matched) break;
			currentPos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r = input.step(currentPos + width);
				rune1 = r >> 3;
				width1 = r & 7;
			}
			const tmpq = runq;
			runq = nextq;
			nextq = tmpq;
		}
		runq.clear();
		nextq.clear();
		return this.matched;
	}
	matchSet(input, pos, anchor) {
		const startCond = this.re2.cond;
		if (startCond === Utils.EMPTY_ALL) return [];
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
		let currentPos = this.prog.numLb > 0 ? 0 : pos;
		let matchStartPos = pos;
		let runq = this.q0;
		let nextq = this.q1;
		let r = input.step(currentPos);
		let rune = r >> 3;
		let width = r & 7;
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r = input.step(currentPos + width);
			rune1 = r >> 3;
			width1 = r & 7;
		}
		let flag = currentPos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(currentPos);
		const matches = /* @__PURE__ */ new Set();
		if (this.prog.numLb > 0) this.spawnLookbehinds(runq, currentPos, flag);
		while (true) {
			if (runq.mainThreads === 0) {
				if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
				if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
			}
			if (currentPos === 0 || anchor === RE2Flags.UNANCHORED) {
				if (currentPos >= matchStartPos) this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
			}
			const nextPos = currentPos + width;
			flag = input.context(nextPos);
			for (let j = 0; j < runq.size; j++) {
				const pc = runq.densePcs[j];
				const i = this.prog.inst[pc];
				const capOffset = j * this.ncap;
				let add = false;
				switch (i.op) {
					case Inst.MATCH:
						if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== input.endPos()) break;
						matches.add(i.arg);
						break;
					case Inst.RUNE:
						add = i.matchRune(rune);
						break;
					case Inst.RUNE1:
						add = rune === i.runes[0];
						break;
					case Inst.RUNE_ANY:
						add = true;
						break;
					case Inst.RUNE_ANY_NOT_NL:
						add = rune !== 10;
						break;
					default: continue;
				}
				if (add) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, flag);
			}
			runq.clear();
			if (width === 0) break;
			currentPos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r = input.step(currentPos + width);
				rune1 = r >> 3;
				width1 = r & 7;
			}
			const tmpq = runq;
			runq = nextq;
			nextq = tmpq;
		}
		nextq.clear();
		return Array.from(matches).sort((a, b) => a - b);
	}
	step(runq, nextq, pos, nextPos, c, nextCond, anchor, atEnd) {
		const longest = this.re2.longest;
		for (let j = 0; j < runq.size; j++) {
			const pc = runq.densePcs[j];
			const capOffset = j * this.ncap;
			if (longest && this.matched && this.ncap > 0 && this.matchcap[0] < runq.denseCaps[capOffset]) continue;
			const i = this.prog.inst[pc];
			let add = false;
			switch (i.op) {
				case Inst.MATCH:
					if (anchor === RE2Flags.ANCHOR_BOTH && !atEnd) break;
					if (this.ncap > 0 && (!longest || !this.matched || this.matchcap[1] < pos)) {
						runq.denseCaps[capOffset + 1] = pos;
						for (let k = 0; k < this.ncap; k++) this.matchcap[k] = runq.denseCaps[capOffset + k];
					}
					if (!longest) runq.size = 0;
					this.matched = true;
					break;
				case Inst.RUNE:
					add = i.matchRune(c);
					break;
				case Inst.RUNE1:
					add = c === i.runes[0];
					break;
				case Inst.RUNE_ANY:
					add = true;
					break;
				case Inst.RUNE_ANY_NOT_NL:
					add = c !== 10;
					break;
				default: continue;
			}
			if (add) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, nextCond);
		}
		runq.clear();
	}
	spawnLookbehinds(q, pos, flag) {
		for (let i = 0; i < this.prog.lbStarts.length; i++) this.add(q, this.prog.lbStarts[i], pos, this.matchcap, 0, flag);
	}
	restoreLookbehinds(lbState, q, flag) {
		this.lbTable.set(lbState.lbTable);
		for (let j = 0; j < lbState.size; j++) this.add(q, lbState.pcs[j], lbState.pos, this.matchcap, 0, flag);
	}
	saveLookbehinds(lbState, q, pos) {
		let size = 0;
		for (let j = 0; j < q.size; j++) {
			const pc = q.densePcs[j];
			if (this.prog.lbInst[pc] === 1 && Inst.isRuneOp(this.prog.inst[pc].op)) lbState.pcs[size++] = pc;
		}
		lbState.size = size;
		lbState.pos = pos;
		lbState.lbTable.set(this.lbTable);
	}
	add(q, pc, pos, capArray, capOffset, cond) {
		const stk = this.addStack;
		let nstk = 0;
		for (;;) {
			while (pc !== 0 && !q.contains(pc)) {
				const d = q.add(pc);
				const inst = this.prog.inst[pc];
				switch (inst.op) {
					case Inst.FAIL:
						pc = 0;
						break;
					case Inst.ALT:
					case Inst.ALT_MATCH:
						stk[nstk++] = inst.arg;
						stk[nstk++] = 0;
						pc = inst.out;
						break;
					case Inst.EMPTY_WIDTH:
						pc = (inst.arg & ~cond) === 0 ? inst.out : 0;
						break;
					case Inst.NOP:
						pc = inst.out;
						break;
					case Inst.CAPTURE:
						if (inst.arg < this.ncap) {
							stk[nstk++] = -inst.arg - 1;
							stk[nstk++] = capArray[capOffset + inst.arg];
							capArray[capOffset + inst.arg] = pos;
						}
						pc = inst.out;
						break;
					case Inst.LB_WRITE:
						this.lbTable[Math.abs(inst.arg)] = pos;
						pc = inst.out;
						break;
					case Inst.LB_CHECK:
						if (inst.arg > 0) pc = this.lbTable[inst.arg] === pos ? inst.out : 0;
						else pc = this.lbTable[-inst.arg] !== pos ? inst.out : 0;
						break;
					case Inst.MATCH:
					case Inst.RUNE:
					case Inst.RUNE1:
					case Inst.RUNE_ANY:
					case Inst.RUNE_ANY_NOT_NL:
						if (this.prog.lbInst[pc] === 0) q.mainThreads++;
						if (this.ncap > 0) {
							const destOffset = d * this.ncap;
							if (destOffset + this.ncap > q.denseCaps.length) q.growCaps(destOffset + this.ncap);
							for (let c = 0; c < this.ncap; c++) q.denseCaps[destOffset + c] = capArray[capOffset + c];
						}
						pc = 0;
						break;
					default: throw new RE2JSInternalException("unhandled");
				}
			}
			if (nstk === 0) return;
			nstk -= 2;
			const entry = stk[nstk];
			if (entry < 0) {
				capArray[capOffset - entry - 1] = stk[nstk + 1];
				pc = 0;
			} else pc = entry;
		}
	}
};
// src/DFA.js
const hashState = (pcs, flag, ids) => {
	let h = -2128831035;
	for (let i = 0; i < pcs.length; i++) {
		h ^= pcs[i];
		h = Math.imul(h, 16777619);
	}
	h ^= flag;
	h = Math.imul(h, 16777619);
	for (let i = 0; i < ids.length; i++) {
		h ^= ids[i];
		h = Math.imul(h, 16777619);
	}
	return h;
};
const arraysEqual = (a, b) => {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
};
const isState = (state, pcs, flag, ids) => state.flag === flag && arraysEqual(state.nfaStates, pcs) && arraysEqual(state.matchIDs, ids);
const NO_IDS = [];
const END_TEXT = -1;
var DFAState = class {
	constructor(nfaStates, flag, matchIDs) {
		this.nfaStates = nfaStates;
		this.flag = flag;
		this.isMatch = (flag & DFA.FLAG_MATCH) !== 0;
		this.matchIDs = matchIDs;
		this.next = null;
		this.nextAnchored = null;
	}
};
var DFA = class DFA {
	static FLAG_EMPTY_MASK = 255;
	static FLAG_MATCH = 256;
	static FLAG_LAST_WORD = 512;
	static FLAG_NEED_SHIFT = 16;
	static STATE_OVERHEAD = 150;
	static ARRAY_OVERHEAD = 40;
	static ELEMENT_SIZE = 8;
	static TABLE_OVERHEAD = 48;
	static PROGRESS_PER_STATE = 10;
	constructor(prog, maxMem = 8388608) {
		this.prog = prog;
		this.maxMem = maxMem;
		this.stateCache = /* @__PURE__ */ new Map();
		this.stateCount = 0;
		this.startStates = /* @__PURE__ */ new Map();
		this.failed = false;
		for (let pc = 0; pc < prog.numInst(); pc++) {
			const op = prog.getInst(pc).op;
			if (op === Inst.LB_WRITE || op === Inst.LB_CHECK) {
				this.failed = true;
				break;
			}
		}
		this.computeRuneClasses();
		this.stateBudget = maxMem;
		this.memBudget = maxMem;
	}
	computeRuneClasses() {
		const bounds = /* @__PURE__ */ new Set();
		const addRange = (lo, hi) => {
			bounds.add(lo);
			bounds.add(hi + 1);
		};
		for (let pc = 0; pc < this.prog.numInst(); pc++) {
			const inst = this.prog.getInst(pc);
			switch (inst.op) {
				case Inst.RUNE:
				case Inst.RUNE1:
					if (inst.runes.length === 1) {
						addRange(inst.runes[0], inst.runes[0]);
						if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) for (let f = Unicode.simpleFold(inst.runes[0]); f !== inst.runes[0]; f = Unicode.simpleFold(f)) addRange(f, f);
					} else for (let j = 0; j < inst.runes.length; j += 2) addRange(inst.runes[j], inst.runes[j + 1]);
					break;
				case Inst.RUNE_ANY_NOT_NL:
					addRange(10, 10);
					break;
				case Inst.EMPTY_WIDTH:
					if ((inst.arg & (Utils.EMPTY_BEGIN_LINE | Utils.EMPTY_END_LINE)) !== 0) addRange(10, 10);
					if ((inst.arg & (Utils.EMPTY_WORD_BOUNDARY | Utils.EMPTY_NO_WORD_BOUNDARY)) !== 0) {
						addRange(48, 57);
						addRange(65, 90);
						addRange(95, 95);
						addRange(97, 122);
					}
			}
		}
		bounds.delete(0);
		this.classBounds = Int32Array.from(bounds).sort();
		this.numClasses = this.classBounds.length + 1;
		const latin1Class = new Int32Array(Unicode.MAX_LATIN1 + 1);
		for (let r = 0; r <= Unicode.MAX_LATIN1; r++) latin1Class[r] = this.searchClass(r);
		this.latin1Class = latin1Class;
	}
	runeClass(r) {
		if (r <= Unicode.MAX_LATIN1) return this.latin1Class[r];
		return this.searchClass(r);
	}
	searchClass(r) {
		const bounds = this.classBounds;
		let lo = 0;
		let hi = bounds.length;
		while (lo < hi) {
			const mid = lo + hi >> 1;
			if (bounds[mid] <= r) lo = mid + 1;
			else hi = mid;
		}
		return lo;
	}
	closure(pcs, flag) {
		const closure = /* @__PURE__ */ new Set();
		const stack = Array.from(pcs);
		let needflags = 0;
		while (stack.length > 0) {
			const pc = stack.pop();
			if (pc === 0 || closure.has(pc)) continue;
			closure.add(pc);
			const inst = this.prog.getInst(pc);
			switch (inst.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					stack.push(inst.out);
					stack.push(inst.arg);
					break;
				case Inst.NOP:
				case Inst.CAPTURE:
					stack.push(inst.out);
					break;
				case Inst.EMPTY_WIDTH:
					needflags |= inst.arg;
					if ((inst.arg & ~flag) === 0) stack.push(inst.out);
			}
		}
		return {
			pcs: Array.from(closure).sort((a, b) => a - b),
			needflags
		};
	}
	getState(pcs, flag, ids) {
		const hash = hashState(pcs, flag, ids);
		const cached = this.stateCache.get(hash);
		if (cached instanceof DFAState) {
			if (isState(cached, pcs, flag, ids)) return cached;
		} else if (cached !== void 0) {
			for (let i = 0; i < cached.length; i++) if (isState(cached[i], pcs, flag, ids)) return cached[i];
		}
		const cost = DFA.stateCost(pcs, ids);
		if (this.memBudget < cost) return null;
		this.memBudget -= cost;
		const state = new DFAState(pcs, flag, ids);
		if (cached === void 0) this.stateCache.set(hash, state);
		else if (cached instanceof DFAState) this.stateCache.set(hash, [cached, state]);
		else cached.push(state);
		this.stateCount++;
		return state;
	}
	static stateCost(pcs, ids) {
		const idsCost = ids.length === 0 ? 0 : DFA.ARRAY_OVERHEAD + DFA.ELEMENT_SIZE * ids.length;
		return DFA.STATE_OVERHEAD + DFA.ELEMENT_SIZE * pcs.length + idsCost;
	}
	*cachedStates() {
		for (const cached of this.stateCache.values()) if (cached instanceof DFAState) yield cached;
		else yield* cached;
	}
	makeState(pcs, flag, ids) {
		const closure = this.closure(pcs, flag & DFA.FLAG_EMPTY_MASK);
		let stateFlag = flag;
		if (closure.needflags === 0) stateFlag &= DFA.FLAG_MATCH;
		stateFlag |= closure.needflags << DFA.FLAG_NEED_SHIFT;
		return this.getState(closure.pcs, stateFlag, ids);
	}
	allocTable(state, anchor) {
		const size = this.numClasses + 1;
		const cost = DFA.TABLE_OVERHEAD + DFA.ELEMENT_SIZE * size;
		if (this.memBudget < cost) return null;
		this.memBudget -= cost;
		const table = new Array(size).fill(null);
		if (anchor === RE2Flags.UNANCHORED) state.next = table;
		else state.nextAnchored = table;
		return table;
	}
	clearCache() {
		this.stateCache.clear();
		this.stateCount = 0;
		this.startStates.clear();
		this.memBudget = this.stateBudget;
	}
	resetCache(current) {
		this.clearCache();
		return this.getState(current.nfaStates, current.flag, current.matchIDs);
	}
	step(state, cls, rune, anchor) {
		let table = anchor === RE2Flags.UNANCHORED ? state.next : state.nextAnchored;
		if (table !== null) {
			const cached = table[cls];
			if (cached !== null) return cached;
		} else {
			table = this.allocTable(state, anchor);
			if (table === null) return null;
		}
		const needflag = state.flag >>> DFA.FLAG_NEED_SHIFT;
		const oldbeforeflag = state.flag & DFA.FLAG_EMPTY_MASK;
		let beforeflag = oldbeforeflag;
		let afterflag = 0;
		if (rune === 10) {
			beforeflag |= Utils.EMPTY_END_LINE;
			afterflag |= Utils.EMPTY_BEGIN_LINE;
		}
		if (rune === END_TEXT) beforeflag |= Utils.EMPTY_END_LINE | Utils.EMPTY_END_TEXT;
		const islastword = (state.flag & DFA.FLAG_LAST_WORD) !== 0;
		const isword = rune !== END_TEXT && Utils.isWordRune(rune);
		beforeflag |= isword === islastword ? Utils.EMPTY_NO_WORD_BOUNDARY : Utils.EMPTY_WORD_BOUNDARY;
		let pcs = state.nfaStates;
		if ((beforeflag & ~oldbeforeflag & needflag) !== 0) pcs = this.closure(pcs, beforeflag).pcs;
		const nextPCs = [];
		let ismatch = false;
		let ids = NO_IDS;
		for (let i = 0; i < pcs.length; i++) {
			const inst = this.prog.getInst(pcs[i]);
			if (inst.op === Inst.MATCH) {
				if (!ismatch) {
					ismatch = true;
					ids = [];
				}
				ids.push(inst.arg);
			} else if (rune !== END_TEXT && Inst.isRuneOp(inst.op) && inst.matchRune(rune)) nextPCs.push(inst.out);
		}
		if (ids.length > 1) ids.sort((a, b) => a - b);
		if (anchor === RE2Flags.UNANCHORED && rune !== END_TEXT) nextPCs.push(this.prog.start);
		let flag = afterflag;
		if (ismatch) flag |= DFA.FLAG_MATCH;
		if (isword) flag |= DFA.FLAG_LAST_WORD;
		const nextState = this.makeState(nextPCs, flag, ids);
		if (nextState === null) return null;
		table[cls] = nextState;
		return nextState;
	}
	start(input, pos) {
		const context = input.context(pos);
		let flags;
		if ((context & Utils.EMPTY_BEGIN_TEXT) !== 0) flags = Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
		else if ((context & Utils.EMPTY_BEGIN_LINE) !== 0) flags = Utils.EMPTY_BEGIN_LINE;
		else {
			const r = input.step(pos);
			const nextIsWord = r >= 0 && Utils.isWordRune(r >> 3);
			flags = (context & Utils.EMPTY_WORD_BOUNDARY) !== 0 !== nextIsWord ? DFA.FLAG_LAST_WORD : 0;
		}
		let state = this.startStates.get(flags);
		if (state === void 0) {
			state = this.makeState([this.prog.start], flags, NO_IDS);
			if (state === null) {
				this.clearCache();
				state = this.makeState([this.prog.start], flags, NO_IDS);
				if (state === null) return null;
			}
			this.startStates.set(flags, state);
		}
		return state;
	}
	stepOrReset(state, cls, rune, anchor, pos, search) {
		let next = this.step(state, cls, rune, anchor);
		if (next !== null) return next;
		if (search.resetPos >= 0 && pos - search.resetPos < DFA.PROGRESS_PER_STATE * this.stateCount) return null;
		search.resetPos = pos;
		const restored = this.resetCache(state);
		if (restored === null) return null;
		next = this.step(restored, cls, rune, anchor);
		return next;
	}
	run(input, pos, anchor, state, onMatch) {
		const endPos = input.endPos();
		const latin1Class = this.latin1Class;
		const unanchored = anchor === RE2Flags.UNANCHORED;
		const search = { resetPos: -1 };
		let i = pos;
		while (i < endPos) {
			const r = input.step(i);
			const rune = r >> 3;
			const width = r & 7;
			if (width === 0) break;
			const cls = rune <= Unicode.MAX_LATIN1 ? latin1Class[rune] : this.runeClass(rune);
			let next = unanchored && state.next !== null ? state.next[cls] : null;
			if (next === null) {
				next = this.stepOrReset(state, cls, rune, anchor, i, search);
				if (next === null) return null;
			}
			state = next;
			if (state.isMatch && onMatch(state, false)) return true;
			if (!unanchored && state.nfaStates.length === 0) return false;
			i += width;
		}
		state = this.stepOrReset(state, this.numClasses, END_TEXT, anchor, i, search);
		if (state === null) return null;
		return state.isMatch && onMatch(state, true);
	}
	match(input, pos, anchor) {
		if (this.failed) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
		const startState = this.start(input, pos);
		if (startState === null) return null;
		return this.run(input, pos, anchor, startState, (state, atEnd) => anchor !== RE2Flags.ANCHOR_BOTH || atEnd);
	}
	matchSet(input, pos, anchor) {
		if (this.failed) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
		const startState = this.start(input, pos);
		if (startState === null) return null;
		const matches = /* @__PURE__ */ new Set();
		const collect = (state, atEnd) => {
			if (anchor !== RE2Flags.ANCHOR_BOTH || atEnd) for (let k = 0; k < state.matchIDs.length; k++) matches.add(state.matchIDs[k]);
			return false;
		};
		if (this.run(input, pos, anchor, startState, collect) === null) return null;
		return Array.from(matches).sort((a, b) => a - b);
	}
};
// src/Backtracker.js
const VISITED_BITS = 32;
const MAX_BACKTRACK_PROG = 500;
const INITIAL_JOB_CAPACITY = 256;
const MAX_BACKTRACK_VECTOR = 262144;
var BitState = class {
	constructor() {
		this.end = 0;
		this.cap = /* @__PURE__ */ new Int32Array(0);
		this.matchcap = /* @__PURE__ */ new Int32Array(0);
		this.ncap = 0;
		this.jobPc = new Int32Array(INITIAL_JOB_CAPACITY);
		this.jobArg = new Uint8Array(INITIAL_JOB_CAPACITY);
		this.jobPos = new Int32Array(INITIAL_JOB_CAPACITY);
		this.jobLen = 0;
		this.visited = /* @__PURE__ */ new Uint32Array(0);
	}
	reset(prog, end, ncap) {
		this.end = end;
		this.jobLen = 0;
		this.ncap = ncap;
		const visitedSize = prog.numInst() * (end + 1) + VISITED_BITS - 1 >>> 5;
		if (this.visited.length < visitedSize) this.visited = new Uint32Array(visitedSize);
		else this.visited.fill(0, 0, visitedSize);
		if (this.cap.length < ncap) this.cap = new Int32Array(ncap).fill(-1);
		else this.cap.fill(-1, 0, ncap);
		if (this.matchcap.length < ncap) this.matchcap = new Int32Array(ncap).fill(-1);
		else this.matchcap.fill(-1, 0, ncap);
	}
	shouldVisit(pc, pos) {
		const n = pc * (this.end + 1) + pos;
		const idx = n >>> 5;
		const mask = 1 << (n & 31);
		if ((this.visited[idx] & mask) !== 0) return false;
		this.visited[idx] |= mask;
		return true;
	}
	push(re2, pc, pos, arg) {
		if (re2.prog.getInst(pc).op !== Inst.FAIL && (arg || this.shouldVisit(pc, pos))) {
			if (this.jobLen >= this.jobPc.length) {
				const newSize = this.jobPc.length * 2;
				const newPc = new Int32Array(newSize);
				newPc.set(this.jobPc);
				this.jobPc = newPc;
				const newArg = new Uint8Array(newSize);
				newArg.set(this.jobArg);
				this.jobArg = newArg;
				const newPos = new Int32Array(newSize);
				newPos.set(this.jobPos);
				this.jobPos = newPos;
			}
			this.jobPc[this.jobLen] = pc;
			this.jobArg[this.jobLen] = arg ? 1 : 0;
			this.jobPos[this.jobLen] = pos;
			this.jobLen++;
		}
	}
	tryBacktrack(re2, input, pc, pos, anchor) {
		const longest = re2.longest;
		this.push(re2, pc, pos, false);
		while (this.jobLen > 0) {
			this.jobLen--;
			let currentPc = this.jobPc[this.jobLen];
			let arg = this.jobArg[this.jobLen] === 1;
			let currentPos = this.jobPos[this.jobLen];
			let skipShouldVisit = true;
			while (true) {
				if (!skipShouldVisit) {
					if (!this.shouldVisit(currentPc, currentPos)) break;
				}
				skipShouldVisit = false;
				const inst = re2.prog.getInst(currentPc);
				switch (inst.op) {
					case Inst.FAIL: break;
					case Inst.ALT: if (arg) {
						arg = false;
						currentPc = inst.arg;
						continue;
					} else {
						this.push(re2, currentPc, currentPos, true);
						currentPc = inst.out;
						continue;
					}
					case Inst.ALT_MATCH: {
						const outInst = re2.prog.getInst(inst.out);
						if (Inst.isRuneOp(outInst.op)) {
							this.push(re2, inst.arg, currentPos, false);
							currentPc = inst.arg;
							currentPos = this.end;
							continue;
						}
						this.push(re2, inst.out, this.end, false);
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (!inst.matchRune(r >> 3)) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE1: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (r >> 3 !== inst.runes[0]) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE_ANY_NOT_NL: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						if (r >> 3 === 10) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.RUNE_ANY: {
						const r = input.step(currentPos);
						if (r === MachineInputBase.EOF()) break;
						currentPos += r & 7;
						currentPc = inst.out;
						continue;
					}
					case Inst.CAPTURE: if (arg) {
						this.cap[inst.arg] = currentPos;
						break;
					} else {
						if (inst.arg < this.ncap) {
							this.push(re2, currentPc, this.cap[inst.arg], true);
							this.cap[inst.arg] = currentPos;
						}
						currentPc = inst.out;
						continue;
					}
					case Inst.EMPTY_WIDTH: {
						const flag = input.context(currentPos);
						if ((inst.arg & ~flag) !== 0) break;
						currentPc = inst.out;
						continue;
					}
					case Inst.NOP:
						currentPc = inst.out;
						continue;
					case Inst.MATCH: {
						if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== this.end) break;
						if (this.ncap === 0) return true;
						if (this.ncap > 1) this.cap[1] = currentPos;
						const old = this.matchcap[1];
						if (old === -1 || longest && currentPos > 0 && currentPos > old) this.matchcap.set(this.cap);
						if (!longest) return true;
						if (currentPos === this.end) return true;
						break;
					}
					case Inst.LB_WRITE:
					case Inst.LB_CHECK: throw new RE2JSInternalException("Backtracker cannot evaluate Lookbehind instructions");
					default: throw new RE2JSInternalException("bad inst");
				}
				break;
			}
		}
		return longest && this.matchcap.length > 1 && this.matchcap[1] >= 0;
	}
};
const bitStatePool = [];
var Backtracker = class Backtracker {
	static shouldBacktrack(prog) {
		return prog.numInst() <= MAX_BACKTRACK_PROG;
	}
	static maxBitStateLen(prog) {
		if (!Backtracker.shouldBacktrack(prog)) return 0;
		return Math.floor(MAX_BACKTRACK_VECTOR / prog.numInst());
	}
	static execute(re2, input, pos, anchor, ncap) {
		const startCond = re2.cond;
		if (startCond === Utils.EMPTY_ALL) return null;
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
		if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && pos !== 0) return null;
		const b = bitStatePool.length > 0 ? bitStatePool.pop() : new BitState();
		const end = input.endPos();
		b.reset(re2.prog, end, ncap);
		let matched = false;
		if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 || anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) {
			if (b.ncap > 0) b.cap[0] = pos;
			if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) matched = true;
		} else {
			let width = -1;
			for (; pos <= end && width !== 0; pos += width) {
				if (re2.prefix.length > 0) {
					const advance = input.index(re2, pos);
					if (advance < 0) break;
					pos += advance;
				}
				if (b.ncap > 0) b.cap[0] = pos;
				if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) {
					matched = true;
					break;
				}
				const r = input.step(pos);
				width = r === MachineInputBase.EOF() ? 0 : r & 7;
			}
		}
		if (!matched) {
			bitStatePool.push(b);
			return null;
		}
		const result = ncap === 0 ? [] : Utils.toArray(b.matchcap.subarray(0, ncap));
		bitStatePool.push(b);
		return result;
	}
};
// src/OnePass.js
var QueueOnePass = class {
	constructor(size) {
		this.sparse = new Uint32Array(size);
		this.dense = new Uint32Array(size);
		this.size = 0;
		this.nextIndex = 0;
	}
	empty() {
		return this.nextIndex >= this.size;
	}
	next() {
		return this.dense[this.nextIndex++];
	}
	clear() {
		this.size = 0;
		this.nextIndex = 0;
	}
	contains(u) {
		return u < this.sparse.length && this.sparse[u] < this.size && this.dense[this.sparse[u]] === u;
	}
	insert(u) {
		if (!this.contains(u)) this.insertNew(u);
	}
	insertNew(u) {
		if (u >= this.sparse.length) return;
		this.sparse[u] = this.size;
		this.dense[this.size] = u;
		this.size++;
	}
};
const mergeRuneSets = (leftRunes, rightRunes, leftPC, rightPC) => {
	const leftLen = leftRunes.length;
	const rightLen = rightRunes.length;
	let lx = 0, rx = 0;
	const merged = [];
	const next = [];
	let ok = true;
	let ix = -1;
	const extend = (isLeft) => {
		const newArray = isLeft ? leftRunes : rightRunes;
		const low = isLeft ? lx : rx;
		const pc = isLeft ? leftPC : rightPC;
		if (ix > 0 && newArray[low] <= merged[ix]) return false;
		merged.push(newArray[low], newArray[low + 1]);
		if (isLeft) lx += 2;
		else rx += 2;
		ix += 2;
		next.push(pc);
		return true;
	};
	while (lx < leftLen || rx < rightLen) {
		if (rx >= rightLen) ok = extend(true);
		else if (lx >= leftLen) ok = extend(false);
		else if (rightRunes[rx] < leftRunes[lx]) ok = extend(false);
		else ok = extend(true);
		if (!ok) return null;
	}
	return {
		merged,
		next
	};
};
var OnePassProg = class {
	constructor(prog) {
		this.start = prog.start;
		this.numCap = prog.numCap;
		this.inst = new Array(prog.inst.length);
		for (let i = 0; i < prog.inst.length; i++) {
			const orig = prog.inst[i];
			const inst = new Inst(orig.op);
			inst.out = orig.out;
			inst.arg = orig.arg;
			inst.runes = orig.runes ? new Int32Array(orig.runes) : /* @__PURE__ */ new Int32Array(0);
			inst.next = null;
			this.inst[i] = inst;
		}
	}
};
const onePassCopy = (prog) => {
	const p = new OnePassProg(prog);
	for (let pc = 0; pc < p.inst.length; pc++) {
		const inst = p.inst[pc];
		if (inst.op !== Inst.ALT && inst.op !== Inst.ALT_MATCH) continue;
		let pAOther = "out";
		let pAAlt = "arg";
		let instAlt = p.inst[inst[pAAlt]];
		if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) {
			pAOther = "arg";
			pAAlt = "out";
			instAlt = p.inst[inst[pAAlt]];
			if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) continue;
		}
		const instOther = p.inst[inst[pAOther]];
		if (instOther.op === Inst.ALT || instOther.op === Inst.ALT_MATCH) continue;
		let pBAlt = "out";
		let pBOther = "arg";
		let patch = false;
		if (instAlt.out === pc) patch = true;
		else if (instAlt.arg === pc) {
			patch = true;
			pBAlt = "arg";
			pBOther = "out";
		}
		if (patch) instAlt[pBAlt] = inst[pAOther];
		if (inst[pAOther] === instAlt[pBAlt]) inst[pAAlt] = instAlt[pBOther];
	}
	return p;
};
const makeOnePass = (p) => {
	if (p.inst.length >= 1e3) return null;
	const instQueue = new QueueOnePass(p.inst.length);
	const visitQueue = new QueueOnePass(p.inst.length);
	const onePassRunes = new Array(p.inst.length);
	const m = new Array(p.inst.length).fill(false);
	const check = (pc) => {
		let ok = true;
		const inst = p.inst[pc];
		if (visitQueue.contains(pc)) return true;
		visitQueue.insert(pc);
		switch (inst.op) {
			case Inst.ALT:
			case Inst.ALT_MATCH: {
				ok = check(inst.out) && check(inst.arg);
				let matchOut = m[inst.out];
				let matchArg = m[inst.arg];
				if (matchOut && matchArg) return false;
				if (matchArg) {
					const tempOut = inst.out;
					inst.out = inst.arg;
					inst.arg = tempOut;
					const tempMatch = matchOut;
					matchOut = matchArg;
					matchArg = tempMatch;
				}
				if (matchOut) {
					m[pc] = true;
					inst.op = Inst.ALT_MATCH;
				}
				const leftRunes = onePassRunes[inst.out] || [];
				const rightRunes = onePassRunes[inst.arg] || [];
				const mergeRes = mergeRuneSets(leftRunes, rightRunes, inst.out, inst.arg);
				if (!mergeRes) return false;
				onePassRunes[pc] = new Int32Array(mergeRes.merged);
				inst.next = new Uint32Array(mergeRes.next);
				break;
			}
			case Inst.CAPTURE:
			case Inst.EMPTY_WIDTH:
			case Inst.NOP:
				ok = check(inst.out);
				m[pc] = m[inst.out];
				onePassRunes[pc] = onePassRunes[inst.out] ? new Int32Array(onePassRunes[inst.out]) : /* @__PURE__ */ new Int32Array(0);
				inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
				break;
			case Inst.MATCH:
			case Inst.FAIL:
				m[pc] = inst.op === Inst.MATCH;
				break;
			case Inst.RUNE: {
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				if (!inst.runes || inst.runes.length === 0) {
					onePassRunes[pc] = /* @__PURE__ */ new Int32Array(0);
					inst.next = new Uint32Array([inst.out]);
					break;
				}
				let runes = [];
				if (inst.runes.length === 1 && (inst.arg & RE2Flags.FOLD_CASE) !== 0) {
					const r0 = inst.runes[0];
					runes.push(r0, r0);
					for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
					runes.sort((a, b) => a - b);
				} else for (let j = 0; j < inst.runes.length; j++) runes.push(inst.runes[j]);
				onePassRunes[pc] = new Int32Array(runes);
				inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
				inst.op = Inst.RUNE;
				break;
			}
			case Inst.RUNE1: {
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				let runes = [];
				if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) {
					const r0 = inst.runes[0];
					runes.push(r0, r0);
					for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
					runes.sort((a, b) => a - b);
				} else runes.push(inst.runes[0], inst.runes[0]);
				onePassRunes[pc] = new Int32Array(runes);
				inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
				inst.op = Inst.RUNE;
				break;
			}
			case Inst.RUNE_ANY:
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				onePassRunes[pc] = new Int32Array([0, Unicode.MAX_RUNE]);
				inst.next = new Uint32Array([inst.out]);
				break;
			case Inst.RUNE_ANY_NOT_NL:
				m[pc] = false;
				if (inst.next && inst.next.length > 0) break;
				instQueue.insert(inst.out);
				onePassRunes[pc] = new Int32Array([
					0,
					9,
					11,
					Unicode.MAX_RUNE
				]);
				inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
		}
		return ok;
	};
	instQueue.clear();
	instQueue.insert(p.start);
	while (!instQueue.empty()) {
		visitQueue.clear();
		if (!check(instQueue.next())) return null;
	}
	for (let i = 0; i < p.inst.length; i++) if (onePassRunes[i]) p.inst[i].runes = onePassRunes[i];
	return p;
};
const cleanupOnePass = (p, original) => {
	for (let ix = 0; ix < original.inst.length; ix++) {
		const instOriginal = original.inst[ix];
		switch (instOriginal.op) {
			case Inst.ALT:
			case Inst.ALT_MATCH:
			case Inst.RUNE: break;
			case Inst.CAPTURE:
			case Inst.EMPTY_WIDTH:
			case Inst.NOP:
			case Inst.MATCH:
			case Inst.FAIL:
				p.inst[ix].next = null;
				break;
			case Inst.RUNE1:
			case Inst.RUNE_ANY:
			case Inst.RUNE_ANY_NOT_NL:
				p.inst[ix].next = null;
				p.inst[ix].op = instOriginal.op;
				p.inst[ix].runes = instOriginal.runes ? new Int32Array(instOriginal.runes) : /* @__PURE__ */ new Int32Array(0);
		}
	}
};
var OnePass = class OnePass {
	static compile(prog) {
		if (prog.start === 0) return null;
		if (prog.numLb > 0) return null;
		const startInst = prog.inst[prog.start];
		if (startInst.op !== Inst.EMPTY_WIDTH || (startInst.arg & Utils.EMPTY_BEGIN_TEXT) === 0) return null;
		let hasAlt = false;
		for (let i = 0; i < prog.inst.length; i++) if (prog.inst[i].op === Inst.ALT || prog.inst[i].op === Inst.ALT_MATCH) {
			hasAlt = true;
			break;
		}
		for (let i = 0; i < prog.inst.length; i++) {
			const inst = prog.inst[i];
			const opOut = prog.inst[inst.out].op;
			switch (inst.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					if (opOut === Inst.MATCH || prog.inst[inst.arg].op === Inst.MATCH) return null;
					break;
				case Inst.EMPTY_WIDTH:
					if (opOut === Inst.MATCH) {
						if ((inst.arg & Utils.EMPTY_END_TEXT) === Utils.EMPTY_END_TEXT) continue;
						return null;
					}
					break;
				default: if (opOut === Inst.MATCH && hasAlt) return null;
			}
		}
		let p = onePassCopy(prog);
		p = makeOnePass(p);
		if (p !== null) cleanupOnePass(p, prog);
		return p;
	}
	static next(inst, r) {
		const nextIdx = inst.matchRunePos(r);
		if (nextIdx >= 0) return inst.next[nextIdx];
		if (inst.op === Inst.ALT_MATCH) return inst.out;
		return 0;
	}
	static execute(re2, input, pos, anchor, ncap) {
		const onepass = re2.onepass;
		if (!onepass) return null;
		const matchcap = new Int32Array(ncap).fill(-1);
		let matched = false;
		let r = input.step(pos);
		let rune = r >> 3;
		let width = r & 7;
		let r1 = MachineInputBase.EOF();
		let rune1 = -1;
		let width1 = 0;
		if (r !== MachineInputBase.EOF()) {
			r1 = input.step(pos + width);
			if (r1 !== MachineInputBase.EOF()) {
				rune1 = r1 >> 3;
				width1 = r1 & 7;
			}
		}
		let flag = pos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(pos);
		let pc = onepass.start;
		let inst;
		while (true) {
			inst = onepass.inst[pc];
			pc = inst.out;
			switch (inst.op) {
				case Inst.MATCH:
					if (anchor === RE2Flags.ANCHOR_BOTH && pos !== input.endPos()) return null;
					matched = true;
					if (matchcap.length > 0) {
						matchcap[0] = 0;
						matchcap[1] = pos;
					}
					return ncap === 0 ? [] : Utils.toArray(matchcap);
				case Inst.RUNE:
					if (!inst.matchRune(rune)) return null;
					break;
				case Inst.RUNE1:
					if (rune !== inst.runes[0]) return null;
					break;
				case Inst.RUNE_ANY: break;
				case Inst.RUNE_ANY_NOT_NL:
					if (rune === 10) return null;
					break;
				case Inst.ALT:
				case Inst.ALT_MATCH:
					pc = OnePass.next(inst, rune);
					continue;
				case Inst.FAIL: return null;
				case Inst.NOP: continue;
				case Inst.EMPTY_WIDTH:
					if ((inst.arg & ~flag) !== 0) return null;
					continue;
				case Inst.CAPTURE:
					if (inst.arg < matchcap.length) matchcap[inst.arg] = pos;
					continue;
				default: throw new RE2JSInternalException("bad inst");
			}
			if (width === 0) break;
			flag = Utils.emptyOpContext(rune, rune1);
			pos += width;
			rune = rune1;
			width = width1;
			if (rune !== -1) {
				r1 = input.step(pos + width);
				if (r1 !== MachineInputBase.EOF()) {
					rune1 = r1 >> 3;
					width1 = r1 & 7;
				} else {
					rune1 = -1;
					width1 = 0;
				}
			}
		}
		if (!matched) return null;
		return ncap === 0 ? [] : Utils.toArray(matchcap);
	}
};
// src/Regexp.js
/**
* Regular expression abstract syntax tree. Produced by parser, used by compiler. NB, this
* corresponds to {@code syntax.regexp} in the Go implementation; Go's {@code regexp} is called
* {@code RE2} in Java.
*/
var Regexp = class Regexp {
	static Op = createEnum([
		"NO_MATCH",
		"EMPTY_MATCH",
		"LITERAL",
		"CHAR_CLASS",
		"ANY_CHAR_NOT_NL",
		"ANY_CHAR",
		"BEGIN_LINE",
		"END_LINE",
		"BEGIN_TEXT",
		"END_TEXT",
		"WORD_BOUNDARY",
		"NO_WORD_BOUNDARY",
		"CAPTURE",
		"STAR",
		"PLUS",
		"QUEST",
		"REPEAT",
		"CONCAT",
		"ALTERNATE",
		"PLB",
		"NLB",
		"LEFT_PAREN",
		"VERTICAL_BAR"
	]);
	static isPseudoOp(op) {
		return op >= Regexp.Op.LEFT_PAREN;
	}
	static emptySubs() {
		return [];
	}
	static quoteIfHyphen(rune) {
		if (rune === Codepoint.CODES["-"]) return "\\";
		return "";
	}
	static fromRegexp(re) {
		const regex = new Regexp(re.op);
		regex.flags = re.flags;
		regex.subs = re.subs;
		regex.runes = re.runes;
		regex.cap = re.cap;
		regex.min = re.min;
		regex.max = re.max;
		regex.name = re.name;
		regex.namedGroups = re.namedGroups;
		regex.lb = re.lb;
		return regex;
	}
	constructor(op) {
		this.op = op;
		this.flags = 0;
		this.subs = Regexp.emptySubs();
		this.runes = /* @__PURE__ */ new Int32Array(0);
		this.min = 0;
		this.max = 0;
		this.cap = 0;
		this.name = null;
		this.namedGroups = Object.create(null);
		this.lb = 0;
	}
	reinit() {
		this.flags = 0;
		this.subs = Regexp.emptySubs();
		this.runes = /* @__PURE__ */ new Int32Array(0);
		this.cap = 0;
		this.min = 0;
		this.max = 0;
		this.name = null;
		this.namedGroups = Object.create(null);
		this.lb = 0;
	}
	toString() {
		return this.appendTo();
	}
	appendTo() {
		let out = "";
		switch (this.op) {
			case Regexp.Op.NO_MATCH:
				out += "[^\\x00-\\x{10FFFF}]";
				break;
			case Regexp.Op.EMPTY_MATCH:
				out += "(?:)";
				break;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
			case Regexp.Op.REPEAT: {
				const sub = this.subs[0];
				if (sub.op > Regexp.Op.CAPTURE || sub.op === Regexp.Op.LITERAL && sub.runes.length > 1) out += `(?:${sub.appendTo()})`;
				else out += sub.appendTo();
				switch (this.op) {
					case Regexp.Op.STAR:
						out += "*";
						break;
					case Regexp.Op.PLUS:
						out += "+";
						break;
					case Regexp.Op.QUEST:
						out += "?";
						break;
					case Regexp.Op.REPEAT:
						out += `{${this.min}`;
						if (this.min !== this.max) {
							out += ",";
							if (this.max >= 0) out += this.max;
						}
						out += "}";
				}
				if ((this.flags & RE2Flags.NON_GREEDY) !== 0) out += "?";
				break;
			}
			case Regexp.Op.CONCAT:
				for (let sub of this.subs) if (sub.op === Regexp.Op.ALTERNATE) out += `(?:${sub.appendTo()})`;
				else out += sub.appendTo();
				break;
			case Regexp.Op.ALTERNATE: {
				let sep = "";
				for (let sub of this.subs) {
					out += sep;
					sep = "|";
					out += sub.appendTo();
				}
				break;
			}
			case Regexp.Op.LITERAL:
				if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += "(?i:";
				for (let rune of this.runes) out += Utils.escapeRune(rune);
				if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += ")";
				break;
			case Regexp.Op.ANY_CHAR_NOT_NL:
				out += "(?-s:.)";
				break;
			case Regexp.Op.ANY_CHAR:
				out += "(?s:.)";
				break;
			case Regexp.Op.PLB:
				out += `(?<=${this.subs[0].appendTo()})`;
				break;
			case Regexp.Op.NLB:
				out += `(?<!${this.subs[0].appendTo()})`;
				break;
			case Regexp.Op.CAPTURE:
				if (this.name === null || this.name.length === 0) out += "(";
				else out += `(?P<${this.name}>`;
				if (this.subs[0].op !== Regexp.Op.EMPTY_MATCH) out += this.subs[0].appendTo();
				out += ")";
				break;
			case Regexp.Op.BEGIN_TEXT:
				out += "\\A";
				break;
			case Regexp.Op.END_TEXT:
				if ((this.flags & RE2Flags.WAS_DOLLAR) !== 0) out += "(?-m:$)";
				else out += "\\z";
				break;
			case Regexp.Op.BEGIN_LINE:
				out += "^";
				break;
			case Regexp.Op.END_LINE:
				out += "$";
				break;
			case Regexp.Op.WORD_BOUNDARY:
				out += "\\b";
				break;
			case Regexp.Op.NO_WORD_BOUNDARY:
				out += "\\B";
				break;
			case Regexp.Op.CHAR_CLASS:
				if (this.runes.length % 2 !== 0) {
					out += "[invalid char class]";
					break;
				}
				out += "[";
				if (this.runes.length === 0) out += "^\\x00-\\x{10FFFF}";
				else if (this.runes[0] === 0 && this.runes[this.runes.length - 1] === Unicode.MAX_RUNE) {
					out += "^";
					for (let i = 1; i < this.runes.length - 1; i += 2) {
						const lo = this.runes[i] + 1;
						const hi = this.runes[i + 1] - 1;
						out += Regexp.quoteIfHyphen(lo);
						out += Utils.escapeRune(lo);
						if (lo !== hi) {
							out += "-";
							out += Regexp.quoteIfHyphen(hi);
							out += Utils.escapeRune(hi);
						}
					}
				} else for (let i = 0; i < this.runes.length; i += 2) {
					const lo = this.runes[i];
					const hi = this.runes[i + 1];
					out += Regexp.quoteIfHyphen(lo);
					out += Utils.escapeRune(lo);
					if (lo !== hi) {
						out += "-";
						out += Regexp.quoteIfHyphen(hi);
						out += Utils.escapeRune(hi);
					}
				}
				out += "]";
				break;
			default: out += this.op;
		}
		return out;
	}
	maxCap() {
		let m = 0;
		if (this.op === Regexp.Op.CAPTURE) m = this.cap;
		if (this.subs !== null) for (let sub of this.subs) {
			const n = sub.maxCap();
			if (m < n) m = n;
		}
		return m;
	}
	equals(that) {
		if (!(that !== null && that instanceof Regexp)) return false;
		if (this.op !== that.op) return false;
		switch (this.op) {
			case Regexp.Op.END_TEXT:
				if ((this.flags & RE2Flags.WAS_DOLLAR) !== (that.flags & RE2Flags.WAS_DOLLAR)) return false;
				break;
			case Regexp.Op.LITERAL:
			case Regexp.Op.CHAR_CLASS:
				if ((this.flags & RE2Flags.FOLD_CASE) !== (that.flags & RE2Flags.FOLD_CASE)) return false;
				if (this.runes === null && that.runes === null) break;
				if (this.runes === null || that.runes === null) return false;
				if (this.runes.length !== that.runes.length) return false;
				for (let i = 0; i < this.runes.length; i++) if (this.runes[i] !== that.runes[i]) return false;
				break;
			case Regexp.Op.ALTERNATE:
			case Regexp.Op.CONCAT:
				if (this.subs.length !== that.subs.length) return false;
				for (let i = 0; i < this.subs.length; ++i) if (!this.subs[i].equals(that.subs[i])) return false;
				break;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
				if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.REPEAT:
				if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || this.min !== that.min || this.max !== that.max || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.CAPTURE:
				if (this.cap !== that.cap || (this.name === null ? that.name !== null : this.name !== that.name) || !this.subs[0].equals(that.subs[0])) return false;
				break;
			case Regexp.Op.PLB:
			case Regexp.Op.NLB: if (this.lb !== that.lb || !this.subs[0].equals(that.subs[0])) return false;
		}
		return true;
	}
};
// src/RegexpWalker.js
/**
* Walks a Regexp tree without recursion, visiting nodes in the same order a recursive walk
* would (RE2: re2/walker-inl.h, "Helper class for traversing Regexps without recursion").
*
* The handler sees a node without subexpressions once, through `leaf(re)`, which returns its
* result. Any other node is seen up to three times:
* - `enter(re)` before its children. It returns the state kept for `re` while its children are
*   visited; a state whose `result` is already set skips the children.
* - `child(re, state, result, i)` after child `i` produced `result`. Setting `state.result`
*   stops visiting the remaining children.
* - `leave(re, state)` after the last child; it returns the result for `re`.
*
* Counted repetitions expand into one nesting level per copy, so the simplified tree can be
* thousands of levels deep; recursion over it would overflow the JS stack, which has no fixed
* relation to the parser's nesting limit. This walk keeps its frames on the heap instead.
*/
var RegexpWalker = class {
	static walk(root, handler) {
		const stack = [];
		let re = root;
		let result;
		for (;;) {
			if (re.subs.length === 0) result = handler.leaf(re);
			else {
				const state = handler.enter(re);
				if (state.result === void 0) {
					stack.push({
						re,
						state,
						i: 0
					});
					re = re.subs[0];
					continue;
				}
				result = state.result;
			}
			for (;;) {
				if (stack.length === 0) return result;
				const frame = stack[stack.length - 1];
				handler.child(frame.re, frame.state, result, frame.i);
				frame.i++;
				if (frame.state.result === void 0 && frame.i < frame.re.subs.length) {
					re = frame.re.subs[frame.i];
					break;
				}
				stack.pop();
				result = frame.state.result !== void 0 ? frame.state.result : handler.leave(frame.re, frame.state);
			}
		}
	}
};
// src/Prefilter.js
var AhoCorasick = class {
	constructor(words, alphabetSize) {
		const edges = /* @__PURE__ */ new Map();
		const parent = [0];
		const unit = [0];
		const depth = [0];
		const terminal = [0];
		for (const word of words) {
			let node = 0;
			for (let i = 0; i < word.length; i++) {
				const key = node * alphabetSize + word[i];
				let child = edges.get(key);
				if (child === void 0) {
					child = parent.length;
					edges.set(key, child);
					parent.push(node);
					unit.push(word[i]);
					depth.push(depth[node] + 1);
					terminal.push(0);
				}
				node = child;
			}
			terminal[node] = 1;
		}
		const numNodes = parent.length;
		const children = new Int32Array(numNodes - 1);
		for (let c = 1; c < numNodes; c++) children[c - 1] = c;
		children.sort((a, b) => parent[a] - parent[b] || unit[a] - unit[b]);
		const childStart = new Int32Array(numNodes + 1);
		for (let c = 1; c < numNodes; c++) childStart[parent[c] + 1]++;
		for (let n = 0; n < numNodes; n++) childStart[n + 1] += childStart[n];
		const childUnit = new Int32Array(numNodes - 1);
		for (let k = 0; k < children.length; k++) childUnit[k] = unit[children[k]];
		this.childStart = childStart;
		this.childUnit = childUnit;
		this.childNode = children;
		const byDepth = new Int32Array(numNodes);
		for (let n = 0; n < numNodes; n++) byDepth[n] = n;
		byDepth.sort((a, b) => depth[a] - depth[b]);
		const fail = new Int32Array(numNodes);
		const match = Uint8Array.from(terminal);
		for (let k = 1; k < numNodes; k++) {
			const c = byDepth[k];
			const p = parent[c];
			if (p !== 0) {
				let f = fail[p];
				let next = this.next(f, unit[c]);
				while (next < 0 && f !== 0) {
					f = fail[f];
					next = this.next(f, unit[c]);
				}
				fail[c] = next >= 0 ? next : 0;
			}
			match[c] |= match[fail[c]];
		}
		this.fail = fail;
		this.match = match;
	}
	next(node, u) {
		let lo = this.childStart[node];
		let hi = this.childStart[node + 1];
		const units = this.childUnit;
		while (lo < hi) {
			const mid = lo + hi >> 1;
			const m = units[mid];
			if (m === u) return this.childNode[mid];
			if (m < u) lo = mid + 1;
			else hi = mid;
		}
		return -1;
	}
	advance(node, u) {
		for (;;) {
			const next = this.next(node, u);
			if (next >= 0) return next;
			if (node === 0) return 0;
			node = this.fail[node];
		}
	}
	searchUTF16(charSeq, start, end) {
		let node = 0;
		for (let i = start; i < end; i++) {
			node = this.advance(node, charSeq.charCodeAt(i));
			if (this.match[node] === 1) return true;
		}
		return false;
	}
	searchUTF8(bytes, start, end) {
		let node = 0;
		for (let i = start; i < end; i++) {
			node = this.advance(node, bytes[i]);
			if (this.match[node] === 1) return true;
		}
		return false;
	}
};
var Prefilter = class Prefilter {
	static Type = {
		NONE: 0,
		EXACT: 1,
		AND: 2,
		OR: 3
	};
	static MAX_SCANS = 32;
	static MAX_AC_UNITS = 1 << 18;
	constructor(type) {
		this.type = type;
		this.subs = [];
		this.str = "";
		this.bytes = null;
		this.cost = type === Prefilter.Type.EXACT ? 1 : 0;
		this.allExact = false;
		this.ac16 = null;
		this.ac8 = null;
	}
	automaton16() {
		if (this.ac16 === null) {
			const words = this.subs.map((s) => {
				const arr = new Array(s.str.length);
				for (let i = 0; i < s.str.length; i++) arr[i] = s.str.charCodeAt(i);
				return arr;
			});
			this.ac16 = new AhoCorasick(words, 65536);
		}
		return this.ac16;
	}
	automaton8() {
		if (this.ac8 === null) this.ac8 = new AhoCorasick(this.subs.map((s) => s.bytes), 256);
		return this.ac8;
	}
	eval(input, pos) {
		switch (this.type) {
			case Prefilter.Type.NONE: return true;
			case Prefilter.Type.EXACT: return input.hasString(this, pos);
			case Prefilter.Type.AND:
				for (let i = 0; i < this.subs.length; i++) if (!this.subs[i].eval(input, pos)) return false;
				return true;
			case Prefilter.Type.OR:
				if (this.allExact) return input.hasAnyString(this, pos);
				for (let i = 0; i < this.subs.length; i++) if (this.subs[i].eval(input, pos)) return true;
				return false;
			default: return true;
		}
	}
};
var PrefilterTree = class PrefilterTree {
	static build(re) {
		if (!re) return new Prefilter(Prefilter.Type.NONE);
		return RegexpWalker.walk(re, PrefilterTree.WALKER);
	}
	static WALKER = {
		leaf: (re) => PrefilterTree.leaf(re),
		enter: (re) => PrefilterTree.enter(re),
		child: (re, state, result) => PrefilterTree.child(re, state, result),
		leave: (re, state) => PrefilterTree.leave(re, state)
	};
	static leaf(re) {
		if (re.op !== Regexp.Op.LITERAL) return new Prefilter(Prefilter.Type.NONE);
		if (re.runes.length === 0 || (re.flags & RE2Flags.FOLD_CASE) !== 0) return new Prefilter(Prefilter.Type.NONE);
		let str = "";
		for (let i = 0; i < re.runes.length; i++) {
			if (Unicode.isUnsearchable(re.runes[i])) return new Prefilter(Prefilter.Type.NONE);
			str += String.fromCodePoint(re.runes[i]);
		}
		const pf = new Prefilter(Prefilter.Type.EXACT);
		pf.str = str;
		pf.bytes = Utils.stringToUtf8ByteArray(pf.str);
		return pf;
	}
	static enter(re) {
		switch (re.op) {
			case Regexp.Op.CAPTURE:
			case Regexp.Op.PLUS: return { sub: null };
			case Regexp.Op.REPEAT:
				if (re.min >= 1) return { sub: null };
				return { result: new Prefilter(Prefilter.Type.NONE) };
			case Regexp.Op.CONCAT: return {
				pf: new Prefilter(Prefilter.Type.AND),
				subs: []
			};
			case Regexp.Op.ALTERNATE: return {
				pf: new Prefilter(Prefilter.Type.OR),
				subs: []
			};
			default: return { result: new Prefilter(Prefilter.Type.NONE) };
		}
	}
	static child(re, state, s) {
		if (state.subs === void 0) {
			state.sub = s;
			return;
		}
		if (state.pf.type === Prefilter.Type.AND) {
			if (s.type === Prefilter.Type.NONE) return;
			if (s.type === Prefilter.Type.AND) {
				for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
				return;
			}
			state.subs.push(s);
			return;
		}
		if (s.type === Prefilter.Type.NONE) {
			state.result = new Prefilter(Prefilter.Type.NONE);
			return;
		}
		if (s.type === Prefilter.Type.OR) {
			for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
			return;
		}
		state.subs.push(s);
	}
	static leave(re, state) {
		if (state.subs === void 0) return state.sub;
		const pf = state.pf;
		const seen = /* @__PURE__ */ new Set();
		const subs = [];
		for (const sub of state.subs) {
			if (sub.type === Prefilter.Type.EXACT) {
				if (seen.has(sub.str)) continue;
				seen.add(sub.str);
			}
			subs.push(sub);
		}
		if (pf.type === Prefilter.Type.AND) {
			const kept = [];
			let cost = 0;
			for (const sub of subs) {
				if (cost + sub.cost > Prefilter.MAX_SCANS) continue;
				kept.push(sub);
				cost += sub.cost;
			}
			if (kept.length === 0) return new Prefilter(Prefilter.Type.NONE);
			if (kept.length === 1) return kept[0];
			pf.subs = kept;
			pf.cost = cost;
			return pf;
		}
		if (subs.length === 0) return new Prefilter(Prefilter.Type.NONE);
		if (subs.length === 1) return subs[0];
		pf.subs = subs;
		let allExact = true;
		let cost = 0;
		let units = 0;
		for (const sub of subs) {
			if (sub.type !== Prefilter.Type.EXACT) allExact = false;
			else units += sub.bytes.length;
			cost += sub.cost;
		}
		if (allExact) {
			if (units > Prefilter.MAX_AC_UNITS) return new Prefilter(Prefilter.Type.NONE);
			pf.allExact = true;
			pf.cost = 1;
			return pf;
		}
		if (cost > Prefilter.MAX_SCANS) return new Prefilter(Prefilter.Type.NONE);
		pf.cost = cost;
		return pf;
	}
};
// src/Prog.js
/**
* A list of instruction pointers waiting to be patched.
* Tracks both `head` and `tail` to allow O(1) appending during compilation.
* * Values are encoded integers, not standard memory pointers:
* - Program instruction index: `l >> 1`
* - Patch `.out` field if: `(l & 1) === 0`
* - Patch `.arg` field if: `(l & 1) === 1`
* - `0` denotes an empty list.
* * @see https://swtch.com/~rsc/regexp/regexp1.html
*/
var PatchList = class {
	/**
	* @param {number} head - Encoded pointer to the start of the patch list.
	* @param {number} tail - Encoded pointer to the end of the patch list.
	*/
	constructor(head = 0, tail = 0) {
		this.head = head;
		this.tail = tail;
	}
};
/**
* A Prog is a compiled regular expression program.
*/
var Prog = class {
	constructor() {
		this.inst = [];
		this.start = 0;
		this.numCap = 2;
		this.lbStarts = [];
		this.numLb = 0;
		this.lbInst = null;
	}
	getInst(pc) {
		return this.inst[pc];
	}
	numInst() {
		return this.inst.length;
	}
	addInst(op) {
		this.inst.push(new Inst(op));
	}
	markLookbehindInsts() {
		const lbInst = new Uint8Array(this.inst.length);
		const pending = this.lbStarts.slice();
		while (pending.length > 0) {
			const pc = pending.pop();
			if (pc === 0 || lbInst[pc] === 1) continue;
			lbInst[pc] = 1;
			const i = this.inst[pc];
			switch (i.op) {
				case Inst.ALT:
				case Inst.ALT_MATCH:
					pending.push(i.out, i.arg);
					break;
				case Inst.MATCH:
				case Inst.FAIL: break;
				default: pending.push(i.out);
			}
		}
		this.lbInst = lbInst;
	}
	skipNop(pc) {
		let i = this.inst[pc];
		while (i.op === Inst.NOP || i.op === Inst.CAPTURE) {
			i = this.inst[pc];
			pc = i.out;
		}
		return i;
	}
	/** @returns {[boolean, string]} */
	prefix() {
		let prefix = "";
		let i = this.skipNop(this.start);
		if (!Inst.isRuneOp(i.op) || i.runes.length !== 1) return [i.op === Inst.MATCH, prefix];
		while (Inst.isRuneOp(i.op) && i.runes.length === 1 && (i.arg & RE2Flags.FOLD_CASE) === 0 && !Unicode.isUnsearchable(i.runes[0])) {
			prefix += String.fromCodePoint(i.runes[0]);
			i = this.skipNop(i.out);
		}
		return [i.op === Inst.MATCH, prefix];
	}
	startCond() {
		let flag = 0;
		let pc = this.start;
		loop: for (;;) {
			const i = this.inst[pc];
			switch (i.op) {
				case Inst.EMPTY_WIDTH:
					flag |= i.arg;
					break;
				case Inst.FAIL: return -1;
				case Inst.CAPTURE:
				case Inst.NOP: break;
				default: break loop;
			}
			pc = i.out;
		}
		return flag;
	}
	patch(l, val) {
		let head = l.head;
		while (head !== 0) {
			const i = this.inst[head >> 1];
			if ((head & 1) === 0) {
				head = i.out;
				i.out = val;
			} else {
				head = i.arg;
				i.arg = val;
			}
		}
	}
	append(l1, l2) {
		if (l1.head === 0) return l2;
		if (l2.head === 0) return l1;
		const i = this.inst[l1.tail >> 1];
		if ((l1.tail & 1) === 0) i.out = l2.head;
		else i.arg = l2.head;
		return new PatchList(l1.head, l2.tail);
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		let out = "";
		for (let pc = 0; pc < this.inst.length; pc++) {
			const len = out.length;
			out += pc;
			if (pc === this.start) out += "*";
			out += "        ".substring(out.length - len);
			out += this.inst[pc];
			out += "\n";
		}
		return out;
	}
};
// src/Compiler.js
const ANY_RUNE_NOT_NL = new Int32Array([
	0,
	Codepoint.CODES["\n"] - 1,
	Codepoint.CODES["\n"] + 1,
	Unicode.MAX_RUNE
]);
const ANY_RUNE = new Int32Array([0, Unicode.MAX_RUNE]);
/**
* A fragment of a compiled regular expression program.
*
* @see http://swtch.com/~rsc/regexp/regexp1.html
* @class
*/
var Frag = class {
	constructor(i = 0, out = new PatchList(), nullable = false) {
		this.i = i;
		this.out = out;
		this.nullable = nullable;
	}
};
/**
* Compiler from {@code Regexp} (RE2 abstract syntax) to {@code RE2} (compiled regular expression).
*
* The only entry point is {@link #compileRegexp}.
*/
var Compiler = class Compiler {
	static compileRegexp(re) {
		const c = new Compiler();
		const f = c.compile(re);
		c.prog.patch(f.out, c.newInst(Inst.MATCH).i);
		c.prog.start = f.i;
		c.prog.markLookbehindInsts();
		return c.prog;
	}
	static compileSet(regexps) {
		const c = new Compiler();
		if (regexps.length === 0) {
			c.prog.start = c.newInst(Inst.FAIL).i;
			c.prog.markLookbehindInsts();
			return c.prog;
		}
		let starts = [];
		for (let i = 0; i < regexps.length; i++) {
			c.lbOffset = c.prog.numLb;
			const f = c.compile(regexps[i]);
			const m = c.newInst(Inst.MATCH);
			c.prog.getInst(m.i).arg = i;
			c.prog.patch(f.out, m.i);
			starts.push(f.i);
		}
		let start = starts[0];
		for (let i = 1; i < starts.length; i++) {
			const f = c.newInst(Inst.ALT);
			const inst = c.prog.getInst(f.i);
			inst.out = start;
			inst.arg = starts[i];
			start = f.i;
		}
		c.prog.start = start;
		c.prog.markLookbehindInsts();
		return c.prog;
	}
	constructor() {
		this.prog = new Prog();
		this.newInst(Inst.FAIL);
		this.lbOffset = 0;
		this.runeCache = /* @__PURE__ */ new Map();
		this.walker = {
			leaf: (re) => this.leaf(re),
			enter: (re) => this.enter(re),
			child: (re, state, result) => this.child(re, state, result),
			leave: (re, state) => this.leave(re, state)
		};
	}
	newInst(op) {
		this.prog.addInst(op);
		return new Frag(this.prog.numInst() - 1, new PatchList(), true);
	}
	nop() {
		const f = this.newInst(Inst.NOP);
		f.out = new PatchList(f.i << 1, f.i << 1);
		return f;
	}
	fail() {
		return new Frag();
	}
	cap(arg) {
		const f = this.newInst(Inst.CAPTURE);
		f.out = new PatchList(f.i << 1, f.i << 1);
		this.prog.getInst(f.i).arg = arg;
		if (this.prog.numCap < arg + 1) this.prog.numCap = arg + 1;
		return f;
	}
	cat(f1, f2) {
		if (f1.i === 0 || f2.i === 0) {
			this.prog.patch(f1.out, 0);
			this.prog.patch(f2.out, 0);
			return this.fail();
		}
		this.prog.patch(f1.out, f2.i);
		return new Frag(f1.i, f2.out, f1.nullable && f2.nullable);
	}
	alt(f1, f2) {
		if (f1.i === 0) return f2;
		if (f2.i === 0) return f1;
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		i.out = f1.i;
		i.arg = f2.i;
		f.out = this.prog.append(f1.out, f2.out);
		f.nullable = f1.nullable || f2.nullable;
		return f;
	}
	loop(f1, nongreedy) {
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		if (nongreedy) {
			i.arg = f1.i;
			f.out = new PatchList(f.i << 1, f.i << 1);
		} else {
			i.out = f1.i;
			f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
		}
		this.prog.patch(f1.out, f.i);
		return f;
	}
	quest(f1, nongreedy) {
		if (f1.i === 0) return this.nop();
		const f = this.newInst(Inst.ALT);
		const i = this.prog.getInst(f.i);
		if (nongreedy) {
			i.arg = f1.i;
			f.out = new PatchList(f.i << 1, f.i << 1);
		} else {
			i.out = f1.i;
			f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
		}
		f.out = this.prog.append(f.out, f1.out);
		return f;
	}
	star(f1, nongreedy) {
		if (f1.i === 0) return this.nop();
		if (f1.nullable) return this.quest(this.plus(f1, nongreedy), nongreedy);
		return this.loop(f1, nongreedy);
	}
	plus(f1, nongreedy) {
		if (f1.i === 0) return this.fail();
		return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
	}
	empty(op) {
		const f = this.newInst(Inst.EMPTY_WIDTH);
		this.prog.getInst(f.i).arg = op;
		f.out = new PatchList(f.i << 1, f.i << 1);
		return f;
	}
	rune(runes, flags) {
		const f = this.newInst(Inst.RUNE);
		f.nullable = false;
		const i = this.prog.getInst(f.i);
		i.runes = runes;
		flags &= RE2Flags.FOLD_CASE;
		if (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0]) flags &= -2;
		i.arg = flags;
		f.out = new PatchList(f.i << 1, f.i << 1);
		if ((flags & RE2Flags.FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) i.op = Inst.RUNE1;
		else if (runes.length === 2 && runes[0] === 0 && runes[1] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY;
		else if (runes.length === 4 && runes[0] === 0 && runes[1] === Codepoint.CODES["\n"] - 1 && runes[2] === Codepoint.CODES["\n"] + 1 && runes[3] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY_NOT_NL;
		return f;
	}
	lookBehind(a, parsedLb) {
		const lb = Math.sign(parsedLb) * (Math.abs(parsedLb) + this.lbOffset);
		const id = this.newInst(Inst.LB_WRITE);
		this.prog.getInst(id.i).arg = lb;
		const any = this.rune(ANY_RUNE, 0);
		const dotStar = this.star(any, true);
		const lbAutomaton = this.cat(dotStar, a);
		this.prog.patch(lbAutomaton.out, id.i);
		const checkId = this.newInst(Inst.LB_CHECK);
		this.prog.getInst(checkId.i).arg = lb;
		this.prog.lbStarts.push(lbAutomaton.i);
		if (Math.abs(lb) > this.prog.numLb) this.prog.numLb = Math.abs(lb);
		checkId.out = new PatchList(checkId.i << 1, checkId.i << 1);
		return checkId;
	}
	compile(re) {
		return RegexpWalker.walk(re, this.walker);
	}
	leaf(re) {
		switch (re.op) {
			case Regexp.Op.NO_MATCH: return this.fail();
			case Regexp.Op.EMPTY_MATCH: return this.nop();
			case Regexp.Op.LITERAL: {
				if (re.runes.length === 0) return this.nop();
				let f = null;
				for (let r of re.runes) {
					let singleRune = this.runeCache.get(r);
					if (singleRune === void 0) {
						singleRune = new Int32Array([r]);
						this.runeCache.set(r, singleRune);
					}
					const f1 = this.rune(singleRune, re.flags);
					f = f === null ? f1 : this.cat(f, f1);
				}
				return f;
			}
			case Regexp.Op.CHAR_CLASS: return this.rune(re.runes, re.flags);
			case Regexp.Op.ANY_CHAR_NOT_NL: return this.rune(ANY_RUNE_NOT_NL, 0);
			case Regexp.Op.ANY_CHAR: return this.rune(ANY_RUNE, 0);
			case Regexp.Op.BEGIN_LINE: return this.empty(Utils.EMPTY_BEGIN_LINE);
			case Regexp.Op.END_LINE: return this.empty(Utils.EMPTY_END_LINE);
			case Regexp.Op.BEGIN_TEXT: return this.empty(Utils.EMPTY_BEGIN_TEXT);
			case Regexp.Op.END_TEXT: return this.empty(Utils.EMPTY_END_TEXT);
			case Regexp.Op.WORD_BOUNDARY: return this.empty(Utils.EMPTY_WORD_BOUNDARY);
			case Regexp.Op.NO_WORD_BOUNDARY: return this.empty(Utils.EMPTY_NO_WORD_BOUNDARY);
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return this.nop();
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
	enter(re) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return { sub: null };
			case Regexp.Op.CAPTURE: return {
				bra: this.cap(re.cap << 1),
				sub: null
			};
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return { f: null };
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
	child(re, state, f1) {
		if (re.op === Regexp.Op.CONCAT) state.f = state.f === null ? f1 : this.cat(state.f, f1);
		else if (re.op === Regexp.Op.ALTERNATE) state.f = state.f === null ? f1 : this.alt(state.f, f1);
		else state.sub = f1;
	}
	leave(re, state) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB: return this.lookBehind(state.sub, re.lb);
			case Regexp.Op.CAPTURE: {
				const ket = this.cap(re.cap << 1 | 1);
				return this.cat(this.cat(state.bra, state.sub), ket);
			}
			case Regexp.Op.STAR: return this.star(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.PLUS: return this.plus(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.QUEST: return this.quest(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return state.f;
			default: throw new RE2JSCompileException("regexp: unhandled case in compile");
		}
	}
};
// src/Simplify.js
var Simplify = class Simplify {
	static simplify(re) {
		if (re === null) return null;
		return RegexpWalker.walk(re, Simplify.WALKER);
	}
	static WALKER = {
		leaf: (re) => Simplify.leaf(re),
		enter: (re) => Simplify.enter(re),
		child: (re, state, result, i) => Simplify.child(re, state, result, i),
		leave: (re, state) => Simplify.leave(re, state)
	};
	static leaf(re) {
		if (re.op === Regexp.Op.CHAR_CLASS) {
			if (re.runes === null) return re;
			if (re.runes.length === 0) return new Regexp(Regexp.Op.NO_MATCH);
			if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR);
			if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
		}
		return re;
	}
	static enter(re) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE:
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return { sub: null };
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE: return {
				subs: [],
				changed: false
			};
			case Regexp.Op.REPEAT:
				if (re.min === 0 && re.max === 0) return { result: new Regexp(Regexp.Op.EMPTY_MATCH) };
				return { sub: null };
			default: return { result: re };
		}
	}
	static child(re, state, nsub, i) {
		if (state.subs === void 0) {
			state.sub = nsub;
			return;
		}
		if (nsub !== re.subs[i]) state.changed = true;
		if (re.op === Regexp.Op.CONCAT) {
			if (nsub.op === Regexp.Op.NO_MATCH) {
				state.result = new Regexp(Regexp.Op.NO_MATCH);
				return;
			}
			if (nsub.op === Regexp.Op.EMPTY_MATCH) {
				state.changed = true;
				return;
			}
			if (nsub.op === Regexp.Op.CONCAT) {
				state.changed = true;
				for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
				return;
			}
		} else {
			if (nsub.op === Regexp.Op.NO_MATCH) {
				state.changed = true;
				return;
			}
			if (nsub.op === Regexp.Op.ALTERNATE) {
				state.changed = true;
				for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
				return;
			}
		}
		state.subs.push(nsub);
	}
	static leave(re, state) {
		switch (re.op) {
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE: {
				const sub = state.sub;
				if (sub !== re.subs[0]) {
					const nre = Regexp.fromRegexp(re);
					nre.runes = /* @__PURE__ */ new Int32Array(0);
					nre.subs = [sub];
					return nre;
				}
				return re;
			}
			case Regexp.Op.CONCAT:
			case Regexp.Op.ALTERNATE:
				if (state.changed) {
					const newSubs = state.subs;
					if (newSubs.length === 0) return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
					if (newSubs.length === 1) return newSubs[0];
					const nre = Regexp.fromRegexp(re);
					nre.runes = /* @__PURE__ */ new Int32Array(0);
					nre.subs = newSubs;
					return nre;
				}
				return re;
			case Regexp.Op.STAR:
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST: return Simplify.simplify1(re.op, re.flags, state.sub, re);
			case Regexp.Op.REPEAT: return Simplify.simplifyRepeat(re, state.sub);
			default: return re;
		}
	}
	static simplifyRepeat(re, sub) {
		if (re.max === -1) {
			if (re.min === 0) return Simplify.simplify1(Regexp.Op.STAR, re.flags, sub, null);
			if (re.min === 1) return Simplify.simplify1(Regexp.Op.PLUS, re.flags, sub, null);
			const subs = [];
			for (let i = 0; i < re.min - 1; i++) subs.push(sub);
			subs.push(Simplify.simplify1(Regexp.Op.PLUS, re.flags, sub, null));
			return Simplify.concat(subs);
		}
		if (re.min === 1 && re.max === 1) return sub;
		let prefixSubs = null;
		if (re.min > 0) {
			prefixSubs = [];
			for (let i = 0; i < re.min; i++) prefixSubs.push(sub);
		}
		if (re.max > re.min) {
			let suffix = Simplify.simplify1(Regexp.Op.QUEST, re.flags, sub, null);
			for (let i = re.min + 1; i < re.max; i++) suffix = Simplify.simplify1(Regexp.Op.QUEST, re.flags, Simplify.concat([sub, suffix]), null);
			if (prefixSubs === null) return suffix;
			prefixSubs.push(suffix);
		}
		if (prefixSubs !== null) return Simplify.concat(prefixSubs);
		return new Regexp(Regexp.Op.NO_MATCH);
	}
	static concat(subs) {
		const newSubs = [];
		for (let i = 0; i < subs.length; i++) {
			const sub = subs[i];
			if (sub.op === Regexp.Op.NO_MATCH) return new Regexp(Regexp.Op.NO_MATCH);
			if (sub.op === Regexp.Op.EMPTY_MATCH) continue;
			if (sub.op === Regexp.Op.CONCAT) {
				for (let j = 0; j < sub.subs.length; j++) newSubs.push(sub.subs[j]);
				continue;
			}
			newSubs.push(sub);
		}
		if (newSubs.length === 0) return new Regexp(Regexp.Op.EMPTY_MATCH);
		if (newSubs.length === 1) return newSubs[0];
		const nre = new Regexp(Regexp.Op.CONCAT);
		nre.subs = newSubs;
		return nre;
	}
	static simplify1(op, flags, sub, re) {
		if (sub.op === Regexp.Op.EMPTY_MATCH) return sub;
		if (sub.op === Regexp.Op.NO_MATCH) {
			if (op === Regexp.Op.PLUS) return sub;
			return new Regexp(Regexp.Op.EMPTY_MATCH);
		}
		if (op === sub.op && (flags & RE2Flags.NON_GREEDY) === (sub.flags & RE2Flags.NON_GREEDY)) return sub;
		if (re !== null && re.op === op && (re.flags & RE2Flags.NON_GREEDY) === (flags & RE2Flags.NON_GREEDY) && sub === re.subs[0]) return re;
		const nre = new Regexp(op);
		nre.flags = flags;
		nre.subs = [sub];
		return nre;
	}
};
// src/CharGroup.js
var CharGroup = class {
	constructor(sign, cls) {
		this.sign = sign;
		this.cls = cls;
	}
};
const code1 = [48, 57];
const code2 = [
	9,
	10,
	12,
	13,
	32,
	32
];
const code3 = [
	48,
	57,
	65,
	90,
	95,
	95,
	97,
	122
];
const PERL_GROUPS = /* @__PURE__ */ new Map([
	["\\d", new CharGroup(1, code1)],
	["\\D", new CharGroup(-1, code1)],
	["\\s", new CharGroup(1, code2)],
	["\\S", new CharGroup(-1, code2)],
	["\\w", new CharGroup(1, code3)],
	["\\W", new CharGroup(-1, code3)]
]);
const code4 = [
	48,
	57,
	65,
	90,
	97,
	122
];
const code5 = [
	65,
	90,
	97,
	122
];
const code6 = [0, 127];
const code7 = [
	9,
	9,
	32,
	32
];
const code8 = [
	0,
	31,
	127,
	127
];
const code9 = [48, 57];
const code10 = [33, 126];
const code11 = [97, 122];
const code12 = [32, 126];
const code13 = [
	33,
	47,
	58,
	64,
	91,
	96,
	123,
	126
];
const code14 = [
	9,
	13,
	32,
	32
];
const code15 = [65, 90];
const code16 = [
	48,
	57,
	65,
	90,
	95,
	95,
	97,
	122
];
const code17 = [
	48,
	57,
	65,
	70,
	97,
	102
];
const POSIX_GROUPS = /* @__PURE__ */ new Map([
	["[:alnum:]", new CharGroup(1, code4)],
	["[:^alnum:]", new CharGroup(-1, code4)],
	["[:alpha:]", new CharGroup(1, code5)],
	["[:^alpha:]", new CharGroup(-1, code5)],
	["[:ascii:]", new CharGroup(1, code6)],
	["[:^ascii:]", new CharGroup(-1, code6)],
	["[:blank:]", new CharGroup(1, code7)],
	["[:^blank:]", new CharGroup(-1, code7)],
	["[:cntrl:]", new CharGroup(1, code8)],
	["[:^cntrl:]", new CharGroup(-1, code8)],
	["[:digit:]", new CharGroup(1, code9)],
	["[:^digit:]", new CharGroup(-1, code9)],
	["[:graph:]", new CharGroup(1, code10)],
	["[:^graph:]", new CharGroup(-1, code10)],
	["[:lower:]", new CharGroup(1, code11)],
	["[:^lower:]", new CharGroup(-1, code11)],
	["[:print:]", new CharGroup(1, code12)],
	["[:^print:]", new CharGroup(-1, code12)],
	["[:punct:]", new CharGroup(1, code13)],
	["[:^punct:]", new CharGroup(-1, code13)],
	["[:space:]", new CharGroup(1, code14)],
	["[:^space:]", new CharGroup(-1, code14)],
	["[:upper:]", new CharGroup(1, code15)],
	["[:^upper:]", new CharGroup(-1, code15)],
	["[:word:]", new CharGroup(1, code16)],
	["[:^word:]", new CharGroup(-1, code16)],
	["[:xdigit:]", new CharGroup(1, code17)],
	["[:^xdigit:]", new CharGroup(-1, code17)]
]);
// src/CharClass.js
/**
* A "builder"-style helper class for manipulating character classes represented as an array of
* pairs of runes [lo, hi], each denoting an inclusive interval.
*
* All methods mutate the internal state and return {@code this}, allowing operations to be chained.
*/
var CharClass = class CharClass {
	static charClassToString(r, len) {
		let result = "[";
		for (let i = 0; i < len; i += 2) {
			if (i > 0) result += " ";
			const lo = r[i];
			const hi = r[i + 1];
			if (lo === hi) result += `0x${lo.toString(16)}`;
			else result += `0x${lo.toString(16)}-0x${hi.toString(16)}`;
		}
		result += "]";
		return result;
	}
	static sortRanges(array, len) {
		const n = len >> 1;
		const order = new Array(n);
		for (let i = 0; i < n; i++) order[i] = i;
		order.sort((a, b) => array[2 * a] - array[2 * b] || array[2 * b + 1] - array[2 * a + 1]);
		const sorted = array.slice(0, len);
		for (let i = 0; i < n; i++) {
			array[2 * i] = sorted[2 * order[i]];
			array[2 * i + 1] = sorted[2 * order[i] + 1];
		}
	}
	/**
	* @param {number[]|Int32Array} [r]
	*/
	constructor(r = Utils.emptyInts()) {
		/** @type {number[]|Int32Array} */
		this.r = r;
		this.len = r.length;
	}
	toArray() {
		if (this.r instanceof Int32Array) return this.len === this.r.length ? this.r : this.r.subarray(0, this.len);
		return new Int32Array(this.len === this.r.length ? this.r : this.r.slice(0, this.len));
	}
	toGrowableArray() {
		if (Array.isArray(this.r)) {
			this.r.length = this.len;
			return this.r;
		}
		return Array.from(this.r.subarray(0, this.len));
	}
	cleanClass() {
		if (this.len < 4) return this;
		CharClass.sortRanges(this.r, this.len);
		let w = 2;
		for (let i = 2; i < this.len; i += 2) {
			const lo = this.r[i];
			const hi = this.r[i + 1];
			if (lo <= this.r[w - 1] + 1) {
				if (hi > this.r[w - 1]) this.r[w - 1] = hi;
				continue;
			}
			this.r[w] = lo;
			this.r[w + 1] = hi;
			w += 2;
		}
		this.len = w;
		return this;
	}
	appendLiteral(x, flags) {
		return (flags & RE2Flags.FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
	}
	appendRange(lo, hi) {
		if (this.len > 0) {
			for (let i = 2; i <= 4; i += 2) if (this.len >= i) {
				const rlo = this.r[this.len - i];
				const rhi = this.r[this.len - i + 1];
				if (lo <= rhi + 1 && rlo <= hi + 1) {
					if (lo < rlo) this.r[this.len - i] = lo;
					if (hi > rhi) this.r[this.len - i + 1] = hi;
					return this;
				}
			}
		}
		this.r[this.len++] = lo;
		this.r[this.len++] = hi;
		return this;
	}
	appendFoldedRange(lo, hi) {
		if (lo <= Unicode.MIN_FOLD && hi >= Unicode.MAX_FOLD) return this.appendRange(lo, hi);
		if (hi < Unicode.MIN_FOLD || lo > Unicode.MAX_FOLD) return this.appendRange(lo, hi);
		if (lo < Unicode.MIN_FOLD) {
			this.appendRange(lo, Unicode.MIN_FOLD - 1);
			lo = Unicode.MIN_FOLD;
		}
		if (hi > Unicode.MAX_FOLD) {
			this.appendRange(Unicode.MAX_FOLD + 1, hi);
			hi = Unicode.MAX_FOLD;
		}
		for (let c = lo; c <= hi; c++) {
			this.appendRange(c, c);
			for (let f = Unicode.simpleFold(c); f !== c; f = Unicode.simpleFold(f)) this.appendRange(f, f);
		}
		return this;
	}
	appendClass(x) {
		for (let i = 0; i < x.length; i += 2) this.appendRange(x[i], x[i + 1]);
		return this;
	}
	appendFoldedClass(x) {
		for (let i = 0; i < x.length; i += 2) this.appendFoldedRange(x[i], x[i + 1]);
		return this;
	}
	appendNegatedClass(x) {
		let nextLo = 0;
		for (let i = 0; i < x.length; i += 2) {
			const lo = x[i];
			const hi = x[i + 1];
			if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
			nextLo = hi + 1;
		}
		if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
		return this;
	}
	appendTable(table) {
		for (let i = 0; i < table.length; ++i) {
			const lo = table.getLo(i);
			const hi = table.getHi(i);
			const stride = table.getStride(i);
			if (stride === 1) {
				this.appendRange(lo, hi);
				continue;
			}
			for (let c = lo; c <= hi; c += stride) this.appendRange(c, c);
		}
		return this;
	}
	appendNegatedTable(table) {
		let nextLo = 0;
		for (let i = 0; i < table.length; ++i) {
			const lo = table.getLo(i);
			const hi = table.getHi(i);
			const stride = table.getStride(i);
			if (stride === 1) {
				if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
				nextLo = hi + 1;
				continue;
			}
			for (let c = lo; c <= hi; c += stride) {
				if (nextLo <= c - 1) this.appendRange(nextLo, c - 1);
				nextLo = c + 1;
			}
		}
		if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
		return this;
	}
	appendTableWithSign(table, sign) {
		return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
	}
	negateClass() {
		let nextLo = 0;
		let w = 0;
		for (let i = 0; i < this.len; i += 2) {
			const lo = this.r[i];
			const hi = this.r[i + 1];
			if (nextLo <= lo - 1) {
				this.r[w] = nextLo;
				this.r[w + 1] = lo - 1;
				w += 2;
			}
			nextLo = hi + 1;
		}
		this.len = w;
		if (nextLo <= Unicode.MAX_RUNE) {
			this.r[this.len++] = nextLo;
			this.r[this.len++] = Unicode.MAX_RUNE;
		}
		return this;
	}
	appendClassWithSign(x, sign) {
		return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
	}
	appendGroup(g, foldCase) {
		let cls = g.cls;
		if (foldCase) cls = new CharClass().appendFoldedClass(cls).cleanClass().toArray();
		return this.appendClassWithSign(cls, g.sign);
	}
	toString() {
		return CharClass.charClassToString(this.r, this.len);
	}
};
// src/Parser.js
var StringIterator = class {
	constructor(str) {
		this.str = str;
		this.position = 0;
	}
	pos() {
		return this.position;
	}
	rewindTo(pos) {
		this.position = pos;
	}
	more() {
		return this.position < this.str.length;
	}
	peek() {
		return this.str.codePointAt(this.position);
	}
	skip(n) {
		this.position += n;
	}
	skipString(s) {
		this.position += s.length;
	}
	pop() {
		const r = this.str.codePointAt(this.position);
		this.position += Utils.charCount(r);
		return r;
	}
	lookingAt(s) {
		return this.str.startsWith(s, this.position);
	}
	rest() {
		return this.str.substring(this.position);
	}
	from(beforePos) {
		return this.str.substring(beforePos, this.position);
	}
	toString() {
		return this.rest();
	}
};
/**
* A parser of regular expression patterns.
*
* The only public entry point is {@link #parse(String pattern, int flags)}.
*/
var Parser = class Parser {
	static ERR_INTERNAL_ERROR = "regexp/syntax: internal error";
	static ERR_INVALID_CHAR_RANGE = "invalid character class range";
	static ERR_INVALID_ESCAPE = "invalid escape sequence";
	static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
	static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
	static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
	static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
	static ERR_MISSING_BRACKET = "missing closing ]";
	static ERR_MISSING_PAREN = "missing closing )";
	static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
	static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
	static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
	static ERR_UNEXPECTED_PAREN = "unexpected )";
	static ERR_NESTING_DEPTH = "expression nests too deeply";
	static ERR_LARGE = "expression too large";
	static ERR_INVALID_CAPTURE_IN_LOOKBEHIND = "invalid capture in lookbehind";
	static MAX_HEIGHT = 1e3;
	static MAX_SIZE = 1398101;
	static MAX_RUNES = 33554432;
	static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		Unicode.MAX_RUNE,
		1
	]));
	static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		127,
		1
	]));
	static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
		0,
		127,
		1,
		383,
		383,
		1,
		8490,
		8490,
		1
	]));
	static unicodeTable(name) {
		if (name === "Any") return {
			tab: Parser.ANY_TABLE,
			fold: Parser.ANY_TABLE,
			sign: 1
		};
		if (name === "Ascii") return {
			tab: Parser.ASCII_TABLE,
			fold: Parser.ASCII_FOLD_TABLE,
			sign: 1
		};
		if (name === "Assigned") return {
			tab: UnicodeTables.CATEGORIES.get("Cn"),
			fold: UnicodeTables.CATEGORIES.get("Cn"),
			sign: -1
		};
		if (name === "Lc") return {
			tab: UnicodeTables.CATEGORIES.get("LC"),
			fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
			sign: 1
		};
		if (UnicodeTables.CATEGORIES.has(name)) return {
			tab: UnicodeTables.CATEGORIES.get(name),
			fold: UnicodeTables.FOLD_CATEGORIES.get(name),
			sign: 1
		};
		if (UnicodeTables.SCRIPTS.has(name)) return {
			tab: UnicodeTables.SCRIPTS.get(name),
			fold: UnicodeTables.FOLD_SCRIPT.get(name),
			sign: 1
		};
		return null;
	}
	static minFoldRune(r) {
		if (r < Unicode.MIN_FOLD || r > Unicode.MAX_FOLD) return r;
		let min = r;
		const r0 = r;
		for (r = Unicode.simpleFold(r); r !== r0; r = Unicode.simpleFold(r)) if (min > r) min = r;
		return min;
	}
	static leadingRegexp(re) {
		if (re.op === Regexp.Op.EMPTY_MATCH) return null;
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			const sub = re.subs[0];
			if (sub.op === Regexp.Op.EMPTY_MATCH) return null;
			return sub;
		}
		return re;
	}
	static literalRegexp(s, flags) {
		const re = new Regexp(Regexp.Op.LITERAL);
		re.flags = flags;
		re.runes = Utils.stringToRunes(s);
		return re;
	}
	/**
	* Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
	* @param {string} pattern
	* @param {number} flags
	*/
	static parse(pattern, flags) {
		return new Parser(pattern, flags).parseInternal();
	}
	static parseRepeat(t) {
		const start = t.pos();
		if (!t.more() || !t.lookingAt("{")) return -1;
		t.skip(1);
		const min = Parser.parseInt(t);
		if (min === -1) return -1;
		if (!t.more()) return -1;
		let max;
		if (!t.lookingAt(",")) max = min;
		else {
			t.skip(1);
			if (!t.more()) return -1;
			if (t.lookingAt("}")) max = -1;
			else if ((max = Parser.parseInt(t)) === -1) return -1;
		}
		if (!t.more() || !t.lookingAt("}")) return -1;
		t.skip(1);
		if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_SIZE, t.from(start));
		return min << 16 | max & Unicode.MAX_BMP;
	}
	static isValidCaptureName(name) {
		if (name.length === 0) return false;
		for (let i = 0; i < name.length; i++) {
			const c = name.codePointAt(i);
			if (c !== Codepoint.CODES["_"] && !Utils.isalnum(c)) return false;
		}
		return true;
	}
	static parseInt(t) {
		const start = t.pos();
		while (t.more() && t.peek() >= Codepoint.CODES["0"] && t.peek() <= Codepoint.CODES["9"]) t.skip(1);
		const n = t.from(start);
		if (n.length === 0 || n.length > 1 && n.codePointAt(0) === Codepoint.CODES["0"]) return -1;
		if (n.length > 8) return -2;
		return parseInt(n, 10);
	}
	static isCharClass(re) {
		return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
	}
	static matchRune(re, r) {
		switch (re.op) {
			case Regexp.Op.LITERAL: return re.runes.length === 1 && re.runes[0] === r;
			case Regexp.Op.CHAR_CLASS:
				for (let i = 0; i < re.runes.length; i += 2) if (re.runes[i] <= r && r <= re.runes[i + 1]) return true;
				return false;
			case Regexp.Op.ANY_CHAR_NOT_NL: return r !== Codepoint.CODES["\n"];
			case Regexp.Op.ANY_CHAR: return true;
		}
		return false;
	}
	static mergeCharClass(dst, src) {
		switch (dst.op) {
			case Regexp.Op.ANY_CHAR: break;
			case Regexp.Op.ANY_CHAR_NOT_NL:
				if (Parser.matchRune(src, Codepoint.CODES["\n"])) dst.op = Regexp.Op.ANY_CHAR;
				break;
			case Regexp.Op.CHAR_CLASS: {
				const cc = new CharClass(Array.isArray(dst.runes) ? dst.runes : Array.from(dst.runes));
				if (src.op === Regexp.Op.LITERAL) cc.appendLiteral(src.runes[0], src.flags);
				else cc.appendClass(src.runes);
				dst.runes = cc.toGrowableArray();
				break;
			}
			case Regexp.Op.LITERAL:
				if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) break;
				dst.op = Regexp.Op.CHAR_CLASS;
				dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toGrowableArray();
		}
	}
	static parseEscape(t) {
		const startPos = t.pos();
		t.skip(1);
		if (!t.more()) throw new RE2JSSyntaxException(Parser.ERR_TRAILING_BACKSLASH);
		let c = t.pop();
		bigswitch: switch (c) {
			case Codepoint.CODES["1"]:
			case Codepoint.CODES["2"]:
			case Codepoint.CODES["3"]:
			case Codepoint.CODES["4"]:
			case Codepoint.CODES["5"]:
			case Codepoint.CODES["6"]:
			case Codepoint.CODES["7"]: if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
			case Codepoint.CODES["0"]: {
				let r = c - Codepoint.CODES["0"];
				for (let i = 1; i < 3; i++) {
					if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
					r = r * 8 + t.peek() - Codepoint.CODES["0"];
					t.skip(1);
				}
				return r;
			}
			case Codepoint.CODES["x"]: {
				if (!t.more()) break;
				c = t.pop();
				if (c === Codepoint.CODES["{"]) {
					let nhex = 0;
					let r = 0;
					while (true) {
						if (!t.more()) break bigswitch;
						c = t.pop();
						if (c === Codepoint.CODES["}"]) break;
						const v = Utils.unhex(c);
						if (v < 0) break bigswitch;
						r = r * 16 + v;
						if (r > Unicode.MAX_RUNE) break bigswitch;
						nhex++;
					}
					if (nhex === 0) break bigswitch;
					return r;
				}
				const x = Utils.unhex(c);
				if (!t.more()) break;
				c = t.pop();
				const y = Utils.unhex(c);
				if (x < 0 || y < 0) break;
				return x * 16 + y;
			}
			case Codepoint.CODES["a"]: return Codepoint.CODES["\x07"];
			case Codepoint.CODES["f"]: return Codepoint.CODES["\f"];
			case Codepoint.CODES["n"]: return Codepoint.CODES["\n"];
			case Codepoint.CODES["r"]: return Codepoint.CODES["\r"];
			case Codepoint.CODES["t"]: return Codepoint.CODES["	"];
			case Codepoint.CODES["v"]: return Codepoint.CODES["\v"];
			default: if (c <= Unicode.MAX_ASCII && !Utils.isalnum(c)) return c;
		}
		throw new RE2JSSyntaxException(Parser.ERR_INVALID_ESCAPE, t.from(startPos));
	}
	static parseClassChar(t, wholeClassPos) {
		if (!t.more()) throw new RE2JSSyntaxException(Parser.ERR_MISSING_BRACKET, t.from(wholeClassPos));
		if (t.lookingAt("\\")) return Parser.parseEscape(t);
		return t.pop();
	}
	static hasCapture(re) {
		if (re === null) return false;
		if (re.op === Regexp.Op.CAPTURE) return true;
		if (re.subs) {
			for (let sub of re.subs) if (Parser.hasCapture(sub)) return true;
		}
		return false;
	}
	constructor(wholeRegexp, flags = 0) {
		this.wholeRegexp = wholeRegexp;
		this.flags = flags;
		this.numCap = 0;
		this.namedGroups = Object.create(null);
		this.stack = [];
		this.free = null;
		this.numRegexp = 0;
		this.numRunes = 0;
		this.repeats = 0;
		this.height = null;
		this.size = null;
		this.nlb = 0;
	}
	newRegexp(op) {
		let re = this.free;
		if (re !== null && re.subs !== null && re.subs.length > 0) {
			this.free = re.subs[0];
			re.reinit();
			re.op = op;
		} else {
			re = new Regexp(op);
			this.numRegexp += 1;
		}
		return re;
	}
	reuse(re) {
		if (this.height !== null && this.height.has(re)) this.height.delete(re);
		if (re.subs !== null && re.subs.length > 0) re.subs[0] = this.free;
		this.free = re;
	}
	checkLimits(re) {
		if (this.numRunes > Parser.MAX_RUNES) throw new RE2JSSyntaxException(Parser.ERR_LARGE);
		this.checkSize(re);
		this.checkHeight(re);
	}
	checkSize(re) {
		if (this.size === null) {
			if (this.repeats === 0) this.repeats = 1;
			if (re.op === Regexp.Op.REPEAT) {
				let n = re.max;
				if (n === -1) n = re.min;
				if (n <= 0) n = 1;
				if (n > Math.floor(Parser.MAX_SIZE / this.repeats)) this.repeats = Parser.MAX_SIZE;
				else this.repeats *= n;
			}
			if (this.numRegexp < Math.floor(Parser.MAX_SIZE / this.repeats)) return;
			this.size = /* @__PURE__ */ new Map();
			for (let reEx of this.stack) this.checkSize(reEx);
		}
		if (this.calcSize(re, true) > Parser.MAX_SIZE) throw new RE2JSSyntaxException(Parser.ERR_LARGE);
	}
	calcSize(re, force = false) {
		if (!force && this.size !== null) {
			if (this.size.has(re)) return this.size.get(re);
		}
		let size = 0;
		switch (re.op) {
			case Regexp.Op.LITERAL:
				size = re.runes.length;
				break;
			case Regexp.Op.PLB:
			case Regexp.Op.NLB:
			case Regexp.Op.CAPTURE:
			case Regexp.Op.STAR:
				size = 2 + this.calcSize(re.subs[0]);
				break;
			case Regexp.Op.PLUS:
			case Regexp.Op.QUEST:
				size = 1 + this.calcSize(re.subs[0]);
				break;
			case Regexp.Op.CONCAT:
				for (let sub of re.subs) size = size + this.calcSize(sub);
				break;
			case Regexp.Op.ALTERNATE:
				for (let sub of re.subs) size = size + this.calcSize(sub);
				if (re.subs.length > 1) size = size + re.subs.length - 1;
				break;
			case Regexp.Op.REPEAT: {
				let sub = this.calcSize(re.subs[0]);
				if (re.max === -1) {
					if (re.min === 0) size = 2 + sub;
					else size = 1 + re.min * sub;
					break;
				}
				size = re.max * sub + (re.max - re.min);
				break;
			}
		}
		size = Math.max(1, size);
		if (this.size === null) this.size = /* @__PURE__ */ new Map();
		this.size.set(re, size);
		return size;
	}
	checkHeight(re) {
		if (this.numRegexp < Parser.MAX_HEIGHT) return;
		if (this.height === null) {
			this.height = /* @__PURE__ */ new Map();
			for (let reEx of this.stack) this.checkHeight(reEx);
		}
		if (this.calcHeight(re, true) > Parser.MAX_HEIGHT) throw new RE2JSSyntaxException(Parser.ERR_NESTING_DEPTH);
	}
	calcHeight(re, force = false) {
		if (!force && this.height !== null) {
			if (this.height.has(re)) return this.height.get(re);
		}
		let h = 1;
		for (let sub of re.subs) {
			const hsub = this.calcHeight(sub);
			if (h < 1 + hsub) h = 1 + hsub;
		}
		if (this.height === null) this.height = /* @__PURE__ */ new Map();
		this.height.set(re, h);
		return h;
	}
	pop() {
		return this.stack.pop();
	}
	popToPseudo() {
		const n = this.stack.length;
		let i = n;
		while (i > 0 && !Regexp.isPseudoOp(this.stack[i - 1].op)) i--;
		return this.stack.splice(i, n - i);
	}
	push(re) {
		this.numRunes += re.runes.length;
		if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
			if (this.maybeConcat(re.runes[0], this.flags & -2)) return null;
			re.op = Regexp.Op.LITERAL;
			re.runes = [re.runes[0]];
			re.flags = this.flags & -2;
		} else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && Unicode.simpleFold(re.runes[0]) === re.runes[2] && Unicode.simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && Unicode.simpleFold(re.runes[0]) === re.runes[1] && Unicode.simpleFold(re.runes[1]) === re.runes[0]) {
			if (this.maybeConcat(re.runes[0], this.flags | RE2Flags.FOLD_CASE)) return null;
			re.op = Regexp.Op.LITERAL;
			re.runes = [re.runes[0]];
			re.flags = this.flags | RE2Flags.FOLD_CASE;
		} else this.maybeConcat(-1, 0);
		this.stack.push(re);
		this.checkLimits(re);
		return re;
	}
	maybeConcat(r, flags) {
		const n = this.stack.length;
		if (n < 2) return false;
		const re1 = this.stack[n - 1];
		const re2 = this.stack[n - 2];
		if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & RE2Flags.FOLD_CASE) !== (re2.flags & RE2Flags.FOLD_CASE)) return false;
		if (!Array.isArray(re2.runes)) re2.runes = Array.from(re2.runes);
		for (let i = 0; i < re1.runes.length; i++) re2.runes.push(re1.runes[i]);
		if (r >= 0) {
			re1.runes = [r];
			re1.flags = flags;
			return true;
		}
		this.pop();
		this.reuse(re1);
		return false;
	}
	newLiteral(r, flags) {
		const re = this.newRegexp(Regexp.Op.LITERAL);
		re.flags = flags;
		if ((flags & RE2Flags.FOLD_CASE) !== 0) r = Parser.minFoldRune(r);
		re.runes = [r];
		return re;
	}
	literal(r) {
		this.push(this.newLiteral(r, this.flags));
	}
	op(op) {
		const re = this.newRegexp(op);
		re.flags = this.flags;
		return this.push(re);
	}
	repeat(op, min, max, beforePos, t, lastRepeatPos) {
		let flags = this.flags;
		if ((flags & RE2Flags.PERL_X) !== 0) {
			if (t.more() && t.lookingAt("?")) {
				t.skip(1);
				flags ^= RE2Flags.NON_GREEDY;
			}
			if (lastRepeatPos !== -1) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
		}
		const n = this.stack.length;
		if (n === 0) throw new RE2JSSyntaxException(Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
		const sub = this.stack[n - 1];
		if (Regexp.isPseudoOp(sub.op)) throw new RE2JSSyntaxException(Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
		const re = this.newRegexp(op);
		re.min = min;
		re.max = max;
		re.flags = flags;
		re.subs = [sub];
		this.stack[n - 1] = re;
		this.checkLimits(re);
		if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
	}
	repeatIsValid(re, n) {
		if (re.op === Regexp.Op.REPEAT) {
			let m = re.max;
			if (m === 0) return true;
			if (m < 0) m = re.min;
			if (m > n) return false;
			if (m > 0) n = Math.trunc(n / m);
		}
		for (let sub of re.subs) if (!this.repeatIsValid(sub, n)) return false;
		return true;
	}
	concat() {
		this.maybeConcat(-1, 0);
		const subs = this.popToPseudo();
		if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
		return this.push(this.collapse(subs, Regexp.Op.CONCAT));
	}
	alternate() {
		const subs = this.popToPseudo();
		if (subs.length > 0) this.cleanAlt(subs[subs.length - 1]);
		if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
		return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
	}
	cleanAlt(re) {
		if (re.op === Regexp.Op.CHAR_CLASS) {
			re.runes = new CharClass(Array.from(re.runes)).cleanClass().toArray();
			if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) {
				re.runes = /* @__PURE__ */ new Int32Array(0);
				re.op = Regexp.Op.ANY_CHAR;
			} else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) {
				re.runes = /* @__PURE__ */ new Int32Array(0);
				re.op = Regexp.Op.ANY_CHAR_NOT_NL;
			}
		}
	}
	collapse(subs, op) {
		if (subs.length === 1) return subs[0];
		let len = 0;
		for (let sub of subs) len += sub.op === op ? sub.subs.length : 1;
		let newsubs = new Array(len).fill(null);
		let i = 0;
		for (let sub of subs) if (sub.op === op) {
			for (let j = 0; j < sub.subs.length; j++) newsubs[i++] = sub.subs[j];
			this.reuse(sub);
		} else newsubs[i++] = sub;
		let re = this.newRegexp(op);
		re.subs = newsubs;
		if (op === Regexp.Op.ALTERNATE) {
			re.subs = this.factor(re.subs);
			if (re.subs.length === 1) {
				const old = re;
				re = re.subs[0];
				this.reuse(old);
			}
		}
		return re;
	}
	factor(array) {
		if (array.length < 2) return array;
		let s = 0;
		let lensub = array.length;
		let lenout = 0;
		let str = null;
		let strlen = 0;
		let strflags = 0;
		let start = 0;
		for (let i = 0; i <= lensub; i++) {
			let istr = null;
			let istrlen = 0;
			let iflags = 0;
			if (i < lensub) {
				let re = array[s + i];
				if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) re = re.subs[0];
				if (re.op === Regexp.Op.LITERAL) {
					istr = re.runes;
					istrlen = re.runes.length;
					iflags = re.flags & RE2Flags.FOLD_CASE;
				}
				if (iflags === strflags) {
					let same = 0;
					while (same < strlen && same < istrlen && str[same] === istr[same]) same++;
					if (same > 0) {
						strlen = same;
						continue;
					}
				}
			}
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				const prefix = this.newRegexp(Regexp.Op.LITERAL);
				prefix.flags = strflags;
				prefix.runes = str.slice(0, strlen);
				for (let j = start; j < i; j++) {
					array[s + j] = this.removeLeadingString(array[s + j], strlen);
					this.checkLimits(array[s + j]);
				}
				const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
				const re = this.newRegexp(Regexp.Op.CONCAT);
				re.subs = [prefix, suffix];
				array[lenout++] = re;
			}
			start = i;
			str = istr;
			strlen = istrlen;
			strflags = iflags;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		let first = null;
		for (let i = 0; i <= lensub; i++) {
			let ifirst = null;
			if (i < lensub) {
				ifirst = Parser.leadingRegexp(array[s + i]);
				if (first !== null && first.equals(ifirst) && (Parser.isCharClass(first) || first.op === Regexp.Op.REPEAT && first.min === first.max && Parser.isCharClass(first.subs[0]))) continue;
			}
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				const prefix = first;
				for (let j = start; j < i; j++) {
					const reuse = j !== start;
					array[s + j] = this.removeLeadingRegexp(array[s + j], reuse);
					this.checkLimits(array[s + j]);
				}
				const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
				const re = this.newRegexp(Regexp.Op.CONCAT);
				re.subs = [prefix, suffix];
				array[lenout++] = re;
			}
			start = i;
			first = ifirst;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		for (let i = 0; i <= lensub; i++) {
			if (i < lensub && Parser.isCharClass(array[s + i])) continue;
			if (i === start) ; else if (i === start + 1) array[lenout++] = array[s + start];
			else {
				let max = start;
				for (let j = start + 1; j < i; j++) {
					const subMax = array[s + max];
					const subJ = array[s + j];
					if (subMax.op < subJ.op || subMax.op === subJ.op && (subMax.runes !== null ? subMax.runes.length : 0) < (subJ.runes !== null ? subJ.runes.length : 0)) max = j;
				}
				const tmp = array[s + start];
				array[s + start] = array[s + max];
				array[s + max] = tmp;
				for (let j = start + 1; j < i; j++) {
					Parser.mergeCharClass(array[s + start], array[s + j]);
					this.reuse(array[s + j]);
				}
				this.cleanAlt(array[s + start]);
				array[lenout++] = array[s + start];
			}
			if (i < lensub) array[lenout++] = array[s + i];
			start = i + 1;
		}
		lensub = lenout;
		s = 0;
		start = 0;
		lenout = 0;
		for (let i = 0; i < lensub; ++i) {
			if (i + 1 < lensub && array[s + i].op === Regexp.Op.EMPTY_MATCH && array[s + i + 1].op === Regexp.Op.EMPTY_MATCH) continue;
			array[lenout++] = array[s + i];
		}
		lensub = lenout;
		s = 0;
		return array.slice(s, lensub);
	}
	removeLeadingString(re, n) {
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			const sub = this.removeLeadingString(re.subs[0], n);
			re.subs[0] = sub;
			if (sub.op === Regexp.Op.EMPTY_MATCH) {
				this.reuse(sub);
				switch (re.subs.length) {
					case 0:
					case 1:
						re.op = Regexp.Op.EMPTY_MATCH;
						re.subs = Regexp.emptySubs();
						break;
					case 2: {
						const old = re;
						re = re.subs[1];
						this.reuse(old);
						break;
					}
					default: re.subs = re.subs.slice(1, re.subs.length);
				}
			}
			return re;
		}
		if (re.op === Regexp.Op.LITERAL) {
			re.runes = re.runes.slice(n, re.runes.length);
			if (re.runes.length === 0) re.op = Regexp.Op.EMPTY_MATCH;
		}
		return re;
	}
	removeLeadingRegexp(re, reuse) {
		if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
			if (reuse) this.reuse(re.subs[0]);
			re.subs = re.subs.slice(1, re.subs.length);
			switch (re.subs.length) {
				case 0:
					re.op = Regexp.Op.EMPTY_MATCH;
					re.subs = Regexp.emptySubs();
					break;
				case 1: {
					const old = re;
					re = re.subs[0];
					this.reuse(old);
					break;
				}
			}
			return re;
		}
		if (reuse) this.reuse(re);
		return this.newRegexp(Regexp.Op.EMPTY_MATCH);
	}
	parseInternal() {
		if ((this.flags & RE2Flags.LITERAL) !== 0) return Parser.literalRegexp(this.wholeRegexp, this.flags);
		let lastRepeatPos = -1;
		let min = -1;
		let max = -1;
		const t = new StringIterator(this.wholeRegexp);
		while (t.more()) {
			let repeatPos = -1;
			bigswitch: switch (t.peek()) {
				case Codepoint.CODES["("]:
					if ((this.flags & RE2Flags.LOOKBEHIND) !== 0) {
						if (t.lookingAt("(?<=")) {
							this.parsePosLookBehind();
							t.skip(4);
							break;
						}
						if (t.lookingAt("(?<!")) {
							this.parseNegLookBehind();
							t.skip(4);
							break;
						}
					}
					if ((this.flags & RE2Flags.PERL_X) !== 0 && t.lookingAt("(?")) {
						this.parsePerlFlags(t);
						break;
					}
					this.op(Regexp.Op.LEFT_PAREN).cap = ++this.numCap;
					t.skip(1);
					break;
				case Codepoint.CODES["|"]:
					this.parseVerticalBar();
					t.skip(1);
					break;
				case Codepoint.CODES[")"]:
					this.parseRightParen();
					t.skip(1);
					break;
				case Codepoint.CODES["^"]:
					if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.BEGIN_TEXT);
					else this.op(Regexp.Op.BEGIN_LINE);
					t.skip(1);
					break;
				case Codepoint.CODES["$"]:
					if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.END_TEXT).flags |= RE2Flags.WAS_DOLLAR;
					else this.op(Regexp.Op.END_LINE);
					t.skip(1);
					break;
				case Codepoint.CODES["."]:
					if ((this.flags & RE2Flags.DOT_NL) !== 0) this.op(Regexp.Op.ANY_CHAR);
					else this.op(Regexp.Op.ANY_CHAR_NOT_NL);
					t.skip(1);
					break;
				case Codepoint.CODES["["]:
					this.parseClass(t);
					break;
				case Codepoint.CODES["*"]:
				case Codepoint.CODES["+"]:
				case Codepoint.CODES["?"]: {
					repeatPos = t.pos();
					let op = null;
					switch (t.pop()) {
						case Codepoint.CODES["*"]:
							op = Regexp.Op.STAR;
							break;
						case Codepoint.CODES["+"]:
							op = Regexp.Op.PLUS;
							break;
						case Codepoint.CODES["?"]: op = Regexp.Op.QUEST;
					}
					this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
					break;
				}
				case Codepoint.CODES["{"]: {
					const before = t.pos();
					const minMax = Parser.parseRepeat(t);
					if (minMax < 0) {
						t.rewindTo(before);
						this.literal(t.pop());
						break;
					}
					repeatPos = before;
					min = minMax >> 16;
					max = (minMax & Unicode.MAX_BMP) << 16 >> 16;
					this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
					break;
				}
				case Codepoint.CODES["\\"]: {
					const savedPos = t.pos();
					t.skip(1);
					if ((this.flags & RE2Flags.PERL_X) !== 0 && t.more()) switch (t.pop()) {
						case Codepoint.CODES["A"]:
							this.op(Regexp.Op.BEGIN_TEXT);
							break bigswitch;
						case Codepoint.CODES["b"]:
							this.op(Regexp.Op.WORD_BOUNDARY);
							break bigswitch;
						case Codepoint.CODES["B"]:
							this.op(Regexp.Op.NO_WORD_BOUNDARY);
							break bigswitch;
						case Codepoint.CODES["C"]: throw new RE2JSSyntaxException(Parser.ERR_INVALID_ESCAPE, "\\C");
						case Codepoint.CODES["Q"]: {
							let lit = t.rest();
							const i = lit.indexOf("\\E");
							if (i >= 0) {
								lit = lit.substring(0, i);
								t.skipString(lit);
								t.skipString("\\E");
							} else t.skipString(lit);
							let j = 0;
							while (j < lit.length) {
								const codepoint = lit.codePointAt(j);
								this.literal(codepoint);
								j += Utils.charCount(codepoint);
							}
							break bigswitch;
						}
						case Codepoint.CODES["z"]:
							this.op(Regexp.Op.END_TEXT);
							break bigswitch;
						default: t.rewindTo(savedPos);
					}
					else t.rewindTo(savedPos);
					const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
					re.flags = this.flags;
					if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
						const cc = new CharClass();
						if (this.parseUnicodeClass(t, cc)) {
							re.runes = cc.toArray();
							this.push(re);
							break bigswitch;
						}
					}
					const cc = new CharClass();
					if (this.parsePerlClassEscape(t, cc)) {
						re.runes = cc.toArray();
						this.push(re);
						break bigswitch;
					}
					t.rewindTo(savedPos);
					this.reuse(re);
					this.literal(Parser.parseEscape(t));
					break;
				}
				default: this.literal(t.pop());
			}
			lastRepeatPos = repeatPos;
		}
		this.concat();
		if (this.swapVerticalBar()) this.pop();
		this.alternate();
		if (this.stack.length !== 1) throw new RE2JSSyntaxException(Parser.ERR_MISSING_PAREN, this.wholeRegexp);
		this.stack[0].namedGroups = this.namedGroups;
		return this.stack[0];
	}
	parsePerlFlags(t) {
		const startPos = t.pos();
		const s = t.rest();
		if (s.startsWith("(?P<") || s.startsWith("(?<")) {
			const begin = s.charAt(2) === "P" ? 4 : 3;
			const end = s.indexOf(">");
			if (end < 0) throw new RE2JSSyntaxException(Parser.ERR_INVALID_NAMED_CAPTURE, s);
			const name = s.substring(begin, end);
			t.skipString(name);
			t.skip(begin + 1);
			if (!Parser.isValidCaptureName(name)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
			const re = this.op(Regexp.Op.LEFT_PAREN);
			re.cap = ++this.numCap;
			if (this.namedGroups[name]) throw new RE2JSSyntaxException(Parser.ERR_DUPLICATE_NAMED_CAPTURE, name);
			this.namedGroups[name] = this.numCap;
			re.name = name;
			return;
		}
		t.skip(2);
		let flags = this.flags;
		let sign = 1;
		let sawFlag = false;
		loop: while (t.more()) {
			const c = t.pop();
			switch (c) {
				case Codepoint.CODES["i"]:
					flags |= RE2Flags.FOLD_CASE;
					sawFlag = true;
					break;
				case Codepoint.CODES["m"]:
					flags &= -17;
					sawFlag = true;
					break;
				case Codepoint.CODES["s"]:
					flags |= RE2Flags.DOT_NL;
					sawFlag = true;
					break;
				case Codepoint.CODES["U"]:
					flags |= RE2Flags.NON_GREEDY;
					sawFlag = true;
					break;
				case Codepoint.CODES["-"]:
					if (sign < 0) break loop;
					sign = -1;
					flags = ~flags;
					sawFlag = false;
					break;
				case Codepoint.CODES[":"]:
				case Codepoint.CODES[")"]:
					if (sign < 0) {
						if (!sawFlag) break loop;
						flags = ~flags;
					}
					if (c === Codepoint.CODES[":"]) this.op(Regexp.Op.LEFT_PAREN);
					this.flags = flags;
					return;
				default: break loop;
			}
		}
		throw new RE2JSSyntaxException(Parser.ERR_INVALID_PERL_OP, t.from(startPos));
	}
	parsePosLookBehind() {
		const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
		re.flags = this.flags;
		re.lb = ++this.nlb;
		return this.push(re);
	}
	parseNegLookBehind() {
		const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
		re.flags = this.flags;
		re.lb = -++this.nlb;
		return this.push(re);
	}
	parseVerticalBar() {
		this.concat();
		if (!this.swapVerticalBar()) this.op(Regexp.Op.VERTICAL_BAR);
	}
	swapVerticalBar() {
		const n = this.stack.length;
		if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && Parser.isCharClass(this.stack[n - 1]) && Parser.isCharClass(this.stack[n - 3])) {
			let re1 = this.stack[n - 1];
			let re3 = this.stack[n - 3];
			if (re1.op > re3.op) {
				const tmp = re3;
				re3 = re1;
				re1 = tmp;
				this.stack[n - 3] = re3;
			}
			Parser.mergeCharClass(re3, re1);
			this.reuse(re1);
			this.pop();
			return true;
		}
		if (n >= 2) {
			const re1 = this.stack[n - 1];
			const re2 = this.stack[n - 2];
			if (re2.op === Regexp.Op.VERTICAL_BAR) {
				if (n >= 3) this.cleanAlt(this.stack[n - 3]);
				this.stack[n - 2] = re1;
				this.stack[n - 1] = re2;
				return true;
			}
		}
		return false;
	}
	parseRightParen() {
		this.concat();
		if (this.swapVerticalBar()) this.pop();
		this.alternate();
		if (this.stack.length < 2) throw new RE2JSSyntaxException(Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
		const re1 = this.pop();
		const re2 = this.pop();
		if (re2.op !== Regexp.Op.LEFT_PAREN) throw new RE2JSSyntaxException(Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
		this.flags = re2.flags;
		if (re2.lb !== 0) {
			if (Parser.hasCapture(re1)) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CAPTURE_IN_LOOKBEHIND, this.wholeRegexp);
			if (re2.lb > 0) re2.op = Regexp.Op.PLB;
			else re2.op = Regexp.Op.NLB;
			re2.subs = [re1];
			this.push(re2);
			return;
		}
		if (re2.cap === 0) this.push(re1);
		else {
			re2.op = Regexp.Op.CAPTURE;
			re2.subs = [re1];
			this.push(re2);
		}
	}
	parsePerlClassEscape(t, cc) {
		const beforePos = t.pos();
		if ((this.flags & RE2Flags.PERL_X) === 0 || !t.more() || t.pop() !== Codepoint.CODES["\\"] || !t.more()) return false;
		t.pop();
		const p = t.from(beforePos);
		const g = PERL_GROUPS.has(p) ? PERL_GROUPS.get(p) : null;
		if (g === null) return false;
		cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
		return true;
	}
	parseNamedClass(t, cc) {
		const cls = t.rest();
		const i = cls.indexOf(":]");
		if (i < 0) return false;
		const name = cls.substring(0, i + 2);
		t.skipString(name);
		const g = POSIX_GROUPS.has(name) ? POSIX_GROUPS.get(name) : null;
		if (g === null) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, name);
		cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
		return true;
	}
	parseUnicodeClass(t, cc) {
		const startPos = t.pos();
		if ((this.flags & RE2Flags.UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) return false;
		t.skip(1);
		let sign = 1;
		let c = t.pop();
		if (c === Codepoint.CODES["P"]) sign = -1;
		if (!t.more()) {
			t.rewindTo(startPos);
			throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
		}
		c = t.pop();
		let name;
		if (c !== Codepoint.CODES["{"]) name = Utils.runeToString(c);
		else {
			const rest = t.rest();
			const end = rest.indexOf("}");
			if (end < 0) {
				t.rewindTo(startPos);
				throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
			}
			name = rest.substring(0, end);
			t.skipString(name);
			t.skip(1);
		}
		if (!(name.length === 0) && name.codePointAt(0) === Codepoint.CODES["^"]) {
			sign = 0 - sign;
			name = name.substring(1);
		}
		const pair = Parser.unicodeTable(name);
		if (pair === null) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.from(startPos));
		if (pair.sign < 0) sign = 0 - sign;
		const tab = pair.tab;
		const fold = pair.fold;
		if ((this.flags & RE2Flags.FOLD_CASE) === 0 || fold === null) cc.appendTableWithSign(tab, sign);
		else {
			const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
			cc.appendClassWithSign(Array.from(tmp), sign);
		}
		return true;
	}
	parseClass(t) {
		const startPos = t.pos();
		t.skip(1);
		const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
		re.flags = this.flags;
		const cc = new CharClass();
		let sign = 1;
		if (t.more() && t.lookingAt("^")) {
			sign = -1;
			t.skip(1);
			if ((this.flags & RE2Flags.CLASS_NL) === 0) cc.appendRange(Codepoint.CODES["\n"], Codepoint.CODES["\n"]);
		}
		let first = true;
		while (!t.more() || t.peek() !== Codepoint.CODES["]"] || first) {
			if (t.more() && t.lookingAt("-") && (this.flags & RE2Flags.PERL_X) === 0 && !first) {
				const s = t.rest();
				if (s === "-" || !s.startsWith("-]")) {
					t.rewindTo(startPos);
					throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.rest());
				}
			}
			first = false;
			const beforePos = t.pos();
			if (t.lookingAt("[:")) {
				if (this.parseNamedClass(t, cc)) continue;
				t.rewindTo(beforePos);
			}
			if (this.parseUnicodeClass(t, cc)) continue;
			if (this.parsePerlClassEscape(t, cc)) continue;
			t.rewindTo(beforePos);
			const lo = Parser.parseClassChar(t, startPos);
			let hi = lo;
			if (t.more() && t.lookingAt("-")) {
				t.skip(1);
				if (t.more() && t.lookingAt("]")) t.skip(-1);
				else {
					hi = Parser.parseClassChar(t, startPos);
					if (hi < lo) throw new RE2JSSyntaxException(Parser.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
				}
			}
			if ((this.flags & RE2Flags.FOLD_CASE) === 0) cc.appendRange(lo, hi);
			else cc.appendFoldedRange(lo, hi);
		}
		t.skip(1);
		cc.cleanClass();
		if (sign < 0) cc.negateClass();
		re.runes = cc.toArray();
		this.push(re);
	}
};
// src/RE2.js
/**
* An RE2 class instance is a compiled representation of an RE2 regular expression, independent of
* the public Java-like Pattern/Matcher API.
*
* This class also contains various implementation helpers for RE2 regular expressions.
*
* Use the {@link #quoteMeta(String)} utility function to quote all regular expression
* metacharacters in an arbitrary string.
*
*/
var RE2 = class RE2 {
	static initTest(expr) {
		const re2 = RE2.compile(expr);
		const res = new RE2(re2.expr, re2.prog, re2.numSubexp, re2.longest);
		res.cond = re2.cond;
		res.prefix = re2.prefix;
		res.prefixUTF8 = re2.prefixUTF8;
		res.prefixComplete = re2.prefixComplete;
		res.prefixRune = re2.prefixRune;
		res.prefilter = re2.prefilter;
		res.namedGroups = re2.namedGroups;
		return res;
	}
	/**
	* Parses a regular expression and returns, if successful, an {@code RE2} instance that can be
	* used to match against text.
	*
	* When matching against text, the regexp returns a match that begins as early as possible in the
	* input (leftmost), and among those it chooses the one that a backtracking search would have
	* found first. This so-called leftmost-first matching is the same semantics that Perl, Python,
	* and other implementations use, although this package implements it without the expense of
	* backtracking. For POSIX leftmost-longest matching, see {@link #compilePOSIX}.
	*/
	static compile(expr) {
		return RE2.compileImpl(expr, RE2Flags.PERL, false);
	}
	/**
	* {@code compilePOSIX} is like {@link #compile} but restricts the regular expression to POSIX ERE
	* (egrep) syntax and changes the match semantics to leftmost-longest.
	*
	* That is, when matching against text, the regexp returns a match that begins as early as
	* possible in the input (leftmost), and among those it chooses a match that is as long as
	* possible. This so-called leftmost-longest matching is the same semantics that early regular
	* expression implementations used and that POSIX specifies.
	*
	* However, there can be multiple leftmost-longest matches, with different submatch choices, and
	* here this package diverges from POSIX. Among the possible leftmost-longest matches, this
	* package chooses the one that a backtracking search would have found first, while POSIX
	* specifies that the match be chosen to maximize the length of the first subexpression, then the
	* second, and so on from left to right. The POSIX rule is computationally prohibitive and not
	* even well-defined. See http://swtch.com/~rsc/regexp/regexp2.html#posix
	*/
	static compilePOSIX(expr) {
		return RE2.compileImpl(expr, RE2Flags.POSIX, true);
	}
	static compileImpl(expr, mode, longest) {
		let re = Parser.parse(expr, mode);
		const maxCap = re.maxCap();
		const namedGroups = re.namedGroups;
		re = Simplify.simplify(re);
		const prefilter = PrefilterTree.build(re);
		const prog = Compiler.compileRegexp(re);
		const re2 = new RE2(expr, prog, maxCap, longest);
		re2.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
		const [prefixCompl, prefixStr] = prog.prefix();
		re2.prefixComplete = prefixCompl;
		re2.prefix = prefixStr;
		re2.prefixUTF8 = Utils.stringToUtf8ByteArray(re2.prefix);
		if (re2.prefix.length > 0) re2.prefixRune = re2.prefix.codePointAt(0);
		re2.namedGroups = namedGroups;
		return re2;
	}
	/**
	* Returns true iff textual regular expression {@code pattern} matches string {@code s}.
	*
	* More complicated queries need to use {@link #compile} and the full {@code RE2} interface.
	*/
	static match(pattern, s) {
		return RE2.compile(pattern).match(s);
	}
	constructor(expr, prog, numSubexp = 0, longest = 0) {
		this.expr = expr;
		this.prog = prog;
		this.numSubexp = numSubexp;
		this.longest = longest;
		this.cond = prog.startCond();
		this.prefix = null;
		this.prefixUTF8 = null;
		this.prefixComplete = false;
		this.prefixRune = 0;
		/** @type {Record<string, number>} */
		this.namedGroups = Object.create(null);
		this.machinePool = [];
		this.lazyDFA = null;
		this.onepass = OnePass.compile(this.prog);
		this.prefilter = null;
	}
	get dfa() {
		if (this.lazyDFA === null) this.lazyDFA = new DFA(this.prog);
		return this.lazyDFA;
	}
	matchPrefixComplete(input, pos, anchor, ncap) {
		if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
		let matchStart = -1;
		let matchEnd = -1;
		const pLen = input.prefixLength(this);
		if (anchor === RE2Flags.UNANCHORED) {
			const idx = input.index(this, pos);
			if (idx < 0) return null;
			matchStart = pos + idx;
			matchEnd = matchStart + pLen;
		} else if (anchor === RE2Flags.ANCHOR_BOTH) {
			if (input.endPos() !== pLen) return null;
			if (input.index(this, 0) !== 0) return null;
			matchStart = 0;
			matchEnd = pLen;
		} else if (anchor === RE2Flags.ANCHOR_START) {
			if (input.index(this, 0) !== 0) return null;
			matchStart = 0;
			matchEnd = pLen;
		}
		if (matchStart < 0) return null;
		if (ncap > 0) {
			const matchcap = new Int32Array(ncap).fill(-1);
			matchcap[0] = matchStart;
			matchcap[1] = matchEnd;
			return Array.from(matchcap);
		}
		return [];
	}
	createLookbehindState() {
		return this.prog.numLb > 0 ? new LookbehindState(this.prog) : null;
	}
	executeEngine(input, pos, anchor, ncap, lbState = null) {
		if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) return this.matchPrefixComplete(input, pos, anchor, ncap);
		if (this.prefilter !== null && anchor === RE2Flags.UNANCHORED) {
			if (!this.prefilter.eval(input, pos)) return null;
		}
		if (this.onepass !== null) return OnePass.execute(this, input, pos, anchor, ncap);
		if (ncap > 0) {
			if (this.prog.numLb === 0 && input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
			return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
		}
		if (this.prog.numLb === 0) {
			const dfaResult = this.dfa.match(input, pos, anchor);
			if (dfaResult !== null) return dfaResult ? [] : null;
			if (input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
		}
		return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
	}
	/**
	* Returns the number of parenthesized subexpressions in this regular expression.
	*/
	numberOfCapturingGroups() {
		return this.numSubexp;
	}
	/**
	* Returns the number of instructions in this compiled regular expression program.
	*/
	numberOfInstructions() {
		return this.prog.numInst();
	}
	get() {
		return this.machinePool.length > 0 ? this.machinePool.pop() : null;
	}
	reset() {
		this.machinePool.length = 0;
	}
	put(m) {
		this.machinePool.push(m);
	}
	toString() {
		return this.expr;
	}
	doExecuteNFA(input, pos, anchor, ncap, lbState = null) {
		let m = this.get();
		if (!m) m = Machine.fromRE2(this);
		m.init(ncap);
		const cap = m.match(input, pos, anchor, lbState) ? m.submatches() : null;
		this.put(m);
		return cap;
	}
	match(s) {
		return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 0) !== null;
	}
	/**
	* Matches the regular expression against input starting at position start and ending at position
	* end, with the given anchoring. Records the submatch boundaries in group, which is [start, end)
	* pairs of byte offsets. The number of boundaries needed is inferred from the size of the group
	* array. It is most efficient not to ask for submatch boundaries.
	*
	* @param input the input byte array
	* @param start the beginning position in the input
	* @param end the end position in the input
	* @param anchor the anchoring flag (UNANCHORED, ANCHOR_START, ANCHOR_BOTH)
	* @param group the array to fill with submatch positions
	* @param ngroup the number of array pairs to fill in
	* @param lbState optional state carried between successive matches over the same input (see
	*   createLookbehindState); omit it to evaluate lookbehinds from the beginning of the input
	* @returns true if a match was found
	*/
	matchWithGroup(input, start, end, anchor, ngroup, lbState = null) {
		if (!(input instanceof MatcherInputBase)) {
			if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
			else input = MatcherInput.utf16(input);
		}
		return this.matchMachineInput(input, start, end, anchor, ngroup, lbState);
	}
	matchMachineInput(input, start, end, anchor, ngroup, lbState = null) {
		if (start > end) return [false, null];
		const machineInput = input.isUTF16Encoding() ? MachineInput.fromUTF16(input.asCharSequence(), 0, end) : MachineInput.fromUTF8(input.asBytes(), 0, end);
		const groupMatch = this.executeEngine(machineInput, start, anchor, 2 * ngroup, lbState);
		if (groupMatch === null) return [false, null];
		return [true, groupMatch];
	}
	/**
	* Returns true iff this regexp matches the UTF-8 byte array {@code b}.
	*/
	matchUTF8(b) {
		return this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 0) !== null;
	}
	/**
	* Returns a copy of {@code src} in which all matches for this regexp have been replaced by
	* {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceAll(src, repl) {
		return this.replaceAllFunc(src, () => repl, 2 * src.length + 1);
	}
	/**
	* Returns a copy of {@code src} in which only the first match for this regexp has been replaced
	* by {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceFirst(src, repl) {
		return this.replaceAllFunc(src, () => repl, 1);
	}
	/**
	* Returns a copy of {@code src} in which at most {@code maxReplaces} matches for this regexp have
	* been replaced by the return value of of function {@code repl} (whose first argument is the
	* matched string). No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
	* replacement string.
	*/
	replaceAllFunc(src, replFunc, maxReplaces) {
		let lastMatchEnd = 0;
		let searchPos = 0;
		let out = "";
		const input = MachineInput.fromUTF16(src);
		const lbState = this.createLookbehindState();
		let numReplaces = 0;
		while (searchPos <= src.length) {
			const a = this.executeEngine(input, searchPos, RE2Flags.UNANCHORED, 2, lbState);
			if (a === null || a.length === 0) break;
			out += src.substring(lastMatchEnd, a[0]);
			if (a[1] > lastMatchEnd || a[0] === 0) {
				out += replFunc(src.substring(a[0], a[1]));
				numReplaces++;
			}
			lastMatchEnd = a[1];
			const width = input.step(searchPos) & 7;
			if (searchPos + width > a[1]) searchPos += width;
			else if (searchPos + 1 > a[1]) searchPos++;
			else searchPos = a[1];
			if (numReplaces >= maxReplaces) break;
		}
		out += src.substring(lastMatchEnd);
		return out;
	}
	pad(a) {
		if (a === null) return null;
		let n = (1 + this.numSubexp) * 2;
		if (a.length < n) {
			let a2 = new Array(n).fill(-1);
			for (let i = 0; i < a.length; i++) a2[i] = a[i];
			a = a2;
		}
		return a;
	}
	allMatches(input, n, deliverFun = (v) => v) {
		let result = [];
		const end = input.endPos();
		if (n < 0) n = end + 1;
		let pos = 0;
		let i = 0;
		let prevMatchEnd = -1;
		const lbState = this.createLookbehindState();
		while (i < n && pos <= end) {
			const matches = this.executeEngine(input, pos, RE2Flags.UNANCHORED, this.prog.numCap, lbState);
			if (matches === null || matches.length === 0) break;
			let accept = true;
			if (matches[1] === pos) {
				if (matches[0] === prevMatchEnd) accept = false;
				const r = input.step(pos);
				if (r < 0) pos = end + 1;
				else pos += r & 7;
			} else pos = matches[1];
			prevMatchEnd = matches[1];
			if (accept) {
				result.push(deliverFun(this.pad(matches)));
				i++;
			}
		}
		return result;
	}
	/**
	* Returns an array holding the text of the leftmost match in {@code b} of this regular
	* expression.
	*
	* A return value of null indicates no match.
	*/
	findUTF8(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return null;
		return b.slice(a[0], a[1]);
	}
	/**
	* Returns a two-element array of integers defining the location of the leftmost match in
	* {@code b} of this regular expression. The match itself is at {@code b[loc[0]...loc[1]]}.
	*
	* A return value of null indicates no match.
	*/
	findUTF8Index(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return null;
		return a.slice(0, 2);
	}
	/**
	* Returns a string holding the text of the leftmost match in {@code s} of this regular
	* expression.
	*
	* If there is no match, the return value is an empty string, but it will also be empty if the
	* regular expression successfully matches an empty string. Use {@link #findIndex} or
	* {@link #findSubmatch} if it is necessary to distinguish these cases.
	*/
	find(s) {
		const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
		if (a === null) return "";
		return s.substring(a[0], a[1]);
	}
	/**
	* Returns a two-element array of integers defining the location of the leftmost match in
	* {@code s} of this regular expression. The match itself is at
	* {@code s.substring(loc[0], loc[1])}.
	*
	* A return value of null indicates no match.
	*/
	findIndex(s) {
		return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
	}
	/**
	* Returns an array of arrays the text of the leftmost match of the regular expression in
	* {@code b} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findUTF8Submatch(b) {
		const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap);
		if (a === null) return null;
		const ret = new Array(1 + this.numSubexp).fill(null);
		for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = b.slice(a[2 * i], a[2 * i + 1]);
		return ret;
	}
	/**
	* Returns an array holding the index pairs identifying the leftmost match of this regular
	* expression in {@code b} and the matches, if any, of its subexpressions, as defined by the the
	* <a href='#submatch'>Submatch</a> and <a href='#index'>Index</a> descriptions above.
	*
	* A return value of null indicates no match.
	*/
	findUTF8SubmatchIndex(b) {
		return this.pad(this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap));
	}
	/**
	* Returns an array of strings holding the text of the leftmost match of the regular expression in
	* {@code s} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findSubmatch(s) {
		const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap);
		if (a === null) return null;
		const ret = new Array(1 + this.numSubexp).fill(null);
		for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = s.substring(a[2 * i], a[2 * i + 1]);
		return ret;
	}
	/**
	* Returns an array holding the index pairs identifying the leftmost match of this regular
	* expression in {@code s} and the matches, if any, of its subexpressions, as defined by the <a
	* href='#submatch'>Submatch</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findSubmatchIndex(s) {
		return this.pad(this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap));
	}
	/**
	* {@code findAllUTF8()} is the <a href='#all'>All</a> version of {@link #findUTF8}; it returns a
	* list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*
	* TODO(adonovan): think about defining a byte slice view class, like a read-only Go slice backed
	* by |b|.
	*/
	findAllUTF8(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => b.slice(match[0], match[1]));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8Index} is the <a href='#all'>All</a> version of {@link #findUTF8Index}; it
	* returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8Index(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => match.slice(0, 2));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAll} is the <a href='#all'>All</a> version of {@link #find}; it returns a list of up
	* to {@code n} successive matches of the expression, as defined by the <a href='#all'>All</a>
	* description above.
	*
	* A return value of null indicates no match.
	*/
	findAll(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => s.substring(match[0], match[1]));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllIndex} is the <a href='#all'>All</a> version of {@link #findIndex}; it returns a
	* list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllIndex(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => match.slice(0, 2));
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8Submatch} is the <a href='#all'>All</a> version of {@link #findUTF8Submatch};
	* it returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8Submatch(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => {
			let slice = new Array(match.length / 2 | 0).fill(null);
			for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = b.slice(match[2 * j], match[2 * j + 1]);
			return slice;
		});
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllUTF8SubmatchIndex} is the <a href='#all'>All</a> version of
	* {@link #findUTF8SubmatchIndex}; it returns a list of up to {@code n} successive matches of the
	* expression, as defined by the <a href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllUTF8SubmatchIndex(b, n) {
		const result = this.allMatches(MachineInput.fromUTF8(b), n);
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllSubmatch} is the <a href='#all'>All</a> version of {@link #findSubmatch}; it
	* returns a list of up to {@code n} successive matches of the expression, as defined by the <a
	* href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllSubmatch(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => {
			let slice = new Array(match.length / 2 | 0).fill(null);
			for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = s.substring(match[2 * j], match[2 * j + 1]);
			return slice;
		});
		if (result.length === 0) return null;
		return result;
	}
	/**
	* {@code findAllSubmatchIndex} is the <a href='#all'>All</a> version of
	* {@link #findSubmatchIndex}; it returns a list of up to {@code n} successive matches of the
	* expression, as defined by the <a href='#all'>All</a> description above.
	*
	* A return value of null indicates no match.
	*/
	findAllSubmatchIndex(s, n) {
		const result = this.allMatches(MachineInput.fromUTF16(s), n);
		if (result.length === 0) return null;
		return result;
	}
};
// src/TranslateRegExpString.js
/**
* Transform JS regex string to RE2 regex string
*/
var TranslateRegExpString = class TranslateRegExpString {
	static isHexadecimal(ch) {
		return "0" <= ch && ch <= "9" || "A" <= ch && ch <= "F" || "a" <= ch && ch <= "f";
	}
	static translate(data) {
		let prefixFlags = "";
		if (Object.prototype.toString.call(data) === "[object RegExp]") {
			if (data.ignoreCase) prefixFlags += "i";
			if (data.multiline) prefixFlags += "m";
			if (data.dotAll) prefixFlags += "s";
			data = data.source;
		}
		if (typeof data !== "string") return data;
		let result = "";
		let changed = false;
		let size = data.length;
		if (size === 0) {
			result = "(?:)";
			changed = true;
		}
		let inCharClass = false;
		let i = 0;
		while (i < size) {
			let ch = data[i];
			if (ch === "\\") {
				if (i + 1 < size) {
					ch = data[i + 1];
					switch (ch) {
						case "\\":
							result += "\\\\";
							i += 2;
							continue;
						case "c":
							if (i + 2 < size) {
								let code = data[i + 2].charCodeAt(0);
								if (code >= 65 && code <= 90 || code >= 97 && code <= 122) {
									let val = code % 32;
									result += "\\x";
									result += (val >> 4).toString(16).toUpperCase();
									result += (val & 15).toString(16).toUpperCase();
									i += 3;
									changed = true;
									continue;
								}
							}
							result += "c";
							i += 2;
							changed = true;
							continue;
						case "u":
							if (i + 2 < size) {
								if (data[i + 2] === "{") {
									let j = i + 3;
									let hasHex = false;
									let closed = false;
									while (j < size) {
										const hexChar = data[j];
										if (hexChar === "}") {
											closed = true;
											break;
										}
										if (!TranslateRegExpString.isHexadecimal(hexChar)) break;
										hasHex = true;
										j++;
									}
									if (closed && hasHex) {
										result += "\\x";
										i += 2;
										changed = true;
										continue;
									}
								} else if (i + 5 < size) {
									let isHex4 = true;
									for (let j = 0; j < 4; j++) if (!TranslateRegExpString.isHexadecimal(data[i + 2 + j])) {
										isHex4 = false;
										break;
									}
									if (isHex4) {
										result += "\\x{" + data.substring(i + 2, i + 6) + "}";
										i += 6;
										changed = true;
										continue;
									}
								}
							}
							result += "u";
							i += 2;
							changed = true;
							continue;
						case "x": {
							let isValidHex = false;
							if (i + 2 < size && data[i + 2] === "{") {
								let j = i + 3;
								let hasHex = false;
								let closed = false;
								while (j < size) {
									const hexChar = data[j];
									if (hexChar === "}") {
										closed = true;
										break;
									}
									if (!TranslateRegExpString.isHexadecimal(hexChar)) break;
									hasHex = true;
									j++;
								}
								if (closed && hasHex) isValidHex = true;
							} else if (i + 3 < size && TranslateRegExpString.isHexadecimal(data[i + 2]) && TranslateRegExpString.isHexadecimal(data[i + 3])) isValidHex = true;
							if (isValidHex) {
								result += "\\x";
								i += 2;
							} else {
								result += "x";
								i += 2;
								changed = true;
							}
							continue;
						}
						case "n":
						case "r":
						case "t":
						case "a":
						case "f":
						case "v":
						case "d":
						case "D":
						case "s":
						case "S":
						case "w":
						case "W":
						case "b":
						case "B":
						case "p":
						case "P":
						case "A":
						case "z":
						case "Q":
						case "E":
						case "0":
						case "1":
						case "2":
						case "3":
						case "4":
						case "5":
						case "6":
						case "7":
							result += "\\" + ch;
							i += 2;
							continue;
						default: {
							let cp = data.codePointAt(i + 1);
							if (cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122) {
								let symSize = Utils.charCount(cp);
								result += data.substring(i + 1, i + 1 + symSize);
								i += symSize + 1;
								changed = true;
							} else {
								result += "\\";
								let symSize = Utils.charCount(cp);
								result += data.substring(i + 1, i + 1 + symSize);
								i += symSize + 1;
							}
							continue;
						}
					}
				}
			} else if (ch === "/") {
				result += "\\/";
				i += 1;
				changed = true;
				continue;
			} else if (ch === "[") {
				if (!inCharClass && data[i + 1] === "]") {
					result += "[^\\x00-\\x{10FFFF}]";
					i += 2;
					changed = true;
					continue;
				}
				if (!inCharClass && data[i + 1] === "^" && data[i + 2] === "]") {
					result += "[\\x00-\\x{10FFFF}]";
					i += 3;
					changed = true;
					continue;
				}
				inCharClass = true;
			} else if (ch === "]") inCharClass = false;
			else if (!inCharClass && ch === "(" && i + 2 < size && data[i + 1] === "?" && data[i + 2] === "<") {
				if (i + 3 < size && !"=!>)".includes(data[i + 3])) {
					result += "(?P<";
					i += 3;
					changed = true;
					continue;
				}
			}
			let cp = data.codePointAt(i);
			let symSize = Utils.charCount(cp);
			result += data.substring(i, i + symSize);
			i += symSize;
		}
		const finalResult = changed ? result : data;
		if (prefixFlags.length > 0) return `(?${prefixFlags})${finalResult}`;
		return finalResult;
	}
};
// src/index.js
const execResult = (m, input) => {
	const result = m.matchArray();
	result.index = m.start(0);
	result.input = input;
	result.groups = m.namedGroupsObject();
	return result;
};
/**
* A compiled representation of an RE2 regular expression
*
* The matching functions take {@code String} arguments instead of the more general Java
* {@code CharSequence} since the latter doesn't provide UTF-16 decoding.
*
*
* @author rsc@google.com (Russ Cox)
* @class
*/
var RE2JS = class RE2JS {
	/**
	* Flag: case insensitive matching.
	*/
	static CASE_INSENSITIVE = PublicFlags.CASE_INSENSITIVE;
	/**
	* Flag: dot ({@code .}) matches all characters, including newline.
	*/
	static DOTALL = PublicFlags.DOTALL;
	/**
	* Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
	* beginning and end of input.
	*/
	static MULTILINE = PublicFlags.MULTILINE;
	/**
	* Flag: Unicode groups (e.g. {@code \p\ Greek\} ) will be syntax errors.
	*/
	static DISABLE_UNICODE_GROUPS = PublicFlags.DISABLE_UNICODE_GROUPS;
	/**
	* Flag: matches longest possible string.
	*/
	static LONGEST_MATCH = PublicFlags.LONGEST_MATCH;
	/**
	* Flag: enable linear-time captureless lookbehinds.
	*/
	static LOOKBEHINDS = PublicFlags.LOOKBEHINDS;
	/**
	* Returns a literal pattern string for the specified string.
	*
	* This method produces a string that can be used to create a <code>RE2JS</code> that would
	* match the string <code>s</code> as if it were a literal pattern.
	*
	* Metacharacters or escape sequences in the input sequence will be given no special meaning.
	*
	* @param {string} str The string to be literalized
	* @returns {string} A literal string replacement
	*/
	static quote(str) {
		return Utils.quoteMeta(str);
	}
	/**
	* Quotes '\' and '$' in {@code str}, so that the returned string could be used in
	* replacement methods as a literal replacement of {@code str}.
	*
	* This is a convenience delegation to {@link Matcher.quoteReplacement}.
	*
	* @param {string} str the string to be quoted
	* @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
	* @returns {string} the quoted string
	*/
	static quoteReplacement(str, javaMode = false) {
		return Matcher.quoteReplacement(str, javaMode);
	}
	/**
	* Translates a given regular expression string to ensure compatibility with RE2JS.
	*
	* This function preprocesses the input regex string by applying necessary transformations,
	* such as escaping special characters (e.g., `/`), converting named capture groups to
	* RE2JS-compatible syntax, and handling Unicode sequences properly. It ensures that the
	* resulting regex is safe and properly formatted before compilation.
	*
	* @param {string|RegExp} expr - The regular expression string to be translated.
	* @returns {string} - The transformed regular expression string, ready for compilation.
	*/
	static translateRegExp(expr) {
		return TranslateRegExpString.translate(expr);
	}
	/**
	* Helper: create new RE2JS with given regex and flags. Flregex is the regex with flags applied.
	* @param {string} regex
	* @param {number} [flags=0]
	* @returns {RE2JS}
	*/
	static compile(regex, flags = 0) {
		Utils.checkPattern(regex);
		Utils.checkFlags(flags);
		let fregex = regex;
		if ((flags & RE2JS.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
		if ((flags & RE2JS.DOTALL) !== 0) fregex = `(?s)${fregex}`;
		if ((flags & RE2JS.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
		let re2Flags = RE2Flags.PERL;
		if ((flags & RE2JS.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= -129;
		if ((flags & RE2JS.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
		const p = new RE2JS(regex, flags);
		p.re2Input = RE2.compileImpl(fregex, re2Flags, (flags & RE2JS.LONGEST_MATCH) !== 0);
		return p;
	}
	/**
	* Matches a string against a regular expression.
	*
	* @param {string} regex the regular expression
	* @param {string|number[]|Uint8Array} input the input
	* @returns {boolean} true if the regular expression matches the entire input
	* @throws RE2JSSyntaxException if the regular expression is malformed
	*/
	static matches(regex, input) {
		return RE2JS.compile(regex).testExact(input);
	}
	/**
	* This is visible for testing.
	* @private
	*/
	static initTest(pattern, flags, re2) {
		if (pattern == null) throw new Error("pattern is null");
		if (re2 == null) throw new Error("re2 is null");
		const p = new RE2JS(pattern, flags);
		p.re2Input = re2;
		return p;
	}
	/**
	*
	* @param {string} pattern
	* @param {number} flags
	*/
	constructor(pattern, flags) {
		this.patternInput = pattern;
		this.flagsInput = flags;
		/** @type {import('./RE2.js').RE2} */
		this.re2Input = null;
	}
	/**
	* Releases memory used by internal caches associated with this pattern. Does not change the
	* observable behaviour. Useful for tests that detect memory leaks via allocation tracking.
	*/
	reset() {
		this.re2Input.reset();
	}
	/**
	* Returns the flags used in the constructor.
	* @returns {number}
	*/
	flags() {
		return this.flagsInput;
	}
	/**
	* Returns the pattern used in the constructor.
	* @returns {string}
	*/
	pattern() {
		return this.patternInput;
	}
	re2() {
		return this.re2Input;
	}
	/**
	* Matches a string against a regular expression.
	*
	* @param {string|number[]|Uint8Array} input the input
	* @returns {boolean} true if the regular expression matches the entire input
	*/
	matches(input) {
		return this.testExact(input);
	}
	/**
	* Creates a new {@code Matcher} matching the pattern against the input.
	*
	* @param {string|number[]|Uint8Array|MatcherInputBase} input the input string
	* @returns {Matcher}
	*/
	matcher(input) {
		if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
		return new Matcher(this, input);
	}
	/**
	* Tests whether the regular expression matches any part of the input string.
	* Performance Note: This method is highly optimized. Because it only returns
	* a boolean and does not extract capture groups, it bypasses the `Matcher` overhead
	* and guarantees execution on the high-speed DFA engine whenever possible.
	*
	* @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
	* @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
	*/
	test(input) {
		if (Utils.isByteArray(input)) return this.re2Input.matchUTF8(input);
		return this.re2Input.match(input);
	}
	/**
	* Tests whether the regular expression matches the ENTIRE input string.
	* * **Performance Note:** This operates identically to `.matches()`, but is significantly
	* faster because it does not request capture group data. By requesting 0 capture groups,
	* it securely routes execution through the DFA fast-path.
	*
	* @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
	* @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
	*/
	testExact(input) {
		const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
		return this.re2Input.executeEngine(machineInput, 0, RE2Flags.ANCHOR_BOTH, 0) !== null;
	}
	/**
	* Executes a search for a match in a specified string.
	* Returns a result array, or null if no match is found.
	* The returned array perfectly mirrors standard JavaScript `RegExpExecArray`,
	* including `.index`, `.input`, and `.groups` properties.
	*
	* @param {string|number[]|Uint8Array} input the input string or byte array
	* @returns {Array|null} the match array with index, input, and groups properties, or null
	*/
	exec(input) {
		const m = this.matcher(input);
		return m.find() ? execResult(m, input) : null;
	}
	/**
	* Splits input around instances of the regular expression. It returns an array giving the strings
	* that occur before, between, and after instances of the regular expression.
	*
	* If {@code limit <= 0}, there is no limit on the size of the returned array. If
	* {@code limit == 0}, empty strings that would occur at the end of the array are omitted. If
	* {@code limit > 0}, at most limit strings are returned. The final string contains the remainder
	* of the input, possibly including additional matches of the pattern.
	*
	* @param {string} input the input string to be split
	* @param {number} [limit=0] the limit
	* @returns {string[]} the split strings
	*/
	split(input, limit = 0) {
		const m = this.matcher(input);
		const result = [];
		let emptiesSkipped = 0;
		let last = 0;
		while (m.find()) {
			if (last === 0 && m.end() === 0) {
				last = m.end();
				continue;
			}
			if (limit > 0 && result.length === limit - 1) break;
			if (last === m.start()) {
				if (limit === 0) {
					emptiesSkipped += 1;
					last = m.end();
					continue;
				}
			} else while (emptiesSkipped > 0) {
				result.push("");
				emptiesSkipped -= 1;
			}
			result.push(m.substring(last, m.start()));
			last = m.end();
		}
		if (limit === 0 && last !== m.inputLength()) {
			while (emptiesSkipped > 0) {
				result.push("");
				emptiesSkipped -= 1;
			}
			result.push(m.substring(last, m.inputLength()));
		}
		if (limit !== 0 || result.length === 0 && !(last === m.inputLength() && last > 0)) result.push(m.substring(last, m.inputLength()));
		return result;
	}
	/**
	* Returns an iterator of all results matching a string against the regular expression,
	* including capturing groups.
	*
	* @param {string|number[]|Uint8Array} input the input string or byte array
	* @returns {IterableIterator<RegExpMatchArray>}
	*/
	*matchAll(input) {
		const m = this.matcher(input);
		while (m.find()) yield execResult(m, input);
	}
	/**
	*
	* @returns {string}
	*/
	toString() {
		return this.patternInput;
	}
	/**
	* Returns the program size of this pattern.
	*
	* <p>
	* Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
	* "cost". Larger numbers are more expensive than smaller numbers.
	* </p>
	*
	* @returns {number} the program size of this pattern
	*/
	programSize() {
		return this.re2Input.numberOfInstructions();
	}
	/**
	* Returns the number of capturing groups in this matcher's pattern. Group zero denotes the entire
	* pattern and is excluded from this count.
	*
	* @returns {number} the number of capturing groups in this pattern
	*/
	groupCount() {
		return this.re2Input.numberOfCapturingGroups();
	}
	/**
	* Return a map of the capturing groups in this matcher's pattern, where key is the name and value
	* is the index of the group in the pattern.
	* @returns {Record<string, number>}
	*/
	namedGroups() {
		return this.re2Input.namedGroups;
	}
	/**
	*
	* @param {*} other
	* @returns {boolean}
	*/
	equals(other) {
		if (this === other) return true;
		if (other === null || this.constructor !== other.constructor) return false;
		return this.flagsInput === other.flagsInput && this.patternInput === other.patternInput;
	}
};

/**
 * Unicode property escapes (`\p{…}`, `\P{…}`) as the running engine reads them. refa carries
 * tables of its own Unicode version, older than Node's (`process.versions.unicode`): refa
 * 0.12.1's `\p{L}` lacks thousands of letters V8 has, and it refuses `\p{Script=Garay}`. The
 * automata are built on the pattern with each escape written out as the code point ranges V8
 * matches, computed once a property by scanning every code point with V8 itself.
 */
const MAX_CODE_POINT = 0x10ffff;
/** Every code point once, in order, split where UTF-16 lengths change and lone surrogates would pair. */
const PARTS = [
    { from: 0, to: 0xd7ff, width: 1 },
    { from: 0xd800, to: 0xdbff, width: 1 },
    { from: 0xdc00, to: 0xdfff, width: 1 },
    { from: 0xe000, to: 0xffff, width: 1 },
    { from: 0x10000, to: MAX_CODE_POINT, width: 2 },
];
let texts;
const properties = new Map();
/** The code points V8 (`u`) matches with `\p{body}`, as sorted, merged ranges. Throws what V8 throws on an unknown property. */
function propertyRanges(body) {
    const known = properties.get(body);
    if (known)
        return known;
    const run = new RegExp(`\\p{${body}}+`, 'gu');
    texts ??= PARTS.map(({ from, to }) => codePointsText(from, to));
    const found = [];
    PARTS.forEach(({ from, width }, i) => {
        for (const match of texts[i].matchAll(run)) {
            const start = from + match.index / width;
            const end = start + match[0].length / width - 1;
            const last = found.at(-1);
            if (last && last[1] + 1 === start)
                last[1] = end;
            else
                found.push([start, end]);
        }
    });
    properties.set(body, found);
    return found;
}
function codePointsText(from, to) {
    const chunks = [];
    for (let start = from; start <= to; start += 4096) {
        const points = Array.from({ length: Math.min(4096, to - start + 1) }, (_, i) => start + i);
        chunks.push(start >= 0xd800 && start <= 0xdfff ? String.fromCharCode(...points) : String.fromCodePoint(...points));
    }
    return chunks.join('');
}
/**
 * The pattern (`u` flag: classes do not nest) with every `\p{…}` and `\P{…}` written out by
 * propertyClass. Undefined when one cannot be (the pattern is then invalid anyway). Throws
 * PropertiesOverdue when `overdue` says so before a property not read yet.
 */
function withEngineProperties(pattern, overdue = () => false) {
    if (!pattern.includes('\\p{') && !pattern.includes('\\P{'))
        return pattern;
    let out = '';
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            const escape = propertyEscapeAt(pattern, i);
            if (escape) {
                // A property not seen yet costs a scan of the code space (about 0.1 s): the run's clock is looked at first.
                if (!properties.has(escape.body) && overdue())
                    throw new PropertiesOverdue();
                const written = propertyClass(escape.body, escape.negated, inClass);
                if (written === undefined)
                    return undefined;
                out += written;
                i += escape.length - 1;
                continue;
            }
            out += c + (pattern[i + 1] ?? '');
            i++;
            continue;
        }
        if (c === '[' && !inClass)
            inClass = true;
        else if (c === ']' && inClass)
            inClass = false;
        out += c;
    }
    return out;
}
/** The `\p{body}` or `\P{body}` that starts at `i` (its backslash), if one does. */
function propertyEscapeAt(pattern, i) {
    const escape = /^\\([pP])\{([^}]{1,100})\}/.exec(pattern.slice(i, i + 104));
    return escape ? { body: escape[2], negated: escape[1] === 'P', length: escape[0].length } : undefined;
}
/**
 * `\p{body}` (`\P{body}` when negated) as V8 matches it, in code point escapes (`\u{…}`, which
 * refa and RE2's translation both read): a class of its own outside a class, the ranges alone
 * inside one. Undefined for a property V8 does not know, or a set left empty (`[]` is read
 * differently by RE2).
 */
function propertyClass(body, negated, inClass) {
    let ranges;
    try {
        ranges = propertyRanges(body);
    }
    catch {
        return undefined;
    }
    const set = negated ? complement(ranges) : ranges;
    if (set.length === 0 || ranges.length === 0)
        return undefined;
    return inClass ? classBody(set) : `[${classBody(set)}]`;
}
/** The run's clock ran out before every property of a pattern was read. */
class PropertiesOverdue extends Error {
}
function classBody(ranges) {
    const hex = (point) => `\\u{${point.toString(16)}}`;
    return ranges.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
}
function complement(ranges) {
    const out = [];
    let next = 0;
    for (const [from, to] of ranges) {
        if (from > next)
            out.push([next, from - 1]);
        next = to + 1;
    }
    if (next <= MAX_CODE_POINT)
        out.push([next, MAX_CODE_POINT]);
    return out;
}

/** The longest text a backtracking-only pattern is run on (the worker's deadline bounds its time). */
const BACKTRACKING_SAFE_LENGTH = 16;
/** ECMAScript's `\s` (WhiteSpace and LineTerminator), which RE2's ASCII `\s` lacks. */
const ES_SPACE = '\\t\\n\\v\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}';
/** ECMAScript's `.` without the `s` flag: anything but a line terminator. */
const ES_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
const compiled = new Map();
const CACHE_LIMIT = 10_000;
/** The pattern compiled once; undefined when it is not a valid ECMAScript pattern (as ajv reads it, with `u`). */
function compilePattern(pattern) {
    let entry = compiled.get(pattern);
    if (entry === undefined) {
        entry = build(pattern);
        if (compiled.size >= CACHE_LIMIT)
            compiled.clear();
        compiled.set(pattern, entry);
    }
    return entry ?? undefined;
}
/** Can the pattern run on text of any length (RE2 reads it)? */
function isLinear(pattern) {
    return compilePattern(pattern)?.linear === true;
}
/** Does the text match the pattern? False for an invalid pattern; undefined when undecidable. */
function patternTest(pattern, text) {
    const compiledPattern = compilePattern(pattern);
    return compiledPattern ? compiledPattern.test(text) : false;
}
/** Does each text match? One call for many texts: a backtracking-only pattern costs one round trip to its worker. */
function patternTestAll(pattern, texts) {
    const compiledPattern = compilePattern(pattern);
    return compiledPattern ? compiledPattern.testAll(texts) : texts.map(() => false);
}
function build(pattern) {
    try {
        // Compiling is not matching: V8 parses in linear time. Only the validity is asked here.
        new RegExp(pattern, 'u');
    }
    catch {
        return null;
    }
    const linear = linearEngine(pattern);
    if (linear)
        return { test: (text) => linear.test(text), testAll: (texts) => texts.map((text) => linear.test(text)), linear: true };
    const testAll = (texts) => {
        const short = texts.filter((text) => text.length <= BACKTRACKING_SAFE_LENGTH);
        const answers = backtrackingTest(pattern, short);
        let next = 0;
        return texts.map((text) => (text.length <= BACKTRACKING_SAFE_LENGTH ? answers?.[next++] : undefined));
    };
    return { test: (text) => testAll([text])[0], testAll, linear: false };
}
function linearEngine(pattern) {
    const rewritten = toRe2(pattern);
    if (rewritten === undefined)
        return undefined;
    try {
        return RE2JS.compile(RE2JS.translateRegExp(rewritten));
    }
    catch {
        return undefined;
    }
}
/**
 * The pattern in RE2's terms where its meaning carries over exactly, else undefined. Rewrites
 * what differs between the two (`.`, `\s`, `\S`, surrogate-pair escapes, property escapes); refuses what RE2 has
 * no linear form for (back-references, look-around) and what it reads differently (`[]`, `[^]`,
 * `[[:…:]]`, `[\b]`, modifier groups such as `(?s:…)`, whose `.` the rewrite would not follow).
 */
function toRe2(pattern) {
    if (/\(\?<?[=!]/.test(pattern))
        return undefined;
    let out = '';
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            const next = pattern[i + 1] ?? '';
            if (/[1-9k]/.test(next))
                return undefined;
            if (next === 'b' && inClass)
                return undefined;
            if (next === 'u') {
                const pair = /^\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})/i.exec(pattern.slice(i));
                if (pair) {
                    const point = 0x10000 + ((parseInt(pair[1], 16) - 0xd800) << 10) + (parseInt(pair[2], 16) - 0xdc00);
                    out += `\\u{${point.toString(16)}}`;
                    i += pair[0].length - 1;
                    continue;
                }
            }
            const property = next === 'p' || next === 'P' ? propertyEscapeAt(pattern, i) : undefined;
            if (property) {
                // Written out from V8's own tables: RE2's are of another Unicode version, and lack scripts (`\p{Script=Latin}`).
                const written = propertyClass(property.body, property.negated, inClass);
                if (written === undefined)
                    return undefined;
                out += written;
                i += property.length - 1;
                continue;
            }
            if (next === 's') {
                out += inClass ? ES_SPACE : `[${ES_SPACE}]`;
                i++;
                continue;
            }
            if (next === 'S') {
                if (inClass)
                    return undefined;
                out += `[^${ES_SPACE}]`;
                i++;
                continue;
            }
            out += c + next;
            i++;
            continue;
        }
        if (inClass) {
            if (c === '[' && pattern[i + 1] === ':')
                return undefined;
            if (c === ']')
                inClass = false;
            out += c;
            continue;
        }
        if (c === '(' && /^\(\?[-ims]+:/.test(pattern.slice(i)))
            return undefined;
        if (c === '[') {
            const start = pattern[i + 1] === '^' ? i + 2 : i + 1;
            if (pattern[start] === ']')
                return undefined;
            inClass = true;
            out += pattern.slice(i, start);
            i = start - 1;
            continue;
        }
        out += c === '.' ? ES_DOT : c;
    }
    return out;
}

// Server schemas carry unknown keywords and formats: compile leniently, never load a remote $ref.
// ownProperties: a property named "constructor" or "__proto__" is data, not the prototype's member.
const LENIENT_OPTIONS = { strict: false, validateFormats: false, allErrors: true, loadSchema: undefined, ownProperties: true };
const dialects = {};
/** For yes/no questions (a witness): the first error ends validation, which matters on deep unions. */
const firstErrorDialects = {};
/** A server pattern that could not be matched safely (see ./patterns.ts): the validation has no verdict. */
class PatternUndecided extends Error {
}
/** ajv's RegExp engine for server schemas: linear-time matching, never a long backtrack. */
const safeRegExp = Object.assign((pattern) => {
    const compiled = compilePattern(pattern);
    if (!compiled)
        throw new SyntaxError(`Invalid regular expression: /${pattern}/`);
    return {
        // ajv keys its compiled patterns by this text: one per pattern.
        toString: () => `/${pattern}/u`,
        test(text) {
            const matched = compiled.test(text);
            if (matched === undefined)
                throw new PatternUndecided(undecidedWhy(pattern, text));
            return matched;
        },
    };
}, { code: 'safeRegExp' });
function undecidedWhy(pattern, text) {
    const quoted = JSON.stringify(pattern).slice(0, 200);
    const refusal = backtrackingRefusal(pattern);
    if (refusal !== undefined)
        return `pattern ${quoted} ${refusal}`;
    return `pattern ${quoted} was not run on ${text.length} characters: it needs backtracking`;
}
/** How validateAgainst says a pattern could not be run: the value is not checked, neither valid nor invalid. */
const NOT_CHECKED = '/: not checked: ';
/** The reason when validateAgainst's violations only say a pattern could not be run; undefined otherwise. */
function notChecked(violations) {
    return violations.length === 1 && violations[0].startsWith(NOT_CHECKED) ? violations[0].slice(NOT_CHECKED.length) : undefined;
}
/** A schema's dialect: 2020-12 unless `$schema` says draft-07 (or older) or 2019-09. */
function dialectOf(schema) {
    const declared = typeof schema?.$schema === 'string' ? schema.$schema : '';
    // Undeclared, but written in draft-07 forms (tuple `items`, `additionalItems`): read as draft-07, as servers mean it.
    if (/draft-0[3-7]/.test(declared) || (!declared && usesDraft07Forms(schema)))
        return 'draft07';
    return declared.includes('2019-09') ? 'draft2019' : 'draft2020';
}
/** The ajv instance for a schema's dialect. */
function ajvFor(schema, allErrors = true) {
    const cache = allErrors ? dialects : firstErrorDialects;
    // Witness checks compile each changed schema once to ask one yes/no question: skip the
    // meta-schema pass (validity is checked on its own) and so the meta-schemas themselves (a
    // remote $ref, one to a meta-schema included, never reaches ajv), code optimisation and error
    // messages. References stay calls (inlineRefs: false): a shared definition is compiled once
    // (./shared-definitions.ts).
    const options = allErrors
        ? { ...LENIENT_OPTIONS, code: { regExp: safeRegExp } }
        : { ...LENIENT_OPTIONS, allErrors, validateSchema: false, meta: false, messages: false, inlineRefs: false, code: { optimize: false, regExp: safeRegExp } };
    const dialect = dialectOf(schema);
    if (dialect === 'draft07')
        return (cache.draft07 ??= new ajvExports.Ajv(options));
    if (dialect === 'draft2019')
        return (cache.draft2019 ??= new _2019Exports.Ajv2019(options));
    return (cache.draft2020 ??= new _2020Exports.Ajv2020(options));
}
function usesDraft07Forms(node, depth = 0) {
    if (depth > 64 || node === null || typeof node !== 'object')
        return false;
    if (Array.isArray(node))
        return node.some((item) => usesDraft07Forms(item, depth + 1));
    const object = node;
    if (Array.isArray(object.items) || 'additionalItems' in object)
        return true;
    return Object.entries(object).some(([key, child]) => key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples' && usesDraft07Forms(child, depth + 1));
}
/**
 * Compiles a schema prepared for ajv and drops it from ajv's cache at once: the function stays
 * usable, and ajv caches compiled schemas by object, which would keep every schema of a run.
 * Throws what compile throws.
 */
function compileForgotten(ajv, prepared) {
    try {
        return ajv.compile(prepared);
    }
    finally {
        ajv.removeSchema(prepared);
    }
}
/** The schema as ajv gets it: dialect chosen already, no root $id to register, no remote $ref to load. */
function forAjv(schema) {
    return withoutRootIdentity(withoutRemoteRefs(schema, undefined, schema));
}
/**
 * forAjv for questions about values whose objects have only the property `names`: subschemas
 * keyed by any other property name are left out, as they take no part in validating such a
 * value (half of a witness check's compile). Nothing is left out when a `$ref` points into
 * such a keyword, and no subtree that declares an `$id` or an anchor is.
 */
function forAjvAbout(schema, names) {
    const refs = collectRefs(schema, [], ['$ref', '$dynamicRef']);
    const intoNamed = refs.some((ref) => ref.startsWith('#/') && ref.split('/').some((segment) => BY_PROPERTY_NAME.has(decodedSegment(segment))));
    return withoutRootIdentity(withoutRemoteRefs(schema, intoNamed ? undefined : names, schema));
}
function decodedSegment(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return segment;
    }
}
function withoutRootIdentity(schema) {
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    return rest;
}
/** Keywords whose members are keyed by a property name: an instance without that name never meets them. */
const BY_PROPERTY_NAME = new Set(['properties', 'dependentSchemas', 'dependentRequired', 'dependencies']);
/** Keys that give a subtree a name a `$ref` can reach without a path. */
const IDENTITY_KEYS = new Set(['$id', 'id', '$anchor', '$dynamicAnchor', '$recursiveAnchor']);
/** Every property name of every object inside a value. */
function propertyNamesIn(value, names = new Set(), depth = 0) {
    if (depth > 256 || value === null || typeof value !== 'object')
        return names;
    if (Array.isArray(value))
        value.forEach((item) => propertyNamesIn(item, names, depth + 1));
    else
        for (const [key, child] of Object.entries(value)) {
            names.add(key);
            propertyNamesIn(child, names, depth + 1);
        }
    return names;
}
function declaresIdentity(node, depth = 0) {
    if (depth > 256)
        return true;
    if (node === null || typeof node !== 'object')
        return false;
    if (Array.isArray(node))
        return node.some((item) => declaresIdentity(item, depth + 1));
    return Object.entries(node).some(([key, child]) => IDENTITY_KEYS.has(key) || (!DATA_KEYWORDS.has(key) && declaresIdentity(child, depth + 1)));
}
/** Draft-04 boolean exclusive bounds in the draft-06 form ajv reads: `{minimum: 0, exclusiveMinimum: true}` is `{exclusiveMinimum: 0}`. */
function draft04Bounds(node) {
    if (typeof node.exclusiveMinimum !== 'boolean' && typeof node.exclusiveMaximum !== 'boolean')
        return node;
    const out = { ...node };
    for (const [bound, exclusive] of [
        ['minimum', 'exclusiveMinimum'],
        ['maximum', 'exclusiveMaximum'],
    ]) {
        if (typeof out[exclusive] !== 'boolean')
            continue;
        if (out[exclusive] === true && typeof out[bound] === 'number') {
            out[exclusive] = out[bound];
            delete out[bound];
        }
        else
            delete out[exclusive];
    }
    return out;
}
/**
 * A remote `$ref` is reported by its own rule and never loaded: compile as if it were absent.
 * A local one that starts a chain of pure references points at the chain's end (ajv would
 * recurse once per link). Draft-04 bounds are rewritten. With `keep`, members of keywords keyed by property name are
 * kept only for those names (see forAjvAbout). Copied only where something changes: a subtree
 * with nothing to rewrite is returned as it is (most schemas have nothing).
 */
function withoutRemoteRefs(value, keep, root) {
    if (Array.isArray(value)) {
        const items = value.map((item) => withoutRemoteRefs(item, keep, root));
        return items.some((item, i) => item !== value[i]) ? items : value;
    }
    if (value === null || typeof value !== 'object')
        return value;
    const out = {};
    let changed = false;
    for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && !isDocumentRef(root, child)) {
            changed = true;
            continue;
        }
        const copy = key === '$ref' && typeof child === 'string'
            ? isLocalRef(child)
                ? refChainEnd(root, child)
                : child
            : DATA_KEYWORDS.has(key)
                ? child
                : keep && BY_PROPERTY_NAME.has(key) && isSchemaObject(child)
                    ? keptMembers(child, keep, root)
                    : withoutRemoteRefs(child, keep, root);
        changed ||= copy !== child;
        // Own data properties, even `__proto__`: a schema property may be named that.
        if (key === '__proto__')
            setOwn(out, key, copy);
        else
            out[key] = copy;
    }
    return draft04Bounds(changed ? out : value);
}
function keptMembers(members, keep, root) {
    const out = {};
    for (const [name, child] of Object.entries(members))
        if (keep.has(name) || declaresIdentity(child))
            setOwn(out, name, withoutRemoteRefs(child, keep, root));
    return out;
}
/** Validates data against a server schema in its dialect; each violation as "pointer: message". Undefined when the schema does not compile. */
function validateAgainst(schema, data) {
    if (typeof schema === 'boolean')
        return schema ? [] : ['/: the schema is false: nothing is valid'];
    if (schema === null || typeof schema !== 'object')
        return undefined;
    try {
        const check = compileForgotten(ajvFor(schema), forAjv(schema));
        const valid = check(data);
        return valid ? [] : (check.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? error.keyword}`);
    }
    catch (error) {
        if (error instanceof PatternUndecided)
            return [`${NOT_CHECKED}${error.message}`];
        return undefined;
    }
}
/**
 * What compiling would reject, without generating code for every schema: ajv's meta-schema
 * validation in the schema's dialect, every `pattern` and `patternProperties` key as the
 * Unicode RegExp ajv builds, and every local `$ref` resolvable. About a hundred times faster
 * than compile on thousands of schemas; a test keeps it in step with checkSchemaCompiles.
 */
function checkSchemaValid(schema) {
    if (typeof schema === 'boolean')
        return undefined;
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema))
        return 'a schema must be an object or a boolean';
    const rest = forAjv(schema);
    const errors = metaSchemaErrors(schema, rest);
    if (errors)
        return oneLine(`schema is invalid: ${ajvFor(schema).errorsText(errors)}`, 200);
    return badRegex(rest) ?? unresolvedRef(rest);
}
/** What the meta-schema of `schema`'s dialect says of `rest`: the build's precompiled check, as ajv.validateSchema would. */
function metaSchemaErrors(schema, rest) {
    const validateMeta = precompiled[dialectOf(schema)];
    if (!validateMeta) {
        const ajv = ajvFor(schema);
        return ajv.validateSchema(rest) ? undefined : (ajv.errors ?? []);
    }
    return validateMeta(rest) ? undefined : (validateMeta.errors ?? []);
}
function badRegex(node) {
    if (Array.isArray(node))
        return node.map(badRegex).find(Boolean);
    if (node === null || typeof node !== 'object')
        return undefined;
    const object = node;
    const patterns = [
        typeof object.pattern === 'string' ? object.pattern : undefined,
        ...(object.patternProperties && typeof object.patternProperties === 'object' ? Object.keys(object.patternProperties) : []),
    ];
    for (const pattern of patterns) {
        if (pattern === undefined)
            continue;
        try {
            new RegExp(pattern, 'u');
        }
        catch (error) {
            return oneLine(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${error.message}`, 200);
        }
    }
    for (const [key, child] of Object.entries(object)) {
        if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples')
            continue;
        const problem = badRegex(child);
        if (problem)
            return problem;
    }
    return undefined;
}
function unresolvedRef(root) {
    // JSON-pointer refs only: anchors are left to compile.
    const missing = collectRefs(root).find((ref) => ref.startsWith('#/') && resolveLocalRef(root, ref) === undefined);
    return missing === undefined ? undefined : `can't resolve reference ${missing}`;
}

export { BACKTRACKING_SAFE_LENGTH as B, COLLECTIONS as C, DEFAULT_CACHE_SCOPE as D, HANDSHAKE_REVISIONS as H, LISTS as L, MAP_OF_SUBSCHEMAS as M, PatternUndecided as P, RELEASED_REVISIONS as R, STATELESS_REVISIONS as S, _2020Exports as _, validatorsExports as a, CONTRACT_FORMAT as b, CONTRACT_FORMAT_VERSION as c, checkSchemaValid as d, eraOf as e, isSchemaObject as f, propertyNamesIn as g, forAjvAbout as h, isObjectRoot as i, forAjv as j, ajvFor as k, compileForgotten as l, PropertiesOverdue as m, notChecked as n, patternTestAll as o, pointerSegment as p, childSchemas as q, patternTest as r, isLinear as s, SINGLE_SUBSCHEMA as t, LIST_OF_SUBSCHEMAS as u, validateAgainst as v, withEngineProperties as w };
