import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../i18n/server-texts';
import { escapeHtml, safeHref } from './escape';

export interface TRenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Paragraphs are plain text (escaped here); the one call-to-action is a button with its link also shown as text. */
export interface TEmailContent {
  /** The recipient's language: the layout's own words (the fallback link's note, the closing) and `<html lang>`. */
  language?: TLanguage;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}

/** The layout's words shared with the notification emails: the note under the button. */
export function buttonFallbackNote(language: TLanguage | undefined): string {
  const i18n = textsIn(language);
  return i18n._('If the button does not work, copy this link into your browser:');
}

export function renderEmail(content: TEmailContent): TRenderedEmail {
  const i18n = textsIn(content.language);
  const lang = i18n.locale;
  const closingText = content.closing ?? i18n._('The Skillway team');
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${safeHref(content.action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(buttonFallbackNote(content.language))}<br><a href="${safeHref(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const closing = escapeHtml(closingText);
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${paragraphs}
${action}
<p style="margin:24px 0 0">${closing}</p>
</body></html>
`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    closingText,
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
