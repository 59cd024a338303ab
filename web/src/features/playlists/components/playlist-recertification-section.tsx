import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { RecertificationFrame } from '../../courses/components/recertification-frame';
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
  const { t } = useLingui();
  const save = useUpdatePlaylistRecertification(playlistId);
  const impact = usePlaylistRecertificationImpact(playlistId);
  return (
    <RecertificationFrame
      action={t`Set Recertification for All Courses`}
      disabled={courseIds.length === 0}
      form={(close) => (
        <RecertificationSettingsForm
          settings={null}
          excludeCourseIds={courseIds}
          alwaysAskImpact
          impact={impact.mutateAsync}
          save={save.mutateAsync}
          onSaved={close}
          onCancel={close}
        />
      )}
    >
      <Text size="sm">
        <Trans>Set the same certificate validity and renewal for every course of this playlist.</Trans>
      </Text>
    </RecertificationFrame>
  );
}
