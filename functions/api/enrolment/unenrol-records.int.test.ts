/**
 * Unenrolling "permanently deletes all user(s) course history": after a learner has passed a course's test,
 * earned a certificate and had a run archived, removing them from the course deletes their attempts, the
 * certificate's public record and the archived run, and (in the background, events/handlers/delete-certificate-files)
 * the certificate's PDF. A colleague's records stay.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_COURSE_STATE } from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser } from '../../../test/factories/added-users';
import { call } from '../../../test/factories/http';
import {
  accessAllMaterial,
  answerPaper,
  courseUserId,
  createTestCourse,
  enrolOnCourse,
  servePaper,
  type TTestCourse,
} from '../../../test/factories/test-taking';
import { findCertificate } from '../../core/learner/certificates/certificate-repository';
import { ensureCertificate } from '../../core/learner/certificates/ensure-certificate';
import { listEnrolmentHistory } from '../../core/content/courses/course-history-repository';
import { config } from '../../core/platform/config';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { listTestLogHeads } from '../../core/delivery/progress/test-log-repository';
import { s3Client } from '../../core/platform/clients/s3';

let owner: TRegistered;
let course: TTestCourse;

async function pdfExists(key: string): Promise<boolean> {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** A learner who passed the test (one attempt), holds a certificate, and has one archived run. */
async function certifiedLearner(firstName: string) {
  const learner = await addSignedInUser(owner.token, { first_name: firstName });
  const companyId = owner.user.company_id;
  await enrolOnCourse(owner.token, course.courseId, [learner.user.id]);
  await accessAllMaterial(companyId, course.courseId, learner.user.id, USER_COURSE_STATE.TEST_PENDING);
  const paper = await servePaper(learner.token, course.courseId);
  const submitted = await call('POST', '/v1/test/submit', {
    token: learner.token,
    body: {
      quiz_id: course.courseId,
      course_user_id: courseUserId(course.courseId, learner.user.id),
      answers: answerPaper(paper, course.key, () => true),
    },
  });
  expect(submitted.status).toBe(200);
  const certificate = await ensureCertificate(companyId, course.courseId, learner.user.id);
  expect(certificate).toBeDefined();
  const archived = await call('POST', `/v1/archive-user-course/${courseUserId(course.courseId, learner.user.id)}`, {
    token: owner.token,
  });
  expect(archived.status).toBe(200);
  return { id: learner.user.id, certificate: certificate! };
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  course = await createTestCourse(owner.token, { pass_mark: 50 });
  expect((await call('POST', `/v1/course/publish/${course.courseId}`, { token: owner.token })).status).toBe(200);
});
afterAll(() => setEventTransport(async () => undefined));

describe('unenrolling a learner', () => {
  it("deletes their attempts, certificates and archived runs of the course, and nobody else's", async () => {
    const companyId = owner.user.company_id;
    const leaver = await certifiedLearner('Leaver');
    const stayer = await certifiedLearner('Stayer');
    expect(await listTestLogHeads(companyId, course.courseId, leaver.id)).toHaveLength(1);
    expect(await listEnrolmentHistory(companyId, course.courseId, leaver.id)).toHaveLength(1);
    expect(await findCertificate(leaver.certificate.certificateId)).toBeDefined();
    expect(await pdfExists(leaver.certificate.key)).toBe(true);

    const removed = await call('POST', `/v1/course/remove-user-and-groups/${course.courseId}`, {
      token: owner.token,
      body: { users: [leaver.id] },
    });
    expect(removed.status).toBe(200);

    expect(await listTestLogHeads(companyId, course.courseId, leaver.id)).toEqual([]);
    expect(await listEnrolmentHistory(companyId, course.courseId, leaver.id)).toEqual([]);
    expect(await findCertificate(leaver.certificate.certificateId)).toBeUndefined();
    await eventually(async () => ((await pdfExists(leaver.certificate.key)) ? undefined : true));
    const verify = await call('GET', `/v1/certificates/verify/${leaver.certificate.certificateId}`);
    expect(verify.status).toBe(404);

    expect(await listTestLogHeads(companyId, course.courseId, stayer.id)).toHaveLength(1);
    expect(await findCertificate(stayer.certificate.certificateId)).toBeDefined();
    expect(await pdfExists(stayer.certificate.key)).toBe(true);
  });
});
