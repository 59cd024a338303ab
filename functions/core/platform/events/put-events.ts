import { AwsClient } from 'aws4fetch';
import { config } from '../config';
import { signingCredentials } from '../storage/s3-signing';
import { EventPublishError } from './event-publish-error';

/**
 * EventBridge PutEvents as one signed JSON request on aws4fetch, instead of @aws-sdk/client-eventbridge (≈ 21 KB
 * minified in every handler that publishes, and its share of cold start). The request is the SDK's: POST to the
 * regional endpoint, `X-Amz-Target: AWSEvents.PutEvents`, an `application/x-amz-json-1.1` body (the unit test
 * compares them, signature included). Throttling and 5xx answers are retried 3 times with exponential backoff.
 */

const RETRIES = 3;
const RETRY_BASE_MS = 100;

export interface TPutEventEntry {
  Source: string;
  DetailType: string;
  Detail: string;
  EventBusName: string;
}

interface TPutEventsResult {
  FailedEntryCount?: number;
  Entries?: { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
}

// The signing key is derived once a day per credentials; the cache outlives each call's AwsClient.
const signingKeys = new Map<string, ArrayBuffer>();

function retryable(status: number, errorType: string): boolean {
  return status >= 500 || status === 429 || /Throttl/.test(errorType);
}

/** Puts one event on its bus; throws when EventBridge refuses it (after the retries for throttling and 5xx). */
export async function putEvent(entry: TPutEventEntry): Promise<void> {
  const client = new AwsClient({
    ...signingCredentials(),
    service: 'events',
    region: config.region,
    cache: signingKeys,
    retries: 0,
  });
  const body = JSON.stringify({ Entries: [entry] });
  for (let attempt = 0; ; attempt += 1) {
    const response = await client.fetch(`https://events.${config.region}.amazonaws.com/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSEvents.PutEvents' },
      body,
    });
    const text = await response.text();
    if (response.ok) {
      const result = JSON.parse(text) as TPutEventsResult;
      if (result.FailedEntryCount) {
        const failed = result.Entries?.[0];
        throw new EventPublishError(entry.DetailType, failed?.ErrorCode, failed?.ErrorMessage);
      }
      return;
    }
    const error = (() => {
      try {
        return JSON.parse(text) as { __type?: string; message?: string; Message?: string };
      } catch {
        return {};
      }
    })();
    const type = (error.__type ?? '').split('#').pop() ?? '';
    if (attempt >= RETRIES && retryable(response.status, type)) {
      throw new EventPublishError(entry.DetailType, type || `HTTP ${response.status}`, error.message ?? error.Message);
    }
    if (!retryable(response.status, type)) {
      throw new Error(
        `PutEvents failed for ${entry.DetailType}: ${response.status} ${type} ${error.message ?? error.Message ?? ''}`.trim(),
      );
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, Math.random() * RETRY_BASE_MS * 2 ** attempt));
  }
}
