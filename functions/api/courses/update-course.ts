import { MSG } from '@skillway/shared';
import { getCourse } from '../../core/workflows/get-course';
import { updateCourse } from '../../core/workflows/update-course';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.update', async ({ auth, params, body }) => {
  await updateCourse(auth, params.id, body);
  return { data: await getCourse(auth.companyId, params.id), message: MSG.COURSE_UPDATED };
});
