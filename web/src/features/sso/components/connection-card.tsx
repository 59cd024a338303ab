import { useId, type ReactNode } from 'react';
import { Accordion, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { SSO_PROTOCOL_LABELS, SSO_TEST_STATUS, type TSsoConnection } from '@skillway/shared';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { certificateExpiry, soonestExpiry } from '../lib/certificate-expiry';
import { IdpSetupValues } from './idp-setup-values';
import { TestResultPanel, type TTestRun } from './test-result-panel';

const TEST_WORDS = {
  [SSO_TEST_STATUS.PASSED]: { text: 'Passed', color: 'teal' },
  [SSO_TEST_STATUS.FAILED]: { text: 'Failed', color: 'red' },
  [SSO_TEST_STATUS.PENDING]: { text: 'Not finished', color: 'gray' },
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
  const headingId = useId();
  const certificate = soonestExpiry(connection.saml?.certificates ?? []);
  const expiry = certificate ? certificateExpiry(certificate.not_after) : null;
  const lastTest = connection.last_test;

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
                {SSO_PROTOCOL_LABELS[connection.protocol]}
              </Badge>
              <Badge variant="light" color={connection.enabled ? 'teal' : 'gray'} tt="none" radius="sm">
                {connection.enabled ? 'Enabled' : 'Disabled'}
              </Badge>
              {isLoginConnection && (
                <Badge variant="outline" color="indigo" tt="none" radius="sm">
                  Login connection
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
              aria-label={`Test connection ${connection.name}`}
            >
              Test connection
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={onEdit}
              aria-label={`Edit ${connection.name}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
              loading={deleting}
              aria-label={`Delete ${connection.name}`}
            >
              Delete
            </Button>
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          <Fact term="Last test">
            {lastTest ? (
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color={TEST_WORDS[lastTest.status].color} tt="none" radius="sm">
                  {TEST_WORDS[lastTest.status].text}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDateTime(lastTest.at)}
                </Text>
              </Group>
            ) : (
              <Text size="sm">Never tested</Text>
            )}
          </Fact>
          {connection.oidc && (
            <Fact term="Issuer">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {connection.oidc.issuer}
              </Text>
            </Fact>
          )}
          {connection.saml && (
            <Fact term="Signing certificate">
              {certificate && expiry ? (
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" color={expiry.color} tt="none" radius="sm">
                    {expiry.text}
                  </Badge>
                  <Text size="sm" c={expiry.color === 'teal' ? 'dimmed' : `${expiry.color}.9`}>
                    {expiry.days < 0 ? 'Expired on' : 'Expires on'} {formatShortDate(certificate.not_after)}
                  </Text>
                </Group>
              ) : (
                <Text size="sm">None in the metadata</Text>
              )}
            </Fact>
          )}
        </SimpleGrid>

        {run && <TestResultPanel key={run.testId} run={run} onClose={onCloseTest} />}

        <Accordion variant="separated" radius="md" chevronPosition="left">
          <Accordion.Item value="setup">
            {/* Named for its connection: a screen reader's list of buttons tells the cards' apart. */}
            <Accordion.Control>
              What to copy into your IdP <VisuallyHidden component="span">for {connection.name}</VisuallyHidden>
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
