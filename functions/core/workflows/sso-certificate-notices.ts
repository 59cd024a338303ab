import { NOTIFICATION_SHOWN_UP } from '@skillway/shared';
import { sendOnce } from '../oversight/notifications/delivery/delivery-claims';
import { channelsFor, listCompanyAdmins } from '../oversight/notifications/delivery/recipients';
import { createNotification } from '../oversight/notifications/notification-repository';
import { NOTIFICATION_TYPE } from '../oversight/notifications/notification-types';
import { findCompany } from '../people/companies/company-repository';
import { sendCompanyEmail } from '../people/mail-hold/send-company-email';
import { certificateNoticeDue, daysBetween } from '../people/sso/certificate-notice-plan';
import { refreshSamlMetadata } from '../people/sso/connection-settings';
import { listConnectionsWithCertificatesEnding, type TSsoConnectionItem } from '../people/sso/connection-repository';
import { config } from '../platform/config';
import { sha256Hex } from '../platform/crypto/tokens';
import { addDays, londonDay } from '../platform/format/calendar-day';
import type { TLog } from '../platform/http/logger';
import { ssoCertificateEmail, ssoCertificateTitle } from '../platform/mail/templates/sso-notices';
import { recipientLanguage } from '../platform/i18n/server-texts';

/** How far back the index is read: a connection whose first certificate expired may still hold one that has not. */
const LOOK_BACK_DAYS = 366;
const NOTICE_WINDOW_DAYS = 30;

export interface TCertificateNoticeSummary {
  connections: number;
  /** Sends made in this run (a bell notification or an email to one administrator). */
  sent: number;
}

/**
 * The daily check of the IdPs' SAML signing certificates (run with the daily reminders, events/schedules/
 * send-reminders): each company's administrators are told, in the bell and by email, 30 and 7 days before a
 * connection's certificate expires (certificate-notice-plan.ts). Connections are found through gsi2 (`SSOCERTS`,
 * by their earliest certificate's expiry day), so the run reads only those near an expiry, never every company.
 * A connection with a metadata URL is read from it again first (refreshSamlMetadata), so a certificate its IdP has
 * already replaced there raises no notice. Each send is claimed once per (connection, certificate, notice,
 * administrator, channel): reruns send nothing twice.
 */
export async function notifyExpiringSsoCertificates(input: {
  now: Date;
  log: TLog;
  companyIds?: readonly string[];
}): Promise<TCertificateNoticeSummary> {
  const today = londonDay(input.now);
  const summary: TCertificateNoticeSummary = { connections: 0, sent: 0 };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await listConnectionsWithCertificatesEnding(
      addDays(today, -LOOK_BACK_DAYS),
      addDays(today, NOTICE_WINDOW_DAYS),
      cursor,
    );
    cursor = page.cursor;
    for (const listed of page.items) {
      if (input.companyIds && !input.companyIds.includes(listed.company_id)) continue;
      summary.connections += 1;
      const connection = await refreshed(listed, input.log);
      summary.sent += await noticesFor(connection, today, input.now.getTime());
    }
  } while (cursor);
  input.log.info('sso certificate notices', { ...summary });
  return summary;
}

/**
 * A connection that reads its metadata from a URL is read again first, so a certificate the IdP has already rolled
 * over is no cause for a notice. An IdP that does not answer changes nothing (its notices go as they are).
 */
async function refreshed(connection: TSsoConnectionItem, log: TLog): Promise<TSsoConnectionItem> {
  try {
    return await refreshSamlMetadata(connection);
  } catch (error) {
    log.warn('sso metadata not refreshed', {
      connection_id: connection.connection_id,
      error: (error as Error).message,
    });
    return connection;
  }
}

async function noticesFor(connection: TSsoConnectionItem, today: string, nowMs: number): Promise<number> {
  const due = (connection.saml?.certificates ?? []).flatMap((certificate) => {
    const expiresDay = londonDay(certificate.not_after);
    const daysLeft = daysBetween(today, expiresDay);
    const notice = certificateNoticeDue(daysLeft);
    return notice === undefined ? [] : [{ certificate, expiresDay, daysLeft, notice }];
  });
  if (due.length === 0) return 0;
  const [company, admins] = await Promise.all([
    findCompany(connection.company_id),
    listCompanyAdmins(connection.company_id),
  ]);
  if (!company) return 0;
  const link = `${config.appUrl}/admin/account/sso`;
  let sent = 0;
  for (const { certificate, expiresDay, daysLeft, notice } of due) {
    const dedupeKey = `sso-cert#${connection.connection_id}#${sha256Hex(certificate.pem).slice(0, 32)}#${notice}`;
    for (const admin of admins) {
      const language = recipientLanguage(admin, company);
      const title = ssoCertificateTitle(connection.name, expiresDay, daysLeft, language);
      for (const channel of channelsFor(admin, NOTIFICATION_SHOWN_UP.BOTH)) {
        const claim = {
          companyId: company.company_id,
          channel,
          recipientId: admin.user_id,
          dedupeKey,
          type: NOTIFICATION_TYPE.SSO_CERTIFICATE_EXPIRING,
        };
        const done = await sendOnce(
          claim,
          () =>
            channel === 'app'
              ? createNotification(
                  company.company_id,
                  admin.user_id,
                  { title, notification_type: NOTIFICATION_TYPE.SSO_CERTIFICATE_EXPIRING },
                  { nowMs },
                )
              : sendCompanyEmail(company, {
                  to: admin.email,
                  ...ssoCertificateEmail({
                    firstName: admin.first_name,
                    connectionName: connection.name,
                    subject: certificate.subject,
                    expiresDay,
                    daysLeft,
                    link,
                    language,
                  }),
                }),
          nowMs,
        );
        if (done) sent += 1;
      }
    }
  }
  return sent;
}
