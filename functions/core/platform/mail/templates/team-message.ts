import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../i18n/server-texts';
import { escapeHtml } from './escape';
import type { TRenderedEmail } from './layout';

/**
 * A message a manager (or the administrator) writes to a team member. `safeHtml` MUST already be sanitised with the
 * rich-text allow-list; the subject and names are escaped here. Header injection is impossible: line breaks in the
 * subject are folded into spaces. The message is the sender's own words; the footer and `<html lang>` are in the
 * recipient's language.
 */
export function teamMessageEmail(input: {
  subject: string;
  safeHtml: string;
  plainText: string;
  senderName: string;
  companyName: string;
  /** The recipient's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const subject = input.subject.replace(/[\r\n]+/g, ' ').trim();
  const footer = i18n._('Sent by {senderName} ({companyName}) through Skillway.', {
    senderName: input.senderName,
    companyName: input.companyName,
  });
  const html = `<!doctype html>
<html lang="${i18n.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
${input.safeHtml}
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>
`;
  const text = `${input.plainText}\n\n${footer}\n`;
  return { subject, html, text };
}
