import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { InputError } from '../errors.js';
import type { Violation } from '../jsonschema/validate.js';

/**
 * A YAML or JSON file the user wrote (a config, the policy file) as data. A problem in it is
 * named by place (line and column, or a JSON pointer) and rule, never by what the file says: a
 * key or value quoted in an error reaches the log, the job summary and the PR comment.
 */
export interface DataFile {
  data: unknown;
  /** A schema violation as the input error `LABEL at POINTER: RULE`. */
  violation(problem: Violation): InputError;
}

/** Parses `text`; a syntax error is exit 2 with its rule (yaml's error code) and line and column, `label` first. */
export function parseDataFile(text: string, label: string): DataFile {
  const lines = new LineCounter();
  const document = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter: lines });
  const syntax = document.errors[0];
  if (syntax) {
    // yaml's message may quote the line; its code does not.
    const at = syntax.pos[0] >= 0 ? ` at ${place(lines, syntax.pos[0])}` : '';
    throw new InputError(`${label}: not valid YAML or JSON (${syntax.code.toLowerCase().replace(/_/g, ' ')}${at})`);
  }
  return { data: toData(document, label), violation: (problem) => new InputError(`${label} at ${problem.pointer}: ${rule(problem, document, lines)}`) };
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

/** The violation's words, an unknown key placed by its line and column instead of named. */
function rule(problem: Violation, document: Document, lines: LineCounter): string {
  if (!problem.message.startsWith(`${UNKNOWN_KEY} ("`)) return problem.message;
  const key = problem.message.slice(UNKNOWN_KEY.length + 3, -2);
  const parent = document.getIn(pointerPath(problem.pointer), true);
  const pair = isMap(parent) ? parent.items.find((item) => isScalar(item.key) && String(item.key.value) === key) : undefined;
  const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  return start === undefined ? UNKNOWN_KEY : `${UNKNOWN_KEY} (the key at ${place(lines, start)})`;
}

/** A JSON pointer's segments, unescaped; `/` (ajv's root) is the document itself. */
function pointerPath(pointer: string): string[] {
  if (pointer === '/') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}
