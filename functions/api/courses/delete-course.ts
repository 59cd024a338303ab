import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/content/courses/course-scope';
import { deleteCourse } from '../../core/workflows/delete-course';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.delete', async ({ auth, params, query }) => {
  await deleteCourse(await courseCompanyId(auth, query.company_id), params.id);
  return { message: MSG.COURSE_DELETED };
});
