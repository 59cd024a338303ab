import { useParams } from '@tanstack/react-router';
import { CourseReport } from '../../courses/components/course-report';
import { BackToReports } from '../components/back-to-reports';

/** A course's Details from the Course Reports (`/admin/reports/course/{id}`): the course details report, back to the reports. */
export default function CourseDetailsReportPage() {
  const { id } = useParams({ from: '/admin/reports/course/$id' });
  return <CourseReport courseId={id} back={<BackToReports />} />;
}
