import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/courses/course-scope';
import { getCourseStats } from '../../core/courses/course-repository';
import { presentCourse } from '../../core/courses/present-course';
import { changePublished } from '../../core/courses/publish-course';
import { defineHandler } from '../../core/http/define-handler';
import { coursePlaylistIndex } from '../../core/playlists/course-playlists';

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
