import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';

interface TEnrolStepperFooterProps {
  /** The client-side check that failed (nothing ticked, no deadline), shown above the buttons. */
  error: string | null;
  active: number;
  last: number;
  pending: boolean;
  onCancel: () => void;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
  submitLabel: string;
  /** Removing people: the final button is red. */
  danger: boolean;
  submitDisabled: boolean;
}

/** The enrol steppers' error line and buttons: Cancel, Back, then Next until the last step, where the action is. */
export function EnrolStepperFooter({
  error,
  active,
  last,
  pending,
  onCancel,
  onBack,
  onNext,
  onSubmit,
  submitLabel,
  danger,
  submitDisabled,
}: TEnrolStepperFooterProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        {active > 0 && (
          <Button variant="default" onClick={onBack} disabled={pending}>
            <Trans>Back</Trans>
          </Button>
        )}
        {active < last ? (
          <Button onClick={onNext} disabled={pending}>
            <Trans>Next</Trans>
          </Button>
        ) : (
          <Button onClick={onSubmit} loading={pending} color={danger ? 'red' : undefined} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        )}
      </Group>
    </>
  );
}
