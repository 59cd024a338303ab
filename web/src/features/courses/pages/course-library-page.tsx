import { lazy, Suspense, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload, IconPlus } from '@tabler/icons-react';
import { LANGUAGE_NAME, MSG, type TCourse, type TLanguage } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { DateRangeFilter, type TDateRange } from '../../../components/date-range-filter';
import { searchQuery, useListParams } from '../../../lib/use-list-params';
import { useCourseList } from '../api/queries';
import { BulkPublishBar } from '../components/bulk-publish-bar';
import { CourseDetailsPanel } from '../components/course-details-panel';
import { CourseLanguageFilter } from '../components/course-language-filter';
import { CourseRowActions } from '../components/course-row-actions';
import { EnrolPanel } from '../../../components/enrolment/enrol-panel';
import { ExportButtons } from '../components/export-buttons';
import { COURSE_ENROL_TARGET, type TCourseEnrolMode } from '../lib/course-enrol-target';
import { CourseThumbnail } from '../components/course-thumbnail';
import { PublishSwitch } from '../components/publish-switch';
import { ButtonLink } from '../../../components/links/button-link';
import { PanelLoading } from '../../../components/panel-loading';

// The course form carries the rich-text editor, most of the page's weight: its chunk loads the first time the panel
// opens (Add New Course, or a course's Details).
const CourseFormPanel = lazy(async () => ({
  default: (await import('../components/course-form-panel')).CourseFormPanel,
}));
// Its notification settings hold the same editor, for the email's text.
const CourseNotificationPanel = lazy(async () => ({
  default: (await import('../../notifications/components/course-notification-panel')).CourseNotificationPanel,
}));

/**
 * The Full Course Library: Add New Course, a name search, a creation-date range, a language filter, and the paged
 * table with the Published switch, the name, the language the course is written in and the row actions. Ticked rows
 * can be published or unpublished together.
 */
export default function CourseLibraryPage() {
  const { t } = useLingui();
  const list = useListParams();
  const [range, setRange] = useState<TDateRange>({});
  const [language, setLanguage] = useState<TLanguage | null>(null);
  const courses = useCourseList(list.params, range, language);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [panel, setPanel] = useState<{ opened: boolean; courseId: string | null }>({ opened: false, courseId: null });
  // Mounted from its first opening on, so it closes with its animation and opens at once the next time.
  const [formLoaded, setFormLoaded] = useState(false);
  if (panel.opened && !formLoaded) setFormLoaded(true);
  const [enrolment, setEnrolment] = useState<{ course: TCourse; mode: TCourseEnrolMode } | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [notification, setNotification] = useState<TCourse | null>(null);
  const [notificationLoaded, setNotificationLoaded] = useState(false);
  if (notification && !notificationLoaded) setNotificationLoaded(true);

  const changeRange = (next: TDateRange) => {
    setRange(next);
    list.resetPage();
  };
  const changeLanguage = (next: TLanguage | null) => {
    setLanguage(next);
    list.resetPage();
  };

  const columns: readonly TColumn<TCourse>[] = [
    {
      key: 'published',
      header: t`Published`,
      width: 100,
      cell: (c) => <PublishSwitch courseId={c.id} courseName={c.name} published={c.published} />,
    },
    {
      key: 'name',
      header: t`Course Name`,
      sortKey: 'name',
      cell: (c) => {
        const name = c.name;
        const materials = c.total_materials;
        return (
          <Group gap="sm" wrap="nowrap">
            <CourseThumbnail thumbnail={c.thumbnail} width={64} />
            <div style={{ minWidth: 0 }}>
              <Anchor
                component="button"
                type="button"
                fw={500}
                size="sm"
                lineClamp={2}
                ta="start"
                onClick={() => setDetails(c.id)}
                aria-label={t`Show course details of ${name}`}
              >
                {c.name}
              </Anchor>
              <Group gap={6} mt={2}>
                <Text size="xs" c="dimmed">
                  {specText(c.course_type_name)} · <Plural value={materials} one="# material" other="# materials" />
                </Text>
                {c.is_default && (
                  <Badge size="xs" variant="light" color="gray">
                    <Trans>Default</Trans>
                  </Badge>
                )}
              </Group>
            </div>
          </Group>
        );
      },
    },
    {
      key: 'language',
      header: t`Language`,
      width: 140,
      // Named in its own words and marked as that language, so a screen reader says it right.
      cell: (c) => (
        <Text size="sm" lang={c.language}>
          {LANGUAGE_NAME[c.language]}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t`Action`,
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

  const filtered = Boolean(list.params.search || range.start || language);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={28}>
          <Trans>Full Course Library</Trans>
        </Title>
        <Group gap="sm">
          <ButtonLink
            to="/admin/courses/statistics"
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            <Trans>Course Statistics</Trans>
          </ButtonLink>
          <ButtonLink
            to="/admin/install-courses"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            <Trans>Install Courses</Trans>
          </ButtonLink>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setPanel({ opened: true, courseId: null })}
          >
            <Trans>Add New Course</Trans>
          </Button>
        </Group>
      </Group>

      <ListCard
        search={{ label: specText(MSG.COURSE_SEARCH_PLACEHOLDER) }}
        filters={
          <>
            <DateRangeFilter label={t`Created between`} value={range} onChange={changeRange} />
            <CourseLanguageFilter value={language} onChange={changeLanguage} />
          </>
        }
        actions={
          <ExportButtons
            target={{
              kind: 'courses',
              search: searchQuery(list.params.search, ['name']),
              ...range,
              ...(language ? { language } : {}),
            }}
            what={t`the course library`}
          />
        }
        list={list}
        total={courses.data?.meta.pagination.total ?? 0}
        failed={courses.isError}
        onRetry={courses.refetch}
        caption={t`Courses`}
        columns={columns}
        rows={courses.data?.data ?? []}
        rowId={(c) => c.id}
        rowLabel={(c) => c.name}
        loading={courses.isFetching}
        empty={filtered ? t`No courses match your search.` : t`No courses yet. Add a course or install one of ours.`}
        selection={{ selected, onChange: setSelected }}
        minWidth={760}
      >
        <BulkPublishBar selected={selected} onDone={() => setSelected(new Set())} />
      </ListCard>

      {formLoaded && (
        <Suspense fallback={<PanelLoading label={t`Opening the course form`} />}>
          <CourseFormPanel
            opened={panel.opened}
            courseId={panel.courseId}
            onClose={() => setPanel((p) => ({ ...p, opened: false }))}
          />
        </Suspense>
      )}
      <EnrolPanel
        target={COURSE_ENROL_TARGET}
        open={enrolment && { subject: enrolment.course, mode: enrolment.mode }}
        onClose={() => setEnrolment(null)}
      />
      <CourseDetailsPanel courseId={details} onClose={() => setDetails(null)} />
      {notificationLoaded && (
        <Suspense fallback={<PanelLoading label={t`Opening the course's notifications`} />}>
          <CourseNotificationPanel course={notification} onClose={() => setNotification(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
