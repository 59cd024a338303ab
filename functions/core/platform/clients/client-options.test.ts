import { Readable } from 'node:stream';
import { DynamoDBClient, GetItemCommand, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { clientOptions, DYNAMODB_MAX_ATTEMPTS, SDK_MAX_ATTEMPTS } from './client-options';
import { dynamoClient } from './dynamodb';
import { s3Client } from './s3';
import { sesClient } from './ses';
import { cognitoClient } from './cognito';

/** A DynamoDB client with our options whose "network" answers throttling `throttled` times, then an empty item. */
function clientThrottled(throttled: number) {
  let sent = 0;
  const client = new DynamoDBClient({
    ...clientOptions('http://127.0.0.1:1', DYNAMODB_MAX_ATTEMPTS),
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    requestHandler: {
      handle: async () => {
        sent += 1;
        const throttle = sent <= throttled;
        const body = throttle
          ? { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' }
          : {};
        return {
          response: {
            statusCode: throttle ? 400 : 200,
            headers: { 'content-type': 'application/x-amz-json-1.0' },
            body: Readable.from([Buffer.from(JSON.stringify(body))]),
          },
        };
      },
    } as never,
  });
  return { client, sent: () => sent };
}

describe('SDK retries', () => {
  it('every client retries in standard mode with a bounded number of attempts', async () => {
    expect(await dynamoClient().config.maxAttempts()).toBe(DYNAMODB_MAX_ATTEMPTS);
    const ses = await sesClient();
    for (const client of [s3Client(), ses, cognitoClient()]) {
      expect(await client.config.maxAttempts()).toBe(SDK_MAX_ATTEMPTS);
    }
    for (const client of [dynamoClient(), s3Client(), ses, cognitoClient()]) {
      expect(((await client.config.retryStrategy()) as { mode?: string }).mode).toBe('standard');
    }
  });

  it('a throttled DynamoDB call is retried and succeeds', async () => {
    const { client, sent } = clientThrottled(1);
    await expect(client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }))).resolves.toBeDefined();
    expect(sent()).toBe(2);
  });

  it('gives up after the bound and throws the throttling error with the attempts made', async () => {
    const { client, sent } = clientThrottled(99);
    const error = await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } })).catch((e) => e);
    expect(error).toBeInstanceOf(ProvisionedThroughputExceededException);
    expect(sent()).toBe(DYNAMODB_MAX_ATTEMPTS);
    expect((error as ProvisionedThroughputExceededException).$metadata.attempts).toBe(DYNAMODB_MAX_ATTEMPTS);
  });
});
