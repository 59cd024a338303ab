import { COURSE_ENROLMENT } from '../../core/enrolment/enrolment-target-kinds';
import { removeTargetEnrolments } from '../../core/enrolment/target-enrolment-commands';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.removeEnrolments', async ({ auth, params, body }) =>
  removeTargetEnrolments(COURSE_ENROLMENT, auth, params.id, body),
);
