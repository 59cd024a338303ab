import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileUpdateBody, TUpdatePasswordBody } from '@skillway/shared';
import { api, updateSession } from '../../../api';
import { activateLocale, shownLocale } from '../../../i18n/language';
import { profileKeys } from './query-keys';

/** Own names, email and language; a new language shows at once (its catalogues loaded first). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdateBody) => api('profile.update', { body }),
    onSuccess: (result) => {
      // The update answers the profile without the dashboard's Courses widget (only GET /user/profile loads it).
      queryClient.setQueryData<TProfile>(profileKeys.me(), (before) => ({
        ...result.data,
        dashboardCourses: before?.dashboardCourses ?? result.data.dashboardCourses,
      }));
      const { first_name, last_name, email } = result.data;
      updateSession({ user: { first_name, last_name, email } });
      return activateLocale(shownLocale(result.data.language));
    },
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: TUpdatePasswordBody) => api('profile.updatePassword', { body }),
  });
}

/** One's own email switch (`is_notification`); in-app notifications arrive either way. */
export function useUpdateEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, enabled }: { userId: string; enabled: boolean }) =>
      api('users.updateNotification', { params: { id: userId }, body: { is_notification: enabled ? 1 : 0 } }),
    onSuccess: (result) => {
      queryClient.setQueryData<TProfile>(profileKeys.me(), (profile) =>
        profile ? { ...profile, is_notification: result.data.is_notification } : profile,
      );
    },
  });
}

/** Two-step verification from the profile: each change refreshes the section's status. */
function useTwoStepMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.twoStep() }),
  });
}

export const useBeginTwoStepSetup = () => useTwoStepMutation(async () => (await api('profile.twoStepSetup')).data);
export const useEnableTwoStep = () =>
  useTwoStepMutation(async (code: string) => (await api('profile.twoStepEnable', { body: { code } })).data);
export const useDisableTwoStep = () =>
  useTwoStepMutation((code: string) => api('profile.twoStepDisable', { body: { code } }));
export const useRegenerateRecoveryCodes = () =>
  useTwoStepMutation(async (code: string) => (await api('profile.twoStepRecoveryCodes', { body: { code } })).data);
