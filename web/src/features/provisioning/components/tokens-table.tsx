import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { TScimToken } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useRevokeScimToken } from '../api/mutations';

function RevokeButton({ token }: { token: TScimToken }) {
  const { t } = useLingui();
  const revoke = useRevokeScimToken();
  const name = token.name;
  const confirmRevoke = async () => {
    const ok = await confirmAction({
      title: t`Revoke token`,
      message: t`Revoke ${name}? Your identity provider's next request with it is refused, so provisioning stops until it has a new token.`,
      confirmLabel: t`Revoke`,
      danger: true,
    });
    if (!ok) return;
    revoke.mutate(token.id, {
      onSuccess: (answer) => notifySuccess(specText(answer.message)),
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
      aria-label={t`Revoke ${name}`}
    >
      <Trans>Revoke</Trans>
    </Button>
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
    { key: 'actions', header: t`Actions`, cell: (token) => <RevokeButton token={token} />, width: 120 },
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
