import { useId, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { TCourse } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { recertificationSummary } from '../lib/recertification-form';
import { RecertificationForm } from './recertification-form';

/**
 * The course manager's Recertification section (issue 29): the course's certificate validity and renewal in words,
 * and Edit Recertification, which opens the settings in a side panel (as the course's other edits do).
 */
export function RecertificationSection({ course }: { course: TCourse }) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz={20} id={headingId}>
            Recertification
          </Title>
          <Button
            size="sm"
            variant="light"
            leftSection={<IconCertificate size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit Recertification
          </Button>
        </Group>
        <Stack gap={4}>
          {recertificationSummary(course.recertification).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      </Stack>
      <SidePanel opened={editing} onClose={() => setEditing(false)} title="Recertification">
        {editing && <RecertificationForm course={course} onDone={() => setEditing(false)} />}
      </SidePanel>
    </Paper>
  );
}
