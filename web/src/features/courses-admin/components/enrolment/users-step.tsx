import { UsersStep as EnrolUsersStep } from '../../../../components/enrolment/users-step';
import { useCourseEnrolUsers } from '../../api/enrolment-queries';
import type { TEnrolmentMode } from './enrolment-mode';

interface TUsersStepProps {
  mode: TEnrolmentMode;
  courseId: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Enrol mode: the 'Select to enrol all users' box. */
  enrolAll: boolean;
  onEnrolAll: (checked: boolean) => void;
}

/** Step 1 of a course's enrol panels: the course's user lists in the shared Users step (with deadlines). */
export function UsersStep({ mode, courseId, selected, onChange, enrolAll, onEnrolAll }: TUsersStepProps) {
  const enrolling = mode === 'enrol';
  const unenrolled = useCourseEnrolUsers(courseId, 'courses.unenrolledUsers', enrolling);
  const enrolled = useCourseEnrolUsers(courseId, 'courses.enrolledUsers', true);
  return (
    <EnrolUsersStep
      enrolling={enrolling}
      target="course"
      unenrolled={unenrolled}
      enrolled={enrolled}
      showDeadlines
      selected={selected}
      onChange={onChange}
      enrolAll={{ checked: enrolAll, onChange: onEnrolAll }}
    />
  );
}
