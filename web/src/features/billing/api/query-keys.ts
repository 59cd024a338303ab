import type { TListParams } from '../../../lib/use-list-params';

export const billingKeys = {
  all: ['billing'] as const,
  status: () => [...billingKeys.all, 'status'] as const,
  transactions: (params: TListParams) => [...billingKeys.all, 'transactions', params] as const,
  planCost: (banding: number, paymentMethod: number) =>
    [...billingKeys.all, 'plan-cost', banding, paymentMethod] as const,
  upgradeCost: (banding: number) => [...billingKeys.all, 'upgrade-cost', banding] as const,
  billingDetails: () => [...billingKeys.all, 'billing-details'] as const,
  /** A SetupIntent for one opening of a card panel: never shared between panels or reused after a failure. */
  paymentSecret: () => [...billingKeys.all, 'payment-secret'] as const,
};
