/**
 * A strict, small well-formedness check for the XML the gate writes (no XML parser is a
 * dependency): one declaration, elements that nest and close, attributes quoted once each,
 * text and attribute values with only the five predefined entities or character references,
 * and only characters XML 1.0 allows. Returns the decoded text of every element and attribute,
 * so a test can assert what a reader of the file gets back.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const XML_CHAR = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;
const NAME = '[A-Za-z_:][A-Za-z0-9_.:-]*';

function decode(raw: string, where: string): string {
  if (!XML_CHAR.test(raw)) throw new Error(`${where}: a character XML 1.0 does not allow`);
  if (/[<]/.test(raw)) throw new Error(`${where}: a bare <`);
  return raw.replace(/&([^;]*);|&/g, (_match, entity: string | undefined) => {
    if (entity === undefined) throw new Error(`${where}: a bare &`);
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (Object.hasOwn(named, entity)) return named[entity]!;
    const code = /^#x([0-9a-fA-F]+)$/.exec(entity)?.[1] ? parseInt(entity.slice(2), 16) : /^#(\d+)$/.test(entity) ? Number(entity.slice(1)) : NaN;
    if (Number.isNaN(code)) throw new Error(`${where}: unknown entity &${entity};`);
    const char = String.fromCodePoint(code);
    if (!XML_CHAR.test(char)) throw new Error(`${where}: a character reference XML 1.0 does not allow`);
    return char;
  });
}

export function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (!declaration) throw new Error('no XML declaration');
  let at = declaration[0].length;
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const tag = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}="[^"]*")*)\\s*(/?)>`, 'y');
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const text = xml.slice(at, next === -1 ? xml.length : next);
    stack.at(-1)!.text += decode(text, `text at ${at}`);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(xml);
    if (!match) throw new Error(`malformed tag at ${next}: ${JSON.stringify(xml.slice(next, next + 40))}`);
    const [, closing, name, attributeText, selfClosing] = match;
    if (closing) {
      const open = stack.pop()!;
      if (open.name !== name) throw new Error(`</${name}> closes <${open.name}>`);
    } else {
      const element: XmlElement = { name: name!, attributes: {}, children: [], text: '' };
      for (const [, key, value] of attributeText!.matchAll(new RegExp(`(${NAME})="([^"]*)"`, 'g'))) {
        if (Object.hasOwn(element.attributes, key!)) throw new Error(`attribute ${key} twice`);
        element.attributes[key!] = decode(value!, `attribute ${key}`);
      }
      stack.at(-1)!.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    at = tag.lastIndex;
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  if (root.children.length !== 1 || root.text.trim() !== '') throw new Error('not exactly one root element');
  return root.children[0]!;
}
