import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { isApiError } from '../../../api';
import { AnchorLink } from '../../../components/links/anchor-link';

export function BackToLibrary() {
  return (
    <AnchorLink to="/admin/courses" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        <Trans>Back to Full Course Library</Trans>
      </Group>
    </AnchorLink>
  );
}

interface TCoursePageStateProps {
  isPending: boolean;
  /** The course's load error: a 404 (no such course, or another company's) says the course was not found. */
  error?: unknown;
  back?: ReactNode;
}

/**
 * What a course page shows before its course is there: a loader, or why it is not (not found, as the playlist and
 * learner pages say it, or the load error) with the way back.
 */
export function CoursePageState({ isPending, error, back = <BackToLibrary /> }: TCoursePageStateProps) {
  const { t } = useLingui();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the course`} />
      </Center>
    );
  }
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Stack gap="md">
      {back}
      <Alert
        color={notFound ? 'gray' : 'red'}
        title={notFound ? t`Course not found` : t`This course could not be loaded`}
      >
        {notFound
          ? t`This course does not exist, or it is not one of your company's courses.`
          : specText(MSG.GENERIC_ERROR)}
      </Alert>
    </Stack>
  );
}
