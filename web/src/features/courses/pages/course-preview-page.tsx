import { Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useCourse } from '../api/queries';
import { CourseDetails } from '../components/course-details';
import { BackToLibrary, CoursePageState } from '../components/course-page-state';

/** The course as a learner sees its details (`/admin/courses/detail/{id}`). */
export default function CoursePreviewPage() {
  const { id } = useParams({ from: '/admin/courses/detail/$id' });
  const course = useCourse(id);

  if (course.isPending || course.isError) return <CoursePageState isPending={course.isPending} error={course.error} />;
  return (
    <Stack gap="lg">
      <BackToLibrary />
      <CourseDetails course={course.data} />
    </Stack>
  );
}
