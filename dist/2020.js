import { r as requireNames, a as requireCodegen, b as requireCompile, c as requireRef, d as requireUtil, e as requireDependencies, f as requireCore, g as requireValidation, h as requireFormat, i as requireMetadata, j as requireApplicator, k as requireValidate, l as requireValidation_error, m as requireRef_error, n as requireCore$1, o as requireDiscriminator } from './index2.js';

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
/** Escapes one JSON pointer segment (RFC 6901). */
function pointerSegment(segment) {
    return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

const ENTITY_RULES = [
    { id: 'tool-added', level: 'effect-relevant', applies: 'tool', reason: 'a new tool is a new capability: a host must approve it, it is not enabled by itself' },
    { id: 'tool-removed', level: 'breaking', applies: 'tool', reason: 'callers of the tool fail (a rename is a removal plus an addition)' },
    { id: 'resource-added', level: 'effect-relevant', applies: 'resource', reason: 'a new resource is new context a host may expose to a model' },
    { id: 'resource-removed', level: 'breaking', applies: 'resource', reason: 'readers of the URI fail (the URI is the identity)' },
    { id: 'resource-template-added', level: 'effect-relevant', applies: 'resource template', reason: 'a new template opens new URIs to read' },
    { id: 'resource-template-removed', level: 'breaking', applies: 'resource template', reason: 'URIs built from the template no longer resolve' },
    { id: 'prompt-added', level: 'effect-relevant', applies: 'prompt', reason: 'a new prompt is new text a host may offer to users and models' },
    { id: 'prompt-removed', level: 'breaking', applies: 'prompt', reason: 'callers of the prompt fail' },
    { id: 'title-changed', level: 'cosmetic', applies: 'tool, resource, template, prompt, server', reason: 'human-facing text only' },
    { id: 'description-changed', level: 'cosmetic', applies: 'tool, resource, template, prompt, argument, schema', reason: 'human-facing text only, and no instruction-like content was gained' },
    {
        id: 'description-poisoned',
        level: 'effect-relevant',
        applies: 'title or description anywhere',
        reason: 'the text gained instruction-like content a model may obey (hidden tags, "ignore previous", secrets, zero-width or bidi characters, directives to call tools or hide things)',
    },
    { id: 'icons-changed', level: 'cosmetic', applies: 'tool, resource, template, prompt, server', reason: 'presentation only' },
    { id: 'tool-read-only-hint-changed', level: 'effect-relevant', applies: 'tool', reason: 'hosts may auto-approve read-only tools: the approval policy changes in either direction' },
    { id: 'tool-destructive-hint-changed', level: 'effect-relevant', applies: 'tool', reason: 'hosts confirm destructive tools: the approval policy changes in either direction' },
    { id: 'tool-idempotent-hint-changed', level: 'effect-relevant', applies: 'tool', reason: 'hosts retry idempotent tools: retry safety changes' },
    { id: 'tool-open-world-hint-changed', level: 'effect-relevant', applies: 'tool', reason: 'whether the tool reaches outside systems changes' },
    { id: 'tool-annotation-title-changed', level: 'cosmetic', applies: 'tool', reason: 'human-facing text only' },
    { id: 'tool-task-support-changed', level: 'effect-relevant', applies: 'tool', reason: 'how the tool may be run (as a task or not) changes, and every way that worked still works' },
    { id: 'tool-task-support-narrowed', level: 'breaking', applies: 'tool', reason: 'a way of calling the tool that worked (as a task, or plainly) is refused now' },
    { id: 'tool-output-schema-added', level: 'effect-relevant', applies: 'tool', reason: 'the tool now promises structured output; nothing breaks, consumers may start to rely on it' },
    { id: 'tool-output-schema-removed', level: 'breaking', applies: 'tool', reason: 'consumers of the structured output lose its promise' },
    { id: 'resource-mime-type-changed', level: 'effect-relevant', applies: 'resource, template', reason: 'readers decode content by its MIME type' },
    { id: 'resource-name-changed', level: 'cosmetic', applies: 'resource, template', reason: 'the URI is the identity; the name is a label' },
    { id: 'resource-size-changed', level: 'cosmetic', applies: 'resource', reason: 'an informational size hint' },
    { id: 'resource-annotations-changed', level: 'effect-relevant', applies: 'resource, template', reason: 'audience and priority steer what a host shows a model' },
    { id: 'prompt-argument-added', level: 'effect-relevant', applies: 'prompt argument', reason: 'an optional argument: existing calls still work, the prompt can do more' },
    { id: 'prompt-argument-added-required', level: 'breaking', applies: 'prompt argument', reason: 'existing calls omit it' },
    { id: 'prompt-argument-removed', level: 'breaking', applies: 'prompt argument', reason: 'calls that pass it may be rejected, and their intent is lost' },
    { id: 'prompt-argument-made-required', level: 'breaking', applies: 'prompt argument', reason: 'calls that omit it fail' },
    { id: 'prompt-argument-made-optional', level: 'effect-relevant', applies: 'prompt argument', reason: 'calls still work; behaviour without it is new' },
    { id: 'list-now-unsupported', level: 'breaking', applies: 'server list method', reason: 'a list the server answered is now "method not found": hosts that read it fail' },
    { id: 'list-now-supported', level: 'effect-relevant', applies: 'server list method', reason: 'a list that answered "method not found" now answers: new things may be listed' },
    { id: 'capability-added', level: 'effect-relevant', applies: 'server capability', reason: 'the server offers a new feature a host may enable' },
    { id: 'capability-removed', level: 'breaking', applies: 'server capability', reason: 'hosts relying on the capability or sub-capability lose it' },
    { id: 'capability-changed', level: 'effect-relevant', applies: 'server capability', reason: 'the settings of a capability changed' },
    { id: 'client-capabilities-changed', level: 'effect-relevant', applies: 'gate configuration', reason: 'the gate declared other client capabilities, and servers vary their lists by them' },
    { id: 'protocol-revision-changed', level: 'effect-relevant', applies: 'protocol', reason: 'the negotiated revision changes which messages and fields apply' },
    {
        id: 'protocol-revision-dropped',
        level: 'breaking',
        applies: 'protocol-version matrix',
        reason: 'a revision the server accepted is now rejected or answered wrongly: hosts that speak only it fail',
    },
    {
        id: 'protocol-matrix-changed',
        level: 'effect-relevant',
        applies: 'protocol-version matrix',
        reason: 'how the server answers a proposed revision changed (newly accepted, another revision selected)',
    },
    { id: 'protocol-era-changed', level: 'effect-relevant', applies: 'protocol', reason: 'the server moved between the handshake and the stateless era' },
    { id: 'server-name-changed', level: 'effect-relevant', applies: 'server', reason: 'hosts key configuration and trust by server name' },
    { id: 'server-version-changed', level: 'cosmetic', applies: 'server', reason: 'a version string, informational' },
    { id: 'server-info-changed', level: 'cosmetic', applies: 'server', reason: 'descriptive server metadata (website, description)' },
    { id: 'instructions-changed', level: 'cosmetic', applies: 'server instructions', reason: 'reworded, and no instruction-like content was gained' },
    { id: 'instructions-poisoned', level: 'effect-relevant', applies: 'server instructions', reason: 'the instructions gained content that steers a model toward secrets, other tools or hiding things' },
    { id: 'field-changed-unclassified', level: 'effect-relevant', applies: 'any field no rule covers', reason: 'the engine cannot prove the change harmless, so it is not cosmetic' },
];
/**
 * Facts of the schema comparison; each becomes `input-<fact>` and `output-<fact>`. The
 * comparison reads the canonical form (src/jsonschema/canonical.ts), so a fact is about what
 * is valid, not about how it is written. A breaking fact is only reported with a witness that
 * ajv confirms; without one it is reported as `undecided`.
 */
const SCHEMA_FACT_TABLE = [
    { fact: 'type-narrowed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'values of a type that was valid are not (integer-only counts as narrowing number)' },
    { fact: 'type-widened', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'values of a new type are valid' },
    { fact: 'enum-value-removed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a listed value (enum or const) is no longer valid' },
    { fact: 'enum-value-added', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'a new listed value is valid, and consumers may not handle it' },
    { fact: 'enum-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'only listed values are valid now' },
    { fact: 'enum-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'values beyond the old list are valid now' },
    { fact: 'required-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a property must be present' },
    { fact: 'required-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'a property may be absent' },
    {
        fact: 'property-added',
        effect: 'extends',
        input: 'effect-relevant',
        output: 'effect-relevant',
        reason: 'a new optional property: existing calls and consumers keep working',
        asymmetry: 'none: neither direction breaks (on an open object the set of valid values narrows, but no caller sent the new property)',
    },
    {
        fact: 'property-removed',
        effect: 'widens',
        input: 'effect-relevant',
        output: 'breaking',
        reason: "a property is no longer described: a caller's value is ignored; a consumer may get any value under the name",
        asymmetry: 'its inverse, property-added, breaks neither direction: no caller sent the new property and no consumer read it',
    },
    {
        fact: 'closed-property-removed',
        effect: 'narrows',
        input: 'breaking',
        output: 'effect-relevant',
        reason: 'removed from a closed object: sending it now fails; a consumer that coped with it being optional keeps working',
        asymmetry: 'its mirror, a property added to a closed object, is property-added: no caller sent it and no consumer read it',
    },
    { fact: 'additional-properties-closed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'unknown properties are rejected now' },
    { fact: 'additional-properties-opened', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'unknown properties are allowed now' },
    { fact: 'bound-tightened', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a length, size, number bound or multipleOf is stricter' },
    { fact: 'bound-relaxed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'a length, size, number bound or multipleOf is looser' },
    { fact: 'pattern-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'strings must match a pattern' },
    { fact: 'pattern-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'strings need not match a pattern' },
    { fact: 'pattern-changed', effect: 'both', input: 'breaking', output: 'breaking', reason: 'strings must match another pattern' },
    { fact: 'variant-added', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'an anyOf/oneOf alternative no old one covers was added' },
    { fact: 'variant-removed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'an anyOf/oneOf alternative no new one covers was removed' },
    { fact: 'constraint-added', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a constraint (uniqueItems, dependentRequired, patternProperties, ...) was added' },
    { fact: 'constraint-removed', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'a constraint was removed' },
    { fact: 'format-changed', effect: 'meaning', input: 'effect-relevant', output: 'effect-relevant', reason: 'a format was added, removed or changed: validators may or may not assert it' },
    {
        fact: 'read-only-changed',
        effect: 'meaning',
        input: 'effect-relevant',
        output: 'cosmetic',
        reason: 'readOnly on an input: values sent are ignored or refused; on an output it only describes',
        asymmetry: 'readOnly concerns what a caller sends',
    },
    {
        fact: 'write-only-changed',
        effect: 'meaning',
        input: 'cosmetic',
        output: 'effect-relevant',
        reason: 'writeOnly on an output: the value will not be returned; on an input it only describes',
        asymmetry: 'writeOnly concerns what a consumer reads',
    },
    { fact: 'deprecated-changed', effect: 'meaning', input: 'effect-relevant', output: 'effect-relevant', reason: 'a deprecation tells callers and consumers to stop relying on the value' },
    { fact: 'content-changed', effect: 'meaning', input: 'effect-relevant', output: 'effect-relevant', reason: 'contentMediaType or contentEncoding changed: payloads are decoded differently' },
    { fact: 'default-changed', effect: 'meaning', input: 'effect-relevant', output: 'effect-relevant', reason: 'what an omitted value means changed' },
    { fact: 'annotation-changed', effect: 'annotates', input: 'cosmetic', output: 'cosmetic', reason: 'title, description, examples or comments only' },
    {
        fact: 'form-changed',
        effect: 'annotates',
        input: 'cosmetic',
        output: 'cosmetic',
        reason: 'rewritten without changing what is valid (type list vs anyOf, enum vs const, $ref vs inline, an equivalent form)',
    },
    {
        fact: 'logic-changed',
        effect: 'undecided',
        input: 'effect-relevant',
        output: 'effect-relevant',
        reason: 'a keyword whose effect is not decided exactly (not, if/then/else, unevaluated*, contains, propertyNames, unknown keywords) changed',
    },
    {
        fact: 'undecided',
        effect: 'undecided',
        input: 'effect-relevant',
        output: 'effect-relevant',
        reason: 'the comparison suggests values changed validity, but no value could be shown that proves it (or the comparison was too large)',
    },
    { fact: 'remote-ref', effect: 'undecided', input: 'effect-relevant', output: 'effect-relevant', reason: 'a $ref outside the schema: never fetched, so it cannot be checked' },
    { fact: 'schema-invalid', effect: 'defect', input: 'breaking', output: 'breaking', reason: 'not a valid JSON Schema (ajv cannot compile it): clients that validate fail' },
    {
        fact: 'root-not-object',
        effect: 'defect',
        input: 'breaking',
        output: 'breaking',
        reason: 'the schema root is no longer `type: "object"`, which the MCP spec requires: official SDK clients reject the whole listing',
    },
    { fact: 'schema-narrowed', effect: 'narrows', input: 'breaking', output: 'effect-relevant', reason: 'a value that was valid is not (shown by a witness where no keyword fact explains it)' },
    { fact: 'schema-widened', effect: 'widens', input: 'effect-relevant', output: 'breaking', reason: 'a value that was invalid is valid (shown by a witness where no keyword fact explains it)' },
];
const SCHEMA_FACTS = SCHEMA_FACT_TABLE;
function schemaRuleId(direction, fact) {
    return `${direction}-${fact}`;
}
function schemaRules() {
    return SCHEMA_FACTS.flatMap((fact) => ['input', 'output'].map((direction) => ({
        id: schemaRuleId(direction, fact.fact),
        level: fact[direction],
        applies: direction === 'input' ? 'tool inputSchema (contravariant)' : 'tool outputSchema (covariant)',
        reason: fact.reason,
    })));
}
const RULES = [...ENTITY_RULES, ...schemaRules()];
const BY_ID = new Map(RULES.map((rule) => [rule.id, rule]));
function ruleById(id) {
    const rule = BY_ID.get(id);
    if (!rule)
        throw new Error(`unknown rule id ${id}`);
    return rule;
}

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

const $schema$7 = "https://json-schema.org/draft/2020-12/schema";
const $id$7 = "https://json-schema.org/draft/2020-12/schema";
const $vocabulary$7 = {
	"https://json-schema.org/draft/2020-12/vocab/core": true,
	"https://json-schema.org/draft/2020-12/vocab/applicator": true,
	"https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
	"https://json-schema.org/draft/2020-12/vocab/validation": true,
	"https://json-schema.org/draft/2020-12/vocab/meta-data": true,
	"https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
	"https://json-schema.org/draft/2020-12/vocab/content": true
};
const $dynamicAnchor$7 = "meta";
const title$7 = "Core and Validation specifications meta-schema";
const allOf = [
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
const type$7 = [
	"object",
	"boolean"
];
const $comment = "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.";
const properties$7 = {
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
var require$$0 = {
	$schema: $schema$7,
	$id: $id$7,
	$vocabulary: $vocabulary$7,
	$dynamicAnchor: $dynamicAnchor$7,
	title: title$7,
	allOf: allOf,
	type: type$7,
	$comment: $comment,
	properties: properties$7
};

const $schema$6 = "https://json-schema.org/draft/2020-12/schema";
const $id$6 = "https://json-schema.org/draft/2020-12/meta/applicator";
const $vocabulary$6 = {
	"https://json-schema.org/draft/2020-12/vocab/applicator": true
};
const $dynamicAnchor$6 = "meta";
const title$6 = "Applicator vocabulary meta-schema";
const type$6 = [
	"object",
	"boolean"
];
const properties$6 = {
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
const $defs$2 = {
	schemaArray: {
		type: "array",
		minItems: 1,
		items: {
			$dynamicRef: "#meta"
		}
	}
};
var require$$1 = {
	$schema: $schema$6,
	$id: $id$6,
	$vocabulary: $vocabulary$6,
	$dynamicAnchor: $dynamicAnchor$6,
	title: title$6,
	type: type$6,
	properties: properties$6,
	$defs: $defs$2
};

const $schema$5 = "https://json-schema.org/draft/2020-12/schema";
const $id$5 = "https://json-schema.org/draft/2020-12/meta/unevaluated";
const $vocabulary$5 = {
	"https://json-schema.org/draft/2020-12/vocab/unevaluated": true
};
const $dynamicAnchor$5 = "meta";
const title$5 = "Unevaluated applicator vocabulary meta-schema";
const type$5 = [
	"object",
	"boolean"
];
const properties$5 = {
	unevaluatedItems: {
		$dynamicRef: "#meta"
	},
	unevaluatedProperties: {
		$dynamicRef: "#meta"
	}
};
var require$$2 = {
	$schema: $schema$5,
	$id: $id$5,
	$vocabulary: $vocabulary$5,
	$dynamicAnchor: $dynamicAnchor$5,
	title: title$5,
	type: type$5,
	properties: properties$5
};

const $schema$4 = "https://json-schema.org/draft/2020-12/schema";
const $id$4 = "https://json-schema.org/draft/2020-12/meta/content";
const $vocabulary$4 = {
	"https://json-schema.org/draft/2020-12/vocab/content": true
};
const $dynamicAnchor$4 = "meta";
const title$4 = "Content vocabulary meta-schema";
const type$4 = [
	"object",
	"boolean"
];
const properties$4 = {
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
var require$$3 = {
	$schema: $schema$4,
	$id: $id$4,
	$vocabulary: $vocabulary$4,
	$dynamicAnchor: $dynamicAnchor$4,
	title: title$4,
	type: type$4,
	properties: properties$4
};

const $schema$3 = "https://json-schema.org/draft/2020-12/schema";
const $id$3 = "https://json-schema.org/draft/2020-12/meta/core";
const $vocabulary$3 = {
	"https://json-schema.org/draft/2020-12/vocab/core": true
};
const $dynamicAnchor$3 = "meta";
const title$3 = "Core vocabulary meta-schema";
const type$3 = [
	"object",
	"boolean"
];
const properties$3 = {
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
const $defs$1 = {
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
var require$$4 = {
	$schema: $schema$3,
	$id: $id$3,
	$vocabulary: $vocabulary$3,
	$dynamicAnchor: $dynamicAnchor$3,
	title: title$3,
	type: type$3,
	properties: properties$3,
	$defs: $defs$1
};

const $schema$2 = "https://json-schema.org/draft/2020-12/schema";
const $id$2 = "https://json-schema.org/draft/2020-12/meta/format-annotation";
const $vocabulary$2 = {
	"https://json-schema.org/draft/2020-12/vocab/format-annotation": true
};
const $dynamicAnchor$2 = "meta";
const title$2 = "Format vocabulary meta-schema for annotation results";
const type$2 = [
	"object",
	"boolean"
];
const properties$2 = {
	format: {
		type: "string"
	}
};
var require$$5 = {
	$schema: $schema$2,
	$id: $id$2,
	$vocabulary: $vocabulary$2,
	$dynamicAnchor: $dynamicAnchor$2,
	title: title$2,
	type: type$2,
	properties: properties$2
};

const $schema$1 = "https://json-schema.org/draft/2020-12/schema";
const $id$1 = "https://json-schema.org/draft/2020-12/meta/meta-data";
const $vocabulary$1 = {
	"https://json-schema.org/draft/2020-12/vocab/meta-data": true
};
const $dynamicAnchor$1 = "meta";
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
var require$$6 = {
	$schema: $schema$1,
	$id: $id$1,
	$vocabulary: $vocabulary$1,
	$dynamicAnchor: $dynamicAnchor$1,
	title: title$1,
	type: type$1,
	properties: properties$1
};

const $schema = "https://json-schema.org/draft/2020-12/schema";
const $id = "https://json-schema.org/draft/2020-12/meta/validation";
const $vocabulary = {
	"https://json-schema.org/draft/2020-12/vocab/validation": true
};
const $dynamicAnchor = "meta";
const title = "Validation vocabulary meta-schema";
const type = [
	"object",
	"boolean"
];
const properties = {
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
var require$$7 = {
	$schema: $schema,
	$id: $id,
	$vocabulary: $vocabulary,
	$dynamicAnchor: $dynamicAnchor,
	title: title,
	type: type,
	properties: properties,
	$defs: $defs
};

var hasRequiredJsonSchema202012;

function requireJsonSchema202012 () {
	if (hasRequiredJsonSchema202012) return jsonSchema202012;
	hasRequiredJsonSchema202012 = 1;
	Object.defineProperty(jsonSchema202012, "__esModule", { value: true });
	const metaSchema = require$$0;
	const applicator = require$$1;
	const unevaluated = require$$2;
	const content = require$$3;
	const core = require$$4;
	const format = require$$5;
	const metadata = require$$6;
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

export { COLLECTIONS as C, LIST_OF_SUBSCHEMAS as L, MAP_OF_SUBSCHEMAS as M, RULES as R, SCHEMA_FACTS as S, _2020Exports as _, CONTRACT_FORMAT_VERSION as a, CONTRACT_FORMAT as b, SINGLE_SUBSCHEMA as c, requireDynamic as d, requireNext as e, requireUnevaluated as f, isSchemaObject as i, pointerSegment as p, ruleById as r, schemaRuleId as s };
