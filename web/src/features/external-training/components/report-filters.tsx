import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { IconCalendar } from '@tabler/icons-react';
import { SEARCH_DEBOUNCE_MS } from '@skillway/shared';
import { SearchInput } from '../../../components/search-input';
import type { TExternalTrainingFilters } from '../api/query-keys';
import { typeOptions } from '../lib/options';
import { LocalizedDates } from '../../../components/localized-dates';
import { shortDateInputFormat } from '../../../lib/format-date';

interface TReportFiltersProps {
  filters: TExternalTrainingFilters;
  /** A changed filter: the report goes back to page 1. */
  onChange: (change: Partial<TExternalTrainingFilters>) => void;
  /** How long typing a user must pause before the report is searched (a second). */
  userDelayMs?: number;
}

/**
 * The report's filters beside the course title search: training types (any of), a user search (a second after
 * typing stops) and the day completed, shown DD/MM/YYYY.
 */
export function ReportFilters({ filters, onChange, userDelayMs = SEARCH_DEBOUNCE_MS }: TReportFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <MultiSelect
        aria-label={t`Filter by training type`}
        placeholder={filters.types.length ? undefined : t`Filter by training type`}
        data={typeOptions()}
        value={filters.types}
        onChange={(types) => onChange({ types })}
        clearable
        searchable
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 260 }}
      />
      <SearchInput
        label={t`Search Users`}
        delayMs={userDelayMs}
        onSearch={(user) => onChange({ user })}
        w={{ base: '100%', xs: 240 }}
      />
      <LocalizedDates>
        <DatePickerInput
          aria-label={t`Filter by date completed`}
          placeholder={t`Date completed`}
          value={filters.completed}
          onChange={(completed) => onChange({ completed })}
          valueFormat={shortDateInputFormat(i18n.locale)}
          firstDayOfWeek={1}
          clearable
          leftSection={<IconCalendar size={16} aria-hidden />}
          popoverProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 200 }}
        />
      </LocalizedDates>
    </>
  );
}
