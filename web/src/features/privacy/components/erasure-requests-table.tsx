import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TPrivacyRequest } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { confirmAction } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDecideErasureRequest, useErasureRequests } from '../api/erasure-request-api';

const STATUS_COLOR: Record<TPrivacyRequest['status'], string> = {
  pending: 'orange',
  approved: 'blue',
  declined: 'gray',
  completed: 'green',
};
const STATUS_LABEL: Record<TPrivacyRequest['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  completed: 'Erased',
};

/** The company's erasure requests: pending first; approve (erases the user) or decline; decided ones stay as the record. */
export function ErasureRequestsTable() {
  const requests = useErasureRequests();
  const decide = useDecideErasureRequest();
  const run = async (request: TPrivacyRequest, decision: 'approve' | 'decline') => {
    const approve = decision === 'approve';
    const confirmed = await confirmAction({
      title: approve ? `Erase ${request.user_name}?` : `Decline ${request.user_name}'s request?`,
      message: approve
        ? 'Approving erases the user now: their name and email are replaced by a pseudonym, and their personal data is removed (training records are kept only if the company keeps them as a legal obligation). This cannot be undone.'
        : 'The user keeps their account and data; the request is kept, marked declined.',
      confirmLabel: approve ? 'Approve and erase' : 'Decline',
      danger: approve,
    });
    if (!confirmed) return;
    decide.mutate(
      { id: request.id, decision },
      { onSuccess: (answer) => notifySuccess(answer.message ?? ''), onError: (error) => notifyApiError(error) },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz={20}>
          Erasure requests
        </Title>
        <Text size="sm" maw={720}>
          Users can ask to be erased from their profile. Approving a request erases the user; declining keeps them.
          Every request and its decision is kept here as the record.
        </Text>
        {requests.isPending && <Loader size="sm" role="img" aria-label="Loading erasure requests" />}
        {requests.isError && <LoadError onRetry={requests.refetch} />}
        {requests.data && requests.data.length === 0 && <Text size="sm">No requests yet.</Text>}
        {requests.data && requests.data.length > 0 && (
          <Table aria-label="Erasure requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Asked</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>{request.user_name}</Table.Td>
                  <Table.Td>{formatDateTime(request.requested_at)}</Table.Td>
                  <Table.Td>{request.reason ?? '–'}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[request.status]} variant="light">
                      {STATUS_LABEL[request.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {request.status === 'pending' || request.status === 'approved' ? (
                      <Group gap="xs">
                        <Button
                          size="xs"
                          color="red"
                          aria-label={`Approve ${request.user_name}'s request`}
                          onClick={() => void run(request, 'approve')}
                          loading={decide.isPending}
                        >
                          Approve
                        </Button>
                        {request.status === 'pending' && (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Decline ${request.user_name}'s request`}
                            onClick={() => void run(request, 'decline')}
                            disabled={decide.isPending}
                          >
                            Decline
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
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
