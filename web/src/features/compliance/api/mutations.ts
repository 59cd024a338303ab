import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api';

/** Remind: email the chosen learners (enrolment ids `<courseId>:<userId>`) that their certificate expires soon. */
export function useRemindRenewal() {
  return useMutation({
    mutationFn: (ids: string[]) => api('compliance.remind', { body: { ids } }),
  });
}
