import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { SSO_MESSAGES, type TSsoConnection, type TSsoSettings } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeleteConnection, useStartTest } from '../api/mutations';
import { openTestWindow, sendTestWindow } from '../lib/test-window';
import { ConnectionCard } from './connection-card';
import type { TTestRun } from './test-result-panel';

/**
 * The company's connections, each with Test connection, Edit and Delete. One test runs at a time: its window is
 * opened at the click, sent to the test's URL once the API has started it, and its result shows under its connection.
 */
export function ConnectionsSection({
  settings,
  onEdit,
}: {
  settings: TSsoSettings;
  onEdit: (connection: TSsoConnection) => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const startTest = useStartTest();
  const remove = useDeleteConnection();
  const [run, setRun] = useState<TTestRun | null>(null);

  const test = (connection: TSsoConnection) => {
    const popup = openTestWindow();
    startTest.mutate(connection.id, {
      onSuccess: ({ test_id, test_url }) => {
        const opened = sendTestWindow(popup, test_url);
        setRun({
          connectionId: connection.id,
          testId: test_id,
          testUrl: test_url,
          startedAt: Date.now(),
          blocked: !opened,
        });
      },
      onError: (error) => {
        popup?.close();
        notifyApiError(error);
      },
    });
  };

  const confirmDelete = async (connection: TSsoConnection) => {
    const name = connection.name;
    const ok = await confirmAction({
      title: t`Delete connection`,
      message: t`Delete ${name}? Nobody can sign in with it any more, and its settings are lost.`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(connection.id, {
      onSuccess: (answer) => {
        if (run?.connectionId === connection.id) setRun(null);
        notifySuccess(specText(answer.message || SSO_MESSAGES.CONNECTION_DELETED));
      },
      // 409 while it is the connection of enforced sign-in: the server's message says what to do first.
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        <Trans>Connections</Trans>
      </Title>
      {settings.connections.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>
            No connections yet. Add connection links your identity provider (Microsoft Entra ID, Google Workspace, Okta
            or any OpenID Connect or SAML 2.0 provider).
          </Trans>
        </Text>
      ) : (
        settings.connections.map((connection) => (
          <ConnectionCard
            key={connection.id}
            connection={connection}
            isLoginConnection={settings.connection_id === connection.id}
            run={run?.connectionId === connection.id ? run : null}
            testing={startTest.isPending && startTest.variables === connection.id}
            onTest={() => test(connection)}
            onCloseTest={() => setRun(null)}
            onEdit={() => onEdit(connection)}
            onDelete={() => void confirmDelete(connection)}
            deleting={remove.isPending && remove.variables === connection.id}
          />
        ))
      )}
    </Stack>
  );
}
