import { Anchor, Badge, Title, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { TRANSACTION_STATUS, type TTransaction } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { formatShortDate } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { useTransactions } from '../api/queries';
import { formatPounds } from './cost-breakdown';

const STATUS_COLOR: Record<string, string> = {
  [TRANSACTION_STATUS.PAID]: 'green',
  [TRANSACTION_STATUS.OPEN]: 'orange',
  [TRANSACTION_STATUS.UNCOLLECTIBLE]: 'red',
};

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** The row in a few words, to tell two rows of one day and amount apart: what it paid for and its period. */
function rowName(row: TTransaction): string {
  const date = row.formatted_date || formatShortDate(row.created_at);
  return row.formatted_period ? `${row.paid_for}, ${row.formatted_period}` : `${row.paid_for} of ${date}`;
}

const COLUMNS: readonly TColumn<TTransaction>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (row) => (
      <span style={{ whiteSpace: 'nowrap' }}>{row.formatted_date || formatShortDate(row.created_at)}</span>
    ),
  },
  { key: 'paid_for', header: 'Paid For', cell: (row) => row.paid_for },
  {
    key: 'period',
    header: 'Billing Period',
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.formatted_period || '—'}</span>,
  },
  { key: 'amount', header: 'Amount', cell: (row) => row.formatted_amount || formatPounds(row.amount) },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge variant="light" color={STATUS_COLOR[row.status] ?? 'gray'} miw="max-content">
        {statusLabel(row.status)}
      </Badge>
    ),
  },
  {
    key: 'invoice',
    header: 'Invoice',
    cell: (row) =>
      row.invoice_link ? (
        <Anchor
          href={row.invoice_link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View invoice: ${rowName(row)} (opens in a new tab)`}
          inline
          style={{ whiteSpace: 'nowrap' }}
        >
          View invoice <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
        </Anchor>
      ) : (
        '—'
      ),
  },
  // Last: on a phone the date, amount, status and invoice come first, the description is scrolled to.
  { key: 'description', header: 'Description', cell: (row) => row.description },
];

/**
 * Transactions (the invoice page), newest first, paged: date, what it paid for (sign up, renewal …), the billing
 * period, amount, status and a link to the hosted invoice.
 */
export function TransactionsCard() {
  const list = useListParams();
  const transactions = useTransactions(list.params);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Transactions
      </Title>
      <ListCard
        list={list}
        total={transactions.data?.meta.pagination.total ?? 0}
        failed={transactions.isError}
        onRetry={transactions.refetch}
        caption="Transactions"
        columns={COLUMNS}
        rows={transactions.data?.data ?? []}
        rowId={(row) => row.id}
        loading={transactions.isFetching}
        empty="No transactions yet."
        emptyHint="Payments and invoices appear here once the account is paid for."
        minWidth={760}
      />
    </Stack>
  );
}
