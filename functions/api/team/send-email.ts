import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { sendTeamEmail } from '../../core/people/team/send-team-email';

export const handler = defineHandler('team.sendEmail', async ({ auth, body, log }) => {
  await sendTeamEmail(auth, body, log);
  return { message: MSG.EMAIL_SENT };
});
