import { setCourseDeadlines } from '../../core/enrolment/course-enrolment-commands';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.manageDeadlines', async ({ auth, params, body }) =>
  setCourseDeadlines(auth, params.id, body),
);
