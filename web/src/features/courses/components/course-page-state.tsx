import type { ReactNode } from 'react';
import { Alert, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MSG } from '@skillway/shared';
import { AnchorLink } from '../../../components/links/anchor-link';

export function BackToLibrary() {
  return (
    <AnchorLink to="/admin/courses" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to Full Course Library
      </Group>
    </AnchorLink>
  );
}

/** What a course page shows before its course is there: a loader, or the load error with the way back. */
export function CoursePageState({ isPending, back = <BackToLibrary /> }: { isPending: boolean; back?: ReactNode }) {
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the course" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <Alert color="red" title="This course could not be loaded">
        {MSG.GENERIC_ERROR}
      </Alert>
    </Stack>
  );
}
