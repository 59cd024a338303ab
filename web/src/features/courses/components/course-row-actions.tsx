import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Menu } from '@mantine/core';
import {
  IconArchive,
  IconBell,
  IconCalendarTime,
  IconChartBar,
  IconClipboardCheck,
  IconDotsVertical,
  IconEdit,
  IconEye,
  IconFolders,
  IconTrash,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { MSG, type TCourse } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { RowAction, RowActionLink } from '../../../components/row-action';
import { MenuItemLink } from '../../../components/links/menu-item-link';
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
 * The library's row actions. The three used most stay icon buttons with the spec's tooltips: Content (the course's
 * material, with its Preview, Users, Report and Delete), Enrol and Reports. The rest sit in the row's More actions
 * menu, each with its text and icon: View (as a User), Details (the Edit Course panel), Unenroll, Deadlines, Edit
 * Notification, Test (creating the test first when the course has none), then the destructive two in red, each
 * still confirmed: Archive (course data) and Delete.
 */
export function CourseRowActions({ course, onDetails, onEnrolment, onNotification }: TCourseRowActionsProps) {
  const { t } = useLingui();
  const name = course.name;
  const navigate = useNavigate();
  const remove = useDeleteCourse();
  const openTest = useOpenTest();
  const archive = useArchiveCourse();
  const more = useRef<HTMLButtonElement>(null);
  // A menu entry hands the focus to the More actions button before it opens a panel or a confirmation, which
  // record the focused control and give the focus back to it when they close (the entry itself is gone by then).
  const fromMenu = (action: () => unknown) => () => {
    more.current?.focus();
    void action();
  };

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
      onSuccess: (result) => notifySuccess(specText(result.message || MSG.COURSE_DELETED)),
      onError: (error) => notifyApiError(error),
    });
  };

  const confirmArchive = async () => {
    const ok = await confirmAction({
      title: t`Archive course data: ${name}`,
      message: specText(MSG.COURSE_ARCHIVE_CONFIRM),
      confirmLabel: t`Yes`,
    });
    if (!ok) return;
    archive.mutate(course.id, {
      onSuccess: (result) => notifySuccess(specText(result.message || MSG.COURSE_ARCHIVED)),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Group gap={2} wrap="nowrap">
      <RowActionLink
        tooltip={t`Content`}
        label={t`Content of ${name}`}
        to="/admin/courses/$id"
        params={{ id: course.id }}
      >
        <IconFolders size={18} aria-hidden />
      </RowActionLink>
      <RowAction
        tooltip={t`Enrol Users / Groups`}
        label={t`Enrol on ${name}`}
        onClick={() => onEnrolment(course, 'enrol')}
      >
        <IconUserPlus size={18} aria-hidden />
      </RowAction>
      <RowActionLink
        tooltip={specText(MSG.COURSE_REPORTS_TOOLTIP)}
        label={t`Reports of ${name}`}
        to="/admin/courses-report/$id"
        params={{ id: course.id }}
      >
        <IconChartBar size={18} aria-hidden />
      </RowActionLink>
      <Menu position="bottom-end" withinPortal shadow="md" width={250}>
        {/* No tooltip: Mantine's Tooltip does not pass the menu's aria-haspopup and aria-expanded on to the button. */}
        <Menu.Target>
          <ActionIcon
            ref={more}
            variant="subtle"
            aria-label={t`More actions: ${name}`}
            loading={openTest.isPending || archive.isPending || remove.isPending}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <MenuItemLink
            data-autofocus
            leftSection={<IconEye size={16} aria-hidden />}
            to="/admin/courses/detail/$id"
            params={{ id: course.id }}
          >
            <Trans>View as a User</Trans>
          </MenuItemLink>
          <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={fromMenu(() => onDetails(course))}>
            <Trans>Edit Details</Trans>
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserMinus size={16} aria-hidden />}
            onClick={fromMenu(() => onEnrolment(course, 'remove'))}
          >
            <Trans>Unenroll Users / Groups</Trans>
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCalendarTime size={16} aria-hidden />}
            onClick={fromMenu(() => onEnrolment(course, 'deadline'))}
          >
            <Trans>Set Deadlines</Trans>
          </Menu.Item>
          <Menu.Item leftSection={<IconBell size={16} aria-hidden />} onClick={fromMenu(() => onNotification(course))}>
            <Trans>Edit Notification</Trans>
          </Menu.Item>
          <Menu.Item leftSection={<IconClipboardCheck size={16} aria-hidden />} onClick={fromMenu(goToTest)}>
            <Trans>Manage Test</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconArchive size={16} aria-hidden />} onClick={fromMenu(confirmArchive)}>
            <Trans>Archive Course Data</Trans>
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={fromMenu(confirmDelete)}>
            <Trans>Delete Course</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
