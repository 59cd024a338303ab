import { ADMIN_ONLY, PUBLIC, type TDomainMatrix } from './matrix-types';

const billingDetails = { name: 'Demo Ltd', address: { line1: '1 High Street', city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS1 4AP' } };

/**
 * Billing: administrators only, each on their own company (the company comes from the token, so there is no other
 * company's record to name). The webhook is public: the Stripe signature is its check (an unsigned call is 400).
 */
export const billingMatrix: TDomainMatrix = {
  expectations: {
    'billing.accountStatus': ADMIN_ONLY,
    'billing.payment': ADMIN_ONLY,
    'billing.transactions': ADMIN_ONLY,
    'billing.upgradeCost': ADMIN_ONLY,
    'billing.planDetails': ADMIN_ONLY,
    'billing.paymentSecret': ADMIN_ONLY,
    'billing.createCustomer': ADMIN_ONLY,
    'billing.billingDetails': ADMIN_ONLY,
    'billing.saveBillingDetails': ADMIN_ONLY,
    'billing.subscribe': ADMIN_ONLY,
    'billing.removePayment': ADMIN_ONLY,
    'billing.changeBanding': ADMIN_ONLY,
    'billing.cancelAccount': ADMIN_ONLY,
    'billing.webhook': PUBLIC,
  },
  samples: {
    'billing.transactions': () => ({ query: { page: '1', limit: '5' } }),
    'billing.upgradeCost': () => ({ body: { banding: 2 } }),
    'billing.planDetails': () => ({ body: { banding: 2, payment_method: 2 } }),
    'billing.createCustomer': () => ({ body: {} }),
    'billing.saveBillingDetails': () => ({ body: billingDetails }),
    // A payment method the fake Stripe does not know: 422 'Payment Method Declined' once past the role check.
    'billing.subscribe': () => ({ body: { token: 'pm_matrix_unknown', banding: 1, payment_method: 2 } }),
    'billing.changeBanding': () => ({ body: { banding: 2 } }),
    'billing.webhook': () => ({ body: { id: 'evt_matrix', type: 'invoice.paid' } }),
  },
};
