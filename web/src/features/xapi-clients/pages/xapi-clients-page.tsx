import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnected, IconPlus } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { XAPI_CLIENT_LIMITS } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { CopyField } from '../../sso/components/copy-field';
import { useXapiClients, xapiClientsQueryOptions } from '../api/queries';
import { ClientsTable } from '../components/clients-table';
import { CreateClientModal } from '../components/create-client-modal';
import { ForwardingSection } from '../../xapi-forwarding/components/forwarding-section';

/**
 * The route starts the clients' request once the guard lets the administrator in (screenRoute reads it from here).
 * @public
 */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(xapiClientsQueryOptions());
}

/**
 * xAPI (Admin › Integrations, issue 35): the company's LRS clients, the Basic credentials authoring tools, xAPI
 * content hosted elsewhere and analytics tools use at the LRS endpoint. Each is created with its scopes, an optional
 * expiry and a default xAPI version, its secret shown once; listed with when it was last used; revoked when no
 * longer needed.
 */
export default function XapiClientsPage() {
  const { t } = useLingui();
  const clients = useXapiClients();
  const [creating, setCreating] = useState(false);
  const endpointHeading = useId();
  const clientsHeading = useId();
  const list = clients.data?.data ?? [];
  const max = XAPI_CLIENT_LIMITS.clientsPerCompany;
  const full = list.length >= max;
  const create = () => setCreating(true);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <PageHeader title={t`xAPI (LRS)`}>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create} disabled={full}>
            <Trans>Create LRS client</Trans>
          </Button>
        </PageHeader>
        <Text size="sm" c="dimmed">
          {full
            ? t`A company may hold at most ${max} LRS clients: revoke one to create another.`
            : t`Authoring tools, xAPI content hosted elsewhere and analytics tools send and read learning records through your company's learning record store (LRS). Give each one a client of its own, so you can revoke it on its own.`}
        </Text>
      </Stack>

      {clients.isError ? (
        <LoadError title={t`The LRS clients could not be loaded`} onRetry={clients.refetch} />
      ) : (
        <>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'xl' }}
            component="section"
            aria-labelledby={endpointHeading}
          >
            <Stack gap="md">
              <Title order={2} fz="lg" id={endpointHeading}>
                <Trans>LRS connection</Trans>
              </Title>
              {clients.data ? (
                <CopyField
                  label={t`LRS endpoint`}
                  value={clients.data.endpoint}
                  hint={t`Authentication: HTTP Basic, with a client's key as the user name and its secret as the password.`}
                />
              ) : (
                <Skeleton height={56} aria-hidden />
              )}
              <Stack gap="xs">
                <Title order={3} fz="md">
                  <Trans>Point an authoring tool at this endpoint</Trans>
                </Title>
                <Text size="sm">
                  <Trans>
                    Articulate Storyline and Rise, Adobe Captivate and iSpring Suite report to an LRS with three
                    settings. In the tool's xAPI (Tin Can) or LRS reporting options, enter:
                  </Trans>
                </Text>
                <List size="sm" spacing={4}>
                  <List.Item>
                    <Trans>
                      <strong>LRS endpoint</strong>: the address above.
                    </Trans>
                  </List.Item>
                  <List.Item>
                    <Trans>
                      <strong>User name</strong> (or LRS key): the client's key.
                    </Trans>
                  </List.Item>
                  <List.Item>
                    <Trans>
                      <strong>Password</strong> (or LRS secret): the client's secret, shown once when you create it.
                    </Trans>
                  </List.Item>
                </List>
              </Stack>
            </Stack>
          </Paper>

          <Stack gap="sm" component="section" aria-labelledby={clientsHeading}>
            <Title order={2} fz="lg" id={clientsHeading}>
              <Trans>LRS clients</Trans>
            </Title>
            {clients.isSuccess && list.length === 0 ? (
              <NoClients onCreate={create} />
            ) : (
              <ClientsTable clients={list} loading={clients.isPending} />
            )}
          </Stack>
        </>
      )}

      <ForwardingSection />

      <CreateClientModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function NoClients({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconPlugConnected size={26} aria-hidden />
        </ThemeIcon>
        <Title order={3} fz="lg">
          <Trans>No LRS clients yet</Trans>
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          <Trans>Create one for each authoring tool or system that sends or reads learning records.</Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          <Trans>Create LRS client</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
