import { Text } from '@mantine/core';

/** One labelled figure of the account pages (Account Status, Account Information); empty reads as a dash. */
export function InfoField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value || '—'}</Text>
    </div>
  );
}
