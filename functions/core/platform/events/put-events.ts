import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { clientOptions, once } from '../clients/client-options';
import { EventPublishError } from './event-publish-error';

/**
 * EventBridge PutEvents through the AWS SDK's client (its retries, throttling handling and error classes). It was a
 * signed request on aws4fetch to save the client's ≈ 12–20 KB; measured with the client, every publisher on the
 * learner's and manager's path stays inside its budgets (docs/architecture.md, "Hand-written clients and why").
 * No endpoint locally: the local runner replaces the transport with its in-process bus (publish-event.ts).
 */
const eventBridgeClient = once(() => new EventBridgeClient(clientOptions(undefined)));

export interface TPutEventEntry {
  Source: string;
  DetailType: string;
  Detail: string;
  EventBusName: string;
}

/** Puts one event on its bus; throws when EventBridge refuses it or keeps failing after the SDK's retries. */
export async function putEvent(entry: TPutEventEntry): Promise<void> {
  let result;
  try {
    result = await eventBridgeClient().send(new PutEventsCommand({ Entries: [entry] }));
  } catch (error) {
    // Throttling and 5xx the SDK gave up on: the event is not on the bus, so the request can be sent again (503).
    const failed = error as { name?: string; $fault?: string; $retryable?: unknown; message?: string };
    if (failed.$fault === 'server' || failed.$retryable) {
      throw new EventPublishError(entry.DetailType, failed.name, failed.message, { cause: error });
    }
    throw error;
  }
  if (result.FailedEntryCount) {
    const failed = result.Entries?.[0];
    throw new EventPublishError(entry.DetailType, failed?.ErrorCode, failed?.ErrorMessage);
  }
}
