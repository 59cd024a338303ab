import { GroupsStep as EnrolGroupsStep } from '../../../../components/enrolment/groups-step';
import { useCourseEnrolGroups } from '../../api/enrolment-queries';
import type { TEnrolmentMode } from './enrolment-mode';

interface TGroupsStepProps {
  mode: TEnrolmentMode;
  courseId: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** Step 2 of a course's enrol panels: the course's group lists in the shared Groups step (with deadlines). */
export function GroupsStep({ mode, courseId, selected, onChange }: TGroupsStepProps) {
  const enrolling = mode === 'enrol';
  const unenrolled = useCourseEnrolGroups(courseId, 'courses.unenrolledGroups', enrolling);
  const enrolled = useCourseEnrolGroups(courseId, 'courses.enrolledGroups', true);
  return (
    <EnrolGroupsStep
      enrolling={enrolling}
      target="course"
      unenrolled={unenrolled}
      enrolled={enrolled}
      showDeadlines
      selected={selected}
      onChange={onChange}
    />
  );
}
