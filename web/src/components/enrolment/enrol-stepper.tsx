import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Stack, Stepper } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { MSG } from '@skillway/shared';
import { specText } from '../../i18n/spec-text';
import { confirmAction } from '../../lib/confirm';
import { notifyApiError } from '../../lib/notify-api-error';
import { notifySuccess } from '../../lib/notify';
import { useInvalidate } from '../../lib/use-invalidate';
import { DeadlineStep } from './deadline-step';
import { EnrolStepperFooter } from './enrol-stepper-footer';
import { useEnrolText, type TEnrolSelection, type TEnrolTarget } from './enrol-target';
import { enrolSubmitLabel } from './enrolment-selection';
import { TargetGroupsStep, TargetUsersStep } from './target-steps';
import { useEnrolList } from './use-enrol-list';

export interface TEnrolSubject {
  id: string;
  name: string;
}

interface TEnrolStepperProps<M extends string> {
  target: TEnrolTarget<M>;
  subject: TEnrolSubject;
  mode: M;
  onDone: () => void;
}

/**
 * The enrol panels' stepper for any target: 1 users, 2 groups, 3 deadline where the mode has one. Ticks are kept
 * while moving between steps; the final button saves (a removal asks first), and on success the panel closes and
 * the target's lists refresh.
 */
export function EnrolStepper<M extends string>({ target, subject, mode, onDone }: TEnrolStepperProps<M>) {
  const { t } = useLingui();
  const text = useEnrolText();
  const spec = target.modes[mode];
  const [active, setActive] = useState(0);
  const [users, setUsers] = useState<Set<string>>(new Set());
  const [groups, setGroups] = useState<Set<string>>(new Set());
  const [enrolAll, setEnrolAll] = useState(false);
  const [deadline, setDeadline] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const invalidate = useInvalidate(...target.invalidates);
  const save = useMutation({
    mutationFn: (selection: TEnrolSelection) => spec.save(subject.id, selection),
    onSuccess: invalidate,
  });

  const nothingSelected = users.size === 0 && groups.size === 0 && !enrolAll;
  // The Groups step's list (the same cached query): the ticked groups' sizes name what Enrol will do.
  const groupRows = useEnrolList(target, subject.id, 'unenrolledGroups', spec.enrolling);
  const modeLabel = text(spec.submitLabel);
  const submitLabel = spec.enrolling
    ? enrolSubmitLabel(modeLabel, {
        users: users.size,
        groups: groups.size,
        groupMembers: (groupRows.data ?? []).filter((g) => groups.has(g.id)).reduce((sum, g) => sum + g.total_users, 0),
        enrolAll,
      })
    : modeLabel;
  const last = spec.deadline ? 2 : 1;

  /** The spec's client-side checks, in its order: a selection first, then (for Set Deadline) the date. */
  const problem = (atSubmit: boolean): string | null => {
    if (nothingSelected) return specText(MSG.ENROL_NOTHING_SELECTED);
    if (atSubmit && spec.deadline === 'required' && !deadline) return specText(MSG.ENROL_DEADLINE_MISSING);
    return null;
  };

  const open = (step: number) => {
    setError(null);
    setActive(step);
  };

  const next = () => {
    // Leaving the groups step for the deadline: the selection is complete, so it is checked here.
    const found = active === 1 ? problem(false) : null;
    setError(found);
    if (!found) setActive((step) => Math.min(step + 1, last));
  };

  const submit = async () => {
    const found = problem(true);
    setError(found);
    if (found) return;
    if (spec.removal) {
      const { title, message } = spec.removal;
      const ok = await confirmAction({
        title: text(title),
        message: text(message),
        confirmLabel: t`Yes`,
        danger: true,
      });
      if (!ok) return;
    }
    save.mutate(
      { users: [...users], groups: [...groups], deadline, enrolAll },
      {
        onSuccess: (message) => {
          notifySuccess(specText(message));
          onDone();
        },
        onError: (failure) => notifyApiError(failure),
      },
    );
  };

  const tick =
    <T,>(set: (next: T) => void) =>
    (next: T) => {
      set(next);
      setError(null);
    };

  const steps = { target, id: subject.id, enrolling: spec.enrolling };
  const stepLabel = (index: number) => {
    const label = spec.steps[index];
    return label === undefined ? undefined : text(label);
  };
  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={target.headingsOpenLaterSteps}
        onStepClick={(step) => {
          if (!save.isPending) open(step);
        }}
      >
        <Stepper.Step label={stepLabel(0)}>
          <TargetUsersStep
            {...steps}
            selected={users}
            onChange={tick(setUsers)}
            enrolAll={target.offersEnrolAll ? { checked: enrolAll, onChange: tick(setEnrolAll) } : undefined}
          />
        </Stepper.Step>
        <Stepper.Step label={stepLabel(1)}>
          <TargetGroupsStep {...steps} selected={groups} onChange={tick(setGroups)} />
        </Stepper.Step>
        {spec.deadline && (
          <Stepper.Step label={stepLabel(2)}>
            <DeadlineStep value={deadline} onChange={tick(setDeadline)} optional={spec.deadline === 'optional'} />
          </Stepper.Step>
        )}
      </Stepper>

      <EnrolStepperFooter
        error={error}
        active={active}
        last={last}
        pending={save.isPending}
        onCancel={onDone}
        onBack={() => open(Math.max(active - 1, 0))}
        onNext={next}
        onSubmit={() => void submit()}
        submitLabel={submitLabel}
        danger={spec.removal !== undefined}
        // A removal stays disabled until something is ticked (spec); the other modes explain instead.
        submitDisabled={spec.removal !== undefined && nothingSelected}
      />
    </Stack>
  );
}
