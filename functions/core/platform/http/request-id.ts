import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** API Gateway's request id (the local adapter sets one too); a fresh uuid if the event has none. */
export function resolveRequestId(event: Partial<APIGatewayProxyEventV2> | undefined): string {
  const id = event?.requestContext?.requestId;
  return typeof id === 'string' && /^[A-Za-z0-9+/=_.-]{1,128}$/.test(id) ? id : randomUUID();
}
