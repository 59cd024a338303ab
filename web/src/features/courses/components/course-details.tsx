import { Badge } from '@mantine/core';
import type { TCourse } from '@skillway/shared';
import { additionalContentOf, CourseDetailsLayout } from '../../../components/course-details-layout';
import { AdditionalContent } from './additional-content';
import { CourseThumbnail } from './course-thumbnail';
import { TrainingVideos } from './training-videos';

/**
 * A course as a learner sees its details, with its type and publication state, the training videos in a player,
 * and the additional content (documents, links, slide decks). The preview screen shows it full width; the Show
 * Course Details panel `narrow`, picture above the text.
 */
export function CourseDetails({ course, narrow = false }: { course: TCourse; narrow?: boolean }) {
  return (
    <CourseDetailsLayout
      course={course}
      narrow={narrow}
      picture={<CourseThumbnail thumbnail={course.thumbnail} />}
      badges={
        <>
          <Badge variant="light" color="gray">
            {course.course_type_name}
          </Badge>
          {!course.published && (
            <Badge variant="light" color="red">
              Unpublished
            </Badge>
          )}
        </>
      }
      trainingMaterials={<TrainingVideos videos={course.videos ?? []} />}
      additionalContent={<AdditionalContent assets={additionalContentOf(course)} />}
    />
  );
}
