import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconCalendarTime,
  IconChartBar,
  IconClipboardCheck,
  IconEdit,
  IconEye,
  IconFolders,
  IconTrash,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { MSG, type TCourse } from '@skillway/shared';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteCourse, useOpenTest } from '../api/mutations';
import { useArchiveCourse } from '../api/report-mutations';
import type { TEnrolmentMode } from './enrolment/enrolment-mode';

interface TCourseRowActionsProps {
  course: TCourse;
  onDetails: (course: TCourse) => void;
  /** Opens the Enrol, Unenroll (Remove Users) or Deadlines panel for the course. */
  onEnrolment: (course: TCourse, mode: TEnrolmentMode) => void;
}

/** An icon button with its tooltip; the accessible name says what it does to which course. */
function Action({
  tooltip,
  label,
  children,
  ...props
}: {
  tooltip: string;
  label: string;
  children: ReactNode;
  onClick?: () => void;
  color?: string;
  loading?: boolean;
  to?: string;
}) {
  const { to, ...rest } = props;
  return (
    <Tooltip label={tooltip} withinPortal>
      {to ? (
        <ActionIcon component={Link} to={to} variant="subtle" aria-label={label} {...rest}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" aria-label={label} {...rest}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * The library's row actions with the spec's tooltips: View, Details, Content, Enrol, Unenroll, Archive (course data,
 * confirmed), Deadlines, Test (creating the test first when the course has none), Reports and Delete (confirmed).
 */
export function CourseRowActions({ course, onDetails, onEnrolment }: TCourseRowActionsProps) {
  const navigate = useNavigate();
  const remove = useDeleteCourse();
  const openTest = useOpenTest();
  const archive = useArchiveCourse();

  const goToTest = () =>
    openTest.mutate(
      { courseId: course.id, testId: course.test?.id ?? null },
      {
        onSuccess: (testId) => void navigate({ to: `/admin/courses/test/${testId}` }),
        onError: (error) => notifyApiError(error),
      },
    );

  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: 'Delete course',
      message: MSG.COURSE_DELETE_CONFIRM,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(course.id, {
      onSuccess: (result) => notifySuccess(result.message || MSG.COURSE_DELETED),
      onError: (error) => notifyApiError(error),
    });
  };

  const confirmArchive = async () => {
    const ok = await confirmAction({
      title: `Archive course data: ${course.name}`,
      message: MSG.COURSE_ARCHIVE_CONFIRM,
      confirmLabel: 'Yes',
    });
    if (!ok) return;
    archive.mutate(course.id, {
      onSuccess: (result) => notifySuccess(result.message || MSG.COURSE_ARCHIVED),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Group gap={2} wrap="nowrap">
      <Action tooltip={MSG.COURSE_VIEW_TOOLTIP} label={`View ${course.name}`} to={`/admin/courses/detail/${course.id}`}>
        <IconEye size={18} aria-hidden />
      </Action>
      <Action tooltip="Details" label={`Details of ${course.name}`} onClick={() => onDetails(course)}>
        <IconEdit size={18} aria-hidden />
      </Action>
      <Action tooltip="Content" label={`Content of ${course.name}`} to={`/admin/courses/${course.id}`}>
        <IconFolders size={18} aria-hidden />
      </Action>
      <Action tooltip="Enrol Users / Groups" label={`Enrol on ${course.name}`} onClick={() => onEnrolment(course, 'enrol')}>
        <IconUserPlus size={18} aria-hidden />
      </Action>
      <Action
        tooltip="Unenroll Users / Groups"
        label={`Unenroll from ${course.name}`}
        onClick={() => onEnrolment(course, 'remove')}
      >
        <IconUserMinus size={18} aria-hidden />
      </Action>
      <Action
        tooltip={MSG.COURSE_ARCHIVE_TOOLTIP}
        label={`Archive course data of ${course.name}`}
        onClick={() => void confirmArchive()}
        loading={archive.isPending}
      >
        <IconArchive size={18} aria-hidden />
      </Action>
      <Action tooltip="Set Deadlines" label={`Deadlines of ${course.name}`} onClick={() => onEnrolment(course, 'deadline')}>
        <IconCalendarTime size={18} aria-hidden />
      </Action>
      <Action tooltip="Test" label={`Test of ${course.name}`} onClick={goToTest} loading={openTest.isPending}>
        <IconClipboardCheck size={18} aria-hidden />
      </Action>
      <Action tooltip={MSG.COURSE_REPORTS_TOOLTIP} label={`Reports of ${course.name}`} to={`/admin/courses-report/${course.id}`}>
        <IconChartBar size={18} aria-hidden />
      </Action>
      <Action
        tooltip={MSG.COURSE_DELETE_TOOLTIP}
        label={`Delete ${course.name}`}
        color="red"
        onClick={() => void confirmDelete()}
        loading={remove.isPending}
      >
        <IconTrash size={18} aria-hidden />
      </Action>
    </Group>
  );
}
