import type { I18n } from '@lingui/core';
import * as z from 'zod/mini';
import {
  EXTERNAL_TRAINING_EXPORT_COLUMNS,
  ZExternalTrainingFilters,
  EXTERNAL_TRAINING_RESULT_TEXT,
  externalTrainingTypeName,
  type TExternalTrainingFilters,
  type TExternalTrainingResult,
} from '@skillway/shared';
import type { TLanguage } from '@skillway/shared/constants/languages';
import type { TExportColumn, TExportTable } from '../../platform/export/table';
import { formatDay } from '../../platform/format/format-day';
import { AppError } from '../../platform/http/app-error';
import { reportTexts, subtitle, type TReportJobFilters } from './report-table';
import { loadFilteredExternalTraining } from '../../learner/external-training/external-training-queries';

type TColumn = (typeof EXTERNAL_TRAINING_EXPORT_COLUMNS)[number];

const COLUMN_LAYOUT: Record<TColumn, Omit<TExportColumn, 'header'>> = {
  'Course Title': { weight: 2.4 },
  'Date Completed': { weight: 1.1 },
  'Training Type': { weight: 1.3 },
  'Institute / Body': { weight: 1.6 },
  'Score (%)': { kind: 'number', weight: 0.8 },
  Result: { weight: 0.8 },
  'Cost (£)': { kind: 'number', weight: 0.8 },
  'Expiry Date': { weight: 1.1 },
  'User (email)': { weight: 2.2 },
};

/** The columns' headings in the requester's language. */
function columnHeadings(i18n: I18n): Record<TColumn, string> {
  return {
    'Course Title': i18n._('Course Title'),
    'Date Completed': i18n._('Date Completed'),
    'Training Type': i18n._('Training Type'),
    'Institute / Body': i18n._('Institute / Body'),
    'Score (%)': i18n._('Score (%)'),
    Result: i18n._('Result'),
    'Cost (£)': i18n._('Cost (£)'),
    'Expiry Date': i18n._('Expiry Date'),
    'User (email)': i18n._('User (email)'),
  };
}

/**
 * The external training report as a table (the screen's columns, filters and order: newest completion first), for
 * the Excel and PDF exports. Dates are dd-mm-yyyy; score and cost stay numbers.
 */
async function buildExternalTrainingTable(
  companyId: string,
  filters: TExternalTrainingFilters,
  now: Date,
  language: TLanguage | undefined,
): Promise<TExportTable> {
  const { i18n, spec } = reportTexts(language);
  const { records, users } = await loadFilteredExternalTraining(companyId, filters);
  const count = records.length;
  const headings = columnHeadings(i18n);
  const typeName = (id: number) => {
    const name = externalTrainingTypeName(id);
    return name === null ? null : spec(name);
  };
  const result = (value: string) => {
    const text = EXTERNAL_TRAINING_RESULT_TEXT[value as TExternalTrainingResult];
    return text === undefined ? text : spec(text);
  };
  return {
    title: i18n._('External Training Report'),
    subtitle: subtitle([i18n._('{count, plural, one {{count} record} other {{count} records}}', { count })], now, i18n),
    columns: EXTERNAL_TRAINING_EXPORT_COLUMNS.map((header) => ({ header: headings[header], ...COLUMN_LAYOUT[header] })),
    rows: records.map((record) => [
      record.name,
      formatDay(record.completed),
      typeName(record.type),
      record.body,
      record.score ?? null,
      result(record.result),
      record.cost ?? null,
      formatDay(record.deadline),
      users.get(record.user_id)?.email ?? '',
    ]),
  };
}

/**
 * A report job's filters (strings: the email request's and the export's `search`, `searchUser`, `completed` and
 * `types`, a comma list of type ids) as the list applies them; a bad filter is a 422 naming the request's field.
 */
export function externalTrainingFilters(filters: TReportJobFilters): TExternalTrainingFilters {
  const parsed = z.safeParse(ZExternalTrainingFilters, {
    search: filters.search,
    searchUser: filters.searchUser,
    completed: filters.completed,
    type: filters.types,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'types');
  throw AppError.field(field === 'type' ? 'types' : field, issue.message);
}

/** The report built from a job's filters (the worker's entry), in the requester's language. */
export function externalTrainingReportTable(
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
  language?: TLanguage,
): Promise<TExportTable> {
  return buildExternalTrainingTable(companyId, externalTrainingFilters(filters), now, language);
}
