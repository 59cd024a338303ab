import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE } from '@skillway/shared/manifest/events';
import { eventBridgeClient } from '../clients/eventbridge';
import { config } from '../config';
import { EventPublishError } from './event-publish-error';

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
