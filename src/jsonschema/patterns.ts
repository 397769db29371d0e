import { RE2JS } from 're2js';
import { backtrackingTest } from './backtracking.js';
import { propertyClass, propertyEscapeAt } from './unicode-properties.js';

/**
 * A server's regular expressions (`pattern`, `patternProperties`) run on a linear-time engine:
 * a pattern such as `^(a+)+$` cannot make a name or a string backtrack for minutes. RE2 reads
 * what ECMAScript patterns mostly use; the few constructs it lacks (back-references,
 * look-around) run on V8 in a worker thread under a deadline (./backtracking.ts), only on short
 * text; past either the match is unknown (`undefined`), never guessed.
 */
export interface Pattern {
  /** Does the text match? Undefined when it cannot be decided safely. */
  test(text: string): boolean | undefined;
  /** test on each text, in one call to the worker when the pattern needs one. */
  testAll(texts: readonly string[]): Array<boolean | undefined>;
  /** Runs in linear time on any text. */
  linear: boolean;
}

/** The longest text a backtracking-only pattern is run on (the worker's deadline bounds its time). */
export const BACKTRACKING_SAFE_LENGTH = 16;

/** ECMAScript's `\s` (WhiteSpace and LineTerminator), which RE2's ASCII `\s` lacks. */
const ES_SPACE = '\\t\\n\\v\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}';
/** ECMAScript's `.` without the `s` flag: anything but a line terminator. */
const ES_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

const compiled = new Map<string, Pattern | null>();
const CACHE_LIMIT = 10_000;

/** The pattern compiled once; undefined when it is not a valid ECMAScript pattern (as ajv reads it, with `u`). */
export function compilePattern(pattern: string): Pattern | undefined {
  let entry = compiled.get(pattern);
  if (entry === undefined) {
    entry = build(pattern);
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    compiled.set(pattern, entry);
  }
  return entry ?? undefined;
}

/** Can the pattern run on text of any length (RE2 reads it)? */
export function isLinear(pattern: string): boolean {
  return compilePattern(pattern)?.linear === true;
}

/** Does the text match the pattern? False for an invalid pattern; undefined when undecidable. */
export function patternTest(pattern: string, text: string): boolean | undefined {
  const compiledPattern = compilePattern(pattern);
  return compiledPattern ? compiledPattern.test(text) : false;
}

/** Does each text match? One call for many texts: a backtracking-only pattern costs one round trip to its worker. */
export function patternTestAll(pattern: string, texts: readonly string[]): Array<boolean | undefined> {
  const compiledPattern = compilePattern(pattern);
  return compiledPattern ? compiledPattern.testAll(texts) : texts.map(() => false);
}

function build(pattern: string): Pattern | null {
  try {
    // Compiling is not matching: V8 parses in linear time. Only the validity is asked here.
    new RegExp(pattern, 'u');
  } catch {
    return null;
  }
  const linear = linearEngine(pattern);
  if (linear) return { test: (text) => linear.test(text), testAll: (texts) => texts.map((text) => linear.test(text)), linear: true };
  const testAll = (texts: readonly string[]): Array<boolean | undefined> => {
    const short = texts.filter((text) => text.length <= BACKTRACKING_SAFE_LENGTH);
    const answers = backtrackingTest(pattern, short);
    let next = 0;
    return texts.map((text) => (text.length <= BACKTRACKING_SAFE_LENGTH ? answers?.[next++] : undefined));
  };
  return { test: (text) => testAll([text])[0], testAll, linear: false };
}

function linearEngine(pattern: string): RE2JS | undefined {
  const rewritten = toRe2(pattern);
  if (rewritten === undefined) return undefined;
  try {
    return RE2JS.compile(RE2JS.translateRegExp(rewritten));
  } catch {
    return undefined;
  }
}

/**
 * The pattern in RE2's terms where its meaning carries over exactly, else undefined. Rewrites
 * what differs between the two (`.`, `\s`, `\S`, surrogate-pair escapes, property escapes); refuses what RE2 has
 * no linear form for (back-references, look-around) and what it reads differently (`[]`, `[^]`,
 * `[[:…:]]`, `[\b]`, modifier groups such as `(?s:…)`, whose `.` the rewrite would not follow).
 */
export function toRe2(pattern: string): string | undefined {
  if (/\(\?<?[=!]/.test(pattern)) return undefined;
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return undefined;
      if (next === 'b' && inClass) return undefined;
      if (next === 'u') {
        const pair = /^\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})/i.exec(pattern.slice(i));
        if (pair) {
          const point = 0x10000 + ((parseInt(pair[1]!, 16) - 0xd800) << 10) + (parseInt(pair[2]!, 16) - 0xdc00);
          out += `\\u{${point.toString(16)}}`;
          i += pair[0].length - 1;
          continue;
        }
      }
      const property = next === 'p' || next === 'P' ? propertyEscapeAt(pattern, i) : undefined;
      if (property) {
        // Written out from V8's own tables: RE2's are of another Unicode version, and lack scripts (`\p{Script=Latin}`).
        const written = propertyClass(property.body, property.negated, inClass);
        if (written === undefined) return undefined;
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
        if (inClass) return undefined;
        out += `[^${ES_SPACE}]`;
        i++;
        continue;
      }
      out += c + next;
      i++;
      continue;
    }
    if (inClass) {
      if (c === '[' && pattern[i + 1] === ':') return undefined;
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '(' && /^\(\?[-ims]+:/.test(pattern.slice(i))) return undefined;
    if (c === '[') {
      const start = pattern[i + 1] === '^' ? i + 2 : i + 1;
      if (pattern[start] === ']') return undefined;
      inClass = true;
      out += pattern.slice(i, start);
      i = start - 1;
      continue;
    }
    out += c === '.' ? ES_DOT : c;
  }
  return out;
}
