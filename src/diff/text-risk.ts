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

/** What the server already said: its own hosts, and the entity's old text. */
export interface RiskContext {
  /** Hosts already in the server's contract (its documentation, its websiteUrl): no exfiltration target. */
  ownHosts?: ReadonlySet<string>;
  /** All text of the entity before the change: a signal found there is not new. */
  oldText?: string;
}

/** The signals found in a text, each as "label: excerpt". */
export function riskEvidence(text: string | undefined, context: RiskContext = {}): string[] {
  if (!text) return [];
  const found = new Set<string>();
  const old = context.oldText?.toLowerCase();
  for (const signal of SIGNALS) {
    for (const match of text.matchAll(signal.pattern)) {
      if (old?.includes(match[0].toLowerCase())) continue;
      if (signal.label === 'exfiltration target' && isOwnHost(match[0], context.ownHosts)) continue;
      if (signal.label === 'reference to secrets' && isNegated(text, match.index)) continue;
      found.add(`${signal.label}: ${visible(match[0])}`);
    }
  }
  return [...found].sort();
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

function isOwnHost(target: string, ownHosts: ReadonlySet<string> | undefined): boolean {
  const host = hostOf(target);
  if (!host || !ownHosts?.size) return false;
  return [...ownHosts].some((own) => siteOf(own) === siteOf(host));
}

/** Shows invisible characters as code points, and keeps excerpts short. */
function visible(excerpt: string): string {
  const shown = excerpt.replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  const flat = shown.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}
