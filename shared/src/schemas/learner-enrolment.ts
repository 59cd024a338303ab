import * as z from 'zod/mini';
import { ZOwnCourseEnrolment } from './reports';

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
