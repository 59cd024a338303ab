import { useEffect } from 'react';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MSG, type TCompanyDeleteJob } from '@skillway/shared';
import { notifySuccess } from '../../../lib/notify';
import { companyKeys } from '../api/query-keys';
import { useDeleteStatus } from '../api/queries';

const STATUS_TEXT: Record<TCompanyDeleteJob['status'], string> = {
  pending: 'Waiting to start…',
  running: 'Deleting the company’s records, files and sign-ins…',
  done: 'Finished.',
};

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={24} fw={700}>
        {value.toLocaleString('en-GB')}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * A company's delete job as it runs: the counters grow while the background job works; once it is done the Company
 * List comes back with a toast.
 */
export function DeleteCompanyProgress({ companyId, companyName }: { companyId: string; companyName: string }) {
  const status = useDeleteStatus(companyId, true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const job = status.data;
  const done = job?.status === 'done';

  useEffect(() => {
    if (!done) return;
    notifySuccess(MSG.COMPANY_DELETED);
    void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    void navigate({ to: '/super-admin/companies' });
  }, [done, navigate, queryClient]);

  return (
    <Paper withBorder radius="md" p="lg" maw={640} role="region" aria-label="Delete progress">
      <Stack gap="md">
        <Title order={2} fz={20}>
          Deleting {job?.company_name ?? companyName}
        </Title>
        <Text size="sm" aria-live="polite">
          {job ? STATUS_TEXT[job.status] : 'Starting…'}
        </Text>
        <Progress
          value={100}
          striped={!done}
          animated={!done}
          color={done ? 'green' : 'indigo'}
          aria-label="Delete progress"
        />
        {job && (
          <SimpleGrid cols={3} spacing="sm">
            <Count label="Records" value={job.deleted_items} />
            <Count label="Files" value={job.deleted_files} />
            <Count label="Sign-ins" value={job.deleted_sign_ins} />
          </SimpleGrid>
        )}
        {status.isError && (
          <Alert color="red" title="The progress could not be read">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{MSG.GENERIC_ERROR} The delete carries on in the background.</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => void status.refetch()}>
                  Try again
                </Button>
                <Button size="xs" variant="subtle" onClick={() => void navigate({ to: '/super-admin/companies' })}>
                  Back to the Company List
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
