/**
 * Taking-a-test fixtures for API tests: a course with material and a test of every question type, enrolments moved
 * to "test pending" (every material accessed) or "complete" through the progress module, and an answer key that
 * answers a served paper right or wrong by the texts it shows (the paper never carries the answers; association
 * answers are served under shuffled letters).
 */
import { USER_COURSE_STATE } from '@skillway/shared';
import { addLink, createCourse, openTest } from './courses';
import { call } from './http';

interface TKeyEntry {
  type: number;
  /** single: the right option's text; fill: the typed answer; multi: the right texts; association: label text → answer text. */
  right: string | string[] | Record<string, string>;
}

/** Question text → how to answer it right. */
export type TAnswerKey = Record<string, TKeyEntry>;

export interface TTestCourse {
  courseId: string;
  linkId: string;
  key: TAnswerKey;
}

interface TQuestionSpec {
  path: string;
  body: Record<string, unknown>;
  key: TKeyEntry;
}

/** One question of each type (two of them core). */
const QUESTION_SPECS: TQuestionSpec[] = [
  {
    path: '/v1/question',
    body: {
      question: 'Which extinguisher for electrical fires?',
      options: { a: 'Water', b: 'CO2', c: 'Foam' },
      correct_answer: 'b',
      core_question: true,
    },
    key: { type: 1, right: 'CO2' },
  },
  {
    path: '/v1/fill-question',
    body: { question: 'Fire needs heat, fuel and ____.', options: { a: 'Oxygen' } },
    key: { type: 2, right: 'oxygen' },
  },
  {
    path: '/v1/multi-question',
    body: {
      question: 'Which are fire classes?',
      options: { a: 'Class A', b: 'Class Z', c: 'Class B', d: 'Class Q' },
      correct_answer: ['a', 'c'],
      core_question: true,
    },
    key: { type: 3, right: ['Class A', 'Class B'] },
  },
  {
    path: '/v1/association-question',
    body: {
      question: 'Match the sign to its meaning',
      options: { a: 'Red', b: 'Green', c: 'Blue', f: 'Stop', g: 'Safe', h: 'Must do' },
    },
    key: { type: 4, right: { Red: 'Stop', Green: 'Safe', Blue: 'Must do' } },
  },
];

/** A course with a link and a test holding the four QUESTION_SPECS; settings as given. */
export async function createTestCourse(
  adminToken: string,
  settings: {
    pass_mark?: number;
    agree_statement?: string | null;
    random_question?: boolean;
    question_limit?: number;
  } = {},
  name = 'Fire Safety',
): Promise<TTestCourse> {
  const courseId = (await createCourse(adminToken, { name })).id;
  const linkId = (await addLink(adminToken, courseId)).id;
  await openTest(adminToken, courseId);
  for (const spec of QUESTION_SPECS) {
    const added = await call('POST', spec.path, { token: adminToken, body: { quiz_id: courseId, ...spec.body } });
    if (added.status !== 201) throw new Error(`question not added: ${added.status} ${JSON.stringify(added.body)}`);
  }
  const saved = await call('PATCH', `/v1/quizzes-statement/${courseId}`, {
    token: adminToken,
    body: { pass_mark: 75, question_limit: 10, ...settings },
  });
  if (saved.status !== 200) throw new Error(`settings not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
  return {
    courseId,
    linkId,
    key: Object.fromEntries(QUESTION_SPECS.map((spec) => [spec.body.question as string, spec.key])),
  };
}

export async function enrolOnCourse(adminToken: string, courseId: string, userIds: string[]): Promise<void> {
  const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
    token: adminToken,
    body: { assign_users: userIds },
  });
  if (enrolled.status !== 200) throw new Error(`enrol failed: ${enrolled.status} ${JSON.stringify(enrolled.body)}`);
}

/** Every material accessed (in process, as the player's events would): the enrolment is at state 5 (or 3 without a test). */
export async function accessAllMaterial(
  companyId: string,
  courseId: string,
  userId: string,
  state: number = USER_COURSE_STATE.TEST_PENDING,
) {
  const { updateCourseProgress } =
    await import('@skillway/functions/core/delivery/progress/course-progress-repository');
  const { listCourseAssets } = await import('@skillway/functions/core/content/courses/material-repository');
  const now = new Date().toISOString();
  const assets = await listCourseAssets(companyId, courseId);
  return updateCourseProgress(companyId, courseId, userId, (current) => ({
    state,
    progress: 100,
    started_at: current.started_at ?? now,
    accessed: Object.fromEntries(assets.map((asset) => [asset.asset_id, now])),
    ...(state === USER_COURSE_STATE.COMPLETE ? { completed_at: now } : {}),
  }));
}

export interface TServedQuestion {
  id: string;
  question: string;
  question_type: number;
  options: Record<string, string>;
  [key: string]: unknown;
}

export async function servePaper(token: string, courseId: string): Promise<TServedQuestion[]> {
  const served = await call('GET', `/v1/quiz/questions/${courseId}`, { token });
  if (served.status !== 200) throw new Error(`paper not served: ${served.status} ${JSON.stringify(served.body)}`);
  return served.body.data as TServedQuestion[];
}

const letterOf = (options: Record<string, string>, text: string) =>
  Object.keys(options).find((letter) => options[letter] === text) ?? 'x';

/** The right answer to a served question, found by the texts it shows. */
function rightAnswer(question: TServedQuestion, key: TAnswerKey): unknown {
  const entry = key[question.question];
  if (!entry) throw new Error(`no key for ${question.question}`);
  if (entry.type === 2) return entry.right;
  if (entry.type === 1) return letterOf(question.options, entry.right as string);
  if (entry.type === 3) return (entry.right as string[]).map((text) => letterOf(question.options, text));
  return Object.fromEntries(
    Object.entries(entry.right as Record<string, string>).map(([label, answer]) => [
      letterOf(question.options, label),
      letterOf(question.options, answer),
    ]),
  );
}

/** A wrong answer of the question's type. */
function wrongAnswer(question: TServedQuestion): unknown {
  if (question.question_type === 2) return 'water';
  if (question.question_type === 3) return ['b', 'd'];
  if (question.question_type === 4) return { a: 'f', b: 'f', c: 'f' };
  return letterOf(question.options, 'Water');
}

/** Answers a paper: `right` says which questions (by index) to answer right; the rest are answered wrong. */
export function answerPaper(paper: TServedQuestion[], key: TAnswerKey, right: (index: number) => boolean) {
  return paper.map((question, index) => ({
    id: question.id,
    type: question.question_type,
    value: right(index) ? rightAnswer(question, key) : wrongAnswer(question),
  }));
}

export const courseUserId = (courseId: string, userId: string) => `${courseId}:${userId}`;
