import * as z from 'zod/mini';
import { LEARNING_ENTITY_COURSE, LEARNING_EVENT_TYPES, LEARNER_TEXT } from '../constants/learning';
import { ZPageQuery } from './common';
import { ZImageUrls } from './courses/image';
import { ZId } from './fields';
import { ZLearnerEnrolment } from './enrolment';
import { ZLanguage } from './languages';

/* ------------------------------------------------------------------ responses */

/**
 * A published course on the learner's lists (My Courses, the company's published courses): what a card shows, and
 * the caller's enrolment on it (null when not enrolled: the card offers View Course Details).
 */
export const ZLearnerCourse = z.object({
  id: z.string(),
  name: z.string(),
  /** Sanitised HTML; the card shows its text cut to CARD_DESCRIPTION_LENGTH characters. */
  description: z.string(),
  /** Duration in minutes (hours * 60 + minutes). */
  minutes: z.number(),
  course_type_name: z.string(),
  topics: z.array(z.string()),
  thumbnail: z.nullable(ZImageUrls),
  total_materials: z.number(),
  has_test: z.boolean(),
  /** The language the course is written in (stored without one: en-GB); shown when it is not the learner's. */
  language: ZLanguage,
  enrolled: z.nullable(ZLearnerEnrolment),
});
export type TLearnerCourse = z.infer<typeof ZLearnerCourse>;

/** GET /get-last-time/{id}: the seconds last watched of a video (0 when never paused or saved). */
export const ZLastWatchTime = z.object({ data: z.object({ time: z.number() }) });

/* ------------------------------------------------------------------ requests */

/**
 * GET /my-published-courses: `type` is the status filter (`all` or empty for every course; 1 not started, 2 in
 * progress, which includes a pending test, 3 complete, 5 test pending only), `search=name:text`, paging and order
 * (`orderBy` name, enrolled_at, last_accessed_at or deadline).
 */
export const ZMyCoursesQuery = z.extend(ZPageQuery, {
  type: z.optional(z.string().check(z.regex(/^(all|[1235])?$/, 'The selected type is invalid.'))),
});
export type TMyCoursesQuery = z.infer<typeof ZMyCoursesQuery>;

/** A number as JSON or form text ("12.5"). */
const ZSeconds = (field: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/))], {
      error: `The ${field} must be a number.`,
    }),
    z
      .transform((value: number | string) => (typeof value === 'number' ? value : Number(value)))
      .check(
        z.refine((n: number) => Number.isFinite(n) && n >= 0, `The ${field} must be at least 0.`),
        // A day: no course video is longer, and it bounds what a client can store.
        z.refine((n: number) => n <= 86_400, `The ${field} may not be greater than 86400.`),
      ),
  );

/**
 * POST /events, as the spec's player sends it. `related_entity` is the course, `related_entity_asset_id` the
 * material (required for pause, video end and opened). `entity_lookup_user_id` is accepted and ignored: whose
 * enrolment changes is the verified token's user, never the body's. `event_data` of a pause is the current time.
 */
export const ZLearningEventBody = z.object({
  event_type: z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/))], { error: LEARNER_TEXT.EVENT_TYPE_INVALID }),
    z
      .transform((value: number | string) => Number(value))
      .check(
        z.refine(
          (n: number) => (LEARNING_EVENT_TYPES as readonly number[]).includes(n),
          LEARNER_TEXT.EVENT_TYPE_INVALID,
        ),
      ),
  ),
  related_entity: z.union([ZId, z.pipe(z.number(), z.transform(String))], {
    error: 'The related entity field is required.',
  }),
  related_entity_asset_id: z.optional(z.nullable(ZId)),
  event_data: z.optional(
    z.nullable(z.union([z.number(), z.string().check(z.maxLength(200)), z.object({ time: z.optional(z.number()) })])),
  ),
  entity_lookup_user_id: z.optional(z.nullable(z.union([z.string().check(z.maxLength(64)), z.number()]))),
  entity_type: z.optional(
    z.nullable(
      z.pipe(
        z.union([z.number(), z.string().check(z.regex(/^\d+$/))], { error: LEARNER_TEXT.ENTITY_TYPE_INVALID }),
        z
          .transform((value: number | string) => Number(value))
          .check(z.refine((n: number) => n === LEARNING_ENTITY_COURSE, LEARNER_TEXT.ENTITY_TYPE_INVALID)),
      ),
    ),
  ),
});
export type TLearningEventBody = z.infer<typeof ZLearningEventBody>;

/**
 * POST /update-last-time: the player saves the current time every 45 seconds while playing. `duration` (the
 * video's length in seconds, which the player knows) is optional: with it, a time at 90% of the length counts the
 * video as accessed, as the end event does.
 */
export const ZUpdateLastTimeBody = z.object({
  asset_id: ZId,
  time: ZSeconds('time'),
  duration: z.optional(z.nullable(ZSeconds('duration'))),
});
export type TUpdateLastTimeBody = z.infer<typeof ZUpdateLastTimeBody>;

/** POST /assets-viewed: a material was opened (an external link, a document, a deck). */
export const ZAssetViewedBody = z.object({ id: ZId });
