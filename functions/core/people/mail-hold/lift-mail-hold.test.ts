import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DETAIL_TYPE } from '@skillway/shared';
import { publishEvent } from '../../platform/events/publish-event';
import { liftMailHold } from './lift-mail-hold';

vi.mock('../../platform/events/publish-event', () => ({ publishEvent: vi.fn(async () => undefined) }));

const dynamo = mockClient(DynamoDBDocumentClient);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => dynamo.restore());
const owner = { company_id: 'c1', user_id: 'u1', email: 'Owner@Example.com' };
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'not held', $metadata: {} });

afterEach(() => {
  dynamo.reset();
  vi.mocked(publishEvent).mockClear();
});

describe('liftMailHold', () => {
  it('lifts the hold only for the administrator and address it names, then queues the release', async () => {
    dynamo.on(UpdateCommand).resolves({});
    await expect(liftMailHold(owner)).resolves.toBe(true);
    const update = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ pk: 'C#c1', sk: 'COMPANY' });
    expect(update?.UpdateExpression).toMatch(/REMOVE/);
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining(['u1', 'owner@example.com']),
    );
    expect(publishEvent).toHaveBeenCalledWith(DETAIL_TYPE.MAIL_HOLD_LIFTED, { company_id: 'c1' });
  });

  it('queues the release again when the hold is already gone but mail is still held (a lost release)', async () => {
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await expect(liftMailHold(owner)).resolves.toBe(false);
    expect(publishEvent).not.toHaveBeenCalled();

    dynamo.on(QueryCommand).resolves({
      Items: [
        {
          _et: 'HeldMail',
          pk: 'C#c1',
          sk: 'HELDMAIL#2027-01-01T00:00:00.000Z#m1',
          company_id: 'c1',
          held_at: '2027-01-01T00:00:00.000Z',
          mail_id: 'm1',
          recipient: 'staff@example.com',
          subject: 's',
          html: 'h',
          text: 't',
          ttl: 1,
        },
      ],
    });
    await expect(liftMailHold(owner)).resolves.toBe(false);
    expect(publishEvent).toHaveBeenCalledTimes(1);
  });
});
