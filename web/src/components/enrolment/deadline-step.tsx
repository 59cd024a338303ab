import { Button, Group, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { formatDeadline } from './format-deadline';
import { todayIso } from './enrolment-selection';

interface TDeadlineStepProps {
  value: string | null;
  onChange: (date: string | null) => void;
  /** Enrol mode may go without a deadline; Set Deadline may not. */
  optional: boolean;
}

/** Step 3: a calendar (weeks start on Monday) on which dates before today cannot be picked. */
export function DeadlineStep({ value, onChange, optional }: TDeadlineStepProps) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {optional
          ? 'Pick the date by which the course must be completed, or leave it empty for no deadline.'
          : 'Pick the date by which the course must be completed.'}
      </Text>
      <DatePicker
        aria-label="Deadline"
        value={value}
        onChange={onChange}
        minDate={todayIso()}
        firstDayOfWeek={1}
        allowDeselect={optional}
      />
      <Group gap="sm">
        <Text size="sm" aria-live="polite">
          Deadline: <b>{formatDeadline(value)}</b>
        </Text>
        {optional && value && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            Clear
          </Button>
        )}
      </Group>
    </Stack>
  );
}
