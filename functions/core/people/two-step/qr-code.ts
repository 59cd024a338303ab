import QRCode from 'qrcode';

/**
 * The otpauth URI as a QR code, an SVG data URL the setup screen shows as an image: made here so the web bundle
 * carries no QR encoder. Medium error correction, as authenticator apps' own setup pages use.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
