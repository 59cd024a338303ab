import { setCourseDeadlines } from '../../core/delivery/enrolment/course-enrolment-commands';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.manageDeadlines', async ({ auth, params, body }) =>
  setCourseDeadlines(auth, params.id, body),
);
