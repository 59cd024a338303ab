import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../layout/page-loader';
import { InfoField } from '../components/info-field';
import { useCompanyDetails } from '../api/queries';
import { EditAccountInfoPanel } from '../components/edit-account-info-panel';
import { LoadError } from '../../../components/load-error';
import { TwoStepRequirementSwitch } from '../components/two-step-requirement-switch';

/** Company Information: Account Information (company name, address, phone) and the Edit Account Info panel. */
export default function CompanyInformationPage() {
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
              Account Information
            </Title>
            <Button onClick={() => setEditing(true)}>Edit Account Info</Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <InfoField label="Company Name" value={company.company_name} />
            <InfoField label="Address" value={address} />
            <InfoField label="Phone" value={company.phone} />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            Security
          </Title>
          <TwoStepRequirementSwitch company={company} />
        </Stack>
      </Paper>
      <EditAccountInfoPanel opened={editing} company={company} onClose={() => setEditing(false)} />
    </Stack>
  );
}
