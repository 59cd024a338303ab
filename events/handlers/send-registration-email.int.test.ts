/** The registration email handler is safe to run twice: one email, one welcome notification. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETAIL_TYPE } from '@skillway/shared';
import { eventually, registerCompany, waitForMail } from '../../test/factories/accounts';
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
