import { archiveEnrolmentProgress } from '../../core/courses/archive-course-progress';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.archiveEnrolment', async ({ auth, params }) =>
  archiveEnrolmentProgress(auth, params.id),
);
