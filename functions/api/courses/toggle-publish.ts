import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/content/courses/course-scope';
import { getCourseStats } from '../../core/content/courses/course-repository';
import { presentCourse } from '../../core/content/courses/present-course';
import { changePublished } from '../../core/content/courses/publish-course';
import { defineHandler } from '../../core/platform/http/define-handler';
import { coursePlaylistIndex } from '../../core/workflows/course-playlists';

export const handler = defineHandler('courses.togglePublish', async ({ auth, query, body }) => {
  const companyId = await courseCompanyId(auth, query.company_id);
  const courses = await changePublished(companyId, body.courses, body.state);
  const playlists = await coursePlaylistIndex(companyId);
  const data = await Promise.all(
    courses.map(async (course) =>
      presentCourse(course, {
        stats: await getCourseStats(companyId, course.course_id),
        channels: playlists.get(course.course_id) ?? [],
      }),
    ),
  );
  return { data, message: MSG.COURSES_PUBLISH_TOGGLED };
});
