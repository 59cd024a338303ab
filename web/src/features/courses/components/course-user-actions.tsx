import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArchive, IconCalendarTime, IconHistory, IconUserMinus } from '@tabler/icons-react';
import { MSG, type TCourseReportRow } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useRemoveEnrolments } from '../api/enrolment-mutations';
import { useArchiveEnrolment } from '../api/report-mutations';

type TCourseUserAction = 'deadline' | 'remove' | 'archive' | 'history';

interface TCourseUserActionsProps {
  courseId: string;
  row: TCourseReportRow;
  actions: readonly TCourseUserAction[];
  onDeadline?: (row: TCourseReportRow) => void;
  onHistory?: (row: TCourseReportRow) => void;
}

function Action(props: {
  tooltip: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  color?: string;
  children: ReactNode;
}) {
  const { tooltip, label, children, ...rest } = props;
  return (
    <Tooltip label={tooltip} withinPortal multiline maw={260}>
      {/* A disabled button gets no pointer events: the wrapper keeps the tooltip saying why. */}
      <span>
        <ActionIcon variant="subtle" aria-label={label} {...rest}>
          {children}
        </ActionIcon>
      </span>
    </Tooltip>
  );
}

/**
 * The actions on one enrolled user of a course: Update Deadline and Remove act on the individual enrolment (a user
 * enrolled only through a group is changed through the group), Archive keeps their progress in the course history
 * and starts the course again, and View Completed Course History opens the history panel.
 */
export function CourseUserActions({ courseId, row, actions, onDeadline, onHistory }: TCourseUserActionsProps) {
  const { t } = useLingui();
  const remove = useRemoveEnrolments();
  const archive = useArchiveEnrolment();
  const name = `${row.first_name} ${row.last_name}`;
  const viaGroup = !row.individual;

  const confirmRemove = async () => {
    const ok = await confirmAction({
      title: t`Remove ${name}`,
      message: specText(MSG.ENROL_REMOVE_WARNING),
      confirmLabel: t`Yes`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(
      { courseId, body: { users: [row.id] } },
      {
        onSuccess: (result) => notifySuccess(specText(result.message || MSG.ENROL_REMOVED)),
        onError: (error) => notifyApiError(error),
      },
    );
  };

  const confirmArchive = async () => {
    const ok = await confirmAction({
      title: t`Archive ${name}'s course data`,
      message: specText(MSG.COURSE_USER_ARCHIVE_CONFIRM),
    });
    if (!ok) return;
    archive.mutate(row.enrolment_id, {
      onSuccess: (result) => notifySuccess(specText(result.message || MSG.COURSE_ARCHIVED)),
      onError: (error) => notifyApiError(error),
    });
  };

  const all: Record<TCourseUserAction, ReactNode> = {
    deadline: (
      <Action
        key="deadline"
        tooltip={viaGroup ? specText(MSG.ENROL_GROUP_USER_TOOLTIP) : t`Update Deadline`}
        label={t`Update deadline of ${name}`}
        disabled={viaGroup}
        onClick={() => onDeadline?.(row)}
      >
        <IconCalendarTime size={18} aria-hidden />
      </Action>
    ),
    remove: (
      <Action
        key="remove"
        tooltip={viaGroup ? specText(MSG.ENROL_GROUP_USER_TOOLTIP) : t`Remove from this course`}
        label={t`Remove ${name} from the course`}
        disabled={viaGroup}
        color="red"
        loading={remove.isPending}
        onClick={() => void confirmRemove()}
      >
        <IconUserMinus size={18} aria-hidden />
      </Action>
    ),
    archive: (
      <Action
        key="archive"
        tooltip={specText(MSG.COURSE_USER_ARCHIVE_TOOLTIP)}
        label={t`Archive course data of ${name}`}
        loading={archive.isPending}
        onClick={() => void confirmArchive()}
      >
        <IconArchive size={18} aria-hidden />
      </Action>
    ),
    history: (
      <Action
        key="history"
        tooltip={t`View Completed Course History`}
        label={t`Course history of ${name}`}
        onClick={() => onHistory?.(row)}
      >
        <IconHistory size={18} aria-hidden />
      </Action>
    ),
  };

  return (
    <Group gap={2} wrap="nowrap">
      {actions.map((action) => all[action])}
    </Group>
  );
}
