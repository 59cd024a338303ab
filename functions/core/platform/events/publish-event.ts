import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE } from '@skillway/shared/manifest/events';
import { eventBridgeClient } from '../clients/eventbridge';
import { config } from '../config';

/**
 * EventBridge accepted the call but refused the entry (throttled, an internal failure): the event is not on the bus.
 * The API's error middleware answers it 503 (http/service-faults.ts), so the caller may send the request again.
 */
export class EventPublishError extends Error {
  constructor(
    readonly detailType: string,
    readonly errorCode: string | undefined,
    errorMessage: string | undefined,
  ) {
    super(`PutEvents failed for ${detailType}: ${errorCode ?? ''} ${errorMessage ?? ''}`.trim());
    this.name = 'EventPublishError';
  }
}

export type TEventTransport = (detailType: string, detail: Record<string, unknown>) => Promise<void>;

/** On AWS: EventBridge PutEvents on the app's bus. The local runner replaces it with its in-process bus. */
const eventBridgeTransport: TEventTransport = async (detailType, detail) => {
  const result = await eventBridgeClient().send(
    new PutEventsCommand({
      Entries: [
        {
          Source: EVENT_SOURCE,
          DetailType: detailType,
          Detail: JSON.stringify(detail),
          EventBusName: config.eventBusName,
        },
      ],
    }),
  );
  if (result.FailedEntryCount) {
    const entry = result.Entries?.[0];
    throw new EventPublishError(detailType, entry?.ErrorCode, entry?.ErrorMessage);
  }
};

let transport: TEventTransport = eventBridgeTransport;

/** Called once by the local runner so events go to the in-process bus instead of EventBridge. */
export function setEventTransport(next: TEventTransport): void {
  transport = next;
}

export async function publishEvent(detailType: string, detail: Record<string, unknown>): Promise<void> {
  await transport(detailType, detail);
}
