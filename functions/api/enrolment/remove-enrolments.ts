import { COURSE_ENROLMENT } from '../../core/delivery/enrolment/enrolment-target-kinds';
import { removeTargetEnrolments } from '../../core/delivery/enrolment/target-enrolment-commands';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('enrolment.removeEnrolments', async ({ auth, params, body }) =>
  removeTargetEnrolments(COURSE_ENROLMENT, auth, params.id, body),
);
