import { useParams } from '@tanstack/react-router';
import { CourseReport } from '../components/course-report';
import { BackToLibrary } from '../components/course-page-state';

/** The course's Report (`/admin/courses-report/{id}`): the course details report, with the way back to the library. */
export default function CourseReportPage() {
  const { id } = useParams({ from: '/admin/courses-report/$id' });
  return <CourseReport courseId={id} back={<BackToLibrary />} />;
}
