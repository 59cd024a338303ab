import { courseCompanyId } from '../../core/courses/course-scope';
import { getCourse } from '../../core/courses/get-course';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.get', async ({ auth, params, query }) => ({
  data: await getCourse(await courseCompanyId(auth, query.company_id), params.id, query.include),
}));
