import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import { execute, isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { updateIdentityEmail } from '../../platform/auth/identity-provider';
import { emailLookupEntity } from '../../platform/db/entities/email-lookup';
import { userEntity } from '../../platform/db/entities/user';
import type { TUserItem } from '../../platform/db/types';
import { emailTaken } from './create-user';

type TUserRef = Pick<TUserItem, 'company_id' | 'user_id' | 'email'>;

/**
 * Moves a user's address in one transaction: the old lookup out (only if it is this user's), the new one in (fails
 * if the address is taken anywhere on the platform), the user updated (only if the old address is still theirs).
 * `values` are more attributes for the same user write.
 */
async function moveLookup(user: TUserRef, email: string, values: Record<string, unknown>): Promise<void> {
  const { company_id: companyId, user_id: userId } = user;
  try {
    await execute(
      emailLookupEntity()
        .build(DeleteTransaction)
        .key({ email: user.email })
        .options({ condition: { attr: 'user_id', eq: userId } }),
      emailLookupEntity()
        .build(PutTransaction)
        .item({ email, company_id: companyId, user_id: userId })
        .options({ condition: { attr: 'email', exists: false } }),
      userEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, user_id: userId, email, email_verified_at: $remove(), ...values })
        .options({ condition: { attr: 'email', eq: user.email } }),
    );
  } catch (error) {
    if (isTransactionCancelled(error) && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed')
      throw emailTaken();
    throw error;
  }
}

/** Reverses moveLookup when the identity provider refused the new address, so both stay in step. */
async function revertLookup(user: TUserRef, email: string): Promise<void> {
  const { company_id: companyId, user_id: userId } = user;
  await execute(
    emailLookupEntity()
      .build(DeleteTransaction)
      .key({ email })
      .options({ condition: { attr: 'user_id', eq: userId } }),
    emailLookupEntity().build(PutTransaction).item({ email: user.email, company_id: companyId, user_id: userId }),
    userEntity().build(UpdateTransaction).item({ company_id: companyId, user_id: userId, email: user.email }),
  );
}

/**
 * Changes a user's address (unique platform-wide) and then Cognito's `email` attribute; if Cognito refuses, the
 * table change is reversed. The address is no longer verified afterwards.
 */
export async function changeUserEmail(
  user: TUserRef,
  newEmail: string,
  values: Record<string, unknown> = {},
): Promise<void> {
  const email = newEmail.toLowerCase();
  if (email === user.email) return;
  await moveLookup(user, email, values);
  try {
    await updateIdentityEmail(user.user_id, email);
  } catch (error) {
    await revertLookup(user, email);
    throw error;
  }
}
