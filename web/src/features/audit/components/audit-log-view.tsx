import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconHistory } from '@tabler/icons-react';
import { PLATFORM_COMPANY_ID } from '@skillway/shared';
import { EmptyState } from '../../../components/empty-state';
import { ExportButtons } from '../../../components/export-buttons';
import { LoadError } from '../../../components/load-error';
import { exportAuditLog } from '../api/mutations';
import { useAuditLog } from '../api/queries';
import { NO_AUDIT_FILTERS, type TAuditFilters, type TAuditScope } from '../api/query-keys';
import { AuditEventsTable } from './audit-events-table';
import { AuditFilters } from './audit-filters';
import { AuditVerify } from './audit-verify';

interface TAuditLogViewProps {
  scope: TAuditScope;
  /** A record's own History: its events only (type and id), without the log-wide tools. */
  target?: { type: string; id: string; name: string };
  /** The table's accessible name. */
  caption: string;
  /** The Target column (default: on the whole log only; a History shows it where its records are not the thing itself). */
  showTarget?: boolean;
}

function isFiltered(filters: TAuditFilters, fixed: TAuditFilters): boolean {
  return (Object.keys(filters) as (keyof TAuditFilters)[]).some((key) => filters[key] !== fixed[key]);
}

/**
 * An audit log as the screens show it: filters, the events newest first in pages from the server (Previous and
 * Next follow the server's cursors), each opening to its changes; with the whole log, Verify chain and the exports.
 */
export function AuditLogView({ scope, target, caption, showTarget = !target }: TAuditLogViewProps) {
  const { t } = useLingui();
  const fixed: TAuditFilters = target
    ? { ...NO_AUDIT_FILTERS, targetType: target.type, targetId: target.id }
    : NO_AUDIT_FILTERS;
  const [filters, setFilters] = useState<TAuditFilters>(fixed);
  // The cursors of the pages opened so far: the last is the page shown (null: the newest events).
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const log = useAuditLog(scope, filters, cursor);
  const events = log.data?.data ?? [];
  const nextCursor = log.data?.meta.next_cursor ?? null;
  const filtered = isFiltered(filters, fixed);
  const pageNumber = cursors.length;
  const targetName = target?.name;

  const changeFilters = (next: TAuditFilters) => {
    setFilters(target ? { ...next, targetType: target.type, targetId: target.id } : next);
    setCursors([null]);
  };

  return (
    <Stack gap="md">
      {!target && (
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <AuditVerify scope={scope} />
          <ExportButtons what={t`audit log`} exportFile={(type) => exportAuditLog(scope, filters, type)} />
        </Group>
      )}
      <AuditFilters scope={scope} filters={filters} onFilters={changeFilters} withTarget={!target} />
      {log.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading the audit log`} />
        </Center>
      )}
      {log.isError && <LoadError title={t`The audit log could not be loaded`} onRetry={log.refetch} />}
      {log.isSuccess && events.length === 0 && pageNumber === 1 && !nextCursor && (
        <EmptyState
          icon={<IconHistory size={28} aria-hidden />}
          title={filtered ? t`No events match these filters` : t`No events yet`}
        >
          {filtered
            ? t`Change or clear the filters to see more of the log.`
            : targetName !== undefined
              ? t`Changes to ${targetName} will be listed here.`
              : scope.companyId === PLATFORM_COMPANY_ID
                ? t`Actions on the platform itself, by super administrators and the system, will be listed here.`
                : t`Every change an administrator, manager, SCIM token or the system makes will be listed here.`}
        </EmptyState>
      )}
      {log.isSuccess && (events.length > 0 || pageNumber > 1 || nextCursor) && (
        <Paper withBorder radius="md" p={0} aria-busy={log.isFetching}>
          {events.length > 0 ? (
            <AuditEventsTable events={events} caption={caption} showTarget={showTarget} />
          ) : (
            <Text p="md" c="dimmed" size="sm">
              {nextCursor
                ? t`No events match in this part of the log. Next searches further back.`
                : t`No more events.`}
            </Text>
          )}
          <Group justify="space-between" p="sm" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              <Trans>Page {pageNumber}</Trans>
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconArrowLeft size={14} aria-hidden />}
                disabled={pageNumber === 1}
                onClick={() => setCursors((current) => current.slice(0, -1))}
              >
                <Trans>Previous</Trans>
              </Button>
              <Button
                variant="default"
                size="xs"
                rightSection={<IconArrowRight size={14} aria-hidden />}
                disabled={!nextCursor || log.isPlaceholderData}
                onClick={() => nextCursor && setCursors((current) => [...current, nextCursor])}
              >
                <Trans>Next</Trans>
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
