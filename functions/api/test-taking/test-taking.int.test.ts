/**
 * Taking a test against the running local stack: the learner's test paper (no answers, limit and core questions,
 * association answers re-lettered), getscore and submit (server-side scoring, attempts, the pass mark, the
 * agreement, completion), test logs, and the denials (not enrolled, another company, another learner's
 * enrolment or logs, a manager outside the team, questions that were not served).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/http';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import {
  accessAllMaterial,
  answerPaper,
  courseUserId,
  createTestCourse,
  enrolOnCourse,
  servePaper,
  type TTestCourse,
} from '../../../test/factories/test-taking';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { saveTeam } from '../../core/people/team/save-team';

const STATEMENT = 'I confirm I have read and understood the fire safety policy.';

let owner: TRegistered;
let stranger: TRegistered;
let companyId: string;
let course: TTestCourse;
let learner: TPerson;
let learnerToken: string;
let colleague: TPerson;
let colleagueToken: string;
let bystanderToken: string;
let managerToken: string;
let outsiderToken: string;

const noAnswers = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain('correct_answer');
  expect(text).not.toContain('correct_answers');
};

beforeAll(async () => {
  // Submitting may complete a course in this process: course.completed goes nowhere here.
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  stranger = await registerCompany();
  companyId = owner.user.company_id;
  course = await createTestCourse(owner.token, { agree_statement: STATEMENT });
  learner = await addPerson(companyId, ROLE.USER, 'learner');
  colleague = await addPerson(companyId, ROLE.USER, 'colleague');
  const bystander = await addPerson(companyId, ROLE.USER, 'bystander');
  const manager = await addPerson(companyId, ROLE.MANAGER, 'manager');
  const outsider = await addPerson(companyId, ROLE.MANAGER, 'outsider');
  await saveTeam(companyId, manager.id, [learner.id]);
  await enrolOnCourse(owner.token, course.courseId, [learner.id, colleague.id]);
  [learnerToken, colleagueToken, bystanderToken, managerToken, outsiderToken] = (await Promise.all(
    [learner, colleague, bystander, manager, outsider].map(signIn),
  )) as [string, string, string, string, string];
});
afterAll(() => setEventTransport(async () => undefined));

describe('the test paper', () => {
  it('lets an enrolled learner read the test, and serves questions only once every material is accessed', async () => {
    const quiz = await call('GET', `/v1/quizzes/${course.courseId}`, { token: learnerToken });
    expect(quiz.status).toBe(200);
    expect(quiz.body.data).toMatchObject({ id: course.courseId, pass_mark: 75, agree_statement: STATEMENT });

    const early = await call('GET', `/v1/quiz/questions/${course.courseId}`, { token: learnerToken });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MSG.TEST_NOT_READY);
  });

  it('serves every question without a correct answer; fill in the blank hides its answer text', async () => {
    await accessAllMaterial(companyId, course.courseId, learner.id);
    const served = await call('GET', `/v1/quiz/questions/${course.courseId}`, { token: learnerToken });
    expect(served.status).toBe(200);
    noAnswers(served.body);
    expect(served.body.data).toHaveLength(4);
    expect(served.body.meta.pagination).toMatchObject({ total: 4, current_page: 1, total_pages: 1 });
    const byType = new Map(served.body.data.map((q: { question_type: number }) => [q.question_type, q]));
    expect((byType.get(2) as { options: object }).options).toEqual({});
    const association = byType.get(4) as { options: Record<string, string> };
    expect(Object.keys(association.options).sort()).toEqual(['a', 'b', 'c', 'f', 'g', 'h']);
    expect(Object.values(association.options).sort()).toEqual(['Blue', 'Green', 'Must do', 'Red', 'Safe', 'Stop']);
  });

  it('keeps the answers for administrators, behind view=admin only', async () => {
    const admin = await call('GET', `/v1/quiz/questions/${course.courseId}?view=admin&limit=10`, {
      token: owner.token,
    });
    expect(admin.status).toBe(200);
    expect(admin.body.data.every((q: object) => 'correct_answer' in q)).toBe(true);
    for (const token of [learnerToken, managerToken]) {
      const refused = await call('GET', `/v1/quiz/questions/${course.courseId}?view=admin`, { token });
      expect(refused.status).toBe(403);
    }
    // Without the flag the administrator is someone taking the test, and is not enrolled.
    expect((await call('GET', `/v1/quiz/questions/${course.courseId}`, { token: owner.token })).status).toBe(404);
  });

  it('honours the question limit and always asks the core questions, and serves that paper until it is submitted', async () => {
    const limited = await createTestCourse(owner.token, { random_question: true, question_limit: 3 }, 'Limited');
    const person = await addPerson(companyId, ROLE.USER, 'limited');
    await enrolOnCourse(owner.token, limited.courseId, [person.id]);
    await accessAllMaterial(companyId, limited.courseId, person.id);
    const token = await signIn(person);
    const paper = await servePaper(token, limited.courseId);
    expect(paper).toHaveLength(3);
    expect(paper.map((q) => q.question)).toEqual(
      expect.arrayContaining(['Which extinguisher for electrical fires?', 'Which are fire classes?']),
    );
    // A second tab, a retried request or the panel opened again: the same questions under the same letters, even
    // when asked at the same moment (random selection itself is unit-tested in select-questions.test.ts).
    const again = await Promise.all([servePaper(token, limited.courseId), servePaper(token, limited.courseId)]);
    for (const copy of again) expect(copy).toEqual(paper);
    const submitted = await call('POST', '/v1/test/submit', {
      token,
      body: {
        quiz_id: limited.courseId,
        course_user_id: courseUserId(limited.courseId, person.id),
        answers: answerPaper(paper, limited.key, () => false),
      },
    });
    expect(submitted.status).toBe(200);
    // After a submission the next attempt gets a newly drawn paper, which scoring then expects.
    const next = await servePaper(token, limited.courseId);
    const score = await call('POST', '/v1/test/getscore', {
      token,
      body: {
        quiz_id: limited.courseId,
        course_user_id: courseUserId(limited.courseId, person.id),
        answers: answerPaper(next, limited.key, () => true),
      },
    });
    expect(score.status).toBe(200);
    expect(score.body.data.passed).toBe(true);
  });

  it('denies learners who are not enrolled and other companies', async () => {
    for (const path of [`/v1/quizzes/${course.courseId}`, `/v1/quiz/questions/${course.courseId}`]) {
      expect((await call('GET', path, { token: bystanderToken })).status, path).toBe(404);
      expect((await call('GET', path, { token: stranger.token })).status, path).toBe(404);
    }
    const admin = await call('GET', `/v1/quiz/questions/${course.courseId}?view=admin`, { token: stranger.token });
    expect(admin.status).toBe(404);
  });
});

describe('getscore and submit', () => {
  const body = (answers: unknown, extra: Record<string, unknown> = {}) => ({
    quiz_id: course.courseId,
    course_user_id: courseUserId(course.courseId, learner.id),
    answers,
    ...extra,
  });

  it('fails a first attempt, counts it, and refuses to submit the same paper twice', async () => {
    const paper = await servePaper(learnerToken, course.courseId);
    const answers = answerPaper(paper, course.key, (index) => index < 2);
    const score = await call('POST', '/v1/test/getscore', { token: learnerToken, body: body(answers) });
    expect(score.status).toBe(200);
    expect(score.body.data).toEqual({ passed: false, score: 50, pass_mark: 75 });

    const submitted = await call('POST', '/v1/test/submit', { token: learnerToken, body: body(answers) });
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe(MSG.TEST_SUBMITTED);
    expect(submitted.body.data).toMatchObject({
      passed: false,
      score: 50,
      attempts: 1,
      attempts_left: null,
      state: USER_COURSE_STATE.TEST_PENDING,
    });
    // The result screen's answer: no correct answers, no per-question marks.
    expect(Object.keys(submitted.body.data).sort()).toEqual([
      'attempts',
      'attempts_left',
      'pass_mark',
      'passed',
      'score',
      'state',
      'test_log_id',
    ]);

    const again = await call('POST', '/v1/test/submit', { token: learnerToken, body: body(answers) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.TEST_NOT_STARTED);

    const enrolment = await getCourseEnrolment(companyId, course.courseId, learner.id);
    expect(enrolment).toMatchObject({ state: 5, test_complete: 1, test_passed: 0, test_score: 50, attempts: 1 });
    expect(enrolment.signed_name).toBeUndefined();
  });

  it('refuses answers to questions that were not served, and a question answered twice', async () => {
    const paper = await servePaper(learnerToken, course.courseId);
    const answers = answerPaper(paper, course.key, () => true);
    const foreign = [...answers.slice(1), { id: 'not-on-the-paper', value: 'a' }];
    const refused = await call('POST', '/v1/test/getscore', { token: learnerToken, body: body(foreign) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.answers).toEqual([MSG.TEST_ANSWER_NOT_ASKED]);
    const twice = await call('POST', '/v1/test/submit', { token: learnerToken, body: body([...answers, answers[0]]) });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.answers).toEqual([MSG.TEST_ANSWER_TWICE]);
  });

  it('only lets learners submit for their own enrolment on this test', async () => {
    const paper = await servePaper(learnerToken, course.courseId);
    const answers = answerPaper(paper, course.key, () => true);
    const asColleague = await call('POST', '/v1/test/submit', {
      token: colleagueToken,
      body: body(answers, { signed_name: 'Someone Else', agree_statement: 1 }),
    });
    expect(asColleague.status).toBe(404);
    const otherTest = await call('POST', '/v1/test/getscore', {
      token: learnerToken,
      body: { ...body(answers), course_user_id: courseUserId('another-course', learner.id) },
    });
    expect(otherTest.status).toBe(404);
    const stranger404 = await call('POST', '/v1/test/getscore', { token: stranger.token, body: body(answers) });
    expect(stranger404.status).toBe(404);
    const bad = await call('POST', '/v1/test/getscore', {
      token: learnerToken,
      body: { ...body(answers), course_user_id: 'x' },
    });
    expect(bad.status).toBe(422);
  });

  it('passes a retake at exactly the pass mark, requires the signed name, then completes the course', async () => {
    const paper = await servePaper(learnerToken, course.courseId);
    const answers = answerPaper(paper, course.key, (index) => index !== 1);
    const score = await call('POST', '/v1/test/getscore', { token: learnerToken, body: body(answers) });
    expect(score.body.data).toEqual({ passed: true, score: 75, pass_mark: 75 });

    const unsigned = await call('POST', '/v1/test/submit', {
      token: learnerToken,
      body: body(answers, { agree_statement: 1 }),
    });
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.errors.signed_name).toEqual([MSG.TEST_SIGNED_NAME_REQUIRED]);

    const signed = await call('POST', '/v1/test/submit', {
      token: learnerToken,
      body: body(answers, { agree_statement: 1, signed_name: '  Lee Learner ' }),
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({
      passed: true,
      score: 75,
      pass_mark: 75,
      attempts: 2,
      attempts_left: null,
      state: USER_COURSE_STATE.COMPLETE,
    });

    const enrolment = await getCourseEnrolment(companyId, course.courseId, learner.id);
    expect(enrolment).toMatchObject({
      state: 3,
      progress: 100,
      test_complete: 1,
      test_passed: 1,
      test_score: 75,
      attempts: 2,
      is_agree: 1,
      signed_name: 'Lee Learner',
    });
    expect(enrolment.completed_at).toBeTruthy();

    const after = await call('GET', `/v1/quiz/questions/${course.courseId}`, { token: learnerToken });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(MSG.TEST_ALREADY_COMPLETE);
  });

  it('records Disagree as is_agree 0 with the typed name', async () => {
    await accessAllMaterial(companyId, course.courseId, colleague.id);
    const paper = await servePaper(colleagueToken, course.courseId);
    const answers = answerPaper(paper, course.key, () => true);
    const submitted = await call('POST', '/v1/test/submit', {
      token: colleagueToken,
      body: {
        quiz_id: course.courseId,
        course_user_id: courseUserId(course.courseId, colleague.id),
        answers,
        agree_statement: 0,
        signed_name: 'Col League',
      },
    });
    expect(submitted.body.data).toMatchObject({ passed: true, score: 100 });
    expect(await getCourseEnrolment(companyId, course.courseId, colleague.id)).toMatchObject({
      is_agree: 0,
      signed_name: 'Col League',
      state: 3,
    });
  });
});

describe('test logs', () => {
  const logsPath = (userId?: string) => `/v1/quiz/logs/${course.courseId}${userId ? `?user_id=${userId}` : ''}`;

  it("lists the learner's attempts, newest first, and shows one with the answers marked (never the correct answers)", async () => {
    const logs = await call('GET', logsPath(), { token: learnerToken });
    expect(logs.status).toBe(200);
    expect(logs.body.data.map((log: { attempt: number }) => log.attempt)).toEqual([2, 1]);
    expect(logs.body.data[0]).toMatchObject({
      passed: true,
      score: 75,
      user_id: learner.id,
      course_id: course.courseId,
    });
    expect(logs.body.data[0].created_date_formatted).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(logs.body.meta.pagination.total).toBe(2);

    const one = await call('GET', `/v1/quiz/log/${logs.body.data[0].id}`, { token: learnerToken });
    expect(one.status).toBe(200);
    noAnswers(one.body);
    expect(one.body.data.course_name).toBe('Fire Safety');
    expect(one.body.data.answer_log).toHaveLength(4);
    expect(one.body.data.questions).toHaveLength(4);
    expect(one.body.data.questions.filter((q: { correct: boolean }) => q.correct)).toHaveLength(3);
    const fill = one.body.data.questions.find((q: { question_type: number }) => q.question_type === 2);
    expect(fill.options).toEqual({});
  });

  it("lets the learner's manager and the administrator read them", async () => {
    for (const token of [managerToken, owner.token]) {
      const logs = await call('GET', logsPath(learner.id), { token });
      expect(logs.status).toBe(200);
      expect(logs.body.data).toHaveLength(2);
      expect((await call('GET', `/v1/quiz/log/${logs.body.data[1].id}`, { token })).status).toBe(200);
    }
  });

  it('answers 404 to another learner, a manager outside the team and another company', async () => {
    const logId = (await call('GET', logsPath(), { token: learnerToken })).body.data[0].id as string;
    for (const token of [colleagueToken, bystanderToken, outsiderToken, stranger.token]) {
      expect((await call('GET', logsPath(learner.id), { token })).status).toBe(404);
      expect((await call('GET', `/v1/quiz/log/${logId}`, { token })).status).toBe(404);
    }
  });
});
