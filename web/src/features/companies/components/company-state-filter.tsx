import { Select } from '@mantine/core';
import { COMPANY_STATE_NAME } from '@skillway/shared';

const ALL = 'all';

/** Every state as a select option, 1 to 5, with the spec's names. */
export const STATE_OPTIONS = Object.entries(COMPANY_STATE_NAME).map(([value, label]) => ({ value, label }));

/** The Company List's state filter beside the name search: one state, or every state. */
export function CompanyStateFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (state: number | null) => void;
}) {
  return (
    <Select
      aria-label="Filter by state"
      data={[{ value: ALL, label: 'All states' }, ...STATE_OPTIONS]}
      value={value === null ? ALL : String(value)}
      onChange={(next) => onChange(next === null || next === ALL ? null : Number(next))}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
