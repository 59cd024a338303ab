import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
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
  const { id, userId } = useParams({ from: '/courses/test/log/$id/$userId' });
  const session = useSession();
  const router = useRouter();
  const list = useListParams({ limit: TEST_LOG_PAGE_SIZE });
  const [openLog, setOpenLog] = useState<string | null>(null);
  const logs = useTestLogs(id, userId, list.params.page);
  const own = session?.user.id === userId;

  const columns: readonly TColumn<TTestLogSummary>[] = [
    { key: 'date', header: 'Attempted Date', cell: (log) => formatDateTime(log.created_at) },
    {
      key: 'result',
      header: 'Result',
      cell: (log) => (
        <Text size="sm" fw={600} c={log.passed ? 'green.8' : 'red.8'}>
          {log.score}% {log.passed ? 'Passed' : 'Failed'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (log) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setOpenLog(log.id)}
          aria-label={`See detail of attempt ${log.attempt}`}
        >
          See detail
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
      Back to Course
    </ButtonLink>
  ) : (
    <Button
      variant="default"
      onClick={() => router.history.back()}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back to Course
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz={24}>
          Test Log
        </Title>
        {back}
      </Group>
      {logs.isError ? (
        <Alert color="red" role="alert">
          {isApiError(logs.error) && logs.error.status === 404
            ? 'No test log was found.'
            : 'The test log could not be loaded.'}
        </Alert>
      ) : (
        <ListCard
          list={list}
          total={logs.data?.meta.pagination.total ?? 0}
          pageSizes={[TEST_LOG_PAGE_SIZE]}
          paging="several-pages"
          caption="Test attempts"
          columns={columns}
          rows={logs.data?.data ?? []}
          rowId={(log) => log.id}
          loading={logs.isFetching}
          empty="No attempts yet."
          minWidth={320}
        />
      )}
      <TestResultPanel logId={openLog} onClose={() => setOpenLog(null)} />
    </Stack>
  );
}
