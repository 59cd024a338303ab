import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { TXapiClient } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { RevokeButton } from '../../../components/revoke-button';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { CopyValueButton } from '../../sso/components/copy-field';
import { useRevokeXapiClient } from '../api/mutations';

function RevokeClientButton({ client }: { client: TXapiClient }) {
  const { t } = useLingui();
  const revoke = useRevokeXapiClient();
  const name = client.name;
  return (
    <RevokeButton
      id={client.id}
      name={name}
      title={t`Revoke LRS client`}
      message={t`Revoke ${name}? Every tool using its key and secret is refused from its next request. This cannot be undone.`}
      revoke={revoke}
    />
  );
}

/** The name, and under it the key (the Basic user name, not a secret) with its copy button. */
function NameCell({ client }: { client: TXapiClient }) {
  const { t } = useLingui();
  const name = client.name;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Group gap={4} wrap="nowrap" maw="100%">
        <Code style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{client.key}</Code>
        <CopyValueButton label={t`key of ${name}`} value={client.key} />
      </Group>
    </Stack>
  );
}

function CreatedCell({ client }: { client: TXapiClient }) {
  const { t } = useLingui();
  const by = client.created_by;
  return (
    <Stack gap={2}>
      <span>{formatShortDate(client.created_at)}</span>
      {by && (
        <Text size="xs" c="dimmed">
          {t`by ${by}`}
        </Text>
      )}
    </Stack>
  );
}

function ExpiryCell({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useLingui();
  if (!expiresAt) return <>{t`Never`}</>;
  // A client past its expiry stays listed (and refused by the LRS) until it is revoked.
  const expired = Date.parse(expiresAt) <= Date.now();
  return (
    <Stack gap={2} align="flex-start">
      <span>{formatDateTime(expiresAt)}</span>
      {expired && (
        <Badge color="red" variant="light" size="sm">
          <Trans>Expired</Trans>
        </Badge>
      )}
    </Stack>
  );
}

/** The company's LRS clients; Revoke asks first. */
export function ClientsTable({ clients, loading }: { clients: readonly TXapiClient[]; loading: boolean }) {
  const { t } = useLingui();
  const columns: readonly TColumn<TXapiClient>[] = [
    { key: 'name', header: t`Name and key`, cell: (client) => <NameCell client={client} />, width: 280 },
    {
      key: 'scopes',
      header: t`Scopes`,
      cell: (client) => (
        <Group gap={4}>
          {client.scopes.map((scope) => (
            <Code key={scope}>{scope}</Code>
          ))}
        </Group>
      ),
    },
    { key: 'version', header: t`Default version`, cell: (client) => client.default_version, width: 100 },
    { key: 'expires', header: t`Expires`, cell: (client) => <ExpiryCell expiresAt={client.expires_at} /> },
    {
      key: 'last_used',
      header: t`Last used`,
      cell: (client) => (client.last_used_at ? formatDateTime(client.last_used_at) : t`Never`),
    },
    { key: 'created', header: t`Created`, cell: (client) => <CreatedCell client={client} /> },
    { key: 'actions', header: t`Actions`, cell: (client) => <RevokeClientButton client={client} />, width: 110 },
  ];
  return (
    <DataTable
      caption={t`LRS clients`}
      columns={columns}
      rows={clients}
      rowId={(client) => client.id}
      loading={loading}
      empty={t`No LRS clients yet`}
      minWidth={960}
    />
  );
}
