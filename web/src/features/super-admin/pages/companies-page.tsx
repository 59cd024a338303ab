import { Stack, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';

/** The super administrator's Company List; the companies issue adds the list call and its table. */
export default function CompaniesPage() {
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        Company List
      </Title>
      <EmptyState icon={<IconBuilding size={28} aria-hidden />} title="No Companies Found">
        Customer companies will be listed here.
      </EmptyState>
    </Stack>
  );
}
