import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MSG, type TCompanyDeleteJob } from '@skillway/shared';
import { notifySuccess } from '../../../lib/notify';
import { companyKeys } from '../api/query-keys';
import { useDeleteStatus } from '../api/queries';
import { specText } from '../../../i18n/spec-text';

const STATUS_TEXT: Record<TCompanyDeleteJob['status'], MessageDescriptor> = {
  pending: msg`Waiting to start…`,
  running: msg`Deleting the company’s records, files and sign-ins…`,
  done: msg`Finished.`,
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
  const { t } = useLingui();
  const status = useDeleteStatus(companyId, true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const job = status.data;
  const done = job?.status === 'done';
  const name = job?.company_name ?? companyName;

  useEffect(() => {
    if (!done) return;
    notifySuccess(specText(MSG.COMPANY_DELETED));
    void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    void navigate({ to: '/super-admin/companies' });
  }, [done, navigate, queryClient]);

  return (
    <Paper withBorder radius="md" p="lg" maw={640} role="region" aria-label={t`Delete progress`}>
      <Stack gap="md">
        <Title order={2} fz={20}>
          <Trans>Deleting {name}</Trans>
        </Title>
        <Text size="sm" aria-live="polite">
          {job ? t(STATUS_TEXT[job.status]) : t`Starting…`}
        </Text>
        <Progress
          value={100}
          striped={!done}
          animated={!done}
          color={done ? 'green' : 'indigo'}
          aria-label={t`Delete progress`}
        />
        {job && (
          <SimpleGrid cols={3} spacing="sm">
            <Count label={t`Records`} value={job.deleted_items} />
            <Count label={t`Files`} value={job.deleted_files} />
            <Count label={t`Sign-ins`} value={job.deleted_sign_ins} />
          </SimpleGrid>
        )}
        {status.isError && (
          <Alert color="red" title={t`The progress could not be read`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {specText(MSG.GENERIC_ERROR)} <Trans>The delete carries on in the background.</Trans>
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => void status.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
                <Button size="xs" variant="subtle" onClick={() => void navigate({ to: '/super-admin/companies' })}>
                  <Trans>Back to the Company List</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
