import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * A hook the bench and the tests that count DynamoDB calls set before the first client is built (dynamodb-counter.ts
 * installDynamoCounting), so the counter and its pricing of transactions are in their process only, never in a
 * Lambda bundle. Kept on globalThis: the bench's code and the in-process local stack's handlers may load this
 * module twice.
 */
const HOOK = Symbol.for('skillway.dynamodb-instrumentation');
const store = globalThis as unknown as Record<symbol, ((client: DynamoDBClient) => void) | undefined>;

export function dynamoInstrumentation(): ((client: DynamoDBClient) => void) | undefined {
  return store[HOOK];
}

export function setDynamoInstrumentation(instrument: (client: DynamoDBClient) => void): void {
  store[HOOK] = instrument;
}
