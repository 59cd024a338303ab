/**
 * A SCORM 2004 4th Edition package: two SCOs in one organization (flow and choice), the second with a primary
 * objective satisfied by measure (mastery 0.8). Each resumes (cmi.location, cmi.suspend_data) and reports
 * completion; the second also success and score.scaled.
 */
import { configScript, contentPage, contentFile, xml, zipOf, type TPackageFiles } from './zip';

export interface TScorm2004Options {
  /** Organization title; the SCOs are "Part 1: Reading" and "Part 2: Check". */
  title?: string;
  /** minNormalizedMeasure of the second SCO's primary objective, in percent. */
  masteryScore?: number;
  /** The raw score (0–100) the second SCO reports on "Finish" (score.scaled = score / 100). */
  score?: number;
  /** How many pages "Next page" walks through in each SCO. */
  pages?: number;
}

const SCORM2004_DEFAULTS = {
  title: 'Fire warden training (SCORM 2004)',
  masteryScore: 80,
  score: 90,
  pages: 2,
} as const satisfies Required<TScorm2004Options>;

/** The SCOs, in organization order: item id (what the LMS stores cmi data under), title, folder. */
export const SCORM2004_SCOS = [
  { item: 'item_reading', title: 'Part 1: Reading', folder: 'sco1', scored: false },
  { item: 'item_check', title: 'Part 2: Check', folder: 'sco2', scored: true },
] as const;

const SCORM2004_IDS = { manifest: 'com.skillway.test.scorm2004', organization: 'org_1' } as const;

const SHARED_FILES = ['shared/style.css', 'shared/page.js', 'shared/scorm2004.js'];

function scoFiles(folder: string): string[] {
  return [`${folder}/index.html`, `${folder}/config.js`];
}

function manifest(options: Required<TScorm2004Options>): string {
  const mastery = (options.masteryScore / 100).toFixed(2);
  const items = SCORM2004_SCOS.map(
    (sco) => `      <item identifier="${sco.item}" identifierref="res_${sco.folder}">
        <title>${xml(sco.title)}</title>${
          sco.scored
            ? `
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="${sco.item}_passed" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${mastery}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>`
            : ''
        }
      </item>`,
  ).join('\n');
  const resources = SCORM2004_SCOS.map(
    (
      sco,
    ) => `    <resource identifier="res_${sco.folder}" type="webcontent" adlcp:scormType="sco" href="${sco.folder}/index.html">
${scoFiles(sco.folder)
  .map((file) => `      <file href="${file}"/>`)
  .join('\n')}
      <dependency identifierref="res_shared"/>
    </resource>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${SCORM2004_IDS.manifest}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="${SCORM2004_IDS.organization}">
    <organization identifier="${SCORM2004_IDS.organization}" adlseq:objectivesGlobalToSystem="false">
      <title>${xml(options.title)}</title>
${items}
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources>
${resources}
    <resource identifier="res_shared" type="webcontent" adlcp:scormType="asset">
${SHARED_FILES.map((file) => `      <file href="${file}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

/** The files of the package (path → content), for tests that want to alter one before zipping. */
function scorm2004Files(opts: TScorm2004Options = {}): TPackageFiles {
  const options = { ...SCORM2004_DEFAULTS, ...opts };
  const files: TPackageFiles = { 'imsmanifest.xml': manifest(options) };
  for (const sco of SCORM2004_SCOS) {
    files[`${sco.folder}/index.html`] = contentPage(sco.title, '../shared/style.css', [
      'config.js',
      '../shared/page.js',
      '../shared/scorm2004.js',
    ]);
    files[`${sco.folder}/config.js`] = configScript({
      sco: sco.title,
      scored: sco.scored,
      masteryScore: options.masteryScore,
      score: options.score,
      pages: options.pages,
    });
  }
  files['shared/style.css'] = contentFile('page.css');
  files['shared/page.js'] = contentFile('page.js');
  files['shared/scorm2004.js'] = contentFile('scorm2004.js');
  return files;
}

/** The zip of a SCORM 2004 4th Edition two-SCO package. */
export const scorm2004Package = (opts: TScorm2004Options = {}): Buffer => zipOf(scorm2004Files(opts));
