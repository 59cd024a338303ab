import { describe, expect, it } from 'vitest';
import { MSG, WELCOME_EMAIL_OPTION } from '@skillway/shared';
import { shouldSendWelcome } from '../../workflows/add-user';
import { massRecipients, selectWelcomeRecipients, welcomeEmailBatches } from './welcome-email-requests';
import { userItem } from './user-fixture.test-helper';

const users = [
  userItem({ user_id: 'admin', role_id: 2, is_mail_sent: 1, last_login: '2024-01-01T00:00:00Z' }),
  userItem({ user_id: 'done', is_mail_sent: 1, last_login: '2024-01-01T00:00:00Z' }),
  userItem({ user_id: 'sent-never-in', is_mail_sent: 1 }),
  userItem({ user_id: 'in-never-sent', last_login: '2024-01-01T00:00:00Z' }),
  userItem({ user_id: 'new' }),
  userItem({ user_id: 'archived', is_archived: 1 }),
];

describe('welcome email recipients', () => {
  it('option 1: every active user but the sender', () => {
    expect(selectWelcomeRecipients(users, WELCOME_EMAIL_OPTION.ALL, undefined, 'admin')).toEqual([
      'done',
      'sent-never-in',
      'in-never-sent',
      'new',
    ]);
  });

  it('option 2: not yet sent, or never signed in', () => {
    expect(selectWelcomeRecipients(users, WELCOME_EMAIL_OPTION.NEW_OR_OUTSTANDING, undefined, 'admin')).toEqual([
      'sent-never-in',
      'in-never-sent',
      'new',
    ]);
  });

  it("option 3: the selected active users, and the spec's message when none is selected", () => {
    expect(massRecipients(users, WELCOME_EMAIL_OPTION.SELECTED, ['done', 'archived', 'ghost'], 'admin')).toEqual([
      'done',
    ]);
    expect(() => massRecipients(users, WELCOME_EMAIL_OPTION.SELECTED, [], 'admin')).toThrow(
      MSG.WELCOME_EMAIL_SELECT_USERS,
    );
    expect(() => massRecipients(users, WELCOME_EMAIL_OPTION.SELECTED, ['archived'], 'admin')).toThrow(
      MSG.WELCOME_EMAIL_SELECT_USERS,
    );
    expect(() => massRecipients([users[0]!], WELCOME_EMAIL_OPTION.ALL, undefined, 'admin')).toThrow(
      MSG.WELCOME_EMAIL_NONE,
    );
  });

  it('batches at most 25 users per event, each batch with its own request id', () => {
    const ids = Array.from({ length: 51 }, (_, i) => `u${i}`);
    const batches = welcomeEmailBatches('c1', ids);
    expect(batches.map((batch) => batch.user_ids.length)).toEqual([25, 25, 1]);
    expect(new Set(batches.map((batch) => batch.request_id)).size).toBe(3);
    expect(batches.flatMap((batch) => batch.user_ids)).toEqual(ids);
    expect(batches.every((batch) => batch.company_id === 'c1')).toBe(true);
  });

  it('sends on creation only when asked and the company has mail on', () => {
    expect(shouldSendWelcome({}, 1)).toBe(true);
    expect(shouldSendWelcome({ enable_mail: 1 }, 1)).toBe(true);
    expect(shouldSendWelcome({ enable_mail: 0 }, 1)).toBe(false);
    expect(shouldSendWelcome({ enable_mail: 1 }, 0)).toBe(false);
    expect(shouldSendWelcome({ enable_mail: 1 }, undefined)).toBe(false);
  });
});
