import * as z from 'zod/mini';
import { ZImageUrls } from './image';

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

/** A row of the course statistics screen (GET /courses-data). */
export const ZCourseStats = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.nullable(ZImageUrls),
  published: z.boolean(),
  ...ZCourseCounters.shape,
});
export type TCourseStats = z.infer<typeof ZCourseStats>;
