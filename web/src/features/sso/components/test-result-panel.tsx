import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockExclamation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { SSO_MAPPING_LABELS, SSO_MESSAGES, SSO_TEST_STATUS, type TSsoTestResult } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';
import { formatDateTime } from '../../../lib/format-date';
import { ssoKeys } from '../api/query-keys';
import { TEST_POLL_LIMIT_MS, stillPolling, useSsoTestResult } from '../api/queries';
import { listenForTestFinished } from '../lib/test-window';

/** A test sign-in under way: which connection, the test, its URL and when it began. */
export interface TTestRun {
  connectionId: string;
  testId: string;
  testUrl: string;
  startedAt: number;
  /** The browser refused the new window: the screen offers the link instead. */
  blocked: boolean;
}

/** The outcome's words, in the active language. */
export const testPassed = () => t`Test sign-in passed`;
export const testFailed = () => t`Test sign-in failed`;
export const testTimedOut = () => t`The test sign-in did not finish within 10 minutes. Run Test connection again.`;

const text = (value: string | string[]) => (Array.isArray(value) ? value.join(', ') : value);
const fieldLabel = (key: string) => {
  const label = (SSO_MAPPING_LABELS as Record<string, string | undefined>)[key];
  return label ? specText(label) : key;
};

/** What the live region says once the test is over (nothing while it runs: the panel itself says so). */
function outcome(result: TSsoTestResult | undefined, timedOut: boolean): string {
  if (result?.status === SSO_TEST_STATUS.PASSED) return `${testPassed()}.`;
  if (result?.status === SSO_TEST_STATUS.FAILED) return `${testFailed()}: ${result.error ?? ''}`;
  return timedOut ? testTimedOut() : '';
}

/**
 * The test sign-in's result under its connection: waiting (with the link to open when the window was blocked), then
 * the claims received and what they map to, or the exact error. The result is asked every 2 s, and at once when the
 * test window says it has finished; a polite live region announces the outcome.
 */
export function TestResultPanel({ run, onClose }: { run: TTestRun; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const result = useSsoTestResult(run.testId, run.startedAt);
  const { data, refetch } = result;
  const finished = data !== undefined && data.status !== SSO_TEST_STATUS.PENDING;
  // The sign-in's request at the IdP has expired by then: a timer says so (polling has stopped at the same time).
  const [expired, setExpired] = useState(() => !stillPolling(undefined, run.startedAt));
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(0, run.startedAt + TEST_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [run.startedAt]);
  const timedOut = !finished && !result.isError && expired;

  useEffect(
    () =>
      listenForTestFinished((test) => {
        if (test === null || test === run.testId) void refetch();
      }),
    [run.testId, refetch],
  );

  // The connection's last test (and whether enforcement may be turned on) changed with the outcome.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ssoKeys.settings() });
  }, [finished, queryClient]);

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={4} fz="md">
            <Trans>Test connection</Trans>
          </Title>
          <Button size="xs" variant="default" onClick={onClose}>
            {finished || timedOut ? t`Close result` : t`Stop waiting`}
          </Button>
        </Group>
        <VisuallyHidden role="status" aria-live="polite">
          {outcome(data, timedOut)}
        </VisuallyHidden>
        {result.isError && <LoadError onRetry={refetch} />}
        {!finished && !timedOut && !result.isError && (
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap">
              <Loader size="sm" role="img" aria-label={t`Waiting for the test sign-in`} />
              <Text size="sm">{specText(SSO_MESSAGES.TEST_PENDING)}</Text>
            </Group>
            {run.blocked ? (
              <Alert color="yellow" title={t`Your browser blocked the new window`}>
                <Anchor href={run.testUrl} target="_blank" size="sm">
                  <Trans>Open the test sign-in</Trans>
                </Anchor>
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>
                  No window?{' '}
                  <Anchor href={run.testUrl} target="_blank" size="sm">
                    Open the test sign-in
                  </Anchor>
                </Trans>
              </Text>
            )}
          </Stack>
        )}
        {timedOut && (
          <Alert color="yellow" icon={<IconClockExclamation size={18} aria-hidden />}>
            {testTimedOut()}
          </Alert>
        )}
        {data?.status === SSO_TEST_STATUS.FAILED && (
          <Alert color="red" title={testFailed()} icon={<IconCircleX size={18} aria-hidden />}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.error}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {formatDateTime(data.at)}
            </Text>
          </Alert>
        )}
        {data?.status === SSO_TEST_STATUS.PASSED && <PassedResult result={data} />}
      </Stack>
    </Paper>
  );
}

function PassedResult({ result }: { result: TSsoTestResult }) {
  const mapped = Object.entries(result.mapped ?? {});
  const claims = Object.entries(result.claims ?? {});
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Alert color="teal" title={testPassed()} icon={<IconCircleCheck size={18} aria-hidden />}>
        <Text size="sm">
          <Trans>
            The identity provider signed the test user in, and the product read their details. Nobody was signed in
            here.
          </Trans>
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {formatDateTime(result.at)}
        </Text>
      </Alert>
      <ValueTable
        caption={t`What the product records`}
        rows={mapped.map(([key, value]) => [fieldLabel(key), text(value)])}
      />
      <ValueTable caption={t`Claims received`} rows={claims.map(([key, value]) => [key, text(value)])} />
    </Stack>
  );
}

/** Two columns of names and values; long values wrap (a phone never scrolls sideways). */
function ValueTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <Table withTableBorder verticalSpacing={6} fz="sm" layout="fixed" captionSide="top" bg="var(--mantine-color-body)">
      <Table.Caption style={{ textAlign: 'start', fontWeight: 600, color: 'var(--mantine-color-text)' }}>
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="38%">
            <Trans>Name</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Value</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="sm" c="dimmed">
                <Trans>None</Trans>
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{name}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
