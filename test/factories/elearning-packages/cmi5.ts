/**
 * A cmi5 course structure: cmi5.xml (course id IRI, one or two AUs with moveOn CompletedAndPassed and
 * masteryScore 0.8) and AU pages whose script follows the cmi5 launch sequence (fetch, LMS.LaunchData,
 * initialized, progressed, completed, passed/failed, terminated).
 */
import { configScript, contentPage, contentFile, xml, zipOf, type TPackageFiles } from './zip';

export interface TCmi5Options {
  /** The course id (an IRI). */
  courseId?: string;
  title?: string;
  /** How many AUs (au1/, au2/), each with the same moveOn and masteryScore. */
  units?: 1 | 2;
  /** cmi5 moveOn of every AU. */
  moveOn?: 'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
  /** masteryScore of every AU, in percent (written as 0–1 in cmi5.xml). */
  masteryScore?: number;
  /** The raw score (0–100) each AU reports on "Finish" (score.scaled = score / 100). */
  score?: number;
  pages?: number;
}

export const CMI5_DEFAULTS = {
  courseId: 'https://packages.skillway.test/cmi5/data-protection',
  title: 'Data protection (cmi5)',
  units: 1,
  moveOn: 'CompletedAndPassed',
  masteryScore: 80,
  score: 90,
  pages: 3,
} as const satisfies Required<TCmi5Options>;

/** The AUs of a course with `units` AUs: id (IRI under the course id), title, folder. */
export function cmi5Units(opts: TCmi5Options = {}) {
  const options = { ...CMI5_DEFAULTS, ...opts };
  return Array.from({ length: options.units }, (_, index) => ({
    id: `${options.courseId}/au/${index + 1}`,
    title: options.units === 1 ? options.title : `${options.title}: part ${index + 1}`,
    folder: `au${index + 1}`,
  }));
}

function courseStructure(options: Required<TCmi5Options>): string {
  const mastery = (options.masteryScore / 100).toFixed(2);
  const units = cmi5Units(options)
    .map(
      (
        unit,
      ) => `  <au id="${xml(unit.id)}" moveOn="${options.moveOn}" masteryScore="${mastery}" launchMethod="AnyWindow">
    <title><langstring lang="en-US">${xml(unit.title)}</langstring></title>
    <description><langstring lang="en-US">${options.pages} pages and a short check.</langstring></description>
    <url>${unit.folder}/index.html</url>
  </au>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="${xml(options.courseId)}">
    <title><langstring lang="en-US">${xml(options.title)}</langstring></title>
    <description><langstring lang="en-US">Handling personal data at work.</langstring></description>
  </course>
${units}
</courseStructure>
`;
}

/** The files of the package (path → content), for tests that want to alter one before zipping. */
function cmi5Files(opts: TCmi5Options = {}): TPackageFiles {
  const options = { ...CMI5_DEFAULTS, ...opts };
  const files: TPackageFiles = { 'cmi5.xml': courseStructure(options) };
  for (const unit of cmi5Units(options)) {
    files[`${unit.folder}/index.html`] = contentPage(unit.title, '../shared/style.css', [
      'config.js',
      '../shared/page.js',
      '../shared/xapi.js',
      '../shared/cmi5.js',
    ]);
    files[`${unit.folder}/config.js`] = configScript({
      title: unit.title,
      masteryScore: options.masteryScore,
      score: options.score,
      pages: options.pages,
    });
  }
  files['shared/style.css'] = contentFile('page.css');
  files['shared/page.js'] = contentFile('page.js');
  files['shared/xapi.js'] = contentFile('xapi.js');
  files['shared/cmi5.js'] = contentFile('cmi5.js');
  return files;
}

/** The zip of a cmi5 course structure with its AUs. */
export const cmi5Package = (opts: TCmi5Options = {}): Buffer => zipOf(cmi5Files(opts));
