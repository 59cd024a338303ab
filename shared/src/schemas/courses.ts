import * as z from 'zod/mini';
import {
  COURSE_LIMITS,
  COURSE_TYPE_IDS,
  MATERIAL_TYPES,
  SLIDE_CONVERSION_STATES,
  VIDEO_STATES,
} from '../constants/courses';
import { MSG } from '../constants/messages';
import { ZPageQuery } from './common';
import { ZTabularExportQuery } from './reports';
import { ZId, label, optionalString, requiredString } from './fields';
import { ZLearnerEnrolment } from './learner-enrolment';

/* ------------------------------------------------------------------ responses */

/** Signed image URLs of a stored picture (course thumbnail), one per preset the screens use. */
export const ZImageUrls = z.object({
  key: z.string(),
  small: z.string(),
  medium: z.string(),
  large: z.string(),
  small_new: z.string(),
  thumb: z.string(),
});
export type TImageUrls = z.infer<typeof ZImageUrls>;

/** A stored file as responses show it: `url` is a short-lived presigned GET. */
export const ZMaterialFile = z.object({
  url: z.string(),
  mime_type: z.string(),
  original_name: z.string(),
  size: z.number(),
});
export type TMaterialFile = z.infer<typeof ZMaterialFile>;

/** Streaming state of a video: `hls_url` once MediaConvert is done (AWS); until then (and locally) the MP4 plays. */
export const ZVideoInfo = z.object({
  status: z.enum(VIDEO_STATES),
  hls_url: z.nullable(z.string()),
  poster_url: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type TVideoInfo = z.infer<typeof ZVideoInfo>;

/** Course material (asset). `slider` lists the slide images of a converted deck (presigned GETs, in order). */
export const ZAsset = z.object({
  id: z.string(),
  course_id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  asset_type: z.enum(MATERIAL_TYPES),
  sort_order: z.number(),
  /** External links only (stored, never fetched by the server). */
  external_link: z.nullable(z.string()),
  /** Video, document and powerpoint. */
  file: z.nullable(ZMaterialFile),
  video: z.nullable(ZVideoInfo),
  conversion: z.nullable(z.enum(SLIDE_CONVERSION_STATES)),
  /** Why there are no slide images (conversion unavailable or failed): the deck is offered as a download. */
  conversion_note: z.nullable(z.string()),
  slider: z.array(z.string()),
  disabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAsset = z.infer<typeof ZAsset>;

/** Per-course counters, maintained on write (enrolment keeps them), so the library and statistics read O(rows). */
export const ZCourseCounters = z.object({
  total_users: z.number(),
  total_enrolled_individual_users: z.number(),
  total_groups: z.number(),
  total_enrolled_via_channel_users: z.number(),
  total_inprogress: z.number(),
  total_completed: z.number(),
  total_not_started: z.number(),
  /** Completed out of enrolled, a whole percentage. */
  completion_progress: z.number(),
  total_materials: z.number(),
  total_videos: z.number(),
});
export type TCourseCounters = z.infer<typeof ZCourseCounters>;

/** The course's test, when it has one (include=test). The test id is the course id: one test per course. */
export const ZCourseTestRef = z.object({ id: z.string(), pass_mark: z.number(), total_questions: z.number() });

export const ZCourse = z.object({
  id: z.string(),
  name: z.string(),
  /** Sanitised HTML (bold, italic, lists, links, headings). */
  description: z.string(),
  /** Duration in minutes (hours * 60 + minutes); `hours` and `minutes_part` split it for the form. */
  minutes: z.number(),
  hours: z.number(),
  minutes_part: z.number(),
  course_type: z.number(),
  course_type_name: z.string(),
  topics: z.array(z.string()),
  /** Playlist ids the course belongs to. */
  channels: z.array(z.string()),
  thumbnail: z.nullable(ZImageUrls),
  published: z.boolean(),
  /** Installed from the catalogue: the name is read-only. */
  is_default: z.boolean(),
  catalogue_slug: z.nullable(z.string()),
  ...ZCourseCounters.shape,
  created_at: z.string(),
  updated_at: z.string(),
  /** include=test: the test, or null when the course has none. */
  test: z.optional(z.nullable(ZCourseTestRef)),
  /** include=assets (all material in order), or the per-kind lists include=videos, documents, links, ppts. */
  assets: z.optional(z.array(ZAsset)),
  videos: z.optional(z.array(ZAsset)),
  documents: z.optional(z.array(ZAsset)),
  links: z.optional(z.array(ZAsset)),
  ppts: z.optional(z.array(ZAsset)),
  /**
   * include=enrolled: the caller's own enrolment on the course (with has_test and the accessed materials), or null
   * when they are not enrolled.
   */
  enrolled: z.optional(z.nullable(ZLearnerEnrolment)),
});
export type TCourse = z.infer<typeof ZCourse>;

/** A row of the course statistics screen (GET /courses-data). */
export const ZCourseStats = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.nullable(ZImageUrls),
  published: z.boolean(),
  ...ZCourseCounters.shape,
});
export type TCourseStats = z.infer<typeof ZCourseStats>;

/** A default course of the catalogue (GET /install/courses), with whether this company has installed it. */
export const ZCatalogueCourse = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  course_type: z.number(),
  course_type_name: z.string(),
  minutes: z.number(),
  topics: z.array(z.string()),
  total_materials: z.number(),
  total_questions: z.number(),
  material_types: z.array(z.enum(MATERIAL_TYPES)),
  installed: z.boolean(),
  /** The company's course made from it, once installed. */
  course_id: z.nullable(z.string()),
});
export type TCatalogueCourse = z.infer<typeof ZCatalogueCourse>;

export const ZInstallResult = z.object({
  data: z.object({
    installed: z.array(z.object({ slug: z.string(), course_id: z.string() })),
    skipped: z.array(z.object({ slug: z.string(), course_id: z.string(), reason: z.string() })),
  }),
  message: z.string(),
});

/* ------------------------------------------------------------------ requests */

/** yyyy-mm-dd, or the screens' dd-mm-yyyy (normalised to yyyy-mm-dd). */
export const ZCourseDate = z.pipe(
  z.string().check(z.regex(/^(\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2})$/, 'The date must be a date (dd-mm-yyyy).')),
  z.transform((value: string) => {
    const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
    return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
  }),
);

/** Only the super administrator names a company (the one cross-tenant role); everyone else's is the token's. */
export const ZCourseScopeQuery = z.object({ company_id: z.optional(ZId) });

/** GET /courses: paged, `search=name:text`, created between `start` and `end`, `include=thumbnail,test`. */
export const ZCourseListQuery = z.object({
  ...ZPageQuery.shape,
  start: z.optional(ZCourseDate),
  end: z.optional(ZCourseDate),
  company_id: z.optional(ZId),
});
export type TCourseListQuery = z.infer<typeof ZCourseListQuery>;

/** GET /courses/{id}: `include=thumbnail,topics,test,assets,videos,documents,links,ppts`. */
export const ZCourseShowQuery = z.object({
  include: z.optional(z.string().check(z.maxLength(200))),
  company_id: z.optional(ZId),
});

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

/** POST /courses. Hours and minutes are stored as minutes (hours * 60 + minutes). */
export const ZCourseCreateBody = z.object({
  name: requiredString('name', COURSE_LIMITS.nameMax),
  description: z.optional(z.nullable(description)),
  hours: z.optional(z.nullable(wholeNumber('hours', COURSE_LIMITS.hoursMax))),
  minutes: z.optional(z.nullable(wholeNumber('minutes', COURSE_LIMITS.totalMinutesMax))),
  topics: z.optional(topics),
  channels: z.optional(channels),
  /** Required on create: 'The course image field is required.' */
  s3_url: z.optional(z.nullable(thumbnailKey)),
  /** The course type id (COURSE_TYPES); General when omitted. */
  type: z.optional(z.nullable(courseType)),
});
export type TCourseCreateBody = z.infer<typeof ZCourseCreateBody>;

/** PATCH /courses/{id}: the same fields, each optional (omitted keeps the stored value). */
export const ZCourseUpdateBody = z.object({
  name: z.optional(requiredString('name', COURSE_LIMITS.nameMax)),
  description: z.optional(z.nullable(description)),
  hours: z.optional(z.nullable(wholeNumber('hours', COURSE_LIMITS.hoursMax))),
  minutes: z.optional(z.nullable(wholeNumber('minutes', COURSE_LIMITS.totalMinutesMax))),
  topics: z.optional(topics),
  channels: z.optional(channels),
  s3_url: z.optional(z.nullable(thumbnailKey)),
  type: z.optional(z.nullable(courseType)),
  published: z.optional(z.union([z.boolean(), z.literal(0), z.literal(1)])),
});
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
export type TTogglePublishBody = z.infer<typeof ZTogglePublishBody>;

/** POST /course/training-material/sort/{id}: every asset id of the course, in the new order. */
export const ZMaterialSortBody = z.object({
  sort_order: z
    .array(ZId, { error: 'The sort order field is required.' })
    .check(z.minLength(1, 'The sort order field is required.'), z.maxLength(COURSE_LIMITS.materialsMax)),
});

/** POST /course/remove/training-material. */
export const ZMaterialRemoveBody = z.object({
  course_id: ZId,
  asset_id: ZId,
});

/**
 * POST /course/add/training-material: `type` video, document or powerpoint with `s3_url` (the key of a verified
 * upload of kind course-video, course-document or course-powerpoint), or link with `url` (http or https).
 */
export const ZMaterialAddBody = z.object({
  course: ZId,
  title: requiredString('title', COURSE_LIMITS.materialTitleMax),
  description: z.optional(z.nullable(optionalString('description', COURSE_LIMITS.materialDescriptionMax))),
  type: z.enum(MATERIAL_TYPES, { error: 'The selected type is invalid.' }),
  s3_url: z.optional(z.nullable(z.string().check(z.maxLength(512)))),
  url: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(COURSE_LIMITS.urlMax, `The url may not be greater than ${COURSE_LIMITS.urlMax} characters.`),
        ),
    ),
  ),
});
export type TMaterialAddBody = z.infer<typeof ZMaterialAddBody>;

/** PATCH /assets/{id}: Edit Document. */
export const ZMaterialUpdateBody = z.object({
  title: requiredString('title', COURSE_LIMITS.materialTitleMax),
  description: z.optional(z.nullable(optionalString('description', COURSE_LIMITS.materialDescriptionMax))),
});
export type TMaterialUpdateBody = z.infer<typeof ZMaterialUpdateBody>;

/** POST /install/courses: catalogue slugs to copy into the company. */
export const ZInstallCoursesBody = z.object({
  courses: z
    .array(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, MSG.CATALOGUE_COURSE_UNKNOWN)), {
      error: 'The courses field is required.',
    })
    .check(
      z.minLength(1, 'The courses field is required.'),
      z.maxLength(COURSE_LIMITS.installMax, `The courses may not have more than ${COURSE_LIMITS.installMax} items.`),
    ),
});
export type TInstallCoursesBody = z.infer<typeof ZInstallCoursesBody>;

/** Detail of `courses.slides-requested` (DETAIL_TYPE.SLIDES_REQUESTED). */
export const ZSlidesRequestedDetail = z.object({
  company_id: z.string().check(z.minLength(1)),
  course_id: z.string().check(z.minLength(1)),
  asset_id: z.string().check(z.minLength(1)),
});
export type TSlidesRequestedDetail = z.infer<typeof ZSlidesRequestedDetail>;

/** GET /courses-export: the library as Excel or PDF, narrowed like the screen (name search, creation dates). */
export const ZCoursesExportQuery = z.object({
  ...ZTabularExportQuery.shape,
  start: z.optional(ZCourseDate),
  end: z.optional(ZCourseDate),
});
export type TCoursesExportQuery = z.input<typeof ZCoursesExportQuery>;
