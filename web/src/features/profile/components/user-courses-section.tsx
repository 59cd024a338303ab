import { Stack, Title } from '@mantine/core';
import type { TListControls } from '../../../lib/use-list-params';
import type { useCourseRows } from '../api/queries';
import { CourseProgressTable } from './course-progress-table';
import { LoadError } from '../../../components/load-error';
import { pageRows } from '../../../components/list-card';

interface TUserCoursesSectionProps {
  title: string;
  /** The page's query of the rows (started by the page, so it runs alongside the page's other reads). */
  courses: ReturnType<typeof useCourseRows>;
  /** Another user's rows (their manager or administrator), or null for one's own. */
  userId: string | null;
  list: TListControls;
  caption: string;
  empty: string;
}

/** A user's courses under a heading: the Profile Courses table, paged on the server, or the error it met. */
export function UserCoursesSection({ title, courses, userId, list, caption, empty }: TUserCoursesSectionProps) {
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        {title}
      </Title>
      {courses.isError ? (
        <LoadError onRetry={courses.refetch} />
      ) : (
        <CourseProgressTable
          {...pageRows(courses)}
          loading={courses.isPending || courses.isFetching}
          list={list}
          caption={caption}
          userId={userId}
          empty={empty}
        />
      )}
    </Stack>
  );
}
