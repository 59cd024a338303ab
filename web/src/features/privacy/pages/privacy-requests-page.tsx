import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { ErasureRequestsTable } from '../components/erasure-requests-table';
import { RetentionSettingsForm } from '../components/retention-settings-form';

/**
 * Privacy (Admin › Account): the company's privacy rules (training records kept as a legal obligation, retention)
 * and the users' erasure requests with their decisions (docs/privacy.md).
 */
export default function PrivacyRequestsPage() {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <PageHeader title={t`Privacy`} />
      <RetentionSettingsForm />
      <ErasureRequestsTable />
    </Stack>
  );
}
