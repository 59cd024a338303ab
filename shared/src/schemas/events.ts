import * as z from 'zod/mini';
import { LANGUAGES } from '../constants/languages';

/**
 * Detail of `company.registered` (DETAIL_TYPE.COMPANY_REGISTERED). `language`: the sign-up's (the first language of
 * its Accept-Language the product speaks), the registration email's when the administrator has none of their own.
 */
export const ZCompanyRegisteredDetail = z.object({
  company_id: z.string().check(z.minLength(1)),
  user_id: z.string().check(z.minLength(1)),
  language: z.optional(z.enum(LANGUAGES)),
});
export type TCompanyRegisteredDetail = z.infer<typeof ZCompanyRegisteredDetail>;

/** Detail of `companies.mail-hold-lifted`: the company whose held mail is to go out now. */
export const ZMailHoldLiftedDetail = z.object({ company_id: z.string().check(z.minLength(1)) });
export type TMailHoldLiftedDetail = z.infer<typeof ZMailHoldLiftedDetail>;

/**
 * Detail of `course.assigned`, `course.unassigned`, `course.deadline-set` and `course.deadline-changed`: who changed
 * which users' and groups' enrolment on one course (group members follow their group), and the deadline now in force
 * for them (yyyy-mm-dd or null).
 */
export const ZCourseEnrolmentEventDetail = z.object({
  event_id: z.string(),
  company_id: z.string(),
  course_id: z.string(),
  actor_id: z.string(),
  user_ids: z.array(z.string()),
  group_ids: z.array(z.string()),
  deadline: z.nullable(z.string()),
  occurred_at: z.string(),
});
export type TCourseEnrolmentEventDetail = z.infer<typeof ZCourseEnrolmentEventDetail>;

/**
 * Detail of `playlist.assigned` and `playlist.unassigned`: who changed which users' and groups' enrolment on one
 * playlist (group members follow their group; every enrolled user holds the playlist's courses). Playlists have no
 * deadline, so `deadline` is always null; it is there so course and playlist events share one shape.
 */
export const ZPlaylistEnrolmentEventDetail = z.object({
  event_id: z.string(),
  company_id: z.string(),
  playlist_id: z.string(),
  actor_id: z.string(),
  user_ids: z.array(z.string()),
  group_ids: z.array(z.string()),
  deadline: z.null(),
  occurred_at: z.string(),
});
export type TPlaylistEnrolmentEventDetail = z.infer<typeof ZPlaylistEnrolmentEventDetail>;

/** A learner completed a course (their enrolment moved to state 3). */
export const ZCourseCompletedDetail = z.object({
  event_id: z.string(),
  company_id: z.string(),
  course_id: z.string(),
  user_id: z.string(),
  completed_at: z.string(),
});
export type TCourseCompletedDetail = z.infer<typeof ZCourseCompletedDetail>;

/**
 * One fact of `learning.recorded`, as the enrolment write shows it: the run started, a material accessed for the first
 * time in the run (a video watched to its end or 90%, anything else opened), a video played past a quarter, half or
 * three quarters of its length (`progress`, with the position and length in seconds, as the player saved them), a
 * test attempt begun (its paper drawn), a test attempt scored (a whole percent),
 * the course completed, a certificate made; or, told by the daily renewal run (functions/core/workflows/
 * renew-certifications.ts), a certificate expired (`at` the start of its expiry day in Europe/London). `at` is when
 * it happened (ISO time).
 */
export const ZLearningFact = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('started'), at: z.string() }),
  z.object({ kind: z.literal('material'), asset_id: z.string(), at: z.string() }),
  z.object({
    kind: z.literal('video_progressed'),
    asset_id: z.string(),
    progress: z.number(),
    time: z.number(),
    length: z.number(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('test_attempted'), attempt: z.number(), at: z.string() }),
  z.object({
    kind: z.literal('test'),
    attempt: z.number(),
    score: z.number(),
    passed: z.boolean(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('completed'), at: z.string() }),
  z.object({
    kind: z.literal('certificate'),
    certificate_id: z.string(),
    at: z.string(),
    expires_on: z.optional(z.string()),
  }),
  z.object({
    kind: z.literal('certificate_expired'),
    certificate_id: z.string(),
    expires_on: z.string(),
    at: z.string(),
  }),
]);
export type TLearningFact = z.infer<typeof ZLearningFact>;

/**
 * Detail of `learning.recorded`: the facts one enrolment write recorded, and the run they belong to (its started_at,
 * else its enrolled_at), which names the run's xAPI registration.
 */
export const ZLearningRecordedDetail = z.object({
  event_id: z.string(),
  company_id: z.string(),
  course_id: z.string(),
  user_id: z.string(),
  run: z.string(),
  facts: z.array(ZLearningFact),
});
export type TLearningRecordedDetail = z.infer<typeof ZLearningRecordedDetail>;

/** Detail of `certificates.requested`: the certificate link wants this learner's certificate for this course made. */
export const ZCertificateRequestedDetail = z.object({
  event_id: z.string(),
  company_id: z.string(),
  course_id: z.string(),
  user_id: z.string(),
  requested_at: z.string(),
});
export type TCertificateRequestedDetail = z.infer<typeof ZCertificateRequestedDetail>;

/**
 * Detail of `certificates.files-delete-requested`: per deleted course enrolment, the certificates it held (the
 * current one and archived runs'), whose PDFs are `keys.certificateKey(company, course, user, id)`.
 */
export const ZCertificateFilesDeleteRequestedDetail = z.object({
  event_id: z.string(),
  company_id: z.string(),
  enrolments: z.array(z.object({ course_id: z.string(), user_id: z.string(), certificate_ids: z.array(z.string()) })),
  occurred_at: z.string(),
});
export type TCertificateFilesDeleteRequestedDetail = z.infer<typeof ZCertificateFilesDeleteRequestedDetail>;

/**
 * Detail of `files.delete-requested`: object keys and `/`-ended prefixes to delete, every one under
 * `c/<company_id>/` or `content/<company_id>/` (the worker refuses anything else); `packages`, deleted e-learning
 * package materials whose learners' data (LRS registrations, statements and states; SCORM data and package
 * progress on the course) goes too.
 */
export const ZFilesDeleteRequestedDetail = z.object({
  event_id: z.string(),
  company_id: z.string(),
  keys: z.array(z.string()),
  prefixes: z.array(z.string()),
  packages: z.optional(z.array(z.object({ course_id: z.string(), asset_id: z.string() }))),
  occurred_at: z.string(),
});
export type TFilesDeleteRequestedDetail = z.infer<typeof ZFilesDeleteRequestedDetail>;

/** A course was published (`published` true) or unpublished (false). */
export const ZCourseStatusChangedDetail = z.object({
  event_id: z.string(),
  company_id: z.string(),
  course_id: z.string(),
  published: z.boolean(),
  occurred_at: z.string(),
});
export type TCourseStatusChangedDetail = z.infer<typeof ZCourseStatusChangedDetail>;
