import { Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { AuditLogView } from '../components/audit-log-view';

const OWN_COMPANY = {};

/** Admin › Audit Log: every change made in the company, who made it and when, newest first. */
export default function AuditLogPage() {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <PageHeader title="Audit Log" />
        <Text size="sm" c="dimmed">
          Every change made to your company&apos;s people, courses, records and settings: who made it, when, and the
          values before and after. Events cannot be changed or removed.
        </Text>
      </Stack>
      <AuditLogView scope={OWN_COMPANY} caption="Audit log events" />
    </Stack>
  );
}
