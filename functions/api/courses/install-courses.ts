import { installCourses, installMessage } from '../../core/courses/install-courses';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.install', async ({ auth, body }) => {
  const outcome = await installCourses(auth, body.courses);
  return { data: outcome, message: installMessage(outcome) };
});
