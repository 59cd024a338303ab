import type { TDownload, TExportType } from '@skillway/shared';
import { toXlsx } from './excel';
import { toPdf } from './pdf-table';
import { storeExport } from './store-export';
import type { TExportTable } from './table';

const FORMATS = {
  excel: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
} as const satisfies Record<TExportType, { extension: string; contentType: string }>;

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
 * Writes a report as an Excel workbook or a PDF under the company's export prefix and answers the short-lived
 * download URL (the same answer as the users export). The file is named `<name>-<yyyy-mm-dd>.<ext>`.
 */
export async function exportTable(input: {
  companyId: string;
  kind: string;
  name: string;
  type: TExportType;
  table: TExportTable;
  now?: Date;
}): Promise<TDownload> {
  const now = input.now ?? new Date();
  const format = FORMATS[input.type];
  const body = input.type === 'excel' ? await toXlsx(input.table, now) : await toPdf(input.table, now);
  const stored = await storeExport({
    companyId: input.companyId,
    kind: input.kind,
    fileName: `${fileSlug(input.name)}-${now.toISOString().slice(0, 10)}.${format.extension}`,
    contentType: format.contentType,
    body,
  });
  return { data: { url: stored.url, file_name: stored.fileName, expires_in: stored.expiresIn }, url: stored.url };
}
