import { COMPANY_RECORD, takingFixture } from './test-taking-fixtures';
import { ADMIN_ONLY, ADMIN_ONLY_RECORD, type TDomainMatrix, type TExpectation, type TSample } from './matrix-types';
import { courseFixture, freshQuestion, scopeFor } from './course-fixtures';
import { createCourse } from '../../factories/courses';
import { nextNumber } from './fresh-records';
const ADMIN_OR_SUPER_RECORD: TExpectation = { ...ADMIN_ONLY, superAdmin: 'allow', otherCompany: 'deny' };

const onTest: TSample = async ({ tenants }) => ({ params: { id: (await courseFixture(tenants)).testId } });
const onQuestion: TSample = async ({ tenants }) => ({ params: { id: (await courseFixture(tenants)).questionId } });
const questionBody = async (tenants: Parameters<TSample>[0]['tenants']) => ({
  quiz_id: (await courseFixture(tenants)).testId,
  question: 'Matrix question',
  options: { a: 'Yes', b: 'No', f: 'Yes too', g: 'No too' },
  correct_answer: ['a', 'b'],
});
const create: TSample = async ({ tenants }) => ({ body: await questionBody(tenants) });
const update: TSample = async ({ tenants }) => ({
  params: { id: await freshQuestion(tenants) },
  body: await questionBody(tenants),
});

/** `tests.get` and `tests.questions` are open to everyone taking a test: see ./test-taking-fixtures.ts (COMPANY_RECORD). */
export const testsMatrix: TDomainMatrix = {
  expectations: {
    'tests.get': COMPANY_RECORD,
    'tests.questions': COMPANY_RECORD,
    'tests.create': ADMIN_OR_SUPER_RECORD,
    'tests.passMark': ADMIN_ONLY_RECORD,
    'tests.settings': ADMIN_ONLY_RECORD,
    'tests.getQuestion': ADMIN_ONLY_RECORD,
    'tests.deleteQuestion': ADMIN_ONLY_RECORD,
    'tests.deleteQuestions': ADMIN_ONLY_RECORD,
    'tests.repopulate': ADMIN_ONLY_RECORD,
    'tests.reseed': ADMIN_OR_SUPER_RECORD,
    'tests.createQuestion': ADMIN_ONLY_RECORD,
    'tests.updateQuestion': ADMIN_ONLY_RECORD,
    'tests.createFillQuestion': ADMIN_ONLY_RECORD,
    'tests.updateFillQuestion': ADMIN_ONLY_RECORD,
    'tests.createMultiQuestion': ADMIN_ONLY_RECORD,
    'tests.updateMultiQuestion': ADMIN_ONLY_RECORD,
    'tests.createAssociationQuestion': ADMIN_ONLY_RECORD,
    'tests.updateAssociationQuestion': ADMIN_ONLY_RECORD,
  },
  samples: {
    'tests.get': async ({ tenants }) => ({ params: { id: (await takingFixture(tenants)).testCourseId } }),
    'tests.questions': async ({ tenants }) => ({ params: { id: (await takingFixture(tenants)).testCourseId } }),
    // A course without a test (the fixture's has one, which the call would answer with) for a caller who may add one.
    'tests.create': async ({ tenants, actor }) => {
      const fixture = await courseFixture(tenants);
      const adds = actor === tenants.a.admin || actor === tenants.a.superAdmin;
      const courseId = adds
        ? (await createCourse(tenants.a.admin.token!, { name: 'Matrix untested' })).id
        : fixture.courseId;
      return { query: scopeFor(actor === tenants.a.superAdmin, fixture), body: { course_id: courseId } };
    },
    // Never the defaults (80 and 10) the fixture's test starts with (a file's course fixture is its own).
    'tests.passMark': async (input) => ({ ...(await onTest(input)), body: { pass_mark: 60 + (nextNumber() % 20) } }),
    'tests.settings': async (input) => ({
      ...(await onTest(input)),
      body: { question_limit: 11 + (nextNumber() % 10) },
    }),
    'tests.getQuestion': onQuestion,
    'tests.deleteQuestion': async ({ tenants }) => ({ params: { id: await freshQuestion(tenants) } }),
    'tests.deleteQuestions': async ({ tenants }) => ({ body: { questions: [await freshQuestion(tenants)] } }),
    // Refused as 422 (not a catalogue course) for the allowed caller; 404 for another company.
    'tests.repopulate': onTest,
    'tests.reseed': async ({ tenants, actor }) => {
      const fixture = await courseFixture(tenants);
      return { params: { id: fixture.testId }, query: scopeFor(actor === tenants.a.superAdmin, fixture) };
    },
    'tests.createQuestion': create,
    'tests.updateQuestion': update,
    'tests.createFillQuestion': create,
    'tests.updateFillQuestion': update,
    'tests.createMultiQuestion': create,
    'tests.updateMultiQuestion': update,
    'tests.createAssociationQuestion': create,
    'tests.updateAssociationQuestion': update,
  },
};
