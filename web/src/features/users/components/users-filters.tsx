import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { useGroupNames } from '../../groups/api/queries';
import type { TUserFilters } from '../api/query-keys';

interface TUsersFiltersProps {
  filters: TUserFilters;
  onFilters: (filters: TUserFilters) => void;
}

/**
 * The user list's filters beside its name search: a created-date range (dd-mm-yyyy, Monday first) with Clear, and
 * groups (a user in any of them matches).
 */
export function UsersFilters({ filters, onFilters }: TUsersFiltersProps) {
  const { t } = useLingui();
  const groups = useGroupNames();
  return (
    <>
      <DateRangeFilter
        label={t`Created between`}
        value={{ start: filters.start ?? undefined, end: filters.end ?? undefined }}
        onChange={(range) => onFilters({ ...filters, start: range.start ?? null, end: range.end ?? null })}
        w={220}
      />
      <MultiSelect
        aria-label={t`Filter by groups`}
        placeholder={filters.groups.length ? undefined : t`Filter by groups`}
        data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        value={filters.groups}
        onChange={(value) => onFilters({ ...filters, groups: value })}
        searchable
        clearable
        nothingFoundMessage={t`No groups found`}
        w={{ base: '100%', sm: 260 }}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
