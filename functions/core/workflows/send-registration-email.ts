import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { FREE_TRIAL_DAYS } from '@skillway/shared';
import { isLanguage, type TLanguage } from '@skillway/shared/constants/languages';
import { emailVerificationLink } from '../people/auth/email-verification';
import { config } from '../platform/config';
import { ulidTime } from '../platform/crypto/tokens';
import { userEntity } from '../platform/db/entities/user';
import type { TLog } from '../platform/http/logger';
import { recipientLanguage, textsIn } from '../platform/i18n/server-texts';
import { registrationEmail } from '../platform/mail/templates/registration';
import { createNotification } from '../oversight/notifications/notification-repository';
import { NOTIFICATION_TYPE } from '../oversight/notifications/notification-types';
import { findUser } from '../people/users/user-repository';
import { findCompany } from '../people/companies/company-repository';
import { sendUnlessConditionFails } from '../platform/db/conditional-write';
import { sendCompanyEmail } from '../people/mail-hold/send-company-email';

/** Claims the one send for this user; false when it was already claimed (the event was delivered again). */
async function claimSend(companyId: string, userId: string): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: userId, registration_email_sent_at: new Date().toISOString() })
      .options({
        condition: {
          and: [
            { attr: 'user_id', exists: true },
            { attr: 'registration_email_sent_at', exists: false },
          ],
        },
      }),
  );
}

async function releaseClaim(companyId: string, userId: string): Promise<void> {
  await userEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, user_id: userId, registration_email_sent_at: $remove() })
    .send();
}

/** The welcome notification's id: the ULID time of the user's creation and a fixed tail, so it is created once. */
function welcomeNotificationId(createdAt: string): string {
  return `${ulidTime(Date.parse(createdAt) || 0)}0000000000000000`;
}

/**
 * Welcome and verification email to a new company's administrator, plus a welcome notification. Safe to run
 * twice: the send is claimed on the user record first (released again if sending fails, so a retry sends it),
 * and the notification has a fixed id. Both are in the administrator's language: their own, else the company's
 * default, else the sign-up's (`language`, from its Accept-Language), else English.
 */
export async function sendRegistrationEmail(
  input: { companyId: string; userId: string; language?: TLanguage },
  log: TLog,
): Promise<'sent' | 'already-sent' | 'gone'> {
  const [company, user] = await Promise.all([findCompany(input.companyId), findUser(input.companyId, input.userId)]);
  if (!company || !user) {
    log.warn('registration email skipped: company or user no longer exists', {
      company_id: input.companyId,
      user_id: input.userId,
    });
    return 'gone';
  }
  const language = recipientLanguage(
    user,
    isLanguage(company.default_language) ? company : { default_language: input.language },
  );
  const i18n = textsIn(language);
  await createNotification(
    company.company_id,
    user.user_id,
    {
      title: i18n._('Welcome to Skillway! Your {trialDays}-day free trial has started.', {
        trialDays: FREE_TRIAL_DAYS,
      }),
      notification_type: NOTIFICATION_TYPE.PLATFORM,
    },
    { notificationId: welcomeNotificationId(user.created_at) },
  );
  if (!(await claimSend(company.company_id, user.user_id))) return 'already-sent';
  try {
    const message = registrationEmail({
      firstName: user.first_name,
      companyName: company.company_name,
      trialDays: FREE_TRIAL_DAYS,
      verifyLink: emailVerificationLink(user),
      loginLink: `${config.appUrl}/login`,
      language,
    });
    // Through the gate like all company mail: the registering administrator's own address is never held.
    await sendCompanyEmail(company, { to: user.email, ...message });
    return 'sent';
  } catch (error) {
    await releaseClaim(company.company_id, user.user_id);
    throw error;
  }
}
