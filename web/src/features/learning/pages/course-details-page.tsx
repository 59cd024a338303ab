import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { additionalContentOf, CourseDetailsLayout } from '../../../components/course-details-layout';
import { useCourse } from '../../courses/api/queries';
import { BackToCourses } from '../components/back-to-courses';
import { CourseImage } from '../components/course-image';
import { LearnerCourseState } from '../components/learner-course-state';
import { MaterialOutline } from '../components/material-outline';
import { cardAction } from '../lib/course-card-action';
import { CourseActionButton } from '../components/course-action-button';
import { useLearningPaused } from '../lib/learning-paused';
import { useLearnerLanguage } from '../lib/course-language';
import { CourseLanguageBadge } from '../components/course-language-badge';
import { specText } from '../../../i18n/spec-text';

/**
 * Course details (read-only): the shared details layout with the picture or placeholder, the learner's state, the
 * course's language when it is not theirs, what they have watched, and (when enrolled) the way into the player.
 */
export default function CourseDetailsPage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/courses/details/$id' });
  const course = useCourse(id, 'learner');
  const paused = useLearningPaused();
  const learnerLanguage = useLearnerLanguage();

  if (course.isPending || course.isError)
    return <LearnerCourseState isPending={course.isPending} error={course.error} />;
  const data = course.data;
  const watched = data.enrolled?.watched ?? [];
  const action = data.enrolled ? cardAction(data.id, data.enrolled, paused) : null;

  return (
    <CourseDetailsLayout
      header={<BackToCourses />}
      course={data}
      picture={<CourseImage thumbnail={data.thumbnail} size="large" radius="var(--mantine-radius-md)" />}
      badges={
        <>
          {data.enrolled && (
            <Badge variant="light" color="blue">
              {specText(data.enrolled.state_text)}
            </Badge>
          )}
          <CourseLanguageBadge language={data.language} learnerLanguage={learnerLanguage} />
        </>
      }
      action={action && <CourseActionButton action={action} />}
      trainingMaterials={
        <MaterialOutline assets={data.videos ?? []} watched={watched} empty={t`No training videos.`} />
      }
      additionalContent={
        <MaterialOutline assets={additionalContentOf(data)} watched={watched} empty={t`No additional content.`} />
      }
    />
  );
}
