import { Group } from '@mantine/core';
import {
  IconArchive,
  IconBell,
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
import { useNavigate } from '@tanstack/react-router';
import { MSG, type TCourse } from '@skillway/shared';
import { RowAction, RowActionLink } from '../../../components/row-action';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteCourse, useOpenTest } from '../api/mutations';
import { useArchiveCourse } from '../api/report-mutations';
import type { TCourseEnrolMode } from '../lib/course-enrol-target';
import { confirmCourseDelete } from '../lib/confirm-course-delete';

interface TCourseRowActionsProps {
  course: TCourse;
  onDetails: (course: TCourse) => void;
  /** Opens the Enrol, Unenroll (Remove Users) or Deadlines panel for the course. */
  onEnrolment: (course: TCourse, mode: TCourseEnrolMode) => void;
  /** Opens the Edit Notification panel for the course. */
  onNotification: (course: TCourse) => void;
}

/**
 * The library's row actions with the spec's tooltips: View, Details, Content, Enrol, Unenroll, Archive (course data,
 * confirmed), Deadlines, Edit Notification, Test (creating the test first when the course has none), Reports and
 * Delete (confirmed).
 */
export function CourseRowActions({ course, onDetails, onEnrolment, onNotification }: TCourseRowActionsProps) {
  const navigate = useNavigate();
  const remove = useDeleteCourse();
  const openTest = useOpenTest();
  const archive = useArchiveCourse();

  const goToTest = () =>
    openTest.mutate(
      { courseId: course.id, testId: course.test?.id ?? null },
      {
        onSuccess: (testId) => void navigate({ to: '/admin/courses/test/$id', params: { id: testId } }),
        onError: (error) => notifyApiError(error),
      },
    );

  const confirmDelete = async () => {
    if (!(await confirmCourseDelete())) return;
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
      <RowActionLink
        tooltip={MSG.COURSE_VIEW_TOOLTIP}
        label={`View ${course.name}`}
        to="/admin/courses/detail/$id"
        params={{ id: course.id }}
      >
        <IconEye size={18} aria-hidden />
      </RowActionLink>
      <RowAction tooltip="Details" label={`Details of ${course.name}`} onClick={() => onDetails(course)}>
        <IconEdit size={18} aria-hidden />
      </RowAction>
      <RowActionLink
        tooltip="Content"
        label={`Content of ${course.name}`}
        to="/admin/courses/$id"
        params={{ id: course.id }}
      >
        <IconFolders size={18} aria-hidden />
      </RowActionLink>
      <RowAction
        tooltip="Enrol Users / Groups"
        label={`Enrol on ${course.name}`}
        onClick={() => onEnrolment(course, 'enrol')}
      >
        <IconUserPlus size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip="Unenroll Users / Groups"
        label={`Unenroll from ${course.name}`}
        onClick={() => onEnrolment(course, 'remove')}
      >
        <IconUserMinus size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip={MSG.COURSE_ARCHIVE_TOOLTIP}
        label={`Archive course data of ${course.name}`}
        onClick={() => void confirmArchive()}
        loading={archive.isPending}
      >
        <IconArchive size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip="Set Deadlines"
        label={`Deadlines of ${course.name}`}
        onClick={() => onEnrolment(course, 'deadline')}
      >
        <IconCalendarTime size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip="Edit Notification"
        label={`Notifications of ${course.name}`}
        onClick={() => onNotification(course)}
      >
        <IconBell size={18} aria-hidden />
      </RowAction>
      <RowAction tooltip="Test" label={`Test of ${course.name}`} onClick={goToTest} loading={openTest.isPending}>
        <IconClipboardCheck size={18} aria-hidden />
      </RowAction>
      <RowActionLink
        tooltip={MSG.COURSE_REPORTS_TOOLTIP}
        label={`Reports of ${course.name}`}
        to="/admin/courses-report/$id"
        params={{ id: course.id }}
      >
        <IconChartBar size={18} aria-hidden />
      </RowActionLink>
      <RowAction
        tooltip={MSG.COURSE_DELETE_TOOLTIP}
        label={`Delete ${course.name}`}
        color="red"
        onClick={() => void confirmDelete()}
        loading={remove.isPending}
      >
        <IconTrash size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}
