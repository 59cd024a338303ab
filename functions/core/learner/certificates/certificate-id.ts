import { randomBytes } from 'node:crypto';

/** Bits of randomness in a public verification id (the issue asks for at least 128). */
export const CERTIFICATE_ID_BITS = 160;

/** A public verification id: 160 random bits, base64url (27 characters), so ids cannot be guessed or enumerated. */
export function newCertificateId(): string {
  return randomBytes(CERTIFICATE_ID_BITS / 8).toString('base64url');
}
