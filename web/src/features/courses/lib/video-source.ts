import type { TAsset } from '@skillway/shared';
import type { TVideoSource } from '../../../components/video-player';

/** HLS once the stream is ready (AWS, after MediaConvert); the original MP4 until then, and always locally. */
export function videoSourceOf(asset: TAsset): TVideoSource | null {
  if (asset.video?.status === 'ready' && asset.video.hls_url) {
    return { src: asset.video.hls_url, type: 'application/x-mpegURL' };
  }
  if (asset.file?.url) return { src: asset.file.url, type: asset.file.mime_type || 'video/mp4' };
  return null;
}
