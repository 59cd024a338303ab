import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sendUnlessConditionFails } from './conditional-write';
import { seedMarkerEntity } from './entities/seed-marker';

const put = () =>
  seedMarkerEntity()
    .build(PutItemCommand)
    .item({ name: 'conditional-write-test', version: '1' })
    .options({ condition: { attr: 'version', exists: false } });

const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('sendUnlessConditionFails', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  // The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
  afterAll(() => dynamo.restore());
  afterEach(() => dynamo.reset());

  it('is true when the write went through, sent once with its condition', async () => {
    dynamo.on(PutCommand).resolves({});
    await expect(sendUnlessConditionFails(put())).resolves.toBe(true);
    const calls = dynamo.commandCalls(PutCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input.ConditionExpression).toContain('attribute_not_exists');
  });

  it('is false when the condition did not hold, for a put and for a delete', async () => {
    dynamo.on(PutCommand).rejects(conditionFailed());
    dynamo.on(DeleteCommand).rejects(conditionFailed());
    await expect(sendUnlessConditionFails(put())).resolves.toBe(false);
    const remove = seedMarkerEntity()
      .build(DeleteItemCommand)
      .key({ name: 'conditional-write-test' })
      .options({ condition: { attr: 'version', eq: '1' } });
    await expect(sendUnlessConditionFails(remove)).resolves.toBe(false);
  });

  it('throws any other error as it came', async () => {
    const throttled = new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} });
    dynamo.on(PutCommand).rejects(throttled);
    await expect(sendUnlessConditionFails(put())).rejects.toBe(throttled);
    const network = new Error('socket hang up');
    await expect(sendUnlessConditionFails({ send: () => Promise.reject(network) })).rejects.toBe(network);
  });

  it('leaves a cancelled transaction to its caller, even one cancelled by a failed condition', async () => {
    const cancelled = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    await expect(sendUnlessConditionFails({ send: () => Promise.reject(cancelled) })).rejects.toBe(cancelled);
  });
});
