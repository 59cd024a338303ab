import * as z from 'zod/mini';
import {
  EXTERNAL_TRAINING_EXPORT_COLUMNS,
  ZExternalTrainingFilters,
  EXTERNAL_TRAINING_RESULT_TEXT,
  externalTrainingTypeName,
  type TExternalTrainingFilters,
  type TExternalTrainingResult,
} from '@skillway/shared';
import type { TExportColumn, TExportTable } from '../../platform/export/table';
import { formatDay } from '../../platform/format/format-day';
import { AppError } from '../../platform/http/app-error';
import type { TReportJobFilters } from './report-table';
import { loadFilteredExternalTraining } from '../../learner/external-training/external-training-queries';

const COLUMN_LAYOUT: Record<(typeof EXTERNAL_TRAINING_EXPORT_COLUMNS)[number], Omit<TExportColumn, 'header'>> = {
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

/**
 * The external training report as a table (the screen's columns, filters and order: newest completion first), for
 * the Excel and PDF exports. Dates are dd-mm-yyyy; score and cost stay numbers.
 */
async function buildExternalTrainingTable(
  companyId: string,
  filters: TExternalTrainingFilters,
  now: Date,
): Promise<TExportTable> {
  const { records, users } = await loadFilteredExternalTraining(companyId, filters);
  const count = `${records.length} record${records.length === 1 ? '' : 's'}`;
  return {
    title: 'External Training Report',
    subtitle: [count, `exported ${formatDay(now.toISOString())}`].join(' · '),
    columns: EXTERNAL_TRAINING_EXPORT_COLUMNS.map((header) => ({ header, ...COLUMN_LAYOUT[header] })),
    rows: records.map((record) => [
      record.name,
      formatDay(record.completed),
      externalTrainingTypeName(record.type),
      record.body,
      record.score ?? null,
      EXTERNAL_TRAINING_RESULT_TEXT[record.result as TExternalTrainingResult],
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

/** The report built from a job's filters (the worker's entry). */
export function externalTrainingReportTable(
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
): Promise<TExportTable> {
  return buildExternalTrainingTable(companyId, externalTrainingFilters(filters), now);
}
