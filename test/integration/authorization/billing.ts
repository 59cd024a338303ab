import { CARD, confirmCard } from '../../factories/billing';
import { setCompanyFields } from './audit-prepare';
import { freshText } from './fresh-records';
import { ADMIN_ONLY, PUBLIC, type TDomainMatrix } from './matrix-types';

/** Billing details under a name no earlier call saved, so saving them is a change the audit log records. */
const billingDetails = () => ({
  name: freshText('Demo Ltd'),
  address: { line1: '1 High Street', city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS1 4AP' },
});

/** A card on the company to remove: confirmed with the fake Stripe, then saved on the company as Sign Up would. */
async function saveCard(token: string, companyId: string): Promise<void> {
  const card = await confirmCard(token, CARD.OK);
  if (!card.paymentMethod) throw new Error(`card not confirmed: ${card.status} ${JSON.stringify(card.body)}`);
  await setCompanyFields(companyId, {
    payment_method_id: card.paymentMethod,
    card_brand: 'visa',
    card_last4: '4242',
    card_exp_month: 12,
    card_exp_year: new Date().getUTCFullYear() + 2,
  });
}

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
    // With billing details: a company has its Stripe customer from its first payment screen, so without them the
    // call would change nothing.
    'billing.createCustomer': () => ({ body: { billing: billingDetails() } }),
    'billing.saveBillingDetails': () => ({ body: billingDetails() }),
    'billing.removePayment': ({ actor, tenants }) =>
      actor === tenants.a.admin ? { prepare: () => saveCard(actor.token!, actor.companyId!) } : {},
    // A payment method the fake Stripe does not know: 422 'Payment Method Declined' once past the role check.
    'billing.subscribe': () => ({ body: { token: 'pm_matrix_unknown', banding: 1, payment_method: 2 } }),
    'billing.changeBanding': () => ({ body: { banding: 2 } }),
    'billing.webhook': () => ({ body: { id: 'evt_matrix', type: 'invoice.paid' } }),
  },
};
