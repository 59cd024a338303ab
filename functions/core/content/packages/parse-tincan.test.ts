import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { parseTincanManifest } from './parse-tincan';

const TINCAN = `<?xml version="1.0" encoding="utf-8" ?>
<tincan xmlns="http://projecttincan.com/tincan.xsd">
  <activities>
    <activity id="https://example.com/golf/objective" type="http://adlnet.gov/expapi/activities/objective">
      <name>Putting</name>
    </activity>
    <activity id="https://example.com/golf" type="http://adlnet.gov/expapi/activities/course">
      <name lang="de-DE">Golf-Beispiel</name>
      <name lang="en-US">Golf Example</name>
      <description lang="en-US">An example course.</description>
      <launch lang="en-us">index.html</launch>
    </activity>
  </activities>
</tincan>`;

describe('parseTincanManifest', () => {
  it('takes the activity with a launch: its id, English name and launch file', () => {
    expect(parseTincanManifest(TINCAN)).toEqual({
      standard: 'xapi',
      version: null,
      title: 'Golf Example',
      activity_id: 'https://example.com/golf',
      mastery_score: null,
      items: [
        {
          id: 'https://example.com/golf',
          title: 'Golf Example',
          launch: 'index.html',
          parameters: null,
          mastery_score: null,
          move_on: null,
          launch_method: null,
          activity_id: 'https://example.com/golf',
        },
      ],
    });
  });

  it('refuses a tincan.xml whose activities have no launch', () => {
    expect(() => parseTincanManifest(TINCAN.replace('<launch lang="en-us">index.html</launch>', ''))).toThrow(
      MSG.PACKAGE_NO_LAUNCH,
    );
  });

  it('refuses what is not a tincan.xml', () => {
    expect(() => parseTincanManifest('<manifest/>')).toThrow(MSG.PACKAGE_MANIFEST_INVALID);
  });
});
