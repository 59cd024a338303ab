import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { TScimToken } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { RevokeButton } from '../../../components/revoke-button';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { useRevokeScimToken } from '../api/mutations';

function RevokeTokenButton({ token }: { token: TScimToken }) {
  const { t } = useLingui();
  const revoke = useRevokeScimToken();
  const name = token.name;
  return (
    <RevokeButton
      id={token.id}
      name={name}
      title={t`Revoke token`}
      message={t`Revoke ${name}? Your identity provider's next request with it is refused, so provisioning stops until it has a new token.`}
      revoke={revoke}
    />
  );
}

/** The company's live SCIM tokens; Revoke asks first. */
export function TokensTable({ tokens, loading }: { tokens: readonly TScimToken[]; loading: boolean }) {
  const { t } = useLingui();
  const columns: readonly TColumn<TScimToken>[] = [
    {
      key: 'name',
      header: t`Name`,
      cell: (token) => (
        <Text size="sm" fw={500}>
          {token.name}
        </Text>
      ),
    },
    { key: 'created', header: t`Created`, cell: (token) => formatShortDate(token.created_at), width: 120 },
    { key: 'created_by', header: t`Created by`, cell: (token) => token.created_by ?? '—' },
    {
      key: 'last_used',
      header: t`Last used`,
      cell: (token) => (token.last_used_at ? formatDateTime(token.last_used_at) : t`Never`),
    },
    { key: 'actions', header: t`Actions`, cell: (token) => <RevokeTokenButton token={token} />, width: 120 },
  ];
  return (
    <DataTable
      caption={t`SCIM tokens`}
      columns={columns}
      rows={tokens}
      rowId={(token) => token.id}
      loading={loading}
      empty={t`No tokens yet`}
      emptyHint={t`Create token gives your identity provider the credential it provisions with.`}
      minWidth={640}
    />
  );
}
