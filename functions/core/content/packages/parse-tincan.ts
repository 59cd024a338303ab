import { MSG } from '@skillway/shared';
import {
  attributeOf,
  isNode,
  listOf,
  orNull,
  parseXml,
  textOf,
  type TParsedPackage,
  type TXmlNode,
} from './package-xml';
import { PackageRefused } from './zip-checks';

const ARRAYS = new Set(['activity', 'name', 'description', 'launch']);

/** A langstring list (`<name lang="…">`): English first (any en-*), else the first. */
function localised(value: unknown): string {
  const strings = listOf(value);
  const english = strings.find((entry) => attributeOf(entry, 'lang').toLowerCase().startsWith('en'));
  return textOf(english ?? strings[0]);
}

/**
 * A Tin Can package (tincan.xml): the activity with a launch file is the package's (its id is the activity IRI the
 * content reports on, its name the title); the other activities (objectives, interactions) only describe it.
 */
export function parseTincanManifest(xml: string): TParsedPackage {
  const parsed = parseXml(xml, ARRAYS);
  const tincan = isNode(parsed) && isNode(parsed.tincan) ? parsed.tincan : undefined;
  if (!tincan) throw new PackageRefused(MSG.PACKAGE_MANIFEST_INVALID);
  const activities = isNode(tincan.activities) ? listOf(tincan.activities.activity).filter(isNode) : [];
  const launchable = activities.filter((activity: TXmlNode) => localised(activity.launch) !== '');
  const course = launchable.find((activity) => attributeOf(activity, 'type').endsWith('/course')) ?? launchable[0];
  if (!course) throw new PackageRefused(MSG.PACKAGE_NO_LAUNCH);
  const id = attributeOf(course, 'id');
  if (id === '') throw new PackageRefused(MSG.PACKAGE_MANIFEST_INVALID);
  const title = localised(course.name) || id;
  return {
    standard: 'xapi',
    version: null,
    title: orNull(title),
    activity_id: id,
    mastery_score: null,
    items: [
      {
        id,
        title,
        launch: localised(course.launch),
        parameters: null,
        mastery_score: null,
        move_on: null,
        launch_method: null,
        activity_id: id,
      },
    ],
  };
}
