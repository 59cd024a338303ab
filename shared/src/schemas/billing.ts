import * as z from 'zod/mini';
import { ACCOUNT_ACTIONS, BILLING_MODE, PAYMENT_METHOD_IDS, SUSPENSION_REASONS } from '../constants/billing';
import { BANDS, PRODUCT_OPTION_IDS } from '../constants/company';
import { requiredString, wellFormedText } from './fields';

/** Billing contracts (administration spec: Finance and account; section 7 Company and finance; Cost, Transaction, Billing details). */

const BAND_IDS = BANDS.map((band) => band.id);

/** `banding`: 1..5 (a number or a numeric string, as forms send it). */
export const ZBanding = z.pipe(
  z.union([z.number(), z.string()], { error: 'The banding field is required.' }),
  z.transform(Number).check(z.refine((n) => BAND_IDS.includes(n), 'The selected banding is invalid.')),
);

/** `payment_method`: 1 monthly, 2 annual. */
export const ZPaymentMethod = z.pipe(
  z.union([z.number(), z.string()], { error: 'The payment method field is required.' }),
  z.pipe(
    z.transform(Number),
    z.union([z.literal(PAYMENT_METHOD_IDS[0]), z.literal(PAYMENT_METHOD_IDS[1])], {
      error: 'The selected payment method is invalid.',
    }),
  ),
);

/** `product_option`: 1 the 3 month paid trial, 2 the 12 month contract billed monthly, 3 billed annually. */
export const ZProductOption = z.pipe(
  z.union([z.number(), z.string()]),
  z
    .transform(Number)
    .check(
      z.refine((n) => (PRODUCT_OPTION_IDS as readonly number[]).includes(n), 'The selected product option is invalid.'),
    ),
);

/** The Cost entity (see shared/src/rules/billing-cost.ts for what each figure means). Pounds, two decimals. */
export const ZCost = z.object({
  gross: z.number(),
  discount: z.number(),
  vat: z.number(),
  net: z.number(),
  new_price: z.number(),
  new_price_discount: z.number(),
  days: z.number(),
  refund: z.number(),
  total: z.number(),
  payment_method: z.number(),
});
export type TCostView = z.infer<typeof ZCost>;

/** POST /stripe/get-plan-details and /company/upgrade-cost. upgrade-cost takes the company's frequency when absent. */
export const ZPlanQuery = z.object({
  banding: ZBanding,
  payment_method: z.optional(ZPaymentMethod),
});
export type TPlanQuery = z.input<typeof ZPlanQuery>;

export const ZAccountAction = z.enum(ACCOUNT_ACTIONS);

/** GET /companys/account-status: the Account Status panel, and which buttons it shows. */
export const ZAccountStatus = z.object({
  state: z.number(),
  state_description: z.string(),
  total_users: z.number(),
  /** The band's user maximum. */
  max_users: z.number(),
  banding: z.number(),
  banding_description: z.string(),
  /** Bands the Change Banding panel may offer: every band whose maximum is at least total_users, the current one included. */
  upgrade_options: z.array(z.number()),
  payment_method: z.number(),
  payment_method_description: z.string(),
  /**
   * The product (PRODUCT_OPTIONS): chosen at signup, then what Sign Up started; null when none was ever chosen. A paid
   * trial (1) ends on cancel_subscription_date.
   */
  product_option: z.nullable(z.number()),
  product_description: z.string(),
  /** ISO date-times, null when not applicable. */
  subscription_date: z.nullable(z.string()),
  /** States 1 and 5: the free trial's end. */
  trial_expired_date: z.nullable(z.string()),
  /** Other states with a subscription: the next payment. */
  next_payment_date: z.nullable(z.string()),
  cancel_account: z.boolean(),
  /** Set with cancel_account: the day the account stops ('Account will be cancelled on …'). */
  cancel_subscription_date: z.nullable(z.string()),
  payment_source_added: z.boolean(),
  /**
   * State 4 reached because a renewal's payment failed for good (the subscription is unpaid); false when the state
   * was set some other way (a super administrator), so the page claims no cause it does not know.
   */
  payment_failed: z.boolean(),
  /**
   * States 2 and 4: why administration is paused ('trial_expired', 'payment_failed', 'subscription_ended', or
   * 'platform': set by the super administrator with nothing owed, so no payment is offered); null otherwise.
   */
  suspension_reason: z.nullable(z.enum(SUSPENSION_REASONS)),
  /** The buttons of the state table: 'sign_up' | 'cancel' | 'upgrade' | 'make_payment'. */
  actions: z.array(ZAccountAction),
});
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

/** GET /companys/payment: the saved payment source and plan. */
export const ZPaymentInfo = z.object({
  payment_source_added: z.boolean(),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() })),
  banding: z.number(),
  payment_method: z.number(),
  /** Stripe's subscription status ('active', 'past_due', 'unpaid', 'canceled' …), null before sign up. */
  subscription_status: z.nullable(z.string()),
  next_payment_date: z.nullable(z.string()),
  /** What the next regular payment will be (VAT included, pounds); null without a subscription. */
  next_payment_amount: z.nullable(z.number()),
});
export type TPaymentInfo = z.infer<typeof ZPaymentInfo>;

/** A row of GET /payment/transactions (one per invoice, newest first). */
export const ZTransaction = z.object({
  id: z.string(),
  created_at: z.string(),
  formatted_date: z.string(),
  formatted_month_year: z.string(),
  formatted_time: z.string(),
  /** Pounds, VAT included. */
  amount: z.number(),
  formatted_amount: z.string(),
  /** The invoice's status: 'open' (unpaid) or otherwise ('paid', 'void', 'uncollectible'). */
  status: z.string(),
  /** Stripe's hosted invoice page (locally the fake Stripe's invoice page). */
  invoice_link: z.nullable(z.string()),
  description: z.string(),
  /** What it paid for: 'Sign up', 'Renewal', 'Plan change' or 'Invoice' (INVOICE_PURPOSE). */
  paid_for: z.string(),
  /** The billing period it pays for (ISO; the end is the next period's start), null when the invoice has none. */
  period_start: z.nullable(z.string()),
  period_end: z.nullable(z.string()),
  /** 'dd-mm-yyyy to dd-mm-yyyy' (UTC days), '' without a period. */
  formatted_period: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

/**
 * GET /stripe/payment-secret: a SetupIntent for the Sign Up / Make Payment card form, and how to collect the card.
 * mode 'stripe': mount Stripe Elements with publishable_key and confirm with setup_intent_secret.
 * mode 'local': POST {number, exp_month, exp_year, cvc} as JSON to confirm_url (same origin); the answer is
 * {payment_method: 'pm_…'} (200) or {error: {message, code: 'card_declined'}} (402).
 */
export const ZPaymentSecret = z.object({
  setup_intent_secret: z.string(),
  setup_intent_id: z.string(),
  mode: z.enum([BILLING_MODE.LOCAL, BILLING_MODE.STRIPE]),
  publishable_key: z.nullable(z.string()),
  confirm_url: z.nullable(z.string()),
});
export type TPaymentSecret = z.infer<typeof ZPaymentSecret>;

/** Billing details (Stripe customer name and address). */
export const ZBillingDetails = z.object({
  name: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), state: z.string(), postal_code: z.string() }),
});
export type TBillingDetails = z.infer<typeof ZBillingDetails>;

/** Text sent on to Stripe, whose client cannot encode half a UTF-16 pair (requiredString refuses it: was a 502). */
const stripeText = (field: string, max: number) => requiredString(field, max);

export const ZBillingDetailsBody = z.object({
  name: stripeText('name', 200),
  address: z.object(
    {
      line1: stripeText('line1', 200),
      city: stripeText('city', 100),
      state: z._default(
        z.optional(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(100, 'The state may not be greater than 100 characters.'),
              wellFormedText('The state is invalid.'),
            ),
        ),
        '',
      ),
      postal_code: stripeText('postal_code', 20),
    },
    { error: 'The address field is required.' },
  ),
});
export type TBillingDetailsBody = z.input<typeof ZBillingDetailsBody>;

/** POST /stripe/create-customer: the spec's fields are informational; billing details, when given, are saved. */
export const ZCreateCustomerBody = z.object({
  banding: z.optional(ZBanding),
  plan: z.optional(z.unknown()),
  amount: z.optional(z.unknown()),
  billing: z.optional(ZBillingDetailsBody),
});
export const ZCustomer = z.object({ customer_id: z.string() });

/** POST /company/payment: sign up (or, when suspended, Make Payment) with a confirmed payment method. */
export const ZPaymentBody = z.object({
  /** The payment method id (pm_…) the confirmed SetupIntent produced: an id, so text that cannot be sent on is refused. */
  token: requiredString('token', 255),
  payment_method: z._default(ZPaymentMethod, 2),
  /** The product to start (Sign Up); when given, it sets the billing frequency (the paid trial and 2 monthly, 3 annual). */
  product_option: z.optional(ZProductOption),
  banding: ZBanding,
  /** Optional: saved as the billing details first (the Sign Up panel's cardholder name and address). */
  billing: z.optional(ZBillingDetailsBody),
});
export type TPaymentBody = z.input<typeof ZPaymentBody>;

export const ZBandingBody = z.object({ banding: ZBanding });
export type TBandingBody = z.input<typeof ZBandingBody>;

/** POST /stripe/webhook answer. */
export const ZWebhookAnswer = z.object({ received: z.boolean(), duplicate: z.optional(z.boolean()) });
