import { msg } from '@lingui/core/macro';
import type { TAsset } from '@skillway/shared';
import type { TVideoSource, TVideoTrack } from '../../../components/video-player';

/** The video's captions and text descriptions as the player's text tracks. */
function tracksOf(asset: TAsset): TVideoTrack[] {
  return asset.captions.map((track) => ({
    kind: track.kind,
    src: track.url,
    srclang: track.language,
    label: track.label,
  }));
}

/** HLS once the stream is ready (AWS, after MediaConvert); the original MP4 until then, and always locally. */
export function videoSourceOf(asset: TAsset): TVideoSource | null {
  const tracks = tracksOf(asset);
  if (asset.video?.status === 'ready' && asset.video.hls_url) {
    return { src: asset.video.hls_url, type: 'application/x-mpegURL', tracks };
  }
  if (asset.file?.url) return { src: asset.file.url, type: asset.file.mime_type || 'video/mp4', tracks };
  return null;
}

/** Said to the administrator beside a video that plays as uploaded (locally: nothing transcodes there). */
export const PLAYS_AS_UPLOADED = msg`Plays as uploaded: adaptive streaming is prepared on AWS`;
/** The note in English, the source language (the macro keeps the text). */
export const PLAYS_AS_UPLOADED_NOTE = String(PLAYS_AS_UPLOADED.message);

/**
 * A ready video with no HLS ladder plays its original file: locally, where MediaConvert is not there (on AWS a
 * video is `processing` until its ladder is made, and `ready` only with it).
 */
export function playsAsUploaded(asset: TAsset): boolean {
  return asset.asset_type === 'video' && asset.video?.status === 'ready' && !asset.video.hls_url && !!asset.file;
}
