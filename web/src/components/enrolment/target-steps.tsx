import type { TEnrolTarget } from './enrol-target';
import { GroupsStep } from './groups-step';
import { UsersStep } from './users-step';
import { useEnrolList } from './use-enrol-list';

interface TTargetStepProps<M extends string> {
  target: TEnrolTarget<M>;
  id: string;
  enrolling: boolean;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** Step 1: the item's user lists (the not-enrolled one only when enrolling) in the shared Users step. */
export function TargetUsersStep<M extends string>({
  target,
  id,
  enrolling,
  selected,
  onChange,
  enrolAll,
}: TTargetStepProps<M> & { enrolAll?: { checked: boolean; onChange: (checked: boolean) => void } }) {
  const unenrolled = useEnrolList(target, id, 'unenrolledUsers', enrolling);
  const enrolled = useEnrolList(target, id, 'enrolledUsers', true);
  return (
    <UsersStep
      enrolling={enrolling}
      target={target.noun}
      unenrolled={unenrolled}
      enrolled={enrolled}
      showDeadlines={target.showDeadlines}
      selected={selected}
      onChange={onChange}
      enrolAll={enrolAll}
    />
  );
}

/** Step 2: the item's group lists in the shared Groups step; members of a ticked group follow it. */
export function TargetGroupsStep<M extends string>({ target, id, enrolling, selected, onChange }: TTargetStepProps<M>) {
  const unenrolled = useEnrolList(target, id, 'unenrolledGroups', enrolling);
  const enrolled = useEnrolList(target, id, 'enrolledGroups', true);
  return (
    <GroupsStep
      enrolling={enrolling}
      target={target.noun}
      unenrolled={unenrolled}
      enrolled={enrolled}
      showDeadlines={target.showDeadlines}
      selected={selected}
      onChange={onChange}
    />
  );
}
