import { PERSONAL_DATA_EXPORT_LINK_DAYS } from '@skillway/shared';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../../platform/i18n/server-texts';
import { renderEmail, type TRenderedEmail } from '../../../platform/mail/templates/layout';

/**
 * The email of a finished export: a link to the export's page (never the file), where the requester signs in and
 * downloads it; `subjectName` is set for an administrator's export of another user. `language` is the requester's.
 */
export function exportReadyEmail(input: {
  firstName: string;
  subjectName?: string;
  link: string;
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, subjectName } = input;
  const validDays = PERSONAL_DATA_EXPORT_LINK_DAYS;
  return renderEmail({
    language: input.language,
    subject: subjectName
      ? i18n._('Data export ready: {subjectName}', { subjectName })
      : i18n._('Your Skillway data export is ready'),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      subjectName
        ? i18n._(
            'The personal data export of {subjectName} you asked for is ready: a zip with a readable summary (PDF), the data in a machine-readable form (JSON), and the certificate and external training files.',
            { subjectName },
          )
        : i18n._(
            'The copy of your personal data you asked for is ready: a zip with a readable summary (PDF), the data in a machine-readable form (JSON), and the certificate and external training files.',
          ),
      i18n._('Follow the link below and sign in to download it. The link works for {validDays} days.', { validDays }),
    ],
    action: { label: i18n._('Download Data'), url: input.link },
  });
}

/** The export could not be made. */
export function exportFailedEmail(input: {
  firstName: string;
  subjectName?: string;
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, subjectName } = input;
  return renderEmail({
    language: input.language,
    subject: i18n._('Your Skillway data export could not be made'),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      subjectName
        ? i18n._(
            'We could not make the personal data export of {subjectName} you asked for. Please request it again; if it keeps failing, contact support.',
            { subjectName },
          )
        : i18n._(
            'We could not make the copy of your personal data you asked for. Please request it again; if it keeps failing, contact support.',
          ),
    ],
  });
}
