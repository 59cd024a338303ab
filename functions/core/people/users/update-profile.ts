import type { TProfileUpdateBody } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { checkUploadKey } from '../../platform/uploads/verify-upload';
import { requestEmailChange } from '../auth/email-change';
import { updateUser } from './user-repository';

async function avatarChange(auth: TAuth, s3Url: string | null | undefined): Promise<string | null | undefined> {
  if (s3Url === undefined || s3Url === auth.user.avatar_key) return undefined;
  if (s3Url === null || s3Url === '') return null;
  const upload = await checkUploadKey(auth.companyId, s3Url, 'avatar', 's3_url');
  if (!upload) throw AppError.field('s3_url', 'The picture has not been uploaded. Please upload it again.');
  return s3Url;
}

/**
 * Own names, picture (a key of a verified `avatar` upload under the caller's company, or null to remove it) and
 * language (null removes the choice: the company's default applies), at once; a new email address (unique
 * platform-wide) only with the current password, and only once the link sent to it is followed (email-change.ts).
 * `emailChangeRequested` says a link was sent; the profile keeps the old address.
 */
export async function updateProfile(
  auth: TAuth,
  body: TProfileUpdateBody,
  address: string,
): Promise<{ user: TUserItem; emailChangeRequested: boolean }> {
  const avatar = await avatarChange(auth, body.s3_url);
  const email = body.email.toLowerCase();
  const emailChangeRequested = email !== auth.user.email;
  // The password and the address are checked before anything is saved: a refused change saves nothing.
  if (emailChangeRequested)
    await requestEmailChange(auth.user, { newEmail: email, currentPassword: body.current_password, address });
  await updateUser(auth.companyId, auth.userId, {
    first_name: body.first_name,
    last_name: body.last_name,
    ...(avatar !== undefined ? { avatar_key: avatar } : {}),
    ...(body.language !== undefined ? { language: body.language } : {}),
  });

  const next: TUserItem = { ...auth.user, first_name: body.first_name, last_name: body.last_name };
  if (avatar === null) delete next.avatar_key;
  else if (avatar !== undefined) next.avatar_key = avatar;
  if (body.language === null) delete next.language;
  else if (body.language !== undefined) next.language = body.language;
  return { user: next, emailChangeRequested };
}
