import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import { execute, isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { TProfileUpdateBody } from '@skillway/shared';
import { updateIdentityEmail } from '../auth/identity-provider';
import { EmailLookupEntity } from '../db/entities/email-lookup';
import { UserEntity } from '../db/entities/user';
import type { TUserItem } from '../db/types';
import { AppError } from '../http/app-error';
import type { TAuth } from '../http/principal';
import { findVerifiedUpload } from '../uploads/upload-repository';
import { emailTaken } from './create-user';
import { updateUser } from './user-repository';

async function avatarChange(auth: TAuth, s3Url: string | null | undefined): Promise<string | null | undefined> {
  if (s3Url === undefined || s3Url === auth.user.avatar_key) return undefined;
  if (s3Url === null || s3Url === '') return null;
  const upload = await findVerifiedUpload(auth.companyId, s3Url, 'avatar');
  if (!upload) throw AppError.field('s3_url', 'The picture has not been uploaded. Please upload it again.');
  return s3Url;
}

/** Moves the address: old lookup out, new lookup in (fails if taken), user updated, all in one transaction. */
async function changeEmail(auth: TAuth, email: string, values: Record<string, unknown>): Promise<void> {
  const { companyId, userId, user } = auth;
  try {
    await execute(
      EmailLookupEntity.build(DeleteTransaction)
        .key({ email: user.email })
        .options({ condition: { attr: 'user_id', eq: userId } }),
      EmailLookupEntity.build(PutTransaction)
        .item({ email, company_id: companyId, user_id: userId })
        .options({ condition: { attr: 'email', exists: false } }),
      UserEntity.build(UpdateTransaction)
        .item({ company_id: companyId, user_id: userId, email, email_verified_at: $remove(), ...values })
        .options({ condition: { attr: 'email', eq: user.email } }),
    );
  } catch (error) {
    if (isTransactionCancelled(error) && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed')
      throw emailTaken();
    throw error;
  }
}

/** Reverses changeEmail when the identity provider refused the new address, so both stay in step. */
async function revertEmail(auth: TAuth, email: string): Promise<void> {
  const { companyId, userId, user } = auth;
  await execute(
    EmailLookupEntity.build(DeleteTransaction)
      .key({ email })
      .options({ condition: { attr: 'user_id', eq: userId } }),
    EmailLookupEntity.build(PutTransaction).item({ email: user.email, company_id: companyId, user_id: userId }),
    UserEntity.build(UpdateTransaction).item({ company_id: companyId, user_id: userId, email: user.email }),
  );
}

/**
 * Own names, email (unique platform-wide; Cognito's email attribute follows) and picture (a key of a verified
 * `avatar` upload under the caller's company, or null to remove it).
 */
export async function updateProfile(auth: TAuth, body: TProfileUpdateBody): Promise<TUserItem> {
  const avatar = await avatarChange(auth, body.s3_url);
  const values: Record<string, unknown> = { first_name: body.first_name, last_name: body.last_name };
  if (avatar !== undefined) values.avatar_key = avatar ?? $remove();

  const email = body.email.toLowerCase();
  if (email !== auth.user.email) {
    await changeEmail(auth, email, values);
    try {
      await updateIdentityEmail(auth.userId, email);
    } catch (error) {
      await revertEmail(auth, email);
      throw error;
    }
  } else {
    await updateUser(auth.companyId, auth.userId, {
      first_name: body.first_name,
      last_name: body.last_name,
      ...(avatar !== undefined ? { avatar_key: avatar } : {}),
    });
  }

  const next: TUserItem = { ...auth.user, first_name: body.first_name, last_name: body.last_name, email };
  if (email !== auth.user.email) delete next.email_verified_at;
  if (avatar === null) delete next.avatar_key;
  else if (avatar !== undefined) next.avatar_key = avatar;
  return next;
}
