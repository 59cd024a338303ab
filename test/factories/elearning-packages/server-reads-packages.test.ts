/**
 * The server's unpacking (functions/core/content/packages/unpack.ts: zip checks, manifest reading) accepts each
 * generated package and reads from it what the player needs: standard, version, items, launch, mastery score.
 */
import { describe, expect, it } from 'vitest';
import { unpackPackage, type TPackageSink } from '@skillway/functions/core/content/packages/unpack';
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
} from './index';

async function unpack(zip: Buffer) {
  const written = new Map<string, string>();
  const sink: TPackageSink = {
    async put(path, _body, contentType) {
      written.set(path, contentType);
    },
    async clear() {
      written.clear();
    },
  };
  const source = {
    size: zip.length,
    read: async (start: number, end: number) => new Uint8Array(zip.subarray(start, end + 1)),
  };
  const parsed = await unpackPackage(source, sink);
  return { parsed, written };
}

describe('the server reads the generated packages', () => {
  it('SCORM 1.2: one SCO at index.html with mastery 80', async () => {
    const { parsed, written } = await unpack(scorm12Package());
    expect(parsed).toMatchObject({ standard: 'scorm12', version: '1.2', mastery_score: 80 });
    expect(parsed.items).toEqual([
      expect.objectContaining({ id: SCORM12_IDS.item, launch: 'index.html', mastery_score: 80 }),
    ]);
    expect(written.get('index.html')).toMatch(/^text\/html/);
    expect(written.get('sco.js')).toMatch(/javascript/);
    expect(written.get('style.css')).toMatch(/^text\/css/);
  });

  it('SCORM 2004 4th Edition: two SCOs in organization order, the second with mastery 80', async () => {
    const { parsed } = await unpack(scorm2004Package());
    expect(parsed).toMatchObject({ standard: 'scorm2004' });
    expect(parsed.version).toMatch(/2004 4th Edition/);
    expect(parsed.items.map((item) => [item.id, item.title, item.launch])).toEqual(
      SCORM2004_SCOS.map((sco) => [sco.item, sco.title, `${sco.folder}/index.html`]),
    );
    expect(parsed.items[1]?.mastery_score).toBe(80);
  });

  it('Tin Can: the activity and its launch', async () => {
    const { parsed } = await unpack(tinCanPackage());
    expect(parsed).toMatchObject({ standard: 'xapi', activity_id: TINCAN_DEFAULTS.activityId });
    expect(parsed.items).toEqual([
      expect.objectContaining({ launch: 'index.html', activity_id: TINCAN_DEFAULTS.activityId }),
    ]);
  });

  it('cmi5: the course IRI and its AUs with moveOn and mastery', async () => {
    const { parsed } = await unpack(cmi5Package({ units: 2 }));
    expect(parsed).toMatchObject({ standard: 'cmi5', activity_id: CMI5_DEFAULTS.courseId });
    expect(parsed.items).toEqual(
      cmi5Units({ units: 2 }).map((unit) =>
        expect.objectContaining({
          id: unit.id,
          activity_id: unit.id,
          launch: `${unit.folder}/index.html`,
          move_on: 'CompletedAndPassed',
          mastery_score: 80,
          launch_method: 'AnyWindow',
        }),
      ),
    );
  });
});
