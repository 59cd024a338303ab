import { MSG } from '@skillway/shared';
import { createCourse } from '../../core/workflows/create-course';
import { getCourse } from '../../core/workflows/get-course';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.create', async ({ auth, body }) => {
  const course = await createCourse(auth, body);
  return { data: await getCourse(auth.companyId, course.course_id), message: MSG.COURSE_ADDED };
});
