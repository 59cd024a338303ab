import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, ROLE } from '@skillway/shared';
import type { TUserItem } from '../../../platform/db/types';
import { notificationEmail } from '../../../platform/mail/templates/notification';
import { isTypeOn } from './deliver-notification';
import { channelsFor, reachesAdmins, reachesManager, recipientsFor, recipientsOfType } from './recipients';

function user(id: string, overrides: Partial<TUserItem> = {}): TUserItem {
  return {
    company_id: 'c1',
    user_id: id,
    first_name: id,
    last_name: 'X',
    email: `${id}@x.test`,
    role_id: ROLE.USER,
    is_reset_default_password: 1,
    is_notification: 1,
    is_archived: 0,
    ...overrides,
  } as TUserItem;
}

const learner = user('learner');
const admins = [user('admin1', { role_id: ROLE.ADMIN }), user('admin2', { role_id: ROLE.ADMIN })];
const ids = (users: TUserItem[]) => users.map((item) => item.user_id);

describe('recipients by get_by', () => {
  it('1 Admin: the administrators only; 2 User: the user only; 3 Both: the user then the administrators', () => {
    expect(ids(recipientsFor(learner, 1, admins))).toEqual(['admin1', 'admin2']);
    expect(ids(recipientsFor(learner, 2, admins))).toEqual(['learner']);
    expect(ids(recipientsFor(learner, 3, admins))).toEqual(['learner', 'admin1', 'admin2']);
  });

  it('an administrator who is the user gets one copy', () => {
    expect(ids(recipientsFor(admins[0]!, 3, admins))).toEqual(['admin1', 'admin2']);
    expect(ids(recipientsFor(admins[0]!, 1, admins))).toEqual(['admin1', 'admin2']);
  });
});

describe('recertification recipients (types 11–13)', () => {
  const manager = user('manager', { role_id: ROLE.MANAGER });

  it('11 expiring: the learner and their manager, whatever get_by says; no administrators', () => {
    for (const getBy of [1, 2, 3]) {
      expect(ids(recipientsOfType(11, learner, getBy, admins, manager))).toEqual(['learner', 'manager']);
      expect(reachesAdmins(11, getBy)).toBe(false);
    }
    expect(ids(recipientsOfType(11, learner, 3, admins, undefined))).toEqual(['learner']);
  });

  it('12 expired: get_by’s recipients and the manager, after the learner', () => {
    expect(ids(recipientsOfType(12, learner, 2, admins, manager))).toEqual(['learner', 'manager']);
    expect(ids(recipientsOfType(12, learner, 3, admins, manager))).toEqual(['learner', 'manager', 'admin1', 'admin2']);
    expect(ids(recipientsOfType(12, learner, 1, admins, manager))).toEqual(['manager', 'admin1', 'admin2']);
    expect(reachesAdmins(12, 2)).toBe(false);
    expect(reachesAdmins(12, 3)).toBe(true);
    // A manager who is also an administrator gets one copy.
    const both = user('admin1', { role_id: ROLE.ADMIN });
    expect(ids(recipientsOfType(12, learner, 3, admins, both))).toEqual(['learner', 'admin1', 'admin2']);
  });

  it('13 renewal enrolled: the learner only', () => {
    for (const getBy of [1, 2, 3])
      expect(ids(recipientsOfType(13, learner, getBy, admins, manager))).toEqual(['learner']);
    expect(reachesManager(13)).toBe(false);
  });

  it('other types follow get_by and never reach the manager', () => {
    expect(ids(recipientsOfType(5, learner, 3, admins, manager))).toEqual(['learner', 'admin1', 'admin2']);
    expect(reachesManager(5)).toBe(false);
    expect(reachesAdmins(5, 1)).toBe(true);
  });
});

describe('channels by shown_up', () => {
  it('1 Email, 2 Platform, 3 Both', () => {
    expect(channelsFor(learner, 1)).toEqual(['email']);
    expect(channelsFor(learner, 2)).toEqual(['app']);
    expect(channelsFor(learner, 3)).toEqual(['app', 'email']);
  });

  it('a user who turned emails off keeps the in-app notification', () => {
    const quiet = user('quiet', { is_notification: 0 });
    expect(channelsFor(quiet, 3)).toEqual(['app']);
    expect(channelsFor(quiet, 1)).toEqual([]);
  });
});

describe('isTypeOn', () => {
  const settings = { switches: { ...NOTIFICATION_DEFAULTS.switches }, days: { ...NOTIFICATION_DEFAULTS.days } };

  it('follows the switch of types 1–5, 9 and 10', () => {
    expect(isTypeOn(settings, 1)).toBe(true);
    expect(isTypeOn({ ...settings, switches: { ...settings.switches, course_assign: false } }, 1)).toBe(false);
    expect(isTypeOn({ ...settings, switches: { ...settings.switches, course_completion: false } }, 10)).toBe(false);
  });

  it('turns the reminder types 6–8 on by a day count of at least one whole day', () => {
    expect(isTypeOn(settings, 6)).toBe(true);
    expect(isTypeOn({ ...settings, days: { ...settings.days, idle_after: 0 } }, 7)).toBe(false);
    expect(isTypeOn({ ...settings, days: { ...settings.days, external_deadline_before: 1.5 } }, 8)).toBe(false);
  });

  it('certificate expiring (11) is on while either of its two day counts is; 12 and 13 follow their switches', () => {
    expect(isTypeOn(settings, 11)).toBe(true);
    const firstOff = { ...settings, days: { ...settings.days, certificate_expiring_first: 0 } };
    expect(isTypeOn(firstOff, 11)).toBe(true);
    expect(isTypeOn({ ...firstOff, days: { ...firstOff.days, certificate_expiring_second: 0 } }, 11)).toBe(false);
    expect(isTypeOn(settings, 12)).toBe(true);
    expect(isTypeOn({ ...settings, switches: { ...settings.switches, certificate_expired: false } }, 12)).toBe(false);
    expect(isTypeOn({ ...settings, switches: { ...settings.switches, renewal_enrolled: false } }, 13)).toBe(false);
  });
});

describe('notification email', () => {
  it('keeps the rendered content, escapes the subject in the title and links into the product', () => {
    const mail = notificationEmail({
      subject: 'Assigned\r\nBcc: x@y.test <b>',
      safeHtml: '<p>Hi &lt;Ann&gt;</p>',
      plainText: 'Hi <Ann>',
      link: 'https://app.test/courses/details/c1?a=1&b=2',
      companyName: 'Acme & Co',
    });
    expect(mail.subject).toBe('Assigned Bcc: x@y.test <b>');
    expect(mail.html).toContain('<title>Assigned Bcc: x@y.test &lt;b&gt;</title>');
    expect(mail.html).toContain('<p>Hi &lt;Ann&gt;</p>');
    expect(mail.html).toContain('href="https://app.test/courses/details/c1?a=1&amp;b=2"');
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.text).toContain('Open in Skillway: https://app.test/courses/details/c1?a=1&b=2');
  });
});
