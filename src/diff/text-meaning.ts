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
const MODALS = words(`must may might should shall will can could would need require optional mandatory`);
/** What an omitted or empty value does: "Omit or set to 1" gives omission a meaning it had not. */
const OMISSION = words(`omit omitted omitting unset absent`);
const EFFECT_VERBS = words(
  `write save store delete remove send replace overwrite poll reject create update modify merge move rename upload download execute run publish post commit push drop truncate destroy purge erase wipe archive return start stop kill terminate wait retry cancel block append insert edit patch install uninstall deploy charge pay transfer email notify share read fetch clear reset restart approve deny close open lock unlock sync import export copy clone invite grant revoke expose log track cache ignore skip fail throw raise error paginate`,
);
const UNITS = words(`ms millisecond second sec minute hour day week month year byte kb mb gb tb kib mib gib char character item result row page line token word percent utc local timezone`);
const NUMBER_WORDS = words(`zero one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty fifty hundred thousand million billion dozen half double triple`);

/** Words that carry grammar, not content: they do not count toward a small edit's size. */
const FUNCTION_WORDS = new Set(words(`a an the of in on into for to with and or by from as this that these those its it is are be been was were which who`));

const MEANINGFUL_STEMS = new Set([...NEGATIONS, ...QUANTIFIERS, ...MODALS, ...OMISSION, ...EFFECT_VERBS, ...UNITS, ...NUMBER_WORDS].map(stem));

const TOKEN = /https?:\/\/[^\s)"'<>]+|(?<![\p{L}\p{N}])[-+−]?\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{N}_$~]+(?:[-'’./\\:@][\p{L}\p{N}_$~]+)*/gu;

/** A word and where it is in its text: a quote is cut from the text, so it keeps its punctuation. */
interface Token {
  word: string;
  start: number;
  end: number;
}

/** Words, URLs, paths and identifiers of a text, in order, with their places. */
function spans(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
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
  else if (w.length > 3 && w.endsWith('es')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** A word whose change changes what the text says: numbers, limits, negations, effects, names. */
function bearsMeaning(word: string, isName: (word: string) => boolean): boolean {
  if (isLiteral(word) || isName(word)) return true;
  return word
    .toLowerCase()
    .split(/[-'’]/)
    .some((part) => MEANINGFUL_STEMS.has(stem(part)) || part.endsWith("n't"));
}

/** Numbers, paths, URLs and identifiers: words whose every character counts. */
function isLiteral(word: string): boolean {
  return /\p{N}|[/\\@:]|^https?:|^[.~$]|[._][\p{L}\p{N}]|\p{Ll}\p{Lu}/u.test(word);
}

/** Two words that differ only by an inflection or a small misspelling (never a literal). */
function isCorrection(before: string, after: string): boolean {
  if (isLiteral(before) || isLiteral(after)) return false;
  if (stem(before) === stem(after)) return true;
  const longest = Math.max(before.length, after.length);
  return longest >= 5 && Math.abs(before.length - after.length) <= 2 && editDistance(before.toLowerCase(), after.toLowerCase()) <= (longest >= 8 ? 2 : 1);
}

/** Compares two wordings of one text; `isName` tells the server's tool names (a mention is meaning). */
export function compareWording(before: string, after: string, isName: (word: string) => boolean = () => false): Rewording {
  const wording = wordDiff(before, after, isName);
  // Error responses documented (an OpenAPI generator's `Error Responses:` list) say how a call already fails, not what it does.
  if (!wording.meaningful) return wording;
  const [b, a] = [withoutDocumentedErrors(before), withoutDocumentedErrors(after)];
  return b === before && a === after ? wording : { ...wording, meaningful: wordDiff(b, a, isName).meaningful };
}

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

function wordDiff(before: string, after: string, isName: (word: string) => boolean): Rewording {
  const hunks = diffArrays(spans(before), spans(after), { comparator: (x, y) => x.word.toLowerCase() === y.word.toLowerCase() });
  const edits: string[] = [];
  const [removed, added]: [string[], string[]] = [[], []];
  for (let i = 0; i < hunks.length; i++) {
    const hunk = hunks[i]!;
    if (!hunk.removed && !hunk.added) continue;
    const next = hunks[i + 1];
    const pairedWith = hunk.removed && next?.added ? next.value : [];
    if (pairedWith.length) i++;
    const [oldSpans, newSpans] = [hunk.removed ? hunk.value : [], hunk.added ? hunk.value : pairedWith];
    edits.push(describeEdit(quoteOf(before, oldSpans), quoteOf(after, newSpans)));
    const [olds, news] = [oldSpans.map((token) => token.word), newSpans.map((token) => token.word)];
    // Word for word where the counts match: inflections and misspellings are corrections.
    const sameLength = olds.length === news.length;
    olds.forEach((word, k) => (!sameLength || !isCorrection(word, news[k]!) ? removed.push(word) : undefined));
    news.forEach((word, k) => (!sameLength || !isCorrection(olds[k]!, word) ? added.push(word) : undefined));
  }
  const content = withoutSynonymSwaps(removed, added).filter((word) => !FUNCTION_WORDS.has(word.toLowerCase()));
  // A small edit leaves most of the text as it was: replacing half its words is a rewrite.
  const length = Math.max(contentWords(before), contentWords(after));
  const meaningful = content.some((word) => bearsMeaning(word, isName)) || content.length > Math.min(SMALL_EDIT_WORDS, Math.max(1, length / 2));
  const shown = edits.slice(0, 4).join('; ') + (edits.length > 4 ? `; … (${edits.length} edits)` : '');
  return { meaningful, words: shown || 'spacing, punctuation or case only' };
}

/** Verbs of effect that say the same thing: one swapped for the other (run → executed) is a rewording, not a new effect. */
const SYNONYMS: readonly string[][] = [words('run execute'), words('delete remove erase'), words('fetch retrieve'), words('modify update edit'), words('terminate kill stop')];
const synonymGroup = new Map(SYNONYMS.flatMap((group, index) => group.map((word) => [stem(word), index] as const)));

/** The changed words, less each removed word whose synonym was added in its place. */
function withoutSynonymSwaps(removed: string[], added: string[]): string[] {
  const left = [...added];
  const kept = removed.filter((word) => {
    const group = synonymGroup.get(stem(word));
    const twin = group === undefined ? -1 : left.findIndex((other) => synonymGroup.get(stem(other)) === group);
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
