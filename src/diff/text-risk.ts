/**
 * Instruction-like content in server-controlled text (tool poisoning). A rewording is
 * cosmetic; text that *gains* one of these signals is at least effect-relevant, and
 * the matched evidence goes into the reason.
 */
interface Signal {
  label: string;
  pattern: RegExp;
}

const SIGNALS: Signal[] = [
  // Bounded: a text full of unclosed "<!--" must stay linear.
  { label: 'hidden HTML comment', pattern: /<!--[\s\S]{0,300}?-->|<!--/g },
  { label: 'hidden tag', pattern: /<\/?\s*(important|system|instructions?|secret|hidden|admin|assistant|user|context|tool_call|prompt)\b[^>]*>/gi },
  { label: 'model directive marker', pattern: /\[(INST|SYSTEM)\]|<\|im_start\|>|^\s*(system|assistant)\s*:/gim },
  {
    label: 'override of earlier instructions',
    pattern: /\b(ignore|disregard|forget|override)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|other|system)\b[^.\n]{0,20}\b(instructions?|prompts?|rules?|messages?|context)\b/gi,
  },
  // A secret named as what a parameter is, or in a warning not to share it, is no instruction:
  // only a verb that moves it somewhere is (a negated one is dropped below).
  {
    label: 'reference to secrets',
    pattern:
      /\b(include|send|post|share|upload|attach|forward|pass|provide|output|print|return|leak|exfiltrate|copy|append|add|read|reveal|dump|collect|extract|paste|email|transmit|put|write)\w*\b[^.\n]{0,40}?\b(api[_ -]?keys?|secret(s|_key)?|passwords?|passphrases?|credentials?|private[_ -]?keys?|access[_ -]?tokens?|bearer tokens?|session cookies?)\b/gi,
  },
  {
    label: 'reference to local files',
    pattern: /(~\/|\$HOME\b|%USERPROFILE%|\/etc\/(passwd|shadow)|\.ssh\b|id_rsa|id_ed25519|\.aws\/|\.env\b|\.npmrc|\.netrc|mcp\.json|\.cursor\/|claude_desktop_config)/gi,
  },
  { label: 'invisible or bidirectional character', pattern: /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g },
  {
    label: 'directive to keep something from the user',
    pattern:
      /\b(do not|don't|never|without)\b[^.\n]{0,30}\b(tell|telling|mention|mentioning|inform|informing|reveal|revealing|show|showing|notify|notifying|alert|alerting)\b[^.\n]{0,30}\b(user|human|them)\b|\bnever mention\b|\bsecretly\b|\bsilently\b|\bcovertly\b/gi,
  },
  {
    label: 'directive to call a tool',
    pattern: /\b(always|first|also|then|must|before|after)\b[^.\n]{0,20}\b(call|invoke|run|use|execute)\b[^.\n]{0,30}\b(tool|function|share_\w+|send_\w+|\w+_\w+)\b/gi,
  },
  { label: 'exfiltration target', pattern: /\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\bhttps?:\/\/[^\s)"'<>]+/gi },
];

/** What the server already said and who it is: its own hosts and vendor, the entity's name and old text. */
export interface RiskContext {
  /** Hosts already in the server's contract (its documentation, its websiteUrl): no exfiltration target. */
  ownHosts?: ReadonlySet<string>;
  /** Words of the server's name, title and website (`mongodb`): its vendor's hosts are its own. */
  vendor?: ReadonlySet<string>;
  /** Words of the entity's own name (`scan_secrets`): a tool that finds secrets speaks of secrets. */
  entityWords?: ReadonlySet<string>;
  /** All text of the entity before the change: a signal found there is not new. */
  oldText?: string;
  /** The server's own tools: a directive to call one of them routes between its tools, it smuggles nothing. */
  isTool?: (name: string) => boolean;
}

/** The signals found in a text, each as "label: excerpt". */
export function riskEvidence(text: string | undefined, context: RiskContext = {}): string[] {
  if (!text) return [];
  const found = new Set<string>();
  const old = context.oldText?.toLowerCase();
  for (const signal of SIGNALS) {
    for (const match of text.matchAll(signal.pattern)) {
      if (old?.includes(match[0].toLowerCase())) continue;
      if (isBenign(signal.label, match, text, context)) continue;
      found.add(`${signal.label}: ${visible(match[0])}`);
    }
  }
  return [...found].sort();
}

/** Matches that read as instructions out of context, and are the server speaking of its own domain in it. */
function isBenign(label: string, match: RegExpMatchArray, text: string, context: RiskContext): boolean {
  switch (label) {
    case 'exfiltration target':
      return !isLoadedByRendering(text, match.index!) && !isExfiltration(match[0], sentenceAt(text, match.index!), context);
    case 'reference to secrets':
      return isNegated(text, match.index!) || isOwnVocabulary(match[2]!, context);
    case 'directive to call a tool':
      return context.isTool?.(match[3]!) === true;
    default:
      return false;
  }
}

/** Evidence that `after` has and `before` had not (nor the entity's old text). */
export function gainedEvidence(before: string | undefined, after: string | undefined, context: RiskContext = {}): string[] {
  const had = new Set(riskEvidence(before));
  return riskEvidence(after, context).filter((item) => !had.has(item));
}

/** A warning ("do not include API keys") negates the verb in its own sentence. */
function isNegated(text: string, at: number): boolean {
  const sentence =
    text
      .slice(0, at)
      .split(/[.!?\n]/)
      .at(-1) ?? '';
  return /\b(not|never|avoid|without|don't|dont|must not|cannot)\b/i.test(sentence);
}

/** The sentence of a text around a position. */
function sentenceAt(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('\n', at), ...['. ', '! ', '? '].map((end) => text.lastIndexOf(end, at))) + 1;
  const ends = ['\n', '. ', '! ', '? '].map((end) => text.indexOf(end, at)).filter((end) => end !== -1);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

/** Verbs that move data to a place: a URL or address after one of them is where data goes. */
const TRANSFER = /\b(send|post|upload|forward|e-?mail|mail|submit|transmit|report|share|deliver|exfiltrate|leak|push|sync|copy|cc|bcc|notify|beacon|webhook)\w*\b/i;
/** Words that cite a page to read: documentation, a specification, an example. */
const CITATION =
  /\b(see|docs?|documentation|reference|refer|learn|guide|manual|spec|specification|details|info|information|syntax|tutorial|example|examples|e\.g|i\.e|format|rfc|wiki|readme|homepage|website)\b/i;
const DOC_URL =
  /^https?:\/\/(?:(?:docs|developers?|learn|wiki|help|support)\.|[^/]+\/(?:[^?#]*\/)?(?:docs?|documentation|reference|manual|guides?|wiki|learn|spec|rfc\d*|api-reference|help|blob|tree)\b)/i;

/**
 * Is a URL or address in this sentence a place data is sent to? Not the server's own hosts or
 * its vendor's; not an example address or a page cited, unless the sentence sends data there.
 */
function isExfiltration(target: string, sentence: string, context: RiskContext): boolean {
  const host = hostOf(target);
  if (!host || isOwnHost(host, context.ownHosts) || isVendorHost(host, context.vendor)) return false;
  if (TRANSFER.test(sentence)) return true;
  return !isExampleHost(host) && !CITATION.test(sentence) && !DOC_URL.test(target);
}

/** An image (`![x](url)`, `<img src=url>`): a host that renders the text fetches it, sending whatever the URL carries. */
function isLoadedByRendering(text: string, at: number): boolean {
  return /!\[[^\]]{0,200}\]\(\s*$|<img\b[^>]{0,200}\bsrc\s*=\s*["']?$/i.test(text.slice(Math.max(0, at - 220), at));
}

/** Names reserved for examples and tests (RFC 2606, RFC 6761): no one receives there. */
function isExampleHost(host: string): boolean {
  return /(^|\.)(example\.(com|net|org|edu)|example|test|invalid|localhost)$/.test(host);
}

/** A host of the server's vendor: one of its labels is a word of the server's name (mongodb.com for mongodb-mcp-server). */
function isVendorHost(host: string, vendor: ReadonlySet<string> | undefined): boolean {
  if (!vendor?.size) return false;
  return host
    .split('.')
    .slice(0, -1)
    .some((label) => vendor.has(label));
}

/** A secret named by the entity's own name or the server's: its domain, not a request. */
function isOwnVocabulary(noun: string, context: RiskContext): boolean {
  const head = wordsOf(noun).at(-1);
  return head !== undefined && (context.entityWords?.has(head) === true || context.vendor?.has(head) === true);
}

/** Words that name no vendor and no domain: every server is an MCP server. */
const GENERIC = new Set(['mcp', 'server', 'the', 'and', 'for', 'app', 'tool', 'client', 'official', 'model', 'context', 'protocol', 'www', 'com', 'org', 'net', 'dev', 'node', 'npm', 'http', 'https']);

/**
 * The lower-cased, singular words of a name (`scan_secrets`, `getApiKey`, `MongoDB MCP Server`),
 * generic ones left out; a camel-cased word counts whole (`mongodb`) and in parts (`api`, `key`).
 */
export function wordsOf(name: string): string[] {
  const whole = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const parts = name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
  return [...new Set([...whole, ...parts].map(singular))].filter((word) => word.length >= 3 && !GENERIC.has(word));
}

const URL_HOST = /^https?:\/\/([^\s/:?#)"'<>]+)/i;

/** Every host a text names in a URL or an e-mail address, lower-cased. */
export function hostsIn(text: string): string[] {
  const hosts: string[] = [];
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s)"'<>]+|\b[\w.+-]+@[\w-]+\.[\w.-]+\b/gi)) {
    const host = hostOf(match[0]);
    if (host) hosts.push(host);
  }
  return hosts;
}

function hostOf(target: string): string | undefined {
  const host = URL_HOST.exec(target)?.[1] ?? (target.includes('@') ? target.slice(target.lastIndexOf('@') + 1) : undefined);
  return host?.toLowerCase().replace(/\.$/, '');
}

/** The last two labels of a host: docs.example.com and api.example.com share example.com. */
function siteOf(host: string): string {
  return host.split('.').slice(-2).join('.');
}

function isOwnHost(host: string, ownHosts: ReadonlySet<string> | undefined): boolean {
  if (!ownHosts?.size) return false;
  return [...ownHosts].some((own) => siteOf(own) === siteOf(host));
}

/** Shows invisible characters as code points, and keeps excerpts short. */
function visible(excerpt: string): string {
  const shown = excerpt.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  const flat = shown.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}
