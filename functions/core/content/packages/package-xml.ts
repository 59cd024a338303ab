import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MSG, type TPackageInfo } from '@skillway/shared';
import { PackageRefused } from './zip-checks';

/** What a manifest parser finds: the package info but its state; launches are relative to the manifest's folder. */
export type TParsedPackage = Omit<TPackageInfo, 'status' | 'error'>;

/** The largest manifest read (real ones are a few KB to a few hundred KB). */
export const MANIFEST_MAX_BYTES = 5 * 1024 * 1024;

/** A parsed element: attributes as `@_name` (namespace prefixes dropped), text as `#text` or a plain string. */
export type TXmlNode = Record<string, unknown>;

/**
 * Parses a manifest's XML (namespace prefixes dropped: `adlcp:masteryscore` is `masteryscore`, `xml:base` is
 * `@_base`); `arrays` are the element names always read as lists. Not well-formed XML is refused. DOCTYPE entities
 * are expanded within fast-xml-parser's limits (no external entities are ever fetched).
 */
export function parseXml(text: string, arrays: ReadonlySet<string>, preserveOrder = false): unknown {
  if (XMLValidator.validate(text) !== true) throw new PackageRefused(MSG.PACKAGE_MANIFEST_INVALID);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    htmlEntities: false,
    preserveOrder,
    isArray: (name) => arrays.has(name),
  });
  try {
    return parser.parse(text) as unknown;
  } catch {
    throw new PackageRefused(MSG.PACKAGE_MANIFEST_INVALID);
  }
}

export function isNode(value: unknown): value is TXmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a list: absent is empty, one is a list of one. */
export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** An element's text (the first of a list), trimmed; '' when it has none. */
export function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim();
  if (typeof first === 'number') return String(first);
  if (isNode(first)) return textOf(first['#text']);
  return '';
}

/** An attribute's value ('' when absent), its name matched without regard to case (`scormtype`, `scormType`). */
export function attributeOf(node: unknown, name: string): string {
  if (!isNode(node)) return '';
  const wanted = `@_${name}`.toLowerCase();
  const key = Object.keys(node).find((candidate) => candidate.toLowerCase() === wanted);
  const value = key === undefined ? undefined : node[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A number from manifest text, or null when empty or not a number. */
export function numberOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A percent 0–100 (rounded to two decimals) from a 0–1 fraction, or null. */
export function percentOfFraction(fraction: number | null): number | null {
  if (fraction === null) return null;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 10_000) / 100;
}

/** Text, or null when empty. */
export function orNull(text: string): string | null {
  return text === '' ? null : text;
}
