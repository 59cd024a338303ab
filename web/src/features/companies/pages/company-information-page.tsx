import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../layout/page-loader';
import { InfoField } from '../components/info-field';
import { useCompanyDetails } from '../api/queries';
import { EditAccountInfoPanel } from '../components/edit-account-info-panel';
import { LoadError } from '../../../components/load-error';
import { TwoStepRequirementSwitch } from '../components/two-step-requirement-switch';
import { DefaultLanguageSelect } from '../components/default-language-select';

/**
 * Company Information: Account Information (company name, address, phone) and the Edit Account Info panel, the
 * two-step requirement and the default language.
 */
export default function CompanyInformationPage() {
  const { t } = useLingui();
  const details = useCompanyDetails();
  const [editing, setEditing] = useState(false);
  if (details.isPending) return <PageLoader />;
  if (details.isError) return <LoadError onRetry={details.refetch} />;
  const company = details.data;
  const address = [company.street, company.city, company.county, company.postcode, company.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              <Trans>Account Information</Trans>
            </Title>
            <Button onClick={() => setEditing(true)}>
              <Trans>Edit Account Info</Trans>
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <InfoField label={t`Company Name`} value={company.company_name} />
            <InfoField label={t`Address`} value={address} />
            <InfoField label={t`Phone`} value={company.phone} />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            <Trans>Security</Trans>
          </Title>
          <TwoStepRequirementSwitch company={company} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            <Trans>Language</Trans>
          </Title>
          <DefaultLanguageSelect company={company} />
        </Stack>
      </Paper>
      <EditAccountInfoPanel opened={editing} company={company} onClose={() => setEditing(false)} />
    </Stack>
  );
}
