import {
  CharSet,
  DFA,
  JS,
  NFA,
  TooManyNodesError,
  Transformers,
  Words,
  getIntersectionWordSets,
  transform,
  visitAst,
  type Expression,
  type NoParent,
  type Quantifier,
  type TransitionIterable,
} from 'refa';
import { patternTestAll } from './patterns.js';
import { PropertiesOverdue, withEngineProperties } from './unicode-properties.js';

/**
 * A `pattern` names a set of strings: those it finds a match in. Two lists of patterns (a
 * string must match each) are compared as those sets, on automata built by refa under
 * ECMAScript semantics with the `u` flag, as ajv runs them. Equality is proven or not claimed:
 * where the automata cannot hold a pattern (look-around left after simplification,
 * back-references, modifier groups, a state budget) the comparison is undecided, and a probe
 * run on the real engine may still show a difference.
 */
export interface LanguageComparison {
  /** The automata decided: `lost` and `gained` are then the whole truth. */
  decided: boolean;
  /** The shortest string the before side accepts and the after side refuses (undecided: one a probe found). */
  lost?: string;
  /** The shortest string the after side accepts and the before side refused. */
  gained?: string;
  /** Why the automata could not decide. */
  reason?: string;
}

/** The strings of one side: matching every pattern, with at least `minLength` and at most `maxLength` code points. */
export interface StringSet {
  patterns: readonly string[];
  minLength: number;
  maxLength?: number;
}

/** States any one automaton (parse tree, NFA, DFA, product) may create: a hostile pattern is undecided past it. */
const MAX_NODES = 2_500;
/** NFA states read while determinising: subset construction can be quadratic without creating many states. */
const MAX_WORK = 30_000;

class Overdue extends Error {}

/** Compares two string sets; `overdue` is the run's clock, looked at between automaton steps. */
export function compareLanguages(before: StringSet, after: StringSet, overdue: () => boolean): LanguageComparison {
  const key = JSON.stringify([before, after]);
  const cached = comparisons.get(key);
  if (cached) return cached;
  const decided = decide(before, after, overdue);
  const result = decided.decided ? decided : { ...probe(before, after), reason: decided.reason };
  // A comparison cut by the clock depends on the machine: never kept.
  if (!overdue()) remember(comparisons, key, result);
  return result;
}

function decide(before: StringSet, after: StringSet, overdue: () => boolean): LanguageComparison {
  try {
    const [b, a] = [automaton(before, overdue), automaton(after, overdue)];
    if (typeof b === 'string' || typeof a === 'string') return { decided: false, reason: typeof b === 'string' ? b : (a as string) };
    const lost = shortestBeyond(b, a, Math.min(before.maxLength ?? Infinity, after.maxLength ?? Infinity), overdue);
    const gained = shortestBeyond(a, b, Math.min(before.maxLength ?? Infinity, after.maxLength ?? Infinity), overdue);
    return { decided: true, lost, gained };
  } catch (error) {
    if (error instanceof TooManyNodesError) return { decided: false, reason: 'the automata exceed their state budget' };
    if (error instanceof Overdue || error instanceof PropertiesOverdue) return { decided: false, reason: 'the run reached its deadline' };
    throw error;
  }
}

/** The shortest string of `x` that `y` lacks, within `maxLength` code points. */
function shortestBeyond(x: DFA, y: DFA, maxLength: number, overdue: () => boolean): string | undefined {
  const outside = y.copy();
  outside.complement();
  for (const wordSet of getIntersectionWordSets(x, outside, MAX_NODES)) {
    if (overdue()) throw new Overdue();
    return wordSet.length > maxLength ? undefined : Words.fromUnicodeToString(Words.pickMostReadableWord(wordSet));
  }
  return undefined;
}

const languages = new Map<string, DFA | string>();
const comparisons = new Map<string, LanguageComparison>();
const CACHE_LIMIT = 2_000;

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}

/** The minimal DFA of a side, or why none can be built. */
function automaton(set: StringSet, overdue: () => boolean): DFA | string {
  let dfa: DFA | undefined;
  for (const pattern of set.patterns) {
    const one = searchLanguage(pattern, overdue);
    if (typeof one === 'string') return one;
    dfa = dfa ? minimal(DFA.fromIntersection(dfa, one, new DFA.LimitedNodeFactory(MAX_NODES))) : one;
  }
  if (set.minLength > 0) {
    const long = searchLanguage(`^[\\s\\S]{${set.minLength},}$`, overdue);
    if (typeof long === 'string') return long;
    dfa = dfa ? minimal(DFA.fromIntersection(dfa, long, new DFA.LimitedNodeFactory(MAX_NODES))) : long;
  }
  return dfa ?? DFA.all({ maxCharacter: 0x10ffff });
}

function minimal(dfa: DFA): DFA {
  dfa.minimize();
  return dfa;
}

/**
 * The strings a pattern finds a match in: `[\s\S]*(?:P)[\s\S]*`, assertions simplified away and
 * those left at the edges of the whole string removed (there they look at nothing: `^`, `$`).
 */
function searchLanguage(pattern: string, overdue: () => boolean): DFA | string {
  const known = languages.get(pattern);
  if (known !== undefined) return known;
  let built: DFA | string;
  try {
    built = buildLanguage(pattern, overdue);
  } catch (error) {
    if (!(error instanceof TooManyNodesError)) throw error;
    built = `${quote(pattern)} needs more automaton states than the budget allows`;
  }
  remember(languages, pattern, built);
  return built;
}

function buildLanguage(pattern: string, overdue: () => boolean): DFA | string {
  const invalid = engineRefuses(pattern);
  if (invalid) return invalid;
  if (MODIFIER_GROUP.test(pattern)) return `${quote(pattern)} has a modifier group, which the automata do not read`;
  // Property escapes as V8 reads them (./unicode-properties.ts): refa's tables are of an older Unicode.
  const source = withEngineProperties(pattern, overdue);
  if (source === undefined) return `${quote(pattern)} has a property escape V8 does not know`;
  let parsed: { expression: NoParent<Expression>; maxCharacter: number };
  try {
    parsed = JS.Parser.fromLiteral({ source, flags: 'u' }).parse({ backreferences: 'throw', assertions: 'parse', maxNodes: MAX_NODES });
  } catch (error) {
    if (error instanceof TooManyNodesError) throw error;
    return `${quote(pattern)} has ${/backreference/i.test((error as Error).message) ? 'a back-reference' : 'a construct'} the automata do not read`;
  }
  let expression = transform(Transformers.simplify(), searched(parsed.expression, parsed.maxCharacter));
  if (hasPositiveAssertion(expression)) return `${quote(pattern)} has a look-around the automata cannot hold`;
  expression = transform(Transformers.patternEdgeAssertions({ remove: true }), expression);
  let nfa: NFA;
  try {
    nfa = NFA.fromRegex(expression, { maxCharacter: parsed.maxCharacter }, { assertions: 'throw' }, new NFA.LimitedNodeFactory(MAX_NODES));
  } catch (error) {
    if (error instanceof TooManyNodesError) throw error;
    return `${quote(pattern)} has a look-around the automata cannot hold`;
  }
  const dfa = minimal(DFA.fromFA(budgeted(nfa, overdue), new DFA.LimitedNodeFactory(MAX_NODES)));
  return LOOK_AROUND.test(pattern) ? (disagreement(pattern, dfa) ?? dfa) : dfa;
}

/** Look-around and word boundaries: what refa's simplification rewrites most (it once read `(?<!b)(?<=a)` as nothing). */
const LOOK_AROUND = /\\[bB]|\(\?<?[=!]/;

/**
 * Where simplification rewrote look-around, the automaton is held to the engine on short strings
 * and on its own first words and non-words: any disagreement leaves the pattern undecided.
 */
function disagreement(pattern: string, dfa: DFA): string | undefined {
  const outside = dfa.copy();
  outside.complement();
  const texts = [...shortProbes(), ...firstWords(dfa), ...firstWords(outside)];
  const engine = patternTestAll(pattern, texts);
  const wrong = texts.find((text, i) => engine[i] !== undefined && engine[i] !== dfa.test(Words.fromStringToUnicode(text)));
  return wrong === undefined ? undefined : `${quote(pattern)} has a look-around the automata misread (on ${JSON.stringify(wrong)})`;
}

function firstWords(dfa: DFA): string[] {
  const words: string[] = [];
  for (const wordSet of dfa.wordSets()) if (words.push(Words.fromUnicodeToString(Words.pickMostReadableWord(wordSet))) >= 4) break;
  return words;
}

/**
 * `[\s\S]*(?:P)[\s\S]*`, with a count at either edge of an alternative of P cut to its minimum:
 * `[\s\S]*x{m,n}` finds what `[\s\S]*x{m}` finds (the star takes the rest), and the automaton
 * of `.{0,1000}` unanchored stays one state instead of a thousand subsets.
 */
function searched(pattern: NoParent<Expression>, maxCharacter: number): NoParent<Expression> {
  const anything = (): NoParent<Quantifier> => ({
    type: 'Quantifier',
    lazy: false,
    min: 0,
    max: Infinity,
    alternatives: [{ type: 'Concatenation', elements: [{ type: 'CharacterClass', characters: CharSet.all(maxCharacter) }] }],
  });
  for (const { elements } of pattern.alternatives) for (const edge of [elements[0], elements.at(-1)]) if (edge?.type === 'Quantifier') edge.max = edge.min;
  return { type: 'Expression', alternatives: [{ type: 'Concatenation', elements: [anything(), { type: 'Alternation', alternatives: pattern.alternatives }, anything()] }] };
}

/** A server's pattern in a reason: JSON-quoted (no markup, no new line), cut past 80 characters. */
function quote(pattern: string): string {
  const text = JSON.stringify(pattern);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** `(?i:…)`, `(?-s:…)`, `(?ims-i:…)`: ES2025 modifier groups. */
const MODIFIER_GROUP = /(?<!\\)\(\?(?:[ims]+(?:-[ims]*)?|-[ims]+):/;

/** Why V8 on this machine refuses the pattern as ajv compiles it (`u`), if it does. */
function engineRefuses(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch {
    return `${quote(pattern)} is not a valid pattern on Node ${process.versions.node}: ajv cannot compile it`;
  }
}

/**
 * A positive look-around left after simplification is true or false at an edge depending on
 * what it asks: removing it could change the set. Negative ones at an edge see nothing and hold.
 */
function hasPositiveAssertion(expression: NoParent<Expression>): boolean {
  let found = false;
  visitAst(expression, {
    onAssertionEnter(node) {
      if (!node.negate) found = true;
    },
  });
  return found;
}

/** The NFA as determinisation reads it, counting each state read and looking at the clock. */
function budgeted(nfa: NFA, overdue: () => boolean): TransitionIterable<NFA.ReadonlyNode> {
  return {
    maxCharacter: nfa.maxCharacter,
    transitionIterator: () => {
      const iterator = nfa.transitionIterator();
      let work = 0;
      return {
        ...iterator,
        getOut: (state) => {
          if (++work > MAX_WORK) throw new TooManyNodesError('the determinisation read too many states');
          if (work % 256 === 0 && overdue()) throw new Overdue();
          return iterator.getOut(state);
        },
      };
    },
  };
}

/** Characters probe strings are made of: printable ASCII, a few beyond it, line terminators. */
const PROBE_ALPHABET = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), 'é', 'ß', 'ä', 'µ', 'Ω', 'я', '中', 'Ⅰ', '😀', '\u00a0', '\t', '\n', '\r', '\u2028'];

/** The empty string and every string of one or two probe characters. */
function shortProbes(): string[] {
  const probes = [''];
  for (const x of PROBE_ALPHABET) for (const y of ['', ...PROBE_ALPHABET]) probes.push(x + y);
  return probes;
}

/**
 * Undecided: strings tried on the engine ajv runs. Every string of up to two probe characters,
 * the words inside each look-around, and each of those before and after the others.
 */
function probe(before: StringSet, after: StringSet): LanguageComparison {
  const probes = new Set<string>(shortProbes());
  const words = [...before.patterns, ...after.patterns].flatMap(lookaroundWords);
  for (const word of words) for (const text of [word, `${word}a`, `a${word}`, `${word}\n`]) probes.add(text);
  const texts = [...probes];
  // Each pattern asked about every probe at once: one round trip to the backtracking worker, not one a probe.
  const answers = new Map<string, Array<boolean | undefined>>();
  for (const pattern of new Set([...before.patterns, ...after.patterns])) answers.set(pattern, patternTestAll(pattern, texts));
  const lost = texts.find((text, i) => accepted(before, text, i, answers) === true && accepted(after, text, i, answers) === false);
  const gained = texts.find((text, i) => accepted(after, text, i, answers) === true && accepted(before, text, i, answers) === false);
  return { decided: false, lost, gained };
}

/** Does the i-th probe belong to the set? Undefined where the engine could not run a pattern on it. */
function accepted(set: StringSet, text: string, i: number, answers: ReadonlyMap<string, ReadonlyArray<boolean | undefined>>): boolean | undefined {
  const length = [...text].length;
  if (length < set.minLength || length > (set.maxLength ?? Infinity)) return false;
  let all: boolean | undefined = true;
  for (const pattern of set.patterns) {
    const match = answers.get(pattern)![i];
    if (match === false) return false;
    if (match === undefined) all = undefined;
  }
  return all;
}

/** The first few words each look-around of the pattern asks about (`(?!admin$|root$)`: admin, root). */
function lookaroundWords(pattern: string): string[] {
  let expression: NoParent<Expression>;
  let maxCharacter: number;
  try {
    ({ expression, maxCharacter } = JS.Parser.fromLiteral({ source: withEngineProperties(pattern) ?? pattern, flags: 'u' }).parse({ backreferences: 'disable', maxNodes: MAX_NODES }));
  } catch {
    return [];
  }
  const words: string[] = [];
  visitAst(expression, {
    onAssertionEnter(node) {
      if (node.alternatives.length === 0) return;
      try {
        const nfa = NFA.fromRegex({ type: 'Expression', alternatives: node.alternatives }, { maxCharacter }, { assertions: 'ignore' }, new NFA.LimitedNodeFactory(MAX_NODES));
        let n = 0;
        for (const wordSet of nfa.wordSets()) {
          words.push(Words.fromUnicodeToString(Words.pickMostReadableWord(wordSet)));
          if (++n >= 4) break;
        }
      } catch {
        // A look-around too large to list words of: no probe from it.
      }
    },
  });
  return words;
}
