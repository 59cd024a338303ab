import { requireCourse } from '../../core/content/courses/course-repository';
import { COURSE_ENROLMENT } from '../../core/delivery/enrolment/enrolment-target-kinds';
import { pageTargetGroups } from '../../core/delivery/enrolment/target-enrolment-lists';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('enrolment.enrolledGroups', async ({ auth, params, query, event }) => {
  await requireCourse(auth.companyId, params.id);
  return pageTargetGroups(COURSE_ENROLMENT, auth.companyId, params.id, 'enrolled', query, event.rawPath);
});
