import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Group, Loader, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { SidePanel } from '../../../components/side-panel';
import { useCourse } from '../api/queries';
import { CourseDetails } from './course-details';
import { ButtonLink } from '../../../components/links/button-link';
import { LoadError } from '../../../components/load-error';

/** Show Course Details: the course as a learner sees it, in a side panel over the library. */
export function CourseDetailsPanel({ courseId, onClose }: { courseId: string | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SidePanel opened={courseId !== null} onClose={onClose} title={t`Show Course Details`} size={720}>
      {courseId && <PanelBody courseId={courseId} />}
    </SidePanel>
  );
}

function PanelBody({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const course = useCourse(courseId);
  if (course.isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the course`} />
      </Center>
    );
  }
  if (course.isError) return <LoadError onRetry={course.refetch} />;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ButtonLink
          to="/admin/courses/detail/$id"
          params={{ id: courseId }}
          variant="default"
          size="xs"
          leftSection={<IconExternalLink size={14} aria-hidden />}
        >
          <Trans>Open full page</Trans>
        </ButtonLink>
      </Group>
      <CourseDetails course={course.data} narrow />
    </Stack>
  );
}
