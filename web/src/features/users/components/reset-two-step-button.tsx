import { Button } from '@mantine/core';
import { TWO_STEP_TEXT } from '@skillway/shared';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useResetTwoStep } from '../api/mutations';

/** Asks first, then resets; the answer's message says what happens next. */
export async function confirmResetTwoStep(): Promise<boolean> {
  return confirmAction({
    title: TWO_STEP_TEXT.ADMIN_RESET,
    message: TWO_STEP_TEXT.ADMIN_RESET_CONFIRM,
    confirmLabel: 'Reset',
    danger: true,
  });
}

/**
 * For a user who lost their phone and their recovery codes (Edit User): their key and codes go, their sessions stay,
 * and they set it up again at their next sign-in if their role requires it.
 */
export function ResetTwoStepButton({ userId, companyId }: { userId: string; companyId?: string }) {
  const reset = useResetTwoStep();
  const run = async () => {
    if (!(await confirmResetTwoStep())) return;
    reset.mutate(
      { id: userId, companyId },
      { onSuccess: (result) => notifySuccess(result.message), onError: (error) => notifyApiError(error) },
    );
  };
  return (
    <Button variant="default" color="red" loading={reset.isPending} onClick={() => void run()}>
      {TWO_STEP_TEXT.ADMIN_RESET}
    </Button>
  );
}
