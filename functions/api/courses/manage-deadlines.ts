import { COURSE_ENROLMENT } from '../../core/enrolment/enrolment-target-kinds';
import { setTargetDeadlines } from '../../core/enrolment/target-enrolment-commands';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.manageDeadlines', async ({ auth, params, body }) =>
  setTargetDeadlines(COURSE_ENROLMENT, auth, params.id, body),
);
