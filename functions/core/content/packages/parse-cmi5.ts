import {
  CMI5_LAUNCH_METHODS,
  CMI5_MOVE_ON,
  MSG,
  type TCmi5LaunchMethod,
  type TCmi5MoveOn,
  type TPackageItem,
} from '@skillway/shared';
import {
  isNode,
  numberOf,
  orNull,
  parseXml,
  percentOfFraction,
  type TParsedPackage,
  type TXmlNode,
} from './package-xml';
import { PackageRefused } from './zip-checks';

/*
 * cmi5.xml is read in document order (fast-xml-parser's preserveOrder form): assignable units and blocks
 * interleave, and their order is the course's. Each node is `{ <tag>: children[], ':@': { '@_attr': … } }`, text
 * nodes `{ '#text': … }`.
 */

function tagOf(node: TXmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

function childrenOf(node: TXmlNode): TXmlNode[] {
  const children = node[tagOf(node)];
  return Array.isArray(children) ? children.filter(isNode) : [];
}

function attribute(node: TXmlNode, name: string): string {
  const attributes = node[':@'];
  const value = isNode(attributes) ? attributes[`@_${name}`] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

function childNamed(node: TXmlNode, tag: string): TXmlNode | undefined {
  return childrenOf(node).find((child) => tagOf(child) === tag);
}

function textIn(node: TXmlNode | undefined): string {
  if (!node) return '';
  return childrenOf(node)
    .map((child) => (tagOf(child) === '#text' ? String(child['#text'] ?? '') : ''))
    .join('')
    .trim();
}

/** A title's langstrings: English first (any en-*), else the first. */
function langText(node: TXmlNode | undefined): string {
  if (!node) return '';
  const strings = childrenOf(node).filter((child) => tagOf(child) === 'langstring');
  const english = strings.find((child) => attribute(child, 'lang').toLowerCase().startsWith('en'));
  return textIn(english ?? strings[0]) || textIn(node);
}

function moveOnOf(value: string): TCmi5MoveOn {
  // cmi5 13.1.4: NotApplicable when absent.
  return (CMI5_MOVE_ON as readonly string[]).includes(value) ? (value as TCmi5MoveOn) : 'NotApplicable';
}

function launchMethodOf(value: string): TCmi5LaunchMethod {
  return (CMI5_LAUNCH_METHODS as readonly string[]).includes(value) ? (value as TCmi5LaunchMethod) : 'AnyWindow';
}

function auOf(au: TXmlNode): TPackageItem {
  const id = attribute(au, 'id');
  const url = textIn(childNamed(au, 'url'));
  if (id === '' || url === '') throw new PackageRefused(MSG.PACKAGE_NO_LAUNCH);
  return {
    id,
    title: langText(childNamed(au, 'title')) || id,
    launch: url,
    parameters: orNull(textIn(childNamed(au, 'launchParameters'))),
    mastery_score: percentOfFraction(numberOf(attribute(au, 'masteryScore'))),
    move_on: moveOnOf(attribute(au, 'moveOn')),
    launch_method: launchMethodOf(attribute(au, 'launchMethod')),
    activity_id: id,
  };
}

/** Assignable units in course order: those of the course structure and of its (nested) blocks. */
function ausIn(parent: TXmlNode, into: TPackageItem[]): TPackageItem[] {
  for (const child of childrenOf(parent)) {
    const tag = tagOf(child);
    if (tag === 'au') into.push(auOf(child));
    else if (tag === 'block') ausIn(child, into);
  }
  return into;
}

/**
 * A cmi5 course structure (cmi5.xml): the course's id and title, and each assignable unit's id, title, url,
 * launchMethod, moveOn, masteryScore (0–1, as a percent) and launchParameters.
 */
export function parseCmi5Manifest(xml: string): TParsedPackage {
  const parsed = parseXml(xml, new Set(), true);
  const root = Array.isArray(parsed)
    ? parsed.filter(isNode).find((node) => tagOf(node) === 'courseStructure')
    : undefined;
  const course = root ? childNamed(root, 'course') : undefined;
  if (!root || !course) throw new PackageRefused(MSG.PACKAGE_MANIFEST_INVALID);
  const items = ausIn(root, []);
  if (items.length === 0) throw new PackageRefused(MSG.PACKAGE_NO_LAUNCH);
  const only = items.length === 1 ? items[0] : undefined;
  return {
    standard: 'cmi5',
    version: null,
    title: orNull(langText(childNamed(course, 'title'))),
    activity_id: orNull(attribute(course, 'id')),
    mastery_score: only?.mastery_score ?? null,
    items,
  };
}
