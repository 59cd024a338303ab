import {
  EXTERNAL_TRAINING_MSG,
  type TAdminExternalTrainingBody,
  type TExternalTraining,
  type TExternalTrainingBody,
} from '@skillway/shared';
import { sortableId } from '../../platform/crypto/tokens';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { adoptCertificate, deleteCertificateObject, type TCertificateFile } from './certificate-file';
import { canDeleteExternalTraining, loadExternalTraining, requireActiveCompanyUser } from './external-training-access';
import {
  deleteExternalTrainingItem,
  insertExternalTraining,
  listUserExternalTraining,
  recordOf,
  replaceExternalTraining,
  type TExternalTrainingItem,
  type TExternalTrainingRecord,
} from './external-training-repository';
import { renewFromExternalTraining } from './external-training-renewal';
import { presentExternalTraining } from './present-external-training';
import { requestFilesDeletion } from '../../platform/storage/request-file-deletion';

/** The stored fields of a valid body (the schema has trimmed, normalised and checked them). */
export function trainingFields(body: TExternalTrainingBody) {
  return {
    name: body.name,
    completed: body.completed,
    type: body.type,
    body: body.body,
    result: body.result,
    ...(body.score !== null && body.score !== undefined ? { score: body.score } : {}),
    ...(body.cost !== null && body.cost !== undefined ? { cost: body.cost } : {}),
    ...(body.deadline ? { deadline: body.deadline } : {}),
  };
}

function fileFields(file: TCertificateFile | undefined) {
  return file ? { ...file } : {};
}

async function create(auth: TAuth, owner: TUserItem, body: TExternalTrainingBody): Promise<TExternalTraining> {
  const file = body.s3_url ? await adoptCertificate(auth, body.s3_url, false) : undefined;
  const record: TExternalTrainingRecord = {
    company_id: auth.companyId,
    user_id: owner.user_id,
    training_id: sortableId(),
    ...trainingFields(body),
    ...fileFields(file),
    created_by: auth.userId,
  };
  await insertExternalTraining(record);
  // A record of a type that renews a course the learner is on keeps their certificate in date.
  await renewFromExternalTraining(auth.companyId, [record]);
  const now = new Date().toISOString();
  return presentExternalTraining({ ...record, created_at: now, updated_at: now }, owner);
}

/**
 * Applies an edit: the whole form replaces the stored fields. The certificate is kept when `s3_url` is omitted,
 * empty or the stored key; another key replaces it (the old object is deleted once the record is saved).
 */
async function update(
  auth: TAuth,
  previous: TExternalTrainingItem,
  owner: TUserItem,
  body: TExternalTrainingBody,
): Promise<TExternalTraining> {
  const replacing = Boolean(body.s3_url) && body.s3_url !== previous.file_key;
  const file: TCertificateFile | undefined = replacing
    ? await adoptCertificate(auth, body.s3_url as string, true)
    : previous.file_key
      ? {
          file_key: previous.file_key,
          file_name: previous.file_name ?? '',
          file_mime: previous.file_mime ?? '',
          file_size: previous.file_size ?? 0,
        }
      : undefined;
  const record: TExternalTrainingRecord = {
    company_id: auth.companyId,
    user_id: owner.user_id,
    training_id: previous.training_id,
    ...trainingFields(body),
    ...fileFields(file),
    created_by: previous.created_by,
  };
  await replaceExternalTraining(previous, record);
  await renewFromExternalTraining(auth.companyId, [record]);
  if (replacing) await deleteCertificateObject(previous.file_key);
  return presentExternalTraining(
    { ...record, created_at: previous.created_at, updated_at: new Date().toISOString() },
    owner,
  );
}

/** POST /external-training: the caller's own record. */
export async function createOwnExternalTraining(auth: TAuth, body: TExternalTrainingBody): Promise<TExternalTraining> {
  return create(auth, auth.user, body);
}

/** PATCH /external-training/{id}: the caller's own record only (anyone else's is a 404). */
export async function updateOwnExternalTraining(
  auth: TAuth,
  trainingId: string,
  body: TExternalTrainingBody,
): Promise<TExternalTraining> {
  const { record, owner } = await loadExternalTraining(auth.companyId, trainingId);
  if (record.user_id !== auth.userId) throw AppError.notFound();
  return update(auth, record, owner, body);
}

/** POST /admin-external-training: a record for an active user of the company. */
export async function createExternalTrainingForUser(
  auth: TAuth,
  body: TAdminExternalTrainingBody,
): Promise<TExternalTraining> {
  const owner = await requireActiveCompanyUser(auth.companyId, body.user);
  return create(auth, owner, body);
}

/** PUT /admin-external-training/{id}: any record of the company; `user` may move it to another active user. */
export async function updateExternalTrainingForUser(
  auth: TAuth,
  trainingId: string,
  body: TAdminExternalTrainingBody,
): Promise<TExternalTraining> {
  const { record } = await loadExternalTraining(auth.companyId, trainingId);
  const owner = await requireActiveCompanyUser(auth.companyId, body.user);
  return update(auth, record, owner, body);
}

async function loadDeletable(auth: TAuth, trainingId: string) {
  const loaded = await loadExternalTraining(auth.companyId, trainingId);
  if (!canDeleteExternalTraining(auth, loaded.record)) throw AppError.notFound();
  return loaded;
}

/** DELETE /external-training/{id}: the record and its certificate file (the owner or the administrator). */
export async function deleteExternalTraining(auth: TAuth, trainingId: string): Promise<void> {
  const { record } = await loadDeletable(auth, trainingId);
  await deleteExternalTrainingItem(record);
  await deleteCertificateObject(record.file_key);
}

/** DELETE /external-training-certificate/{id}: the certificate only (the owner or the administrator); 422 without one. */
export async function deleteExternalTrainingCertificate(auth: TAuth, trainingId: string): Promise<TExternalTraining> {
  const { record, owner } = await loadDeletable(auth, trainingId);
  if (!record.file_key) throw AppError.field('file', EXTERNAL_TRAINING_MSG.NO_CERTIFICATE);
  const { file_key: fileKey, file_name: _name, file_mime: _mime, file_size: _size, ...kept } = recordOf(record);
  await replaceExternalTraining(record, kept);
  await deleteCertificateObject(fileKey);
  return presentExternalTraining(
    { ...kept, created_at: record.created_at, updated_at: new Date().toISOString() },
    owner,
  );
}

/**
 * Every record of a user and their certificate files (deleting a user and all their data; the files in the
 * background, files.delete-requested, so deleting a user needs no S3 client). Safe to run twice.
 */
export async function deleteUserExternalTraining(companyId: string, userId: string): Promise<void> {
  const records = await listUserExternalTraining(companyId, userId);
  await requestFilesDeletion(companyId, {
    keys: records.flatMap((record) => (record.file_key ? [record.file_key] : [])),
  });
  for (const record of records) await deleteExternalTrainingItem(record);
}
