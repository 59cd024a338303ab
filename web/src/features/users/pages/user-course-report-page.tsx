import { useParams } from '@tanstack/react-router';
import { UserCourseReport } from '../components/user-course-report';

/** /admin/user-course-report/{id}: an active user's courses. */
export default function UserCourseReportPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return <UserCourseReport key={id} id={id ?? ''} archived={false} />;
}
