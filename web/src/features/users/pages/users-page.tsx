import { useState, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { ListCard } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { useBreatheSettings, useUserList } from '../api/queries';
import type { TUserFilters } from '../api/query-keys';
import { BreathePanel } from '../components/breathe-panel';
import { UserCsvImportPanel } from '../components/user-csv-import-panel';
import { CLOSED_USER_PANEL, UserFormPanel, type TUserPanelState } from '../components/user-form-panel';
import { UsersFilters } from '../components/users-filters';
import { userColumns } from '../components/users-table';
import { UsersToolbar } from '../components/users-toolbar';
import { WelcomeEmailBar } from '../components/welcome-email-bar';
import { WelcomeMailSwitch } from '../components/welcome-mail-switch';
import { ButtonLink } from '../../../components/links/button-link';
import { MailHoldNotice } from '../../admin/components/mail-hold-notice';

const NO_FILTERS: TUserFilters = { start: null, end: null, groups: [] };

type TImportPanel = 'none' | 'csv' | 'breathe';

/** User management: the company's active users with filters, welcome emails, imports, export and the panels. */
export default function UsersPage() {
  const { t } = useLingui();
  const list = useListParams({ orderBy: 'first_name', sortedBy: 'asc' });
  const [filters, setFilters] = useState<TUserFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [panel, setPanel] = useState<TUserPanelState>(CLOSED_USER_PANEL);
  const [importPanel, setImportPanel] = useState<TImportPanel>('none');
  const users = useUserList(list.params, filters);
  const breathe = useBreatheSettings();

  const total = users.data?.meta.pagination.total ?? 0;
  const counter = users.data?.meta.users ?? null;
  const selectedCount = selected.size;
  const filtered = Boolean(list.params.search || filters.start || filters.groups.length);

  const columns = useMemo(() => userColumns((id) => setPanel({ opened: true, id })), []);

  const changeFilters = (next: TUserFilters) => {
    setFilters(next);
    list.resetPage();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} fz={28}>
          <Trans>Users</Trans>
        </Title>
        <ButtonLink to="/admin/archived-users" variant="subtle" leftSection={<IconArchive size={16} aria-hidden />}>
          <Trans>Archived Users</Trans>
        </ButtonLink>
      </Group>
      <MailHoldNotice />

      <UsersToolbar
        counter={counter}
        hasRows={total > 0}
        breatheEnabled={breathe.data?.breathe_enabled ?? false}
        onAdd={() => setPanel({ opened: true, id: null })}
        onCsvImport={() => setImportPanel('csv')}
        onBreatheImport={() => setImportPanel('breathe')}
      />

      <ListCard
        search={{ label: t`Search Users` }}
        filters={<UsersFilters filters={filters} onFilters={changeFilters} />}
        list={list}
        total={total}
        failed={users.isError}
        onRetry={users.refetch}
        caption={t`Users`}
        columns={columns}
        rows={users.data?.data ?? []}
        rowId={(u) => u.id}
        rowLabel={(u) => `${u.first_name} ${u.last_name}`}
        loading={users.isFetching}
        empty={filtered ? t`No users match these filters.` : t`No Users Found`}
        selection={{ selected, onChange: setSelected }}
        minWidth={980}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="lg" wrap="wrap" align="center">
            <WelcomeEmailBar selected={selected} onSent={() => setSelected(new Set())} />
            <WelcomeMailSwitch />
          </Group>
          {selected.size > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              <Trans>{selectedCount} selected</Trans>
            </Text>
          )}
        </Group>
      </ListCard>

      <UserFormPanel state={panel} onClose={() => setPanel((p) => ({ ...p, opened: false }))} />
      <UserCsvImportPanel opened={importPanel === 'csv'} onClose={() => setImportPanel('none')} />
      {breathe.data?.breathe_enabled && (
        <BreathePanel opened={importPanel === 'breathe'} onClose={() => setImportPanel('none')} />
      )}
    </Stack>
  );
}
