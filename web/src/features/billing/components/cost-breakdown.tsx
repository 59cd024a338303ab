import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Loader, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { PAYMENT_METHOD, VAT_RATE, type TCostView } from '@skillway/shared';
import { formatMoney } from '../../../lib/format-number';

/** Pounds with two decimals, in the active language's way: £1,234.50 (1234,50 £ in Polish and Spanish). */
export function formatPounds(amount: number): string {
  return formatMoney(amount);
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
  const { t } = useLingui();
  if (failed) return <LoadError onRetry={onRetry} />;
  if (!cost) return loading ? <Loader role="img" size="sm" aria-label={t`Loading the price`} /> : null;
  const annual = cost.payment_method === PAYMENT_METHOD.ANNUAL;
  const days = cost.days;
  const vatPercent = Math.round(VAT_RATE * 100);
  const price = formatPounds(cost.new_price_discount);
  const rows: [string, string][] = [
    [
      kind === 'upgrade' ? t`Pro-rata price (${plural(days, { one: '# day left', other: '# days left' })})` : t`Price`,
      formatPounds(cost.gross),
    ],
  ];
  if (annual || cost.discount > 0) rows.push([t`Annual discount`, formatPounds(-cost.discount)]);
  if (cost.refund > 0) rows.push([t`Refund of the current plan`, formatPounds(-cost.refund)]);
  rows.push([t`Net (excl. VAT)`, formatPounds(cost.net)]);
  rows.push([t`VAT (${vatPercent}%)`, formatPounds(cost.vat)]);
  return (
    <div aria-busy={loading}>
      <Table withTableBorder fz="sm" aria-label={title} verticalSpacing={6}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
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
              <Table.Td ta="end">{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{kind === 'upgrade' ? t`Added to your next payment` : t`Total`}</Table.Th>
            <Table.Td ta="end" fw={700}>
              {formatPounds(cost.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {kind === 'plan' && (
        <Text size="xs" c="dimmed" mt={4}>
          {annual ? t`Billed yearly: ${price} a year excl. VAT.` : t`Billed monthly: ${price} a month excl. VAT.`}
        </Text>
      )}
    </div>
  );
}
