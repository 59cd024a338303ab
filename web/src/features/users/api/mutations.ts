import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBreatheTokenBody, TMassWelcomeBody, TProfile } from '@skillway/shared';
import { api, apiForm, type TApiArgs } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { profileKeys } from '../../profile/api/query-keys';
import { PEOPLE_RESOURCES } from './people-resources';
import { importKeys } from '../../imports/api/query-keys';
import { userKeys } from './query-keys';

export type TCreateUserInput = TApiArgs<'users.create'>['body'];
export type TUpdateUserInput = TApiArgs<'users.update'>['body'];

export function useCreateUser() {
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: (body: TCreateUserInput) => api('users.create', { body }),
    onSuccess: invalidate,
  });
}

/**
 * `endsAdminSession`: the save hands the administrator role over or changes one's own password. The lists are
 * then not refreshed: the caller leaves the admin screens (or signs in again), and a refetch would only be refused.
 */
export function useUpdateUser() {
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateUserInput; endsAdminSession?: boolean }) =>
      api('users.update', { params: { id }, body }),
    onSuccess: (_result, { endsAdminSession }) => (endsAdminSession ? undefined : invalidate()),
  });
}

/** Archive (true) or restore (false). */
export function useArchiveUser() {
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: ({ id, archive }: { id: string; archive: boolean }) =>
      api('users.archive', { params: { id }, body: { is_archived: archive ? 1 : 0 } }),
    onSuccess: invalidate,
  });
}

/** Permanently deletes a user and all their data. */
export function useDeleteUser() {
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: (id: string) => api('users.deleteAllData', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSendWelcomeEmail() {
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: (id: string) => api('users.sendWelcomeEmail', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSendMassWelcomeEmail() {
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: (body: TMassWelcomeBody) => api('users.sendMassWelcomeEmail', { body }),
    onSuccess: invalidate,
  });
}

/** The export answers a short-lived URL to a CSV written under the company's prefix, or (a long one) the emailed report's message. */
export function useExportUsers() {
  return useMutation({
    mutationFn: () =>
      api('users.export', { query: { type: 'csv', withArchive: '1', skipPagination: '1', limit: '0' } }),
  });
}

export function useImportUsersCsv() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiForm('imports.users', form);
    },
    // Error logs change whether the import succeeded or was refused.
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.errorLogs('User') }),
    onSuccess: invalidate,
  });
}

export function useSaveBreatheToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBreatheTokenBody) => api('imports.breatheUpdateToken', { body }),
    onSuccess: (result) => queryClient.setQueryData(userKeys.breathe(), result.data),
  });
}

export function useRemoveBreatheToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('imports.breatheRemoveToken'),
    onSuccess: (result) => queryClient.setQueryData(userKeys.breathe(), result.data),
  });
}

export function useImportBreatheUsers() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(...PEOPLE_RESOURCES);
  return useMutation({
    mutationFn: (type: 1 | 2) => api('imports.breatheUsers', { body: { type } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.errorLogs('User') }),
    onSuccess: invalidate,
  });
}

/**
 * The company's welcome-mail setting (whether adding a user sends the welcome email). The profile's company
 * summary carries the current value, so it is updated in place and then refreshed.
 */
export function useUpdateMailSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api('users.updateMailSetting', { body: { enable_mail: enabled ? 1 : 0 } }),
    onSuccess: (result) => {
      queryClient.setQueryData<TProfile>(profileKeys.me(), (profile) =>
        profile?.company
          ? { ...profile, company: { ...profile.company, enable_mail: result.data.enable_mail } }
          : profile,
      );
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** An administrator's reset of a user's two-step verification (the super administrator names the company). */
export function useResetTwoStep() {
  return useMutation({
    mutationFn: ({ id, companyId }: { id: string; companyId?: string }) =>
      api('users.resetTwoStep', { params: { id }, ...(companyId ? { query: { company_id: companyId } } : {}) }),
  });
}
