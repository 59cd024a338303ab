import { AppError } from './app-error';
import type { TApiEvent } from './types';

/** The raw request parts, before validation: JSON body (base64 decoded if needed), query and path parameters. */
export function readBody(event: TApiEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw AppError.field('body', 'The request body must be valid JSON.');
  }
}

export function readQuery(event: TApiEvent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (value !== undefined) out[name] = value;
  }
  return out;
}

export function readParams(event: TApiEvent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
    if (value !== undefined) out[name] = value;
  }
  return out;
}
