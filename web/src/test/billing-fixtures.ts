import {
  ACCOUNT_ACTION,
  BANDS,
  COMPANY_STATE,
  COMPANY_STATE_NAME,
  MSG,
  PAYMENT_METHOD_NAME,
  SUSPENSION_REASON,
  TEST_CARDS,
  bandById,
  productName,
  type TAccountStatus,
  type TBillingDetails,
  type TCompanyState,
  type TPaymentMethod,
  type TTransaction,
} from '@skillway/shared';
import { planCost } from '@skillway/shared/rules/billing-cost';
import { byPath, pagination } from './people-fixtures';

/** An Account Status answer for a state, as the server builds it. */
export function accountStatus(state: number, overrides: Partial<TAccountStatus> = {}): TAccountStatus {
  const banding = overrides.banding ?? 1;
  const totalUsers = overrides.total_users ?? 12;
  const reason =
    overrides.suspension_reason !== undefined
      ? overrides.suspension_reason
      : state === COMPANY_STATE.FREE_TRIAL_EXPIRED
        ? SUSPENSION_REASON.TRIAL_EXPIRED
        : state === COMPANY_STATE.SUSPENDED
          ? overrides.payment_failed
            ? SUSPENSION_REASON.PAYMENT_FAILED
            : SUSPENSION_REASON.SUBSCRIPTION_ENDED
          : null;
  const actions: TAccountStatus['actions'] =
    reason === SUSPENSION_REASON.PLATFORM
      ? []
      : state === COMPANY_STATE.ACTIVE
        ? overrides.cancel_account
          ? []
          : [ACCOUNT_ACTION.CANCEL, ACCOUNT_ACTION.UPGRADE]
        : state === COMPANY_STATE.SUSPENDED
          ? [ACCOUNT_ACTION.MAKE_PAYMENT]
          : [ACCOUNT_ACTION.SIGN_UP];
  const paymentMethod = (overrides.payment_method ?? 2) as TPaymentMethod;
  return {
    state,
    state_description: COMPANY_STATE_NAME[state as TCompanyState],
    total_users: totalUsers,
    max_users: bandById(banding)?.max ?? 20,
    banding,
    banding_description: bandById(banding)?.name ?? '',
    upgrade_options: BANDS.filter((band) => band.max >= totalUsers).map((band) => band.id),
    payment_method: paymentMethod,
    payment_method_description: PAYMENT_METHOD_NAME[paymentMethod],
    product_option: overrides.product_option ?? null,
    product_description: productName(overrides.product_option),
    subscription_date:
      state === COMPANY_STATE.ACTIVE || state === COMPANY_STATE.SUSPENDED ? '2026-01-15T10:00:00.000Z' : null,
    trial_expired_date:
      state === COMPANY_STATE.FREE_TRIAL || state === COMPANY_STATE.FREE_TRIAL_EXTENDED
        ? '2026-12-01T00:00:00.000Z'
        : null,
    next_payment_date: state === COMPANY_STATE.ACTIVE ? '2027-01-15T10:00:00.000Z' : null,
    cancel_account: false,
    cancel_subscription_date: null,
    payment_source_added: state === COMPANY_STATE.ACTIVE,
    payment_failed: false,
    suspension_reason: reason,
    actions,
    ...overrides,
  };
}

export function transaction(n: number, overrides: Partial<TTransaction> = {}): TTransaction {
  const month = String(n).padStart(2, '0');
  return {
    id: `in_${n}`,
    created_at: `2026-${month}-15T10:00:00.000Z`,
    formatted_date: `15-${month}-2026`,
    formatted_month_year: `${month}-2026`,
    formatted_time: '10:00',
    amount: 635.04,
    formatted_amount: '£635.04',
    status: 'paid',
    invoice_link: `http://localhost/_local/stripe/invoices/in_${n}`,
    description: 'Skillway 1 to 20 employees (annual)',
    paid_for: n === 1 ? 'Sign up' : 'Renewal',
    period_start: `${2025 + n}-01-15T10:00:00.000Z`,
    period_end: `${2026 + n}-01-15T10:00:00.000Z`,
    formatted_period: `15-01-${2025 + n} to 15-01-${2026 + n}`,
    ...overrides,
  };
}

type THandler = (url: URL, init: RequestInit) => { status: number; body?: unknown };

/**
 * A fake billing server: account status (changed by sign up, banding and cancel), transactions, costs, the
 * payment secret and the local fake Stripe's card confirmation (4242… succeeds, 4000…0002 is declined).
 */
export function billingServer(
  initial: TAccountStatus,
  options: { transactions?: TTransaction[]; overrides?: Record<string, THandler> } = {},
) {
  let status = initial;
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const bodyOf = (init: RequestInit) => JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
  const record = (url: URL, init: RequestInit) => {
    const body = bodyOf(init);
    posted.push({ path: url.pathname, body });
    return body;
  };
  const cost: THandler = (url, init) => {
    const body = bodyOf(init);
    const pm = (Number(body.payment_method) || status.payment_method) as TPaymentMethod;
    return { status: 200, body: { data: planCost(Number(body.banding), pm) } };
  };
  const rows = options.transactions ?? [];
  /** The stored billing details: what the last payment's `billing` saved (as the server does). */
  let details: TBillingDetails = { name: '', address: { line1: '', city: '', state: '', postal_code: '' } };
  const saveDetails = (body: Record<string, unknown>) => {
    if (body.billing) details = body.billing as TBillingDetails;
  };
  const handler = byPath({
    '/v1/companys/account-status': () => ({ status: 200, body: { data: status } }),
    '/v1/payment/transactions': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return {
        status: 200,
        body: { data: rows.slice((page - 1) * limit, page * limit), meta: pagination(rows.length, page, limit) },
      };
    },
    '/v1/stripe/get-plan-details': cost,
    '/v1/company/upgrade-cost': cost,
    '/v1/stripe/billing-details': () => ({ status: 200, body: { data: details } }),
    '/v1/stripe/payment-secret': () => ({
      status: 200,
      body: {
        data: {
          setup_intent_secret: `seti_${posted.length}_secret`,
          setup_intent_id: `seti_${posted.length}`,
          mode: 'local',
          publishable_key: null,
          confirm_url: '/_local/stripe/confirm',
        },
      },
    }),
    '/_local/stripe/confirm': (url, init) => {
      const body = record(url, init);
      if (body.number === TEST_CARDS.DECLINED) {
        return { status: 402, body: { error: { code: 'card_declined', message: 'Your card was declined.' } } };
      }
      return { status: 200, body: { payment_method: 'pm_local_1', status: 'succeeded' } };
    },
    '/v1/company/payment': (url, init) => {
      const body = record(url, init);
      saveDetails(body);
      const banding = Number(body.banding);
      status = accountStatus(COMPANY_STATE.ACTIVE, {
        banding,
        payment_method: Number(body.payment_method),
        product_option: body.product_option === undefined ? null : Number(body.product_option),
      });
      return { status: 200, body: { data: status, message: MSG.ACCOUNT_UPGRADED } };
    },
    '/v1/company/banding': (url, init) => {
      const body = record(url, init);
      status = accountStatus(status.state, {
        ...status,
        banding: Number(body.banding),
        max_users: bandById(Number(body.banding))?.max ?? 0,
        banding_description: bandById(Number(body.banding))?.name ?? '',
      });
      return { status: 200, body: { data: status, message: MSG.ACCOUNT_UPGRADED } };
    },
    '/v1/company/cancel-account': (url, init) => {
      record(url, init);
      status = { ...status, cancel_account: true, cancel_subscription_date: '2027-01-15T10:00:00.000Z', actions: [] };
      return { status: 200, body: { data: status, message: `${MSG.ACCOUNT_CANCEL_ON} 15 Jan 2027` } };
    },
  });
  const overrides = options.overrides ?? {};
  return {
    posted,
    handler: (raw: string, init: RequestInit) => {
      const path = new URL(raw, 'http://localhost').pathname;
      const override = overrides[path];
      if (override && path === '/v1/company/payment')
        saveDetails(JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>);
      return override ? override(new URL(raw, 'http://localhost'), init) : handler(raw, init);
    },
  };
}
