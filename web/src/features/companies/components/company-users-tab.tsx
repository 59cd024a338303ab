import { Trans, useLingui } from '@lingui/react/macro';
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
import { specText } from '../../../i18n/spec-text';

/** The Users tab: the company's active users, searched by name, each with Edit, Reset Welcome Email and Delete. */
export function CompanyUsersTab({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const list = useListParams();
  const users = useCompanyUsers(companyId, list.params);
  const [editing, setEditing] = useState<TUserRow | null>(null);

  const columns: readonly TColumn<TUserRow>[] = [
    ...nameColumns<TUserRow>(),
    emailColumn<TUserRow>(),
    { key: 'role', header: t`Access Level`, cell: (user) => specText(user.role_name) },
    {
      key: 'welcome',
      header: t`Welcome Email`,
      cell: (user) =>
        user.is_mail_sent === 1 ? (
          <Badge variant="light" color="green">
            <Trans>Sent</Trans>
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            <Trans>Not sent</Trans>
          </Badge>
        ),
    },
    lastLoginColumn<TUserRow>(),
    {
      key: 'actions',
      header: t`Actions`,
      width: 80,
      cell: (user) => <CompanyUserActions companyId={companyId} user={user} onEdit={setEditing} />,
    },
  ];

  return (
    <>
      <ListCard
        search={{ label: t`Search Users` }}
        list={list}
        {...pagedQueryProps(users)}
        caption={t`Company users`}
        columns={columns}
        rowId={(user) => user.id}
        empty={list.params.search ? t`No users match this search.` : t`This company has no users.`}
        minWidth={760}
      />
      <CompanyUserPanel companyId={companyId} user={editing} onClose={() => setEditing(null)} />
    </>
  );
}
