/**
 * Server-controlled text in GitHub Markdown. A tool name or description must not break a
 * table, close a block, ping anyone, link or load an image, reference an issue, or carry the
 * gate's own hidden markers: every such character is neutralised. Rendered, the text reads as
 * sent, its invisible characters as escapes (oneLine).
 */
import { oneLine } from '../errors.js';
import { JOINER, showInvisible } from '../safe-text.js';

const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~:]/g;

/** Inline text for paragraphs and table cells: one line, HTML escaped, Markdown punctuation escaped, mentions, references and autolinks broken. */
export function mdText(text: string, max = 300): string {
  return unlinked(oneLine(text, max))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`);
}

/**
 * Words inside a line that already began (never at its start, so no list, heading or quote
 * marker can form): only what formats inline is escaped (code, emphasis, links, tables, HTML),
 * so `1.0.1` and `a-b: c` read as written; mentions, references and autolinks broken as mdText does.
 */
export function mdWords(text: string, max = 300): string {
  return unlinked(oneLine(text, max))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`);
}

/** Text inside an HTML element (a <summary>): no Markdown is parsed there, so only HTML, markers, mentions and links matter. */
export function htmlText(text: string, max = 200): string {
  return withoutMarkers(unlinked(oneLine(text, max)))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * What GitHub links in rendered text, escaped or not: autolinks (it resolves escapes first, so
 * the pattern itself is broken), mentions (a team ping), and issue references (`#12`, `GH-7`,
 * `owner/repo#5`: each a cross-reference event on that issue). A word joiner inside each.
 */
function unlinked(text: string): string {
  return text
    .replace(/:\/\//g, `:${JOINER}//`)
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${JOINER}.`)
    .replace(/@/g, `@${JOINER}`)
    .replace(/#(?=[0-9])/g, `#${JOINER}`)
    .replace(/\bGH-(?=[0-9])/gi, (gh) => `${gh}${JOINER}`);
}

/**
 * The gate's hidden markers (`<!-- mcp-contract-gate:cause ...`, `...:comment ...`) out of text
 * that is not escaped as Markdown (code, HTML): a bot that reads the first match reads the gate's.
 */
function withoutMarkers(text: string): string {
  return text.replace(/<!--/g, `<!${JOINER}--`).replace(/mcp-contract-gate:/gi, (marker) => `${marker.slice(0, -1)}${JOINER}:`);
}

/** A fenced code block whose fence is longer than any backtick run inside, so the content cannot close it. */
export function codeBlock(text: string, language = ''): string {
  const content = withoutMarkers(showInvisible(text));
  let longest = 0; // a loop, not Math.max(...runs): a 100k-change report has more runs than the call stack takes arguments
  for (const run of content.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const body = content.endsWith('\n') ? content : `${content}\n`;
  return `${fence}${language}\n${body}${fence}`;
}

/** An inline code span for server-controlled text: one line, a backtick run longer than any inside. */
export function codeSpan(text: string, max = 200): string {
  const short = withoutMarkers(oneLine(text, max));
  const longest = Math.max(0, ...[...short.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence} ${short} ${fence}`;
}

/** An HTML comment that carries data for bots: base64, so no `-->` can end it early. */
export function hiddenData(label: string, data: string): string {
  return `<!-- ${label} ${Buffer.from(data, 'utf8').toString('base64')} -->`;
}

export function readHiddenData(label: string, markdown: string): string | undefined {
  const match = new RegExp(`<!-- ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ([A-Za-z0-9+/=]+) -->`).exec(markdown);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : undefined;
}
