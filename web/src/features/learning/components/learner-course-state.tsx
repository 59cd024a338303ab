import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { BackToCourses } from './back-to-courses';

/** What a learner's course screen shows before its course is there: a loader, or why it is not (with the way back). */
export function LearnerCourseState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useLingui();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the course`} />
      </Center>
    );
  }
  const missing = isApiError(error) && error.status === 404;
  return (
    <Stack gap="md">
      <BackToCourses />
      <Alert
        color={missing ? 'gray' : 'red'}
        title={missing ? t`Course not available` : t`This course could not be loaded`}
      >
        {missing
          ? t`This course is not published, or it is not one of your company's courses.`
          : specText(MSG.GENERIC_ERROR)}
      </Alert>
    </Stack>
  );
}
