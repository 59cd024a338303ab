import { recipientLanguage } from '../../platform/i18n/server-texts';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { WELCOME_EMAIL_TOKEN_TTL_SECONDS, type TWelcomeEmailDetail } from '@skillway/shared';
import { passwordResetLink } from '../auth/request-password-reset';
import { issueResetToken } from '../auth/reset-token';
import { findCompany } from '../companies/company-repository';
import { config } from '../../platform/config';
import { userEntity } from '../../platform/db/entities/user';
import type { TCompanyItem, TUserItem } from '../../platform/db/types';
import type { TLog } from '../../platform/http/logger';
import { welcomeEmail } from '../../platform/mail/templates/welcome';
import { sendCompanyEmail } from '../mail-hold/send-company-email';
import { findUser } from './user-repository';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

type TOutcome = 'sent' | 'already-sent' | 'skipped';

/**
 * Claims the send of this request for this user: records the request id and is_mail_sent 1 in one conditional
 * write, which fails when this request was already handled (the event was delivered again).
 */
async function claim(companyId: string, userId: string, requestId: string): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: userId, welcome_email_request_id: requestId, is_mail_sent: 1 })
      .options({
        condition: {
          and: [
            { attr: 'user_id', exists: true },
            {
              or: [
                { attr: 'welcome_email_request_id', exists: false },
                { attr: 'welcome_email_request_id', ne: requestId },
              ],
            },
          ],
        },
      }),
  );
}

/** Gives the claim back when sending failed, so the retry sends. */
async function release(user: TUserItem): Promise<void> {
  await userEntity()
    .build(UpdateItemCommand)
    .item({
      company_id: user.company_id,
      user_id: user.user_id,
      welcome_email_request_id: user.welcome_email_request_id ?? $remove(),
      is_mail_sent: user.is_mail_sent ?? 0,
    })
    .send();
}

async function sendOne(company: TCompanyItem, userId: string, requestId: string): Promise<TOutcome> {
  const user = await findUser(company.company_id, userId, true);
  // Deleted or archived since the request: nobody to welcome.
  if (!user || user.is_archived === 1) return 'skipped';
  if (user.welcome_email_request_id === requestId) return 'already-sent';
  if (!(await claim(company.company_id, userId, requestId))) return 'already-sent';
  try {
    const nowMs = Date.now();
    const token = await issueResetToken(user, 'forgot', nowMs, WELCOME_EMAIL_TOKEN_TTL_SECONDS);
    const message = welcomeEmail({
      firstName: user.first_name,
      companyName: company.company_name,
      email: user.email,
      setPasswordLink: passwordResetLink(user.email, token),
      loginLink: `${config.appUrl}/login`,
      validDays: Math.round(WELCOME_EMAIL_TOKEN_TTL_SECONDS / 86_400),
      language: recipientLanguage(user, company),
    });
    await sendCompanyEmail(
      company,
      { to: user.email, ...message },
      { expiresAt: new Date(nowMs + WELCOME_EMAIL_TOKEN_TTL_SECONDS * 1000).toISOString() },
    );
    return 'sent';
  } catch (error) {
    await release(user);
    throw error;
  }
}

/**
 * One batch of welcome emails (the async job). Each user's email carries a fresh set-password link; is_mail_sent is
 * kept. Safe to run twice: each user's send is claimed with the batch's request id. A failure for one user does not
 * stop the others; the batch then fails so the bus retries it, and users already sent are skipped.
 */
export async function sendWelcomeEmails(detail: TWelcomeEmailDetail, log: TLog): Promise<Record<TOutcome, number>> {
  const counts: Record<TOutcome, number> = { sent: 0, 'already-sent': 0, skipped: 0 };
  const company = await findCompany(detail.company_id);
  if (!company) {
    log.warn('welcome emails skipped: the company no longer exists', { company_id: detail.company_id });
    counts.skipped = detail.user_ids.length;
    return counts;
  }
  const failures: unknown[] = [];
  for (const userId of detail.user_ids) {
    try {
      counts[await sendOne(company, userId, detail.request_id)] += 1;
    } catch (error) {
      log.error('welcome email failed', { user_id: userId, error: error as Error });
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new Error(`${failures.length} of ${detail.user_ids.length} welcome emails failed; the batch will be retried`);
  }
  return counts;
}
