import {
  CURRENCY_SYMBOL,
  INVOICE_PURPOSE,
  INVOICE_PURPOSE_OTHER,
  type TPageQuery,
  type TTransaction,
} from '@skillway/shared';
import { paginate } from '../../platform/http/pagination';
import { listTransactions } from './billing-repository';

type TTransactionItem = Awaited<ReturnType<typeof listTransactions>>[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

const day = (at: Date) => `${pad(at.getUTCDate())}-${pad(at.getUTCMonth() + 1)}-${at.getUTCFullYear()}`;

/**
 * One invoice as the Transactions list shows it: dd-mm-yyyy, 'Mon yyyy', hh:mm (UTC) and £ with two decimals, what
 * it paid for (sign up, renewal …) and the billing period, so two invoices of one day and amount are told apart.
 */
export function presentTransaction(item: TTransactionItem): TTransaction {
  const at = new Date(item.invoice_created_at);
  const period =
    item.period_start_at && item.period_end_at ? [new Date(item.period_start_at), new Date(item.period_end_at)] : null;
  const amount = item.amount / 100;
  return {
    id: item.invoice_id,
    created_at: item.invoice_created_at,
    formatted_date: day(at),
    formatted_month_year: `${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`,
    formatted_time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`,
    amount,
    formatted_amount: `${CURRENCY_SYMBOL}${amount.toFixed(2)}`,
    status: item.status,
    invoice_link: item.invoice_link ?? null,
    description: item.description,
    paid_for: (item.billing_reason && INVOICE_PURPOSE[item.billing_reason]) || INVOICE_PURPOSE_OTHER,
    period_start: item.period_start_at ?? null,
    period_end: item.period_end_at ?? null,
    formatted_period: period ? `${day(period[0]!)} to ${day(period[1]!)}` : '',
  };
}

/** Newest first; invoices made in the same second (a renewal billed at once) by their period, latest first. */
function newestFirst(a: TTransactionItem, b: TTransactionItem): number {
  return (
    b.invoice_created_at.localeCompare(a.invoice_created_at) ||
    (b.period_start_at ?? '').localeCompare(a.period_start_at ?? '')
  );
}

/** GET /payment/transactions: one Query of the company's invoices (newest first), then the page. */
export async function listTransactionsPage(companyId: string, query: TPageQuery, path: string) {
  const items = [...(await listTransactions(companyId))].sort(newestFirst);
  return paginate(items.map(presentTransaction), { page: query.page, limit: query.limit, path });
}
