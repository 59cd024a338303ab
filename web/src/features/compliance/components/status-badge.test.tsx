import { render } from '@testing-library/react';
import { act } from 'react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TComplianceCell } from '@skillway/shared';
import { complianceCellText } from '@skillway/shared/rules/recertification';
import { theme } from '../../../app/theme';
import { activateLocale } from '../../../i18n/language';
import { ComplianceStatusBadge } from './status-badge';

afterEach(() => activateLocale('en-GB'));

type TCell = Pick<TComplianceCell, 'status' | 'date' | 'days'>;

function badgeText(cell: TCell): string {
  const { container, unmount } = render(
    <MantineProvider theme={theme}>
      <ComplianceStatusBadge cell={cell} />
    </MantineProvider>,
  );
  const text = container.querySelector('.mantine-Badge-label')?.textContent ?? '';
  unmount();
  return text;
}

const CELLS: TCell[] = [
  { status: 'certified', date: '2027-03-12', days: 340 },
  { status: 'certified', date: '2027-09-05', days: 500 },
  { status: 'certified', date: null, days: null },
  { status: 'expiring', date: '2026-08-14', days: 1 },
  { status: 'expiring', date: '2026-08-14', days: 12 },
  { status: 'expired', date: '2026-03-03', days: -10 },
  { status: 'expired', date: null, days: null },
  // Overdue from the day after the deadline, across a month's and a year's end.
  { status: 'overdue', date: '2026-02-01', days: -150 },
  { status: 'overdue', date: '2026-12-31', days: -2 },
  { status: 'overdue', date: null, days: null },
  { status: 'in_progress', date: null, days: null },
  { status: 'not_started', date: null, days: null },
];

describe('a compliance status in words (issue 34)', () => {
  it.each(CELLS)('reads in English as the server words it: %o', (cell) => {
    expect(badgeText(cell)).toBe(complianceCellText(cell));
  });

  it('reads in Polish and Spanish, with their plurals and dates', async () => {
    await act(() => activateLocale('pl'));
    expect(badgeText({ status: 'certified', date: '2027-03-12', days: 340 })).toBe('Certyfikowany do 12 mar 2027');
    expect(badgeText({ status: 'expiring', date: '2026-08-14', days: 1 })).toBe('Wygasa za 1 dzień');
    expect(badgeText({ status: 'expiring', date: '2026-08-14', days: 3 })).toBe('Wygasa za 3 dni');
    expect(badgeText({ status: 'expiring', date: '2026-08-14', days: 12 })).toBe('Wygasa za 12 dni');
    expect(badgeText({ status: 'overdue', date: '2026-02-01', days: -150 })).toBe('Po terminie od 2 lut 2026');
    await act(() => activateLocale('es'));
    expect(badgeText({ status: 'expiring', date: '2026-08-14', days: 1 })).toBe('Caduca en 1 día');
    expect(badgeText({ status: 'expired', date: '2026-03-03', days: -10 })).toBe('Caducó el 3 mar 2026');
  });
});
