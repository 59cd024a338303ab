import { MSG } from '@skillway/shared';

/** Field name to messages, as the API's 422 body carries them. */
export type TFieldErrors = Record<string, string[]>;

/** Every failed call becomes one of these: the status, the server's message and its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: TFieldErrors;
  readonly requestId: string | undefined;

  constructor(status: number, message: string, errors: TFieldErrors = {}, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error body defensively: a proxy's HTML page or an empty body still yields a usable message. */
export function apiErrorFromBody(status: number, body: unknown, requestId?: string): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message ? record.message : MSG.GENERIC_ERROR;
  return new ApiError(status, message, readFieldErrors(record.errors), requestId);
}

function readFieldErrors(value: unknown): TFieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const out: TFieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}
