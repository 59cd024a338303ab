import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useVerifyAuditChain } from '../api/mutations';
import type { TAuditScope } from '../api/query-keys';
import { notifyApiError } from '../../../lib/notify-api-error';

/**
 * Verify chain: the server checks every event's link to the one before it (a changed, removed or inserted event
 * breaks it) and answers how many it checked and the first broken link. The result is announced as it appears.
 */
export function AuditVerify({ scope }: { scope: TAuditScope }) {
  const verify = useVerifyAuditChain(scope);
  const result = verify.data;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        loading={verify.isPending}
        onClick={() => verify.mutate(undefined, { onError: (error) => notifyApiError(error) })}
      >
        Verify chain
      </Button>
      <div role="status" aria-live="polite">
        {result &&
          (result.verified ? (
            <Alert color="green" title="Chain verified" p="sm">
              <Text size="sm">
                All {result.events_checked} {result.events_checked === 1 ? 'event is' : 'events are'} linked and
                unchanged (last event #{result.head_seq}).
              </Text>
            </Alert>
          ) : (
            <Alert color="red" title="Chain broken" p="sm">
              <Text size="sm">
                {result.first_broken
                  ? `Event #${result.first_broken.seq} does not match the chain: ${result.first_broken.reason}. `
                  : ''}
                {result.events_checked} {result.events_checked === 1 ? 'event was' : 'events were'} checked.
              </Text>
            </Alert>
          ))}
      </div>
    </Stack>
  );
}
