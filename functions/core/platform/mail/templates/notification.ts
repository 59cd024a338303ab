import { escapeHtml, safeHref } from './escape';
import type { TRenderedEmail } from './layout';

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
}): TRenderedEmail {
  const subject = input.subject.replace(/[\r\n]+/g, ' ').trim();
  const footer = `Sent by ${input.companyName} through Skillway. You can turn these emails off on your profile.`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
${input.safeHtml}
<p style="margin:24px 0"><a href="${safeHref(input.link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">Open in Skillway</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br><a href="${safeHref(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>
`;
  const text = `${input.plainText.trim()}\n\nOpen in Skillway: ${input.link}\n\n${footer}\n`;
  return { subject, html, text };
}
