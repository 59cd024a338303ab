import { MSG } from '@skillway/shared';
import { FAULT_RETRY_AFTER_SECONDS, type TServiceFault } from './service-faults';

/**
 * The one table from error code to HTTP status. Services throw `AppError` with a code; only the error
 * middleware turns codes into statuses, so no handler ever picks a status for an error by hand.
 */
export const ERROR_STATUS = {
  /** A request the server cannot read at all (e.g. a webhook whose signature does not verify). */
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  COMPANY_SUSPENDED: 403,
  /** Also for another company's records: never confirm that they exist. */
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A conditional write whose If-Match / If-None-Match does not hold (the LRS's documents). */
  PRECONDITION_FAILED: 412,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  /** The payment provider (Stripe) failed or could not be reached. */
  PAYMENT_PROVIDER: 502,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;
export type TFieldErrors = Record<string, string[]>;

const DEFAULT_MESSAGE: Record<TErrorCode, string> = {
  BAD_REQUEST: 'The request could not be read.',
  VALIDATION: MSG.VALIDATION_FAILED,
  UNAUTHENTICATED: MSG.UNAUTHENTICATED,
  FORBIDDEN: MSG.FORBIDDEN,
  COMPANY_SUSPENDED:
    'Your company account is suspended. An administrator can restore access from the account status page.',
  NOT_FOUND: MSG.NOT_FOUND,
  CONFLICT: 'The request conflicts with the current state of the resource.',
  PRECONDITION_FAILED: 'The resource has changed since it was read.',
  TOO_MANY_REQUESTS: MSG.TOO_MANY_ATTEMPTS,
  UNAVAILABLE: 'The service is not ready yet.',
  PAYMENT_PROVIDER: MSG.TRY_AGAIN_LATER,
  INTERNAL: MSG.GENERIC_ERROR,
};

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly errors: TFieldErrors | undefined;
  /** For TOO_MANY_REQUESTS and a service fault's UNAVAILABLE: when to try again (the response's Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: TErrorCode,
    message?: string,
    errors?: TFieldErrors,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message ?? DEFAULT_MESSAGE[code], options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** A 429 saying when the caller may try again. */
  static tooManyRequests(retryAfterSeconds: number, message?: string): AppError {
    return new AppError('TOO_MANY_REQUESTS', message, undefined, { retryAfterSeconds });
  }

  /**
   * A 503 for a dependency that kept failing after retries (throttling, a lost transaction race, a 5xx): the spec's
   * "try again later" message and a Retry-After; the cause is kept for the log, never sent.
   */
  static serviceFault(fault: TServiceFault, cause: unknown): AppError {
    return new AppError('UNAVAILABLE', MSG.TRY_AGAIN_LATER, undefined, {
      cause,
      retryAfterSeconds: FAULT_RETRY_AFTER_SECONDS[fault.kind],
    });
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** A 422 naming the fields at fault; the message is the first field message, as the forms show it in a toast. */
  static validation(errors: TFieldErrors, message?: string): AppError {
    return new AppError('VALIDATION', message ?? summarise(errors), errors);
  }

  /** A 422 for one field. */
  static field(field: string, message: string): AppError {
    return new AppError('VALIDATION', message, { [field]: [message] });
  }

  static notFound(message?: string): AppError {
    return new AppError('NOT_FOUND', message);
  }
}

/** "The email field is required. (and 2 more errors)", the shape Laravel gave the spec's screens. */
function summarise(errors: TFieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0];
  if (!first) return MSG.VALIDATION_FAILED;
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
