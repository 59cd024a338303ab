import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { getCoursesByIds } from '../../content/courses/course-repository';
import { defineHandler } from '../http/define-handler';
import type { TApiEvent } from '../http/types';
import { batchRetryDelay, BATCH_BACKOFF } from './batch-backoff';
import { batchWriteAll } from './batch-write';
import { userEntity } from './entities/user';
import { allProcessed, UnprocessedItemsError } from './unprocessed';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

const dynamo = mockClient(DynamoDBDocumentClient);
afterAll(() => dynamo.restore());
beforeEach(() => {
  dynamo.reset();
  // No backoff wait unless a test asks for one (batch-backoff.ts draws the jitter from Math.random).
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** DynamoDB answering a batch, under throttling, with nothing processed. */
function throttledBatches() {
  dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: unknown[] }> }) => ({
    Responses: {},
    UnprocessedKeys: input.RequestItems,
  }));
  dynamo.on(BatchWriteCommand).callsFake((input: { RequestItems: Record<string, unknown[]> }) => ({
    UnprocessedItems: input.RequestItems,
  }));
}

describe('allProcessed', () => {
  it('passes a complete answer through and counts what a partial one left', () => {
    expect(allProcessed({ Responses: [1], UnprocessedKeys: {} })).toEqual({ Responses: [1], UnprocessedKeys: {} });
    expect(allProcessed({ UnprocessedItems: { t: [] } })).toEqual({ UnprocessedItems: { t: [] } });
    expect(() => allProcessed({ UnprocessedKeys: { t: { Keys: [{}, {}] } } })).toThrow(UnprocessedItemsError);
    expect(() => allProcessed({ UnprocessedItems: { t: [{}] } })).toThrow('1 key(s) or item(s)');
  });

  it('a batch read never takes unprocessed keys for absent items', async () => {
    throttledBatches();
    await expect(getCoursesByIds('c1', ['k1', 'k2'])).rejects.toBeInstanceOf(UnprocessedItemsError);
    // The toolbox tried as many times as it was told before giving up.
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(5);
  });

  it('a batch write never drops unprocessed items', async () => {
    throttledBatches();
    const deletes = [userEntity().build(BatchDeleteRequest).key({ company_id: 'c1', user_id: 'u1' })];
    await expect(batchWriteAll(deletes, 2)).rejects.toBeInstanceOf(UnprocessedItemsError);
  });

  it('a caller whose user or revoked-token key went unprocessed gets 503, not 401 (nor a revoked token let in)', async () => {
    throttledBatches();
    dynamo.on(GetCommand).resolves({});
    const handler = defineHandler('notifications.unread', async () => ({ data: { count: 0 } }));
    const now = Math.floor(Date.now() / 1000);
    const result = await handler({
      version: '2.0',
      routeKey: 'GET /v1/notifications/unread',
      rawPath: '/v1/notifications/unread',
      rawQueryString: '',
      headers: {},
      isBase64Encoded: false,
      requestContext: {
        requestId: 'req-unprocessed',
        http: { method: 'GET', path: '/v1/notifications/unread', protocol: 'HTTP/1.1', sourceIp: '203.0.113.5' },
        authorizer: {
          jwt: {
            claims: {
              token_use: 'id',
              'cognito:username': 'u1',
              'custom:company_id': 'c1',
              jti: 'j1',
              iat: String(now - 10),
              exp: String(now + 3000),
            },
            scopes: null,
          },
        },
      },
    } as unknown as TApiEvent);
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(String(result.body))).toEqual({
      message: MSG.TRY_AGAIN_LATER,
      code: 'TRY_AGAIN_LATER',
      request_id: 'req-unprocessed',
    });
  });
});

describe('batch retries back off', () => {
  it('waits a jittered, growing, capped time before each retry', () => {
    const top = () => 0.999999;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((retry) => batchRetryDelay(retry, top))).toEqual([
      24, 49, 99, 199, 399, 799, 999, 999,
    ]);
    expect(batchRetryDelay(9, top)).toBeLessThan(BATCH_BACKOFF.capMs);
    expect(batchRetryDelay(3, () => 0)).toBe(0);
    expect(batchRetryDelay(3, () => 0.5)).toBe(50);
  });

  it('a batch read re-sends unprocessed keys only after the backoff, a bounded number of times', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    throttledBatches();
    const read = getCoursesByIds('c1', ['k1', 'k2']);
    const failed = expect(read).rejects.toBeInstanceOf(UnprocessedItemsError);
    await vi.advanceTimersByTimeAsync(0);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(1);
    // The first retry waits just under 25 ms, the next under 50, then 100 and 200.
    await vi.advanceTimersByTimeAsync(23);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(48);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(5);
  });

  it('a batch write re-sends unprocessed items after the backoff too', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    throttledBatches();
    const deletes = [userEntity().build(BatchDeleteRequest).key({ company_id: 'c1', user_id: 'u1' })];
    const failed = expect(batchWriteAll(deletes, 3)).rejects.toBeInstanceOf(UnprocessedItemsError);
    await vi.advanceTimersByTimeAsync(23);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60);
    await failed;
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(3);
  });
});
