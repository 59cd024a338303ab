import { archiveEnrolmentProgress } from '../../core/workflows/archive-course-progress';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.archiveEnrolment', async ({ auth, params }) =>
  archiveEnrolmentProgress(auth, params.id),
);
