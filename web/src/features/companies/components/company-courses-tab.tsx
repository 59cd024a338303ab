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

function DeleteCourseButton({ companyId, course }: { companyId: string; course: TCourse }) {
  const remove = useDeleteCompanyCourse(companyId);
  const label = `Delete ${course.name}`;
  const deleteCourse = async () => {
    if (!(await confirmCourseDelete())) return;
    remove.mutate(course.id, {
      onSuccess: (result) => notifySuccess(result.message),
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
  const list = useListParams();
  const courses = useCompanyCourses(companyId, list.params);

  const columns: readonly TColumn<TCourse>[] = [
    { key: 'name', header: 'Course Name', sortKey: 'name', cell: (course) => course.name },
    { key: 'type', header: 'Type', cell: (course) => course.course_type_name },
    {
      key: 'published',
      header: 'Published',
      cell: (course) => <PublishedMark published={course.published} />,
    },
    {
      key: 'test',
      header: 'Test',
      cell: (course) =>
        course.test ? (
          `${course.test.total_questions} ${course.test.total_questions === 1 ? 'question' : 'questions'}`
        ) : (
          <Text size="sm" c="dimmed">
            No test
          </Text>
        ),
    },
    {
      key: 'source',
      header: 'Source',
      cell: (course) => (course.is_default ? 'Catalogue' : 'Own course'),
    },
    {
      key: 'created_at',
      header: 'Created',
      sortKey: 'created_at',
      cell: (course) => formatShortDate(course.created_at),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      cell: (course) => <DeleteCourseButton companyId={companyId} course={course} />,
    },
  ];

  return (
    <ListCard
      search={{ label: 'Search Courses' }}
      list={list}
      {...pagedQueryProps(courses)}
      caption="Company courses"
      columns={columns}
      rowId={(course) => course.id}
      empty={list.params.search ? 'No courses match this search.' : 'This company has no courses.'}
      minWidth={760}
    />
  );
}
