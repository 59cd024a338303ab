import { useState } from 'react';
import { Stack, Stepper } from '@mantine/core';
import { MSG, type TCourse } from '@skillway/shared';
import { EnrolStepperFooter } from '../../../../components/enrolment/enrol-stepper-footer';
import { confirmAction } from '../../../../lib/confirm';
import { notifyApiError } from '../../../../lib/notify-api-error';
import { notifySuccess } from '../../../../lib/notify';
import { useEnrolCourse, useRemoveEnrolments, useSetCourseDeadlines } from '../../api/enrolment-mutations';
import { DeadlineStep } from './deadline-step';
import { ENROLMENT_MODES, type TEnrolmentMode } from './enrolment-mode';
import { GroupsStep } from './groups-step';
import { UsersStep } from './users-step';

interface TEnrolmentStepperProps {
  course: TCourse;
  mode: TEnrolmentMode;
  onDone: () => void;
}

/**
 * The enrol panels' stepper: 1 users, 2 groups, 3 deadline (Remove Users stops after groups). Ticks are kept while
 * moving between steps; the final button saves, and on success the panel closes and the lists refresh.
 */
export function EnrolmentStepper({ course, mode, onDone }: TEnrolmentStepperProps) {
  const config = ENROLMENT_MODES[mode];
  const [active, setActive] = useState(0);
  const [users, setUsers] = useState<Set<string>>(new Set());
  const [groups, setGroups] = useState<Set<string>>(new Set());
  const [enrolAll, setEnrolAll] = useState(false);
  const [deadline, setDeadline] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const enrol = useEnrolCourse();
  const setDeadlines = useSetCourseDeadlines();
  const remove = useRemoveEnrolments();
  const pending = enrol.isPending || setDeadlines.isPending || remove.isPending;

  const nothingSelected = users.size === 0 && groups.size === 0 && !enrolAll;
  const last = config.steps.length - 1;

  /** The spec's client-side checks, in its order: a selection first, then (for Set Deadline) the date. */
  const problem = (atSubmit: boolean): string | null => {
    if (nothingSelected) return MSG.ENROL_NOTHING_SELECTED;
    if (atSubmit && mode === 'deadline' && !deadline) return MSG.ENROL_DEADLINE_MISSING;
    return null;
  };

  const next = () => {
    // Leaving the groups step for the deadline: the selection is complete, so it is checked here.
    const found = active === 1 ? problem(false) : null;
    setError(found);
    if (!found) setActive((step) => Math.min(step + 1, last));
  };

  const back = () => {
    setError(null);
    setActive((step) => Math.max(step - 1, 0));
  };

  const done = (message: string) => {
    notifySuccess(message);
    onDone();
  };

  const submit = async () => {
    const found = problem(true);
    setError(found);
    if (found) return;
    const courseId = course.id;
    const userIds = [...users];
    const groupIds = [...groups];
    if (mode === 'enrol') {
      enrol.mutate(
        {
          courseId,
          body: { assign_users: userIds, assign_groups: groupIds, selected_date: deadline, enrol_all: enrolAll || undefined },
        },
        { onSuccess: (result) => done(result.data.summary || result.message), onError: (e) => notifyApiError(e) },
      );
    } else if (mode === 'deadline') {
      setDeadlines.mutate(
        { courseId, body: { users: userIds, groups: groupIds, selected_date: deadline } },
        { onSuccess: (result) => done(result.message || MSG.ENROL_DEADLINE_SET), onError: (e) => notifyApiError(e) },
      );
    } else {
      const ok = await confirmAction({
        title: 'Remove Users',
        message: MSG.ENROL_REMOVE_WARNING,
        confirmLabel: 'Yes',
        danger: true,
      });
      if (!ok) return;
      remove.mutate(
        { courseId, body: { users: userIds, groups: groupIds } },
        { onSuccess: (result) => done(result.message || MSG.ENROL_REMOVED), onError: (e) => notifyApiError(e) },
      );
    }
  };

  const changeUsers = (next: Set<string>) => {
    setUsers(next);
    setError(null);
  };
  const changeGroups = (next: Set<string>) => {
    setGroups(next);
    setError(null);
  };

  return (
    <Stack gap="lg">
      <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={(step) => {
          if (pending) return;
          setError(null);
          setActive(step);
        }}>
        <Stepper.Step label={config.steps[0]}>
          <UsersStep
            mode={mode}
            courseId={course.id}
            selected={users}
            onChange={changeUsers}
            enrolAll={enrolAll}
            onEnrolAll={(checked) => {
              setEnrolAll(checked);
              setError(null);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={config.steps[1]}>
          <GroupsStep mode={mode} courseId={course.id} selected={groups} onChange={changeGroups} />
        </Stepper.Step>
        {mode !== 'remove' && (
          <Stepper.Step label={config.steps[2]}>
            <DeadlineStep
              value={deadline}
              onChange={(date) => {
                setDeadline(date);
                setError(null);
              }}
              optional={mode === 'enrol'}
            />
          </Stepper.Step>
        )}
      </Stepper>

      <EnrolStepperFooter
        error={error}
        active={active}
        last={last}
        pending={pending}
        onCancel={onDone}
        onBack={back}
        onNext={next}
        onSubmit={() => void submit()}
        submitLabel={config.submitLabel}
        danger={mode === 'remove'}
        // Remove Users: the action stays disabled until something is ticked (spec); the others explain instead.
        submitDisabled={mode === 'remove' && nothingSelected}
      />
    </Stack>
  );
}
