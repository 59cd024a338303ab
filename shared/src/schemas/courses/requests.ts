import * as z from 'zod/mini';
import { COURSE_LIMITS, COURSE_TYPE_IDS } from '../../constants/courses';
import { MSG } from '../../constants/messages';
import { ZId, label, requiredString } from '../fields';
import { ZLanguage } from '../languages';
import { notificationSettingsFields } from '../notifications';

const COURSE_DURATION_TOO_LONG = `The course may not be longer than ${COURSE_LIMITS.hoursMax} hours ${COURSE_LIMITS.totalMinutesMax % 60} minutes.`;

function wholeNumber(field: string, max: number) {
  return z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d*\s*$/))], { error: `The ${label(field)} must be a number.` }),
    z
      .transform((value: number | string) => (typeof value === 'number' ? value : Number(value.trim() || 0)))
      .check(
        z.refine((n: number) => Number.isInteger(n) && n >= 0, `The ${label(field)} must be a whole number.`),
        z.refine((n: number) => n <= max, `The ${label(field)} may not be greater than ${max}.`),
      ),
  );
}

const courseType = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))], { error: MSG.COURSE_TYPE_INVALID }),
  z
    .transform((value: number | string) => Number(value))
    .check(z.refine((n: number) => (COURSE_TYPE_IDS as readonly number[]).includes(n), MSG.COURSE_TYPE_INVALID)),
);

const topics = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'A topic may not be empty.'),
        z.maxLength(COURSE_LIMITS.topicMax, `A topic may not be greater than ${COURSE_LIMITS.topicMax} characters.`),
      ),
    { error: 'The topics must be a list.' },
  )
  .check(z.maxLength(COURSE_LIMITS.topicsMax, `The topics may not have more than ${COURSE_LIMITS.topicsMax} items.`));

const channels = z
  .array(ZId, { error: 'The channels must be a list of playlist ids.' })
  .check(
    z.maxLength(COURSE_LIMITS.channelsMax, `The channels may not have more than ${COURSE_LIMITS.channelsMax} items.`),
  );

/** Raw rich text: sanitised by the server with an allow-list before it is stored. */
const description = z
  .string({ error: 'The description must be text.' })
  .check(
    z.maxLength(
      COURSE_LIMITS.descriptionMax,
      `The description may not be greater than ${COURSE_LIMITS.descriptionMax} characters.`,
    ),
  );

/** The key of a verified `thumbnail` upload (POST /sign, then /sign/verify). */
const thumbnailKey = z.string({ error: MSG.COURSE_IMAGE_REQUIRED }).check(z.maxLength(512));

/** A switch as JSON or form values (true/false, 1/0, "1"/"0"). */
const packageResultAsTest = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'The package result as test field must be true or false.',
  }),
  z.transform((value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1'),
);

/** The course's details after its name, alike on create and update: description, duration, topics, playlists. */
const courseDetailFields = {
  description: z.optional(z.nullable(description)),
  hours: z.optional(z.nullable(wholeNumber('hours', COURSE_LIMITS.hoursMax))),
  minutes: z.optional(z.nullable(wholeNumber('minutes', COURSE_LIMITS.totalMinutesMax))),
  topics: z.optional(topics),
  channels: z.optional(channels),
};

/** The spec's duration: hours * 60 + minutes, so 1 h 75 min is 2 h 15 min; past the longest one it is refused. */
const durationWithinLimit = z.refine<{ hours?: number | null; minutes?: number | null }>(
  // Too many hours is said under Hours alone.
  (body) =>
    (body.hours ?? 0) > COURSE_LIMITS.hoursMax ||
    (body.hours ?? 0) * 60 + (body.minutes ?? 0) <= COURSE_LIMITS.totalMinutesMax,
  { message: COURSE_DURATION_TOO_LONG, path: ['minutes'] },
);

/** POST /courses. Hours and minutes are stored as minutes (hours * 60 + minutes). */
export const ZCourseCreateBody = z
  .object({
    name: requiredString('name', COURSE_LIMITS.nameMax),
    ...courseDetailFields,
    /** Required on create: 'The course image field is required.' */
    s3_url: z.optional(z.nullable(thumbnailKey)),
    /** The course type id (COURSE_TYPES); General when omitted. */
    type: z.optional(z.nullable(courseType)),
    /** A passed e-learning package also passes the course's test (false when omitted). */
    package_result_as_test: z.optional(packageResultAsTest),
    /** The language the course is written in; the company's default language when omitted (else en-GB). */
    language: z.optional(ZLanguage),
  })
  .check(durationWithinLimit);
export type TCourseCreateBody = z.infer<typeof ZCourseCreateBody>;

/** PATCH /courses/{id}: the same fields, each optional (omitted keeps the stored value). */
export const ZCourseUpdateBody = z
  .object({
    name: z.optional(requiredString('name', COURSE_LIMITS.nameMax)),
    ...courseDetailFields,
    package_result_as_test: z.optional(packageResultAsTest),
    s3_url: z.optional(z.nullable(thumbnailKey)),
    type: z.optional(z.nullable(courseType)),
    published: z.optional(z.union([z.boolean(), z.literal(0), z.literal(1)])),
    /** The language the course is written in (omitted keeps it). */
    language: z.optional(ZLanguage),
    /** The Edit Notification panel: get_by, shown_up, the switches and day counts, saved as the course's override. */
    ...notificationSettingsFields,
  })
  .check(durationWithinLimit);
export type TCourseUpdateBody = z.infer<typeof ZCourseUpdateBody>;

const publishState = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'The state field is required.',
  }),
  z.transform((value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1'),
);

/** POST /course/toggle-publish: set every listed course to `state` (1 published, 0 unpublished). */
export const ZTogglePublishBody = z.object({
  state: publishState,
  courses: z
    .array(ZId, { error: 'The courses field is required.' })
    .check(
      z.minLength(1, 'The courses field is required.'),
      z.maxLength(
        COURSE_LIMITS.bulkToggleMax,
        `The courses may not have more than ${COURSE_LIMITS.bulkToggleMax} items.`,
      ),
    ),
});
