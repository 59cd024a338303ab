import { Button, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { TScimToken } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { confirmAction } from '../../../lib/confirm';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useRevokeScimToken } from '../api/mutations';

function RevokeButton({ token }: { token: TScimToken }) {
  const revoke = useRevokeScimToken();
  const confirmRevoke = async () => {
    const ok = await confirmAction({
      title: 'Revoke token',
      message: `Revoke ${token.name}? Your identity provider's next request with it is refused, so provisioning stops until it has a new token.`,
      confirmLabel: 'Revoke',
      danger: true,
    });
    if (!ok) return;
    revoke.mutate(token.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyApiError(error),
    });
  };
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconBan size={14} aria-hidden />}
      loading={revoke.isPending}
      onClick={() => void confirmRevoke()}
      aria-label={`Revoke ${token.name}`}
    >
      Revoke
    </Button>
  );
}

const COLUMNS: readonly TColumn<TScimToken>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (token) => (
      <Text size="sm" fw={500}>
        {token.name}
      </Text>
    ),
  },
  { key: 'created', header: 'Created', cell: (token) => formatShortDate(token.created_at), width: 120 },
  { key: 'created_by', header: 'Created by', cell: (token) => token.created_by ?? '—' },
  {
    key: 'last_used',
    header: 'Last used',
    cell: (token) => (token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'),
  },
  { key: 'actions', header: 'Actions', cell: (token) => <RevokeButton token={token} />, width: 120 },
];

/** The company's live SCIM tokens; Revoke asks first. */
export function TokensTable({ tokens, loading }: { tokens: readonly TScimToken[]; loading: boolean }) {
  return (
    <DataTable
      caption="SCIM tokens"
      columns={COLUMNS}
      rows={tokens}
      rowId={(token) => token.id}
      loading={loading}
      empty="No tokens yet"
      emptyHint="Create token gives your identity provider the credential it provisions with."
      minWidth={640}
    />
  );
}
