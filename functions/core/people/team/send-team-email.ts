import { MSG, type TSendEmailBody } from '@skillway/shared';
import { findEmailOwner } from '../auth/email-owner';
import { sanitizeMessageHtml, hasContent, loadSanitiser, messageHtmlToPlain } from '../../platform/html/html-sanitiser';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import type { TAuth } from '../../platform/http/principal';
import { recipientLanguage } from '../../platform/i18n/server-texts';
import { teamMessageEmail } from '../../platform/mail/templates/team-message';
import { sendCompanyEmail } from '../mail-hold/send-company-email';
import { findUser } from '../users/user-repository';
import { canEmailUser } from './policy';

/**
 * POST /user/send-email: a manager emails a member of their own team (the administrator any active company user).
 * The address must be such a user's: anything else gets the same 422, so the form reveals nothing about who exists.
 * The body is sanitised with the rich-text allow-list before it is sent.
 */
export async function sendTeamEmail(auth: TAuth, body: TSendEmailBody, log: TLog): Promise<void> {
  const owner = await findEmailOwner(body.email);
  const user = owner && owner.companyId === auth.companyId ? await findUser(auth.companyId, owner.userId) : undefined;
  if (!user || !canEmailUser(auth, user)) throw AppError.field('email', MSG.EMAIL_NOT_IN_TEAM);

  await loadSanitiser();
  const safeHtml = sanitizeMessageHtml(body.content);
  if (!hasContent(safeHtml)) throw AppError.field('content', MSG.EMAIL_CONTENT_EMPTY);
  const message = teamMessageEmail({
    subject: body.subject,
    safeHtml,
    plainText: messageHtmlToPlain(safeHtml),
    senderName: `${auth.user.first_name} ${auth.user.last_name}`,
    companyName: auth.company?.company_name ?? '',
    language: recipientLanguage(user, auth.company),
  });
  await sendCompanyEmail(auth.company ?? auth.companyId, { to: user.email, ...message });
  log.info('team email sent', { to_user: user.user_id });
}
