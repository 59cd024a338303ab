import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type TCompanyDetailsBody, type TLanguage } from '@skillway/shared';
import { api, type TApiArgs } from '../../../api';
import { activateLocale, shownLocale } from '../../../i18n/language';
import { useInvalidate } from '../../../lib/use-invalidate';
import { profileQueryOptions } from '../../profile/api/queries';
import { companyKeys } from './query-keys';

type TUpdateUserBody = TApiArgs<'users.update'>['body'];

/** Turns a company's BreatheHR import on or off; the company list shows the new state after the refresh. */
export function useSetBreatheEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, enabled }: { companyId: string; enabled: boolean }) =>
      api('imports.breatheSetEnabled', { params: { id: companyId }, body: { breathe_enabled: enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** Edit Account Info: saves the address and phone (the company name is read-only) and refreshes the page's figures. */
export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyDetailsBody) => api('companies.updateDetails', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.details() }),
  });
}

/** "Require two-step verification for administrators" (Company Information). */
export function useSaveTwoStepRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api('companies.updateTwoStep', { body: { require_two_step_admins: required } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.details() }),
  });
}

/**
 * The company's default language (Company Information): its new users' and everyone's who has not chosen one. The
 * administrator's own profile is read again: when they follow the default, the product switches to it at once (a
 * failed read leaves the language as it is; the next screen's guard reads the profile again).
 */
export function useSaveDefaultLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: TLanguage) => api('companies.updateLanguage', { body: { default_language: language } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(companyKeys.details(), result.data);
      const profile = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }).catch(() => null);
      if (profile) await activateLocale(shownLocale(profile.language));
    },
  });
}

/**
 * The platform console's changes to one company refresh everything shown of it, the Company List (its state and
 * counters) and the dashboard's figures.
 */
function useCompanyInvalidate(companyId: string) {
  return useInvalidate(companyKeys.company(companyId), [...companyKeys.all, 'companies'], companyKeys.figures());
}

/** Extend Trial: state 5 (Free Trial Extended) until `date` (yyyy-mm-dd, after today). */
export function useExtendTrial(companyId: string) {
  const invalidate = useCompanyInvalidate(companyId);
  return useMutation({
    mutationFn: (date: string) => api('companies.extendTrial', { params: { id: companyId }, body: { date } }),
    onSuccess: invalidate,
  });
}

/** Change State: any state 1–5 (the caller has confirmed). */
export function useChangeCompanyState(companyId: string) {
  const invalidate = useCompanyInvalidate(companyId);
  return useMutation({
    mutationFn: (state: number) => api('companies.changeState', { params: { id: companyId }, body: { state } }),
    onSuccess: invalidate,
  });
}

/** Reset Welcome Email: the user's welcome email counts as not sent, so their administrator can send it again. */
export function useResetWelcomeEmail(companyId: string) {
  const invalidate = useCompanyInvalidate(companyId);
  return useMutation({
    mutationFn: (userId: string) => api('companies.resetWelcomeEmail', { body: { id: userId, company_id: companyId } }),
    onSuccess: invalidate,
  });
}

/** Edit a company user (names, email, employee id) as the super administrator. */
export function useUpdateCompanyUser(companyId: string) {
  const invalidate = useCompanyInvalidate(companyId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateUserBody }) =>
      api('users.update', { params: { id }, query: { company_id: companyId }, body }),
    onSuccess: invalidate,
  });
}

/** Delete a company user permanently, with all their data. */
export function useDeleteCompanyUser(companyId: string) {
  const invalidate = useCompanyInvalidate(companyId);
  return useMutation({
    mutationFn: (userId: string) => api('users.delete', { params: { id: userId }, query: { company_id: companyId } }),
    onSuccess: invalidate,
  });
}

/** Delete one of the company's courses with its material, test and every learner's progress. */
export function useDeleteCompanyCourse(companyId: string) {
  const invalidate = useCompanyInvalidate(companyId);
  return useMutation({
    mutationFn: (courseId: string) =>
      api('courses.delete', { params: { id: courseId }, query: { company_id: companyId } }),
    onSuccess: invalidate,
  });
}

/** What Reseed Tests did: tests restored, and the courses whose test could not be. */
export interface TReseedOutcome {
  reseeded: number;
  failed: string[];
}

/**
 * Reseed Tests for the company: every installed default course's test goes back to the catalogue's questions and
 * settings (the server's reseed, one course at a time). Courses the company wrote itself have no catalogue test.
 */
export function useReseedCompanyTests(companyId: string) {
  const invalidate = useCompanyInvalidate(companyId);
  return useMutation({
    mutationFn: async (): Promise<TReseedOutcome> => {
      const courses = await api('courses.list', {
        query: { page: 1, limit: MAX_PAGE_SIZE, include: 'test', company_id: companyId },
      });
      const outcome: TReseedOutcome = { reseeded: 0, failed: [] };
      for (const course of courses.data.filter((row) => row.is_default)) {
        try {
          await api('tests.reseed', { params: { id: course.id }, query: { company_id: companyId } });
          outcome.reseeded += 1;
        } catch {
          outcome.failed.push(course.name);
        }
      }
      return outcome;
    },
    onSuccess: invalidate,
  });
}

/** Delete Company: accepted at once (202), the job then runs in the background (see useDeleteStatus). */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => api('companies.delete', { params: { id: companyId } }),
    onSuccess: (result) => queryClient.setQueryData(companyKeys.deleteStatus(result.data.company_id), result.data),
  });
}

/** The company's course video limit in megabytes (10 MB to 5 GB); its uploads are held to it from the next one. */
export function useSetVideoLimit(companyId: string) {
  const invalidate = useCompanyInvalidate(companyId);
  return useMutation({
    mutationFn: (megabytes: number) =>
      api('companies.setVideoLimit', { params: { id: companyId }, body: { video_max_mb: megabytes } }),
    onSuccess: invalidate,
  });
}
