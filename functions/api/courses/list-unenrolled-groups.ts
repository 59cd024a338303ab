import { requireCourse } from '../../core/courses/course-repository';
import { COURSE_ENROLMENT } from '../../core/enrolment/enrolment-target-kinds';
import { pageTargetGroups } from '../../core/enrolment/target-enrolment-lists';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.unenrolledGroups', async ({ auth, params, query, event }) => {
  await requireCourse(auth.companyId, params.id);
  return pageTargetGroups(COURSE_ENROLMENT, auth.companyId, params.id, 'unenrolled', query, event.rawPath);
});
