import { r as requireAjv, a as requireDraft7 } from './ajv.js';
import { d as requireDynamic, e as requireNext, f as requireUnevaluated, g as precompiled, _ as _2020Exports, i as isSchemaObject } from './validators.js';
import { k as requireValidate, a as requireCodegen, l as requireValidation_error, m as requireRef_error, n as requireCore, o as requireDiscriminator } from './index2.js';
import { o as oneLine, s as setOwn } from './canonical.js';

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

var ajvExports = /*@__PURE__*/ requireAjv();

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
const properties$6 = {
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
	properties: properties$6
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
const properties$5 = {
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
	properties: properties$5,
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
const properties$4 = {
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
	properties: properties$4
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
const properties$3 = {
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
	properties: properties$3
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
const properties$2 = {
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
	properties: properties$2
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
const properties$1 = {
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
	properties: properties$1
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
const properties = {
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
	properties: properties,
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
		const core_1 = /*@__PURE__*/ requireCore();
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

// Server schemas carry unknown keywords and formats: compile leniently, never load a remote $ref.
// ownProperties: a property named "constructor" or "__proto__" is data, not the prototype's member.
const LENIENT_OPTIONS = { strict: false, validateFormats: false, allErrors: true, loadSchema: undefined, ownProperties: true };
const dialects = {};
/** For yes/no questions (a witness): the first error ends validation, which matters on deep unions. */
const firstErrorDialects = {};
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
    const options = allErrors ? LENIENT_OPTIONS : { ...LENIENT_OPTIONS, allErrors, validateSchema: false, meta: false, messages: false, inlineRefs: false, code: { optimize: false } };
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
    return withoutRootIdentity(withoutRemoteRefs(schema, undefined));
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
    return withoutRootIdentity(withoutRemoteRefs(schema, intoNamed ? undefined : names));
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
 * Draft-04 bounds are rewritten. With `keep`, members of keywords keyed by property name are
 * kept only for those names (see forAjvAbout). Copied only where something changes: a subtree
 * with nothing to rewrite is returned as it is (most schemas have nothing).
 */
function withoutRemoteRefs(value, keep) {
    if (Array.isArray(value)) {
        const items = value.map((item) => withoutRemoteRefs(item, keep));
        return items.some((item, i) => item !== value[i]) ? items : value;
    }
    if (value === null || typeof value !== 'object')
        return value;
    const out = {};
    let changed = false;
    for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && !isLocalRef(child)) {
            changed = true;
            continue;
        }
        const copy = DATA_KEYWORDS.has(key) ? child : keep && BY_PROPERTY_NAME.has(key) && isSchemaObject(child) ? keptMembers(child, keep) : withoutRemoteRefs(child, keep);
        changed ||= copy !== child;
        // Own data properties, even `__proto__`: a schema property may be named that.
        if (key === '__proto__')
            setOwn(out, key, copy);
        else
            out[key] = copy;
    }
    return draft04Bounds(changed ? out : value);
}
function keptMembers(members, keep) {
    const out = {};
    for (const [name, child] of Object.entries(members))
        if (keep.has(name) || declaresIdentity(child))
            setOwn(out, name, withoutRemoteRefs(child, keep));
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
    catch {
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

export { DATA_KEYWORDS as D, forAjv as a, ajvFor as b, collectRefs as c, compileForgotten as d, checkSchemaValid as e, forAjvAbout as f, isLocalRef as i, propertyNamesIn as p, resolveLocalRef as r, validateAgainst as v };
