import type { TTwoStepSetup } from '@skillway/shared';
import { qrCodeDataUrl } from './qr-code';
import { totpUri } from './totp';

/** What the setup screen shows: the key typed by hand, the otpauth URI, and that URI as a QR code. */
export async function setupAnswer(secret: string, account: string): Promise<TTwoStepSetup> {
  const uri = totpUri(secret, account);
  return { secret, otpauth_uri: uri, qr_code: await qrCodeDataUrl(uri) };
}
