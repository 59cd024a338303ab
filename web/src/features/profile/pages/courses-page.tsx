import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Title } from '@mantine/core';
import { SearchInput } from '../../../components/search-input';
import { useListParams } from '../../../lib/use-list-params';
import { useCourseRows } from '../api/queries';
import { CourseProgressTable } from '../components/course-progress-table';
import { ProfileTabs } from '../components/profile-tabs';
import { LoadError } from '../../../components/load-error';
import { pageRows } from '../../../components/list-card';

/** Profile Courses: every course the user is enrolled on with dates, progress, test result and the next action. */
export default function CoursesPage() {
  const { t } = useLingui();
  const list = useListParams();
  const courses = useCourseRows(null, list.params);
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>My Course Progress</Trans>
      </Title>
      <ProfileTabs current="/profile/courses" />
      <Group justify="flex-end">
        <SearchInput label={t`Search Courses`} onSearch={list.setSearch} delayMs={300} w={{ base: '100%', sm: 280 }} />
      </Group>
      {courses.isError ? (
        <LoadError onRetry={courses.refetch} />
      ) : (
        <CourseProgressTable
          {...pageRows(courses)}
          loading={courses.isPending || courses.isFetching}
          list={list}
          caption={t`My courses`}
          userId={null}
          empty={list.params.search ? t`No courses match your search.` : t`You are not enrolled on any courses yet.`}
        />
      )}
    </Stack>
  );
}
