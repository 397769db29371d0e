/**
 * Server-controlled text in GitHub Markdown. A tool name or description must not break a
 * table, close a block, ping anyone, link or load an image: every such character is
 * neutralised. Rendered, the text reads as sent.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~:]/g;

/** Inline text for paragraphs and table cells: one line, HTML escaped, Markdown punctuation escaped, mentions and autolinks broken. */
export function mdText(text: string, max = 300): string {
  const flat = text.replace(CONTROL, ' ').trim();
  const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return short
    .replace(/:\/\//g, ':\u2060//') // GFM autolinks text after escapes are resolved: break the pattern itself
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\u2060.`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
    .replace(/@/g, '@\u2060'); // a word joiner after @: no mention, no team ping
}

/** Text inside an HTML element (a <summary>): no Markdown is parsed there, so only HTML and mentions matter. */
export function htmlText(text: string, max = 200): string {
  const flat = text.replace(CONTROL, ' ').trim();
  const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return short.replace(/:\/\//g, ':\u2060//').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/@/g, '@\u2060');
}

/** A fenced code block whose fence is longer than any backtick run inside, so the content cannot close it. */
export function codeBlock(content: string, language = ''): string {
  let longest = 0; // a loop, not Math.max(...runs): a 100k-change report has more runs than the call stack takes arguments
  for (const run of content.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const body = content.endsWith('\n') ? content : `${content}\n`;
  return `${fence}${language}\n${body}${fence}`;
}

/** An inline code span for server-controlled text: one line, a backtick run longer than any inside. */
export function codeSpan(text: string, max = 200): string {
  const flat = text.replace(CONTROL, ' ');
  const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
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
