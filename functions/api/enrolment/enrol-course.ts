import { COURSE_ENROLMENT } from '../../core/delivery/enrolment/enrolment-target-kinds';
import { enrolOnTarget } from '../../core/delivery/enrolment/target-enrolment-commands';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('enrolment.enrol', async ({ auth, params, body }) =>
  enrolOnTarget(COURSE_ENROLMENT, auth, params.id, body),
);
