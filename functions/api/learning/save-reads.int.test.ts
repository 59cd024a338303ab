/**
 * What a progress save and a test submission send to DynamoDB (issue 36: the learner-month's cost), counted by the
 * bench's counting middleware on this process's client while the handlers run here, as their warm Lambdas do,
 * against the stack's table. A save whose function read the video's course reads the caller and their Enrolment and
 * writes the resume point, nothing else; a cold save reads the material once (from its course's list); a submission
 * reads the Enrolment once and deletes the paper outside its transaction.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE, operations } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { createCourse, mp4File, uploadFile } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import {
  accessAllMaterial,
  courseUserId,
  createTestCourse,
  enrolOnCourse,
  servePaper,
} from '../../../test/factories/test-taking';
import { answerOf, apiEvent, claimsOf } from '../../../test/faults/api-event';
import { readDynamoCounts, resetDynamoCounts } from '../../core/platform/clients/dynamodb-counter';
import { forgetCompanies } from '../../core/platform/auth/company-state-cache';
import { forgetLearningCourses } from '../../core/learner/learning/learning-course-cache';
import { findPaperItem } from '../../core/learner/test-taking/test-paper-repository';
import { handler as submitTest } from '../test-taking/submit-test';
import { handler as updateLastTime } from './update-last-time';

await vi.hoisted(async () => {
  // Before this process builds its DynamoDB client (platform/clients/dynamodb-counter.ts).
  const { installDynamoCounting } = await import('../../core/platform/clients/dynamodb-counter');
  installDynamoCounting();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

let admin: TRegistered;

/** The commands and units one handler call sends. */
async function counted<T>(work: () => Promise<T>) {
  resetDynamoCounts();
  const result = await work();
  return { result, ...readDynamoCounts() };
}

beforeAll(async () => {
  admin = await registerCompany();
});
beforeEach(() => {
  forgetCompanies();
  forgetLearningCourses();
});

describe('what a learner call reads and writes', () => {
  it('a save reads the caller and the Enrolment once its function read the course, and writes one item', async () => {
    const learner = await addPerson(admin.user.company_id, ROLE.USER, 'reads');
    const courseId = (await createCourse(admin.token, { name: `Reads ${randomUUID().slice(0, 6)}` })).id;
    const s3_url = await uploadFile(admin.token, 'course-video', await mp4File());
    const added = await call('POST', '/v1/course/add/training-material', {
      token: admin.token,
      body: { course: courseId, title: 'Intro', description: 'Watch me', type: 'video', s3_url },
    });
    const videoId = added.body.data.id as string;
    expect((await call('POST', `/v1/course/publish/${courseId}`, { token: admin.token })).status).toBe(200);
    await enrolOnCourse(admin.token, courseId, [learner.id]);
    const claims = claimsOf(await signIn(learner));
    const save = (time: number) =>
      counted(async () =>
        answerOf(
          await updateLastTime(
            apiEvent(operations['learning.updateLastTime'], {
              requestId: randomUUID(),
              claims,
              body: { asset_id: videoId, time },
            }),
          ),
        ),
      );

    // The first save of a start writes the resume point whole (reading it first); then a function that read nothing.
    expect((await save(5)).result.status).toBe(200);
    forgetCompanies();
    forgetLearningCourses();
    const cold = await save(10);
    expect(cold.result.status).toBe(200);
    // The company and the course; the material comes from the course's list, not a read of its own.
    expect(cold.commands.GetItem).toBe(2);

    const warm = await save(55);
    expect(warm.result.status).toBe(200);
    expect(warm.commands).toEqual({ BatchGetItem: 2, UpdateItem: 1 });
    expect(warm.readUnits).toBe(2);
    expect(warm.writeUnits).toBe(1);
  });

  it('a submission reads the Enrolment once, and deletes the paper after its transaction', async () => {
    const learner = await addPerson(admin.user.company_id, ROLE.USER, 'submits');
    const course = await createTestCourse(admin.token, {}, `Reads test ${randomUUID().slice(0, 6)}`);
    await enrolOnCourse(admin.token, course.courseId, [learner.id]);
    await accessAllMaterial(admin.user.company_id, course.courseId, learner.id);
    const token = await signIn(learner);
    await servePaper(token, course.courseId);

    const submitted = await counted(async () =>
      answerOf(
        await submitTest(
          apiEvent(operations['testTaking.submit'], {
            requestId: randomUUID(),
            claims: claimsOf(token),
            body: { quiz_id: course.courseId, course_user_id: courseUserId(course.courseId, learner.id), answers: [] },
          }),
        ),
      ),
    );
    expect(submitted.result.status).toBe(200);
    // The caller with the token's marker, and the Enrolment: the transaction decides on that read.
    expect(submitted.commands.BatchGetItem).toBe(2);
    expect(submitted.commands.TransactWriteItems).toBe(1);
    expect(submitted.commands.DeleteItem).toBe(1);
    expect(await findPaperItem(admin.user.company_id, course.courseId, learner.id)).toBeUndefined();
  });
});
