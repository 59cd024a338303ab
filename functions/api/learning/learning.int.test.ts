/**
 * The learner's courses and progress against the running local stack: My Courses and the published catalogue, one
 * course for the player and Course details, the player's events, watch times and opened materials, the counters
 * they move, idempotence under concurrent calls, and every denial (not enrolled, another company, unpublished,
 * someone else's enrolment).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LEARNER_TEXT, ROLE, USER_COURSE_STATE as S } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import {
  addLink,
  addSingleChoice,
  createCourse,
  mp4File,
  openTest,
  pdfFile,
  uploadFile,
} from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { getTargetStats } from '../../core/delivery/enrolment/enrolment-repository';
import { findUser } from '../../core/people/users/user-repository';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';

let owner: TRegistered;
let stranger: TRegistered;
let companyId: string;
let learner: TPerson;
let learnerToken: string;
let other: TPerson;
let otherToken: string;
let strangerLearnerToken: string;

/** A published course with a video, a PDF and a link, and a test: the player's full case. */
let full: { id: string; video: string; pdf: string; link: string };
/** A published course with one link and no test: completes on access. */
let simple: { id: string; link: string };
/** Enrolled but unpublished: not there for learners. */
let hidden: { id: string; link: string };
/** Published, the learner is not enrolled: Course details only. */
let catalogueOnly: string;

async function addFile(
  courseId: string,
  type: 'video' | 'document',
  kind: string,
  file: Awaited<ReturnType<typeof pdfFile>>,
) {
  const s3_url = await uploadFile(owner.token, kind, file);
  const added = await call('POST', '/v1/course/add/training-material', {
    token: owner.token,
    body: { course: courseId, title: `My ${type}`, description: 'Watch me', type, s3_url },
  });
  if (added.status !== 201) throw new Error(`material not added: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.data.id as string;
}

async function publish(courseId: string) {
  const published = await call('POST', `/v1/course/publish/${courseId}`, { token: owner.token });
  expect(published.status).toBe(200);
}

async function enrol(courseId: string, users: string[]) {
  const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
    token: owner.token,
    body: { assign_users: users },
  });
  expect(enrolled.status).toBe(200);
}

const event = (token: string, body: Record<string, unknown>) => call('POST', '/v1/events', { token, body });
const viewed = (token: string, id: string) => call('POST', '/v1/assets-viewed', { token, body: { id } });
const lastTime = (token: string, id: string) => call('GET', `/v1/get-last-time/${id}`, { token });
const saveTime = (token: string, body: Record<string, unknown>) =>
  call('POST', '/v1/update-last-time', { token, body });
const course = (token: string, id: string, include = 'enrolled,videos,documents,links,ppts,test') =>
  call('GET', `/v1/courses/${id}?include=${include}`, { token });

async function counters(courseId: string) {
  const stats = await getTargetStats(companyId, { type: 'course', id: courseId });
  return { not_started: stats.not_started, in_progress: stats.in_progress, completed: stats.completed };
}

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  companyId = owner.user.company_id;

  const fullId = (await createCourse(owner.token, { name: 'Fire Safety Basics' })).id;
  full = {
    id: fullId,
    video: await addFile(fullId, 'video', 'course-video', await mp4File()),
    pdf: await addFile(fullId, 'document', 'course-document', await pdfFile()),
    link: (await addLink(owner.token, fullId)).id,
  };
  await addSingleChoice(owner.token, await openTest(owner.token, fullId));
  const simpleId = (await createCourse(owner.token, { name: 'Manual Handling' })).id;
  simple = { id: simpleId, link: (await addLink(owner.token, simpleId)).id };
  const hiddenId = (await createCourse(owner.token, { name: 'Draft Course' })).id;
  hidden = { id: hiddenId, link: (await addLink(owner.token, hiddenId)).id };
  catalogueOnly = (await createCourse(owner.token, { name: 'Catalogue Only' })).id;
  await addLink(owner.token, catalogueOnly);
  await Promise.all([publish(full.id), publish(simple.id), publish(catalogueOnly)]);

  learner = await addPerson(companyId, ROLE.USER, 'learner');
  other = await addPerson(companyId, ROLE.USER, 'colleague');
  learnerToken = await signIn(learner);
  otherToken = await signIn(other);
  strangerLearnerToken = await signIn(await addPerson(stranger.user.company_id, ROLE.USER, 'stranger'));
  await enrol(full.id, [learner.id, other.id]);
  await enrol(simple.id, [learner.id]);
  await enrol(hidden.id, [learner.id]);
});

describe('My Courses', () => {
  it('lists the published courses the caller is enrolled on, not started, with a test flag and a thumbnail', async () => {
    const mine = await call('GET', '/v1/my-published-courses?page=1&limit=10', { token: learnerToken });
    expect(mine.status).toBe(200);
    const names = mine.body.data.map((row: { name: string }) => row.name).sort();
    expect(names).toEqual(['Fire Safety Basics', 'Manual Handling']);
    const fire = mine.body.data.find((row: { id: string }) => row.id === full.id);
    expect(fire).toMatchObject({
      description: '<p>About</p>',
      minutes: 75,
      has_test: true,
      total_materials: 3,
      enrolled: {
        state: S.NOT_STARTED,
        state_text: 'Not yet started',
        progress: 0,
        deadline: null,
        has_test: true,
        watched: [],
      },
    });
    expect(fire.thumbnail.medium).toMatch(/^http/);
    expect(mine.body.meta.pagination).toMatchObject({ total: 2, current_page: 1 });
  });

  it('filters by status and searches by name', async () => {
    const notStarted = await call('GET', '/v1/my-published-courses?type=1', { token: learnerToken });
    expect(notStarted.body.data).toHaveLength(2);
    const complete = await call('GET', '/v1/my-published-courses?type=3', { token: learnerToken });
    expect(complete.body.data).toHaveLength(0);
    const searched = await call('GET', '/v1/my-published-courses?search=name:manual', { token: learnerToken });
    expect(searched.body.data.map((row: { id: string }) => row.id)).toEqual([simple.id]);
    const junk = await call('GET', '/v1/my-published-courses?type=9', { token: learnerToken });
    expect(junk.status).toBe(422);
  });

  it('pages for infinite scroll', async () => {
    const first = await call('GET', '/v1/my-published-courses?page=1&limit=1&orderBy=name', { token: learnerToken });
    expect(first.body.data.map((row: { name: string }) => row.name)).toEqual(['Fire Safety Basics']);
    expect(first.body.meta.pagination).toMatchObject({ total: 2, total_pages: 2 });
    expect(first.body.meta.pagination.links.next).toBeDefined();
    const second = await call('GET', '/v1/my-published-courses?page=2&limit=1&orderBy=name', { token: learnerToken });
    expect(second.body.data.map((row: { name: string }) => row.name)).toEqual(['Manual Handling']);
  });

  it("lists the company catalogue of published courses with the caller's enrolment or null", async () => {
    const published = await call('GET', '/v1/published-courses?limit=50', { token: learnerToken });
    expect(published.status).toBe(200);
    const byId = new Map(published.body.data.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(catalogueOnly)).toMatchObject({ enrolled: null });
    expect(byId.get(full.id)).toMatchObject({ enrolled: { state: S.NOT_STARTED } });
    expect(byId.has(hidden.id)).toBe(false);
  });

  it('shows nothing of another company', async () => {
    const theirs = await call('GET', '/v1/published-courses?limit=50', { token: strangerLearnerToken });
    expect(theirs.body.data.map((row: { id: string }) => row.id)).not.toContain(full.id);
  });
});

describe('one course for a learner', () => {
  it('gives an enrolled learner the material with URLs, the test and their enrolment', async () => {
    const got = await course(learnerToken, full.id);
    expect(got.status).toBe(200);
    const data = got.body.data;
    expect(data.videos[0].file.url).toMatch(/X-Amz-Expires=/);
    expect(data.documents[0].file.mime_type).toBe('application/pdf');
    expect(data.links[0].external_link).toBe('https://www.hse.gov.uk/');
    expect(data.test).toMatchObject({ total_questions: 1 });
    expect(data.enrolled).toMatchObject({
      state: S.NOT_STARTED,
      has_test: true,
      watched: [],
      test_complete: false,
      attempts: 0,
    });
    // The company's enrolment counters are administration data.
    expect(data.total_users).toBe(0);
  });

  it('shows a published course a learner is not enrolled on as an outline, without any way to the material', async () => {
    const got = await course(otherToken, catalogueOnly);
    expect(got.status).toBe(200);
    expect(got.body.data.enrolled).toBeNull();
    expect(got.body.data.links[0]).toMatchObject({ external_link: null, file: null, disabled: true });
  });

  it("hides unpublished courses and other companies' courses from learners (404)", async () => {
    expect((await course(learnerToken, hidden.id)).status).toBe(404);
    expect((await course(strangerLearnerToken, full.id)).status).toBe(404);
    expect((await course(learnerToken, 'no-such-course')).status).toBe(404);
  });

  it("keeps the administrator's view of any course, with their own enrolment (none)", async () => {
    const got = await course(owner.token, hidden.id);
    expect(got.status).toBe(200);
    expect(got.body.data.enrolled).toBeNull();
    expect(got.body.data.published).toBe(false);
  });
});

describe('progress through the player', () => {
  it('starts the course on play', async () => {
    const played = await event(learnerToken, {
      event_type: 2,
      related_entity: full.id,
      related_entity_asset_id: full.video,
      entity_type: 1,
      event_data: null,
    });
    expect(played.status).toBe(200);
    expect(played.body.data).toMatchObject({ state: S.IN_PROGRESS, state_text: 'In progress', progress: 0 });
    expect(played.body.data.started_at).toBeTruthy();
    expect(played.body.data.last_accessed_at).toBeTruthy();
    expect(await counters(full.id)).toEqual({ not_started: 1, in_progress: 1, completed: 0 });
  });

  it('saves the time on pause and gives it back for resume', async () => {
    expect((await lastTime(learnerToken, full.video)).body).toEqual({ data: { time: 0 } });
    const paused = await event(learnerToken, {
      event_type: 3,
      related_entity: full.id,
      related_entity_asset_id: full.video,
      event_data: 12.5,
    });
    expect(paused.status).toBe(200);
    expect((await lastTime(learnerToken, full.video)).body.data.time).toBe(12.5);
    const saved = await saveTime(learnerToken, { asset_id: full.video, time: 20 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.watched).toEqual([]);
    expect((await lastTime(learnerToken, full.video)).body.data.time).toBe(20);
  });

  it('saves progress in the resume point: the enrolment is not written again, its exact last access is shown', async () => {
    const before = await getCourseEnrolment(companyId, full.id, learner.id);
    const saved = await saveTime(learnerToken, { asset_id: full.video, time: 33.3 });
    expect(saved.status).toBe(200);
    const at = saved.body.data.last_accessed_at as string;
    expect(at > (before.last_accessed_at ?? '')).toBe(true);
    // Same day, no state, progress or material change: the indexed enrolment item is as it was.
    const after = await getCourseEnrolment(companyId, full.id, learner.id);
    expect(after.version).toBe(before.version);
    expect(after.last_accessed_at?.slice(0, 10)).toBe(at.slice(0, 10));
    expect((await lastTime(learnerToken, full.video)).body.data.time).toBe(33.3);
    // Course details and My Courses read the exact last access back from the resume point.
    expect((await course(learnerToken, full.id, 'enrolled')).body.data.enrolled.last_accessed_at).toBe(at);
    const listed = await call('GET', '/v1/my-published-courses?orderBy=last_accessed_at', { token: learnerToken });
    expect(listed.body.data[0]).toMatchObject({ id: full.id, enrolled: { last_accessed_at: at } });
  });

  it('counts a video at its end and starts it from 0 again', async () => {
    const ended = await event(learnerToken, {
      event_type: 4,
      related_entity: full.id,
      related_entity_asset_id: full.video,
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ progress: 33, watched: [full.video] });
    expect((await lastTime(learnerToken, full.video)).body.data.time).toBe(0);
  });

  it('counts an opened document, then a viewed link, and waits for the test', async () => {
    const opened = await event(learnerToken, {
      event_type: 7,
      related_entity: full.id,
      related_entity_asset_id: full.pdf,
    });
    expect(opened.body.data).toMatchObject({ progress: 66, state: S.IN_PROGRESS });
    const link = await viewed(learnerToken, full.link);
    expect(link.status).toBe(200);
    expect(link.body.data).toMatchObject({ progress: 100, state: S.TEST_PENDING, state_text: 'Complete Test' });
    expect([...link.body.data.watched].sort()).toEqual([full.video, full.pdf, full.link].sort());
    expect(await counters(full.id)).toEqual({ not_started: 1, in_progress: 1, completed: 0 });

    const inProgress = await call('GET', '/v1/my-published-courses?type=2', { token: learnerToken });
    expect(inProgress.body.data.map((row: { id: string }) => row.id)).toEqual([full.id]);
    const pending = await call('GET', '/v1/my-published-courses?type=5', { token: learnerToken });
    expect(pending.body.data.map((row: { id: string }) => row.id)).toEqual([full.id]);
  });

  it('is idempotent: repeating an access changes neither progress nor counters', async () => {
    const again = await viewed(learnerToken, full.link);
    expect(again.body.data).toMatchObject({ progress: 100, state: S.TEST_PENDING });
    expect(await counters(full.id)).toEqual({ not_started: 1, in_progress: 1, completed: 0 });
  });

  it('completes a course without a test once everything is accessed, and counts it', async () => {
    const before = await findUser(companyId, learner.id, true);
    const done = await viewed(learnerToken, simple.link);
    expect(done.body.data).toMatchObject({ state: S.COMPLETE, state_text: 'Complete', progress: 100, has_test: false });
    expect(done.body.data.completed_at).toBeTruthy();
    expect(await counters(simple.id)).toEqual({ not_started: 0, in_progress: 0, completed: 1 });
    const after = await findUser(companyId, learner.id, true);
    expect((after?.total_completed_courses ?? 0) - (before?.total_completed_courses ?? 0)).toBe(1);
    const complete = await call('GET', '/v1/my-published-courses?type=3', { token: learnerToken });
    expect(complete.body.data.map((row: { id: string }) => row.id)).toEqual([simple.id]);
  });

  it('counts a video watched to 90% of the length the player reports', async () => {
    const almost = await saveTime(otherToken, { asset_id: full.video, time: 8.9, duration: 10 });
    expect(almost.body.data.watched).toEqual([]);
    const enough = await saveTime(otherToken, { asset_id: full.video, time: '9', duration: 10 });
    expect(enough.status).toBe(200);
    expect(enough.body.data).toMatchObject({ watched: [full.video], progress: 33, state: S.IN_PROGRESS });
  });
});

describe('two tabs and retries', () => {
  it('applies concurrent calls once each and counts the transition once', async () => {
    const racer = await addPerson(companyId, ROLE.USER, 'racer');
    const token = await signIn(racer);
    await enrol(full.id, [racer.id]);
    const before = await counters(full.id);
    const responses = await Promise.all([
      event(token, { event_type: 2, related_entity: full.id, related_entity_asset_id: full.video }),
      event(token, { event_type: 2, related_entity: full.id, related_entity_asset_id: full.video }),
      event(token, { event_type: 4, related_entity: full.id, related_entity_asset_id: full.video }),
      event(token, { event_type: 4, related_entity: full.id, related_entity_asset_id: full.video }),
      event(token, { event_type: 7, related_entity: full.id, related_entity_asset_id: full.pdf }),
      viewed(token, full.link),
      viewed(token, full.link),
      saveTime(token, { asset_id: full.video, time: 3 }),
    ]);
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const final = (await course(token, full.id, 'enrolled')).body.data.enrolled;
    expect(final).toMatchObject({ state: S.TEST_PENDING, progress: 100 });
    expect([...final.watched].sort()).toEqual([full.video, full.pdf, full.link].sort());
    const after = await counters(full.id);
    // The new enrolment was counted as not started; it moved once to in progress however many calls raced.
    expect(after).toEqual({ ...before, not_started: before.not_started - 1, in_progress: before.in_progress + 1 });
    const user = await findUser(companyId, racer.id, true);
    expect(user?.total_in_progress).toBe(1);
  });
});

describe('denials', () => {
  it('answers 404 to a caller who is not enrolled', async () => {
    const notEnrolled = await signIn(await addPerson(companyId, ROLE.USER, 'outsider'));
    expect((await event(notEnrolled, { event_type: 2, related_entity: full.id })).status).toBe(404);
    expect((await viewed(notEnrolled, full.link)).status).toBe(404);
    expect((await saveTime(notEnrolled, { asset_id: full.video, time: 5 })).status).toBe(404);
    expect((await lastTime(notEnrolled, full.video)).status).toBe(404);
    expect((await viewed(notEnrolled, catalogueOnly)).status).toBe(404);
  });

  it("answers 404 for another company's course and material", async () => {
    expect((await event(strangerLearnerToken, { event_type: 2, related_entity: full.id })).status).toBe(404);
    expect((await viewed(strangerLearnerToken, full.link)).status).toBe(404);
    expect((await saveTime(strangerLearnerToken, { asset_id: full.video, time: 5 })).status).toBe(404);
    expect((await lastTime(strangerLearnerToken, full.video)).status).toBe(404);
    expect((await event(stranger.token, { event_type: 2, related_entity: full.id })).status).toBe(404);
  });

  it('answers 404 for an unpublished course, even when enrolled', async () => {
    expect((await event(learnerToken, { event_type: 2, related_entity: hidden.id })).status).toBe(404);
    expect((await viewed(learnerToken, hidden.link)).status).toBe(404);
  });

  it('answers 404 for a material of another course', async () => {
    const mixed = await event(learnerToken, {
      event_type: 7,
      related_entity: full.id,
      related_entity_asset_id: simple.link,
    });
    expect(mixed.status).toBe(404);
  });

  it("changes only the caller's enrolment, whatever user id the body names", async () => {
    const before = (await course(otherToken, simple.id, 'enrolled')).body.data;
    expect(before.enrolled).toBeNull();
    const otherBefore = (await course(otherToken, full.id, 'enrolled')).body.data.enrolled;
    const spoofed = await event(learnerToken, {
      event_type: 7,
      related_entity: full.id,
      related_entity_asset_id: full.pdf,
      entity_lookup_user_id: other.id,
    });
    expect(spoofed.status).toBe(200);
    const otherAfter = (await course(otherToken, full.id, 'enrolled')).body.data.enrolled;
    expect(otherAfter.watched).toEqual(otherBefore.watched);
    expect(otherAfter.progress).toBe(otherBefore.progress);
  });

  it('refuses events that do not fit the material or are unknown (422)', async () => {
    const wrongKind = await event(learnerToken, {
      event_type: 7,
      related_entity: full.id,
      related_entity_asset_id: full.video,
    });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors.related_entity_asset_id).toEqual([LEARNER_TEXT.EVENT_ASSET_MISMATCH]);
    const noAsset = await event(learnerToken, { event_type: 4, related_entity: full.id });
    expect(noAsset.status).toBe(422);
    expect((await event(learnerToken, { event_type: 9, related_entity: full.id })).status).toBe(422);
    expect((await event(learnerToken, { event_type: 2, related_entity: full.id, entity_type: 2 })).status).toBe(422);
    expect((await saveTime(learnerToken, { asset_id: full.pdf, time: 5 })).status).toBe(422);
    expect((await saveTime(learnerToken, { asset_id: full.video, time: -1 })).status).toBe(422);
  });
});
