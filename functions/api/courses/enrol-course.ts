import { COURSE_ENROLMENT } from '../../core/enrolment/enrolment-target-kinds';
import { enrolOnTarget } from '../../core/enrolment/target-enrolment-commands';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.enrol', async ({ auth, params, body }) =>
  enrolOnTarget(COURSE_ENROLMENT, auth, params.id, body),
);
