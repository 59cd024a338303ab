import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { IconCalendar } from '@tabler/icons-react';
import { shortDateInputFormat } from '../lib/format-date';
import { LocalizedDates } from './localized-dates';

/** A date range as the API takes it: ISO dates (YYYY-MM-DD), either end optional. */
export interface TDateRange {
  start?: string;
  end?: string;
}

interface TDateRangeFilterProps {
  label: string;
  value: TDateRange;
  onChange: (range: TDateRange) => void;
  w?: number | string;
}

/**
 * The spec's date-range filter: dd-mm-yyyy (in another language its own short date), weeks starting on Monday, and a
 * Clear button. The list is told only once both ends are picked (or when cleared), so a half-chosen range does not
 * refetch.
 */
export function DateRangeFilter({ label, value, onChange, w = 260 }: TDateRangeFilterProps) {
  const { i18n } = useLingui();
  // The picker holds a half-chosen range itself; the parent's value replaces it whenever that changes.
  const [picked, setPicked] = useState<DatesRangeValue<string>>([value.start ?? null, value.end ?? null]);
  useEffect(() => setPicked([value.start ?? null, value.end ?? null]), [value.start, value.end]);
  const hasRange = Boolean(picked[0] || picked[1]);

  const change = (next: DatesRangeValue<string>) => {
    setPicked(next);
    const [start, end] = next;
    if (start && end) onChange({ start, end });
    else if (!start && !end) onChange({});
  };

  return (
    <Group gap="xs" wrap="wrap" align="flex-end" maw="100%">
      <LocalizedDates>
        <DatePickerInput
          type="range"
          aria-label={label}
          placeholder={label}
          value={picked}
          onChange={change}
          valueFormat={shortDateInputFormat(i18n.locale)}
          firstDayOfWeek={1}
          allowSingleDateInRange
          leftSection={<IconCalendar size={16} aria-hidden />}
          w={w}
          maw="100%"
          popoverProps={{ withinPortal: true }}
        />
      </LocalizedDates>
      <Button
        variant="default"
        onClick={() => {
          setPicked([null, null]);
          onChange({});
        }}
        disabled={!hasRange}
      >
        <Trans>Clear</Trans>
      </Button>
    </Group>
  );
}
