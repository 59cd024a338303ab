import type { TReportCharts } from '@skillway/shared';

/** Colours of the bar's series, one per course type in the order the server lists them. */
const SERIES_COLORS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'yellow.6', 'red.6'];
/** The pie's states in their colours (as the learner's progress chart shows them); other names take gray. */
const STATE_COLORS: Record<string, string> = {
  'Not Started': 'gray.5',
  'In Progress': 'yellow.6',
  'Test Pending': 'orange.6',
  Completed: 'teal.6',
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Logins by month as chart rows, and whether there is anything to draw (a new company has none). */
export function loginRows(line: TReportCharts['line']) {
  const rows = line.months.map((month, i) => ({ month, Logins: line.logins[i] ?? 0 }));
  return { rows, empty: sum(line.logins) === 0 };
}

/** Completions by month per course type as chart rows (one key per series) with each series' colour. */
export function completionRows(bar: TReportCharts['bar']) {
  const rows = bar.categories.map((month, i) => {
    const row: Record<string, string | number> = { month };
    for (const series of bar.series) row[series.name] = series.data[i] ?? 0;
    return row;
  });
  const series = bar.series.map((s, i) => ({
    name: s.name,
    color: SERIES_COLORS[i % SERIES_COLORS.length] ?? 'gray.6',
  }));
  return { rows, series, empty: sum(bar.series.flatMap((s) => s.data)) === 0 };
}

/** Enrolments by state as the pie's cells; empty when nobody is enrolled on anything. */
export function enrolmentCells(pie: TReportCharts['pie']) {
  const cells = pie.map((slice) => ({
    name: slice.name,
    value: slice.value,
    color: STATE_COLORS[slice.name] ?? 'gray.6',
  }));
  return { cells, total: sum(pie.map((slice) => slice.value)), empty: sum(pie.map((slice) => slice.value)) === 0 };
}
