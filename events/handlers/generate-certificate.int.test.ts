/**
 * course.completed makes one certificate however often and however concurrently it runs (alongside the
 * certificate link's lazy path), and an enrolment gone meanwhile is not a failure to retry.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE, ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { ensureCertificate } from '@skillway/functions/core/learner/certificates/ensure-certificate';
import { s3Client } from '@skillway/functions/core/platform/clients/s3';
import { config } from '@skillway/functions/core/platform/config';
import { setEventTransport } from '@skillway/functions/core/platform/events/publish-event';
import { getCourseEnrolment } from '@skillway/functions/core/delivery/progress/course-progress-repository';
import { registerCompany, type TRegistered } from '../../test/factories/accounts';
import { addLink, createCourse } from '../../test/factories/courses';
import { auditEvents } from '../../test/factories/audit-events';
import { call } from '../../test/factories/http';
import { addPerson, signIn } from '../../test/factories/people';
import { accessAllMaterial, enrolOnCourse } from '../../test/factories/test-taking';
import { handler } from './generate-certificate';

let owner: TRegistered;
let companyId: string;
let courseId: string;

function completed(userId: string, course: string) {
  return {
    version: '0',
    id: `event-${userId}`,
    'detail-type': DETAIL_TYPE.COURSE_COMPLETED,
    source: 'skillway.app',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail: {
      event_id: `e-${userId}`,
      company_id: companyId,
      course_id: course,
      user_id: userId,
      completed_at: new Date().toISOString(),
    },
  };
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  companyId = owner.user.company_id;
  courseId = (await createCourse(owner.token, { name: 'Working at Height' })).id;
  await addLink(owner.token, courseId);
});
afterAll(() => setEventTransport(async () => undefined));

describe('generate-certificate', () => {
  it('makes one certificate however often and however concurrently it runs', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'height');
    await enrolOnCourse(owner.token, courseId, [person.id]);
    await accessAllMaterial(companyId, courseId, person.id, USER_COURSE_STATE.COMPLETE);
    const token = await signIn(person);
    await Promise.all([
      handler(completed(person.id, courseId)),
      handler(completed(person.id, courseId)),
      ensureCertificate(companyId, courseId, person.id),
      call('GET', `/v1/courses/${courseId}/certificate`, { token }),
    ]);
    await handler(completed(person.id, courseId));
    const enrolment = await getCourseEnrolment(companyId, courseId, person.id);
    expect(enrolment.certificate_id).toBeTruthy();
    const listed = await s3Client().send(
      new ListObjectsV2Command({
        Bucket: config.uploadsBucket,
        Prefix: `c/${companyId}/certificates/${courseId}/${person.id}/`,
      }),
    );
    expect((listed.Contents ?? []).map((object) => object.Key)).toEqual([enrolment.certificate_key]);
  });

  it("records the certificate in the company's audit log as the system's", async () => {
    const person = await addPerson(companyId, ROLE.USER, 'audited');
    await enrolOnCourse(owner.token, courseId, [person.id]);
    await accessAllMaterial(companyId, courseId, person.id, USER_COURSE_STATE.COMPLETE);
    await handler(completed(person.id, courseId));
    const events = await auditEvents(companyId);
    const issued = events.filter(
      (event) => event.action === 'system.certificateIssued' && event.request_id === `event-${person.id}`,
    );
    expect(issued.length).toBeGreaterThanOrEqual(1);
    for (const event of issued) expect(event).toMatchObject({ actor_kind: 'system', actor_id: 'system' });
  });

  it('does nothing for a course not complete, and ignores an enrolment that is gone', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'pending');
    await enrolOnCourse(owner.token, courseId, [person.id]);
    await handler(completed(person.id, courseId));
    expect((await getCourseEnrolment(companyId, courseId, person.id)).certificate_id).toBeUndefined();
    await expect(handler(completed(person.id, 'no-such-course'))).resolves.toBeUndefined();
  });
});
