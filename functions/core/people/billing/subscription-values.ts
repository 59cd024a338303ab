import type { TGatewaySubscription } from '../../platform/payments/payment-gateway';
import type { TBillingValues } from './billing-repository';

/** Epoch seconds (as Stripe gives them) as the ISO time the company item keeps. */
export const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The company attributes a subscription answer sets. */
export function subscriptionValues(sub: TGatewaySubscription): TBillingValues {
  return {
    stripe_subscription_id: sub.id,
    subscription_status: sub.status,
    period_start_at: iso(sub.current_period_start),
    next_payment_at: iso(sub.current_period_end),
    ...(sub.cancel_at_period_end || sub.cancel_at
      ? { cancel_account: 1, cancel_at: iso(sub.cancel_at ?? sub.current_period_end) }
      : { cancel_account: null, cancel_at: null }),
  };
}
