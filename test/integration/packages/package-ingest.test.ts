/**
 * E-learning packages through the real flow: the zip is signed, posted and verified as a `course-package` upload,
 * added as material (processing), unpacked by the stack's packages.uploaded worker under content/<cid>/<assetId>/
 * and read (ready, with its standard, items and mastery score); a zip that is no package ends failed with the
 * reason and leaves no files, as does a hostile one (a zip bomb is refused at upload already); deleting the material
 * or the course deletes the unpacked content.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TAsset } from '@skillway/shared';
import { s3Client } from '@skillway/functions/core/platform/clients/s3';
import { config } from '@skillway/functions/core/platform/config';
import { eventually, registerCompany, type TRegistered } from '../../factories/accounts';
import { createCourse, signAndPost } from '../../factories/courses';
import { call, drainEvents } from '../../factories/http';
import { addPackage, plainZipFile, scorm12Files, scorm12ZipFile, zipFile } from '../../factories/package-uploads';

let admin: TRegistered;
let companyId: string;

async function listed(prefix: string): Promise<string[]> {
  const page = await s3Client().send(new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

/** The material as the course manager lists it, once the worker has finished with it. */
async function processed(courseId: string, assetId: string): Promise<TAsset> {
  return eventually(async () => {
    const materials = await call('GET', `/v1/course/materials/${courseId}`, { token: admin.token });
    const asset = (materials.body.data as TAsset[]).find((candidate) => candidate.id === assetId);
    return asset?.package && asset.package.status !== 'processing' ? asset : undefined;
  }, 30_000);
}

beforeAll(async () => {
  admin = await registerCompany();
  companyId = admin.user.company_id;
});

describe('e-learning package ingest', () => {
  it('unpacks a SCORM 1.2 zip wrapped in one folder and records what it is; deleting the material deletes it', async () => {
    const courseId = (await createCourse(admin.token)).id as string;
    const added = await addPackage(admin.token, courseId, scorm12ZipFile('Manual handling'), 'Manual handling');
    expect(added).toMatchObject({ asset_type: 'package', file: { original_name: 'Manual handling.zip' } });
    expect(added.package?.status).toMatch(/^(processing|ready)$/);

    const asset = await processed(courseId, added.id);
    expect(asset.package).toEqual({
      status: 'ready',
      standard: 'scorm12',
      version: '1.2',
      title: 'Manual handling',
      activity_id: null,
      mastery_score: 70,
      items: [
        {
          id: 'sco-1',
          title: 'Manual handling',
          launch: 'manual-handling/lesson/index.html',
          parameters: null,
          mastery_score: 70,
          move_on: null,
          launch_method: null,
          activity_id: null,
        },
      ],
      error: null,
    });
    const prefix = `content/${companyId}/${added.id}/`;
    expect(await listed(prefix)).toEqual(
      ['imsmanifest.xml', 'lesson/app.js', 'lesson/index.html', 'lesson/style.css'].map(
        (path) => `${prefix}manual-handling/${path}`,
      ),
    );

    const removed = await call('POST', '/v1/course/remove/training-material', {
      token: admin.token,
      body: { course_id: courseId, asset_id: added.id },
    });
    expect(removed.status).toBe(200);
    // The unpacked content goes in the background (files.delete-requested), as a course's does.
    await drainEvents();
    expect(await listed(prefix)).toEqual([]);
  });

  it('ends a zip that is no package failed with the reason, leaving no files', async () => {
    const courseId = (await createCourse(admin.token)).id as string;
    const added = await addPackage(admin.token, courseId, plainZipFile());
    const asset = await processed(courseId, added.id);
    expect(asset.package).toMatchObject({
      status: 'failed',
      standard: null,
      items: [],
      error: MSG.PACKAGE_NOT_RECOGNISED,
    });
    expect(await listed(`content/${companyId}/${added.id}/`)).toEqual([]);
  });

  it('refuses hostile archives: a zip bomb at upload, a path out of the package when unpacking (nothing written)', async () => {
    const bomb = zipFile('Bomb.zip', {
      ...scorm12Files(),
      'manual-handling/zeros.bin': new Uint8Array(4 * 1024 * 1024),
    });
    const { key } = await signAndPost(admin.token, 'course-package', bomb);
    const verified = await call('POST', '/v1/sign/verify', {
      token: admin.token,
      body: { type: 'course-package', key },
    });
    expect(verified.status).toBe(422);
    expect(verified.body.errors.key).toEqual([MSG.PACKAGE_ZIP_BOMB]);

    const courseId = (await createCourse(admin.token)).id as string;
    const escaping = zipFile('Escape.zip', { ...scorm12Files(), '../../escape.html': '<script>alert(1)</script>' });
    const added = await addPackage(admin.token, courseId, escaping);
    const asset = await processed(courseId, added.id);
    expect(asset.package).toMatchObject({ status: 'failed', error: MSG.PACKAGE_PATH_TRAVERSAL });
    expect(await listed(`content/${companyId}/${added.id}/`)).toEqual([]);
  });

  it('deletes the unpacked content with the course', async () => {
    const courseId = (await createCourse(admin.token)).id as string;
    const added = await addPackage(admin.token, courseId, scorm12ZipFile());
    await processed(courseId, added.id);
    const prefix = `content/${companyId}/${added.id}/`;
    expect((await listed(prefix)).length).toBe(4);
    expect((await call('DELETE', `/v1/courses/${courseId}`, { token: admin.token })).status).toBe(200);
    await eventually(async () => ((await listed(prefix)).length === 0 ? true : undefined));
  });
});
