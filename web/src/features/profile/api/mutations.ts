import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdateBody, TUpdatePasswordBody } from '@skillway/shared';
import { api, updateSession } from '../../../api';
import { profileKeys } from './query-keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdateBody) => api('profile.update', { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(profileKeys.me(), result.data);
      const { first_name, last_name, email } = result.data;
      updateSession({ user: { first_name, last_name, email } });
    },
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: TUpdatePasswordBody) => api('profile.updatePassword', { body }),
  });
}
