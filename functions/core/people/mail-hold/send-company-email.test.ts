import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEmail } from '../../platform/mail/send-email';
import { findCompany } from '../companies/company-repository';
import { HELD_MAIL_RETENTION_DAYS, mailHoldOf } from './mail-hold-rule';
import { sendCompanyEmail } from './send-company-email';

vi.mock('../../platform/mail/send-email', () => ({ sendEmail: vi.fn(async () => ({ id: 'm1' })) }));
vi.mock('../companies/company-repository', () => ({ findCompany: vi.fn() }));

const dynamo = mockClient(DynamoDBDocumentClient);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => dynamo.restore());
const held = { company_id: 'c1', ...mailHoldOf({ user_id: 'owner', email: 'owner@example.com' }) };
const verified = { company_id: 'c2' };
const toStaff = { to: 'staff@example.com', subject: 'Welcome', html: '<p>Hi</p>', text: 'Hi' };

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => dynamo.on(TransactWriteCommand).resolves({}));
afterEach(() => {
  dynamo.reset();
  vi.mocked(sendEmail).mockClear();
  vi.mocked(findCompany).mockReset();
});

describe('sendCompanyEmail', () => {
  it('sends at once for a company that is not held, with no table write', async () => {
    await expect(sendCompanyEmail(verified, toStaff)).resolves.toBe('sent');
    expect(sendEmail).toHaveBeenCalledWith(toStaff);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('stores mail to anyone else while the company is held, on condition that it still is, and sends nothing', async () => {
    const nowMs = Date.UTC(2027, 0, 31, 12);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nowMs);
    try {
      await expect(sendCompanyEmail(held, toStaff, { expiresAt: '2027-02-07T12:00:00.000Z' })).resolves.toBe('held');
    } finally {
      vi.useRealTimers();
    }
    expect(sendEmail).not.toHaveBeenCalled();
    const [call] = dynamo.commandCalls(TransactWriteCommand);
    const [check, put] = call?.args[0].input.TransactItems ?? [];
    expect(check?.ConditionCheck).toMatchObject({ Key: { pk: 'C#c1', sk: 'COMPANY' } });
    expect(check?.ConditionCheck?.ConditionExpression).toContain('attribute_exists');
    expect(put?.Put?.Item).toMatchObject({
      pk: 'C#c1',
      recipient: 'staff@example.com',
      subject: 'Welcome',
      html: '<p>Hi</p>',
      text: 'Hi',
      expires_at: '2027-02-07T12:00:00.000Z',
      ttl: nowMs / 1000 + HELD_MAIL_RETENTION_DAYS * 86_400,
    });
    expect(String(put?.Put?.Item?.sk)).toMatch(/^HELDMAIL#2027-01-31T12:00:00\.000Z#/);
  });

  it("never holds the registering administrator's own address", async () => {
    await expect(sendCompanyEmail(held, { ...toStaff, to: 'Owner@Example.com' })).resolves.toBe('sent');
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('sends after all when the hold was lifted between the read and the store', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    await expect(sendCompanyEmail(held, toStaff)).resolves.toBe('sent');
    expect(sendEmail).toHaveBeenCalledWith(toStaff);
  });

  it('fails, sending nothing, when the store fails for another reason', async () => {
    dynamo.on(TransactWriteCommand).rejects(new Error('socket hang up'));
    await expect(sendCompanyEmail(held, toStaff)).rejects.toThrow('socket hang up');
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it('reads the company when given its id; a company that does not exist holds nothing', async () => {
    vi.mocked(findCompany).mockResolvedValueOnce(held as Awaited<ReturnType<typeof findCompany>>);
    await expect(sendCompanyEmail('c1', toStaff)).resolves.toBe('held');
    expect(findCompany).toHaveBeenCalledWith('c1');
    vi.mocked(findCompany).mockResolvedValueOnce(undefined);
    await expect(sendCompanyEmail('platform', toStaff)).resolves.toBe('sent');
    expect(sendEmail).toHaveBeenCalledTimes(1);
  });
});
