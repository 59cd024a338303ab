import { useId, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { SSO_PROTOCOL_LABELS, SSO_TEST_STATUS, type TSsoConnection } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { certificateExpiry, soonestExpiry } from '../lib/certificate-expiry';
import { IdpSetupValues } from './idp-setup-values';
import { TestResultPanel, type TTestRun } from './test-result-panel';

const TEST_WORDS = {
  [SSO_TEST_STATUS.PASSED]: { text: msg`Passed`, color: 'teal' },
  [SSO_TEST_STATUS.FAILED]: { text: msg`Failed`, color: 'red' },
  [SSO_TEST_STATUS.PENDING]: { text: msg`Not finished`, color: 'gray' },
} as const;

interface TConnectionCardProps {
  connection: TSsoConnection;
  /** The connection the login page sends the verified domains to. */
  isLoginConnection: boolean;
  /** This connection's test under way or just finished, if any. */
  run: TTestRun | null;
  testing: boolean;
  onTest: () => void;
  onCloseTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One connection: what it is, its last test and certificate, its actions, a test's result and the IdP's values. */
export function ConnectionCard(props: TConnectionCardProps) {
  const { connection, isLoginConnection, run, testing, onTest, onCloseTest, onEdit, onDelete, deleting } = props;
  const { t } = useLingui();
  const headingId = useId();
  const name = connection.name;
  const certificate = soonestExpiry(connection.saml?.certificates ?? []);
  const expiry = certificate ? certificateExpiry(certificate.not_after) : null;
  const lastTest = connection.last_test;
  const notAfter = certificate ? formatShortDate(certificate.not_after) : '';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={6}>
            <Title order={3} fz="lg" id={headingId}>
              {connection.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color="indigo" tt="none" radius="sm">
                {specText(SSO_PROTOCOL_LABELS[connection.protocol])}
              </Badge>
              <Badge variant="light" color={connection.enabled ? 'teal' : 'gray'} tt="none" radius="sm">
                {connection.enabled ? t`Enabled` : t`Disabled`}
              </Badge>
              {isLoginConnection && (
                <Badge variant="outline" color="indigo" tt="none" radius="sm">
                  <Trans>Login connection</Trans>
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button
              size="sm"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={onTest}
              loading={testing}
              aria-label={t`Test connection ${name}`}
            >
              <Trans>Test connection</Trans>
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={onEdit}
              aria-label={t`Edit ${name}`}
            >
              <Trans>Edit</Trans>
            </Button>
            <Button
              size="sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
              loading={deleting}
              aria-label={t`Delete ${name}`}
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          <Fact term={t`Last test`}>
            {lastTest ? (
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color={TEST_WORDS[lastTest.status].color} tt="none" radius="sm">
                  {t(TEST_WORDS[lastTest.status].text)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDateTime(lastTest.at)}
                </Text>
              </Group>
            ) : (
              <Text size="sm">
                <Trans>Never tested</Trans>
              </Text>
            )}
          </Fact>
          {connection.oidc && (
            <Fact term={t`Issuer`}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {connection.oidc.issuer}
              </Text>
            </Fact>
          )}
          {connection.saml && (
            <Fact term={t`Signing certificate`}>
              {certificate && expiry ? (
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" color={expiry.color} tt="none" radius="sm">
                    {expiry.text}
                  </Badge>
                  <Text size="sm" c={expiry.color === 'teal' ? 'dimmed' : `${expiry.color}.9`}>
                    {expiry.days < 0 ? <Trans>Expired on {notAfter}</Trans> : <Trans>Expires on {notAfter}</Trans>}
                  </Text>
                </Group>
              ) : (
                <Text size="sm">
                  <Trans>None in the metadata</Trans>
                </Text>
              )}
            </Fact>
          )}
        </SimpleGrid>

        {run && <TestResultPanel key={run.testId} run={run} onClose={onCloseTest} />}

        <Accordion variant="separated" radius="md" chevronPosition="left">
          <Accordion.Item value="setup">
            {/* Named for its connection: a screen reader's list of buttons tells the cards' apart. */}
            <Accordion.Control>
              <Trans>
                What to copy into your IdP <VisuallyHidden component="span">for {name}</VisuallyHidden>
              </Trans>
            </Accordion.Control>
            <Accordion.Panel>
              <IdpSetupValues connection={connection} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}

/** A term and its value in the card's description list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500} tt="uppercase">
        {term}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </div>
  );
}
