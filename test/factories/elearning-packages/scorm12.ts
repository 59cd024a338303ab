/** A SCORM 1.2 package: one SCO (ADL SCORM 1.2 manifest, adlcp:masteryscore) that resumes and reports a score. */
import { configScript, contentPage, contentFile, xml, zipOf, type TPackageFiles } from './zip';

export interface TScorm12Options {
  /** Organization and SCO title. */
  title?: string;
  /** adlcp:masteryscore (percent); the SCO reports passed when its score reaches it. */
  masteryScore?: number;
  /** The raw score (0–100) the SCO reports on "Finish". */
  score?: number;
  /** How many pages "Next page" walks through. */
  pages?: number;
}

const SCORM12_DEFAULTS = {
  title: 'Safety basics (SCORM 1.2)',
  masteryScore: 80,
  score: 90,
  pages: 3,
} as const satisfies Required<TScorm12Options>;

/** The identifiers in the manifest (the SCO's item id is what the LMS stores cmi data under). */
export const SCORM12_IDS = { manifest: 'com.skillway.test.scorm12', organization: 'org_1', item: 'item_1' } as const;

function manifest(options: Required<TScorm12Options>, files: string[]): string {
  const title = xml(options.title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${SCORM12_IDS.manifest}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="${SCORM12_IDS.organization}">
    <organization identifier="${SCORM12_IDS.organization}">
      <title>${title}</title>
      <item identifier="${SCORM12_IDS.item}" identifierref="res_1" isvisible="true">
        <title>${title}</title>
        <adlcp:masteryscore>${options.masteryScore}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res_1" type="webcontent" adlcp:scormtype="sco" href="index.html">
${files.map((file) => `      <file href="${file}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

/** The files of the package (path → content), for tests that want to alter one before zipping. */
export function scorm12Files(opts: TScorm12Options = {}): TPackageFiles {
  const options = { ...SCORM12_DEFAULTS, ...opts };
  const content: TPackageFiles = {
    'index.html': contentPage(options.title, 'style.css', ['config.js', 'page.js', 'sco.js']),
    'config.js': configScript(options),
    'style.css': contentFile('page.css'),
    'page.js': contentFile('page.js'),
    'sco.js': contentFile('scorm12.js'),
  };
  return { 'imsmanifest.xml': manifest(options, Object.keys(content)), ...content };
}

/** The zip of a SCORM 1.2 single-SCO package. */
export const scorm12Package = (opts: TScorm12Options = {}): Buffer => zipOf(scorm12Files(opts));
