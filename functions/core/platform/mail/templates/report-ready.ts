import type { I18n } from '@lingui/core';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../i18n/server-texts';
import { renderEmail, type TRenderedEmail } from './layout';

/**
 * The report names and file types the report worker passes in English (oversight/reports/report-titles.ts and
 * build-report.ts), in the recipient's language; a name not listed here is shown as it was given.
 */
function reportWords(i18n: I18n): Readonly<Record<string, string>> {
  return {
    'User Report': i18n._('User Report'),
    'Users Export': i18n._('Users Export'),
    'Course Report': i18n._('Course Report'),
    'Course Details Report': i18n._('Course Details Report'),
    'Course Enrolled Users': i18n._('Course Enrolled Users'),
    'Archived Course Data': i18n._('Archived Course Data'),
    'Group Report': i18n._('Group Report'),
    'Playlist Report': i18n._('Playlist Report'),
    'External Training Report': i18n._('External Training Report'),
    'Compliance Report': i18n._('Compliance Report'),
    'Audit Log': i18n._('Audit Log'),
    Report: i18n._('Report'),
    'an Excel workbook': i18n._('an Excel workbook'),
    'a PDF': i18n._('a PDF'),
    'a CSV file': i18n._('a CSV file'),
  };
}

function inLanguage(i18n: I18n, english: string): string {
  const words = reportWords(i18n);
  return (Object.hasOwn(words, english) ? words[english] : undefined) ?? english;
}

/** The emailed report: a link to the report page (never the file itself), which asks for a fresh download link. */
export function reportReadyEmail(input: {
  firstName: string;
  reportTitle: string;
  fileType: string;
  link: string;
  validDays: number;
  /** The recipient's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, validDays } = input;
  const reportTitle = inLanguage(i18n, input.reportTitle);
  const fileType = inLanguage(i18n, input.fileType);
  return renderEmail({
    language: input.language,
    subject: i18n._('Your Skillway report is ready: {reportTitle}', { reportTitle }),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._('The {reportTitle} you asked for is ready as {fileType}.', { reportTitle, fileType }),
      i18n._('Follow the link below and sign in to download it. The report is kept for {validDays} days.', {
        validDays,
      }),
    ],
    action: { label: i18n._('Download Report'), url: input.link },
  });
}

/** The emailed report could not be built. */
export function reportFailedEmail(input: {
  firstName: string;
  reportTitle: string;
  /** The recipient's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName } = input;
  const reportTitle = inLanguage(i18n, input.reportTitle);
  return renderEmail({
    language: input.language,
    subject: i18n._('Your Skillway report could not be made: {reportTitle}', { reportTitle }),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._(
        'We could not make the {reportTitle} you asked for. Please request it again; if it keeps failing, contact support.',
        { reportTitle },
      ),
    ],
  });
}
