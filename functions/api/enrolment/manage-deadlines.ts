import { COURSE_ENROLMENT } from '../../core/delivery/enrolment/enrolment-target-kinds';
import { setTargetDeadlines } from '../../core/delivery/enrolment/target-enrolment-commands';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('enrolment.manageDeadlines', async ({ auth, params, body }) =>
  setTargetDeadlines(COURSE_ENROLMENT, auth, params.id, body),
);
