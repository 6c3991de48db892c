/**
 * Reading the UN/CEFACT messages the platform receives (CII invoices, CDAR lifecycle messages):
 * fast-xml-parser with the namespace prefixes removed, so `rsm:`/`ram:` or any other prefix read
 * alike, and a few helpers to walk the result. Nothing is resolved from outside the document.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type XmlElement = { [name: string]: XmlValue };
export type XmlValue = XmlElement | XmlElement[] | string | string[] | undefined;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});

/** The document element, by its local name, or an error message when the text is not well-formed XML. */
export function parseXml(
  text: string,
): { root: string; element: XmlElement; namespaces: string[] } | { error: string } {
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { error: `XML mal formé (ligne ${valid.err.line}) : ${valid.err.msg}` };
  const document = parser.parse(text) as XmlElement;
  const root = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('@'));
  if (!root) return { error: 'Document XML vide' };
  const element = document[root];
  const namespaces = [...text.matchAll(/\sxmlns(?::[\w.-]+)?="([^"]*)"/g)].map((match) => match[1]!);
  return { root, element: typeof element === 'object' && !Array.isArray(element) ? element : {}, namespaces };
}

/** The children named `name` (an element repeated or not reads as a list). */
export function children(element: XmlValue, name: string): XmlValue[] {
  if (!element || typeof element !== 'object' || Array.isArray(element)) return [];
  const value = element[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as XmlValue[]) : [value];
}

/** The first element along `names`, each step taking the first child of that name. */
export function at(element: XmlValue, ...names: string[]): XmlValue {
  let current: XmlValue = element;
  for (const name of names) {
    current = children(current, name)[0];
    if (current === undefined) return undefined;
  }
  return current;
}

/** The text of an element (its `#text` when it has attributes). */
export function textOf(element: XmlValue): string | undefined {
  if (typeof element === 'string') return element;
  if (element && typeof element === 'object' && !Array.isArray(element)) {
    const text = element['#text'];
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

export function attribute(element: XmlValue, name: string): string | undefined {
  if (!element || typeof element !== 'object' || Array.isArray(element)) return undefined;
  const value = element[`@${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** Escapes text for an XML element or attribute. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
