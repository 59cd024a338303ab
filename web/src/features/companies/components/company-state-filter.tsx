import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { COMPANY_STATE_NAME } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

const ALL = 'all';

/** Every state as a select option, 1 to 5, with the spec's names in the active language (called as it renders). */
export function stateOptions(): { value: string; label: string }[] {
  return Object.entries(COMPANY_STATE_NAME).map(([value, label]) => ({ value, label: specText(label) }));
}

/** The Company List's state filter beside the name search: one state, or every state. */
export function CompanyStateFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (state: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      aria-label={t`Filter by state`}
      data={[{ value: ALL, label: t`All states` }, ...stateOptions()]}
      value={value === null ? ALL : String(value)}
      onChange={(next) => onChange(next === null || next === ALL ? null : Number(next))}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
