import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand, type UpdateItemInput } from 'dynamodb-toolbox/entity/actions/update';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { companyEntity } from '../../platform/db/entities/company';
import { stripeCustomerEntity, stripeEventEntity, transactionEntity } from '../../platform/db/entities/billing';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TCompanyItem } from '../../platform/db/types';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { AppError } from '../../platform/http/app-error';

/** The Company attributes billing writes. `null` removes the attribute. */
export interface TBillingValues {
  state?: number;
  banding?: number;
  payment_method?: number;
  product_option?: number;
  stripe_customer_id?: string;
  stripe_subscription_id?: string | null;
  subscription_status?: string | null;
  subscription_date?: string;
  period_start_at?: string | null;
  next_payment_at?: string | null;
  cancel_account?: number | null;
  cancel_at?: string | null;
  payment_method_id?: string | null;
  card_brand?: string | null;
  card_last4?: string | null;
  card_exp_month?: number | null;
  card_exp_year?: number | null;
  billing_name?: string;
  billing_line1?: string;
  billing_city?: string;
  billing_state?: string;
  billing_postal_code?: string;
  stripe_event_at?: number;
  /** Paid: the free trial's end and its sparse index entry go (the expiry schedule no longer sees the company). */
  endTrial?: boolean;
}

export type TBillingCondition =
  | { attr: 'total_users'; lte: number }
  | { attr: 'stripe_event_at'; notNewerThan: number }
  | { attr: 'stripe_customer_id'; absent: true };

function toUpdate(values: TBillingValues): Record<string, unknown> {
  const { endTrial, ...rest } = values;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    out[name] = value === null ? $remove() : value;
  }
  if (endTrial) Object.assign(out, { trial_ends_at: $remove(), gsi2pk: $remove(), gsi2sk: $remove() });
  return out;
}

function toCondition(condition: TBillingCondition | undefined): Condition<ReturnType<typeof companyEntity>> {
  const exists: Condition<ReturnType<typeof companyEntity>> = { attr: 'company_id', exists: true };
  if (!condition) return exists;
  if ('lte' in condition) return { and: [exists, { attr: 'total_users', lte: condition.lte }] };
  if ('absent' in condition) return { and: [exists, { attr: 'stripe_customer_id', exists: false }] };
  // An event older than the last one applied loses; the first event applies.
  return {
    and: [
      exists,
      {
        or: [
          { attr: 'stripe_event_at', exists: false },
          { attr: 'stripe_event_at', lte: condition.notNewerThan },
        ],
      },
    ],
  };
}

/** Writes billing attributes of an existing company; false when the condition did not hold. */
export async function updateCompanyBilling(
  companyId: string,
  values: TBillingValues,
  condition?: TBillingCondition,
): Promise<boolean> {
  return sendUnlessConditionFails(
    companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, ...toUpdate(values) } as UpdateItemInput<ReturnType<typeof companyEntity>>)
      .options({ condition: toCondition(condition) }),
  );
}

export async function findCompanyById(companyId: string): Promise<TCompanyItem | undefined> {
  const { Item } = await companyEntity().build(GetItemCommand).key({ company_id: companyId }).send();
  return Item;
}

export async function putStripeCustomer(customerId: string, companyId: string): Promise<void> {
  await stripeCustomerEntity().build(PutItemCommand).item({ customer_id: customerId, company_id: companyId }).send();
}

export async function deleteStripeCustomer(customerId: string): Promise<void> {
  await stripeCustomerEntity().build(DeleteItemCommand).key({ customer_id: customerId }).send();
}

export async function findCompanyIdByCustomer(customerId: string): Promise<string | undefined> {
  const { Item } = await stripeCustomerEntity().build(GetItemCommand).key({ customer_id: customerId }).send();
  return Item?.company_id;
}

const EVENT_KEEP_SECONDS = 60 * 60 * 24 * 90;

/** Claims a Stripe event id: true the first time, false when it was applied already (conditional Put). */
export async function claimStripeEvent(eventId: string, type: string, now: Date): Promise<boolean> {
  return sendUnlessConditionFails(
    stripeEventEntity()
      .build(PutItemCommand)
      .item({ event_id: eventId, type, ttl: Math.floor(now.getTime() / 1000) + EVENT_KEEP_SECONDS })
      .options({ condition: { attr: 'event_id', exists: false } }),
  );
}

/** Releases a claim whose processing failed, so Stripe's retry is applied. */
export async function releaseStripeEvent(eventId: string): Promise<void> {
  await stripeEventEntity().build(DeleteItemCommand).key({ event_id: eventId }).send();
}

export interface TTransactionValues {
  company_id: string;
  invoice_id: string;
  invoice_created_at: string;
  amount: number;
  currency: string;
  status: string;
  invoice_link?: string;
  description: string;
  period_start_at?: string;
  period_end_at?: string;
  billing_reason?: string;
}

/** Writes (or overwrites with the latest status) one invoice of the company. */
export async function putTransaction(values: TTransactionValues): Promise<void> {
  await transactionEntity().build(PutItemCommand).item(values).send();
}

/** Transactions are a handful a year per company; this bound is far above ten years of monthly invoices. */
const MAX_TRANSACTIONS = 500;

/** The company's invoices, newest first: one Query of its partition's `TXN#` range. */
export async function listTransactions(companyId: string) {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(transactionEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.transactionsPrefix } })
    .options({ reverse: true, limit: MAX_TRANSACTIONS })
    .send();
  return Items ?? [];
}

/** The company a billing call acts on, or 404. */
export async function loadCompany(companyId: string): Promise<TCompanyItem> {
  const company = await findCompanyById(companyId);
  if (!company) throw AppError.notFound();
  return company;
}
