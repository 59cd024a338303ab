import { enrolOnCourse } from '../../core/enrolment/course-enrolment-commands';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.enrol', async ({ auth, params, body }) =>
  enrolOnCourse(auth, params.id, body),
);
