import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients/dynamodb';

/**
 * Waits between a batch's attempts at what DynamoDB left unprocessed (it does so when throttled: an instant retry
 * meets the same throttle). Full jitter on an exponential step with a cap: attempt n (1 = the first retry) waits a
 * random time in [0, min(cap, base × 2^(n-1))), so concurrent callers spread out instead of retrying together.
 */
export const BATCH_BACKOFF = { baseMs: 25, capMs: 1000 } as const;

export function batchRetryDelay(retry: number, random: () => number = Math.random): number {
  const step = Math.min(BATCH_BACKOFF.capMs, BATCH_BACKOFF.baseMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * step);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The table's document client for one batch `execute` of dynamodb-toolbox, which re-sends unprocessed keys or items
 * at once up to `maxAttempts`: this one waits `batchRetryDelay` before every send after the first. One per call.
 */
export function pacedClient(): DynamoDBDocumentClient {
  const client = documentClient();
  let sends = 0;
  const plainSend = client.send.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const send = async (...args: unknown[]) => {
    if (sends > 0) await sleep(batchRetryDelay(sends));
    sends += 1;
    return plainSend(...args);
  };
  return Object.assign(Object.create(client) as DynamoDBDocumentClient, { send });
}
