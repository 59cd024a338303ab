import { useId, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { SidePanel } from '../../../components/side-panel';
import { RecertificationSettingsForm } from '../../courses/components/recertification-form';
import { usePlaylistRecertificationImpact, useUpdatePlaylistRecertification } from '../api/recertification-mutations';

/**
 * The playlist's Recertification section (issue 29, a programme): one set of certificate validity and renewal
 * settings saved on every course of the playlist. The playlist keeps no settings of its own (each course then holds
 * them, shown on its own page), so the form starts from "Never expires" and always asks how many issued certificates
 * of its courses would change.
 */
export function PlaylistRecertificationSection({
  playlistId,
  courseIds,
}: {
  playlistId: string;
  /** The playlist's courses: they take the settings, so none of them can be the renewal course. */
  courseIds: readonly string[];
}) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const save = useUpdatePlaylistRecertification(playlistId);
  const impact = usePlaylistRecertificationImpact(playlistId);
  const empty = courseIds.length === 0;
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
            disabled={empty}
          >
            Set Recertification for All Courses
          </Button>
        </Group>
        <Text size="sm">Set the same certificate validity and renewal for every course of this playlist.</Text>
      </Stack>
      <SidePanel opened={editing} onClose={() => setEditing(false)} title="Recertification">
        {editing && (
          <RecertificationSettingsForm
            settings={null}
            excludeCourseIds={courseIds}
            alwaysAskImpact
            impact={impact.mutateAsync}
            save={save.mutateAsync}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        )}
      </SidePanel>
    </Paper>
  );
}
