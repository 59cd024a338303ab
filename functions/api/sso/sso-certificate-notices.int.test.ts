/**
 * The SAML signing certificates' expiry notices, run by the daily reminders schedule at a pinned clock: the company's
 * administrators get a bell notification and an email 30 days before and 7 days before a connection's certificate
 * expires (Europe/London days), nothing for a certificate further off or already expired, and a rerun sends nothing
 * twice. The certificates are real X.509 certificates, expiring at noon on the chosen day.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScheduledEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, londonDay } from '@skillway/functions/core/platform/format/calendar-day';
import { handler as sendReminders } from '../../../events/schedules/send-reminders';
import { call } from '../../../test/factories/http';
import { testSigningKey } from '../../core/people/sso/protocols/saml-test-idp.test-helper';
import { createConnection, samlBody, samlMetadata, ssoCompany, type TSsoCompany } from './sso-fixtures.test-helper';

let company: TSsoCompany;
const now = new Date();
const today = londonDay(now);

/** A SAML connection whose IdP certificate expires at noon UTC (the same London day) `days` days from today. */
async function connectionExpiringIn(name: string, days: number): Promise<void> {
  const key = await testSigningKey(`${name} IdP`, new Date(`${addDays(today, days)}T12:00:00Z`));
  await createConnection(company.token, samlBody(samlMetadata(key.cert), { name }));
}

/** One run of the daily schedule for this company, at `at`. */
async function runDaily(at: Date) {
  const event: Partial<ScheduledEvent<{ now: string; company_ids: string[] }>> = {
    id: randomUUID(),
    time: at.toISOString(),
    detail: { now: at.toISOString(), company_ids: [company.companyId] },
  };
  await sendReminders(event);
}

async function notices(): Promise<string[]> {
  const bell = await call('GET', '/v1/get-notifications', { token: company.token });
  return (bell.body.data as { title: string; data: { notification_type: number } }[])
    .filter((item) => item.data.notification_type === 101)
    .map((item) => item.title)
    .sort();
}

async function mails(): Promise<string[]> {
  const data = (await call('GET', `/_local/mail.json?to=${encodeURIComponent(company.email)}`)).body.data as {
    subject: string;
  }[];
  return data
    .map((mail) => mail.subject)
    .filter((subject) => subject.includes('signing certificate'))
    .sort();
}

beforeAll(async () => {
  Object.assign(process.env, (inject as unknown as (key: string) => Record<string, string>)('stackEnv'));
  company = await ssoCompany();
  await connectionExpiringIn('Thirty', 30);
  await connectionExpiringIn('Seven', 7);
  await connectionExpiringIn('Sixty', 60);
  await connectionExpiringIn('Twenty', 20);
});

describe('SAML signing certificate expiry notices', () => {
  it('tells the administrators at 30 and 7 days (bell and email), nothing further off, once however often it runs', async () => {
    await runDaily(now);
    const day = (days: number) => addDays(today, days).split('-').reverse().join('-');
    const expected = [
      `Single sign-on: the signing certificate of Seven expires in 7 days (${day(7)})`,
      `Single sign-on: the signing certificate of Thirty expires in 30 days (${day(30)})`,
      // 20 days left is inside the 30-day notice's window (a run missed on the 30th day loses no notice).
      `Single sign-on: the signing certificate of Twenty expires in 20 days (${day(20)})`,
    ].sort();
    expect(await notices()).toEqual(expected);
    expect(await mails()).toEqual(expected);

    await runDaily(now);
    expect(await notices()).toHaveLength(3);
    expect(await mails()).toHaveLength(3);
  });

  it('sends the 7-day notice of a certificate that had its 30-day one, when its last week begins', async () => {
    // 23 days on: Thirty has 7 days left, Twenty is expired (no notice), Sixty has 37 (none yet).
    await runDaily(new Date(`${addDays(today, 23)}T12:00:00Z`));
    const titles = await notices();
    expect(titles.filter((title) => title.includes('of Thirty'))).toHaveLength(2);
    expect(titles.filter((title) => title.includes('of Thirty')).some((title) => title.includes('in 7 days'))).toBe(
      true,
    );
    expect(titles.filter((title) => title.includes('of Sixty'))).toHaveLength(0);
    expect(titles.filter((title) => title.includes('of Seven'))).toHaveLength(1);
  });

  it('reads a metadata URL again first: a certificate the IdP already rolled over there raises no notice', async () => {
    const old = await testSigningKey('Rolling IdP', new Date(`${addDays(today, 10)}T12:00:00Z`));
    const next = await testSigningKey('Rolling IdP', new Date(`${addDays(today, 400)}T12:00:00Z`));
    let published = samlMetadata(old.cert, 'https://idp.rolling.test/saml');
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      res.end(published);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`;
      const id = await createConnection(company.token, samlBody('', { name: 'Rolling', saml: { metadata_url: url } }));
      published = samlMetadata(next.cert, 'https://idp.rolling.test/saml');
      await runDaily(now);
      expect((await notices()).filter((title) => title.includes('of Rolling'))).toEqual([]);
      const connection = (await call('GET', '/v1/sso', { token: company.token })).body.data.connections.find(
        (item: { id: string }) => item.id === id,
      );
      expect(connection.saml.certificates).toEqual([
        expect.objectContaining({ not_after: expect.stringMatching(new RegExp(`^${addDays(today, 400)}`)) }),
      ]);
    } finally {
      server.close();
    }
  });
});
