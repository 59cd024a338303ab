import * as z from 'zod/mini';
import { ZId, label, userIdentity } from './fields';
import { ZOwnCourseEnrolment } from './reports';

/** Ids per list in one enrolment call: a company has at most a few hundred users and groups. */
const ENROLMENT_CHANGE_MAX = 1000;

const ids = (field: string) =>
  z.optional(
    z
      .array(ZId, { error: `The ${label(field)} must be a list of ids.` })
      .check(
        z.maxLength(ENROLMENT_CHANGE_MAX, `The ${label(field)} may not have more than ${ENROLMENT_CHANGE_MAX} items.`),
      ),
  );

/**
 * A deadline as the date picker sends it: yyyy-mm-dd (a longer ISO date-time is cut to its date). Whether it is
 * before today is checked by the server, which knows the day. The administrator's enrol panels and My Team's
 * course assignment take it alike (`selected_date`).
 */
export const ZDeadlineDate = z.pipe(
  z
    .string({ error: 'The selected date must be a date.' })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'The selected date must be a date (yyyy-mm-dd).')),
  z.transform((value) => value.slice(0, 10)),
);

/** A user on a course's enrol lists. */
export const ZCourseEnrolUser = z.object({
  ...userIdentity,
  /** True on the enrolled list. */
  enrolled: z.boolean(),
  /** Enrolled only through a group (or playlist): the enrol panels show it disabled; edit the group instead. */
  disabled: z.boolean(),
  /** Enrolled by an administrator directly (may be removed or given a deadline individually). */
  individual: z.boolean(),
  /** yyyy-mm-dd, the earliest deadline of the user's enrolment sources, or null. */
  deadline: z.nullable(z.string()),
  enrolled_at: z.nullable(z.string()),
  /** USER_COURSE_STATE (1 not yet started while no progress is recorded) and its text; null when not enrolled. */
  state: z.nullable(z.number()),
  state_text: z.nullable(z.string()),
});
export type TCourseEnrolUser = z.infer<typeof ZCourseEnrolUser>;

/** A group on a course's enrol lists. */
export const ZCourseEnrolGroup = z.object({
  id: z.string(),
  name: z.string(),
  total_users: z.number(),
  enrolled: z.boolean(),
  /** The deadline the group gives its members on this course (yyyy-mm-dd) or null. */
  deadline: z.nullable(z.string()),
});
export type TCourseEnrolGroup = z.infer<typeof ZCourseEnrolGroup>;

/** POST /course/enrol/{id}: `assign_*` enrol, `unassign_*` unenrol (DESIGN.md: the fields mean what they say). */
export const ZCourseEnrolBody = z.object({
  assign_users: ids('assign_users'),
  unassign_users: ids('unassign_users'),
  assign_groups: ids('assign_groups'),
  unassign_groups: ids('unassign_groups'),
  /** Deadline for the users and groups enrolled by this call; none when absent or null. */
  selected_date: z.optional(z.nullable(ZDeadlineDate)),
  /** Enrol every active user of the company not yet enrolled (users enrolled through a group are left as they are). */
  enrol_all: z.optional(z.boolean()),
});
export type TCourseEnrolBody = z.input<typeof ZCourseEnrolBody>;

/** POST /course/manage-deadlines/{id}: a new deadline for individually enrolled users and for enrolled groups. */
export const ZCourseDeadlinesBody = z.object({
  users: ids('users'),
  groups: ids('groups'),
  selected_date: z.optional(z.nullable(ZDeadlineDate)),
});
export type TCourseDeadlinesBody = z.input<typeof ZCourseDeadlinesBody>;

/** POST /course/remove-user-and-groups/{id}: users lose their individual enrolment, groups their link to the course. */
export const ZCourseRemoveEnrolmentsBody = z.object({ users: ids('users'), groups: ids('groups') });
export type TCourseRemoveEnrolmentsBody = z.input<typeof ZCourseRemoveEnrolmentsBody>;

/** The result of an enrolment change: the message and what changed. */
export const ZCourseEnrolResult = z.object({
  message: z.string(),
  data: z.object({
    /** 'You have enrolled N user(s) [and M group(s)] on to {course}'. */
    summary: z.string(),
    enrolled_users: z.number(),
    unenrolled_users: z.number(),
    enrolled_groups: z.number(),
    unenrolled_groups: z.number(),
  }),
});
export type TCourseEnrolResult = z.infer<typeof ZCourseEnrolResult>;

/**
 * The caller's own enrolment on a course as the learner's screens need it (`include=enrolled` on GET /courses/{id},
 * the My Courses cards, and the answer of every progress call): the enrolment with whether the course has a test
 * and which of its materials the learner has accessed (`watched`, asset ids), which the player's Course Content
 * list marks and the test area's state depends on.
 */
export const ZLearnerEnrolment = z.extend(ZOwnCourseEnrolment, {
  /** The course has a test a learner can take (at least one question). */
  has_test: z.boolean(),
  /** Ids of the course's current materials the learner has accessed (videos watched, documents and links opened). */
  watched: z.array(z.string()),
});
export type TLearnerEnrolment = z.infer<typeof ZLearnerEnrolment>;
