import { diffArrays } from 'diff';
import { editDistance } from '../edit-distance.js';

/**
 * Does a rewording change what a text says the server does? A correction (whitespace,
 * punctuation, case, spelling, an inflection, or a small edit of words that carry no
 * meaning) is not; a change to a number, unit, negation, quantifier, modal verb, verb of
 * effect, path, URL or identifier is, and so is any larger rewrite. The word diff is the
 * evidence either way.
 */
export interface Rewording {
  /** True when the text says something else now. */
  meaningful: boolean;
  /** The changed words, `−"old" +"new"`, for the message. */
  words: string;
}

/** A rewrite of more changed content words than this (that are no corrections) is no small edit. */
const SMALL_EDIT_WORDS = 3;

/** Word lists, space-separated: what a rewording must not touch to stay a correction. */
const words = (list: string): string[] => list.split(/\s+/).filter(Boolean);

const NEGATIONS = words(`not no never none nothing without cannot neither nor unless except n't`);
const QUANTIFIERS = words(
  `all every each any some most many few fewer more less least only just up at max maximum min minimum limit recent latest newest oldest first last top single multiple both either entire whole partial exactly than per always sometimes default once twice asynchronous synchronous recursive insensitive sensitive`,
);
const MODALS = words(`must may might should shall will can could would need require optional mandatory prefer preferably recommend avoid`);
/** How a value is read or written: a path resolved otherwise, a format changed. */
const FORMS = words(`relative absolute markdown json yaml csv html xml base64 iso png jpeg svg pdf`);
/** What an omitted or empty value does: "Omit or set to 1" gives omission a meaning it had not. */
const OMISSION = words(`omit omitted omitting unset absent`);
const EFFECT_VERBS = words(
  `write save store delete remove send replace overwrite poll reject create update modify merge move rename upload download execute run publish post commit push drop truncate destroy purge erase wipe archive return start stop kill terminate wait retry cancel block append insert edit patch install uninstall deploy charge pay transfer email notify share read fetch clear reset restart approve deny close open lock unlock sync import export copy clone invite grant revoke expose log track cache ignore skip fail throw raise error paginate`,
);
const UNITS = words(`ms millisecond second sec minute hour day week month year byte kb mb gb tb kib mib gib percent utc local timezone`);
/** What a number counts ("at most 20 results"): meaning next to a number, an ordinary noun elsewhere ("a summary of the result"). */
const COUNTED = new Set(words(`char character item result row page line token word entry record match`).map(stem));
/** Conditions: when a thing happens is what a caller must know. */
const CONDITIONS = words(`if unless until otherwise`);
const NUMBER_WORDS = words(`zero one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty fifty hundred thousand million billion dozen half double triple`);

/** Words that carry grammar, not content: they do not count toward a small edit's size. */
const FUNCTION_WORDS = new Set(words(`a an the of in on into for to with and or by from as this that these those its it is are be been was were which who`));

/** Negations by the word: a stem would take "note" for "not". */
const NEGATION_WORDS = new Set(NEGATIONS);
const MEANINGFUL_STEMS = new Set([...QUANTIFIERS, ...MODALS, ...FORMS, ...OMISSION, ...UNITS, ...NUMBER_WORDS, ...CONDITIONS].map(stem));
const EFFECT_STEMS = new Set(EFFECT_VERBS.map(stem));
/**
 * Words after which a verb of effect is a noun or a modifier ("files with merge conflicts",
 * "the commit hash"): it names a thing, it says no effect.
 */
const NOUN_CONTEXT = new Set(words(`a an the with of for in on by its their your our his her my this these those each every any no new old per from`));

const TOKEN = /https?:\/\/[^\s)"'<>]+|(?<![\p{L}\p{N}])[-+−]?\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{N}_$~]+(?:[-'’./\\:@][\p{L}\p{N}_$~]+)*/gu;

const QUOTES = `'"\``;

/** A word and where it is in its text: a quote is cut from the text, so it keeps its punctuation. */
interface Token {
  word: string;
  start: number;
  end: number;
  /** The word before it in its text, lower-cased ('' at the start). */
  prev: string;
  /** In quotes (`'start'`, `"true"`): a value a caller types, every character counts. */
  quoted: boolean;
}

/** Words, URLs, paths and identifiers of a text, in order, with their places. */
function spans(text: string): Token[] {
  const found = [...text.matchAll(TOKEN)];
  return found.map((match, i) => {
    const [start, end] = [match.index, match.index + match[0].length];
    const quoted = QUOTES.includes(text[start - 1] ?? '') && text[start - 1] === text[end];
    return { word: match[0], start, end, prev: i ? found[i - 1]![0].toLowerCase() : '', quoted };
  });
}

function tokens(text: string): string[] {
  return spans(text).map((token) => token.word);
}

/** A rough English stem: an inflection (lists, listed, listing) is no change of meaning. */
function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.endsWith("n't")) return "n't";
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && /(s|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** A word whose change changes what the text says: numbers, limits, negations, conditions, effects, names. */
function bearsMeaning({ word, prev, quoted }: Token, isName: (word: string) => boolean): boolean {
  if (quoted || isLiteral(word) || isName(word)) return true;
  return word
    .toLowerCase()
    .split(/[-'’]/)
    .some((part) => {
      const root = stem(part);
      if (NEGATION_WORDS.has(part) || MEANINGFUL_STEMS.has(root) || part.endsWith("n't")) return true;
      if (COUNTED.has(root)) return isNumber(prev);
      return EFFECT_STEMS.has(root) && !NOUN_CONTEXT.has(prev);
    });
}

function isNumber(word: string): boolean {
  return /^[-+−]?\p{N}/u.test(word) || NUMBER_WORDS.includes(word);
}

/**
 * Numbers, paths, URLs and identifiers (`camelCase`, `snake_case`): words whose every character
 * counts. A capitalised name with capitals inside (MongoDB, GitHub) is a product, not an identifier.
 */
function isLiteral(word: string): boolean {
  return /\p{N}|[/\\@:]|^https?:|^[.~$]|[._][\p{L}\p{N}]|^\p{Ll}+\p{Lu}/u.test(word);
}

/** Two words that differ only by an inflection or a small misspelling (never a literal). */
function isCorrection(before: string, after: string): boolean {
  if (isLiteral(before) || isLiteral(after)) return false;
  if (stem(before) === stem(after)) return true;
  const longest = Math.max(before.length, after.length);
  return longest >= 5 && Math.abs(before.length - after.length) <= 2 && editDistance(before.toLowerCase(), after.toLowerCase()) <= (longest >= 8 ? 2 : 1);
}

/** Compares two wordings of one text; `isName` tells the server's tool names (a mention is meaning). */
export function compareWording(before: string, after: string, isName: (word: string) => boolean = () => false, of: TextOf = 'behaviour'): Rewording {
  const wording = wordDiff(before, after, isName, of);
  // Error responses documented (an OpenAPI generator's `Error Responses:` list) say how a call already fails, not what it does.
  if (!wording.meaningful) return wording;
  const [b, a] = [withoutDocumentedErrors(before), withoutDocumentedErrors(after)];
  return b === before && a === after ? wording : { ...wording, meaningful: wordDiff(b, a, isName, of).meaningful };
}

/**
 * What a text describes. `behaviour` (a tool, a prompt, instructions): a rewrite of most of its words
 * says something else. `value` (a schema's description of one argument or field): only the words that
 * bind a caller count (a number, a limit, a negation, a condition, an effect, a name); "A summary
 * message of the result" → "Confirmation message" binds no one differently.
 */
export type TextOf = 'behaviour' | 'value';

/** Does `after` keep every word of `before`, in order, and add some? A text extended, not rewritten. */
export function extendsText(before: string, after: string): boolean {
  const lower = (text: string) => tokens(text).map((word) => word.toLowerCase());
  const [olds, news] = [lower(before), lower(after)];
  if (olds.length === 0 || news.length <= olds.length) return false;
  let kept = 0;
  for (const word of news) if (word === olds[kept]) kept++;
  return kept === olds.length;
}

/** Lines that list HTTP error statuses (`400: Bad request`) under an `Error Responses:` heading, taken out. */
function withoutDocumentedErrors(text: string): string {
  return text.replace(/^[ \t]*error responses?:[ \t]*(?:\r?\n[ \t]*[45]\d\d\b[ \t]*:?[^\n]*)*/gim, '');
}

function wordDiff(before: string, after: string, isName: (word: string) => boolean, of: TextOf): Rewording {
  const hunks = diffArrays(spans(before), spans(after), { comparator: (x, y) => x.word.toLowerCase() === y.word.toLowerCase() });
  const edits: string[] = [];
  const [removed, added]: [Token[], Token[]] = [[], []];
  for (let i = 0; i < hunks.length; i++) {
    const hunk = hunks[i]!;
    if (!hunk.removed && !hunk.added) continue;
    const next = hunks[i + 1];
    const pairedWith = hunk.removed && next?.added ? next.value : [];
    if (pairedWith.length) i++;
    const [olds, news] = [hunk.removed ? hunk.value : [], hunk.added ? hunk.value : pairedWith];
    edits.push(describeEdit(quoteOf(before, olds), quoteOf(after, news)));
    // Word for word where the counts match: inflections and misspellings are corrections.
    const sameLength = olds.length === news.length;
    olds.forEach((token, k) => (!sameLength || !isCorrection(token.word, news[k]!.word) ? removed.push(token) : undefined));
    news.forEach((token, k) => (!sameLength || !isCorrection(olds[k]!.word, token.word) ? added.push(token) : undefined));
  }
  const content = withoutSwaps(removed, added).filter((token) => !FUNCTION_WORDS.has(token.word.toLowerCase()));
  // A small edit leaves most of the text as it was: replacing half its words is a rewrite.
  const length = Math.max(contentWords(before), contentWords(after));
  const rewrite = of === 'behaviour' && content.length > Math.min(SMALL_EDIT_WORDS, Math.max(1, length / 2));
  const meaningful = rewrite || content.some((token) => bearsMeaning(token, isName));
  const shown = edits.slice(0, 4).join('; ') + (edits.length > 4 ? `; … (${edits.length} edits)` : '');
  return { meaningful, words: shown || 'spacing, punctuation or case only' };
}

/** Does a text say anything a caller must act on (a number, a limit, a condition, an effect, a tool)? Judged on all of its words. */
export function carriesMeaning(text: string, isName: (word: string) => boolean = () => false): boolean {
  return spans(text).some((token) => !FUNCTION_WORDS.has(token.word.toLowerCase()) && bearsMeaning(token, isName));
}

/** Verbs of effect that say the same thing: one swapped for the other (run → executed) is a rewording, not a new effect. */
const SYNONYMS: readonly string[][] = [words('run execute'), words('delete remove erase'), words('fetch retrieve'), words('modify update edit'), words('terminate kill stop'), words('if whether')];
const synonymGroup = new Map(SYNONYMS.flatMap((group, index) => group.map((word) => [stem(word), index] as const)));

/**
 * The changed words, less each removed word that came back elsewhere in the text ("The mode of
 * operation" → "Operation mode") or whose synonym was added in its place.
 */
function withoutSwaps(removed: Token[], added: Token[]): Token[] {
  const left = [...added];
  const twinOf = (token: Token): number => {
    const root = stem(token.word);
    const same = left.findIndex((other) => stem(other.word) === root);
    if (same !== -1 || isLiteral(token.word)) return same;
    const group = synonymGroup.get(root);
    return group === undefined ? -1 : left.findIndex((other) => synonymGroup.get(stem(other.word)) === group);
  };
  const kept = removed.filter((token) => {
    const twin = twinOf(token);
    if (twin === -1) return true;
    left.splice(twin, 1);
    return false;
  });
  return [...kept, ...left];
}

function contentWords(text: string): number {
  return tokens(text).filter((word) => !FUNCTION_WORDS.has(word.toLowerCase())).length;
}

/** The words as the text has them, from the first to the last, on one line ('1234:5678' stays itself). */
function quoteOf(text: string, words: readonly Token[]): string {
  return words.length ? text.slice(words[0]!.start, words.at(-1)!.end).replace(/\s+/g, ' ') : '';
}

/** One edit: `"old" → "new"`, `+"new"` or `−"old"`. */
function describeEdit(olds: string, news: string): string {
  const quote = (words: string) => JSON.stringify(clip(words));
  if (olds && news) return `${quote(olds)} → ${quote(news)}`;
  return olds ? `−${quote(olds)}` : `+${quote(news)}`;
}

function clip(text: string): string {
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}
