import { removeCourseEnrolments } from '../../core/enrolment/course-enrolment-commands';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.removeEnrolments', async ({ auth, params, body }) =>
  removeCourseEnrolments(auth, params.id, body),
);
