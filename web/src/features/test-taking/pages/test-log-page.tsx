import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams, useRouter } from '@tanstack/react-router';
import type { TTestLogSummary } from '@skillway/shared';
import { isApiError, useSession } from '../../../api';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { formatDateTime } from '../../../lib/format-date';
import { TEST_LOG_PAGE_SIZE, useTestLogs } from '../api/queries';
import { TestResultPanel } from '../components/test-result-panel';
import { ButtonLink } from '../../../components/links/button-link';

/**
 * /courses/test/log/{id}/{userId}: one user's attempts at a course's test (the learner's own, or a team member's
 * for their manager, anyone's for the administrator), each opening the read-only Test Result panel.
 */
export default function TestLogPage() {
  const { t } = useLingui();
  const { id, userId } = useParams({ from: '/courses/test/log/$id/$userId' });
  const session = useSession();
  const router = useRouter();
  const list = useListParams({ limit: TEST_LOG_PAGE_SIZE });
  const [openLog, setOpenLog] = useState<string | null>(null);
  const logs = useTestLogs(id, userId, list.params.page);
  const own = session?.user.id === userId;

  const columns: readonly TColumn<TTestLogSummary>[] = [
    { key: 'date', header: t`Attempted Date`, cell: (log) => formatDateTime(log.created_at) },
    {
      key: 'result',
      header: t`Result`,
      cell: ({ score, passed }) => (
        <Text size="sm" fw={600} c={passed ? 'green.8' : 'red.8'}>
          {passed ? t`${score}% Passed` : t`${score}% Failed`}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: ({ id: logId, attempt }) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setOpenLog(logId)}
          aria-label={t`See detail of attempt ${attempt}`}
        >
          <Trans>See detail</Trans>
        </Button>
      ),
    },
  ];

  const back = own ? (
    <ButtonLink
      to="/courses/player/$id"
      params={{ id }}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      <Trans>Back to Course</Trans>
    </ButtonLink>
  ) : (
    <Button
      variant="default"
      onClick={() => router.history.back()}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      <Trans>Back to Course</Trans>
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz={24}>
          <Trans>Test Log</Trans>
        </Title>
        {back}
      </Group>
      {logs.isError ? (
        <Alert color="red" role="alert">
          {isApiError(logs.error) && logs.error.status === 404
            ? t`No test log was found.`
            : t`The test log could not be loaded.`}
        </Alert>
      ) : (
        <ListCard
          list={list}
          total={logs.data?.meta.pagination.total ?? 0}
          pageSizes={[TEST_LOG_PAGE_SIZE]}
          paging="several-pages"
          caption={t`Test attempts`}
          columns={columns}
          rows={logs.data?.data ?? []}
          rowId={(log) => log.id}
          loading={logs.isFetching}
          empty={t`No attempts yet.`}
          minWidth={320}
        />
      )}
      <TestResultPanel logId={openLog} onClose={() => setOpenLog(null)} />
    </Stack>
  );
}
