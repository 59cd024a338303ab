import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  PERSONAL_DATA_EXPORT_FILES,
  PERSONAL_DATA_EXPORT_LIMITS,
  PERSONAL_DATA_EXPORT_REQUESTED_AS as REQUESTED_AS,
  PERSONAL_DATA_EXPORT_STATUS as STATUS,
  type TPersonalDataExportRequestedDetail,
} from '@skillway/shared';
import { config } from '../../../platform/config';
import type { TPersonalDataExportItem } from '../../../platform/db/entities/personal-data-export';
import { keys } from '../../../platform/db/keys';
import { REPORT_FILE_RETENTION } from '../../../platform/definitions/buckets';
import type { TLog } from '../../../platform/http/logger';
import { recipientLanguage, textsIn } from '../../../platform/i18n/server-texts';
import { uploadsBucket } from '../../../platform/storage/s3-bucket';
import { isS3NotFound } from '../../../platform/storage/s3-errors';
import { getObject } from '../../../platform/storage/s3-rest-objects';
import { putObject } from '../../../platform/storage/s3-objects';
import { findCompany } from '../../companies/company-repository';
import { sendCompanyEmail } from '../../mail-hold/send-company-email';
import { findUser } from '../../users/user-repository';
import { collectPersonalData, type TPersonalData } from './collect-personal-data';
import { zipName } from './zip-names';
import { exportFailedEmail, exportReadyEmail } from './export-email';
import { claimExportNotice, findExport, markExportFailed, markExportReady, releaseExportNotice } from './export-jobs';
import { summaryPdf } from './export-summary-pdf';

/** Writes the requester's bell notification (the worker passes the notifications area's writer). */
export type TExportNotifier = (input: {
  companyId: string;
  userId: string;
  title: string;
  /** Time-sortable and the export's own: a repeated call writes nothing more. */
  notificationId: string;
}) => Promise<void>;

/** The page the email links to (sign-in needed): it shows the export's status and downloads it. */
function exportPageLink(exportId: string): string {
  return `${config.appUrl}/privacy/exports/${exportId}`;
}

/** The zip: data.json, summary.pdf, and the stored files (a file no longer in the bucket is listed as missing). */
async function zipPersonalData(personal: TPersonalData, now = new Date()): Promise<Uint8Array> {
  const files: Zippable = {};
  const missing: string[] = [];
  for (const file of personal.files) {
    try {
      const object = await getObject(uploadsBucket(), file.key, { maxBytes: PERSONAL_DATA_EXPORT_LIMITS.FILE_BYTES });
      files[file.path] = [object.body, { level: 0 }];
    } catch (error) {
      if (!isS3NotFound(error)) throw error;
      missing.push(file.path);
    }
  }
  const data = missing.length ? { ...personal.data, missing_files: missing } : personal.data;
  files[PERSONAL_DATA_EXPORT_FILES.DATA] = strToU8(JSON.stringify(data, null, 2));
  files[PERSONAL_DATA_EXPORT_FILES.SUMMARY] = [await summaryPdf(personal, now, personal.language), { level: 0 }];
  const mtime = now;
  return zipSync(files, { level: 6, mtime });
}

/**
 * The one notice of a finished export: a bell notification and an email to the requester (claimed once, released if
 * the email fails so a retry sends it). A requester who has left gets nothing.
 */
async function notifyRequester(item: TPersonalDataExportItem, notify: TExportNotifier, log: TLog): Promise<void> {
  const requester = await findUser(item.company_id, item.requested_by);
  if (!requester) {
    log.warn('export requester gone: no notice', { export_id: item.export_id });
    return;
  }
  if (!(await claimExportNotice(item))) return;
  const forOther = item.requested_as === REQUESTED_AS.ADMIN && item.user_id !== item.requested_by;
  const subjectName = forOther ? item.user_name : undefined;
  const ready = item.status === STATUS.READY;
  try {
    // The requester's language: their own, else their company's default.
    const company = await findCompany(item.company_id);
    const language = recipientLanguage(requester, company);
    const i18n = textsIn(language);
    await notify({
      companyId: item.company_id,
      userId: requester.user_id,
      notificationId: item.export_id,
      title: ready
        ? subjectName
          ? i18n._('The data export of {subjectName} is ready to download', { subjectName })
          : i18n._('Your data export is ready to download')
        : subjectName
          ? i18n._('The data export of {subjectName} could not be made', { subjectName })
          : i18n._('Your data export could not be made'),
    });
    const firstName = requester.first_name;
    const message = ready
      ? exportReadyEmail({ firstName, subjectName, link: exportPageLink(item.export_id), language })
      : exportFailedEmail({ firstName, subjectName, language });
    await sendCompanyEmail(company, { to: requester.email, ...message }, { expiresAt: item.expires_at });
  } catch (error) {
    await releaseExportNotice(item);
    throw error;
  }
}

/**
 * `privacy.personal-data-export-requested`: reads every area of the user's data, writes the zip under the company's
 * prefix (tagged for the 7-day retention), marks the export ready and notifies the requester. Idempotent: an export
 * no longer pending is not built again, and its notice is sent once.
 */
export async function buildPersonalDataExport(
  detail: TPersonalDataExportRequestedDetail,
  notify: TExportNotifier,
  log: TLog,
  now = new Date(),
): Promise<'ready' | 'failed' | 'skipped'> {
  const item = await findExport(detail.company_id, detail.export_id);
  if (!item) return 'skipped';
  if (item.status !== STATUS.PENDING) {
    if (!item.notified_at) await notifyRequester(item, notify, log);
    return 'skipped';
  }
  let file: { key: string; fileName: string; size: number };
  try {
    const personal = await collectPersonalData(item.company_id, item.user_id, now);
    if (!personal) throw new Error('the user is no longer in the company');
    const zip = await zipPersonalData(personal, now);
    const fileName = `${zipName(`personal-data ${item.user_name}`).replace(/ /g, '-')}-${now.toISOString().slice(0, 10)}.zip`;
    const key = keys.personalDataExportFileKey(item.company_id, item.export_id, fileName);
    await putObject(uploadsBucket(), key, zip, {
      contentType: 'application/zip',
      tagging: `${REPORT_FILE_RETENTION.tagKey}=${REPORT_FILE_RETENTION.tagValue}`,
    });
    file = { key, fileName, size: zip.byteLength };
  } catch (error) {
    log.error('personal data export not built', { error, export_id: item.export_id });
    if (await markExportFailed(item, error instanceof Error ? error.message : String(error))) {
      const failed = await findExport(item.company_id, item.export_id);
      if (failed) await notifyRequester(failed, notify, log);
    }
    return 'failed';
  }
  const ready = await markExportReady(item, file, now);
  if (!ready) return 'skipped';
  await notifyRequester(ready, notify, log);
  return 'ready';
}
