import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * One Stripe invoice of the company, written by the webhook (invoice.finalized, paid, payment_failed …) and read
 * by the transactions list with one Query. pk `C#<cid>`, sk `TXN#<created ISO>#<invoice id>`; the latest event
 * about an invoice overwrites the item (same key), so its status is current.
 */
export const transactionEntity = lazy(
  () =>
    new Entity({
      name: 'Transaction',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        invoice_created_at: string().key(),
        invoice_id: string().key(),
        /** Pence, VAT included. */
        amount: number(),
        currency: string(),
        status: string(),
        invoice_link: string().optional(),
        description: string(),
        /** The service period the invoice bills (ISO), and why it was made (Stripe's billing_reason). */
        period_start_at: string().optional(),
        period_end_at: string().optional(),
        billing_reason: string().optional(),
      }),
      computeKey: ({ company_id, invoice_created_at, invoice_id }) => ({
        pk: keys.company(company_id),
        sk: keys.transactionSk(invoice_created_at, invoice_id),
      }),
      timestamps: false,
    }),
);

/** Platform-level lookup of a Stripe customer's company. pk `STRIPECUS#<cus id>`, sk `STRIPECUS`. */
export const stripeCustomerEntity = lazy(
  () =>
    new Entity({
      name: 'StripeCustomer',
      table: SkillwayTable,
      schema: item({
        customer_id: string().key(),
        company_id: string(),
      }),
      computeKey: ({ customer_id }) => ({ pk: keys.stripeCustomerPk(customer_id), sk: keys.stripeCustomerSk }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);

/**
 * A Stripe event already applied: put with a condition that it does not exist, so each event id is applied once
 * (Stripe delivers at least once). pk `STRIPEEVT#<evt id>`, sk `STRIPEEVT`; DynamoDB deletes it after `ttl`.
 */
export const stripeEventEntity = lazy(
  () =>
    new Entity({
      name: 'StripeEvent',
      table: SkillwayTable,
      schema: item({
        event_id: string().key(),
        type: string(),
        company_id: string().optional(),
        ttl: number(),
      }),
      computeKey: ({ event_id }) => ({ pk: keys.stripeEventPk(event_id), sk: keys.stripeEventSk }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
