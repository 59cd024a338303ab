import {
  NOTIFICATION_DEFAULT_CONTENT,
  NOTIFICATION_TITLES,
  type TNotificationType,
  type TNotificationVars,
} from '@skillway/shared';
import { loadSanitiser, messageHtmlToPlain } from '../../../platform/html/html-sanitiser';
import { findCompany } from '../../../people/companies/company-repository';
import { specTextIn } from '../../../platform/i18n/server-texts';
import { fillPlaceholders } from './placeholders';
import { readContentItems } from './settings-repository';

/** A notification ready to send: the email's subject, HTML and text, and the in-app title. */
export interface TRenderedNotification {
  subject: string;
  html: string;
  text: string;
  /** Short plain text for the bell's list (the same words as the subject). */
  title: string;
}

const TITLE_MAX = 200;

/** Links keep their address in the plain-text part: `<a href="u">Open</a>` reads "Open (u)". */
function linksAsText(html: string): string {
  return html.replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) =>
    label.trim() ? `${label} (${href})` : href,
  );
}

/**
 * Renders a template (already sanitised HTML with placeholders) and a type's title with the given values, the title
 * in the recipient's language.
 */
export function renderTemplate(
  type: TNotificationType,
  template: string,
  vars: TNotificationVars,
  language?: string,
): TRenderedNotification {
  const html = fillPlaceholders(template, vars, true);
  const text = messageHtmlToPlain(linksAsText(html));
  const subject = fillPlaceholders(specTextIn(language, NOTIFICATION_TITLES[type]), vars, false)
    .replace(/\s+/g, ' ')
    .trim();
  const title = subject.length > TITLE_MAX ? `${subject.slice(0, TITLE_MAX - 1)}…` : subject;
  return { subject, html, text, title };
}

/**
 * The template of a type that applies: the course's, else the company's (both as their administrator wrote them),
 * else the default text in the recipient's language.
 */
export async function notificationTemplate(
  companyId: string,
  type: TNotificationType,
  courseId?: string,
  language?: string,
): Promise<{ content: string; source: 'course' | 'company' | 'default' }> {
  const { company, course } = await readContentItems(companyId, type, courseId);
  if (course) return { content: course.content, source: 'course' };
  if (company) return { content: company.content, source: 'company' };
  return { content: specTextIn(language, NOTIFICATION_DEFAULT_CONTENT[type]), source: 'default' };
}

/**
 * Renders a notification of `type` for one recipient: the course's content for that type (when `courseId` is
 * given and the course has its own), else the company's, else the default text; placeholders replaced with
 * HTML-escaped values (a placeholder without a value becomes ''). `company_name` is read from the company when
 * not given.
 */
export async function renderNotification(
  companyId: string,
  type: TNotificationType,
  vars: TNotificationVars,
  courseId?: string,
  language?: string,
): Promise<TRenderedNotification> {
  const [template, companyName] = await Promise.all([
    notificationTemplate(companyId, type, courseId, language),
    vars.company_name === undefined ? findCompany(companyId).then((c) => c?.company_name ?? '') : undefined,
    loadSanitiser(),
  ]);
  return renderTemplate(
    type,
    template.content,
    companyName === undefined ? vars : { ...vars, company_name: companyName },
    language,
  );
}
