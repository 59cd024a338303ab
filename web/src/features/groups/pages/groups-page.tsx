import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type TGroup } from '@skillway/shared';
import { PageHeader } from '../../../components/page-header';
import { type TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { useGroupList } from '../api/queries';
import { GroupActions } from '../components/group-actions';
import { GroupFormPanel } from '../components/group-form-panel';
import { GroupUsersPanel } from '../components/group-users-panel';

/** The Groups screen: Add New Group, a search, and the paged table with Edit, Users and Delete per group. */
export default function GroupsPage() {
  const { t } = useLingui();
  const list = useListParams({ orderBy: 'name', sortedBy: 'asc' });
  const groups = useGroupList(list.params);
  const [form, setForm] = useState<{ opened: boolean; group: TGroup | null }>({ opened: false, group: null });
  const [managing, setManaging] = useState<TGroup | null>(null);

  const columns: readonly TColumn<TGroup>[] = [
    {
      key: 'name',
      header: t`Name`,
      sortKey: 'name',
      cell: (g) => (
        <Text fw={500} size="sm">
          {g.name}
        </Text>
      ),
    },
    {
      key: 'description',
      header: t`Description`,
      sortKey: 'description',
      cell: (g) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {g.description}
        </Text>
      ),
    },
    { key: 'users', header: t`Users`, sortKey: 'total_users', cell: (g) => g.total_users, width: 90 },
    {
      key: 'actions',
      header: t`Actions`,
      width: 130,
      cell: (g) => (
        <GroupActions group={g} onEdit={(group) => setForm({ opened: true, group })} onUsers={setManaging} />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t`Groups`}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ opened: true, group: null })}>
          <Trans>Add New Group</Trans>
        </Button>
      </PageHeader>

      <ListCard
        search={{ label: t`Search Groups` }}
        list={list}
        {...pagedQueryProps(groups)}
        caption={t`Groups`}
        columns={columns}
        rowId={(g) => g.id}
        empty={list.params.search ? t`No groups match your search.` : t`No Groups Found`}
        emptyHint={
          list.params.search ? undefined : t`Add New Group puts people together, so one enrolment reaches them all.`
        }
        minWidth={640}
      />

      <GroupFormPanel
        opened={form.opened}
        group={form.group}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
      <GroupUsersPanel group={managing} onClose={() => setManaging(null)} />
    </Stack>
  );
}
