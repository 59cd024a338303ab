/** The welcome email job is safe to run twice: one email per user per request; archived users are skipped. */
import { describe, expect, it } from 'vitest';
import { DETAIL_TYPE } from '@skillway/shared';
import { registerCompany } from '../../test/factories/accounts';
import { addUser } from '../../test/factories/added-users';
import { call } from '../../test/factories/http';
import { handler } from './send-welcome-email';

function event(detail: unknown) {
  return {
    id: 'welcome-test',
    'detail-type': DETAIL_TYPE.WELCOME_EMAIL_REQUESTED,
    source: 'skillway.app',
    version: '0',
    account: '0',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail,
  };
}

async function welcomeCount(address: string): Promise<number> {
  const result = await call('GET', `/_local/mail.json?to=${encodeURIComponent(address)}`);
  return (result.body.data as { subject: string }[]).filter((mail) =>
    mail.subject.startsWith('Welcome to Skillway: your'),
  ).length;
}

describe('send-welcome-email', () => {
  it('sends once per request even when the event is delivered again, and skips archived users', async () => {
    const admin = await registerCompany();
    const [a, b] = [await addUser(admin.token), await addUser(admin.token)];
    await call('PUT', `/v1/archive-account/${b.id}`, { token: admin.token, body: { is_archived: 1 } });
    const detail = { company_id: admin.user.company_id, user_ids: [a.id, b.id], request_id: 'req-1' };

    await handler(event(detail));
    await handler(event(detail));
    expect(await welcomeCount(a.email)).toBe(1);
    expect(await welcomeCount(b.email)).toBe(0);
    expect((await call('GET', `/v1/users/${a.id}`, { token: admin.token })).body.data.is_mail_sent).toBe(1);

    // A new request (another click on "send") sends again.
    await handler(event({ ...detail, request_id: 'req-2' }));
    expect(await welcomeCount(a.email)).toBe(2);
  });

  it('refuses a malformed event (so it goes to the dead-letter queue, not silently nowhere)', async () => {
    await expect(handler(event({ company_id: 'x', user_ids: [], request_id: 'r' }))).rejects.toThrow();
    await expect(handler(event({ company_id: 'x' }))).rejects.toThrow();
  });
});
