import * as z from 'zod/mini';
import {
  COMPLIANCE_MESSAGES,
  COMPLIANCE_STATUSES,
  EXPIRING_WITHIN_DAYS,
  EXPIRY_BASES,
  RECERTIFICATION_LIMITS,
  VALIDITY_KINDS,
} from '../constants/compliance';
import { externalTrainingTypeName } from '../constants/external-training';
import { ZPageQuery } from './common';
import { ZId } from './fields';

/** A course's recertification settings as the API answers them (course `recertification`, null = never set). */
export const ZRecertification = z.object({
  /** Shown on the Compliance screen (a course whose certificates expire always is). */
  required: z.boolean(),
  validity: z.enum(VALIDITY_KINDS),
  months: z.nullable(z.number()),
  /** yyyy-mm-dd. */
  expiry_date: z.nullable(z.string()),
  base: z.enum(EXPIRY_BASES),
  /** mm-dd. */
  anniversary: z.nullable(z.string()),
  window_days: z.number(),
  deadline_days_after: z.number(),
  /** A shorter course a renewal takes instead of this one. */
  renewal_course_id: z.nullable(z.string()),
  /** An external training type (shared/src/constants/external-training.ts) whose records renew the course. */
  renewal_external_type: z.nullable(z.number()),
});
export type TRecertification = z.infer<typeof ZRecertification>;

const { MONTHS_MIN, MONTHS_MAX, WINDOW_MIN, WINDOW_MAX, DEADLINE_AFTER_MAX } = RECERTIFICATION_LIMITS;

function wholeNumber(field: string, min: number, max: number) {
  const message = `The ${field} must be a whole number from ${min} to ${max}.`;
  return z
    .number({ error: message })
    .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, message));
}

const EXTERNAL_TYPE_INVALID = 'The selected external training type is invalid.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

function isRealDay(value: string): boolean {
  return DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

function isMonthDay(value: string): boolean {
  const match = MONTH_DAY.exec(value);
  if (!match) return false;
  // 2024 is a leap year, so 29 February is a valid anniversary.
  return isRealDay(`2024-${match[1]}-${match[2]}`);
}

/**
 * `PUT /v1/courses/{id}/recertification`: the settings, checked as a whole (months for 'months', a date for 'date', an
 * anniversary for that base). `recalculate` also moves the expiry of certificates already issued (the screen asks
 * first, saying how many change); without it they keep theirs.
 */
export const ZRecertificationBody = z
  .object({
    required: z.boolean({ error: 'The required field must be true or false.' }),
    validity: z.enum(VALIDITY_KINDS, 'The selected validity is invalid.'),
    months: z.optional(z.nullable(wholeNumber('validity months', MONTHS_MIN, MONTHS_MAX))),
    expiry_date: z.optional(
      z.nullable(z.string().check(z.refine(isRealDay, 'The expiry date must be a date, yyyy-mm-dd.'))),
    ),
    base: z.enum(EXPIRY_BASES, 'The selected expiry base is invalid.'),
    anniversary: z.optional(
      z.nullable(z.string().check(z.refine(isMonthDay, COMPLIANCE_MESSAGES.ANNIVERSARY_INVALID))),
    ),
    window_days: wholeNumber('renewal window', WINDOW_MIN, WINDOW_MAX),
    deadline_days_after: wholeNumber('renewal deadline days', 0, DEADLINE_AFTER_MAX),
    renewal_course_id: z.optional(z.nullable(ZId)),
    renewal_external_type: z.optional(
      z.nullable(
        z
          .number({ error: EXTERNAL_TYPE_INVALID })
          .check(z.refine((value) => externalTrainingTypeName(value) !== null, EXTERNAL_TYPE_INVALID)),
      ),
    ),
    recalculate: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((body, ctx) => {
      const fail = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, input: body, path: [path] });
      if (body.validity === 'months' && (body.months === undefined || body.months === null))
        fail('months', COMPLIANCE_MESSAGES.MONTHS_REQUIRED);
      if (body.validity === 'date' && !body.expiry_date) fail('expiry_date', COMPLIANCE_MESSAGES.DATE_REQUIRED);
      if (body.validity === 'months' && body.base === 'anniversary' && !body.anniversary)
        fail('anniversary', COMPLIANCE_MESSAGES.ANNIVERSARY_REQUIRED);
    }),
  );
export type TRecertificationBody = z.infer<typeof ZRecertificationBody>;

/** `POST /v1/courses/{id}/recertification/impact`: how many issued certificates the new settings would change. */
export const ZRecertificationImpact = z.object({
  data: z.object({ certificates: z.number(), changed: z.number() }),
});
export type TRecertificationImpact = z.infer<typeof ZRecertificationImpact>;

/**
 * `PUT /v1/playlists/{id}/recertification`: the same settings saved on every course of the playlist; how many courses
 * took them and how many issued certificates were recalculated (0 without `recalculate`).
 */
export const ZPlaylistRecertificationResult = z.object({
  message: z.string(),
  data: z.object({ courses: z.number(), recalculated: z.number() }),
});
export type TPlaylistRecertificationResult = z.infer<typeof ZPlaylistRecertificationResult>;

/** One learner's status on one required course. */
export const ZComplianceCell = z.object({
  course_id: z.string(),
  status: z.enum(COMPLIANCE_STATUSES),
  /** yyyy-mm-dd the status is about (expiry, or the missed deadline), or null. */
  date: z.nullable(z.string()),
  days: z.nullable(z.number()),
  /** The words the cell shows ("Certified until 12 Mar 2027"). */
  text: z.string(),
});
export type TComplianceCell = z.infer<typeof ZComplianceCell>;

export const ZComplianceCourse = z.object({
  id: z.string(),
  name: z.string(),
  /** Learners enrolled on it (the required ones) and how many of them are in date today. */
  required: z.number(),
  in_date: z.number(),
  /** in_date of required, a whole percentage (100 when nobody is required). */
  percent: z.number(),
});
export type TComplianceCourse = z.infer<typeof ZComplianceCourse>;

export const ZComplianceRow = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** One per required course the user is enrolled on (a course they are not enrolled on has no cell). */
  cells: z.array(ZComplianceCell),
});
export type TComplianceRow = z.infer<typeof ZComplianceRow>;

/** The headline: required courses with their figures, and the overall % of required learner-courses in date. */
export const ZComplianceSummary = z.object({
  courses: z.array(ZComplianceCourse),
  required: z.number(),
  in_date: z.number(),
  percent: z.number(),
});
export type TComplianceSummary = z.infer<typeof ZComplianceSummary>;

/**
 * `GET /v1/compliance`: the matrix's page of users (`search` as the users screens take it, e.g. `first_name:ann`;
 * `group_id`, `manager_id` to narrow), ordered by `orderBy` (first_name, last_name, email) or by a course's status
 * (`course:<courseId>`, worst first when asc).
 */
export const ZComplianceQuery = z.extend(ZPageQuery, {
  group_id: z.optional(ZId),
  manager_id: z.optional(ZId),
});
export type TComplianceQuery = z.infer<typeof ZComplianceQuery>;

export const ZExpiringQuery = z.object({
  within: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine((value) => EXPIRING_WITHIN_DAYS.map(String).includes(value), 'The selected within is invalid.'),
        ),
      z.transform(Number),
    ),
  ),
});

/** One certificate expiring soon (the "Expiring in the next N days" list). */
export const ZExpiringCertificate = z.object({
  /** The enrolment id `<courseId>:<userId>`. */
  id: z.string(),
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  expires_on: z.string(),
  days: z.number(),
  /** Whether the renewal has begun (the learner is enrolled again and has not finished). */
  renewal_started: z.boolean(),
});
export type TExpiringCertificate = z.infer<typeof ZExpiringCertificate>;

/** `POST /v1/compliance/remind`: remind these learners (enrolment ids) to renew. */
export const ZComplianceRemindBody = z.object({
  ids: z
    .array(
      z.string().check(z.maxLength(130), z.regex(/^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/, 'The id is invalid.')),
      COMPLIANCE_MESSAGES.NOTHING_TO_REMIND,
    )
    .check(z.minLength(1, COMPLIANCE_MESSAGES.NOTHING_TO_REMIND), z.maxLength(500, 'Choose at most 500 learners.')),
});
export type TComplianceRemindBody = z.infer<typeof ZComplianceRemindBody>;
