import * as z from 'zod/mini';

const ID_PART = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One user's enrolment on one course, named by both ids: `<courseId>:<userId>` (the users screens' course rows use
 * the same id). `/archive-user-course/{id}` and `/course-user-history/{id}` take it.
 */
export function enrolmentIdOf(courseId: string, userId: string): string {
  return `${courseId}:${userId}`;
}

/** The course and user of an enrolment id, or null when it is not one. */
export function parseEnrolmentId(id: string): { courseId: string; userId: string } | null {
  const [courseId, userId, ...rest] = id.split(':');
  if (rest.length > 0 || !courseId || !userId || !ID_PART.test(courseId) || !ID_PART.test(userId)) return null;
  return { courseId, userId };
}

export const ZEnrolmentId = z
  .string()
  .check(z.refine((value: string) => parseEnrolmentId(value) !== null, 'The enrolment id is invalid.'));
