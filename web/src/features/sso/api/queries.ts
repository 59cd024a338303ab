import { queryOptions, useQuery } from '@tanstack/react-query';
import { SSO_LIMITS, SSO_TEST_STATUS, type TSsoTestResult } from '@skillway/shared';
import { api } from '../../../api';
import { ssoKeys } from './query-keys';

/** The company's single sign-on: connections (secrets never included), email domains and enforcement. */
export function ssoSettingsQueryOptions() {
  return queryOptions({
    queryKey: ssoKeys.settings(),
    queryFn: async ({ signal }) => (await api('sso.settings', undefined, { signal })).data,
    // The settings form is filled from it: a background refetch must not overwrite a choice being made.
    refetchOnWindowFocus: false,
  });
}

export function useSsoSettings() {
  return useQuery(ssoSettingsQueryOptions());
}

/** How often a pending test is asked about, and for how long (the IdP's sign-in may take the request's life). */
export const TEST_POLL_MS = 2_000;
export const TEST_POLL_LIMIT_MS = SSO_LIMITS.REQUEST_SECONDS * 1_000;

/**
 * A test sign-in's result, asked every 2 s while it is pending (the sign-in runs in another window), until it has
 * passed or failed, or until `startedAt` is ten minutes old: then the sign-in at the IdP has expired too.
 */
export function useSsoTestResult(testId: string | null, startedAt: number) {
  return useQuery({
    queryKey: ssoKeys.test(testId ?? ''),
    queryFn: async ({ signal }) => (await api('sso.testResult', { params: { id: testId ?? '' } }, { signal })).data,
    enabled: testId !== null,
    refetchInterval: (query) => (stillPolling(query.state.data, startedAt) ? TEST_POLL_MS : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function stillPolling(result: TSsoTestResult | undefined, startedAt: number, now = Date.now()): boolean {
  return (!result || result.status === SSO_TEST_STATUS.PENDING) && now - startedAt < TEST_POLL_LIMIT_MS;
}
