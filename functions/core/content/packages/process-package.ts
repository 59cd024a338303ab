import { MSG, type TPackageInfo, type TPackageUploadedDetail } from '@skillway/shared';
import type { TCourseAssetItem } from '../../platform/db/types';
import type { TLog } from '../../platform/http/logger';
import {
  courseObjectSize,
  deletePrefix,
  packageContentPrefix,
  putCourseObject,
  readCourseObjectRange,
} from '../../platform/storage/course-files';
import { isS3Unavailable } from '../../platform/storage/s3-errors';
import { findAsset, updateAssetFields } from '../courses/material-repository';
import type { TParsedPackage } from './package-xml';
import { unpackPackage, type TPackageSink, type TZipSource } from './unpack';
import { PackageRefused } from './zip-checks';

export type TPackageOutcome = 'ready' | 'failed' | 'skipped';

type TStoredPackage = NonNullable<TCourseAssetItem['package']>;
type TFinishedPackage = TStoredPackage & { status: 'ready' | 'failed' };

/** The package info as the item stores it: absent values left out (DynamoDB maps hold no nulls here). */
function storedPackage(info: Omit<TPackageInfo, 'status'> & { status: 'ready' | 'failed' }): TFinishedPackage {
  const defined = <T extends Record<string, unknown>>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as {
      [K in keyof T]: Exclude<T[K], null>;
    };
  const { items, ...rest } = info;
  return { ...defined(rest), items: items.map((item) => defined(item)) };
}

function readyInfo(parsed: TParsedPackage): TFinishedPackage {
  return storedPackage({ ...parsed, status: 'ready', error: null });
}

function failedInfo(error: string): TFinishedPackage {
  return storedPackage({
    status: 'failed',
    standard: null,
    version: null,
    title: null,
    activity_id: null,
    mastery_score: null,
    items: [],
    error,
  });
}

export function s3Source(key: string, size: number): TZipSource {
  return { size, read: (start, end) => readCourseObjectRange(key, start, end) };
}

function s3Sink(prefix: string): TPackageSink {
  return {
    put: (path, body, contentType) => putCourseObject(`${prefix}${path}`, body, contentType),
    clear: async () => {
      await deletePrefix(prefix);
    },
  };
}

/**
 * `packages.uploaded`: unpacks a package material's zip under `content/<cid>/<assetId>/` and records what it is
 * (standard, version, title, items, mastery score) as `ready`, or `failed` with the reason. Only a package still
 * `processing` is worked on, so a repeated event changes nothing; a run cut short is simply run again (it writes
 * the same keys). A refused or broken package leaves no files; a package whose material was deleted meanwhile
 * neither. S3 being unavailable is thrown, so the event is retried.
 */
export async function processPackage(detail: TPackageUploadedDetail, log: TLog): Promise<TPackageOutcome> {
  const key = { companyId: detail.company_id, courseId: detail.course_id, assetId: detail.asset_id };
  const asset = await findAsset(key.companyId, key.courseId, key.assetId);
  if (!asset || asset.asset_type !== 'package' || !asset.file_key || asset.package?.status !== 'processing') {
    return 'skipped';
  }
  const prefix = packageContentPrefix(key.companyId, key.assetId);

  let info: TFinishedPackage;
  try {
    const size = await courseObjectSize(asset.file_key);
    if (size === undefined) throw new PackageRefused(MSG.PACKAGE_FAILED);
    info = readyInfo(await unpackPackage(s3Source(asset.file_key, size), s3Sink(prefix)));
  } catch (error) {
    if (isS3Unavailable(error)) throw error;
    if (!(error instanceof PackageRefused)) {
      log.error('package unpack failed', { asset_id: key.assetId, error: (error as Error).message });
      await deletePrefix(prefix);
    }
    info = failedInfo(error instanceof PackageRefused ? error.message : MSG.PACKAGE_FAILED);
  }

  const updated = await updateAssetFields(key, { package: info }, { attr: 'package.status', eq: 'processing' });
  if (!updated) {
    // Deleted meanwhile: its files go too. (Another run that finished first keeps what it wrote.)
    if (!(await findAsset(key.companyId, key.courseId, key.assetId))) await deletePrefix(prefix);
    return 'skipped';
  }
  log.info('package', { asset_id: key.assetId, status: info.status, standard: info.standard, error: info.error });
  return info.status;
}
