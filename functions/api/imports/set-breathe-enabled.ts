import { MSG } from '@skillway/shared';
import { setBreatheEnabled } from '../../core/people/imports/breathe/breathe-settings';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('breathe.setEnabled', async ({ params, body }) => {
  await setBreatheEnabled(params.id, body.breathe_enabled === true || body.breathe_enabled === 1);
  return { message: MSG.BREATHE_SETTING_UPDATED };
});
