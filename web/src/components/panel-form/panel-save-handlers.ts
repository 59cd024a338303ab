import { showServerErrors } from '../../lib/forms/server-errors';
import { notifySuccess } from '../../lib/notify';

interface TFormWithErrors {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * A panel save's outcome: on success the toast and the panel closes; on failure the panel stays open with what was
 * typed, the server's field errors under their fields and its message in a toast.
 */
export function panelSaveHandlers(
  form: TFormWithErrors,
  {
    success,
    onDone,
    ...errorOptions
  }: { success: string; onDone: () => void; fallback?: string; fieldMap?: Record<string, string> },
) {
  return {
    onSuccess: () => {
      notifySuccess(success);
      onDone();
    },
    onError: (error: unknown) => showServerErrors(form, error, errorOptions),
  };
}
