import { Group, MultiSelect } from '@mantine/core';
import { SEARCH_DEBOUNCE_MS } from '@skillway/shared';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { SearchInput } from '../../../components/search-input';
import { useGroupNames } from '../../groups/api/queries';
import type { TUserFilters } from '../api/query-keys';

interface TUsersFiltersProps {
  filters: TUserFilters;
  onFilters: (filters: TUserFilters) => void;
  onSearch: (text: string) => void;
}

/**
 * The user list's filters: a name search that waits a second after typing, a created-date range (dd-mm-yyyy,
 * Monday first) with Clear, and groups (a user in any of them matches).
 */
export function UsersFilters({ filters, onFilters, onSearch }: TUsersFiltersProps) {
  const groups = useGroupNames();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label="Search Users"
        delayMs={SEARCH_DEBOUNCE_MS}
        onSearch={onSearch}
        w={{ base: '100%', sm: 240 }}
      />
      <DateRangeFilter
        label="Created between"
        value={{ start: filters.start ?? undefined, end: filters.end ?? undefined }}
        onChange={(range) => onFilters({ ...filters, start: range.start ?? null, end: range.end ?? null })}
        w={220}
      />
      <MultiSelect
        aria-label="Filter by groups"
        placeholder={filters.groups.length ? undefined : 'Filter by groups'}
        data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        value={filters.groups}
        onChange={(value) => onFilters({ ...filters, groups: value })}
        searchable
        clearable
        nothingFoundMessage="No groups found"
        w={{ base: '100%', sm: 260 }}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
