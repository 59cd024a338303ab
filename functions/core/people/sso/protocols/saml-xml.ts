import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SsoProtocolError } from './sso-claims';

/**
 * SAML documents read for their facts (metadata's endpoints and certificates, a response's Destination), never to
 * decide a signature: that is node-saml's (xml-crypto). Namespace prefixes are dropped (`md:EntityDescriptor` is
 * `EntityDescriptor`), attributes are `@_Name`, and the standard entities (`&amp;`) are decoded; DOCTYPE entities are
 * expanded within fast-xml-parser's limits and nothing external is ever fetched.
 */

export type TXmlNode = Record<string, unknown>;

/** Parses well-formed XML; `what` names the document in the refusal ("The metadata", "The SAML response"). */
export function parseSamlXml(text: string, what: string, arrays: ReadonlySet<string>): TXmlNode {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new SsoProtocolError(
      'malformed',
      `${what} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`,
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    htmlEntities: false,
    isArray: (name) => arrays.has(name),
  });
  try {
    return parser.parse(text) as TXmlNode;
  } catch {
    throw new SsoProtocolError('malformed', `${what} could not be read as XML.`);
  }
}

export function isNode(value: unknown): value is TXmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a list of elements: absent is empty, one is a list of one. */
export function nodesOf(value: unknown): TXmlNode[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((item) => (isNode(item) ? item : { '#text': item }));
}

/** An element's text, trimmed ('' when it has none). */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node.trim();
  if (isNode(node)) return textOf(node['#text']);
  return '';
}

/** An attribute's value, trimmed ('' when absent). */
export function attributeOf(node: unknown, name: string): string {
  if (!isNode(node)) return '';
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value.trim() : '';
}
