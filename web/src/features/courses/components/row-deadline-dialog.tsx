import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MSG, type TCourseReportRow } from '@skillway/shared';
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
  const [date, setDate] = useState<string | null>(null);
  const save = useSetCourseDeadlines();
  // Each opening starts from the user's current deadline.
  useEffect(() => setDate(isoOf(row?.deadline_formatted)), [row]);

  const submit = () => {
    if (!row) return;
    if (!date) {
      notifyError(MSG.ENROL_DEADLINE_MISSING);
      return;
    }
    save.mutate(
      { courseId, body: { users: [row.id], selected_date: date } },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || MSG.ENROL_DEADLINE_SET);
          onClose();
        },
        onError: (error) => notifyApiError(error),
      },
    );
  };

  return (
    <Modal opened={row !== null} onClose={onClose} title="Update Deadline" centered>
      <Stack gap="md">
        <Text size="sm">
          New deadline for{' '}
          <b>
            {row?.first_name} {row?.last_name}
          </b>
        </Text>
        <DeadlineStep value={date} onChange={setDate} optional={false} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Set Deadline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
