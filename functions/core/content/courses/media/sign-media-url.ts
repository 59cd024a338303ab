import { browserApiUrl } from '../../../platform/http/browser-origin';
import { sign, verifySignature } from '../../../platform/crypto/signing';

const PURPOSE = 'hls';
/** A playlist URL lasts long enough to watch a long video; its segments are signed for as long when it is served. */
export const HLS_URL_TTL_SECONDS = 3 * 60 * 60;

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * The URL of an HLS playlist of a course video, served by GET /v1/media/hls/{key+}: the API rewrites the playlist
 * so every rendition and segment it names is itself signed (a player cannot send a bearer token, and relative
 * segment paths cannot carry one presigned query string).
 */
export function signHlsUrl(key: string, nowMs = Date.now(), ttlSeconds = HLS_URL_TTL_SECONDS): string {
  const exp = Math.floor(nowMs / 1000) + ttlSeconds;
  return `${browserApiUrl()}/v1/media/hls/${encodeKey(key)}?exp=${exp}&sig=${sign(PURPOSE, [key, String(exp)])}`;
}

export type THlsCheck = 'ok' | 'expired' | 'bad-signature';

export function checkHlsSignature(input: { key: string; exp: string; sig: string }, nowMs = Date.now()): THlsCheck {
  if (!/^\d{1,12}$/.test(input.exp)) return 'bad-signature';
  if (!verifySignature(PURPOSE, [input.key, input.exp], input.sig)) return 'bad-signature';
  return Number(input.exp) * 1000 > nowMs ? 'ok' : 'expired';
}

/** Only playlists MediaConvert wrote for a course video: `c/<cid>/courses/<id>/assets/<id>/hls/<name>.m3u8`. */
export function isHlsPlaylistKey(key: string): boolean {
  return /^c\/[A-Za-z0-9_-]+\/courses\/[A-Za-z0-9_-]+\/assets\/[A-Za-z0-9_-]+\/hls\/[A-Za-z0-9_][A-Za-z0-9._-]*\.m3u8$/.test(
    key,
  );
}
