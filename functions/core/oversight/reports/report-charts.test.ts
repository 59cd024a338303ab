import { describe, expect, it } from 'vitest';
import { COURSE_TYPES, REPORT_PIE_STATES } from '@skillway/shared';
import type { TMonthStatsItem } from '../../platform/db/entities/month-stats';
import { lastMonths } from '../../platform/stats/month-stats';
import { enrolmentPie, monthLabel, monthlyCharts } from './report-charts';

describe('the reports landing charts', () => {
  it('covers the last 12 calendar months, oldest first, across a year end', () => {
    const months = lastMonths(new Date('2026-01-15T12:00:00Z'), 12);
    expect(months[0]).toBe('2025-02');
    expect(months.at(-1)).toBe('2026-01');
    expect(months).toHaveLength(12);
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('reads logins per month and one completion series per course type that has any', () => {
    const months = ['2025-11', '2025-12', '2026-01'];
    const firstAid = COURSE_TYPES.find((type) => type.name === 'First Aid')!;
    const itType = COURSE_TYPES.find((type) => type.name === 'IT')!;
    const stats = new Map<string, TMonthStatsItem>([
      ['2025-12', { company_id: 'c', month: '2025-12', logins: 4, [`completed_${firstAid.id}`]: 2 } as TMonthStatsItem],
      [
        '2026-01',
        {
          company_id: 'c',
          month: '2026-01',
          logins: 1,
          [`completed_${itType.id}`]: 1,
          [`completed_${firstAid.id}`]: 0,
        } as TMonthStatsItem,
      ],
    ]);
    const charts = monthlyCharts(months, stats);
    expect(charts.line).toEqual({ months: ['Nov 2025', 'Dec 2025', 'Jan 2026'], logins: [0, 4, 1] });
    expect(charts.bar.categories).toEqual(['Nov 2025', 'Dec 2025', 'Jan 2026']);
    expect(charts.bar.series).toEqual([
      { name: 'First Aid', data: [0, 2, 0] },
      { name: 'IT', data: [0, 0, 1] },
    ]);
    expect(monthlyCharts(months, new Map()).bar.series).toEqual([]);
  });

  it('splits the pending tests out of in progress in the pie', () => {
    expect(
      enrolmentPie([
        { not_started: 2, in_progress: 3, completed: 1, test_pending: 1 },
        { not_started: 1, in_progress: 1 },
        {},
      ]),
    ).toEqual([
      { name: REPORT_PIE_STATES[0], value: 3 },
      { name: 'In Progress', value: 3 },
      { name: 'Test Pending', value: 1 },
      { name: 'Completed', value: 1 },
    ]);
    expect(enrolmentPie([]).map((slice) => slice.value)).toEqual([0, 0, 0, 0]);
  });
});
