import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { SSO_LIMITS, type TSsoConnection } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { ssoSettingsQueryOptions, useSsoSettings } from '../api/queries';
import { ConnectionFormPanel } from '../components/connection-form';
import { ConnectionsSection } from '../components/connections-section';
import { DomainsSection } from '../components/domains-section';
import { SsoSettingsSection } from '../components/sso-settings-section';

/**
 * The route starts the settings' request once the guard lets the administrator in (screenRoute reads it from here).
 * @public
 */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(ssoSettingsQueryOptions());
}

/**
 * Single Sign-On (Admin › Account): the company's identity provider connections (OpenID Connect or SAML 2.0) with
 * what to copy into the IdP and Test connection; the email domains the login page routes to them; and the login
 * connection with enforcement (administrators keep a break-glass password).
 */
export default function SsoPage() {
  const { t } = useLingui();
  const settings = useSsoSettings();
  const [panel, setPanel] = useState<{ opened: boolean; connection: TSsoConnection | null }>({
    opened: false,
    connection: null,
  });
  const full = (settings.data?.connections.length ?? 0) >= SSO_LIMITS.CONNECTIONS_MAX;
  const max = SSO_LIMITS.CONNECTIONS_MAX;

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <PageHeader title={t`Single Sign-On`}>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setPanel({ opened: true, connection: null })}
            disabled={!settings.isSuccess || full}
          >
            <Trans>Add connection</Trans>
          </Button>
        </PageHeader>
        <Text size="sm" c="dimmed">
          {full
            ? t`A company may hold at most ${max} connections.`
            : t`Let your people sign in with their work account: Microsoft Entra ID, Google Workspace, Okta or any OpenID Connect or SAML 2.0 provider.`}
        </Text>
      </Stack>

      {settings.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading single sign-on`} />
        </Center>
      )}
      {settings.isError && <LoadError title={t`Single sign-on could not be loaded`} onRetry={settings.refetch} />}
      {settings.isSuccess && (
        <>
          <ConnectionsSection
            settings={settings.data}
            onEdit={(connection) => setPanel({ opened: true, connection })}
          />
          <DomainsSection domains={settings.data.domains} />
          {/* Keyed by what was saved, so a save elsewhere (a connection deleted) starts the form from the server. */}
          <SsoSettingsSection
            key={`${settings.data.connection_id ?? ''}:${String(settings.data.enforced)}`}
            settings={settings.data}
          />
        </>
      )}

      <ConnectionFormPanel
        opened={panel.opened}
        connection={panel.connection}
        onClose={() => setPanel((before) => ({ ...before, opened: false }))}
      />
    </Stack>
  );
}
