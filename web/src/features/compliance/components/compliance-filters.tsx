import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { ROLE } from '@skillway/shared';
import { useGroupNames } from '../../groups/api/queries';
import { useUserPicker } from '../../users/api/queries';
import type { TComplianceFilters } from '../api/query-keys';

interface TComplianceFiltersProps {
  filters: TComplianceFilters;
  onFilters: (filters: TComplianceFilters) => void;
  /** The administrator may narrow to a manager's team; a manager sees only their own team anyway. */
  byManager: boolean;
}

/** The matrix's filters beside its search: one group, and (administrators) one manager's team. */
export function ComplianceFilters({ filters, onFilters, byManager }: TComplianceFiltersProps) {
  const { t } = useLingui();
  const groups = useGroupNames();
  const people = useUserPicker(byManager);
  const managers = (people.data ?? [])
    .filter((person) => person.role_id === ROLE.MANAGER)
    .map((person) => ({ value: person.id, label: `${person.first_name} ${person.last_name}` }));
  return (
    <>
      <Select
        label={t`Group`}
        placeholder={t`All groups`}
        data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        value={filters.groupId}
        onChange={(groupId) => onFilters({ ...filters, groupId })}
        searchable
        clearable
        nothingFoundMessage={groups.isPending ? t`Loading…` : t`No groups found`}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      {byManager && (
        <Select
          label={t`Manager`}
          placeholder={t`All managers`}
          data={managers}
          value={filters.managerId}
          onChange={(managerId) => onFilters({ ...filters, managerId })}
          searchable
          clearable
          nothingFoundMessage={people.isPending ? t`Loading…` : t`No managers found`}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </>
  );
}
