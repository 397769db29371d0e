/**
 * XML 1.0 text from server-controlled strings. Markup characters are escaped; characters XML 1.0
 * cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF) become a visible
 * `\u{..}` so nothing is lost and no parser rejects the file. `]]>` cannot survive: `>` is escaped.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function visible(text: string): string {
  return text.replace(NOT_XML, (c) => `\\u{${c.charCodeAt(0).toString(16).padStart(4, '0')}}`);
}

/** Element content. */
export function xmlText(text: string): string {
  return visible(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A double-quoted attribute value: new lines and tabs kept as character references (attribute normalisation would eat them). */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}
