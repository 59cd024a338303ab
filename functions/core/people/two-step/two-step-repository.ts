import { $delete, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { userEntity } from '../../platform/db/entities/user';
import type { TUserItem } from '../../platform/db/types';

/**
 * Two-step verification's fields on the user record (entities/user.ts): every change is one conditional write, so
 * a code's time step is accepted once, a recovery code is used once, and a reset between a read and a write wins.
 */

type TUserKey = Pick<TUserItem, 'company_id' | 'user_id'>;
const key = (user: TUserKey) => ({ company_id: user.company_id, user_id: user.user_id });

/**
 * Records `step` as the last accepted one, only while the user's key is still `secret` and no code of this or a
 * later step was accepted: false means the code was already used (replay) or two-step was reset meanwhile.
 */
export function acceptStep(user: TUserKey, secret: string, step: number): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ ...key(user), totp_last_step: step })
      .options({
        condition: {
          and: [
            { attr: 'totp_secret', eq: secret },
            {
              or: [
                { attr: 'totp_last_step', exists: false },
                { attr: 'totp_last_step', lt: step },
              ],
            },
          ],
        },
      }),
  );
}

/** Removes one recovery code's hash; false when the user has no such unused code. */
export function useRecoveryCode(user: TUserKey, hash: string): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ ...key(user), totp_recovery_hashes: $delete(new Set([hash])) })
      .options({
        condition: {
          and: [
            { attr: 'totp_secret', exists: true },
            { attr: 'totp_recovery_hashes', contains: hash },
          ],
        },
      }),
  );
}

/**
 * Turns two-step on with `secret`, whose first code (of `step`) was just checked, and the new recovery codes'
 * hashes. Only while it is off; from the profile, only while `pending` is still the key being set up.
 */
export function turnOn(
  user: TUserKey,
  input: { secret: string; step: number; recoveryHashes: string[]; pending?: string },
  now = new Date(),
): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({
        ...key(user),
        totp_secret: input.secret,
        totp_enabled_at: now.toISOString(),
        totp_last_step: input.step,
        // DynamoDB keeps no empty set: no codes (the demo's key) is no attribute.
        totp_recovery_hashes: input.recoveryHashes.length > 0 ? new Set(input.recoveryHashes) : $remove(),
        totp_pending_secret: $remove(),
      })
      .options({
        condition: {
          and: [
            { attr: 'user_id', exists: true },
            { attr: 'totp_secret', exists: false },
            ...(input.pending === undefined ? [] : [{ attr: 'totp_pending_secret' as const, eq: input.pending }]),
          ],
        },
      }),
  );
}

/** The key a profile setup shows, kept until its first code confirms it (a new setup replaces it). */
export async function keepPendingSecret(user: TUserKey, secret: string): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ ...key(user), totp_pending_secret: secret })
      .options({
        condition: {
          and: [
            { attr: 'user_id', exists: true },
            { attr: 'totp_secret', exists: false },
          ],
        },
      }),
  );
}

/** New recovery codes in place of the old ones, while two-step is on with `secret`. */
export function replaceRecoveryCodes(user: TUserKey, secret: string, recoveryHashes: string[]): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ ...key(user), totp_recovery_hashes: new Set(recoveryHashes) })
      .options({ condition: { attr: 'totp_secret', eq: secret } }),
  );
}

/** Two-step off: the key, the recovery codes and any setup in progress go (turned off, or reset by an administrator). */
export function turnOff(user: TUserKey): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({
        ...key(user),
        totp_secret: $remove(),
        totp_enabled_at: $remove(),
        totp_last_step: $remove(),
        totp_recovery_hashes: $remove(),
        totp_pending_secret: $remove(),
      })
      .options({ condition: { attr: 'user_id', exists: true } }),
  );
}
