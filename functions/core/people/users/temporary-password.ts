import { randomInt } from 'node:crypto';
import { passwordProblems } from '@skillway/shared';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*-_=+?';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] as string;
}

/** A random 14-character password meeting the spec's rule (no look-alike characters), for administrator-created users. */
export function temporaryPassword(length = 14): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  const password = chars.join('');
  if (passwordProblems(password).length > 0) throw new Error('temporary password does not meet the rule');
  return password;
}
