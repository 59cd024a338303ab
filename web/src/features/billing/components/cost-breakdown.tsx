import { Loader, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { CURRENCY_SYMBOL, PAYMENT_METHOD, VAT_RATE, type TCostView } from '@skillway/shared';

/** Pounds with two decimals: £1,234.50. */
export function formatPounds(amount: number): string {
  const sign = amount < 0 ? '−' : '';
  return `${sign}${CURRENCY_SYMBOL}${Math.abs(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

interface TCostBreakdownProps {
  title: string;
  cost: TCostView | undefined;
  loading: boolean;
  failed: boolean;
  /** Asks for the price again (Try again under the error). */
  onRetry: () => unknown;
  /** 'upgrade': the pro-rata change for the days left, added to the next payment. */
  kind?: 'plan' | 'upgrade';
}

/** A Cost as the panels show it: price, the annual discount, any refund, net, VAT and the total (pounds). */
export function CostBreakdown({ title, cost, loading, failed, onRetry, kind = 'plan' }: TCostBreakdownProps) {
  if (failed) return <LoadError onRetry={onRetry} />;
  if (!cost) return loading ? <Loader role="img" size="sm" aria-label="Loading the price" /> : null;
  const annual = cost.payment_method === PAYMENT_METHOD.ANNUAL;
  const rows: [string, string][] = [
    [
      kind === 'upgrade' ? `Pro-rata price (${cost.days} ${cost.days === 1 ? 'day' : 'days'} left)` : 'Price',
      formatPounds(cost.gross),
    ],
  ];
  if (annual || cost.discount > 0) rows.push(['Annual discount', formatPounds(-cost.discount)]);
  if (cost.refund > 0) rows.push(['Refund of the current plan', formatPounds(-cost.refund)]);
  rows.push(['Net (excl. VAT)', formatPounds(cost.net)]);
  rows.push([`VAT (${Math.round(VAT_RATE * 100)}%)`, formatPounds(cost.vat)]);
  return (
    <div aria-busy={loading}>
      <Table withTableBorder fz="sm" aria-label={title} verticalSpacing={6}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text fw={700} c="dark" size="sm">
            {title}
          </Text>
        </Table.Caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{kind === 'upgrade' ? 'Added to your next payment' : 'Total'}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatPounds(cost.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {kind === 'plan' && (
        <Text size="xs" c="dimmed" mt={4}>
          {annual
            ? `Billed yearly: ${formatPounds(cost.new_price_discount)} a year excl. VAT.`
            : `Billed monthly: ${formatPounds(cost.new_price_discount)} a month excl. VAT.`}
        </Text>
      )}
    </div>
  );
}
