import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { userEntity } from '../../platform/db/entities/user';
import type { TUserItem } from '../../platform/db/types';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/**
 * Removes the reset token only if it is still the one presented, in one conditional write: of any number of
 * requests racing with the same token, exactly one consumes it and may set a password. Records that the user now has
 * a password of their own.
 */
export async function consumeResetToken(user: TUserItem, tokenHash: string): Promise<boolean> {
  return markPasswordOwned(user, { attr: 'reset_token_hash', eq: tokenHash });
}

/**
 * The account counts as set up (is_reset_default_password 1) and its reset token is gone, in one write made only
 * while `condition` holds: the presented token is still the stored one, or (an SSO sign-in retiring a temporary
 * password, sso/apply-profile.ts) the account is still on its temporary password.
 */
export async function markPasswordOwned(
  user: TUserItem,
  condition: { attr: 'reset_token_hash'; eq: string } | { attr: 'is_reset_default_password'; eq: number },
): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: user.company_id,
        user_id: user.user_id,
        is_reset_default_password: 1,
        reset_token_hash: $remove(),
        reset_token_purpose: $remove(),
        reset_token_expires_at: $remove(),
      })
      .options({ condition }),
  );
}

/**
 * Puts a consumed token back when setting the password failed after all (the identity provider refused or was
 * down), so the link still works; only if no newer token was issued meanwhile.
 */
export async function restoreResetToken(user: TUserItem): Promise<void> {
  if (!user.reset_token_hash) return;
  await sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: user.company_id,
        user_id: user.user_id,
        is_reset_default_password: user.is_reset_default_password,
        reset_token_hash: user.reset_token_hash,
        reset_token_purpose: user.reset_token_purpose,
        reset_token_expires_at: user.reset_token_expires_at,
      })
      .options({ condition: { attr: 'reset_token_hash', exists: false } }),
  );
}
