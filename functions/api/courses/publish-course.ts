import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/courses/course-scope';
import { getCourse } from '../../core/courses/get-course';
import { changePublished } from '../../core/courses/publish-course';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.publish', async ({ auth, params, query }) => {
  const companyId = await courseCompanyId(auth, query.company_id);
  await changePublished(companyId, [params.id], true);
  return { data: await getCourse(companyId, params.id), message: MSG.COURSE_PUBLISHED };
});
