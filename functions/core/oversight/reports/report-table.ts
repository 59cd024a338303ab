import type { TExportTable } from '../../platform/export/table';
import { formatDay } from '../../platform/format/format-day';

/** A report ready to be written as a file: its table and the name its file is called by. */
export interface TReportTable {
  table: TExportTable;
  name: string;
}

/** The filters a report job carries (the screen's filters and the report's subject, as strings). */
export type TReportJobFilters = Readonly<Record<string, string>>;

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "3 users · exported 25-11-2026": what a report file says under its title. */
export function subtitle(parts: string[], now: Date): string {
  return [...parts, `exported ${formatDay(now.toISOString())}`].join(' · ');
}
