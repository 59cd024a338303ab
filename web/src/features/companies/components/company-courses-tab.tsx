import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TCourse } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { PublishedMark } from '../../../components/published-mark';
import { formatShortDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteCompanyCourse } from '../api/mutations';
import { useCompanyCourses } from '../api/queries';
import { confirmCourseDelete } from '../../courses/lib/confirm-course-delete';
import { specText } from '../../../i18n/spec-text';

function QuestionCount({ count }: { count: number }) {
  return <Plural value={count} one="# question" other="# questions" />;
}

function DeleteCourseButton({ companyId, course }: { companyId: string; course: TCourse }) {
  const { t } = useLingui();
  const remove = useDeleteCompanyCourse(companyId);
  const courseName = course.name;
  const label = t`Delete ${courseName}`;
  const deleteCourse = async () => {
    if (!(await confirmCourseDelete())) return;
    remove.mutate(course.id, {
      onSuccess: (result) => notifySuccess(specText(result.message)),
      onError: (error) => notifyApiError(error),
    });
  };
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        loading={remove.isPending}
        onClick={() => void deleteCourse()}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The Courses tab: the company's course library (name search), each course deletable after the confirmation. */
export function CompanyCoursesTab({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const list = useListParams();
  const courses = useCompanyCourses(companyId, list.params);

  const columns: readonly TColumn<TCourse>[] = [
    { key: 'name', header: t`Course Name`, sortKey: 'name', cell: (course) => course.name },
    { key: 'type', header: t`Type`, cell: (course) => specText(course.course_type_name) },
    {
      key: 'published',
      header: t`Published`,
      cell: (course) => <PublishedMark published={course.published} />,
    },
    {
      key: 'test',
      header: t`Test`,
      cell: (course) =>
        course.test ? (
          <QuestionCount count={course.test.total_questions} />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No test</Trans>
          </Text>
        ),
    },
    {
      key: 'source',
      header: t`Source`,
      cell: (course) => (course.is_default ? t`Catalogue` : t`Own course`),
    },
    {
      key: 'created_at',
      header: t`Created`,
      sortKey: 'created_at',
      cell: (course) => formatShortDate(course.created_at),
    },
    {
      key: 'actions',
      header: t`Actions`,
      width: 80,
      cell: (course) => <DeleteCourseButton companyId={companyId} course={course} />,
    },
  ];

  return (
    <ListCard
      search={{ label: t`Search Courses` }}
      list={list}
      {...pagedQueryProps(courses)}
      caption={t`Company courses`}
      columns={columns}
      rowId={(course) => course.id}
      empty={list.params.search ? t`No courses match this search.` : t`This company has no courses.`}
      minWidth={760}
    />
  );
}
