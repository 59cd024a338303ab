import type { TLanguage } from '@skillway/shared/constants/languages';
import { toCsv } from './csv';
import { toXlsx } from './excel';
import { toPdf } from './pdf-table';
import type { TExportTable } from './table';

/** The file types a report is written as. */
export type TReportFileType = 'excel' | 'pdf' | 'csv';

const FORMATS = {
  excel: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
} as const satisfies Record<TReportFileType, { extension: string; contentType: string }>;

/** A file name part made of lower-case letters, digits and dashes (safe in a header and an S3 key). */
export function fileSlug(text: string, max = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || 'export';
}

/**
 * A report table as a file: an Excel workbook, a PDF or a CSV (every cell neutralised against formulas in all
 * three), named `<name>-<yyyy-mm-dd>.<ext>`. Only the events/ report worker imports this (exceljs and pdf-lib stay
 * out of the API bundles). The table's text is in the requester's language already; `language` is for what the
 * file adds of its own (the PDF's page numbers).
 */
export async function renderTable(
  table: TExportTable,
  type: TReportFileType,
  name: string,
  now = new Date(),
  language?: TLanguage,
): Promise<{ body: string | Uint8Array; fileName: string; contentType: string }> {
  const format = FORMATS[type];
  const body =
    type === 'excel'
      ? await toXlsx(table, now)
      : type === 'pdf'
        ? await toPdf(table, now, language)
        : toCsv(
            table.columns.map((column) => column.header),
            table.rows,
          );
  return {
    body,
    fileName: `${fileSlug(name)}-${now.toISOString().slice(0, 10)}.${format.extension}`,
    contentType: format.contentType,
  };
}
