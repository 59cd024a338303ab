import { archiveCourseProgress } from '../../core/workflows/archive-course-progress';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.archiveAll', async ({ auth, params }) =>
  archiveCourseProgress(auth, params.id),
);
