import { Group, Select } from '@mantine/core';
import { AUDIT_SYSTEM_ACTOR_ID } from '@skillway/shared';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { useActorOptions, useAuditActions } from '../api/queries';
import type { TAuditFilters, TAuditScope } from '../api/query-keys';
import { AUDIT_TARGET_OPTIONS } from '../lib/audit-words';

const SYSTEM_OPTION = { value: AUDIT_SYSTEM_ACTOR_ID, label: 'System' };

/**
 * The log's filters: who acted (a person of the company, or the system), the action, the kind of record, and a day
 * range. A record's own History tab has its target fixed and leaves out the target type.
 */
export function AuditFilters({
  scope,
  filters,
  onFilters,
  withTarget,
}: {
  scope: TAuditScope;
  filters: TAuditFilters;
  onFilters: (filters: TAuditFilters) => void;
  withTarget: boolean;
}) {
  const actions = useAuditActions();
  const people = useActorOptions(scope, true);
  const actorOptions = [SYSTEM_OPTION, ...(people.data ?? [])];

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Actor"
        placeholder="Anyone"
        data={actorOptions}
        value={filters.actor}
        onChange={(actor) => onFilters({ ...filters, actor })}
        searchable
        clearable
        nothingFoundMessage={people.isPending ? 'Loading…' : 'No one found'}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Action"
        placeholder="Any action"
        data={actions.data ?? []}
        value={filters.action}
        onChange={(action) => onFilters({ ...filters, action })}
        searchable
        clearable
        nothingFoundMessage={actions.isPending ? 'Loading…' : 'No actions found'}
        w={{ base: '100%', xs: 260 }}
        comboboxProps={{ withinPortal: true }}
      />
      {withTarget && (
        <Select
          label="Target type"
          placeholder="Any record"
          data={AUDIT_TARGET_OPTIONS}
          value={filters.targetType}
          onChange={(targetType) => onFilters({ ...filters, targetType, targetId: null })}
          clearable
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <DateRangeFilter
        label="Date range"
        value={{ start: filters.from ?? undefined, end: filters.to ?? undefined }}
        onChange={(range) => onFilters({ ...filters, from: range.start ?? null, to: range.end ?? null })}
      />
    </Group>
  );
}
