import type { I18n } from '@lingui/core';
import { TEST_SCORE_TEXT } from '@skillway/shared';
import type { TLanguage } from '@skillway/shared/constants/languages';
import type { TExportTable } from '../../platform/export/table';
import { formatDay } from '../../platform/format/format-day';
import { specTextIn, textsIn } from '../../platform/i18n/server-texts';

/** A report ready to be written as a file: its table and the name its file is called by. */
export interface TReportTable {
  table: TExportTable;
  name: string;
}

/** The filters a report job carries (the screen's filters and the report's subject, as strings). */
export type TReportJobFilters = Readonly<Record<string, string>>;

/**
 * A report's words in the requester's language (issue 34): `i18n` for its own (titles, column headings, counts),
 * `spec` for the spec's texts its cells show (a state name, 'N/A', 'Agreed', 'Passed'), `score` for a Test Score
 * cell. English is the text as it is.
 */
export function reportTexts(language: TLanguage | undefined) {
  const i18n = textsIn(language);
  const spec = (text: string): string => specTextIn(language, text);
  return {
    i18n,
    spec,
    score: (text: string): string => (text === TEST_SCORE_TEXT.PENDING ? i18n._('T.B.C') : spec(text)),
  };
}

/**
 * "3 users · exported 25-11-2026": what a report file says under its title, in the requester's language (`i18n`,
 * textsIn of it); `parts` come translated (each report counts its own rows).
 */
export function subtitle(parts: string[], now: Date, i18n: I18n): string {
  return [...parts, i18n._('exported {date}', { date: formatDay(now.toISOString()) })].join(' · ');
}

/** "Yes" or "No" in a report's cell. */
export function yesNo(value: boolean, i18n: I18n): string {
  return value ? i18n._('Yes') : i18n._('No');
}
