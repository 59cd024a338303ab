import { ADMIN_ONLY, ADMIN_ONLY_RECORD, type TDomainMatrix, type TExpectation, type TSample } from './matrix-types';
import { courseFixture, freshQuestion, scopeFor } from './course-fixtures';

const ADMIN_OR_SUPER_RECORD: TExpectation = { ...ADMIN_ONLY, superAdmin: 'allow', otherCompany: 'deny' };

const onQuiz: TSample = async ({ tenants }) => ({ params: { id: (await courseFixture(tenants)).quizId } });
const onQuestion: TSample = async ({ tenants }) => ({ params: { id: (await courseFixture(tenants)).questionId } });
const questionBody = async (tenants: Parameters<TSample>[0]['tenants']) => ({
  quiz_id: (await courseFixture(tenants)).quizId,
  question: 'Matrix question',
  options: { a: 'Yes', b: 'No', f: 'Yes too', g: 'No too' },
  correct_answer: ['a', 'b'],
});
const create: TSample = async ({ tenants }) => ({ body: await questionBody(tenants) });
const update: TSample = async ({ tenants }) => ({
  params: { id: await freshQuestion(tenants) },
  body: await questionBody(tenants),
});

/** `quizzes.get` and `quizzes.questions` are open to everyone taking a test: see ./quiz-taking.ts. */
export const quizzesMatrix: TDomainMatrix = {
  expectations: {
    'quizzes.create': ADMIN_OR_SUPER_RECORD,
    'quizzes.passMark': ADMIN_ONLY_RECORD,
    'quizzes.settings': ADMIN_ONLY_RECORD,
    'quizzes.getQuestion': ADMIN_ONLY_RECORD,
    'quizzes.deleteQuestion': ADMIN_ONLY_RECORD,
    'quizzes.deleteQuestions': ADMIN_ONLY_RECORD,
    'quizzes.repopulate': ADMIN_ONLY_RECORD,
    'quizzes.reseed': ADMIN_OR_SUPER_RECORD,
    'quizzes.createQuestion': ADMIN_ONLY_RECORD,
    'quizzes.updateQuestion': ADMIN_ONLY_RECORD,
    'quizzes.createFillQuestion': ADMIN_ONLY_RECORD,
    'quizzes.updateFillQuestion': ADMIN_ONLY_RECORD,
    'quizzes.createMultiQuestion': ADMIN_ONLY_RECORD,
    'quizzes.updateMultiQuestion': ADMIN_ONLY_RECORD,
    'quizzes.createAssociationQuestion': ADMIN_ONLY_RECORD,
    'quizzes.updateAssociationQuestion': ADMIN_ONLY_RECORD,
  },
  samples: {
    'quizzes.create': async ({ tenants, actor }) => {
      const fixture = await courseFixture(tenants);
      return { query: scopeFor(actor === tenants.a.superAdmin, fixture), body: { course_id: fixture.courseId } };
    },
    'quizzes.passMark': async (input) => ({ ...(await onQuiz(input)), body: { pass_mark: 80 } }),
    'quizzes.settings': async (input) => ({ ...(await onQuiz(input)), body: { question_limit: 10 } }),
    'quizzes.getQuestion': onQuestion,
    'quizzes.deleteQuestion': async ({ tenants }) => ({ params: { id: await freshQuestion(tenants) } }),
    'quizzes.deleteQuestions': async ({ tenants }) => ({ body: { questions: [await freshQuestion(tenants)] } }),
    // Refused as 422 (not a catalogue course) for the allowed caller; 404 for another company.
    'quizzes.repopulate': onQuiz,
    'quizzes.reseed': async ({ tenants, actor }) => {
      const fixture = await courseFixture(tenants);
      return { params: { id: fixture.quizId }, query: scopeFor(actor === tenants.a.superAdmin, fixture) };
    },
    'quizzes.createQuestion': create,
    'quizzes.updateQuestion': update,
    'quizzes.createFillQuestion': create,
    'quizzes.updateFillQuestion': update,
    'quizzes.createMultiQuestion': create,
    'quizzes.updateMultiQuestion': update,
    'quizzes.createAssociationQuestion': create,
    'quizzes.updateAssociationQuestion': update,
  },
};
