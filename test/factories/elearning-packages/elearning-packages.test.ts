import { Script } from 'node:vm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  CMI5_DEFAULTS,
  SCORM12_IDS,
  SCORM2004_SCOS,
  TINCAN_DEFAULTS,
  cmi5Package,
  cmi5Units,
  scorm12Package,
  scorm2004Package,
  tinCanPackage,
  zipOf,
} from './index';
import { findAll, parseWellFormedXml, type TXmlElement } from './well-formed-xml';

function unpack(zip: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(zip))).map(([path, bytes]) => [path, strFromU8(bytes)]),
  );
}

const one = (root: TXmlElement, name: string) => {
  const [found] = findAll(root, name);
  if (!found) throw new Error(`no <${name}>`);
  return found;
};

/** Every file a page loads (its stylesheet and scripts) is in the package. */
function expectPagesComplete(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    if (!path.endsWith('.html')) continue;
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
    for (const [, src] of text.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)) {
      const resolved = new URL(src!, `http://package/${folder}`).pathname.slice(1);
      expect(files, `${path} loads ${src}`).toHaveProperty([resolved]);
    }
  }
}

/** Every script compiles (a syntax error would only show in the browser otherwise). */
function expectScriptsCompile(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('.js')) expect(() => new Script(text, { filename: path }), path).not.toThrow();
  }
}

describe('e-learning package fixtures', () => {
  it('zips deterministically: the same options give the same bytes', () => {
    expect(scorm12Package().equals(scorm12Package())).toBe(true);
    expect(cmi5Package({ units: 2 }).equals(cmi5Package({ units: 2 }))).toBe(true);
    expect(zipOf({ 'a.txt': 'a' }).subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
  });

  it('SCORM 1.2: an ADL SCORM 1.2 manifest with one SCO, its mastery score and every file it lists', () => {
    const files = unpack(scorm12Package({ masteryScore: 75 }));
    const root = parseWellFormedXml(files['imsmanifest.xml']!);
    expect(root.name).toBe('manifest');
    expect(root.attributes.xmlns).toBe('http://www.imsproject.org/xsd/imscp_rootv1p1p2');
    expect(one(root, 'schema').text).toBe('ADL SCORM');
    expect(one(root, 'schemaversion').text).toBe('1.2');
    const item = one(root, 'item');
    expect(item.attributes.identifier).toBe(SCORM12_IDS.item);
    expect(one(item, 'adlcp:masteryscore').text).toBe('75');
    const resource = one(root, 'resource');
    expect(resource.attributes['adlcp:scormtype']).toBe('sco');
    expect(resource.attributes.href).toBe('index.html');
    for (const file of findAll(resource, 'file')) expect(files).toHaveProperty([file.attributes.href!]);
    expectPagesComplete(files);
    expectScriptsCompile(files);
  });

  it('SCORM 2004: a 4th Edition manifest with two SCOs under flow and choice, the second with a mastery measure', () => {
    const files = unpack(scorm2004Package());
    const root = parseWellFormedXml(files['imsmanifest.xml']!);
    expect(root.attributes.xmlns).toBe('http://www.imsglobal.org/xsd/imscp_v1p1');
    expect(root.attributes['xmlns:imsss']).toBe('http://www.imsglobal.org/xsd/imsss');
    expect(root.attributes['xmlns:adlcp']).toBe('http://www.adlnet.org/xsd/adlcp_v1p3');
    expect(one(root, 'schemaversion').text).toBe('2004 4th Edition');
    expect(findAll(root, 'item').map((item) => item.attributes.identifier)).toEqual(
      SCORM2004_SCOS.map((sco) => sco.item),
    );
    expect(one(root, 'imsss:controlMode').attributes).toEqual({ choice: 'true', flow: 'true' });
    expect(one(root, 'imsss:minNormalizedMeasure').text).toBe('0.80');
    const resources = findAll(root, 'resource');
    expect(resources.map((resource) => resource.attributes['adlcp:scormType'])).toEqual(['sco', 'sco', 'asset']);
    for (const file of findAll(root, 'file')) expect(files).toHaveProperty([file.attributes.href!]);
    expectPagesComplete(files);
    expectScriptsCompile(files);
  });

  it('Tin Can: tincan.xml with one course activity launching index.html', () => {
    const files = unpack(tinCanPackage());
    const root = parseWellFormedXml(files['tincan.xml']!);
    expect(root.name).toBe('tincan');
    const activities = findAll(root, 'activity');
    expect(activities).toHaveLength(1);
    expect(activities[0]!.attributes.id).toBe(TINCAN_DEFAULTS.activityId);
    expect(activities[0]!.attributes.type).toBe('http://adlnet.gov/expapi/activities/course');
    expect(one(root, 'launch').text).toBe('index.html');
    expect(files).toHaveProperty(['index.html']);
    expectPagesComplete(files);
    expectScriptsCompile(files);
  });

  it('cmi5: a course structure with its course IRI and AUs (moveOn, masteryScore, url)', () => {
    for (const units of [1, 2] as const) {
      const files = unpack(cmi5Package({ units }));
      const root = parseWellFormedXml(files['cmi5.xml']!);
      expect(root.name).toBe('courseStructure');
      expect(root.attributes.xmlns).toBe('https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd');
      expect(one(root, 'course').attributes.id).toBe(CMI5_DEFAULTS.courseId);
      const aus = findAll(root, 'au');
      expect(aus.map((au) => au.attributes.id)).toEqual(cmi5Units({ units }).map((unit) => unit.id));
      for (const au of aus) {
        expect(au.attributes).toMatchObject({ moveOn: 'CompletedAndPassed', masteryScore: '0.80' });
        expect(files).toHaveProperty([one(au, 'url').text]);
      }
      expectPagesComplete(files);
      expectScriptsCompile(files);
    }
  });

  it('the XML check refuses what is not well-formed', () => {
    expect(() => parseWellFormedXml('<a><b></a></b>')).toThrow();
    expect(() => parseWellFormedXml('<a x=1/>')).toThrow();
    expect(() => parseWellFormedXml('<a>Tom & Jerry</a>')).toThrow();
    expect(() => parseWellFormedXml('<a/><b/>')).toThrow();
    expect(() => parseWellFormedXml('<a>')).toThrow();
    expect(parseWellFormedXml('<?xml version="1.0"?><a x="1 &amp; 2"><!-- c --><b/></a>').attributes.x).toBe('1 & 2');
  });
});
