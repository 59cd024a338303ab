import { PERSONAL_DATA_EXPORT_LIMITS } from '@skillway/shared';
import { keys } from '../../../platform/db/keys';
import { attachmentRefs, type TAttachmentRef } from '../../../platform/lrs/attachment-refs';
import { uploadsBucket } from '../../../platform/storage/s3-bucket';
import { headObject } from '../../../platform/storage/s3-rest-objects';

/**
 * The content of the attachments of a user's statements in their export (issue 35): each SHA-2 the company holds
 * once, as `lrs-attachments/<sha2><extension>`, named from the statements that carry it. The zip is built in memory
 * (build-export.ts), so each file is bounded as the export's other files are and all of them together too; what does
 * not fit is listed with its size instead.
 */

const LRS_ATTACHMENTS_DIR = 'lrs-attachments/';
/** All attachment content of one export together (each file at most PERSONAL_DATA_EXPORT_LIMITS.FILE_BYTES). */
const LRS_ATTACHMENTS_TOTAL_BYTES = 4 * PERSONAL_DATA_EXPORT_LIMITS.FILE_BYTES;
/** Parallel HEADs. */
const CONCURRENCY = 8;

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/json': '.json',
  'application/pdf': '.pdf',
  'application/xml': '.xml',
  'application/zip': '.zip',
  'audio/mpeg': '.mp3',
  'audio/wav': '.wav',
  'image/gif': '.gif',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/svg+xml': '.svg',
  'image/webp': '.webp',
  'text/csv': '.csv',
  'text/html': '.html',
  'text/plain': '.txt',
  'text/xml': '.xml',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
};

/** A file extension for a content type ('' for one without a usual extension, or none). */
export function extensionForType(contentType: string | undefined): string {
  const media = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return EXTENSIONS[media] ?? '';
}

interface TSizedRef extends TAttachmentRef {
  bytes: number;
}

interface TAttachmentPlan {
  /** Into the zip: the content's key, its path in the zip. */
  files: { sha2: string; key: string; path: string }[];
  /** Held, but past the bounds: left out of the zip. */
  leftOut: { sha2: string; bytes: number }[];
}

/** Which held content goes into the zip, in the order first named, while it fits the bounds. */
export function planAttachmentFiles(
  companyId: string,
  held: readonly TSizedRef[],
  bounds = { fileBytes: PERSONAL_DATA_EXPORT_LIMITS.FILE_BYTES, totalBytes: LRS_ATTACHMENTS_TOTAL_BYTES },
): TAttachmentPlan {
  const plan: TAttachmentPlan = { files: [], leftOut: [] };
  let used = 0;
  for (const ref of held) {
    if (ref.bytes > bounds.fileBytes || used + ref.bytes > bounds.totalBytes) {
      plan.leftOut.push({ sha2: ref.sha2, bytes: ref.bytes });
      continue;
    }
    used += ref.bytes;
    plan.files.push({
      sha2: ref.sha2,
      key: keys.lrsAttachmentKey(companyId, ref.sha2),
      path: `${LRS_ATTACHMENTS_DIR}${ref.sha2}${extensionForType(ref.contentType)}`,
    });
  }
  return plan;
}

/**
 * The attachments of the statements (their JSON as stored) whose content the company holds (a HEAD each: one sent
 * with only a fileUrl has none), planned into the zip.
 */
export async function attachmentFilesOf(companyId: string, statements: readonly unknown[]): Promise<TAttachmentPlan> {
  const refs = new Map<string, TAttachmentRef>();
  for (const statement of statements)
    for (const ref of attachmentRefs(statement)) if (!refs.has(ref.sha2)) refs.set(ref.sha2, ref);
  const all = [...refs.values()];
  const held: TSizedRef[] = [];
  for (let start = 0; start < all.length; start += CONCURRENCY) {
    const heads = await Promise.all(
      all
        .slice(start, start + CONCURRENCY)
        .map((ref) => headObject(uploadsBucket(), keys.lrsAttachmentKey(companyId, ref.sha2))),
    );
    heads.forEach((head, index) => {
      if (head) held.push({ ...all[start + index]!, bytes: head.contentLength });
    });
  }
  return planAttachmentFiles(companyId, held);
}
