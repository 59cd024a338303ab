import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { ssoSealingKeys } from '../secrets/sso-sealing-key';

/**
 * Secrets we must store and use again (an SSO connection's OIDC client secret): AES-256-GCM under a key derived from
 * the `ssoSealing` run-time secret, never the secret itself, so the same value can also sign proofs (sso-proof.ts)
 * without one use ever standing in for the other.
 *
 * Sealed text: `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts). The key id says which value of the secret
 * sealed it, so after a rotation `open` takes the previous value for older items, and `sealedWithCurrentKey` tells a
 * caller to seal such an item again before a second rotation makes it unreadable. The optional `context` (e.g. the
 * connection's id) is authenticated with the text: a sealed value copied onto another item does not open there.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Refused sealed text: altered, sealed for another context, or with a key this function no longer holds. */
export class SealedValueError extends Error {
  override readonly name = 'SealedValueError';
}

interface TKey {
  readonly id: string;
  readonly key: Buffer;
}

function derive(secret: string): TKey {
  const key = createHmac('sha256', secret).update('skillway:sso-seal').digest();
  // Not secret: 48 bits of a one-way function of the key, to pick the right key without trying each.
  const id = createHmac('sha256', key).update('skillway:sso-seal:key-id').digest('base64url').slice(0, 8);
  return { id, key };
}

function keys(): { current: TKey; previous?: TKey } {
  const values = ssoSealingKeys();
  return values.previous
    ? { current: derive(values.current), previous: derive(values.previous) }
    : { current: derive(values.current) };
}

function additionalData(context: string): Buffer {
  return Buffer.from(`skillway:sso-seal:${VERSION}:${context}`, 'utf8');
}

export function seal(plaintext: string, context = ''): string {
  const { current } = keys();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    VERSION,
    current.id,
    iv.toString('base64url'),
    ciphertext.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

function parse(sealed: string): { keyId: string; iv: Buffer; ciphertext: Buffer; tag: Buffer } {
  const parts = sealed.split('.');
  const [version, keyId, iv, ciphertext, tag] = parts;
  if (parts.length !== 5 || version !== VERSION || !keyId || !iv || ciphertext === undefined || !tag) {
    throw new SealedValueError('Not a sealed value');
  }
  return {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
  };
}

/** The plaintext; throws SealedValueError when the text was altered, sealed for another context, or with an unknown key. */
export function open(sealed: string, context = ''): string {
  const parts = parse(sealed);
  const { current, previous } = keys();
  const key = [current, previous].find((candidate) => candidate?.id === parts.keyId);
  if (!key) throw new SealedValueError('Sealed with a key that is no longer held (rotated twice since)');
  if (parts.iv.length !== IV_BYTES || parts.tag.length !== TAG_BYTES) throw new SealedValueError('Not a sealed value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, parts.iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(context));
    decipher.setAuthTag(parts.tag);
    return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedValueError('The sealed value was altered or belongs to another item');
  }
}

/** False for text sealed with the previous value of the secret: seal it again while `open` can still read it. */
export function sealedWithCurrentKey(sealed: string): boolean {
  return parse(sealed).keyId === keys().current.id;
}
