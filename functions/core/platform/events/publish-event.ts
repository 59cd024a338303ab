import { EVENT_SOURCE } from '@skillway/shared/manifest/event-types';
import { config } from '../config';
import { putEvent } from './put-events';

export type TEventTransport = (detailType: string, detail: Record<string, unknown>) => Promise<void>;

/** On AWS: EventBridge PutEvents on the app's bus. The local runner replaces it with its in-process bus. */
const eventBridgeTransport: TEventTransport = async (detailType, detail) => {
  await putEvent({
    Source: EVENT_SOURCE,
    DetailType: detailType,
    Detail: JSON.stringify(detail),
    EventBusName: config.eventBusName,
  });
};

let transport: TEventTransport = eventBridgeTransport;

/** Called once by the local runner so events go to the in-process bus instead of EventBridge. */
export function setEventTransport(next: TEventTransport): void {
  transport = next;
}

export async function publishEvent(detailType: string, detail: Record<string, unknown>): Promise<void> {
  await transport(detailType, detail);
}
