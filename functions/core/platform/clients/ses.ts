import { SESv2Client } from '@aws-sdk/client-sesv2';
import { clientOptions, once } from './client-options';

export const sesClient = once(() => new SESv2Client(clientOptions(undefined)));
