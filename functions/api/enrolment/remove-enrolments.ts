import { removeCourseEnrolments } from '../../core/delivery/enrolment/course-enrolment-commands';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.removeEnrolments', async ({ auth, params, body }) =>
  removeCourseEnrolments(auth, params.id, body),
);
