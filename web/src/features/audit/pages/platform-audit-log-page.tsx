import { Stack, Text } from '@mantine/core';
import { PLATFORM_COMPANY_ID } from '@skillway/shared';
import { PageHeader } from '../../../components/page-header';
import { AuditLogView } from '../components/audit-log-view';

const PLATFORM = { companyId: PLATFORM_COMPANY_ID };

/** The platform console's Audit Log: the super administrators' and the system's platform actions. */
export default function PlatformAuditLogPage() {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <PageHeader title="Platform Audit Log" />
        <Text size="sm" c="dimmed">
          Actions on the platform itself. A company&apos;s own log is on its page, under Audit Log.
        </Text>
      </Stack>
      <AuditLogView scope={PLATFORM} caption="Platform audit log events" />
    </Stack>
  );
}
