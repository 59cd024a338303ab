import { Title } from '@mantine/core';

// Scaffold for the merge of issue 10: the reports helper replaces this page.
export default function ReportsLandingPage() {
  return <Title order={1}>Reports</Title>;
}
