import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../i18n/server-texts';
import { escapeHtml, safeHref } from './escape';
import { buttonFallbackNote, type TRenderedEmail } from './layout';

/**
 * A notification email (course assigned, deadline reminder, …): the company's template for the type, already
 * rendered. `safeHtml` MUST be sanitised content whose placeholder values were escaped; the subject is folded onto
 * one line, and the link into the product is added as a button and as plain text.
 */
export function notificationEmail(input: {
  subject: string;
  safeHtml: string;
  plainText: string;
  link: string;
  companyName: string;
  /** The recipient's language: the email's own words around the company's template. */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const subject = input.subject.replace(/[\r\n]+/g, ' ').trim();
  const footer = i18n._('Sent by {companyName} through Skillway. You can turn these emails off on your profile.', {
    companyName: input.companyName,
  });
  const open = i18n._('Open in Skillway');
  const html = `<!doctype html>
<html lang="${i18n.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
${input.safeHtml}
<p style="margin:24px 0"><a href="${safeHref(input.link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(open)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(buttonFallbackNote(input.language))}<br><a href="${safeHref(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>
`;
  const text = `${input.plainText.trim()}\n\n${open}: ${input.link}\n\n${footer}\n`;
  return { subject, html, text };
}
