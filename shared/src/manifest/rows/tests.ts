import * as z from 'zod/mini';
import { ZMessage, list, one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import {
  ZLearnerQuestion,
  ZPassMarkBody,
  ZQuestion,
  ZQuestionBody,
  ZQuestionListQuery,
  ZQuestionsDeleteBody,
  ZTest,
  ZTestCreateBody,
  ZTestScopeQuery,
  ZTestSettingsBody,
} from '../../schemas/tests';
import { ADMINS, ADMINS_AND_SUPER_ADMINS, COMPANY_ROLES } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/** The four question forms: one create and one update row per type, sharing one body and one validator. */
const questionForms = {
  single: { path: 'question', name: 'single choice (answers A to D, one correct)' },
  fill: { path: 'fill-question', name: 'fill in the blank (the answer in A)' },
  multi: { path: 'multi-question', name: 'multiple choice (answers A to J, two or more correct)' },
  association: { path: 'association-question', name: 'association (labels A to E matched with answers F to J)' },
} as const;

/**
 * Tests (administration spec: Test admin, section 7 Tests). One test per course; its id is the course id.
 * Administrators see correct answers here (Test admin, `view=admin`); someone taking a test reads the same two paths
 * (`GET /quizzes/{id}`, `GET /quiz/questions/{id}`) and gets the test paper, never the answers (rows/quiz-taking.ts).
 * The super administrator may create a test for a company's course and reseed it (`?company_id=`).
 */
export const testRows = defineRows({
  'tests.create': {
    method: 'POST', path: '/v1/quizzes', handler: 'api/tests/create-test', access: ADMINS_AND_SUPER_ADMINS, tag: 'Tests', status: 201,
    summary: 'The Test action: the course\'s test, created (pass mark 80, question limit 10) if it has none.',
    request: { query: ZTestScopeQuery, body: ZTestCreateBody }, response: one(ZTest),
    audit: { items: ['Quiz', 'Question'] },
  },
  'tests.get': {
    method: 'GET', path: '/v1/quizzes/{id}', handler: 'api/tests/get-test', access: COMPANY_ROLES, tag: 'Tests',
    summary: 'One test with its settings and question counts: any test for the administrator, otherwise the test of a course the caller is enrolled on.',
    request: { params: idParam }, response: one(ZTest),
    audit: NOT_AUDITED.READ,
  },
  'tests.passMark': {
    method: 'PATCH', path: '/v1/quizzes/{id}', handler: 'api/tests/update-pass-mark', access: ADMINS, tag: 'Tests',
    summary: 'Edit Passmark (0 to 100).', request: { params: idParam, body: ZPassMarkBody }, response: one(ZTest),
    audit: { items: ['Quiz'] },
  },
  'tests.settings': {
    method: 'PATCH', path: '/v1/quizzes-statement/{id}', handler: 'api/tests/update-test-settings', access: ADMINS, tag: 'Tests',
    summary: 'Test Settings and the agreement statement: random_question, question_limit (at least 1; core questions are always asked), agree_statement, pass_mark.',
    request: { params: idParam, body: ZTestSettingsBody }, response: one(ZTest),
    audit: { items: ['Quiz'] },
  },
  'tests.questions': {
    method: 'GET', path: '/v1/quiz/questions/{id}', handler: 'api/tests/list-questions', access: COMPANY_ROLES, tag: 'Tests', writes: true,
    summary: 'The test paper for the caller taking the test (their own enrolment, every material accessed): the selected questions (limit, core questions, random order) without correct answers, association answers shuffled; it is remembered for scoring. view=admin (administrators only): every question with its correct answer, paged (oldest first).',
    request: { params: idParam, query: ZQuestionListQuery }, response: list(z.union([ZQuestion, ZLearnerQuestion])),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'tests.getQuestion': {
    method: 'GET', path: '/v1/question/{id}', handler: 'api/tests/get-question', access: ADMINS, tag: 'Tests',
    summary: 'One question with its correct answer (Edit Question).', request: { params: idParam }, response: one(ZQuestion),
    audit: NOT_AUDITED.READ,
  },
  'tests.deleteQuestion': {
    method: 'DELETE', path: '/v1/question/{id}', handler: 'api/tests/delete-question', access: ADMINS, tag: 'Tests',
    summary: 'Delete one question.', request: { params: idParam }, response: ZMessage,
    audit: { items: ['Question'] },
  },
  'tests.deleteQuestions': {
    method: 'POST', path: '/v1/questions/', handler: 'api/tests/delete-questions', access: ADMINS, tag: 'Tests',
    summary: 'Delete many questions (all or none).', request: { body: ZQuestionsDeleteBody }, response: ZMessage,
    audit: { items: ['Question'] },
  },
  'tests.repopulate': {
    method: 'POST', path: '/v1/quiz/repopulate/{id}', handler: 'api/tests/repopulate-test', access: ADMINS, tag: 'Tests',
    summary: 'Rebuild the questions of an installed catalogue course\'s test from the catalogue (settings kept).',
    request: { params: idParam }, response: one(ZTest),
    audit: { items: ['Quiz', 'Question'] },
  },
  'tests.reseed': {
    method: 'POST', path: '/v1/quiz/reseed/{id}', handler: 'api/tests/reseed-test', access: ADMINS_AND_SUPER_ADMINS, tag: 'Tests',
    summary: 'Restore the default test of a default course: the catalogue\'s questions and settings.',
    request: { params: idParam, query: ZTestScopeQuery }, response: one(ZTest),
    audit: { items: ['Quiz', 'Question'] },
  },
  'tests.createQuestion': {
    method: 'POST', path: `/v1/${questionForms.single.path}`, handler: 'api/tests/create-single-question', access: ADMINS, tag: 'Tests', status: 201,
    summary: `Add a ${questionForms.single.name} question.`, request: { body: ZQuestionBody }, response: one(ZQuestion),
    audit: { items: ['Question'] },
  },
  'tests.updateQuestion': {
    method: 'POST', path: `/v1/${questionForms.single.path}/{id}`, handler: 'api/tests/update-single-question', access: ADMINS, tag: 'Tests',
    summary: `Edit a question as ${questionForms.single.name}.`, request: { params: idParam, body: ZQuestionBody }, response: one(ZQuestion),
    audit: { items: ['Question'] },
  },
  'tests.createFillQuestion': {
    method: 'POST', path: `/v1/${questionForms.fill.path}`, handler: 'api/tests/create-fill-question', access: ADMINS, tag: 'Tests', status: 201,
    summary: `Add a ${questionForms.fill.name} question.`, request: { body: ZQuestionBody }, response: one(ZQuestion),
    audit: { items: ['Question'] },
  },
  'tests.updateFillQuestion': {
    method: 'POST', path: `/v1/${questionForms.fill.path}/{id}`, handler: 'api/tests/update-fill-question', access: ADMINS, tag: 'Tests',
    summary: `Edit a question as ${questionForms.fill.name}.`, request: { params: idParam, body: ZQuestionBody }, response: one(ZQuestion),
    audit: { items: ['Question'] },
  },
  'tests.createMultiQuestion': {
    method: 'POST', path: `/v1/${questionForms.multi.path}`, handler: 'api/tests/create-multi-question', access: ADMINS, tag: 'Tests', status: 201,
    summary: `Add a ${questionForms.multi.name} question.`, request: { body: ZQuestionBody }, response: one(ZQuestion),
    audit: { items: ['Question'] },
  },
  'tests.updateMultiQuestion': {
    method: 'POST', path: `/v1/${questionForms.multi.path}/{id}`, handler: 'api/tests/update-multi-question', access: ADMINS, tag: 'Tests',
    summary: `Edit a question as ${questionForms.multi.name}.`, request: { params: idParam, body: ZQuestionBody }, response: one(ZQuestion),
    audit: { items: ['Question'] },
  },
  'tests.createAssociationQuestion': {
    method: 'POST', path: `/v1/${questionForms.association.path}`, handler: 'api/tests/create-association-question', access: ADMINS, tag: 'Tests', status: 201,
    summary: `Add an ${questionForms.association.name} question.`, request: { body: ZQuestionBody }, response: one(ZQuestion),
    audit: { items: ['Question'] },
  },
  'tests.updateAssociationQuestion': {
    method: 'POST', path: `/v1/${questionForms.association.path}/{id}`, handler: 'api/tests/update-association-question', access: ADMINS, tag: 'Tests',
    summary: `Edit a question as ${questionForms.association.name}.`, request: { params: idParam, body: ZQuestionBody }, response: one(ZQuestion),
    audit: { items: ['Question'] },
  },
});
