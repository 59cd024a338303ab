import {
  DETAIL_TYPE,
  PERSONAL_DATA_EXPORT_MSG as EXPORT_MSG,
  PERSONAL_DATA_EXPORT_REQUESTED_AS as REQUESTED_AS,
  PERSONAL_DATA_EXPORT_STATUS as STATUS,
  ROLE,
  type TPersonalDataExport,
  type TPersonalDataExportAnswer,
  type TPersonalDataExportDownload,
  type TPersonalDataExportRequestedDetail,
} from '@skillway/shared';
import { describeAuditRead } from '../../../platform/audit/audit-context';
import type { TPersonalDataExportItem } from '../../../platform/db/entities/personal-data-export';
import type { TUserItem } from '../../../platform/db/types';
import { publishEvent } from '../../../platform/events/publish-event';
import { AppError } from '../../../platform/http/app-error';
import type { TAuth } from '../../../platform/http/principal';
import { jsonResponse, rawResponse, type RawResponse } from '../../../platform/http/responses';
import { signDownload } from '../../../platform/storage/presign-download';
import { getUser } from '../../users/user-repository';
import { createExport, findExport, listCompanyExports, listUserExports } from './export-jobs';

const ZIP_TYPE = 'application/zip';
/** A pending export younger than this is the one a repeated request gets (a worker that died leaves one older). */
const PENDING_REUSE_MS = 60 * 60 * 1000;

/** An export past its link's days: the API answers 410 with this. */
class ExportGoneError extends Error {
  constructor() {
    super(EXPORT_MSG.GONE);
    this.name = 'ExportGoneError';
  }
}

function fullName(user: Pick<TUserItem, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

function isExpired(item: TPersonalDataExportItem, now = new Date()): boolean {
  return Date.parse(item.expires_at) <= now.getTime();
}

function presentExport(item: TPersonalDataExportItem, now = new Date()): TPersonalDataExport {
  return {
    id: item.export_id,
    user_id: item.user_id,
    user_name: item.user_name,
    status: item.status,
    requested_as: item.requested_as,
    requested_by: item.requested_by,
    created_at: item.created_at,
    ...(item.ready_at ? { ready_at: item.ready_at } : {}),
    expires_at: item.expires_at,
    expired: isExpired(item, now),
    ...(item.file_name ? { file_name: item.file_name } : {}),
    ...(item.size !== undefined ? { size: item.size } : {}),
  };
}

/**
 * Who may open an export (the company is the key's, from the token): one the user asked for themselves, that user
 * only; one an administrator asked for, the company's administrators (role from the token's user record).
 */
function mayOpenExport(auth: TAuth, item: TPersonalDataExportItem): boolean {
  if (item.requested_as === REQUESTED_AS.SELF) return item.user_id === auth.userId;
  return auth.roleId === ROLE.ADMIN;
}

/** Asks the worker to build an export (it skips one built already). */
async function requestBuild(item: TPersonalDataExportItem): Promise<void> {
  const detail: TPersonalDataExportRequestedDetail = { company_id: item.company_id, export_id: item.export_id };
  await publishEvent(DETAIL_TYPE.PERSONAL_DATA_EXPORT_REQUESTED, detail);
}

async function requestExport(
  auth: TAuth,
  subject: TUserItem,
  requestedAs: (typeof REQUESTED_AS)[keyof typeof REQUESTED_AS],
  now: Date,
): Promise<TPersonalDataExportItem> {
  describeAuditRead({ id: subject.user_id, name: fullName(subject), detail: `export requested (${requestedAs})` });
  const pending = (await listUserExports(auth.companyId, subject.user_id)).find(
    (item) =>
      item.status === STATUS.PENDING &&
      item.requested_as === requestedAs &&
      now.getTime() - Date.parse(item.created_at) < PENDING_REUSE_MS,
  );
  if (pending) return pending;
  const item = await createExport({
    companyId: auth.companyId,
    userId: subject.user_id,
    userName: fullName(subject),
    requestedBy: auth.userId,
    requestedAs,
    now,
  });
  await requestBuild(item);
  return item;
}

/** POST /profile/personal-data-exports: Download my data (the caller's own; only they may open it). */
export async function requestMyExport(auth: TAuth, now = new Date()): Promise<TPersonalDataExportAnswer> {
  const item = await requestExport(auth, auth.user, REQUESTED_AS.SELF, now);
  return { message: EXPORT_MSG.REQUESTED, data: presentExport(item, now) };
}

/** POST /users/{id}/personal-data-exports: an administrator's export of a user of the company (else 404). */
export async function requestUserExport(
  auth: TAuth,
  userId: string,
  now = new Date(),
): Promise<TPersonalDataExportAnswer> {
  const subject = await getUser(auth.companyId, userId);
  const item = await requestExport(auth, subject, REQUESTED_AS.ADMIN, now);
  return { message: EXPORT_MSG.REQUESTED_FOR_USER, data: presentExport(item, now) };
}

/**
 * GET /personal-data-exports: the caller's own exports and, for an administrator, the company's exports that
 * administrators asked for; with `user_id` (administrators) the administrators' exports of that user. Another user's
 * for a learner or manager, or another company's user, is 404.
 */
export async function listExports(
  auth: TAuth,
  query: { user_id?: string | undefined },
  now = new Date(),
): Promise<{ data: TPersonalDataExport[] }> {
  const present = (items: TPersonalDataExportItem[]) => ({ data: items.map((item) => presentExport(item, now)) });
  if (query.user_id !== undefined) {
    if (auth.roleId !== ROLE.ADMIN) {
      if (query.user_id !== auth.userId) throw AppError.notFound();
      return present((await listUserExports(auth.companyId, auth.userId)).filter((item) => mayOpenExport(auth, item)));
    }
    await getUser(auth.companyId, query.user_id);
    return present(
      (await listUserExports(auth.companyId, query.user_id)).filter((item) => item.requested_as === REQUESTED_AS.ADMIN),
    );
  }
  if (auth.roleId !== ROLE.ADMIN)
    return present((await listUserExports(auth.companyId, auth.userId)).filter((item) => mayOpenExport(auth, item)));
  return present((await listCompanyExports(auth.companyId)).filter((item) => mayOpenExport(auth, item)));
}

/** One export the caller may open, or 404 (unknown, another company's, not theirs); ExportGoneError past its days. */
async function openableExport(auth: TAuth, exportId: string, now: Date): Promise<TPersonalDataExportItem> {
  const item = await findExport(auth.companyId, exportId);
  if (!item || !mayOpenExport(auth, item)) throw AppError.notFound(EXPORT_MSG.NOT_FOUND);
  if (isExpired(item, now)) throw new ExportGoneError();
  return item;
}

/** GET /personal-data-exports/{id}: its status (the page polls it while pending). */
export async function getExport(auth: TAuth, exportId: string, now = new Date()): Promise<TPersonalDataExportAnswer> {
  return { data: presentExport(await openableExport(auth, exportId, now), now) };
}

/** POST /personal-data-exports/{id}/download: a short-lived link to the ready zip (409 until it is ready). */
export async function downloadExport(
  auth: TAuth,
  exportId: string,
  now = new Date(),
): Promise<TPersonalDataExportDownload> {
  const item = await openableExport(auth, exportId, now);
  if (item.status === STATUS.FAILED) throw new AppError('CONFLICT', EXPORT_MSG.FAILED);
  if (item.status !== STATUS.READY || !item.key || !item.file_name)
    throw new AppError('CONFLICT', EXPORT_MSG.NOT_READY);
  describeAuditRead({ id: item.user_id, name: item.user_name, detail: `export ${item.export_id} downloaded` });
  const signed = await signDownload(item.key, item.file_name, ZIP_TYPE);
  return { url: signed.url, data: { url: signed.url, file_name: signed.fileName, expires_in: signed.expiresIn } };
}

/** The handler's answer: the result, or 410 with the clear message once the export's days are over. */
export async function answerOrGone<T>(requestId: string, fn: () => Promise<T>): Promise<T | RawResponse> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ExportGoneError) return rawResponse(jsonResponse(410, { message: error.message }, requestId));
    throw error;
  }
}
