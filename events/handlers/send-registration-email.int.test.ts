/**
 * The registration email handler is safe to run twice: one email, one welcome notification. Both are in the sign-up's
 * language (its Accept-Language), which the sign-up form itself does not send (issue 34).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETAIL_TYPE } from '@skillway/shared';
import {
  DEFAULT_PASSWORD,
  eventually,
  registerCompany,
  uniqueEmail,
  viewerAddressHeader,
  waitForMail,
} from '../../test/factories/accounts';
import { call } from '../../test/factories/http';
import { stackDataDir } from '../../test/factories/stack-context';
import { handler } from './send-registration-email';

async function mailsTo(to: string): Promise<number> {
  const outbox = join(stackDataDir(), 'outbox');
  let count = 0;
  for (const name of (await readdir(outbox)).filter((n) => n.endsWith('.json'))) {
    if ((JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string }).to === to) count += 1;
  }
  return count;
}

describe('send-registration-email', () => {
  it('sends once even when the event is delivered again', async () => {
    const account = await registerCompany();
    await waitForMail(account.email, (m) => m.subject.includes('Welcome'));
    await eventually(async () =>
      (await call('GET', '/v1/get-unread-notification', { token: account.token })).body.data.count === 1
        ? true
        : undefined,
    );

    await handler({
      id: 'redelivered',
      'detail-type': DETAIL_TYPE.COMPANY_REGISTERED,
      source: 'skillway.app',
      version: '0',
      account: '0',
      time: new Date().toISOString(),
      region: 'eu-west-2',
      resources: [],
      detail: { company_id: account.user.company_id, user_id: account.user.id },
    });
    expect(await mailsTo(account.email)).toBe(1);
    expect((await call('GET', '/v1/get-unread-notification', { token: account.token })).body.data.count).toBe(1);
  });

  it('writes to the new administrator in the first language of the sign-up’s Accept-Language the product speaks', async () => {
    const email = uniqueEmail('polski');
    const registered = await call('POST', '/v1/register', {
      headers: { ...viewerAddressHeader(), 'accept-language': 'de-DE,pl-PL;q=0.9,en;q=0.8' },
      body: {
        first_name: 'Zofia',
        last_name: 'Factory',
        company_name: 'Polska Sp. z o.o.',
        email,
        password: DEFAULT_PASSWORD,
        confirm_password: DEFAULT_PASSWORD,
        banding: 1,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const mail = await waitForMail(email, (m) => m.subject === 'Witamy w Skillway: potwierdź swój adres e-mail');
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.text).toContain('Witamy w Skillway, Zofia!');
    expect(mail.text).toContain('Twoja firma Polska Sp. z o.o. jest już skonfigurowana');
    const token = registered.body.access_token as string;
    const bell = await eventually(async () => {
      const page = await call('GET', '/v1/get-notifications?page=1&limit=20', { token });
      const titles = (page.body.data as { title: string }[]).map((item) => item.title);
      return titles.length > 0 ? titles : undefined;
    });
    expect(bell).toContain('Witamy w Skillway! Rozpoczął się Twój 14-dniowy bezpłatny okres próbny.');
    // The sign-up's language becomes the company's default: its administrator carries on in Polish once signed in.
    const profile = (await call('GET', '/v1/user/profile', { token })).body.data;
    expect(profile).toMatchObject({ language: 'pl', language_chosen: false, company: { default_language: 'pl' } });
  });

  it('refuses a malformed event (so it goes to the dead-letter queue, not silently nowhere)', async () => {
    await expect(
      handler({
        id: 'x',
        'detail-type': DETAIL_TYPE.COMPANY_REGISTERED,
        source: 's',
        version: '0',
        account: '0',
        time: '',
        region: '',
        resources: [],
        detail: { company_id: '' },
      }),
    ).rejects.toThrow();
  });
});
