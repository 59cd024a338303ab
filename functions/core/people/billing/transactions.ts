import { CURRENCY_SYMBOL, type TPageQuery, type TTransaction } from '@skillway/shared';
import { paginate } from '../../platform/http/pagination';
import { listTransactions } from './billing-repository';

type TTransactionItem = Awaited<ReturnType<typeof listTransactions>>[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** One invoice as the Transactions list shows it: dd-mm-yyyy, 'Mon yyyy', hh:mm (UTC) and £ with two decimals. */
function presentTransaction(item: TTransactionItem): TTransaction {
  const at = new Date(item.invoice_created_at);
  const amount = item.amount / 100;
  return {
    id: item.invoice_id,
    created_at: item.invoice_created_at,
    formatted_date: `${pad(at.getUTCDate())}-${pad(at.getUTCMonth() + 1)}-${at.getUTCFullYear()}`,
    formatted_month_year: `${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`,
    formatted_time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`,
    amount,
    formatted_amount: `${CURRENCY_SYMBOL}${amount.toFixed(2)}`,
    status: item.status,
    invoice_link: item.invoice_link ?? null,
    description: item.description,
  };
}

/** GET /payment/transactions: one Query of the company's invoices (newest first), then the page. */
export async function listTransactionsPage(companyId: string, query: TPageQuery, path: string) {
  const items = await listTransactions(companyId);
  return paginate(items.map(presentTransaction), { page: query.page, limit: query.limit, path });
}
