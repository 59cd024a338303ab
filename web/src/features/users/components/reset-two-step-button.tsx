import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { TWO_STEP_TEXT } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useResetTwoStep } from '../api/mutations';

/**
 * A user's two-step verification reset, asked first (a lost phone and lost recovery codes): their key and codes go,
 * their sessions stay, and they set it up again at their next sign-in if their role requires it. The super
 * administrator names the company (the console's users of a company).
 */
export function useTwoStepReset() {
  const { t } = useLingui();
  const reset = useResetTwoStep();
  const run = async (id: string, companyId?: string) => {
    const confirmed = await confirmAction({
      title: specText(TWO_STEP_TEXT.ADMIN_RESET),
      message: specText(TWO_STEP_TEXT.ADMIN_RESET_CONFIRM),
      confirmLabel: t`Reset`,
      danger: true,
    });
    if (!confirmed) return;
    reset.mutate(
      { id, companyId },
      { onSuccess: (result) => notifySuccess(specText(result.message)), onError: (error) => notifyApiError(error) },
    );
  };
  return { run, pending: reset.isPending };
}

/** Edit User's reset button (the company's administrator). */
export function ResetTwoStepButton({ userId }: { userId: string }) {
  const reset = useTwoStepReset();
  return (
    <Button variant="default" color="red" loading={reset.pending} onClick={() => void reset.run(userId)}>
      {specText(TWO_STEP_TEXT.ADMIN_RESET)}
    </Button>
  );
}
