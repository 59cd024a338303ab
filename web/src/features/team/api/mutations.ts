import { useMutation } from '@tanstack/react-query';
import type { TSendEmailBody } from '@skillway/shared';
import { api } from '../../../api';

/** Emails one team member; the server sanitises the rich text and checks the address is in the team. */
export function useSendTeamEmail() {
  return useMutation({ mutationFn: (body: TSendEmailBody) => api('team.sendEmail', { body }) });
}
