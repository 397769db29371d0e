import { isCollection, isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { InputError, oneLine } from '../errors.js';
import type { Violation } from '../jsonschema/validate.js';
import { closestKey, keysAt } from './known-keys.js';

/**
 * A YAML or JSON file the user wrote (a config, the policy file) as data. A problem in it is
 * named by place (line and column, or a JSON pointer) and rule, never by what the file says: a
 * key or value quoted in an error reaches the log, the job summary and the PR comment. The one
 * exception is a typo: an unknown key that is a short identifier one or two edits from a known
 * key is named, with the key it likely meant (a file that is not the gate's has no such keys).
 */
export interface DataFile {
  data: unknown;
  /** A schema violation as the input error `LABEL at POINTER: RULE`. */
  violation(problem: Violation): InputError;
}

/** Parses `text`; a syntax error is exit 2 with its rule (yaml's error code) and line and column, `label` first. `schema` (the file's) names the keys a typo may have meant. */
export function parseDataFile(text: string, label: string, schema?: object): DataFile {
  const lines = new LineCounter();
  const document = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter: lines });
  const syntax = document.errors[0];
  if (syntax) {
    // yaml's message may quote the line; its code does not.
    const at = syntax.pos[0] >= 0 ? ` at ${place(lines, syntax.pos[0])}` : '';
    throw new InputError(`${label}: not valid YAML or JSON (${syntax.code.toLowerCase().replace(/_/g, ' ')}${at})`);
  }
  return { data: toData(document, label), violation: (problem) => new InputError(`${label} at ${problem.pointer}: ${rule(problem, document, lines, schema)}`) };
}

function place(lines: LineCounter, offset: number): string {
  const { line, col } = lines.linePos(offset);
  return `line ${line}, column ${col}`;
}

/** The document as data; yaml refuses an alias bomb here, which is the file's fault. Its words stop before a colon: an alias name follows one. */
function toData(document: Document, label: string): unknown {
  try {
    return document.toJS() as unknown;
  } catch (error) {
    throw new InputError(`${label}: cannot be read as data (${(error as Error).message.split(/[:\n]/)[0]})`);
  }
}

/** ajv's words for an unknown key; src/jsonschema/validate.ts adds the key itself, quoted. */
const UNKNOWN_KEY = 'must NOT have additional properties';

/** A key that may be named in an error: short, plain ASCII, nothing to escape. */
const SHORT_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]{0,39}$/;

/** The violation's words with the value's line and column; an unknown key placed by its line and column instead of named (a typo excepted). */
function rule(problem: Violation, document: Document, lines: LineCounter, schema: object | undefined): string {
  if (!problem.message.startsWith(`${UNKNOWN_KEY} ("`)) return placed(problem, document, lines);
  const key = problem.message.slice(UNKNOWN_KEY.length + 3, -2);
  const path = pointerPath(problem.pointer);
  const parent = document.getIn(path, true);
  const pair = isMap(parent) ? parent.items.find((item) => isScalar(item.key) && String(item.key.value) === key) : undefined;
  const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  const meant = schema && SHORT_IDENTIFIER.test(key) ? closestKey(key, keysAt(schema, path)) : undefined;
  if (meant) return `unknown key \`${oneLine(key, 40)}\`${start === undefined ? '' : ` (${place(lines, start)})`}; did you mean \`${meant}\`?`;
  return start === undefined ? UNKNOWN_KEY : `${UNKNOWN_KEY} (the key at ${place(lines, start)})`;
}

/** A value's violation with its line and column; a number or boolean where a string belongs says to quote it (YAML reads 12345678 as a number). */
function placed(problem: Violation, document: Document, lines: LineCounter): string {
  const node = document.getIn(pointerPath(problem.pointer), true);
  const start = isNode(node) ? node.range?.[0] : undefined;
  const at = start === undefined ? '' : ` (${place(lines, start)})`;
  // JSON (a flow document) quotes its strings itself: the hint is for YAML's plain scalars.
  const yamlPlain = isScalar(node) && node.type === 'PLAIN' && !(isCollection(document.contents) && document.contents.flow);
  const unquoted = problem.message === 'must be string' && yamlPlain && (typeof node.value === 'number' || typeof node.value === 'boolean');
  return `${problem.message}${at}${unquoted ? `: YAML reads it as a ${typeof node.value}; quote it ('...')` : ''}`;
}

/** A JSON pointer's segments, unescaped; `/` (ajv's root) is the document itself. */
function pointerPath(pointer: string): string[] {
  if (pointer === '/') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}
