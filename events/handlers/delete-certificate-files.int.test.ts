/**
 * certificates.files-delete-requested: a learner no longer enrolled loses every PDF under their course's
 * certificate prefix (a lost race's leftover too); a learner enrolled and certified again keeps the new PDF and
 * loses only the named old ones; a redelivered event is harmless.
 */
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE, ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { ensureCertificate } from '@skillway/functions/core/learner/certificates/ensure-certificate';
import { s3Client } from '@skillway/functions/core/platform/clients/s3';
import { config } from '@skillway/functions/core/platform/config';
import { setEventTransport } from '@skillway/functions/core/platform/events/publish-event';
import { registerCompany, type TRegistered } from '../../test/factories/accounts';
import { addLink, createCourse } from '../../test/factories/courses';
import { addPerson } from '../../test/factories/people';
import { accessAllMaterial, enrolOnCourse } from '../../test/factories/test-taking';
import { handler } from './delete-certificate-files';

let owner: TRegistered;
let companyId: string;
let courseId: string;

const prefix = (userId: string) => `c/${companyId}/certificates/${courseId}/${userId}/`;

async function listed(userId: string): Promise<string[]> {
  const page = await s3Client().send(
    new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix(userId) }),
  );
  return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

async function putPdf(key: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: '%PDF', ContentType: 'application/pdf' }),
  );
}

function requested(userId: string, certificateIds: string[]) {
  return {
    version: '0',
    id: `event-${userId}`,
    'detail-type': DETAIL_TYPE.CERTIFICATE_FILES_DELETE_REQUESTED,
    source: 'skillway.app',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail: {
      event_id: `e-${userId}`,
      company_id: companyId,
      enrolments: [{ course_id: courseId, user_id: userId, certificate_ids: certificateIds }],
      occurred_at: new Date().toISOString(),
    },
  };
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  companyId = owner.user.company_id;
  courseId = (await createCourse(owner.token, { name: 'Fire Safety' })).id;
  await addLink(owner.token, courseId);
});
afterAll(() => setEventTransport(async () => undefined));

describe('delete-certificate-files', () => {
  it('deletes every PDF under the prefix of a learner no longer enrolled, and a rerun is harmless', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'gone');
    await putPdf(`${prefix(person.id)}old-one.pdf`);
    await putPdf(`${prefix(person.id)}left-by-a-race.pdf`);
    await handler(requested(person.id, ['old-one']));
    expect(await listed(person.id)).toEqual([]);
    await expect(handler(requested(person.id, ['old-one']))).resolves.toBeUndefined();
  });

  it('keeps the certificate of a learner enrolled and certified again, deleting only the named old ones', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'again');
    await enrolOnCourse(owner.token, courseId, [person.id]);
    await accessAllMaterial(companyId, courseId, person.id, USER_COURSE_STATE.COMPLETE);
    const current = await ensureCertificate(companyId, courseId, person.id);
    expect(current).toBeDefined();
    await putPdf(`${prefix(person.id)}old-one.pdf`);
    await handler(requested(person.id, ['old-one', current!.certificateId]));
    expect(await listed(person.id)).toEqual([current!.key]);
  });
});
