import { useState } from 'react';
import { Badge } from '@mantine/core';
import type { TUserRow } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { emailColumn, lastLoginColumn, nameColumns } from '../../users/components/person-columns';
import { useCompanyUsers } from '../api/queries';
import { CompanyUserActions } from './company-user-actions';
import { CompanyUserPanel } from './company-user-panel';

/** The Users tab: the company's active users, searched by name, each with Edit, Reset Welcome Email and Delete. */
export function CompanyUsersTab({ companyId }: { companyId: string }) {
  const list = useListParams();
  const users = useCompanyUsers(companyId, list.params);
  const [editing, setEditing] = useState<TUserRow | null>(null);

  const columns: readonly TColumn<TUserRow>[] = [
    ...nameColumns<TUserRow>(),
    emailColumn<TUserRow>(),
    { key: 'role', header: 'Access Level', cell: (user) => user.role_name },
    {
      key: 'welcome',
      header: 'Welcome Email',
      cell: (user) =>
        user.is_mail_sent === 1 ? (
          <Badge variant="light" color="green">
            Sent
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            Not sent
          </Badge>
        ),
    },
    lastLoginColumn<TUserRow>(),
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      cell: (user) => <CompanyUserActions companyId={companyId} user={user} onEdit={setEditing} />,
    },
  ];

  return (
    <>
      <ListCard
        search={{ label: 'Search Users' }}
        list={list}
        {...pagedQueryProps(users)}
        caption="Company users"
        columns={columns}
        rowId={(user) => user.id}
        empty={list.params.search ? 'No users match this search.' : 'This company has no users.'}
        minWidth={760}
      />
      <CompanyUserPanel companyId={companyId} user={editing} onClose={() => setEditing(null)} />
    </>
  );
}
