import { randomUUID } from 'node:crypto';
import { DETAIL_TYPE, PACKAGE_CONTENT_PREFIX, type TFilesDeleteRequestedDetail } from '@skillway/shared';
import { publishEvent } from '../events/publish-event';

/**
 * Whether a key or prefix lies under the company's own folder (`c/<companyId>/…`) or its unpacked e-learning
 * packages (`content/<companyId>/…`).
 */
export function isCompanyFile(companyId: string, keyOrPrefix: string): boolean {
  const own =
    keyOrPrefix.startsWith(`c/${companyId}/`) || keyOrPrefix.startsWith(`${PACKAGE_CONTENT_PREFIX}${companyId}/`);
  return own && !keyOrPrefix.includes('..');
}

/**
 * Stored files of something deleted go in the background (events/handlers/delete-files): the records naming them
 * are gone, so no screen links to them, and the deleting API function needs no S3 client. `prefixes` end in `/`;
 * everything must be under the company's folder. `packages` names deleted package materials: their learners' data
 * goes too (events/handlers/delete-files). Nothing to delete publishes nothing.
 */
export async function requestFilesDeletion(
  companyId: string,
  files: {
    keys?: readonly string[];
    prefixes?: readonly string[];
    packages?: readonly { course_id: string; asset_id: string }[];
  },
): Promise<void> {
  const keys = [...(files.keys ?? [])];
  const prefixes = [...(files.prefixes ?? [])];
  const packages = [...(files.packages ?? [])];
  if (keys.length === 0 && prefixes.length === 0 && packages.length === 0) return;
  const foreign = [...keys, ...prefixes].find((file) => !isCompanyFile(companyId, file));
  if (foreign !== undefined) throw new Error(`refusing to delete ${foreign} for company ${companyId}`);
  const detail: TFilesDeleteRequestedDetail = {
    event_id: randomUUID(),
    company_id: companyId,
    keys,
    prefixes,
    ...(packages.length > 0 ? { packages } : {}),
    occurred_at: new Date().toISOString(),
  };
  await publishEvent(DETAIL_TYPE.FILES_DELETE_REQUESTED, detail);
}
