import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { pageQuery, type TListParams } from '../../../lib/use-list-params';
import { billingKeys } from './query-keys';

/** Account Status (GET /companys/account-status): state, users against the band maximum, dates and frequency. */
export function useAccountStatus() {
  return useQuery({
    queryKey: billingKeys.status(),
    queryFn: async ({ signal }) => (await api('billing.accountStatus', {}, { signal })).data,
  });
}

/** The company's invoices, newest first, paged (GET /payment/transactions). */
export function useTransactions(params: TListParams) {
  return useQuery({
    queryKey: billingKeys.transactions(params),
    queryFn: ({ signal }) => api('billing.transactions', { query: pageQuery(params) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The Sign Up panel's price breakdown: the Cost of a new plan's first period (POST /stripe/get-plan-details). */
export function usePlanCost(banding: number | null, paymentMethod: number) {
  return useQuery({
    queryKey: billingKeys.planCost(banding ?? 0, paymentMethod),
    queryFn: async ({ signal }) =>
      (await api('billing.planDetails', { body: { banding: banding ?? 0, payment_method: paymentMethod } }, { signal }))
        .data,
    enabled: banding !== null,
    placeholderData: keepPreviousData,
  });
}

/** Change Banding's cost breakdown: the pro-rata Cost of moving to a band (POST /company/upgrade-cost). */
export function useUpgradeCost(banding: number | null) {
  return useQuery({
    queryKey: billingKeys.upgradeCost(banding ?? 0),
    queryFn: async ({ signal }) =>
      (await api('billing.upgradeCost', { body: { banding: banding ?? 0 } }, { signal })).data,
    enabled: banding !== null,
    placeholderData: keepPreviousData,
  });
}

/** The saved billing name and address ('' until saved): the card panels start from them. */
export function useBillingDetails() {
  return useQuery({
    queryKey: billingKeys.billingDetails(),
    queryFn: async ({ signal }) => (await api('billing.billingDetails', {}, { signal })).data,
  });
}

/**
 * A SetupIntent for the card form, and how to collect the card (the local plain form or Stripe Elements). Each
 * opening of a panel asks for a fresh one (nothing is cached once the panel closes).
 */
export function usePaymentSecret() {
  return useQuery({
    queryKey: billingKeys.paymentSecret(),
    queryFn: async ({ signal }) => (await api('billing.paymentSecret', {}, { signal })).data,
    staleTime: Infinity,
    gcTime: 0,
  });
}
