import { ROLE } from '@skillway/shared';
import { courseCompanyId } from '../../core/content/courses/course-scope';
import { getCourse } from '../../core/workflows/get-course';
import { defineHandler } from '../../core/platform/http/define-handler';
import { getLearnerCourse } from '../../core/learner/learning/get-learner-course';

export const handler = defineHandler('courses.get', async ({ auth, params, query }) => {
  // Learners and managers see only published courses of their company (the player and Course details).
  if (auth.roleId === ROLE.USER || auth.roleId === ROLE.MANAGER) {
    return { data: await getLearnerCourse(auth.companyId, auth.userId, params.id, query.include) };
  }
  return {
    data: await getCourse(await courseCompanyId(auth, query.company_id), params.id, query.include, {
      companyId: auth.companyId,
      userId: auth.userId,
    }),
  };
});
