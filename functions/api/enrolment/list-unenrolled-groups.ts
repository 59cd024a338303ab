import { requireCourse } from '../../core/content/courses/course-repository';
import { pageCourseGroups } from '../../core/delivery/enrolment/course-enrolment-lists';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.unenrolledGroups', async ({ auth, params, query, event }) => {
  await requireCourse(auth.companyId, params.id);
  return pageCourseGroups(auth.companyId, params.id, 'unenrolled', query, event.rawPath);
});
