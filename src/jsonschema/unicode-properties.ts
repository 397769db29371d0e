/**
 * Unicode property escapes (`\p{…}`, `\P{…}`) as the running engine reads them. refa carries
 * tables of its own Unicode version, older than Node's (`process.versions.unicode`): refa
 * 0.12.1's `\p{L}` lacks thousands of letters V8 has, and it refuses `\p{Script=Garay}`. The
 * automata are built on the pattern with each escape written out as the code point ranges V8
 * matches, computed once a property by scanning every code point with V8 itself.
 */

type Range = readonly [number, number];

const MAX_CODE_POINT = 0x10ffff;
/** Every code point once, in order, split where UTF-16 lengths change and lone surrogates would pair. */
const PARTS: ReadonlyArray<{ from: number; to: number; width: 1 | 2 }> = [
  { from: 0, to: 0xd7ff, width: 1 },
  { from: 0xd800, to: 0xdbff, width: 1 },
  { from: 0xdc00, to: 0xdfff, width: 1 },
  { from: 0xe000, to: 0xffff, width: 1 },
  { from: 0x10000, to: MAX_CODE_POINT, width: 2 },
];
let texts: string[] | undefined;
const properties = new Map<string, readonly Range[]>();

/** The code points V8 (`u`) matches with `\p{body}`, as sorted, merged ranges. Throws what V8 throws on an unknown property. */
function propertyRanges(body: string): readonly Range[] {
  const known = properties.get(body);
  if (known) return known;
  const run = new RegExp(`\\p{${body}}+`, 'gu');
  texts ??= PARTS.map(({ from, to }) => codePointsText(from, to));
  const found: Array<[number, number]> = [];
  PARTS.forEach(({ from, width }, i) => {
    for (const match of texts![i]!.matchAll(run)) {
      const start = from + match.index / width;
      const end = start + match[0].length / width - 1;
      const last = found.at(-1);
      if (last && last[1] + 1 === start) last[1] = end;
      else found.push([start, end]);
    }
  });
  properties.set(body, found);
  return found;
}

function codePointsText(from: number, to: number): string {
  const chunks: string[] = [];
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
export function withEngineProperties(pattern: string, overdue: () => boolean = () => false): string | undefined {
  if (!pattern.includes('\\p{') && !pattern.includes('\\P{')) return pattern;
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const escape = propertyEscapeAt(pattern, i);
      if (escape) {
        // A property not seen yet costs a scan of the code space (about 0.1 s): the run's clock is looked at first.
        if (!properties.has(escape.body) && overdue()) throw new PropertiesOverdue();
        const written = propertyClass(escape.body, escape.negated, inClass);
        if (written === undefined) return undefined;
        out += written;
        i += escape.length - 1;
        continue;
      }
      out += c + (pattern[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return out;
}

/** The `\p{body}` or `\P{body}` that starts at `i` (its backslash), if one does. */
export function propertyEscapeAt(pattern: string, i: number): { body: string; negated: boolean; length: number } | undefined {
  const escape = /^\\([pP])\{([^}]{1,100})\}/.exec(pattern.slice(i, i + 104));
  return escape ? { body: escape[2]!, negated: escape[1] === 'P', length: escape[0].length } : undefined;
}

/**
 * `\p{body}` (`\P{body}` when negated) as V8 matches it, in code point escapes (`\u{…}`, which
 * refa and RE2's translation both read): a class of its own outside a class, the ranges alone
 * inside one. Undefined for a property V8 does not know, or a set left empty (`[]` is read
 * differently by RE2).
 */
export function propertyClass(body: string, negated: boolean, inClass: boolean): string | undefined {
  let ranges: readonly Range[];
  try {
    ranges = propertyRanges(body);
  } catch {
    return undefined;
  }
  const set = negated ? complement(ranges) : ranges;
  if (set.length === 0 || ranges.length === 0) return undefined;
  return inClass ? classBody(set) : `[${classBody(set)}]`;
}

/** The run's clock ran out before every property of a pattern was read. */
export class PropertiesOverdue extends Error {}

function classBody(ranges: readonly Range[]): string {
  const hex = (point: number) => `\\u{${point.toString(16)}}`;
  return ranges.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
}

function complement(ranges: readonly Range[]): Range[] {
  const out: Range[] = [];
  let next = 0;
  for (const [from, to] of ranges) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}
