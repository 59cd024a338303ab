import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { SidePanel } from '../../../components/side-panel';
import { useCourseEditInfo } from '../api/queries';
import { CourseForm } from './course-form';
import { LoadError } from '../../../components/load-error';

interface TCourseFormPanelProps {
  opened: boolean;
  /** The course to edit, or null to add one. */
  courseId: string | null;
  onClose: () => void;
}

/** Add a new course / Edit Course (the Details action); the edit form waits for the course's current data. */
export function CourseFormPanel({ opened, courseId, onClose }: TCourseFormPanelProps) {
  const { t } = useLingui();
  const info = useCourseEditInfo(opened ? courseId : null);
  const title = courseId ? t`Edit Course` : t`Add a new course`;
  return (
    <SidePanel opened={opened} onClose={onClose} title={title} size={640}>
      {opened && !courseId && <CourseForm course={null} onDone={onClose} />}
      {opened && courseId && info.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading the course`} />
        </Center>
      )}
      {opened && courseId && info.isError && <LoadError onRetry={info.refetch} />}
      {opened && courseId && info.data && <CourseForm key={info.data.id} course={info.data} onDone={onClose} />}
    </SidePanel>
  );
}
