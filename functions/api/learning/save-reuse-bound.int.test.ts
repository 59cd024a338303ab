/**
 * What a progress save may reuse, and for how long (issue 36, docs/architecture.md "State a warm function reuses").
 * The save's handler runs in this process, as its warm Lambda does, against the stack's table, with this process's
 * clock pinned so the bound (WARM_STATE_MAX_AGE_SECONDS) is crossed without waiting; the administrators' changes go
 * through the stack's API. Archival, deletion and unenrolment reach the very next save (the user and the Enrolment
 * are read every time); a suspension and an unpublished course reach it within the bound, never later; lifting a
 * suspension reaches it at once; and a save that changes progress is planned on the course as it is now.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_STATE, MSG, ROLE, ROLE_NAME, USER_COURSE_STATE as S, operations } from '@skillway/shared';
import { WARM_STATE_MAX_AGE_SECONDS } from '@skillway/shared/constants/warm-state';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse, mp4File, uploadFile } from '../../../test/factories/courses';
import { call, login } from '../../../test/factories/http';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { demoCredentials } from '../../../test/factories/stack-context';
import { enrolOnCourse } from '../../../test/factories/test-taking';
import { answerOf, apiEvent, claimsOf, type TAnswer } from '../../../test/faults/api-event';
import { forgetCompanies } from '../../core/platform/auth/company-state-cache';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { forgetLearningCourses } from '../../core/learner/learning/learning-course-cache';
import { handler as updateLastTime } from './update-last-time';

vi.hoisted(() => {
  // A refused save is logged as designed; the log is not what these tests read.
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

const BOUND_MS = WARM_STATE_MAX_AGE_SECONDS * 1000;

let superToken: string;

/** A save through the handler in this process (its own warm state), as the caller whose token this is. */
async function save(token: string, videoId: string, time = 30, duration?: number): Promise<TAnswer> {
  const event = apiEvent(operations['learning.updateLastTime'], {
    requestId: randomUUID(),
    claims: claimsOf(token),
    body: { asset_id: videoId, time, ...(duration === undefined ? {} : { duration }) },
  });
  return answerOf(await updateLastTime(event));
}

/** A save through the stack's API (its own process, its own warm state). */
const saveOverHttp = (token: string, videoId: string) =>
  call('POST', '/v1/update-last-time', { token, body: { asset_id: videoId, time: 30 } });

async function addVideo(admin: TRegistered, courseId: string): Promise<string> {
  const s3_url = await uploadFile(admin.token, 'course-video', await mp4File());
  const added = await call('POST', '/v1/course/add/training-material', {
    token: admin.token,
    body: { course: courseId, title: 'Intro', description: 'Watch me', type: 'video', s3_url },
  });
  if (added.status !== 201) throw new Error(`video not added: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.data.id as string;
}

/** A published course of one video, with these learners enrolled. */
async function videoCourse(admin: TRegistered, learners: TPerson[]): Promise<{ id: string; video: string }> {
  const id = (await createCourse(admin.token, { name: `Saves ${randomUUID().slice(0, 6)}` })).id;
  const video = await addVideo(admin, id);
  expect((await call('POST', `/v1/course/publish/${id}`, { token: admin.token })).status).toBe(200);
  await enrolOnCourse(
    admin.token,
    id,
    learners.map((learner) => learner.id),
  );
  return { id, video };
}

async function setState(companyId: string, state: number) {
  const changed = await call('POST', `/v1/company/state/${companyId}`, { token: superToken, body: { state } });
  expect(changed.status).toBe(200);
}

/** Moves this process's clock (the warm state's) to `ms` after `from`. */
const at = (from: number, ms: number) => vi.setSystemTime(from + ms);

beforeAll(async () => {
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  superToken = (await login(credential.email, credential.password)).token;
});

beforeEach(() => {
  forgetCompanies();
  forgetLearningCourses();
});
afterEach(() => vi.useRealTimers());

describe('a progress save and the state its warm function reuses', () => {
  it('sees a suspension within the bound and never later, and its lifting at once', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const learner = await addPerson(companyId, ROLE.USER, 'suspended');
    const course = await videoCourse(admin, [learner]);
    const token = await signIn(learner);

    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect((await save(token, course.video)).status).toBe(200);
    await setState(companyId, COMPANY_STATE.SUSPENDED);

    // The save's function read the company as active: it may say so until the bound after that read.
    at(start, BOUND_MS - 1_000);
    expect((await save(token, course.video)).status).toBe(200);
    at(start, BOUND_MS);
    const refused = await save(token, course.video);
    expect(refused.status).toBe(403);
    expect(refused.body?.message).toBe(MSG.COMPANY_SUSPENDED_MEMBER);
    // A function that had not read it sees it at once.
    expect((await saveOverHttp(token, course.video)).status).toBe(403);

    // A suspended company is read again on every save: lifting the suspension is seen by the very next one.
    await setState(companyId, COMPANY_STATE.ACTIVE);
    expect((await save(token, course.video)).status).toBe(200);
  });

  it('refuses the very next save of an archived or deleted user, and of one unenrolled', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const [archived, deleted, unenrolled] = await Promise.all(
      ['archived', 'deleted', 'unenrolled'].map((label) => addPerson(companyId, ROLE.USER, label)),
    );
    const course = await videoCourse(admin, [archived!, deleted!, unenrolled!]);
    const tokens = await Promise.all([archived!, deleted!, unenrolled!].map((person) => signIn(person)));
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const token of tokens) expect((await save(token, course.video)).status).toBe(200);

    const archive = await call('PUT', `/v1/archive-account/${archived!.id}`, {
      token: admin.token,
      body: { is_archived: 1 },
    });
    expect(archive.status).toBe(200);
    expect((await save(tokens[0]!, course.video)).status).toBe(401);

    expect((await call('DELETE', `/v1/users/${deleted!.id}`, { token: admin.token })).status).toBe(200);
    expect((await save(tokens[1]!, course.video)).status).toBe(401);

    const removed = await call('POST', `/v1/course/remove-user-and-groups/${course.id}`, {
      token: admin.token,
      body: { users: [unenrolled!.id] },
    });
    expect(removed.status).toBe(200);
    const notEnrolled = await save(tokens[2]!, course.video);
    expect(notEnrolled.status).toBe(404);
    expect(notEnrolled.body?.message).toBe('You are not enrolled on this course.');
  });

  it('sees an unpublished course within the bound, and a deleted one at once', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const learner = await addPerson(companyId, ROLE.USER, 'unpublished');
    const [hidden, gone] = [await videoCourse(admin, [learner]), await videoCourse(admin, [learner])];
    const token = await signIn(learner);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect((await save(token, hidden.video)).status).toBe(200);
    expect((await save(token, gone.video)).status).toBe(200);

    // Deleting a course deletes its enrolments first: the next save finds none, whatever the function remembers.
    expect((await call('DELETE', `/v1/courses/${gone.id}`, { token: admin.token })).status).toBe(200);
    expect((await save(token, gone.video)).status).toBe(404);

    expect((await call('POST', `/v1/course/unpublish/${hidden.id}`, { token: admin.token })).status).toBe(200);
    at(start, BOUND_MS - 1_000);
    // Only the resume point is written meanwhile.
    expect((await save(token, hidden.video)).status).toBe(200);
    at(start, BOUND_MS);
    expect((await save(token, hidden.video)).status).toBe(404);
  });

  it("plans a save that changes progress on the course as it is now, not on the function's earlier read", async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const learner = await addPerson(companyId, ROLE.USER, 'progress');
    const course = await videoCourse(admin, [learner]);
    const token = await signIn(learner);
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await save(token, course.video, 10, 100)).status).toBe(200);

    // A second material arrives after the function read the course (one video): watching the video is half of it.
    await addLink(admin.token, course.id);
    const watched = await save(token, course.video, 95, 100);
    expect(watched.status).toBe(200);
    expect(watched.body?.data).toMatchObject({ state: S.IN_PROGRESS, progress: 50 });
    const stored = await getCourseEnrolment(companyId, course.id, learner.id);
    expect(stored).toMatchObject({ state: S.IN_PROGRESS, progress: 50 });
    expect(Object.keys(stored.accessed ?? {})).toEqual([course.video]);
  });

  it("never lets one company's learner reach another company's video through a remembered read", async () => {
    const admin = await registerCompany();
    const other = await registerCompany();
    const learner = await addPerson(admin.user.company_id, ROLE.USER, 'own');
    const outsider = await addPerson(other.user.company_id, ROLE.USER, 'outsider');
    const course = await videoCourse(admin, [learner]);
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await save(await signIn(learner), course.video)).status).toBe(200);
    expect((await save(await signIn(outsider), course.video)).status).toBe(404);
  });
});
