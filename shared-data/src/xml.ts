/**
 * Reading the UN/CEFACT messages of the e-invoicing reform (CII invoices, CDAR lifecycle messages):
 * fast-xml-parser with the namespace prefixes removed, so `rsm:`/`ram:` or any other prefix read
 * alike, and a few helpers to walk the result. Nothing is resolved from outside the document, and
 * a DOCTYPE is refused: these messages never have one, and its entities are how an XML file is made
 * to explode in memory. Shared by the received-invoice reader, the server side (functions/) and the
 * local stand-in platform (tooling/src/platform).
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
  // Decodes the numeric character references (&#233;) as well as the five XML entities.
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** `error` for a log or a test; `detail` (where, what) for a message of one's own. */
export type XmlProblem = { error: string; kind: 'doctype' | 'malformed' | 'empty'; detail: string };

/** The document element, by its local name, or why the text cannot be read (French). */
export function parseXml(text: string): { root: string; element: XmlElement; namespaces: string[] } | XmlProblem {
  if (/<!DOCTYPE/i.test(text)) return { error: 'Déclaration DOCTYPE refusée', kind: 'doctype', detail: 'DOCTYPE' };
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return {
      error: `XML mal formé (ligne ${valid.err.line}) : ${valid.err.msg}`,
      kind: 'malformed',
      detail: `ligne ${valid.err.line} : ${valid.err.msg}`,
    };
  const document = parser.parse(text) as XmlElement;
  const root = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('@') && key !== '#text');
  if (!root) return { error: 'Document XML vide', kind: 'empty', detail: 'document vide' };
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
