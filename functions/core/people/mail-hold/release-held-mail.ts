import type { TLog } from '../../platform/http/logger';
import { sendEmail } from '../../platform/mail/send-email';
import { findCompany } from '../companies/company-repository';
import { listHeldMail, putBackHeldMail, takeHeldMail } from './held-mail-repository';
import { isMailHeld } from './mail-hold-rule';

/** Mails one run handles: well inside a worker's 60 s at SES's pace; the event goes again for the rest. */
export const RELEASE_PER_RUN = 100;
const PAGE = 25;

export interface TReleaseResult {
  sent: number;
  /** Held past the life of a link they carry (a password reset, a set-password link): deleted unsent. */
  dropped: number;
  /** Another run took them first. */
  skipped: number;
  /** The run stopped at RELEASE_PER_RUN with mail still held. */
  more: boolean;
}

/**
 * Sends a company's held mail, oldest first, once its hold is lifted (a company still held sends nothing). Each mail
 * is taken by deleting it before it is sent, so two runs never send one twice; a send that fails puts its mail back
 * and the others still go, then the run fails so the bus retries it. A crash between the delete and the send loses
 * that one mail rather than sending it twice, as the other claimed sends do.
 */
export async function releaseHeldMail(companyId: string, log: TLog, nowMs = Date.now()): Promise<TReleaseResult> {
  const result: TReleaseResult = { sent: 0, dropped: 0, skipped: 0, more: false };
  const company = await findCompany(companyId);
  // Gone: its partition, held mail included, is being deleted.
  if (!company) return result;
  if (isMailHeld(company)) {
    log.warn('held mail not released: the company is still held', { company_id: companyId });
    return result;
  }
  const failures: unknown[] = [];
  let budget = RELEASE_PER_RUN;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await listHeldMail(companyId, Math.min(PAGE, budget), cursor);
    cursor = page.cursor;
    for (const mail of page.items) {
      budget -= 1;
      if (!(await takeHeldMail(mail))) {
        result.skipped += 1;
        continue;
      }
      if (mail.expires_at && Date.parse(mail.expires_at) <= nowMs) {
        result.dropped += 1;
        continue;
      }
      try {
        await sendEmail({ to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text });
        result.sent += 1;
      } catch (error) {
        log.error('held mail not sent; put back for the retry', { company_id: companyId, error: error as Error });
        await putBackHeldMail(mail);
        failures.push(error);
      }
    }
  } while (cursor && budget > 0);
  if (failures.length > 0) throw new Error(`${failures.length} held emails failed; the release will be retried`);
  result.more = budget === 0 && cursor !== undefined;
  return result;
}
