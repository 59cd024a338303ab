import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MSG, type TCourseReportRow } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetCourseDeadlines } from '../api/enrolment-mutations';
import { DeadlineStep } from '../../../components/enrolment/deadline-step';

interface TRowDeadlineDialogProps {
  courseId: string;
  /** The enrolled user whose individual deadline changes, or null when closed. */
  row: TCourseReportRow | null;
  onClose: () => void;
}

/** The report's dd-mm-yyyy back to the date picker's yyyy-mm-dd. */
function isoOf(day: string | null | undefined): string | null {
  const match = day ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(day) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** Update Deadline of one user: the Set Deadline step on its own, for the row's user (dates before today disabled). */
export function RowDeadlineDialog({ courseId, row, onClose }: TRowDeadlineDialogProps) {
  const { t } = useLingui();
  const [date, setDate] = useState<string | null>(null);
  const save = useSetCourseDeadlines();
  // Each opening starts from the user's current deadline.
  useEffect(() => setDate(isoOf(row?.deadline_formatted)), [row]);

  const submit = () => {
    if (!row) return;
    if (!date) {
      notifyError(specText(MSG.ENROL_DEADLINE_MISSING));
      return;
    }
    save.mutate(
      { courseId, body: { users: [row.id], selected_date: date } },
      {
        onSuccess: (result) => {
          notifySuccess(specText(result.message || MSG.ENROL_DEADLINE_SET));
          onClose();
        },
        onError: (error) => notifyApiError(error),
      },
    );
  };

  const firstName = row?.first_name;
  const lastName = row?.last_name;
  return (
    <Modal opened={row !== null} onClose={onClose} title={t`Update Deadline`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            New deadline for{' '}
            <b>
              {firstName} {lastName}
            </b>
          </Trans>
        </Text>
        <DeadlineStep value={date} onChange={setDate} optional={false} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            <Trans>Set Deadline</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
