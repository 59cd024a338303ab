import { randomInt } from 'node:crypto';
import { TWO_STEP } from '@skillway/shared';
import { sha256Hex } from '../../platform/crypto/tokens';

/** Crockford base32 without I, L, O, U: nothing to misread when typed from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `ABCDE-FGHJK`: 50 random bits, enough that an unsalted hash cannot be reversed by trying codes. */
function recoveryCode(): string {
  let code = '';
  for (let i = 0; i < TWO_STEP.recoveryCodeLength; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  const half = TWO_STEP.recoveryCodeLength / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_STEP.recoveryCodeCount }, recoveryCode);
}

/** Case, spaces and dashes as typed do not matter; Crockford's look-alikes read as the digits they look like. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** What the user record keeps of a code: bound to the user, so one user's list says nothing about another's. */
export function recoveryCodeHash(userId: string, code: string): string {
  return sha256Hex(`skillway recovery\n${userId}\n${normaliseRecoveryCode(code)}`);
}
