import { archiveCourseProgress } from '../../core/courses/archive-course-progress';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.archiveAll', async ({ auth, params }) =>
  archiveCourseProgress(auth, params.id),
);
