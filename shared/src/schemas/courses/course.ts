import * as z from 'zod/mini';
import { ZImageUrls } from './image';
import { ZAsset } from './materials';
import { ZCourseCounters } from './stats';
import { ZLearnerEnrolment } from '../enrolment';
import { ZRecertification } from '../compliance';
import { ZLanguage } from '../languages';

/** The course's test, when it has one (include=test). The test id is the course id: one test per course. */
const ZCourseTestRef = z.object({ id: z.string(), pass_mark: z.number(), total_questions: z.number() });

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
  /**
   * A passed e-learning package also passes the course's test, with its score as the test score (so a course
   * whose only assessment is the package completes on its pass). Default false.
   */
  package_result_as_test: z.boolean(),
  /** Certificate validity and renewal (issue 29); null: never set (certificates never expire, not on Compliance). */
  recertification: z.nullable(ZRecertification),
  /**
   * The language the course is written in (issue 34: content stays as authored). A course stored without one reads
   * as English (UK).
   */
  language: ZLanguage,
  ...ZCourseCounters.shape,
  created_at: z.string(),
  updated_at: z.string(),
  /** include=test: the test, or null when the course has none. */
  test: z.optional(z.nullable(ZCourseTestRef)),
  /** include=assets (all material in order), or the per-kind lists include=videos, documents, links, ppts, packages. */
  assets: z.optional(z.array(ZAsset)),
  videos: z.optional(z.array(ZAsset)),
  documents: z.optional(z.array(ZAsset)),
  links: z.optional(z.array(ZAsset)),
  ppts: z.optional(z.array(ZAsset)),
  /** E-learning packages (SCORM, xAPI, cmi5). */
  packages: z.optional(z.array(ZAsset)),
  /**
   * include=enrolled: the caller's own enrolment on the course (with has_test and the accessed materials), or null
   * when they are not enrolled.
   */
  enrolled: z.optional(z.nullable(ZLearnerEnrolment)),
});
export type TCourse = z.infer<typeof ZCourse>;
