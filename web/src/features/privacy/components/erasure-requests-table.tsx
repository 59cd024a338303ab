import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TPrivacyRequest } from '@skillway/shared';
import { useDecideErasureRequest, useErasureRequests } from '../api/erasure-request-api';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/format-date';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';

const STATUS_COLOR: Record<TPrivacyRequest['status'], string> = {
  pending: 'orange',
  approved: 'blue',
  declined: 'gray',
  completed: 'green',
};
const STATUS_LABEL: Record<TPrivacyRequest['status'], MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  declined: msg`Declined`,
  completed: msg`Erased`,
};

/** The company's erasure requests: pending first; approve (erases the user) or decline; decided ones stay as the record. */
export function ErasureRequestsTable() {
  const { t } = useLingui();
  const requests = useErasureRequests();
  const decide = useDecideErasureRequest();
  const run = async (request: TPrivacyRequest, decision: 'approve' | 'decline') => {
    const approve = decision === 'approve';
    const userName = request.user_name;
    const confirmed = await confirmAction({
      title: approve ? t`Erase ${userName}?` : t`Decline ${userName}'s request?`,
      message: approve
        ? t`Approving erases the user now: their name and email are replaced by a pseudonym, and their personal data is removed (training records are kept only if the company keeps them as a legal obligation). This cannot be undone.`
        : t`The user keeps their account and data; the request is kept, marked declined.`,
      confirmLabel: approve ? t`Approve and erase` : t`Decline`,
      danger: approve,
    });
    if (!confirmed) return;
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: (answer) => notifySuccess(specText(answer.message ?? '')),
        onError: (error) => notifyApiError(error),
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz={20}>
          <Trans>Erasure requests</Trans>
        </Title>
        <Text size="sm" maw={720}>
          <Trans>
            Users can ask to be erased from their profile. Approving a request erases the user; declining keeps them.
            Every request and its decision is kept here as the record.
          </Trans>
        </Text>
        {requests.isPending && <Loader size="sm" role="img" aria-label={t`Loading erasure requests`} />}
        {requests.isError && <LoadError onRetry={requests.refetch} />}
        {requests.data && requests.data.length === 0 && (
          <Text size="sm">
            <Trans>No requests yet.</Trans>
          </Text>
        )}
        {requests.data && requests.data.length > 0 && (
          <Table aria-label={t`Erasure requests`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>User</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Asked</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Reason</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.map((request) => {
                const userName = request.user_name;
                return (
                  <Table.Tr key={request.id}>
                    <Table.Td>{request.user_name}</Table.Td>
                    <Table.Td>{formatDateTime(request.requested_at)}</Table.Td>
                    <Table.Td>{request.reason ?? '–'}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[request.status]} variant="light">
                        {t(STATUS_LABEL[request.status])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {request.status === 'pending' || request.status === 'approved' ? (
                        <Group gap="xs">
                          <Button
                            size="xs"
                            color="red"
                            aria-label={t`Approve ${userName}'s request`}
                            onClick={() => void run(request, 'approve')}
                            loading={decide.isPending}
                          >
                            <Trans>Approve</Trans>
                          </Button>
                          {request.status === 'pending' && (
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={t`Decline ${userName}'s request`}
                              onClick={() => void run(request, 'decline')}
                              disabled={decide.isPending}
                            >
                              <Trans>Decline</Trans>
                            </Button>
                          )}
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {request.decided_at ? formatDateTime(request.decided_at) : '–'}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
