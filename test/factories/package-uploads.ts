/** E-learning package fixtures for API tests: small zips made in memory, added as course material the web's way. */
import { strToU8, zipSync } from 'fflate';
import type { TAsset } from '@skillway/shared';
import type { TFile } from './courses';
import { uploadFile } from './courses';
import { call } from './http';

const MANIFEST = (title: string) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.skillway.int.scorm12" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>${title}</title>
    <item identifier="sco-1" identifierref="res-1"><title>${title}</title><adlcp:masteryscore>70</adlcp:masteryscore></item>
  </organization></organizations>
  <resources><resource identifier="res-1" type="webcontent" adlcp:scormtype="sco" href="lesson/index.html"/></resources>
</manifest>`;

/** A zip of the given files (text, or bytes deflated at level 9). */
export function zipFile(name: string, files: Record<string, string | Uint8Array>): TFile {
  const bytes = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([path, body]) => [
        path,
        [typeof body === 'string' ? strToU8(body) : body, { level: 9 }],
      ]),
    ),
  );
  return { name, type: 'application/zip', bytes: Buffer.from(bytes) };
}

/** The files of a SCORM 1.2 single-SCO package, wrapped in one top folder as many tools zip it. */
export function scorm12Files(title = 'Manual handling'): Record<string, string> {
  return {
    'manual-handling/imsmanifest.xml': MANIFEST(title),
    'manual-handling/lesson/index.html': '<!doctype html><title>Lesson</title><script src="app.js"></script>',
    'manual-handling/lesson/app.js': 'window.API && window.API.LMSInitialize("");',
    'manual-handling/lesson/style.css': 'body { font-family: sans-serif; }',
  };
}

export function scorm12ZipFile(title = 'Manual handling'): TFile {
  return zipFile('Manual handling.zip', scorm12Files(title));
}

/** A zip of a plain web page: no SCORM, xAPI or cmi5 manifest. */
export function plainZipFile(): TFile {
  return zipFile('Website.zip', { 'index.html': '<!doctype html><title>Not a package</title>' });
}

/** Uploads a package zip and adds it to the course; returns the new material (package processing). */
export async function addPackage(token: string, courseId: string, file: TFile, title = 'E-learning'): Promise<TAsset> {
  const s3_url = await uploadFile(token, 'course-package', file);
  const added = await call('POST', '/v1/course/add/training-material', {
    token,
    body: { course: courseId, title, type: 'package', s3_url },
  });
  if (added.status !== 201) throw new Error(`package not added: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.data as TAsset;
}
