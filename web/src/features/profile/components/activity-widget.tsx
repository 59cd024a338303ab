import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { TProfile } from '@skillway/shared';
import { ActivityChart, ActivityCounts } from './activity-chart';
import { countsOfProfile } from '../lib/activity-counts';
import { Widget } from './widget';

/** The Activity widget: the learner's chart and counts, and a button to their profile's progress summary. */
export function ActivityWidget({ profile }: { profile: TProfile }) {
  const { t } = useLingui();
  const counts = countsOfProfile(profile);
  return (
    <Widget title={t`My Activity`} link={{ to: '/profile/activity', label: t`My Progress Summary` }}>
      <Stack gap="md" align="stretch">
        <ActivityChart counts={counts} size={180} />
        <ActivityCounts counts={counts} compact />
      </Stack>
    </Widget>
  );
}
