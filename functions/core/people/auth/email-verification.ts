import { config } from '../../platform/config';
import { sign, verifySignature } from '../../platform/crypto/signing';
import type { TUserItem } from '../../platform/db/types';
import { liftMailHold } from '../mail-hold/lift-mail-hold';
import { findUser, updateUser } from '../users/user-repository';

const PURPOSE = 'email-verify';
/** Days the link works (to the end of the day it expires on, so up to a day more); held mail outlives it. */
export const EMAIL_VERIFICATION_VALID_DAYS = 7;
const VALID_DAYS = EMAIL_VERIFICATION_VALID_DAYS;

/**
 * A stateless, signed link (HMAC over company, user, address and expiry): the same link whenever it is built for
 * the same day's expiry, so sending the registration email twice does not invalidate the first. Changing the
 * address invalidates it.
 */
export function emailVerificationLink(
  user: Pick<TUserItem, 'company_id' | 'user_id' | 'email'>,
  nowMs = Date.now(),
): string {
  const day = 24 * 60 * 60;
  const exp = (Math.floor(nowMs / 1000 / day) + VALID_DAYS + 1) * day;
  const sig = sign(PURPOSE, [user.company_id, user.user_id, user.email, String(exp)]);
  const query = new URLSearchParams({ cid: user.company_id, uid: user.user_id, exp: String(exp), sig });
  return `${config.apiUrl}/v1/email/verify?${query.toString()}`;
}

/** The user an emailed link names, while the link is unexpired and the user is not archived; else undefined. */
export async function userOfEmailedLink(
  input: { cid: string; uid: string; exp: string },
  nowMs: number,
): Promise<TUserItem | undefined> {
  if (!/^\d{1,12}$/.test(input.exp) || Number(input.exp) * 1000 <= nowMs) return undefined;
  const user = await findUser(input.cid, input.uid);
  return user && user.is_archived !== 1 ? user : undefined;
}

/**
 * Records the address as verified when the link is genuine, unexpired and still names the user's address. The
 * registering administrator's verification also lifts their company's mail hold ('mail-released': what was held goes
 * out now); following the link again is harmless.
 */
export async function verifyEmail(
  input: { cid: string; uid: string; exp: string; sig: string },
  nowMs = Date.now(),
): Promise<'invalid' | 'verified' | 'mail-released'> {
  const user = await userOfEmailedLink(input, nowMs);
  if (!user) return 'invalid';
  if (!verifySignature(PURPOSE, [user.company_id, user.user_id, user.email, input.exp], input.sig)) return 'invalid';
  if (!user.email_verified_at)
    await updateUser(user.company_id, user.user_id, { email_verified_at: new Date(nowMs).toISOString() });
  return (await liftMailHold(user)) ? 'mail-released' : 'verified';
}
