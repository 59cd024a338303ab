import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { userEntity } from '../../platform/db/entities/user';
import type { TUserItem } from '../../platform/db/types';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/**
 * Removes the reset token only if it is still the one presented (so it works once) and records that the user
 * now has a password of their own.
 */
export async function consumeResetToken(user: TUserItem, tokenHash: string): Promise<boolean> {
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
      .options({ condition: { attr: 'reset_token_hash', eq: tokenHash } }),
  );
}
