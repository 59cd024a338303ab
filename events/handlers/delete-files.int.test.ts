/**
 * files.delete-requested: deletes whole prefixes and single keys under the company's folder, refuses anything
 * outside it, and a redelivered event is harmless. The API side: deleting a course hands its prefix over.
 */
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE } from '@skillway/shared';
import { s3Client } from '@skillway/functions/core/platform/clients/s3';
import { config } from '@skillway/functions/core/platform/config';
import { setEventTransport } from '@skillway/functions/core/platform/events/publish-event';
import { requestFilesDeletion } from '@skillway/functions/core/platform/storage/request-file-deletion';
import { eventually, registerCompany, type TRegistered } from '../../test/factories/accounts';
import { createCourse } from '../../test/factories/courses';
import { call } from '../../test/factories/http';
import { handler } from './delete-files';

let owner: TRegistered;
let other: TRegistered;

async function listed(prefix: string): Promise<string[]> {
  const page = await s3Client().send(new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

async function put(key: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: 'x', ContentType: 'text/plain' }),
  );
}

function requested(companyId: string, keys: string[], prefixes: string[]) {
  return {
    version: '0',
    id: `event-${companyId}`,
    'detail-type': DETAIL_TYPE.FILES_DELETE_REQUESTED,
    source: 'skillway.app',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail: {
      event_id: `e-${companyId}`,
      company_id: companyId,
      keys,
      prefixes,
      occurred_at: new Date().toISOString(),
    },
  };
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  other = await registerCompany();
});
afterAll(() => setEventTransport(async () => undefined));

describe('delete-files', () => {
  it('deletes prefixes and keys of the company only, and a rerun is harmless', async () => {
    const mine = `c/${owner.user.company_id}/`;
    const theirs = `c/${other.user.company_id}/`;
    await put(`${mine}courses/gone/assets/a/file.mp4`);
    await put(`${mine}courses/gone/thumbnail/t/x.png`);
    await put(`${mine}courses/kept/thumbnail/t/x.png`);
    await put(`${mine}avatar/u/me.png`);
    await put(`${theirs}avatar/u/them.png`);
    await handler(
      requested(
        owner.user.company_id,
        [`${mine}avatar/u/me.png`, `${theirs}avatar/u/them.png`],
        [`${mine}courses/gone/`],
      ),
    );
    expect(await listed(mine)).toEqual([`${mine}courses/kept/thumbnail/t/x.png`]);
    expect(await listed(theirs)).toEqual([`${theirs}avatar/u/them.png`]);
    await expect(
      handler(requested(owner.user.company_id, [`${mine}avatar/u/me.png`], [`${mine}courses/gone/`])),
    ).resolves.toBeUndefined();
  });

  it("is never asked for another company's files", async () => {
    await expect(
      requestFilesDeletion(owner.user.company_id, { keys: [`c/${other.user.company_id}/avatar/x.png`] }),
    ).rejects.toThrow(/refusing/);
    await expect(
      requestFilesDeletion(owner.user.company_id, { prefixes: [`c/${owner.user.company_id}/../`] }),
    ).rejects.toThrow(/refusing/);
  });

  it("deletes a deleted course's files in the background", async () => {
    const courseId = (await createCourse(owner.token, { name: 'Short-lived' })).id;
    const prefix = `c/${owner.user.company_id}/courses/${courseId}/`;
    await put(`${prefix}assets/a/notes.pdf`);
    const deleted = await call('DELETE', `/v1/courses/${courseId}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    await eventually(async () => ((await listed(prefix)).length === 0 ? true : undefined));
  });
});
