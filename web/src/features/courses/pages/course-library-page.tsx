import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload, IconPlus } from '@tabler/icons-react';
import { MSG, type TCourse } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { DateRangeFilter, type TDateRange } from '../../../components/date-range-filter';
import { searchQuery, useListParams } from '../../../lib/use-list-params';
import { useCourseList } from '../api/queries';
import { BulkPublishBar } from '../components/bulk-publish-bar';
import { CourseDetailsPanel } from '../components/course-details-panel';
import { CourseFormPanel } from '../components/course-form-panel';
import { CourseRowActions } from '../components/course-row-actions';
import { EnrolPanel } from '../../../components/enrolment/enrol-panel';
import { ExportButtons } from '../components/export-buttons';
import { COURSE_ENROL_TARGET, type TCourseEnrolMode } from '../lib/course-enrol-target';
import { CourseThumbnail } from '../components/course-thumbnail';
import { PublishSwitch } from '../components/publish-switch';
import { ButtonLink } from '../../../components/links/button-link';
import { CourseNotificationPanel } from '../../notifications/components/course-notification-panel';

/**
 * The Full Course Library: Add New Course, a name search, a creation-date range, and the paged table with the
 * Published switch, the name and the row actions. Ticked rows can be published or unpublished together.
 */
export default function CourseLibraryPage() {
  const list = useListParams();
  const [range, setRange] = useState<TDateRange>({});
  const courses = useCourseList(list.params, range);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [panel, setPanel] = useState<{ opened: boolean; courseId: string | null }>({ opened: false, courseId: null });
  const [enrolment, setEnrolment] = useState<{ course: TCourse; mode: TCourseEnrolMode } | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [notification, setNotification] = useState<TCourse | null>(null);

  const changeRange = (next: TDateRange) => {
    setRange(next);
    list.resetPage();
  };

  const columns: readonly TColumn<TCourse>[] = [
    {
      key: 'published',
      header: 'Published',
      width: 100,
      cell: (c) => <PublishSwitch courseId={c.id} courseName={c.name} published={c.published} />,
    },
    {
      key: 'name',
      header: 'Course Name',
      sortKey: 'name',
      cell: (c) => (
        <Group gap="sm" wrap="nowrap">
          <CourseThumbnail thumbnail={c.thumbnail} width={64} />
          <div style={{ minWidth: 0 }}>
            <Anchor
              component="button"
              type="button"
              fw={500}
              size="sm"
              lineClamp={2}
              ta="left"
              onClick={() => setDetails(c.id)}
              aria-label={`Show course details of ${c.name}`}
            >
              {c.name}
            </Anchor>
            <Group gap={6} mt={2}>
              <Text size="xs" c="dimmed">
                {c.course_type_name} · {c.total_materials} material{c.total_materials === 1 ? '' : 's'}
              </Text>
              {c.is_default && (
                <Badge size="xs" variant="light" color="gray">
                  Default
                </Badge>
              )}
            </Group>
          </div>
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Action',
      width: 136,
      cell: (c) => (
        <CourseRowActions
          course={c}
          onDetails={(course) => setPanel({ opened: true, courseId: course.id })}
          onEnrolment={(course, mode) => setEnrolment({ course, mode })}
          onNotification={setNotification}
        />
      ),
    },
  ];

  const filtered = Boolean(list.params.search || range.start);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={28}>
          Full Course Library
        </Title>
        <Group gap="sm">
          <ButtonLink
            to="/admin/courses/statistics"
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            Course Statistics
          </ButtonLink>
          <ButtonLink
            to="/admin/install-courses"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Install Courses
          </ButtonLink>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setPanel({ opened: true, courseId: null })}
          >
            Add New Course
          </Button>
        </Group>
      </Group>

      <ListCard
        search={{ label: MSG.COURSE_SEARCH_PLACEHOLDER }}
        filters={<DateRangeFilter label="Created between" value={range} onChange={changeRange} />}
        actions={
          <ExportButtons
            target={{ kind: 'courses', search: searchQuery(list.params.search, ['name']), ...range }}
            what="the course library"
          />
        }
        list={list}
        total={courses.data?.meta.pagination.total ?? 0}
        failed={courses.isError}
        onRetry={courses.refetch}
        caption="Courses"
        columns={columns}
        rows={courses.data?.data ?? []}
        rowId={(c) => c.id}
        rowLabel={(c) => c.name}
        loading={courses.isFetching}
        empty={filtered ? 'No courses match your search.' : 'No courses yet. Add a course or install one of ours.'}
        selection={{ selected, onChange: setSelected }}
        minWidth={640}
      >
        <BulkPublishBar selected={selected} onDone={() => setSelected(new Set())} />
      </ListCard>

      <CourseFormPanel
        opened={panel.opened}
        courseId={panel.courseId}
        onClose={() => setPanel((p) => ({ ...p, opened: false }))}
      />
      <EnrolPanel
        target={COURSE_ENROL_TARGET}
        open={enrolment && { subject: enrolment.course, mode: enrolment.mode }}
        onClose={() => setEnrolment(null)}
      />
      <CourseDetailsPanel courseId={details} onClose={() => setDetails(null)} />
      <CourseNotificationPanel course={notification} onClose={() => setNotification(null)} />
    </Stack>
  );
}
