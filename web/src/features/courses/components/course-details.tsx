import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { LANGUAGE_NAME, type TCourse } from '@skillway/shared';
import { additionalContentOf, CourseDetailsLayout } from '../../../components/course-details-layout';
import { specText } from '../../../i18n/spec-text';
import { AdditionalContent } from './additional-content';
import { CourseThumbnail } from './course-thumbnail';
import { TrainingVideos } from './training-videos';

/**
 * A course as a learner sees its details, with its type, language and publication state, the training videos in a player,
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
            {specText(course.course_type_name)}
          </Badge>
          {/* The language the course is written in, in its own words and marked as that language. */}
          <Badge variant="outline" color="gray" tt="none" lang={course.language}>
            {LANGUAGE_NAME[course.language]}
          </Badge>
          {!course.published && (
            <Badge variant="light" color="red">
              <Trans>Unpublished</Trans>
            </Badge>
          )}
        </>
      }
      trainingMaterials={<TrainingVideos videos={course.videos ?? []} />}
      additionalContent={<AdditionalContent assets={additionalContentOf(course)} />}
    />
  );
}
