import { installCourses, installMessage } from '../../core/workflows/install-courses';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.install', async ({ auth, body }) => {
  const outcome = await installCourses(auth, body.courses);
  return { data: outcome, message: installMessage(outcome) };
});
