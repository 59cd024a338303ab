import { PACKAGE_CONTENT_PREFIX, type TUploadKindName } from '@skillway/shared';
import { keys } from '../db/keys';
import { safeFileName } from '../uploads/upload-keys';
import { deleteUploadRecord } from '../uploads/upload-repository';
import { checkUploadKey } from '../uploads/verify-upload';
import { COPY_IN_PARTS_ABOVE_BYTES, copyObjectInParts } from './copy-in-parts';
import { uploadsBucket } from './s3-bucket';
import { deleteObjects, listObjects, putObject } from './s3-objects';
import { copyObject, deleteObject, getObject, headObject } from './s3-rest-objects';

/** Where each kind of course file lives, under `c/<cid>/courses/<courseId>/`. */
export const courseFileKeys = {
  prefix: (companyId: string, courseId: string) => keys.courseFilesPrefix(companyId, courseId),
  thumbnail: (companyId: string, courseId: string, id: string, fileName: string) =>
    `${keys.courseFilesPrefix(companyId, courseId)}thumbnail/${id}/${safeFileName(fileName)}`,
  assetPrefix: (companyId: string, courseId: string, assetId: string) =>
    `${keys.courseFilesPrefix(companyId, courseId)}assets/${assetId}/`,
  assetFile: (companyId: string, courseId: string, assetId: string, fileName: string) =>
    `${courseFileKeys.assetPrefix(companyId, courseId, assetId)}${safeFileName(fileName)}`,
  slidesPrefix: (companyId: string, courseId: string, assetId: string) =>
    `${courseFileKeys.assetPrefix(companyId, courseId, assetId)}slides/`,
  hlsPrefix: (companyId: string, courseId: string, assetId: string) =>
    `${courseFileKeys.assetPrefix(companyId, courseId, assetId)}hls/`,
  captionFile: (companyId: string, courseId: string, assetId: string, id: string, fileName: string) =>
    `${courseFileKeys.assetPrefix(companyId, courseId, assetId)}captions/${id}/${safeFileName(fileName)}`,
  posterPrefix: (companyId: string, courseId: string, assetId: string) =>
    `${courseFileKeys.assetPrefix(companyId, courseId, assetId)}poster/`,
};

/**
 * Where an e-learning package's files are unpacked: `content/<cid>/<assetId>/` (outside `c/`: the `/content/*`
 * path serves it same-origin to the player, and only there).
 */
export function packageContentPrefix(companyId: string, assetId: string): string {
  return `${companyContentPrefix(companyId)}${assetId}/`;
}

/** Every unpacked package of a company (deleted with the company). */
export function companyContentPrefix(companyId: string): string {
  return `${PACKAGE_CONTENT_PREFIX}${companyId}/`;
}

/** A course video's key, read back from an S3 event: `c/<cid>/courses/<courseId>/assets/<assetId>/<name>.mp4`. */
export function parseCourseAssetKey(
  key: string,
): { companyId: string; courseId: string; assetId: string; fileName: string } | undefined {
  const match =
    /^c\/([A-Za-z0-9_-]+)\/courses\/([A-Za-z0-9_-]+)\/assets\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_][A-Za-z0-9._-]*)$/.exec(
      key,
    );
  if (!match) return undefined;
  const [, companyId, courseId, assetId, fileName] = match as unknown as [string, string, string, string, string];
  return { companyId, courseId, assetId, fileName };
}

export interface TAdoptableUpload {
  uploadKey: string;
  size: number;
  mimeType: string;
  originalName: string;
}

/**
 * The upload (the client's `s3_url`) of this kind in this company, ready to be moved under a course: verified here
 * when the client did not call /sign/verify (a refused file is deleted, 422 on `field`); undefined for another
 * company's key, a key never issued, already used, of another kind or not uploaded yet.
 */
export async function findAdoptableUpload(
  companyId: string,
  uploadKey: string,
  kind: TUploadKindName,
  field = 's3_url',
): Promise<TAdoptableUpload | undefined> {
  const upload = await checkUploadKey(companyId, uploadKey, kind, field);
  if (!upload) return undefined;
  return { uploadKey, size: upload.size, mimeType: upload.mime_type, originalName: upload.original_name };
}

/**
 * Moves an upload under the course's prefix (copy, then delete the original and its upload record), so a course's
 * files are listed and deleted together and S3 events on course keys name the course.
 */
export async function moveUpload(companyId: string, upload: TAdoptableUpload, destinationKey: string): Promise<void> {
  await copyUpload(upload, destinationKey);
  await releaseUpload(companyId, upload);
}

/** The first half of moveUpload: the upload copied to its destination (the original and its record stay). */
export async function copyUpload(upload: TAdoptableUpload, destinationKey: string): Promise<void> {
  if (upload.size > COPY_IN_PARTS_ABOVE_BYTES) {
    await copyObjectInParts(uploadsBucket(), upload.uploadKey, destinationKey, {
      size: upload.size,
      contentType: upload.mimeType,
    });
    return;
  }
  await copyObject(uploadsBucket(), upload.uploadKey, destinationKey, { contentType: upload.mimeType });
}

/** The second half of moveUpload, once the copy is in use: the original object and its upload record deleted. */
export async function releaseUpload(companyId: string, upload: TAdoptableUpload): Promise<void> {
  await deleteObject(uploadsBucket(), upload.uploadKey);
  await deleteUploadRecord(companyId, upload.uploadKey);
}

export async function putCourseObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await putObject(uploadsBucket(), key, body, { contentType });
}

/** An object's size in bytes, or undefined when there is none. */
export async function courseObjectSize(key: string): Promise<number | undefined> {
  return (await headObject(uploadsBucket(), key))?.contentLength;
}

/** Bytes `start`…`end` (inclusive) of an object. */
export async function readCourseObjectRange(key: string, start: number, end: number): Promise<Uint8Array> {
  return (await getObject(uploadsBucket(), key, { range: { start, end } })).body;
}

/** The object's bytes; S3NotFoundError (platform/storage/s3-errors.ts) when there is none. */
export async function readCourseObject(key: string): Promise<Uint8Array> {
  return (await getObject(uploadsBucket(), key)).body;
}

export async function deleteCourseObject(key: string): Promise<void> {
  await deleteObject(uploadsBucket(), key);
}

/**
 * Deletes every object under a prefix (a course, one material, a package's unpacked content), 1000 keys per call.
 * Safe to run twice.
 */
export async function deletePrefix(prefix: string): Promise<number> {
  const known = prefix.startsWith('c/') || prefix.startsWith(PACKAGE_CONTENT_PREFIX);
  if (!known || !prefix.endsWith('/') || prefix.split('/').length < 3)
    throw new Error(`refusing to delete prefix ${prefix}`);
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await listObjects(uploadsBucket(), prefix, token);
    if (page.keys.length > 0) {
      await deleteObjects(uploadsBucket(), page.keys);
      deleted += page.keys.length;
    }
    token = page.nextToken;
  } while (token);
  return deleted;
}
