import { CERTIFICATE_STANDINGS } from '../constants/compliance';
import * as z from 'zod/mini';
import { OPTION_LETTERS, QUIZ_LIMITS } from '../constants/courses';
import { ZPageQuery } from './common';
import { ZEnrolmentId } from './enrolment-ids';
import { ZId } from './fields';
import { ZOptions } from './tests';

/* ------------------------------------------------------------------ taking a test */

/**
 * One answer: a letter (single choice), the typed text (fill in the blank), a list of letters (multiple choice) or
 * the answer letter (f–j, as served) chosen for each label a–e (association). `type` is the client's echo of the
 * question type; the server scores by the stored type.
 */
const letter = z.string().check(z.maxLength(2));
const ZTestAnswerValue = z.union([
  z.string().check(z.maxLength(QUIZ_LIMITS.optionMax)),
  z.array(letter).check(z.maxLength(OPTION_LETTERS.length)),
  z.record(letter, letter),
]);
export type TTestAnswerValue = z.infer<typeof ZTestAnswerValue>;

const ZTestAnswer = z.object({
  id: ZId,
  type: z.optional(z.number()),
  value: z.nullable(ZTestAnswerValue),
});
export type TTestAnswer = z.infer<typeof ZTestAnswer>;

const answers = z
  .array(ZTestAnswer, { error: 'The answers field is required.' })
  .check(
    z.maxLength(
      QUIZ_LIMITS.questionsPerTestMax,
      `The answers may not have more than ${QUIZ_LIMITS.questionsPerTestMax} items.`,
    ),
  );

const agreeFlag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1'),
);

/** POST /test/getscore: would these answers pass? Scored on the server against the questions served. */
export const ZTestScoreBody = z.object({
  quiz_id: ZId,
  answers,
  /** The enrolment id `<courseId>:<userId>` (the caller's own). */
  course_user_id: ZEnrolmentId,
});
export type TTestScoreBody = z.input<typeof ZTestScoreBody>;

/** POST /test/submit: scores again, records the attempt and moves the course's progress. */
export const ZTestSubmitBody = z.object({
  ...ZTestScoreBody.shape,
  /** 1 when the learner pressed Agree in the agreement dialog, 0 for Disagree or when there was no dialog. */
  agree_statement: z.optional(agreeFlag),
  signed_name: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(191, 'The signed name may not be greater than 191 characters.'))),
  ),
});
export type TTestSubmitBody = z.input<typeof ZTestSubmitBody>;

export const ZTestScore = z.object({
  passed: z.boolean(),
  /** Whole percent, rounded down: exactly the pass mark passes. */
  score: z.number(),
  pass_mark: z.number(),
});

export const ZTestSubmitResult = z.object({
  ...ZTestScore.shape,
  /** Attempts used, this one included. */
  attempts: z.number(),
  /** Attempts still allowed; null: a test has no limit on retakes (the result screen says so). */
  attempts_left: z.nullable(z.number()),
  /** The enrolment's state after the submission (3 when passed and every material is accessed). */
  state: z.number(),
  test_log_id: z.string(),
});
export type TTestSubmitResult = z.infer<typeof ZTestSubmitResult>;

/* ------------------------------------------------------------------ test logs */

/** GET /quiz/logs/{id}: one user's attempts on the course (`user_id`, the caller by default), newest first. */
export const ZTestLogsQuery = z.object({ ...ZPageQuery.shape, user_id: z.optional(ZId) });

export const ZTestLogSummary = z.object({
  id: z.string(),
  course_id: z.string(),
  user_id: z.string(),
  created_at: z.string(),
  /** dd-mm-yyyy HH:mm (UTC). */
  created_date_formatted: z.string(),
  /** 1 for the first attempt. */
  attempt: z.number(),
  score: z.number(),
  passed: z.boolean(),
});
export type TTestLogSummary = z.infer<typeof ZTestLogSummary>;

/** One answer as recorded: the value as given (association letters as served) and whether it was right. */
export const ZTestLogAnswer = z.object({
  id: z.string(),
  question_type: z.number(),
  value: z.nullable(ZTestAnswerValue),
  correct: z.boolean(),
});
export type TTestLogAnswer = z.infer<typeof ZTestLogAnswer>;

/** A question as it was asked in that attempt (never its correct answer), and whether it was answered right. */
export const ZTestLogQuestion = z.object({
  id: z.string(),
  question: z.string(),
  question_type: z.number(),
  options: ZOptions,
  core_question: z.boolean(),
  correct: z.boolean(),
});
export type TTestLogQuestion = z.infer<typeof ZTestLogQuestion>;

/** GET /quiz/log/{id}: one attempt, read-only (the Test Result panel). */
export const ZTestLog = z.object({
  ...ZTestLogSummary.shape,
  course_name: z.string(),
  pass_mark: z.number(),
  answer_log: z.array(ZTestLogAnswer),
  questions: z.array(ZTestLogQuestion),
});
export type TTestLog = z.infer<typeof ZTestLog>;

/* ------------------------------------------------------------------ certificates */

/** GET /courses/{id}/certificate: whose certificate (the caller's by default). */
export const ZCertificateQuery = z.object({ user_id: z.optional(ZId) });

/** A short-lived link to the certificate PDF. */
export const ZCertificateLink = z.object({ url: z.string() });

/** What the public verification page shows, and nothing more. */
export const ZCertificateVerification = z.object({
  id: z.string(),
  name: z.string(),
  course_name: z.string(),
  completed_at: z.string(),
  /** Long date, e.g. 'Monday, 3 March 2025' (UTC). */
  completed_date_formatted: z.string(),
  /** Valid today, expired, or superseded by the certificate of a newer cycle. */
  standing: z.enum(CERTIFICATE_STANDINGS),
  /** yyyy-mm-dd the certificate expires (or expired) on; null when it never expires. */
  expires_on: z.nullable(z.string()),
  /** The certification cycle it belongs to (1 for the first completion). */
  cycle: z.number(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
