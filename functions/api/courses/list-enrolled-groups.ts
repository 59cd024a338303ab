import { requireCourse } from '../../core/courses/course-repository';
import { pageCourseGroups } from '../../core/enrolment/course-enrolment-lists';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.enrolledGroups', async ({ auth, params, query, event }) => {
  await requireCourse(auth.companyId, params.id);
  return pageCourseGroups(auth.companyId, params.id, 'enrolled', query, event.rawPath);
});
