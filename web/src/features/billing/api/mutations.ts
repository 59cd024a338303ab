import { useMutation } from '@tanstack/react-query';
import type { TBandingBody, TPaymentBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { profileKeys } from '../../profile/api/query-keys';
import { userKeys } from '../../users/api/query-keys';
import { billingKeys } from './query-keys';

/** Stripe's webhooks (the invoice paid, the subscription updated) land a moment after the call's answer. */
const WEBHOOK_SETTLE_MS = 3_000;

/**
 * What a billing change touches: the account figures and invoices, the profile (its company state lifts the
 * suspension redirect) and the users list (its counter shows the band maximum). Read at once, and again once
 * Stripe's webhooks have had time to store the invoice.
 */
function useBillingRefresh() {
  const refresh = useInvalidate(billingKeys.all, profileKeys.me(), userKeys.all);
  return async () => {
    await refresh();
    setTimeout(() => void refresh(), WEBHOOK_SETTLE_MS);
  };
}

/** Sign Up / Make Payment: starts (or pays) the subscription with a confirmed payment method (POST /company/payment). */
export function useSubscribe() {
  const refresh = useBillingRefresh();
  const refreshDetails = useInvalidate(billingKeys.billingDetails());
  return useMutation({
    mutationFn: (body: TPaymentBody) => api('billing.subscribe', { body }),
    onSuccess: refresh,
    // The server saves the cardholder's name and address before it charges: a refused card leaves them saved, so
    // the next opening of the panel starts from them, not from the copy read before.
    onError: () => void refreshDetails(),
  });
}

/** Change Banding: moves the subscription to a band; its user maximum applies at once (POST /company/banding). */
export function useChangeBanding() {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: (body: TBandingBody) => api('billing.changeBanding', { body }),
    onSuccess: refresh,
  });
}

/** Cancel Account: the subscription ends after the notice period (GET /company/cancel-account). */
export function useCancelAccount() {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: () => api('billing.cancelAccount'),
    onSuccess: refresh,
  });
}
