import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TProfile } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../layout/page-loader';
import { useProfile } from '../api/queries';

/** A screen of the signed-in user's own account: its heading and content once the profile is read. */
export function ProfileScreen({ title, children }: { title: ReactNode; children: (profile: TProfile) => ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <LoadError onRetry={profile.refetch} />;
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {title}
      </Title>
      {children(profile.data)}
    </Stack>
  );
}
