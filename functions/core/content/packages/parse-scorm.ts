import { MSG, type TPackageItem } from '@skillway/shared';
import {
  attributeOf,
  isNode,
  listOf,
  numberOf,
  orNull,
  parseXml,
  percentOfFraction,
  textOf,
  type TParsedPackage,
  type TXmlNode,
} from './package-xml';
import { PackageRefused } from './zip-checks';

const ARRAYS = new Set(['organization', 'item', 'resource', 'file', 'dependency', 'title', 'primaryObjective']);

/** SCORM 1.2 or 2004 by the manifest's ADL namespaces, then its `schemaversion` (1.2 when it names neither). */
function scormVersion(xml: string, schemaVersion: string): { standard: 'scorm12' | 'scorm2004'; version: string } {
  const edition = (text: string) =>
    /^2004/i.test(text) ? text.replace(/\s+/g, ' ') : /CAM\s*1\.3/i.test(text) ? '2004 2nd Edition' : '2004';
  if (/adlcp_rootv1p2/i.test(xml) && !/adlcp_v1p3/i.test(xml)) return { standard: 'scorm12', version: '1.2' };
  if (/adlcp_v1p3|imsss|adlseq_v1p3|adlnav_v1p3/i.test(xml) || /2004|CAM\s*1\.3/i.test(schemaVersion)) {
    return { standard: 'scorm2004', version: edition(schemaVersion) };
  }
  return { standard: 'scorm12', version: '1.2' };
}

/** Joins `xml:base` values and an href: each base is a folder ('sco1' and 'sco1/' alike). */
function joinBase(...parts: string[]): string {
  const last = parts.pop() ?? '';
  const folders = parts.filter((part) => part !== '').map((part) => (part.endsWith('/') ? part : `${part}/`));
  return folders.join('') + last;
}

/** An item's `parameters` added to its resource's href, as IMS CP says: a leading '?' becomes '&' after a query. */
function withParameters(href: string, parameters: string): string {
  if (parameters === '') return href;
  if (parameters.startsWith('#')) return href + parameters;
  const query = parameters.replace(/^[?&]/, '');
  return href + (href.includes('?') ? '&' : '?') + query;
}

interface TScormContext {
  standard: 'scorm12' | 'scorm2004';
  resources: Map<string, TXmlNode>;
  resourcesBase: string;
  manifestBase: string;
}

/** 1.2: adlcp:masteryscore (0–100). 2004: the primary objective's minNormalizedMeasure when satisfied by measure. */
function masteryOf(item: TXmlNode, standard: TScormContext['standard']): number | null {
  if (standard === 'scorm12') {
    const score = numberOf(textOf(item.masteryscore));
    return score === null ? null : Math.min(100, Math.max(0, score));
  }
  const sequencing = isNode(item.sequencing) ? item.sequencing : undefined;
  const objectives = sequencing && isNode(sequencing.objectives) ? sequencing.objectives : undefined;
  const primary = objectives ? listOf(objectives.primaryObjective)[0] : undefined;
  if (!isNode(primary) || attributeOf(primary, 'satisfiedByMeasure').toLowerCase() !== 'true') return null;
  // The measure defaults to 1.0 (IMS SS); it is -1…1, and a pass below 0 means any score passes.
  return percentOfFraction(numberOf(textOf(primary.minNormalizedMeasure)) ?? 1);
}

function isSco(resource: TXmlNode): boolean {
  // 'sco' in both editions; a resource that says nothing is taken as a SCO (older 1.2 tools leave it out).
  const type = attributeOf(resource, 'scormtype');
  return type === '' || type.toLowerCase() === 'sco';
}

function itemOf(item: TXmlNode, context: TScormContext): TPackageItem | undefined {
  const resource = context.resources.get(attributeOf(item, 'identifierref'));
  const href = resource ? attributeOf(resource, 'href') : '';
  if (!resource || href === '' || !isSco(resource)) return undefined;
  const launch = joinBase(context.manifestBase, context.resourcesBase, attributeOf(resource, 'base'), href);
  const data = context.standard === 'scorm12' ? textOf(item.datafromlms) : textOf(item.dataFromLMS);
  return {
    id: attributeOf(item, 'identifier') || attributeOf(resource, 'identifier'),
    title: textOf(item.title) || attributeOf(item, 'identifier'),
    launch: withParameters(launch, attributeOf(item, 'parameters')),
    parameters: orNull(data),
    mastery_score: masteryOf(item, context.standard),
    move_on: null,
    launch_method: null,
    activity_id: null,
  };
}

/** The launchable items of an organisation, depth first (an item with children is a folder of the outline). */
function itemsOf(parent: TXmlNode, context: TScormContext, into: TPackageItem[]): TPackageItem[] {
  for (const child of listOf(parent.item)) {
    if (!isNode(child)) continue;
    const item = itemOf(child, context);
    if (item) into.push(item);
    itemsOf(child, context, into);
  }
  return into;
}

/**
 * An imsmanifest.xml (IMS Content Packaging with the ADL SCORM extensions): the default organisation's items that
 * point at SCO resources, each launched at its resource's href under the manifest's, the resources' and the
 * resource's `xml:base`, with the item's `parameters`; `datafromlms` and the mastery score per item.
 */
export function parseScormManifest(xml: string): TParsedPackage {
  const parsed = parseXml(xml, ARRAYS);
  const manifest = isNode(parsed) && isNode(parsed.manifest) ? parsed.manifest : undefined;
  if (!manifest) throw new PackageRefused(MSG.PACKAGE_MANIFEST_INVALID);
  const metadata = isNode(manifest.metadata) ? manifest.metadata : {};
  const { standard, version } = scormVersion(xml, textOf(metadata.schemaversion));
  const resourcesNode = isNode(manifest.resources) ? manifest.resources : {};
  const resources = new Map<string, TXmlNode>();
  for (const resource of listOf(resourcesNode.resource)) {
    if (isNode(resource)) resources.set(attributeOf(resource, 'identifier'), resource);
  }
  const context: TScormContext = {
    standard,
    resources,
    resourcesBase: attributeOf(resourcesNode, 'base'),
    manifestBase: attributeOf(manifest, 'base'),
  };
  const organizationsNode = isNode(manifest.organizations) ? manifest.organizations : {};
  const organizations = listOf(organizationsNode.organization).filter(isNode);
  const chosen = attributeOf(organizationsNode, 'default');
  const organization =
    organizations.find((candidate) => attributeOf(candidate, 'identifier') === chosen) ?? organizations[0];

  let items = organization ? itemsOf(organization, context, []) : [];
  if (!organization) {
    // No organisation (a resource-only package): each SCO resource is an item.
    items = [...resources.values()].flatMap((resource) => {
      const item = itemOf({ '@_identifierref': attributeOf(resource, 'identifier') }, context);
      return item ? [{ ...item, title: item.id }] : [];
    });
  }
  if (items.length === 0) throw new PackageRefused(MSG.PACKAGE_NO_LAUNCH);
  const only = items.length === 1 ? items[0] : undefined;
  return {
    standard,
    version,
    title: orNull((organization ? textOf(organization.title) : '') || (only?.title ?? '')),
    activity_id: null,
    mastery_score: only?.mastery_score ?? null,
    items,
  };
}
