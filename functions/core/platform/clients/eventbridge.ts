import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { clientOptions, once } from './client-options';

export const eventBridgeClient = once(() => new EventBridgeClient(clientOptions(undefined)));
