import { Title } from '@mantine/core';

// Scaffold for the merge of issue 10: the external training helper replaces this page.
export default function ExternalTrainingReportPage() {
  return <Title order={1}>External Training Report</Title>;
}
