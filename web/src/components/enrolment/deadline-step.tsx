import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { formatDeadline } from './format-deadline';
import { todayIso } from './enrolment-selection';
import { LocalizedDates } from '../localized-dates';

interface TDeadlineStepProps {
  value: string | null;
  onChange: (date: string | null) => void;
  /** Enrol mode may go without a deadline; Set Deadline may not. */
  optional: boolean;
}

/** Step 3: a calendar (weeks start on Monday) on which dates before today cannot be picked. */
export function DeadlineStep({ value, onChange, optional }: TDeadlineStepProps) {
  const { t } = useLingui();
  const shown = formatDeadline(value);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {optional
          ? t`Pick the date by which the course must be completed, or leave it empty for no deadline.`
          : t`Pick the date by which the course must be completed.`}
      </Text>
      <LocalizedDates>
        <DatePicker
          aria-label={t`Deadline`}
          value={value}
          onChange={onChange}
          minDate={todayIso()}
          firstDayOfWeek={1}
          allowDeselect={optional}
        />
      </LocalizedDates>
      <Group gap="sm">
        <Text size="sm" aria-live="polite">
          <Trans>
            Deadline: <b>{shown}</b>
          </Trans>
        </Text>
        {optional && value && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            <Trans>Clear</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
