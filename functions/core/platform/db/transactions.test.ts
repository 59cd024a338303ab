import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { seedMarkerEntity } from './entities/seed-marker';
import { isWriteConflict, transact } from './transactions';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const write = () => seedMarkerEntity().build(PutTransaction).item({ name: 'transactions-test', version: '1' });

describe('isWriteConflict', () => {
  it('is true for a transaction cancelled by conflicts only, and for a single write refused by a transaction', () => {
    expect(isWriteConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isWriteConflict(new TransactionConflictException({ message: 'in a transaction', $metadata: {} }))).toBe(
      true,
    );
  });

  it('is false for a failed condition (even beside a conflict) and for other errors', () => {
    expect(isWriteConflict(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isWriteConflict(cancelled('ConditionalCheckFailed'))).toBe(false);
    expect(isWriteConflict(new Error('network'))).toBe(false);
    expect(isWriteConflict(undefined)).toBe(false);
  });
});

describe('transact', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  // The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
  afterAll(() => dynamo.restore());
  afterEach(() => dynamo.reset());

  it('retries a transaction that lost a race, then succeeds', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('TransactionConflict'))
      .rejectsOnce(cancelled('None', 'TransactionConflict'))
      .resolves({});
    await transact([write()]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('gives up after the bounded number of attempts', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(transact([write()], 3)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('never retries a failed condition: the caller decides what it means', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
    await expect(transact([write()])).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
