import { AppError } from '../../../platform/http/app-error';
import { presignedFileUrl } from '../../../platform/storage/presign-download';
import { readCourseObject } from '../../../platform/storage/course-files';
import { isS3NotFound } from '../../../platform/storage/s3-errors';
import { rewritePlaylist } from './hls-playlist';
import { HLS_URL_TTL_SECONDS, checkHlsSignature, isHlsPlaylistKey, signHlsUrl } from './sign-media-url';

/**
 * GET /v1/media/hls/{key+}: one playlist of a transcoded course video, with every rendition playlist re-signed
 * through this route and every segment presigned. The URL's signature is the permission (like image URLs).
 */
export async function serveHlsPlaylist(
  input: { key: string; exp: string; sig: string },
  nowMs = Date.now(),
): Promise<string> {
  const check = checkHlsSignature(input, nowMs);
  if (check !== 'ok') {
    throw new AppError(
      'FORBIDDEN',
      check === 'expired' ? 'This video link has expired.' : 'This video link is not valid.',
    );
  }
  if (!isHlsPlaylistKey(input.key)) throw AppError.notFound();
  let text: string;
  try {
    text = new TextDecoder().decode(await readCourseObject(input.key));
  } catch (error) {
    if (isS3NotFound(error)) throw AppError.notFound();
    throw error;
  }
  // Everything named inside lasts as long as the playlist URL that asked for it.
  const remaining = Math.max(60, Math.min(HLS_URL_TTL_SECONDS, Number(input.exp) - Math.floor(nowMs / 1000)));
  return rewritePlaylist(text, input.key, async (key) =>
    key.endsWith('.m3u8') ? signHlsUrl(key, nowMs, remaining) : presignedFileUrl(key, {}, remaining),
  );
}
