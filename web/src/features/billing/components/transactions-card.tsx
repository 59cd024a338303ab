import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Title, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { TRANSACTION_STATUS, type TTransaction } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { specText } from '../../../i18n/spec-text';
import { formatShortDate } from '../../../lib/format-date';
import { formatServerDay } from '../../../lib/format-server-day';
import { useListParams } from '../../../lib/use-list-params';
import { useTransactions } from '../api/queries';
import { formatPounds } from './cost-breakdown';

const STATUS_COLOR: Record<string, string> = {
  [TRANSACTION_STATUS.PAID]: 'green',
  [TRANSACTION_STATUS.OPEN]: 'orange',
  [TRANSACTION_STATUS.UNCOLLECTIBLE]: 'red',
};

const STATUS_LABEL: Record<string, MessageDescriptor> = {
  [TRANSACTION_STATUS.PAID]: msg`Paid`,
  [TRANSACTION_STATUS.OPEN]: msg`Open`,
  [TRANSACTION_STATUS.VOID]: msg`Void`,
  [TRANSACTION_STATUS.UNCOLLECTIBLE]: msg`Uncollectible`,
};

/** Stripe's status of the invoice, capitalised (a status Stripe adds later shows as it comes). */
function StatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const known = STATUS_LABEL[status];
  return (
    <Badge variant="light" color={STATUS_COLOR[status] ?? 'gray'} miw="max-content">
      {known ? t(known) : status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}

/** The invoice's day: the server's dd-mm-yyyy, in the active language's own numeric date. */
const invoiceDay = (row: TTransaction) =>
  row.formatted_date ? formatServerDay(row.formatted_date) : formatShortDate(row.created_at);

/** The server's 'dd-mm-yyyy to dd-mm-yyyy', its days and the word between them in the active language. */
function usePeriodText(): (row: TTransaction) => string {
  const { t } = useLingui();
  return (row) => {
    const [start, end, ...rest] = row.formatted_period.split(' to ');
    if (!start || !end || rest.length > 0) return row.formatted_period;
    const from = formatServerDay(start);
    const to = formatServerDay(end);
    return t`${from} to ${to}`;
  };
}

function PeriodCell({ row }: { row: TTransaction }) {
  const periodText = usePeriodText();
  return <span style={{ whiteSpace: 'nowrap' }}>{periodText(row) || '—'}</span>;
}

/** The link to the hosted invoice, named by the row in a few words (what it paid for and its period). */
function InvoiceLink({ row }: { row: TTransaction }) {
  const { t } = useLingui();
  const periodText = usePeriodText();
  const date = invoiceDay(row);
  const paidFor = specText(row.paid_for);
  const period = periodText(row);
  // Tells two rows of one day and amount apart.
  const name = period ? `${paidFor}, ${period}` : t`${paidFor} of ${date}`;
  return (
    <Anchor
      href={row.invoice_link ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`View invoice: ${name} (opens in a new tab)`}
      inline
      style={{ whiteSpace: 'nowrap' }}
    >
      <Trans>View invoice</Trans> <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
    </Anchor>
  );
}

const COLUMNS: readonly TColumn<TTransaction>[] = [
  {
    key: 'date',
    header: <Trans>Date</Trans>,
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{invoiceDay(row)}</span>,
  },
  { key: 'paid_for', header: <Trans>Paid For</Trans>, cell: (row) => specText(row.paid_for) },
  {
    key: 'period',
    header: <Trans>Billing Period</Trans>,
    cell: (row) => <PeriodCell row={row} />,
  },
  { key: 'amount', header: <Trans>Amount</Trans>, cell: (row) => row.formatted_amount || formatPounds(row.amount) },
  {
    key: 'status',
    header: <Trans>Status</Trans>,
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    key: 'invoice',
    header: <Trans>Invoice</Trans>,
    cell: (row) => (row.invoice_link ? <InvoiceLink row={row} /> : '—'),
  },
  // Last: on a phone the date, amount, status and invoice come first, the description is scrolled to.
  { key: 'description', header: <Trans>Description</Trans>, cell: (row) => row.description },
];

/**
 * Transactions (the invoice page), newest first, paged: date, what it paid for (sign up, renewal …), the billing
 * period, amount, status and a link to the hosted invoice.
 */
export function TransactionsCard() {
  const { t } = useLingui();
  const list = useListParams();
  const transactions = useTransactions(list.params);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Transactions</Trans>
      </Title>
      <ListCard
        list={list}
        total={transactions.data?.meta.pagination.total ?? 0}
        failed={transactions.isError}
        onRetry={transactions.refetch}
        caption={t`Transactions`}
        columns={COLUMNS}
        rows={transactions.data?.data ?? []}
        rowId={(row) => row.id}
        loading={transactions.isFetching}
        empty={t`No transactions yet.`}
        emptyHint={t`Payments and invoices appear here once the account is paid for.`}
        minWidth={760}
      />
    </Stack>
  );
}
