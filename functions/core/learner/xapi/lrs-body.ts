import { XAPI_LIMITS, XAPI_MSG } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TApiEvent } from '../../platform/http/types';

/** The raw request body as bytes (API Gateway hands non-text types base64-encoded); 400 past `limit` bytes. */
export function rawBody(
  event: TApiEvent,
  limit: number = XAPI_LIMITS.requestBytes,
  message: string = XAPI_MSG.BODY_TOO_LARGE,
): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (bytes.length > limit) throw new AppError('BAD_REQUEST', message, { body: [message] });
  return bytes;
}

export function jsonBody(event: TApiEvent): unknown {
  const text = rawBody(event).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.', { body: ['must be valid JSON.'] });
  }
}
