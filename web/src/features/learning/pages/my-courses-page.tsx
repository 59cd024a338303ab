import { useDeferredValue, useState } from 'react';
import { Center, Group, Loader, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBook } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { LEARNER_TEXT, ROLE, SEARCH_DEBOUNCE_MS } from '@skillway/shared';
import { useSession } from '../../../api';
import { EmptyState } from '../../../components/empty-state';
import { ButtonLink } from '../../../components/links/button-link';
import { SearchInput } from '../../../components/search-input';
import { myCoursesSource, prefetchMyCourses, useMyCourses } from '../api/queries';
import { CourseCard } from '../components/course-card';
import { useLearningPaused } from '../lib/learning-paused';
import { useLearnerLanguage } from '../lib/course-language';
import cardClasses from '../components/course-card.module.css';
import { LoadMore } from '../components/load-more';
import { StatusFilter } from '../components/status-filter';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';

/** The route starts the first page's request with the profile's (before this page renders).
 * Read by screenRoute (routes/tree/screen-route.ts) from the page module it imports.
 * @public
 */
export function prefetch(queryClient: QueryClient): void {
  prefetchMyCourses(queryClient);
}

/**
 * My Courses: the caller's courses as cards, filtered by status and searched by name, loading more as the list
 * scrolls. An administrator's Show All lists every published course of the company (those they are not enrolled
 * on offer View Course Details); a status lists the courses they are enrolled on, as for everyone.
 */
export default function MyCoursesPage() {
  const { t } = useLingui();
  const session = useSession();
  const isAdmin = session?.user.role_id === ROLE.ADMIN;
  const paused = useLearningPaused();
  const learnerLanguage = useLearnerLanguage();
  const [type, setType] = useState('all');
  const [search, setSearch] = useState('');
  const source = myCoursesSource(session?.user.role_id, type);
  const courses = useMyCourses(source, type, search);
  // The cards render in the background (React splits that render into short tasks) rather than in one long task as
  // the answer lands; the loader stays until they are ready.
  const data = useDeferredValue(courses.data);
  const rows = data?.pages.flatMap((page) => page.data) ?? [];
  const pending = courses.isPending || (courses.isSuccess && !data);

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>My Courses</Trans>
      </Title>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <StatusFilter value={type} onChange={setType} />
        <SearchInput
          label={t`Search Courses`}
          onSearch={setSearch}
          delayMs={SEARCH_DEBOUNCE_MS / 2}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>

      {pending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading your courses`} />
        </Center>
      )}
      {courses.isError && <LoadError onRetry={courses.refetch} />}
      {courses.isSuccess && data && rows.length === 0 && (
        <EmptyState
          icon={<IconBook size={28} aria-hidden />}
          title={specText(LEARNER_TEXT.NO_COURSES)}
          action={
            // The spec's administrator-only link to the course list.
            isAdmin ? (
              <ButtonLink to="/admin/courses" variant="light">
                <Trans>Go to the course list</Trans>
              </ButtonLink>
            ) : undefined
          }
        >
          {search || type !== 'all'
            ? t`No course matches this filter.`
            : t`Courses you are enrolled on will appear here.`}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <div className={cardClasses.grid} aria-busy={courses.isFetching}>
          {rows.map((course) => (
            <CourseCard key={course.id} course={course} paused={paused} learnerLanguage={learnerLanguage} />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={!!courses.hasNextPage}
        loading={courses.isFetchingNextPage}
        onLoad={() => {
          if (!courses.isFetchingNextPage) void courses.fetchNextPage();
        }}
      />
    </Stack>
  );
}
