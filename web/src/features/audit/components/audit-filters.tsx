import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { AUDIT_SYSTEM_ACTOR_ID } from '@skillway/shared';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { specText } from '../../../i18n/spec-text';
import { useActorOptions, useAuditActions } from '../api/queries';
import type { TAuditFilters, TAuditScope } from '../api/query-keys';
import { auditTargetOptions } from '../lib/audit-words';

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
  const { t } = useLingui();
  const actions = useAuditActions();
  const people = useActorOptions(scope, true);
  const actorOptions = [{ value: AUDIT_SYSTEM_ACTOR_ID, label: t`System` }, ...(people.data ?? [])];
  // The server labels and sorts them in the user's language (issue 34); specText still translates a label an older
  // server sent in English (a system action's is a spec text).
  const actionOptions = (actions.data ?? []).map((option) => ({ ...option, label: specText(option.label) }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t`Actor`}
        placeholder={t`Anyone`}
        data={actorOptions}
        value={filters.actor}
        onChange={(actor) => onFilters({ ...filters, actor })}
        searchable
        clearable
        nothingFoundMessage={people.isPending ? t`Loading…` : t`No one found`}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Action`}
        placeholder={t`Any action`}
        data={actionOptions}
        value={filters.action}
        onChange={(action) => onFilters({ ...filters, action })}
        searchable
        clearable
        nothingFoundMessage={actions.isPending ? t`Loading…` : t`No actions found`}
        w={{ base: '100%', xs: 260 }}
        comboboxProps={{ withinPortal: true }}
      />
      {withTarget && (
        <Select
          label={t`Target type`}
          placeholder={t`Any record`}
          data={auditTargetOptions()}
          value={filters.targetType}
          onChange={(targetType) => onFilters({ ...filters, targetType, targetId: null })}
          clearable
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <DateRangeFilter
        label={t`Date range`}
        value={{ start: filters.from ?? undefined, end: filters.to ?? undefined }}
        onChange={(range) => onFilters({ ...filters, from: range.start ?? null, to: range.end ?? null })}
      />
    </Group>
  );
}
