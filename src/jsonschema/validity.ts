import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { setOwn } from '../json/own.js';
import { oneLine } from '../errors.js';
import * as precompiled from './precompiled/validators.cjs';
import { backtrackingRefusal } from './backtracking.js';
import { compilePattern } from './patterns.js';
import { collectRefs, DATA_KEYWORDS, isDocumentRef, isLocalRef, refChainEnd, resolveLocalRef } from './refs.js';
import { isSchemaObject } from './subschemas.js';

// Server schemas carry unknown keywords and formats: compile leniently, never load a remote $ref.
// ownProperties: a property named "constructor" or "__proto__" is data, not the prototype's member.
export const LENIENT_OPTIONS: Options = { strict: false, validateFormats: false, allErrors: true, loadSchema: undefined, ownProperties: true };
// Built on first use: each instance carries its meta-schemas, and most runs need one dialect.
type Dialects = { draft07?: Ajv; draft2019?: Ajv; draft2020?: Ajv };
const dialects: Dialects = {};
/** For yes/no questions (a witness): the first error ends validation, which matters on deep unions. */
const firstErrorDialects: Dialects = {};

type Dialect = keyof Dialects;

/** A server pattern that could not be matched safely (see ./patterns.ts): the validation has no verdict. */
export class PatternUndecided extends Error {}

/** ajv's RegExp engine for server schemas: linear-time matching, never a long backtrack. */
const safeRegExp = Object.assign(
  (pattern: string) => {
    const compiled = compilePattern(pattern);
    if (!compiled) throw new SyntaxError(`Invalid regular expression: /${pattern}/`);
    return {
      // ajv keys its compiled patterns by this text: one per pattern.
      toString: () => `/${pattern}/u`,
      test(text: string): boolean {
        const matched = compiled.test(text);
        if (matched === undefined) throw new PatternUndecided(undecidedWhy(pattern, text));
        return matched;
      },
    };
  },
  { code: 'safeRegExp' },
);

function undecidedWhy(pattern: string, text: string): string {
  const quoted = JSON.stringify(pattern).slice(0, 200);
  const refusal = backtrackingRefusal(pattern);
  if (refusal !== undefined) return `pattern ${quoted} ${refusal}`;
  return `pattern ${quoted} was not run on ${text.length} characters: it needs backtracking`;
}

/** How validateAgainst says a pattern could not be run: the value is not checked, neither valid nor invalid. */
const NOT_CHECKED = '/: not checked: ';

/** The reason when validateAgainst's violations only say a pattern could not be run; undefined otherwise. */
export function notChecked(violations: readonly string[]): string | undefined {
  return violations.length === 1 && violations[0]!.startsWith(NOT_CHECKED) ? violations[0]!.slice(NOT_CHECKED.length) : undefined;
}

/** A schema's dialect: 2020-12 unless `$schema` says draft-07 (or older) or 2019-09. */
function dialectOf(schema: unknown): Dialect {
  const declared = typeof (schema as { $schema?: unknown })?.$schema === 'string' ? (schema as { $schema: string }).$schema : '';
  // Undeclared, but written in draft-07 forms (tuple `items`, `additionalItems`): read as draft-07, as servers mean it.
  if (/draft-0[3-7]/.test(declared) || (!declared && usesDraft07Forms(schema))) return 'draft07';
  return declared.includes('2019-09') ? 'draft2019' : 'draft2020';
}

/** The ajv instance for a schema's dialect. */
export function ajvFor(schema: unknown, allErrors = true): Ajv {
  const cache = allErrors ? dialects : firstErrorDialects;
  // Witness checks compile each changed schema once to ask one yes/no question: skip the
  // meta-schema pass (validity is checked on its own) and so the meta-schemas themselves (a
  // remote $ref, one to a meta-schema included, never reaches ajv), code optimisation and error
  // messages. References stay calls (inlineRefs: false): a shared definition is compiled once
  // (./shared-definitions.ts).
  const options: Options = allErrors
    ? { ...LENIENT_OPTIONS, code: { regExp: safeRegExp } }
    : { ...LENIENT_OPTIONS, allErrors, validateSchema: false, meta: false, messages: false, inlineRefs: false, code: { optimize: false, regExp: safeRegExp } };
  const dialect = dialectOf(schema);
  if (dialect === 'draft07') return (cache.draft07 ??= new Ajv(options));
  if (dialect === 'draft2019') return (cache.draft2019 ??= new Ajv2019(options));
  return (cache.draft2020 ??= new Ajv2020(options));
}

function usesDraft07Forms(node: unknown, depth = 0): boolean {
  if (depth > 64 || node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((item) => usesDraft07Forms(item, depth + 1));
  const object = node as Record<string, unknown>;
  if (Array.isArray(object.items) || 'additionalItems' in object) return true;
  return Object.entries(object).some(([key, child]) => key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples' && usesDraft07Forms(child, depth + 1));
}

/** Undefined when the schema compiles in its dialect; otherwise ajv's reason, on one line. */
export function checkSchemaCompiles(schema: unknown): string | undefined {
  if (typeof schema === 'boolean') return undefined;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 'a schema must be an object or a boolean';
  try {
    compileForgotten(ajvFor(schema), forAjv(schema));
    return undefined;
  } catch (error) {
    return oneLine((error as Error).message, 200);
  }
}

/**
 * Compiles a schema prepared for ajv and drops it from ajv's cache at once: the function stays
 * usable, and ajv caches compiled schemas by object, which would keep every schema of a run.
 * Throws what compile throws.
 */
export function compileForgotten(ajv: Ajv, prepared: Record<string, unknown>): ValidateFunction {
  try {
    return ajv.compile(prepared);
  } finally {
    ajv.removeSchema(prepared);
  }
}

/** The schema as ajv gets it: dialect chosen already, no root $id to register, no remote $ref to load. */
export function forAjv(schema: object): Record<string, unknown> {
  return withoutRootIdentity(withoutRemoteRefs(schema, undefined, schema));
}

/**
 * forAjv for questions about values whose objects have only the property `names`: subschemas
 * keyed by any other property name are left out, as they take no part in validating such a
 * value (half of a witness check's compile). Nothing is left out when a `$ref` points into
 * such a keyword, and no subtree that declares an `$id` or an anchor is.
 */
export function forAjvAbout(schema: object, names: ReadonlySet<string>): Record<string, unknown> {
  const refs = collectRefs(schema, [], ['$ref', '$dynamicRef']);
  const intoNamed = refs.some((ref) => ref.startsWith('#/') && ref.split('/').some((segment) => BY_PROPERTY_NAME.has(decodedSegment(segment))));
  return withoutRootIdentity(withoutRemoteRefs(schema, intoNamed ? undefined : names, schema));
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function withoutRootIdentity(schema: unknown): Record<string, unknown> {
  const { $schema: _dialect, $id: _id, ...rest } = schema as Record<string, unknown>;
  return rest;
}

/** Keywords whose members are keyed by a property name: an instance without that name never meets them. */
const BY_PROPERTY_NAME = new Set(['properties', 'dependentSchemas', 'dependentRequired', 'dependencies']);
/** Keys that give a subtree a name a `$ref` can reach without a path. */
const IDENTITY_KEYS = new Set(['$id', 'id', '$anchor', '$dynamicAnchor', '$recursiveAnchor']);

/** Every property name of every object inside a value. */
export function propertyNamesIn(value: unknown, names = new Set<string>(), depth = 0): Set<string> {
  if (depth > 256 || value === null || typeof value !== 'object') return names;
  if (Array.isArray(value)) value.forEach((item) => propertyNamesIn(item, names, depth + 1));
  else
    for (const [key, child] of Object.entries(value)) {
      names.add(key);
      propertyNamesIn(child, names, depth + 1);
    }
  return names;
}

function declaresIdentity(node: unknown, depth = 0): boolean {
  if (depth > 256) return true;
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((item) => declaresIdentity(item, depth + 1));
  return Object.entries(node).some(([key, child]) => IDENTITY_KEYS.has(key) || (!DATA_KEYWORDS.has(key) && declaresIdentity(child, depth + 1)));
}

/** Draft-04 boolean exclusive bounds in the draft-06 form ajv reads: `{minimum: 0, exclusiveMinimum: true}` is `{exclusiveMinimum: 0}`. */
function draft04Bounds(node: Record<string, unknown>): Record<string, unknown> {
  if (typeof node.exclusiveMinimum !== 'boolean' && typeof node.exclusiveMaximum !== 'boolean') return node;
  const out = { ...node };
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive] === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    } else delete out[exclusive];
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
function withoutRemoteRefs(value: unknown, keep: ReadonlySet<string> | undefined, root: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withoutRemoteRefs(item, keep, root));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  let changed = false;
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && !isDocumentRef(root, child)) {
      changed = true;
      continue;
    }
    const copy =
      key === '$ref' && typeof child === 'string'
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
    if (key === '__proto__') setOwn(out, key, copy);
    else out[key] = copy;
  }
  return draft04Bounds(changed ? out : (value as Record<string, unknown>));
}

function keptMembers(members: Record<string, unknown>, keep: ReadonlySet<string>, root: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(members)) if (keep.has(name) || declaresIdentity(child)) setOwn(out, name, withoutRemoteRefs(child, keep, root));
  return out;
}

/** Validates data against a server schema in its dialect; each violation as "pointer: message". Undefined when the schema does not compile. */
export function validateAgainst(schema: unknown, data: unknown): string[] | undefined {
  if (typeof schema === 'boolean') return schema ? [] : ['/: the schema is false: nothing is valid'];
  if (schema === null || typeof schema !== 'object') return undefined;
  try {
    const check = compileForgotten(ajvFor(schema), forAjv(schema));
    const valid = check(data);
    return valid ? [] : (check.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? error.keyword}`);
  } catch (error) {
    if (error instanceof PatternUndecided) return [`${NOT_CHECKED}${error.message}`];
    return undefined;
  }
}

/**
 * What compiling would reject, without generating code for every schema: ajv's meta-schema
 * validation in the schema's dialect, every `pattern` and `patternProperties` key as the
 * Unicode RegExp ajv builds, and every local `$ref` resolvable. About a hundred times faster
 * than compile on thousands of schemas; a test keeps it in step with checkSchemaCompiles.
 */
export function checkSchemaValid(schema: unknown): string | undefined {
  if (typeof schema === 'boolean') return undefined;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 'a schema must be an object or a boolean';
  const rest = forAjv(schema);
  const errors = metaSchemaErrors(schema, rest);
  if (errors) return oneLine(`schema is invalid: ${ajvFor(schema).errorsText(errors)}`, 200);
  return badRegex(rest) ?? unresolvedRef(rest);
}

/** What the meta-schema of `schema`'s dialect says of `rest`: the build's precompiled check, as ajv.validateSchema would. */
function metaSchemaErrors(schema: unknown, rest: Record<string, unknown>): ErrorObject[] | undefined {
  const validateMeta = precompiled[dialectOf(schema)];
  if (!validateMeta) {
    const ajv = ajvFor(schema);
    return ajv.validateSchema(rest) ? undefined : (ajv.errors ?? []);
  }
  return validateMeta(rest) ? undefined : (validateMeta.errors ?? []);
}

function badRegex(node: unknown): string | undefined {
  if (Array.isArray(node)) return node.map(badRegex).find(Boolean);
  if (node === null || typeof node !== 'object') return undefined;
  const object = node as Record<string, unknown>;
  const patterns = [
    typeof object.pattern === 'string' ? object.pattern : undefined,
    ...(object.patternProperties && typeof object.patternProperties === 'object' ? Object.keys(object.patternProperties) : []),
  ];
  for (const pattern of patterns) {
    if (pattern === undefined) continue;
    try {
      new RegExp(pattern, 'u');
    } catch (error) {
      return oneLine(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${(error as Error).message}`, 200);
    }
  }
  for (const [key, child] of Object.entries(object)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    const problem = badRegex(child);
    if (problem) return problem;
  }
  return undefined;
}

function unresolvedRef(root: Record<string, unknown>): string | undefined {
  // JSON-pointer refs only: anchors are left to compile.
  const missing = collectRefs(root).find((ref) => ref.startsWith('#/') && resolveLocalRef(root, ref) === undefined);
  return missing === undefined ? undefined : `can't resolve reference ${missing}`;
}
