import { useParams } from '@tanstack/react-router';
import { UserCourseReport } from '../components/user-course-report';

/** /admin/archived-user-report/{id}: an archived user's courses. */
export default function ArchivedUserReportPage() {
  const { id } = useParams({ from: '/admin/archived-user-report/$id' });
  return <UserCourseReport key={id} id={id ?? ''} archived />;
}
