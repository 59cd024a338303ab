import { useParams } from '@tanstack/react-router';
import { UserCourseReport } from '../components/user-course-report';

/** /admin/user-course-report/{id}: an active user's courses. */
export default function UserCourseReportPage() {
  const { id } = useParams({ from: '/admin/user-course-report/$id' });
  return <UserCourseReport key={id} id={id ?? ''} archived={false} />;
}
