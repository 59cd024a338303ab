import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLog } from '../../platform/http/logger';
import { sendEmail } from '../../platform/mail/send-email';
import { findCompany } from '../companies/company-repository';
import { mailHoldOf } from './mail-hold-rule';
import { RELEASE_PER_RUN, releaseHeldMail } from './release-held-mail';

vi.mock('../../platform/mail/send-email', () => ({ sendEmail: vi.fn(async () => ({ id: 'm1' })) }));
vi.mock('../companies/company-repository', () => ({ findCompany: vi.fn() }));

const dynamo = mockClient(DynamoDBDocumentClient);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => dynamo.restore());
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as TLog;
const NOW = Date.UTC(2027, 1, 3, 9);

/** A stored held mail as DynamoDB answers it (the toolbox names the entity in `_et`). */
function stored(n: number, extra: Record<string, unknown> = {}) {
  const heldAt = new Date(Date.UTC(2027, 1, 1, 9, n)).toISOString();
  return {
    _et: 'HeldMail',
    pk: 'C#c1',
    sk: `HELDMAIL#${heldAt}#id${n}`,
    company_id: 'c1',
    held_at: heldAt,
    mail_id: `id${n}`,
    recipient: `staff${n}@example.com`,
    subject: `Mail ${n}`,
    html: `<p>${n}</p>`,
    text: `${n}`,
    ttl: 1,
    ...extra,
  };
}

const conditionFailed = () => new ConditionalCheckFailedException({ message: 'taken', $metadata: {} });
const sentTo = () => vi.mocked(sendEmail).mock.calls.map(([email]) => email.to);

beforeEach(() => {
  vi.mocked(findCompany).mockResolvedValue({ company_id: 'c1' } as Awaited<ReturnType<typeof findCompany>>);
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
});
afterEach(() => {
  dynamo.reset();
  vi.mocked(sendEmail).mockReset().mockResolvedValue({ id: 'm1' });
  vi.mocked(findCompany).mockReset();
});

describe('releaseHeldMail', () => {
  it('sends the held mail oldest first, deleting each before it is sent', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [stored(1), stored(2), stored(3)] });
    const result = await releaseHeldMail('c1', log, NOW);
    expect(result).toEqual({ sent: 3, dropped: 0, skipped: 0, more: false });
    expect(sentTo()).toEqual(['staff1@example.com', 'staff2@example.com', 'staff3@example.com']);
    expect(vi.mocked(sendEmail).mock.calls[0]?.[0]).toEqual({
      to: 'staff1@example.com',
      subject: 'Mail 1',
      html: '<p>1</p>',
      text: '1',
    });
    const deletes = dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input);
    expect(deletes.map((input) => input.Key?.sk)).toEqual([stored(1).sk, stored(2).sk, stored(3).sk]);
    expect(deletes[0]?.ConditionExpression).toContain('attribute_exists');
    const query = dynamo.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({ ConsistentRead: true });
    expect(Object.values(query?.ExpressionAttributeValues ?? {})).toContain('HELDMAIL#');
  });

  it('sends nothing while the company is still held, and nothing for a company that is gone', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [stored(1)] });
    vi.mocked(findCompany).mockResolvedValueOnce({
      company_id: 'c1',
      ...mailHoldOf({ user_id: 'u1', email: 'owner@example.com' }),
    } as Awaited<ReturnType<typeof findCompany>>);
    expect((await releaseHeldMail('c1', log, NOW)).sent).toBe(0);
    vi.mocked(findCompany).mockResolvedValueOnce(undefined);
    expect((await releaseHeldMail('c1', log, NOW)).sent).toBe(0);
    expect(sendEmail).not.toHaveBeenCalled();
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('skips a mail another run took, and drops one whose link has died', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [stored(1), stored(2, { expires_at: new Date(NOW - 1).toISOString() }), stored(3)],
    });
    dynamo.on(DeleteCommand, { Key: { pk: 'C#c1', sk: stored(1).sk } }).rejects(conditionFailed());
    const result = await releaseHeldMail('c1', log, NOW);
    expect(result).toEqual({ sent: 1, dropped: 1, skipped: 1, more: false });
    expect(sentTo()).toEqual(['staff3@example.com']);
  });

  it('puts a mail back when its send fails, sends the others, then fails for the retry', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [stored(1), stored(2)] });
    vi.mocked(sendEmail).mockRejectedValueOnce(new Error('SES throttled'));
    await expect(releaseHeldMail('c1', log, NOW)).rejects.toThrow('1 held emails failed');
    expect(sentTo()).toEqual(['staff1@example.com', 'staff2@example.com']);
    const [putBack] = dynamo.commandCalls(PutCommand);
    expect(putBack?.args[0].input.Item).toMatchObject({ sk: stored(1).sk, recipient: 'staff1@example.com' });
  });

  it("stops after one run's share and says more is left", async () => {
    const page = Array.from({ length: 25 }, (_, n) => stored(n));
    dynamo.on(QueryCommand).resolves({ Items: page, LastEvaluatedKey: { pk: 'C#c1', sk: 'next' } });
    const result = await releaseHeldMail('c1', log, NOW);
    expect(result).toMatchObject({ sent: RELEASE_PER_RUN, more: true });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(RELEASE_PER_RUN / 25);
  });
});
