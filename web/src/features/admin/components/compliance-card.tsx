import { Plural, Trans } from '@lingui/react/macro';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { CardLink } from '../../../components/links/card-link';
import { useComplianceSummary } from '../../compliance/api/queries';

/**
 * The company's compliance figure on the admin landing ("Compliance: 87% in date"), opening the Compliance screen.
 * Shown only once there are required courses (a company without any has no figure to show); while it loads or
 * if it cannot, the landing simply goes without it.
 */
export function ComplianceCard() {
  const summary = useComplianceSummary();
  const data = summary.data;
  if (!data || data.courses.length === 0) return null;
  const courses = data.courses.length;
  const { percent, in_date: inDate, required } = data;
  return (
    // Named by all it shows, so the name holds the visible text (WCAG 2.5.3).
    <CardLink to="/admin/compliance" withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon size={48} radius="md" variant="light" color="teal">
          <IconShieldCheck size={26} aria-hidden />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700} fz="lg">
            <Trans>Compliance: {percent}% in date</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              {inDate} of {required} required course enrolments in date, across{' '}
              <Plural value={courses} one="# required course" other="# required courses" />.
            </Trans>
          </Text>
        </Stack>
      </Group>
    </CardLink>
  );
}
