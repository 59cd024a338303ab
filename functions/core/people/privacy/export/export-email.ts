import { PERSONAL_DATA_EXPORT_LINK_DAYS } from '@skillway/shared';
import { renderEmail, type TRenderedEmail } from '../../../platform/mail/templates/layout';

/**
 * The email of a finished export: a link to the export's page (never the file), where the requester signs in and
 * downloads it; `subjectName` is set for an administrator's export of another user.
 */
export function exportReadyEmail(input: { firstName: string; subjectName?: string; link: string }): TRenderedEmail {
  const whose = input.subjectName
    ? `The personal data export of ${input.subjectName}`
    : 'The copy of your personal data';
  return renderEmail({
    subject: input.subjectName ? `Data export ready: ${input.subjectName}` : 'Your Skillway data export is ready',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `${whose} you asked for is ready: a zip with a readable summary (PDF), the data in a machine-readable form (JSON), and the certificate and external training files.`,
      `Follow the link below and sign in to download it. The link works for ${PERSONAL_DATA_EXPORT_LINK_DAYS} days.`,
    ],
    action: { label: 'Download Data', url: input.link },
  });
}

/** The export could not be made. */
export function exportFailedEmail(input: { firstName: string; subjectName?: string }): TRenderedEmail {
  const whose = input.subjectName
    ? `the personal data export of ${input.subjectName}`
    : 'the copy of your personal data';
  return renderEmail({
    subject: 'Your Skillway data export could not be made',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `We could not make ${whose} you asked for. Please request it again; if it keeps failing, contact support.`,
    ],
  });
}
