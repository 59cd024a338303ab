import { Stack, Text, Title } from '@mantine/core';
import type { TAuditTargetType } from '@skillway/shared';
import { AuditLogView } from './audit-log-view';

const OWN_COMPANY = {};

/** A record's History tab: the audit log's events about it (a user, a course, a certificate), newest first. */
export function AuditHistory({ type, id, name }: { type: TAuditTargetType; id: string; name: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        History
      </Title>
      <Text size="sm" c="dimmed">
        Every change made to {name}, from the audit log.
      </Text>
      <AuditLogView scope={OWN_COMPANY} target={{ type, id, name }} caption={`History of ${name}`} />
    </Stack>
  );
}
