/** Tests (quizzes) against the running local stack: the Test action, the four question forms, settings, deletes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE, ROLE_NAME } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSingleChoice, createCourse, openTest } from '../../../test/factories/courses';
import { call, login } from '../../../test/factories/http';
import { demoCredentials } from '../../../test/factories/stack-context';

let account: TRegistered;
let stranger: TRegistered;

beforeAll(async () => {
  account = await registerCompany();
  stranger = await registerCompany();
});

describe('the Test action', () => {
  it('creates the test with the defaults once, then answers the same test', async () => {
    const course = await createCourse(account.token, { name: 'Tested' });
    const first = await call('POST', '/v1/quizzes', { token: account.token, body: { course_id: course.id } });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(MSG.QUIZ_CREATED);
    expect(first.body.data).toMatchObject({
      id: course.id,
      course_id: course.id,
      course_name: 'Tested',
      pass_mark: 80,
      question_limit: 10,
      random_question: false,
      agree_statement: null,
      total_questions: 0,
      from_catalogue: false,
    });
    const second = await call('POST', '/v1/quizzes', { token: account.token, body: { course_id: course.id } });
    expect(second.body.message).toBe(MSG.QUIZ_EXISTS);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await call('GET', `/v1/quizzes/${course.id}`, { token: account.token })).body.data.id).toBe(course.id);
  });
});

describe('questions', () => {
  let testId: string;
  beforeAll(async () => {
    testId = await openTest(account.token, (await createCourse(account.token)).id);
  });

  it('adds one question of each type with its correct answer', async () => {
    const single = await call('POST', '/v1/question', {
      token: account.token,
      body: {
        quiz_id: testId,
        question: 'Which extinguisher for electrical fires?',
        options: { a: 'Water', b: 'CO2', c: 'Foam', d: '' },
        correct_answer: 'b',
        question_type: 1,
        core_question: true,
      },
    });
    expect(single.status).toBe(201);
    expect(single.body.message).toBe(MSG.QUESTION_ADDED);
    expect(single.body.data).toMatchObject({
      question_type: 1,
      options: { a: 'Water', b: 'CO2', c: 'Foam' },
      correct_answer: 'b',
      core_question: true,
    });

    const fill = await call('POST', '/v1/fill-question', {
      token: account.token,
      body: { quiz_id: testId, question: 'Fire needs heat, fuel and ____.', options: { a: 'oxygen' } },
    });
    expect(fill.body.data).toMatchObject({
      question_type: 2,
      options: { a: 'oxygen' },
      correct_answer: 'a',
      core_question: false,
    });

    const multi = await call('POST', '/v1/multi-question', {
      token: account.token,
      body: {
        quiz_id: testId,
        question: 'Which are fire hazards?',
        options: { a: 'Overloaded sockets', b: 'Blocked exits', c: 'Tidy desks', j: 'Heaters near paper' },
        correct_answer: ['a', 'b', 'j'],
      },
    });
    expect(multi.body.data).toMatchObject({ question_type: 3, correct_answer: ['a', 'b', 'j'] });

    const association = await call('POST', '/v1/association-question', {
      token: account.token,
      body: {
        quiz_id: testId,
        question: 'Match the extinguisher',
        options: { a: 'Red', b: 'Black', f: 'Water', g: 'CO2' },
      },
    });
    expect(association.body.data).toMatchObject({ question_type: 4, correct_answer: ['a:f', 'b:g'] });

    const quiz = await call('GET', `/v1/quizzes/${testId}`, { token: account.token });
    expect(quiz.body.data).toMatchObject({ total_questions: 4, total_core_questions: 1 });
  });

  it('answers the spec messages for each form', async () => {
    const single = await call('POST', '/v1/question', {
      token: account.token,
      body: { quiz_id: testId, question: 'Q', options: { a: 'A', b: 'B' }, correct_answer: 'c' },
    });
    expect(single.status).toBe(422);
    expect(single.body.errors.correct_answer).toEqual([MSG.SELECT_CORRECT_ANSWER]);

    const multi = await call('POST', '/v1/multi-question', {
      token: account.token,
      body: { quiz_id: testId, question: 'Q', options: { a: 'A', b: 'B' }, correct_answer: ['a'] },
    });
    expect(multi.body.errors.correct_answer).toEqual([MSG.SELECT_MULTIPLE_ANSWERS]);

    const association = await call('POST', '/v1/association-question', {
      token: account.token,
      body: { quiz_id: testId, question: 'Q', options: { a: 'A', b: 'B', c: 'C', f: 'F' } },
    });
    expect(association.body.errors).toEqual({
      'options.g': ['The association of label B is required.'],
      'options.h': ['The association of label C is required.'],
    });

    const fill = await call('POST', '/v1/fill-question', {
      token: account.token,
      body: { quiz_id: testId, question: '', options: {} },
    });
    expect(fill.body.errors).toEqual({
      question: ['The question field is required.'],
      'options.a': ['The answer field is required.'],
    });
  });

  it('edits a question (also into another type), pages the list, and reads one', async () => {
    const id = await addSingleChoice(account.token, testId);
    const edited = await call('POST', `/v1/multi-question/${id}`, {
      token: account.token,
      body: {
        quiz_id: testId,
        question: 'Now multiple',
        options: { a: 'A', b: 'B', c: 'C' },
        correct_answer: 'a,c',
        core_question: 1,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(MSG.QUESTION_UPDATED);
    expect(edited.body.data).toMatchObject({ id, question_type: 3, correct_answer: ['a', 'c'], core_question: true });
    expect((await call('GET', `/v1/question/${id}`, { token: account.token })).body.data.question).toBe('Now multiple');

    const page = await call('GET', `/v1/quiz/questions/${testId}?view=admin&page=2&limit=2`, { token: account.token });
    expect(page.body.meta.pagination).toMatchObject({ total: 5, per_page: 2, current_page: 2, total_pages: 3 });
    expect(page.body.data).toHaveLength(2);
    expect((await call('GET', `/v1/quizzes/${testId}`, { token: account.token })).body.data.total_core_questions).toBe(
      2,
    );

    const wrongTest = await call('POST', `/v1/question/${id}`, {
      token: account.token,
      body: { quiz_id: 'another-quiz', question: 'x', options: { a: 'A', b: 'B' }, correct_answer: 'a' },
    });
    expect(wrongTest.status).toBe(404);
  });

  it("deletes one, then many ('Question Deleted'), all or none ('Question not deleted')", async () => {
    const one = await addSingleChoice(account.token, testId, true);
    const two = await addSingleChoice(account.token, testId);
    const three = await addSingleChoice(account.token, testId);
    const before = (await call('GET', `/v1/quizzes/${testId}`, { token: account.token })).body.data;

    const single = await call('DELETE', `/v1/question/${one}`, { token: account.token });
    expect(single.status).toBe(200);
    expect(single.body.message).toBe(MSG.QUESTION_DELETED);
    const gone = await call('DELETE', `/v1/question/${one}`, { token: account.token });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(MSG.QUESTION_NOT_DELETED);

    const mixed = await call('POST', '/v1/questions/', { token: account.token, body: { questions: [two, one] } });
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe(MSG.QUESTION_NOT_DELETED);
    expect((await call('GET', `/v1/question/${two}`, { token: account.token })).status).toBe(200);

    const many = await call('POST', '/v1/questions/', { token: account.token, body: { questions: [two, three] } });
    expect(many.status).toBe(200);
    expect(many.body.message).toBe(MSG.QUESTION_DELETED);
    const after = (await call('GET', `/v1/quizzes/${testId}`, { token: account.token })).body.data;
    expect(after.total_questions).toBe(before.total_questions - 3);
    expect(after.total_core_questions).toBe(before.total_core_questions - 1);
  });
});

describe('pass mark and settings', () => {
  it('sets the pass mark (0 to 100) and the settings with a sanitised statement', async () => {
    const testId = await openTest(account.token, (await createCourse(account.token)).id);
    const passMark = await call('PATCH', `/v1/quizzes/${testId}`, { token: account.token, body: { pass_mark: '65' } });
    expect(passMark.status).toBe(200);
    expect(passMark.body.message).toBe(MSG.PASSMARK_ADDED);
    expect(passMark.body.data.pass_mark).toBe(65);
    for (const pass_mark of [101, -1, 'x']) {
      const refused = await call('PATCH', `/v1/quizzes/${testId}`, { token: account.token, body: { pass_mark } });
      expect(refused.status, String(pass_mark)).toBe(422);
      expect(refused.body.errors.pass_mark).toBeDefined();
    }

    const settings = await call('PATCH', `/v1/quizzes-statement/${testId}`, {
      token: account.token,
      body: {
        random_question: 1,
        question_limit: 5,
        agree_statement: '<p>I <strong>agree</strong><script>x()</script></p>',
      },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.message).toBe(MSG.SETTINGS_UPDATED);
    expect(settings.body.data).toMatchObject({
      random_question: true,
      question_limit: 5,
      agree_statement: '<p>I <strong>agree</strong></p>',
      pass_mark: 65,
    });
    const limit = await call('PATCH', `/v1/quizzes-statement/${testId}`, {
      token: account.token,
      body: { question_limit: 0 },
    });
    expect(limit.body.errors.question_limit).toEqual(['The question limit must be at least 1.']);
    const cleared = await call('PATCH', `/v1/quizzes-statement/${testId}`, {
      token: account.token,
      body: { agree_statement: '' },
    });
    expect(cleared.body.data.agree_statement).toBeNull();
  });

  it('refuses repopulate and reseed for a course not from the catalogue', async () => {
    const testId = await openTest(account.token, (await createCourse(account.token)).id);
    for (const action of ['repopulate', 'reseed']) {
      const refused = await call('POST', `/v1/quiz/${action}/${testId}`, { token: account.token });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(MSG.QUIZ_NOT_FROM_CATALOGUE);
    }
  });
});

describe('denials', () => {
  it('answers 404 for another company and 403 for learners and managers on the admin calls', async () => {
    const course = await createCourse(account.token);
    const testId = await openTest(account.token, course.id);
    const questionId = await addSingleChoice(account.token, testId);
    const body = { quiz_id: testId, question: 'Q', options: { a: 'A', b: 'B' }, correct_answer: 'a' };
    const requests: [string, string, unknown?][] = [
      ['POST', '/v1/quizzes', { course_id: course.id }],
      ['GET', `/v1/quizzes/${testId}`],
      ['PATCH', `/v1/quizzes/${testId}`, { pass_mark: 50 }],
      ['PATCH', `/v1/quizzes-statement/${testId}`, { question_limit: 3 }],
      ['GET', `/v1/quiz/questions/${testId}?view=admin`],
      ['GET', `/v1/question/${questionId}`],
      ['DELETE', `/v1/question/${questionId}`],
      ['POST', '/v1/questions/', { questions: [questionId] }],
      ['POST', `/v1/quiz/repopulate/${testId}`],
      ['POST', `/v1/quiz/reseed/${testId}`],
      ['POST', '/v1/question', body],
      ['POST', `/v1/question/${questionId}`, body],
      ['POST', '/v1/fill-question', body],
      ['POST', '/v1/multi-question', body],
      ['POST', '/v1/association-question', body],
    ];
    for (const [method, path, payload] of requests) {
      expect((await call(method, path, { token: stranger.token, body: payload })).status, `${method} ${path}`).toBe(
        404,
      );
    }
    // Reading a test is open to anyone enrolled on its course (404 here: another company's course).
    const adminOnly = requests.filter(([method, path]) => !(method === 'GET' && path === `/v1/quizzes/${testId}`));
    for (const role of [ROLE_NAME[ROLE.USER], ROLE_NAME[ROLE.MANAGER]]) {
      const credential = demoCredentials().find((entry) => entry.role === role)!;
      const { token } = await login(credential.email, credential.password);
      for (const [method, path, payload] of adminOnly) {
        expect((await call(method, path, { token, body: payload })).status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expect((await call('GET', `/v1/question/${questionId}`, { token: account.token })).status).toBe(200);
  });
});
