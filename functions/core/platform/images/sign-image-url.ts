import { IMAGE_PRESETS, type TImagePreset } from '@skillway/shared';
import { browserApiUrl } from '../http/browser-origin';
import { sign, verifySignature } from '../crypto/signing';

const PURPOSE = 'image';
const HOUR_S = 60 * 60;

/**
 * Expiry for a new image URL: the end of the next whole hour, so every URL issued within one hour is identical
 * and the browser's cache keeps working across page loads (valid between one and two hours).
 */
export function imageUrlExpiry(nowMs = Date.now()): number {
  return (Math.floor(nowMs / 1000 / HOUR_S) + 2) * HOUR_S;
}

function imageSignature(preset: string, key: string, exp: number): string {
  return sign(PURPOSE, [preset, key, String(exp)]);
}

/**
 * The URL of one preset of a stored image, signed with an HMAC over preset, key and expiry. Responses only sign
 * keys the caller may see; the image handler serves nothing else (an <img> tag cannot send a bearer token).
 */
export function signImageUrl(key: string, preset: TImagePreset = 'medium', nowMs = Date.now()): string {
  const exp = imageUrlExpiry(nowMs);
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${browserApiUrl()}/v1/images/${preset}/${path}?exp=${exp}&sig=${imageSignature(preset, key, exp)}`;
}

export type TImageCheck = 'ok' | 'expired' | 'bad-signature' | 'bad-preset';

export function checkImageSignature(
  input: { preset: string; key: string; exp: string; sig: string },
  nowMs = Date.now(),
): TImageCheck {
  if (!(input.preset in IMAGE_PRESETS)) return 'bad-preset';
  if (!/^\d{1,12}$/.test(input.exp)) return 'bad-signature';
  if (!verifySignature(PURPOSE, [input.preset, input.key, input.exp], input.sig)) return 'bad-signature';
  return Number(input.exp) * 1000 > nowMs ? 'ok' : 'expired';
}
