import * as z from 'zod/mini';
import { OPTION_LETTERS, QUIZ_LIMITS } from '../constants/courses';
import { ZPageQuery } from './common';
import { ZId } from './fields';

/* ------------------------------------------------------------------ responses */

/** A course's test. Its id is the course id (one test per course). */
export const ZTest = z.object({
  id: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  pass_mark: z.number(),
  /** Plain text or simple HTML (sanitised), shown for the learner to agree to; null when none is set. */
  agree_statement: z.nullable(z.string()),
  random_question: z.boolean(),
  question_limit: z.number(),
  total_questions: z.number(),
  total_core_questions: z.number(),
  /** The course came from the catalogue: repopulate and reseed can rebuild the questions from it. */
  from_catalogue: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTest = z.infer<typeof ZTest>;

/** Option texts by letter (a–j); only letters with text are present. */
export const ZOptions = z.partialRecord(z.enum(OPTION_LETTERS), z.string());
export type TOptions = z.infer<typeof ZOptions>;

const questionBase = {
  id: z.string(),
  quiz_id: z.string(),
  question: z.string(),
  question_type: z.number(),
  options: ZOptions,
  core_question: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

/**
 * A question as administrators see it, correct answer included: a letter (single choice; `a` for fill in the
 * blank, whose answer is option a), a list of letters (multiple choice), or for association the answer letter
 * (f–j) of each label a–e in label order.
 */
export const ZQuestion = z.object({
  ...questionBase,
  correct_answer: z.union([z.string(), z.array(z.string())]),
});
export type TQuestion = z.infer<typeof ZQuestion>;

/** A question as a learner sees it before submitting: never the correct answer (functions/core/content/tests/present-question.ts). */
export const ZLearnerQuestion = z.object(questionBase);
export type TLearnerQuestion = z.infer<typeof ZLearnerQuestion>;

/* ------------------------------------------------------------------ requests */

/** Company scope for the super administrator (reseed, creating a test for a company course). */
export const ZTestScopeQuery = z.object({ company_id: z.optional(ZId) });

export const ZTestCreateBody = z.object({ course_id: ZId });

const passMark = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/, 'The pass mark must be a number.'))], {
    error: 'The pass mark field is required.',
  }),
  z
    .transform((value: number | string) => Number(value))
    .check(
      z.refine((n: number) => Number.isInteger(n), 'The pass mark must be a whole number.'),
      z.refine(
        (n: number) => n >= QUIZ_LIMITS.passMarkMin && n <= QUIZ_LIMITS.passMarkMax,
        `The pass mark must be between ${QUIZ_LIMITS.passMarkMin} and ${QUIZ_LIMITS.passMarkMax}.`,
      ),
    ),
);

/** PATCH /quizzes/{id}: Edit Passmark. */
export const ZPassMarkBody = z.object({ pass_mark: passMark });

const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1'),
);

const questionLimit = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/, 'The question limit must be a number.'))], {
    error: 'The question limit must be a number.',
  }),
  z
    .transform((value: number | string) => Number(value))
    .check(
      z.refine((n: number) => Number.isInteger(n) && n >= 1, 'The question limit must be at least 1.'),
      z.refine(
        (n: number) => n <= QUIZ_LIMITS.questionLimitMax,
        `The question limit may not be greater than ${QUIZ_LIMITS.questionLimitMax}.`,
      ),
    ),
);

/** PATCH /quizzes-statement/{id}: Test Settings and the agreement statement (each optional). */
export const ZTestSettingsBody = z.object({
  agree_statement: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.maxLength(
            QUIZ_LIMITS.agreeStatementMax,
            `The agree statement may not be greater than ${QUIZ_LIMITS.agreeStatementMax} characters.`,
          ),
        ),
    ),
  ),
  random_question: z.optional(flag),
  question_limit: z.optional(questionLimit),
  pass_mark: z.optional(passMark),
});
export type TTestSettingsBody = z.infer<typeof ZTestSettingsBody>;

/**
 * GET /quiz/questions/{id}. Without `view` every caller gets the test paper they may take (no correct answers);
 * `view=admin` is the administrator's paged list with the correct answers (Test admin), refused to anyone else.
 */
export const ZQuestionListQuery = z.object({ ...ZPageQuery.shape, view: z.optional(z.enum(['admin'])) });

/** POST /questions/: delete many. */
export const ZQuestionsDeleteBody = z.object({
  questions: z
    .array(ZId, { error: 'The questions field is required.' })
    .check(
      z.minLength(1, 'The questions field is required.'),
      z.maxLength(
        QUIZ_LIMITS.deleteManyMax,
        `The questions may not have more than ${QUIZ_LIMITS.deleteManyMax} items.`,
      ),
    ),
});

const optionText = z.nullable(
  z
    .string()
    .check(
      z.maxLength(QUIZ_LIMITS.optionMax, `An answer may not be greater than ${QUIZ_LIMITS.optionMax} characters.`),
    ),
);

/**
 * The four question forms (POST /question, /fill-question, /multi-question, /association-question and their
 * /{id} updates) share one shape; the rules per type (which letters, which correct answers, the spec's messages)
 * are applied by the server (functions/core/content/tests/validate-question.ts) so every form gets the same answers.
 */
export const ZQuestionBody = z.object({
  quiz_id: ZId,
  question: z
    .string({ error: 'The question field is required.' })
    .check(
      z.maxLength(
        QUIZ_LIMITS.questionMax,
        `The question may not be greater than ${QUIZ_LIMITS.questionMax} characters.`,
      ),
    ),
  options: z.optional(z.partialRecord(z.enum(OPTION_LETTERS), optionText)),
  correct_answer: z.optional(
    z.nullable(
      z.union([z.string().check(z.maxLength(20)), z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))]),
    ),
  ),
  /** Ignored: the path decides the type (an unknown type falls back to single choice on the screens). */
  question_type: z.optional(z.unknown()),
  core_question: z.optional(flag),
});
export type TQuestionBody = z.infer<typeof ZQuestionBody>;
