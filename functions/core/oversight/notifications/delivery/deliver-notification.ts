import {
  NOTIFICATION_DAY_FIELDS,
  NOTIFICATION_DAY_TYPE,
  NOTIFICATION_TYPE_SWITCH,
  type TNotificationType,
  type TNotificationVars,
} from '@skillway/shared';
import type { TUserItem } from '../../../platform/db/types';
import { recipientLanguage } from '../../../platform/i18n/server-texts';
import { notificationEmail } from '../../../platform/mail/templates/notification';
import { findCourse } from '../../../content/courses/course-repository';
import { findPlaylist } from '../../../content/playlists/playlist-repository';
import { findCompany } from '../../../people/companies/company-repository';
import { sendCompanyEmail } from '../../../people/mail-hold/send-company-email';
import { findUser } from '../../../people/users/user-repository';
import { createNotification } from '../notification-repository';
import { effectiveNotificationSettings, type TEffectiveNotificationSettings } from '../settings/effective-settings';
import { renderNotification } from '../settings/render-notification';
import { causeDelivered, markCauseDelivered, sendOnce, type TDeliveryChannel } from './delivery-claims';
import { notificationLink } from './notification-link';
import {
  channelsFor,
  findTeamManager,
  listCompanyAdmins,
  reachesAdmins,
  reachesManager,
  recipientsOfType,
} from './recipients';

export interface TDeliverNotificationInput {
  companyId: string;
  /** 1..13 (NOTIFICATION_TYPE). */
  type: TNotificationType;
  /** The learner the notification is about. */
  userId: string;
  courseId?: string;
  /** A playlist id (the spec's channel). */
  channelId?: string;
  /** Placeholder values the caller knows (deadline, days, …); names, course, playlist, company and link are filled in. */
  vars?: TNotificationVars;
  /** The cause's key without recipient and channel: `${eventId}#${userId}`, or a reminder's (type, user, item, due day). */
  dedupeKey: string;
  nowMs?: number;
}

export interface TDeliveryResult {
  /** Why nothing was sent: 'switched-off', 'user-missing', 'user-archived', or (deliverCauseOnce) 'delivered-before'. */
  skipped?: 'switched-off' | 'user-missing' | 'user-archived' | 'delivered-before';
  /** Recipients that got a new in-app notification in this call. */
  inApp: string[];
  /** Recipients that were emailed in this call. */
  emailed: string[];
}

/**
 * Whether the type is on: the switch types by their switch; the reminder types 6, 7, 8 and 11 have no switch and are
 * on when a day count of theirs is a whole number of at least 1 (11 has two, the first and second expiry reminder).
 */
export function isTypeOn(
  settings: Pick<TEffectiveNotificationSettings, 'switches' | 'days'>,
  type: TNotificationType,
): boolean {
  const switchName = NOTIFICATION_TYPE_SWITCH[type];
  if (switchName) return Boolean(settings.switches[switchName]);
  return NOTIFICATION_DAY_FIELDS.filter((field) => NOTIFICATION_DAY_TYPE[field] === type).some((field) => {
    const days = settings.days[field];
    return typeof days === 'number' && Number.isInteger(days) && days >= 1;
  });
}

/**
 * What one cause's deliveries share (settings, company, course, playlist, administrators, managers), read once for all
 * of its users: an event handler makes one batch per event and passes it to each deliverNotification call.
 */
export type TDeliveryBatch = Map<string, Promise<unknown>>;

export function newDeliveryBatch(): TDeliveryBatch {
  return new Map();
}

function once<T>(batch: TDeliveryBatch, key: string, read: () => Promise<T>): Promise<T> {
  let found = batch.get(key) as Promise<T> | undefined;
  if (!found) {
    found = read();
    batch.set(key, found);
  }
  return found;
}

function companyOf(batch: TDeliveryBatch, companyId: string) {
  return once(batch, `company#${companyId}`, () => findCompany(companyId));
}

async function fillVars(input: TDeliverNotificationInput, subject: TUserItem, link: string, batch: TDeliveryBatch) {
  const { companyId, courseId, channelId } = input;
  const [company, course, playlist] = await Promise.all([
    companyOf(batch, companyId),
    courseId ? once(batch, `course#${companyId}#${courseId}`, () => findCourse(companyId, courseId)) : undefined,
    channelId ? once(batch, `playlist#${companyId}#${channelId}`, () => findPlaylist(companyId, channelId)) : undefined,
  ]);
  const given: TNotificationVars = Object.fromEntries(
    Object.entries(input.vars ?? {}).filter(([, value]) => value !== undefined),
  );
  const vars: TNotificationVars = {
    first_name: subject.first_name,
    last_name: subject.last_name,
    company_name: company?.company_name ?? '',
    ...(course ? { course_name: course.name } : {}),
    ...(playlist ? { playlist_name: playlist.name } : {}),
    link,
    ...given,
  };
  return { vars, companyName: company?.company_name ?? 'Skillway' };
}

interface TSend {
  input: TDeliverNotificationInput;
  batch: TDeliveryBatch;
  recipient: TUserItem;
  title: string;
  subject: string;
  rendered: { html: string; text: string };
  link: string;
  companyName: string;
  language: string;
}

/**
 * One send: the in-app notification item, or the email rendered with the mail module's notification template (held,
 * like all company mail, while the company's mail is on hold).
 */
async function sendThrough(channel: TDeliveryChannel, send: TSend): Promise<unknown> {
  const { input, recipient } = send;
  if (channel === 'app')
    return createNotification(
      input.companyId,
      recipient.user_id,
      {
        title: send.title,
        notification_type: input.type,
        ...(input.courseId ? { course_id: input.courseId } : {}),
        ...(input.channelId ? { channel_id: input.channelId } : {}),
      },
      input.nowMs === undefined ? {} : { nowMs: input.nowMs },
    );
  return sendCompanyEmail(await companyOf(send.batch, input.companyId), {
    to: recipient.email,
    ...notificationEmail({
      subject: send.subject,
      safeHtml: send.rendered.html,
      plainText: send.rendered.text,
      link: send.link,
      companyName: send.companyName,
      language: recipientLanguage({ language: send.language }),
    }),
  });
}

/**
 * Delivers one notification about one user per the company's settings (the course's override first): to the
 * recipients get_by names (recertification's types: their own audience with the team manager, recipientsOfType),
 * through the channels shown_up names, if the type is on; no email to a recipient who turned emails off. Each (dedupe key, recipient, channel) is claimed before it is sent, so delivering the same
 * cause twice sends once.
 */
export async function deliverNotification(
  input: TDeliverNotificationInput,
  batch: TDeliveryBatch = newDeliveryBatch(),
): Promise<TDeliveryResult> {
  const result: TDeliveryResult = { inApp: [], emailed: [] };
  const settings = await once(batch, `settings#${input.companyId}#${input.courseId ?? ''}`, () =>
    effectiveNotificationSettings(input.companyId, input.courseId),
  );
  if (!isTypeOn(settings, input.type)) return { ...result, skipped: 'switched-off' };
  const subject = await findUser(input.companyId, input.userId);
  if (!subject) return { ...result, skipped: 'user-missing' };
  if (subject.is_archived === 1) return { ...result, skipped: 'user-archived' };

  const link = notificationLink(input);
  const { vars, companyName } = await fillVars(input, subject, link, batch);
  // Rendered once per language among the recipients (the subject's own, an administrator's copy in theirs).
  const company = await companyOf(batch, input.companyId);
  const renderedIn = new Map<string, ReturnType<typeof renderNotification>>();
  const renderFor = (language: string) => {
    let rendering = renderedIn.get(language);
    if (!rendering) {
      rendering = renderNotification(input.companyId, input.type, vars, input.courseId, language);
      renderedIn.set(language, rendering);
    }
    return rendering;
  };
  const admins = reachesAdmins(input.type, settings.getBy)
    ? await once(batch, `admins#${input.companyId}`, () => listCompanyAdmins(input.companyId))
    : [];
  const manager = reachesManager(input.type)
    ? await once(batch, `manager#${input.companyId}#${subject.manager_id ?? ''}`, () => findTeamManager(subject))
    : undefined;
  const recipients = recipientsOfType(input.type, subject, settings.getBy, admins, manager);

  for (const recipient of recipients) {
    const language = recipientLanguage(recipient, company);
    const rendered = await renderFor(language);
    // An administrator's copy says whose notification it is.
    const about = recipient.user_id === subject.user_id ? '' : `${subject.first_name} ${subject.last_name}: `;
    for (const channel of channelsFor(recipient, settings.shownUp)) {
      const claim = {
        companyId: input.companyId,
        channel,
        recipientId: recipient.user_id,
        dedupeKey: input.dedupeKey,
        type: input.type,
      };
      const sent = await sendOnce(
        claim,
        () =>
          sendThrough(channel, {
            input,
            batch,
            recipient,
            title: `${about}${rendered.title}`,
            subject: `${about}${rendered.subject}`,
            rendered,
            link,
            companyName,
            language,
          }),
        input.nowMs,
      );
      if (sent) (channel === 'app' ? result.inApp : result.emailed).push(recipient.user_id);
    }
  }
  return result;
}

/**
 * deliverNotification for a cause a daily run meets again on later days (a renewal notice while the renewal is open,
 * an expired notice while missed days are caught up): once delivered in full it is marked (markCauseDelivered), and
 * a later run reads the mark instead of delivering it again. A delivery that throws leaves no mark, so the run's
 * retry finishes it (the claims keep what was sent from being sent twice).
 */
export async function deliverCauseOnce(
  input: TDeliverNotificationInput,
  batch: TDeliveryBatch = newDeliveryBatch(),
): Promise<TDeliveryResult> {
  if (await causeDelivered(input.companyId, input.userId, input.dedupeKey))
    return { inApp: [], emailed: [], skipped: 'delivered-before' };
  const result = await deliverNotification(input, batch);
  await markCauseDelivered(input.companyId, input.userId, input.dedupeKey, input.type, input.nowMs);
  return result;
}
