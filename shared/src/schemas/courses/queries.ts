import * as z from 'zod/mini';
import { ZPageQuery } from '../common';
import { ZTabularExportQuery } from '../reports';
import { ZId, dayQuery } from '../fields';
import { ZLanguage } from '../languages';

/** yyyy-mm-dd, or the screens' dd-mm-yyyy (normalised to yyyy-mm-dd). */
const ZCourseDate = dayQuery();

/** Only the super administrator names a company (the one cross-tenant role); everyone else's is the token's. */
export const ZCourseScopeQuery = z.object({ company_id: z.optional(ZId) });

/**
 * GET /courses: paged, `search=name:text`, created between `start` and `end`, written in `language` (a course stored
 * without one counts as en-GB), `include=thumbnail,test`.
 */
export const ZCourseListQuery = z.object({
  ...ZPageQuery.shape,
  start: z.optional(ZCourseDate),
  end: z.optional(ZCourseDate),
  language: z.optional(ZLanguage),
  company_id: z.optional(ZId),
});
export type TCourseListQuery = z.infer<typeof ZCourseListQuery>;

/** GET /courses/{id}: `include=thumbnail,topics,test,assets,videos,documents,links,ppts,packages`. */
export const ZCourseShowQuery = z.object({
  include: z.optional(z.string().check(z.maxLength(200))),
  company_id: z.optional(ZId),
});

/** GET /courses-export: the library as Excel or PDF, narrowed like the screen (name search, creation dates). */
export const ZCoursesExportQuery = z.object({
  ...ZTabularExportQuery.shape,
  start: z.optional(ZCourseDate),
  end: z.optional(ZCourseDate),
  language: z.optional(ZLanguage),
});
