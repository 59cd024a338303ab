/**
 * A Tin Can (xAPI launch) package: tincan.xml with one course activity launching index.html, whose script posts
 * statements to the launch's endpoint and keeps a "bookmark" activity state for resume.
 */
import { configScript, contentPage, contentFile, xml, zipOf, type TPackageFiles } from './zip';

export interface TTinCanOptions {
  /** The activity id (an IRI) in tincan.xml. */
  activityId?: string;
  title?: string;
  /** Percent the content needs to send "passed" rather than "failed" (Tin Can has no manifest mastery score). */
  masteryScore?: number;
  /** The raw score (0–100) sent on "Finish" (result.score.scaled = score / 100). */
  score?: number;
  pages?: number;
}

export const TINCAN_DEFAULTS = {
  activityId: 'https://packages.skillway.test/tincan/manual-handling',
  title: 'Manual handling (Tin Can)',
  masteryScore: 80,
  score: 90,
  pages: 3,
} as const satisfies Required<TTinCanOptions>;

function tincanXml(options: Required<TTinCanOptions>): string {
  return `<?xml version="1.0" encoding="utf-8" ?>
<tincan xmlns="http://projecttincan.com/tincan.xsd">
  <activities>
    <activity id="${xml(options.activityId)}" type="http://adlnet.gov/expapi/activities/course">
      <name>${xml(options.title)}</name>
      <description lang="en-US">Lifting and carrying safely, in ${options.pages} short pages.</description>
      <launch lang="en-US">index.html</launch>
    </activity>
  </activities>
</tincan>
`;
}

/** The files of the package (path → content), for tests that want to alter one before zipping. */
function tinCanFiles(opts: TTinCanOptions = {}): TPackageFiles {
  const options = { ...TINCAN_DEFAULTS, ...opts };
  return {
    'tincan.xml': tincanXml(options),
    'index.html': contentPage(options.title, 'style.css', ['config.js', 'page.js', 'xapi.js', 'tincan.js']),
    'config.js': configScript({
      title: options.title,
      masteryScore: options.masteryScore,
      score: options.score,
      pages: options.pages,
    }),
    'style.css': contentFile('page.css'),
    'page.js': contentFile('page.js'),
    'xapi.js': contentFile('xapi.js'),
    'tincan.js': contentFile('tincan.js'),
  };
}

/** The zip of a Tin Can package with one activity. */
export const tinCanPackage = (opts: TTinCanOptions = {}): Buffer => zipOf(tinCanFiles(opts));
