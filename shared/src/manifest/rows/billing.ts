import { ZPageQuery, list, one } from '../../schemas/common';
import {
  ZAccountStatus,
  ZBandingBody,
  ZBillingDetails,
  ZBillingDetailsBody,
  ZCost,
  ZCreateCustomerBody,
  ZCustomer,
  ZPaymentBody,
  ZPaymentInfo,
  ZPaymentSecret,
  ZPlanQuery,
  ZTransaction,
  ZWebhookAnswer,
} from '../../schemas/billing';
import { ADMINS } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

/**
 * The company's account status and billing with Stripe (administration spec: Finance and account, Company state
 * table, section 7 Company and finance). Every row is reachable while the company is suspended: it is how the
 * administrator pays again. docs/billing.md describes the flow.
 */
export const billingRows = defineRows({
  'billing.accountStatus': {
    method: 'GET',
    path: '/v1/companys/account-status',
    handler: 'api/billing/get-account-status',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      'Account Status: state, users against the band maximum, banding, subscription date, trial expiry (states 1 and 5) or next payment date, billing frequency, cancellation, and the buttons the state table implies.',
    response: one(ZAccountStatus),
    audit: NOT_AUDITED.READ,
  },
  'billing.payment': {
    method: 'GET',
    path: '/v1/companys/payment',
    handler: 'api/billing/get-payment',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary: 'The saved card (brand, last four digits, expiry), plan, subscription status and next payment.',
    response: one(ZPaymentInfo),
    audit: NOT_AUDITED.READ,
  },
  'billing.transactions': {
    method: 'GET',
    path: '/v1/payment/transactions',
    handler: 'api/billing/list-transactions',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      "The company's invoices, newest first, paged: date, amount, status and the hosted invoice link. Read from the table (stored by the webhook), no Stripe call.",
    request: { query: ZPageQuery },
    response: list(ZTransaction),
    audit: NOT_AUDITED.READ,
  },
  'billing.upgradeCost': {
    method: 'POST',
    path: '/v1/company/upgrade-cost',
    handler: 'api/billing/get-upgrade-cost',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      "The Cost of moving to a band: pro-rata for the days left of the current period, charged on the next payment (annual billing refunds the current plan's remaining days); without a subscription, the new plan's first period.",
    request: { body: ZPlanQuery },
    response: one(ZCost),
    audit: NOT_AUDITED.READ,
  },
  'billing.planDetails': {
    method: 'POST',
    path: '/v1/stripe/get-plan-details',
    handler: 'api/billing/get-plan-details',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary: "The Cost of a new plan (band and billing frequency): the Sign Up panel's price breakdown.",
    request: { body: ZPlanQuery },
    response: one(ZCost),
    audit: NOT_AUDITED.READ,
  },
  'billing.paymentSecret': {
    method: 'GET',
    path: '/v1/stripe/payment-secret',
    handler: 'api/billing/get-payment-secret',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      'A Stripe SetupIntent for the card form (creates the Stripe customer when missing), with how to collect the card: Stripe Elements (publishable key) or, locally, the plain card form posting to the fake Stripe.',
    response: one(ZPaymentSecret),
    // The card form's secret: the change is the card it collects, recorded when Sign Up saves it (billing.subscribe);
    // the Stripe customer id it may link first is the provider's bookkeeping, not a billing change.
    audit: NOT_AUDITED.READ,
  },
  'billing.createCustomer': {
    method: 'POST',
    path: '/v1/stripe/create-customer',
    handler: 'api/billing/create-customer',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      "Creates the company's Stripe customer (idempotent: the existing one is returned), saving billing details when given.",
    request: { body: ZCreateCustomerBody },
    response: one(ZCustomer),
    audit: { items: ['Company'] },
  },
  'billing.billingDetails': {
    method: 'GET',
    path: '/v1/stripe/billing-details',
    handler: 'api/billing/get-billing-details',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary: 'The billing name and address (empty strings until saved).',
    response: one(ZBillingDetails),
    audit: NOT_AUDITED.READ,
  },
  'billing.saveBillingDetails': {
    method: 'POST',
    path: '/v1/stripe/billing-details',
    handler: 'api/billing/save-billing-details',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary: 'Saves the billing name and address, on the company and on the Stripe customer.',
    request: { body: ZBillingDetailsBody },
    response: one(ZBillingDetails),
    audit: { items: ['Company'] },
  },
  'billing.subscribe': {
    method: 'POST',
    path: '/v1/company/payment',
    handler: 'api/billing/create-payment',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      "Sign Up: makes the confirmed payment method the default and starts the subscription (band, frequency); the first invoice is charged at once. Suspended with an unpaid subscription (Make Payment): pays the open invoice with the new card. A declined card is 422 'Payment Method Declined'.",
    request: { body: ZPaymentBody },
    response: one(ZAccountStatus),
    audit: { items: ['Company', 'Transaction'] },
  },
  'billing.removePayment': {
    method: 'DELETE',
    path: '/v1/company/payment',
    handler: 'api/billing/delete-payment',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      'Removes the saved card from the Stripe customer (payment_source_added becomes false); the next payment then needs a new card.',
    response: one(ZAccountStatus),
    audit: { items: ['Company'] },
  },
  'billing.changeBanding': {
    method: 'POST',
    path: '/v1/company/banding',
    handler: 'api/billing/change-banding',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      "Change Banding: moves the subscription to the band, pro-rata on the next payment; the band's user maximum applies at once. A band below the current user count is 422 on banding; a Stripe failure is 'There has been a problem upgrading your account'.",
    request: { body: ZBandingBody },
    response: one(ZAccountStatus),
    audit: { items: ['Company'] },
  },
  'billing.cancelAccount': {
    method: 'GET',
    path: '/v1/company/cancel-account',
    handler: 'api/billing/cancel-account',
    access: ADMINS,
    tag: 'Billing',
    suspendedAccessible: true,
    summary:
      'Cancel Account: the subscription ends at the end of the period that covers the 30-day notice; sets cancel_account and the date.',
    response: one(ZAccountStatus),
    audit: { items: ['Company'] },
  },
  'billing.webhook': {
    method: 'POST',
    path: '/v1/stripe/webhook',
    handler: 'api/billing/stripe-webhook',
    access: 'public',
    tag: 'Billing',
    summary:
      'Stripe events, signature checked with the webhook secret (400 otherwise), each event id applied once. Drives the company state (active → 3, final payment failure or subscription ended → 4, paid again → 3) and stores each invoice as a transaction.',
    response: ZWebhookAnswer,
    audit: NOT_AUDITED.SYSTEM,
  },
});
