import * as z from 'zod/mini';
import { COURSE_LIMITS, MATERIAL_TYPES } from '../../constants/courses';
import { MSG } from '../../constants/messages';
import { ZImageUrls } from './image';
import { ZLanguage } from '../languages';

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
  /** The language the course is written in (the built-in catalogue is English, en-GB); an installed copy keeps it. */
  language: ZLanguage,
  /** The course's picture (shipped with the product); an installed copy starts with the same one. */
  thumbnail: ZImageUrls,
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
