import { enrolOnCourse } from '../../core/delivery/enrolment/course-enrolment-commands';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.enrol', async ({ auth, params, body }) =>
  enrolOnCourse(auth, params.id, body),
);
