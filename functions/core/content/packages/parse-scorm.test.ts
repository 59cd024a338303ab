import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { parseScormManifest } from './parse-scorm';
import { SCORM12_MANIFEST } from './zip-test-helper';

const SCORM2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.course" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xml:base="content/">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="ORG-B">
    <organization identifier="ORG-A"><title>Not the default</title>
      <item identifier="A1" identifierref="R1"><title>Other</title></item>
    </organization>
    <organization identifier="ORG-B"><title>Working at height &amp; ladders</title>
      <item identifier="MODULE"><title>Module 1</title>
        <item identifier="SCO-1" identifierref="R1" parameters="?page=1">
          <title>Ladders</title>
          <adlcp:dataFromLMS>mode=review</adlcp:dataFromLMS>
          <imsss:sequencing>
            <imsss:objectives>
              <imsss:primaryObjective objectiveID="pass" satisfiedByMeasure="true">
                <imsss:minNormalizedMeasure>0.75</imsss:minNormalizedMeasure>
              </imsss:primaryObjective>
            </imsss:objectives>
          </imsss:sequencing>
        </item>
        <item identifier="NOTES" identifierref="R3"><title>Handout</title></item>
      </item>
      <item identifier="SCO-2" identifierref="R2"><title>Scaffolds</title>
        <imsss:sequencing><imsss:objectives>
          <imsss:primaryObjective objectiveID="p2" satisfiedByMeasure="false"><imsss:minNormalizedMeasure>0.5</imsss:minNormalizedMeasure></imsss:primaryObjective>
        </imsss:objectives></imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources xml:base="sco/">
    <resource identifier="R1" type="webcontent" adlcp:scormType="sco" xml:base="one" href="start.html?lang=en"/>
    <resource identifier="R2" type="webcontent" adlcp:scormType="sco" href="two/index.html"/>
    <resource identifier="R3" type="webcontent" adlcp:scormType="asset" href="handout.pdf"/>
  </resources>
</manifest>`;

describe('parseScormManifest', () => {
  it('reads a SCORM 1.2 single-SCO manifest with its mastery score', () => {
    expect(parseScormManifest(SCORM12_MANIFEST)).toEqual({
      standard: 'scorm12',
      version: '1.2',
      title: 'Fire safety',
      activity_id: null,
      mastery_score: 80,
      items: [
        {
          id: 'item1',
          title: 'Fire safety',
          launch: 'index.html',
          parameters: null,
          mastery_score: 80,
          move_on: null,
          launch_method: null,
          activity_id: null,
        },
      ],
    });
  });

  it('reads datafromlms and appends parameters to a 1.2 launch', () => {
    const xml = SCORM12_MANIFEST.replace(
      '<item identifier="item1" identifierref="res1">',
      '<item identifier="item1" identifierref="res1" parameters="chapter=2">',
    ).replace('<adlcp:masteryscore>80</adlcp:masteryscore>', '<adlcp:datafromlms>level=2</adlcp:datafromlms>');
    const [item] = parseScormManifest(xml).items;
    expect(item).toMatchObject({ launch: 'index.html?chapter=2', parameters: 'level=2', mastery_score: null });
  });

  it('reads a SCORM 2004 4th edition multi-SCO manifest: default organisation, xml:base, parameters, measures', () => {
    const parsed = parseScormManifest(SCORM2004);
    expect(parsed).toMatchObject({
      standard: 'scorm2004',
      version: '2004 4th Edition',
      title: 'Working at height & ladders',
      mastery_score: null,
    });
    expect(parsed.items).toEqual([
      {
        id: 'SCO-1',
        title: 'Ladders',
        launch: 'content/sco/one/start.html?lang=en&page=1',
        parameters: 'mode=review',
        mastery_score: 75,
        move_on: null,
        launch_method: null,
        activity_id: null,
      },
      {
        id: 'SCO-2',
        title: 'Scaffolds',
        launch: 'content/sco/two/index.html',
        parameters: null,
        mastery_score: null,
        move_on: null,
        launch_method: null,
        activity_id: null,
      },
    ]);
  });

  it('tells 2004 3rd edition and CAM 1.3 apart by schemaversion', () => {
    expect(parseScormManifest(SCORM2004.replace('2004 4th Edition', '2004 3rd Edition')).version).toBe(
      '2004 3rd Edition',
    );
    expect(parseScormManifest(SCORM2004.replace('2004 4th Edition', 'CAM 1.3')).version).toBe('2004 2nd Edition');
  });

  it('takes a manifest without organisations as one item per SCO resource', () => {
    const xml = SCORM12_MANIFEST.replace(/<organizations[\s\S]*<\/organizations>/, '<organizations/>');
    expect(parseScormManifest(xml).items).toMatchObject([{ id: 'res1', title: 'res1', launch: 'index.html' }]);
  });

  it('refuses a manifest whose items point at no SCO', () => {
    const xml = SCORM12_MANIFEST.replace('adlcp:scormtype="sco"', 'adlcp:scormtype="asset"');
    expect(() => parseScormManifest(xml)).toThrow(MSG.PACKAGE_NO_LAUNCH);
  });

  it('refuses XML that is not well-formed, and XML that is not a manifest', () => {
    expect(() => parseScormManifest('<manifest><organizations></manifest>')).toThrow(MSG.PACKAGE_MANIFEST_INVALID);
    expect(() => parseScormManifest('<?xml version="1.0"?><html/>')).toThrow(MSG.PACKAGE_MANIFEST_INVALID);
  });
});
