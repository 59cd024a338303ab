import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import type { TProfileUpdateBody } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { checkUploadKey } from '../../platform/uploads/verify-upload';
import { changeUserEmail } from './change-user-email';
import { updateUser } from './user-repository';

async function avatarChange(auth: TAuth, s3Url: string | null | undefined): Promise<string | null | undefined> {
  if (s3Url === undefined || s3Url === auth.user.avatar_key) return undefined;
  if (s3Url === null || s3Url === '') return null;
  const upload = await checkUploadKey(auth.companyId, s3Url, 'avatar', 's3_url');
  if (!upload) throw AppError.field('s3_url', 'The picture has not been uploaded. Please upload it again.');
  return s3Url;
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
    await changeUserEmail(auth.user, email, values);
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
