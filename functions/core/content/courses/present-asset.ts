import { MSG, type TAsset, type TMaterialType, type TPackageInfo, type TVideoInfo } from '@skillway/shared';
import type { TCourseAssetItem } from '../../platform/db/types';
import { signHlsUrl } from './media/sign-media-url';
import { presignedFileUrl } from '../../platform/storage/presign-download';

function conversionNote(asset: TCourseAssetItem): string | null {
  if (asset.asset_type !== 'powerpoint') return null;
  if (asset.conversion === 'unavailable') return MSG.SLIDES_UNAVAILABLE;
  if (asset.conversion === 'failed') return MSG.SLIDES_FAILED;
  if (asset.conversion === 'pending') return MSG.SLIDES_PENDING;
  return null;
}

async function presentVideo(asset: TCourseAssetItem, nowMs: number): Promise<TVideoInfo | null> {
  if (asset.asset_type !== 'video') return null;
  const status = asset.video_status ?? 'processing';
  return {
    status,
    hls_url: status === 'ready' && asset.hls_key ? signHlsUrl(asset.hls_key, nowMs) : null,
    poster_url: asset.poster_key ? await presignedFileUrl(asset.poster_key, { mimeType: 'image/jpeg' }) : null,
    note: status === 'processing' ? MSG.VIDEO_PROCESSING : status === 'failed' ? MSG.VIDEO_FAILED : null,
  };
}

const EMPTY_PACKAGE: TPackageInfo = {
  status: 'processing',
  standard: null,
  version: null,
  title: null,
  activity_id: null,
  mastery_score: null,
  items: [],
  error: null,
};

/** An e-learning package's state, standard and items as the contract shows them (absent fields as null). */
export function presentPackage(asset: Pick<TCourseAssetItem, 'asset_type' | 'package'>): TPackageInfo | null {
  if (asset.asset_type !== 'package') return null;
  const info = asset.package;
  if (!info) return EMPTY_PACKAGE;
  return {
    status: info.status,
    standard: info.standard ?? null,
    version: info.version ?? null,
    title: info.title ?? null,
    activity_id: info.activity_id ?? null,
    mastery_score: info.mastery_score ?? null,
    items: info.items.map((item) => ({
      id: item.id,
      title: item.title,
      launch: item.launch,
      parameters: item.parameters ?? null,
      mastery_score: item.mastery_score ?? null,
      move_on: item.move_on ?? null,
      launch_method: item.launch_method ?? null,
      activity_id: item.activity_id ?? null,
    })),
    error: info.error ?? null,
  };
}

/**
 * One material in the contract's shape. File, poster, slide and caption-track URLs are short-lived presigned GETs; the HLS URL is
 * signed for the playlist route. Nothing else about storage (keys, job ids) leaves the server.
 */
export async function presentAsset(asset: TCourseAssetItem, nowMs = Date.now()): Promise<TAsset> {
  const file = asset.file_key
    ? {
        url: await presignedFileUrl(asset.file_key, { name: asset.file_name, mimeType: asset.file_mime }),
        mime_type: asset.file_mime ?? 'application/octet-stream',
        original_name: asset.file_name ?? '',
        size: asset.file_size ?? 0,
      }
    : null;
  const slider =
    asset.asset_type === 'powerpoint' && asset.conversion === 'ready'
      ? await Promise.all((asset.slide_keys ?? []).map((key) => presignedFileUrl(key, { mimeType: 'image/png' })))
      : [];
  const captions = await Promise.all(
    (asset.captions ?? []).map(async (track) => ({
      kind: track.kind,
      language: track.language,
      label: track.label,
      url: await presignedFileUrl(track.key, { mimeType: 'text/vtt' }),
      original_name: track.name,
    })),
  );
  return {
    id: asset.asset_id,
    course_id: asset.course_id,
    title: asset.title,
    description: asset.description || null,
    asset_type: asset.asset_type as TMaterialType,
    sort_order: asset.sort_order,
    external_link: asset.external_link ?? null,
    file,
    video: await presentVideo(asset, nowMs),
    conversion: asset.asset_type === 'powerpoint' ? (asset.conversion ?? 'pending') : null,
    conversion_note: conversionNote(asset),
    slider,
    captions,
    package: presentPackage(asset),
    disabled: false,
    created_at: asset.created_at,
    updated_at: asset.updated_at,
  };
}

export function presentAssets(assets: readonly TCourseAssetItem[], nowMs = Date.now()): Promise<TAsset[]> {
  return Promise.all(assets.map((asset) => presentAsset(asset, nowMs)));
}
