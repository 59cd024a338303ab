import { defineHandler } from '../../core/platform/http/define-handler';
import { AppError } from '../../core/platform/http/app-error';
import { presentBreatheSettings } from '../../core/people/imports/breathe/breathe-settings';

/** Always answers (the panel reads `breathe_enabled` from it); the other BreatheHR calls refuse when it is false. */
export const handler = defineHandler('breathe.get', async ({ auth }) => {
  if (!auth.company) throw AppError.notFound();
  return { data: presentBreatheSettings(auth.company) };
});
