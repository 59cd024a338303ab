import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/content/courses/course-scope';
import { getCourse } from '../../core/workflows/get-course';
import { changePublished } from '../../core/content/courses/publish-course';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.publish', async ({ auth, params, query }) => {
  const companyId = await courseCompanyId(auth, query.company_id);
  await changePublished(companyId, [params.id], true);
  return { data: await getCourse(companyId, params.id), message: MSG.COURSE_PUBLISHED };
});
